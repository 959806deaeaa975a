/**
 * OpenAPI schema objects as JSON Schema 2020-12, for MCP tool schemas: agents' clients validate
 * arguments and results with standard JSON Schema validators. The contracts are OpenAPI 3.1,
 * whose schemas are JSON Schema 2020-12 already: only the OpenAPI-only keywords and `x-`
 * extensions are dropped. A schema still written the 3.0 way (an operation added in that style
 * before the contract's conversion) is converted too: `nullable` becomes a type array (or an
 * `anyOf` with `null`), boolean exclusive bounds numeric ones, `example` becomes `examples`.
 */
import type { JsonSchema } from '../openapi.ts';

const DROPPED = new Set(['nullable', 'discriminator', 'xml', 'externalDocs', 'example']);
const SCHEMA = new Set([
  'items',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
]);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

export function toJsonSchema(schema: JsonSchema, seen = new Map<JsonSchema, JsonSchema>()): JsonSchema {
  const done = seen.get(schema);
  if (done) return done;
  const out: JsonSchema = {};
  seen.set(schema, out);
  for (const [key, value] of Object.entries(schema)) {
    if (DROPPED.has(key) || key.startsWith('x-')) continue;
    if (SCHEMA.has(key) && isObject(value)) out[key] = toJsonSchema(value, seen);
    else if (SCHEMA_LISTS.has(key) && Array.isArray(value))
      out[key] = value.map((item) => (isObject(item) ? toJsonSchema(item, seen) : item));
    else if (SCHEMA_MAPS.has(key) && isObject(value))
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, item]) => [name, isObject(item) ? toJsonSchema(item, seen) : item]),
      );
    else out[key] = value;
  }
  for (const [bound, exclusive] of [
    ['minimum', 'exclusiveMinimum'],
    ['maximum', 'exclusiveMaximum'],
  ] as const) {
    if (typeof schema[exclusive] !== 'boolean') continue;
    if (schema[exclusive] === true && typeof schema[bound] === 'number') {
      out[exclusive] = schema[bound];
      delete out[bound];
    } else delete out[exclusive];
  }
  if (schema.example !== undefined && out.examples === undefined) out.examples = [schema.example];
  if (schema.nullable === true) {
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    else if (Array.isArray(out.type)) {
      if (!out.type.includes('null')) out.type = [...out.type, 'null'];
    } else {
      const inner = { ...out };
      for (const key of Object.keys(out)) if (key !== 'description' && key !== 'title') delete out[key];
      out.anyOf = [inner, { type: 'null' }];
    }
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  }
  return out;
}

function isObject(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
