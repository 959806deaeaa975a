import type { Database, PageRequest } from '@transport/platform';
import { isoTimestamp, likePattern, searchPage, SORT_ORDERS } from '@transport/platform';
import type { Knex } from 'knex';
import type { DisplayKind, DisplaySortOrder, DisplayStatus, Schemas } from '../types.ts';

export type DisplayPoint = Schemas['DisplayPoint'];
export type PublishingTarget = Schemas['PublishingTarget'];

/** A location as confirmed by the registry, with its codes spelled as the registry spells them. */
export interface CheckedLocation {
  stationAreaCode: string;
  bayCode: string | null;
}

export interface DisplayPointInput {
  code: string;
  name: string;
  kind: DisplayKind;
  location: CheckedLocation;
  publishingTarget: PublishingTarget;
  profile?: { id: string; kind: DisplayKind };
}

export interface DisplayPointPatch {
  code?: string;
  name?: string;
  location?: CheckedLocation;
  publishingTarget?: PublishingTarget;
}

interface DisplayPointRow {
  id: string;
  code: string;
  name: string;
  kind: DisplayKind;
  station_area_code: string;
  bay_code: string | null;
  publishing_target_type: PublishingTarget['type'];
  publishing_target_address: string;
  profile_id: string | null;
  status: DisplayStatus;
  retirement_reason: string | null;
  retired_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = [
  'id',
  'code',
  'name',
  'kind',
  'station_area_code',
  'bay_code',
  'publishing_target_type',
  'publishing_target_address',
  'profile_id',
  'status',
  'retirement_reason',
  'retired_at',
  'created_at',
  'updated_at',
];

function toPoint(row: DisplayPointRow): DisplayPoint {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    kind: row.kind,
    location: { stationAreaCode: row.station_area_code, bayCode: row.bay_code },
    publishingTarget: { type: row.publishing_target_type, address: row.publishing_target_address },
    profileId: row.profile_id,
    status: row.status,
    retirementReason: row.retirement_reason,
    retiredAt: isoTimestamp(row.retired_at),
    createdAt: isoTimestamp(row.created_at) as string,
    updatedAt: isoTimestamp(row.updated_at) as string,
  };
}

export interface DisplayPointCriteria {
  search?: string;
  code?: string;
  kind?: DisplayKind;
  status: DisplayStatus;
  stationAreaCode?: string;
  bayCode?: string;
  profileId?: string;
  sort: DisplaySortOrder;
}

function patchColumns(patch: DisplayPointPatch): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  if (patch.code !== undefined) columns.code = patch.code;
  if (patch.name !== undefined) columns.name = patch.name;
  if (patch.location !== undefined) {
    columns.station_area_code = patch.location.stationAreaCode;
    columns.bay_code = patch.location.bayCode;
  }
  if (patch.publishingTarget !== undefined) {
    columns.publishing_target_type = patch.publishingTarget.type;
    columns.publishing_target_address = patch.publishingTarget.address;
  }
  return columns;
}

export function createDisplayPointRepository(db: Database) {
  return {
    async insert(trx: Knex.Transaction, input: DisplayPointInput, actor: string): Promise<string> {
      const [row] = await trx('display_points')
        .insert({
          ...patchColumns(input),
          kind: input.kind,
          profile_id: input.profile?.id ?? null,
          profile_kind: input.profile?.kind ?? null,
          created_by: actor,
          updated_by: actor,
        })
        .returning('id');
      return (row as { id: string }).id;
    },

    async findById(id: string, trx: Knex.Transaction | Database = db): Promise<DisplayPoint | undefined> {
      const row = await trx('display_points').select(COLUMNS).where({ id }).first();
      return row ? toPoint(row) : undefined;
    },

    async lock(trx: Knex.Transaction, id: string): Promise<DisplayPoint | undefined> {
      const row = await trx('display_points').select(COLUMNS).where({ id }).forUpdate().first();
      return row ? toPoint(row) : undefined;
    },

    async update(trx: Knex.Transaction, id: string, patch: DisplayPointPatch, actor: string): Promise<void> {
      await trx('display_points')
        .where({ id })
        .update({ ...patchColumns(patch), updated_at: trx.fn.now(), updated_by: actor });
    },

    async assignProfile(
      trx: Knex.Transaction,
      id: string,
      profile: { id: string; kind: DisplayKind },
      actor: string,
    ): Promise<void> {
      await trx('display_points').where({ id }).update({
        profile_id: profile.id,
        profile_kind: profile.kind,
        updated_at: trx.fn.now(),
        updated_by: actor,
      });
    },

    async retire(trx: Knex.Transaction, id: string, reason: string, actor: string): Promise<void> {
      await trx('display_points').where({ id }).update({
        status: 'RETIRED',
        retirement_reason: reason,
        retired_at: trx.fn.now(),
        retired_by: actor,
        updated_at: trx.fn.now(),
        updated_by: actor,
      });
    },

    async countActiveWithProfile(trx: Knex.Transaction, profileId: string): Promise<number> {
      const [row] = await trx('display_points')
        .where({ profile_id: profileId, status: 'ACTIVE' })
        .count<{ count: number }[]>({ count: '*' });
      return row?.count ?? 0;
    },

    async search(
      criteria: DisplayPointCriteria,
      page: PageRequest,
    ): Promise<{ rows: DisplayPoint[]; total: number }> {
      const { rows, total } = await searchPage<DisplayPointRow>(db, {
        filtered: () => {
          const query = db('display_points').where('status', criteria.status);
          if (criteria.code) query.andWhereRaw('upper(code) = upper(?)', [criteria.code]);
          if (criteria.kind) query.andWhere('kind', criteria.kind);
          if (criteria.stationAreaCode)
            query.andWhereRaw('upper(station_area_code) = upper(?)', [criteria.stationAreaCode]);
          if (criteria.bayCode) query.andWhereRaw('upper(bay_code) = upper(?)', [criteria.bayCode]);
          if (criteria.profileId) query.andWhere('profile_id', criteria.profileId);
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
      return { rows: rows.map(toPoint), total };
    },
  };
}

export type DisplayPointRepository = ReturnType<typeof createDisplayPointRepository>;
