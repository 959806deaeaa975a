/**
 * The station calls of a date, in two parts of different lives (ADR 0040). A station's
 * candidate calls (the stop times of every revision calling there, each with its JSON text
 * written around the origin day, in the answer's order) change only with the stop times and
 * what their text reads; they are kept per stations and calls version. Which of them are called
 * on a date (the service days: revisions' periods, calendars, schedules' exceptions) is decided
 * by Postgres at each computation, without writing any text. A timetable change of the service
 * days, the common one, thus costs the decision and the assembly of kept texts, not the text of
 * 5,000 calls again.
 *
 * The calls version is read with the timetable's before anything is computed: candidates
 * computed after a concurrent write committed are newer than their key says, never older. Kept
 * candidates older than the version read are brought up to date from what changed since
 * (ADR 0044): only the calls of the schedules changed are read again.
 */
import { addDays, type Metrics } from '@transport/platform';
import type {
  ComputedStationCalls,
  StationCallCandidate,
  StationCallStatements,
} from '../schedules/schedules.port.ts';
import { createStationCallsCache } from './station-calls-cache.ts';

/** The candidates do not depend on the date: one entry per stations, under this date key. */
const EVERY_DATE = '*';

/** The candidates' cache, as `cache_lookups_total` names it. */
const CANDIDATES = 'station-call-candidates';

/** Day offsets of a call from its origin day: 0 to 7 (the stop_times checks). */
const DAY_OFFSETS = 8;

export type DatedStationCalls = (
  key: { callsVersion: number; stationIds: string[] },
  serviceDate: string,
) => Promise<ComputedStationCalls>;

export function createDatedStationCalls(
  schedules: StationCallStatements,
  metrics: Metrics,
): DatedStationCalls {
  // A candidate's texts and object weigh about twice its characters and a few hundred bytes.
  const candidates = createStationCallsCache<StationCallCandidate[]>(
    metrics,
    64 * 1024 * 1024,
    CANDIDATES,
    (list) => list.reduce((size, c) => size + 2 * (c.head.length + c.tail.length + c.key.length) + 200, 0),
  );

  // Kept candidates at least as new as the version read serve as they are (a hit); older ones
  // are brought up to date by reading again the calls of the schedules changed since (ADR 0044),
  // when every change since is recorded; otherwise every candidate is read again (a miss). What
  // is kept is keyed by the version its snapshot showed.
  const candidatesOf = async (callsVersion: number, stationIds: string[]) => {
    const kept = candidates.latest(EVERY_DATE, stationIds);
    if (kept !== undefined && Number(kept.version) >= callsVersion) {
      metrics.cacheLookups.inc({ cache: CANDIDATES, outcome: 'hit' });
      return kept.value;
    }
    const read = await schedules.stationCallCandidates(stationIds, kept && Number(kept.version));
    const updated =
      kept && read.changed ? updatedCandidates(kept.value, read.changed, read.candidates) : undefined;
    metrics.cacheLookups.inc({ cache: CANDIDATES, outcome: updated ? 'updated' : 'miss' });
    const list = updated ?? read.candidates;
    candidates.set(read.version, EVERY_DATE, stationIds, list);
    return list;
  };

  return async ({ callsVersion, stationIds }, serviceDate) => {
    // The two do not depend on each other: on a miss of the candidates, both run at once.
    const [list, served] = await Promise.all([
      candidatesOf(callsVersion, stationIds),
      schedules.servedStationCalls(stationIds, serviceDate),
    ]);
    return servedCalls(list, served, serviceDate);
  };
}

/**
 * The station calls of a date computed from the tables as the request reads them, with nothing
 * kept or taken from what is kept: a read as known at an instant (`asKnownAt`) reads the
 * registry as it was then, which no version kept now names.
 */
export async function computedStationCalls(
  schedules: StationCallStatements,
  stationIds: string[],
  serviceDate: string,
): Promise<ComputedStationCalls> {
  const [read, served] = await Promise.all([
    schedules.stationCallCandidates(stationIds),
    schedules.servedStationCalls(stationIds, serviceDate),
  ]);
  return servedCalls(read.candidates, served, serviceDate);
}

/** The candidates served on the date (`served`: their keys), each with its origin day written in. */
function servedCalls(
  list: readonly StationCallCandidate[],
  served: ReadonlySet<string>,
  serviceDate: string,
): ComputedStationCalls {
  const origins = Array.from({ length: DAY_OFFSETS }, (_, offset) => addDays(serviceDate, -offset));
  const calls: ComputedStationCalls['calls'] = [];
  for (const candidate of list) {
    if (!served.has(candidate.key)) continue;
    const origin = origins[candidate.dayOffset] as string;
    calls.push({
      json: `${candidate.head}"${origin}"${candidate.tail}`,
      scheduleId: candidate.scheduleId,
      origin,
      second: candidate.second,
    });
  }
  return { serviceDate, calls };
}

/**
 * `kept` with the candidates of the `changed` schedules replaced by `fresh` (theirs as they are
 * now, in the answer's order), in the answer's order: each fresh candidate is placed by binary
 * search among the others.
 */
export function updatedCandidates(
  kept: StationCallCandidate[],
  changed: string[],
  fresh: StationCallCandidate[],
): StationCallCandidate[] {
  const replaced = new Set(changed);
  const others = kept.filter((candidate) => !replaced.has(candidate.scheduleId));
  const merged: StationCallCandidate[] = [];
  let from = 0;
  for (const candidate of fresh) {
    let low = from;
    let high = others.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareCandidates(others[middle] as StationCallCandidate, candidate) < 0) low = middle + 1;
      else high = middle;
    }
    for (let i = from; i < low; i += 1) merged.push(others[i] as StationCallCandidate);
    merged.push(candidate);
    from = low;
  }
  for (let i = from; i < others.length; i += 1) merged.push(others[i] as StationCallCandidate);
  return merged;
}

/**
 * The answer's order, as `stationCallCandidates` asks Postgres for it: announced second (never
 * null: the stop_times time check), line code and schedule code in code point order
 * (`COLLATE "C"` on UTF-8), schedule, then stop time (`revision|sequence`: a uuid, whose text
 * orders as its bytes, and the sequence in ten digits).
 */
export function compareCandidates(a: StationCallCandidate, b: StationCallCandidate): number {
  return (
    a.second - b.second ||
    compareCodePoints(a.lineCode, b.lineCode) ||
    compareCodePoints(a.scheduleCode, b.scheduleCode) ||
    compareCodePoints(a.scheduleId, b.scheduleId) ||
    compareCodePoints(a.key, b.key)
  );
}

/**
 * Two texts in code point order (the byte order of their UTF-8), where JavaScript's `<`
 * compares UTF-16 units: a character beyond U+FFFF (two surrogate units) sorts after every
 * other, U+E000 to U+FFFF included.
 */
function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const xSurrogate = x >= 0xd800 && x <= 0xdfff;
    const ySurrogate = y >= 0xd800 && y <= 0xdfff;
    if (xSurrogate !== ySurrogate) return xSurrogate ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}
