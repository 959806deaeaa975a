/**
 * Postgres access through knex, confined to the service's own schema. Migrations live in
 * `services/<svc>/migrations`, run at start, and keep their bookkeeping table in that schema.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { applySessionContext, currentRequestContext, installHistory } from './audit.ts';
import { holdCommits, outsideGates } from './commit-gate.ts';
import { isSwitchoverError } from './database-errors.ts';
import type { Metrics, PoolRole } from './metrics.ts';

// Calendar dates stay `YYYY-MM-DD` strings (never shifted by a time zone); counts are numbers.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export type Database = Knex;
/** A transaction on a service's database, as repositories take it: services pass it along. */
export type Transaction = Knex.Transaction;

/** Inserts one row into `table` and answers the `id` Postgres gave it. */
export async function insertReturningId(
  db: Database | Transaction,
  table: string,
  values: Record<string, unknown>,
): Promise<string> {
  const [row] = await db(table).insert(values).returning('id');
  return (row as { id: string }).id;
}

/**
 * The pools of `queryPrepared` of each database handle, opened for their first statement: the
 * primary's, and the read URL's (when the handle has one) for reads that tolerate replica lag.
 */
interface PreparedPool {
  pool?: pg.Pool;
  readPool?: pg.Pool;
  destroyed?: boolean;
  open(replica: boolean): pg.Pool;
}
const preparedPools = new WeakMap<Database, PreparedPool>();
/** The knex handle on the read URL of each database handle that has one. */
const readers = new WeakMap<Database, Database>();

/**
 * Runs a read as a named prepared statement: Postgres parses, analyses and plans its text once
 * per connection instead of on every call (knex sends every statement unnamed). For statements
 * run at a high rate whose text takes few shapes (the name is a hash of the text).
 *
 * The plan is generic: one plan serves every value of the parameters. Postgres would otherwise
 * plan each call anew for five calls and then keep whichever generic plan looked cheap, which
 * for a search is a walk of an index chosen without knowing the term. Statements run here are
 * written for that: a text-term page is gated on its count (ADR 0002). They run on connections
 * of their own, opened with `plan_cache_mode = force_generic_plan`: on knex's connections the
 * setting would also hold for every unnamed statement, which Postgres otherwise plans for its
 * values.
 */
export async function queryPrepared<Row>(db: Database, statement: Knex.SqlNative): Promise<Row[]> {
  const dryRun = dryRuns.getStore();
  if (dryRun?.open) {
    // In a dry run, on its connection, so that the read sees what the request wrote.
    const result = await dryRun.connection.query<Row & pg.QueryResultRow>(
      statement.sql,
      statement.bindings as unknown[],
    );
    return result.rows;
  }
  const pool = preparedPools.get(db);
  if (!pool) throw new Error('queryPrepared needs a database handle made by createDatabase');
  // A read as known at an instant goes through knex's connections, which carry the instant,
  // prepared there as every statement of such a read is (`prepareAsKnownReads`).
  if (currentRequestContext()?.asKnownAt) {
    const connection = (await db.client.acquireConnection()) as pg.Client;
    try {
      return (
        await asKnownStatement(statement.sql, (name) =>
          connection.query<Row & pg.QueryResultRow>({
            name,
            text: statement.sql,
            values: statement.bindings as unknown[],
          }),
        )
      ).rows;
    } finally {
      await db.client.releaseConnection(connection);
    }
  }
  const result = await pool.open(onReplica()).query<Row & pg.QueryResultRow>({
    name: statementName(statement.sql),
    text: statement.sql,
    values: statement.bindings as unknown[],
  });
  return result.rows;
}

/**
 * The name a statement is prepared under on a connection: `prefix` and a hash of its text, the
 * hash computed once per text.
 */
function statementName(sql: string, prefix = 'q'): string {
  let hash = statementHashes.get(sql);
  if (hash === undefined) {
    if (statementHashes.size >= 10_000) statementHashes.clear();
    hash = createHash('sha1').update(sql).digest('hex').slice(0, 20);
    statementHashes.set(sql, hash);
  }
  return `${prefix}${hash}`;
}
const statementHashes = new Map<string, string>();

