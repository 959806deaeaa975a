/**
 * A dated table's store: its rows read and written as `DatedState`s, a record's rows locked in a
 * transaction, and the reads at a date (the row in force, joined to a query, a link's periods).
 * The projection, the writes and the timeline are built on it.
 */
import type { Knex } from 'knex';
import type { Database } from '../db.ts';
import { searchPage, type PageRequest } from '../paging.ts';
import { foldedColumn } from '../text-search.ts';
import { isoTimestamp } from '../time.ts';
import {
  IN_FORCE,
  toPeriod,
  type DatedKey,
  type DatedState,
  type DatedStateTable,
  type Executor,
  type LinkTable,
  type Period,
  type PeriodFilter,
  type PeriodRow,
} from './types.ts';

export function datedStore<S extends object>(db: Database, spec: DatedStateTable<S>) {
  const { table, ownerColumn, link } = spec;
  const fields = Object.entries(spec.fields) as [keyof S & string, string][];
  /** The columns naming the record: its owner, and a separate link's subject. */
  const keyColumns = (key: DatedKey): Record<string, string> =>
    typeof key === 'string'
      ? { [ownerColumn]: key }
      : { [ownerColumn]: key.ownerId, [(link as LinkTable).subjectColumn]: key.subjectId };
  const columns = [
    'id',
    'effective_from',
    'effective_to',
    'updated_at',
    'updated_by',
    ...fields.map(([, c]) => c),
  ];
  const toRow = (row: Record<string, unknown>): DatedState<S> => {
    // An instant of the state (a revocation's) is answered as its ISO text, as elsewhere.
    const state = Object.fromEntries(
      fields.map(([field, column]) => {
        const value = row[column];
        return [field, value instanceof Date ? isoTimestamp(value) : value];
      }),
    ) as S;
    return {
      id: row.id as string,
      effectiveFrom: row.effective_from as string,
      effectiveTo: row.effective_to as string | null,
      // A link without fields of its own answers no state (its rows are the periods it holds).
      ...(fields.length === 0 ? {} : { state }),
      updatedAt: isoTimestamp(row.updated_at as Date) as string,
      updatedBy: row.updated_by as string,
    } as DatedState<S>;
  };
  const toColumns = (state: Partial<S>) =>
    Object.fromEntries(
      fields.filter(([field]) => field in state).map(([field, column]) => [column, state[field]]),
    );
  const touched = (trx: Knex.Transaction, actor: string) => ({ updated_at: trx.fn.now(), updated_by: actor });

  /** Every row of the record, earliest first (locked in a transaction). */
  async function rows(trx: Executor, key: DatedKey): Promise<DatedState<S>[]> {
    const query = trx(table).select(columns).where(keyColumns(key)).orderBy('effective_from', 'asc');
    return (
      (await ((trx as Knex.Transaction).isTransaction ? query.forUpdate() : query)) as Record<
        string,
        unknown
      >[]
    ).map(toRow);
  }

  async function insertRow(
    trx: Knex.Transaction,
    key: DatedKey,
    from: string,
    to: string | null,
    state: Partial<S>,
    actor: string,
  ): Promise<string> {
    const [row] = await trx(table)
      .insert({
        ...keyColumns(key),
        effective_from: from,
        effective_to: to,
        ...toColumns(state),
        created_by: actor,
        updated_by: actor,
      })
      .returning('id');
    return (row as { id: string }).id;
  }

  const update = (trx: Knex.Transaction, id: string, changes: Record<string, unknown>, actor: string) =>
    trx(table)
      .where({ id })
      .update({ ...changes, ...touched(trx, actor) });

  return { db, spec, table, fields, rows, insertRow, update, toColumns, touched, toRow, columns };
}

/** A dated table's store, on which its reads, projection, writes and timeline are built. */
export type DatedStore<S extends object> = ReturnType<typeof datedStore<S>>;

/**
 * The reads of a dated table: the rows of a record, the row in force on a date, joined to a
 * query or as a table of records, a new record's first row, and a link's periods.
 */
