/**
 * Answers replayed as known at an instant, on a national-size registry: 1,000 lines of 20
 * stations and 20,000 trips of 20 calls (400,000 stop times; the GTFS scenarios' network,
 * seeded with SQL), then a tenth of the stations renamed after the instant `T` replayed, so
 * that the as-known views have history to read past. The referential runs as its own process.
 * Measured: a station (one renamed since) and a line read by id, now and as known at `T`, in
 * interleaved slices (target: as known at an instant within 1.2x of now, a read's time taken
 * from the closed loop's throughput); and the validation report of the whole registry (every
 * rule, ADR 0069), now and as known at `T`, a few rounds each (its time stated; target: the
 * replayed report within 1.2x of the report of now).
 *
 * Each read also states the CPU it cost (the referential's and Postgres's, over its slices: a
 * figure the machine's load moves far less than throughput). With BENCH_BASELINE=<another
 * checkout>, that tree's referential runs on the same database and its reads take their slices
 * in the same turns (this tree's now, as known, the baseline's now, as known, ...): what a change
 * gains, in one run (not judged).
 */
import path from 'node:path';
import {
  closedLoopInterleaved,
  formatResult,
  median,
  timePerRequestRatio,
  type LoadTarget,
} from '../load.ts';
import { gtfsNetworkSeed, STOPS_PER_LINE } from '../gtfs-network.ts';
import { benchSeconds, sized, sizedFromEnv } from '../size.ts';
import { startBenchStack } from '../stack.ts';
import { seedReferential } from '../station-calls-network.ts';
import { judge } from '../verdict.ts';

const LINES = sizedFromEnv('BENCH_REPLAY_LINES', 1_000, 10);
const TRIPS = sizedFromEnv('BENCH_REPLAY_TRIPS', 20_000, 200);
const REPORT_ROUNDS = sized(3, 1);
const CONNECTIONS = 10;
const YEAR = new Date().getUTCFullYear() + 1;

/** The dated rows of what the reads and the report read (the GTFS scenarios' seed has none). */
const STATES = `
  INSERT INTO station_area_states (station_area_id, status, accessible, vehicle_categories, effective_from, created_by, updated_by)
    SELECT id, 'ACTIVE', true, '{}', current_date - 400, 'bench', 'bench' FROM station_areas;
  INSERT INTO station_states (station_id, status, effective_from, created_by, updated_by)
    SELECT id, 'ACTIVE', current_date - 400, 'bench', 'bench' FROM stations;
  INSERT INTO line_states (line_id, status, effective_from, created_by, updated_by)
    SELECT id, 'ACTIVE', current_date - 400, 'bench', 'bench' FROM lines;
  INSERT INTO destination_states (destination_id, status, effective_from, created_by, updated_by)
    SELECT id, 'ACTIVE', current_date - 400, 'bench', 'bench' FROM destinations;
`;

