/**
 * The contracts tried as a schema-driven client would try them: for every operation of the
 * three contracts, requests generated from its schema (fast-check, seeded) go through the
 * gateway to the services on real Postgres, with a really signed token holding every
 * permission. Valid requests, and invalid ones breaking one rule of the schema at a time:
 * a valid request is never refused with 400, an invalid one never accepted, no answer is a
 * 5xx, and every answer's status is one the operation documents, its body valid against it.
 * The rules broken include the edges of dates and instants (year 0000, an offset beyond
 * ±15:59, a leap second) and a body nested 5,000 levels deep.
 *
 * `CONTRACT_SEED` replays another run; `CONTRACT_VALID` and `CONTRACT_INVALID` set how many
 * requests of each kind every operation gets.
 */
import { expect } from 'chai';
import fc from 'fast-check';
import {
  contractBreaches,
  daysFromToday,
  mintToken,
  nextYear,
  validatorOf,
} from '@transport/platform/testing';
import type { JsonSchema, Operation } from '@transport/platform';
import {
  NO_RATE_LIMITS,
  platformOperations,
  startPlatform,
  type Platform,
} from '@transport/platform/testing/platform';

const SEED = Number(process.env.CONTRACT_SEED ?? 20261125);
const VALID = Number(process.env.CONTRACT_VALID ?? 2);
const INVALID = Number(process.env.CONTRACT_INVALID ?? 3);
const HEADER_TEXT = /^[\x20-\x7e]*$/;

type Json = unknown;
interface Sample {
  pathParams: Record<string, string>;
  query: [string, string][];
  headers: Record<string, string>;
  body?: Json;
  /** A JSON body sent as this text instead of `body`. */
  raw?: string;
  /** The rule broken, for an invalid request. */
  broken?: string;
}

/** Ids answered so far, by the collection they belong to (`bays`, `rule-domains`, ...). */
const pool = new Map<string, string[]>();
function remember(kind: string, id: unknown) {
  if (typeof id !== 'string') return;
  const ids = pool.get(kind) ?? [];
  if (!ids.includes(id)) ids.push(id);
  if (ids.length > 50) ids.shift();
  pool.set(kind, ids);
}
function kindOfField(name: string): string | undefined {
  const stem = name
    .replace(/Id$/, '')
    .replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
    .replace(/^-/, '');
  const plural = stem.endsWith('y') ? `${stem.slice(0, -1)}ies` : `${stem}s`;
  return [...pool.keys()].find((kind) => kind === plural || kind.endsWith(`-${plural}`));
}

/** `base` with `extra`'s constraints added: required names joined, properties merged, the rest set. */
function merged(base: JsonSchema, extra: JsonSchema): JsonSchema {
  const out: JsonSchema = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    if (key === 'required')
      out.required = [...new Set([...((base.required ?? []) as string[]), ...(value as string[])])];
    else if (key === 'properties') {
      const properties = { ...((base.properties ?? {}) as Record<string, JsonSchema | boolean>) };
      for (const [name, schema] of Object.entries(value as Record<string, JsonSchema | boolean>)) {
        const current = properties[name];
        // `true` adds nothing to what the property already is; `false` forbids it.
        if (schema === true && current !== undefined) continue;
        properties[name] =
          typeof schema === 'object' && typeof current === 'object' ? merged(current, schema) : schema;
      }
      out.properties = properties;
    } else out[key] = value;
  }
  return out;
}

/** A value valid against `schema` (a JSON Schema 2020-12 subset), ids taken from the pool when named. */
function arbitraryOf(schema: JsonSchema, name = '', depth = 0): fc.Arbitrary<Json> {
  if (typeof schema !== 'object') return fc.constant('x');
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as Json[]));
  const branches = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (branches) {
    const rest = Object.fromEntries(Object.entries(schema).filter(([k]) => k !== 'oneOf' && k !== 'anyOf'));
    return fc.oneof(...branches.map((branch) => arbitraryOf({ ...rest, ...branch }, name, depth)));
  }
  // Conditions (`if`/`then`, alone or in `allOf`): one branch at a time, its condition and its
  // consequence merged into the schema; what a branch misses, the validity filter drops.
  const conditions = [schema, ...((schema.allOf ?? []) as JsonSchema[])].filter((c) => c.if && c.then);
  if (conditions.length > 0) {
    const { if: _if, then: _then, else: otherwise, allOf: _allOf, ...rest } = schema;
    const branches = conditions.map((c) => merged(rest, merged(c.if as JsonSchema, c.then as JsonSchema)));
    if (otherwise) branches.push(merged(rest, otherwise as JsonSchema));
    return fc.oneof(...branches.map((branch) => arbitraryOf(branch, name, depth)));
  }
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined];
  const type = types.find((t) => t !== 'null') ?? types[0];
  const value = arbitraryOfType(schema, type, name, depth);
  return types.includes('null') ? fc.oneof({ arbitrary: value, weight: 4 }, fc.constant(null)) : value;
}

