import { CATALOG_COLUMNS, toCatalogRecord, type CatalogRow, type Database } from '@transport/platform';
import type { Knex } from 'knex';
import { createDatedCatalogRepository, type RetirableState } from '../dated-catalog.ts';
import type { Schemas } from '../types.ts';

export type Station = Schemas['Station'];

const COLUMNS = [
  ...CATALOG_COLUMNS,
  'locality',
  'latitude',
  'longitude',
  'station_area_id',
  'wheelchair_boarding',
];

interface StationRow extends CatalogRow {
  locality: string | null;
  latitude: number | null;
  longitude: number | null;
  station_area_id: string | null;
  wheelchair_boarding: Station['wheelchairBoarding'];
}

function toStation(row: StationRow): Station {
  return {
    ...toCatalogRecord(row),
    locality: row.locality,
    latitude: row.latitude,
    longitude: row.longitude,
    stationAreaId: row.station_area_id,
    wheelchairBoarding: row.wheelchair_boarding,
  };
}

/** `today` names the day whose state the station's own columns project (ADR 0029). */
export function createStationRepository(db: Database, today: () => string) {
  return {
    ...createDatedCatalogRepository<Station, StationRow, RetirableState>(db, {
      table: 'stations',
      columns: COLUMNS,
      toRecord: toStation,
      states: 'station_states',
      ownerColumn: 'station_id',
      fields: {},
      today,
    }),

    /** The stations among `ids`, share-locked so that none is retired while it is being used. */
    async lockMany(trx: Knex.Transaction, ids: string[]): Promise<Map<string, Station>> {
      const rows = await trx('stations').select(COLUMNS).whereIn('id', ids).orderBy('id').forShare();
      return new Map((rows as StationRow[]).map((row) => [row.id, toStation(row)]));
    },
  };
}

export type StationRepository = ReturnType<typeof createStationRepository>;
