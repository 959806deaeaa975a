/** What the other families may ask of bays. */
import type { Transaction } from '@transport/platform';
import type { BayRepository } from './bays.repository.ts';
import { historyRefusals } from '../period.errors.ts';

export interface BayPort {
  /** Whether the bay is ACTIVE and in that station area (read in the caller's transaction). */
  isActiveInArea(trx: Transaction, bayId: string, stationAreaId: string | null | undefined): Promise<boolean>;
  /** How many ACTIVE bays the area has. */
  countActiveInArea(trx: Transaction, stationAreaId: string): Promise<number>;
  /**
   * Sets the bay's step-free boarding (`accessible`) from `from` (today or later), carried onto
   * the changes already recorded after it, as `setBayCapabilities` does (a GTFS import, ADR 0091).
   */
  setStepFree(
    trx: Transaction,
    bayId: string,
    accessible: boolean,
    on: { from: string; today: string },
    actor: string,
  ): Promise<void>;
}

export function createBayPort(bays: BayRepository): BayPort {
  return {
    async isActiveInArea(trx, bayId, stationAreaId) {
      const bay = await bays.findById(bayId, trx);
      return bay !== undefined && bay.status === 'ACTIVE' && bay.stationAreaId === stationAreaId;
    },

    countActiveInArea: (trx, stationAreaId) => bays.countActiveInArea(trx, stationAreaId),

    async setStepFree(trx, bayId, accessible, { from, today }, actor) {
      await bays.states
        .writes(historyRefusals(`the bay ${bayId}`))
        .change(trx, bayId, { from, today, override: true }, () => ({ accessible }), actor);
    },
  };
}
