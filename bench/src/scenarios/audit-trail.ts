/**
 * What the audit trail costs (ADR 0021). Seeds BENCH_AUDIT_AREAS station areas (default
 * 2,000) and ten bays in each, through SQL, so the history holds a version of each row.
 *
 * - Writes: corrections of station areas (`PATCH /station-areas/{id}`, one history row each),
 *   with the history trigger enabled and with it disabled (`ALTER TABLE … DISABLE TRIGGER`, a
 *   bench-only setup), in alternating slices so that both meet the same machine.
 * - Reads: a station area and a bay read by id today and as known at an instant before the
 *   corrections (`asKnownAt`, rebuilt from the history), interleaved.
 */
import type pg from 'pg';
import {
  closedLoop,
  closedLoopInterleaved,
  combineSlices,
  fixedRateInterleaved,
  formatResult,
  type LoadResult,
  type LoadTarget,
} from '../load.ts';
import { startBenchStack } from '../stack.ts';
import { benchSeconds, sized, sizedFromEnv } from '../size.ts';

const AREAS = sizedFromEnv('BENCH_AUDIT_AREAS', 2_000, 50);
const CONNECTIONS = 10;
const SLICE_SECONDS = sized(2, 0.5);
/** Rounds of the database-alone measurement, and corrections in each. */
const STATEMENT_ROUNDS = sized(10, 2);
const STATEMENTS_PER_ROUND = sized(200, 20);

async function seed(sql: pg.Pool): Promise<void> {
  const started = Date.now();
  await sql.query(
    `INSERT INTO referential.station_areas (code, name, created_by, updated_by)
     SELECT 'AU' || lpad(i::text, 6, '0'), 'Area ' || i, 'bench', 'bench' FROM generate_series(0, $1 - 1) i`,
    [AREAS],
  );
  await sql.query(
    `INSERT INTO referential.bays (station_area_id, code, position, created_by, updated_by)
     SELECT a.id, 'Q' || j, j, 'bench', 'bench' FROM referential.station_areas a, generate_series(1, 10) j`,
  );
  // Each in force from the day it was created, as the registry records a new one: a read as
  // known at an instant reads the dated rows (ADR 0051), which a record without one lacks.
  await sql.query(
    `INSERT INTO referential.station_area_states (station_area_id, status, accessible, max_vehicle_length_m,
        max_vehicle_height_m, vehicle_categories, effective_from, created_by, updated_by)
     SELECT id, 'ACTIVE', accessible, max_vehicle_length_m, max_vehicle_height_m, vehicle_categories,
        created_at::date, 'bench', 'bench'
     FROM referential.station_areas`,
  );
  await sql.query(
    `INSERT INTO referential.bay_states (bay_id, status, length_m, height_m, accessible, vehicle_categories,
        effective_from, created_by, updated_by)
     SELECT id, 'ACTIVE', length_m, height_m, accessible, vehicle_categories, created_at::date, 'bench', 'bench'
     FROM referential.bays`,
  );
  for (const table of ['station_areas', 'station_area_states', 'bays', 'bay_states', 'history'])
    await sql.query(`VACUUM ANALYZE referential.${table}`);
  const { rows } = await sql.query('SELECT count(*)::int AS n FROM referential.history');
  console.log(
    `seeded ${AREAS} areas and ${AREAS * 10} bays in ${((Date.now() - started) / 1000).toFixed(1)} s; history ${rows[0].n} rows`,
  );
}

/** Closed-loop slices of `target`, alternately with the history trigger of `table` enabled and disabled. */
async function withAndWithoutTrigger(
  sql: pg.Pool,
  table: string,
  target: LoadTarget,
  seconds: number,
): Promise<[LoadResult, LoadResult]> {
  const set = (on: boolean) => switchTriggers(sql, table, on);
  const runs: [LoadResult[], LoadResult[]] = [[], []];
  for (const on of [true, false]) {
    await set(on);
    await closedLoop(target, CONNECTIONS, sized(1, 0.25)); // warm-up
  }
  for (let round = 0; round < Math.ceil(seconds / SLICE_SECONDS); round += 1) {
    for (const [index, on] of [true, false].entries()) {
      await set(on);
      runs[index]?.push(await closedLoop(target, CONNECTIONS, SLICE_SECONDS));
    }
  }
  await set(true);
  return runs.map((slices) => combineSlices(slices, SLICE_SECONDS)) as [LoadResult, LoadResult];
}

/** Enables or disables the history's triggers of `table` (a bench-only setup). */
async function switchTriggers(sql: pg.Pool | pg.PoolClient, table: string, on: boolean): Promise<void> {
  for (const event of ['insert', 'update', 'delete']) {
    await sql.query(
      `ALTER TABLE referential.${table} ${on ? 'ENABLE' : 'DISABLE'} TRIGGER record_history_${event}`,
    );
  }
}

/**
 * Median time of a correction of one station area (BEGIN, UPDATE, COMMIT) sent by one
 * connection, with the history trigger enabled and disabled, in alternating rounds of 200 (the
 * first round of each unmeasured).
 */
