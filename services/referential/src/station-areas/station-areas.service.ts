/** Station areas: creation, corrections and retirement (refused while bays are active). */
import { createCatalogRecords, type Database, type Precondition } from '@transport/platform';
import { Errors } from '../errors.ts';
import type { BayRepository } from '../bays/bays.repository.ts';
import {
  capabilityColumns,
  type StationArea,
  type StationAreaCapabilities,
  type StationAreaRepository,
} from './station-areas.repository.ts';

export function createStationAreaService(db: Database, areas: StationAreaRepository, bays: BayRepository) {
  const catalog = createCatalogRecords(db, areas, 'station area', {
    notFound: Errors.stationAreaNotFound,
    retired: (area) => Errors.stationAreaRetired(area.code),
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

    create: (input: { code: string; name: string }, actor: string) =>
      catalog.create(input.code, actor, () => ({ code: input.code, name: input.name })),

    correct: (id: string, patch: { code?: string; name?: string }, actor: string, wanted?: Precondition) =>
      catalog.correct(id, patch.code, actor, wanted, async () => patch),

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
