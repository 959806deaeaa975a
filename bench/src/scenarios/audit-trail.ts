/**
 * What the audit trail costs (ADR 0021). Seeds BENCH_AUDIT_AREAS station areas (default
 * 2,000) and ten bays in each, through SQL, so the history holds a version of each row.
 *
 * - Writes: corrections of station areas (`PATCH /station-areas/{id}`, one history row each),
 *   with the trail and without it, in alternating slices so that both meet the same machine (a
 *   bench-only setup): with it, the station areas' history function as `installHistory` makes
 *   it without the outbox's events (`historyFunctionOf`), so that the figure holds the trail
 *   alone, the outbox's part being `change-feed`'s; without it, the history's triggers disabled
 *   (`ALTER TABLE … DISABLE TRIGGER`), which takes both away. The service's function with its
 *   events is put back after.
 * - Reads: a station area and a bay read by id today and as known at an instant before the
 *   corrections (`asKnownAt`, rebuilt from the history), interleaved.
 */
import type pg from 'pg';
import { createDatabase, historyFunctionOf } from '@transport/platform';
import {
  closedLoopInterleaved,
  fixedRateInterleaved,
  formatResult,
  type LoadResult,
  median,
  timePerRequestRatio,
  type LoadTarget,
} from '../load.ts';
import { startBenchStack } from '../stack.ts';
import {
  CONNECTIONS,
  correctionTimes,
  SLICE_SECONDS,
  slicesOnAndOff,
  SWITCHED_PAIRS,
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

/** The station areas' history function as `installHistory` makes it, with the outbox's events or not. */
async function areaHistoryFunction(url: string, feed: boolean): Promise<string> {
  const db = createDatabase({ url, schema: 'referential', poolMax: 1 });
  try {
    return await historyFunctionOf(db, 'referential', 'station_areas', feed);
  } finally {
    await db.destroy();
  }
}

/**
 * Switches the trail of the station areas on (their history's triggers enabled, calling the
 * function `trail`) or off (the triggers disabled), a bench-only setup.
 */
const switchTrail =
  (trail: string): Switch =>
  async (sql, on) => {
    if (on) await sql.query(trail);
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
      `\nwrites: station-area corrections, closed loop (${CONNECTIONS} connections, trigger on and off in ${SLICE_SECONDS} s slices, ${SWITCHED_PAIRS} pairs)`,
    );
    const switchAreaTrail = switchTrail(await areaHistoryFunction(stack.databaseUrl, false));
    const [audited, bare, ratios, costs] = await slicesOnAndOff(
      stack.sql,
      switchAreaTrail,
      write,
      async () => ({ referential: stack.cpuSeconds('referential'), postgres: stack.postgresCpuSeconds() }),
    );
    console.log(formatResult('correction with the audit trail (no events)', audited));
    console.log(formatResult('correction without it (trigger disabled)', bare));
    // CPU a write, each setting over its own slices: the service's and Postgres's (every backend).
    for (const name of ['referential', 'postgres'])
      console.log(
        `         a write, ${name.padEnd(11)} ${((costs.on[name] ?? NaN) * 1000).toFixed(3)} ms CPU with the trail, ${((costs.off[name] ?? NaN) * 1000).toFixed(3)} without`,
      );
    // Judged on the pairs' median, as change-feed's (ADR 0171): one pair's ratio spreads about
    // ±15% with nothing switched; a pair without a ratio (nothing answered) is left out.
    const ratio = median(ratios);
    console.log(
      `         throughput ${(audited.requestsPerSecond / bare.requestsPerSecond).toFixed(2)}x in all, p50 ${(audited.p50Ms / bare.p50Ms).toFixed(2)}x; slice by slice ${ratios.map((r) => r.toFixed(2)).join(' ')}`,
    );
    judge(
      'writes with the audit trail at most 15% slower',
      `throughput ${ratio.toFixed(2)}x of without (median of ${ratios.length} slice pairs)`,
      // No pair with a ratio (a machine that let neither setting answer) shows nothing met.
      ratio >= 0.85,
    );
    console.log(
      `\nwrites in the database alone: one correction per transaction, as the service writes it, on one connection`,
    );
    const [withTrail, withoutTrail, cpuWith, cpuWithout] = await correctionTimes(
      stack.sql,
      areaIds,
      switchAreaTrail,
    );
    // The service's own function again, with the outbox's events, for the reads below.
    await stack.sql.query(await areaHistoryFunction(stack.databaseUrl, true));
    console.log(
      `correction with the audit trail        p50 ${withTrail.toFixed(3)} ms, backend CPU ${cpuWith.toFixed(3)} ms`,
    );
    console.log(
      `correction without it                  p50 ${withoutTrail.toFixed(3)} ms, backend CPU ${cpuWithout.toFixed(3)} ms`,
    );
    console.log(
      `         with/without p50 ${(withTrail / withoutTrail).toFixed(2)}x, backend CPU ${(cpuWith / cpuWithout).toFixed(2)}x`,
    );
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
