/** Vehicle identifiers' refusals. */
import { defineConstraints, refusals } from '@transport/platform';

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
    refuse.conflict('vehicle-identifier-taken', `This ${type} value is held by a vehicle already.`),
  vehicleIdentifierRevoked: (id: string) =>
    refuse.conflict('vehicle-identifier-revoked', `The vehicle identifier ${id} is revoked already.`),
};

/** What a violation of each of the family's constraints means (ADR 0015). */
export const vehicleIdentifierConstraints = defineConstraints({
  vehicle_identifiers_held_key: {
    kind: 'unique',
    refuse: (v) => vehicleIdentifierErrors.vehicleIdentifierTaken(v.key.identifier_type_code ?? ''),
  },
});
