/** Search paging shared by every collection: zero-based `page`, `size` 0..200 (default 20). */
import type { Knex } from 'knex';
import { currentRequestContext } from './audit.ts';
import { DEFAULT_TOTAL_EXACT_UP_TO } from './config.ts';
import { queryPrepared } from './prepared-statements.ts';
import { foldedHere, hasTrigram, preparableTerm } from './text-search.ts';

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
  /**
   * The same matches from the tables that decide them alone (no select, order or limit), for a
   * search whose `filtered` joins tables only for its rows' columns (a vehicle's state on the
   * day): a text term's count and sort read these, and the page's rows come from `filtered`.
   */
  matched?: (() => Knex.QueryBuilder) | undefined;
}

let totalExactUpTo = DEFAULT_TOTAL_EXACT_UP_TO;

/**
 * Sets how far every text search of this process counts its matches (`SEARCH_TOTAL_EXACT_UP_TO`,
 * read by `buildService`). Above it, a search answers `total` = the bound and `totalIsExact:
 * false`: there are at least that many. Counting stops there because counting costs what the
 * matches counted cost: 100,000 matches of a term at 1,000,000 bays cost more than the page.
 */
export function countTextMatchesUpTo(bound: number): void {
  if (!Number.isSafeInteger(bound) || bound < 1)
    throw new Error(`a count bound must be a positive integer, not ${bound}`);
  totalExactUpTo = bound;
}

/** How far a text search counts its matches (`countTextMatchesUpTo`). */
export function textMatchesCountedUpTo(): number {
  return totalExactUpTo;
}

/** A page of rows and the number of matches (a lower bound when `totalIsExact` is false). */
export interface CountedRows<Row> {
  rows: Row[];
  total: number;
  totalIsExact: boolean;
}

/**
 * The count of the matches, up to `textMatchesCountedUpTo() + 1` with a text term (one more
 * than the bound, so that a count above it shows), as `__total`: of the rows of `from` (SQL).
 */
function boundedCount(from: string): string {
  return `SELECT count(*) AS __total FROM (SELECT 1 FROM ${from} LIMIT ?) c`;
}

/** The total of a count: past the bound only when the count was bounded. */
function totalOf(counted: number, { textTerm }: SearchPageOptions): { total: number; totalIsExact: boolean } {
  const bound = textMatchesCountedUpTo();
  if (!textTerm || counted <= bound) return { total: counted, totalIsExact: true };
  return { total: bound, totalIsExact: false };
}

/** The total alone, for a page of size 0. */
async function countOnly(
  db: Knex,
  options: SearchPageOptions,
): Promise<{ total: number; totalIsExact: boolean }> {
  const { filtered, textTerm } = options;
  let counted: number | string | undefined;
  if (!textTerm) {
    const [count] = (await filtered().count({ __total: '*' })) as { __total: number | string }[];
    counted = count?.__total;
  } else {
    const matches = filtered().select(db.raw('1')).toSQL();
    const { rows } = (await db.raw(boundedCount(`(${matches.sql}) m`), [
      ...matches.bindings,
      textMatchesCountedUpTo() + 1,
    ])) as { rows: { __total: number | string }[] };
    counted = rows[0]?.__total;
  }
  return totalOf(Number(counted ?? 0), options);
}

/** The name of a text search's matches in its statement (a materialized common table expression). */
const MATCHES = '__matches';

/**
 * A search's statement but its select list: `[WITH ...] FROM (count) t LEFT JOIN LATERAL (page)
 * p ON true`, the count `t.__total` and the page's rows `p` travelling in one round trip.
 *
 * Without a text term, the count is exact and the page is the ordered query: the planner walks
 * the sort's index and stops after the page, or sorts the matches, by its estimates.
 *
 * With a text term (ADR 0117), its matches are the common table expression `__matches`,
 * materialized: Postgres computes its rows as they are read and keeps them, so the count and
 * the page read the trigram index and the rows once between them. The count reads up to the
 * bound and one more, and stops there. Then:
 * - up to the bound, every match has been read: the page sorts them (a bounded top-N);
 * - above, a term with a trigram sorts every match: its matches may gather anywhere in the
 *   sort order (every `QUAI-...` code after every `BAY-...` one), and a walk of the sort's
 *   index would read every row before them (0.2-0.4 s at 1,000,000 bays). Its cost is then
 *   that of reading its matches;
 * - above, a term without a trigram (`a`, `ai`: no index can narrow it, ADR 0002's addendum)
 *   walks the sort's index with the filter and stops after the page: that many matches of so
 *   short a term are likely early in any order, where sorting them would read them all.
 * Both branches are written when the term has no trigram; Postgres runs only the one whose
 * condition on the count holds (a one-time filter).
 */
