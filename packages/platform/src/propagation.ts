/**
 * What a service passes on when it calls another on behalf of a request: the request's
 * `X-Request-Id` and, when its caller sent one, its `traceparent`, so that both travel from
 * the gateway to a service and on to the referential. Handlers hand them down explicitly: an
 * AsyncLocalStorage would do it implicitly, but in Node 20 it runs a hook for every promise
 * and async resource of the process, whether or not the request calls anyone.
 *
 * With tracing on (`tracingEnabled`), the `traceparent` sent is the one the instrumentation
 * writes for the outgoing call's span (a child of this request's span), so it is not copied.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { tracingEnabled } from './tracing.ts';

/** Headers to add to a downstream call made for a request. */
export type Propagation = Readonly<Record<string, string>>;

export function propagationHeaders(request: {
  requestId: string;
  headers: IncomingHttpHeaders;
}): Propagation {
  const traceparent = request.headers.traceparent;
  return {
    'x-request-id': request.requestId,
    ...(typeof traceparent === 'string' && !tracingEnabled ? { traceparent } : {}),
  };
}
