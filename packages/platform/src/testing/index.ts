/**
 * Test helpers: start a service on a throwaway database of the shared test environment, with
 * responses validated against the contract, tokens really signed by the dev issuer, and a
 * small HTTP client.
 */
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { TransferListItem, Worker } from 'node:worker_threads';
import { createHash, createHmac, generateKeyPairSync } from 'node:crypto';
import { expect } from 'chai';
import jwt from 'jsonwebtoken';
import { CORE_SCHEMA, load } from 'js-yaml';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {
  JsonSchemaType,
  JsonSchemaValidator,
  jsonSchemaValidator,
} from '@modelcontextprotocol/sdk/validation';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { testEnvironment } from '@transport/dev-stack';
import {
  buildService,
  createHttpServer,
  type BuiltService,
  type ServiceDefinition,
} from '../service-runtime.ts';
import { createDatabase } from '../db.ts';
import { migrateDatabase } from '../migrations.ts';
import { AppError } from '../errors.ts';
import { createMovableClock, type MovableClock } from '../clock.ts';
import { csvReadingThreads, onCsvReadingThreadStart } from '../csv-read.ts';
export { fileBodiesHeld } from '../csv-read.ts';
import { TEST_TIME_ZONE } from './dates.ts';
import { listenOnLoopback } from './loopback.ts';

export interface TestService {
  url: string;
  built: BuiltService;
  /**
   * The service's clock, on the system time until the test moves it (`set`, `advance`); every
   * "now" and "today" of the service reads it. A test that moves it puts it back (`reset`).
   */
  clock: MovableClock;
  /** A client whose token carries exactly `permissions` (subject `subject`). */
  as(permissions: string[], subject?: string): ApiClient;
  /** A client without a token. */
  anonymous(): ApiClient;
  token(permissions: string[], subject?: string): string;
  close(): Promise<void>;
}

/**
 * The environment a service reads, pointed at the test issuer and at a throwaway database: a
 * copy of the run's template of `definition`'s migrated schema when a definition is given (so
 * that its migrations run once per run, not once per service started), an empty one otherwise.
 */
export async function testServiceEnv(
  overrides: Record<string, string> = {},
  definition?: Pick<ServiceDefinition<unknown>, 'name' | 'migrationsDir'>,
): Promise<NodeJS.ProcessEnv> {
  const env = testEnvironment();
  const database =
    overrides.DATABASE_URL ?? (definition ? await migratedDatabase(definition) : await env.createDatabase());
  return {
    NODE_ENV: 'test',
    PORT: '0',
    MANAGEMENT_PORT: '0',
    DATABASE_URL: database,
    AUTH_MODE: 'dev',
    OAUTH_ISSUER: env.issuer.issuer,
    OAUTH_AUDIENCE: env.issuer.audience,
    OAUTH_JWKS_URI: env.issuer.jwksUri,
    PROFILES: 'mcp',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    BUSINESS_TIME_ZONE: TEST_TIME_ZONE,
    ...overrides,
  };
}

/** The run's template of `definition`'s migrated schema: its key, and how to build it. */
function serviceTemplate(definition: Pick<ServiceDefinition<unknown>, 'name' | 'migrationsDir'>) {
  const folder = createHash('sha256').update(definition.migrationsDir).digest('hex').slice(0, 8);
  return {
    key: `${definition.name}_${folder}`,
    async build(url: string) {
      const db = createDatabase({ url, schema: definition.name, poolMax: 2 });
      try {
        await migrateDatabase(db, definition.name, definition.migrationsDir);
      } finally {
        await db.destroy();
      }
    },
  };
}

/** A copy of the run's template holding `definition`'s schema, migrated once for the run. */
function migratedDatabase(definition: Pick<ServiceDefinition<unknown>, 'name' | 'migrationsDir'>) {
  const { key, build } = serviceTemplate(definition);
  return testEnvironment().createDatabaseFrom(key, build);
}

/**
 * Migrates `definition`'s template for the run ahead of the tests (mocha's global setup), so
 * that no file's first service pays for it within its hook's time limit.
 */
export function prepareServiceTemplate(
  definition: Pick<ServiceDefinition<unknown>, 'name' | 'migrationsDir'>,
): Promise<void> {
  const { key, build } = serviceTemplate(definition);
  return testEnvironment().prepareTemplate(key, build);
}