function arbitraryOfType(schema: JsonSchema, type: string | undefined, name: string, depth: number) {
  const n = (key: string) => (typeof schema[key] === 'number' ? (schema[key] as number) : undefined);
  switch (type) {
    case 'integer':
    case 'number': {
      const min = Math.ceil(n('minimum') ?? (n('exclusiveMinimum') ?? -1001) + 1);
      const max = Math.floor(Math.max(min, n('maximum') ?? (n('exclusiveMaximum') ?? 100_001) - 1));
      return sometimes(fc.integer({ min, max }), min, max);
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const minLength = n('minItems') ?? 0;
      const maxLength = Math.min(n('maxItems') ?? minLength + 3, minLength + 3);
      const items = arbitraryOf((schema.items as JsonSchema | undefined) ?? {}, name, depth + 1);
      return schema.uniqueItems
        ? fc.uniqueArray(items, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(items, { minLength, maxLength });
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = (schema.required ?? []) as string[];
      // A property whose schema is `false` may not be given.
      const keys = Object.keys(properties).filter(
        (k) => (properties[k] as unknown) !== false && (depth < 4 || required.includes(k)),
      );
      return fc.record(
        Object.fromEntries(keys.map((k) => [k, arbitraryOf(properties[k] as JsonSchema, k, depth + 1)])),
        { requiredKeys: required.filter((k) => keys.includes(k)) },
      );
    }
    case 'string':
      return stringOf(schema, name);
    default:
      return fc.constant('x');
  }
}

/**
 * When the platform under test started: a replay's `asKnownAt` is answerable only between the
 * registry's beginning and now (earlier or later is a 400 naming it), so valid ones are drawn
 * from then to the moment they are drawn.
 */
let platformStarted = new Date();

/**
 * The first and last dates and instants the contracts take, drawn now and then as valid values:
 * an instant of 9999 once fell, in the network's zone, on a day no date names and answered 500
 * (ADR 0180). The instants in UTC and at the widest offsets that keep them in the range.
 */
const EDGE_DATES = ['0001-01-01', '9999-12-31'];
const EDGE_INSTANTS = [
  '0001-01-02T00:00:00Z',
  '0001-01-02T15:59:00+15:59',
  '9999-12-30T23:59:59.999Z',
  '9999-12-30T08:00:59.999-15:59',
];

/** `usual`, and one value in four one of `edges`: a valid value at a bound must be answered too. */
const sometimes = <T>(usual: fc.Arbitrary<T>, ...edges: T[]) =>
  fc.oneof({ arbitrary: usual, weight: 3 }, { arbitrary: fc.constantFrom(...edges), weight: 1 });

function stringOf(schema: JsonSchema, name: string): fc.Arbitrary<Json> {
  if (name === 'asKnownAt' && schema.format === 'date-time')
    return fc
      .date({ min: platformStarted, max: new Date(), noInvalidDate: true })
      .map((d) => d.toISOString());
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : minLength + 24;
  const fits = (s: string) => s.length >= minLength && s.length <= maxLength;
  const day = fc
    .date({
      min: new Date('2020-01-01T00:00:00Z'),
      max: new Date('2032-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString());
  switch (schema.format) {
    case 'uuid': {
      const kind = kindOfField(name);
      const known = kind ? (pool.get(kind) ?? []) : [];
      return known.length > 0
        ? fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 4 }, fc.uuid({ version: 4 }))
        : fc.uuid({ version: 4 });
    }
    case 'date':
      return sometimes(
        day.map((d) => d.slice(0, 10)),
        ...EDGE_DATES,
      );
    case 'date-time':
      return sometimes(day, ...EDGE_INSTANTS);
    case 'email':
      return fc.stringMatching(/^[a-z][a-z0-9.]{0,12}@[a-z]{1,10}\.example$/).filter(fits);
    case 'uri':
      return fc.stringMatching(/^https:\/\/[a-z]{1,10}\.example\/[a-z0-9]{0,12}$/).filter(fits);
    default:
  }
  // A pattern's repetitions kept short (`xsmall`), so that its values fit the maxLength rather
  // than being drawn and thrown away: the IBAN's, whose every character may be preceded by
  // spaces, took 23 s for 50 values of at most 50 characters at fast-check's default size.
  if (typeof schema.pattern === 'string')
    return fc.stringMatching(new RegExp(schema.pattern as string, 'u'), { size: 'xsmall' }).filter(fits);
  // The longest text taken, in letters of two bytes and of four (a length is counted in
  // characters, a column may count bytes).
  return sometimes(
    fc.string({ minLength, maxLength: Math.min(maxLength, minLength + 24) }),
    'é'.repeat(maxLength),
    '😀'.repeat(maxLength),
  );
}

/** Values that break one rule of `schema`, each with the rule's name. */
function breaking(schema: JsonSchema): [string, Json][] {
  const out: [string, Json][] = [];
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type];
  if (Array.isArray(schema.enum)) out.push(['enum', 'NOT_ONE_OF_THEM']);
  if (!types.includes('string') && !types.includes(undefined)) out.push(['type', 'not-of-the-type']);
  if (types.includes('string') || schema.format) out.push(['type', { not: 'a string' }]);
  if (typeof schema.maxLength === 'number') out.push(['maxLength', 'A'.repeat(schema.maxLength + 1)]);
  if (typeof schema.minLength === 'number' && schema.minLength > 0) out.push(['minLength', '']);
  if (typeof schema.minimum === 'number') out.push(['minimum', schema.minimum - 1]);
  if (typeof schema.maximum === 'number') out.push(['maximum', schema.maximum + 1]);
  if (schema.format === 'uuid') out.push(['format', 'not-a-uuid']);
  if (schema.format === 'date') out.push(['format', `${nextYear()}-02-30`], ['year 0000', '0000-01-01']);
  if (schema.format === 'date-time')
    out.push(
      ['format', `${nextYear()}-13-01T00:00:00Z`],
      ['offset beyond ±15:59', `${daysFromToday(-1)}T08:00:00+16:00`],
      ['leap second', '2016-12-31T23:59:60Z'],
      ['year 0000', '0000-01-01T00:00:00Z'],
      ['a business day after 9999-12-31', '9999-12-31T00:00:00Z'],
    );
  if (typeof schema.pattern === 'string') out.push(['pattern', ' !']);
  return out;
}

function paramValue(value: Json): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

interface Plan {
  operation: Operation;
  valid: Sample[];
  invalid: Sample[];
}

export function plan(operation: Operation, seed: number): Plan {
  const parameters = operation.parameters.filter((p) => p.in !== 'cookie');
  const schemaOf = (p: (typeof parameters)[number]) => (p.schema ?? {}) as JsonSchema;
  const collection = (name: string) => {
    const segments = operation.path.split('/');
    return segments[segments.indexOf(`{${name}}`) - 1] ?? '';
  };
  const parameterArbitrary = (p: (typeof parameters)[number]) => {
    if (p.in === 'path' && schemaOf(p).format === 'uuid') {
      const known = pool.get(collection(p.name)) ?? [];
      if (known.length > 0) return fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 4 }, fc.uuid());
    }
    const value = arbitraryOf(schemaOf(p), p.name).filter(
      (v) => validatorOf(schemaOf(p))(v) && (p.in !== 'header' || HEADER_TEXT.test(paramValue(v))),
    );
    return p.required || p.in === 'path' ? value : fc.option(value, { nil: undefined, freq: 2 });
  };
  const body = operation.requestBody;
  const bodySchema = (body?.schema ?? {}) as JsonSchema;
  const bodyArbitrary = body
    ? body.mediaType === 'application/json'
      ? arbitraryOf(bodySchema).filter((v) => validatorOf(bodySchema)(v))
      : fc.string({ maxLength: 200 })
    : fc.constant(undefined);
  const request = fc.record({
    parameters: fc.tuple(...parameters.map(parameterArbitrary)),
    body: body && !body.required ? fc.option(bodyArbitrary, { nil: undefined, freq: 4 }) : bodyArbitrary,
  });
  const toSample = ({ parameters: values, body: json }: { parameters: Json[]; body: Json }): Sample => {
    const pathParams: Record<string, string> = {};
    const query: [string, string][] = [];
    const headers: Record<string, string> = {};
    parameters.forEach((p, i) => {
      const value = values[i];
      if (value === undefined) return;
      if (p.in === 'path') pathParams[p.name] = paramValue(value);
      else if (p.in === 'query') query.push([p.name, paramValue(value)]);
      else headers[p.name] = paramValue(value);
    });
    return { pathParams, query, headers, ...(json === undefined ? {} : { body: json }) };
  };
  const valid = fc.sample(request, { seed, numRuns: VALID }).map(toSample);

  // Invalid requests: one rule of the schema broken in a valid one.
  const candidates: ((s: Sample) => Sample | undefined)[] = [];
  const unknownQuery = (s: Sample) => ({
    ...s,
    query: [...s.query, ['unknownParameter', '1']] as [string, string][],
    broken: 'unknown query parameter',
  });
  candidates.push(unknownQuery);
  for (const p of parameters) {
    const breaks = breaking(schemaOf(p)).filter(([, v]) => p.in !== 'header' || typeof v === 'string');
    if (p.in === 'query' && p.required)
      candidates.push((s) => ({
        ...s,
        query: s.query.filter(([k]) => k !== p.name),
        broken: `query ${p.name} missing`,
      }));
    for (const [rule, value] of breaks) {
      if (typeof value === 'object') continue;
      if (p.in === 'path' && (rule === 'maxLength' || rule === 'minLength')) continue;
      candidates.push((s) => {
        if (p.in === 'path')
          return {
            ...s,
            pathParams: { ...s.pathParams, [p.name]: String(value) },
            broken: `path ${p.name} ${rule}`,
          };
        if (p.in === 'query')
          return {
            ...s,
            query: [...s.query.filter(([k]) => k !== p.name), [p.name, String(value)]],
            broken: `query ${p.name} ${rule}`,
          };
        return {
          ...s,
          headers: { ...s.headers, [p.name]: String(value) },
          broken: `header ${p.name} ${rule}`,
        };
      });
    }
  }
  if (body?.mediaType === 'application/json') {
    const validate = validatorOf(bodySchema);
    const properties = (bodySchema.properties ?? {}) as Record<string, JsonSchema>;
    const still = (s: Sample, json: Json, broken: string) =>
      validate(json) ? undefined : { ...s, body: json, broken };
    candidates.push((s) => still(s, [s.body], 'body type'));
    // JSON nested far deeper than any schema (5,000 levels, 10 KB), sent as text (a value that
    // deep overflows JSON.stringify): refused before the service walks it.
    candidates.push((s) => ({
      ...s,
      body: undefined,
      raw: '['.repeat(5_000) + ']'.repeat(5_000),
      broken: 'body nested 5,000 levels',
    }));
    if (body.required) candidates.push((s) => ({ ...s, body: undefined, broken: 'body missing' }));
    for (const name of (bodySchema.required ?? []) as string[])
      candidates.push((s) => {
        if (typeof s.body !== 'object' || s.body === null) return undefined;
        const { [name]: _dropped, ...rest } = s.body as Record<string, Json>;
        return still(s, rest, `body.${name} missing`);
      });
    if (bodySchema.additionalProperties === false)
      candidates.push((s) =>
        typeof s.body === 'object' && s.body !== null
          ? still(s, { ...(s.body as object), unknownField: 1 }, 'body unknown field')
          : undefined,
      );
    for (const [name, schema] of Object.entries(properties))
      for (const [rule, value] of breaking(schema))
        candidates.push((s) =>
          typeof s.body === 'object' && s.body !== null
            ? still(s, { ...(s.body as object), [name]: value }, `body.${name} ${rule}`)
            : undefined,
        );
  }
  const picks = fc.sample(fc.tuple(fc.nat(), fc.nat()), { seed: seed + 1, numRuns: INVALID });
  const invalid = picks
    .map(([which, base]) => candidates[which % candidates.length]?.(valid[base % valid.length] as Sample))
    .filter((s): s is Sample => s !== undefined);
  return { operation, valid, invalid };
}

