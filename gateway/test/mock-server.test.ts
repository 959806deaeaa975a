/**
 * A mock server made from the contract, as a client team would start one before the platform
 * exists: Prism (`prism mock`) on the merged document the gateway serves. Every read with an
 * answer example answers it, and it is valid against the operation's schema; every operation
 * answers one of its problems with a body whose `status` is the HTTP status and whose `code` is
 * one the operation's problem schema lists. No platform is started.
 *
 * `MOCK_SERVER_PORT` sets Prism's port (7850 when absent).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { loadApiSpec, type JsonSchema, type Operation } from '@transport/platform';
import { contractBreaches, today } from '@transport/platform/testing';
import { writeMergedContract } from '../src/merged-contract-file.ts';

const PORT = Number(process.env.MOCK_SERVER_PORT ?? 7850);
const PRISM = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../node_modules/.bin/prism');

/**
 * The reads whose 200 answers carry an example: the searches and reads of the main families, and
 * the changes of some.
 * The test holds that each keeps its example; add an operation here when you give it one.
 */
const WITH_ANSWER_EXAMPLES = [
  'searchCarriers',
  'getCarrier',
  'getCarrierByCode',
  'searchStationAreas',
  'getStationArea',
  'getStationAreaByCode',
  'searchBays',
  'getBay',
  'searchStations',
  'getStation',
  'searchLines',
  'getLine',
  'searchSchedules',
  'getSchedule',
  'searchVehicles',
  'getVehicle',
  'searchRules',
  'getRule',
  'listRuleDomains',
  'searchDisplayPoints',
  'getDisplayPoint',
  'getDisplayPointBoard',
  'listCarrierChanges',
  'listBayChanges',
  'listStationChanges',
  'listLineChanges',
  'listRuleChanges',
  'listDisplayPointChanges',
];

/** The problem status asked of each operation: the first of these it declares. */
const PROBLEM_STATUSES = ['404', '409', '422', '400', '403'];
/**
 * An operation taking a required body is sent none: Prism answers such an invalid request with
 * the operation's 422 when it declares one, else its 400, whatever the `Prefer` header asks.
 */
const INVALID_REQUEST_STATUSES = ['422', '400'];

// The raw document is walked generically: its shape is the OpenAPI schema's concern.
type Doc = Record<string, any>;

/** Whether the raw operation's 200 answer gives an example (`example` or `examples`) of its JSON. */
function hasAnswerExample(raw: Doc): boolean {
  const content = (raw.responses?.['200']?.content ?? {}) as Doc;
  return Object.values(content).some((media: Doc) => media.example !== undefined || media.examples);
}

/** Whether the operation's 200 answer is JSON (a file or a protobuf has no JSON example). */
function answersJson(raw: Doc): boolean {
  return Object.keys((raw.responses?.['200']?.content ?? {}) as Doc).some((media) => /json/.test(media));
}

/** A value of a parameter's schema that Prism's request validation accepts. */
function sampleOf(schema: JsonSchema | undefined): string {
  const s = schema ?? {};
  if (s.example !== undefined) return String(s.example);
  if (Array.isArray(s.enum)) return String(s.enum[0]);
  if (s.format === 'uuid') return '3f2b8c1e-7a4d-4e9b-9c55-0d6e1f2a3b4c';
  if (s.format === 'date') return today();
  if (s.type === 'integer' || s.type === 'number') return String(s.minimum ?? 1);
  if (s.type === 'boolean') return 'true';
  if (s.type === 'array') return sampleOf(s.items as JsonSchema);
  return 'RHONEXPRESS';
}

/** The operation's path with a sample of each path parameter, and its required query parameters. */
function urlOf(operation: Operation): string {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  let url = operation.path;
  for (const p of pathParams) url = url.replace(`{${p.name}}`, encodeURIComponent(sampleOf(p.schema)));
  const query = operation.parameters
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${p.name}=${encodeURIComponent(sampleOf(p.schema))}`);
  return `http://127.0.0.1:${PORT}${url}${query.length ? `?${query.join('&')}` : ''}`;
}

async function ask(operation: Operation, status: string) {
  const response = await fetch(urlOf(operation), {
    method: operation.method.toUpperCase(),
    headers: { authorization: 'Bearer mock', prefer: `code=${status}` },
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

  before(async function () {
    // Prism reads the whole merged document (300 operations) before it listens.
    this.timeout(120_000);
    folder = mkdtempSync(path.join(tmpdir(), 'mock-server-'));
    const file = path.join(folder, 'openapi.json');
    await writeMergedContract(file);
    operations = (await loadApiSpec(file)).operations;
    const document = JSON.parse(readFileSync(file, 'utf8')) as Doc;
    raw = new Map();
    for (const item of Object.values(document.paths as Doc))
      for (const op of Object.values(item as Doc))
        if (typeof op === 'object' && op?.operationId) raw.set(op.operationId as string, op as Doc);
    const started = spawn(PRISM, ['mock', '--host', '127.0.0.1', '--port', String(PORT), file], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    prism = started;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Prism is listening')) resolve();
      };
      started.stdout?.on('data', read);
      started.stderr?.on('data', read);
      started.on('exit', (code) => reject(new Error(`prism stopped (${code}): ${output.slice(-2000)}`)));
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

  it('keeps an answer example on every read it covers, and counts the operations still without one', () => {
    const missing = WITH_ANSWER_EXAMPLES.filter((id) => {
      const op = raw.get(id);
      return !op || !hasAnswerExample(op);
    });
    expect(missing, 'covered reads without an answer example').to.deep.equal([]);
    const json = operations.filter((op) => answersJson(raw.get(op.operationId) ?? {}));
    const without = json.filter((op) => !hasAnswerExample(raw.get(op.operationId) ?? {}));
    console.log(
      `      answer examples: ${json.length - without.length} of ${json.length} operations answering JSON; ` +
        `${without.length} without (${without.filter((op) => op.method === 'get').length} of them reads)`,
    );
  });

  it('answers every read with an answer example with that example, valid against its schema', async () => {
    const reads = operations.filter(
      (op) => op.method === 'get' && hasAnswerExample(raw.get(op.operationId) ?? {}),
    );
    expect(reads.length).to.be.at.least(WITH_ANSWER_EXAMPLES.length);
    const breaches: string[] = [];
    for (const operation of reads) {
      const answer = await ask(operation, '200');
      if (answer.status !== 200)
        breaches.push(`${operation.operationId}: ${answer.status} ${answer.text.slice(0, 200)}`);
      else breaches.push(...contractBreaches(operation, answer).map((b) => `${operation.operationId}: ${b}`));
    }
    expect(breaches).to.deep.equal([]);
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
      const codes = (problem?.properties?.code?.enum ?? []) as string[];
      if (answer.body?.status !== answer.status)
        breaches.push(`${where}: body status ${answer.body?.status}`);
      if (!codes.includes(answer.body?.code as string))
        breaches.push(`${where}: code ${answer.body?.code} not listed`);
    }
    expect(asked.length, 'operations asked for a problem').to.be.greaterThan(250);
    expect(breaches).to.deep.equal([]);
  });
});