/** A value of a row as `COPY … FROM STDIN` reads it in its text format. */
function copyField(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  const text = String(value);
  return /[\\\t\n\r]/.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c] as string) : text;
}
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** The batches of rows as the text `COPY` reads, one chunk per batch. */
async function* copyText(batches: AsyncIterable<readonly (readonly unknown[])[]>): AsyncGenerator<string> {
  for await (const rows of batches) {
    let text = '';
    for (const row of rows) text += `${row.map(copyField).join('\t')}\n`;
    if (text !== '') yield text;
  }
}

/**
 * Loads rows into `table` (its `columns`, in order) through one `COPY … FROM STDIN` on the
 * transaction's connection, as they come: a batch is sent while the next is being made, under
 * the connection's back-pressure, so memory holds a batch or two however many rows there are,
 * and Postgres parses no statement and plans no array per batch. Values are null, numbers,
 * booleans or text (without NUL); answers the rows loaded. For the temporary tables a large
 * import is staged in; a failure aborts the transaction as a failed statement does.
 */
export async function copyRows(
  trx: Transaction,
  table: string,
  columns: readonly string[],
  batches: AsyncIterable<readonly (readonly unknown[])[]>,
): Promise<number> {
  const connection = await (trx.client as { acquireConnection(): Promise<pg.Client> }).acquireConnection();
  const copy = connection.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
  await pipeline(Readable.from(copyText(batches)), copy);
  return copy.rowCount;
}

/**
 * Bumped when a prepared statement of a read as known at an instant can no longer run: the
 * views were rebuilt (another process migrated a table's shape) and the statement's columns
 * changed type, which Postgres refuses for a prepared statement. Its next name is new, so it
 * is prepared again, on every connection, from the views as they are.
 */
let asKnownGeneration = 0;

/** Whether Postgres refused a prepared statement because its result's shape changed. */
const isStalePlan = (error: unknown) =>
  (error as { code?: string }).code === '0A000' &&
  /cached plan must not change result type/.test((error as Error).message ?? '');

/** Runs `send` with the statement's prepared name; once more under a new name if it went stale. */
async function asKnownStatement<T>(sql: string, send: (name: string) => Promise<T>): Promise<T> {
  const generation = asKnownGeneration;
  try {
    return await send(statementName(sql, `k${generation}_`));
  } catch (error) {
    if (!isStalePlan(error)) throw error;
    if (asKnownGeneration === generation) asKnownGeneration += 1;
    return send(statementName(sql, `k${asKnownGeneration}_`));
  }
}

/** One query (a `SELECT`, or `WITH` one): what is worth preparing, and can be. */
const isPlainQuery = (sql: string | undefined): sql is string =>
  sql !== undefined && /^\s*(select|with)\b/i.test(sql) && !sql.includes(';');

/**
 * Makes every statement of a read as known at an instant a named prepared statement of the
 * connection it runs on (ADR 0037). Such a read goes through the `<schema>_as_known` views,
 * which rebuild each row from the history: parsing, rewriting and planning the view costs
 * several times what running it does, and knex sends every statement unnamed, so planned anew.
 * Prepared once per connection (by a hash of the text), a statement runs on its generic plan
 * (`plan_cache_mode`, set with the instant by `applySessionContext`): the instant itself is read
 * by the views when the statement runs (`current_setting`), never planned in.
 */
function prepareAsKnownReads(db: Database): void {
  type Query = { sql?: string; options?: Record<string, unknown> };
  const client = db.client as { _query(connection: unknown, query: Query): Promise<unknown> };
  const send = client._query.bind(client);
  client._query = (connection, query) => {
    if (!currentRequestContext()?.asKnownAt || query.options?.name !== undefined || !isPlainQuery(query.sql))
      return send(connection, query);
    const sql = query.sql;
    return asKnownStatement(sql, (name) =>
      send(connection, { ...query, options: { ...query.options, name } }),
    );
  };
}

export interface DatabaseOptions {
  url: string;
  /**
   * Where reads that tolerate replica lag go (`DATABASE_READ_URL`, the read-only pooler): the
   * statements of a request whose operation says so (`toleratesReplicaLag`). Everything else,
   * writes and the reads of a writing request, goes to `url`.
   */
  readUrl?: string;
  schema: string;
  poolMax?: number;
  applicationName?: string;
}

