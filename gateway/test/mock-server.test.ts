/**
 * A mock server made from the contract, as a client team would start one before the platform
 * exists: Prism (`prism mock`) on the merged document the gateway serves. Every operation
 * answering JSON has an example of its success answer, and every JSON request body an example,
 * each valid against its schema; every string parameter but an enum or a date has an example
 * valid against its schema, which Swagger UI fills in on a path parameter only; every read
 * answers its example; every operation answers one of its problems with a body whose `status` is
 * the HTTP status and whose `code` is one the operation's problem schema lists. No platform is
 * started.
 *
 * `MOCK_SERVER_PORT` sets Prism's port (7850 when absent).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { loadApiSpec, type JsonSchema, type OpenApiParameter, type Operation } from '@transport/platform';
import { contractBreaches, examplesOf, today, validatorOf } from '@transport/platform/testing';
import { writeMergedContract } from '../src/merged-contract-file.ts';

const PORT = Number(process.env.MOCK_SERVER_PORT ?? 7850);
const PRISM = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../node_modules/.bin/prism');

/** The problem status asked of each operation: the first of these it declares. */
const PROBLEM_STATUSES = ['404', '409', '422', '400', '403'];
/**
 * An operation taking a required body is sent none: Prism answers such an invalid request with
 * the operation's 422 when it declares one, else its 400, whatever the `Prefer` header asks.
 */
const INVALID_REQUEST_STATUSES = ['422', '400'];

// The raw document is walked generically: its shape is the OpenAPI schema's concern.
type Doc = Record<string, any>;

/** The operation's first success status and its JSON media type, when it answers JSON. */
function jsonSuccess(raw: Doc, document: Doc): { status: string; media: Doc } | undefined {
  const status = Object.keys((raw.responses ?? {}) as Doc).find((s) => s.startsWith('2'));
  if (!status) return undefined;
  let answer = raw.responses[status] as Doc;
  if (answer.$ref) answer = document.components.responses[(answer.$ref as string).split('/').pop()!] as Doc;
  const media = (answer.content?.['application/json'] ?? undefined) as Doc | undefined;
  return media ? { status, media } : undefined;
}

/** The example a media type gives (`example`, or the first of `examples`), resolved. */
const exampleOf = (media: Doc | undefined, document: Doc): unknown => examplesOf(document, media)[0]?.[1];

/** A value of a parameter that Prism's request validation accepts: its example when it has one. */
function sampleOf(parameter: OpenApiParameter | undefined, schema = parameter?.schema): string {
  const s = schema ?? {};
  const given = (parameter as Doc | undefined)?.example ?? (s.examples as unknown[] | undefined)?.[0];
  if (given !== undefined) return String(given);
  if (Array.isArray(s.enum)) return String(s.enum[0]);
  if (s.format === 'uuid') return '3f2b8c1e-7a4d-4e9b-9c55-0d6e1f2a3b4c';
  if (s.format === 'date') return today();
  if (s.type === 'integer' || s.type === 'number') return String(s.minimum ?? 1);
  if (s.type === 'boolean') return 'true';
  if (s.type === 'array') return sampleOf(undefined, s.items as JsonSchema);
  return 'RHONEXPRESS';
}

/** The operation's path with a sample of each path parameter, and its required query parameters. */
function urlOf(operation: Operation): string {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  let url = operation.path;
  for (const p of pathParams) url = url.replace(`{${p.name}}`, encodeURIComponent(sampleOf(p)));
  const query = operation.parameters
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${p.name}=${encodeURIComponent(sampleOf(p))}`);
  return `http://127.0.0.1:${PORT}${url}${query.length ? `?${query.join('&')}` : ''}`;
}

/**
 * Asks Prism for the operation's answer of `status`, by name the example `example` of it (Prism
 * would otherwise prefer an example written in the answer's schema).
 */
async function ask(operation: Operation, status: string, example?: string) {
  const response = await fetch(urlOf(operation), {
    method: operation.method.toUpperCase(),
    headers: {
      authorization: 'Bearer mock',
      prefer: example ? `code=${status}, example=${example}` : `code=${status}`,
      // A validation report is also a page (text/html): the JSON answer is asked for.
      accept: 'application/json, application/problem+json',
    },
  });
  const text = await response.text();
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    text,
    body: text ? (JSON.parse(text) as Doc) : undefined,
  };
}

