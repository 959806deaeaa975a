/** Station areas: creation, corrections and retirement (refused while bays are active). */
import {
  assertPrecondition,
  pageOf,
  type Database,
  type Page,
  type PageRequest,
  type Precondition,
} from '@transport/platform';
import { Errors } from '../errors.ts';
import type { BayPort } from '../bays/bays.port.ts';
import type {
  StationArea,
  StationAreaCapabilities,
  StationAreaCriteria,
  StationAreaRepository,
} from './station-areas.repository.ts';

export function createStationAreaService(db: Database, areas: StationAreaRepository, bays: BayPort) {
  return {
    create(input: { code: string; name: string }, actor: string): Promise<string> {
      return areas.insert(db, input, actor);
    },

    async get(id: string): Promise<StationArea> {
      const area = await areas.findById(id);
      if (!area) throw Errors.stationAreaNotFound(id);
      return area;
    },

    async getByCode(code: string): Promise<StationArea> {
      const area = await areas.findByCode(code);
      if (!area) throw Errors.stationAreaCodeNotFound(code);
      return area;
    },

    async search(criteria: StationAreaCriteria, page: PageRequest): Promise<Page<StationArea>> {
      const { rows, total } = await areas.search(criteria, page);
      return pageOf(page, rows, total);
    },

    correct(
      id: string,
      patch: { code?: string; name?: string },
      actor: string,
      wanted?: Precondition,
    ): Promise<StationArea> {
      return db.transaction(async (trx) => {
        const area = await areas.lock(trx, id, 'update');
        if (!area) throw Errors.stationAreaNotFound(id);
        if (area.status === 'RETIRED') throw Errors.stationAreaRetired(area.code);
        assertPrecondition(wanted, area, 'station area');
        await areas.update(trx, id, patch, actor);
        return (await areas.findById(id, trx)) as StationArea;
      });
    },

    setCapabilities(id: string, capabilities: StationAreaCapabilities, actor: string): Promise<StationArea> {
      return db.transaction(async (trx) => {
        const area = await areas.lock(trx, id, 'update');
        if (!area) throw Errors.stationAreaNotFound(id);
        if (area.status === 'RETIRED') throw Errors.stationAreaRetired(area.code);
        await areas.setCapabilities(trx, id, capabilities, actor);
        return (await areas.findById(id, trx)) as StationArea;
      });
    },

    async retire(id: string, reason: string, actor: string): Promise<void> {
      await db.transaction(async (trx) => {
        // The update lock waits for bay creations holding a share lock on the area, so no bay
        // can slip in between the count and the retirement.
        const area = await areas.lock(trx, id, 'update');
        if (!area) throw Errors.stationAreaNotFound(id);
        if (area.status === 'RETIRED') throw Errors.stationAreaRetired(area.code);
        const active = await bays.countActiveInArea(trx, id);
        if (active > 0) throw Errors.stationAreaHasActiveBays(area.code, active);
        await areas.retire(trx, id, reason, actor);
      });
    },
  };
}

export type StationAreaService = ReturnType<typeof createStationAreaService>;
