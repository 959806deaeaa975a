/**
 * A record's changes, read from its schema's audit trail (ADR 0021): every write to the record's
 * row and to the rows of its parts (its status changes, periods, members ...), newest first,
 * each with who, when, the request, the operation, why (when the request said) and each changed
 * field before and after: the one answer to "what happened to a record" (ADR 0075).
 * Every family with a read by id serves them as `GET …/{id}/changes`, through `changesRoutes`.
 */
import { groupKeyOf, quoteIdent, recordOf } from './audit.ts';
import type { Principal } from './auth.ts';
import type { Database } from './db.ts';
import type { AppError } from './errors.ts';
import { ok, type Reply } from './http/replies.ts';
import type { Operation } from './openapi.ts';
import { pageOf, pageRequest, type Page } from './paging.ts';

/** Where a family's changes are recorded. */
export interface ChangeFamily {
  /** The record's own table. */
  table: string;
  /**
   * Tables of the record's parts, each with the column that names the record, or with the
   * column naming a row of another part (`{ column: 'revision_id', through: 'schedule_revisions' }`:
   * a schedule's stop times belong to its revisions).
   */
  parts?: Record<string, string | { column: string; through: string }>;
  /**
   * Columns of some tables whose values only a holder of `permission` sees, and of those the
   * ones (`always`) nobody sees in a change, holder or not: their reads mask them too, and their
   * whole value is given only by an operation that records who asked (a reveal).
   */
  masked?: { tables: string[]; columns: string[]; permission: string; always?: string[] };
  notFound: (id: string) => AppError;
}

interface ChangedField {
  field: string;
  before: unknown;
  after: unknown;
}

interface Change {
  at: string;
  subject: string | null;
  requestId: string | null;
  operation: string | null;
  /** Why the write was made, when its request said (a move's `reason`, ADR 0075). */
  reason: string | null;
  action: 'insert' | 'update' | 'delete';
  part: string;
  partId: string | null;
  fields: ChangedField[];
}

interface HistoryRow {
  table_name: string;
  record_id: string | null;
  action: Change['action'];
  row_before: Record<string, unknown> | null;
  row_after: Record<string, unknown> | null;
  /** `recorded_at` in UTC to the microsecond, as Postgres keeps it. */
  at: string;
  subject: string | null;
  request_id: string | null;
  operation: string | null;
  reason: string | null;
}

/**
 * What every row carries about its own writing, which the change itself says (who and when), and
 * the version the database counts the writes with (ADR 0047).
 */
const BOOKKEEPING_COLUMNS = ['created_at', 'created_by', 'updated_at', 'updated_by', 'version'];
const BOOKKEEPING = new Set(BOOKKEEPING_COLUMNS);

/** Stands for a value the reader may not see. */
export const MASKED_VALUE = '****';

/** A timestamp as `to_jsonb` writes it (`2026-11-23T15:43:22.140435+00:00`), answered in UTC with `Z`. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?[+-]\d{2}:\d{2}$/;
const asAnswered = (value: unknown) =>
  typeof value === 'string' && TIMESTAMP.test(value) ? new Date(value).toISOString() : value;

const camelCase = (name: string) => name.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

function changedFields(row: HistoryRow, mask: Set<string>, derived: Set<string>): ChangedField[] {
  const before = row.row_before ?? {};
  const after = row.row_after ?? {};
  const fields: ChangedField[] = [];
  for (const column of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (BOOKKEEPING.has(column) || derived.has(`${row.table_name}.${column}`)) continue;
    const was = asAnswered(before[column] ?? null);
    const is = asAnswered(after[column] ?? null);
    if (JSON.stringify(was) === JSON.stringify(is)) continue;
    const hidden = mask.has(column);
    fields.push({
      field: camelCase(column),
      before: hidden && was !== null ? MASKED_VALUE : was,
      after: hidden && is !== null ? MASKED_VALUE : is,
    });
  }
  return fields;
}

/**
 * The generated columns of `tables` (in the service's schema), as `table.column`: derived from
 * the others (a search's folded text), they are no field anyone changed.
 */
async function generatedColumns(db: Database, tables: string[]): Promise<Set<string>> {
  const { rows } = (await db.raw(
    `SELECT c.relname || '.' || a.attname AS name
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
      WHERE c.relnamespace = current_schema()::regnamespace AND c.relname = ANY (?) AND a.attgenerated <> ''`,
    [tables],
  )) as { rows: { name: string }[] };
  return new Set(rows.map((row) => row.name));
}

/** The value of `column` in a history row's image (the row after, or before a deletion). */
const imageColumn = (column: string, alias?: string) => {
  const row = alias ? `${alias}.` : '';
  return `(coalesce(${row}row_after, ${row}row_before) ->> '${column.replace(/'/g, "''")}')`;
};

/** A table recorded by group (ADR 0077): its group column, the column's type and its key. */
interface GroupedTable {
  group: string;
  type: string;
  key: string[];
}

