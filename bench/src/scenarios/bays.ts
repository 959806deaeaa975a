/**
 * Bay search and read at scale, directly and through the gateway: seeds BENCH_BAYS bays (default 1,000,000)
 * over BENCH_AREAS station areas (default 10,000), then measures the referential against a
 * floor (a minimal node http + pg handler running the naive SQL) and the gateway against the
 * direct service.
 *
 * Codes: every tenth bay is a QUAI (a term matching ~100,000 bays), one in a thousand a DOCK
 * (~1,000), one in a hundred thousand a TAXI (~10); the rest BAY, GATE or STAND; each code
 * also carries its area's number.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { trigramTable } from '@transport/platform';
import {
  closedLoopInterleaved,
  fixedRate,
  fixedRateInterleaved,
  formatUnstalled,
  formatResult,
  type LoadResult,
  type LoadTarget,
} from '../load.ts';
import { benchPort, startBenchStack, startSeededReferential } from '../stack.ts';
import { benchSeconds, sized, sizedFromEnv } from '../size.ts';
import { judge } from '../verdict.ts';
import { startStallProbe } from '../stall-probe.ts';

const BAYS = sizedFromEnv('BENCH_BAYS', 1_000_000, 2_000);
const AREAS = sizedFromEnv('BENCH_AREAS', 10_000, 20);
/** The fixed rates of the latency measurements, requests a second. */
const RATES = sized([200, 1000], [50]);
const CONNECTIONS = 10;

/** Seeds the bays; on a connection whose triggers are off too (`search-scale`): each bay's state carries its keys. */
export async function seed(sql: pg.Pool | pg.PoolClient, bays = BAYS, areas = AREAS) {
  const perArea = Math.ceil(bays / areas);
  const started = Date.now();
  await sql.query(
    `INSERT INTO referential.station_areas (code, name, created_by, updated_by)
     SELECT 'SA' || lpad(i::text, 5, '0'), 'Area ' || i, 'bench', 'bench' FROM generate_series(0, $1 - 1) i`,
    [areas],
  );
  await sql.query(
    `INSERT INTO referential.bays (station_area_id, code, position, length_m, created_by, updated_by, created_at)
     SELECT a.id,
            CASE WHEN g % 10 = 0 THEN 'QUAI' WHEN g % 1000 = 1 THEN 'DOCK' WHEN g % 100000 = 3 THEN 'TAXI'
                 ELSE (ARRAY['BAY', 'GATE', 'STAND'])[1 + g % 3] END
              || '-' || lpad(a.n::text, 5, '0') || '-' || lpad(j::text, 3, '0'),
            j, 12 + (g % 7), 'bench', 'bench', now() - (g || ' seconds')::interval
     FROM (SELECT id, (row_number() OVER (ORDER BY code) - 1)::int AS n FROM referential.station_areas) a
     CROSS JOIN generate_series(0, $1 - 1) j
     CROSS JOIN LATERAL (SELECT a.n * $1 + j AS g) x
     WHERE a.n * $1 + j < $2`,
    [perArea, bays],
  );
  // Each bay in service from the day it was created, as the registry records a new bay (in a
  // schema that keeps dated bays: `gateway-baseline` seeds older trees' schemas too).
  const dated = await sql.query(`SELECT to_regclass('referential.bay_states') IS NOT NULL AS dated`);
  if (dated.rows[0].dated) {
    // A state carries its bay's keys where the schema has them (its trigger copies them; this
    // seed may run with triggers off).
    const { rows } = await sql.query(
      `SELECT count(*) = 2 AS keyed FROM information_schema.columns
        WHERE table_schema = 'referential' AND table_name = 'bay_states' AND column_name IN ('station_area_id', 'code')`,
    );
    const keys = rows[0].keyed ? ['station_area_id', 'code'] : [];
    await sql.query(
      `INSERT INTO referential.bay_states (bay_id, status, length_m, height_m, accessible, vehicle_categories,
          effective_from, created_by, updated_by${keys.map((k) => `, ${k}`).join('')})
       SELECT id, 'ACTIVE', length_m, height_m, accessible, vehicle_categories, created_at::date, 'bench', 'bench'
              ${keys.map((k) => `, ${k}`).join('')}
       FROM referential.bays`,
    );
    await sql.query('VACUUM ANALYZE referential.bay_states');
  }
  await sql.query('VACUUM ANALYZE referential.station_areas');
  await sql.query('VACUUM ANALYZE referential.bays');
  // The codes' trigrams, written by the bays' trigger into their side table (ADR 0134; 2.4
  // million rows for 200,000 bays) where the schema has one: left to autovacuum, they were
  // vacuumed and analyzed a minute after the seed, in the first case measured, and every
  // connection's plan of the search was made again after.
  const side = `referential.${trigramTable('bays')}`;
  const kept = await sql.query(`SELECT to_regclass($1) IS NOT NULL AS kept`, [side]);
  if (kept.rows[0].kept) await sql.query(`VACUUM ANALYZE ${side}`);
  const counts = await sql.query(
    `SELECT count(*) FILTER (WHERE code ILIKE '%QUAI%') AS quai, count(*) FILTER (WHERE code ILIKE '%DOCK%') AS dock,
            count(*) FILTER (WHERE code ILIKE '%TAXI%') AS taxi, count(*) AS total FROM referential.bays`,
  );
  const c = counts.rows[0];
  console.log(
    `seeded ${c.total} bays over ${areas} areas in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `QUAI ${c.quai}, DOCK ${c.dock}, TAXI ${c.taxi}`,
  );
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** Starts one of the floors (`floor-server.ts`, `hop-floor.ts`, `proxy-floor.ts`) as a process of its own. */
export async function startFloor(
  file: string,
  env: Record<string, string>,
): Promise<{ url: string; pid: number; stop(): void }> {
  const port = await benchPort();
  const child = spawn(process.execPath, [path.join(here, '..', file)], {
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${url}/ready`)).ok)
        return { url, pid: child.pid as number, stop: () => child.kill('SIGTERM') };
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('floor server did not start');
}

