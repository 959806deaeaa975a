/**
 * The GTFS import's write path, this tree against another in the same run (ADR 0077): the
 * `gtfs` scenario's network written directly as a feed of `BENCH_GTFS_TRIPS` trips (default
 * 20,000: 400,000 stop times), imported into an empty registry by a referential of this tree and
 * by one of `BENCH_BASELINE` (another checkout, dependencies installed), each on a database of
 * its own, in alternating rounds (A, B, A, B ...: both meet the same machine). After each import,
 * the stop times' insert is run again under `EXPLAIN ANALYZE` in a transaction rolled back (every
 * revision's stop times copied to a new draft revision), which gives each trigger's and foreign
 * key's share of it. Without `BENCH_BASELINE`, this tree alone. Target: 10 million stop times in
 * 3 minutes (about 55,600 a second). With `BENCH_GTFS_EXPORT=1`, this tree's referential also
 * exports what it imported, beside the export's floor (target: 10 million in a minute); with
 * `BENCH_PG_SLOW_MS`, Postgres logs the import's slow statements into `BENCH_PG_LOG` (ADR 0119).
 */
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createDeflateRaw } from 'node:zlib';
import pg from 'pg';
import { gtfsFeed, post } from '../gtfs-feed.ts';
import { sizedFromEnv, TINY } from '../size.ts';
import { REPO_ROOT } from '@transport/dev-stack';
import { copyCsvOut, createDatabase, groupsHoldingSql, migrateDatabase } from '@transport/platform';
import { copyIn, rowsOf, withoutTriggers, type TableRows } from '../copy-floor.ts';
import { startBenchStack, type BenchStack } from '../stack.ts';
import { judge } from '../verdict.ts';

const TRIPS = sizedFromEnv('BENCH_GTFS_TRIPS', 20_000, 200);
const ROUNDS = sizedFromEnv('BENCH_ROUNDS', 2, 1);
const STOPS_PER_LINE = 20;
// BENCH_GTFS_EXPORT=1: this tree's referential exports the feed it imported, beside the floor.
const EXPORT = process.env.BENCH_GTFS_EXPORT === '1';
// BENCH_GTFS_FLOOR=0: without the import's floor (this tree's rows loaded again by bare COPY).
const FLOOR = process.env.BENCH_GTFS_FLOOR !== '0';
const YEAR = new Date().getUTCFullYear() + 1;

interface Plan {
  'Actual Total Time': number;
  Plans?: Plan[];
}

/**
 * The stop times' insert again, under EXPLAIN ANALYZE, rolled back: each revision's stop times
 * copied to a new draft revision of its schedule. Answers the insert's own time and each
 * trigger's (foreign keys, the history, the station calls' logs), in seconds.
 */
async function insertProfile(databaseUrl: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL search_path TO referential, public');
    await client.query(`
      CREATE TEMP TABLE bench_copies ON COMMIT DROP AS
        SELECT id AS from_id, gen_random_uuid() AS to_id, schedule_id FROM schedule_revisions;
      INSERT INTO schedule_revisions (id, schedule_id, revision, status, valid_from, valid_to, days_of_week,
                                      call_count, created_by, updated_by)
        SELECT c.to_id, c.schedule_id, 99, 'DRAFT', r.valid_from, r.valid_to, r.days_of_week, r.call_count,
               'bench', 'bench'
        FROM bench_copies c JOIN schedule_revisions r ON r.id = c.from_id;
      ANALYZE bench_copies;`);
    const { rows } = await client.query<{
      'QUERY PLAN': [
        {
          Plan: Plan;
          Triggers?: { 'Trigger Name': string; 'Constraint Name'?: string; Time: number }[];
          'Execution Time': number;
        },
      ];
    }>(`
      EXPLAIN (ANALYZE, FORMAT JSON)
      INSERT INTO stop_times (revision_id, sequence, station_id, bay_id, day_offset, departure_day_offset,
                              arrival_minute, departure_minute, arrival_second, departure_second, timepoint)
        SELECT c.to_id, t.sequence, t.station_id, t.bay_id, t.day_offset, t.departure_day_offset,
               t.arrival_minute, t.departure_minute, t.arrival_second, t.departure_second, t.timepoint
        FROM bench_copies c JOIN stop_times t ON t.revision_id = c.from_id
        ORDER BY c.to_id, t.sequence`);
    await client.query('ROLLBACK');
    const [explained] = rows[0]?.['QUERY PLAN'] ?? [];
    if (!explained) throw new Error('no plan');
    const triggers = explained.Triggers ?? [];
    const profile: Record<string, number> = {
      'insert (total)': explained['Execution Time'] / 1000,
    };
    for (const trigger of triggers)
      profile[trigger['Constraint Name'] ?? trigger['Trigger Name']] = trigger.Time / 1000;
    profile['insert (rows and indexes)'] =
      explained['Execution Time'] / 1000 - triggers.reduce((sum, t) => sum + t.Time / 1000, 0);
    return profile;
  } finally {
    await client.end();
  }
}