export async function run(): Promise<void> {
  const seconds = benchSeconds();
  const stack = await startBenchStack();
  try {
    const base = await stack.startProcess('referential', 'services/referential/src/main.ts');
    const baselineRoot = process.env.BENCH_BASELINE;
    const trees = [{ name: '', process: 'referential', url: base }];
    if (baselineRoot) {
      const url = await stack.startProcess(
        'baseline referential',
        'services/referential/src/main.ts',
        {},
        path.resolve(baselineRoot),
      );
      trees.push({ name: `baseline ${baselineRoot}, `, process: 'baseline referential', url });
    }
    const started = Date.now();
    await seedReferential(stack, gtfsNetworkSeed(LINES, TRIPS, YEAR) + STATES);
    const stations = LINES * STOPS_PER_LINE;
    console.log(
      `seeded ${LINES} lines, ${stations} stations, ${TRIPS} trips, ${TRIPS * STOPS_PER_LINE} stop times ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const knownAt = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // After the instant replayed: a tenth of the stations renamed (their history grows a row).
    await stack.sql.query(
      `UPDATE referential.stations SET name = name || ' (renamed)', updated_by = 'bench' WHERE code LIKE '%-1' OR code LIKE '%-2'`,
    );
    await stack.sql.query('VACUUM ANALYZE');

    const token = stack.issuer.sign({
      subject: 'bench',
      permissions: ['referential.stations:read', 'referential.lines:read', 'referential.validation:read'],
      expiresIn: 3600,
    });
    const headers = { authorization: `Bearer ${token}` };
    const ids = (
      await stack.sql.query(
        `SELECT id FROM referential.stations WHERE code LIKE '%-1' ORDER BY random() LIMIT 1000`,
      )
    ).rows.map((r) => r.id as string);
    const asKnown = `asKnownAt=${encodeURIComponent(knownAt)}`;

    // Checked by hand: a station renamed since reads with its former name as known then.
    const probe = async (url: string) => {
      const response = await fetch(url, { headers });
      const body = (await response.json()) as { name?: string };
      if (response.status !== 200) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
      return body;
    };
    const [now, then] = [
      await probe(`${base}/referential/v1/stations/${ids[0]}`),
      await probe(`${base}/referential/v1/stations/${ids[0]}?${asKnown}`),
    ];
    if (!now.name?.endsWith(' (renamed)') || then.name?.endsWith(' (renamed)') !== false)
      throw new Error(`unexpected names: now ${now.name}, as known then ${then.name}`);

    const target = (urls: string[]): LoadTarget => ({ url: urls[0] as string, urls, headers });
    const lineIds = (
      await stack.sql.query(`SELECT id FROM referential.lines ORDER BY random() LIMIT 1000`)
    ).rows.map((r) => r.id as string);
    const byId = (collection: string, ids: string[]) => (url: string, query: string) =>
      ids.map((id) => `${url}/referential/v1/${collection}/${id}${query ? `?${query}` : ''}`);
    const cases: [string, (url: string, query: string) => string[]][] = [
      ['station by id', byId('stations', ids)],
      ['line by id', byId('lines', lineIds)],
    ];
    for (const [name, urls] of cases) {
      // Each tree's read of now and as known, in turns; the CPU of its referential and of
      // Postgres over each one's slices.
      const targets = trees.flatMap((tree) => [target(urls(tree.url, '')), target(urls(tree.url, asKnown))]);
      // [the referential's, Postgres's] CPU seconds over each target's slices.
      const cpu = targets.map(() => [0, 0]);
      const cpuNow = (index: number) => [
        stack.cpuSeconds(trees[Math.floor(index / 2)]!.process),
        stack.postgresCpuSeconds(),
      ];
      const results = await closedLoopInterleaved(targets, CONNECTIONS, seconds, undefined, (index) => {
        const before = cpuNow(index);
        return () => cpuNow(index).forEach((now, part) => (cpu[index]![part]! += now - before[part]!));
      });
      /** Milliseconds of CPU a read of target `index` cost: the referential's, Postgres's. */
      const perRead = (index: number) =>
        cpu[index]!.map((seconds) => (seconds * 1000) / results[index]!.requests);
      const shown = (index: number) =>
        perRead(index)
          .map((ms) => ms.toFixed(3))
          .join(' + ');
      for (const [t, tree] of trees.entries()) {
        const [current, replayed] = [results[2 * t]!, results[2 * t + 1]!];
        console.log(formatResult(`${tree.name}${name}, now`, current));
        console.log(formatResult(`${tree.name}${name}, as known at an instant`, replayed));
        // A read's time from the throughput of the closed loop (`timePerRequestRatio`), and the
        // CPU a read cost (the referential's; Postgres's, whose background work, such as a
        // checkpoint after the seed, falls on whichever slice it meets).
        const { ratio, figure } = timePerRequestRatio(
          current,
          replayed,
          `CPU a read, referential + Postgres, ${shown(2 * t)} ms now, ${shown(2 * t + 1)} ms as known`,
        );
        if (t === 0)
          judge(`${name}: as known at an instant within 1.2x of now (time per read)`, figure, ratio <= 1.2);
        else console.log(`  ${tree.name}${name}: as known at an instant against now ${figure}`);
      }
    }

    // The validation report of the whole registry, now and as known at `T`, in turns.
    const times: Record<'now' | 'replayed', number[]> = { now: [], replayed: [] };
    let notices = 0;
    for (let round = 1; round <= REPORT_ROUNDS; round += 1) {
      for (const kind of ['now', 'replayed'] as const) {
        const began = process.hrtime.bigint();
        const response = await fetch(
          `${base}/referential/v1/validation-report${kind === 'replayed' ? `?${asKnown}` : ''}`,
          { headers },
        );
        const body = (await response.json()) as { notices?: unknown[] };
        if (response.status !== 200)
          throw new Error(`validation report: ${response.status} ${JSON.stringify(body)}`);
        times[kind].push(Number(process.hrtime.bigint() - began) / 1e9);
        if (kind === 'now') notices = body.notices?.length ?? 0;
      }
      console.log(
        `validation report ${round}: now ${times.now.at(-1)?.toFixed(2)} s, ` +
          `as known at an instant ${times.replayed.at(-1)?.toFixed(2)} s (${notices} notices)`,
      );
    }
    const [reportNow, reportThen] = [median(times.now), median(times.replayed)];
    console.log(
      `validation report over ${LINES} lines, ${TRIPS} trips: median ${reportNow.toFixed(2)} s now, ` +
        `${reportThen.toFixed(2)} s as known at an instant`,
    );
    judge(
      'validation report: as known at an instant within 1.2x of now',
      `${(reportThen / reportNow).toFixed(2)}x (${reportNow.toFixed(2)} s now)`,
      reportThen <= 1.2 * reportNow,
    );
  } finally {
    await stack.stop();
  }
}
