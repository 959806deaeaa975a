import http from 'node:http';
import { connect } from 'node:net';
import { expect } from 'chai';
import { testEnvironment } from '@transport/dev-stack';
import { withWriteGate, writeGateOf } from '../src/commit-gate.ts';
import { createDatabase, type Database } from '../src/db.ts';
import { sendProblem } from '../src/http/problems.ts';
import { createLogger } from '../src/logger.ts';
import { createHttpServer, drainable, KEEP_ALIVE_TIMEOUT_MS } from '../src/service-runtime.ts';

/** A GET on `agent`, answered with its status, its `Connection` header and its body. */
function get(url: string, agent: http.Agent): Promise<{ status: number; connection?: string; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
        );
      })
      .on('error', reject);
  });
}

describe('keeping connections alive', () => {
  it('keeps an idle connection open beyond the idle timeouts of the clients in front, and says so', async function () {
    this.timeout(15_000);
    const server = createHttpServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const socket = connect(port, '127.0.0.1');
    const answers: string[] = [];
    let closed = false;
    socket.on('close', () => (closed = true));
    const answer = () =>
      new Promise<string>((resolve) => {
        let text = '';
        const onData = (chunk: Buffer) => {
          text += chunk.toString();
          if (text.endsWith('ok')) {
            socket.off('data', onData);
            resolve(text);
          }
        };
        socket.on('data', onData);
      });
    try {
      const request = 'GET / HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n';
      socket.write(request);
      answers.push(await answer());
      // Past Node's default of 5 s (and the 1 s it adds before closing): a client with a 4 s
      // idle timeout, on a busy event loop, could be sending on the connection just then.
      await new Promise((resolve) => setTimeout(resolve, 6_500));
      expect(closed).to.equal(false);
      socket.write(request);
      answers.push(await answer());
      expect(answers).to.have.length(2);
      expect(answers[0]).to.match(
        new RegExp(`\\r\\nkeep-alive: timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}\\r\\n`, 'i'),
      );
    } finally {
      socket.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('closing a server gracefully', () => {
  it('answers every request it received, tells keep-alive clients to close, refuses the requests of new connections, and stops listening once clients stop connecting', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let slowHeld = 0;
    let bothHeld!: () => void;
    const held = new Promise<void>((resolve) => (bothHeld = resolve));
    const server = createHttpServer((req, res) => {
      if (req.url === '/slow') {
        slowHeld += 1;
        if (slowHeld === 2) bothHeld();
        void released.then(() => res.end('slow done'));
      } else res.end('fast');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const drain = drainable(server);
    try {
      // One connection left idle after a request (a raw socket: the suite's HTTP mocking
      // changes what an http.Agent keeps), two busy with a slow request each.
      const idle = connect(Number(new URL(url).port), '127.0.0.1');
      let idleText = '';
      const idleAnswers = (n: number) =>
        new Promise<void>((resolve) => {
          const check = () => {
            if (idleText.split('fast').length - 1 >= n) resolve();
          };
          idle.on('data', (chunk: Buffer) => {
            idleText += chunk.toString();
            check();
          });
        });
      const request = 'GET /fast HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n';
      idle.write(request);
      await idleAnswers(1);
      const idleClosed = new Promise<void>((resolve) => idle.once('close', () => resolve()));
      const slow = [1, 2].map(() => get(`${url}/slow`, new http.Agent({ keepAlive: true })));
      // The drain begins once the server holds both slow requests, not after a fixed wait: on a
      // busy machine one arrived after it began and was answered as a new connection's.
      await held;

      let closedAt: number | undefined;
      const closing = drain.closeGracefully(5_000).then(() => (closedAt = Date.now()));
      // A client still connecting is answered at once, one answer a connection, 503
      // service-stopping (nothing of its request done), until it stops; once no connection
      // came for a second, the server stops listening.
      const late = await get(`${url}/fast`, new http.Agent());
      expect(late).to.include({ status: 503, connection: 'close' });
      expect(JSON.parse(late.body)).to.include({ code: 'service-stopping' });
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const refused = await get(`${url}/fast`, new http.Agent()).catch((e: NodeJS.ErrnoException) => e.code);
      expect(refused).to.equal('ECONNREFUSED');
      // The idle connection is not closed under its client: its next request is answered, as
      // the last of the connection.
      idle.write(request);
      await idleAnswers(2);
      await idleClosed;
      expect(idleText.split('HTTP/1.1 200').slice(2).join('')).to.match(/\r\nconnection: close\r\n/i);
      expect(closedAt).to.equal(undefined);

      const releasedAt = Date.now();
      release();
      const answers = await Promise.all(slow);
      expect(answers).to.deep.equal([
        { status: 200, connection: 'close', body: 'slow done' },
        { status: 200, connection: 'close', body: 'slow done' },
      ]);
      await closing;
      expect(closedAt).to.be.at.least(releasedAt);
    } finally {
      server.closeAllConnections();
    }
  });

  it('cuts connections still busy once the grace period is over', async () => {
    const server = http.createServer(() => {
      // never answers
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    // The drain begins once the server holds the request (a request still on its way then would
    // be a new connection's, answered 503 at once): a fixed wait lost that race on a busy machine.
    const received = new Promise<void>((resolve) => server.once('request', () => resolve()));
    const hanging = get(`${url}/never`, new http.Agent()).catch((e: NodeJS.ErrnoException) => e.code);
    await received;
    await drainable(server).closeGracefully(200);
    expect(await hanging).to.equal('ECONNRESET');
  });
});

describe('the writes of a draining server', () => {
  let db: Database;
  const logger = createLogger('drain-test', 'silent');
  before(async () => {
    db = createDatabase({ url: await testEnvironment().createDatabase(), schema: 'public', poolMax: 4 });
    await db.raw('CREATE TABLE drained (code text PRIMARY KEY)');
  });
  after(() => db?.destroy());
  afterEach(() => db('drained').del());

  const codes = () => db('drained').orderBy('code').pluck('code') as Promise<string[]>;

  /**
   * A server whose requests write as a service's do (in their request's gate), each running
   * `write`: the answer is 201, or the problem of what it threw. `done` settles once every
   * handler has ended, whatever became of its connection.
   */
  async function writingServer(write: (code: string) => Promise<void>) {
    const handlers: Promise<void>[] = [];
    const server = createHttpServer((req, res) => {
      const code = (req.url ?? '/').slice(1);
      const gate = writeGateOf(req);
      res.once('close', () => {
        if (!res.writableFinished) gate.close('The client left before its answer');
      });
      handlers.push(
        withWriteGate(gate, () => write(code)).then(
          () => void res.writeHead(201).end(code),
          (error: unknown) =>
            sendProblem(res, gate.closed && !gate.committed ? gate.refusal(error) : error, req.url, logger),
        ),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
      url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
      drain: drainable(server),
      done: () => Promise.allSettled(handlers),
      server,
    };
  }

  it('rolls back a write still running when the grace is spent, and answers 503 instead of cutting it', async () => {
    const { url, drain, done, server } = await writingServer((code) =>
      db.transaction(async (trx) => {
        await trx('drained').insert({ code });
        await trx.raw('SELECT pg_sleep(3)');
      }),
    );
    try {
      const answer = get(`${url}/SLOW`, new http.Agent());
      await new Promise((resolve) => setTimeout(resolve, 200));
      await drain.closeGracefully(200, 1_000);
      const { status, body } = await answer;
      expect(status).to.equal(503);
      expect(JSON.parse(body)).to.include({ code: 'database-unavailable' });
      await done();
      expect(await codes()).to.deep.equal([]);
    } finally {
      server.closeAllConnections();
    }
  });

  it('never cuts a request whose write is committed: its answer comes after the grace', async () => {
    const { url, drain, done, server } = await writingServer(async (code) => {
      await db('drained').insert({ code });
      // Answered long after the grace and its settling time are spent.
      await new Promise((resolve) => setTimeout(resolve, 1_200));
    });
    try {
      const answer = get(`${url}/COMMITTED`, new http.Agent());
      await new Promise((resolve) => setTimeout(resolve, 200));
      await drain.closeGracefully(100, 100);
      expect(await answer).to.deep.include({ status: 201, body: 'COMMITTED' });
      await done();
      expect(await codes()).to.deep.equal(['COMMITTED']);
    } finally {
      server.closeAllConnections();
    }
  });

  it('commits nothing for a client that left before its answer', async () => {
    let left!: () => void;
    const clientGone = new Promise<void>((resolve) => (left = resolve));
    const { url, done, server } = await writingServer((code) =>
      db.transaction(async (trx) => {
        await trx('drained').insert({ code });
        await clientGone;
      }),
    );
    try {
      const request = http.get(`${url}/LEFT`, { agent: new http.Agent() });
      request.on('error', () => undefined);
      await new Promise((resolve) => setTimeout(resolve, 200));
      request.destroy();
      await new Promise((resolve) => setTimeout(resolve, 100));
      left();
      await done();
      expect(await codes()).to.deep.equal([]);
    } finally {
      server.closeAllConnections();
    }
  });
});
