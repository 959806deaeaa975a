/**
 * The network of the GTFS scenarios, seeded with SQL in the referential's schema: `lines` lines
 * of 20 stations each (the first of each in a station area with four bays), one itinerary each,
 * `trips` trips of 20 calls (times to the second) on three service calendars from 1 September of `year` (weekdays,
 * Saturdays, Sundays; 25 December swapped to Sunday, two holidays removed), one trip in 25
 * past midnight. Run it with `seedReferential` (./station-calls-network.ts).
 */

export const STOPS_PER_LINE = 20;

/**
 * The second of its minute at which trip `trip` calls at its `sequence`th stop: times to the
 * second, as real feeds give them, spread over the whole minute.
 */
export const callSecond = (trip: number, sequence: number) => (trip * 7 + sequence * 13) % 60;
const SECOND_SQL = '(t.trip * 7 + p.sequence * 13) % 60';
const WEEKDAYS = '00000000-0000-0000-0000-0000000c0001';
const SATURDAYS = '00000000-0000-0000-0000-0000000c0006';
const SUNDAYS = '00000000-0000-0000-0000-0000000c0007';

export function gtfsNetworkSeed(lines: number, trips: number, year: number): string {
  return `
  INSERT INTO station_areas (id, code, name, created_by, updated_by)
    SELECT ('00000000-0000-0000-0000-' || lpad(n::text, 12, '0'))::uuid, 'A' || n, 'Area ' || n, 'bench', 'bench'
    FROM generate_series(1, ${lines}) n;
  INSERT INTO bays (station_area_id, code, position, created_by, updated_by)
    SELECT ('00000000-0000-0000-0000-' || lpad(n::text, 12, '0'))::uuid, 'Q' || q, q, 'bench', 'bench'
    FROM generate_series(1, ${lines}) n CROSS JOIN generate_series(1, 4) q;
  -- One station per (line, position); the first of each line is in an area with bays.
  INSERT INTO stations (code, name, latitude, longitude, station_area_id, created_by, updated_by)
    SELECT 'S' || l || '-' || p, 'Stop ' || l || '-' || p, 45 + l / 1000.0, 4 + p / 1000.0,
           CASE WHEN p = 1 THEN ('00000000-0000-0000-0000-' || lpad(l::text, 12, '0'))::uuid END,
           'bench', 'bench'
    FROM generate_series(1, ${lines}) l CROSS JOIN generate_series(1, ${STOPS_PER_LINE}) p;
  INSERT INTO destinations (code, name, created_by, updated_by)
    SELECT 'D' || n, 'Destination ' || n, 'bench', 'bench' FROM generate_series(1, ${lines}) n;
  INSERT INTO lines (code, name, status, created_by, updated_by)
    SELECT 'L' || n, 'Line ' || n, 'ACTIVE', 'bench', 'bench' FROM generate_series(1, ${lines}) n;
  CREATE TEMP TABLE bench_lines AS
    SELECT l.id AS line_id, substr(l.code, 2)::int AS n, gen_random_uuid() AS itinerary_id FROM lines l;
  INSERT INTO itineraries (id, line_id, code, version, name, destination_id, created_by)
    SELECT b.itinerary_id, b.line_id, 'OUT', 1, 'Outbound', (SELECT id FROM destinations WHERE code = 'D' || b.n), 'bench'
    FROM bench_lines b;
  INSERT INTO itinerary_calling_points (itinerary_id, sequence, station_id, bay_id)
    SELECT b.itinerary_id, p, s.id,
           CASE WHEN p = 1 THEN (SELECT id FROM bays WHERE station_area_id = s.station_area_id AND code = 'Q1') END
    FROM bench_lines b CROSS JOIN generate_series(1, ${STOPS_PER_LINE}) p
    JOIN stations s ON s.code = 'S' || b.n || '-' || p;

  INSERT INTO service_calendars (id, code, name, valid_from, valid_to, days_of_week, created_by, updated_by) VALUES
    ('${WEEKDAYS}', 'WEEKDAYS', 'Weekdays', '${year}-09-01', '${year + 1}-06-30', '{1,2,3,4,5}', 'bench', 'bench'),
    ('${SATURDAYS}', 'SATURDAYS', 'Saturdays', '${year}-09-01', '${year + 1}-06-30', '{6}', 'bench', 'bench'),
    ('${SUNDAYS}', 'SUNDAYS', 'Sundays', '${year}-09-01', '${year + 1}-06-30', '{7}', 'bench', 'bench');
  WITH e AS (
    INSERT INTO calendar_exceptions (calendar_id, kind, runs_as_calendar_id, dates, reason, created_by) VALUES
      ('${WEEKDAYS}', 'REMOVED', NULL, '{${year}-12-24,${year}-12-31}', 'Holidays', 'bench'),
      ('${WEEKDAYS}', 'SWAPPED', '${SUNDAYS}', '{${year}-12-25}', 'Christmas Day runs as Sunday', 'bench')
    RETURNING id, calendar_id, kind, runs_as_calendar_id, dates
  )
  INSERT INTO calendar_exception_dates (exception_id, calendar_id, service_date, kind, runs_as_calendar_id)
    SELECT e.id, e.calendar_id, d, e.kind, e.runs_as_calendar_id FROM e CROSS JOIN unnest(e.dates) d;

  CREATE TEMP TABLE bench_trips AS
    SELECT gen_random_uuid() AS schedule_id, gen_random_uuid() AS revision_id, t AS trip,
           (t % ${lines}) + 1 AS line_n,
           (ARRAY['${WEEKDAYS}', '${WEEKDAYS}', '${SATURDAYS}', '${SUNDAYS}']::uuid[])[t % 4 + 1] AS calendar_id,
           CASE WHEN t % 25 = 0 THEN 1360 ELSE 300 + (t * 7919) % 960 END AS minute
    FROM generate_series(1, ${trips}) t;
  INSERT INTO schedules (id, code, line_id, itinerary_id, created_by, updated_by)
    SELECT t.schedule_id, 'T' || t.trip, b.line_id, b.itinerary_id, 'bench', 'bench'
    FROM bench_trips t JOIN bench_lines b ON b.n = t.line_n;
  INSERT INTO schedule_revisions (id, schedule_id, revision, status, call_count, valid_from, valid_to, days_of_week, calendar_id, activated_at, activated_by, created_by, updated_by)
    SELECT t.revision_id, t.schedule_id, 1, 'ACTIVE', ${STOPS_PER_LINE}, DATE '${year}-09-01', DATE '${year + 1}-06-30',
           '{1,2,3,4,5,6,7}'::smallint[], t.calendar_id, now(), 'bench', 'bench', 'bench'
    FROM bench_trips t;
  -- Calls every 6 minutes, each at a second of its minute (${SECOND_SQL}); a trip leaving at
  -- 22:40 runs past midnight.
  INSERT INTO stop_times (revision_id, sequence, station_id, bay_id, day_offset, arrival_minute, departure_minute,
                          arrival_second, departure_second)
    SELECT t.revision_id, p.sequence, p.station_id, p.bay_id,
           (t.minute + (p.sequence - 1) * 6) / 1440,
           CASE WHEN p.sequence = 1 THEN NULL ELSE (t.minute + (p.sequence - 1) * 6) % 1440 END,
           CASE WHEN p.sequence = ${STOPS_PER_LINE} THEN NULL ELSE (t.minute + (p.sequence - 1) * 6) % 1440 END,
           CASE WHEN p.sequence = 1 THEN 0 ELSE ${SECOND_SQL} END,
           CASE WHEN p.sequence = ${STOPS_PER_LINE} THEN 0 ELSE ${SECOND_SQL} END
    FROM bench_trips t
    JOIN bench_lines b ON b.n = t.line_n
    JOIN itinerary_calling_points p ON p.itinerary_id = b.itinerary_id;
`;
}
