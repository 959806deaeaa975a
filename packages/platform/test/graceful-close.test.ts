import http from 'node:http';
import { connect } from 'node:net';
import { expect } from 'chai';
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
  it('answers every request it received, tells keep-alive clients to close, and takes no new connection', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const server = createHttpServer((req, res) => {
      if (req.url === '/slow') void released.then(() => res.end('slow done'));
      else res.end('fast');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const drain = drainable(server);
    try {
      // One connection left idle after a request (a raw socket: the suite's HTTP mocking
      // changes what an http.Agent keeps), two busy with a slow request each.
      const idle = connect(Number(new URL(url).port), '127.0.0.1');
      idle.write('GET /fast HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
      await new Promise<void>((resolve) => {
        let answer = '';
        idle.on('data', (chunk: Buffer) => {
          answer += chunk.toString();
          if (answer.endsWith('fast')) resolve();
        });
      });
      const idleClosed = new Promise<void>((resolve) => idle.once('close', () => resolve()));
      const slow = [1, 2].map(() => get(`${url}/slow`, new http.Agent({ keepAlive: true })));
      await new Promise((resolve) => setTimeout(resolve, 100));

      let closedAt: number | undefined;
      const closing = drain.closeGracefully(5_000).then(() => (closedAt = Date.now()));
      await idleClosed;
      const refused = await get(`${url}/fast`, new http.Agent()).catch((e: NodeJS.ErrnoException) => e.code);
      expect(refused).to.equal('ECONNREFUSED');
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
    const hanging = get(`${url}/never`, new http.Agent()).catch((e: NodeJS.ErrnoException) => e.code);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await drainable(server).closeGracefully(200);
    expect(await hanging).to.equal('ECONNRESET');
  });
});
