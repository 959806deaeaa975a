/**
 * The audit trail (transaction time): every write to a table of a service's schema is recorded,
 * in the writer's own transaction, by statement triggers into the schema's `history` table: the
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
 *   migration is audited without a line of its own.
 * - `withRequestContext`: the request's identity, which every connection a request uses carries
 *   as session settings (`app.subject`, `app.request_id`, `app.operation`; `app.as_known_at` and
 *   the search path for a read as known at an instant), see `applySessionContext`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';

// knex's types, not db.ts's names for them: db.ts builds on this module.
type Database = Knex;
type Transaction = Knex.Transaction;

/** The identity a request gives the database session it writes or reads through. */
export interface RequestContext {
  subject: string;
  requestId: string;
  operation: string;
  /** Whether the operation may write (any method but GET). */
  writes: boolean;
  /** For a read: the instant the answer is as known at (ISO 8601), if any. */
  asKnownAt?: string;
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

interface SessionState {
  /** `subject\nrequestId\noperation` of the last write request served on the connection. */
  actor: string;
  asKnownAt: string;
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
 * as it is (it writes nothing) but always sets or clears its instant.
 */
export async function applySessionContext(connection: QueryableConnection, schema: string): Promise<void> {
  const context = currentRequestContext();
  const state = sessionStates.get(connection);
  const actor = context
    ? context.writes
      ? `${context.subject}\n${context.requestId}\n${context.operation}`
      : (state?.actor ?? '')
    : '';
  const asKnownAt = context?.asKnownAt ?? '';
  if (state && state.actor === actor && state.asKnownAt === asKnownAt) return;
  if (!state && actor === '' && asKnownAt === '') {
    // A new connection carries nothing yet: that is what is wanted.
    sessionStates.set(connection, { actor, asKnownAt });
    return;
  }
  sessionStates.delete(connection);
  const [subject = '', requestId = '', operation = ''] = actor === '' ? [] : actor.split('\n');
  const searchPath = asKnownAt
    ? `${quoteIdent(asKnownSchema(schema))}, ${quoteIdent(schema)}, public`
    : `${quoteIdent(schema)}, public`;
  await connection.query(
    `SELECT set_config('app.subject', $1, false), set_config('app.request_id', $2, false),
            set_config('app.operation', $3, false), set_config('app.as_known_at', $4, false),
            set_config('search_path', $5, false)`,
    [subject, requestId, operation, asKnownAt, searchPath],
  );
  sessionStates.set(connection, { actor, asKnownAt });
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function quoteLiteral(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** The history's triggers on each table, by event, with their transition tables. */
const HISTORY_TRIGGERS = [
  ['insert', 'NEW TABLE AS new_rows'],
  ['update', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'],
  ['delete', 'OLD TABLE AS old_rows'],
] as const;

/** Tables of a schema that are not records: the history itself and knex's bookkeeping. */
const NOT_AUDITED = ['history', 'knex_migrations', 'knex_migrations_lock'];

/**
 * The `history` table of `schema` and the trigger function that writes it. Each row is one
 * write of one row: its table, its key (the primary key's values, `/`-separated), the action,
 * the images before and after (a no-op update is not recorded), and the actor from the
 * session's settings. `recorded_at` is the transaction's instant, as `now()`.
 */
export function historySql(schema: string): string {
  const s = quoteIdent(schema);
  return `
    CREATE TABLE ${s}.history (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      table_name text NOT NULL,
      record_id text,
      action text NOT NULL CHECK (action IN ('baseline', 'insert', 'update', 'delete')),
      row_before jsonb,
      row_after jsonb,
      recorded_at timestamptz NOT NULL DEFAULT now(),
      subject text,
      request_id text,
      operation text
    );
    CREATE INDEX history_record ON ${s}.history (table_name, record_id, id);

    -- The record's key: its primary key's values (the trigger's arguments), '/'-separated.
    CREATE FUNCTION ${s}.history_key(image jsonb, columns text[]) RETURNS text
    LANGUAGE sql IMMUTABLE AS $$
      SELECT string_agg(image ->> c, '/' ORDER BY n) FROM unnest(columns) WITH ORDINALITY AS k(c, n)
    $$;

    -- One statement-level trigger per event and table, with its transition tables: one insert
    -- into the history per statement, however many rows it wrote.
    CREATE FUNCTION ${s}.record_history() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      actor text[] := ARRAY[nullif(current_setting('app.subject', true), ''),
                            nullif(current_setting('app.request_id', true), ''),
                            nullif(current_setting('app.operation', true), '')];
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO ${s}.history (table_name, record_id, action, row_after, subject, request_id, operation)
        SELECT TG_TABLE_NAME, ${s}.history_key(i.image, TG_ARGV), 'insert', i.image, actor[1], actor[2], actor[3]
          FROM (SELECT to_jsonb(r) AS image FROM new_rows r) i;
      ELSIF TG_OP = 'DELETE' THEN
        INSERT INTO ${s}.history (table_name, record_id, action, row_before, subject, request_id, operation)
        SELECT TG_TABLE_NAME, ${s}.history_key(i.image, TG_ARGV), 'delete', i.image, actor[1], actor[2], actor[3]
          FROM (SELECT to_jsonb(r) AS image FROM old_rows r) i;
      ELSE
        INSERT INTO ${s}.history
          (table_name, record_id, action, row_before, row_after, subject, request_id, operation)
        SELECT TG_TABLE_NAME, o.key, 'update', o.image, n.image, actor[1], actor[2], actor[3]
          FROM (SELECT to_jsonb(r) AS image, ${s}.history_key(to_jsonb(r), TG_ARGV) AS key FROM old_rows r) o
          JOIN (SELECT to_jsonb(r) AS image, ${s}.history_key(to_jsonb(r), TG_ARGV) AS key FROM new_rows r) n
            ON n.key = o.key
         WHERE n.image <> o.image;
      END IF;
      RETURN NULL;
    END;
    $$;
  `;
}

interface TableShape {
  table: string;
  key: string[];
  audited: boolean;
  columns: { name: string; type: string }[];
}

async function tablesOf(db: Database | Transaction, schema: string): Promise<TableShape[]> {
  const { rows } = (await db.raw(
    `SELECT c.relname AS table,
            coalesce((SELECT array_agg(a.attname::text ORDER BY k.n)
                        FROM pg_index i, unnest(i.indkey) WITH ORDINALITY AS k(attnum, n)
                        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
                       WHERE i.indrelid = c.oid AND i.indisprimary), '{}') AS key,
            EXISTS (SELECT 1 FROM pg_trigger t
                     WHERE t.tgrelid = c.oid AND t.tgname LIKE 'record\\_history\\_%') AS audited,
            (SELECT json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod))
                             ORDER BY a.attnum)
               FROM pg_attribute a
              WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped) AS columns
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = ? AND c.relkind IN ('r', 'p') AND c.relname <> ALL (?)
      ORDER BY c.relname`,
    [schema, NOT_AUDITED],
  )) as { rows: TableShape[] };
  return rows;
}

/** Tables of `schema` (records, not bookkeeping) that carry no history trigger. */
export async function tablesWithoutHistory(db: Database, schema: string): Promise<string[]> {
  return (await tablesOf(db, schema)).filter((t) => !t.audited).map((t) => t.table);
}

function keyExpression(key: string[], alias: string): string {
  if (key.length === 0) return 'NULL';
  return key.map((k) => `(to_jsonb(${alias}) ->> ${quoteLiteral(k)})`).join(` || '/' || `);
}

/** Whether a column is found by value in reads (an id or a reference), so indexed in the history. */
function isKeyColumn(column: { name: string; type: string }): boolean {
  return column.type === 'uuid' && (column.name === 'id' || column.name.endsWith('_id'));
}

/** The view rebuilding `table` as known at `app.as_known_at`, and the history indexes it reads by. */
function asKnownView(schema: string, shape: TableShape): { view: string; indexes: string[] } {
  const s = quoteIdent(schema);
  const t = quoteLiteral(shape.table);
  const at = `current_setting('app.as_known_at')::timestamptz`;
  const singleKey = shape.key.length === 1 ? shape.key[0] : undefined;
  const indexes: string[] = [];
  const select = shape.columns.map((column) => {
    const c = quoteIdent(column.name);
    if (!isKeyColumn(column)) return `r.${c}`;
    const expression =
      column.name === singleKey
        ? `(h.record_id::uuid)`
        : `((coalesce(h.row_after, h.row_before) ->> ${quoteLiteral(column.name)})::uuid)`;
    const name = `history_${createHash('sha1').update(`${shape.table}.${column.name}`).digest('hex').slice(0, 16)}`;
    indexes.push(
      `CREATE INDEX IF NOT EXISTS ${name} ON ${s}.history (${expression.replace(/\bh\./g, '')}, id) WHERE table_name = ${t}`,
    );
    return `${expression} AS ${c}`;
  });
  const definitions = shape.columns.map((c) => `${quoteIdent(c.name)} ${c.type}`).join(', ');
  const view = `CREATE VIEW ${quoteIdent(asKnownSchema(schema))}.${quoteIdent(shape.table)} AS
    SELECT ${select.join(', ')}
      FROM ${s}.history h CROSS JOIN LATERAL jsonb_to_record(h.row_after) AS r(${definitions})
     WHERE h.table_name = ${t} AND h.row_after IS NOT NULL AND h.recorded_at <= ${at}
       AND NOT EXISTS (SELECT 1 FROM ${s}.history n
                        WHERE n.table_name = ${t} AND n.record_id = h.record_id AND n.id > h.id
                          AND n.recorded_at <= ${at})`;
  return { view, indexes };
}

/**
 * After the migrations: every table of `schema` gets the history trigger (its rows so far
 * recorded as a baseline, without actor), and the `<schema>_as_known` views are rebuilt when
 * the tables' shapes changed since they were built (their fingerprint is the schema's comment).
 * Does nothing in a schema without a `history` table. Replicas starting together take turns.
 */
export async function installHistory(db: Database, schema: string): Promise<void> {
  const present = (await db.raw('SELECT to_regclass(?) AS history', [`${quoteIdent(schema)}.history`])) as {
    rows: { history: string | null }[];
  };
  if (!present.rows[0]?.history) return;
  await db.transaction(async (trx) => {
    await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [`history:${schema}`]);
    const tables = await tablesOf(trx, schema);
    for (const shape of tables.filter((t) => !t.audited)) {
      const table = `${quoteIdent(schema)}.${quoteIdent(shape.table)}`;
      await trx.raw(
        `INSERT INTO ${quoteIdent(schema)}.history (table_name, record_id, action, row_after)
         SELECT ${quoteLiteral(shape.table)}, ${keyExpression(shape.key, 'r')}, 'baseline', to_jsonb(r) FROM ${table} r`,
      );
      const args = shape.key.map(quoteLiteral).join(', ');
      for (const [event, transitions] of HISTORY_TRIGGERS) {
        await trx.raw(
          `CREATE TRIGGER record_history_${event} AFTER ${event.toUpperCase()} ON ${table}
             REFERENCING ${transitions} FOR EACH STATEMENT
             EXECUTE FUNCTION ${quoteIdent(schema)}.record_history(${args})`,
        );
      }
    }
    const built = tables.map((shape) => asKnownView(schema, shape));
    const fingerprint = createHash('sha1')
      .update(built.map((b) => [b.view, ...b.indexes].join('\n')).join('\n'))
      .digest('hex');
    const views = quoteIdent(asKnownSchema(schema));
    const current = (await trx.raw(
      `SELECT obj_description(n.oid, 'pg_namespace') AS fingerprint FROM pg_namespace n WHERE n.nspname = ?`,
      [asKnownSchema(schema)],
    )) as { rows: { fingerprint: string | null }[] };
    if (current.rows[0]?.fingerprint === fingerprint) return;
    await trx.raw(`DROP SCHEMA IF EXISTS ${views} CASCADE`);
    await trx.raw(`CREATE SCHEMA ${views}`);
    for (const { view, indexes } of built) {
      for (const index of indexes) await trx.raw(index);
      await trx.raw(view);
    }
    await trx.raw(`COMMENT ON SCHEMA ${views} IS ${quoteLiteral(fingerprint)}`);
  });
}
