/**
 * Station calls are the most polled read of the registry (every display asks for its station
 * every few seconds) and among the largest answers (5,000 calls make megabytes), while
 * timetables change rarely. Answers are kept by (timetable version, service date, stations);
 * the version moves forward in the same transaction as any write to what the answer reads
 * (see the timetable_version migration), so a new write makes older entries unreachable.
 *
 * The version is read before the answer is computed: an answer computed after a concurrent
 * write committed is newer than its key says, never older, so no reader is served stale data.
 */

import type { Metrics } from '@transport/platform';

export interface StationCallsCache<V = string> {
  get(version: number | string, serviceDate: string, stationIds: string[]): V | undefined;
  set(version: number | string, serviceDate: string, stationIds: string[], value: V): void;
}

/**
 * An LRU bounded by the total size of the answers it holds (`sizeOf`, the length of a JSON
 * text by default); lookups are counted as `cache_lookups_total{cache}` (`station-calls` unless
 * named otherwise).
 */
export function createStationCallsCache<V = string>(
  metrics: Metrics,
  maxBytes = 64 * 1024 * 1024,
  cache = 'station-calls',
  sizeOf: (value: V) => number = (value) => (value as string).length,
): StationCallsCache<V> {
  const entries = new Map<string, { value: V; size: number }>();
  let bytes = 0;
  const keyOf = (version: number | string, serviceDate: string, stationIds: string[]) =>
    `${version}|${serviceDate}|${[...stationIds].sort().join(',')}`;

  return {
    get(version, serviceDate, stationIds) {
      const key = keyOf(version, serviceDate, stationIds);
      const entry = entries.get(key);
      metrics.cacheLookups.inc({ cache, outcome: entry === undefined ? 'miss' : 'hit' });
      if (entry !== undefined) {
        entries.delete(key);
        entries.set(key, entry);
      }
      return entry?.value;
    },
    set(version, serviceDate, stationIds, value) {
      const size = sizeOf(value);
      if (size > maxBytes) return;
      const key = keyOf(version, serviceDate, stationIds);
      const previous = entries.get(key);
      if (previous !== undefined) {
        bytes -= previous.size;
        entries.delete(key);
      }
      entries.set(key, { value, size });
      bytes += size;
      for (const [oldest, entry] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= entry.size;
      }
    },
  };
}
