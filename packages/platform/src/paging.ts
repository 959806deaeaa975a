/** Search paging shared by every collection: zero-based `page`, `size` 0..200 (default 20). */
import type { Knex } from 'knex';
import { currentRequestContext } from './audit.ts';
import { DEFAULT_TOTAL_EXACT_UP_TO } from './config.ts';
import { queryPrepared } from './prepared-statements.ts';
import {
  foldedColumn,
  foldedHere,
  hasTrigram,
  preparableTerm,
  termTrigrams,
  trigramTable,
  whereTextMatches,
} from './text-search.ts';

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
   * What the text term narrows, when the family's own table decides its matches alone (ADR
   * 0125): `rows` are the records the search keeps before its term (no select, order or limit;
   * every column of the table, the sort's and the folded ones among them) and `columns` those
   * the term is matched on (`whereTextMatches`). The term's matches are then `rows` narrowed by
   * it: the count and the sort read those, and only the page's rows come from `filtered` (a
   * vehicle's state on the day). Above the count's bound, the page first walks `rows` in the
   * sort's order for a bounded number of them (see `statement`). `trigrams` names the table
   * whose trigram side table (`trigramIndexSql`, ADR 0134) serves `order`: with it, a term of
   * three characters or more walks its rarest trigram's rows in that order instead. `whole`
   * says that `rows` are every row of that table (no condition): a term of three characters is
   * then matched by exactly the side rows of its one trigram, and counted from them.
   */
  textScope?:
    | {
        rows: () => Knex.QueryBuilder;
        columns: readonly string[];
        trigrams?: { table: string; order: readonly OrderTerm[]; whole?: boolean } | undefined;
      }
    | undefined;
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
  } else if (trigramCounted(options)) {
    const { sql, bindings } = trigramCounted(options) as Sql;
    const { rows } = (await db.raw(sql, [...bindings])) as { rows: { __total: number | string }[] };
    counted = rows[0]?.__total;
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
/** The name of the matches found by the bounded walk of the sort's order (`textScope`). */
const WALKED = '__walked';
/** How many rows of the sort's order the walk reads for each row it must find (ADR 0125). */
const WALKED_ROWS_PER_ROW = 100;
/**
 * How many rows of the order a walk reads at most, for each match the count reads: ten times
 * the bound, 10,000 at its default (ADR 0134), the walk's length when the bound was 10,000. A
 * walk of only the bound's rows would miss matches that come after a thousand others (the
 * permits' `o`, after 100,000 `ZEN` ones in the expiry order) and sort every match instead.
 */
const WALKED_ROWS_PER_COUNTED = 10;

type Sql = { sql: string; bindings: readonly Knex.Value[] };

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
 * bound and one more, and stops there. Up to the bound, every match has been read: the page
 * sorts them (a bounded top-N). Above:
 * - a family that names what its term narrows (`textScope`, ADR 0125) first walks those rows in
 *   the sort's order, the term applied to each, for a hundred of them a row of the page and at
 *   most ten times the bound (`__walked`): when the walk finds the page's rows, they are the page, since
 *   every row before them in the order was read; otherwise the page sorts every match. Matches
 *   spread over the order (a permit in twenty) are found within a few hundred rows, where
 *   sorting them would read them all from every page of the table. In the order a trigram side
 *   table holds (`textScope.trigrams`, ADR 0134), a term of three characters or more walks its
 *   rarest trigram's rows in that order instead (`trigramWalk`), so that matches gathered late
 *   in the order are found as early; in another order, such matches cost a short walk (an
 *   index-only scan) and the sort;
 * - otherwise a term with a trigram sorts every match, and one without (`a`, `ai`: no index
 *   can narrow it, ADR 0002's addendum) walks the sort's index with the filter until the page.
 * Both branches of a choice are written; Postgres runs only the one whose condition holds (a
 * one-time filter on `t`).
 */
function statement(
  db: Knex,
  { filtered, columns, order, page, textTerm, textScope }: SearchPageOptions,
  select: Sql,
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
  const matched = textScope
    ? () => whereTextMatches(textScope.rows(), textTerm, ...textScope.columns)
    : filtered;
  const keyed = matched().select(keys).toSQL();
  /** The page of keys of `from` where `gate` holds, its rows joined back from `filtered`. */
  const pageOf = (from: string, gate: Sql): Sql => {
    const query = db.select(keys.map((key) => `m.${key}`)).from({ m: from });
    query.whereRaw(gate.sql, [...gate.bindings]);
    const keysPage = paged(query, 'm').toSQL();
    return {
      sql: `SELECT f.* FROM (${keysPage.sql}) k JOIN LATERAL (SELECT * FROM (${matches.sql}) x WHERE x.id = k.id) f ON true`,
      bindings: [...keysPage.bindings, ...matches.bindings],
    };
  };
  const withMatches = (ctes: Sql, count: Sql, rows: Sql) =>
    db.raw(`WITH ${ctes.sql} ${joined(count.sql, rows.sql)}`, [
      ...ctes.bindings,
      ...select.bindings,
      ...count.bindings,
      ...rows.bindings,
    ]);
  const matchesCte = { sql: `${MATCHES} AS MATERIALIZED (${keyed.sql})`, bindings: keyed.bindings };
  const count = { sql: boundedCount(MATCHES), bindings: [bound + 1] };
  if (textScope) {
    const end = (page.page + 1) * page.size;
    // A term with a trigram walks a hundred rows of the order for each row up to the page's
    // last, at most ten times the bound: it finds the page where one row in a hundred matches,
    // and costs little where none does, its matches then sorted from the trigram index. One
    // without walks ten times the bound: sorting its matches reads the whole table. The length
    // is a literal: a generic plan (`queryPrepared`) estimates a parameter's limit as a tenth of
    // the rows, and would sort the whole table instead of walking its index.
    const walkUpTo = WALKED_ROWS_PER_COUNTED * bound;
    const walkLength = hasTrigram(foldedHere(textTerm) ?? textTerm)
      ? Math.min(walkUpTo, WALKED_ROWS_PER_ROW * end)
      : walkUpTo;
    const folded = foldedHere(textTerm);
    const served = textScope.trigrams;
    const trigrams =
      served && folded !== undefined && sameOrder(order, served.order) ? termTrigrams(folded) : [];
    const counted = trigramCounted({ textScope, textTerm }) ?? count;
    const walk =
      served && trigrams.length > 0
        ? trigramWalk(db, textScope, {
            table: served.table,
            trigrams,
            keys,
            order,
            walkLength,
            end,
            textTerm,
          })
        : whereTextMatches(
            db.select(keys.map((key) => `w.${key}`)).from(
              textScope
                .rows()
                // The keys and the folded columns alone: an index holding them (ADR 0125) is
                // walked without reading the table.
                .select([...keys, ...textScope.columns.map(foldedColumn)])
                .orderBy([...order])
                .limit(walkLength, { skipBinding: true })
                .as('w'),
            ),
            textTerm,
            ...textScope.columns,
          )
            .orderBy(order.map((term) => ({ column: `w.${term.column}`, order: term.order })))
            .limit(end)
            .toSQL();
    const ctes = {
      sql: `${matchesCte.sql}, ${WALKED} AS MATERIALIZED (${walk.sql})`,
      bindings: [...matchesCte.bindings, ...walk.bindings],
    };
    // `__walks`: more matches than the bound, and the walk found the page. CASE reads the walk
    // only when the count is past the bound.
    const flagged = {
      sql: `SELECT c.__total, CASE WHEN c.__total > ? THEN (SELECT count(*) FROM ${WALKED}) >= ? ELSE false END AS __walks
              FROM (${counted.sql}) c`,
      bindings: [bound, end, ...counted.bindings],
    };
    const walked = pageOf(WALKED, { sql: 't.__walks', bindings: [] });
    const sorted = pageOf(MATCHES, { sql: 'NOT t.__walks', bindings: [] });
    return withMatches(ctes, flagged, {
      sql: `(${walked.sql}) UNION ALL (${sorted.sql})`,
      bindings: [...walked.bindings, ...sorted.bindings],
    });
  }
  if (hasTrigram(foldedHere(textTerm) ?? textTerm))
    return withMatches(matchesCte, count, pageOf(MATCHES, { sql: 'true', bindings: [] }));
  const walk = paged(
    db
      .select('w.*')
      .from(db.raw(`(${matches.sql}) AS w`, [...matches.bindings]))
      .whereRaw('t.__total > ?', [bound]),
    'w',
  ).toSQL();
  const gated = pageOf(MATCHES, { sql: 't.__total <= ?', bindings: [bound] });
  return withMatches(matchesCte, count, {
    sql: `(${walk.sql}) UNION ALL (${gated.sql})`,
    bindings: [...walk.bindings, ...gated.bindings],
  });
}

/** Whether two orders are the same columns in the same directions. */
function sameOrder(a: readonly OrderTerm[], b: readonly OrderTerm[]): boolean {
  return (
    a.length === b.length && a.every((term, i) => term.column === b[i]?.column && term.order === b[i]?.order)
  );
}

/**
 * The bounded count of a term of three characters (folded) over every row of a table with a
 * trigram side table (`textScope.trigrams.whole`) read from that side table, else undefined:
 * the search's count, and a page of size 0's.
 */
function trigramCounted({
  textScope,
  textTerm,
}: Pick<SearchPageOptions, 'textScope' | 'textTerm'>): Sql | undefined {
  const served = textScope?.trigrams;
  const folded = textTerm ? foldedHere(textTerm) : undefined;
  return served?.whole && folded !== undefined && [...folded].length === 3
    ? trigramCount(served.table, folded, textMatchesCountedUpTo())
    : undefined;
}

/**
 * The count, up to the bound and one more, of the matches of a term of three characters (folded
 * `trigram`) in a scope of every row of `table` (`textScope.trigrams.whole`, ADR 0134): a row
 * contains the term exactly when its side table holds the term as one of its trigrams, so the
 * count reads that trigram's range of the side table's index (an index-only scan) instead of
 * the trigram index, whose bitmap holds every match before it gives the first (100,000 of them
 * for the vehicles' `lux`), and rechecks none.
 */
function trigramCount(table: string, trigram: string, bound: number): Sql {
  return {
    sql: `SELECT count(*) AS __total FROM (SELECT 1 FROM "${trigramTable(table)}" s WHERE s.trigram = ? LIMIT ?) c`,
    bindings: [trigram, bound + 1],
  };
}

/**
 * The walk of a term's rarest trigram in the trigram side table of `table` (ADR 0134), for
 * `walkLength` rows at most, in its order (the search's): each row is rechecked against the
 * scope's rows and the whole term (an index-only probe of the order's covering index), and the
 * walk stops at the page's last row. The rarest trigram is the one least common by the side
 * table's statistics (a trigram not among its most common values is rarer than any that is):
 * the walk reads the fewest rows that are not matches.
 */
function trigramWalk(
  db: Knex,
  textScope: NonNullable<SearchPageOptions['textScope']>,
  walk: {
    table: string;
    trigrams: string[];
    keys: string[];
    /** The side table's order (ascending), which the search's is. */
    order: readonly OrderTerm[];
    walkLength: number;
    end: number;
    textTerm: string;
  },
): Sql {
  const { keys, walkLength, end } = walk;
  const side = trigramTable(walk.table);
  const listed = (alias: string, columns: readonly string[] = keys) =>
    columns.map((column) => `${alias}."${column}"`).join(', ');
  const ordered = listed(
    's',
    walk.order.map((term) => term.column),
  );
  const rarest = `SELECT u.g FROM unnest(ARRAY[${walk.trigrams.map(() => '?').join(', ')}]::text[]) WITH ORDINALITY u(g, n)
     ORDER BY (SELECT m.f FROM pg_stats st CROSS JOIN LATERAL unnest(st.most_common_vals::text::text[], st.most_common_freqs) m(v, f)
                WHERE st.schemaname = current_schema() AND st.tablename = ? AND st.attname = 'trigram' AND m.v = u.g) NULLS FIRST,
              u.n
     LIMIT 1`;
  const probe = whereTextMatches(
    keys.reduce((query, key) => query.whereRaw('?? = ??', [key, `s.${key}`]), textScope.rows().select(keys)),
    walk.textTerm,
    ...textScope.columns,
  ).toSQL();
  return {
    sql: `SELECT ${listed('r')}
            FROM (SELECT ${listed('s')} FROM "${side}" s WHERE s.trigram = (${rarest}) ORDER BY ${ordered} LIMIT ${walkLength}) s
            CROSS JOIN LATERAL (${probe.sql}) r
           ORDER BY ${ordered} LIMIT ?`,
    bindings: [...walk.trigrams, side, ...probe.bindings, end],
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
  // The narrowed search drops its `textScope`: the matches a family's own columns decide (and
  // their trigram side table) know nothing of the instant, so the count and the page would hold
  // records written before it. The search's own rows, narrowed, are its matches.
  return { ...options, textScope: undefined, filtered: () => options.filtered().where(written, '>=', since) };
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
  const pageStatement = statement(db, options, {
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
    ? await queryPrepared<{ page: string }>(db, pageStatement.toSQL().toNative())
    : ((await pageStatement) as { rows: { page: string }[] }).rows;
  return (row as { page: string }).page;
}
