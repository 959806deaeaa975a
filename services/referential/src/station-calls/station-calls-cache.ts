/**
 * Station calls are the most polled read of the registry (every display asks for its station
 * every few seconds) and among the largest answers (5,000 calls make megabytes), while
 * timetables change rarely. Answers are kept per (service date, stations) with the version
 * they were computed at, and serve a reader of that version only; the version moves forward in
 * the same transaction as any write to what the answer reads (see the timetable_version
 * migration), and a newer answer replaces the older one, so that entries no reader can ask for
 * again do not stay in memory (they would weigh on every garbage collection) until evicted.
 *
 * The version is read before the answer is computed: an answer computed after a concurrent
 * write committed is newer than its key says, never older, so no reader is served stale data.
 */

import { LRUCache, type Metrics } from '@transport/platform';

export interface StationCallsCache<V = string> {
  get(version: number | string, serviceDate: string, stationIds: string[]): V | undefined;
  set(version: number | string, serviceDate: string, stationIds: string[], value: V): void;
  /** What is kept for (serviceDate, stations), whatever its version; not counted as a lookup. */
  latest(serviceDate: string, stationIds: string[]): { version: number | string; value: V } | undefined;
}

/**
 * Eviction rule: the answers read least recently are dropped once the total size of those held
 * (`sizeOf`, the length of a JSON text by default) passes `maxBytes`; an answer larger than that
 * is not kept. Lookups are counted as `cache_lookups_total{cache}` (`station-calls` unless named
 * otherwise).
 */
export function createStationCallsCache<V = string>(
  metrics: Metrics,
  maxBytes = 64 * 1024 * 1024,
  cache = 'station-calls',
  sizeOf: (value: V) => number = (value) => (value as string).length,
): StationCallsCache<V> {
  const entries = new LRUCache<string, { version: number | string; value: V }>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(sizeOf(entry.value), 1),
  });
  const keyOf = (serviceDate: string, stationIds: string[]) =>
    `${serviceDate}|${[...stationIds].sort().join(',')}`;

  return {
    get(version, serviceDate, stationIds) {
      const key = keyOf(serviceDate, stationIds);
      // Peeked first: an answer of another version is no hit and is not made recent.
      const entry = entries.peek(key);
      const found = entry !== undefined && entry.version === version;
      metrics.cacheLookups.inc({ cache, outcome: found ? 'hit' : 'miss' });
      if (!found) return undefined;
      return entries.get(key)?.value;
    },
    latest(serviceDate, stationIds) {
      const entry = entries.peek(keyOf(serviceDate, stationIds));
      return entry && { version: entry.version, value: entry.value };
    },
    set(version, serviceDate, stationIds, value) {
      entries.set(keyOf(serviceDate, stationIds), { version, value });
    },
  };
}
