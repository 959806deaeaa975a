/**
 * The rows of a GTFS feed, read from one snapshot of the registry (a REPEATABLE READ
 * transaction: every file of the feed sees the same timetable) through server-side cursors, a
 * batch at a time, or, for the files as large as the timetable (trips, stop times), as CSV
 * text written by Postgres (`COPY … TO`), so that a feed of any size is written in bounded
 * memory. The trips of the
 * period, their routes and their stops are first gathered in temporary tables dropped with the
 * transaction; each file is then one query, ordered by its ids in byte order (COLLATE "C"), as
 * streaming GTFS readers expect (trips and stop_times by trip_id, calendar_dates by service_id).
 */
import { copyCsvOut, poolMaxOf, type Database } from '@transport/platform';
import type { Readable } from 'node:stream';
import type { Knex } from 'knex';
import { calendarDaySql } from '../calendars/calendars.port.ts';
import { gtfsTripIdSql } from './gtfs-ids.ts';
import { routeTypeSql } from './gtfs-route-types.ts';

/** What the feed covers, and what `feed_info.txt` says about it. */
export interface FeedPeriod {
  from: string;
  to: string;
}

export type Row = Record<string, string | number | null>;

/** Rows fetched per round trip from a cursor. */
const BATCH = 10_000;

/**
 * `HH:MM:SS` of minute `minute` and second `second` of day `offset` of the trip, past 24:00:00
 * after midnight (NULL when `minute` is): the number HHMMSS written by one `to_char` with the
 * colons in its pattern, at least two digits of hours and up to four. Three `lpad`s joined by
 * `||` took 0.8 s of CPU for the 800,000 times of 400,000 stop times, this 0.2 s.
 */
const GTFS_TIME = (minute: string, second: string, offset: string) =>
  `to_char(((${offset} * 1440 + ${minute}) / 60 * 100 + (${minute}) % 60) * 100 + (${second}), 'FM9900":"00":"00')`;

/** A call without a bay of a station with bays: the station's own stop. */
const NO_BAY = '00000000-0000-0000-0000-000000000000';

export interface FeedSnapshot {
  /** The timetable version the snapshot reads. */
  version: number;
  /** The rows of one file, in the file's order, a batch at a time. */
  rows(file: FeedFile): AsyncGenerator<Row[]>;
  /**
   * The rows of one file as CSV text without its header, written by Postgres (`COPY … TO`)
   * and streamed as it comes: for the files as large as the timetable, whose rows are written
   * as they are read (no transformation of the export's).
   */
  csv(file: FeedFile): Promise<Readable>;
  /** Ends the snapshot (its temporary tables go with it). */
  close(): Promise<void>;
}

export type FeedFile = 'agency' | 'stops' | 'routes' | 'trips' | 'stop_times' | 'calendar' | 'calendar_dates';