export async function startTestService<Ops>(
  definition: ServiceDefinition<Ops>,
  overrides: Record<string, string> = {},
): Promise<TestService> {
  const env = await testServiceEnv(overrides, definition);
  const clock = createMovableClock(env.BUSINESS_TIME_ZONE ?? TEST_TIME_ZONE);
  const built = await buildService(definition, env, { validateResponses: true, clock });
  built.setReady(true);
  const server: Server = createHttpServer(built.app);
  const url = await listenOnLoopback(server);
  const token = (permissions: string[], subject = 'test-user') => mintToken(permissions, subject);
  return {
    url,
    built,
    clock,
    token,
    as: (permissions, subject) => new ApiClient(url, token(permissions, subject)),
    anonymous: () => new ApiClient(url),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await built.close();
    },
  };
}

/** This process's part of the codes it makes: its pid and the millisecond it loaded this module. */
const PROCESS_PART = `${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 10_000).padStart(4, '0')}`;
let sequence = 0;
/**
 * A code no other test of this run uses (codes are unique per table, and tests share tables).
 * Codes a process makes sort as they were made (the count last, four digits), so that an answer
 * ordered by code lists two records made in one test in the order the test made them.
 */
export function uniqueCode(prefix: string): string {
  sequence += 1;
  return `${prefix}${PROCESS_PART}${String(sequence).padStart(4, '0')}`;
}

/** An empty database on the test server, with the extensions the schemas need; its URL. */
export function createTestDatabase(): Promise<string> {
  return testEnvironment().createDatabase();
}

/** A token signed by the test issuer. */
export function mintToken(
  permissions: string[],
  subject = 'test-user',
  claims?: Record<string, unknown>,
): string {
  return testEnvironment().issuer.sign({ subject, permissions, ...(claims ? { claims } : {}) });
}

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is (with `contentType`), for malformed or non-JSON bodies. */
  raw?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

export class ApiClient {
  readonly baseUrl: string;
  readonly token: string | undefined;

  constructor(baseUrl: string, token?: string) {
    this.baseUrl = baseUrl;
    this.token = token;
  }

  async request<T = any>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    let payload: string | undefined;
    if (options.raw !== undefined) {
      payload = options.raw;
      headers['content-type'] = options.contentType ?? 'application/json';
    } else if (options.body !== undefined) {
      payload = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(this.baseUrl + path, {
      method,
      headers,
      ...(payload !== undefined ? { body: payload } : {}),
    });
    const text = await response.text();
    let body: unknown = undefined;
    if (text && /json/.test(response.headers.get('content-type') ?? '')) body = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: body as T, text };
  }

  get<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }
  post<T = any>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, { ...options, body });
  }
  put<T = any>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', path, { ...options, body });
  }
  patch<T = any>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PATCH', path, { ...options, body });
  }
  delete<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, options);
  }
}

/** The refusal (an `AppError`) `promise` rejects with; fails when it resolves or throws another error. */
export async function refusalOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

/** Asserts an RFC 9457 problem with this status and code; returns it for further checks. */
export function expectProblem(response: ApiResponse, status: number, code: string) {
  expect(response.status, `status (body: ${response.text})`).to.equal(status);
  expect(response.headers.get('content-type')).to.match(/^application\/problem\+json/);
  expect(response.body).to.include({ status, code });
  expect(response.body.type).to.equal(`urn:transport:problem:${code}`);
  expect(response.body.title).to.be.a('string');
  expect(response.body.detail).to.be.a('string');
  return response.body as { detail: string; errors?: { field: string; message: string }[] };
}

/**
 * The id of what `response` created (its body's `id`, else the last segment of its Location),
 * once it is asserted a 201: a setup step refused or failed says so with the answer's status
 * and body, rather than leaving an undefined id to fail further on.
 */
export function createdId(response: ApiResponse, what: string): string {
  expect(response.status, `${what} not created: ${response.status} ${response.text}`).to.equal(201);
  const id = (response.body as { id?: unknown } | undefined)?.id;
  if (typeof id === 'string') return id;
  const location = response.headers.get('location');
  expect(location, `${what}: a 201 without an id or a Location: ${response.text}`).to.be.a('string');
  return (location as string).split('/').pop() as string;
}

