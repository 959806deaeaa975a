import type { Knex } from 'knex';

/** What Postgres answered to a refused write. */
export interface PgRefusal {
  code?: string;
  constraint?: string;
  detail?: string;
}

/** How `write` was refused; fails if it was not. */
export async function refusal(write: Promise<unknown>): Promise<PgRefusal> {
  try {
    await write;
  } catch (error) {
    return error as PgRefusal;
  }
  throw new Error('the write was not refused');
}

/**
 * Resolves once `pending` waits on a lock held by another transaction (a statement of the
 * database matching one of `queries`, LIKE patterns, waiting on a lock in pg_stat_activity);
 * fails if it settles first, which means it did not wait.
 */
async function waitsOnALock(db: Knex, pending: Promise<unknown>, queries: string[]): Promise<void> {
  let settled = false;
  pending.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (let tries = 0; tries < 400; tries += 1) {
    const { rows } = await db.raw(
      `SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE ANY (?::text[])`,
      [queries],
    );
    if (rows[0].n > 0) return;
    if (settled) throw new Error('the statement ran to its end without waiting for the other transaction');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the statement neither waited on a lock nor ended');
}

/**
 * Runs `first` in a transaction left open, then `second` beside it, which waits on a lock the
 * transaction holds (its statement matching one of `queries`); commits the transaction and
 * answers how `second` was refused.
 */
export async function refusedAfterCommit(
  db: Knex,
  queries: string[],
  first: (held: Knex.Transaction) => Promise<unknown>,
  second: () => Promise<unknown>,
): Promise<PgRefusal> {
  const held = await db.transaction();
  let waiting: Promise<unknown> | undefined;
  try {
    await first(held);
    waiting = second();
    await waitsOnALock(db, waiting, queries);
    await held.commit();
  } finally {
    if (!held.isCompleted()) await held.rollback();
  }
  return refusal(waiting);
}
