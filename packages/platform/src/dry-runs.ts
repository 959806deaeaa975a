/**
 * Dry runs (ADR 0027): a request's statements in one transaction rolled back at its end, made
 * through the same handle and `db.transaction` calls as a real run.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Knex } from 'knex';
import type pg from 'pg';

/** The transaction of a dry run, which every statement of the request runs in. */
interface DryRun {
  trx: Knex.Transaction;
  connection: pg.Client;
  /** False once rolled back: work the request left running falls back to the pool. */
  open: boolean;
}
export const dryRuns = new AsyncLocalStorage<DryRun>();
/** The handles made by `createDatabase`, which take part in dry runs. */
const routed = new WeakSet<Knex>();

/**
 * Makes the handle take part in dry runs (`rollingBack`): inside one, every statement made
 * through it runs on the dry run's connection, and each `db.transaction` becomes a savepoint
 * of the dry run's transaction. Services keep calling `db.transaction` as they always do.
 */
export function routeDryRuns(db: Knex): void {
  routed.add(db);
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
export function rollingBack<T>(
  db: Knex,
  work: () => Promise<T>,
  settings?: Record<string, string>,
): Promise<T> {
  return oneTransaction(db, work, settings, false);
}

/**
 * Runs `work` (a request's handler) with every statement it makes through `db` in one
 * transaction, as a dry run does, that commits when `work` resolves and rolls back when it
 * throws. `settings` are set local to the transaction first (`set_config(…, true)`), so that
 * they hold for each of its statements and for no other transaction, through a transaction
 * pooler too (a request scoped to a carrier, ADR 0081).
 */
export function inOneTransaction<T>(
  db: Knex,
  work: () => Promise<T>,
  settings?: Record<string, string>,
): Promise<T> {
  return oneTransaction(db, work, settings, true);
}

async function oneTransaction<T>(
  db: Knex,
  work: () => Promise<T>,
  settings: Record<string, string> | undefined,
  commit: boolean,
): Promise<T> {
  if (!routed.has(db))
    throw new Error('a request transaction needs a database handle made by createDatabase');
  const trx = await db.transaction();
  const run: DryRun = { trx, connection: undefined as unknown as pg.Client, open: false };
  let done = false;
  try {
    run.connection = await (trx.client as { acquireConnection(): Promise<pg.Client> }).acquireConnection();
    run.open = true;
    for (const [name, value] of Object.entries(settings ?? {}))
      await trx.raw('SELECT set_config(?, ?, true)', [name, value]);
    const result = await dryRuns.run(run, work);
    if (commit) {
      run.open = false;
      await trx.commit();
      done = true;
    }
    return result;
  } finally {
    run.open = false;
    if (!done) await trx.rollback().catch(() => undefined);
  }
}

/**
 * Cancels the statement the backend `pid` is running (`pg_cancel_backend`), from a connection of
 * the pool: outside any dry run, whose one connection may be the one running it.
 */
export function cancelBackend(db: Knex, pid: number): Promise<void> {
  return dryRuns.exit(() =>
    db.raw('select pg_cancel_backend(?)', [pid]).then(
      () => undefined,
      () => undefined,
    ),
  );
}
