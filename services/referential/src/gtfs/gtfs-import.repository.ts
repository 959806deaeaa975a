/**
 * The GTFS import's reads and writes: the staging tables the trips and stop times of a feed are
 * put in as they are read (temporary, dropped with the import's transaction) and the checks and
 * plans read from them in SQL, the references kept for a feed, records found by code, and
 * inserts of many rows in one statement each (`unnest` of one array per column), so that a feed
 * of 400,000 stop times is written in a few dozen statements and never held in memory.
 */
import { copyRows, type Database, type Transaction } from '@transport/platform';
import type { FeedError, FeedErrorCode } from './gtfs.errors.ts';
import type { FeedFrequency, FeedStop, StagedStopTime, StagedTrip } from './gtfs-feed-reader.ts';

export type ReferenceKind =
  'station' | 'area' | 'bay' | 'line' | 'destination' | 'itinerary' | 'calendar' | 'schedule' | 'carrier';

/** A trip of the staged feed with its calls summed up (the calls stay in the staging tables). */
export interface StagedTripPlan {
  tripId: string;
  routeId: string;
  serviceId: string;
  headsign: string;
  wheelchair: StagedTrip['wheelchair'];
  bikes: StagedTrip['bikes'];
  /** Digest of the trip's (station, bay) sequence, and of its calls as stored. */
  points: string;
  calls: string;
  callCount: number;
  firstStation: string;
  lastStation: string;
}

/**
 * The staging tables of an import (ON COMMIT DROP: gone with its transaction). Ids compare
 * byte by byte (COLLATE "C"): the checks sort 400,000 stop times by trip several times, and a
 * locale's collation costs several times more for nothing, since ids are only compared for
 * equality. The sorts stay in memory (`work_mem`).
 */
const STAGING = `
  SET LOCAL work_mem = '64MB';
  CREATE TEMP TABLE gtfs_in_trips (
    line int NOT NULL, trip_id text COLLATE "C" NOT NULL, route_id text COLLATE "C" NOT NULL,
    service_id text COLLATE "C" NOT NULL, headsign text NOT NULL,
    wheelchair text NOT NULL, bikes text NOT NULL
  ) ON COMMIT DROP;
  CREATE TEMP TABLE gtfs_in_stop_times (
    line int NOT NULL, trip_id text COLLATE "C" NOT NULL, stop_id text COLLATE "C" NOT NULL,
    seq int NOT NULL, arrival int, departure int, timepoint boolean NOT NULL,
    pickup_type smallint NOT NULL, drop_off_type smallint NOT NULL
  ) ON COMMIT DROP;
  CREATE TEMP TABLE gtfs_in_stops (
    stop_id text COLLATE "C" PRIMARY KEY, location_type int NOT NULL,
    station_ext text COLLATE "C" NOT NULL, bay_code text COLLATE "C"
  ) ON COMMIT DROP;
  CREATE TEMP TABLE gtfs_in_frequencies (
    line int NOT NULL, trip_id text COLLATE "C" NOT NULL, start_at int NOT NULL, end_at int NOT NULL,
    headway int NOT NULL, exact boolean NOT NULL
  ) ON COMMIT DROP;
  CREATE TEMP TABLE gtfs_in_names (
    kind text NOT NULL, id text COLLATE "C" NOT NULL, PRIMARY KEY (kind, id)
  ) ON COMMIT DROP;
`;

/**
 * The seconds of a call (alias `c`) and whether it is a timepoint, in a digest of calls:
 * nothing when both seconds are 0 and it is a timepoint, so that the digest of a trip kept to
 * the minute with every time given is the one it had before (ADR 0053).
 */
const SECONDS = (c: string) =>
  `CASE WHEN ${c}.arrival_second + ${c}.departure_second > 0 OR NOT ${c}.timepoint
        THEN ${c}.arrival_second || ':' || ${c}.departure_second || CASE WHEN ${c}.timepoint THEN '' ELSE '~' END END`;

/**
 * Who may board and alight at a call (alias `c`), in a digest of calls: nothing for a regular
 * call, so that the digest of a trip whose calls are all regular is the one it had before
 * (ADR 0076).
 */
const BOARDING = (c: string) =>
  `CASE WHEN ${c}.pickup_type + ${c}.drop_off_type > 0 THEN 'b' || ${c}.pickup_type || ${c}.drop_off_type END`;

/** `HH:MM:SS` of a number of seconds, in SQL. */
const shown = (seconds: string) =>
  `lpad((${seconds} / 3600)::text, 2, '0') || ':' || lpad((${seconds} / 60 % 60)::text, 2, '0') || ':' || lpad((${seconds} % 60)::text, 2, '0')`;

/**
 * A trip's order checked when a stop time may have no time: a sequence given twice (the second
 * and later of the same `stop_sequence`, by line), times that run backwards (each given time
 * against the last given before it, blank stop times passed over) and a trip's first or last stop
 * without a time (nothing to interpolate from).
 */
const ORDER_CHECKS_BLANK = `
    UNION ALL
    SELECT 2, d.line, 'stop_times.txt:' || d.line || ':stop_sequence', 'sequence_duplicate',
           'trip ' || d.trip_id || ' has stop_sequence ' || d.seq || ' twice'
    FROM (SELECT s.line, s.trip_id, s.seq, row_number() OVER (PARTITION BY s.trip_id, s.seq ORDER BY s.line) AS n
          FROM gtfs_in_stop_times s
          JOIN (SELECT trip_id, seq FROM gtfs_in_stop_times GROUP BY trip_id, seq HAVING count(*) > 1) twice
            ON twice.trip_id = s.trip_id AND twice.seq = s.seq) d
    WHERE d.n > 1
    UNION ALL
    SELECT 2, x.line, 'stop_times.txt:' || x.line || ':' || b.col, 'time_backwards',
           'trip ' || x.trip_id || ' runs backwards: ' || ${shown('b.at')} || ' comes after ' || ${shown('b.previous')}
    -- Only a stop time earlier than the one before it gives a complaint: the others are left
    -- before each would be made two candidates (ADR 0140).
    FROM (
      SELECT w.* FROM (
        SELECT s.trip_id, s.line, s.arrival, s.departure,
               lag(coalesce(s.departure, s.arrival)) OVER (PARTITION BY s.trip_id ORDER BY s.seq, s.line) AS last
        FROM gtfs_in_stop_times s
        WHERE s.arrival IS NOT NULL OR s.departure IS NOT NULL
      ) w
      WHERE w.arrival < w.last OR w.departure < coalesce(w.arrival, w.last)
    ) x
    CROSS JOIN LATERAL (VALUES ('arrival_time', x.arrival, x.last),
                               ('departure_time', x.departure, coalesce(x.arrival, x.last))) b(col, at, previous)
    WHERE b.at < b.previous
    UNION ALL
    SELECT 2, e.line, 'stop_times.txt:' || e.line || ':arrival_time', 'time_missing',
           'trip ' || e.trip_id || ' has no time at its ' || CASE WHEN e.first THEN 'first' ELSE 'last' END
           || ' stop; only the times between two given ones are interpolated'
    FROM (SELECT s.line, s.trip_id, s.seq = ends.first AS first, s.seq = ends.last AS last
          FROM gtfs_in_stop_times s
          JOIN (SELECT trip_id, min(seq) AS first, max(seq) AS last FROM gtfs_in_stop_times GROUP BY trip_id) ends
            ON ends.trip_id = s.trip_id
          WHERE s.arrival IS NULL AND s.departure IS NULL) e
    WHERE e.first OR e.last
`;

/**
 * A trip's order checked when every stop time has a time, from the layout of the calls
 * (`gtfs_in_calls`, laid out before the checks with its `fault`s): the window that numbers a
 * trip's calls, in the order of its sequence (then line), finds a stop time whose sequence is
 * the one before it (given twice) and one earlier than the one before it (running backwards);
 * with no blank stop time the one before is the last timed one, as `ORDER_CHECKS_BLANK` finds
 * it, and no stop lacks a time. The same complaints as there, without sorting the stop times
 * again nor grouping every (trip, sequence) (ADR 0154).
 */
