/**
 * Between the hop floor and the gateway: the gateway's own upstream proxy (its forwarding
 * `http.request` with the gateway's options, its circuit, per-upstream metrics and headers)
 * behind a bare node server, with no request identity, token check or request log. Set
 * beside the hop floor and the gateway, it shows what the proxy costs over a bare hop, and what
 * the gateway's own work costs over the proxy.
 */
import http from 'node:http';
import { createLogger, createMetrics } from '@transport/platform';
import { upstreamCircuit, upstreamProxy } from '@transport/gateway';

const upstream = {
  name: 'referential',
  prefix: '/referential/v1',
  url: process.env.TARGET_URL ?? 'http://127.0.0.1:8081',
};
const metrics = createMetrics('proxy-floor');
const logger = createLogger('proxy-floor', 'warn');
const proxy = upstreamProxy(
  upstream,
  10_000,
  metrics,
  logger,
  upstreamCircuit(upstream, metrics, logger, { failureThreshold: 5, halfOpenAfterMs: 10_000 }),
);

http
  .createServer((req, res) => {
    if (req.url === '/ready') {
      res.end('ok');
      return;
    }
    req.requestId = 'proxy-floor';
    proxy(req, res, () => res.writeHead(500).end());
  })
  .listen(Number(process.env.PORT));