/** Whether the statements of the request being served go to the read URL. */
const onReplica = () => currentRequestContext()?.replica === true;

/**
 * Runs `work`, a read that changes nothing, and runs it once more when it failed with a
 * connection lost or refused in a switchover of the primary (`isSwitchoverError`): by then the
 * pool has dropped the broken connection and the pooler reaches the new primary. A write is
 * never given here: whether it committed before its connection broke is unknown.
 */
export async function retryingRead<T>(
  work: () => Promise<T>,
  onRetry?: (error: unknown) => void,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isSwitchoverError(error)) throw error;
    onRetry?.(error);
    return work();
  }
}

export function createDatabase(options: DatabaseOptions): Database {
  const applicationName = options.applicationName ?? options.schema;
  const max = options.poolMax ?? 10;
  const knexOf = (url: string) =>
    knexFactory({
      client: 'pg',
      connection: { connectionString: url, application_name: applicationName },
      searchPath: [options.schema, 'public'],
      pool: { min: 0, max },
      acquireConnectionTimeout: 5_000,
    });
  const db = knexOf(options.url);
  // The read URL's connections, taken by the same handle for the requests that tolerate lag.
  const reader = options.readUrl ? knexOf(options.readUrl) : undefined;
  if (reader) readers.set(db, reader);
  const preparedPool = (url: string) => {
    const pool = new pg.Pool({
      connectionString: url,
      application_name: applicationName,
      options: `-c search_path=${options.schema},public -c plan_cache_mode=force_generic_plan`,
      max,
      connectionTimeoutMillis: 5_000,
    });
    // An idle connection the server closed (a restart) is dropped by the pool, which opens
    // another for the next statement; unhandled, the event would end the process.
    pool.on('error', () => {});
    return pool;
  };
  const prepared: PreparedPool = {
    open(replica) {
      // As knex answers once destroyed (a 503 to the caller, see `toAppError`).
      if (this.destroyed) throw new Error('Unable to acquire a connection: the database handle is destroyed');
      if (replica && options.readUrl) return (this.readPool ??= preparedPool(options.readUrl));
      return (this.pool ??= preparedPool(options.url));
    },
  };
  preparedPools.set(db, prepared);
  // Every connection a request takes carries the request's identity (`applySessionContext`).
  type Client = {
    acquireConnection(): Promise<pg.Client>;
    releaseConnection(c: pg.Client): Promise<unknown>;
  };
  const knexClient = db.client as Client;
  const acquirePrimary = knexClient.acquireConnection.bind(knexClient);
  const releasePrimary = knexClient.releaseConnection.bind(knexClient);
  const readClient = reader?.client as Client | undefined;
  const fromReader = new WeakSet<pg.Client>();
  const release = (connection: pg.Client) =>
    readClient && fromReader.has(connection)
      ? readClient.releaseConnection(connection)
      : releasePrimary(connection);
  knexClient.releaseConnection = release;
  knexClient.acquireConnection = async () => {
    let connection: pg.Client;
    if (readClient && onReplica()) {
      connection = await readClient.acquireConnection();
      fromReader.add(connection);
    } else connection = await acquirePrimary();
    // A writing request's statements go through its gate (the drain holds its commits).
    holdCommits(connection);
    try {
      await outsideGates(() => applySessionContext(connection, options.schema));
    } catch (error) {
      await release(connection);
      throw error;
    }
    return connection;
  };
  // A dry run's statements take its one connection (after the identity above was applied to it).
  routeDryRuns(db);
  prepareAsKnownReads(db);
  // Destroying the handle closes both pools (knex's `destroy` ends in its client's).
  const client = db.client as { destroy(callback?: unknown): Promise<void> };
  const destroyKnexPool = client.destroy.bind(client);
  client.destroy = async (callback) => {
    prepared.destroyed = true;
    await Promise.all([prepared.pool?.end(), prepared.readPool?.end(), reader?.destroy()]);
    prepared.pool = undefined;
    prepared.readPool = undefined;
    return destroyKnexPool(callback);
  };
  return db;
}

/** The transaction of a dry run, which every statement of the request runs in. */
interface DryRun {
  trx: Knex.Transaction;
  connection: pg.Client;
  /** False once rolled back: work the request left running falls back to the pool. */
  open: boolean;
}
const dryRuns = new AsyncLocalStorage<DryRun>();

