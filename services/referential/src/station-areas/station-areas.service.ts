/** Station areas: creation, corrections and retirement (refused while bays are active). */
import { createCatalogRecords, lockActiveRecord, type Database } from '@transport/platform';
import type { Knex } from 'knex';
import { Errors } from '../errors.ts';
import type { BayRepository } from '../bays/bays.repository.ts';
import {
  capabilityColumns,
  type StationArea,
  type StationAreaCapabilities,
  type StationAreaRepository,
} from './station-areas.repository.ts';

const AREA_REFUSALS = {
  notFound: Errors.stationAreaNotFound,
  retired: (area: StationArea) => Errors.stationAreaRetired(area.code),
};

/**
 * Locks the area a record is put in (share: records may be put in it side by side, a
 * retirement waits for them); refuses an unknown or retired area.
 */
export function requireOpenArea(areas: StationAreaRepository, trx: Knex.Transaction, id: string) {
  return lockActiveRecord(areas, AREA_REFUSALS, trx, id, 'share');
}

export function createStationAreaService(db: Database, areas: StationAreaRepository, bays: BayRepository) {
  const catalog = createCatalogRecords(db, areas, 'station area', {
    ...AREA_REFUSALS,
    codeTaken: { constraint: 'station_areas_code_key', refusal: Errors.stationAreaCodeTaken },
  });

  return {
    get: catalog.get,
    search: catalog.search,

    async getByCode(code: string): Promise<StationArea> {
      const area = await areas.findByCode(code);
      if (!area) throw Errors.stationAreaCodeNotFound(code);
      return area;
    },

    ...catalog.named,

    setCapabilities: (id: string, capabilities: StationAreaCapabilities, actor: string) =>
      catalog.change(id, actor, async () => capabilityColumns(capabilities)),

    /**
     * The update lock the retirement takes waits for bay creations holding a share lock on the
     * area, so no bay can slip in between the count and the retirement.
     */
    retire: (id: string, reason: string, actor: string) =>
      catalog.retire(id, reason, actor, async (trx, area) => {
        const active = await bays.countActiveInArea(trx, id);
        if (active > 0) throw Errors.stationAreaHasActiveBays(area.code, active);
      }),
  };
}

export type StationAreaService = ReturnType<typeof createStationAreaService>;
