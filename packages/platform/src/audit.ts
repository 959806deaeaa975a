/**
 * The audit trail (transaction time): every write to a table of a service's schema is recorded,
 * in the writer's own transaction, by triggers into the schema's `history` table: the
 * row's image before and after, who (the token's subject), when (the transaction's instant),
 * the request id and the operation. The same history answers a record's changes and the
 * registry as it was known at an instant (`asKnownAt`), through a schema of views that rebuild
 * each table from it. ADR 0021.
 *
 * - `historySql(schema)`: the `history` table and its trigger function, created by a migration
 *   of each service.
 * - `installHistory(db, schema)`: run after the migrations at every start; attaches the trigger
 *   to every table without it (recording the rows already there as a baseline) and rebuilds the
 *   `<schema>_as_known` views when a table's columns changed. A table added by any later
 *   migration is audited without a line of its own, unless it is marked as bookkeeping
 *   (`notAuditedSql`).
 * - `withRequestContext`: the request's identity, which every connection a request uses carries
 *   as session settings (`app.subject`, `app.request_id`, `app.operation`; `app.as_known_at` and
 *   the search path for a read as known at an instant), see `applySessionContext`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { EVENT_NOTICES_SETTING } from './commit-gate.ts';
import { HISTORY_COLUMNS, recordedWithEventsSql, type HistoryRows, type TableSource } from './outbox-sql.ts';

// knex's types, not db.ts's names for them: db.ts builds on this module.
type Database = Knex;
type Transaction = Knex.Transaction;

/** The identity a request gives the database session it writes or reads through. */
export interface RequestContext {
  subject: string;
  requestId: string;
  operation: string;
  /** Whether the operation may write (any but a GET or a POST marked `x-read-only`). */
  writes: boolean;
  /** For a read: the instant the answer is as known at (ISO 8601), if any. */
  asKnownAt?: string;
  /**
   * For a search: only records whose current version was written at or after this instant
   * (ISO 8601), applied by the search's page (`searchPage`, `searchPageJson`).
   */
  updatedSince?: string;
  /** A read that tolerates replica lag: its statements go to the read URL, when there is one. */
  replica?: boolean;
}

const requestContexts = new AsyncLocalStorage<RequestContext>();

/** Runs `work` with `context` as the request's identity for every statement it sends. */
export function withRequestContext<T>(context: RequestContext, work: () => T): T {
  return requestContexts.run(context, work);
}

/** The identity of the request being served, if any. */
export function currentRequestContext(): RequestContext | undefined {
  return requestContexts.getStore();
}

/** The schema of the views that rebuild the tables of `schema` as known at an instant. */
export function asKnownSchema(schema: string): string {
  return `${schema}_as_known`;
}

/**
 * The search path of a connection of `schema`: the schema's tables, or with `asKnown` its as-known
 * views before them.
 */
export function searchPathOf(schema: string, asKnown: boolean): string {
  return asKnown
    ? `${quoteIdent(asKnownSchema(schema))}, ${quoteIdent(schema)}, public`
    : `${quoteIdent(schema)}, public`;
}

/**
 * The tables of `schema` with a write recorded after the connection's `app.as_known_at`: one
 * probe of each history partition's index on `recorded_at`. A table not among them holds the rows
 * it held at the instant (every write is recorded, in the writer's transaction), which a
 * statement may read from the table itself in the same snapshot as this question (ADR 0111).
 */
export async function tablesWrittenSince(db: Database | Transaction, schema: string): Promise<string[]> {
  const { rows } = (await db.raw(
    `SELECT c.relname::text AS table FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = ? AND c.relkind = 'r'
        AND EXISTS (SELECT 1 FROM ${quoteIdent(schema)}.history h
                     WHERE h.table_name = c.relname::text
                       AND h.recorded_at > current_setting('app.as_known_at')::timestamptz)
      ORDER BY 1`,
    [historyPartitionSchema(schema)],
  )) as { rows: { table: string }[] };
  return rows.map((row) => row.table);
}

interface SessionState {
  /** `subject\nrequestId\noperation` of the last write request served on the connection. */
  actor: string;
  asKnownAt: string;
  /** Whether the history's functions tell the connection of the events they write (ADR 0156). */
  eventNotices: boolean;
}

/** What each connection's session carries, as last set (absent: nothing set, or unknown). */
const sessionStates = new WeakMap<object, SessionState>();

interface QueryableConnection {
  query(text: string, values: unknown[]): Promise<unknown>;
}

/**
 * Gives a connection just taken from the pool the identity of the request it serves, as
 * session settings, when it does not carry it already (one statement, only when it differs):
 * a write request's actor, which the history trigger records; for a read as known at an instant,
 * `app.as_known_at` and a search path that puts the `<schema>_as_known` views before the tables.
 * Outside a request (start-up, background work) the actor is cleared. A read leaves the actor
 * as it is (it writes nothing) but always sets or clears its instant. `eventNotices` false: the
 * history's functions raise no notice of the events they write on the connection (nothing of
 * the service listens to them: `EVENT_NOTICES_SETTING`, ADR 0156).
 */
export async function applySessionContext(
  connection: QueryableConnection,
  schema: string,
  eventNotices: boolean,
): Promise<void> {
  const context = currentRequestContext();
  const state = sessionStates.get(connection);
  const actor = context
    ? context.writes
      ? `${context.subject}\n${context.requestId}\n${context.operation}`
      : (state?.actor ?? '')
    : '';
  const asKnownAt = context?.asKnownAt ?? '';
  if (state && state.actor === actor && state.asKnownAt === asKnownAt && state.eventNotices === eventNotices)
    return;
  if (!state && actor === '' && asKnownAt === '' && eventNotices) {
    // A new connection carries nothing yet (the notices unset: raised): that is what is wanted.
    sessionStates.set(connection, { actor, asKnownAt, eventNotices });
    return;
  }
  sessionStates.delete(connection);
  const [subject = '', requestId = '', operation = ''] = actor === '' ? [] : actor.split('\n');
  const searchPath = searchPathOf(schema, asKnownAt !== '');
  // A read as known at an instant runs its statements prepared, on their generic plans (see
  // `prepareAsKnownReads` in db.ts); other statements are planned for their values as always.
  await connection.query(
    `SELECT set_config('app.subject', $1, false), set_config('app.request_id', $2, false),
            set_config('app.operation', $3, false), set_config('app.as_known_at', $4, false),
            set_config('search_path', $5, false), set_config('plan_cache_mode', $6, false),
            set_config('${EVENT_NOTICES_SETTING}', $7, false)`,
    [
      subject,
      requestId,
      operation,
      asKnownAt,
      searchPath,
      asKnownAt ? 'force_generic_plan' : 'auto',
      eventNotices ? 'on' : 'off',
    ],
  );
  sessionStates.set(connection, { actor, asKnownAt, eventNotices });
}

/**
 * Records why the write of `trx` is made (the `reason` a request gave a move, a transfer ...): the
 * history rows its statements write from now on carry it, and a record's changes answer it (ADR
 * 0075). Local to the transaction: it ends with the commit, so a pooled connection never hands
 * it to another request's writes. Call it before the statements it explains.
 */
export async function recordReason(trx: Transaction, reason: string | null | undefined): Promise<void> {
  await trx.raw(`SELECT set_config('app.reason', ?, true)`, [reason ?? '']);
}

