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

/** Whether each operation takes `asKnownAt`, found once per operation, not on every answer. */
const takingAsKnownAt = new WeakMap<Operation, boolean>();

/** Whether the operation takes `asKnownAt`: its answers state both instants. */
export function takesAsKnownAt(operation: Operation): boolean {
  let takes = takingAsKnownAt.get(operation);
  if (takes === undefined) {
    takes = operation.parameters.some(
      (parameter) => parameter.in === 'query' && parameter.name === 'asKnownAt',
    );
    takingAsKnownAt.set(operation, takes);
  }
  return takes;
}

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
  // The instant read, when none was asked, gives its day as it is: not its text parsed again.
  const instant = asKnownAt ?? clock.now();
  const knownAt = typeof instant === 'string' ? instant : instant.toISOString();
  const validAt =
    set[VALID_AT_HEADER] ??
    (typeof query.at === 'string'
      ? query.at
      : clock.dayOf(typeof instant === 'string' ? Date.parse(instant) : instant));
  return { ...set, [KNOWN_AT_HEADER]: set[KNOWN_AT_HEADER] ?? knownAt, [VALID_AT_HEADER]: validAt };
}