/**
 * Holds a service's problem codes and its contract together, both ways: every code the
 * service can answer (`PROBLEM_CODES` of its `src/errors.ts`) is an `enum` value of `code` in
 * the contract's Problem schema, and every value of that enum is one the service can answer.
 */
export function expectProblemCodesEnumerated(specPath: string, codes: readonly string[]) {
  const contract = load(readFileSync(specPath, 'utf8'), { schema: CORE_SCHEMA }) as {
    components: { schemas: { Problem: { properties: { code: { enum?: string[] } } } } };
  };
  const enumerated = contract.components.schemas.Problem.properties.code.enum ?? [];
  const answerable = new Set(codes);
  expect(
    [...answerable].filter((code) => !enumerated.includes(code)).sort(),
    'codes the service answers that the contract does not list',
  ).to.deep.equal([]);
  expect(
    enumerated.filter((code) => !answerable.has(code)),
    'codes the contract lists that the service never answers',
  ).to.deep.equal([]);
  expect(enumerated, 'the contract lists each code once, sorted').to.deep.equal([...answerable].sort());
}

export function expectFieldError(response: ApiResponse, field: string) {
  const problem = expectProblem(response, 400, response.body?.code ?? 'invalid-request');
  const fields = (problem.errors ?? []).map((e) => e.field);
  expect(fields, `errors of ${response.text}`).to.include(field);
  return problem;
}

/**
 * The SDK's own AJV validators of tools' output schemas, each compiled once in this process and
 * shared by its clients: a client compiles every tool's `outputSchema` at each `tools/list` (333
 * tools with every toolset), which cost a walk of the platform 3.9 of its 26 CPU s.
 */
const sdkValidators = new AjvJsonSchemaValidator();
const compiledOutputSchemas = new Map<string, JsonSchemaValidator<unknown>>();
const sharedValidators: jsonSchemaValidator = {
  getValidator<T>(schema: JsonSchemaType): JsonSchemaValidator<T> {
    const key = JSON.stringify(schema);
    let validator = compiledOutputSchemas.get(key);
    if (!validator) {
      validator = sdkValidators.getValidator(schema);
      compiledOutputSchemas.set(key, validator);
    }
    return validator as JsonSchemaValidator<T>;
  },
};

/**
 * A real MCP SDK client connected over streamable HTTP to `url` (…/mcp) with `token`. Its
 * session has every toolset enabled (`?toolsets=all`, as an agent working across the platform
 * asks) unless `url` names its toolsets; a test of the default session connects to
 * `…/mcp?toolsets=core`.
 */
export async function connectMcp(
  url: string,
  token: string,
  headers: Record<string, string> = {},
): Promise<Client> {
  const client = new Client({ name: 'test-agent', version: '1' }, { jsonSchemaValidator: sharedValidators });
  const address = new URL(url);
  if (!address.searchParams.has('toolsets')) address.searchParams.set('toolsets', 'all');
  await client.connect(
    new StreamableHTTPClientTransport(address, {
      requestInit: { headers: { authorization: `Bearer ${token}`, ...headers } },
    }),
  );
  return client;
}

function base64url(value: unknown): string {
  return Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
}

/** Forged tokens of every known attack, each carrying `permission`; every one must be refused. */
export function forgedTokens(permission: string): Record<string, string> {
  const issuer = testEnvironment().issuer;
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    sub: 'mallory',
    scope: permission,
    iss: issuer.issuer,
    aud: issuer.audience,
    iat: now,
    exp: now + 600,
  };
  const valid = issuer.sign({ subject: 'mallory', permissions: [permission] });
  const [header, , signature] = valid.split('.');
  const publicPem = issuer.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const hsHeader = base64url({ alg: 'HS256', typ: 'JWT', kid: issuer.kid });
  const hsSignature = createHmac('sha256', publicPem)
    .update(`${hsHeader}.${base64url(claims)}`)
    .digest('base64url');
  const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  return {
    'alg none': `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`,
    'HS256 signed with the public key': `${hsHeader}.${base64url(claims)}.${hsSignature}`,
    expired: issuer.sign({ subject: 'mallory', permissions: [permission], claims: { exp: now - 120 } }),
    'nbf in the future': issuer.sign({
      subject: 'mallory',
      permissions: [permission],
      claims: { nbf: now + 600 },
    }),
    'wrong issuer': jwt.sign({ ...claims, iss: 'https://evil.example' }, issuer.privateKey, {
      algorithm: 'RS256',
      keyid: issuer.kid,
    }),
    'wrong audience': jwt.sign({ ...claims, aud: 'another-api' }, issuer.privateKey, {
      algorithm: 'RS256',
      keyid: issuer.kid,
    }),
    'unknown kid': jwt.sign(claims, stranger, { algorithm: 'RS256', keyid: 'not-published' }),
    // Signed by the issuer's key, but its header makes understanding an extension a condition.
    'crit naming an unknown extension': jwt.sign(claims, issuer.privateKey, {
      algorithm: 'RS256',
      keyid: issuer.kid,
      header: {
        alg: 'RS256',
        crit: ['urn:example:must-understand'],
        'urn:example:must-understand': true,
      } as jwt.JwtHeader,
    }),
    'tampered payload': `${header}.${base64url({ ...claims, scope: `${permission} referential.carriers:write` })}.${signature}`,
    'not a JWT': 'abc.def',
  };
}