const ORDER_CHECKS_LAID = `
    UNION ALL
    SELECT 2, c.fault[1], 'stop_times.txt:' || c.fault[1] || ':' || b.col, b.code, b.message
    FROM gtfs_in_calls c
    CROSS JOIN LATERAL (VALUES
      ('stop_sequence', 'sequence_duplicate', c.fault[2] = c.fault[6],
       'trip ' || c.trip_id || ' has stop_sequence ' || c.fault[2] || ' twice'),
      ('arrival_time', 'time_backwards', c.fault[3] < c.fault[5],
       'trip ' || c.trip_id || ' runs backwards: ' || ${shown('c.fault[3]')} || ' comes after ' || ${shown('c.fault[5]')}),
      ('departure_time', 'time_backwards', c.fault[4] < coalesce(c.fault[3], c.fault[5]),
       'trip ' || c.trip_id || ' runs backwards: ' || ${shown('c.fault[4]')} || ' comes after ' || ${shown('coalesce(c.fault[3], c.fault[5])')})
    ) b(col, code, fault, message)
    WHERE c.fault IS NOT NULL AND b.fault
`;

/**
 * The complaints about references across files and about whole trips, each naming
 * `<file>:<line>:<column>`, in the order of the files and lines; at most 100, with the count.
 * The checks of each trip's order (a sequence given twice, times that run backwards, a first or
 * last stop without a time) come in two forms: `ORDER_CHECKS_BLANK` for a feed with a stop time
 * without times, `ORDER_CHECKS_LAID` for one without (most feeds, ADR 0154).
 */
const checksSql = (blank: boolean) => `
  WITH complaint AS (
    SELECT 1 AS f, t.line, 'trips.txt:' || t.line || ':route_id' AS field, 'route_unknown' AS code,
           'route ' || t.route_id || ' is not defined in routes.txt' AS message
    FROM gtfs_in_trips t
    WHERE t.route_id <> '' AND NOT EXISTS (SELECT 1 FROM gtfs_in_names n WHERE n.kind = 'route' AND n.id = t.route_id)
    UNION ALL
    SELECT 1, t.line, 'trips.txt:' || t.line || ':service_id', 'service_unknown',
           'service ' || t.service_id || ' is defined in neither calendar.txt nor calendar_dates.txt'
    FROM gtfs_in_trips t
    WHERE t.service_id <> '' AND NOT EXISTS (SELECT 1 FROM gtfs_in_names n WHERE n.kind = 'service' AND n.id = t.service_id)
    UNION ALL
    SELECT 1, d.line, 'trips.txt:' || d.line || ':trip_id', 'id_duplicate', 'trip ' || d.trip_id || ' is defined twice'
    FROM (SELECT line, trip_id, row_number() OVER (PARTITION BY trip_id ORDER BY line) AS n
          FROM gtfs_in_trips WHERE trip_id <> '') d
    WHERE d.n > 1
    UNION ALL
    SELECT 1, t.line, 'trips.txt:' || t.line || ':trip_id', 'trip_too_few_stop_times',
           'trip ' || t.trip_id || ' has ' || coalesce(c.n, 0) || ' stop time(s); it needs two'
    FROM gtfs_in_trips t
    LEFT JOIN (SELECT trip_id, count(*) AS n FROM gtfs_in_stop_times GROUP BY trip_id) c ON c.trip_id = t.trip_id
    WHERE t.trip_id <> '' AND coalesce(c.n, 0) < 2
    UNION ALL
    SELECT 2, s.line, 'stop_times.txt:' || s.line || ':trip_id', 'trip_unknown',
           'trip ' || s.trip_id || ' is not defined in trips.txt'
    FROM gtfs_in_stop_times s
    WHERE s.trip_id <> '' AND NOT EXISTS (SELECT 1 FROM gtfs_in_trips t WHERE t.trip_id = s.trip_id)
    UNION ALL
    SELECT 2, s.line, 'stop_times.txt:' || s.line || ':stop_id',
           CASE WHEN p.stop_id IS NULL THEN 'stop_unknown' ELSE 'stop_is_station' END,
           CASE WHEN p.stop_id IS NULL THEN 'stop ' || s.stop_id || ' is not defined in stops.txt'
                ELSE s.stop_id || ' is a station; a trip calls at a stop' END
    FROM gtfs_in_stop_times s LEFT JOIN gtfs_in_stops p ON p.stop_id = s.stop_id
    WHERE s.stop_id <> '' AND (p.stop_id IS NULL OR p.location_type <> 0)
${blank ? ORDER_CHECKS_BLANK : ORDER_CHECKS_LAID}
    UNION ALL
    SELECT 3, f.line, 'frequencies.txt:' || f.line || ':trip_id', 'trip_unknown',
           'trip ' || f.trip_id || ' is not defined in trips.txt'
    FROM gtfs_in_frequencies f
    WHERE NOT EXISTS (SELECT 1 FROM gtfs_in_trips t WHERE t.trip_id = f.trip_id)
    UNION ALL
    SELECT 2, s.line, 'stop_times.txt:' || s.line || ':arrival_time', 'trip_too_long',
           'trip ' || s.trip_id || ' runs more than 6 days after its origin day'
    FROM gtfs_in_stop_times s
    WHERE coalesce(s.arrival, s.departure) >= 7 * 86400 OR s.departure >= 8 * 86400
  )
  SELECT field, code, message, count(*) OVER () AS total FROM complaint ORDER BY f, line, field LIMIT 100
`;

/**
 * The calls of the staged trips as the registry stores them: in the order of their sequence,
 * numbered from 1, at the station (the stop's parent, or the stop) and bay (a stop's platform
 * code in its station); the arrival dropped at the first call and the departure at the last when
 * they are the same moment; minutes of the day (and the second of each minute, ADR 0053) and
 * day offsets after the origin day, the departure's kept apart when it falls on another day
 * than the arrival. A call without times (between two timed ones: the checks refuse a trip
 * whose first or last has none) is given the time interpolated by its place between them, to
 * the second, and is marked as not a timepoint (ADR 0053). The calls timed before and after
 * are found by counting the timed calls up to each call (`before`) and from it to the end
 * (`after`): the calls of one count share the timed call that starts (or ends) their run. Those
 * four windows each sort the stop times again, so a feed with no blank time (most feeds) is laid
 * out without them: one sort, a third of the time on the bench's 400,000 stop times (ADR 0107).
 * The last call is the one with no next (`lead`), in the window that numbers the calls, rather
 * than by a count of the trip's calls, a second window holding each trip's rows (ADR 0140).
 * The window's order is the sequence, then the line (the same order when no sequence is given
 * twice, which the checks refuse). With `faults` (every stop time timed), the layout is made
 * before the checks, from every stop time (a stop unknown at a blank station), and keeps for each
 * stop time out of order what its complaint needs (`FAULT`, ADR 0154).
 */
const callsOrdered = (faults: boolean) => `
    WITH ordered AS (
      SELECT s.trip_id, s.stop_id, s.timepoint, s.pickup_type, s.drop_off_type,
             row_number() OVER w AS position,
             lead(s.seq) OVER w IS NULL AS last,
             coalesce(s.arrival, s.departure) AS a, coalesce(s.departure, s.arrival) AS d${faults ? FAULT : ''}
      FROM gtfs_in_stop_times s
      WINDOW w AS (PARTITION BY s.trip_id ORDER BY s.seq, s.line)
    )`;

/**
 * What the checks of a trip's order need of a stop time out of order (`ORDER_CHECKS_LAID`), in
 * the window that numbers the calls: its line, sequence, arrival, departure, the time before it
 * and the sequence before it; nothing for a stop time in order.
 */
