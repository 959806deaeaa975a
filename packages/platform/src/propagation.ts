/**
 * What a service passes on when it calls another on behalf of a request: the request's
 * `X-Request-Id` and, when its caller sent one, its `traceparent`, so that both travel from
 * the gateway to a service and on to the referential. Handlers hand them down explicitly: an
 * AsyncLocalStorage would do it implicitly, but in Node 20 it runs a hook for every promise
 * and async resource of the process, whether or not the request calls anyone.
 *
 * With tracing on (`tracingEnabled`), the `traceparent` a `fetch` sends is the one the undici
 * instrumentation writes for the call's span (a child of this request's span), so it is not
 * copied; a call made with `node:http` has no span, and takes this request's span's context
 * from `injectTraceContext`.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { context, propagation } from '@opentelemetry/api';
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

/**
 * With tracing on, writes the context of the current span (the request's) into `headers` of a
 * call made with `node:http` (`traceparent`, and `tracestate` when it has one), replacing the
 * caller's: such a call has no span of its own (ADR 0039), so the called service's span is a
 * child of this request's. Off, or outside a traced request, it writes nothing.
 */
export function injectTraceContext(headers: IncomingHttpHeaders | Record<string, string>): void {
  if (tracingEnabled) propagation.inject(context.active(), headers);
}
