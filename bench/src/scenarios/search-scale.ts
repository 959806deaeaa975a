/**
 * Free-text search at national scale, every family with a free-text term, through the gateway:
 * seeds BENCH_BAYS bays (default 1,000,000, as `bays` seeds them), BENCH_SCALE_VEHICLES vehicles
 * (default 2,000,000) and BENCH_SCALE_PERMITS permits (default 2,000,000, one per vehicle while
 * there are vehicles) with set-based SQL, then searches each family at a fixed 20 requests/s,
 * open loop, for a term of one letter, one matching ~100,000 rows, one matching ~1,000 and one
 * matching none. Target: p99 under 100 ms for every term (ADR 0117), with every answer's total
 * exact up to `SEARCH_TOTAL_EXACT_UP_TO` and a stated lower bound above.
 *
 * Terms: bays as in `bays` (`quai` ~100,000, `dock` ~1,000); a vehicle's registration is
 * `LUX-...` for one in twenty (~100,000 of 2,000,000), `VIP-...` for one in two thousand
 * (~1,000), `BUS-...` otherwise, so that the ~100,000 matches sort after nearly every other
 * row; a permit's number the same with `ZEN`, `ORA` and `OPL`. No row holds `qqq`.
 *
 * With BENCH_BASELINE=<another checkout> (dependencies installed), that tree's referential and
 * gateway serve the same seeded database too, and each case is measured on both in turns (this
 * tree first in odd rounds, the baseline first in even ones): what a change gains, in one run.
 * Only this tree's figures are judged. With BENCH_SCALE_DATABASE_URL naming a database this
 * scenario's `seed` filled (on a server still running), the trees are measured on it and nothing
 * is seeded: the seed takes 4 minutes on an idle machine and 20 on a loaded one. With
 * BENCH_BASELINE_DATABASE_URL too, the baseline serves that database instead (a copy of the same
 * seed, `CREATE DATABASE ... TEMPLATE`): a baseline refuses a database holding a migration it
 * does not know, such as one this tree adds.
 */
import { resolve } from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '@transport/dev-stack';
import { trigramTable } from '@transport/platform';
import { fixedRate, formatResult, type LoadResult, type LoadTarget } from '../load.ts';
import {
  startBenchStack,
  startReferentialGateway,
  startSeededReferential,
  type BenchStack,
} from '../stack.ts';
import { benchSeconds, checkLoad, sized, sizedFromEnv } from '../size.ts';
import { judge } from '../verdict.ts';
import { seed as seedBays, settle } from './bays.ts';

const VEHICLES = sizedFromEnv('BENCH_SCALE_VEHICLES', 2_000_000, 4_000);
const PERMITS = sizedFromEnv('BENCH_SCALE_PERMITS', 2_000_000, 4_000);
const CARRIERS = 1_000;
const RATE = 20;
/** Rounds over every case, one after the other (A B C ... A B C ...): two figures of each in one run. */
const ROUNDS = sized(2, 1);
const TARGET_P99_MS = 100;

/**
 * Runs `insert` with the trigram indexes, the trigram side tables' indexes (ADR 0134) and the
 * exclusion constraints of `tables` dropped, then builds them again: one bulk build of a GIN or
 * GiST index costs a fraction of millions of inserts into it (a dated table's GiST over
 * 1,000,000 rows: about 10 s built after, minutes while inserting on a loaded machine).
 */
async function withIndexesBuiltAfter(sql: pg.PoolClient, tables: string[], insert: () => Promise<unknown>) {
  const { rows: indexes } = await sql.query<{ name: string; definition: string }>(
    `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
      WHERE schemaname = 'referential' AND tablename = ANY($1)
        AND (indexdef LIKE '%gin_trgm_ops%' OR tablename = ANY($2))`,
    [[...tables, ...SIDE_TABLES], SIDE_TABLES],
  );
  const { rows: exclusions } = await sql.query<{ name: string; table: string; definition: string }>(
    `SELECT conname AS name, conrelid::regclass::text AS table, pg_get_constraintdef(oid) AS definition
       FROM pg_constraint WHERE conrelid = ANY($1::regclass[]) AND contype = 'x'`,
    [tables.map((table) => `referential.${table}`)],
  );
  for (const index of indexes) await sql.query(`DROP INDEX referential."${index.name}"`);
  for (const c of exclusions) await sql.query(`ALTER TABLE ${c.table} DROP CONSTRAINT "${c.name}"`);
  await insert();
  for (const index of indexes) await sql.query(index.definition);
  for (const c of exclusions)
    await sql.query(`ALTER TABLE ${c.table} ADD CONSTRAINT "${c.name}" ${c.definition}`);
}

/** The tables whose searches walk a trigram side table (ADR 0134), filled after their rows. */
const WALKED = ['bays', 'vehicles'];
const SIDE_TABLES = WALKED.map(trigramTable);