/**
 * A station's stop times read as known now through the as-known views, as the station calls'
 * statements read them (the revisions narrowed first by the history's index of stations, ADR
 * 0077, 0127): the median of five runs, in milliseconds, with the rows found.
 */
async function asKnownStationRead(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `SELECT set_config('search_path', 'referential_as_known, referential, public', false),
              set_config('app.as_known_at', now()::text, false)`,
    );
    const { rows: stations } = await client.query<{ id: string }>(
      `SELECT id::text FROM referential.stations ORDER BY code LIMIT 3`,
    );
    const ids = stations.map((s) => s.id);
    // As the tree that built the database narrows: the history's images before each write
    // and the table (ADR 0127), or, in a tree before it, the images after.
    const { rows: before } = await client.query<{ found: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM pg_indexes WHERE schemaname = 'referential_history'
                         AND tablename = 'stop_times' AND indexdef LIKE '%gin%row_before%') AS found`,
    );
    const narrowing = before[0]?.found
      ? `AND t.revision_id IN (${groupsHoldingSql('referential', { name: 'stop_times', group: 'revision_id' }, 'station_id', '$1::text[]').replace('\\?|', '?|')})`
      : `AND t.revision_id IN (SELECT h.record_id::uuid FROM referential_history.stop_times h
                                  WHERE jsonb_path_query_array(h.row_after, '$[*].station_id') ?| $1::text[])`;
    const runs: number[] = [];
    let found = 0;
    for (let i = 0; i < 5; i += 1) {
      const started = process.hrtime.bigint();
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM stop_times t WHERE t.station_id = ANY($1::uuid[]) ${narrowing}`,
        [ids],
      );
      runs.push(Number(process.hrtime.bigint() - started) / 1e6);
      found = rows[0]?.n ?? 0;
    }
    runs.sort((a, b) => a - b);
    return { ms: runs[2] ?? NaN, found };
  } finally {
    await client.end();
  }
}

/** The referential's schemas whose tables an import writes: the registry and its history. */
const WRITTEN_SCHEMAS = ['referential', 'referential_history'];

/**
 * The import's floor (ADR 0120's reading, ADR 0179): every row the import wrote into the
 * referential's tables, read back as text, then loaded by bare `COPY` into a migrated database
 * of its own (the empty registry the import found), the tables a foreign key names before the
 * tables naming them, with every index and constraint but no trigger of the project's, in a
 * transaction rolled back. Nothing a trigger wrote is missed: the history's and the change
 * feed's rows are among those loaded. Answers the seconds of the loads and each table's.
 * `began`: the last transaction id before the import.
 */