const FAULT = `,
             CASE WHEN s.seq = lag(s.seq) OVER w OR s.arrival < lag(coalesce(s.departure, s.arrival)) OVER w
                       OR s.departure < coalesce(s.arrival, lag(coalesce(s.departure, s.arrival)) OVER w)
                  THEN ARRAY[s.line, s.seq, s.arrival, s.departure, lag(coalesce(s.departure, s.arrival)) OVER w,
                             lag(s.seq) OVER w]
             END AS fault`;

const CALLS_INTERPOLATED = `, runs AS (
      SELECT o.*, count(o.d) OVER (PARTITION BY o.trip_id ORDER BY o.position) AS before,
             count(o.a) OVER (PARTITION BY o.trip_id ORDER BY o.position DESC) AS after
      FROM ordered o
    ), around AS (
      SELECT r.*,
             max(r.d) OVER (PARTITION BY r.trip_id, r.before) AS previous_at,
             min(r.position) OVER (PARTITION BY r.trip_id, r.before) AS previous_position,
             max(r.a) OVER (PARTITION BY r.trip_id, r.after) AS next_at,
             max(r.position) OVER (PARTITION BY r.trip_id, r.after) AS next_position
      FROM runs r
    ), timed AS (
      SELECT trip_id, stop_id, position, last, timepoint, pickup_type, drop_off_type,
             coalesce(a, previous_at + round((next_at - previous_at) * (position - previous_position)::numeric
                                             / nullif(next_position - previous_position, 0))::int) AS a,
             coalesce(d, previous_at + round((next_at - previous_at) * (position - previous_position)::numeric
                                             / nullif(next_position - previous_position, 0))::int) AS d
      FROM around
    )`;

/** The calls when every stop time has a time: nothing to interpolate, one sort of the rows. */
const CALLS_TIMED = `, timed AS (SELECT * FROM ordered)`;

const callsSql = (interpolated: boolean, faults = false) => `
  CREATE TEMP TABLE gtfs_in_calls ON COMMIT DROP AS
    ${callsOrdered(faults)}${interpolated ? CALLS_INTERPOLATED : CALLS_TIMED}, kept AS (
      SELECT trip_id, stop_id, position, timepoint, pickup_type, drop_off_type,
             CASE WHEN position = 1 AND a = d THEN NULL ELSE a END AS a,
             CASE WHEN last AND a = d THEN NULL ELSE d END AS d${faults ? ', fault' : ''}
      FROM timed
    )
    SELECT k.trip_id, k.position::int AS position, k.stop_id, p.station_ext, p.bay_code, k.timepoint,
           k.pickup_type, k.drop_off_type,
           (coalesce(k.a, k.d) / 86400)::smallint AS day_offset,
           CASE WHEN k.d / 86400 <> coalesce(k.a, k.d) / 86400 THEN (k.d / 86400)::smallint END AS departure_day_offset,
           (k.a / 60 % 1440)::smallint AS arrival_minute, (k.d / 60 % 1440)::smallint AS departure_minute,
           coalesce(k.a % 60, 0)::smallint AS arrival_second, coalesce(k.d % 60, 0)::smallint AS departure_second${faults ? ', k.fault' : ''}
    FROM kept k ${faults ? 'LEFT ' : ''}JOIN gtfs_in_stops p ON p.stop_id = k.stop_id;
  CREATE INDEX ON gtfs_in_calls (trip_id, position);
  ANALYZE gtfs_in_calls;
`;

/**
 * Trips run by frequency (frequencies.txt) become one trip per departure (ADR 0053): each
 * period's departures from its start, every headway, before its end, each a trip
 * `<trip_id>-<HHMMSS of its departure>` with the trip's stop times moved to leave then. Trips
 * of `exact_times=0` periods are estimated: their calls are not timepoints. The trip itself
 * (its times a template) is dropped.
 */
const FREQUENCIES = `
  CREATE TEMP TABLE gtfs_in_departures ON COMMIT DROP AS
    SELECT f.trip_id, f.exact, f.start_at + n * f.headway AS leaves,
           f.trip_id || '-' || replace(${shown('(f.start_at + n * f.headway)')}, ':', '') AS new_id
    FROM gtfs_in_frequencies f
    CROSS JOIN LATERAL generate_series(0, (f.end_at - f.start_at - 1) / f.headway) AS n;
  INSERT INTO gtfs_in_trips (line, trip_id, route_id, service_id, headsign, wheelchair, bikes)
    SELECT t.line, d.new_id, t.route_id, t.service_id, t.headsign, t.wheelchair, t.bikes
    FROM gtfs_in_trips t JOIN gtfs_in_departures d ON d.trip_id = t.trip_id;
  INSERT INTO gtfs_in_stop_times (line, trip_id, stop_id, seq, arrival, departure, timepoint,
                                  pickup_type, drop_off_type)
    SELECT s.line, d.new_id, s.stop_id, s.seq,
           s.arrival - o.first_at + d.leaves, s.departure - o.first_at + d.leaves, s.timepoint AND d.exact,
           s.pickup_type, s.drop_off_type
    FROM gtfs_in_stop_times s
    JOIN gtfs_in_departures d ON d.trip_id = s.trip_id
    JOIN (SELECT DISTINCT ON (trip_id) trip_id, coalesce(departure, arrival) AS first_at
          FROM gtfs_in_stop_times WHERE trip_id IN (SELECT trip_id FROM gtfs_in_frequencies)
          ORDER BY trip_id, seq) o ON o.trip_id = s.trip_id;
  DELETE FROM gtfs_in_stop_times WHERE trip_id IN (SELECT trip_id FROM gtfs_in_frequencies);
  DELETE FROM gtfs_in_trips WHERE trip_id IN (SELECT trip_id FROM gtfs_in_frequencies);
  ANALYZE gtfs_in_trips; ANALYZE gtfs_in_stop_times;
`;

/**
 * The staged trips with their calls summed up: the calls grouped by trip alone, every aggregate
 * in the calls' one order (the trip's first and last station the ends of one array), so that the
 * calls are read once in the order of their index and no aggregate sorts its own (ADR 0140).
 */
const PLANS = `
  SELECT t.trip_id, t.route_id, t.service_id, t.headsign, t.wheelchair, t.bikes,
         a.points, a.calls, a.call_count, a.stations[1] AS first_station, a.stations[a.call_count] AS last_station
  FROM gtfs_in_trips t
  JOIN (SELECT c.trip_id,
               md5(string_agg(c.station_ext || '/' || coalesce(c.bay_code, ''), chr(31) ORDER BY c.position)) AS points,
               md5(string_agg(concat_ws('/', c.station_ext, c.bay_code, c.day_offset, c.departure_day_offset,
                                        c.arrival_minute, c.departure_minute, ${SECONDS('c')}, ${BOARDING('c')}), chr(31) ORDER BY c.position)) AS calls,
               count(*)::int AS call_count,
               array_agg(c.station_ext ORDER BY c.position) AS stations
        FROM gtfs_in_calls c
        GROUP BY c.trip_id) a ON a.trip_id = t.trip_id
  ORDER BY t.trip_id COLLATE "C"
`;

export interface Reference {
  recordId: string;
  fingerprint: string;
  origin: ReferenceOrigin;
}

/** How a feed's id came to its record: created by the import, named by a mapping, or of its code. */
export type ReferenceOrigin = 'created' | 'mapping' | 'code';

/** The kinds of records a mapping joins a feed's id to, and their tables. */
export const MAPPED_TABLES = {
  station: 'stations',
  line: 'lines',
  calendar: 'service_calendars',
} as const;
export type MappingKind = keyof typeof MAPPED_TABLES;

/** A record found by code: its id, and the feed that created it, if another one did. */
export interface CodeMatch {
  id: string;
  createdBy: string | null;
}