/**
 * The value of one sample of a Prometheus text scrape, whatever the order of its labels;
 * undefined when no sample of `name` carries all of `labels`.
 */
export function metricSample(
  scrape: string,
  name: string,
  labels: Record<string, string>,
): number | undefined {
  for (const line of scrape.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? ([^ ]+)/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => present[key] === value)) return Number(match[3]);
  }
  return undefined;
}

/**
 * Hits, misses and entries brought up to date (`updated`) counted so far by one of a service's
 * answer caches (`cache_lookups_total`).
 */
export async function cacheLookups(
  service: TestService,
  cache: string,
): Promise<{ hit: number; miss: number; updated: number }> {
  const scrape = await service.built.deps.metrics.registry.metrics();
  const count = (outcome: string) => metricSample(scrape, 'cache_lookups_total', { cache, outcome }) ?? 0;
  return { hit: count('hit'), miss: count('miss'), updated: count('updated') };
}

/**
 * Asks `read` until it answers `expected`, for what another replica learns by notification a
 * few milliseconds after a commit; the last answer when `timeoutMs` runs out.
 */
export async function settlesOn<T>(read: () => Promise<T>, expected: T, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (last !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    last = await read();
  }
  return last;
}

/** An entity tag no record has: versions start at 1 (ADR 0047). */
export const STALE_TAG = '"0"';

/** Reads a record, checking that its `ETag` is its quoted `version`. */
export async function readTagged(client: ApiClient, path: string) {
  const read = await client.get(path);
  expect(read.status, read.text).to.equal(200);
  expect(read.body.version, 'the record carries its version').to.be.a('number');
  expect(read.headers.get('etag'), 'ETag is the quoted version').to.equal(`"${read.body.version}"`);
  return { tag: read.headers.get('etag') as string, record: read.body as Record<string, unknown> };
}

/**
 * Asserts that the record at `path` is corrected only in the version `If-Match` names (ADRs 0008,
 * 0047): a stale tag, or the record's quoted `updatedAt` (the tags of earlier releases), is
 * refused with 409 and changes nothing; the current one (among others) applies and moves the
 * tag to a later version; a second writer still holding the first version is refused rather
 * than undoing the change; `*` and no `If-Match` apply to whatever version exists.
 */
export async function expectCorrectionsUnderIfMatch(
  client: ApiClient,
  path: string,
  [first, second]: [Record<string, unknown>, Record<string, unknown>],
): Promise<void> {
  const correct = (body: Record<string, unknown>, ifMatch?: string) =>
    client.patch(path, body, ifMatch ? { headers: { 'if-match': ifMatch } } : {});
  const before = await readTagged(client, path);

  expectProblem(await correct(first, STALE_TAG), 409, 'stale-representation');
  expectProblem(await correct(first, `"${before.record.updatedAt as string}"`), 409, 'stale-representation');
  expect((await readTagged(client, path)).record, 'a refused correction changes nothing').to.deep.equal(
    before.record,
  );

  const applied = await correct(first, `${STALE_TAG}, ${before.tag}`);
  expect(applied.status, applied.text).to.be.oneOf([200, 204]);
  const after = await readTagged(client, path);
  expect(after.tag).to.not.equal(before.tag);
  expect(after.record.version as number).to.be.greaterThan(before.record.version as number);
  if (applied.status === 200) {
    expect(applied.headers.get('etag')).to.equal(after.tag);
    expect(applied.body).to.deep.equal(after.record);
  }

  const lost = expectProblem(await correct(second, before.tag), 409, 'stale-representation');
  expect(lost.detail).to.contain(after.tag);
  expect((await readTagged(client, path)).record).to.deep.equal(after.record);

  expect((await correct(second, '*')).status).to.be.oneOf([200, 204]);
  expect((await correct(first)).status, 'without If-Match').to.be.oneOf([200, 204]);
}

