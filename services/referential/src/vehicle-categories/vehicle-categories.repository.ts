import type { Database, PageRequest } from '@transport/platform';
import { isoTimestamp, likePattern, searchPage, SORT_ORDERS, type StandardSort } from '@transport/platform';
import type { Knex } from 'knex';
import type { Schemas } from '../types.ts';

export type VehicleCategory = Schemas['VehicleCategory'];
export type VehicleCategoryStatus = Schemas['VehicleCategoryStatus'];
export type VehicleCategorySort = StandardSort;

interface VehicleCategoryRow {
  id: string;
  code: string;
  name: string;
  status: VehicleCategoryStatus;
  retired_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = ['id', 'code', 'name', 'status', 'retired_at', 'created_at', 'updated_at'];

function toCategory(row: VehicleCategoryRow): VehicleCategory {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    status: row.status,
    retiredAt: isoTimestamp(row.retired_at),
    createdAt: isoTimestamp(row.created_at) as string,
    updatedAt: isoTimestamp(row.updated_at) as string,
  };
}

export interface VehicleCategoryCriteria {
  search?: string;
  status: VehicleCategoryStatus;
  sort: VehicleCategorySort;
}

export function createVehicleCategoryRepository(db: Database) {
  return {
    async insert(input: { code: string; name: string }, actor: string): Promise<string> {
      const [row] = await db('vehicle_categories')
        .insert({ code: input.code, name: input.name, created_by: actor, updated_by: actor })
        .returning('id');
      return (row as { id: string }).id;
    },

    async findById(id: string, trx: Knex.Transaction | Database = db): Promise<VehicleCategory | undefined> {
      const row = await trx('vehicle_categories').select(COLUMNS).where({ id }).first();
      return row ? toCategory(row) : undefined;
    },

    /** `share` while giving the category to a vehicle (retirement waits), `update` to change it. */
    async lock(
      trx: Knex.Transaction,
      id: string,
      mode: 'share' | 'update',
    ): Promise<VehicleCategory | undefined> {
      const query = trx('vehicle_categories').select(COLUMNS).where({ id });
      const row = await (mode === 'share' ? query.forShare() : query.forUpdate()).first();
      return row ? toCategory(row) : undefined;
    },

    async setStatus(
      trx: Knex.Transaction,
      id: string,
      status: VehicleCategoryStatus,
      actor: string,
    ): Promise<void> {
      await trx('vehicle_categories')
        .where({ id })
        .update({
          status,
          retired_at: status === 'RETIRED' ? trx.fn.now() : null,
          retired_by: status === 'RETIRED' ? actor : null,
          updated_at: trx.fn.now(),
          updated_by: actor,
        });
    },

    async search(
      criteria: VehicleCategoryCriteria,
      page: PageRequest,
    ): Promise<{ rows: VehicleCategory[]; total: number }> {
      const { rows, total } = await searchPage<VehicleCategoryRow>(db, {
        filtered: () => {
          const query = db('vehicle_categories').where('status', criteria.status);
          if (criteria.search) {
            const pattern = likePattern(criteria.search);
            query.andWhere((q) => q.whereILike('code', pattern).orWhereILike('name', pattern));
          }
          return query;
        },
        columns: COLUMNS,
        order: SORT_ORDERS[criteria.sort],
        page,
        textTerm: criteria.search,
      });
      return { rows: rows.map(toCategory), total };
    },
  };
}

export type VehicleCategoryRepository = ReturnType<typeof createVehicleCategoryRepository>;