async function statementTimes(sql: pg.Pool, ids: string[]): Promise<[number, number]> {
  const client = await sql.connect();
  const times: [number[], number[]] = [[], []];
  try {
    for (let round = 0; round < STATEMENT_ROUNDS; round += 1) {
      for (const [index, on] of [true, false].entries()) {
        await switchTriggers(client, 'station_areas', on);
        for (let i = 0; i < STATEMENTS_PER_ROUND; i += 1) {
          const started = process.hrtime.bigint();
          await client.query('BEGIN');
          await client.query(
            `UPDATE referential.station_areas SET name = $2, updated_at = now(), updated_by = 'bench' WHERE id = $1`,
            [ids[(round * STATEMENTS_PER_ROUND + i) % ids.length], `Renamed ${round} ${i}`],
          );
          await client.query('COMMIT');
          if (round > 0) times[index]?.push(Number(process.hrtime.bigint() - started) / 1e6);
        }
      }
    }
    await switchTriggers(client, 'station_areas', true);
  } finally {
    client.release();
  }
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  return [median(times[0]), median(times[1])];
}

export async function run(): Promise<void> {
  const seconds = benchSeconds();
  const stack = await startBenchStack();
  try {
    const referential = await stack.startProcess('referential', 'services/referential/src/main.ts');
    await seed(stack.sql);
    const token = stack.issuer.sign({
      subject: 'bench',
      permissions: [
        'referential.station-areas:read',
        'referential.station-areas:write',
        'referential.bays:read',
      ],
      expiresIn: 3600,
    });
    const auth = { authorization: `Bearer ${token}` };
    const pick = async (table: string, n: number) =>
      (await stack.sql.query(`SELECT id FROM referential.${table} ORDER BY random() LIMIT ${n}`)).rows.map(
        (r) => r.id as string,
      );
    const areaIds = await pick('station_areas', 2000);
    const bayIds = await pick('bays', 2000);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const beforeWrites = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 10));

    const write: LoadTarget = {
      url: `${referential}/referential/v1/station-areas/${areaIds[0]}`,
      urls: areaIds.map((id) => `${referential}/referential/v1/station-areas/${id}`),
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Renamed by the bench' }),
    };
    console.log(
      `\nwrites: station-area corrections, closed loop (${CONNECTIONS} connections, trigger on and off in ${SLICE_SECONDS} s slices, ${seconds} s each)`,
    );
    const [audited, bare] = await withAndWithoutTrigger(stack.sql, 'station_areas', write, seconds);
    console.log(formatResult('correction with the audit trail', audited));
    console.log(formatResult('correction without it (trigger disabled)', bare));
    console.log(
      `         throughput ${(audited.requestsPerSecond / bare.requestsPerSecond).toFixed(2)}x, p50 ${(audited.p50Ms / bare.p50Ms).toFixed(2)}x`,
    );
    console.log(
      `\nwrites in the database alone: one correction per transaction, as the service writes it, on one connection`,
    );
    const [withTrail, withoutTrail] = await statementTimes(stack.sql, areaIds);
    console.log(`correction with the audit trail        p50 ${withTrail.toFixed(3)} ms`);
    console.log(`correction without it                  p50 ${withoutTrail.toFixed(3)} ms`);
    console.log(`         with/without p50 ${(withTrail / withoutTrail).toFixed(2)}x`);
    const { rows } = await stack.sql.query('SELECT count(*)::int AS n FROM referential.history');
    console.log(`history now ${rows[0].n} rows`);
    await stack.sql.query('VACUUM ANALYZE referential.history');

    const reads: { name: string; today: string[]; known: string[] }[] = [
      {
        name: 'station area by id',
        today: areaIds.map((id) => `${referential}/referential/v1/station-areas/${id}`),
        known: areaIds.map(
          (id) => `${referential}/referential/v1/station-areas/${id}?asKnownAt=${beforeWrites}`,
        ),
      },
      {
        name: 'bay by id',
        today: bayIds.map((id) => `${referential}/referential/v1/bays/${id}`),
        known: bayIds.map((id) => `${referential}/referential/v1/bays/${id}?asKnownAt=${beforeWrites}`),
      },
    ];
    const target = (urls: string[]): LoadTarget => ({ url: urls[0] as string, urls, headers: auth });
    console.log(
      `\nreads, closed loop (${CONNECTIONS} connections, interleaved in ${SLICE_SECONDS} s slices, ${seconds} s each)`,
    );
    for (const read of reads) {
      const [today, known] = (await closedLoopInterleaved(
        [target(read.today), target(read.known)],
        CONNECTIONS,
        seconds,
      )) as [LoadResult, LoadResult];
      console.log(formatResult(`today     ${read.name}`, today));
      console.log(formatResult(`asKnownAt ${read.name}`, known));
      console.log(`         asKnownAt/today p50 ${(known.p50Ms / today.p50Ms).toFixed(2)}x`);
    }
    console.log(
      `\nreads at a fixed 20 requests/s, open loop (interleaved ${sized(1, 0.5)} s slices, ${seconds} s each)`,
    );
    for (const read of reads) {
      const [today, known] = (await fixedRateInterleaved(
        [target(read.today), target(read.known)],
        20,
        seconds,
      )) as [LoadResult, LoadResult];
      console.log(formatResult(`today     ${read.name}`, today));
      console.log(formatResult(`asKnownAt ${read.name}`, known));
      console.log(`         asKnownAt/today p50 ${(known.p50Ms / today.p50Ms).toFixed(2)}x`);
    }
  } finally {
    await stack.stop();
  }
}
