/**
 * Rule resolution (operation 2) over 10,000 rules of 10 versions each. The rules service runs
 * as its own process (its real main, as deployed), on an embedded Postgres seeded with SQL and
 * analysed; the load comes from this process. Requests cycle through 2,000 rules and ask one
 * scope at one instant, which has to skip versions not yet effective, deactivated, draft and
 * approved ones and versions of other scopes. Target: 1,000 requests/s with p99 under 15 ms.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  bootstrapDatabase,
  DevIssuer,
  freePort,
  REPO_ROOT,
  startEmbeddedPostgres,
} from '@transport/dev-stack';
import { createDatabase } from '@transport/platform';
import { closedLoop, fixedRate, formatResult, type LoadResult, type LoadTarget } from '../load.ts';

const RULES = 10_000;
const VERSIONS_PER_RULE = 10;
const TARGET_RULES = 2_000;
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

/**
 * An even open-loop rate as GENERATORS interleaved `fixedRate` streams, each started one
 * interval after the previous: `fixedRate` yields to the event loop only when the next
 * request is more than 1 ms away, so a single stream at 1 ms intervals never lets its own
 * requests leave. The combined p99 is at most the worst stream's p99, which is what we report.
 */
const GENERATORS = 4;

async function evenRate(target: LoadTarget, rate: number, durationSeconds: number): Promise<LoadResult> {
  const results = await Promise.all(
    Array.from({ length: GENERATORS }, async (_, i) => {
      await new Promise((resolve) => setTimeout(resolve, (i * 1000) / rate));
      return fixedRate(target, rate / GENERATORS, durationSeconds);
    }),
  );
  const sum = (pick: (r: LoadResult) => number) => results.reduce((total, r) => total + pick(r), 0);
  const worst = (pick: (r: LoadResult) => number) => Math.max(...results.map(pick));
  return {
    requestsPerSecond: sum((r) => r.requestsPerSecond),
    p50Ms: worst((r) => r.p50Ms),
    p99Ms: worst((r) => r.p99Ms),
    errors: sum((r) => r.errors),
    non2xx: sum((r) => r.non2xx),
    requests: sum((r) => r.requests),
  };
}

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the rules service exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the rules service did not become ready within 60 s');
}

export async function run(): Promise<void> {
  const dataRoot = mkdtempSync(path.join(os.tmpdir(), 'bench-rules-'));
  chmodSync(dataRoot, 0o755);
  const postgres = await startEmbeddedPostgres({
    dataDir: path.join(dataRoot, 'pg'),
    port: await freePort(),
    persistent: false,
  });
  const issuer = DevIssuer.ephemeral();
  const issuerServer = await issuer.listen(0);
  let service: ChildProcess | undefined;
  try {
    const databaseUrl = await bootstrapDatabase(postgres.url(), 'bench_rules');
    const [port, managementPort] = [await freePort(), await freePort()];
    service = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(REPO_ROOT, 'services/rules/src/main.ts')],
      {
        cwd: REPO_ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          NODE_ENV: 'test',
          PORT: String(port),
          MANAGEMENT_PORT: String(managementPort),
          DATABASE_URL: databaseUrl,
          DATABASE_POOL_MAX: '16',
          AUTH_MODE: 'dev',
          OAUTH_ISSUER: issuer.issuer,
          OAUTH_AUDIENCE: issuer.audience,
          OAUTH_JWKS_URI: issuer.jwksUri,
          PROFILES: '',
          LOG_LEVEL: 'silent',
        },
      },
    );
    await waitUntilReady(`http://127.0.0.1:${managementPort}/actuator/health/readiness`, service);

    const db = createDatabase({ url: databaseUrl, schema: 'rules', poolMax: 2 });
    let ruleIds: string[];
    try {
      const started = Date.now();
      await db.raw(SEED_SQL);
      await db.raw('VACUUM ANALYZE rules.rules');
      await db.raw('VACUUM ANALYZE rules.rule_versions');
      const [rules, versions] = await Promise.all([
        db('rules').count<{ count: number }[]>({ count: '*' }),
        db('rule_versions').count<{ count: number }[]>({ count: '*' }),
      ]);
      process.stdout.write(
        `seeded ${rules[0]?.count} rules, ${versions[0]?.count} versions in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
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
      const lines = plan.rows.map((r) => r['QUERY PLAN']);
      process.stdout.write(
        `plan: ${lines
          .filter((l) => /Scan|Execution/.test(l))
          .map((l) => l.trim())
          .join(' | ')}\n`,
      );
    } finally {
      await db.destroy();
    }

    const base = `http://127.0.0.1:${port}`;
    const token = issuer.sign({ subject: 'bench', permissions: ['rules.rules:resolve'] });
    const target: LoadTarget = {
      url: `${base}/rules/v1/rules/${ruleIds[0]}/resolution`,
      urls: ruleIds.map((id) => `${base}/rules/v1/rules/${id}/resolution`),
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        at: AT,
        scope: { type: 'STATION', subjects: { station: 'PAR' } },
      }),
    };

    // One answer checked by hand: the 8th version is the one in force at that instant.
    const check = await fetch(target.url, { method: 'POST', headers: target.headers, body: target.body });
    const answer = (await check.json()) as { version?: { versionNumber: number } };
    if (check.status !== 200 || answer.version?.versionNumber !== 8)
      throw new Error(`unexpected resolution: ${check.status} ${JSON.stringify(answer)}`);

    await closedLoop(target, 16, 3); // warm-up: JIT, pool, caches
    for (let round = 1; round <= 2; round += 1) {
      process.stdout.write(
        `${formatResult(`resolution, closed loop 32 connections (round ${round})`, await closedLoop(target, 32, 10))}\n`,
      );
      process.stdout.write(
        `${formatResult(`resolution, fixed rate 1000 req/s (round ${round})`, await evenRate(target, 1000, 10))}\n`,
      );
    }
  } finally {
    if (service && service.exitCode === null) {
      const exited = new Promise((resolve) => service?.once('exit', resolve));
      service.kill('SIGTERM');
      await exited;
    }
    issuerServer.close();
    await postgres.stop();
    rmSync(dataRoot, { recursive: true, force: true });
  }
}