/** What the registry holds now of a record an import matched, for the diff. */
export interface StationNow {
  name: string;
  latitude: number | null;
  longitude: number | null;
  areaId: string | null;
  wheelchairBoarding: string;
}
export interface CalendarNow {
  validFrom: string;
  validTo: string;
  days: number[];
  added: string[];
  removed: string[];
  swapped: string[];
}
export interface ScheduleNow {
  lineId: string;
  itineraryId: string;
  wheelchair: string;
  bikes: string;
  /** The ACTIVE revision serving the day the feed is published from, if any. */
  revision: {
    validFrom: string;
    validTo: string;
    days: number[];
    calendarId: string | null;
    calls: string;
  } | null;
  /** ACTIVE revisions starting after it, and exceptions in force from that day. */
  later: number;
  exceptions: number;
}

/** The dated families an import creates records of: table, state table, owner, state columns. */
const DATED_FAMILIES = [
  [
    'station_areas',
    'station_area_states',
    'station_area_id',
    'status, accessible, max_vehicle_length_m, max_vehicle_height_m, vehicle_categories',
  ],
  ['stations', 'station_states', 'station_id', 'status'],
  ['bays', 'bay_states', 'bay_id', 'status, length_m, height_m, accessible, vehicle_categories'],
  ['lines', 'line_states', 'line_id', 'status'],
  ['destinations', 'destination_states', 'destination_id', 'status'],
] as const;

interface MappingRow {
  feed_id: string;
  kind: MappingKind;
  external_id: string;
  record_id: string;
  set_at: Date;
  set_by: string;
}

const mappingOf = (r: MappingRow) => ({
  feedId: r.feed_id,
  kind: r.kind,
  externalId: r.external_id,
  recordId: r.record_id,
  setAt: r.set_at.toISOString(),
  setBy: r.set_by,
});

/** Each batch of staged records as the values of their columns. */
async function* valuesOf<T>(
  batches: AsyncIterable<T[]>,
  values: (item: T) => unknown[],
): AsyncGenerator<unknown[][]> {
  for await (const batch of batches) yield batch.map(values);
}

/** Rows per insert statement. */
const CHUNK = 20_000;