/** Which of `tables` (in the service's schema) are recorded by group (`groupedHistorySql`). */
async function groupedTables(db: Database, tables: string[]): Promise<Map<string, GroupedTable>> {
  const { rows } = (await db.raw(
    `SELECT c.relname AS table,
            substring(obj_description(c.oid, 'pg_class') FROM '^History by ([a-z_][a-z0-9_]*): ') AS group,
            (SELECT format_type(a.atttypid, a.atttypmod) FROM pg_attribute a
              WHERE a.attrelid = c.oid
                AND a.attname = substring(obj_description(c.oid, 'pg_class') FROM '^History by ([a-z_][a-z0-9_]*): ')) AS type,
            (SELECT array_agg(a.attname::text ORDER BY k.n)
               FROM pg_index i CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, n)
               JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
              WHERE i.indrelid = c.oid AND i.indisprimary) AS key
       FROM pg_class c
      WHERE c.relnamespace = current_schema()::regnamespace AND c.relname = ANY (?)
        AND obj_description(c.oid, 'pg_class') ~ '^History by [a-z_][a-z0-9_]*: '`,
    [tables],
  )) as { rows: { table: string; group: string; type: string; key: string[] | null }[] };
  return new Map(rows.map((row) => [row.table, { group: row.group, type: row.type, key: row.key ?? [] }]));
}

const quoted = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * The history rows `matched` holds, with each row of a table recorded by group unfolded into one
 * change per row of its group that the write inserted, changed or deleted (its rows before and
 * after compared by key), as the history of a table kept row by row says them: `record_id` the
 * row's key, `n` its place in the group.
 *
 * An insert into a group that had no rows keeps no array after it (ADR 0127): its rows after are
 * those its group's next write had before it, or, if there is none yet, the table's rows of the
 * group now.
 */
function unfolded(grouped: Map<string, GroupedTable>): string {
  const key = (element: string) =>
    `CASE m.table_name ${[...grouped]
      .map(
        ([table, { key }]) =>
          `WHEN ${quoted(table)} THEN ${key.map((k) => `(${element} ->> ${quoted(k)})`).join(` || '/' || `) || 'NULL'}`,
      )
      .join(' ')} END`;
  const names = `ARRAY[${[...grouped.keys()].map(quoted).join(', ')}]::text[]`;
  const rowsNow = `CASE m.table_name ${[...grouped]
    .map(([table, { group, type, key }]) => {
      const order = key.filter((k) => k !== group).map((k) => `r.${quoteIdent(k)}`);
      return `WHEN ${quoted(table)} THEN (SELECT to_jsonb(array_agg(r${order.length > 0 ? ` ORDER BY ${order.join(', ')}` : ''}))
                 FROM ${quoteIdent(table)} r WHERE r.${quoteIdent(group)} = m.record_id::${type})`;
    })
    .join(' ')} END`;
  // The group's next history row, through its partition's index by record (ADR 0151).
  const next = `CASE m.table_name ${[...grouped]
    .map(([table, { group, type }]) => {
      const key = groupKeyOf({ name: group, type });
      const record = `${recordOf('x', key)} = ${recordOf('m', key)}`;
      return `WHEN ${quoted(table)} THEN (SELECT x.row_before FROM history x
                 WHERE x.table_name = ${quoted(table)} AND ${record} AND x.id > m.id ORDER BY x.id LIMIT 1)`;
    })
    .join(' ')} END`;
  const after = `coalesce(m.row_after, CASE WHEN m.action = 'insert' THEN coalesce(${next}, ${rowsNow}) END)`;
  const columns = 'm.recorded_at, m.subject, m.request_id, m.operation, m.reason';
  return `
    SELECT m.id, 0::bigint AS n, m.table_name, m.record_id, m.action, m.row_before, m.row_after, ${columns}
      FROM matched m WHERE m.table_name <> ALL (${names})
    UNION ALL
    SELECT m.id, coalesce(d.a_n, d.b_n), m.table_name, coalesce(d.a_k, d.b_k),
           CASE WHEN m.action = 'baseline' THEN 'baseline' WHEN d.b_image IS NULL THEN 'insert'
                WHEN d.a_image IS NULL THEN 'delete' ELSE 'update' END,
           d.b_image, d.a_image, ${columns}
      FROM matched m
      CROSS JOIN LATERAL (
        SELECT b.image AS b_image, a.image AS a_image, b.n AS b_n, a.n AS a_n, b.k AS b_k, a.k AS a_k
          FROM (SELECT e.image, e.n, ${key('e.image')} AS k
                  FROM jsonb_array_elements(coalesce(m.row_before, '[]')) WITH ORDINALITY AS e(image, n)) b
          FULL JOIN (SELECT e.image, e.n, ${key('e.image')} AS k
                       FROM jsonb_array_elements(coalesce(${after}, '[]')) WITH ORDINALITY AS e(image, n)) a
            ON a.k = b.k
         WHERE b.image IS DISTINCT FROM a.image) d
     WHERE m.table_name = ANY (${names})`;
}

