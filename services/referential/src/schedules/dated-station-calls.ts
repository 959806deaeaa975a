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
 * computed after a concurrent write committed are newer than their key says, never older.
 */
import { addDays, type Metrics } from '@transport/platform';
import type {
  ComputedStationCalls,
  ScheduleRepository,
  StationCallCandidate,
} from './schedules.repository.ts';
import { createStationCallsCache } from './station-calls-cache.ts';

/** The candidates do not depend on the date: one entry per stations, under this date key. */
const EVERY_DATE = '*';

/** Day offsets of a call from its origin day: 0 to 7 (the stop_times checks). */
const DAY_OFFSETS = 8;

export type DatedStationCalls = (
  key: { callsVersion: number; stationIds: string[] },
  serviceDate: string,
) => Promise<ComputedStationCalls>;

export function createDatedStationCalls(schedules: ScheduleRepository, metrics: Metrics): DatedStationCalls {
  // A candidate's texts and object weigh about twice its characters and a few hundred bytes.
  const candidates = createStationCallsCache<StationCallCandidate[]>(
    metrics,
    64 * 1024 * 1024,
    'station-call-candidates',
    (list) => list.reduce((size, c) => size + 2 * (c.head.length + c.tail.length + c.key.length) + 200, 0),
  );

  const candidatesOf = async (callsVersion: number, stationIds: string[]) => {
    const kept = candidates.get(callsVersion, EVERY_DATE, stationIds);
    if (kept !== undefined) return kept;
    const computed = await schedules.stationCallCandidates(stationIds);
    candidates.set(callsVersion, EVERY_DATE, stationIds, computed);
    return computed;
  };

  return async ({ callsVersion, stationIds }, serviceDate) => {
    // The two do not depend on each other: on a miss of the candidates, both run at once.
    const [list, served] = await Promise.all([
      candidatesOf(callsVersion, stationIds),
      schedules.servedStationCalls(stationIds, serviceDate),
    ]);
    const origins = Array.from({ length: DAY_OFFSETS }, (_, offset) => addDays(serviceDate, -offset));
    const calls: ComputedStationCalls['calls'] = [];
    for (const candidate of list) {
      if (!served.has(candidate.key)) continue;
      const origin = origins[candidate.dayOffset] as string;
      calls.push({
        json: `${candidate.head}"${origin}"${candidate.tail}`,
        scheduleId: candidate.scheduleId,
        origin,
        minute: candidate.minute,
      });
    }
    return { serviceDate, calls };
  };
}