export function datedReads<S extends object>(store: DatedStore<S>) {
  const { db, spec, table, fields, rows, insertRow, toRow, columns } = store;
  const { ownerColumn, link } = spec;
  /** How a link's periods are read under the names `owner_id` and `subject_id`. */
  function linkReads() {
    if (!link) throw new Error(`${table} is not declared a link`);
    const { subjectColumn } = link;
    const selected = [
      'id',
      `${ownerColumn} as owner_id`,
      `${subjectColumn} as subject_id`,
      'effective_from',
      'effective_to',
      'created_at',
      'created_by',
    ];
    const [first, second] =
      link.listedBy === 'owner' ? ['owner_id', 'subject_id'] : ['subject_id', 'owner_id'];
    const order = [first as string, 'effective_from', second as string, 'id'].map((column) => ({
      column,
      order: 'asc' as const,
    }));
    const narrowed = (
      query: Knex.QueryBuilder,
      where: { ownerId?: string | undefined; subjectId?: string | undefined },
    ) => {
      if (where.ownerId) query.where(ownerColumn, where.ownerId);
      if (where.subjectId) query.where(subjectColumn, where.subjectId);
      return query;
    };
    return { columns: selected, order, narrowed };
  }

  /** Joins to `query` the row in force on `date` of the record `ownerRef` (a column), as `alias`. */
  const joinAt = (
    query: Knex.QueryBuilder,
    ownerRef: string,
    date: string,
    alias: string,
  ): Knex.QueryBuilder =>
    query.joinRaw(
      `LEFT JOIN ${table} AS ${alias} ON ${alias}.${ownerColumn} = ${ownerRef}
         AND daterange(${alias}.effective_from, ${alias}.effective_to, '[]') @> ?::date`,
      [date],
    );

  return {
    rows,

    /** The row in force on `date`, if any. */
    async at(ownerId: string, date: string, trx: Executor = db): Promise<DatedState<S> | undefined> {
      const row = await trx(table)
        .select(columns)
        .where(ownerColumn, ownerId)
        .whereRaw(IN_FORCE, [date])
        .first();
      return row ? toRow(row) : undefined;
    },

    joinAt,

    /**
     * The records of `main` with their state on `date` from the row in force (null in a gap), as
     * a table `<main>_on` of the plain `columns` (those of the state read from the row), and the
     * folded copies of the `searched` ones.
     */
    recordsAt(
      main: string,
      selectedColumns: readonly string[],
      date: string,
      searched: readonly string[] = [],
    ): Knex.QueryBuilder {
      const stateColumns = new Set(fields.map(([, column]) => column));
      // The folded copies of the columns a search matches on (`whereTextMatches`) come along.
      const selected = [
        ...selectedColumns.map((c) => (stateColumns.has(c) ? `s.${c}` : `r.${c}`)),
        ...searched.map((c) => `r.${foldedColumn(c)}`),
      ];
      return db.from(joinAt(db({ r: main }).select(selected), 'r.id', date, 's').as(`${main}_on`));
    },

    /** The first row of a new record. */
    open: (trx: Knex.Transaction, ownerId: string, from: string, state: S, actor: string) =>
      insertRow(trx, ownerId, from, null, state, actor),

    /** A link's periods in force on `at` (or all of them), of an owner and/or a subject, paged. */
    async list(filter: PeriodFilter, page: PageRequest): Promise<{ rows: Period[]; total: number }> {
      const { columns: selected, order, narrowed } = linkReads();
      const { rows: found, total } = await searchPage<PeriodRow>(db, {
        filtered: () => {
          const query = narrowed(db(table), filter);
          return filter.history ? query : query.whereRaw(IN_FORCE, [filter.at]);
        },
        columns: selected,
        order,
        page,
      });
      return { rows: found.map(toPeriod), total };
    },

    /** A link's periods in force on `at`, of the owner and/or the subject, earliest first. */
    async inForce(where: { ownerId?: string; subjectId?: string }, at: string): Promise<Period[]> {
      const { columns: selected, narrowed } = linkReads();
      const query = narrowed(db(table).select(selected), where).whereRaw(IN_FORCE, [at]);
      return ((await query.orderBy('effective_from', 'asc')) as PeriodRow[]).map(toPeriod);
    },

    /** A link's period by its id. */
    async period(id: string, trx: Executor = db): Promise<Period | undefined> {
      const row = (await trx(table).select(linkReads().columns).where({ id }).first()) as
        PeriodRow | undefined;
      return row ? toPeriod(row) : undefined;
    },
  };
}
