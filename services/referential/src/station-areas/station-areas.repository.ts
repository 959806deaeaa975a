import type { Database, PageRequest } from '@transport/platform';
import { isoTimestamp, likePattern, searchPage, SORT_ORDERS, type StandardSort } from '@transport/platform';
import type { Knex } from 'knex';
import type { Schemas } from '../types.ts';

export type StationArea = Schemas['StationArea'];
export type StationAreaStatus = Schemas['StationAreaStatus'];
export type StationAreaCapabilities = Schemas['StationAreaCapabilities'];
export type StationAreaSort = StandardSort;

interface StationAreaRow {
  id: string;
  code: string;
  name: string;
  status: StationAreaStatus;
  retirement_reason: string | null;
  retired_at: Date | null;
  accessible: boolean;
  max_vehicle_length_m: number | null;
  max_vehicle_height_m: number | null;
  vehicle_categories: string[];
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = [
  'id',
  'code',
  'name',
  'status',
  'retirement_reason',
  'retired_at',
  'accessible',
  'max_vehicle_length_m',
  'max_vehicle_height_m',
  'vehicle_categories',
  'created_at',
  'updated_at',
];

function toStationArea(row: StationAreaRow): StationArea {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    status: row.status,
    capabilities: {
      accessible: row.accessible,
      maxVehicleLengthM: row.max_vehicle_length_m,
      maxVehicleHeightM: row.max_vehicle_height_m,
      vehicleCategories: row.vehicle_categories,
    },
    retirementReason: row.retirement_reason,
    retiredAt: isoTimestamp(row.retired_at),
    createdAt: isoTimestamp(row.created_at) as string,
    updatedAt: isoTimestamp(row.updated_at) as string,
  };
}

export interface StationAreaCriteria {
  search?: string;
  status: StationAreaStatus;
  sort: StationAreaSort;
}

export function createStationAreaRepository(db: Database) {
  return {
    async insert(
      trx: Knex.Transaction | Database,
      input: { code: string; name: string },
      actor: string,
    ): Promise<string> {
      const [row] = await trx('station_areas')
        .insert({ code: input.code, name: input.name, created_by: actor, updated_by: actor })
        .returning('id');
      return (row as { id: string }).id;
    },

    async findById(id: string, trx: Knex.Transaction | Database = db): Promise<StationArea | undefined> {
      const row = await trx('station_areas').select(COLUMNS).where({ id }).first();
      return row ? toStationArea(row) : undefined;
    },

    async findByCode(code: string): Promise<StationArea | undefined> {
      const row = await db('station_areas')
        .select(COLUMNS)
        .whereRaw('upper(code) = upper(?)', [code])
        .first();
      return row ? toStationArea(row) : undefined;
    },

    /** Reads the area and locks it: `share` against retirement, `update` for retirement itself. */
    async lock(
      trx: Knex.Transaction,
      id: string,
      mode: 'share' | 'update',
    ): Promise<StationArea | undefined> {
      const query = trx('station_areas').select(COLUMNS).where({ id });
      const row = await (mode === 'share' ? query.forShare() : query.forUpdate()).first();
      return row ? toStationArea(row) : undefined;
    },

    async update(
      trx: Knex.Transaction,
      id: string,
      patch: { code?: string; name?: string },
      actor: string,
    ): Promise<void> {
      await trx('station_areas')
        .where({ id })
        .update({ ...patch, updated_at: trx.fn.now(), updated_by: actor });
    },

    async setCapabilities(
      trx: Knex.Transaction,
      id: string,
      capabilities: StationAreaCapabilities,
      actor: string,
    ): Promise<void> {
      await trx('station_areas').where({ id }).update({
        accessible: capabilities.accessible,
        max_vehicle_length_m: capabilities.maxVehicleLengthM,
        max_vehicle_height_m: capabilities.maxVehicleHeightM,
        vehicle_categories: capabilities.vehicleCategories,
        updated_at: trx.fn.now(),
        updated_by: actor,
      });
    },

    async retire(trx: Knex.Transaction, id: string, reason: string, actor: string): Promise<void> {
      await trx('station_areas').where({ id }).update({
        status: 'RETIRED',
        retirement_reason: reason,
        retired_at: trx.fn.now(),
        retired_by: actor,
        updated_at: trx.fn.now(),
        updated_by: actor,
      });
    },

    async search(
      criteria: StationAreaCriteria,
      page: PageRequest,
    ): Promise<{ rows: StationArea[]; total: number }> {
      const { rows, total } = await searchPage<StationAreaRow>(db, {
        filtered: () => {
          const query = db('station_areas').where('status', criteria.status);
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
      return { rows: rows.map(toStationArea), total };
    },
  };
}

export type StationAreaRepository = ReturnType<typeof createStationAreaRepository>;
