/** What the other families may ask of stations. */
import type { Transaction } from '@transport/platform';
import { stationErrors } from './stations.errors.ts';
import type { Schemas } from '../types.ts';
import type { StationRepository } from './stations.repository.ts';

type Station = Schemas['Station'];

/** The refusals another family raises about a station it was asked for. */
export const stationRefusals = {
  stationNotFound: stationErrors.stationNotFound,
};

export interface StationPort {
  exists(id: string, trx?: Transaction): Promise<boolean>;
  /** The stations among `ids`, share-locked so that none is retired while it is being used. */
  lockMany(trx: Transaction, ids: string[]): Promise<Map<string, Station>>;
  /** Corrects the station's fields in the caller's transaction; refuses it unknown or retired. */
  correctIn(trx: Transaction, id: string, changes: Record<string, unknown>, actor: string): Promise<void>;
}

export function createStationPort(stations: StationRepository): StationPort {
  return {
    exists: async (id, trx) => (await stations.findById(id, trx)) !== undefined,

    lockMany: (trx, ids) => stations.lockMany(trx, ids),

    async correctIn(trx, id, changes, actor) {
      const station = await stations.lock(trx, id);
      if (!station) throw stationErrors.stationNotFound(id);
      if (station.status === 'RETIRED') throw stationErrors.stationRetired(station.code);
      await stations.update(trx, id, changes, actor);
    },
  };
}
