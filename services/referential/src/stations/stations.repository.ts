import type { Database } from '@transport/platform';
import { isoTimestamp } from '@transport/platform';
import type { Knex } from 'knex';
import type { Schemas } from '../types.ts';
import { createCatalogRepository } from '../catalogs/catalog.repository.ts';

export type Station = Schemas['Station'];

const COLUMNS = [
  'id',
  'code',
  'name',
  'locality',
  'latitude',
  'longitude',
  'station_area_id',
  'status',
  'retirement_reason',
  'retired_at',
  'created_at',
  'updated_at',
];

interface StationRow {
  id: string;
  code: string;
  name: string;
  locality: string | null;
  latitude: number | null;
  longitude: number | null;
  station_area_id: string | null;
  status: 'ACTIVE' | 'RETIRED';
  retirement_reason: string | null;
  retired_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

function toStation(row: StationRow): Station {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    locality: row.locality,
    latitude: row.latitude,
    longitude: row.longitude,
    stationAreaId: row.station_area_id,
    status: row.status,
    retirementReason: row.retirement_reason,
    retiredAt: isoTimestamp(row.retired_at),
    createdAt: isoTimestamp(row.created_at) as string,
    updatedAt: isoTimestamp(row.updated_at) as string,
  };
}

export function createStationRepository(db: Database) {
  return {
    ...createCatalogRepository(db, { table: 'stations', columns: COLUMNS, toRecord: toStation }),

    /** The stations among `ids`, share-locked so that none is retired while it is being used. */
    async lockMany(trx: Knex.Transaction, ids: string[]): Promise<Map<string, Station>> {
      const rows = await trx('stations').select(COLUMNS).whereIn('id', ids).orderBy('id').forShare();
      return new Map((rows as StationRow[]).map((row) => [row.id, toStation(row)]));
    },

    async idsInArea(stationAreaId: string): Promise<string[]> {
      const rows = await db('stations').select('id').where({ station_area_id: stationAreaId });
      return rows.map((row: { id: string }) => row.id);
    },
  };
}

export type StationRepository = ReturnType<typeof createStationRepository>;
