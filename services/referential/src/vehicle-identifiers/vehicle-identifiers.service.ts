/**
 * Identifiers enrolled on vehicles. A type and value belong to at most one vehicle at a time
 * (a partial unique index over unrevoked identifiers); a revoked identifier stays readable
 * and its value can be enrolled again.
 */
import { todayIn, type Database } from '@transport/platform';
import { Errors } from '../errors.ts';
import type { VehiclePort } from '../vehicles/vehicles.port.ts';
import type {
  VehicleIdentifier,
  VehicleIdentifierRepository,
  VehicleIdentifierResolution,
  VehicleIdentifierTypeCode,
} from './vehicle-identifiers.repository.ts';

export function createVehicleIdentifierService(
  db: Database,
  identifiers: VehicleIdentifierRepository,
  vehicles: VehiclePort,
  timeZone: string,
) {
  return {
    async enrol(
      vehicleId: string,
      input: { identifierTypeCode: VehicleIdentifierTypeCode; value: string },
      actor: string,
    ): Promise<string> {
      const value = input.value.trim();
      return db.transaction(async (trx) => {
        // A share lock: enrolments proceed side by side, a withdrawal waits for them.
        await vehicles.lockForUse(trx, vehicleId);
        return identifiers.insert(trx, vehicleId, { ...input, value }, actor);
      });
    },

    async get(id: string): Promise<VehicleIdentifier> {
      const identifier = await identifiers.findById(id);
      if (!identifier) throw Errors.vehicleIdentifierNotFound(id);
      return identifier;
    },

    async resolve(input: {
      identifierTypeCode: VehicleIdentifierTypeCode;
      value: string;
    }): Promise<VehicleIdentifierResolution> {
      const found = await identifiers.resolve(
        input.identifierTypeCode,
        input.value.trim(),
        todayIn(timeZone),
      );
      if (!found) throw Errors.vehicleIdentifierUnresolved(input.identifierTypeCode);
      return found;
    },

    revoke(id: string, reason: string, actor: string): Promise<VehicleIdentifier> {
      return db.transaction(async (trx) => {
        const identifier = await identifiers.lock(trx, id);
        if (!identifier) throw Errors.vehicleIdentifierNotFound(id);
        if (identifier.revokedAt) throw Errors.vehicleIdentifierRevoked(id);
        await identifiers.revoke(trx, id, reason, actor);
        return (await identifiers.findById(id, trx)) as VehicleIdentifier;
      });
    },
  };
}

export type VehicleIdentifierService = ReturnType<typeof createVehicleIdentifierService>;
