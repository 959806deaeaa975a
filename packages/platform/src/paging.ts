/** Search paging shared by every collection: zero-based `page`, `size` 0..200 (default 20). */
import type { Knex } from 'knex';
import { queryPrepared } from './prepared-statements.ts';
import { preparableTerm } from './text-search.ts';

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

/** A search's criteria from its query: every filter as the query gives it, `sort` defaulted, paging left out. */
export function searchCriteria<Query extends { page?: number | null; size?: number | null; sort?: unknown }>(
  query: Query,
  defaultSort: NonNullable<Query['sort']>,
): Omit<Query, 'page' | 'size' | 'sort'> & { sort: NonNullable<Query['sort']> } {
  const { page: _page, size: _size, sort, ...filters } = query;
  return { ...filters, sort: sort ?? defaultSort };
}

export function pageOf<T>(request: PageRequest, data: T[], total: number): Page<T> {
  return { data, page: request.page, size: request.size, total };
}

export interface OrderTerm {
  column: string;
  order: 'asc' | 'desc';
}

/** An ordering on `columns`, all in `order`, ending on `id` in that order so that pages are stable. */
export function orderBy(order: OrderTerm['order'], ...columns: string[]): readonly OrderTerm[] {
  return [...columns, 'id'].map((column) => ({ column, order }));
}

/** Orderings shared by the searches, each ending on `id` so that pages are stable. */
export const SORT_ORDERS = {
  codeAsc: orderBy('asc', 'code'),
  codeDesc: orderBy('desc', 'code'),
  nameAsc: orderBy('asc', 'name'),
  newest: orderBy('desc', 'created_at'),
  oldest: orderBy('asc', 'created_at'),
} satisfies Record<string, readonly OrderTerm[]>;

export type StandardSort = keyof typeof SORT_ORDERS;

export interface SearchPageOptions {
  /** Builds the filtered query afresh (no select, order or limit): it is used twice. */
  filtered: () => Knex.QueryBuilder;
  /** Columns of a row; must include `id`. */
  columns: string[];
  order: readonly OrderTerm[];
  page: PageRequest;
  /**
   * The filter's text term (`whereTextMatches`), if it holds one (with two, either): its matches
   * may gather anywhere in the sort order, so the page is not left to a walk of the sort's
   * index alone (see `pageQuery`).
   */
  textTerm?: string | undefined;
}

/**
 * Up to this many matches of a text term, the page sorts the matches rather than walking the
 * sort's index: one scan of the matches and a bounded top-N, about what counting them costs.
 */
export const SORT_MATCHES_UP_TO = 100_000;

/** The total alone, for a page of size 0. */
async function countOnly(options: SearchPageOptions): Promise<number> {
  const [count] = await options.filtered().count<{ total: number }[]>({ total: '*' });
  return count?.total ?? 0;
}

/**
 * The page's own query (rows, order, limit and offset) as SQL with its bindings, joined
 * laterally to the count `t`.
 *
 * Left to itself the planner may walk the sort's index and stop after the page, expecting
 * matches spread along it. A text term's matches can instead gather late in the sort order
 * (every `QUAI-...` code after every `BAY-...` one), and the walk then reads every row sorted
 * before them: 0.2-0.4 s at 1,000,000 bays for terms matching 1,000 to 100,000 of them.
 * With a text term, the page is two branches of which Postgres runs only the one whose
 * condition on the count holds (a one-time filter): up to SORT_MATCHES_UP_TO matches, the
 * matches are sorted (the `OFFSET 0` keeps the planner from turning that back into a walk);
 * above, the index is walked, many matches being likely early in it.
 */
function pageQuery(db: Knex, { filtered, columns, order, page, textTerm }: SearchPageOptions): Knex.Sql {
  if (!textTerm) {
    return filtered()
      .select(columns)
      .orderBy([...order])
      .limit(page.size)
      .offset(page.page * page.size)
      .toSQL();
  }
  const matches = filtered().select(columns).toSQL();
  const branch = (alias: string, fence: string, condition: string) =>
    db
      .select(`${alias}.*`)
      .from(db.raw(`(${matches.sql}${fence}) AS ${alias}`, [...matches.bindings]))
      .whereRaw(`t.__total ${condition} ?`, [SORT_MATCHES_UP_TO])
      .orderBy(order.map((term) => ({ column: `${alias}.${term.column}`, order: term.order })))
      .limit(page.size)
      .offset(page.page * page.size)
      .toSQL();
  const walk = branch('w', '', '>');
  const sorted = branch('m', ' OFFSET 0', '<=');
  return {
    ...sorted,
    sql: `(${walk.sql}) UNION ALL (${sorted.sql})`,
    bindings: [...walk.bindings, ...sorted.bindings],
  };
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
  const lateral = pageQuery(db, options);
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
  const lateral = pageQuery(db, options);
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
  // Outside a transaction the statement is prepared once per connection (`queryPrepared`),
  // with one plan for every term. Not for a term without a trigram: the generic plan reads the
  // whole trigram index, where the plan made for the term scans the table (at 1,000,000 bays,
  // the page of `a` took 0.58 s with the first and 0.23 s with the second, of `ai` 1.1 and 0.6 s).
  // Nor for a term folded in the statement, which a generic plan would fold again for every row.
  const prepared = !db.isTransaction && preparableTerm(options.textTerm);
  const [row] = prepared
    ? await queryPrepared<{ page: string }>(db, statement.toSQL().toNative())
    : ((await statement) as { page: string }[]);
  return (row as { page: string }).page;
}
