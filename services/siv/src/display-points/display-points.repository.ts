import {
  CATALOG_COLUMNS,
  catalogRecordWith,
  createCatalogRepository,
  type CatalogRow,
  type Database,
} from '@transport/platform';
import { createHash, timingSafeEqual } from 'node:crypto';
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

/** A screen key as stored: its SHA-256, so that the database holds nothing that opens a page. */
function screenKeyHash(key: string): Buffer {
  return createHash('sha256').update(key).digest();
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

    async screenKeyMatches(id: string, key: string): Promise<boolean> {
      const row = await db('display_points')
        .where({ id, publishing_target_type: 'WEB_PAGE' })
        .first<{ screen_key_hash: Buffer | null }>('screen_key_hash');
      const stored = row?.screen_key_hash;
      return stored != null && timingSafeEqual(stored, screenKeyHash(key));
    },

    /**
     * One active point with a profile for each board the active points show (a station area, a
     * bay or none, a profile, a kind): the boards a replica warms before it says it is ready.
     */
    async oneOfEachBoard(): Promise<string[]> {
      const rows = await db('display_points')
        .distinctOn('station_area_code', 'bay_code', 'profile_id', 'kind')
        .where({ status: 'ACTIVE' })
        .whereNotNull('profile_id')
        .orderBy(['station_area_code', 'bay_code', 'profile_id', 'kind', 'code'])
        .select<{ id: string }[]>('id');
      return rows.map((row) => row.id);
    },

    /** Replaces the point's screen key (its hash), answering when it was replaced. */
    async setScreenKey(trx: Knex.Transaction, id: string, key: string, actor: string): Promise<string> {
      const [row] = await trx('display_points')
        .where({ id })
        .update({
          screen_key_hash: screenKeyHash(key),
          screen_key_rotated_at: trx.fn.now(),
          updated_at: trx.fn.now(),
          updated_by: actor,
        })
        .returning<{ screen_key_rotated_at: Date }[]>('screen_key_rotated_at');
      return (row as { screen_key_rotated_at: Date }).screen_key_rotated_at.toISOString();
    },
  };
}

export type DisplayPointRepository = ReturnType<typeof createDisplayPointRepository>;
