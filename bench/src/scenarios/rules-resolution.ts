/**
 * Rule resolution (`resolveRule`) over 10,000 rules of 10 versions each. The rules service runs
 * as its own process (its real main, as deployed), on an embedded Postgres seeded with SQL and
 * analysed; the load comes from this process. Requests cycle through 2,000 rules and ask one
 * scope at one instant, which has to skip versions not yet effective, deactivated, draft and
 * approved ones and versions of other scopes. Target, through the gateway: 1,000 requests/s
 * with p99 under 15 ms. The same load straight at the service is measured beside it, and
 * through a bare node `http` proxy (the floor of a hop), in turns; stall probes say which slices
 * the machine stalled in (ADR 0175).
 */
import path from 'node:path';
import { createDatabase } from '@transport/platform';
import {
  closedLoop,
  closedLoopInterleaved,
  fixedRateInterleaved,
  formatResult,
  formatUnstalled,
  type LoadResult,
  type LoadTarget,
} from '../load.ts';
import type { WindowStats } from '../process-stats.ts';
import { BENCH_RATE_LIMITS, cpuSecondsOf, startBenchStack } from '../stack.ts';
import { benchSeconds, sized } from '../size.ts';
import { judge } from '../verdict.ts';
import { startFloor } from './bays.ts';
import { startStallProbe } from '../stall-probe.ts';

const RULES = sized(10_000, 100);
const VERSIONS_PER_RULE = 10;
const TARGET_RULES = sized(2_000, 50);
/** The fixed rate of the latency measurement (the target's), requests a second. */
const RATE = sized(1000, 50);
/**
 * A lower rate measured beside it: at 1,000 req/s the path through the gateway needs about twice
 * the CPU of the direct one, more than a shared two-core machine gives (see its CPU lines).
 */
const BELOW_SATURATION = sized(400, 25);
/** The instant every request resolves for: versions 1 to 8 have taken effect by then. */
const AT = '2026-07-01T12:00:00Z';

// Versions 1..10 of each rule take effect 75 days apart from 2025-01-01 (with a per-rule
// jitter of up to 10 days); scopes alternate between the station and two of its areas;
// version 4 was deactivated, 9 is only approved and 10 still a draft.
const SEED_SQL = `
  INSERT INTO rules (domain, code, name, description, created_by, updated_by)
  SELECT (ARRAY['BAY_DWELL_TIME', 'BOARDING_CLOSURE', 'CONNECTION_TIME'])[1 + i % 3],
         'BENCH-' || i, 'Bench rule ' || i, NULL, 'seed-author', 'seed-author'
  FROM generate_series(1, ${RULES}) AS i;

  INSERT INTO rule_versions (
    rule_id, version_number, schema_version, state, scope_type, scope_subjects, effective_input,
    effective_at, content, created_by, updated_by, created_at, updated_at,
    approved_by, approved_at, activated_by, activated_at, inactivated_by, inactivated_at)
  SELECT r.id, v, 1,
         CASE v WHEN 10 THEN 'DRAFT' WHEN 9 THEN 'APPROVED' WHEN 4 THEN 'INACTIVE' ELSE 'ACTIVE' END,
         CASE WHEN v % 3 = 0 THEN 'STATION_AREA' ELSE 'STATION' END,
         CASE WHEN v % 3 = 0 THEN jsonb_build_object('station', 'PAR', 'stationArea', 'A' || (v % 2))
              ELSE jsonb_build_object('station', 'PAR') END,
         jsonb_build_object('instant', to_char(e.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')),
         e.at,
         CASE r.domain
           WHEN 'BAY_DWELL_TIME' THEN jsonb_build_object('minutes', 5 + v, 'overstayAction', 'NOTIFY_CONTROL_ROOM')
           WHEN 'BOARDING_CLOSURE' THEN jsonb_build_object('minutesBeforeDeparture', v)
           ELSE jsonb_build_object('minimumMinutes', 3 + v) END,
         'seed-author', 'seed-author', e.at - interval '30 days', e.at - interval '30 days',
         CASE WHEN v < 10 THEN 'seed-approver' END,
         CASE WHEN v < 10 THEN e.at - interval '20 days' END,
         CASE WHEN v < 9 THEN 'seed-approver' END,
         CASE WHEN v < 9 THEN e.at - interval '10 days' END,
         CASE WHEN v = 4 THEN 'seed-approver' END,
         CASE WHEN v = 4 THEN e.at + interval '40 days' END
  FROM rules r
  CROSS JOIN generate_series(1, ${VERSIONS_PER_RULE}) AS v
  CROSS JOIN LATERAL (
    SELECT timestamptz '2025-01-01 00:00:00+00' + (v - 1) * interval '75 days'
           + (abs(hashtext(r.code)) % 10) * interval '1 day' AS at
  ) e;
`;

