/**
 * Identifiers enrolled on vehicles. A type and value belong to at most one vehicle at a time
 * (a partial unique index over identifiers not revoked in their latest period); a revoked
 * identifier stays readable and its value can be enrolled again. Enrolment and revocation are
 * effective-dated (`vehicle_identifier_states`): each applies from a date, today or later,
 * reads answer any date, a revocation still to come can be cancelled, and the history is
 * corrected only by the correction modes.
 */
import { recordReason, type Database, type Transaction, type Clock } from '@transport/platform';
import { historyRefusals, periodErrors } from '../period.errors.ts';
import { vehicleIdentifierErrors } from './vehicle-identifiers.errors.ts';
import { revocation } from '../revocations.ts';
import type { VehiclePort } from '../vehicles/vehicles.port.ts';
import type {
  VehicleIdentifier,
  VehicleIdentifierRepository,
  VehicleIdentifierResolution,
  VehicleIdentifierTypeCode,
} from './vehicle-identifiers.repository.ts';

const what = (identifier: { value: string }) => `the identifier ${identifier.value}`;

/**
 * Revokes the identifier from `from` (today or later) in the caller's transaction, the
 * identifier locked; refused when it is revoked on that date already.
 */
export async function revokeIdentifierFrom(
  identifiers: VehicleIdentifierRepository,
  trx: Transaction,
  id: string,
  identifier: { value: string },
  change: { reason: string; from: string; today: string; at: Date },
  actor: string,
): Promise<void> {
  await identifiers.states.writes(historyRefusals(what(identifier))).change(
    trx,
    id,
    { from: change.from, today: change.today },
    revocation(change.reason, () => vehicleIdentifierErrors.vehicleIdentifierRevoked(id), change.at),
    actor,
  );
}

export function createVehicleIdentifierService(
  db: Database,
  identifiers: VehicleIdentifierRepository,
  vehicles: VehiclePort,
  clock: Clock,
) {
  const today = () => clock.today();

  /** The identifier's enrolment and revocation over time: timeline, cancellations, corrections. */
  const history = identifiers.states.history({
    async lock(trx, id) {
      const identifier = await identifiers.lock(trx, id);
      if (!identifier) throw vehicleIdentifierErrors.vehicleIdentifierNotFound(id);
      return identifier;
    },
    async get(id) {
      if (!(await identifiers.findById(id, today())))
        throw vehicleIdentifierErrors.vehicleIdentifierNotFound(id);
    },
    refusals: (identifier) => historyRefusals(what(identifier)),
  });

  return {
    /** The dated history: timeline, cancellations and corrections. */
    dated: history,

    /** Enrols the identifier from `effectiveFrom` (today by default, never before). */
    async enrol(
      vehicleId: string,
      input: { identifierTypeCode: VehicleIdentifierTypeCode; value: string; effectiveFrom?: string },
      actor: string,
    ): Promise<string> {
      const value = input.value.trim();
      const from = input.effectiveFrom ?? today();
      const refuse = historyRefusals(`the identifier ${value}`);
      if (from < today()) throw refuse.inPast(from, today());
      const { identifierTypeCode } = input;
      return db.transaction(async (trx) => {
        // A share lock: enrolments proceed side by side, a withdrawal waits for them.
        await vehicles.lockForUse(trx, vehicleId);
        return identifiers.insert(trx, vehicleId, { identifierTypeCode, value }, from, actor);
      });
    },

    /** The identifier as it stood on `at` (today by default); before its enrolment, no state. */
    async get(id: string, at?: string): Promise<VehicleIdentifier> {
      const on = at ?? today();
      const found = await identifiers.findById(id, on);
      if (!found) throw vehicleIdentifierErrors.vehicleIdentifierNotFound(id);
      if (found.periodId === null) throw periodErrors.historyNoState(what(found.identifier), on, 'query.at');
      return found.identifier;
    },

    async resolve(input: {
      identifierTypeCode: VehicleIdentifierTypeCode;
      value: string;
    }): Promise<VehicleIdentifierResolution> {
      const found = await identifiers.resolve(input.identifierTypeCode, input.value.trim(), today());
      if (!found) throw vehicleIdentifierErrors.vehicleIdentifierUnresolved(input.identifierTypeCode);
      return found;
    },

    /** Revokes the identifier from `effectiveFrom` (today by default, never before). */
    revoke(id: string, reason: string, actor: string, effectiveFrom?: string): Promise<VehicleIdentifier> {
      const from = effectiveFrom ?? today();
      return history.write(id, async (trx, identifier) => {
        await recordReason(trx, reason);
        await revokeIdentifierFrom(
          identifiers,
          trx,
          id,
          identifier,
          { reason, from, today: today(), at: clock.now() },
          actor,
        );
        return ((await identifiers.findById(id, from, trx)) as { identifier: VehicleIdentifier }).identifier;
      });
    },
  };
}

export type VehicleIdentifierService = ReturnType<typeof createVehicleIdentifierService>;
