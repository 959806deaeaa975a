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
import { contractValidator, plainParamsCheck, plainQuery } from '../../src/http/validation.ts';
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

/** Values to try for a query parameter: instants and dates, real, nearly real and odd, and the path's values. */
function queryCandidates(schema: Record<string, unknown>): string[] {
  const year = new Date().getUTCFullYear();
  const leap = year + ((4 - (year % 4)) % 4);
  return [
    `${year}-11-20T08:00:00Z`,
    `${year}-11-20T08:00:00.123456Z`,
    `${year}-11-20T08:00:00-05:00`,
    `${year}-11-20T08:00:00-16:00`,
    `${year}-11-20t08:00:00z`,
    `${year}-11-20T24:00:00Z`,
    `${year}-12-31T23:59:60Z`,
    `${leap}-02-29T08:00:00Z`,
    `${leap + 1}-02-29T08:00:00Z`,
    `${year}-02-30T08:00:00Z`,
    `0000-01-01T00:00:00Z`,
    `${year}-11-20`,
    `${leap}-02-29`,
    `${leap + 1}-02-29`,
    `${year}-13-01`,
    '0000-01-01',
    '9999-12-31',
    `${year}-11-20 08:00:00Z`,
    ...candidates(schema),
  ];
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

    it('lets through only query values the contract validator accepts too, for every query parameter it reads', async () => {
      // One operation for each kind of query parameter the check reads, its path values valid.
      const kinds = new Map<string, { operation: Operation; name: string }>();
      for (const operation of spec.operations) {
        const check = plainParamsCheck(operation);
        if (!check || operation.method !== 'get') continue;
        for (const parameter of operation.parameters.filter((p) => p.in === 'query')) {
          const key = JSON.stringify(parameter.schema);
          if (!kinds.has(key)) kinds.set(key, { operation, name: parameter.name });
        }
      }
      let accepted = 0;
      for (const { operation, name } of kinds.values()) {
        const check = plainParamsCheck(operation) as NonNullable<ReturnType<typeof plainParamsCheck>>;
        const params: Record<string, string> = {};
        for (const parameter of operation.parameters.filter((p) => p.in === 'path')) {
          params[parameter.name] =
            candidates(parameter.schema ?? {}).find((v) => check({ ...params, [parameter.name]: v }, {})) ??
            '';
        }
        const schema = operation.parameters.find((p) => p.name === name)?.schema ?? {};
        for (const value of queryCandidates(schema)) {
          const query = plainQuery(`?${name}=${value}`);
          if (!query || !check(params, query)) continue;
          accepted += 1;
          const target = operation.path.replace(/\{([^}]+)\}/g, (_m, key: string) =>
            encodeURIComponent(params[key] ?? ''),
          );
          const answer = await fetch(`${base}${target}?${name}=${value}`);
          expect(answer.status, `${operation.operationId} ${name}=${value}: ${await answer.text()}`).to.equal(
            299,
          );
        }
      }
      if (service === 'referential') expect(accepted).to.be.greaterThan(0);
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

  it('checks an instant and a date in the query, and leaves a query it cannot read as given to the validator', () => {
    const getStation = plainParamsCheck(operation('getStation'));
    const id = randomUUID();
    const year = new Date().getUTCFullYear();
    expect(getStation?.({ id }, { asKnownAt: `${year}-01-05T08:00:00Z` })).to.equal(true);
    expect(getStation?.({ id }, { asKnownAt: `${year}-01-05T08:00:00.5+01:00` })).to.equal(true);
    expect(getStation?.({ id }, { asKnownAt: `${year}-02-30T08:00:00Z` })).to.equal(false);
    expect(getStation?.({ id }, { asKnownAt: `${year}-01-05` })).to.equal(false);
    expect(getStation?.({ id }, { at: `${year}-01-05` })).to.equal(true);
    expect(getStation?.({ id }, { at: `${year}-01-32` })).to.equal(false);
    expect(getStation?.({ id }, { unknown: 'x' })).to.equal(false);
    expect(plainQuery('/a?asKnownAt=x&at=y')).to.deep.equal({ asKnownAt: 'x', at: 'y' });
    expect(plainQuery('/a')).to.deep.equal({});
    expect(plainQuery('/a?at=x&at=y')).to.equal(undefined);
    expect(plainQuery('/a?at')).to.equal(undefined);
    expect(plainQuery('/a?at=2026-01-05T08:00:00+01:00')).to.equal(undefined);
  });

  it('leaves to the validator an operation taking a body, a header or an integer in its path; a required date in the query is read', () => {
    expect(plainParamsCheck(operation('getBay'))).to.not.equal(undefined);
    expect(plainParamsCheck(operation('searchBays'))).to.not.equal(undefined);
    expect(plainParamsCheck(operation('createBay'))).to.equal(undefined);
    expect(plainParamsCheck(operation('correctBay'))).to.equal(undefined);
    expect(plainParamsCheck(operation('getGtfsRealtimeTripUpdates'))).to.equal(undefined);
    expect(plainParamsCheck(operation('listStationCalls'))).to.not.equal(undefined);
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