/** `schema`'s properties kept to its required ones: a body giving nothing it may leave out. */
function requiredOnly(schema: JsonSchema): JsonSchema {
  const required = (schema.required ?? []) as string[];
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  return {
    ...schema,
    properties: Object.fromEntries(Object.entries(properties).filter(([k]) => required.includes(k))),
  };
}

/**
 * The branches of a body's schema, each as a schema of its own: the required fields alone,
 * each `anyOf`/`oneOf` branch (alone or in `allOf`, where the generated types want a choice
 * of required fields), each `if` with its `then` and the `else`, each key of
 * `dependentRequired` with the fields it needs, and each value of a required enum field (a
 * `type` or a `status` whose values need other fields).
 */
export function branchesOf(schema: JsonSchema): { name: string; schema: JsonSchema }[] {
  const {
    anyOf,
    oneOf,
    if: condition,
    then,
    else: otherwise,
    allOf,
    dependentRequired,
    ...base
  } = schema as Record<string, unknown>;
  const out: { name: string; schema: JsonSchema }[] = [{ name: 'required fields', schema: base }];
  const choices = [{ anyOf, oneOf }, ...((allOf ?? []) as JsonSchema[])].flatMap(
    (c) => ((c.anyOf ?? c.oneOf) as JsonSchema[] | undefined) ?? [],
  );
  choices.forEach((branch, i) => out.push({ name: `anyOf/oneOf[${i}]`, schema: merged(base, branch) }));
  const conditions = [
    ...(condition && then ? [{ if: condition, then, else: otherwise }] : []),
    ...((allOf ?? []) as JsonSchema[]).filter((c) => c.if && c.then),
  ] as { if: JsonSchema; then: JsonSchema; else?: JsonSchema }[];
  conditions.forEach((c, i) => {
    out.push({ name: `if[${i}] then`, schema: merged(base, merged(c.if, c.then)) });
    if (c.else) out.push({ name: `if[${i}] else`, schema: merged(base, c.else) });
  });
  for (const [key, needs] of Object.entries((dependentRequired ?? {}) as Record<string, string[]>))
    out.push({ name: `with ${key}`, schema: merged(base, { required: [key, ...needs] }) });
  const properties = (base.properties ?? {}) as Record<string, JsonSchema>;
  for (const name of (base.required ?? []) as string[]) {
    const values = properties[name]?.enum;
    if (Array.isArray(values))
      for (const value of values)
        out.push({
          name: `${name} ${String(value)}`,
          schema: merged(base, { properties: { [name]: { const: value } } }),
        });
  }
  return out.map((b) => ({ name: b.name, schema: requiredOnly(b.schema) }));
}

