/**
 * The network the station-calls benchmarks share: a hub station in a station area with 40 bays,
 * 700 other stations, 60 lines each with one four-stop itinerary (lines 1-50 call at the hub
 * third, the others avoid it), leaving the temporary table `bench_lines` (line_id, n,
 * itinerary_id) for the schedules each scenario adds; and the seeding of the referential's
 * schema in one transaction.
 */
import type { BenchStack } from './stack.ts';

export const HUB = '00000000-0000-0000-0000-00000000b001';

export const HUB_NETWORK_SEED = `
  INSERT INTO station_areas (id, code, name, created_by, updated_by)
    VALUES ('00000000-0000-0000-0000-00000000a001', 'HUB', 'Central hub', 'bench', 'bench');
  INSERT INTO bays (station_area_id, code, position, created_by, updated_by)
    SELECT '00000000-0000-0000-0000-00000000a001', 'B' || n, n, 'bench', 'bench' FROM generate_series(1, 40) n;
  INSERT INTO stations (id, code, name, station_area_id, created_by, updated_by)
    VALUES ('${HUB}', 'HUBST', 'Central', '00000000-0000-0000-0000-00000000a001', 'bench', 'bench');
  INSERT INTO stations (code, name, created_by, updated_by)
    SELECT 'S' || n, 'Stop ' || n, 'bench', 'bench' FROM generate_series(1, 700) n;
  INSERT INTO destinations (code, name, created_by, updated_by)
    SELECT 'D' || n, 'Destination ' || n, 'bench', 'bench' FROM generate_series(1, 60) n;
  INSERT INTO lines (code, name, status, created_by, updated_by)
    SELECT 'L' || n, 'Line ' || n, 'ACTIVE', 'bench', 'bench' FROM generate_series(1, 60) n;
  -- One itinerary per line: two stops, the hub, a terminus (lines 1-50); others avoid the hub.
  CREATE TEMP TABLE bench_lines AS
    SELECT l.id AS line_id, row_number() OVER (ORDER BY l.code) AS n, gen_random_uuid() AS itinerary_id
    FROM lines l;
  INSERT INTO itineraries (id, line_id, code, version, name, destination_id, created_by)
    SELECT b.itinerary_id, b.line_id, 'OUT', 1, 'Outbound',
           (SELECT id FROM destinations WHERE code = 'D' || b.n), 'bench'
    FROM bench_lines b;
  INSERT INTO itinerary_calling_points (itinerary_id, sequence, station_id, bay_id)
    SELECT b.itinerary_id, p.seq,
           CASE WHEN p.seq = 3 AND b.n <= 50 THEN '${HUB}'::uuid
                ELSE (SELECT id FROM stations WHERE code = 'S' || (b.n * 10 + p.seq)) END,
           CASE WHEN p.seq = 3 AND b.n <= 50
                THEN (SELECT id FROM bays WHERE code = 'B' || (b.n % 40 + 1)) END
    FROM bench_lines b CROSS JOIN generate_series(1, 4) AS p(seq);
`;

/** Runs `sql` in the referential's schema in one transaction, then refreshes the statistics. */
export async function seedReferential(stack: BenchStack, sql: string): Promise<void> {
  const seeding = await stack.sql.connect();
  try {
    await seeding.query('BEGIN');
    await seeding.query('SET LOCAL search_path TO referential, public');
    await seeding.query(sql);
    await seeding.query('COMMIT');
  } finally {
    seeding.release();
  }
  await stack.sql.query('VACUUM ANALYZE');
}
