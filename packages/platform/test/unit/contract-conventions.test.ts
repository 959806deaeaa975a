import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { Ajv2020 } from 'ajv/dist/2020.js';
import {
  DATE_PATTERN,
  DATE_TIME_PATTERN,
  loadApiSpec,
  MAX_JSON_DEPTH,
  precondition,
} from '../../src/index.ts';
import { actionOf, resourceOf, singular } from '../../src/events.ts';
import { toJsonSchema } from '../../src/mcp/json-schema.ts';
import type { JsonSchema } from '../../src/openapi.ts';
import { examplesOf, validatorOf } from '../../src/testing/contract.ts';
import { today } from '../../src/testing/dates.ts';

const OPENAPI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../openapi');

// The document as written, $refs unresolved.
type Doc = Record<string, any>;

describe('the contracts follow the correction convention (ADR 0008)', () => {
  for (const service of ['referential', 'rules', 'siv']) {
    it(`${service}: every PATCH takes If-Match and may answer 409, and its record's reads send ETag`, async () => {
      const spec = await loadApiSpec(path.join(OPENAPI, `${service}.yaml`));
      const paths = (spec.document as Doc).paths as Doc;
      const corrections = spec.operations.filter((o) => o.method === 'patch');
      for (const operation of corrections) {
        const item = paths[operation.path] as Doc;
        const refs = ((item.patch.parameters ?? []) as Doc[]).map((p) => p.$ref);
        expect(refs, operation.operationId).to.include('#/components/parameters/IfMatch');
        expect(item.patch.responses, operation.operationId).to.have.property('409');
        const tagged = [item.get?.responses?.['200'], item.patch.responses['200']].filter(Boolean) as Doc[];
        expect(item.get?.responses?.['200'], `GET ${operation.path}`).to.not.equal(undefined);
        for (const response of tagged)
          expect(response.headers?.ETag, operation.operationId).to.deep.equal({
            $ref: '#/components/headers/ETag',
          });
      }
      // Rules are never corrected in place: a change is a new version.
      if (service !== 'rules') expect(corrections.length).to.be.greaterThan(0);
    });
  }
});

describe('the contracts declare If-Match as the services read it', () => {
  const SAMPLES = [
    '"2026-11-22T07:05:00.123Z"',
    '*',
    ' * ',
    'W/"2026-11-22T07:05:00.123Z"',
    '"a", "b"',
    '"a" ,W/"b",',
    '"a",,',
    '2026-11-22T07:05:00.123Z',
    '"a" "b"',
    '"unclosed',
    '*, "a"',
    'W/a',
  ];
  for (const service of ['referential', 'siv']) {
    it(`${service}: the IfMatch parameter's schema accepts exactly the values a correction reads`, async () => {
      const spec = await loadApiSpec(path.join(OPENAPI, `${service}.yaml`));
      const parameter = spec.operations
        .find((o) => o.method === 'patch')
        ?.parameters.find((p) => p.name === 'If-Match');
      const ajv = new Ajv2020({ strict: false });
      const validate = ajv.compile(toJsonSchema(parameter?.schema ?? {}));
      const readable = (value: string) => {
        try {
          precondition({ 'if-match': value });
          return true;
        } catch {
          return false;
        }
      };
      expect(SAMPLES.map((value) => [value, validate(value)])).to.deep.equal(
        SAMPLES.map((value) => [value, readable(value)]),
      );
    });
  }
});

/** Every schema of a document (as written), with where it stands. */
function schemasOf(node: unknown, at: string, into: [string, Doc][] = []): [string, Doc][] {
  if (Array.isArray(node)) node.forEach((item, i) => schemasOf(item, `${at}/${i}`, into));
  else if (node !== null && typeof node === 'object') {
    into.push([at, node as Doc]);
    for (const [key, value] of Object.entries(node)) schemasOf(value, `${at}/${key}`, into);
  }
  return into;
}

