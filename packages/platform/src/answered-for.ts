/**
 * Every read that takes `asKnownAt` states the two instants its answer is for, in two headers
 * of one convention for every family (ADR 0062): `Known-At`, the instant of the registry's
 * knowledge it was read from (the `asKnownAt` given when past, else the instant it was read),
 * and `Valid-At`, the date of the world it describes (the `at` given, else the business date
 * of `Known-At`). A read whose valid time is named otherwise (a service date, a board's
 * instant, a feed's period) sets `Valid-At` itself; it is kept. Headers, not fields: the GTFS
 * feeds answer a zip or protocol buffers, and a record's body stays the record.
 */
import type { Clock } from './clock.ts';
import type { Operation } from './openapi.ts';

export const KNOWN_AT_HEADER = 'Known-At';
export const VALID_AT_HEADER = 'Valid-At';

/** Whether the operation takes `asKnownAt`: its answers state both instants. */
export const takesAsKnownAt = (operation: Operation) =>
  operation.parameters.some((parameter) => parameter.in === 'query' && parameter.name === 'asKnownAt');

/**
 * The two headers of a success answer of `operation`, `set` (the handler's own headers) kept;
 * none for an operation without `asKnownAt` or an answer that is not a success.
 */
export function answeredForHeaders(
  operation: Operation,
  status: number,
  query: { at?: unknown },
  asKnownAt: string | undefined,
  clock: Clock,
  set: Record<string, string> = {},
): Record<string, string> | undefined {
  if (status < 200 || status >= 300 || !takesAsKnownAt(operation)) return undefined;
  const knownAt = asKnownAt ?? clock.now().toISOString();
  const validAt =
    set[VALID_AT_HEADER] ?? (typeof query.at === 'string' ? query.at : clock.dayOf(new Date(knownAt)));
  return { ...set, [KNOWN_AT_HEADER]: set[KNOWN_AT_HEADER] ?? knownAt, [VALID_AT_HEADER]: validAt };
}
