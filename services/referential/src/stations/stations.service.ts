/**
 * Stations: places where services call, optionally inside a station area; retired for good,
 * from a date (ADR 0029).
 */
import { type Database, type Precondition, type Clock } from '@transport/platform';
import { stationErrors } from './stations.errors.ts';
import { createDatedCatalog } from '../dated-catalog.ts';
import type { StationAreaPort } from '../station-areas/station-areas.port.ts';
import type { Schemas } from '../types.ts';
import type { Station, StationRepository } from './stations.repository.ts';

type StationCorrection = Schemas['StationCorrection'];

/** Station fields of the contract and the column holding each. */
const COLUMNS: Record<keyof StationCorrection, string> = {
  code: 'code',
  name: 'name',
  locality: 'locality',
  latitude: 'latitude',
  longitude: 'longitude',
  stationAreaId: 'station_area_id',
  wheelchairBoarding: 'wheelchair_boarding',
};

export function createStationService(
  db: Database,
  stations: StationRepository,
  areas: StationAreaPort,
  clock: Clock,
) {
  const catalog = createDatedCatalog(
    db,
    stations,
    {
      what: 'station',
      notFound: stationErrors.stationNotFound,
      retired: stationErrors.stationRetired,
      first: {},
    },
    clock,
  );

  return {
    get: catalog.get,
    search: catalog.search,
    dated: catalog.dated,

    create(input: Schemas['StationCreate'], actor: string): Promise<string> {
      return catalog.create(actor, async (trx) => {
        if (input.stationAreaId) await areas.lockForUse(trx, input.stationAreaId);
        return {
          code: input.code,
          name: input.name,
          locality: input.locality ?? null,
          latitude: input.latitude ?? null,
          longitude: input.longitude ?? null,
          station_area_id: input.stationAreaId ?? null,
          wheelchair_boarding: input.wheelchairBoarding ?? 'UNKNOWN',
        };
      });
    },

    correct(id: string, patch: StationCorrection, actor: string, wanted?: Precondition): Promise<Station> {
      return catalog.correct(id, actor, wanted, async (trx) => {
        if (patch.stationAreaId) await areas.lockForUse(trx, patch.stationAreaId);
        const changes: Record<string, unknown> = {};
        for (const [field, column] of Object.entries(COLUMNS)) {
          const value = patch[field as keyof StationCorrection];
          if (value !== undefined) changes[column] = value;
        }
        return changes;
      });
    },

    retire: (id: string, reason: string, actor: string, effectiveFrom?: string) =>
      catalog.retire(id, reason, actor, effectiveFrom),
  };
}

export type StationService = ReturnType<typeof createStationService>;
