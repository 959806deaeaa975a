/** Station areas: creation, corrections and retirement (refused while bays are active). */
import { createCatalogRecords, type Database } from '@transport/platform';
import { Errors } from '../errors.ts';
import type { BayPort } from '../bays/bays.port.ts';
import {
  capabilityColumns,
  type StationArea,
  type StationAreaCapabilities,
  type StationAreaRepository,
} from './station-areas.repository.ts';

export function createStationAreaService(db: Database, areas: StationAreaRepository, bays: BayPort) {
  const catalog = createCatalogRecords(db, areas, 'station area', {
    notFound: Errors.stationAreaNotFound,
    retired: Errors.stationAreaRetired,
  });

  return {
    ...catalog.reads,

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
