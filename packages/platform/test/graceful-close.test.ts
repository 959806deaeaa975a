import http from 'node:http';
import { connect } from 'node:net';
import { expect } from 'chai';
import { drainable } from '../src/service-runtime.ts';

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

describe('closing a server gracefully', () => {
  it('answers every request it received, tells keep-alive clients to close, and takes no new connection', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const server = http.createServer((req, res) => {
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
