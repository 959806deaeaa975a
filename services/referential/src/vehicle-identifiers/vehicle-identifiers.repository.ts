import type { Database } from '@transport/platform';
import { datedFamily, insertReturningId, isoTimestamp } from '@transport/platform';
import type { Knex } from 'knex';
import type { Schemas } from '../types.ts';
import { ownerOnDate } from '../vehicle-ownership.repository.ts';

export type VehicleIdentifier = Schemas['VehicleIdentifier'];
export type VehicleIdentifierTypeCode = Schemas['VehicleIdentifierTypeCode'];
export type VehicleIdentifierResolution = Schemas['VehicleIdentifierResolution'];
/** What of an identifier changes over time, one row per period (`vehicle_identifier_states`). */
export type VehicleIdentifierState = Schemas['VehicleIdentifierState'];

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

/**
 * The identifier's columns with its revocation on `on` (who revoked it: who wrote that row);
 * `period_id` null when it is not enrolled that day.
 */
const COLUMNS_ON = [
  'i.id',
  'i.vehicle_id',
  'i.identifier_type_code',
  'i.value',
  'i.enrolled_at',
  'i.enrolled_by',
  's.revoked_at',
  's.revoke_reason',
  's.id as period_id',
  's.updated_by as revoker',
];

export function createVehicleIdentifierRepository(db: Database, today: () => string) {
  const states = datedFamily<VehicleIdentifierState>(db, {
    table: 'vehicle_identifier_states',
    ownerColumn: 'identifier_id',
    fields: { revokedAt: 'revoked_at', revokeReason: 'revoke_reason' },
    today,
    todayReads: 'rows',
    record: { table: 'vehicle_identifiers', fields: ['revokedAt', 'revokeReason'] },
  });
  /** The identifiers with their revocation on `on`, as `i`. */
  const identifiersOn = (trx: Knex.Transaction | Database, on: string) =>
    states.joinAt(trx({ i: 'vehicle_identifiers' }), 'i.id', on, 's').select(COLUMNS_ON);
  type RowOn = Omit<VehicleIdentifierRow, 'revoked_by'> & {
    revoker: string | null;
    period_id: string | null;
  };
  /** The identifier, and the period in force (null when it is not enrolled that day). */
  const read = (row: RowOn | undefined) =>
    row
      ? {
          identifier: toIdentifier({ ...row, revoked_by: row.revoked_at ? row.revoker : null }),
          periodId: row.period_id,
        }
      : undefined;

  return {
    /** The identifier's enrolment and revocation over time. */
    states,

    async insert(
      trx: Knex.Transaction,
      vehicleId: string,
      input: { identifierTypeCode: VehicleIdentifierTypeCode; value: string },
      from: string,
      actor: string,
    ): Promise<string> {
      const id = await insertReturningId(trx, 'vehicle_identifiers', {
        vehicle_id: vehicleId,
        identifier_type_code: input.identifierTypeCode,
        value: input.value,
        enrolled_by: actor,
        updated_by: actor,
      });
      await states.open(trx, id, from, { revokedAt: null, revokeReason: null }, actor);
      return id;
    },

    /** The identifier as it stood on `on`, with the period in force then (null when none is). */
    async findById(
      id: string,
      on: string,
      trx: Knex.Transaction | Database = db,
    ): Promise<{ identifier: VehicleIdentifier; periodId: string | null } | undefined> {
      return read(await identifiersOn(trx, on).where('i.id', id).first());
    },

    /** Locks the identifier to change its history (its revocation is written by `states`). */
    async lock(trx: Knex.Transaction, id: string): Promise<{ value: string } | undefined> {
      return trx('vehicle_identifiers').select('value').where({ id }).forUpdate().first();
    },

    /** The vehicle's identifiers not revoked in their latest period. */
    async unrevokedOfVehicle(trx: Knex.Transaction, vehicleId: string): Promise<string[]> {
      const rows = (await trx('vehicle_identifiers')
        .select('id')
        .where({ vehicle_id: vehicleId })
        .whereNull('revoked_at')
        .forUpdate()) as { id: string }[];
      return rows.map((row) => row.id);
    },

    /** The unrevoked identifier of that type and value, with its vehicle and the owner on `on`. */
    async resolve(
      type: VehicleIdentifierTypeCode,
      value: string,
      on: string,
    ): Promise<VehicleIdentifierResolution | undefined> {
      const row = await states
        .joinAt(db('vehicle_identifiers as i'), 'i.id', on, 's')
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
        .whereNotNull('s.id')
        .whereNull('s.revoked_at')
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
