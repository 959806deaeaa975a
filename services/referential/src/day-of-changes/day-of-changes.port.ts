/**
 * What schedules ask of day-of changes: the station calls with the changes in force applied.
 *
 * The timetable's calls are computed and cached by timetable version; the changes have their
 * own version (moved by every write to them, in the writer's transaction). The answer with the
 * changes applied is cached by both versions, so that a day-of change costs one decoration of
 * the cached calls, not one computation of them, and shows at the next read.
 */
import type { Metrics } from '@transport/platform';
import { createStationCallsCache } from '../schedules/station-calls-cache.ts';
import { applyDayOfChanges, type ComputedCall } from './apply-day-of-changes.ts';
import type { DayOfChangeRepository } from './day-of-changes.repository.ts';

export interface AnnouncedCalls {
  /** The station calls answer, as JSON text. */
  body: string;
  /** Its version, `<timetable version>.<day-of version>`: the answer changes when it does. */
  version: string;
}

export interface DayOfChangePort {
  /**
   * The station calls of `serviceDate` at the stations with the day-of changes applied;
   * `computed` answers the timetable's calls (the JSON text of the station calls, computed at
   * `timetableVersion` or later), called on a miss only.
   */
  announcedCalls(
    key: { timetableVersion: number; serviceDate: string; stationIds: string[] },
    computed: () => Promise<string>,
  ): Promise<AnnouncedCalls>;
}

export function createDayOfChangePort(changes: DayOfChangeRepository, metrics: Metrics): DayOfChangePort {
  const cache = createStationCallsCache(metrics);
  return {
    async announcedCalls({ timetableVersion, serviceDate, stationIds }, computed) {
      // Read before the changes are: an answer is never older than its version says.
      const version = `${timetableVersion}.${await changes.version()}`;
      const cached = cache.get(version, serviceDate, stationIds);
      if (cached !== undefined) return { body: cached, version };
      const calls = JSON.parse(await computed()) as {
        serviceDate: string;
        total: number;
        data: ComputedCall[];
      };
      const origins = [...new Set(calls.data.map((call) => call.originServiceDate))];
      const data = applyDayOfChanges(calls.data, await changes.onDates(origins));
      const body = JSON.stringify({ serviceDate: calls.serviceDate, total: calls.total, version, data });
      cache.set(version, serviceDate, stationIds, body);
      return { body, version };
    },
  };
}