/** A contract's free-text query parameter: a string that "Matches any part" of something. */
function isTextTerm(parameter: { in: string; description?: string; schema?: unknown }): boolean {
  return (
    parameter.in === 'query' &&
    /^Matches any part/.test(parameter.description ?? '') &&
    (parameter.schema as { type?: string } | undefined)?.type === 'string'
  );
}

/**
 * Every free-text search of the service's contract (each query parameter that "Matches any
 * part" of a text) matches through `whereTextMatches` (ADR 0034): a term folded in this process
 * (`Qu`) is matched, lowercased, on a `*_folded` column, and a term only Postgres can fold
 * (`Ærø`) by `search_pattern`; and the schema's trigram indexes are exactly those of its folded
 * columns, each `search_fold` of its column. Returns the operations and parameters checked.
 */
export async function expectEveryTextSearchFolded(service: TestService): Promise<string[]> {
  const { db, spec } = service.built.deps;
  const searches = spec.operations.flatMap((operation) =>
    operation.method === 'get'
      ? operation.parameters.filter(isTextTerm).map((parameter) => ({ operation, name: parameter.name }))
      : [],
  );
  expect(searches.length, 'the contract has free-text searches').to.be.greaterThan(0);
  const statements: { sql: string; bindings: unknown[] }[] = [];
  const listen = (query: { sql: string; bindings?: unknown[] }) =>
    statements.push({ sql: query.sql, bindings: query.bindings ?? [] });
  db.on('query', listen);
  try {
    for (const { operation, name } of searches) {
      const client = service.as([operation.permission]);
      for (const [term, pattern, binding] of [
        // Two letters: no trigram, so not a prepared statement, which knex does not report.
        ['Qu', /"\w+_folded" LIKE (\?|\$\d+)/, '%qu%'],
        ['Ærø', /"\w+_folded" LIKE search_pattern\((\?|\$\d+)\)/, 'Ærø'],
      ] as const) {
        statements.length = 0;
        const answer = await client.get(`${operation.path}?${name}=${encodeURIComponent(term)}`);
        const what = `${operation.operationId} ?${name}=${term}`;
        expect(answer.status, `${what}: ${answer.text}`).to.equal(200);
        expect(
          statements.some((s) => pattern.test(s.sql) && s.bindings.includes(binding)),
          `${what} matches on a folded column:\n${statements.map((s) => s.sql).join('\n')}`,
        ).to.equal(true);
      }
    }
  } finally {
    db.removeListener('query', listen);
  }
  const { rows: indexed } = (await db.raw(
    `SELECT t.relname || '.' || a.attname AS name
       FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
       JOIN pg_opclass o ON o.oid = i.indclass[0]
       JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = i.indkey[0]
      WHERE t.relnamespace = current_schema()::regnamespace AND o.opcname = 'gin_trgm_ops'`,
  )) as { rows: { name: string }[] };
  const { rows: folded } = (await db.raw(
    `SELECT t.relname || '.' || a.attname AS name, pg_get_expr(d.adbin, d.adrelid) AS expression
       FROM pg_attribute a JOIN pg_class t ON t.oid = a.attrelid
       JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE t.relnamespace = current_schema()::regnamespace AND t.relkind = 'r'
        AND a.attgenerated = 's' AND a.attname LIKE '%\\_folded'`,
  )) as { rows: { name: string; expression: string }[] };
  expect(indexed.map((r) => r.name).sort(), 'trigram indexes are on folded columns only').to.deep.equal(
    folded.map((r) => r.name).sort(),
  );
  for (const { name, expression } of folded)
    expect(expression, name).to.equal(`search_fold(${name.split('.')[1]?.replace(/_folded$/, '')})`);
  return searches.map(({ operation, name }) => `${operation.operationId}?${name}`);
}

