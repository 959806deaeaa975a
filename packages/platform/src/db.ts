/**
 * Postgres access through knex, confined to the service's own schema. Migrations live in
 * `services/<svc>/migrations`, run at start, and keep their bookkeeping table in that schema.
 */
import { createHash } from 'node:crypto';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import type { Metrics } from './metrics.ts';

// Calendar dates stay `YYYY-MM-DD` strings (never shifted by a time zone); counts are numbers.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export type Database = Knex;

/** Connections already told to plan the named statements once (`queryPrepared`). */
const plannedOnce = new WeakSet<pg.Client>();

/**
 * Runs a read as a named prepared statement on a connection of the pool: Postgres parses,
 * analyses and plans its text once per connection instead of on every call (knex sends every
 * statement unnamed). For statements run at a high rate whose text takes few shapes (the name
 * is a hash of the text).
 *
 * The plan is generic (`plan_cache_mode = force_generic_plan`, set on the connection the first
 * time): one plan must serve every value of the parameters. Postgres would otherwise plan each
 * call anew for five calls and then keep whichever generic plan looked cheap, which for a
 * search is a walk of an index chosen without knowing the term. Statements run here are
 * written for that: a text-term page is gated on its count (ADR 0002).
 */
export async function queryPrepared<Row>(db: Database, statement: Knex.SqlNative): Promise<Row[]> {
  const name = `q${createHash('sha1').update(statement.sql).digest('hex').slice(0, 20)}`;
  const connection = (await db.client.acquireConnection()) as pg.Client;
  try {
    if (!plannedOnce.has(connection)) {
      await connection.query('SET plan_cache_mode = force_generic_plan');
      plannedOnce.add(connection);
    }
    const result = await connection.query<Row & pg.QueryResultRow>({
      name,
      text: statement.sql,
      values: statement.bindings as unknown[],
    });
    return result.rows;
  } finally {
    await db.client.releaseConnection(connection);
  }
}

export interface DatabaseOptions {
  url: string;
  schema: string;
  poolMax?: number;
  applicationName?: string;
}

export function createDatabase(options: DatabaseOptions): Database {
  return knexFactory({
    client: 'pg',
    connection: {
      connectionString: options.url,
      application_name: options.applicationName ?? options.schema,
    },
    searchPath: [options.schema, 'public'],
    pool: { min: 0, max: options.poolMax ?? 10 },
    acquireConnectionTimeout: 5_000,
  });
}

/** Extensions the schemas rely on, created in `public` when missing. */
export const REQUIRED_EXTENSIONS = ['pg_trgm', 'btree_gist'] as const;

export async function migrateDatabase(
  db: Database,
  schema: string,
  migrationsDir: string,
): Promise<string[]> {
  await db.raw('CREATE SCHEMA IF NOT EXISTS ??', [schema]);
  await ensureExtensions(db);
  const [, applied] = (await db.migrate.latest({
    directory: migrationsDir,
    schemaName: schema,
    tableName: 'knex_migrations',
    loadExtensions: ['.ts'],
  })) as [number, string[]];
  return applied;
}

async function ensureExtensions(db: Database): Promise<void> {
  const present = await db('pg_extension')
    .select('extname')
    .whereIn('extname', [...REQUIRED_EXTENSIONS]);
  const missing = REQUIRED_EXTENSIONS.filter(
    (name) => !present.some((row: { extname: string }) => row.extname === name),
  );
  for (const name of missing) {
    try {
      await db.raw('CREATE EXTENSION IF NOT EXISTS ?? SCHEMA public', [name]);
    } catch (error) {
      // Another service created it at the same moment: what we needed is there.
      const code = (error as { code?: string }).code;
      if (code !== '23505' && code !== '42710') throw error;
    }
  }
}

export function watchPool(db: Database, metrics: Metrics): void {
  const pool = db.client.pool as {
    numUsed(): number;
    numFree(): number;
    numPendingAcquires(): number;
  };
  metrics.watchPool({
    used: () => pool.numUsed(),
    free: () => pool.numFree(),
    pending: () => pool.numPendingAcquires(),
  });
}

export function databaseHealthCheck(db: Database) {
  return { name: 'db', gatesReadiness: true, check: async () => void (await db.raw('select 1')) };
}

/**
 * The `down` of every migration: schemas move forward only (a mistake is mended by a new
 * migration), and knex insists that a migration names one.
 */
export async function forwardOnly(): Promise<never> {
  throw new Error('Migrations are forward-only: write a new migration to undo a change.');
}
