import type { Database, PageRequest } from '@transport/platform';
import { isoTimestamp, likePattern } from '@transport/platform';
import type { Knex } from 'knex';
import type { Schemas } from '../types.ts';

export type StationArea = Schemas['StationArea'];
export type StationAreaStatus = Schemas['StationAreaStatus'];
export type StationAreaSort = 'codeAsc' | 'codeDesc' | 'nameAsc' | 'newest' | 'oldest';

interface StationAreaRow {
  id: string;
  code: string;
  name: string;
  status: StationAreaStatus;
  retirement_reason: string | null;
  retired_at: Date | null;
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
  'created_at',
  'updated_at',
];

function toStationArea(row: StationAreaRow): StationArea {
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

const ORDER: Record<StationAreaSort, [string, 'asc' | 'desc'][]> = {
  codeAsc: [
    ['code', 'asc'],
    ['id', 'asc'],
  ],
  codeDesc: [
    ['code', 'desc'],
    ['id', 'desc'],
  ],
  nameAsc: [
    ['name', 'asc'],
    ['id', 'asc'],
  ],
  newest: [
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
  oldest: [
    ['created_at', 'asc'],
    ['id', 'asc'],
  ],
};

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
      const filtered = () => {
        const query = db('station_areas').where('status', criteria.status);
        if (criteria.search) {
          const pattern = likePattern(criteria.search);
          query.andWhere((q) => q.whereILike('code', pattern).orWhereILike('name', pattern));
        }
        return query;
      };
      const [rows, [count]] = await Promise.all([
        page.size === 0
          ? Promise.resolve([])
          : filtered()
              .select(COLUMNS)
              .orderBy(ORDER[criteria.sort].map(([column, order]) => ({ column, order })))
              .limit(page.size)
              .offset(page.page * page.size),
        filtered().count<{ count: number }[]>({ count: '*' }),
      ]);
      return { rows: (rows as StationAreaRow[]).map(toStationArea), total: count?.count ?? 0 };
    },
  };
}

export type StationAreaRepository = ReturnType<typeof createStationAreaRepository>;
