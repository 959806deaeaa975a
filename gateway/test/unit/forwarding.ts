/**
 * The gateway's forward (`upstreamProxy`, its circuit and agent) alone, in front of a service
 * the test runs: what the unit tests of the forward send their requests through.
 */
import type http from 'node:http';
import { createHttpServer, createLogger, createMetrics, drainable } from '@transport/platform';
import { listenOnLoopback } from '@transport/platform/testing/loopback';
import { upstreamCircuit, upstreamProxy } from '../../src/upstream-proxy.ts';

/**
 * A server forwarding every request to the rules service at `serviceUrl` with the request id
 * `requestId`, a 10 s timeout and a circuit that does not open in a test; `received` runs on
 * each request as it arrives. Answers the server and its base URL.
 */
export async function forwardingGateway(
  serviceUrl: string,
  requestId: string,
  received: (req: http.IncomingMessage) => void = () => {},
): Promise<{ gateway: http.Server; base: string }> {
  const upstream = { name: 'rules', prefix: '/rules/v1', url: serviceUrl };
  const metrics = createMetrics(requestId);
  const logger = createLogger(requestId, 'silent');
  const circuit = upstreamCircuit(upstream, metrics, logger, {
    failureThreshold: 1000,
    halfOpenAfterMs: 10_000,
  });
  const forward = upstreamProxy(upstream, 10_000, metrics, logger, circuit);
  // The server the gateway listens with (`serveUntilSignalled`): the platform's, able to drain.
  const gateway = createHttpServer(
    (req, res) => {
      req.requestId = requestId;
      received(req);
      forward(req, res, () => res.writeHead(500).end());
    },
    { traced: false },
  );
  drainable(gateway);
  return { gateway, base: await listenOnLoopback(gateway) };
}