const QUERIES: Record<FeedFile, string> = {
  agency: `
    SELECT * FROM (
      SELECT c.code AS agency_id, c.name AS agency_name, coalesce(c.website, :url) AS agency_url,
             :zone AS agency_timezone, c.phone_number AS agency_phone, c.email AS agency_email
      FROM carriers c WHERE c.id IN (SELECT carrier_id FROM gtfs_routes)
      UNION ALL
      SELECT 'network', :publisher, :url, :zone, NULL, NULL
      WHERE EXISTS (SELECT 1 FROM gtfs_routes WHERE carrier_id IS NULL)
         OR NOT EXISTS (SELECT 1 FROM gtfs_routes)
    ) agencies
    ORDER BY agency_id COLLATE "C"`,
  // A station's wheelchair boarding as GTFS numbers it (0 no information, 1 yes, 2 no) on its
  // own stop (ADR 0083); a bay's step-free boarding on the bay's stop, empty when not recorded
  // (a reader takes the station's, ADR 0091), and on the station's own stop of a station with bays.
  stops: `
    SELECT stop_id, stop_name, stop_lat, stop_lon, location_type, parent_station, platform_code,
           wheelchair_boarding
    FROM (
      SELECT s.code AS stop_id, s.name AS stop_name, s.latitude AS stop_lat, s.longitude AS stop_lon,
             CASE WHEN s.has_bays THEN 1 ELSE 0 END AS location_type, NULL AS parent_station,
             NULL AS platform_code,
             CASE s.wheelchair_boarding WHEN 'ACCESSIBLE' THEN 1 WHEN 'NOT_ACCESSIBLE' THEN 2 ELSE 0 END
               AS wheelchair_boarding
      FROM gtfs_stations s
      UNION ALL
      SELECT x.stop_id, s.name, s.latitude, s.longitude, 0, s.code, x.bay_code,
             CASE x.accessible WHEN true THEN 1 WHEN false THEN 2 END
      FROM gtfs_stop_ids x JOIN gtfs_stations s ON s.id = x.station_id
      WHERE s.has_bays
    ) stops
    ORDER BY stop_id COLLATE "C"`,
  routes: `
    SELECT r.code AS route_id, coalesce(c.code, 'network') AS agency_id, r.code AS route_short_name,
           r.name AS route_long_name, ${routeTypeSql('r.transport_mode')} AS route_type
    FROM gtfs_routes r LEFT JOIN carriers c ON c.id = r.carrier_id
    ORDER BY r.code COLLATE "C"`,
  // A schedule's accessibility and bikes as GTFS numbers them (0 no information, 1 yes, 2 no).
  trips: `
    SELECT l.code AS route_id, g.service_id, g.trip_id, d.name AS trip_headsign,
           CASE s.wheelchair_accessible WHEN 'ACCESSIBLE' THEN 1 WHEN 'NOT_ACCESSIBLE' THEN 2 ELSE 0 END
             AS wheelchair_accessible,
           CASE s.bikes_allowed WHEN 'ALLOWED' THEN 1 WHEN 'NOT_ALLOWED' THEN 2 ELSE 0 END AS bikes_allowed
    FROM gtfs_trips g
    JOIN schedules s ON s.id = g.schedule_id
    JOIN lines l ON l.id = g.line_id
    JOIN itineraries i ON i.id = g.itinerary_id
    JOIN destinations d ON d.id = i.destination_id
    ORDER BY g.trip_id COLLATE "C"`,
  // A call has an arrival, a departure or both; GTFS wants both at the first and last stops
  // and the same time when there is one: the one known is written in both.
  stop_times: `
    SELECT o.trip_id,
           ${GTFS_TIME('coalesce(o.arrival_minute, o.departure_minute)', 'CASE WHEN o.arrival_minute IS NULL THEN o.departure_second ELSE o.arrival_second END', 'CASE WHEN o.arrival_minute IS NULL THEN coalesce(o.departure_day_offset, o.day_offset) ELSE o.day_offset END')} AS arrival_time,
           ${GTFS_TIME('coalesce(o.departure_minute, o.arrival_minute)', 'CASE WHEN o.departure_minute IS NULL THEN o.arrival_second ELSE o.departure_second END', 'CASE WHEN o.departure_minute IS NULL THEN o.day_offset ELSE coalesce(o.departure_day_offset, o.day_offset) END')} AS departure_time,
           o.stop_id, o.sequence AS stop_sequence, CASE WHEN o.timepoint THEN '1' ELSE '0' END AS timepoint,
           o.pickup_type, o.drop_off_type
    FROM (
      SELECT g.trip_id, m.stop_id, t.sequence, t.day_offset, t.departure_day_offset, t.arrival_minute,
             t.departure_minute, t.arrival_second, t.departure_second, t.timepoint, t.pickup_type, t.drop_off_type
      FROM gtfs_trips g
      JOIN stop_times t ON t.revision_id = g.revision_id
      JOIN gtfs_stop_map m ON m.station_id = t.station_id AND m.bay_key = coalesce(t.bay_id, '${NO_BAY}')
      ORDER BY g.trip_id COLLATE "C", t.sequence
    ) o
    ORDER BY o.trip_id COLLATE "C", o.sequence`,
  // The dates of each service, written by the export as a calendar row and its exceptions.
  calendar: `
    SELECT service_id, dates FROM gtfs_services ORDER BY service_id COLLATE "C"`,
  calendar_dates: `
    SELECT service_id, dates FROM gtfs_services ORDER BY service_id COLLATE "C"`,
};