/** An SQL identifier quoted. */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function quoteLiteral(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/**
 * The history's triggers on each table, one per event. An insert is recorded by a statement
 * trigger reading its transition table after the statement (imports insert thousands of rows in
 * one statement: one insert into the history for all of them); an update and a deletion by a row
 * trigger, for each row the statement changed (they change a row or a few, and a statement that
 * changes none records nothing without running anything: ADR 0042); a truncation before it, as
 * the deletion of every row (no transition table or row exists for it).
 */
const HISTORY_TRIGGERS = [
  ['insert', 'AFTER', 'REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT'],
  ['update', 'AFTER', 'FOR EACH ROW'],
  ['delete', 'AFTER', 'FOR EACH ROW'],
  ['truncate', 'BEFORE', 'FOR EACH STATEMENT'],
] as const;

/**
 * The triggers of a table recorded by group: one per statement for every event, each reading its
 * transition tables, since a group's history row is made from all the rows a statement touched.
 */
const GROUPED_HISTORY_TRIGGERS = [
  ['insert', 'AFTER', 'REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT'],
  ['update', 'AFTER', 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT'],
  ['delete', 'AFTER', 'REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT'],
  ['truncate', 'BEFORE', 'FOR EACH STATEMENT'],
] as const;

const triggersOf = (shape: { group: string | null }) =>
  shape.group ? GROUPED_HISTORY_TRIGGERS : HISTORY_TRIGGERS;

/** Each trigger's name with its level, as `tgtype`'s row bit says it (`record_history_update:1`). */
const triggerLevels = (shape: { group: string | null }) =>
  triggersOf(shape).map(([event, , level]) => `record_history_${event}:${level.endsWith('ROW') ? 1 : 0}`);

/** The names of the history's triggers, which every audited table carries. */
export const HISTORY_TRIGGER_NAMES = HISTORY_TRIGGERS.map(([event]) => `record_history_${event}`);

/** Tables of a schema that are not records: the history itself and knex's bookkeeping. */
const NOT_AUDITED = ['history', 'knex_migrations', 'knex_migrations_lock'];

/** How the comment of a table that is not a record begins (`notAuditedSql`). */
const NOT_AUDITED_COMMENT = 'Not audited: ';

/**
 * The statement marking `table` as bookkeeping, not a record (a log of what changed, kept for a
 * cache): the history leaves it alone, as it does its own table. `why` says what it is for; it
 * is the table's comment.
 */
export function notAuditedSql(table: string, why: string): string {
  return `COMMENT ON TABLE ${quoteIdent(table)} IS ${quoteLiteral(NOT_AUDITED_COMMENT + why)}`;
}

/** How the comment of a table recorded by group begins (`groupedHistorySql`): `History by <column>: `. */
const GROUPED_COMMENT = 'History by ';

/**
 * The statement marking `table` as recorded by group (ADR 0077): its rows are written and
 * replaced together, all the rows of one value of `column` at once (a revision's stop times),
 * so the history keeps one row per statement and group, not one per row: the group's rows after
 * the statement as one JSON array (`row_after`, null once it has none), and before it
 * (`row_before`, the group's previous history row's). `record_id` is the group's value. Reads
 * as known at an instant unfold the arrays into rows; a record's changes unfold them into one
 * change per row (`readChanges`). `why` says why the table qualifies; it is the table's comment.
 */
export function groupedHistorySql(table: string, column: string, why: string): string {
  return `COMMENT ON TABLE ${quoteIdent(table)} IS ${quoteLiteral(`${GROUPED_COMMENT}${column}: ${why}`)}`;
}

/** How the comment of a reference column the history does not index by value begins (`unreadReferenceSql`). */
const UNREAD_REFERENCE_COMMENT = 'Not read by value from the history: ';

/**
 * The statement marking the reference `column` of `table` (a uuid `…_id`) as found by value in
 * no record's changes (ADR 0158): no change family gathers a part of its record by it, so its
 * partition of the history keeps no index on the column's value in any image (one B-tree entry
 * fewer per history row). Reads as known filtering by the column keep theirs (on the image
 * before a write, which an insert does not fill). `why` says which reads were looked for; it is
 * the column's comment. A family naming the column as a part's owner must not be marked.
 */
export function unreadReferenceSql(table: string, column: string, why: string): string {
  return `COMMENT ON COLUMN ${quoteIdent(table)}.${quoteIdent(column)} IS ${quoteLiteral(UNREAD_REFERENCE_COMMENT + why)}`;
}

/** The values of `column` in a group's array of rows, as a JSON array of strings. */
function heldValues(image: string, column: string): string {
  return `jsonb_path_query_array(${image}, ${quoteLiteral(`$[*].${column}`)})`;
}

function groupIndexName(table: string, column: string, image: 'row_after' | 'row_before'): string {
  const what = image === 'row_after' ? 'held' : 'held before';
  return `history_${createHash('sha1').update(`${table}.${column}:${what}`).digest('hex').slice(0, 16)}`;
}

/**
 * A query of the groups of `table` (recorded by group) whose rows held one of `values` (an SQL
 * expression of a text array) in `column` (a reference, uuid) at any instant: those whose rows
 * hold it now (the table's index of the column) and those whose rows held it before a write
 * (a GIN index per reference column of the history's images before), where the as-known view,
 * which unfolds the groups written since the instant, cannot be searched by a column of the rows.
 * A group not written since the instant holds now what it held then; one written since held then
 * what its first write since had before it. A read as known at an instant by such a column
 * narrows the view to these groups first (`WHERE group IN (…)`), then filters as usual. Written
 * for a knex raw statement: its `?|` operator is escaped from knex's placeholders.
 */
export function groupsHoldingSql(
  schema: string,
  table: { name: string; group: string },
  column: string,
  values: string,
): string {
  return `SELECT r.${quoteIdent(table.group)} FROM ${quoteIdent(schema)}.${quoteIdent(table.name)} r
           WHERE r.${quoteIdent(column)} = ANY ((${values})::uuid[])
          UNION
          SELECT h.record_id::uuid FROM ${historyPartition(schema, table.name)} h
           WHERE h.row_before IS NOT NULL AND ${heldValues('h.row_before', column)} \\?| ${values}`;
}

/** The schema holding the partitions of `schema`'s history, one per audited table, named as it. */
export function historyPartitionSchema(schema: string): string {
  return `${schema}_history`;
}

/** The partition of `schema`'s history holding the versions of `table`. */
function historyPartition(schema: string, table: string): string {
  return `${quoteIdent(historyPartitionSchema(schema))}.${quoteIdent(table)}`;
}

function createPartitionSql(schema: string, table: string): string {
  return `CREATE TABLE IF NOT EXISTS ${historyPartition(schema, table)}
    PARTITION OF ${quoteIdent(schema)}.history FOR VALUES IN (${quoteLiteral(table)})`;
}

/**
 * The `history` table of `schema`. Each row is one write of one row: its table, its key (the
 * primary key's values, `/`-separated), the action, the images before and after (a no-op
 * update is not recorded), the actor from the session's settings and the reason from the
 * transaction's (`recordReason`). `recorded_at` is the
 * transaction's instant, as `now()`.
 *
 * The table is partitioned by table name, one partition per audited table in
 * `<schema>_history` (made by `installHistory`, with the table's trigger function): a write
 * opens only its own table's partition and indexes, and a read as known at an instant is
 * planned against those alone. Each partition's indexes are made with its views (`asKnownView`):
 * one by record, on `(record_id::uuid, id)` or on `(record_id, id)` (ADR 0151).
 */
export function historySql(schema: string): string {
  const s = quoteIdent(schema);
  return `
    CREATE SCHEMA IF NOT EXISTS ${quoteIdent(historyPartitionSchema(schema))};
    CREATE TABLE ${s}.history (
      id bigint GENERATED ALWAYS AS IDENTITY,
      table_name text NOT NULL,
      record_id text,
      action text NOT NULL CHECK (action IN ('baseline', 'insert', 'update', 'delete')),
      row_before jsonb,
      row_after jsonb,
      recorded_at timestamptz NOT NULL DEFAULT now(),
      subject text,
      request_id text,
      operation text,
      -- Why, when the request said (\`recordReason\`, ADR 0075).
      reason text
    ) PARTITION BY LIST (table_name);
  `;
}

/** The trigger function of `table`, in `<schema>_history` under the table's name. */
function historyFunction(schema: string, table: string): string {
  return `${quoteIdent(historyPartitionSchema(schema))}.${quoteIdent(table)}`;
}

/**
 * The trigger function of one table, written for it (its name, key and partition as literals).
 * An insert statement makes one insert into the history however many rows it wrote, from its
 * transition table; an update or a deletion of a row makes one for that row, from `OLD` and
 * `NEW` (an update that changed nothing is not recorded). A function per table rather than one
 * taking the table's key as arguments: each statement is planned once with the key's expression
 * in it (ADR 0030); and it writes straight into the table's partition of the history, with no
 * routing (ADR 0042). A set's images are made in a subquery Postgres may not merge into the
 * statement (`OFFSET 0`): merged, each row's `to_jsonb` was computed once for its image and again
 * for its key read from it, most of the cost of imaging an import's 20,000 revisions (ADR 0161).
 */
function historyFunctionSql(schema: string, shape: TableShape, source: TableSource | undefined): string {
  const history = historyPartition(schema, shape.table);
  const t = quoteLiteral(shape.table);
  const key = (image: string) =>
    shape.key.length === 0
      ? 'NULL'
      : shape.key.map((k) => `(${image} ->> ${quoteLiteral(k)})`).join(` || '/' || `);
  const actor = `nullif(current_setting('app.subject', true), ''),
                 nullif(current_setting('app.request_id', true), ''),
                 nullif(current_setting('app.operation', true), ''),
                 nullif(current_setting('app.reason', true), '')`;
  const record = (select: string, rows: HistoryRows) =>
    source
      ? recordedWithEventsSql(schema, source, history, select, rows)
      : `INSERT INTO ${history} (${HISTORY_COLUMNS})
        ${select};`;
  return `CREATE OR REPLACE FUNCTION ${historyFunction(schema, shape.table)}() RETURNS trigger
    LANGUAGE plpgsql AS $$
    DECLARE
      before jsonb;
      after jsonb;${source ? FEED_VARIABLES : ''}
    BEGIN
      IF TG_OP = 'UPDATE' THEN
        before := to_jsonb(OLD);
        after := to_jsonb(NEW);
        IF after <> before THEN
          ${record(`SELECT ${t}, ${key('before')}, 'update', before, after, ${actor}`, { one: true })}
        END IF;
      ELSIF TG_OP = 'DELETE' THEN
        before := to_jsonb(OLD);
        ${record(`SELECT ${t}, ${key('before')}, 'delete', before, NULL::jsonb, ${actor}`, { one: true })}
      ELSIF TG_OP = 'INSERT' THEN
        ${record(
          `SELECT ${t}, ${key('i.image')}, 'insert', NULL::jsonb, i.image, ${actor}
          FROM (SELECT to_jsonb(r) AS image FROM new_rows r OFFSET 0) i`,
          { sizedBy: 'new_rows', oneEach: true },
        )}
      ELSE
        -- TRUNCATE, before it happens: every row of the table is recorded as deleted.
        ${record(
          `SELECT ${t}, ${key('i.image')}, 'delete', i.image, NULL::jsonb, ${actor}
          FROM (SELECT to_jsonb(r) AS image FROM ${quoteIdent(schema)}.${quoteIdent(shape.table)} r OFFSET 0) i`,
          { sizedBy: null },
        )}
      END IF;
      RETURN NULL;
    END;
    $$`;
}

/**
 * The variables of a history function that writes the events of its rows (`recordedWithEventsSql`):
 * how many it wrote, and the memory setting an import's grouping changes for its statement alone.
 */
const FEED_VARIABLES = `
      written bigint;
      kept_work_mem text;`;

/**
 * The aggregate of a group's rows `r` as its history image: one JSON array of the rows' images
 * (`to_jsonb` of each row) in key order, null for no rows. Made as an array of the rows turned
 * into JSON once (`to_jsonb(array_agg(r))`), not each row's image added to a JSON array
 * (`jsonb_agg(to_jsonb(r))`), which takes every image apart again to add it: the same value,
 * built in about half the time (ADR 0112).
 */
function groupImageSql(shape: TableShape, group: string): string {
  const order = shape.key.filter((k) => k !== group).map((k) => `r.${quoteIdent(k)}`);
  return `to_jsonb(array_agg(r${order.length > 0 ? ` ORDER BY ${order.join(', ')}` : ''}))`;
}

/**
 * The trigger function of a table recorded by group (`groupedHistorySql`): for each group a
 * statement touched, one history row with the group's rows before and after the statement, each
 * array in key order. A group whose rows an update left as they were is not recorded.
 *
 * An insert into a group that had no rows (every revision of a GTFS import) keeps no image
 * (ADR 0127): its rows are the inserted rows, which stay in the table as they are until the
 * group's next write, whose `row_before` holds them; until then the table holds them. Its history
 * row is the insert, its instant and its actor, `row_before` and `row_after` null (an insert
 * never leaves a group without rows, so this null is not a deletion's). Building and writing the
 * arrays of a national feed's stop times was most of its import's audit trail.
 *
 * The rows before are therefore the previous history row's array when it kept one, else (after
 * an insert that kept none) the table's rows of the group as the statement did not touch them
 * and the rows it removed (`old_rows`).
 */
function groupedHistoryFunctionSql(
  schema: string,
  shape: TableShape,
  group: string,
  source: TableSource | undefined,
): string {
  const history = historyPartition(schema, shape.table);
  const table = `${quoteIdent(schema)}.${quoteIdent(shape.table)}`;
  const t = quoteLiteral(shape.table);
  const g = quoteIdent(group);
  const rows = groupImageSql(shape, group);
  const rest = shape.key.filter((k) => k !== group).map(quoteIdent);
  const actor = `nullif(current_setting('app.subject', true), ''),
                 nullif(current_setting('app.request_id', true), ''),
                 nullif(current_setting('app.operation', true), ''),
                 nullif(current_setting('app.reason', true), '')`;
  // The group's latest history row: `kept` its rows after it (null for an insert that kept no
  // image), `held` whether the group had rows after it.
  const key = recordKeyOf(shape);
  const previous = (id: string) =>
    `LEFT JOIN LATERAL (SELECT h.row_after AS kept, h.row_after IS NOT NULL OR h.action = 'insert' AS held
                          FROM ${history} h WHERE ${recordOf('h', key)} = ${key === 'uuid' ? id : `${id}::text`}
                         ORDER BY h.id DESC LIMIT 1) p ON true`;
  const now = (id: string) => `(SELECT ${rows} FROM ${table} r WHERE r.${g} = ${id})`;
  // The group's rows before the statement, read back from the table: those it did not write, and
  // those it removed.
  const untouched = (id: string, written: boolean) =>
    `SELECT r.* FROM ${table} r WHERE r.${g} = ${id}${
      written
        ? ` AND NOT EXISTS (SELECT 1 FROM new_rows w WHERE w.${g} = ${id}${rest.map((k) => ` AND w.${k} = r.${k}`).join('')})`
        : ''
    }`;
  const before = (id: string, written: boolean, removed: boolean) =>
    `CASE WHEN p.kept IS NOT NULL THEN p.kept WHEN p.held THEN
       (SELECT ${rows} FROM (${untouched(id, written)}${
         removed ? ` UNION ALL SELECT o.* FROM old_rows o WHERE o.${g} = ${id}` : ''
       }) r) END`;
  // A group's rows, and with them the records their events name, come from a set: grouped even for one.
  const record = (select: string, sizedBy: 'new_rows' | 'old_rows' | null) =>
    source
      ? recordedWithEventsSql(
          schema,
          source,
          history,
          select,
          sizedBy === null ? { sizedBy } : { sizedBy, oneEach: false },
        )
      : `INSERT INTO ${history} (${HISTORY_COLUMNS})
        ${select};`;
  const changed = (touched: string, action: 'update' | 'delete') =>
    record(
      `SELECT ${t}, c.id::text, '${action}', b.state, s.state, ${actor}
          FROM (${touched}) c
          ${previous('c.id')}
          CROSS JOIN LATERAL (SELECT ${before('c.id', action === 'update', true)} AS state) b
          CROSS JOIN LATERAL (SELECT ${now('c.id')} AS state) s
         WHERE s.state IS DISTINCT FROM b.state`,
      action === 'update' ? 'new_rows' : 'old_rows',
    );
  return `CREATE OR REPLACE FUNCTION ${historyFunction(schema, shape.table)}() RETURNS trigger
    LANGUAGE plpgsql AS $$
    ${source ? `DECLARE${FEED_VARIABLES}` : ''}
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${record(
          `SELECT ${t}, n.id::text, 'insert',
               CASE WHEN p.held THEN ${before('n.id', true, false)} END,
               CASE WHEN p.held THEN ${now('n.id')} END, ${actor}
          FROM (SELECT DISTINCT r.${g} AS id FROM new_rows r) n
          ${previous('n.id')}`,
          'new_rows',
        )}
      ELSIF TG_OP = 'UPDATE' THEN
        ${changed(`SELECT r.${g} AS id FROM old_rows r UNION SELECT r.${g} FROM new_rows r`, 'update')}
      ELSIF TG_OP = 'DELETE' THEN
        ${changed(`SELECT DISTINCT r.${g} AS id FROM old_rows r`, 'delete')}
      ELSE
        -- TRUNCATE, before it happens: every group is recorded as left without rows.
        ${record(
          `SELECT ${t}, r.${g}::text, 'delete', ${rows}, NULL::jsonb, ${actor} FROM ${table} r GROUP BY r.${g}`,
          null,
        )}
      END IF;
      RETURN NULL;
    END;
    $$`;
}

/**
 * Brings a `history` table made before it was partitioned to the partitioned shape (a
 * migration's step): its rows move to one partition per table, with their ids. The tables'
 * triggers move to their own functions in `installHistory`. A history already partitioned is
 * left as it is.
 */
export async function partitionHistory(db: Database | Transaction, schema: string): Promise<void> {
  const s = quoteIdent(schema);
  const { rows } = (await db.raw(
    `SELECT c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = ? AND c.relname = 'history'`,
    [schema],
  )) as { rows: { relkind: string }[] };
  if (rows[0]?.relkind !== 'r') return;
  // The views read the old table; installHistory rebuilds them on the partitions.
  await db.raw(`DROP SCHEMA IF EXISTS ${quoteIdent(asKnownSchema(schema))} CASCADE`);
  await db.raw(`ALTER TABLE ${s}.history RENAME TO history_unpartitioned`);
  await db.raw(`ALTER INDEX IF EXISTS ${s}.history_pkey RENAME TO history_unpartitioned_pkey`);
  await db.raw(`DROP INDEX IF EXISTS ${s}.history_record`);
  await db.raw(historySql(schema));
  const tables = (await db.raw(`SELECT DISTINCT table_name FROM ${s}.history_unpartitioned`)) as {
    rows: { table_name: string }[];
  };
  for (const { table_name } of tables.rows) await db.raw(createPartitionSql(schema, table_name));
  await db.raw(
    `INSERT INTO ${s}.history OVERRIDING SYSTEM VALUE
     SELECT id, table_name, record_id, action, row_before, row_after, recorded_at, subject, request_id, operation
       FROM ${s}.history_unpartitioned ORDER BY id`,
  );
  await db.raw(
    `SELECT setval(pg_get_serial_sequence(?, 'id'), coalesce((SELECT max(id) FROM ${s}.history), 0) + 1, false)`,
    [`${s}.history`],
  );
  await db.raw(`DROP TABLE ${s}.history_unpartitioned`);
}

/**
 * Brings `table`'s history, kept one row per row, to one row per group of `column` and
 * statement (a migration's step, beside `groupedHistorySql`): the rows one transaction wrote to
 * a group with one action become one history row, with the group's rows after them as the old
 * rows said (each row's latest image up to then, the deleted ones left out) and before them (the
 * group's previous history row's). Ids, instants and actors are kept (each history row takes the
 * last id of the rows it replaces). The partition's indexes read by the old views are dropped;
 * `installHistory` makes those of the new ones. A history already grouped is left as it is.
 *
 * The partition is emptied by TRUNCATE and written again, not by DELETE: a deleted row stays in
 * the table until vacuumed, and `CREATE INDEX` evaluates its expression on such a row while any
 * snapshot (an autovacuum ANALYZE's, this transaction's own) may still see it, so the new views'
 * index on `record_id::uuid` failed on the old `<group>/<key>` record ids now and then.
 */
export async function groupHistory(
  db: Database | Transaction,
  schema: string,
  table: string,
  column: string,
): Promise<void> {
  const partition = historyPartition(schema, table);
  const exists = (await db.raw('SELECT to_regclass(?) AS partition', [partition])) as {
    rows: { partition: string | null }[];
  };
  if (!exists.rows[0]?.partition) return;
  const { rows: key } = (await db.raw(
    `SELECT a.attname AS name FROM pg_index i CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, n)
       JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
      WHERE i.indrelid = ?::regclass AND i.indisprimary ORDER BY k.n`,
    [`${quoteIdent(schema)}.${quoteIdent(table)}`],
  )) as { rows: { name: string }[] };
  const order = key
    .map((k) => k.name)
    .filter((k) => k !== column)
    .map((k) => `x.image -> ${quoteLiteral(k)}`);
  const { rows: indexes } = (await db.raw(
    `SELECT format('%I.%I', n.nspname, c.relname) AS name
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE i.indrelid = ?::regclass AND NOT EXISTS (SELECT 1 FROM pg_inherits p WHERE p.inhrelid = i.indexrelid)`,
    [partition],
  )) as { rows: { name: string }[] };
  for (const index of indexes) await db.raw(`DROP INDEX ${index.name}`);
  await db.raw(`
    CREATE TEMP TABLE history_by_row ON COMMIT DROP AS
      SELECT id, coalesce(row_after, row_before) ->> ${quoteLiteral(column)} AS grp, record_id, action,
             row_after, recorded_at, subject, request_id, operation
        FROM ${partition} WHERE jsonb_typeof(coalesce(row_after, row_before)) = 'object';
    CREATE INDEX ON history_by_row (grp, id);
    ANALYZE history_by_row;
    CREATE TEMP TABLE history_kept ON COMMIT DROP AS
      SELECT * FROM ${partition} WHERE jsonb_typeof(coalesce(row_after, row_before)) IS DISTINCT FROM 'object';
    TRUNCATE ${partition};
    INSERT INTO ${partition} OVERRIDING SYSTEM VALUE SELECT * FROM history_kept;
    INSERT INTO ${partition} (id, table_name, record_id, action, row_before, row_after,
                              recorded_at, subject, request_id, operation) OVERRIDING SYSTEM VALUE
    SELECT w.id, ${quoteLiteral(table)}, w.grp, w.action,
           lag(st.state) OVER (PARTITION BY w.grp ORDER BY w.id), st.state,
           w.recorded_at, w.subject, w.request_id, w.operation
      FROM (SELECT grp, recorded_at, action, subject, request_id, operation, max(id) AS id
              FROM history_by_row GROUP BY grp, recorded_at, action, subject, request_id, operation) w
      CROSS JOIN LATERAL (
        SELECT jsonb_agg(x.image${order.length > 0 ? ` ORDER BY ${order.join(', ')}` : ''}) AS state
          FROM (SELECT DISTINCT ON (o.record_id) o.row_after AS image FROM history_by_row o
                 WHERE o.grp = w.grp AND o.id <= w.id ORDER BY o.record_id, o.id DESC) x
         WHERE x.image IS NOT NULL) st;
    DROP TABLE history_by_row, history_kept;`);
}

interface TableShape {
  table: string;
  key: string[];
  /** The history's triggers the table carries (`record_history_insert` ...). */
  triggers: string[];
  /**
   * Those of them that call the table's own trigger function at their event's level (older ones
   * call a shared one, or are statement triggers where a row trigger is wanted now).
   */
  current: string[];
  /** Whether the history has the table's partition. */
  partitioned: boolean;
  /** For a table recorded by group (`groupedHistorySql`), the column naming the group. */
  group: string | null;
  /**
   * Each column; a generated one with its expression, which its view computes again; `unread`
   * when marked by `unreadReferenceSql`.
   */
  columns: { name: string; type: string; generated: string | null; unread: boolean }[];
}

async function tablesOf(db: Database | Transaction, schema: string): Promise<TableShape[]> {
  const { rows } = (await db.raw(
    `SELECT c.relname AS table,
            coalesce((SELECT array_agg(a.attname::text ORDER BY k.n)
                        FROM pg_index i, unnest(i.indkey) WITH ORDINALITY AS k(attnum, n)
                        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
                       WHERE i.indrelid = c.oid AND i.indisprimary), '{}') AS key,
            coalesce((SELECT array_agg(t.tgname::text) FROM pg_trigger t
                       WHERE t.tgrelid = c.oid AND t.tgname = ANY (?)), '{}') AS triggers,
            coalesce((SELECT array_agg(t.tgname || ':' || (t.tgtype::int & 1)) FROM pg_trigger t
                       WHERE t.tgrelid = c.oid
                         AND t.tgfoid = to_regprocedure(format('%I.%I()', ?::text, c.relname))), '{}') AS current,
            to_regclass(format('%I.%I', ?::text, c.relname)) IS NOT NULL AS partitioned,
            substring(coalesce(obj_description(c.oid, 'pg_class'), '') FROM ?) AS group,
            (SELECT json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod),
                                               'generated', CASE WHEN a.attgenerated <> '' THEN pg_get_expr(d.adbin, d.adrelid) END,
                                               'unread', coalesce(col_description(c.oid, a.attnum), '') LIKE ? || '%')
                             ORDER BY a.attnum)
               FROM pg_attribute a LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
              WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped) AS columns
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = ? AND c.relkind IN ('r', 'p') AND c.relname <> ALL (?)
        AND coalesce(obj_description(c.oid, 'pg_class'), '') NOT LIKE ? || '%'
      ORDER BY c.relname`,
    [
      HISTORY_TRIGGER_NAMES,
      historyPartitionSchema(schema),
      historyPartitionSchema(schema),
      `^${GROUPED_COMMENT}([a-z_][a-z0-9_]*): `,
      UNREAD_REFERENCE_COMMENT,
      schema,
      NOT_AUDITED,
      NOT_AUDITED_COMMENT,
    ],
  )) as { rows: TableShape[] };
  // Only the triggers calling the table's own function at the level its kind of history wants.
  return rows.map((shape) => {
    const levels = triggerLevels(shape);
    return {
      ...shape,
      current: shape.current.filter((t) => levels.includes(t)).map((t) => t.slice(0, t.indexOf(':'))),
    };
  });
}

/** Tables of `schema` (records, not bookkeeping) that lack any of the history's triggers. */
export async function tablesWithoutHistory(db: Database, schema: string): Promise<string[]> {
  return (await tablesOf(db, schema))
    .filter((t) => t.current.length < HISTORY_TRIGGER_NAMES.length)
    .map((t) => t.table);
}

/** Whether a column is found by value in reads (an id or a reference), so indexed in the history. */
export function isKeyColumn(column: { name: string; type: string }): boolean {
  return column.type === 'uuid' && (column.name === 'id' || column.name.endsWith('_id'));
}

/**
 * How a table's partition of the history is searched by record (ADR 0151): `uuid` when the
 * history's key is one uuid column (the table's key, or its group's), whose partition has one
 * index on `(record_id::uuid, id)` and none on the text; `text` otherwise (a composite or text
 * key: an index on `(record_id, id)`); `none` for a table without a key (no index: its
 * `record_id` is null).
 */
type RecordKey = 'uuid' | 'text' | 'none';

function recordKeyOf(shape: TableShape): RecordKey {
  const named = shape.group ?? (shape.key.length === 1 ? shape.key[0] : undefined);
  const column = shape.columns.find((c) => c.name === named);
  if (column !== undefined) return groupKeyOf(column);
  return shape.group !== null || shape.key.length > 0 ? 'text' : 'none';
}

/** How the history of a table keyed (or grouped) by one `column` is searched by record. */
export function groupKeyOf(column: { name: string; type: string }): 'uuid' | 'text' {
  return isKeyColumn(column) ? 'uuid' : 'text';
}

/** The record of the history row aliased `alias` as its partition's index holds it. */
export function recordOf(alias: string, key: RecordKey): string {
  return key === 'uuid' ? `(${alias}.record_id::uuid)` : `${alias}.record_id`;
}

/** The index of a partition whose records are found by their text (`recordKeyOf`). */
function recordTextIndex(schema: string, table: string): string {
  const name = `history_${createHash('sha1').update(`${table}:record_id`).digest('hex').slice(0, 16)}`;
  return `CREATE INDEX IF NOT EXISTS ${name} ON ${historyPartition(schema, table)} (record_id, id)`;
}

/**
 * A column of a row image (`image`, a jsonb expression) read back as the column's type. Each is
 * its own expression, so that Postgres computes only the columns a statement reads (a view's
 * unread columns are dropped when it is planned): `jsonb_to_recordset` converted every column
 * of every row of a group, which a report over the whole registry paid for each of its rules
 * (ADR 0100). A scalar is read from its text (a JSON null is NULL); an array from its elements;
 * json and jsonb as they are, a JSON null being NULL as it was with `jsonb_to_recordset`.
 */
function imageColumn(image: string, column: { name: string; type: string }): string {
  const value = `(${image} -> ${quoteLiteral(column.name)})`;
  if (column.type.endsWith('[]'))
    return `(CASE WHEN jsonb_typeof(${value}) = 'array' THEN ARRAY(SELECT jsonb_array_elements_text(${value}))::${column.type} END)`;
  if (column.type === 'jsonb') return `nullif(${value}, 'null'::jsonb)`;
  if (column.type === 'json') return `nullif(${value}, 'null'::jsonb)::json`;
  return `(${image} ->> ${quoteLiteral(column.name)})::${column.type}`;
}

/**
 * The view rebuilding `table` as known at `app.as_known_at` from the table's partition of the
 * history, and the partition's indexes it reads by. A generated column (a search's folded text)
 * is computed from the rebuilt row, not read from the images, which predate it for rows
 * written before it was added.
 */
function asKnownView(schema: string, shape: TableShape): { view: string; indexes: string[] } {
  const partition = historyPartition(schema, shape.table);
  const at = `current_setting('app.as_known_at')::timestamptz`;
  const singleKey = shape.key.length === 1 ? shape.key[0] : undefined;
  const key = recordKeyOf(shape);
  const indexes: string[] = key === 'text' ? [recordTextIndex(schema, shape.table)] : [];
  const stored = shape.columns.filter((column) => column.generated === null);
  if (shape.group) {
    // One history row per group and statement: a group written since the instant is rebuilt
    // from the array its first write since had before it (its rows then), unfolded; the others
    // are the table's rows (ADR 0116, 0127: an insert into an empty group keeps no array after
    // it). The group is the history row's key, indexed; its other columns are read from the rows.
    const group = shape.group;
    const groupColumn = stored.find((column) => column.name === group);
    if (!groupColumn)
      throw new Error(`history: ${shape.table} is recorded by ${group}, which must be a stored column`);
    const select = stored.map((column) => {
      const c = quoteIdent(column.name);
      if (column.name !== group) {
        // A reference found by value: which groups held it before a write (`groupsHoldingSql`).
        if (isKeyColumn(column))
          indexes.push(
            `DROP INDEX IF EXISTS ${quoteIdent(historyPartitionSchema(schema))}.${groupIndexName(shape.table, column.name, 'row_after')}`,
            `CREATE INDEX IF NOT EXISTS ${groupIndexName(shape.table, column.name, 'row_before')} ON ${partition}
               USING gin (${heldValues('row_before', column.name)}) WHERE row_before IS NOT NULL`,
          );
        return `${imageColumn('e.value', column)} AS ${c}`;
      }
      if (isKeyColumn(column)) {
        const name = `history_${createHash('sha1').update(`${shape.table}.${column.name}:group`).digest('hex').slice(0, 16)}`;
        indexes.push(`CREATE INDEX IF NOT EXISTS ${name} ON ${partition} ((record_id::uuid), id)`);
      }
      return `(h.record_id::${column.type}) AS ${c}`;
    });
    indexes.push(writtenSinceIndex(schema, shape.table));
    const rebuilt = `SELECT ${select.join(', ')}
      FROM ${partition} h CROSS JOIN LATERAL jsonb_array_elements(h.row_before) AS e(value)
     WHERE ${firstWriteSinceSql(partition, SESSION_INSTANT, key)}`;
    const live = key === 'uuid' ? `t.${quoteIdent(group)}` : recordText([groupColumn], 't', 'cast');
    return {
      view: asKnownViewSql(schema, shape, stored, live, rebuilt, key),
      indexes,
    };
  }
  const keyColumns = shape.key.map((k) => stored.find((column) => column.name === k));
  indexes.push(writtenSinceIndex(schema, shape.table));
  const live =
    keyColumns.length > 0 && keyColumns.every((column) => column !== undefined)
      ? key === 'uuid'
        ? `t.${quoteIdent(singleKey as string)}`
        : recordText(keyColumns as TableShape['columns'], 't', 'image')
      : undefined;
  // A keyed table's records written since the instant are rebuilt from the image before the
  // first write after it (`row_before`, the row as it stood then); a table without a key, from
  // the last image recorded by the instant (`row_after`), every row of it.
  const image = live === undefined ? 'row_after' : 'row_before';
  const select = stored.map((column) => {
    const c = quoteIdent(column.name);
    if (!isKeyColumn(column)) return `r.${c}`;
    const name = `history_${createHash('sha1').update(`${shape.table}.${column.name}`).digest('hex').slice(0, 16)}`;
    if (column.name === singleKey) {
      indexes.push(`CREATE INDEX IF NOT EXISTS ${name} ON ${partition} ((record_id::uuid), id)`);
      return `(h.record_id::uuid) AS ${c}`;
    }
    // A reference found by value: a record's changes look it up in any of its rows' images
    // (`readChanges`), a read as known in the image the view reads. One no family's changes
    // look up (`unreadReferenceSql`) has the second index alone.
    const held = (row: string) => `((${row} ->> ${quoteLiteral(column.name)})::uuid)`;
    indexes.push(
      column.unread && live !== undefined
        ? `DROP INDEX IF EXISTS ${quoteIdent(historyPartitionSchema(schema))}.${name}`
        : `CREATE INDEX IF NOT EXISTS ${name} ON ${partition} (${held('coalesce(row_after, row_before)')}, id)`,
    );
    if (live === undefined) return `${held('coalesce(h.row_after, h.row_before)')} AS ${c}`;
    indexes.push(
      `CREATE INDEX IF NOT EXISTS ${name.replace('history_', 'before_')} ON ${partition} (${held('row_before')}, id)
         WHERE row_before IS NOT NULL`,
    );
    return `${held('h.row_before')} AS ${c}`;
  });
  // Not column by column as a group's rows are: a statement's filters on the columns would then
  // reach the history's scan as expressions on the image, whose selectivity Postgres does not
  // know, and plan nested loops over a whole table (ADR 0100).
  const definitions = stored.map((c) => `${quoteIdent(c.name)} ${c.type}`).join(', ');
  const from = `FROM ${partition} h CROSS JOIN LATERAL jsonb_to_record(h.${image}) AS r(${definitions})`;
  if (live === undefined)
    return {
      view: viewOf(
        schema,
        shape,
        stored,
        `SELECT ${select.join(', ')}
      ${from}
     WHERE h.row_after IS NOT NULL AND h.recorded_at <= ${at}
       AND NOT EXISTS (SELECT 1 FROM ${partition} n
                        WHERE ${recordOf('n', key)} = ${recordOf('h', key)} AND n.id > h.id AND n.recorded_at <= ${at})`,
      ),
      indexes,
    };
  const rebuilt = `SELECT ${select.join(', ')}
      ${from}
     WHERE ${firstWriteSinceSql(partition, SESSION_INSTANT, key)}`;
  return { view: asKnownViewSql(schema, shape, stored, live, rebuilt, key), indexes };
}

/** The index of a table's partition of the history by instant: what was written since an instant. */
function writtenSinceIndex(schema: string, table: string): string {
  const name = `history_${createHash('sha1').update(`${table}:recorded_at`).digest('hex').slice(0, 16)}`;
  return `CREATE INDEX IF NOT EXISTS ${name} ON ${historyPartition(schema, table)} (recorded_at)`;
}

/** Key types whose text (`::text`) is the text `to_jsonb` gives them, which the history's key is made of. */
const PLAIN_TEXT_TYPES = new Set(['uuid', 'text', 'integer', 'bigint', 'smallint']);

/**
 * The history's `record_id` of a row of the table aliased `alias`, as the trigger functions
 * write it: its key's values (or its group's value) as text, `/`-separated; NULL for a table
 * without a key. `written` says how a trigger made each value's text: a row's trigger reads the
 * key from the row's image (`image`: `->>`, which a cast to text equals for the types of
 * `PLAIN_TEXT_TYPES`, cast then, or read from the row's image as the trigger does), a group's
 * trigger casts the group's value (`cast`, whatever its type). The views and the baseline of a
 * table's rows name rows by it, and must name them as the triggers did.
 */
function recordText(
  columns: { name: string; type?: string }[],
  alias: string,
  written: 'image' | 'cast',
): string {
  if (columns.length === 0) return 'NULL';
  return columns
    .map((column) =>
      written === 'cast' || (column.type !== undefined && PLAIN_TEXT_TYPES.has(column.type))
        ? `${alias}.${quoteIdent(column.name)}::text`
        : `(to_jsonb(${alias}) ->> ${quoteLiteral(column.name)})`,
    )
    .join(` || '/' || `);
}

/**
 * The instant of the connection's read as known (`app.as_known_at`), read once per statement (an
 * init plan), not per row, so that the set of what was written since is a range of the
 * partition's index on `recorded_at`.
 */
const SESSION_INSTANT = `(SELECT current_setting('app.as_known_at')::timestamptz)`;

/**
 * Whether the record (or group) whose `record_id` is `recordId` (its uuid for a partition
 * searched by uuid, `key`) has a write recorded after the instant `since` (an SQL expression).
 */
function writtenSinceSql(partition: string, recordId: string, since: string, key: RecordKey): string {
  return `EXISTS (SELECT 1 FROM ${partition} s WHERE ${recordOf('s', key)} = ${recordId}
                    AND s.recorded_at > ${since})`;
}

/**
 * The history row `h` of `partition` that is its record's (or group's) first write after the
 * instant `since` and had a row before it: its `row_before` is the record as it stood then.
 */
function firstWriteSinceSql(partition: string, since: string, key: RecordKey): string {
  return `h.row_before IS NOT NULL AND h.recorded_at > ${since}
       AND NOT EXISTS (SELECT 1 FROM ${partition} p
                        WHERE ${recordOf('p', key)} = ${recordOf('h', key)} AND p.id < h.id AND p.recorded_at > ${since})`;
}

/**
 * The record `id` of `table` (keyed by its uuid column `id`) as known at `instant`, both SQL
 * expressions (a statement's parameters), as the table's as-known view answers it: the row of
 * the table when no write of the record was recorded after the instant, else the image before
 * its first write after it (none for a record created after). The instant is the statement's
 * own, not the connection's (`app.as_known_at`): the statement runs on any connection and is
 * prepared once for every instant (ADR 0131). Names the table and its history's partition with
 * their schemas; a generated column is the image's (the view computes it again).
 */
export function asKnownRecordSql(schema: string, table: string, id: string, instant: string): string {
  const partition = historyPartition(schema, table);
  const rows = `${quoteIdent(schema)}.${quoteIdent(table)}`;
  return `SELECT t.* FROM ${rows} t
     WHERE t.id = ${id} AND NOT ${writtenSinceSql(partition, 't.id', instant, 'uuid')}
    UNION ALL
    SELECT r.* FROM ${partition} h CROSS JOIN LATERAL jsonb_populate_record(NULL::${rows}, h.row_before) r
     WHERE ${recordOf('h', 'uuid')} = (${id})::uuid AND ${firstWriteSinceSql(partition, instant, 'uuid')}`;
}

/**
 * The view of a table as known at the instant (after the function it reads the table's rows of
 * now through), in two parts: the records (or groups) with no write recorded after the instant,
 * read from the table itself, as they are now (a row not written since is the row then); and the
 * others, `rebuilt` from the history (the rows of every record written since, as known then). A
 * replay soon after the instant reads the table, its indexes and statistics for almost every row,
 * and unfolds the history of what changed since only (ADR 0105). `live` is a row's `record_id`
 * from its columns.
 */
function asKnownViewSql(
  schema: string,
  shape: TableShape,
  stored: TableShape['columns'],
  live: string,
  rebuilt: string,
  key: RecordKey,
): string {
  const partition = historyPartition(schema, shape.table);
  const rows = `SELECT ${stored.map((column) => `t.${quoteIdent(column.name)}`).join(', ')}
      FROM ${tableNow(schema, shape.table)}() t WHERE NOT ${writtenSinceSql(partition, live, SESSION_INSTANT, key)}
    UNION ALL
    ${rebuilt}`;
  return `${tableNowSql(schema, shape, stored)};\n${viewOf(schema, shape, stored, rows)}`;
}

/** The function answering a table's rows as they are now, beside its as-known view. */
function tableNow(schema: string, table: string): string {
  return `${quoteIdent(asKnownSchema(schema))}.${quoteIdent(`${table}_now`)}`;
}

/**
 * The function a view reads a table's rows of now through: a SQL function of one query, which
 * Postgres inlines into the statement (its filters and joins reach the table, its indexes and
 * statistics, as if the view named the table), but whose text, unlike a view's, holds no
 * dependency on the table, so that a migration may still change or drop the table's columns;
 * `installHistory` rebuilds the function with the views once the shape changed.
 */
function tableNowSql(schema: string, shape: TableShape, stored: TableShape['columns']): string {
  return `CREATE FUNCTION ${tableNow(schema, shape.table)}()
    RETURNS TABLE (${stored.map((column) => `${quoteIdent(column.name)} ${column.type}`).join(', ')})
    LANGUAGE sql STABLE
    AS $body$ SELECT ${stored.map((column) => `t.${quoteIdent(column.name)}`).join(', ')}
                FROM ${quoteIdent(schema)}.${quoteIdent(shape.table)} t $body$`;
}

/** The view of `shape` over `rows` (its stored columns), its generated columns computed again. */
function viewOf(schema: string, shape: TableShape, stored: TableShape['columns'], rows: string): string {
  const columns = shape.columns.map((c) =>
    c.generated === null ? `k.${quoteIdent(c.name)}` : `(${c.generated}) AS ${quoteIdent(c.name)}`,
  );
  return `CREATE VIEW ${quoteIdent(asKnownSchema(schema))}.${quoteIdent(shape.table)} AS
    ${stored.length === shape.columns.length ? rows : `SELECT ${columns.join(', ')} FROM (${rows}) k`}`;
}

/**
 * The outbox's source of each table of `schema` that belongs to a family, with its family's
 * operations' actions (`event_sources`, `event_operations`, written from the contract at each
 * start), for its history function to write as constants (ADR 0146). None when the schema has no
 * change feed.
 */
async function tableSources(db: Database | Transaction, schema: string): Promise<Map<string, TableSource>> {
  const s = quoteIdent(schema);
  const outbox = (await db.raw('SELECT to_regclass(?) AS sources', [`${s}.event_sources`])) as {
    rows: { sources: string | null }[];
  };
  if (outbox.rows[0]?.sources == null) return new Map();
  const { rows } = (await db.raw(
    `SELECT src.table_name, src.family, src.aggregate, src.record_column, src.permission, src.link,
            coalesce((SELECT jsonb_object_agg(o.operation, o.action ORDER BY o.operation)
                        FROM ${s}.event_operations o WHERE o.family = src.family), '{}') AS actions
       FROM ${s}.event_sources src ORDER BY src.table_name`,
  )) as { rows: (TableSource & { table_name: string })[] };
  return new Map(rows.map(({ table_name, ...source }) => [table_name, source]));
}

/**
 * The history function of `table` as `installHistory` makes it, writing the events of its rows
 * (`feed`) or not: `pnpm bench change-feed` runs a write with its outbox and without by replacing
 * it (a bench-only setup on a database of its own; the bench sets the function with them back).
 */
export async function historyFunctionOf(
  db: Database | Transaction,
  schema: string,
  table: string,
  feed: boolean,
): Promise<string> {
  const shape = (await tablesOf(db, schema)).find((s) => s.table === table);
  if (!shape) throw new Error(`no audited table ${schema}.${table}`);
  const source = feed ? (await tableSources(db, schema)).get(table) : undefined;
  return shape.group
    ? groupedHistoryFunctionSql(schema, shape, shape.group, source)
    : historyFunctionSql(schema, shape, source);
}

/**
 * Makes again the history function of every table of `schema` that has one, with its source as
 * the outbox's tables hold it now (ADR 0146): a start runs it once it wrote the sources from the
 * contract. Only the functions: the `_as_known` views and their fingerprint are `installHistory`'s.
 */
export async function rebuildHistoryFunctions(db: Database | Transaction, schema: string): Promise<void> {
  const sources = await tableSources(db, schema);
  const functions = (await tablesOf(db, schema))
    .filter((shape) => shape.partitioned)
    .map((shape) =>
      shape.group
        ? groupedHistoryFunctionSql(schema, shape, shape.group, sources.get(shape.table))
        : historyFunctionSql(schema, shape, sources.get(shape.table)),
    );
  if (functions.length > 0) await db.raw(functions.join(';\n'));
}

/**
 * After the migrations: every table of `schema` gets its partition of the history, its trigger
 * function and the history's triggers calling it (its rows so far recorded as a baseline,
 * without actor, when it had no trigger), and the functions and the `<schema>_as_known` views
 * are rebuilt when the tables' shapes changed since they were built (their fingerprint is the
 * views' schema's comment). Does nothing in a schema without a `history` table. Replicas
 * starting together take turns.
 */
export async function installHistory(db: Database | Transaction, schema: string): Promise<void> {
  const present = (await db.raw('SELECT to_regclass(?) AS history', [`${quoteIdent(schema)}.history`])) as {
    rows: { history: string | null }[];
  };
  if (!present.rows[0]?.history) return;
  await db.transaction(async (trx) => {
    await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [`history:${schema}`]);
    const tables = await tablesOf(trx, schema);
    // The function of a table of a family writes the events of its rows (ADR 0146).
    const sources = await tableSources(trx, schema);
    const built = tables.map((shape) => ({
      shape,
      functionSql: shape.group
        ? groupedHistoryFunctionSql(schema, shape, shape.group, sources.get(shape.table))
        : historyFunctionSql(schema, shape, sources.get(shape.table)),
      ...asKnownView(schema, shape),
    }));
    const fingerprint = createHash('sha1')
      .update(built.map((b) => [b.functionSql, b.view, ...b.indexes].join('\n')).join('\n'))
      .digest('hex');
    const views = quoteIdent(asKnownSchema(schema));
    const current = (await trx.raw(
      `SELECT obj_description(n.oid, 'pg_namespace') AS fingerprint FROM pg_namespace n WHERE n.nspname = ?`,
      [asKnownSchema(schema)],
    )) as { rows: { fingerprint: string | null }[] };
    const rebuild = current.rows[0]?.fingerprint !== fingerprint;
    // Sent as one text of many statements: one round trip, not hundreds, on a fresh database.
    const statements: string[] = [];
    for (const { shape, functionSql } of built) {
      const table = `${quoteIdent(schema)}.${quoteIdent(shape.table)}`;
      if (!shape.partitioned) statements.push(createPartitionSql(schema, shape.table));
      if (rebuild) statements.push(functionSql);
      if (shape.triggers.length === 0) {
        statements.push(
          shape.group
            ? `INSERT INTO ${quoteIdent(schema)}.history (table_name, record_id, action, row_after)
               SELECT ${quoteLiteral(shape.table)}, ${recordText([{ name: shape.group }], 'r', 'cast')}, 'baseline',
                      ${groupImageSql(shape, shape.group)}
                 FROM ${table} r GROUP BY r.${quoteIdent(shape.group)}`
            : `INSERT INTO ${quoteIdent(schema)}.history (table_name, record_id, action, row_after)
           SELECT ${quoteLiteral(shape.table)}, ${recordText(
             shape.key.map((name) => shape.columns.find((c) => c.name === name) ?? { name }),
             'r',
             'image',
           )}, 'baseline', to_jsonb(r) FROM ${table} r`,
        );
      }
      for (const [event, timing, level] of triggersOf(shape)) {
        const name = `record_history_${event}`;
        if (shape.current.includes(name)) continue;
        // A trigger calling the shared function of before (one per schema), or at the level of
        // before, is replaced.
        if (shape.triggers.includes(name)) statements.push(`DROP TRIGGER ${name} ON ${table}`);
        statements.push(
          `CREATE TRIGGER ${name} ${timing} ${event.toUpperCase()} ON ${table}
             ${level} EXECUTE FUNCTION ${historyFunction(schema, shape.table)}()`,
        );
      }
    }
    // The shared trigger function of before, once no trigger calls it.
    statements.push(`DROP FUNCTION IF EXISTS ${quoteIdent(schema)}.record_history()`);
    statements.push(`DROP FUNCTION IF EXISTS ${quoteIdent(schema)}.history_key(jsonb, text[])`);
    if (rebuild) {
      statements.push(`DROP SCHEMA IF EXISTS ${views} CASCADE`, `CREATE SCHEMA ${views}`);
      for (const { view, indexes } of built) statements.push(...indexes, view);
      statements.push(`COMMENT ON SCHEMA ${views} IS ${quoteLiteral(fingerprint)}`);
    }
    await trx.raw(statements.join(';\n'));
  });
}