describe('the contracts state the limits every operation holds', () => {
  for (const service of ['referential', 'rules', 'siv', 'gateway']) {
    it(`${service}: every date and instant carries the range the platform takes, as a pattern`, async () => {
      const spec = await loadApiSpec(path.join(OPENAPI, `${service}.yaml`));
      const dated = schemasOf(spec.document, '#').filter(
        ([, node]) => node.format === 'date' || node.format === 'date-time',
      );
      expect(dated.length).to.be.greaterThan(0);
      const wrong = dated
        .filter(([, node]) => node.pattern !== (node.format === 'date' ? DATE_PATTERN : DATE_TIME_PATTERN))
        .map(([at]) => at);
      expect(wrong, 'dates and instants without the platform pattern').to.deep.equal([]);
    });

    it(`${service}: no parameter pre-fills a date or an instant, so that a first "Try it out" reads today`, async () => {
      const spec = await loadApiSpec(path.join(OPENAPI, `${service}.yaml`));
      const parameters = schemasOf(spec.document, '#').filter(
        ([, node]) => typeof node.in === 'string' && typeof node.name === 'string',
      );
      expect(parameters.length).to.be.greaterThan(0);
      const filled = parameters
        .filter(([, node]) => {
          const schema = (node.schema ?? {}) as Doc;
          const dated = schema.format === 'date' || schema.format === 'date-time';
          return dated && ['example', 'examples', 'default'].some((k) => k in node || k in schema);
        })
        .map(([at, node]) => `${at} (${node.name as string})`);
      expect(filled, 'dated parameters with a fixed example or default').to.deep.equal([]);
    });

    it(`${service}: every problem an operation answers has an example of its status, valid against Problem`, async () => {
      const spec = await loadApiSpec(path.join(OPENAPI, `${service}.yaml`));
      const document = spec.document as Doc;
      const validate = new Ajv2020({ strict: false }).compile(
        toJsonSchema(document.components.schemas.Problem as Doc) as object,
      );
      const wrong: string[] = [];
      let problems = 0;
      for (const operation of spec.operations)
        for (const [status, declared] of Object.entries(
          document.paths[operation.path][operation.method].responses as Doc,
        )) {
          const response = (
            declared.$ref
              ? document.components.responses[(declared.$ref as string).split('/').pop() as string]
              : declared
          ) as Doc;
          const media = response.content?.['application/problem+json'] as Doc | undefined;
          if (!media) continue;
          problems += 1;
          const example = media.example as Doc | undefined;
          if (!example) wrong.push(`${operation.operationId} ${status}: no example`);
          else if (example.status !== Number(status) || !validate(example))
            wrong.push(`${operation.operationId} ${status}: example of status ${example.status as number}`);
        }
      expect(problems).to.be.greaterThan(spec.operations.length);
      expect(wrong).to.deep.equal([]);
    });

    it(`${service}: every string a request takes has a maximum length, every array a maximum count`, async () => {
      const spec = await loadApiSpec(path.join(OPENAPI, `${service}.yaml`));
      const unbounded: string[] = [];
      const seen = new Set<unknown>();
      const walk = (schema: unknown, at: string): void => {
        if (typeof schema !== 'object' || schema === null || seen.has(schema)) return;
        seen.add(schema);
        const node = schema as Doc;
        const types = ([] as unknown[]).concat(node.type);
        if (types.includes('string') && !['maxLength', 'enum', 'const', 'format'].some((k) => k in node))
          unbounded.push(`${at} (string without maxLength)`);
        if (types.includes('array') && !('maxItems' in node))
          unbounded.push(`${at} (array without maxItems)`);
        for (const [name, property] of Object.entries((node.properties ?? {}) as Doc))
          walk(property, `${at}.${name}`);
        for (const key of ['items', 'if', 'then', 'else', 'additionalProperties'])
          walk(node[key], `${at}/${key}`);
        for (const key of ['allOf', 'anyOf', 'oneOf'])
          for (const branch of (node[key] ?? []) as unknown[]) walk(branch, at);
      };
      for (const operation of spec.operations) {
        for (const parameter of operation.parameters)
          walk(parameter.schema, `${operation.operationId} ${parameter.in}.${parameter.name}`);
        if (operation.requestBody?.mediaType === 'application/json')
          walk(operation.requestBody.schema, `${operation.operationId} body`);
      }
      expect(unbounded).to.deep.equal([]);
    });

    it(`${service}: every operation declares 401, 403, 429, 500 and 503 as problems, and 429 with Retry-After and RateLimit`, async () => {
      const spec = await loadApiSpec(path.join(OPENAPI, `${service}.yaml`));
      const document = spec.document as Doc;
      const resolve = (node: Doc | undefined, kind: string) =>
        (node?.$ref ? document.components[kind][(node.$ref as string).split('/').pop() as string] : node) as
          Doc | undefined;
      const missing: string[] = [];
      for (const operation of spec.operations) {
        const responses = document.paths[operation.path][operation.method].responses as Doc;
        for (const status of ['401', '403', '429', '500', '503']) {
          const response = resolve(responses[status], 'responses');
          const media = response?.content?.['application/problem+json'] as Doc | undefined;
          if (media?.schema?.$ref !== '#/components/schemas/Problem')
            missing.push(`${operation.operationId} ${status}`);
        }
        const headers = (resolve(responses['429'], 'responses')?.headers ?? {}) as Doc;
        for (const header of ['Retry-After', 'RateLimit', 'RateLimit-Policy'])
          if (!resolve(headers[header], 'headers')?.schema)
            missing.push(`${operation.operationId} 429 ${header}`);
      }
      // The gateway's own contract holds one operation; each service's many.
      expect(spec.operations.length).to.be.greaterThan(service === 'gateway' ? 0 : 10);
      expect(missing, 'operation status (or header) not declared').to.deep.equal([]);
    });

    it(`${service}: every operation that takes a body declares 413 and 415`, async () => {
      const spec = await loadApiSpec(path.join(OPENAPI, `${service}.yaml`));
      const paths = (spec.document as Doc).paths as Doc;
      const missing = spec.operations
        .filter((o) => o.requestBody)
        .flatMap((o) => {
          const responses = paths[o.path][o.method].responses as Doc;
          return [
            // An import's 413 names its import limits too (ADR 0048).
            ...(['PayloadTooLarge', 'ImportLimitExceeded'].some(
              (name) => responses['413']?.$ref === `#/components/responses/${name}`,
            )
              ? []
              : [`${o.operationId} 413`]),
            ...(responses['415']?.$ref === '#/components/responses/UnsupportedMediaType'
              ? []
              : [`${o.operationId} 415`]),
          ];
        });
      expect(missing).to.deep.equal([]);
    });

    it(`${service}: says that text holding U+0000 is refused, and how deep a body may nest`, async () => {
      const spec = await loadApiSpec(path.join(OPENAPI, `${service}.yaml`));
      const document = spec.document as Doc;
      const conventions = (document.info.description as string).replace(/\s+/g, ' ');
      expect(conventions).to.contain('may hold the NUL character (U+0000) or a lone surrogate');
      expect(conventions).to.contain(`A JSON body nests at most ${MAX_JSON_DEPTH} levels`);
      expect(document.components.responses.BadRequest.description).to.contain('U+0000');
    });
  }
});