/** The record's changes, newest first, one page of them; the family's 404 when it never existed. */
export async function readChanges(
  db: Database,
  family: ChangeFamily,
  id: string,
  query: { page?: number | null; size?: number | null },
  principal: Principal,
): Promise<Page<Change>> {
  const request = pageRequest(query);
  // A family's record is keyed by its uuid: its history is searched by `record_id::uuid` (ADR 0151).
  const known = await db('history')
    .where('table_name', family.table)
    .whereRaw('record_id::uuid = ?', [id])
    .first('id');
  if (!known) throw family.notFound(id);
  const tables = [family.table, ...Object.keys(family.parts ?? {})];
  const grouped = await groupedTables(db, tables);
  // A part recorded by group, named by its group column: that is the history row's key.
  const naming = (table: string, column: string) =>
    grouped.get(table)?.group === column ? 'record_id' : imageColumn(column);
  const matched = () =>
    db('history').where((where) => {
      void where.where(
        (own) => void own.where('table_name', family.table).whereRaw('record_id::uuid = ?', [id]),
      );
      for (const [table, partNaming] of Object.entries(family.parts ?? {})) {
        void where.orWhere((part) => {
          void part.where('table_name', table);
          if (typeof partNaming === 'string') {
            void part.whereRaw(`${naming(table, partNaming)}::uuid = ?`, [id]);
            return;
          }
          // Every row the other part ever had for the record, deleted ones included.
          const owner = family.parts?.[partNaming.through];
          if (typeof owner !== 'string')
            throw new Error(`changes: no part ${partNaming.through} names the record`);
          void part.whereRaw(
            `${naming(table, partNaming.column)}::uuid IN
               (SELECT o.record_id::uuid FROM history o WHERE o.table_name = ? AND ${imageColumn(owner, 'o')}::uuid = ?)`,
            [partNaming.through, id],
          );
        });
      }
    });
  // The history rows themselves, or with a grouped part's rows unfolded (same columns).
  const source = (): ReturnType<typeof matched> =>
    grouped.size === 0
      ? matched()
      : (db
          .with('matched', matched())
          .from(db.raw(`(${unfolded(grouped)}) AS history`)) as unknown as ReturnType<typeof matched>);
  const matching = () =>
    source()
      .whereNot('action', 'baseline')
      // An update that changed only a row's bookkeeping (its updatedAt, its version) changed nothing to show.
      .whereRaw('row_before - ?::text[] IS DISTINCT FROM row_after - ?::text[]', [
        BOOKKEEPING_COLUMNS,
        BOOKKEEPING_COLUMNS,
      ]);
  const [counted, rows, generated] = await Promise.all([
    matching().count<{ count: number }[]>('* as count'),
    request.size === 0
      ? Promise.resolve([] as HistoryRow[])
      : (matching()
          .select<HistoryRow[]>(
            '*',
            // To the microsecond: an instant read back from a change gives that change's state.
            db.raw(`to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at`),
          )
          .orderBy(
            grouped.size === 0
              ? [{ column: 'id', order: 'desc' }]
              : [
                  { column: 'id', order: 'desc' },
                  { column: 'n', order: 'desc' },
                ],
          )
          .limit(request.size)
          .offset(request.page * request.size) as Promise<HistoryRow[]>),
    generatedColumns(db, tables),
  ]);
  const { masked } = family;
  const maskedColumns = masked
    ? new Set(principal.permissions.has(masked.permission) ? (masked.always ?? []) : masked.columns)
    : new Set<string>();
  const data = rows.map((row) => ({
    at: row.at,
    subject: row.subject,
    requestId: row.request_id,
    operation: row.operation,
    reason: row.reason,
    action: row.action,
    part: camelCase(row.table_name),
    partId: row.record_id,
    fields: changedFields(
      row,
      masked?.tables.includes(row.table_name) ? maskedColumns : new Set(),
      generated,
    ),
  }));
  return pageOf(request, data, counted[0]?.count ?? 0);
}

/** What a changes operation's handler is given. */
interface ChangesRequest {
  params: Record<string, string>;
  query: { page?: number | null; size?: number | null };
  principal: Principal;
  operation: Operation;
}

/**
 * The handlers of the changes operations of a service, one per family, keyed by operationId.
 * The record's id is the last parameter of the operation's path (`/lines/{id}/itineraries/{itineraryId}/changes`).
 */
export function changesRoutes<K extends string>(
  db: Database,
  families: Record<K, ChangeFamily>,
): Record<K, (request: ChangesRequest) => Promise<Reply>> {
  const handlers = {} as Record<K, (request: ChangesRequest) => Promise<Reply>>;
  for (const operationId of Object.keys(families) as K[]) {
    const family = families[operationId];
    handlers[operationId] = async ({ params, query, principal, operation }) => {
      const name = [...operation.path.matchAll(/\{(\w+)\}/g)].at(-1)?.[1] ?? 'id';
      return ok(await readChanges(db, family, params[name] ?? '', query, principal));
    };
  }
  return handlers;
}