// long: one object of the import's statements; its own lines are the comments and one-line
// wrappers of its short methods, each read on its own.
export function createGtfsImportRepository(db: Database) {
  const repository = {
    transaction: <T>(work: (trx: Transaction) => Promise<T>) => db.transaction(work),

    /**
     * Answers where the reader puts trips and stop times, and `ready`, which the import awaits
     * once the feed is read whole: the staging tables are created by the first of the three, so
     * that a feed refused in its network's files (read before its trips and stop times) costs
     * Postgres no table (ADR 0165).
     */
    stage(trx: Transaction) {
      // A knex query runs again at each `await`: its promise (`then`) is what is kept.
      let created: Promise<unknown> | undefined;
      const ready = () => (created ??= trx.raw(STAGING).then(() => undefined));
      return {
        ready,
        trips: async (batches: AsyncIterable<StagedTrip[]>) => {
          await ready();
          await copyRows(
            trx,
            'gtfs_in_trips',
            ['line', 'trip_id', 'route_id', 'service_id', 'headsign', 'wheelchair', 'bikes'],
            valuesOf(batches, (r) => [
              r.line,
              r.tripId,
              r.routeId,
              r.serviceId,
              r.headsign,
              r.wheelchair,
              r.bikes,
            ]),
          );
        },
        stopTimes: async (batches: AsyncIterable<StagedStopTime[]>) => {
          await ready();
          await copyRows(
            trx,
            'gtfs_in_stop_times',
            [
              'line',
              'trip_id',
              'stop_id',
              'seq',
              'arrival',
              'departure',
              'timepoint',
              'pickup_type',
              'drop_off_type',
            ],
            valuesOf(batches, (r) => [
              r.line,
              r.tripId,
              r.stopId,
              r.sequence,
              r.arrival,
              r.departure,
              r.timepoint,
              r.pickup,
              r.dropOff,
            ]),
          );
        },
      };
    },

    /**
     * Stages the network's ids (stops with their station and bay, routes, services), checks
     * the references and trips in SQL, and (without complaints) lays out the calls: before the
     * checks when every stop time is timed, the checks reading the trips' order from the layout
     * (ADR 0154), after them otherwise.
     */
    async checkStaged(
      trx: Transaction,
      network: {
        stops: Iterable<FeedStop>;
        routes: Iterable<string>;
        services: Iterable<string>;
        frequencies: FeedFrequency[];
      },
    ): Promise<{ errors: FeedError[]; total: number }> {
      const stops = [...network.stops].map((s) =>
        s.parent ? [s.id, s.locationType, s.parent, s.platformCode] : [s.id, s.locationType, s.id, null],
      );
      await repository.insertMany(
        trx,
        'gtfs_in_stops',
        ['stop_id:text', 'location_type:int4', 'station_ext:text', 'bay_code:text'],
        stops,
      );
      await repository.insertMany(
        trx,
        'gtfs_in_names',
        ['kind:text', 'id:text'],
        [
          ...[...network.routes].map((id) => ['route', id]),
          ...[...network.services].map((id) => ['service', id]),
        ],
      );
      await repository.insertMany(
        trx,
        'gtfs_in_frequencies',
        ['line:int4', 'trip_id:text', 'start_at:int4', 'end_at:int4', 'headway:int4', 'exact:bool'],
        network.frequencies.map((f) => [f.line, f.tripId, f.start, f.end, f.headway, f.exact]),
      );
      await trx.raw('ANALYZE gtfs_in_trips; ANALYZE gtfs_in_stop_times; ANALYZE gtfs_in_stops');
      // Whether a stop time has no time: the checks and the layout take a shorter way without
      // (the departures of frequencies.txt copy the stop times, blank ones blank).
      const { rows: blank } = (await trx.raw(
        'SELECT EXISTS (SELECT 1 FROM gtfs_in_stop_times WHERE arrival IS NULL AND departure IS NULL) AS any',
      )) as { rows: { any: boolean }[] };
      const interpolated = blank[0]?.any === true;
      // Every stop time timed, the calls are laid out first and the checks read the trips' order
      // from that layout (ADR 0154); laid out again below if frequencies.txt adds departures.
      if (!interpolated) await trx.raw(callsSql(false, true));
      const { rows } = (await trx.raw(checksSql(interpolated))) as {
        rows: { field: string; code: FeedErrorCode; message: string; total: string }[];
      };
      if (rows.length > 0)
        return {
          errors: rows.map((r) => ({ field: r.field, code: r.code, message: r.message })),
          total: Number(rows[0]?.total),
        };
      if (network.frequencies.length > 0) {
        await trx.raw(FREQUENCIES);
        if (!interpolated) await trx.raw('DROP TABLE gtfs_in_calls');
      }
      if (interpolated || network.frequencies.length > 0) await trx.raw(callsSql(interpolated));
      return { errors: [], total: 0 };
    },

    /** The services the feed defines that no trip uses. */
    async unusedServices(trx: Transaction): Promise<string[]> {
      const { rows } = (await trx.raw(
        `SELECT n.id FROM gtfs_in_names n
         WHERE n.kind = 'service' AND NOT EXISTS (SELECT 1 FROM gtfs_in_trips t WHERE t.service_id = n.id)
         ORDER BY n.id`,
      )) as { rows: { id: string }[] };
      return rows.map((r) => r.id);
    },

    /** The staged trips with their calls summed up, by trip id. */
    async stagedTrips(trx: Transaction): Promise<StagedTripPlan[]> {
      const { rows } = (await trx.raw(PLANS)) as {
        rows: {
          trip_id: string;
          route_id: string;
          service_id: string;
          headsign: string;
          wheelchair: StagedTrip['wheelchair'];
          bikes: StagedTrip['bikes'];
          points: string;
          calls: string;
          call_count: number;
          first_station: string;
          last_station: string;
        }[];
      };
      return rows.map((r) => ({
        tripId: r.trip_id,
        routeId: r.route_id,
        serviceId: r.service_id,
        headsign: r.headsign,
        wheelchair: r.wheelchair,
        bikes: r.bikes,
        points: r.points,
        calls: r.calls,
        callCount: r.call_count,
        firstStation: r.first_station,
        lastStation: r.last_station,
      }));
    },

    /**
     * Writes the calls of staged trips: the calling points of new itineraries (each from a
     * trip that runs along it) and the stop times of new revisions, with stations and bays
     * through the stops' map; all in SQL, from the staging tables.
     */
    async writeStagedCalls(
      trx: Transaction,
      itineraries: [string, string][],
      revisions: [string, string][],
    ): Promise<void> {
      await trx.raw(`
        CREATE TEMP TABLE gtfs_in_itineraries (
          itinerary_id uuid NOT NULL, trip_id text COLLATE "C" NOT NULL) ON COMMIT DROP;
        CREATE TEMP TABLE gtfs_in_revisions (
          revision_id uuid NOT NULL, trip_id text COLLATE "C" NOT NULL) ON COMMIT DROP;`);
      await repository.insertMany(
        trx,
        'gtfs_in_itineraries',
        ['itinerary_id:uuid', 'trip_id:text'],
        itineraries,
      );
      await repository.insertMany(trx, 'gtfs_in_revisions', ['revision_id:uuid', 'trip_id:text'], revisions);
      await trx.raw(`
        ANALYZE gtfs_in_itineraries; ANALYZE gtfs_in_revisions;
        INSERT INTO itinerary_calling_points (itinerary_id, sequence, station_id, bay_id)
          SELECT i.itinerary_id, c.position, m.station_id, m.bay_id
          FROM gtfs_in_itineraries i
          JOIN gtfs_in_calls c ON c.trip_id = i.trip_id
          JOIN gtfs_in_stop_ids m ON m.stop_id = c.stop_id
          ORDER BY i.itinerary_id, c.position;
        INSERT INTO stop_times (revision_id, sequence, station_id, bay_id, day_offset, departure_day_offset,
                                arrival_minute, departure_minute, arrival_second, departure_second, timepoint,
                                pickup_type, drop_off_type)
          SELECT r.revision_id, c.position, m.station_id, m.bay_id, c.day_offset, c.departure_day_offset,
                 c.arrival_minute, c.departure_minute, c.arrival_second, c.departure_second, c.timepoint,
                 c.pickup_type, c.drop_off_type
          FROM gtfs_in_revisions r
          JOIN gtfs_in_calls c ON c.trip_id = r.trip_id
          JOIN gtfs_in_stop_ids m ON m.stop_id = c.stop_id
          ORDER BY r.revision_id, c.position;`);
    },

    /**
     * Moves the staged stop times by `seconds` (a feed read in another zone, ADR 0060), unless
     * one would fall before its service day begins: then answers where, moving nothing.
     */
    async shiftStagedTimes(trx: Transaction, seconds: number): Promise<FeedError | null> {
      const { rows } = (await trx.raw(
        `SELECT line, CASE WHEN arrival + ? < 0 THEN 'arrival_time' ELSE 'departure_time' END AS col
         FROM gtfs_in_stop_times WHERE least(arrival, departure) + ? < 0 ORDER BY line LIMIT 1`,
        [seconds, seconds],
      )) as { rows: { line: number; col: string }[] };
      const early = rows[0];
      if (early)
        return {
          field: `stop_times.txt:${early.line}:${early.col}`,
          code: 'time_before_service_day',
          message: "is before its service day begins once read in the network's zone",
        };
      await trx.raw('UPDATE gtfs_in_stop_times SET arrival = arrival + ?, departure = departure + ?', [
        seconds,
        seconds,
      ]);
      return null;
    },

    /** The staged stop times of each of these trips. */
    async stagedCallCounts(trx: Transaction, tripIds: string[]): Promise<Map<string, number>> {
      const { rows } = (await trx.raw(
        `SELECT trip_id, count(*)::int AS calls FROM gtfs_in_stop_times WHERE trip_id = ANY(?::text[]) GROUP BY trip_id`,
        [tripIds],
      )) as { rows: { trip_id: string; calls: number }[] };
      return new Map(rows.map((r) => [r.trip_id, r.calls]));
    },

    /** Serialises imports of one feed. */
    async lockFeed(trx: Transaction, feedId: string): Promise<void> {
      await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [`gtfs:${feedId}`]);
    },

    async references(trx: Transaction | Database, feedId: string): Promise<Map<string, Reference>> {
      const rows = (await trx('gtfs_references')
        .where({ feed_id: feedId })
        .select('kind', 'external_id', 'record_id', 'fingerprint', 'origin')) as {
        kind: string;
        external_id: string;
        record_id: string;
        fingerprint: string;
        origin: ReferenceOrigin;
      }[];
      return new Map(
        rows.map((r) => [
          `${r.kind}|${r.external_id}`,
          { recordId: r.record_id, fingerprint: r.fingerprint, origin: r.origin },
        ]),
      );
    },

    /** The mappings set for a feed, as the contract shows them, by kind and id. */
    async listMappings(feedId: string) {
      const rows = (await db('gtfs_mappings')
        .where({ feed_id: feedId })
        .orderBy([{ column: 'kind' }, { column: 'external_id' }])
        .select('feed_id', 'kind', 'external_id', 'record_id', 'set_at', 'set_by')) as MappingRow[];
      return rows.map(mappingOf);
    },

    /**
     * Sets a mapping (replacing the one of that id), in one statement that writes it only when
     * the record exists in its kind's table; answers null when it does not.
     */
    async setMapping(feedId: string, kind: MappingKind, externalId: string, recordId: string, actor: string) {
      const { rows } = (await db.raw(
        `INSERT INTO gtfs_mappings (feed_id, kind, external_id, record_id, set_by)
         SELECT ?, ?, ?, ?::uuid, ? WHERE EXISTS (SELECT 1 FROM ${MAPPED_TABLES[kind]} WHERE id = ?::uuid)
         ON CONFLICT (feed_id, kind, external_id) DO UPDATE
           SET record_id = excluded.record_id, set_at = now(), set_by = excluded.set_by
         RETURNING feed_id, kind, external_id, record_id, set_at, set_by`,
        [feedId, kind, externalId, recordId, actor, recordId],
      )) as { rows: MappingRow[] };
      return rows[0] ? mappingOf(rows[0]) : null;
    },

    /** Clears a mapping; answers whether there was one. */
    async clearMapping(feedId: string, kind: MappingKind, externalId: string): Promise<boolean> {
      const count = await db('gtfs_mappings')
        .where({ feed_id: feedId, kind, external_id: externalId })
        .delete();
      return count > 0;
    },

    /** The mappings set for a feed, by `<kind>|<external id>`. */
    async mappings(trx: Transaction | Database, feedId: string): Promise<Map<string, string>> {
      const rows = (await trx('gtfs_mappings')
        .where({ feed_id: feedId })
        .select('kind', 'external_id', 'record_id')) as {
        kind: string;
        external_id: string;
        record_id: string;
      }[];
      return new Map(rows.map((r) => [`${r.kind}|${r.external_id}`, r.record_id]));
    },

    /** The feeds (other than `feedId`) that created these records, by record id. */
    async creators(trx: Transaction, feedId: string, recordIds: string[]): Promise<Map<string, string>> {
      if (recordIds.length === 0) return new Map();
      const { rows } = (await trx.raw(
        `SELECT DISTINCT ON (record_id) record_id, feed_id FROM gtfs_references
         WHERE record_id = ANY(?::uuid[]) AND origin = 'created' AND feed_id <> ?
         ORDER BY record_id, feed_id`,
        [recordIds, feedId],
      )) as { rows: { record_id: string; feed_id: string }[] };
      return new Map(rows.map((r) => [r.record_id, r.feed_id]));
    },

    async stationsNow(trx: Transaction, ids: string[]): Promise<Map<string, StationNow>> {
      if (ids.length === 0) return new Map();
      const { rows } = (await trx.raw(
        `SELECT id, name, latitude, longitude, station_area_id, wheelchair_boarding FROM stations WHERE id = ANY(?::uuid[])`,
        [ids],
      )) as {
        rows: {
          id: string;
          name: string;
          latitude: number | null;
          longitude: number | null;
          station_area_id: string | null;
          wheelchair_boarding: string;
        }[];
      };
      return new Map(
        rows.map((r) => [
          r.id,
          {
            name: r.name,
            latitude: r.latitude === null ? null : Number(r.latitude),
            longitude: r.longitude === null ? null : Number(r.longitude),
            areaId: r.station_area_id,
            wheelchairBoarding: r.wheelchair_boarding,
          },
        ]),
      );
    },

    /** Lines as they are: name and transport mode. */
    async linesNow(trx: Transaction, ids: string[]): Promise<Map<string, { name: string; mode: string }>> {
      if (ids.length === 0) return new Map();
      const { rows } = (await trx.raw(
        `SELECT id, name, transport_mode AS mode FROM lines WHERE id = ANY(?::uuid[])`,
        [ids],
      )) as { rows: { id: string; name: string; mode: string }[] };
      return new Map(rows.map((r) => [r.id, { name: r.name, mode: r.mode }]));
    },

    /** Calendars as they are: range, days, and the dates of their exceptions in force. */
    async calendarsNow(trx: Transaction, ids: string[]): Promise<Map<string, CalendarNow>> {
      if (ids.length === 0) return new Map();
      const { rows } = (await trx.raw(
        `SELECT c.id, c.valid_from::text AS valid_from, c.valid_to::text AS valid_to,
                c.days_of_week::int[] AS days,
                coalesce(array_agg(d.service_date::text ORDER BY d.service_date) FILTER (WHERE d.kind = 'ADDED'), '{}') AS added,
                coalesce(array_agg(d.service_date::text ORDER BY d.service_date) FILTER (WHERE d.kind = 'REMOVED'), '{}') AS removed,
                coalesce(array_agg(d.service_date::text ORDER BY d.service_date) FILTER (WHERE d.kind = 'SWAPPED'), '{}') AS swapped
         FROM service_calendars c LEFT JOIN calendar_exception_dates d ON d.calendar_id = c.id
         WHERE c.id = ANY(?::uuid[])
         GROUP BY c.id`,
        [ids],
      )) as {
        rows: {
          id: string;
          valid_from: string;
          valid_to: string;
          days: number[];
          added: string[];
          removed: string[];
          swapped: string[];
        }[];
      };
      return new Map(
        rows.map((r) => [
          r.id,
          {
            validFrom: r.valid_from,
            validTo: r.valid_to,
            days: r.days,
            added: r.added,
            removed: r.removed,
            swapped: r.swapped,
          },
        ]),
      );
    },

    /**
     * Schedules as they serve from a day each: line and itinerary, the ACTIVE revision running
     * on that day (or the first starting after it) with a digest of its stop times in the form of
     * `stagedCallDigests`, how many other ACTIVE revisions start after it, and their exceptions
     * in force from that day.
     */
    async schedulesNow(
      trx: Transaction,
      schedules: { id: string; from: string }[],
    ): Promise<Map<string, ScheduleNow>> {
      if (schedules.length === 0) return new Map();
      const { rows } = (await trx.raw(
        `WITH wanted AS (SELECT * FROM unnest(?::uuid[], ?::date[]) AS w(schedule_id, from_date)),
         current AS (
           SELECT DISTINCT ON (r.schedule_id) r.schedule_id, r.id, r.valid_from, r.valid_to, r.days_of_week, r.calendar_id
           FROM schedule_revisions r JOIN wanted w ON w.schedule_id = r.schedule_id
           WHERE r.status = 'ACTIVE' AND r.valid_to >= w.from_date
           ORDER BY r.schedule_id, r.valid_from)
         SELECT s.id, s.line_id, s.itinerary_id, s.wheelchair_accessible, s.bikes_allowed,
                c.valid_from::text AS valid_from, c.valid_to::text AS valid_to, c.days_of_week::int[] AS days,
                c.calendar_id,
                (SELECT md5(string_agg(concat_ws('/', t.station_id, t.bay_id, t.day_offset, t.departure_day_offset,
                                                 t.arrival_minute, t.departure_minute, ${SECONDS('t')}, ${BOARDING('t')}), chr(31) ORDER BY t.sequence))
                 FROM stop_times t WHERE t.revision_id = c.id) AS calls,
                (SELECT count(*) FROM schedule_revisions l
                 WHERE l.schedule_id = s.id AND l.status = 'ACTIVE' AND l.valid_from > c.valid_from)::int AS later,
                (SELECT count(*) FROM schedule_exceptions x
                 WHERE x.schedule_id = s.id AND x.removed_at IS NULL AND x.service_date >= w.from_date)::int AS exceptions
         FROM wanted w JOIN schedules s ON s.id = w.schedule_id
         LEFT JOIN current c ON c.schedule_id = s.id`,
        [schedules.map((s) => s.id), schedules.map((s) => s.from)],
      )) as {
        rows: {
          id: string;
          line_id: string;
          itinerary_id: string;
          wheelchair_accessible: string;
          bikes_allowed: string;
          valid_from: string | null;
          valid_to: string;
          days: number[];
          calendar_id: string | null;
          calls: string;
          later: number;
          exceptions: number;
        }[];
      };
      return new Map(
        rows.map((r) => [
          r.id,
          {
            lineId: r.line_id,
            itineraryId: r.itinerary_id,
            wheelchair: r.wheelchair_accessible,
            bikes: r.bikes_allowed,
            revision:
              r.valid_from === null
                ? null
                : {
                    validFrom: r.valid_from,
                    validTo: r.valid_to,
                    days: r.days,
                    calendarId: r.calendar_id,
                    calls: r.calls,
                  },
            later: r.later,
            exceptions: r.exceptions,
          },
        ]),
      );
    },

    /**
     * Stages the registry's station and bay of each stop of the feed (\`gtfs_in_stop_ids\`), for
     * the digests of the calls and the writing of stop times.
     */
    async stageStopIds(trx: Transaction, stops: [string, string, string | null][]): Promise<void> {
      await trx.raw(`
        CREATE TEMP TABLE gtfs_in_stop_ids (
          stop_id text COLLATE "C" PRIMARY KEY, station_id uuid NOT NULL, bay_id uuid) ON COMMIT DROP;`);
      await repository.insertMany(
        trx,
        'gtfs_in_stop_ids',
        ['stop_id:text', 'station_id:uuid', 'bay_id:uuid'],
        stops,
      );
      await trx.raw('ANALYZE gtfs_in_stop_ids');
    },

    /** Digests of the calls of these staged trips as the registry would store them, by trip id. */
    async stagedCallDigests(trx: Transaction, tripIds: string[]): Promise<Map<string, string>> {
      if (tripIds.length === 0) return new Map();
      const { rows } = (await trx.raw(
        `SELECT c.trip_id,
                md5(string_agg(concat_ws('/', m.station_id, m.bay_id, c.day_offset, c.departure_day_offset,
                                         c.arrival_minute, c.departure_minute, ${SECONDS('c')}, ${BOARDING('c')}), chr(31) ORDER BY c.position)) AS calls
         FROM gtfs_in_calls c JOIN gtfs_in_stop_ids m ON m.stop_id = c.stop_id
         WHERE c.trip_id = ANY(?::text[])
         GROUP BY c.trip_id`,
        [tripIds],
      )) as { rows: { trip_id: string; calls: string }[] };
      return new Map(rows.map((r) => [r.trip_id, r.calls]));
    },

    /** Those of these schedules with an ACTIVE revision serving on or after `from`. */
    async schedulesServingFrom(trx: Transaction, ids: string[], from: string): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const { rows } = (await trx.raw(
        `SELECT DISTINCT schedule_id FROM schedule_revisions
         WHERE schedule_id = ANY(?::uuid[]) AND status = 'ACTIVE' AND valid_to >= ?::date`,
        [ids, from],
      )) as { rows: { schedule_id: string }[] };
      return new Set(rows.map((r) => r.schedule_id));
    },

    /**
     * Those of these calendars that started before `from`, run on or after it, and that no
     * ACTIVE revision serving on or after it uses (but those of the schedules `ending`), nor any
     * calendar's swap runs as on or after it: their range may end the day before.
     */
    async calendarsUnusedFrom(
      trx: Transaction,
      ids: string[],
      from: string,
      ending: string[],
    ): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const { rows } = (await trx.raw(
        `SELECT c.id FROM service_calendars c
         WHERE c.id = ANY(?::uuid[]) AND c.valid_from < ?::date AND c.valid_to >= ?::date
           AND NOT EXISTS (SELECT 1 FROM schedule_revisions r
                           WHERE r.calendar_id = c.id AND r.status = 'ACTIVE' AND r.valid_to >= ?::date
                             AND r.schedule_id <> ALL(?::uuid[]))
           AND NOT EXISTS (SELECT 1 FROM calendar_exception_dates d
                           WHERE d.runs_as_calendar_id = c.id AND d.service_date >= ?::date)`,
        [ids, from, from, from, ending, from],
      )) as { rows: { id: string }[] };
      return new Set(rows.map((r) => r.id));
    },

    /** Ends the range of these calendars the day before `from`. */
    async endCalendarsFrom(trx: Transaction, ids: string[], from: string, actor: string): Promise<void> {
      if (ids.length === 0) return;
      await trx.raw(
        `UPDATE service_calendars SET valid_to = ?::date - 1, updated_at = now(), updated_by = ?
         WHERE id = ANY(?::uuid[])`,
        [from, actor, ids],
      );
    },

    /**
     * Those of these itineraries that schedules follow with an ACTIVE revision serving on or
     * after `from`, all of them among the schedules `leaving` (ended, or moved by the import).
     */
    async itinerariesUnusedFrom(
      trx: Transaction,
      ids: string[],
      from: string,
      leaving: string[],
    ): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const { rows } = (await trx.raw(
        `SELECT i.id FROM itineraries i
         WHERE i.id = ANY(?::uuid[])
           AND EXISTS (SELECT 1 FROM schedules s JOIN schedule_revisions r ON r.schedule_id = s.id
                       WHERE s.itinerary_id = i.id AND r.status = 'ACTIVE' AND r.valid_to >= ?::date)
           AND NOT EXISTS (SELECT 1 FROM schedules s JOIN schedule_revisions r ON r.schedule_id = s.id
                           WHERE s.itinerary_id = i.id AND r.status = 'ACTIVE' AND r.valid_to >= ?::date
                             AND s.id <> ALL(?::uuid[]))`,
        [ids, from, from, leaving],
      )) as { rows: { id: string }[] };
      return new Set(rows.map((r) => r.id));
    },

    /** The records of these codes (case-insensitive) by upper-case code, with the feed that created each, if another did. */
    async recordsByCode(
      trx: Transaction,
      table: 'stations' | 'station_areas' | 'lines' | 'destinations' | 'service_calendars' | 'schedules',
      codes: string[],
      feedId: string,
    ): Promise<Map<string, CodeMatch>> {
      const found = new Map<string, CodeMatch>();
      for (let i = 0; i < codes.length; i += CHUNK) {
        const { rows } = (await trx.raw(
          `SELECT t.id, upper(t.code) AS code,
                  (SELECT min(g.feed_id) FROM gtfs_references g
                   WHERE g.record_id = t.id AND g.origin = 'created' AND g.feed_id <> ?) AS created_by
           FROM ${table} t WHERE upper(t.code) = ANY(?::text[])`,
          [feedId, codes.slice(i, i + CHUNK).map((c) => c.toUpperCase())],
        )) as { rows: { id: string; code: string; created_by: string | null }[] };
        for (const row of rows) found.set(row.code, { id: row.id, createdBy: row.created_by });
      }
      return found;
    },

    /** ACTIVE bays of these areas and their step-free boarding today, by `<area id>|<upper-case code>`. */
    async activeBays(
      trx: Transaction | Database,
      areaIds: string[],
    ): Promise<Map<string, { id: string; accessible: boolean | null }>> {
      const rows = (await trx('bays')
        .whereIn('station_area_id', areaIds)
        .where({ status: 'ACTIVE' })
        .select('id', 'station_area_id', 'accessible', trx.raw('upper(code) AS code'))) as {
        id: string;
        station_area_id: string;
        accessible: boolean | null;
        code: string;
      }[];
      return new Map(
        rows.map((r) => [`${r.station_area_id}|${r.code}`, { id: r.id, accessible: r.accessible }]),
      );
    },

    /** The highest revision number of each schedule. */
    async lastRevisions(trx: Transaction, scheduleIds: string[]): Promise<Map<string, number>> {
      const rows = (await trx('schedule_revisions')
        .whereIn('schedule_id', scheduleIds)
        .groupBy('schedule_id')
        .select('schedule_id', trx.raw('max(revision) AS revision'))) as {
        schedule_id: string;
        revision: number;
      }[];
      return new Map(rows.map((r) => [r.schedule_id, Number(r.revision)]));
    },

    /**
     * Gives the records this transaction inserted their first dated row (ADR 0029), from the
     * day they were created, holding what their own columns hold: the imported station areas,
     * stations, bays, lines and destinations.
     */
    async openDatedStates(trx: Transaction): Promise<void> {
      for (const [table, states, owner, columns] of DATED_FAMILIES)
        await trx.raw(
          `INSERT INTO ${states} (${owner}, ${columns}, effective_from, created_by, updated_by)
           SELECT r.id, ${columns}, r.created_at::date, r.created_by, r.updated_by FROM ${table} r
           WHERE r.created_at = now() AND NOT EXISTS (SELECT 1 FROM ${states} s WHERE s.${owner} = r.id)`,
        );
    },

    /**
     * Inserts `rows` (values in the order of `columns`, each `name:type`, or `name:type:cast`
     * for a column sent as one type and stored as another) in few statements.
     */
    async insertMany(trx: Transaction, table: string, columns: string[], rows: unknown[][]): Promise<void> {
      if (rows.length === 0) return;
      const specs = columns.map((c) => c.split(':') as [string, string, string?]);
      const selected = specs.map(([, , cast], i) => (cast ? `c${i}::${cast}` : `c${i}`)).join(', ');
      const aliases = specs.map((_, i) => `c${i}`).join(', ');
      for (let i = 0; i < rows.length; i += CHUNK) {
        const chunk = rows.slice(i, i + CHUNK);
        const arrays = specs.map((_, index) => chunk.map((row) => row[index] ?? null)) as never[];
        await trx.raw(
          `INSERT INTO ${table} (${specs.map(([name]) => name).join(', ')})
           SELECT ${selected} FROM unnest(${specs.map(([, type]) => `?::${type}[]`).join(', ')}) AS u(${aliases})`,
          arrays,
        );
      }
    },

    async updateStation(
      trx: Transaction,
      id: string,
      values: {
        name: string;
        latitude: number | null;
        longitude: number | null;
        areaId: string | null;
        wheelchairBoarding: string;
      },
      actor: string,
    ): Promise<void> {
      await trx('stations')
        .where({ id })
        .update({
          name: values.name,
          latitude: values.latitude,
          longitude: values.longitude,
          wheelchair_boarding: values.wheelchairBoarding,
          ...(values.areaId ? { station_area_id: values.areaId } : {}),
          updated_at: trx.fn.now(),
          updated_by: actor,
        });
    },

    async updateLine(
      trx: Transaction,
      id: string,
      values: { name: string; mode: string },
      actor: string,
    ): Promise<void> {
      await trx('lines').where({ id }).update({
        name: values.name,
        transport_mode: values.mode,
        updated_at: trx.fn.now(),
        updated_by: actor,
      });
    },

    /**
     * Ends the service of these schedules from a date each (the first day their new revision
     * serves): an ACTIVE revision starting on or after it is WITHDRAWN if it has not started
     * (`today`), SUPERSEDED if it has; one running over it ends the day before; their exceptions
     * from that date are withdrawn. Days before it stay as they were published.
     */
    async endServicesFrom(
      trx: Transaction,
      schedules: { scheduleId: string; from: string }[],
      today: string,
      actor: string,
    ): Promise<void> {
      if (schedules.length === 0) return;
      const bindings = [schedules.map((s) => s.scheduleId), schedules.map((s) => s.from)];
      const ending = `SELECT * FROM unnest(?::uuid[], ?::date[]) AS e(schedule_id, from_date)`;
      await trx.raw(
        `UPDATE schedule_revisions r
         SET status = CASE WHEN r.valid_from < ?::date THEN 'SUPERSEDED' ELSE 'WITHDRAWN' END,
             superseded_at = CASE WHEN r.valid_from < ?::date THEN now() END,
             withdrawn_at = CASE WHEN r.valid_from < ?::date THEN NULL ELSE now() END,
             withdrawn_by = CASE WHEN r.valid_from < ?::date THEN NULL ELSE ? END,
             updated_at = now(), updated_by = ?
         FROM (${ending}) e
         WHERE r.schedule_id = e.schedule_id AND r.status = 'ACTIVE' AND r.valid_from >= e.from_date`,
        [today, today, today, today, actor, actor, ...bindings],
      );
      await trx.raw(
        `UPDATE schedule_revisions r SET valid_to = e.from_date - 1, updated_at = now(), updated_by = ?
         FROM (${ending}) e
         WHERE r.schedule_id = e.schedule_id AND r.status = 'ACTIVE' AND r.valid_to >= e.from_date`,
        [actor, ...bindings],
      );
      await trx.raw(
        `UPDATE schedule_exceptions x SET removed_at = now(), removed_by = ?
         FROM (${ending}) e
         WHERE x.schedule_id = e.schedule_id AND x.removed_at IS NULL AND x.service_date >= e.from_date`,
        [actor, ...bindings],
      );
    },

    /** The calendars among these that a published revision served before `date` with. */
    async calendarsServedBefore(trx: Transaction, calendarIds: string[], date: string): Promise<Set<string>> {
      if (calendarIds.length === 0) return new Set();
      const { rows } = (await trx.raw(
        `SELECT DISTINCT calendar_id FROM schedule_revisions
         WHERE calendar_id = ANY(?::uuid[]) AND status IN ('ACTIVE', 'SUPERSEDED') AND valid_from < ?::date`,
        [calendarIds, date],
      )) as { rows: { calendar_id: string }[] };
      return new Set(rows.map((r) => r.calendar_id));
    },

    /** Carriers by upper-case code, for agencies met the first time. */
    async carriersByCode(trx: Transaction, codes: string[]): Promise<Map<string, string>> {
      const { rows } = (await trx.raw(
        'SELECT id, upper(code) AS code FROM carriers WHERE upper(code) = ANY(?::text[])',
        [codes.map((c) => c.toUpperCase())],
      )) as { rows: { id: string; code: string }[] };
      return new Map(rows.map((r) => [r.code, r.id]));
    },

    /**
     * Makes each carrier an operator of its line from `from` (open-ended), unless it operates it
     * on that day already; a period of its that starts later is brought forward to it.
     */
    async operateLines(
      trx: Transaction,
      operators: { lineId: string; carrierId: string }[],
      from: string,
      actor: string,
    ): Promise<number> {
      if (operators.length === 0) return 0;
      const bindings = [operators.map((o) => o.lineId), operators.map((o) => o.carrierId)];
      const wanted = `SELECT * FROM unnest(?::uuid[], ?::uuid[]) AS w(line_id, carrier_id)`;
      await trx.raw(
        `DELETE FROM line_operators o USING (${wanted}) w
         WHERE o.line_id = w.line_id AND o.carrier_id = w.carrier_id AND o.effective_from > ?::date`,
        [...bindings, from],
      );
      const { rowCount } = (await trx.raw(
        `INSERT INTO line_operators (line_id, carrier_id, effective_from, created_by, updated_by)
         SELECT w.line_id, w.carrier_id, ?::date, ?, ? FROM (${wanted}) w
         WHERE NOT EXISTS (
           SELECT 1 FROM line_operators o
           WHERE o.line_id = w.line_id AND o.carrier_id = w.carrier_id
             AND o.effective_from <= ?::date AND (o.effective_to IS NULL OR o.effective_to >= ?::date))`,
        [from, actor, actor, ...bindings, from, from],
      )) as { rowCount: number };
      return rowCount;
    },

    async updateCalendar(
      trx: Transaction,
      id: string,
      values: { validFrom: string; validTo: string; days: number[] },
      actor: string,
    ): Promise<void> {
      await trx('service_calendars')
        .where({ id })
        .update({
          valid_from: values.validFrom,
          valid_to: values.validTo,
          days_of_week: trx.raw('?::smallint[]', [`{${values.days.join(',')}}`]),
          updated_at: trx.fn.now(),
          updated_by: actor,
        });
    },

    /** Withdraws the exceptions in force of these calendars (their dates free again). */
    async withdrawCalendarExceptions(trx: Transaction, calendarIds: string[], actor: string): Promise<void> {
      if (calendarIds.length === 0) return;
      await trx('calendar_exception_dates').whereIn('calendar_id', calendarIds).delete();
      await trx('calendar_exceptions')
        .whereIn('calendar_id', calendarIds)
        .whereNull('removed_at')
        .update({ removed_at: trx.fn.now(), removed_by: actor });
    },

    async moveSchedule(
      trx: Transaction,
      id: string,
      values: { lineId: string; itineraryId: string; wheelchair: string; bikes: string },
      actor: string,
    ): Promise<void> {
      await trx('schedules').where({ id }).update({
        line_id: values.lineId,
        itinerary_id: values.itineraryId,
        wheelchair_accessible: values.wheelchair,
        bikes_allowed: values.bikes,
        updated_at: trx.fn.now(),
        updated_by: actor,
      });
    },

    async saveReferences(
      trx: Transaction,
      feedId: string,
      rows: {
        kind: ReferenceKind;
        externalId: string;
        recordId: string;
        fingerprint: string;
        origin: ReferenceOrigin;
      }[],
      actor: string,
    ): Promise<void> {
      for (let i = 0; i < rows.length; i += CHUNK) {
        const chunk = rows.slice(i, i + CHUNK);
        await trx.raw(
          `INSERT INTO gtfs_references (feed_id, kind, external_id, record_id, fingerprint, origin, imported_by)
           SELECT ?, * , ? FROM unnest(?::text[], ?::text[], ?::uuid[], ?::text[], ?::text[])
           ON CONFLICT (feed_id, kind, external_id) DO UPDATE
             SET record_id = excluded.record_id, fingerprint = excluded.fingerprint, origin = excluded.origin,
                 imported_at = now(), imported_by = excluded.imported_by
             WHERE (gtfs_references.record_id, gtfs_references.fingerprint, gtfs_references.origin)
                   IS DISTINCT FROM (excluded.record_id, excluded.fingerprint, excluded.origin)`,
          [
            feedId,
            actor,
            chunk.map((r) => r.kind),
            chunk.map((r) => r.externalId),
            chunk.map((r) => r.recordId),
            chunk.map((r) => r.fingerprint),
            chunk.map((r) => r.origin),
          ],
        );
      }
    },
  };
  return repository;
}

export type GtfsImportRepository = ReturnType<typeof createGtfsImportRepository>;
