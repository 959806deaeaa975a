/** What the other families may ask of station areas: reads, and a use that a retirement waits for. */
import { lockActiveRecord, type Transaction } from '@transport/platform';
import { stationAreaErrors } from './station-areas.errors.ts';
import type { Schemas } from '../types.ts';
import type { StationAreaRepository } from './station-areas.repository.ts';

type StationArea = Schemas['StationArea'];

/** The refusals another family raises about a station area it was asked for. */
export const stationAreaRefusals = {
  stationAreaNotFound: stationAreaErrors.stationAreaNotFound,
};

export interface StationAreaPort {
  find(id: string): Promise<StationArea | undefined>;
  /** The area, or a refusal when it is unknown. */
  get(id: string): Promise<StationArea>;
  /**
   * The area, share-locked for something placed in it (uses proceed side by side, a
   * retirement waits), or a refusal when it is unknown or retired.
   */
  lockForUse(trx: Transaction, id: string): Promise<StationArea>;
}

export function createStationAreaPort(areas: StationAreaRepository): StationAreaPort {
  return {
    find: (id) => areas.findById(id),

    async get(id) {
      const area = await areas.findById(id);
      if (!area) throw stationAreaErrors.stationAreaNotFound(id);
      return area;
    },

    lockForUse: (trx, id) =>
      lockActiveRecord(
        areas,
        { notFound: stationAreaErrors.stationAreaNotFound, retired: stationAreaErrors.stationAreaRetired },
        trx,
        id,
        'share',
      ),
  };
}
