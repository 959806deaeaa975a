/**
 * The station calls with the day-of changes in force applied, kept as the bytes they are sent as.
 *
 * The timetable's calls are computed once per timetable version, each call already written by
 * Postgres as its JSON with no change applied, and kept with the answer they make when no change
 * applies (as bytes, ready to send). The changes have their own version per station and date
 * (moved by every write to a change of a trip calling there, in the writer's transaction); per
 * (timetable version, day-of version) the answer is that kept one when no change in force
 * concerns its trips, else assembled from the kept texts with only the changed trips' calls
 * parsed and written again. A day-of change thus costs neither a computation of the calls nor a
 * parse of them, shows at the next read, and leaves the other stations' answers as they were.
 * The day-of changes are an input (`DayOfChangePort`): this module keeps answers, the day-of
 * changes family says what a change makes of a call.
 */
import { gzip } from 'node:zlib';
import type { Metrics } from '@transport/platform';
import type { ComputedCall, DayOfChangePort, TripChanges } from '../day-of-changes/day-of-changes.port.ts';
import type { ComputedStationCalls } from '../schedules/schedules.port.ts';
import { createStationCallsCache } from './station-calls-cache.ts';

export interface AnnouncedCalls {
  /** The station calls answer, as UTF-8 JSON. */
  body: Buffer;
  /**
   * The same answer compressed with gzip, once it is: compressed off the event loop after the
   * answer is first kept, then served with it to every client that takes gzip.
   */
  gzipped?: Buffer;
  /** Its version (its ETag), `<timetable version>.<day-of version>`: the answer changes only with it. */
  version: string;
}

/**
 * The station calls of `serviceDate` at the stations with the day-of changes applied;
 * `computed` answers the timetable's calls (computed at `timetableVersion` or later), called on
 * a miss only. `version` is the answer's (`AnnouncedCalls.version`), read with the timetable's
 * before anything else (`stationCallsVersion`): an answer is never older than its version says.
 */
export type AnnouncedStationCalls = (
  key: { timetableVersion: number; version: string; serviceDate: string; stationIds: string[] },
  computed: () => Promise<ComputedStationCalls>,
) => Promise<AnnouncedCalls>;

/** A kept answer: its bytes, and the same compressed once they are. */
interface Kept {
  body: Buffer;
  gzipped?: Buffer;
}

/**
 * Level 6, zlib's default: 3.8 MB of calls in about a tenth of the bytes; the level changes
 * the thread pool's time once per answer, not a read's.
 */
const GZIP_OPTIONS = { level: 6 };

/** The timetable's calls of one answer, with the places of each trip's calls and the answer without changes. */
interface Prepared {
  serviceDate: string;
  calls: ComputedStationCalls['calls'];
  /** The indexes in `calls` of the calls of each trip (`tripKey`). */
  trips: Map<string, number[]>;
  origins: string[];
  plain: Buffer;
}

/** The answer's JSON from its calls' texts. */
const answerText = (serviceDate: string, calls: readonly string[]) =>
  `{"serviceDate":${JSON.stringify(serviceDate)},"total":${calls.length},"data":[${calls.join(',')}]}`;

function prepare({ serviceDate, calls }: ComputedStationCalls, dayOfChanges: DayOfChangePort): Prepared {
  const trips = new Map<string, number[]>();
  calls.forEach((call, index) => {
    const key = dayOfChanges.tripKey(call.scheduleId, call.origin);
    const list = trips.get(key);
    if (list) list.push(index);
    else trips.set(key, [index]);
  });
  return {
    serviceDate,
    calls,
    trips,
    origins: [...new Set(calls.map((call) => call.origin))],
    plain: Buffer.from(
      answerText(
        serviceDate,
        calls.map((call) => call.json),
      ),
    ),
  };
}

/** The station calls answered from their caches (ADR 0031): the answers, and the timetable's calls. */
export function createAnnouncedStationCalls(
  dayOfChanges: DayOfChangePort,
  metrics: Metrics,
): AnnouncedStationCalls {
  const answers = createStationCallsCache<Kept>(
    metrics,
    undefined,
    'station-calls',
    (kept) => kept.body.length + (kept.gzipped?.length ?? 0),
  );
  /**
   * Compresses a kept answer on the thread pool and keeps the result beside it, unless a newer
   * version has replaced it meanwhile. A failure leaves the answer uncompressed: it is served
   * as it is.
   */
  const compress = (version: string, serviceDate: string, stationIds: string[], body: Buffer) =>
    gzip(body, GZIP_OPTIONS, (error, gzipped) => {
      if (error || answers.latest(serviceDate, stationIds)?.version !== version) return;
      answers.set(version, serviceDate, stationIds, { body, gzipped });
    });
  // The calls' texts and their objects weigh about twice the answer's bytes.
  const timetableCalls = createStationCallsCache<Prepared>(
    metrics,
    128 * 1024 * 1024,
    'station-calls-timetable',
    (p) => p.plain.length * 2 + p.calls.length * 200,
  );

  return async ({ timetableVersion, version, serviceDate, stationIds }, computed) => {
    const cached = answers.get(version, serviceDate, stationIds);
    if (cached !== undefined) return { ...cached, version };
    let prepared = timetableCalls.get(timetableVersion, serviceDate, stationIds);
    if (prepared === undefined) {
      prepared = prepare(await computed(), dayOfChanges);
      timetableCalls.set(timetableVersion, serviceDate, stationIds, prepared);
    }
    const body = announced(prepared, await dayOfChanges.inForceByTrip(prepared.origins), dayOfChanges);
    answers.set(version, serviceDate, stationIds, { body });
    compress(version, serviceDate, stationIds, body);
    return { body, version };
  };
}

/**
 * The calls with the day-of changes in force applied, kept nowhere: the answer of a read as
 * known at an instant, whose changes in force are those recorded by then.
 */
export async function announcedOnce(
  computed: ComputedStationCalls,
  dayOfChanges: DayOfChangePort,
): Promise<Buffer> {
  const prepared = prepare(computed, dayOfChanges);
  return announced(prepared, await dayOfChanges.inForceByTrip(prepared.origins), dayOfChanges);
}

/** The answer with the changes of its trips applied: the kept one when none of its trips has any. */
function announced(
  prepared: Prepared,
  changesByTrip: Map<string, TripChanges>,
  dayOfChanges: DayOfChangePort,
): Buffer {
  let parts: { order: number; json: string; index: number }[] | undefined;
  for (const [key, tripChanges] of changesByTrip) {
    const indexes = prepared.trips.get(key);
    if (!indexes) continue;
    parts ??= prepared.calls.map((call, index) => ({ order: call.second, json: call.json, index }));
    for (const index of indexes) {
      const call = JSON.parse((prepared.calls[index] as { json: string }).json) as ComputedCall;
      const { order, call: decorated } = dayOfChanges.announce(call, tripChanges);
      parts[index] = { order, json: JSON.stringify(decorated), index };
    }
  }
  if (!parts) return prepared.plain;
  parts.sort((a, b) => a.order - b.order || a.index - b.index);
  return Buffer.from(
    answerText(
      prepared.serviceDate,
      parts.map((part) => part.json),
    ),
  );
}