async function importFloor(stack: BenchStack, round: number, importUrl: string, began: string) {
  const floorUrl = await stack.addDatabase(`gtfs_write_floor_${round}`);
  const floorDb = createDatabase({ url: floorUrl, schema: 'referential', poolMax: 1 });
  const importDb = createDatabase({ url: importUrl, schema: 'referential', poolMax: 1 });
  try {
    await migrateDatabase(floorDb, 'referential', path.join(REPO_ROOT, 'services/referential/migrations'));
    const tablesSql = `
      SELECT format('%I.%I', n.nspname, c.relname) AS name
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = ANY(?) AND c.relkind IN ('r', 'p') AND NOT c.relispartition`;
    const counted = async (db: typeof floorDb) => {
      const { rows } = await db.raw<{ rows: { name: string }[] }>(tablesSql, [WRITTEN_SCHEMAS]);
      const counts = new Map<string, number>();
      for (const { name } of rows)
        counts.set(
          name,
          Number((await db.raw<{ rows: { n: string }[] }>(`SELECT count(*) AS n FROM ${name}`)).rows[0]?.n),
        );
      return counts;
    };
    const fresh = await counted(floorDb);
    // A table the migrations fill (the history's first rows, the versions' one row) brings the
    // rows its count grew by, those written since the import began; the others bring every row
    // (those the referential wrote as it started, which the import's rows name, among them).
    const written = [...(await counted(importDb))].filter(([name, n]) => n > (fresh.get(name) ?? 0));
    const since = (name: string) => ((fresh.get(name) ?? 0) > 0 ? `WHERE xmin::text::bigint > ${began}` : '');
    // Parents first: a table is loaded once every table its foreign keys name is.
    const { rows: keys } = await floorDb.raw<{ rows: { child: string; parent: string }[] }>(`
      SELECT format('%I.%I', cn.nspname, c.relname) AS child, format('%I.%I', pn.nspname, p.relname) AS parent
        FROM pg_constraint k
        JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace cn ON cn.oid = c.relnamespace
        JOIN pg_class p ON p.oid = k.confrelid JOIN pg_namespace pn ON pn.oid = p.relnamespace
       WHERE k.contype = 'f' AND k.conparentid = 0`);
    const names = new Set(written.map(([name]) => name));
    const ordered: string[] = [];
    const place = (name: string, path: Set<string>) => {
      if (ordered.includes(name) || path.has(name)) return;
      path.add(name);
      for (const key of keys)
        if (key.child === name && key.parent !== name && names.has(key.parent)) place(key.parent, path);
      ordered.push(name);
    };
    for (const name of names) place(name, new Set());
    const tables: TableRows[] = [];
    await importDb.transaction(async (trx) => {
      for (const name of ordered) tables.push(await rowsOf(trx, name, since(name)));
    });
    const trx = await floorDb.transaction();
    try {
      const { rows: all } = await trx.raw<{ rows: { name: string }[] }>(
        `SELECT format('%I.%I', n.nspname, c.relname) AS name
           FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = ANY(?) AND c.relkind IN ('r', 'p')`,
        [WRITTEN_SCHEMAS],
      );
      await withoutTriggers(trx, ...all.map((t) => t.name));
      const parts: [string, number, number][] = [];
      for (const table of tables) {
        const started = process.hrtime.bigint();
        const loaded = await copyIn(trx, table);
        parts.push([table.table, loaded, Number(process.hrtime.bigint() - started) / 1e9]);
      }
      // No trigger wrote beside the COPYs: each table holds the rows loaded and no more.
      for (const [name, loaded] of parts) {
        const { rows } = await trx.raw<{ rows: { n: string }[] }>(`SELECT count(*) AS n FROM ${name}`);
        const expected = loaded + (fresh.get(name) ?? 0);
        if (Number(rows[0]?.n) !== expected)
          throw new Error(`the floor's ${name} holds ${rows[0]?.n} rows, ${expected} expected`);
      }
      return { seconds: parts.reduce((sum, [, , t]) => sum + t, 0), parts };
    } finally {
      await trx.rollback();
    }
  } finally {
    await importDb.destroy();
    await floorDb.destroy();
  }
}

