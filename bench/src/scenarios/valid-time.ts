/**
 * Reads of effective-dated records at a past date against today's read of the same records.
 * 20,000 carriers (each ACTIVE, SUSPENDED and ACTIVE again over three periods) and 100,000
 * vehicles (each with four periods: registered, transferred, re-seated, transferred again) are
 * seeded with SQL; the referential runs as its own process (its real main). The same 1,000
 * vehicles and 1,000 carriers are read by id today and at 2025-03-01 (their second period), and
 * the vehicles are searched by owner on both dates, in interleaved slices so that both meet the
 * same machine. Target: a read at a past date within 1.2x of today's read at p50.
 */
import { closedLoopInterleaved, formatResult, timePerRequestRatio, type LoadTarget } from '../load.ts';
import { startBenchStack } from '../stack.ts';
import { benchSeconds, sizedFromEnv } from '../size.ts';
import { judge } from '../verdict.ts';

const CARRIERS = sizedFromEnv('BENCH_CARRIERS', 20_000, 200);
const VEHICLES = sizedFromEnv('BENCH_VEHICLES', 100_000, 1_000);
const CONNECTIONS = 10;
const PAST = '2025-03-01';

const SEED_SQL = `
  INSERT INTO referential.carriers (code, name, ticketing_model, status, created_by, updated_by, created_at)
  SELECT 'VT' || lpad(i::text, 6, '0'), 'Carrier ' || i, 'NETWORK', 'ACTIVE', 'bench', 'bench', timestamptz '2024-01-01'
  FROM generate_series(1, ${CARRIERS}) i;
  INSERT INTO referential.carrier_states (carrier_id, status, suspension_reason, effective_from, effective_to, created_by, updated_by)
  SELECT c.id, p.status, p.reason, p.from_date, p.to_date, 'bench', 'bench'
  FROM referential.carriers c
  CROSS JOIN (VALUES ('ACTIVE', NULL, date '2024-01-01', date '2024-12-31'),
                     ('SUSPENDED', 'audit', date '2025-01-01', date '2025-06-30'),
                     ('ACTIVE', NULL, date '2025-07-01', NULL::date)) p(status, reason, from_date, to_date);
  INSERT INTO referential.vehicle_categories (code, name, created_by, updated_by) VALUES ('VT-BUS', 'Bus', 'bench', 'bench');
  INSERT INTO referential.vehicles (registration, category_id, seats, created_by, updated_by, created_at)
  SELECT 'VT-' || lpad(i::text, 7, '0'), (SELECT id FROM referential.vehicle_categories WHERE code = 'VT-BUS'), 40,
         'bench', 'bench', timestamptz '2024-01-01'
  FROM generate_series(1, ${VEHICLES}) i;
  INSERT INTO referential.vehicle_states (vehicle_id, carrier_id, category_id, lifecycle, seats, effective_from, effective_to, created_by, updated_by)
  SELECT v.id, c.id, v.category_id, 'IN_SERVICE', p.seats, p.from_date, p.to_date, 'bench', 'bench'
  FROM (SELECT id, category_id, row_number() OVER (ORDER BY registration) AS n FROM referential.vehicles) v
  CROSS JOIN (VALUES (0, 45, date '2024-01-01', date '2024-12-31'), (1, 45, date '2025-01-01', date '2025-06-30'),
                     (1, 41, date '2025-07-01', date '2025-12-31'), (2, 41, date '2026-01-01', NULL::date)) p(shift, seats, from_date, to_date)
  JOIN (SELECT id, row_number() OVER (ORDER BY code) AS n FROM referential.carriers) c
    ON c.n = 1 + (v.n + p.shift * 7) % ${CARRIERS};
`;

export async function run(): Promise<void> {
  const seconds = benchSeconds();
  const stack = await startBenchStack();
  try {
    const referential = await stack.startProcess('referential', 'services/referential/src/main.ts');
    const started = Date.now();
    await stack.sql.query(SEED_SQL);
    for (const table of ['carriers', 'carrier_states', 'vehicles', 'vehicle_states'])
      await stack.sql.query(`VACUUM ANALYZE referential.${table}`);
    console.log(
      `seeded ${CARRIERS} carriers (3 periods each), ${VEHICLES} vehicles (4 periods each) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const token = stack.issuer.sign({
      subject: 'bench',
      permissions: ['referential.carriers:read', 'referential.vehicles:read'],
      expiresIn: 3600,
    });
    const headers = { authorization: `Bearer ${token}` };
    const pick = async (table: string) =>
      (await stack.sql.query(`SELECT id FROM referential.${table} ORDER BY random() LIMIT 1000`)).rows.map(
        (r) => r.id as string,
      );
    const [vehicleIds, carrierIds] = [await pick('vehicles'), await pick('carriers')];

    // Answers checked by hand: the period in force on each date.
    const probe = async (url: string) =>
      (await fetch(url, { headers })).json() as Promise<Record<string, unknown>>;
    const vehicle = `${referential}/referential/v1/vehicles/${vehicleIds[0]}`;
    const carrier = `${referential}/referential/v1/carriers/${carrierIds[0]}`;
    const [seatsToday, seatsPast, statusPast] = [
      (await probe(vehicle)).seats,
      (await probe(`${vehicle}?at=${PAST}`)).seats,
      (await probe(`${carrier}?at=${PAST}`)).status,
    ];
    if (seatsToday !== 41 || seatsPast !== 45 || statusPast !== 'SUSPENDED')
      throw new Error(`unexpected reads: ${seatsToday} ${seatsPast} ${statusPast}`);

    const target = (urls: string[]): LoadTarget => ({ url: urls[0] as string, urls, headers });
    const cases: [string, (at: string) => string[]][] = [
      ['vehicle by id', (at) => vehicleIds.map((id) => `${referential}/referential/v1/vehicles/${id}${at}`)],
      ['carrier by id', (at) => carrierIds.map((id) => `${referential}/referential/v1/carriers/${id}${at}`)],
      [
        'vehicles of an owner',
        (at) =>
          carrierIds.map(
            (id) => `${referential}/referential/v1/vehicles?carrierId=${id}${at ? `&at=${PAST}` : ''}`,
          ),
      ],
    ];
    for (const [name, urls] of cases) {
      const [today, past] = await closedLoopInterleaved(
        [target(urls('')), target(urls(`?at=${PAST}`))],
        CONNECTIONS,
        seconds,
      );
      console.log(formatResult(`${name}, today`, today!));
      console.log(formatResult(`${name}, at ${PAST}`, past!));
      const { ratio, figure } = timePerRequestRatio(today!, past!);
      judge(`${name}: at a past date within 1.2x of today (time per read)`, figure, ratio <= 1.2);
    }
  } finally {
    await stack.stop();
  }
}
