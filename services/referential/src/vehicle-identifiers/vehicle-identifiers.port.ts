/** What the other families may ask of vehicle identifiers. */
import { type Transaction, type Clock } from '@transport/platform';
import type { VehicleIdentifierRepository } from './vehicle-identifiers.repository.ts';
import { revokeIdentifierFrom } from './vehicle-identifiers.service.ts';

export interface VehicleIdentifierPort {
  /** Revokes every identifier still enrolled on the vehicle, in the caller's transaction. */
  revokeAllOfVehicle(trx: Transaction, vehicleId: string, reason: string, actor: string): Promise<void>;
}

export function createVehicleIdentifierPort(
  identifiers: VehicleIdentifierRepository,
  clock: Clock,
): VehicleIdentifierPort {
  return {
    async revokeAllOfVehicle(trx, vehicleId, reason, actor) {
      const today = clock.today();
      for (const id of await identifiers.unrevokedOfVehicle(trx, vehicleId)) {
        const identifier = (await identifiers.lock(trx, id)) as { value: string };
        // From today, or from its first day when it is enrolled ahead (revoked from the start).
        const [first] = await identifiers.states.rows(trx, id);
        const from = first && first.effectiveFrom > today ? first.effectiveFrom : today;
        await revokeIdentifierFrom(
          identifiers,
          trx,
          id,
          identifier,
          { reason, from, today, at: clock.now() },
          actor,
        );
      }
    },
  };
}
