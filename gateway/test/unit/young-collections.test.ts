/**
 * What a forwarded request leaves behind once answered, as V8's young collections (scavenges)
 * see it: a request's objects must die young (ADR 0149, 0153, 0162). Each request below holds a
 * block of 64 KiB on the heap while the gateway's upstream proxy forwards it to a bare server;
 * the bytes the scavenges found alive are read from V8's own figures (`GCProfiler`).
 */
import http from 'node:http';
import { expect } from 'chai';
import { listenOnLoopback } from '@transport/platform/testing/loopback';
import { expectRequestsFreed } from '@transport/platform/testing/young-collections';
import { forwardingGateway } from './forwarding.ts';

const BLOCK_BYTES = 8192 * 8;
const REQUESTS = 1600;

describe('young collections: a forwarded request answered leaves nothing they keep', () => {
  let service: http.Server;
  let gateway: http.Server;
  let base: string;
  const seen: { headers?: http.IncomingHttpHeaders; url?: string } = {};
  let serviceUrl: string;

  before(async () => {
    service = http.createServer((req, res) => {
      seen.headers = req.headers;
      seen.url = req.url;
      req.resume();
      req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'));
    });
    serviceUrl = await listenOnLoopback(service);
    ({ gateway, base } = await forwardingGateway(serviceUrl, 'young', (req) => {
      // What a request holds while it is forwarded (its headers, its principal, ...).
      (req as http.IncomingMessage & { held?: number[] }).held = new Array<number>(8192).fill(Math.random());
    }));
  });

  after(async () => {
    gateway.closeAllConnections();
    service.closeAllConnections();
    await Promise.all([gateway, service].map((s) => new Promise((resolve) => s.close(resolve))));
  });

  it("forwards the caller's headers with this hop's added to those of a proxy before it", async () => {
    const answer = await fetch(`${base}/rules/v1/rules/r1/resolution?at=now`, {
      method: 'DELETE',
      headers: { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https', 'x-trace': 'kept' },
    });
    expect(answer.status).to.equal(200);
    expect(await answer.json()).to.deep.equal({ ok: true });
    const gatewayHost = new URL(base).host;
    expect(seen.headers).to.include({
      'x-forwarded-for': '203.0.113.7,127.0.0.1',
      'x-forwarded-proto': 'https,http',
      'x-forwarded-port': gatewayHost.split(':')[1],
      'x-forwarded-host': gatewayHost,
      'x-trace': 'kept',
      'x-request-id': 'young',
      'content-length': '0',
    });
    expect(seen.headers?.host).to.equal(new URL(serviceUrl).host);
    expect(seen.url).to.equal('/rules/v1/rules/r1/resolution?at=now');
  });

  it('lets the scavenges free each forwarded request: what they find alive is not the requests', async function () {
    // 1,600 forwards: seconds idle, more on a loaded machine (the test counts bytes, not time).
    this.timeout(120_000);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    const ask = () =>
      new Promise<void>((resolve, reject) => {
        http
          .get(`${base}/rules/v1/rules/r1/resolution`, { agent }, (res) => {
            expect(res.statusCode).to.equal(200);
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
    expect(seen.headers?.['x-request-id']).to.equal('young');
  });
});
