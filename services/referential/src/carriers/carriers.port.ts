/** What the other families may ask of carriers. */
import type { Transaction } from '@transport/platform';
import { carrierErrors } from './carriers.errors.ts';
import type { Schemas } from '../types.ts';
import type { CarrierRepository, CarrierState } from './carriers.repository.ts';

type Carrier = Schemas['Carrier'];

export interface CarrierPort {
  /** Refuses an unknown carrier. */
  requireExists(id: string): Promise<void>;
  exists(id: string, trx: Transaction): Promise<boolean>;
  /**
   * The carrier, locked in the caller's transaction (`share` to attach something to it,
   * `update` to serialise changes of one carrier), or a refusal when it is unknown.
   */
  lockForUse(trx: Transaction, id: string, mode: 'share' | 'update'): Promise<Carrier>;
  /** The carrier's status period in force on `date`, if any. */
  statusOn(id: string, date: string): Promise<{ id: string; state: CarrierState } | undefined>;
  /** Corrects the carrier's fields in the caller's transaction; refuses an unknown carrier. */
  correctIn(trx: Transaction, id: string, fields: Schemas['CarrierCorrection'], actor: string): Promise<void>;
}

export function createCarrierPort(carriers: CarrierRepository): CarrierPort {
  async function lockForUse(trx: Transaction, id: string, mode: 'share' | 'update'): Promise<Carrier> {
    const carrier = await carriers.lock(trx, id, mode);
    if (!carrier) throw carrierErrors.carrierNotFound(id);
    return carrier;
  }

  return {
    async requireExists(id) {
      if (!(await carriers.findById(id))) throw carrierErrors.carrierNotFound(id);
    },

    exists: async (id, trx) => (await carriers.findById(id, trx)) !== undefined,

    lockForUse,

    statusOn: (id, date) => carriers.states.at(id, date),

    async correctIn(trx, id, fields, actor) {
      await lockForUse(trx, id, 'update');
      await carriers.update(trx, id, fields, actor);
    },
  };
}
