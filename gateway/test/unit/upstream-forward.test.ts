/**
 * A forward that waited for a connection to its upstream (every connection the agent may open
 * busy) is given the gateway's whole timeout once it gets one, not the idle time of a kept
 * connection (`UPSTREAM_IDLE_MS`): the connection it is handed is one another forward just left,
 * the instant the agent would have pooled it (ADR 0162).
 */
import http from 'node:http';
import { expect } from 'chai';
import { listenOnLoopback } from '@transport/platform/testing/loopback';
import { UPSTREAM_IDLE_MS } from '../../src/upstream-proxy.ts';
import { forwardingGateway } from './forwarding.ts';

/** The connections the gateway's agent opens to one upstream at most (`upstreamAgent`). */
const MAX_CONNECTIONS = 256;

describe('upstream forward: a forward that waited for a connection', () => {
  let service: http.Server;
  let gateway: http.Server;
  let base: string;
  /** The service's requests held unanswered, by path. */
  const held = new Map<string, http.ServerResponse>();
  const arrived: string[] = [];
  let onArrival = () => {};

  before(async () => {
    service = http.createServer((req, res) => {
      req.resume();
      arrived.push(req.url ?? '');
      if (req.url === '/rules/v1/waited') {
        // Silent for longer than a kept connection's idle time, well within the gateway's timeout.
        setTimeout(
          () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"waited":true}'),
          UPSTREAM_IDLE_MS + 700,
        );
      } else held.set(req.url ?? '', res);
      onArrival();
    });
    ({ gateway, base } = await forwardingGateway(await listenOnLoopback(service), 'waited'));
  });

  after(async () => {
    gateway.closeAllConnections();
    service.closeAllConnections();
    await Promise.all([gateway, service].map((s) => new Promise((resolve) => s.close(resolve))));
  });

  it("is answered by the service after a silence longer than a kept connection's idle time, not 504", async function () {
    this.timeout(30_000);
    const caller = new http.Agent({ keepAlive: true, maxSockets: Infinity });
    const ask = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        http
          .get(`${base}${path}`, { agent: caller }, (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (body += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          })
          .on('error', reject);
      });
    const allArrived = (count: number) =>
      new Promise<void>((resolve) => {
        onArrival = () => {
          if (arrived.length >= count) resolve();
        };
        onArrival();
      });
    // Every connection the gateway may open to the service busy with a forward held unanswered.
    const busy = Array.from({ length: MAX_CONNECTIONS }, (_, i) => ask(`/rules/v1/busy/${i}`));
    await allArrived(MAX_CONNECTIONS);
    // This one waits in the gateway for a connection; answering one held forward frees one.
    const waited = ask('/rules/v1/waited');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(arrived, 'the forward waits for a connection').to.have.length(MAX_CONNECTIONS);
    held.get('/rules/v1/busy/0')?.writeHead(200).end('{}');
    const answer = await waited;
    for (const res of held.values()) if (!res.writableEnded) res.writeHead(200).end('{}');
    await Promise.all(busy);
    caller.destroy();
    expect(answer.status, answer.body).to.equal(200);
    expect(JSON.parse(answer.body)).to.deep.equal({ waited: true });
  });
});
