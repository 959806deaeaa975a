/**
 * The rows of a GTFS feed, read from one snapshot of the registry (a REPEATABLE READ
 * transaction: every file of the feed sees the same timetable) through server-side cursors, a
 * batch at a time, so that a feed of any size is written in bounded memory. The trips of the
 * period, their routes and their stops are first gathered in temporary tables dropped with the
 * transaction; each file is then one query, ordered by its ids in byte order (COLLATE "C"), as
 * streaming GTFS readers expect (trips and stop_times by trip_id, calendar_dates by service_id).
 */
import type { Database } from '@transport/platform';
import type { Knex } from 'knex';

/** What the feed covers, and what `feed_info.txt` says about it. */
export interface FeedPeriod {
  from: string;
  to: string;
}

export type Row = Record<string, string | number | null>;

/** Rows fetched per round trip from a cursor. */
const BATCH = 2_000;

/** `HH:MM:SS` of minute `minute` of day `offset` of the trip, past 24:00:00 after midnight. */
const GTFS_TIME = (minute: string, offset: string) =>
  `CASE WHEN ${minute} IS NULL THEN NULL ELSE
     lpad(((${offset} * 1440 + ${minute}) / 60)::text, 2, '0') || ':' ||
     lpad(((${minute}) % 60)::text, 2, '0') || ':00' END`;

const ymd = (column: string) => `to_char(${column}, 'YYYYMMDD')`;

/** A call without a bay of a station with bays: the station's own stop. */
const NO_BAY = '00000000-0000-0000-0000-000000000000';

export interface FeedSnapshot {
  /** The timetable version the snapshot reads. */
  version: number;
  /** The rows of one file, in the file's order, a batch at a time. */
  rows(file: FeedFile): AsyncGenerator<Row[]>;
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
  stops: `
    SELECT stop_id, stop_name, stop_lat, stop_lon, location_type, parent_station, platform_code
    FROM (
      SELECT s.code AS stop_id, s.name AS stop_name, s.latitude AS stop_lat, s.longitude AS stop_lon,
             CASE WHEN s.has_bays THEN 1 ELSE 0 END AS location_type, NULL AS parent_station,
             NULL AS platform_code
      FROM gtfs_stations s
      UNION ALL
      SELECT x.stop_id, s.name, s.latitude, s.longitude, 0, s.code, x.bay_code
      FROM gtfs_stop_ids x JOIN gtfs_stations s ON s.id = x.station_id
      WHERE s.has_bays
    ) stops
    ORDER BY stop_id COLLATE "C"`,
  routes: `
    SELECT r.code AS route_id, coalesce(c.code, 'network') AS agency_id, r.code AS route_short_name,
           r.name AS route_long_name, 3 AS route_type
    FROM gtfs_routes r LEFT JOIN carriers c ON c.id = r.carrier_id
    ORDER BY r.code COLLATE "C"`,
  trips: `
    SELECT l.code AS route_id, g.code AS service_id, g.code AS trip_id, d.name AS trip_headsign
    FROM gtfs_trips g
    JOIN lines l ON l.id = g.line_id
    JOIN itineraries i ON i.id = g.itinerary_id
    JOIN destinations d ON d.id = i.destination_id
    ORDER BY g.code COLLATE "C"`,
  // A call has an arrival, a departure or both; GTFS wants both at the first and last stops
  // and the same time when there is one: the one known is written in both.
  stop_times: `
    SELECT g.code AS trip_id,
           ${GTFS_TIME('coalesce(t.arrival_minute, t.departure_minute)', 't.day_offset')} AS arrival_time,
           ${GTFS_TIME('coalesce(t.departure_minute, t.arrival_minute)', 't.day_offset')} AS departure_time,
           coalesce(x.stop_id, y.stop_id) AS stop_id, t.sequence AS stop_sequence
    FROM gtfs_trips g
    JOIN stop_times t ON t.revision_id = g.revision_id
    LEFT JOIN gtfs_stop_ids x ON x.station_id = t.station_id AND x.bay_key = coalesce(t.bay_id, '${NO_BAY}')
    LEFT JOIN gtfs_stop_ids y ON y.station_id = t.station_id AND y.bay_key = '${NO_BAY}'
    ORDER BY g.code COLLATE "C", t.sequence`,
  calendar: `
    SELECT g.code AS service_id,
           (g.days_of_week @> '{1}')::int AS monday, (g.days_of_week @> '{2}')::int AS tuesday,
           (g.days_of_week @> '{3}')::int AS wednesday, (g.days_of_week @> '{4}')::int AS thursday,
           (g.days_of_week @> '{5}')::int AS friday, (g.days_of_week @> '{6}')::int AS saturday,
           (g.days_of_week @> '{7}')::int AS sunday,
           ${ymd('g.start_date')} AS start_date, ${ymd('g.end_date')} AS end_date
    FROM gtfs_trips g WHERE g.start_date <= g.end_date
    ORDER BY g.code COLLATE "C"`,
  calendar_dates: `
    SELECT g.code AS service_id, ${ymd('e.service_date')} AS date,
           CASE e.kind WHEN 'ADDED' THEN 1 ELSE 2 END AS exception_type
    FROM gtfs_trips g
    JOIN schedule_exceptions e ON e.schedule_id = g.schedule_id AND e.removed_at IS NULL
    WHERE e.service_date BETWEEN :from AND :to
    ORDER BY g.code COLLATE "C", e.service_date`,
};

