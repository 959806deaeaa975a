/**
 * Postgres access through knex, confined to the service's own schema: the database handle, its
 * pools (the primary's, the read URL's, the prepared statements') and their health. Beside it:
 * `prepared-statements.ts`, `dry-runs.ts`, `bulk-writes.ts` and `migrations.ts`.
 */
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { applySessionContext } from './audit.ts';
import { holdCommits, outsideGates } from './commit-gate.ts';
import { isSwitchoverError } from './database-errors.ts';
import { routeDryRuns } from './dry-runs.ts';
import type { Metrics, PoolRole } from './metrics.ts';
import { onReplica, preparedPools, prepareAsKnownReads, type PreparedPool } from './prepared-statements.ts';

// Calendar dates stay `YYYY-MM-DD` strings (never shifted by a time zone); counts are numbers.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export type Database = Knex;
/** A transaction on a service's database, as repositories take it: services pass it along. */
export type Transaction = Knex.Transaction;

/** The knex handle on the read URL of each database handle that has one. */
const readers = new WeakMap<Database, Database>();
/**
 * Who is told of each commit that wrote events through a handle, each with whether it wants to
 * be now (`onEventsCommitted`).
 */
const eventsCommitted = new WeakMap<Database, Map<() => void, () => boolean>>();
/** The options each handle was made with (`withOwnPool` makes another like it). */
const made = new WeakMap<Database, DatabaseOptions>();

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
  /**
   * How long a connection of either pool stays open unused (`DATABASE_POOL_IDLE_MS`). A new one
   * costs a server process whose catalog caches start cold and statements prepared again: eight
   * opened at once took 310–410 ms where eight kept took 16–17 ms (ADR 0176).
   */
  poolIdleMs?: number;
  applicationName?: string;
}

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

const DEFAULT_POOL_MAX = 10;
const DEFAULT_POOL_IDLE_MS = 600_000;

export function createDatabase(options: DatabaseOptions): Database {
  const applicationName = options.applicationName ?? options.schema;
  const max = options.poolMax ?? DEFAULT_POOL_MAX;
  const idleTimeoutMillis = options.poolIdleMs ?? DEFAULT_POOL_IDLE_MS;
  const knexOf = (url: string) =>
    knexFactory({
      client: 'pg',
      connection: { connectionString: url, application_name: applicationName },
      searchPath: [options.schema, 'public'],
      pool: { min: 0, max, idleTimeoutMillis },
      acquireConnectionTimeout: 5_000,
    });
  const db = knexOf(options.url);
  made.set(db, options);
  // The read URL's connections, taken by the same handle for the requests that tolerate lag.
  const reader = options.readUrl ? knexOf(options.readUrl) : undefined;
  if (reader) readers.set(db, reader);
  const preparedPool = (url: string) => {
    const pool = new pg.Pool({
      connectionString: url,
      application_name: applicationName,
      options: `-c search_path=${options.schema},public -c plan_cache_mode=force_generic_plan`,
      max,
      idleTimeoutMillis,
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
    // A writing request's statements go through its gate (the drain holds its commits); every
    // transaction that wrote events is announced once committed (ADR 0114).
    holdCommits(connection, () => {
      for (const listener of eventsCommitted.get(db)?.keys() ?? []) listener();
    });
    try {
      // The outbox's notices only while something listens to them (ADR 0156).
      await outsideGates(() => applySessionContext(connection, options.schema, noticesWanted(db)));
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

/** Whether a listener of the handle's commits (`onEventsCommitted`) wants them told now. */
function noticesWanted(db: Database): boolean {
  for (const wanted of eventsCommitted.get(db)?.values() ?? []) if (wanted()) return true;
  return false;
}

/**
 * Calls `listener` each time a transaction (or a statement outside one) of the handle that wrote
 * events to the outbox has committed, on whatever connection and for whatever work (a request,
 * a job, the came-into-force events): never for one rolled back, failed or a dry run (ADR 0114).
 * Returns the function that stops it.
 *
 * The writes' connections are told of their events by the outbox's notice only while a listener
 * `wanted` (asked as each connection is taken): with none registered, or none wanting, the
 * history's functions raise none, and the commits of the transactions they write in are not
 * told (ADR 0156).
 */
export function onEventsCommitted(
  db: Database,
  listener: () => void,
  wanted: () => boolean = () => true,
): () => void {
  let listeners = eventsCommitted.get(db);
  if (!listeners) eventsCommitted.set(db, (listeners = new Map()));
  const own = () => listener();
  listeners.set(own, wanted);
  return () => void listeners.delete(own);
}

/** The schema of the service whose handle `db` is (its tables, its history, its as-known views). */
export function schemaOf(db: Database): string {
  const options = made.get(db);
  if (!options) throw new Error('schemaOf takes a handle made by createDatabase');
  return options.schema;
}

/** How many connections `db`'s primary pool holds at most (`DATABASE_POOL_MAX`). */
export function poolMaxOf(db: Database): number {
  const options = made.get(db);
  if (!options) throw new Error('poolMaxOf takes a handle made by createDatabase');
  return options.poolMax ?? DEFAULT_POOL_MAX;
}

/**
 * Another handle on `db`'s primary, with a pool of its own of at most `max` connections, under
 * the same schema and application name (the feed's horizon counts its transactions as the
 * service's): work in the background that must not queue behind the requests for a connection
 * (webhook rounds, ADR 0103). Destroy it when the work stops.
 */
export function withOwnPool(db: Database, max: number): Database {
  const options = made.get(db);
  if (!options) throw new Error('withOwnPool takes a handle made by createDatabase');
  const { readUrl: _readUrl, ...primary } = options;
  return createDatabase({ ...primary, poolMax: max });
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
