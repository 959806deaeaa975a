/**
 * What a request leaves behind once answered, as V8's young collections (scavenges) see it: a
 * request's objects must die young. The request a handler is given (`dispatch.ts`) once made its
 * client-left signal with a getter written in an object literal made per request; V8 kept what
 * that getter reached (the request, its answer) alive through every scavenge until a full
 * collection, which is what the rules service's scavenges copied at every request and its
 * longest pauses cost (ADR 0153). Each request below holds a block of 64 KiB on the heap; the
 * bytes the scavenges found alive are read from V8's own figures (`GCProfiler`), as the bench
 * prints them.
 */
import http from 'node:http';
import { expect } from 'chai';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createClock } from '../../src/clock.ts';
import { dispatchOperations } from '../../src/http/dispatch.ts';
import { ok, type ApiRequest } from '../../src/http/replies.ts';
import { createLogger, type ApiSpec, type Operation } from '../../src/index.ts';
import { createHttpServer, drainable } from '../../src/service-runtime.ts';
import { listenOnLoopback } from '../../src/testing/loopback.ts';
import { expectRequestsFreed } from '../../src/testing/young-collections.ts';

const OPERATION = { operationId: 'readThing', readOnly: true, parameters: [] } as unknown as Operation;
/** Each request's block: 8,192 doubles, 64 KiB on the V8 heap. */
const BLOCK_BYTES = 8192 * 8;
const REQUESTS = 1600;

/**
 * The platform's server (`createHttpServer`, made drainable as a service's is with `drains`)
 * answering with `answer` for the describe block that calls it, each request holding a block:
 * answers the server's base URL once it listens.
 */
function servedByThePlatform(answer: http.RequestListener, { drains = false } = {}): () => string {
  let server: http.Server;
  let base = '';
  before(async () => {
    server = createHttpServer(
      (req, res) => {
        holdBlock(req);
        answer(req, res);
      },
      { traced: false },
    );
    if (drains) drainable(server);
    base = await listenOnLoopback(server);
  });
  after(() => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  });
  return () => base;
}

/** What a request holds while it is served (its body, parsed answers, ...): a block on the heap. */
function holdBlock(req: http.IncomingMessage): void {
  (req as http.IncomingMessage & { held?: number[] }).held = new Array<number>(8192).fill(Math.random());
}

describe('young collections: a request answered leaves nothing they keep', () => {
  let server: http.Server;
  let base: string;
  const seen: { signalAborted?: boolean; requestId?: string; params?: unknown } = {};

  before(async () => {
    const app = express();
    app.use((req: Request, _res: Response, next: NextFunction) => {
      req.operation = OPERATION;
      req.operationParams = { thingId: 't1' };
      req.principal = { subject: 'tester', permissions: [] } as unknown as Request['principal'];
      req.requestId = String(req.headers['x-request-id'] ?? 'r');
      holdBlock(req);
      next();
    });
    app.use(
      dispatchOperations({
        service: 'test',
        spec: { operations: [OPERATION] } as unknown as ApiSpec,
        handlers: {
          readThing: ((request: ApiRequest) => {
            if (request.requestId === 'first') {
              seen.requestId = request.requestId;
              seen.params = request.params;
              seen.signalAborted = request.signal.aborted;
            }
            return ok({ id: 't1' });
          }) as never,
        },
        logger: createLogger('test', 'silent'),
        clock: createClock('UTC'),
      }),
    );
    server = http.createServer(app);
    base = await listenOnLoopback(server);
  });

  after(() => new Promise((resolve) => server.close(resolve)));

  it("gives the handler the request's parameters, id and a signal made when read", async () => {
    const answer = await fetch(`${base}/things/t1`, { headers: { 'x-request-id': 'first' } });
    expect(answer.status).to.equal(200);
    expect(await answer.json()).to.deep.equal({ id: 't1' });
    expect(seen).to.deep.equal({ requestId: 'first', params: { thingId: 't1' }, signalAborted: false });
  });

  it('lets the scavenges free each answered request: what they find alive is not the requests', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    const ask = () =>
      new Promise<void>((resolve, reject) => {
        http
          .get(`${base}/things/t1`, { agent }, (res) => {
            res.resume();
            res.on('end', resolve);
          })
          .on('error', reject);
      });
    try {
      await expectRequestsFreed(ask, REQUESTS, BLOCK_BYTES);
    } finally {
      agent.destroy();
    }
  });
});

describe("young collections: the platform's server answering requests with a body leaves nothing they keep", () => {
  // The platform's own server (`createHttpServer`): an answer to a request with a body is the
  // one whose head may have to close the connection (ADR 0184).
  const base = servedByThePlatform((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(201, { 'content-type': 'application/json' }).end('{"ok":true}'));
  });

  it('lets the scavenges free each request with a body: what they find alive is not the requests', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    const ask = () =>
      new Promise<void>((resolve, reject) => {
        http
          .request(
            `${base()}/things`,
            { agent, method: 'POST', headers: { 'content-type': 'application/json' } },
            (res) => {
              expect(res.statusCode).to.equal(201);
              expect(res.headers.connection).to.equal('keep-alive');
              res.resume();
              res.on('end', resolve);
            },
          )
          .on('error', reject)
          .end('{"name":"x"}');
      });
    try {
      await expectRequestsFreed(ask, REQUESTS, BLOCK_BYTES);
    } finally {
      agent.destroy();
    }
  });
});

describe("young collections: a served process's server, which can drain, leaves nothing they keep", () => {
  // The server a service listens with (`serveUntilSignalled`): its drain knows the requests
  // being answered and the connections open, held in sets whose members come and go with each
  // request and connection (ADR 0185).
  const base = servedByThePlatform(
    (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'),
    { drains: true },
  );

  const asking = (agent: http.Agent | false) => () =>
    new Promise<void>((resolve, reject) => {
      http
        .get(`${base()}/things/t1`, { agent }, (res) => {
          expect(res.statusCode).to.equal(200);
          res.resume();
          res.on('end', resolve);
        })
        .on('error', reject);
    });

  it('lets the scavenges free each request answered on a kept connection', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    try {
      await expectRequestsFreed(asking(agent), REQUESTS, BLOCK_BYTES);
    } finally {
      agent.destroy();
    }
  });

  it('lets the scavenges free each connection closed, with the request it carried', async () => {
    await expectRequestsFreed(asking(false), REQUESTS, BLOCK_BYTES);
  });
});
