/**
 * What schedules ask of day-of changes: the station calls with the changes in force applied.
 *
 * The timetable's calls are computed and cached by timetable version; the changes have their
 * own version (moved by every write to them, in the writer's transaction). Per timetable
 * version, each call is kept as its JSON with no change applied; per day-of version, the answer
 * is assembled from those, writing again only the calls of trips that have changes, and kept.
 * A day-of change thus costs neither a computation of the calls nor a parse of them, and shows
 * at the next read.
 */
import type { Metrics } from '@transport/platform';
import { createStationCallsCache } from '../schedules/station-calls-cache.ts';
import { announce, byTrip, tripKey, type ComputedCall } from './apply-day-of-changes.ts';
import type { DayOfChangeRepository } from './day-of-changes.repository.ts';

export interface AnnouncedCalls {
  /** The station calls answer, as JSON text. */
  body: string;
  /** Its version (its ETag), `<timetable version>.<day-of version>`: the answer changes only with it. */
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

/** The timetable's calls of one answer, each also written with no change applied. */
interface Prepared {
  serviceDate: string;
  total: number;
  calls: ComputedCall[];
  plain: { order: number; json: string }[];
  origins: string[];
  bytes: number;
}

function prepare(text: string): Prepared {
  const { serviceDate, total, data } = JSON.parse(text) as {
    serviceDate: string;
    total: number;
    data: ComputedCall[];
  };
  const plain = data.map((call) => {
    const { order, call: announced } = announce(call, []);
    return { order, json: JSON.stringify(announced) };
  });
  return {
    serviceDate,
    total,
    calls: data,
    plain,
    origins: [...new Set(data.map((call) => call.originServiceDate))],
    bytes: text.length,
  };
}

export function createDayOfChangePort(changes: DayOfChangeRepository, metrics: Metrics): DayOfChangePort {
  const answers = createStationCallsCache(metrics);
  // The parsed calls weigh about three times their text.
  const preparedCache = createStationCallsCache<Prepared>(
    metrics,
    128 * 1024 * 1024,
    'station-calls-prepared',
    (p) => p.bytes * 4,
  );

  return {
    async announcedCalls({ timetableVersion, serviceDate, stationIds }, computed) {
      // Read before the changes are: an answer is never older than its version says.
      const version = `${timetableVersion}.${await changes.version()}`;
      const cached = answers.get(version, serviceDate, stationIds);
      if (cached !== undefined) return { body: cached, version };
      let prepared = preparedCache.get(timetableVersion, serviceDate, stationIds);
      if (prepared === undefined) {
        prepared = prepare(await computed());
        preparedCache.set(timetableVersion, serviceDate, stationIds, prepared);
      }
      const trips = byTrip(await changes.onDates(prepared.origins));
      let reordered = false;
      const parts = prepared.calls.map((call, index) => {
        const tripChanges = trips.get(tripKey(call.scheduleId, call.originServiceDate));
        if (!tripChanges) return { ...(prepared.plain[index] as { order: number; json: string }), index };
        reordered = true;
        const { order, call: announced } = announce(call, tripChanges);
        return { order, json: JSON.stringify(announced), index };
      });
      if (reordered) parts.sort((a, b) => a.order - b.order || a.index - b.index);
      const body = `{"serviceDate":${JSON.stringify(prepared.serviceDate)},"total":${prepared.total},"data":[${parts.map((p) => p.json).join(',')}]}`;
      answers.set(version, serviceDate, stationIds, body);
      return { body, version };
    },
  };
}
