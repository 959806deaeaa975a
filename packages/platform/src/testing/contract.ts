/**
 * Answers held to the contract, as a client generated from it reads them: the status is one
 * the operation declares, the media type one that status declares, and a JSON body valid
 * against its schema (JSON Schema 2020-12, as the MCP tools publish it).
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect } from 'chai';
import { toJsonSchema } from '../mcp/json-schema.ts';
import type { JsonSchema, Operation } from '../openapi.ts';

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats.default(ajv);
const compiled = new WeakMap<JsonSchema, ValidateFunction>();

/** A validator of `schema` (an OpenAPI schema object, 3.0 or 3.1), compiled once. */
export function validatorOf(schema: JsonSchema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(toJsonSchema(schema));
    compiled.set(schema, validate);
  }
  return validate;
}

/** What an answer has that the contract of `operation` does not say; empty when it holds. */
export function contractBreaches(
  operation: Operation,
  answer: { status: number; contentType: string | null; body: unknown; text: string },
): string[] {
  const declared = operation.answers[String(answer.status)];
  if (!declared) return [`status ${answer.status} is not documented`];
  if (answer.text === '' || answer.status === 304) return [];
  const media = (answer.contentType ?? '').split(';')[0]?.trim() ?? '';
  if (!(media in declared)) return [`status ${answer.status} does not declare ${media || 'a body'}`];
  const schema = declared[media];
  if (!schema || !/json/.test(media)) return [];
  const validate = validatorOf(schema);
  if (validate(answer.body)) return [];
  return (validate.errors ?? []).map(
    (e) => `body${e.instancePath} ${e.message ?? 'is invalid'} (status ${answer.status})`,
  );
}

/** Asserts that `response`, an answer of `operation`, is one its contract documents. */
/** What a test client's answer gives (the testing helpers' `ApiResponse`). */
interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

export function expectDocumented(operation: Operation, response: Answer) {
  expect(
    contractBreaches(operation, {
      status: response.status,
      contentType: response.headers.get('content-type'),
      body: response.body,
      text: response.text,
    }),
    `${operation.operationId} answered ${response.status} ${response.text.slice(0, 300)}`,
  ).to.deep.equal([]);
}

/** A contract as written ($refs unresolved), walked generically: its shape is OpenAPI's concern. */
type Doc = Record<string, any>;

/** `operationId`'s operation in `document`, with its path. */
export function operationOf(document: Doc, operationId: string): { path: string; operation: Doc } {
  for (const [path, item] of Object.entries(document.paths as Doc))
    for (const operation of Object.values(item as Doc))
      if ((operation as Doc)?.operationId === operationId) return { path, operation: operation as Doc };
  throw new Error(`no operation ${operationId}`);
}

/**
 * The examples a media type gives, each by name: `example` first (named `example`), then those of
 * `examples`, their values with a `$ref` to `#/components/examples` followed.
 */
export function examplesOf(document: Doc, media: Doc | undefined): [string, unknown][] {
  if (!media) return [];
  const named = Object.entries((media.examples ?? {}) as Doc).map(([name, example]): [string, unknown] => {
    const ref = (example as Doc).$ref as string | undefined;
    const resolved = ref
      ? (document.components?.examples?.[ref.split('/').pop() as string] as Doc | undefined)
      : example;
    return [name, (resolved as Doc | undefined)?.value];
  });
  return 'example' in media ? [['example', media.example], ...named] : named;
}

/** A copy of the first request example the contract gives `operationId`'s JSON body. */
export function requestExample(document: Doc, operationId: string): Doc {
  const media = operationOf(document, operationId).operation.requestBody.content['application/json'] as Doc;
  return structuredClone(examplesOf(document, media)[0]?.[1]) as Doc;
}
