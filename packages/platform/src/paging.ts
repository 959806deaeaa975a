/** Search paging shared by every collection: zero-based `page`, `size` 0..200 (default 20). */
import type { Knex } from 'knex';
import { currentRequestContext } from './audit.ts';
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
  /** The number of matches; a lower bound when `totalIsExact` is false. */
  total: number;
  /** False when a free-text search stopped counting at `TOTAL_EXACT_UP_TO`: there are at least `total`. */
  totalIsExact: boolean;
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

export function pageOf<T>(request: PageRequest, data: T[], total: number, totalIsExact = true): Page<T> {
  return { data, page: request.page, size: request.size, total, totalIsExact };
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

/**
 * A search with a text term counts its matches up to this many and no further: a one-letter
 * term matches nearly every row, and counting a million of them cost more than the page
 * (0.2-0.6 s at 1,000,000 bays). Above, the answer says `totalIsExact: false` and `total` is
 * this bound, as search engines answer "more than 10,000 hits". Never below
 * `SORT_MATCHES_UP_TO`: the page's choice between its two plans reads the same count.
 */
export const TOTAL_EXACT_UP_TO = 100_000;

/** A page of rows and the number of matches (a lower bound when `totalIsExact` is false). */
export interface CountedRows<Row> {
  rows: Row[];
  total: number;
  totalIsExact: boolean;
}

/**
 * The count `t.__total` of the matches: all of them, or with a text term up to
 * `TOTAL_EXACT_UP_TO + 1` (one more than the bound, so that a count above it shows).
 */
function countOf(db: Knex, { filtered, textTerm }: SearchPageOptions): Knex.QueryBuilder {
  if (!textTerm) return filtered().count({ __total: '*' });
  return db.count({ __total: '*' }).from(
    filtered()
      .select(db.raw('1'))
      .limit(TOTAL_EXACT_UP_TO + 1)
      .as('c'),
  );
}

/** The total of a count by `countOf`: past the bound only when the count was bounded. */
function totalOf(counted: number, { textTerm }: SearchPageOptions): { total: number; totalIsExact: boolean } {
  if (!textTerm || counted <= TOTAL_EXACT_UP_TO) return { total: counted, totalIsExact: true };
  return { total: TOTAL_EXACT_UP_TO, totalIsExact: false };
}

/** The total alone, for a page of size 0. */
async function countOnly(
  db: Knex,
  options: SearchPageOptions,
): Promise<{ total: number; totalIsExact: boolean }> {
  const [count] = (await countOf(db, options)) as { __total: number | string }[];
  return totalOf(Number(count?.__total ?? 0), options);
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
 * The search narrowed to the records whose current version was written at or after the
 * request's `updatedSince` (an instant), when it names one: `updated_at >= updatedSince`, the
 * row's `updated_at` being written with every version (ADR 0047), a day to come of a dated
 * record included; `created_at` for a record never rewritten. Every search declares the
 * parameter and goes through here, so that a family cannot forget it. A search whose page has
 * neither column cannot honour it: a fault of the family, not of the request.
 */
function sinceFiltered(options: SearchPageOptions): SearchPageOptions {
  const since = currentRequestContext()?.updatedSince;
  if (since === undefined) return options;
  // A record never rewritten (a dossier) has one version, written when it was created.
  const written = ['updated_at', 'created_at'].find((column) => options.columns.includes(column));
  if (written === undefined)
    throw new Error('updatedSince: the search answers neither updated_at nor created_at to filter on');
  return { ...options, filtered: () => options.filtered().where(written, '>=', since) };
}

/**
 * One page of a search and the exact number of matches, in a single statement: the count and
 * the page are planned apart (the page can walk an index in order and stop after `size` rows)
 * but travel in one round trip, `SELECT p.*, t.total FROM (count) t LEFT JOIN LATERAL (page) p`.
 */
export async function searchPage<Row>(db: Knex, searched: SearchPageOptions): Promise<CountedRows<Row>> {
  const options = sinceFiltered(searched);
  const { order, page } = options;
  if (page.size === 0) return { rows: [], ...(await countOnly(db, options)) };
  const lateral = pageQuery(db, options);
  const rows = (await db
    .select('p.*', 't.__total')
    .from(countOf(db, options).as('t'))
    .joinRaw(`LEFT JOIN LATERAL (${lateral.sql}) p ON true`, [...lateral.bindings])
    .orderBy(order.map((term) => ({ column: `p.${term.column}`, order: term.order })))) as (Row & {
    id: unknown;
    __total: number;
  })[];
  return {
    rows: rows.filter((row) => row.id !== null).map(({ __total: _total, ...row }) => row as unknown as Row),
    ...totalOf(Number(rows[0]?.__total ?? 0), options),
  };
}

/** SQL rendering a `timestamptz` expression as the contract's instant, `2026-11-22T07:05:00.123Z`. */
export function isoTimestampSql(expression: string): string {
  return `to_char(${expression} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * `searchPage` with the page written by Postgres: the answer `{data, page, size, total, totalIsExact}` as
 * JSON text, each row built by `rowJson`, a SQL expression over the page's row `p` whose keys
 * are the contract's field names (`json_build_object('id', p.id, ...)`). For the searches
 * served most: the process then neither parses rows nor turns timestamps into `Date` and back,
 * nor serialises the page again (ADR 0002).
 */
export async function searchPageJson(
  db: Knex,
  searched: SearchPageOptions & { rowJson: string },
): Promise<string> {
  const options = { ...searched, ...sinceFiltered(searched) };
  const { order, page, rowJson } = options;
  if (page.size === 0) {
    return JSON.stringify({ data: [], page: page.page, size: page.size, ...(await countOnly(db, options)) });
  }
  const lateral = pageQuery(db, options);
  // Only a count with a text term is bounded (`countOf`).
  const bound = options.textTerm ? TOTAL_EXACT_UP_TO : Number.MAX_SAFE_INTEGER;
  const ordering = order
    .map((term) => `p."${term.column}" ${term.order === 'desc' ? 'DESC' : 'ASC'}`)
    .join(', ');
  const statement = db
    .select(
      db.raw(
        `json_build_object('data', COALESCE(json_agg(${rowJson} ORDER BY ${ordering}) FILTER (WHERE p.id IS NOT NULL), '[]'::json),
                           'page', ?::int, 'size', ?::int, 'total', least(min(t.__total), ?::bigint),
                           'totalIsExact', min(t.__total) <= ?::bigint)::text AS page`,
        [page.page, page.size, bound, bound],
      ),
    )
    .from(countOf(db, options).as('t'))
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
