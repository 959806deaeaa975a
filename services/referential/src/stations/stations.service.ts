/** Stations: places where services call, optionally inside a station area; retired for good. */
import {
  assertPrecondition,
  pageOf,
  type Database,
  type Page,
  type PageRequest,
  type Precondition,
} from '@transport/platform';
import { Errors } from '../errors.ts';
import type { CatalogCriteria } from '../catalogs/catalog.repository.ts';
import type { StationAreaPort } from '../station-areas/station-areas.port.ts';
import type { Schemas } from '../types.ts';
import type { Station, StationRepository } from './stations.repository.ts';

type StationCorrection = Schemas['StationCorrection'];

export function createStationService(db: Database, stations: StationRepository, areas: StationAreaPort) {
  return {
    create(input: Schemas['StationCreate'], actor: string): Promise<string> {
      return db.transaction(async (trx) => {
        if (input.stationAreaId) await areas.lockForUse(trx, input.stationAreaId);
        return stations.insert(
          trx,
          {
            code: input.code,
            name: input.name,
            locality: input.locality ?? null,
            latitude: input.latitude ?? null,
            longitude: input.longitude ?? null,
            station_area_id: input.stationAreaId ?? null,
          },
          actor,
        );
      });
    },

    async get(id: string): Promise<Station> {
      const station = await stations.findById(id);
      if (!station) throw Errors.stationNotFound(id);
      return station;
    },

    async search(criteria: CatalogCriteria, page: PageRequest): Promise<Page<Station>> {
      const { rows, total } = await stations.search(criteria, page);
      return pageOf(page, rows, total);
    },

    correct(id: string, patch: StationCorrection, actor: string, wanted?: Precondition): Promise<Station> {
      return db.transaction(async (trx) => {
        const station = await stations.lock(trx, id);
        if (!station) throw Errors.stationNotFound(id);
        if (station.status === 'RETIRED') throw Errors.stationRetired(station.code);
        assertPrecondition(wanted, station, 'station');
        if (patch.stationAreaId) await areas.lockForUse(trx, patch.stationAreaId);
        const columns: Record<keyof StationCorrection, string> = {
          code: 'code',
          name: 'name',
          locality: 'locality',
          latitude: 'latitude',
          longitude: 'longitude',
          stationAreaId: 'station_area_id',
        };
        const changes: Record<string, unknown> = {};
        for (const [field, column] of Object.entries(columns)) {
          const value = patch[field as keyof StationCorrection];
          if (value !== undefined) changes[column] = value;
        }
        await stations.update(trx, id, changes, actor);
        return (await stations.findById(id, trx)) as Station;
      });
    },

    retire(id: string, reason: string, actor: string): Promise<Station> {
      return db.transaction(async (trx) => {
        const station = await stations.lock(trx, id);
        if (!station) throw Errors.stationNotFound(id);
        if (station.status === 'RETIRED') throw Errors.stationRetired(station.code);
        await stations.retire(trx, id, reason, actor);
        return (await stations.findById(id, trx)) as Station;
      });
    },
  };
}

export type StationService = ReturnType<typeof createStationService>;