async function importWith(stack: BenchStack, tree: string, root: string, round: number, feed: Buffer) {
  const name = `${tree}-${round}`;
  const databaseUrl = await stack.addDatabase(`gtfs_write_${tree}_${round}`, {
    migrated: path.resolve(root) === REPO_ROOT,
  });
  // BENCH_PG_SLOW_MS: Postgres logs each of the import's statements taking longer (with their
  // plans, times and triggers' times under BENCH_PG_EXPLAIN=1) into BENCH_PG_LOG.
  const slow = Number(process.env.BENCH_PG_SLOW_MS);
  if (slow > 0) {
    const explained = process.env.BENCH_PG_EXPLAIN === '1';
    const settings: [string, string][] = [
      ['log_min_duration_statement', String(slow)],
      ...(explained
        ? ([
            ['session_preload_libraries', 'auto_explain'],
            ['auto_explain.log_min_duration', String(slow)],
            ['auto_explain.log_analyze', 'on'],
            ['auto_explain.log_triggers', 'on'],
            ['auto_explain.log_nested_statements', 'on'],
          ] as [string, string][])
        : []),
    ];
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      for (const [setting, value] of settings)
        await admin.query(`ALTER DATABASE "gtfs_write_${tree}_${round}" SET ${setting} = '${value}'`);
    } finally {
      await admin.end();
    }
  }
  const base = await stack.startProcess(
    name,
    'services/referential/src/main.ts',
    // A loaded machine takes the tree before past the default limit (240 s) at 400,000 stop times.
    { DATABASE_URL: databaseUrl, IMPORT_MAX_SECONDS: '3600' },
    root,
  );
  const token = stack.issuer.sign({ subject: 'bench', permissions: ['referential.gtfs:import'] });
  // The CPU the import took of Postgres and of the referential: steadier than its time under load.
  // The last transaction id before the import (ids are the server's, whatever the database).
  const began =
    FLOOR && tree === 'this'
      ? (await stack.sql.query<{ xid: string }>('SELECT pg_current_xact_id()::text AS xid')).rows[0]?.xid
      : undefined;
  const cpuBefore = { postgres: stack.postgresCpuSeconds(), referential: stack.cpuSeconds(name) };
  const started = process.hrtime.bigint();
  const response = await post(
    `${base}/referential/v1/gtfs/imports?feedId=WRITE`,
    { authorization: `Bearer ${token}`, 'content-type': 'application/zip' },
    feed,
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const cpu = {
    postgres: stack.postgresCpuSeconds() - cpuBefore.postgres,
    referential: stack.cpuSeconds(name) - cpuBefore.referential,
  };
  if (response.status !== 200) throw new Error(`${tree} import: ${response.status} ${response.text}`);
  const exported =
    EXPORT && tree === 'this' ? await exportAndFloor(stack, name, base, databaseUrl) : undefined;
  await stack.signal(name, 'SIGTERM');
  const floor = began === undefined ? undefined : await importFloor(stack, round, databaseUrl, began);
  // BENCH_GTFS_INSERT_PROFILE=0 leaves the insert's profile out (it takes as long as the import).
  const profile = process.env.BENCH_GTFS_INSERT_PROFILE === '0' ? {} : await insertProfile(databaseUrl);
  const asKnown = await asKnownStationRead(databaseUrl);
  return { seconds, cpu, profile, asKnown, exported, floor };
}

/**
 * The feed just imported exported again (December, as the `gtfs` scenario exports), read to
 * its end, with the referential's peak memory; then the floor: the stop times alone as
 * Postgres's CSV (`COPY … TO STDOUT`) deflated as a zip entry is, with no platform code between.
 */
async function exportAndFloor(stack: BenchStack, name: string, base: string, databaseUrl: string) {
  const token = stack.issuer.sign({ subject: 'bench', permissions: ['referential.gtfs:export'] });
  const before = stack.memory(name);
  let started = process.hrtime.bigint();
  const response = await fetch(`${base}/referential/v1/gtfs/feed?from=${YEAR}-12-01&to=${YEAR}-12-31`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status !== 200) throw new Error(`export: ${response.status} ${await response.text()}`);
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const peak = stack.memory(name).peak;
  const db = createDatabase({ url: databaseUrl, schema: 'referential', poolMax: 1 });
  try {
    started = process.hrtime.bigint();
    let floorBytes = 0;
    await db.transaction(async (trx) => {
      const csv = await copyCsvOut(
        trx,
        `SELECT revision_id, sequence, station_id, bay_id, arrival_minute, arrival_second, departure_minute,
                departure_second, timepoint, pickup_type, drop_off_type
         FROM stop_times ORDER BY revision_id, sequence`,
      );
      await pipeline(csv, createDeflateRaw(), async (deflated: AsyncIterable<Buffer>) => {
        for await (const chunk of deflated) floorBytes += chunk.length;
      });
    });
    const floor = Number(process.hrtime.bigint() - started) / 1e9;
    return { seconds, bytes, rssBefore: before.rss, peak, floor, floorBytes };
  } finally {
    await db.destroy();
  }
}

const load = async () =>
  (await import('node:os'))
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