export async function run(): Promise<void> {
  const seconds = benchSeconds();
  const stack = await startBenchStack();
  // The machine's own stalls, seen by a process that only wakes (ADR 0175): which slices they fell in.
  const stallProbe = await startStallProbe();
  let stopHop = () => {};
  try {
    const rules = await stack.startProcess('rules', 'services/rules/src/main.ts', {
      DATABASE_POOL_MAX: '16',
    });
    const gatewayEnv = {
      RATE_LIMITS: BENCH_RATE_LIMITS,
      REFERENTIAL_URL: 'http://127.0.0.1:9',
      RULES_URL: rules,
      SIV_URL: 'http://127.0.0.1:9',
    };
    const gateway = await stack.startProcess('gateway', 'gateway/src/main.ts', gatewayEnv);
    const hop = await startFloor('hop-floor.ts', { TARGET_URL: rules });
    stopHop = hop.stop;
    // BENCH_BASELINE=<another checkout, dependencies installed>: that tree's gateway in front of
    // the same service, a third path in the same turns.
    const baseline = process.env.BENCH_BASELINE;
    const baselineGateway = baseline
      ? await stack.startProcess('baseline', 'gateway/src/main.ts', gatewayEnv, path.resolve(baseline))
      : undefined;

    const db = createDatabase({ url: stack.databaseUrl, schema: 'rules', poolMax: 2 });
    let ruleIds: string[];
    try {
      const started = Date.now();
      await db.raw(SEED_SQL);
      await db.raw('VACUUM ANALYZE rules.rules');
      await db.raw('VACUUM ANALYZE rules.rule_versions');
      const [ruleCount, versionCount] = await Promise.all([
        db('rules').count<{ count: number }[]>({ count: '*' }),
        db('rule_versions').count<{ count: number }[]>({ count: '*' }),
      ]);
      console.log(
        `seeded ${ruleCount[0]?.count} rules, ${versionCount[0]?.count} versions in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      const sample: { id: string }[] = await db('rules')
        .select('id')
        .orderByRaw('random()')
        .limit(TARGET_RULES);
      ruleIds = sample.map((r) => r.id);
      // The plan of the resolution query (as the repository writes it): one index walk.
      const plan = (await db.raw(
        `EXPLAIN (ANALYZE, COSTS OFF) SELECT * FROM rule_versions
          WHERE rule_id = ? AND scope_type = 'STATION' AND scope_subjects = ?::jsonb
            AND state IN ('ACTIVE', 'INACTIVE') AND effective_at <= ?
            AND (inactivated_at IS NULL OR inactivated_at > ?)
          ORDER BY effective_at DESC, version_number DESC LIMIT 1`,
        [ruleIds[0] as string, JSON.stringify({ station: 'PAR' }), AT, AT],
      )) as { rows: { 'QUERY PLAN': string }[] };
      const lines = plan.rows.map((r) => r['QUERY PLAN']).filter((l) => /Scan|Execution/.test(l));
      console.log(`plan: ${lines.map((l) => l.trim()).join(' | ')}`);
    } finally {
      await db.destroy();
    }

    const token = stack.issuer.sign({ subject: 'bench', permissions: ['rules.rules:resolve'] });
    const targetAt = (base: string): LoadTarget => ({
      url: `${base}/rules/v1/rules/${ruleIds[0]}/resolution`,
      urls: ruleIds.map((id) => `${base}/rules/v1/rules/${id}/resolution`),
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ at: AT, scope: { type: 'STATION', subjects: { station: 'PAR' } } }),
    });

    // One answer checked by hand: the 8th version is the one in force at that instant.
    const probe = targetAt(gateway);
    const check = await fetch(probe.url, { method: 'POST', headers: probe.headers, body: probe.body });
    const answer = (await check.json()) as { version?: { versionNumber: number } };
    if (check.status !== 200 || answer.version?.versionNumber !== 8) {
      throw new Error(`unexpected resolution: ${check.status} ${JSON.stringify(answer)}`);
    }

    await closedLoop(targetAt(gateway), 16, sized(3, 0.25)); // warm-up: JIT, pools, caches
    // Each path: its label, its base URL, the processes it goes through (their heaps and loops
    // measured), and the process whose CPU is printed as the hop's: the gateway it goes through,
    // this tree's for the direct path (idle then), the bare proxy's own for its path.
    type Hop = { name: string; cpuSeconds(): number };
    type Path = [label: string, base: string, through: string[], hop: Hop];
    const gatewayHop = (name: string): Hop => ({ name: 'gateway', cpuSeconds: () => stack.cpuSeconds(name) });
    const paths: Path[] = [
      ['direct ', rules, ['rules'], gatewayHop('gateway')],
      ['gateway', gateway, ['gateway', 'rules'], gatewayHop('gateway')],
      // The floor of a hop (a bare node:http proxy, ADR 0175): what two processes on two cores
      // give at that rate, whatever the gateway does.
      ['bare proxy', hop.url, ['rules'], { name: 'bare proxy', cpuSeconds: () => cpuSecondsOf(hop.pid) }],
      ...(baselineGateway
        ? [['baseline gateway', baselineGateway, ['baseline', 'rules'], gatewayHop('baseline')] as Path]
        : []),
    ];
    // Direct and through the gateway in interleaved slices (A, B, A, B, ...), so that both meet
    // the same machine: measured one after the other, a busy minute fell on one of them.
    const closed = await closedLoopInterleaved(
      paths.map(([, base]) => targetAt(base)),
      32,
      seconds,
    );
    for (const [index, [label]] of paths.entries())
      console.log(
        formatResult(`${label} resolution, closed loop 32 connections`, closed[index] as LoadResult),
      );
    // At each rate, direct and through the gateway in interleaved one-second slices.
    const atRate = async (rate: number): Promise<LoadResult[]> => {
      // The CPU each process spends in each path's slices: whether the two cores keep up with
      // the rate at all (the load generator, the gateway, the service and Postgres share them).
      const cpu = paths.map(() => ({ rules: 0, gateway: 0, postgres: 0, generator: 0 }));
      const wall = paths.map(() => 0);
      // Each process's heap and event loop in each path's slices (process-stats.ts).
      const windows = paths.map(
        ([, , through]) => new Map(through.map((name) => [name, [] as WindowStats[]])),
      );
      const readCpu = (index: number) => ({
        rules: stack.cpuSeconds('rules'),
        gateway: (paths[index] as Path)[3].cpuSeconds(),
        postgres: stack.postgresCpuSeconds(),
        generator: process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6,
      });
      const fixed = await fixedRateInterleaved(
        paths.map(([, base]) => targetAt(base)),
        rate,
        seconds,
        async (index) => {
          const through = windows[index] as Map<string, WindowStats[]>;
          const closers = await Promise.all([...through.keys()].map((name) => stack.statsWindow(name)));
          const before = readCpu(index);
          const began = performance.now();
          return async () => {
            const after = readCpu(index);
            wall[index] = (wall[index] ?? 0) + (performance.now() - began) / 1000;
            const spent = cpu[index] as Record<keyof typeof before, number>;
            for (const key of Object.keys(before) as (keyof typeof before)[])
              spent[key] += after[key] - before[key];
            const closed = await Promise.all(closers.map((close) => close()));
            for (const [i, list] of [...through.values()].entries()) list.push(closed[i] as WindowStats);
          };
        },
        stallProbe,
      );
      for (const [index, [label, , , forwarder]] of paths.entries()) {
        const result = fixed[index] as LoadResult;
        console.log(formatResult(`${label} resolution, fixed ${rate} req/s`, result));
        console.log(`         ${formatUnstalled(result)}`);
        const spent = cpu[index] as Record<string, number>;
        const perRequest = (key: string) => (((spent[key] ?? 0) * 1000) / result.requests).toFixed(2);
        const cores = Object.values(spent).reduce((sum, x) => sum + x, 0) / (wall[index] ?? NaN);
        console.log(
          `         CPU a request: rules ${perRequest('rules')} ms, ${forwarder.name} ${perRequest('gateway')} ms, ` +
            `Postgres ${perRequest('postgres')} ms, load generator ${perRequest('generator')} ms; ` +
            `cores busy at ${rate} req/s: ${cores.toFixed(2)} of 2`,
        );
        for (const [name, list] of windows[index] as Map<string, WindowStats[]>)
          console.log(`         ${name.padEnd(8)} ${formatWindows(list, result.requests)}`);
      }
      return fixed;
    };
    const [atTarget, below] = [await atRate(RATE), await atRate(BELOW_SATURATION)];
    const p99 = (results: LoadResult[], index: number) => (results[index] as LoadResult).p99Ms;
    const ratio = (results: LoadResult[], index: number, of: number) =>
      `${(p99(results, index) / p99(results, of)).toFixed(2)}x`;
    console.log(
      `         at ${BELOW_SATURATION} req/s (not a target: a rate the two cores keep up with), the gateway's p99 ` +
        `${ratio(below, 1, 0)} the direct service's, ${ratio(below, 1, 2)} the bare proxy's`,
    );
    console.log(
      `         the bare proxy's p99 ${ratio(atTarget, 2, 0)} the direct service's at ${RATE} req/s ` +
        `(the hop's floor), ${ratio(below, 2, 0)} at ${BELOW_SATURATION} req/s; the gateway's ${ratio(atTarget, 1, 2)} the bare proxy's at ${RATE} req/s`,
    );
    if (baselineGateway)
      console.log(
        `         the baseline's gateway: p99 ${ratio(atTarget, 3, 0)} the direct service's at ${RATE} req/s, ` +
          `${ratio(below, 3, 0)} at ${BELOW_SATURATION} req/s`,
      );
    const [direct, through] = [p99(atTarget, 0), p99(atTarget, 1)];
    judge(`${RATE} req/s through the gateway, p99 under 15 ms`, `p99 ${through.toFixed(1)} ms`, through < 15);
    judge(
      "the gateway's p99 within 2x of the direct service's",
      `${through.toFixed(1)} ms against ${direct.toFixed(1)} ms (${(through / direct).toFixed(2)}x)`,
      through <= 2 * direct,
    );
    // The readings ADR 0175 proposes, printed beside the target's and not judged: every path's
    // p99 over the slices in which the machine did not stall, and the gateway against the bare proxy.
    const unstalled = (index: number) => (atTarget[index] as LoadResult).unstalled?.result?.p99Ms ?? NaN;
    console.log(
      `         without the machine's stalls (not judged, ADR 0175): at ${RATE} req/s the gateway's p99 ${unstalled(1).toFixed(1)} ms, ` +
        `the direct service's ${unstalled(0).toFixed(1)} ms (${(unstalled(1) / unstalled(0)).toFixed(2)}x), ` +
        `the bare proxy's ${unstalled(2).toFixed(1)} ms (the gateway's ${(unstalled(1) / unstalled(2)).toFixed(2)}x it)`,
    );
  } finally {
    stopHop();
    stallProbe.stop();
    await stack.stop();
  }
}

/**
 * A process's heap and event loop over a path's slices: bytes allocated a request, collections
 * per 10,000 requests (the young ones with the bytes each found alive) with their pauses (summed
 * a request, and the longest), and its event
 * loop's delay (the slices' p99s, mean and worst, and the longest delay).
 */
function formatWindows(list: WindowStats[], requests: number): string {
  const sum = (key: keyof WindowStats) => list.reduce((total, w) => total + w[key], 0);
  const max = (key: keyof WindowStats) => list.reduce((worst, w) => Math.max(worst, w[key]), 0);
  const perTenThousand = (key: keyof WindowStats) => ((sum(key) * 10_000) / requests).toFixed(1);
  return (
    `allocated ${(sum('allocatedBytes') / requests / 1024).toFixed(1)} KiB a request; ` +
    `${perTenThousand('gcCount')} collections per 10,000 requests (${perTenThousand('scavenges')} young, ` +
    `${(sum('scavengeSurvivedBytes') / Math.max(1, sum('scavenges')) / 1024).toFixed(0)} KiB surviving each), ` +
    `paused ${((sum('gcTotalMs') * 1000) / requests).toFixed(1)} µs a request, longest ${max('gcMaxMs').toFixed(1)} ms; ` +
    `loop delay p99 ${(sum('loopDelayP99Ms') / list.length).toFixed(1)} ms (worst slice ${max('loopDelayP99Ms').toFixed(1)}), ` +
    `max ${max('loopDelayMaxMs').toFixed(1)} ms`
  );
}
