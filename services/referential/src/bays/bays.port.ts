/** What the other families may ask of bays. */
import type { Transaction } from '@transport/platform';
import type { BayRepository } from './bays.repository.ts';

export interface BayPort {
  /** Whether the bay is ACTIVE and in that station area (read in the caller's transaction). */
  isActiveInArea(trx: Transaction, bayId: string, stationAreaId: string | null | undefined): Promise<boolean>;
  /** How many ACTIVE bays the area has. */
  countActiveInArea(trx: Transaction, stationAreaId: string): Promise<number>;
}

export function createBayPort(bays: BayRepository): BayPort {
  return {
    async isActiveInArea(trx, bayId, stationAreaId) {
      const bay = await bays.findById(bayId, trx);
      return bay !== undefined && bay.status === 'ACTIVE' && bay.stationAreaId === stationAreaId;
    },

    countActiveInArea: (trx, stationAreaId) => bays.countActiveInArea(trx, stationAreaId),
  };
}
