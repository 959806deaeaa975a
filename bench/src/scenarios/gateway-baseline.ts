/**
 * The gateway's cost over the direct service in this tree against another checkout of the
 * project (`BENCH_BASELINE=<checkout>`, with its dependencies installed), in one run: both
 * trees' referential and gateway run side by side on the same Postgres server (a database
 * each, seeded alike as in `bays`), and every measurement takes the four targets in turn
 * (baseline direct, baseline gateway, this direct, this gateway), so that a busy or quiet
 * moment of the machine falls on both trees. Both run on this tree's Node.
 *
 * What it answers: did a change make the bay searches and reads, or the gateway's share of them,
 * worse? Ratios of separate runs cannot say, on a machine whose speed varies by 20-40% from
 * run to run. The free-text searches (`taxi` ~10 matches, `dock` ~1,000) compare the trees'
 * services; the area search and the read by id the gateway's share as well.
 */
import path from 'node:path';
import pg from 'pg';
import {
  closedLoopInterleaved,
  fixedRateInterleaved,
  formatResult,
  type LoadResult,
  type LoadTarget,
} from '../load.ts';
import { REPO_ROOT } from '@transport/dev-stack';
import { startBenchStack, startReferentialGateway, type BenchStack } from '../stack.ts';
import { benchSeconds, sized, sizedFromEnv, TINY } from '../size.ts';
import { seed } from './bays.ts';
import { judge } from '../verdict.ts';

const CONNECTIONS = 10;
const ROUNDS = sizedFromEnv('BENCH_ROUNDS', 3, 1);
/** The fixed rate of the open-loop measurements, requests a second. */
const RATE = sized(200, 50);

/** A tree's referential and gateway on a database of their own; their base URLs. */
async function startTree(stack: BenchStack, name: string, root: string | undefined, databaseUrl: string) {
  const referential = await stack.startProcess(
    `${name} referential`,
    'services/referential/src/main.ts',
    { DATABASE_URL: databaseUrl },
    root,
  );
  const sql = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  // Ended below, its idle connections may still be closing when the server stops (see stack.ts).
  sql.on('error', () => {});
  try {
    await seed(sql);
    const gateway = await startReferentialGateway(stack, referential, `${name} gateway`, root);
    const ids = async (query: string) => (await sql.query(query)).rows.map((r) => r.id as string);
    // The same records by code in both databases, so that both trees answer the same requests.
    const areaIds = await ids(
      `SELECT id FROM referential.station_areas WHERE code LIKE '%7' ORDER BY code LIMIT 200`,
    );
    const bayIds = await ids(
      `SELECT id FROM referential.bays WHERE code LIKE '%-001' ORDER BY code LIMIT 1000`,
    );
    return { referential, gateway, areaIds, bayIds };
  } finally {
    await sql.end();
  }
}

export async function run(): Promise<void> {
  // A tiny run without a baseline compares this tree with itself: the code paths are the same.
  const baseline = process.env.BENCH_BASELINE ?? (TINY ? REPO_ROOT : undefined);
  if (!baseline) {
    console.log(
      'set BENCH_BASELINE to the path of another checkout (dependencies installed) to compare with it',
    );
    return;
  }
  const seconds = benchSeconds();
  const stack = await startBenchStack();
  try {
    const token = stack.issuer.sign({
      subject: 'bench',
      permissions: ['referential.bays:read'],
      expiresIn: 3600,
    });
    const auth = { authorization: `Bearer ${token}` };
    // The two trees start side by side: most of a tree's start is its referential migrating an
    // empty database and the seed, which wait on Postgres as much as on the processes' own core.
    const baselineDatabase = await stack.addDatabase('baseline', {
      migrated: path.resolve(baseline) === REPO_ROOT,
    });
    const [baselineTree, currentTree] = await Promise.all([
      startTree(stack, 'baseline', path.resolve(baseline), baselineDatabase),
      startTree(stack, 'current', undefined, stack.databaseUrl),
    ]);
    const trees = { baseline: baselineTree, current: currentTree };
    const cases = [
      {
        name: 'search ~10 matches',
        urls: (base: string) => [`${base}/referential/v1/bays?search=taxi`],
      },
      {
        name: 'search ~1,000 matches',
        urls: (base: string) => [`${base}/referential/v1/bays?search=dock`],
      },
      {
        name: 'search by station area',
        urls: (base: string, tree: typeof trees.current) =>
          tree.areaIds.map((id) => `${base}/referential/v1/bays?stationAreaId.value=${id}`),
      },
      {
        name: 'read by id',
        urls: (base: string, tree: typeof trees.current) =>
          tree.bayIds.map((id) => `${base}/referential/v1/bays/${id}`),
      },
    ];
    const targets = (c: (typeof cases)[number]): LoadTarget[] =>
      [trees.baseline, trees.current].flatMap((tree) =>
        [tree.referential, tree.gateway].map((base) => {
          const urls = c.urls(base, tree);
          return { url: urls[0] as string, urls, headers: auth };
        }),
      );
    const labels = ['baseline direct', 'baseline gateway', 'current direct', 'current gateway'];
    const ratios = (r: LoadResult[], of: (x: LoadResult) => number) =>
      `baseline ${(of(r[1] as LoadResult) / of(r[0] as LoadResult)).toFixed(2)}, current ${(
        of(r[3] as LoadResult) / of(r[2] as LoadResult)
      ).toFixed(2)}`;

    /** This tree's direct throughput over the baseline's, per case, one per round. */
    const directs = new Map<string, number[]>();
    for (let round = 1; round <= ROUNDS; round += 1) {
      console.log(
        `\nround ${round}: closed loop (${CONNECTIONS} connections, ${sized(2, 0.5)} s slices in turn, ${seconds} s each)`,
      );
      for (const c of cases) {
        const results = await closedLoopInterleaved(targets(c), CONNECTIONS, seconds);
        results.forEach((r, i) => console.log(formatResult(`${labels[i]} ${c.name}`, r)));
        console.log(`         gateway/direct throughput: ${ratios(results, (r) => r.requestsPerSecond)}`);
        const [before, , now] = results as [LoadResult, LoadResult, LoadResult];
        directs.set(c.name, [
          ...(directs.get(c.name) ?? []),
          now.requestsPerSecond / before.requestsPerSecond,
        ]);
      }
      console.log(
        `round ${round}: open loop at ${RATE} requests/s (${sized(1, 0.5)} s slices in turn, ${seconds} s each)`,
      );
      for (const c of cases) {
        const results = await fixedRateInterleaved(targets(c), RATE, seconds);
        results.forEach((r, i) => console.log(formatResult(`${labels[i]} ${c.name}`, r)));
        console.log(`         gateway/direct p50: ${ratios(results, (r) => r.sentP50Ms ?? NaN)}`);
      }
    }
    // No regression: the direct reads of this tree at least 0.9 of the baseline's (a change
    // under 10% is within what interleaved slices can tell on this machine), best round.
    for (const [name, shares] of directs)
      judge(
        `${name}: this tree's direct throughput not below the baseline's`,
        `${shares.map((x) => x.toFixed(2)).join(', ')} of the baseline`,
        Math.max(...shares) >= 0.9,
      );
  } finally {
    await stack.stop();
  }
}
