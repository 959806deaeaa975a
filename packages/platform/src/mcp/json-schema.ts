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

/**
 * How a schema is written out: `refs` names the subschemas written once under `$defs` and
 * referenced (`{ $ref: '#/$defs/<name>' }`) wherever they occur; `examples: false` leaves the
 * examples out and `bounds: false` the keywords that only bound a value (lengths, patterns,
 * counts, ranges): an agent reading a tool's answer needs its shape and meaning, which the
 * types, formats, enums and descriptions give, not what the server checks before answering.
 */
export interface JsonSchemaOptions {
  refs?: ReadonlyMap<JsonSchema, string>;
  examples?: boolean;
  bounds?: boolean;
}

const BOUNDS = new Set([
  'pattern',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minProperties',
  'maxProperties',
]);

export function toJsonSchema(
  schema: JsonSchema,
  seen = new Map<JsonSchema, JsonSchema>(),
  options: JsonSchemaOptions = {},
): JsonSchema {
  const done = seen.get(schema);
  if (done) return done;
  const out: JsonSchema = {};
  seen.set(schema, out);
  const convert = (item: JsonSchema) => {
    const ref = options.refs?.get(item);
    return ref ? { $ref: `#/$defs/${ref}` } : toJsonSchema(item, seen, options);
  };
  for (const [key, value] of Object.entries(schema)) {
    if (DROPPED.has(key) || key.startsWith('x-')) continue;
    if (key === 'examples' && options.examples === false) continue;
    if (options.bounds === false && BOUNDS.has(key)) continue;
    if (SCHEMA.has(key) && isObject(value)) out[key] = convert(value);
    else if (SCHEMA_LISTS.has(key) && Array.isArray(value))
      out[key] = value.map((item) => (isObject(item) ? convert(item) : item));
    else if (SCHEMA_MAPS.has(key) && isObject(value))
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, item]) => [name, isObject(item) ? convert(item) : item]),
      );
    else out[key] = value;
  }
  for (const [bound, exclusive] of options.bounds === false
    ? []
    : ([
        ['minimum', 'exclusiveMinimum'],
        ['maximum', 'exclusiveMaximum'],
      ] as const)) {
    if (typeof schema[exclusive] !== 'boolean') continue;
    if (schema[exclusive] === true && typeof schema[bound] === 'number') {
      out[exclusive] = schema[bound];
      delete out[bound];
    } else delete out[exclusive];
  }
  if (schema.example !== undefined && out.examples === undefined && options.examples !== false)
    out.examples = [schema.example];
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

/**
 * The subschemas of `schema` worth writing once: the contract's named components (and only
 * those) found more than once in it, each by its component name.
 */
export function repeatedComponents(
  schema: JsonSchema,
  nameOf: (schema: JsonSchema) => string | undefined,
): Map<JsonSchema, string> {
  const counts = new Map<JsonSchema, number>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item);
      return;
    }
    if (!isObject(node)) return;
    if (nameOf(node)) {
      const count = counts.get(node) ?? 0;
      counts.set(node, count + 1);
      if (count > 0) return;
    }
    for (const value of Object.values(node)) walk(value);
  };
  walk(schema);
  const repeated = new Map<JsonSchema, string>();
  for (const [node, count] of counts)
    if (count > 1 && node !== schema) repeated.set(node, nameOf(node) as string);
  return repeated;
}
