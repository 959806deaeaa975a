/**
 * The contracts tried by a fuzzer the project did not write: Portman (`@apideck/portman`) turns
 * each contract (`openapi/<service>.yaml`) into a Postman collection, one request per operation
 * with values generated from its schemas (optional parameters included) and, for each operation
 * declaring a 4xx, its fuzzing variations (required fields, query parameters and headers left
 * out, numbers beyond their minimum and maximum, texts shorter and longer than their lengths);
 * newman, Postman's runner, sends them through the gateway to the three services on real
 * Postgres, with a really signed token holding every permission. Every answer is judged
 * against the operation it reached: no 5xx (the services are up, so not even the gateway's
 * 502, 503 or 504), and a status, a media type and a body the operation documents.
 *
 * `pnpm run fuzz` runs it (not part of `pnpm test`: the referential's collection alone is about
 * a thousand requests, minutes on two busy cores; `.ci/run` runs the rules contract's).
 * `FUZZ_CONTRACTS=rules,siv` fuzzes only those contracts; `FUZZ_TRACE=1` prints every request
 * and its answer. docs/testing.md says what it sends and how to read it.
 */
import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractBreaches, mintToken } from '@transport/platform/testing';
import type { Operation } from '@transport/platform';
import {
  NO_RATE_LIMITS,
  platformOperations,
  startPlatform,
  type Platform,
} from '@transport/platform/testing/platform';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const require = createRequire(import.meta.url);
const portman = path.join(path.dirname(require.resolve('@apideck/portman/package.json')), 'bin/portman');

const CONTRACTS = (process.env.FUZZ_CONTRACTS ?? 'referential,rules,siv').split(',').filter(Boolean);

/** What newman tells of each request it sent (its `request` event), as far as this test reads it. */
interface SentRequest {
  item: { name: string };
  request: { method: string; url: { getPath(unresolved?: boolean): string; getQueryString(): string } };
  response?: { code: number; stream?: Buffer; headers: { get(name: string): string | undefined } };
}
interface Newman {
  run(
    options: Record<string, unknown>,
    done: (error: Error | null) => void,
  ): { on(event: 'request', listener: (error: Error | null, sent: SentRequest) => void): void };
}
const newman = require('newman') as Newman;

/** Writes the Postman collection of `contract` (Portman, run as its command line does). */
function collectionOf(contract: string, folder: string): Promise<string> {
  const output = path.join(folder, `${contract}.postman.json`);
  const args = [
    portman,
    '--local',
    path.join(root, 'openapi', `${contract}.yaml`),
    '--output',
    output,
    '--portmanConfigFile',
    path.join(here, 'portman-config.json'),
    '--postmanConfigFile',
    path.join(here, 'postman-config.json'),
    // The fuzzing variations are made with the tests; newman's assertions are not read.
    '--includeTests',
    'true',
    '--runNewman',
    'false',
  ];
  return new Promise((resolve, reject) => {
    // Portman writes its working files under the folder it runs in.
    const child = spawn(process.execPath, args, { cwd: folder, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.on('close', (code) =>
      code === 0 && log.includes('Collection written')
        ? resolve(output)
        : reject(new Error(`portman failed on ${contract} (exit ${code}):\n${log}`)),
    );
  });
}

/** The operation of `method` whose path template matches `path` (a literal segment before a template). */
function operationOf(operations: Operation[], method: string, path: string): Operation | undefined {
  const segments = path.split('/');
  const candidates = operations.filter((o) => {
    const template = o.path.split('/');
    return (
      o.method === method.toLowerCase() &&
      template.length === segments.length &&
      template.every((t, i) => t.startsWith('{') || t === segments[i])
    );
  });
  const literals = (o: Operation) => o.path.split('/').filter((t) => !t.startsWith('{')).length;
  return candidates.sort((a, b) => literals(b) - literals(a))[0];
}

describe('the contracts, fuzzed by Portman and newman through the gateway', function () {
  // Generating the referential's collection alone takes a minute or more on two busy cores.
  this.timeout(1_200_000);
  let platform: Platform;
  let operations: Operation[];
  let token: string;
  let folder: string;

  before(async () => {
    // Every rate budget lifted (one subject sends everything), and the gateway's wait for a
    // service raised: each operation's first call compiles its validators, which on a shared,
    // loaded machine took longer than the 10 s default (504 `upstream-timeout`). The
    // gateway's timeouts have tests of their own; this one judges the services' answers.
    platform = await startPlatform({ ...NO_RATE_LIMITS, UPSTREAM_TIMEOUT_MS: '60000' });
    operations = platformOperations(platform);
    token = mintToken([...new Set(operations.map((o) => o.permission))], 'independent-fuzzer');
    folder = mkdtempSync(path.join(tmpdir(), 'portman-'));
  });
  after(async () => {
    await platform?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  for (const contract of CONTRACTS)
    it(`${contract}: no 5xx and every answer documented`, async () => {
      const collection = await collectionOf(contract, folder);
      const failures: string[] = [];
      const counts = { sent: 0, serverErrors: 0, undocumented: 0, unanswered: 0 };
      const covered = new Set<string>();
      await new Promise<void>((resolve, reject) => {
        newman
          .run(
            {
              collection: JSON.parse(readFileSync(collection, 'utf8')) as unknown,
              envVar: [
                { key: 'baseUrl', value: platform.gateway.url },
                { key: 'bearerToken', value: token },
              ],
              reporters: [],
              timeoutRequest: 120_000,
            },
            (error) => (error ? reject(error) : resolve()),
          )
          .on('request', (error, sent) => {
            counts.sent += 1;
            const path = sent.request.url.getPath();
            const query = sent.request.url.getQueryString();
            const label = `${sent.item.name}: ${sent.request.method} ${path}${query ? `?${query}` : ''}`;
            if (error || !sent.response) {
              counts.unanswered += 1;
              failures.push(`${label} -> no answer (${error?.message ?? 'none'})`);
              return;
            }
            const { code } = sent.response;
            const text = sent.response.stream?.toString('utf8') ?? '';
            if (process.env.FUZZ_TRACE) process.stderr.write(`${label} -> ${code} ${text.slice(0, 200)}\n`);
            if (code >= 500) {
              counts.serverErrors += 1;
              failures.push(`${label} -> ${code} ${text.slice(0, 300)}`);
            }
            const operation = operationOf(operations, sent.request.method, path);
            if (!operation) {
              if (code !== 404 && code !== 405) failures.push(`${label} -> ${code}, on no operation`);
              return;
            }
            covered.add(operation.operationId);
            const contentType = sent.response.headers.get('content-type') ?? null;
            let body: unknown;
            try {
              body = text && /json/.test(contentType ?? '') ? JSON.parse(text) : undefined;
            } catch {
              body = text;
            }
            const breaches = contractBreaches(operation, { status: code, contentType, body, text });
            if (breaches.length > 0) {
              counts.undocumented += 1;
              failures.push(`${label} -> ${code} ${text.slice(0, 300)}: ${breaches.join('; ')}`);
            }
          });
      });
      const own = operations.filter((o) => o.path.startsWith(`/${contract}/`));
      console.log(
        `      independent fuzzer (${contract}): ${covered.size} of ${own.length} operations covered, ` +
          `${counts.sent} requests sent, ${counts.serverErrors} server errors, ` +
          `${counts.undocumented} undocumented answers, ${counts.unanswered} unanswered`,
      );
      expect(failures, `what the contract does not say:\n${failures.join('\n')}`).to.deep.equal([]);
      expect([...covered].sort()).to.deep.equal(own.map((o) => o.operationId).sort());
    });
});
