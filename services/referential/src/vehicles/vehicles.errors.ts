/** Vehicles' refusals. */
import { defineConstraints, refusals } from '@transport/platform';

export const VEHICLE_PROBLEM_CODES = [
  'vehicle-not-found',
  'vehicle-registration-taken',
  'vehicle-withdrawn',
  'vehicle-lifecycle-refused',
  'vehicle-transfer-conflict',
  'vehicle-transfer-same-carrier',
] as const;
export type VehicleProblemCode = (typeof VEHICLE_PROBLEM_CODES)[number];

const refuse = refusals<VehicleProblemCode>();

export const vehicleErrors = {
  vehicleNotFound: (id: string) => refuse.notFound('vehicle-not-found', `No vehicle has the id ${id}.`),
  vehicleRegistrationTaken: (registration: string) =>
    refuse.conflict(
      'vehicle-registration-taken',
      `A vehicle in service or out of service has the registration ${registration} already; a vehicle that changed carrier is transferred by the registry (transferVehicle), not registered again.`,
    ),
  vehicleWithdrawn: (registration: string) =>
    refuse.conflict('vehicle-withdrawn', `The vehicle ${registration} is WITHDRAWN; it no longer changes.`),
  vehicleLifecycleRefused: (registration: string, state: string, target: string) =>
    refuse.conflict(
      'vehicle-lifecycle-refused',
      `The vehicle ${registration} is ${state}; it cannot move to ${target}.`,
    ),
  vehicleTransferDate: (registration: string, since: string) =>
    refuse.conflict(
      'vehicle-transfer-conflict',
      `The vehicle ${registration} has been owned by its current carrier since ${since}; a transfer must start after that date.`,
    ),
  vehicleTransferSameCarrier: (registration: string) =>
    refuse.unprocessable(
      'vehicle-transfer-same-carrier',
      `The vehicle ${registration} already belongs to that carrier.`,
    ),
};

/** What a violation of each of the family's constraints means (ADR 0015). */
export const vehicleConstraints = defineConstraints({
  vehicles_registration_key: {
    kind: 'unique',
    refuse: (v) => vehicleErrors.vehicleRegistrationTaken(v.key.registration ?? ''),
  },
  // Other families' rows naming a vehicle that does not exist: the vehicle is not found, whoever refers to it.
  authorized_vehicles_vehicle_id_fkey: {
    kind: 'foreign-key',
    refuse: (v) => vehicleErrors.vehicleNotFound(v.key.vehicle_id ?? ''),
  },
});