/**
 * Every search of the service's contract takes `updatedSince` and narrows its page by it in
 * the paging layer (`searchPage`): its statement compares the records' `updated_at` (or, for
 * records never rewritten, `created_at`) with the instant; an instant to come answers none, one
 * long past the same total as without it, and a date that is no instant is a 400 naming
 * `query.updatedSince`. Returns the operations checked.
 */
export async function expectEverySearchTakesUpdatedSince(service: TestService): Promise<string[]> {
  const { db, spec } = service.built.deps;
  const searches = spec.operations.filter(
    (operation) => operation.method === 'get' && operation.parameters.some((p) => p.name === 'updatedSince'),
  );
  expect(
    spec.operations.filter((o) => o.operationId.startsWith('search')).map((o) => o.operationId),
    'every search declares updatedSince',
  ).to.deep.equal(searches.map((o) => o.operationId));
  const statements: { sql: string; bindings: unknown[] }[] = [];
  const listen = (query: { sql: string; bindings?: unknown[] }) =>
    statements.push({ sql: query.sql, bindings: query.bindings ?? [] });
  const later = new Date(Date.now() + 86_400_000).toISOString();
  db.on('query', listen);
  try {
    for (const operation of searches) {
      const client = service.as([operation.permission]);
      const what = operation.operationId;
      const all = await client.get(operation.path);
      expect(all.status, `${what}: ${all.text}`).to.equal(200);
      const past = await client.get(`${operation.path}?updatedSince=2000-01-01T00:00:00Z`);
      expect(past.status, `${what} since 2000: ${past.text}`).to.equal(200);
      expect(past.body.total, `${what} since 2000`).to.equal(all.body.total);
      statements.length = 0;
      const none = await client.get(`${operation.path}?updatedSince=${encodeURIComponent(later)}`);
      expect(none.status, `${what} since tomorrow: ${none.text}`).to.equal(200);
      expect(none.body.total, `${what} since tomorrow`).to.equal(0);
      // The page's statement (its count is `__total`), unless it went prepared, which knex
      // does not report (a search answered as JSON by Postgres: its test shows the narrowing).
      const pages = statements.filter((s) => s.sql.includes('__total'));
      if (pages.length > 0)
        expect(
          pages.some((s) => /"(updated|created)_at" >= (\?|\$\d+)/.test(s.sql) && s.bindings.includes(later)),
          `${what} narrows by the instant:\n${pages.map((s) => s.sql).join('\n')}`,
        ).to.equal(true);
      expectFieldError(await client.get(`${operation.path}?updatedSince=2026-11-20`), 'query.updatedSince');
    }
  } finally {
    db.removeListener('query', listen);
  }
  return searches.map((operation) => operation.operationId);
}

/**
 * Makes this process's CSV reading threads (ADR 0088) crash at the `nth` piece of a file they
 * are given from now on, as a thread failing mid-file would: the piece is handed over unreadable
 * and the thread dies of an uncaught error. Threads started after them are sound.
 */
export function crashCsvReadingThreadsAt(nth: number): void {
  let given = 0;
  for (const worker of csvReadingThreads()) {
    const post = worker.postMessage.bind(worker);
    worker.postMessage = (message: { id: number; text: string }, transfer?: readonly TransferListItem[]) => {
      given += 1;
      post(given === nth ? { id: message.id, text: undefined } : message, transfer);
    };
  }
}

/**
 * Makes every CSV reading thread of this process, those started later included, crash at the
 * first piece it is given, as a reader that keeps failing would; until the function answered is
 * called (from then on, every thread reads soundly).
 */
export function crashEveryCsvReadingThread(): () => void {
  let crashing = true;
  const crashAtFirst = (worker: Worker) => {
    const post = worker.postMessage.bind(worker);
    worker.postMessage = (message: { id: number; text: string }, transfer?: readonly TransferListItem[]) =>
      post(crashing ? { id: message.id, text: undefined } : message, transfer);
  };
  csvReadingThreads().forEach(crashAtFirst);
  onCsvReadingThreadStart(crashAtFirst);
  return () => {
    crashing = false;
    onCsvReadingThreadStart(undefined);
  };
}

export {
  contractBreaches,
  examplesOf,
  expectDocumented,
  operationOf,
  requestExample,
  validatorOf,
} from './contract.ts';
export { TEST_TIME_ZONE, daysFromToday, localInstant, nextYear, today, weekdayOnOrAfter } from './dates.ts';