/**
 * Makes the handle take part in dry runs (`rollingBack`): inside one, every statement made
 * through it runs on the dry run's connection, and each `db.transaction` becomes a savepoint
 * of the dry run's transaction. Services keep calling `db.transaction` as they always do.
 */
function routeDryRuns(db: Database): void {
  const client = db.client as {
    acquireConnection(): Promise<unknown>;
    releaseConnection(connection: unknown): Promise<void>;
  };
  const acquire = client.acquireConnection.bind(client);
  const release = client.releaseConnection.bind(client);
  client.acquireConnection = () => {
    const dryRun = dryRuns.getStore();
    return dryRun?.open ? Promise.resolve(dryRun.connection) : acquire();
  };
  client.releaseConnection = (connection) => {
    const dryRun = dryRuns.getStore();
    return dryRun?.open && connection === dryRun.connection ? Promise.resolve() : release(connection);
  };
  const context = (db as unknown as { context: { transaction: (...args: unknown[]) => unknown } }).context;
  const transaction = context.transaction;
  context.transaction = function (this: unknown, ...args: unknown[]) {
    const dryRun = dryRuns.getStore();
    return dryRun?.open
      ? (dryRun.trx.transaction as (...a: unknown[]) => unknown)(...args)
      : transaction.apply(this, args);
  };
}

/**
 * Runs `work` (a request's handler) in one transaction that is rolled back at the end, whatever
 * it answers: everything the operation writes through `db`, its validation and domain rules,
 * its triggers and constraints, happens as it would, and none of it stays. Notifications sent by
 * its triggers (`pg_notify`) are never delivered, since Postgres sends them at commit.
 */
export async function rollingBack<T>(db: Database, work: () => Promise<T>): Promise<T> {
  if (!preparedPools.has(db)) throw new Error('rollingBack needs a database handle made by createDatabase');
  const trx = await db.transaction();
  const connection = await (trx.client as { acquireConnection(): Promise<pg.Client> }).acquireConnection();
  const dryRun: DryRun = { trx, connection, open: true };
  try {
    return await dryRuns.run(dryRun, work);
  } finally {
    dryRun.open = false;
    await trx.rollback();
  }
}

/**
 * Cancels the statement the backend `pid` is running (`pg_cancel_backend`), from a connection of
 * the pool: outside any dry run, whose one connection may be the one running it.
 */
export function cancelBackend(db: Database, pid: number): Promise<void> {
  return dryRuns.exit(() =>
    db.raw('select pg_cancel_backend(?)', [pid]).then(
      () => undefined,
      () => undefined,
    ),
  );
}

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
 * Counts the connections of the handle's pools, knex's and `queryPrepared`'s, as
 * `pool="primary"`, and those of its read URL's pools, when it has one, as `pool="read"`.
 */
export function watchPool(db: Database, metrics: Metrics): void {
  const watchKnex = (role: PoolRole, handle: Database) => {
    const pool = handle.client.pool as {
      numUsed(): number;
      numFree(): number;
      numPendingAcquires(): number;
    };
    metrics.watchPool(role, {
      used: () => pool.numUsed(),
      free: () => pool.numFree(),
      pending: () => pool.numPendingAcquires(),
    });
  };
  // A prepared statements' pool is opened for its first statement: none yet counts nothing.
  const watchPrepared = (role: PoolRole, pool: () => pg.Pool | undefined) =>
    metrics.watchPool(role, {
      used: () => (pool()?.totalCount ?? 0) - (pool()?.idleCount ?? 0),
      free: () => pool()?.idleCount ?? 0,
      pending: () => pool()?.waitingCount ?? 0,
    });
  watchKnex('primary', db);
  const prepared = preparedPools.get(db);
  if (prepared) watchPrepared('primary', () => prepared.pool);
  const reader = readers.get(db);
  if (!reader) return;
  watchKnex('read', reader);
  if (prepared) watchPrepared('read', () => prepared.readPool);
}

export function databaseHealthCheck(db: Database) {
  return { name: 'db', gatesReadiness: true, check: async () => void (await db.raw('select 1')) };
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
