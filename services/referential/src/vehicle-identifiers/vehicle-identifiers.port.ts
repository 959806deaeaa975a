/** What the other families may ask of vehicle identifiers. */
import type { Transaction } from '@transport/platform';
import type { VehicleIdentifierRepository } from './vehicle-identifiers.repository.ts';

export interface VehicleIdentifierPort {
  /** Revokes every identifier still enrolled on the vehicle, in the caller's transaction. */
  revokeAllOfVehicle(trx: Transaction, vehicleId: string, reason: string, actor: string): Promise<void>;
}

export function createVehicleIdentifierPort(identifiers: VehicleIdentifierRepository): VehicleIdentifierPort {
  return {
    revokeAllOfVehicle: (trx, vehicleId, reason, actor) =>
      identifiers.revokeAllOfVehicle(trx, vehicleId, reason, actor),
  };
}