const SEEDED = [
  'bays',
  'bay_states',
  'carriers',
  'vehicles',
  'vehicle_states',
  'vehicle_permits',
  'vehicle_permit_states',
];

/**
 * Bays (as `bays` seeds them), vehicles, their owners and their permits, on one connection
 * whose triggers are off (`session_replication_role = replica`): the audit trail and the change
 * feed would record millions of rows no search reads, and each foreign key is met by
 * construction. The searches read the tables alone.
 */
export async function seed(pool: pg.Pool): Promise<void> {
  const started = Date.now();
  const sql = await pool.connect();
  try {
    await sql.query(`SET session_replication_role = replica; SET maintenance_work_mem = '256MB'`);
    await withIndexesBuiltAfter(sql, SEEDED, async () => {
      await seedBays(sql);
      await seedVehicleRows(sql);
      // The side tables' triggers are off with the others: each is written again from its rows.
      for (const table of WALKED) await sql.query(`SELECT referential."${trigramTable(table)}_fill"()`);
    });
  } finally {
    await sql.query('RESET session_replication_role; RESET maintenance_work_mem');
    sql.release();
  }
  for (const table of [...SEEDED, ...SIDE_TABLES]) await pool.query(`VACUUM ANALYZE referential.${table}`);
  console.log(
    `seeded the bays, ${VEHICLES} vehicles and ${PERMITS} permits in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function seedVehicleRows(sql: pg.PoolClient): Promise<void> {
  await sql.query(
    `INSERT INTO referential.carriers (code, name, ticketing_model, created_by, updated_by)
     SELECT 'SC' || lpad(i::text, 4, '0'), 'Carrier ' || i, 'OWN', 'bench', 'bench' FROM generate_series(1, $1) i`,
    [CARRIERS],
  );
  await sql.query(
    `INSERT INTO referential.vehicle_categories (code, name, created_by, updated_by) VALUES ('SC-BUS', 'Bus', 'bench', 'bench')`,
  );
  await sql.query(
    `INSERT INTO referential.vehicles (registration, fleet_number, category_id, seats, created_by, updated_by, created_at)
     SELECT CASE WHEN i % 20 = 0 THEN 'LUX' WHEN i % 2000 = 1 THEN 'VIP' ELSE 'BUS' END || '-' || lpad(i::text, 7, '0'),
            'F' || lpad(i::text, 7, '0'), (SELECT id FROM referential.vehicle_categories WHERE code = 'SC-BUS'),
            40, 'bench', 'bench', timestamptz '2025-01-01' + (i || ' seconds')::interval
     FROM generate_series(1, $1) i`,
    [VEHICLES],
  );
  await sql.query(
    `INSERT INTO referential.vehicle_states (vehicle_id, carrier_id, category_id, lifecycle, seats, effective_from,
        created_by, updated_by)
     SELECT v.id, c.id, v.category_id, 'IN_SERVICE', v.seats, date '2025-01-01', 'bench', 'bench'
     FROM (SELECT id, category_id, seats, row_number() OVER () AS n FROM referential.vehicles) v
     JOIN (SELECT id, row_number() OVER (ORDER BY code) AS n FROM referential.carriers WHERE code LIKE 'SC%') c
       ON c.n = 1 + v.n % $1`,
    [CARRIERS],
  );
  await sql.query(
    `INSERT INTO referential.vehicle_permits (vehicle_id, permit_number, kind, valid_from, valid_until,
        created_by, updated_by, created_at)
     SELECT v.id,
            CASE WHEN i % 20 = 0 THEN 'ZEN' WHEN i % 2000 = 1 THEN 'ORA' ELSE 'OPL' END || '-' || lpad(i::text, 7, '0'),
            'ROADWORTHINESS', date '2025-01-01', date '2025-01-01' + 365 + i % 1000, 'bench', 'bench',
            timestamptz '2025-01-01' + (i || ' seconds')::interval
     FROM generate_series(1, $1) i
     JOIN (SELECT id, row_number() OVER () AS n FROM referential.vehicles) v ON v.n = 1 + (i - 1) % $2`,
    [PERMITS, VEHICLES],
  );
  await sql.query(
    `INSERT INTO referential.vehicle_permit_states (permit_id, effective_from, created_by, updated_by)
     SELECT id, valid_from, 'bench', 'bench' FROM referential.vehicle_permits`,
  );
}

interface Case {
  family: string;
  term: string;
  /** What the term matches, as seeded. */
  matches: string;
  path: string;
}

/** A tree's referential and gateway on `database`, already seeded: the gateway's URL. */
async function startTree(stack: BenchStack, name: string, root: string, database: string): Promise<string> {
  const referential = await stack.startProcess(
    `${name}referential`,
    'services/referential/src/main.ts',
    { DATABASE_URL: database },
    root,
  );
  return startReferentialGateway(stack, referential, `${name}gateway`, root);
}

export async function run(): Promise<void> {
  const seconds = benchSeconds();
  const stack = await startBenchStack();
  // A database an earlier run seeded (BENCH_SCALE_DATABASE_URL): measured without seeding again.
  const reused = process.env.BENCH_SCALE_DATABASE_URL;
  const sql = reused ? new pg.Pool({ connectionString: reused, max: 2 }) : stack.sql;
  try {
    const database = reused ?? stack.databaseUrl;
    // The baseline starts first: a referential refuses a database holding a migration it does not
    // know, which this tree's may add.
    const baseline = process.env.BENCH_BASELINE;
    const baselineDatabase = process.env.BENCH_BASELINE_DATABASE_URL ?? database;
    const before = baseline
      ? await startTree(stack, 'baseline ', resolve(baseline), baselineDatabase)
      : undefined;
    const gateway = reused
      ? await startTree(stack, '', REPO_ROOT, reused)
      : (await startSeededReferential(stack, seed)).gateway;
    const trees = [{ name: 'this tree', gateway }];
    if (before) trees.push({ name: 'baseline', gateway: before });
    const token = stack.issuer.sign({
      subject: 'bench',
      permissions: ['referential.bays:read', 'referential.vehicles:read', 'referential.vehicle-permits:read'],
      expiresIn: 3600,
    });
    const headers = { authorization: `Bearer ${token}` };
    const families = [
      { family: 'bays', path: '/referential/v1/bays', terms: ['a', 'quai', 'dock', 'qqq'] },
      { family: 'vehicles', path: '/referential/v1/vehicles', terms: ['b', 'lux', 'vip', 'qqq'] },
      { family: 'permits', path: '/referential/v1/vehicle-permits', terms: ['o', 'zen', 'ora', 'qqq'] },
    ];
    const described = ['one letter', '~100,000', '~1,000', 'none'];
    const cases: Case[] = families.flatMap(({ family, path, terms }) =>
      terms.map((term, i) => ({ family, term, matches: described[i] as string, path })),
    );

    console.log('\nwhat each search answers (one request each, through the gateway)');
    for (const c of cases) {
      const [body, ...others] = await Promise.all(
        trees.map(async (tree) => {
          const response = await fetch(`${tree.gateway}${c.path}?search=${c.term}`, { headers });
          const answer = (await response.json()) as {
            data?: { id: string }[];
            total?: number;
            totalIsExact?: boolean;
          };
          if (response.status !== 200)
            throw new Error(
              `${tree.name} ${c.family} ${c.term}: ${response.status} ${JSON.stringify(answer)}`,
            );
          return answer;
        }),
      );
      const ids = (answer: typeof body) => JSON.stringify(answer?.data?.map((row) => row.id));
      // The baseline's page is the same page, in the same order: a change of plan keeps the answer.
      for (const other of others)
        if (ids(other) !== ids(body))
          throw new Error(`${c.family} "${c.term}": another page than the baseline's`);
      console.log(
        `  ${c.family.padEnd(9)} ${`"${c.term}"`.padEnd(7)} (${c.matches.padEnd(10)}): total ${body?.total}` +
          `${body?.totalIsExact ? ' (exact)' : ' (at least)'}${others.length ? ', the same page as the baseline' : ''}`,
      );
    }

    console.log(
      `\nevery search through the gateway at a fixed ${RATE} requests/s, open loop (${seconds} s each, ${ROUNDS} rounds)`,
    );
    // Each case's slowest round, and what every round refused: a round with refusals stays in the
    // verdict whichever round was slowest.
    const worst = new Map<Case, LoadResult>();
    const refused = new Map<Case, number>();
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const c of cases) {
        for (const tree of round % 2 === 1 ? trees : [...trees].reverse()) {
          await settle(sql);
          const target: LoadTarget = { url: `${tree.gateway}${c.path}?search=${c.term}`, headers };
          const fixed = await fixedRate(target, RATE, seconds);
          checkLoad(`${tree.name} ${c.family} "${c.term}"`, fixed);
          const name = `round ${round} ${c.family} "${c.term}" (${c.matches})`;
          console.log(formatResult(baseline ? `${name}, ${tree.name}` : name, fixed));
          if (tree.gateway !== gateway) continue;
          const before = worst.get(c);
          if (!before || fixed.p99Ms > before.p99Ms) worst.set(c, fixed);
          refused.set(c, (refused.get(c) ?? 0) + fixed.errors + fixed.non2xx);
        }
      }
    }
    for (const [c, fixed] of worst)
      judge(
        `${c.family}, ${c.matches} matches ("${c.term}"): p99 under ${TARGET_P99_MS} ms at ${RATE} req/s through the gateway`,
        `worst round p99 ${fixed.p99Ms.toFixed(1)} ms, ${refused.get(c) ?? 0} refused in ${ROUNDS} rounds`,
        fixed.p99Ms < TARGET_P99_MS && refused.get(c) === 0,
      );
  } finally {
    if (reused) await sql.end();
    await stack.stop();
  }
}
