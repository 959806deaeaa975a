/**
 * A request with nothing to validate but its path goes past the contract's validator when its
 * path parameters hold what the contract asks (`plainParamsCheck`, ADR 0126); the steps of the
 * API run as one handler (`inTurn`). The check may only ever let through what the validator
 * itself accepts: each kind of path parameter of the three contracts is asked with values the
 * check accepts and the validator is asked the same, on one operation of each kind (the
 * validator compiles each route on its first request, a tenth of a second each).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import express, { type NextFunction, type Request, type Response } from 'express';
import { inTurn } from '../../src/http-app.ts';
import { matchOperation } from '../../src/http/routing.ts';
import { contractValidator, plainParamsCheck } from '../../src/http/validation.ts';
import { createLogger, loadApiSpec, problemHandler, type ApiSpec, type Operation } from '../../src/index.ts';

const OPENAPI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../openapi');

/** Values to try for a path parameter of `schema`: the valid, the nearly valid, the odd. */
function candidates(schema: Record<string, unknown>): string[] {
  const uuid = randomUUID();
  const values = [uuid, uuid.toUpperCase(), `${uuid}0`, `urn:uuid:${uuid}`, uuid.slice(1), 'x', ''];
  values.push(
    'ABC-1.x',
    '-abc',
    'a b',
    'é',
    'A'.repeat(32),
    'A'.repeat(33),
    'x'.repeat(255),
    'x'.repeat(256),
  );
  values.push('0', '1', '2147483648', '𝄞'.repeat(255));
  for (const value of (schema.enum as string[] | undefined) ?? []) values.push(value, `${value}s`);
  return values;
}

