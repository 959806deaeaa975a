/** Search paging shared by every collection: zero-based `page`, `size` 0..200 (default 20). */
import type { Knex } from 'knex';
import { queryPrepared } from './db.ts';

export const DEFAULT_PAGE_SIZE = 20;

export interface PageRequest {
  page: number;
  size: number;
}

export interface Page<T> {
  data: T[];
  page: number;
  size: number;
  total: number;
}

/** Fills the defaults; the contract has already checked the ranges. */
export function pageRequest(query: { page?: number | null; size?: number | null }): PageRequest {
  return { page: query.page ?? 0, size: query.size ?? DEFAULT_PAGE_SIZE };
}

export function pageOf<T>(request: PageRequest, data: T[], total: number): Page<T> {
  return { data, page: request.page, size: request.size, total };
}

/** Escapes `%`, `_` and `\` so that a search term matches literally inside ILIKE. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface OrderTerm {
  column: string;
  order: 'asc' | 'desc';
}

/** Orderings shared by the searches, each ending on `id` so that pages are stable. */
export const SORT_ORDERS = {
  codeAsc: [
    { column: 'code', order: 'asc' },
    { column: 'id', order: 'asc' },
  ],
  codeDesc: [
    { column: 'code', order: 'desc' },
    { column: 'id', order: 'desc' },
  ],
  nameAsc: [
    { column: 'name', order: 'asc' },
    { column: 'id', order: 'asc' },
  ],
  newest: [
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ],
  oldest: [
    { column: 'created_at', order: 'asc' },
    { column: 'id', order: 'asc' },
  ],
} as const satisfies Record<string, readonly OrderTerm[]>;

export type StandardSort = keyof typeof SORT_ORDERS;

export interface SearchPageOptions {
  /** Builds the filtered query afresh (no select, order or limit): it is used twice. */
  filtered: () => Knex.QueryBuilder;
  /** Columns of a row; must include `id`. */
  columns: string[];
  order: readonly OrderTerm[];
  page: PageRequest;
}

/** The total alone, for a page of size 0. */
async function countOnly(options: SearchPageOptions): Promise<number> {
  const [count] = await options.filtered().count<{ total: number }[]>({ total: '*' });
  return count?.total ?? 0;
}

/** The page's own query (rows, order, limit and offset) as SQL with its bindings. */
function pageQuery({ filtered, columns, order, page }: SearchPageOptions): Knex.Sql {
  return filtered()
    .select(columns)
    .orderBy([...order])
    .limit(page.size)
    .offset(page.page * page.size)
    .toSQL();
}

/**
 * One page of a search and the exact number of matches, in a single statement: the count and
 * the page are planned apart (the page can walk an index in order and stop after `size` rows)
 * but travel in one round trip, `SELECT p.*, t.total FROM (count) t LEFT JOIN LATERAL (page) p`.
 */
export async function searchPage<Row>(
  db: Knex,
  options: SearchPageOptions,
): Promise<{ rows: Row[]; total: number }> {
  const { filtered, order, page } = options;
  if (page.size === 0) return { rows: [], total: await countOnly(options) };
  const lateral = pageQuery(options);
  const rows = (await db
    .select('p.*', 't.__total')
    .from(filtered().count({ __total: '*' }).as('t'))
    .joinRaw(`LEFT JOIN LATERAL (${lateral.sql}) p ON true`, [...lateral.bindings])
    .orderBy(order.map((term) => ({ column: `p.${term.column}`, order: term.order })))) as (Row & {
    id: unknown;
    __total: number;
  })[];
  const total = rows[0]?.__total ?? 0;
  return {
    rows: rows.filter((row) => row.id !== null).map(({ __total: _total, ...row }) => row as unknown as Row),
    total,
  };
}

/** SQL rendering a `timestamptz` expression as the contract's instant, `2026-11-22T07:05:00.123Z`. */
export function isoTimestampSql(expression: string): string {
  return `to_char(${expression} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * `searchPage` with the page written by Postgres: the answer `{data, page, size, total}` as
 * JSON text, each row built by `rowJson`, a SQL expression over the page's row `p` whose keys
 * are the contract's field names (`json_build_object('id', p.id, ...)`). For the searches
 * served most: the process then neither parses rows nor turns timestamps into `Date` and back,
 * nor serialises the page again (ADR 0002).
 */
export async function searchPageJson(
  db: Knex,
  options: SearchPageOptions & { rowJson: string },
): Promise<string> {
  const { filtered, order, page, rowJson } = options;
  if (page.size === 0) {
    return JSON.stringify({ data: [], page: page.page, size: page.size, total: await countOnly(options) });
  }
  const lateral = pageQuery(options);
  const ordering = order
    .map((term) => `p."${term.column}" ${term.order === 'desc' ? 'DESC' : 'ASC'}`)
    .join(', ');
  const statement = db
    .select(
      db.raw(
        `json_build_object('data', COALESCE(json_agg(${rowJson} ORDER BY ${ordering}) FILTER (WHERE p.id IS NOT NULL), '[]'::json),
                           'page', ?::int, 'size', ?::int, 'total', min(t.__total))::text AS page`,
        [page.page, page.size],
      ),
    )
    .from(filtered().count({ __total: '*' }).as('t'))
    .joinRaw(`LEFT JOIN LATERAL (${lateral.sql}) p ON true`, [...lateral.bindings]);
  // Outside a transaction the statement is prepared once per connection (`queryPrepared`).
  const [row] = db.isTransaction
    ? ((await statement) as { page: string }[])
    : await queryPrepared<{ page: string }>(db, statement.toSQL().toNative());
  return (row as { page: string }).page;
}