/**
 * The trips of the period: each ACTIVE revision (of a schedule of a line not RETIRED) that runs
 * on a day of the period, with the days it runs on, decided as the station calls decide them:
 * an exception of the schedule first (REMOVED never runs; ADDED runs, on a day outside every
 * ACTIVE revision's period by the nearest one), then the revision's period and its calendar (its
 * own exceptions and swaps) or days of the week. Each is named by `gtfsTripId` (`gtfs-ids.ts`),
 * whatever the period: the GTFS-Realtime feed names it the same way. A trip's service is its
 * calendar's code when its days are the calendar's days in the period (no exception of the
 * schedule in it, a period covering the calendar's), else the trip's own id. The days of the
 * revisions whose schedule has no exception in the period are decided once per day pattern
 * (calendar, period, days of the week): a network of 20,000 trips has a handful, where deciding
 * each revision's days one by one made and sorted 620,000 rows for a month. Then the routes
 * with the carrier operating each (the one whose period starts first), the stations called at,
 * and the stop id of each (station, bay): every ACTIVE bay of a station called at.
 */
const GATHER = `
  CREATE TEMP TABLE gtfs_revisions ON COMMIT DROP AS
    SELECT s.id AS schedule_id, s.code, s.line_id, s.itinerary_id, r.id AS revision_id, r.revision,
           r.calendar_id, r.valid_from, r.valid_to, r.days_of_week,
           count(*) OVER (PARTITION BY s.id) AS revisions_of_schedule,
           EXISTS (SELECT 1 FROM schedule_exceptions e
                   WHERE e.schedule_id = s.id AND e.removed_at IS NULL
                     AND e.service_date BETWEEN :from AND :to) AS excepted
    FROM schedules s
    JOIN schedule_revisions r ON r.schedule_id = s.id AND r.status = 'ACTIVE'
    JOIN lines l ON l.id = s.line_id AND l.status <> 'RETIRED';
  ANALYZE gtfs_revisions;

  -- The days each calendar of these revisions runs on, decided once per calendar and day.
  CREATE TEMP TABLE gtfs_calendar_days ON COMMIT DROP AS
    SELECT k.id AS calendar_id, d::date AS day
    FROM service_calendars k CROSS JOIN generate_series(:from, :to, interval '1 day') AS d
    WHERE k.id IN (SELECT DISTINCT calendar_id FROM gtfs_revisions WHERE calendar_id IS NOT NULL)
      AND (${calendarDaySql('k', 'd::date')}) IS NOT NULL;

  -- The days of a revision without exceptions of its schedule in the period are those of its
  -- period, calendar and days of the week: decided once per such pattern (a network of 20,000
  -- trips has a handful), not once per revision and day.
  CREATE TEMP TABLE gtfs_patterns ON COMMIT DROP AS
    SELECT p.calendar_id, p.valid_from, p.valid_to, p.days_of_week,
           array_agg(to_char(d, 'YYYYMMDD') ORDER BY d) AS dates
    FROM (SELECT DISTINCT calendar_id, valid_from, valid_to, days_of_week FROM gtfs_revisions WHERE NOT excepted) p
    CROSS JOIN generate_series(greatest(p.valid_from, :from), least(p.valid_to, :to), interval '1 day') AS d
    WHERE CASE
      WHEN p.calendar_id IS NULL THEN p.days_of_week @> ARRAY[extract(isodow FROM d)::smallint]
      ELSE EXISTS (SELECT 1 FROM gtfs_calendar_days k WHERE k.calendar_id = p.calendar_id AND k.day = d::date)
    END
    GROUP BY p.calendar_id, p.valid_from, p.valid_to, p.days_of_week;

  -- A revision whose schedule has exceptions in the period: its days one by one (an exception
  -- of the schedule first: REMOVED never runs; ADDED runs, on a day outside every ACTIVE
  -- revision's period by the nearest one).
  CREATE TEMP TABLE gtfs_excepted_dates ON COMMIT DROP AS
    SELECT g.revision_id, array_agg(to_char(d, 'YYYYMMDD') ORDER BY d) AS dates
    FROM gtfs_revisions g
    CROSS JOIN generate_series(:from, :to, interval '1 day') AS d
    LEFT JOIN schedule_exceptions e
      ON e.schedule_id = g.schedule_id AND e.service_date = d::date AND e.removed_at IS NULL
    LEFT JOIN gtfs_calendar_days k ON k.calendar_id = g.calendar_id AND k.day = d::date
    WHERE g.excepted AND CASE
      WHEN e.kind = 'REMOVED' THEN false
      WHEN d::date BETWEEN g.valid_from AND g.valid_to THEN
        e.kind = 'ADDED' OR CASE
          WHEN g.calendar_id IS NULL THEN g.days_of_week @> ARRAY[extract(isodow FROM d)::smallint]
          ELSE k.calendar_id IS NOT NULL
        END
      WHEN e.kind = 'ADDED' THEN g.revision_id = (
        SELECT o.id FROM schedule_revisions o
        WHERE o.schedule_id = g.schedule_id AND o.status = 'ACTIVE'
        ORDER BY CASE WHEN d::date BETWEEN o.valid_from AND o.valid_to THEN 0 ELSE 1 END,
                 CASE WHEN o.valid_to < d::date THEN d::date - o.valid_to ELSE o.valid_from - d::date END
        LIMIT 1)
      ELSE false
    END
    GROUP BY g.revision_id;

  CREATE TEMP TABLE gtfs_trips ON COMMIT DROP AS
    WITH running AS (
      SELECT g.*, p.dates FROM gtfs_revisions g
      JOIN gtfs_patterns p
        ON p.calendar_id IS NOT DISTINCT FROM g.calendar_id AND p.valid_from = g.valid_from
       AND p.valid_to = g.valid_to AND p.days_of_week = g.days_of_week
      WHERE NOT g.excepted
      UNION ALL
      SELECT g.*, x.dates FROM gtfs_revisions g JOIN gtfs_excepted_dates x ON x.revision_id = g.revision_id
    )
    SELECT t.*, CASE WHEN t.by_calendar THEN t.calendar_code ELSE t.trip_id END AS service_id
    FROM (
      SELECT r.*, ${gtfsTripIdSql({ code: 'r.code', revision: 'r.revision', revisions: 'r.revisions_of_schedule' })} AS trip_id,
             k.code AS calendar_code,
             k.id IS NOT NULL AND NOT r.excepted
               AND r.valid_from <= greatest(k.valid_from, :from) AND r.valid_to >= least(k.valid_to, :to) AS by_calendar
      FROM running r LEFT JOIN service_calendars k ON k.id = r.calendar_id
    ) t;
  ANALYZE gtfs_trips (revision_id, trip_id, service_id, line_id);

  CREATE TEMP TABLE gtfs_services ON COMMIT DROP AS
    SELECT DISTINCT ON (service_id) service_id, dates FROM gtfs_trips ORDER BY service_id, trip_id;

  CREATE TEMP TABLE gtfs_routes ON COMMIT DROP AS
    SELECT l.id AS line_id, l.code, l.name, l.transport_mode,
           (SELECT o.carrier_id FROM line_operators o
            WHERE o.line_id = l.id AND o.effective_from <= :to
              AND (o.effective_to IS NULL OR o.effective_to >= :from)
            ORDER BY o.effective_from, o.carrier_id LIMIT 1) AS carrier_id
    FROM lines l WHERE l.id IN (SELECT line_id FROM gtfs_trips);

  CREATE TEMP TABLE gtfs_used ON COMMIT DROP AS
    SELECT DISTINCT t.station_id, t.bay_id
    FROM stop_times t JOIN gtfs_trips g ON g.revision_id = t.revision_id;

  -- The stations a trip of the period calls at, and no other: a stop no trip uses is one a
  -- journey planner shows for nothing, and the GTFS-Realtime feeds name only stops of the
  -- trips' calls (ADR 0076). One called at without coordinates refuses the export (ADR 0136).
  CREATE TEMP TABLE gtfs_stations ON COMMIT DROP AS
    SELECT s.id, s.code, s.name, s.latitude, s.longitude, s.station_area_id, s.wheelchair_boarding,
           false AS has_bays
    FROM stations s
    WHERE s.id IN (SELECT station_id FROM gtfs_used);

  -- Every ACTIVE bay of those stations, used or not: a day-of bay change may assign a call to
  -- any of them, recorded after the static feed was fetched, and GTFS-Realtime names the bay
  -- assigned by a stop of the static feed (ADR 0076).
  CREATE TEMP TABLE gtfs_stop_ids ON COMMIT DROP AS
    SELECT s.id AS station_id, b.id AS bay_key, b.code AS bay_code, s.code || ':' || b.code AS stop_id,
           b.accessible
    FROM gtfs_stations s JOIN bays b ON b.station_area_id = s.station_area_id
    WHERE b.status = 'ACTIVE'
       OR b.id IN (SELECT bay_id FROM gtfs_used u WHERE u.station_id = s.id);
  UPDATE gtfs_stations s SET has_bays = true WHERE s.id IN (SELECT station_id FROM gtfs_stop_ids);
  -- A station with bays has a stop of its own (\`<code>:\`) only when a trip calls at it without a
  -- bay: otherwise it would be a stop no trip uses.
  INSERT INTO gtfs_stop_ids (station_id, bay_key, bay_code, stop_id)
    SELECT s.id, '${NO_BAY}'::uuid, NULL, CASE WHEN s.has_bays THEN s.code || ':' ELSE s.code END
    FROM gtfs_stations s
    WHERE NOT s.has_bays OR EXISTS (SELECT 1 FROM gtfs_used u WHERE u.station_id = s.id AND u.bay_id IS NULL);
  CREATE INDEX ON gtfs_stop_ids (station_id, bay_key);
  ANALYZE gtfs_stop_ids;

  -- The stop id of each (station, bay) called at: the bay's, else the station's own.
  CREATE TEMP TABLE gtfs_stop_map ON COMMIT DROP AS
    SELECT u.station_id, coalesce(u.bay_id, '${NO_BAY}') AS bay_key, coalesce(x.stop_id, y.stop_id) AS stop_id
    FROM gtfs_used u
    LEFT JOIN gtfs_stop_ids x ON x.station_id = u.station_id AND x.bay_key = coalesce(u.bay_id, '${NO_BAY}')
    LEFT JOIN gtfs_stop_ids y ON y.station_id = u.station_id AND y.bay_key = '${NO_BAY}';
  ANALYZE gtfs_stop_map;
`;

