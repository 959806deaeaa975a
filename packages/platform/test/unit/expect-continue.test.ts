/**
 * `Expect: 100-continue` and bodies left unread, on the server every process runs
 * (`createHttpServer`): a client asking before it sends a large body hears `100 Continue` only
 * when the body is wanted, another expectation is a 417 problem, and a refusal before or part
 * way through a body closes the connection, whose next bytes would be the rest of that body. The client is a raw socket, so
 * what the server writes, and in which order, is seen as sent.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { expect } from 'chai';
import { createHttpServer } from '../../src/service-runtime.ts';

const LIMIT = 64 * 1024;

/** Refuses at once on `/refuse`; reads the body on `/read`, refusing it past `LIMIT` bytes. */
function app(req: IncomingMessage, res: ServerResponse) {
  if (req.url === '/refuse') {
    res.statusCode = 401;
    res.end('no token');
    return;
  }
  let read = 0;
  req.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > LIMIT && !res.headersSent) {
      req.pause();
      res.statusCode = 413;
      res.end('too large');
    }
  });
  req.on('end', () => {
    if (!res.headersSent) res.end(`read ${read}`);
  });
}

/** What the server wrote on `socket` until `done` says enough, and whether it closed it. */
function heard(socket: Socket, done: (text: string) => boolean): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      if (done(text)) resolve({ text, closed: false });
    });
    socket.on('close', () => resolve({ text, closed: true }));
  });
}

describe('Expect: 100-continue and bodies left unread', () => {
  const server = createHttpServer(app, { traced: false });
  let port = 0;
  before(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  after(() => new Promise((resolve) => server.close(resolve)));

  const open = () =>
    new Promise<Socket>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => resolve(socket));
    });
  const head = (path: string, length: number, expectContinue: boolean) =>
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${length}\r\n` +
    `${expectContinue ? 'Expect: 100-continue\r\n' : ''}\r\n`;

  it('answers a request refused before its body with its final status, no 100 Continue, and closes', async () => {
    const socket = await open();
    const answer = heard(socket, () => false);
    socket.write(head('/refuse', 50_000_000, true));
    const { text, closed } = await answer;
    expect(text.split('\r\n')[0]).to.equal('HTTP/1.1 401 Unauthorized');
    expect(text).not.to.include('100 Continue');
    expect(text.toLowerCase()).to.include('connection: close');
    expect(closed).to.equal(true);
  });

  it('sends 100 Continue once the body is read, then answers on a connection kept open', async () => {
    const socket = await open();
    const continued = heard(socket, (text) => text.includes('\r\n\r\n'));
    socket.write(head('/read', 1_000, true));
    expect((await continued).text).to.equal('HTTP/1.1 100 Continue\r\n\r\n');
    socket.removeAllListeners('data');
    const answer = heard(socket, (text) => text.endsWith('read 1000'));
    socket.write('x'.repeat(1_000));
    const { text, closed } = await answer;
    expect(text.split('\r\n')[0]).to.equal('HTTP/1.1 200 OK');
    expect(text.toLowerCase()).to.include('connection: keep-alive');
    expect(closed).to.equal(false);
    socket.destroy();
  });

  it('answers an expectation other than 100-continue with a 417 problem naming headers.expect, and closes', async () => {
    const socket = await open();
    const answer = heard(socket, () => false);
    socket.write('POST /read HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nExpect: 200-ok\r\n\r\nhi');
    const { text, closed } = await answer;
    expect(text.split('\r\n')[0]).to.equal('HTTP/1.1 417 Expectation Failed');
    expect(text.toLowerCase()).to.include('content-type: application/problem+json');
    const problem = JSON.parse(text.slice(text.indexOf('{')));
    expect(problem).to.deep.include({
      status: 417,
      code: 'invalid-request',
      detail: 'The request expects "200-ok"; only 100-continue is taken.',
    });
    expect(problem.errors).to.deep.equal([
      { field: 'headers.expect', message: 'must be 100-continue, or left out' },
    ]);
    expect(closed).to.equal(true);
  });

  it('closes the connection of a body refused part way through, whose rest is not read', async () => {
    const socket = await open();
    const answer = heard(socket, () => false);
    socket.write(head('/read', 10_000_000, false));
    socket.write('x'.repeat(LIMIT * 2));
    const { text, closed } = await answer;
    expect(text.split('\r\n')[0]).to.equal('HTTP/1.1 413 Payload Too Large');
    expect(text.toLowerCase()).to.include('connection: close');
    expect(closed).to.equal(true);
  });
});
