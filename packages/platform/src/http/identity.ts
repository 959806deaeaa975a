/**
 * A request's identity and its trace in the logs and metrics: the request id, one log line and
 * one `http_server_requests_seconds` observation per request, the caller's trace id.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { newId } from '../ids.ts';
import type { Logger } from '../logger.ts';
import type { Metrics } from '../metrics.ts';
import { recordRoute, tracingEnabled } from '../tracing.ts';

/**
 * Request id (the caller's `X-Request-Id` when well-formed, else a new one), the request
 * context, one log line and one `http_server_requests_seconds` observation per request.
 * `templateOf` names the templated route (the contract's path) of a request, when it has one.
 */
export function requestIdentity<Req extends IncomingMessage>(
  logger: Logger,
  metrics: Metrics,
  templateOf: (req: Req, path: string) => string | undefined,
) {
  return (req: Req, res: ServerResponse, next: () => void) => {
    const incoming = req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && /^[\w.:-]{1,128}$/.test(incoming) ? incoming : newId();
    req.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    // As asked: a HEAD is served as its GET (`req.method` rewritten), and logged as a HEAD.
    const method = req.method ?? 'GET';
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      // express rewrites `url` inside mounted routers (the documentation's assets): the path
      // the caller asked for is its `originalUrl`.
      const path = pathOf((req as { originalUrl?: string }).originalUrl ?? req.url);
      const route = templateOf(req, path) ?? routeOf(path);
      if (route !== 'unmatched') recordRoute(route);
      metrics.httpServerRequests.observe({ method, route, status: String(res.statusCode) }, seconds);
      logger.info(
        {
          requestId,
          method,
          route,
          status: res.statusCode,
          durationMs: Math.round(seconds * 1e4) / 10,
          subject: req.principal?.subject,
          // Tracing off: the caller's trace id, from its `traceparent` (on: the logger's mixin
          // adds the trace and span ids of this request's span).
          ...(tracingEnabled ? {} : traceIdOf(req.headers.traceparent)),
        },
        'request served',
      );
    });
    next();
  };
}

/** The trace id of a W3C `traceparent` (`00-<32 hex>-<16 hex>-<2 hex>`), when it is one. */
function traceIdOf(traceparent: string | string[] | undefined): { traceId?: string } {
  return typeof traceparent === 'string' && traceparent.length === 55 && traceparent[2] === '-'
    ? { traceId: traceparent.slice(3, 35) }
    : {};
}

/** The path of a request target, without its query. */
export function pathOf(url: string | undefined): string {
  if (url === undefined) return '/';
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

function routeOf(path: string): string {
  if (path === '/mcp') return '/mcp';
  if (path.startsWith('/swagger-ui') || path === '/v3/api-docs') return path.split('/').slice(0, 2).join('/');
  return 'unmatched';
}
