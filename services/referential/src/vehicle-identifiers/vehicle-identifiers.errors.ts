/** Vehicle identifiers' refusals. */
import { daysOfRange, defineConstraints, refusals } from '@transport/platform';

export const VEHICLE_IDENTIFIER_PROBLEM_CODES = [
  'vehicle-identifier-not-found',
  'vehicle-identifier-taken',
  'vehicle-identifier-revoked',
] as const;
export type VehicleIdentifierProblemCode = (typeof VEHICLE_IDENTIFIER_PROBLEM_CODES)[number];

const refuse = refusals<VehicleIdentifierProblemCode>();

export const vehicleIdentifierErrors = {
  vehicleIdentifierNotFound: (id: string) =>
    refuse.notFound('vehicle-identifier-not-found', `No vehicle identifier has the id ${id}.`),
  vehicleIdentifierUnresolved: (type: string) =>
    refuse.notFound('vehicle-identifier-not-found', `No vehicle holds this ${type} identifier now.`),
  vehicleIdentifierTaken: (type: string) =>
    refuse.conflict('vehicle-identifier-taken', `This ${type} value is held by a vehicle already.`, [
      { field: 'body.value', message: 'is held by another vehicle' },
    ]),
  /**
   * The value is held by another identifier on some of the days this one would hold it: until
   * that one's revocation takes effect, or for good when it is not revoked.
   */
  vehicleIdentifierHeld: (type: string, held: { from: string; to: string | null } | undefined) =>
    refuse.conflict(
      'vehicle-identifier-taken',
      held?.to
        ? `This ${type} value is held by another vehicle until ${held.to}, the day before its revocation takes effect; it can be enrolled on this one from the day after.`
        : `This ${type} value is held by another vehicle${held ? ` from ${held.from}` : ''}, not revoked.`,
      [
        {
          field: 'body.value',
          message: held?.to ? `is held by another vehicle until ${held.to}` : 'is held by another vehicle',
        },
      ],
    ),
  vehicleIdentifierRevoked: (id: string) =>
    refuse.conflict('vehicle-identifier-revoked', `The vehicle identifier ${id} is revoked already.`),
};

/** What a violation of each of the family's constraints means (ADR 0015). */
export const vehicleIdentifierConstraints = defineConstraints({
  vehicle_identifiers_held_key: {
    kind: 'unique',
    refuse: (v) => vehicleIdentifierErrors.vehicleIdentifierTaken(v.key.identifier_type_code ?? ''),
  },
  vehicle_identifier_states_held_excl: {
    kind: 'exclusion',
    refuse: (v) =>
      vehicleIdentifierErrors.vehicleIdentifierHeld(
        v.existing.identifier_type_code ?? '',
        daysOfRange(v.existing.effective_from),
      ),
  },
});