/** Which of the ids bound are a station, bay or schedule the feed writes (its stops and trips). */
const IN_FEED = `
  SELECT x.id::text AS id FROM unnest(?::uuid[]) x(id)
   WHERE EXISTS (SELECT 1 FROM gtfs_stations s WHERE s.id = x.id)
      OR EXISTS (SELECT 1 FROM gtfs_stop_ids b WHERE b.bay_key = x.id)
      OR EXISTS (SELECT 1 FROM gtfs_trips t WHERE t.schedule_id = x.id)`;

/**
 * What the export's check reads, before its first byte (ADR 0136, 0141): `connection`, a
 * transaction of its own on the export's snapshot (the registry as the feed reads it, as known
 * at the request's instant), answering while the export gathers its trips and stops on its own
 * connection; and which records the feed writes, answered once they are gathered.
 */
export interface GatheredFeed {
  connection: Database;
  inFeed(ids: string[]): Promise<Set<string>>;
}

export function createGtfsExportRepository(db: Database) {
  // How many exports at once may take a second connection for their check (ADR 0141).
  const halfThePool = Math.floor(poolMaxOf(db) / 2);
  let besideTheGathering = 0;
  return {
    /** Opens a snapshot of the registry for the period: the caller must `close` it. */
    async open(
      period: FeedPeriod,
      labels: { publisher: string; url: string; zone: string },
      check: (gathered: GatheredFeed) => Promise<void>,
    ): Promise<FeedSnapshot> {
      const trx = await db.transaction();
      try {
        await trx.raw('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
        // Every row of each cursor is read: plan for the whole result, not its first rows (the
        // default for cursors), and sort 400,000 stop times in memory.
        await trx.raw("SET LOCAL cursor_tuple_fraction = 1.0; SET LOCAL work_mem = '64MB'");
        // The dates are checked by the contract (YYYY-MM-DD); they are written into the
        // statements as literals since utility statements (CREATE ... AS, DECLARE) take no
        // parameters.
        const values: Record<string, string> = {
          from: literal(trx, period.from, 'date'),
          to: literal(trx, period.to, 'date'),
          publisher: literal(trx, labels.publisher, 'text'),
          url: literal(trx, labels.url, 'text'),
          zone: literal(trx, labels.zone, 'text'),
        };
        const bind = (sql: string) =>
          sql.replace(/:(from|to|publisher|url|zone)\b/g, (_, k) => values[k] as string);
        const inFeed = async (ids: string[]) => {
          const { rows } = (await trx.raw(IN_FEED, [ids])) as { rows: { id: string }[] };
          return new Set(rows.map((r) => r.id));
        };
        if (besideTheGathering < halfThePool) {
          // The check reads the same snapshot on a second connection while this one gathers
          // (ADR 0141): its rules and the gathering each take about as long, one after the
          // other they delayed the first byte by both.
          besideTheGathering += 1;
          try {
            const { rows: exported } = (await trx.raw('SELECT pg_export_snapshot() AS snapshot')) as {
              rows: { snapshot: string }[];
            };
            const gathering = trx.raw(bind(GATHER)).then(() => undefined);
            const snapshot = trx.raw('?', [exported[0]!.snapshot]).toQuery();
            const checking = checkOnSnapshot(db, snapshot, (connection) =>
              check({
                connection,
                async inFeed(ids) {
                  await gathering;
                  return inFeed(ids);
                },
              }),
            );
            // Both ended before the snapshot is closed or answered: a refusal waits for the
            // gathering.
            const failed = (await Promise.allSettled([gathering, checking])).find(
              (r) => r.status === 'rejected',
            );
            if (failed) throw failed.reason;
          } finally {
            besideTheGathering -= 1;
          }
        } else {
          // Half the pool's connections already serve exports holding two: this one checks on
          // its own connection after gathering, so that exports never all wait for a second
          // connection that only another export's end would free.
          await trx.raw(bind(GATHER));
          await check({ connection: trx, inFeed });
        }
        const version = Number(
          ((await trx('timetable_version').first('version')) as { version: string | number }).version,
        );
        let cursors = 0;
        // The file being read by COPY, if any: a COPY waits for its reader, so a caller gone
        // mid-file would leave it (and the snapshot's connection) waiting for ever.
        let copying: Readable | undefined;
        return {
          version,
          async *rows(file: FeedFile) {
            const cursor = `gtfs_${(cursors += 1)}`;
            await trx.raw(`DECLARE ${cursor} NO SCROLL CURSOR FOR ${bind(QUERIES[file])}`);
            for (;;) {
              const { rows } = (await trx.raw(`FETCH ${BATCH} FROM ${cursor}`)) as { rows: Row[] };
              if (rows.length === 0) break;
              yield rows;
              if (rows.length < BATCH) break;
            }
            await trx.raw(`CLOSE ${cursor}`);
          },
          async csv(file: FeedFile) {
            const stream = await copyCsvOut(trx, bind(QUERIES[file]));
            copying = stream;
            return stream;
          },
          async close() {
            const open = copying;
            if (open && !open.readableEnded && !open.destroyed) {
              // The caller went away mid-file: the rest of the COPY is read and dropped, so that
              // its statement ends and the snapshot's transaction can end and free its connection.
              await new Promise<void>((resolve) => {
                const drain = () => {
                  while (open.read() !== null);
                };
                open.once('end', resolve);
                open.once('error', () => resolve());
                open.on('readable', drain);
                drain();
              });
            }
            if (!trx.isCompleted()) await trx.commit();
          },
        };
      } catch (error) {
        await trx.rollback().catch(() => undefined);
        throw error;
      }
    },
  };
}

/**
 * Runs `work` on a read-only transaction of its own that reads the snapshot exported as
 * `snapshot` (a quoted literal of `pg_export_snapshot()`'s answer, by a transaction still open),
 * under the same request context (as known at its instant when asked), then ends it.
 */
async function checkOnSnapshot(
  db: Database,
  snapshot: string,
  work: (connection: Knex.Transaction) => Promise<void>,
): Promise<void> {
  const reader = await db.transaction();
  try {
    await reader.raw('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    await reader.raw(`SET TRANSACTION SNAPSHOT ${snapshot}`);
    // The rules group and sort every call of the revisions in use, as the export sorts them.
    await reader.raw("SET LOCAL work_mem = '64MB'");
    await work(reader);
  } finally {
    await reader.rollback().catch(() => undefined);
  }
}

function literal(trx: Knex.Transaction, value: string, type: 'date' | 'text'): string {
  return `${trx.raw('?', [value]).toQuery()}::${type}`;
}

export type GtfsExportRepository = ReturnType<typeof createGtfsExportRepository>;
