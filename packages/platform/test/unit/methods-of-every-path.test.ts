/**
 * Every path of every service's contract asked with every method, on the head of a service app's
 * pipeline as `createHttpApp` orders it (the operation lookup, the token check against a real
 * issuer's JWKS with a really signed token, the 405 refusal, the problem handler) built from the
 * real contract, without a database and without the request validator (whose start alone costs
 * the referential's contract seconds). The token holds no permission: a method the path takes is
 * answered 403 for its operation's permission. A method the path takes is never a 405, HEAD is its GET without a body, OPTIONS a
 * 204, and any other a 405; `Allow` names exactly the path's methods (RFC 9110 §15.5.6). Which
 * methods a path takes is the contract's alone, so the walk is done here once for every path;
 * `gateway/test/edge-inputs.test.ts` asks the same through the gateway, on one path of each
 * service for each `Allow` its contract has.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';
import { expect } from 'chai';
import { DevIssuer } from '@transport/dev-stack';
import express from 'express';
import { authorise } from '../../src/http/authorisation.ts';
import { matchOperation, refuseUnknownMethod } from '../../src/http/routing.ts';
import {
  AppError,
  createLogger,
  createTokenVerifier,
  loadApiSpec,
  problemHandler,
  type ApiSpec,
} from '../../src/index.ts';

const OPENAPI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../openapi');
const ORDER = ['GET', 'PUT', 'POST', 'DELETE', 'PATCH'];

/** The `Allow` a path taking `taken` must answer with. */
function allowOf(taken: string[]): string {
  return [
    ...ORDER.filter((m) => taken.includes(m)),
    ...(taken.includes('GET') ? ['HEAD'] : []),
    'OPTIONS',
  ].join(', ');
}

/** Each path of the contract with the methods its operations take. */
function methodsByPath(spec: ApiSpec): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const operation of spec.operations)
    byPath.set(operation.path, [...(byPath.get(operation.path) ?? []), operation.method.toUpperCase()]);
  return byPath;
}

/**
 * The contract's paths by family (the segment after the version: `/referential/v1/bays/...` is
 * `bays`), read from the file itself so that the tests can be named before it is loaded: one test
 * a family keeps each within the suite's timeout on a loaded machine.
 */
function familiesOf(service: string): Map<string, string[]> {
  const document = load(readFileSync(path.join(OPENAPI, `${service}.yaml`), 'utf8')) as {
    paths: Record<string, unknown>;
  };
  const families = new Map<string, string[]>();
  for (const template of Object.keys(document.paths)) {
    const family = template.split('/')[3] ?? '';
    families.set(family, [...(families.get(family) ?? []), template]);
  }
  return families;
}

/** Answers of one keep-alive connection (cheaper than `fetch` for a walk of thousands). */
function asker(url: string, token: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const ask = (method: string, target: string) =>
    new Promise<{ status: number; allow: string | undefined; bytes: number }>((resolve, reject) => {
      const request = http.request(
        `${url}${target}`,
        { method, agent, headers: { authorization: `Bearer ${token}` } },
        (response) => {
          let bytes = 0;
          response.on('data', (chunk: Buffer) => (bytes += chunk.length));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, allow: response.headers.allow, bytes }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end();
    });
  return { ask, close: () => agent.destroy() };
}

for (const service of ['referential', 'rules', 'siv', 'gateway']) {
  describe(`every path of the ${service} contract, asked with every method`, function () {
    let spec: ApiSpec;
    let server: http.Server;
    let issuerServer: http.Server;
    let client: ReturnType<typeof asker>;

    before(async () => {
      spec = await loadApiSpec(path.join(OPENAPI, `${service}.yaml`));
      const issuer = DevIssuer.ephemeral();
      issuerServer = await issuer.listen(0);
      const app = express();
      app.use(matchOperation(spec));
      app.use(
        authorise(
          createTokenVerifier({ issuer: issuer.issuer, audience: issuer.audience, jwksUri: issuer.jwksUri }),
        ),
      );
      app.use(refuseUnknownMethod(spec));
      // Where the app runs the operation: never reached without the permission.
      app.use((_req, _res, next) => next(new AppError(404, 'not-found', 'Not there.')));
      app.use(problemHandler(createLogger(service, 'silent')));
      server = http.createServer(app);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      // A valid token holding no permission: a method a path takes is refused 403 for its
      // permission, after the lookup that tells it from one the path does not take (405).
      client = asker(
        `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        issuer.sign({ subject: 'method-walker', permissions: [] }),
      );
    });
    after(async () => {
      client?.close();
      server?.closeAllConnections();
      await new Promise((resolve) => server?.close(resolve));
      await new Promise((resolve) => issuerServer?.close(resolve));
    });

    for (const [family, templates] of familiesOf(service))
      it(`answers HEAD as GET without a body, OPTIONS with 204, and any other method a path does not take with 405, Allow naming exactly its methods: ${family}`, async () => {
        const byPath = methodsByPath(spec);
        const wrong: string[] = [];
        for (const template of templates) {
          const taken = byPath.get(template) ?? [];
          const allow = allowOf(taken);
          const target = template.replace(/\{[^}]+\}/g, () => randomUUID());
          let getStatus: number | undefined;
          for (const method of [...ORDER, 'HEAD', 'OPTIONS']) {
            const response = await client.ask(method, target);
            const seen = `${method} ${template}: ${response.status}, Allow ${response.allow} (takes ${allow})`;
            if (method === 'GET' && taken.includes('GET')) getStatus = response.status;
            if (taken.includes(method)) {
              if (response.status === 405) wrong.push(`${method} ${template}: 405 for a method it takes`);
            } else if (method === 'HEAD' && taken.includes('GET')) {
              if (response.status !== getStatus || response.bytes !== 0)
                wrong.push(`${seen}, ${response.bytes} bytes (GET: ${getStatus})`);
            } else if (method === 'OPTIONS') {
              if (response.status !== 204 || response.allow !== allow) wrong.push(seen);
            } else if (response.status !== 405 || response.allow !== allow) {
              wrong.push(seen);
            }
          }
        }
        expect(wrong).to.deep.equal([]);
      });

    it('walks every path of the contract', () => {
      const walked = [...familiesOf(service).values()].flat().sort();
      expect(walked).to.deep.equal([...methodsByPath(spec).keys()].sort());
    });
  });
}
