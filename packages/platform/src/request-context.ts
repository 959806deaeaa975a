/**
 * The identity of the request being served, available to any code below the HTTP layer (for
 * example an outgoing client that must pass `X-Request-Id` and `traceparent` on).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Principal } from './auth.ts';

export interface RequestContext {
  requestId: string;
  traceparent?: string;
  principal?: Principal;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

/** Headers an outgoing call makes to carry the current request's identity downstream. */
export function propagationHeaders(): Record<string, string> {
  const context = storage.getStore();
  if (!context) return {};
  return {
    'x-request-id': context.requestId,
    ...(context.traceparent ? { traceparent: context.traceparent } : {}),
  };
}