export async function run(): Promise<void> {
  const baseline = process.env.BENCH_BASELINE ?? (TINY ? REPO_ROOT : undefined);
  const trees: [string, string][] = [['this', REPO_ROOT]];
  if (baseline) trees.push(['baseline', baseline]);
  const stopTimes = TRIPS * STOPS_PER_LINE;
  const feed = await gtfsFeed(TRIPS, YEAR);
  console.log(
    `feed: ${TRIPS} trips, ${stopTimes} stop times, zip ${(feed.length / 1e6).toFixed(1)} MB; ` +
      `trees: ${trees.map(([tree, root]) => `${tree} ${root}`).join(', ')}`,
  );
  const stack = await startBenchStack();
  const times = new Map<string, number[]>(trees.map(([tree]) => [tree, []]));
  const exports: number[] = [];
  const floors: { seconds: number; import: number }[] = [];
  try {
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const [tree, root] of round % 2 === 1 ? trees : [...trees].reverse()) {
        const before = await load();
        const result = await importWith(stack, tree, root, round, feed);
        const { seconds, cpu, profile, asKnown } = result;
        times.get(tree)?.push(seconds);
        const perStopTime = (cpuSeconds: number) => `${((cpuSeconds / stopTimes) * 1e6).toFixed(1)} µs`;
        console.log(
          `round ${round}, ${tree}: import ${seconds.toFixed(2)} s (${Math.round(stopTimes / seconds)} stop times/s), ` +
            `CPU Postgres ${cpu.postgres.toFixed(2)} s (${perStopTime(cpu.postgres)} a stop time), ` +
            `referential ${cpu.referential.toFixed(2)} s (${perStopTime(cpu.referential)}), ` +
            `load ${before} -> ${await load()}`,
        );
        if (Object.keys(profile).length > 0)
          console.log(
            `  the stop times' insert again (EXPLAIN ANALYZE): ${Object.entries(profile)
              .map(([what, s]) => `${what} ${s.toFixed(2)} s`)
              .join('; ')}`,
          );
        const { exported, floor } = result;
        if (floor) {
          floors.push({ seconds: floor.seconds, import: seconds });
          const largest = [...floor.parts].sort((a, b) => b[2] - a[2]).slice(0, 6);
          console.log(
            `  the import's floor (its ${floor.parts.reduce((n, [, rows]) => n + rows, 0)} rows in ${floor.parts.length} tables ` +
              `loaded again by bare COPY, no trigger): ${floor.seconds.toFixed(2)} s (${Math.round(stopTimes / floor.seconds)} stop times/s), ` +
              `the import ${(seconds / floor.seconds).toFixed(2)}x it; the largest: ${largest
                .map(([table, rows, t]) => `${table} ${rows} rows ${t.toFixed(2)} s`)
                .join(', ')}`,
          );
        }
        if (exported) {
          exports.push(exported.seconds);
          console.log(
            `  export of December: ${exported.seconds.toFixed(2)} s (${Math.round(stopTimes / exported.seconds)} stop times/s), ` +
              `zip ${(exported.bytes / 1e6).toFixed(1)} MB; referential RSS before ${(exported.rssBefore / 1e6).toFixed(1)} MB, ` +
              `peak since its start (the import's included) ${(exported.peak / 1e6).toFixed(1)} MB; the floor (the stop times' COPY deflated, no platform code) ` +
              `${exported.floor.toFixed(2)} s, ${(exported.floorBytes / 1e6).toFixed(1)} MB`,
          );
        }
        console.log(
          `  three stations' stop times read as known now: ${asKnown.ms.toFixed(1)} ms (median of 5), ${asKnown.found} rows`,
        );
      }
    }
  } finally {
    await stack.stop();
  }
  const best = (tree: string) => Math.min(...(times.get(tree) ?? [Infinity]));
  if (baseline) {
    const ratios = (times.get('this') ?? []).map((t, i) => (times.get('baseline')?.[i] ?? NaN) / t);
    console.log(
      `baseline over this tree, round by round: ${ratios.map((r) => `${r.toFixed(2)}x`).join(', ')}`,
    );
  }
  judge(
    'import at 10 million stop times in 3 minutes',
    `${Math.round(stopTimes / best('this'))} stop times/s (needs ${Math.round(10_000_000 / 180)})`,
    stopTimes / best('this') >= 10_000_000 / 180,
  );
  if (floors.length > 0) {
    const ratio = Math.min(...floors.map((f) => f.import / f.seconds));
    judge(
      'the import within 1.5x of its COPY floor',
      `${ratio.toFixed(2)}x (the floor ${Math.round(stopTimes / Math.min(...floors.map((f) => f.seconds)))} stop times/s)`,
      ratio <= 1.5,
    );
  }
  if (exports.length > 0) {
    const slowest = Math.max(...exports);
    judge(
      'export at 10 million stop times in 1 minute',
      `${Math.round(stopTimes / slowest)} stop times/s (needs ${Math.round(10_000_000 / 60)})`,
      stopTimes / slowest >= 10_000_000 / 60,
    );
  }
}
