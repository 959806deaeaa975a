/**
 * Reads run as named prepared statements: `queryPrepared` on pools of their own with generic
 * plans (ADR 0002), and every statement of a read as known at an instant (ADR 0037).
 */
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import type pg from 'pg';
import { currentRequestContext } from './audit.ts';
import { dryRuns } from './dry-runs.ts';

/**
 * The pools of `queryPrepared` of each database handle, opened for their first statement: the
 * primary's, and the read URL's (when the handle has one) for reads that tolerate replica lag.
 */
export interface PreparedPool {
  pool?: pg.Pool;
  readPool?: pg.Pool;
  destroyed?: boolean;
  open(replica: boolean): pg.Pool;
}
export const preparedPools = new WeakMap<Knex, PreparedPool>();
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
export async function queryPrepared<Row>(
  db: Knex,
  statement: Knex.SqlNative,
  options: {
    /**
     * The statement reads as known at an instant it binds itself, naming its tables with their
     * schemas (`asKnownRecordSql`): it runs on the pool's connections even in a read as known,
     * with no instant or search path to set on a connection (ADR 0131).
     */
    ownInstant?: boolean;
  } = {},
): Promise<Row[]> {
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
  if (currentRequestContext()?.asKnownAt && !options.ownInstant) {
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
    hash = createHash('sha1').update(sql).digest('hex').slice(0, 20);
    statementHashes.set(sql, hash);
  }
  return `${prefix}${hash}`;
}
// Eviction rule: the statements named least recently, beyond 10,000.
const statementHashes = new LRUCache<string, string>({ max: 10_000 });

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
export function prepareAsKnownReads(db: Knex): void {
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

/** Whether the statements of the request being served go to the read URL. */
export const onReplica = () => currentRequestContext()?.replica === true;