/**
 * `body` with its days (top-level fields and lists of dates) replaced, in their order, by days
 * to come a month apart: a first body as a client writes it, whose periods run forward from
 * tomorrow, so that a refusal of the past or of a period's order does not hide one of presence.
 */
function datesToCome(body: Json): Json {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  let next = 1;
  const day = (value: Json) =>
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? daysFromToday((next += 30) - 30) : value;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, Array.isArray(value) ? value.map(day) : day(value)]),
  );
}

/** A refusal about which fields a body gives: a rule between fields the schema does not say. */
function aboutPresence(status: number, body: Json): boolean {
  if (status === 400) return true;
  if (status !== 422 || typeof body !== 'object' || body === null) return false;
  const problem = body as { code?: string; errors?: { message?: string }[] };
  return (
    /-missing$/.test(problem.code ?? '') ||
    (problem.errors ?? []).some((e) =>
      /\b(is required|are required|needs|give|does not take|either)\b/i.test(e.message ?? ''),
    )
  );
}

describe('the contracts, tried by generated requests through the gateway', function () {
  // About 1,100 requests; a few minutes on two busy cores.
  this.timeout(1_200_000);
  let platform: Platform;
  let operations: Operation[];
  let token: string;

  before(async () => {
    platform = await startPlatform(NO_RATE_LIMITS);
    platformStarted = new Date();
    operations = platformOperations(platform);
    token = mintToken([...new Set(operations.map((o) => o.permission))], 'contract-tester');
  });
  after(() => platform?.close());

  it('no 5xx, every answer documented, valid requests never refused with 400, invalid ones never accepted', async () => {
    const failures: string[] = [];
    const counts = { sent: 0, serverErrors: 0, undocumented: 0, validRefused: 0, invalidAccepted: 0 };
    const covered = new Set<string>();

    const send = async (operation: Operation, sample: Sample, valid: boolean) => {
      const search = new URLSearchParams(sample.query).toString();
      const path = operation.path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
        encodeURIComponent(sample.pathParams[name] ?? ''),
      );
      const url = `${platform.gateway.url}${path}${search ? `?${search}` : ''}`;
      const media = operation.requestBody?.mediaType ?? 'application/json';
      const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...sample.headers };
      let payload: string | undefined;
      if (sample.raw !== undefined) {
        headers['content-type'] = media;
        payload = sample.raw;
      } else if (sample.body !== undefined) {
        headers['content-type'] = media;
        payload = media === 'application/json' ? JSON.stringify(sample.body) : String(sample.body);
      }
      const label = `${operation.operationId} ${valid ? 'valid' : `invalid (${sample.broken})`}: ${operation.method.toUpperCase()} ${path}${search ? `?${search}` : ''} ${payload?.slice(0, 300) ?? ''}`;
      counts.sent += 1;
      covered.add(operation.operationId);
      let response: Response;
      try {
        response = await fetch(url, {
          method: operation.method.toUpperCase(),
          headers,
          ...(payload !== undefined ? { body: payload } : {}),
          signal: AbortSignal.timeout(120_000),
        });
      } catch (error) {
        counts.serverErrors += 1;
        failures.push(`${label} -> no answer (${(error as Error).message})`);
        return;
      }
      const text = await response.text();
      const contentType = response.headers.get('content-type');
      let body: Json;
      try {
        body = text && /json/.test(contentType ?? '') ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      const answer = `-> ${response.status} ${text.slice(0, 300)}`;
      if (process.env.CONTRACT_TRACE) process.stderr.write(`${label} ${answer}\n`);
      if (response.status >= 500) {
        counts.serverErrors += 1;
        failures.push(`${label} ${answer}`);
      } else if (valid && response.status === 400) {
        counts.validRefused += 1;
        failures.push(`${label} ${answer}`);
      } else if (!valid && response.status < 300) {
        counts.invalidAccepted += 1;
        failures.push(`${label} ${answer}`);
      }
      const breaches = contractBreaches(operation, { status: response.status, contentType, body, text });
      if (breaches.length > 0) {
        counts.undocumented += 1;
        failures.push(`${label} ${answer}: ${breaches.join('; ')}`);
        if (process.env.CONTRACT_TRACE) process.stderr.write(`UNDOCUMENTED ${breaches.join('; ')}\n`);
      }
      if (response.status === 201 && body && typeof body === 'object') {
        const segments = operation.path.split('/');
        remember(segments[segments.length - 1] as string, (body as { id?: unknown }).id);
      }
      if (response.status === 200 && body && typeof body === 'object') {
        const segments = operation.path.split('/').filter((s) => !s.startsWith('{'));
        const data = (body as { data?: unknown }).data;
        if (Array.isArray(data) && !operation.path.endsWith('}'))
          for (const item of data.slice(0, 5)) remember(segments[segments.length - 1] as string, item?.id);
      }
    };

    // Creations first, so that later requests name records that exist; then every operation,
    // four at a time.
    const creations = operations.filter((o) => o.method === 'post' && !o.path.includes('{'));
    for (const [index, operation] of creations.entries())
      for (const sample of plan(operation, SEED + 10_000 + index).valid) await send(operation, sample, true);
    const queue = [...operations.entries()];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [index, operation] = next;
        const { valid, invalid } = plan(operation, SEED + index);
        for (const sample of valid) await send(operation, sample, true);
        for (const sample of invalid) await send(operation, sample, false);
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);

    console.log(
      `      contract properties: ${covered.size} operations covered, ${counts.sent} requests sent, ` +
        `${counts.serverErrors} server errors, ${counts.undocumented} undocumented statuses, ` +
        `${counts.validRefused} valid requests refused, ${counts.invalidAccepted} invalid accepted (seed ${SEED})`,
    );
    expect(covered.size).to.equal(operations.length);
    expect(failures.length, `what the contracts do not say:\n${failures.join('\n')}`).to.equal(0);
  });

  it('the minimal body of every branch of every schema is never refused for the fields it gives', async () => {
    const failures: string[] = [];
    const counts = { bodies: 0, accepted: 0, notMinimal: 0 };
    const bodies = (operation: Operation, seed: number) => {
      const schema = operation.requestBody?.schema as JsonSchema;
      const validate = validatorOf(schema);
      return branchesOf(schema).flatMap(({ name, schema: branch }) => {
        const found = fc
          .sample(arbitraryOf(branch), { seed, numRuns: 20 })
          .map(datesToCome)
          .find((value) => validate(value));
        if (found === undefined) counts.notMinimal += 1;
        return found === undefined ? [] : [{ name, body: found }];
      });
    };
    const send = async (operation: Operation, name: string, body: Json, seed: number) => {
      const [sample] = plan(operation, seed).valid;
      const path = operation.path.replace(/\{([^}]+)\}/g, (_m, p: string) =>
        encodeURIComponent(sample?.pathParams[p] ?? ''),
      );
      const required = new Set(operation.parameters.filter((p) => p.required).map((p) => p.name));
      const search = new URLSearchParams((sample?.query ?? []).filter(([k]) => required.has(k))).toString();
      const headers: Record<string, string> = {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        ...Object.fromEntries(Object.entries(sample?.headers ?? {}).filter(([k]) => required.has(k))),
      };
      const label = `${operation.operationId} (${name}): ${operation.method.toUpperCase()} ${path} ${JSON.stringify(body).slice(0, 300)}`;
      let response: Response;
      try {
        response = await fetch(`${platform.gateway.url}${path}${search ? `?${search}` : ''}`, {
          method: operation.method.toUpperCase(),
          headers,
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(120_000),
        });
      } catch (error) {
        failures.push(
          `${label} -> no answer (${(error as Error).message}: ${String((error as Error).cause)})`,
        );
        return;
      }
      const text = await response.text();
      if (process.env.CONTRACT_TRACE)
        process.stderr.write(`${label} -> ${response.status} ${text.slice(0, 200)}\n`);
      let answer: Json;
      try {
        answer = JSON.parse(text);
      } catch {
        answer = text;
      }
      counts.bodies += 1;
      if (response.status < 300) counts.accepted += 1;
      if (response.status === 201) {
        const segments = operation.path.split('/');
        remember(segments[segments.length - 1] as string, (answer as { id?: unknown } | undefined)?.id);
      }
      if (aboutPresence(response.status, answer)) {
        const { code, errors } = answer as { code?: string; errors?: unknown };
        failures.push(`${label} -> ${response.status} ${code} ${JSON.stringify(errors)}`);
      }
    };
    const withBodies = operations.filter((o) => o.requestBody?.mediaType === 'application/json');
    // Creations first, twice, so that the records a body names exist; then every other operation.
    const creations = withBodies.filter((o) => o.method === 'post' && !o.path.includes('{'));
    for (const round of [1, 2])
      for (const [index, operation] of creations.entries())
        for (const { name, body } of bodies(operation, SEED + round * 1000 + index))
          await send(operation, name, body, SEED + index);
    for (const [index, operation] of withBodies.entries())
      if (!creations.includes(operation))
        for (const { name, body } of bodies(operation, SEED + index))
          await send(operation, name, body, SEED + index);

    console.log(
      `      minimal bodies: ${withBodies.length} operations, ${counts.bodies} bodies sent, ${counts.accepted} accepted, ` +
        `${failures.length} refused for the fields they give, ${counts.notMinimal} branches needing more than their required fields`,
    );
    expect(failures, `valid bodies refused for the fields they give:\n${failures.join('\n')}`).to.deep.equal(
      [],
    );
  });
});
