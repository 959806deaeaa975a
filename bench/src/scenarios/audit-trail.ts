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
  closedLoopInterleaved,
  fixedRateInterleaved,
  formatResult,
  type LoadResult,
  timePerRequestRatio,
  type LoadTarget,
} from '../load.ts';
import { startBenchStack } from '../stack.ts';
import {
  CONNECTIONS,
  correctionTimes,
  SLICE_SECONDS,
  slicesOnAndOff,
  type Switch,
} from '../switched-writes.ts';
import { benchSeconds, sized, sizedFromEnv } from '../size.ts';
import { judge } from '../verdict.ts';

const AREAS = sizedFromEnv('BENCH_AUDIT_AREAS', 2_000, 50);

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

/** Enables or disables the history's triggers of the station areas (a bench-only setup). */
const switchAreaTriggers: Switch = async (sql, on) => {
  for (const event of ['insert', 'update', 'delete']) {
    await sql.query(
      `ALTER TABLE referential.station_areas ${on ? 'ENABLE' : 'DISABLE'} TRIGGER record_history_${event}`,
    );
  }
};

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
    const [audited, bare] = await slicesOnAndOff(stack.sql, switchAreaTriggers, write, seconds);
    console.log(formatResult('correction with the audit trail', audited));
    console.log(formatResult('correction without it (trigger disabled)', bare));
    console.log(
      `         throughput ${(audited.requestsPerSecond / bare.requestsPerSecond).toFixed(2)}x, p50 ${(audited.p50Ms / bare.p50Ms).toFixed(2)}x`,
    );
    judge(
      'writes with the audit trail at most 15% slower',
      `throughput ${(audited.requestsPerSecond / bare.requestsPerSecond).toFixed(2)}x of without`,
      audited.requestsPerSecond >= 0.85 * bare.requestsPerSecond,
    );
    console.log(
      `\nwrites in the database alone: one correction per transaction, as the service writes it, on one connection`,
    );
    const [withTrail, withoutTrail] = await correctionTimes(stack.sql, areaIds, switchAreaTriggers);
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
      // At saturation: what an as-known read costs against today's (not the target: a latency).
      console.log(`         asKnownAt/today time per read ${timePerRequestRatio(today, known).figure}`);
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
      // The p50 of each read from the instant it left, to the microsecond (the method's ratio of
      // p50s); autocannon's closed-loop percentiles are whole milliseconds.
      const ratio = (known.sentP50Ms as number) / (today.sentP50Ms as number);
      judge(
        `${read.name}: as known at an instant within 1.2x of today at p50`,
        `${ratio.toFixed(2)}x (from send: ${known.sentP50Ms?.toFixed(2)} against ${today.sentP50Ms?.toFixed(2)} ms)`,
        ratio <= 1.2,
      );
    }
  } finally {
    await stack.stop();
  }
}
