/**
 * A service's schema brought up to date at start: its migrations (`services/<svc>/migrations`,
 * forward only, their bookkeeping table in the schema), the extensions they rely on and the
 * audit trail's functions and triggers (which write the change feed's events); and what migrations share.
 */
import { installHistory } from './audit.ts';
import type { Database } from './db.ts';

/** Extensions the schemas rely on, created in `public` when missing. */
export const REQUIRED_EXTENSIONS = ['pg_trgm', 'btree_gist', 'unaccent'] as const;

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
  await installHistory(db, schema);
  return applied;
}

/**
 * The instant the service's registry began: its first migration's, when its schema and audit
 * trail were made, or its audit trail's first entry if earlier (a trail loaded from elsewhere).
 * Nothing was recorded before it, so no read can be answered as known then.
 */
export async function registryBegan(db: Database, schema: string): Promise<Date> {
  const result = (await db.raw(
    `SELECT least((SELECT min(migration_time) FROM ??.knex_migrations), (SELECT min(recorded_at) FROM ??.history)) AS began`,
    [schema, schema],
  )) as { rows: { began: Date | null }[] };
  const began = result.rows[0]?.began;
  return began ? new Date(began) : new Date(0);
}

/**
 * Whether the registry of `schema` knew anything at an instant: after its first migration, as
 * read at start, or, for an earlier instant (rare: a replay asked too early), after its
 * beginning read whole (`registryBegan`), in case its trail holds entries from before its first
 * migration (a trail loaded from elsewhere). The trail is not read at start: finding its first
 * entry plans a scan of each of its partitions, some 100–350 ms of the database's CPU on a
 * fresh connection, which every start of a service would pay for an answer rarely needed.
 */
export async function knowledgeSince(
  db: Database,
  schema: string,
): Promise<(instant: number) => Promise<boolean>> {
  const migrated = (await db.raw('SELECT min(migration_time) AS began FROM ??.knex_migrations', [
    schema,
  ])) as {
    rows: { began: Date | null }[];
  };
  const first = migrated.rows[0]?.began;
  let began = first ? new Date(first).getTime() : Number.POSITIVE_INFINITY;
  return async (instant) => {
    if (instant >= began) return true;
    began = (await registryBegan(db, schema)).getTime();
    return instant >= began;
  };
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

/**
 * SQL (for a migration) pinning the `search_path` of every function of the migration's schema
 * that does not pin one yet to that schema and `public` (`SET search_path FROM CURRENT`): a
 * trigger function then finds its tables whatever the search_path of the connection whose
 * write fires it (a bulk load, psql, a benchmark), not only under the service's own. Functions
 * with a SQL-standard body (`RETURN ...`, `BEGIN ATOMIC`) are left as they are: their names were
 * resolved when they were created, and a SET would stop the planner inlining them.
 */
export function functionsSearchPathPinnedSql(): string {
  return `
    DO $$
    DECLARE
      f regprocedure;
    BEGIN
      FOR f IN
        SELECT p.oid::regprocedure FROM pg_proc p
         WHERE p.pronamespace = current_schema()::regnamespace
           AND p.prokind = 'f' AND p.prosqlbody IS NULL
           AND NOT EXISTS (SELECT FROM unnest(p.proconfig) c WHERE c LIKE 'search_path=%')
      LOOP
        EXECUTE format('ALTER FUNCTION %s SET search_path FROM CURRENT', f);
      END LOOP;
    END
    $$;
  `;
}

/**
 * The `down` of every migration: schemas move forward only (a mistake is mended by a new
 * migration), and knex insists that a migration names one.
 * @public re-exported as `down` by every migration, which knip reads only as entries.
 */
export async function forwardOnly(): Promise<never> {
  throw new Error('Migrations are forward-only: write a new migration to undo a change.');
}