function statement(
  db: Knex,
  { filtered, columns, order, page, textTerm, matched }: SearchPageOptions,
  select: { sql: string; bindings: readonly Knex.Value[] },
  tail = '',
): Knex.Raw {
  const paged = (query: Knex.QueryBuilder, alias: string): Knex.QueryBuilder =>
    query
      .orderBy(order.map((term) => ({ column: `${alias}.${term.column}`, order: term.order })))
      .limit(page.size)
      .offset(page.page * page.size);
  const joined = (count: string, rows: string) =>
    `SELECT ${select.sql} FROM (${count}) t LEFT JOIN LATERAL (${rows}) p ON true${tail}`;
  if (!textTerm) {
    const count = filtered().count({ __total: '*' }).toSQL();
    const rows = filtered()
      .select(columns)
      .orderBy([...order])
      .limit(page.size)
      .offset(page.page * page.size)
      .toSQL();
    return db.raw(joined(count.sql, rows.sql), [...select.bindings, ...count.bindings, ...rows.bindings]);
  }
  const bound = textMatchesCountedUpTo();
  const matches = filtered().select(columns).toSQL();
  // The matches keep what orders them and no more: a family's computed columns (an owner on
  // the day, a state's fields) are computed for the page's rows alone, joined back by id.
  const keys = [...new Set(['id', ...order.map((term) => term.column)])];
  const keyed = (matched ?? filtered)().select(keys).toSQL();
  const sorted = (gated: boolean) => {
    const query = db.select(keys.map((key) => `m.${key}`)).from({ m: MATCHES });
    if (gated) query.whereRaw('t.__total <= ?', [bound]);
    const page = paged(query, 'm').toSQL();
    return {
      sql: `SELECT f.* FROM (${page.sql}) k JOIN LATERAL (SELECT * FROM (${matches.sql}) x WHERE x.id = k.id) f ON true`,
      bindings: [...page.bindings, ...matches.bindings],
    };
  };
  let rows: { sql: string; bindings: readonly Knex.Value[] };
  if (hasTrigram(foldedHere(textTerm) ?? textTerm)) {
    rows = sorted(false);
  } else {
    const walk = paged(
      db
        .select('w.*')
        .from(db.raw(`(${matches.sql}) AS w`, [...matches.bindings]))
        .whereRaw('t.__total > ?', [bound]),
      'w',
    ).toSQL();
    const gated = sorted(true);
    rows = { sql: `(${walk.sql}) UNION ALL (${gated.sql})`, bindings: [...walk.bindings, ...gated.bindings] };
  }
  return db.raw(`WITH ${MATCHES} AS MATERIALIZED (${keyed.sql}) ${joined(boundedCount(MATCHES), rows.sql)}`, [
    ...keyed.bindings,
    ...select.bindings,
    bound + 1,
    ...rows.bindings,
  ]);
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
  const { page } = options;
  if (page.size === 0) return { rows: [], ...(await countOnly(db, options)) };
  const { rows } = (await statement(
    db,
    options,
    { sql: 'p.*, t.__total', bindings: [] },
    ` ORDER BY ${ordering(options)}`,
  )) as {
    rows: (Row & { id: unknown; __total: number })[];
  };
  return {
    rows: rows.filter((row) => row.id !== null).map(({ __total: _total, ...row }) => row as unknown as Row),
    ...totalOf(Number(rows[0]?.__total ?? 0), options),
  };
}

/** The page's order over its rows `p`, as SQL. */
function ordering({ order }: SearchPageOptions): string {
  return order.map((term) => `p."${term.column}" ${term.order === 'desc' ? 'DESC' : 'ASC'}`).join(', ');
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
  const { page, rowJson } = options;
  if (page.size === 0) {
    return JSON.stringify({ data: [], page: page.page, size: page.size, ...(await countOnly(db, options)) });
  }
  // Only a count with a text term is bounded.
  const bound = options.textTerm ? textMatchesCountedUpTo() : Number.MAX_SAFE_INTEGER;
  const statement_ = statement(db, options, {
    sql: `json_build_object('data', COALESCE(json_agg(${rowJson} ORDER BY ${ordering(options)}) FILTER (WHERE p.id IS NOT NULL), '[]'::json),
                           'page', ?::int, 'size', ?::int, 'total', least(min(t.__total), ?::bigint),
                           'totalIsExact', min(t.__total) <= ?::bigint)::text AS page`,
    bindings: [page.page, page.size, bound, bound],
  });
  // Outside a transaction the statement is prepared once per connection (`queryPrepared`),
  // with one plan for every term. Not for a term without a trigram: the generic plan reads the
  // whole trigram index, where the plan made for the term scans the table (at 1,000,000 bays,
  // the page of `a` took 0.58 s with the first and 0.23 s with the second, of `ai` 1.1 and 0.6 s).
  // Nor for a term folded in the statement, which a generic plan would fold again for every row.
  const prepared = !db.isTransaction && preparableTerm(options.textTerm);
  const [row] = prepared
    ? await queryPrepared<{ page: string }>(db, statement_.toSQL().toNative())
    : ((await statement_) as { rows: { page: string }[] }).rows;
  return (row as { page: string }).page;
}