describe('a mock server made from the contract', () => {
  let folder: string;
  let prism: ChildProcess | undefined;
  let operations: Operation[];
  let raw: Map<string, Doc>;
  let document: Doc;

  before(async function () {
    // Prism reads the whole merged document (300 operations) before it listens.
    this.timeout(120_000);
    folder = mkdtempSync(path.join(tmpdir(), 'mock-server-'));
    const file = path.join(folder, 'openapi.json');
    await writeMergedContract(file);
    operations = (await loadApiSpec(file)).operations;
    document = JSON.parse(readFileSync(file, 'utf8')) as Doc;
    raw = new Map();
    for (const item of Object.values(document.paths as Doc))
      for (const op of Object.values(item as Doc))
        if (typeof op === 'object' && op?.operationId) raw.set(op.operationId as string, op as Doc);
    const started = spawn(PRISM, ['mock', '--host', '127.0.0.1', '--port', String(PORT), file], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    prism = started;
    await new Promise<void>((resolve, reject) => {
      // What Prism said last, for the error when it stops: it logs every request it answers,
      // so its whole output, searched again at each chunk, cost seconds of this file's CPU.
      let output = '';
      const read = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-2_000);
        if (output.includes('Prism is listening')) resolve();
      };
      started.stdout?.on('data', read);
      started.stderr?.on('data', read);
      started.on('exit', (code) => reject(new Error(`prism stopped (${code}): ${output}`)));
    });
  });

  after(async () => {
    if (prism && prism.exitCode === null) {
      const stopped = new Promise((resolve) => prism?.once('exit', resolve));
      prism.kill('SIGTERM');
      await stopped;
    }
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('gives every operation answering JSON an example of its success answer, and of its JSON request body', () => {
    const json = operations.filter((op) => jsonSuccess(raw.get(op.operationId) ?? {}, document));
    const withoutAnswer = json
      .filter(
        (op) => exampleOf(jsonSuccess(raw.get(op.operationId)!, document)?.media, document) === undefined,
      )
      .map((op) => op.operationId);
    const withoutRequest = operations
      .filter((op) => op.requestBody?.mediaType === 'application/json')
      .filter(
        (op) =>
          exampleOf(raw.get(op.operationId)?.requestBody?.content?.['application/json'], document) ===
          undefined,
      )
      .map((op) => op.operationId);
    // Every operation but the GTFS feed's zip and the realtime protobuf answers JSON.
    expect(json.length, 'operations answering JSON').to.be.greaterThan(250);
    expect(withoutAnswer, 'operations without an answer example').to.deep.equal([]);
    expect(withoutRequest, 'JSON request bodies without an example').to.deep.equal([]);
  });

  it('holds every success example to the schema of its answer', () => {
    const breaches = operations.flatMap((operation) => {
      const success = jsonSuccess(raw.get(operation.operationId) ?? {}, document);
      const schema = success && operation.answers[success.status]?.['application/json'];
      if (!success || !schema) return [];
      const validate = validatorOf(schema);
      return validate(exampleOf(success.media, document))
        ? []
        : (validate.errors ?? []).map(
            (e) =>
              `${operation.operationId} ${success.status}: body${e.instancePath} ${e.message ?? 'is invalid'}`,
          );
    });
    expect(breaches).to.deep.equal([]);
  });

  it('answers every read with its example, valid against its schema', async function () {
    // A hundred and thirty reads, eight at a time: 20 to 30 s with the machine's two cores shared.
    this.timeout(120_000);
    const reads = operations.filter(
      (op) => op.method === 'get' && jsonSuccess(raw.get(op.operationId) ?? {}, document)?.status === '200',
    );
    const answers: Awaited<ReturnType<typeof ask>>[] = [];
    for (let i = 0; i < reads.length; i += 8)
      answers.push(
        ...(await Promise.all(
          reads
            .slice(i, i + 8)
            .map((op) =>
              ask(
                op,
                '200',
                Object.keys(jsonSuccess(raw.get(op.operationId)!, document)!.media.examples ?? {})[0],
              ),
            ),
        )),
      );
    const breaches: string[] = [];
    for (const [i, operation] of reads.entries()) {
      const answer = answers[i]!;
      const example = exampleOf(jsonSuccess(raw.get(operation.operationId)!, document)?.media, document);
      if (answer.status !== 200)
        breaches.push(`${operation.operationId}: ${answer.status} ${answer.text.slice(0, 200)}`);
      else if (JSON.stringify(answer.body) !== JSON.stringify(example))
        breaches.push(`${operation.operationId}: not its example`);
      else breaches.push(...contractBreaches(operation, answer).map((b) => `${operation.operationId}: ${b}`));
    }
    expect(reads.length, 'reads asked').to.be.greaterThan(100);
    expect(breaches).to.deep.equal([]);
  });

  it('holds every request example to its schema, as the services validate requests', () => {
    const breaches = operations.flatMap((operation) => {
      const request = raw.get(operation.operationId)?.requestBody?.content?.['application/json'] as
        Doc | undefined;
      const example = exampleOf(request, document);
      if (!operation.requestBody || example === undefined) return [];
      const validate = validatorOf(operation.requestBody.schema);
      return validate(example)
        ? []
        : (validate.errors ?? []).map(
            (e) => `${operation.operationId}: body${e.instancePath} ${e.message ?? 'is invalid'}`,
          );
    });
    expect(breaches).to.deep.equal([]);
  });

  it('gives every string parameter but an enum or a date an example valid against its schema, and pre-fills none but a path parameter', () => {
    // The raw document says where an example is written; the resolved operation validates it as
    // the services validate requests.
    const resolve = (p: Doc): Doc =>
      p.$ref ? (document.components.parameters[(p.$ref as string).split('/').pop()!] as Doc) : p;
    const pathItems = new Map<string, Doc>();
    for (const item of Object.values(document.paths as Doc))
      for (const op of Object.values(item as Doc))
        if (typeof op === 'object' && op?.operationId) pathItems.set(op.operationId as string, item as Doc);
    const withoutExample: string[] = [];
    const invalid: string[] = [];
    const prefilled: string[] = [];
    let checked = 0;
    for (const operation of operations) {
      const written = [
        ...((pathItems.get(operation.operationId)?.parameters ?? []) as Doc[]),
        ...((raw.get(operation.operationId)?.parameters ?? []) as Doc[]),
      ].map(resolve);
      for (const parameter of operation.parameters) {
        if (parameter.in === 'cookie') continue;
        const where = `${operation.operationId} ${parameter.in}.${parameter.name}`;
        const source = written.find((w) => w.name === parameter.name && w.in === parameter.in) ?? {};
        const schema = (source.schema ?? {}) as Doc;
        const target = (
          schema.$ref ? document.components.schemas[(schema.$ref as string).split('/').pop()!] : schema
        ) as Doc;
        // What Swagger UI fills in when "Try it out" is pressed: the parameter's `example` (or its
        // first `examples`), else the schema's `example`. A schema's `examples` is shown, not filled.
        const fills =
          source.example ??
          (Object.values((source.examples ?? {}) as Doc)[0] as Doc | undefined)?.value ??
          schema.example ??
          target.example;
        if (fills !== undefined && parameter.in !== 'path')
          prefilled.push(`${where} = ${JSON.stringify(fills)}`);
        if (target.type !== 'string' || target.enum) continue;
        // No fixed date or instant is right on every day: a dated parameter has none, its
        // description gives the form, and absent it reads today (contract-conventions.test.ts).
        if (target.format === 'date' || target.format === 'date-time') continue;
        checked += 1;
        const examples = [
          ...(source.example !== undefined ? [source.example] : []),
          ...Object.values((source.examples ?? {}) as Doc).map((e) => (e as Doc).value),
          ...((schema.examples ?? target.examples ?? []) as unknown[]),
        ];
        if (examples.length === 0) withoutExample.push(where);
        const validate = validatorOf(parameter.schema ?? {});
        for (const example of examples)
          if (typeof example !== 'string' || !validate(example))
            invalid.push(
              `${where}: ${JSON.stringify(example)} ${validate.errors?.[0]?.message ?? 'is not a string'}`,
            );
      }
    }
    console.log(
      `      ${checked} string parameters of ${operations.length} operations, each with an example`,
    );
    expect(checked, 'string parameters checked').to.be.greaterThan(200);
    // A query or header parameter pre-filled with a fixed value (an id, a code, a date) would
    // narrow or empty the answer of "Try it out" on any other registry or day: its example goes
    // in its schema's `examples`, shown beside the field.
    expect({ withoutExample, invalid, prefilled }).to.deep.equal({
      withoutExample: [],
      invalid: [],
      prefilled: [],
    });
  });

  it('answers a problem of every operation with its status and a code the operation lists', async function () {
    // Three hundred requests, eight at a time, each validated by Prism: 40 to 50 s with the
    // machine's two cores shared by others (a load of 20).
    this.timeout(120_000);
    const asked = operations.flatMap((operation) => {
      const status = (operation.requestBody?.required ? INVALID_REQUEST_STATUSES : PROBLEM_STATUSES).find(
        (s) => operation.answers[s],
      );
      return status ? [{ operation, status }] : [];
    });
    const answers: Awaited<ReturnType<typeof ask>>[] = [];
    for (let i = 0; i < asked.length; i += 8)
      answers.push(...(await Promise.all(asked.slice(i, i + 8).map((a) => ask(a.operation, a.status)))));
    const breaches: string[] = [];
    for (const [i, { operation, status }] of asked.entries()) {
      const answer = answers[i]!;
      const where = `${operation.operationId} ${status}`;
      if (String(answer.status) !== status) {
        breaches.push(`${where}: answered ${answer.status} ${answer.text.slice(0, 200)}`);
        continue;
      }
      breaches.push(...contractBreaches(operation, answer).map((b) => `${where}: ${b}`));
      const problem = operation.answers[status]?.['application/problem+json'] as Doc | undefined;
      // A problem extended with fields of its own is the `Problem` schema in an `allOf`.
      const codes = [problem, ...((problem?.allOf ?? []) as Doc[])].flatMap(
        (schema) => (schema?.properties?.code?.enum ?? []) as string[],
      );
      if (answer.body?.status !== answer.status)
        breaches.push(`${where}: body status ${answer.body?.status}`);
      if (!codes.includes(answer.body?.code as string))
        breaches.push(`${where}: code ${answer.body?.code} not listed`);
    }
    expect(asked.length, 'operations asked for a problem').to.be.greaterThan(250);
    expect(breaches).to.deep.equal([]);
  });
});