/**
 * The trips of the period (the ACTIVE revision of each schedule of a line not RETIRED, whose
 * validity meets the period or that an ADDED exception brings into it), their routes with the
 * carrier operating each (the one whose period starts first), the stations they call at with
 * every ACTIVE station, and the stop id of each (station, bay).
 */
const GATHER = `
  CREATE TEMP TABLE gtfs_trips ON COMMIT DROP AS
    SELECT s.id AS schedule_id, s.code, s.line_id, s.itinerary_id, r.id AS revision_id, r.days_of_week,
           greatest(r.valid_from, :from) AS start_date, least(r.valid_to, :to) AS end_date
    FROM schedules s
    JOIN schedule_revisions r ON r.schedule_id = s.id AND r.status = 'ACTIVE'
    JOIN lines l ON l.id = s.line_id AND l.status <> 'RETIRED'
    WHERE (r.valid_from <= :to AND r.valid_to >= :from)
       OR EXISTS (SELECT 1 FROM schedule_exceptions e
                  WHERE e.schedule_id = s.id AND e.removed_at IS NULL AND e.kind = 'ADDED'
                    AND e.service_date BETWEEN :from AND :to);
  CREATE INDEX ON gtfs_trips (revision_id);
  ANALYZE gtfs_trips;

  CREATE TEMP TABLE gtfs_routes ON COMMIT DROP AS
    SELECT l.id AS line_id, l.code, l.name,
           (SELECT o.carrier_id FROM line_operators o
            WHERE o.line_id = l.id AND o.effective_from <= :to
              AND (o.effective_to IS NULL OR o.effective_to >= :from)
            ORDER BY o.effective_from, o.carrier_id LIMIT 1) AS carrier_id
    FROM lines l WHERE l.id IN (SELECT line_id FROM gtfs_trips);

  CREATE TEMP TABLE gtfs_used ON COMMIT DROP AS
    SELECT DISTINCT t.station_id, t.bay_id
    FROM stop_times t JOIN gtfs_trips g ON g.revision_id = t.revision_id;

  CREATE TEMP TABLE gtfs_stations ON COMMIT DROP AS
    SELECT s.id, s.code, s.name, s.latitude, s.longitude, s.station_area_id, false AS has_bays
    FROM stations s
    WHERE s.status = 'ACTIVE' OR s.id IN (SELECT station_id FROM gtfs_used);

  CREATE TEMP TABLE gtfs_stop_ids ON COMMIT DROP AS
    SELECT s.id AS station_id, b.id AS bay_key, b.code AS bay_code, s.code || ':' || b.code AS stop_id
    FROM gtfs_stations s JOIN bays b ON b.station_area_id = s.station_area_id
    WHERE b.status = 'ACTIVE'
       OR b.id IN (SELECT bay_id FROM gtfs_used u WHERE u.station_id = s.id);
  UPDATE gtfs_stations s SET has_bays = true WHERE s.id IN (SELECT station_id FROM gtfs_stop_ids);
  INSERT INTO gtfs_stop_ids (station_id, bay_key, bay_code, stop_id)
    SELECT s.id, '${NO_BAY}'::uuid, NULL, CASE WHEN s.has_bays THEN s.code || ':' ELSE s.code END
    FROM gtfs_stations s;
  CREATE INDEX ON gtfs_stop_ids (station_id, bay_key);
  ANALYZE gtfs_stop_ids;
`;

export function createGtfsExportRepository(db: Database) {
  return {
    /** Opens a snapshot of the registry for the period: the caller must `close` it. */
    async open(
      period: FeedPeriod,
      labels: { publisher: string; url: string; zone: string },
    ): Promise<FeedSnapshot> {
      const trx = await db.transaction();
      try {
        await trx.raw('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
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
        await trx.raw(bind(GATHER));
        const version = Number(
          ((await trx('timetable_version').first('version')) as { version: string | number }).version,
        );
        let cursors = 0;
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
          async close() {
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

function literal(trx: Knex.Transaction, value: string, type: 'date' | 'text'): string {
  return `${trx.raw('?', [value]).toQuery()}::${type}`;
}

export type GtfsExportRepository = ReturnType<typeof createGtfsExportRepository>;