interface Case {
  name: string;
  service: (base: string) => string[];
  floor: (base: string) => string[];
  /** Requests of seconds each: measured in one slice per target (last, so that the queries
   * still running in Postgres when a slice ends weigh on no other case). */
  slow?: boolean;
}

/**
 * Waits until Postgres runs no query on this database but this one: a stopped load leaves
 * queries running (another scenario of a tiny run may be using the server).
 */
export async function settle(sql: pg.Pool): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    const { rows } = await sql.query(
      `SELECT count(*)::int AS busy FROM pg_stat_activity
        WHERE state = 'active' AND pid <> pg_backend_pid() AND backend_type = 'client backend'
          AND datname = current_database()`,
    );
    if (rows[0].busy === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function run(): Promise<void> {
  const seconds = benchSeconds();
  const stack = await startBenchStack();
  // The machine's own stalls during each fixed-rate run (ADR 0175).
  const stallProbe = await startStallProbe();
  try {
    const { referential, gateway } = await startSeededReferential(stack, seed);
    const floor = await startFloor('floor-server.ts', { DATABASE_URL: stack.databaseUrl });
    const hop = await startFloor('hop-floor.ts', { TARGET_URL: referential });
    const proxyFloor = await startFloor('proxy-floor.ts', { TARGET_URL: referential });
    const token = stack.issuer.sign({
      subject: 'bench',
      permissions: ['referential.bays:read'],
      expiresIn: 3600,
    });
    const auth = { authorization: `Bearer ${token}` };

    const pick = async (table: string, n: number) =>
      (await stack.sql.query(`SELECT id FROM referential.${table} ORDER BY random() LIMIT ${n}`)).rows.map(
        (r) => r.id as string,
      );
    const areaIds = await pick('station_areas', 200);
    const bayIds = await pick('bays', 1000);
    const cases: Case[] = [
      {
        name: 'search ~10 matches',
        service: (b) => [`${b}/referential/v1/bays?search=taxi`],
        floor: (b) => [`${b}/search?term=taxi`],
      },
      {
        name: 'search ~1,000 matches',
        service: (b) => [`${b}/referential/v1/bays?search=dock`],
        floor: (b) => [`${b}/search?term=dock`],
      },
      {
        name: 'search by station area',
        service: (b) => areaIds.map((id) => `${b}/referential/v1/bays?stationAreaId.value=${id}`),
        floor: (b) => areaIds.map((id) => `${b}/search?area=${id}`),
      },
      {
        name: 'read by id',
        service: (b) => bayIds.map((id) => `${b}/referential/v1/bays/${id}`),
        floor: (b) => bayIds.map((id) => `${b}/bays/${id}`),
      },
      {
        name: 'search ~100,000 matches',
        service: (b) => [`${b}/referential/v1/bays?search=quai`],
        floor: (b) => [`${b}/search?term=quai`],
        slow: true,
      },
      {
        // Too short for a trigram: every row is read, whatever the plan.
        name: 'search one letter (~999,000)',
        service: (b) => [`${b}/referential/v1/bays?search=a`],
        floor: (b) => [`${b}/search?term=a`],
        slow: true,
      },
    ];
    const target = (urls: string[], headers?: Record<string, string>): LoadTarget => ({
      url: urls[0] as string,
      urls,
      ...(headers ? { headers } : {}),
    });

    console.log(
      `\nthroughput, closed loop (${CONNECTIONS} connections, service and floor interleaved in ${sized(2, 0.5)} s slices, ${seconds} s each)`,
    );
    for (const c of cases) {
      await settle(stack.sql);
      const [service, floorResult] = (await closedLoopInterleaved(
        [target(c.service(referential), auth), target(c.floor(floor.url))],
        CONNECTIONS,
        seconds,
        c.slow ? seconds : sized(2, 0.5),
      )) as [LoadResult, LoadResult];
      console.log(formatResult(`service  ${c.name}`, service));
      console.log(formatResult(`floor    ${c.name}`, floorResult));
      const share = service.requestsPerSecond / floorResult.requestsPerSecond;
      console.log(`         service/floor throughput ${share.toFixed(2)}`);
      // The read by id is held to 0.7 of its floor (national scale), the searches to half.
      const least = c.name === 'read by id' ? 0.7 : 0.5;
      if (!c.slow)
        judge(
          `${c.name}: at least ${least} of the floor's throughput`,
          `${share.toFixed(2)}`,
          share >= least,
        );
    }

    console.log(`\nlatency at a fixed ${RATES[0]} requests/s, open loop (${seconds} s each)`);
    await settle(stack.sql);
    for (const c of cases.filter((x) => !x.slow)) {
      // Judged from its first second, right after the closed loops: a connection they opened is
      // still open, its server process warm (ADR 0176).
      const fixed = await fixedRate(
        target(c.service(referential), auth),
        RATES[0] as number,
        seconds,
        stallProbe,
      );
      console.log(formatResult(`service  ${c.name}`, fixed));
      console.log(`         ${formatUnstalled(fixed)}`);
      judge(
        `${c.name}: p99 under 20 ms at ${RATES[0]} req/s`,
        `p99 ${fixed.p99Ms.toFixed(1)} ms`,
        fixed.p99Ms < 20,
      );
    }

    // National scale: any term, however many rows it matches, at 20 requests/s through the
    // gateway with p99 under 100 ms.
    console.log(`
every search through the gateway at a fixed 20 requests/s, open loop (${seconds} s each)`);
    for (const c of cases.filter((x) => x.name !== 'read by id')) {
      await settle(stack.sql);
      const fixed = await fixedRate(target(c.service(gateway), auth), 20, seconds, stallProbe);
      console.log(formatResult(`gateway  ${c.name}`, fixed));
      console.log(`         ${formatUnstalled(fixed)}`);
      judge(
        `${c.name}: p99 under 100 ms at 20 req/s through the gateway`,
        `p99 ${fixed.p99Ms.toFixed(1)} ms`,
        fixed.p99Ms < 100,
      );
    }

    // The gateway is compared with the direct service at the same rates, in interleaved
    // one-second slices, beside two floors: the hop floor (a bare node proxy) shows what any
    // extra hop costs here, the proxy floor (the gateway's upstream proxy alone) what its
    // forwarding, circuit and metrics cost. The ratio is of p50 service times (from the instant a
    // request left).
    const gatewayCases = cases.filter((x) => x.name === 'search by station area' || x.name === 'read by id');
    console.log(
      `\ngateway versus direct, throughput (closed loop, ${CONNECTIONS} connections, interleaved, ${seconds} s each)`,
    );
    for (const c of gatewayCases) {
      const [direct, via] = (await closedLoopInterleaved(
        [referential, gateway].map((base) => target(c.service(base), auth)),
        CONNECTIONS,
        seconds,
      )) as [LoadResult, LoadResult];
      console.log(formatResult(`direct   ${c.name}`, direct));
      console.log(formatResult(`gateway  ${c.name}`, via));
    }
    for (const rate of RATES) {
      console.log(
        `\ngateway versus direct at ${rate} requests/s (open loop, interleaved, ${seconds} s each)`,
      );
      for (const c of gatewayCases) {
        const [direct, via, library, bare] = (await fixedRateInterleaved(
          [referential, gateway, proxyFloor.url, hop.url].map((base) => target(c.service(base), auth)),
          rate,
          seconds,
        )) as [LoadResult, LoadResult, LoadResult, LoadResult];
        const ratio = (r: LoadResult) => ((r.sentP50Ms ?? NaN) / (direct.sentP50Ms ?? NaN)).toFixed(2);
        console.log(formatResult(`direct   ${c.name}`, direct));
        console.log(formatResult(`gateway  ${c.name}`, via));
        console.log(formatResult(`proxy floor ${c.name}`, library));
        console.log(formatResult(`hop floor ${c.name}`, bare));
        console.log(
          `         p50 over direct: gateway ${ratio(via)}, proxy floor ${ratio(library)}, hop floor ${ratio(bare)}`,
        );
        const overFloor = (via.sentP50Ms ?? NaN) / (bare.sentP50Ms ?? NaN);
        judge(
          `${c.name} at ${rate} req/s: the gateway's p50 within 10% of a bare proxy's`,
          `${overFloor.toFixed(2)}x the hop floor`,
          overFloor <= 1.1,
        );
      }
    }
    hop.stop();
    proxyFloor.stop();
    floor.stop();
  } finally {
    stallProbe.stop();
    await stack.stop();
  }
}
