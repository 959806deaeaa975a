/**
 * The storage shape shared by the network catalogs (checkpoints, destinations, stations,
 * coordinations, lines): a code unique case-insensitively, a name, a status, a retirement with
 * its reason, and who changed what when. Each family names its table, its extra columns and how
 * a row reads; searching, locking, correcting and retiring are written once here.
 */
import type { Database, PageRequest } from '@transport/platform';
import { isoTimestamp, likePattern, searchPage, SORT_ORDERS, type StandardSort } from '@transport/platform';
import type { Knex } from 'knex';

export type CatalogSort = StandardSort;

export interface CatalogCriteria {
  search?: string;
  status?: string;
  /** Exact matches on further columns (snake_case), e.g. `{ station_area_id: id }`. */
  filters?: Record<string, string>;
  sort: CatalogSort;
}

/** The columns every catalog table has. */
export const CATALOG_COLUMNS = [
  'id',
  'code',
  'name',
  'status',
  'retirement_reason',
  'retired_at',
  'created_at',
  'updated_at',
];

export interface CatalogRow<Status extends string = 'ACTIVE' | 'RETIRED'> {
  id: string;
  code: string;
  name: string;
  status: Status;
  retirement_reason: string | null;
  retired_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** The fields every catalog record has, read from its row; families spread it and add theirs. */
export function toCatalogRecord<Status extends string>(row: CatalogRow<Status>) {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    status: row.status,
    retirementReason: row.retirement_reason,
    retiredAt: isoTimestamp(row.retired_at),
    createdAt: isoTimestamp(row.created_at) as string,
    updatedAt: isoTimestamp(row.updated_at) as string,
  };
}

export interface CatalogTable<T, R> {
  table: string;
  columns: string[];
  toRecord(row: R): T;
}

export function createCatalogRepository<T, R>(db: Database, spec: CatalogTable<T, R>) {
  const { table, columns, toRecord } = spec;
  return {
    async insert(
      trx: Knex.Transaction | Database,
      values: Record<string, unknown>,
      actor: string,
    ): Promise<string> {
      const [row] = await trx(table)
        .insert({ ...values, created_by: actor, updated_by: actor })
        .returning('id');
      return (row as { id: string }).id;
    },

    async findById(id: string, trx: Knex.Transaction | Database = db): Promise<T | undefined> {
      const row = await trx(table).select(columns).where({ id }).first();
      return row ? toRecord(row) : undefined;
    },

    /** Reads the record and locks it: `share` lets readers that depend on it proceed together. */
    async lock(
      trx: Knex.Transaction,
      id: string,
      mode: 'share' | 'update' = 'update',
    ): Promise<T | undefined> {
      const query = trx(table).select(columns).where({ id });
      const row = await (mode === 'share' ? query.forShare() : query.forUpdate()).first();
      return row ? toRecord(row) : undefined;
    },

    async update(
      trx: Knex.Transaction,
      id: string,
      changes: Record<string, unknown>,
      actor: string,
    ): Promise<void> {
      await trx(table)
        .where({ id })
        .update({ ...changes, updated_at: trx.fn.now(), updated_by: actor });
    },

    async retire(trx: Knex.Transaction, id: string, reason: string, actor: string): Promise<void> {
      await trx(table).where({ id }).update({
        status: 'RETIRED',
        retirement_reason: reason,
        retired_at: trx.fn.now(),
        retired_by: actor,
        updated_at: trx.fn.now(),
        updated_by: actor,
      });
    },

    async search(criteria: CatalogCriteria, page: PageRequest): Promise<{ rows: T[]; total: number }> {
      const { rows, total } = await searchPage<R>(db, {
        filtered: () => {
          const query = db(table);
          if (criteria.status) query.where('status', criteria.status);
          for (const [column, value] of Object.entries(criteria.filters ?? {})) query.where(column, value);
          if (criteria.search) {
            const pattern = likePattern(criteria.search);
            query.andWhere((q) => q.whereILike('code', pattern).orWhereILike('name', pattern));
          }
          return query;
        },
        columns: columns,
        order: SORT_ORDERS[criteria.sort],
        page,
        textTerm: criteria.search,
      });
      return { rows: rows.map(toRecord), total };
    },
  };
}