for (const service of ['referential', 'rules', 'siv']) {
  describe(`the ${service} contract's requests with nothing but a path`, function () {
    let spec: ApiSpec;
    let server: http.Server;
    let base: string;

    before(async () => {
      spec = await loadApiSpec(path.join(OPENAPI, `${service}.yaml`));
      // The validator alone (it checks answers too when asked to: then it never lets a request
      // by), and a step that says the request passed.
      const app = express();
      app.use(matchOperation(spec));
      app.use(contractValidator(spec, true));
      app.use((_req: Request, res: Response) => void res.status(299).end());
      app.use(problemHandler(createLogger(service, 'silent')));
      server = http.createServer(app);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    after(async () => {
      server?.closeAllConnections();
      await new Promise((resolve) => server?.close(resolve));
    });

    it('lets through only path values the contract validator accepts too, for every kind of path parameter', async () => {
      // One operation for each kind of path parameters the contract has.
      const kinds = new Map<string, Operation>();
      for (const operation of spec.operations) {
        if (!plainParamsCheck(operation) || !operation.parameters.some((p) => p.in === 'path')) continue;
        const key = JSON.stringify(operation.parameters.filter((p) => p.in === 'path').map((p) => p.schema));
        if (!kinds.has(key) && operation.method === 'get') kinds.set(key, operation);
      }
      expect(kinds.size).to.be.greaterThan(0);
      let accepted = 0;
      for (const operation of kinds.values()) {
        const check = plainParamsCheck(operation) as (params: Record<string, string>) => boolean;
        const names = operation.parameters.filter((p) => p.in === 'path');
        for (const parameter of names) {
          for (const value of candidates(parameter.schema ?? {})) {
            // The other parameters valid: the one tried decides.
            const params = Object.fromEntries(names.map((p) => [p.name, p === parameter ? value : '']));
            for (const other of names.filter((p) => p !== parameter)) {
              params[other.name] =
                candidates(other.schema ?? {}).find((v) => check({ ...params, [other.name]: v })) ?? '';
            }
            if (!check(params)) continue;
            accepted += 1;
            const target = operation.path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
              encodeURIComponent(params[name] ?? ''),
            );
            const answer = await fetch(`${base}${target}`);
            expect(
              answer.status,
              `${operation.operationId} ${parameter.name}=${value}: ${await answer.text()}`,
            ).to.equal(299);
          }
        }
      }
      expect(accepted).to.be.at.least(kinds.size);
    });
  });
}

describe('which requests can go without the contract validator', () => {
  let referential: ApiSpec;
  before(async () => {
    referential = await loadApiSpec(path.join(OPENAPI, 'referential.yaml'));
  });
  const operation = (id: string) => referential.byOperationId.get(id) as Operation;

  it('checks a UUID, a code, a value of a list and a length as the contract states them', () => {
    const getBay = plainParamsCheck(operation('getBay'));
    const uuid = randomUUID();
    expect(getBay?.({ id: uuid })).to.equal(true);
    expect(getBay?.({ id: uuid.toUpperCase() })).to.equal(true);
    expect(getBay?.({ id: `x${uuid}` })).to.equal(false);
    expect(getBay?.({ id: `urn:uuid:${uuid}` })).to.equal(false);
    expect(getBay?.({})).to.equal(false);
    const byCode = plainParamsCheck(operation('getCarrierByCode'));
    expect(byCode?.({ code: 'TCL-1.a_b' })).to.equal(true);
    expect(byCode?.({ code: 'A'.repeat(32) })).to.equal(true);
    expect(byCode?.({ code: 'A'.repeat(33) })).to.equal(false);
    expect(byCode?.({ code: '-A' })).to.equal(false);
    expect(byCode?.({ code: 'a b' })).to.equal(false);
  });

  it('leaves to the validator an operation taking a body, a header, a required query or an integer in its path', () => {
    expect(plainParamsCheck(operation('getBay'))).to.not.equal(undefined);
    expect(plainParamsCheck(operation('searchBays'))).to.not.equal(undefined);
    expect(plainParamsCheck(operation('createBay'))).to.equal(undefined);
    expect(plainParamsCheck(operation('correctBay'))).to.equal(undefined);
    expect(plainParamsCheck(operation('getGtfsRealtimeTripUpdates'))).to.equal(undefined);
    expect(plainParamsCheck(operation('listStationCalls'))).to.equal(undefined);
    expect(plainParamsCheck(operation('withdrawScheduleRevision'))).to.equal(undefined);
  });
});

describe('the steps of the API as one handler', () => {
  const run = async (...steps: Parameters<typeof inTurn>) => {
    const app = express();
    const seen: string[] = [];
    app.use((req: Request, _res: Response, next: NextFunction) => {
      seen.length = 0;
      next();
    });
    app.use(inTurn(...steps));
    app.use((_req: Request, res: Response) => void res.status(204).end());
    app.use((error: Error, _req: Request, res: Response, _next: NextFunction) => {
      res.status(418).send(error.message);
    });
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      return { status: answer.status, body: await answer.text() };
    } finally {
      server.closeAllConnections();
      server.close();
    }
  };
  let ran: string[] = [];
  const step = (name: string) => (_req: Request, _res: Response, next: NextFunction) => {
    ran.push(name);
    next();
  };
  beforeEach(() => (ran = []));

  it('runs each step in turn, then the app goes on', async () => {
    expect(await run(step('a'), step('b'), step('c'))).to.deep.equal({ status: 204, body: '' });
    expect(ran).to.deep.equal(['a', 'b', 'c']);
  });

  it('hands an error passed on, thrown or rejected to the error handler, and runs no later step', async () => {
    const passed = (_req: Request, _res: Response, next: NextFunction) => next(new Error('passed'));
    const thrown = () => {
      throw new Error('thrown');
    };
    const rejected = async () => {
      await Promise.resolve();
      throw new Error('rejected');
    };
    for (const [failing, message] of [
      [passed, 'passed'],
      [thrown, 'thrown'],
      [rejected, 'rejected'],
    ] as const) {
      ran = [];
      expect(await run(step('a'), failing, step('c'))).to.deep.equal({ status: 418, body: message });
      expect(ran).to.deep.equal(['a']);
    }
  });
});