describe('the contracts show only examples their schemas accept', () => {
  for (const service of ['referential', 'rules', 'siv', 'gateway']) {
    it(`${service}: every example of a request body or an answer is valid against its schema, as the answers are checked`, async () => {
      const spec = await loadApiSpec(path.join(OPENAPI, `${service}.yaml`));
      const document = spec.document as Doc;
      const resolve = (node: Doc | undefined): Doc | undefined => {
        let at = node;
        while (at?.$ref)
          at = (at.$ref as string)
            .slice(2)
            .split('/')
            .reduce((parent: Doc, key) => parent[key.replace(/~1/g, '/')] as Doc, document);
        return at;
      };
      const wrong: string[] = [];
      let examples = 0;
      const check = (where: string, media: Doc | undefined, schema: JsonSchema | undefined) => {
        if (!media || !schema) return;
        const validate = validatorOf(schema);
        for (const [name, value] of examplesOf(document, media)) {
          examples += 1;
          if (!validate(value))
            wrong.push(
              `${where} ${name}: ${(validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`).join('; ')}`,
            );
        }
      };
      for (const operation of spec.operations) {
        const written = document.paths[operation.path][operation.method] as Doc;
        if (operation.requestBody)
          check(
            `${operation.operationId} request`,
            resolve(written.requestBody)?.content?.[operation.requestBody.mediaType],
            operation.requestBody.schema,
          );
        for (const [status, declared] of Object.entries((written.responses ?? {}) as Doc))
          for (const [media, content] of Object.entries((resolve(declared)?.content ?? {}) as Doc))
            check(
              `${operation.operationId} ${status} ${media}`,
              content as Doc,
              operation.answers[status]?.[media],
            );
      }
      expect(examples).to.be.greaterThan(spec.operations.length);
      expect(wrong).to.deep.equal([]);
    });
  }
});

describe('the contracts show changes their services accept today', () => {
  /** The refusals of a change dated before today (without `retroactive`). */
  const PAST_REFUSALS = [
    'history-change-in-past',
    'timetable-change-in-past',
    'rule-version-effective-in-past',
  ];
  const DATES = /\b\d{4}-\d\d-\d\d/g;
  for (const service of ['referential', 'rules', 'siv']) {
    it(`${service}: every date in the examples of an operation refusing a past date is today or later`, async () => {
      // A client or an agent sending such an example as it is would be refused: its request
      // examples and the example bodies of its description must name days to come. Failing
      // once that year comes: the examples' dates are moved forward then.
      const spec = await loadApiSpec(path.join(OPENAPI, `${service}.yaml`));
      const document = spec.document as Doc;
      const from = today();
      const past: string[] = [];
      let checked = 0;
      for (const operation of spec.operations) {
        if (!PAST_REFUSALS.some((code) => operation.description.includes(code))) continue;
        const written = document.paths[operation.path][operation.method] as Doc;
        const media = written.requestBody?.content?.['application/json'] as Doc | undefined;
        for (const [name, value] of [['description', operation.description], ...examplesOf(document, media)])
          for (const date of JSON.stringify(value).match(DATES) ?? []) {
            checked += 1;
            if (date < from) past.push(`${operation.operationId} ${name}: ${date}`);
          }
      }
      if (service === 'referential') expect(checked, 'dates checked').to.be.greaterThan(0);
      expect(past).to.deep.equal([]);
    });
  }
});

describe('the event types a contract names are ones its service sends', () => {
  for (const service of ['referential', 'rules', 'siv']) {
    it(`${service}: every \`${service}.<record>.<action>\` in an example or a description is an event type of its feed`, async () => {
      const spec = await loadApiSpec(path.join(OPENAPI, `${service}.yaml`));
      // What the feed sends (ADR 0065): a write's `<service>.<record>.<action>`, its record
      // the singular of its permission's family and its action the operation's verb done, and
      // `came-into-force` of a dated change.
      const sent = new Set<string>();
      for (const operation of spec.operations) {
        const record = singular(resourceOf(operation.permission));
        sent.add(`${service}.${record}.came-into-force`);
        if (!operation.readOnly) sent.add(`${service}.${record}.${actionOf(operation.operationId)}`);
      }
      const text = readFileSync(path.join(OPENAPI, `${service}.yaml`), 'utf8');
      const named = [...text.matchAll(new RegExp(`\\b${service}\\.[a-z-]+\\.[a-z-]+\\b`, 'g'))].map(
        (m) => m[0],
      );
      expect(named.length, 'event types named').to.be.greaterThan(0);
      expect([...new Set(named.filter((type) => !sent.has(type)))]).to.deep.equal([]);
    });
  }
});
