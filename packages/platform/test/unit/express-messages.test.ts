/**
 * A service's HTTP server makes an express app's requests and responses with the app's own
 * prototypes (`createHttpServer`, ADR 0139), so that express's per-request prototype setting
 * changes nothing. What a client receives must be what the same app answers on Node's own
 * classes: one app is served both ways and every answer compared.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import express, { type Express } from 'express';
import { createHttpServer } from '../../src/service-runtime.ts';

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

function ask(
  port: number,
  method: string,
  path: string,
  headers: http.OutgoingHttpHeaders = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const { date: _date, ...rest } = res.headers;
        resolve({ status: res.statusCode ?? 0, headers: rest, body: Buffer.concat(chunks).toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe("an express app's requests and responses made with its prototypes", function () {
  let app: Express;
  let seen: { request: boolean; response: boolean } | undefined;
  const servers: http.Server[] = [];
  let platformPort: number;
  let nodePort: number;

  before(async () => {
    app = express();
    app.disable('x-powered-by');
    app.set('etag', false);
    // Express's own request and response helpers, each read from what it set on them.
    app.get('/echo/:name', (req, res) => {
      res.set('X-Seen', `${req.params.name} ${req.get('x-caller') ?? '-'} ${req.hostname} ${req.protocol}`);
      res.status(req.query.status ? Number(req.query.status) : 200).json({
        name: req.params.name,
        query: req.query,
        fresh: req.fresh,
        accepts: req.accepts(['json', 'text']),
      });
    });
    app.get('/moved', (_req, res) => res.redirect(303, '/echo/a'));
    app.get('/text', (_req, res) => res.type('text').send('é 𝄞'));
    const platform = createHttpServer(app);
    // Before express's `app.handle`: what the server itself made.
    platform.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
      seen = {
        request: Object.getPrototypeOf(req) === app.request,
        response: Object.getPrototypeOf(res) === app.response,
      };
    });
    const node = http.createServer(app);
    node.keepAliveTimeout = platform.keepAliveTimeout; // announced in each answer's `Keep-Alive`
    servers.push(platform, node);
    platformPort = await listen(platform);
    nodePort = await listen(node);
  });
  after(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))));

  it("are made by the server with the app's prototypes before express is given them", async () => {
    seen = undefined;
    const answer = await ask(platformPort, 'GET', '/echo/a');
    expect(answer.status).to.equal(200);
    expect(seen).to.deep.equal({ request: true, response: true });
  });

  for (const [method, path, headers] of [
    ['GET', '/echo/a?x=1&x=2&y=%C3%A9', { 'x-caller': 'c1' }],
    ['GET', '/echo/b?status=201', { accept: 'text/plain' }],
    ['HEAD', '/echo/c', {}],
    ['GET', '/moved', {}],
    ['GET', '/text', {}],
    ['GET', '/nowhere', {}],
  ] as const) {
    it(`answers ${method} ${path} as the app does on Node's own classes`, async () => {
      const [platform, node] = await Promise.all([
        ask(platformPort, method, path, headers),
        ask(nodePort, method, path, headers),
      ]);
      expect(platform).to.deep.equal(node);
    });
  }

  it("keeps Node's classes for a listener that is not an express app", async () => {
    const server = createHttpServer((req, res) => {
      res.end(
        `${Object.getPrototypeOf(req) === http.IncomingMessage.prototype} ${res instanceof http.ServerResponse}`,
      );
    });
    servers.push(server);
    const answer = await ask(await listen(server), 'GET', '/');
    expect(answer.body).to.equal('true true');
  });
});
