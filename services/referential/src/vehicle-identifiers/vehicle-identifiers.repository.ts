import type { Database } from '@transport/platform';
import { insertReturningId, isoTimestamp } from '@transport/platform';
import type { Knex } from 'knex';
import type { Schemas } from '../types.ts';
import { ownerOnDate } from '../vehicle-ownership.repository.ts';

export type VehicleIdentifier = Schemas['VehicleIdentifier'];
export type VehicleIdentifierTypeCode = Schemas['VehicleIdentifierTypeCode'];
export type VehicleIdentifierResolution = Schemas['VehicleIdentifierResolution'];

interface VehicleIdentifierRow {
  id: string;
  vehicle_id: string;
  identifier_type_code: VehicleIdentifierTypeCode;
  value: string;
  enrolled_at: Date;
  enrolled_by: string;
  revoked_at: Date | null;
  revoked_by: string | null;
  revoke_reason: string | null;
}

function toIdentifier(row: VehicleIdentifierRow): VehicleIdentifier {
  return {
    id: row.id,
    vehicleId: row.vehicle_id,
    identifierTypeCode: row.identifier_type_code,
    value: row.value,
    enrolledAt: isoTimestamp(row.enrolled_at) as string,
    enrolledBy: row.enrolled_by,
    revokedAt: isoTimestamp(row.revoked_at),
    revokedBy: row.revoked_by,
    revokeReason: row.revoke_reason,
  };
}

export function createVehicleIdentifierRepository(db: Database) {
  return {
    async insert(
      trx: Knex.Transaction,
      vehicleId: string,
      input: { identifierTypeCode: VehicleIdentifierTypeCode; value: string },
      actor: string,
    ): Promise<string> {
      return insertReturningId(trx, 'vehicle_identifiers', {
        vehicle_id: vehicleId,
        identifier_type_code: input.identifierTypeCode,
        value: input.value,
        enrolled_by: actor,
      });
    },

    async findById(
      id: string,
      trx: Knex.Transaction | Database = db,
    ): Promise<VehicleIdentifier | undefined> {
      const row = await trx('vehicle_identifiers').where({ id }).first();
      return row ? toIdentifier(row) : undefined;
    },

    async lock(trx: Knex.Transaction, id: string): Promise<VehicleIdentifier | undefined> {
      const row = await trx('vehicle_identifiers').where({ id }).forUpdate().first();
      return row ? toIdentifier(row) : undefined;
    },

    async revoke(trx: Knex.Transaction, id: string, reason: string, actor: string): Promise<void> {
      await trx('vehicle_identifiers')
        .where({ id })
        .update({ revoked_at: trx.fn.now(), revoked_by: actor, revoke_reason: reason });
    },

    async revokeAllOfVehicle(
      trx: Knex.Transaction,
      vehicleId: string,
      reason: string,
      actor: string,
    ): Promise<void> {
      await trx('vehicle_identifiers')
        .where({ vehicle_id: vehicleId })
        .whereNull('revoked_at')
        .update({ revoked_at: trx.fn.now(), revoked_by: actor, revoke_reason: reason });
    },

    /** The unrevoked identifier of that type and value, with its vehicle and the owner on `on`. */
    async resolve(
      type: VehicleIdentifierTypeCode,
      value: string,
      on: string,
    ): Promise<VehicleIdentifierResolution | undefined> {
      const row = await db('vehicle_identifiers as i')
        .join('vehicles as v', 'v.id', 'i.vehicle_id')
        .select(
          'i.id',
          'i.identifier_type_code',
          'i.value',
          'i.enrolled_at',
          'v.id as vehicle_id',
          'v.registration',
          'v.lifecycle',
          ownerOnDate(db, on),
        )
        .where('i.identifier_type_code', type)
        .whereRaw('upper(i.value) = upper(?)', [value])
        .whereNull('i.revoked_at')
        .first();
      if (!row) return undefined;
      return {
        identifierId: row.id,
        identifierTypeCode: row.identifier_type_code,
        value: row.value,
        vehicleId: row.vehicle_id,
        registration: row.registration,
        carrierId: row.carrier_id,
        lifecycle: row.lifecycle,
        enrolledAt: isoTimestamp(row.enrolled_at) as string,
      };
    },
  };
}

export type VehicleIdentifierRepository = ReturnType<typeof createVehicleIdentifierRepository>;
