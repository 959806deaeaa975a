import {
  CATALOG_COLUMNS,
  catalogRecordWith,
  createCatalogRepository,
  type CatalogRow,
  type Database,
} from '@transport/platform';
import type { Knex } from 'knex';
import type { DisplayKind, DisplayStatus, Schemas } from '../types.ts';

export type DisplayPoint = Schemas['DisplayPoint'];
type PublishingTarget = Schemas['PublishingTarget'];

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

interface DisplayPointRow extends CatalogRow<DisplayStatus> {
  kind: DisplayKind;
  station_area_code: string;
  bay_code: string | null;
  publishing_target_type: PublishingTarget['type'];
  publishing_target_address: string;
  profile_id: string | null;
}

const COLUMNS = [
  ...CATALOG_COLUMNS,
  'kind',
  'station_area_code',
  'bay_code',
  'publishing_target_type',
  'publishing_target_address',
  'profile_id',
];

function toPoint(row: DisplayPointRow): DisplayPoint {
  return catalogRecordWith(row, {
    kind: row.kind,
    location: { stationAreaCode: row.station_area_code, bayCode: row.bay_code },
    publishingTarget: { type: row.publishing_target_type, address: row.publishing_target_address },
    profileId: row.profile_id,
  });
}

/** The changes given, as columns. */
export function patchColumns(patch: DisplayPointPatch): Record<string, unknown> {
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

/** A new point's columns. */
export function pointColumns(input: DisplayPointInput): Record<string, unknown> {
  return {
    ...patchColumns(input),
    kind: input.kind,
    profile_id: input.profile?.id ?? null,
    profile_kind: input.profile?.kind ?? null,
  };
}

export function createDisplayPointRepository(db: Database) {
  return {
    ...createCatalogRepository(db, { table: 'display_points', columns: COLUMNS, toRecord: toPoint }),

    async countActiveWithProfile(trx: Knex.Transaction, profileId: string): Promise<number> {
      const [row] = await trx('display_points')
        .where({ profile_id: profileId, status: 'ACTIVE' })
        .count<{ count: number }[]>({ count: '*' });
      return row?.count ?? 0;
    },
  };
}

export type DisplayPointRepository = ReturnType<typeof createDisplayPointRepository>;
