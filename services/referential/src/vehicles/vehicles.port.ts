/** What the other families may ask of vehicles. */
import { type Transaction, type Clock } from '@transport/platform';
import { periodErrors } from '../period.errors.ts';
import { vehicleErrors } from './vehicles.errors.ts';
import type { Schemas } from '../types.ts';
import type { VehicleRepository } from './vehicles.repository.ts';

type Vehicle = Schemas['Vehicle'];

/** The refusals another family raises about a vehicle it was asked for. */
export const vehicleRefusals = {
  vehicleNotFound: vehicleErrors.vehicleNotFound,
};

export interface VehiclePort {
  /** The vehicle as it stands on `date` (its owner that day). */
  findOn(id: string, date: string): Promise<Vehicle | undefined>;
  /** The id of the vehicle's period in force on `date`, if any. */
  periodOn(id: string, date: string): Promise<string | undefined>;
  /**
   * The vehicle as it stands today, share-locked to attach something to it (attachments
   * proceed side by side, a withdrawal waits), or a refusal when it is unknown or withdrawn;
   * with `from`, a later day on which it is withdrawn is refused too, naming the day.
   */
  lockForUse(trx: Transaction, id: string, from?: string): Promise<Vehicle>;
}

export function createVehiclePort(vehicles: VehicleRepository, clock: Clock): VehiclePort {
  return {
    findOn: (id, date) => vehicles.findById(id, date),

    periodOn: async (id, date) => (await vehicles.states.at(id, date))?.id,

    async lockForUse(trx, id, from) {
      const today = clock.today();
      const vehicle = await vehicles.lock(trx, id, today, 'share');
      if (!vehicle) throw vehicleErrors.vehicleNotFound(id);
      if (vehicle.lifecycle === 'WITHDRAWN') throw vehicleErrors.vehicleWithdrawn(vehicle.registration);
      if (from !== undefined && from > today) {
        const then = await vehicles.lock(trx, id, from, 'share');
        if (then?.lifecycle === 'WITHDRAWN')
          throw periodErrors.historyRecordRetired(`the vehicle ${vehicle.registration}`, from, 'WITHDRAWN');
      }
      return vehicle;
    },
  };
}
