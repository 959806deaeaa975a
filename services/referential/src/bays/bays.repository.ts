import type { Database, PageRequest } from '@transport/platform';
import {
  auditFields,
  insertReturningId,
  isoTimestampSql,
  searchPageJson,
  SORT_ORDERS,
  type StandardSort,
  whereTextMatches,
} from '@transport/platform';
import type { Knex } from 'knex';
import type { Schemas } from '../types.ts';

export type Bay = Schemas['Bay'];
export type BayStatus = Schemas['BayStatus'];
export type BayCapabilities = Schemas['BayCapabilities'];
export type BaySort = Extract<StandardSort, 'codeAsc' | 'codeDesc' | 'newest' | 'oldest'>;

interface BayRow {
  id: string;
  station_area_id: string;
  code: string;
  position: number;
  length_m: number | null;
  height_m: number | null;
  accessible: boolean;
  vehicle_categories: string[];
  status: BayStatus;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = [
  'id',
  'station_area_id',
  'code',
  'position',
  'length_m',
  'height_m',
  'accessible',
  'vehicle_categories',
  'status',
  'created_at',
  'updated_at',
];

/** A bay as the contract has it, written by Postgres from a row `p` (see `toBay`). */
const BAY_JSON = `json_build_object(
  'id', p.id, 'stationAreaId', p.station_area_id, 'code', p.code, 'position', p.position,
  'lengthM', p.length_m, 'heightM', p.height_m, 'accessible', p.accessible,
  'vehicleCategories', p.vehicle_categories, 'status', p.status,
  'createdAt', ${isoTimestampSql('p.created_at')}, 'updatedAt', ${isoTimestampSql('p.updated_at')})`;

function toBay(row: BayRow): Bay {
  return {
    id: row.id,
    stationAreaId: row.station_area_id,
    code: row.code,
    position: row.position,
    lengthM: row.length_m,
    heightM: row.height_m,
    accessible: row.accessible,
    vehicleCategories: row.vehicle_categories,
    status: row.status,
    ...auditFields(row),
  };
}

export interface BayCriteria {
  search?: string;
  stationAreaId?: string;
  status: BayStatus;
  sort: BaySort;
}

export interface BayInput {
  stationAreaId: string;
  code: string;
  position: number;
  lengthM?: number;
  heightM?: number;
}

export interface BayPatch {
  code?: string;
  position?: number;
  lengthM?: number | null;
  heightM?: number | null;
}

export function createBayRepository(db: Database) {
  return {
    async insert(trx: Knex.Transaction, input: BayInput, actor: string): Promise<string> {
      return insertReturningId(trx, 'bays', {
        station_area_id: input.stationAreaId,
        code: input.code,
        position: input.position,
        length_m: input.lengthM ?? null,
        height_m: input.heightM ?? null,
        created_by: actor,
        updated_by: actor,
      });
    },

    async findById(id: string, trx: Knex.Transaction | Database = db): Promise<Bay | undefined> {
      const row = await trx('bays').select(COLUMNS).where({ id }).first();
      return row ? toBay(row) : undefined;
    },

    async lock(trx: Knex.Transaction, id: string): Promise<Bay | undefined> {
      const row = await trx('bays').select(COLUMNS).where({ id }).forUpdate().first();
      return row ? toBay(row) : undefined;
    },

    async update(trx: Knex.Transaction, id: string, patch: BayPatch, actor: string): Promise<void> {
      const changes: Record<string, unknown> = { updated_at: trx.fn.now(), updated_by: actor };
      if (patch.code !== undefined) changes.code = patch.code;
      if (patch.position !== undefined) changes.position = patch.position;
      if (patch.lengthM !== undefined) changes.length_m = patch.lengthM;
      if (patch.heightM !== undefined) changes.height_m = patch.heightM;
      await trx('bays').where({ id }).update(changes);
    },

    async setCapabilities(
      trx: Knex.Transaction,
      id: string,
      capabilities: BayCapabilities,
      actor: string,
    ): Promise<void> {
      await trx('bays').where({ id }).update({
        length_m: capabilities.lengthM,
        height_m: capabilities.heightM,
        accessible: capabilities.accessible,
        vehicle_categories: capabilities.vehicleCategories,
        updated_at: trx.fn.now(),
        updated_by: actor,
      });
    },

    async decommission(trx: Knex.Transaction, id: string, actor: string): Promise<void> {
      await trx('bays').where({ id }).update({
        status: 'DECOMMISSIONED',
        decommissioned_at: trx.fn.now(),
        decommissioned_by: actor,
        updated_at: trx.fn.now(),
        updated_by: actor,
      });
    },

    async countActiveInArea(trx: Knex.Transaction, stationAreaId: string): Promise<number> {
      const [row] = await trx('bays')
        .where({ station_area_id: stationAreaId, status: 'ACTIVE' })
        .count<{ count: number }[]>({ count: '*' });
      return row?.count ?? 0;
    },

    /** A page of the search, as the JSON text of the answer (`searchPageJson`). */
    search(criteria: BayCriteria, page: PageRequest): Promise<string> {
      return searchPageJson(db, {
        filtered: () => {
          const query = db('bays').where('status', criteria.status);
          if (criteria.stationAreaId) query.andWhere('station_area_id', criteria.stationAreaId);
          if (criteria.search) whereTextMatches(query, criteria.search, 'code');
          return query;
        },
        columns: COLUMNS,
        order: SORT_ORDERS[criteria.sort],
        page,
        rowJson: BAY_JSON,
        textTerm: criteria.search,
      });
    },
  };
}

export type BayRepository = ReturnType<typeof createBayRepository>;
