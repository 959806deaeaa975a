/** Vehicle permits' refusals (recording, import, expiry watches). */
import { defineConstraints, refusals } from '@transport/platform';

export const VEHICLE_PERMIT_PROBLEM_CODES = [
  'vehicle-permit-not-found',
  'vehicle-permit-number-taken',
  'vehicle-permit-revoked',
  'vehicle-permit-period-invalid',
  'permit-expiry-cursor-invalid',
  'permit-expiry-watch-not-found',
  'permit-import-rejected',
] as const;
export type VehiclePermitProblemCode = (typeof VEHICLE_PERMIT_PROBLEM_CODES)[number];

const refuse = refusals<VehiclePermitProblemCode>();

export const vehiclePermitErrors = {
  vehiclePermitNotFound: (id: string) =>
    refuse.notFound('vehicle-permit-not-found', `No vehicle permit has the id ${id}.`),
  vehiclePermitNumberTaken: (kind: string, number: string) =>
    refuse.conflict(
      'vehicle-permit-number-taken',
      `A ${kind} permit numbered ${number} is recorded already.`,
    ),
  permitImportRaced: () =>
    refuse.conflict(
      'vehicle-permit-number-taken',
      'A concurrent request recorded a permit number of this file while it was imported; nothing was written. Import it again to see which lines.',
    ),
  permitImportRejected: (errorCount: number) =>
    refuse.unprocessable(
      'permit-import-rejected',
      `The file has ${errorCount} error(s); nothing was written.`,
    ),
  vehiclePermitRevoked: (number: string) =>
    refuse.conflict('vehicle-permit-revoked', `The permit ${number} is revoked already.`),
  vehiclePermitPeriodInvalid: () =>
    refuse.unprocessable('vehicle-permit-period-invalid', 'validUntil comes before validFrom.', [
      { field: 'body.validUntil', message: 'is before validFrom' },
    ]),
  permitExpiryWatchNotFound: (id: string) =>
    refuse.notFound('permit-expiry-watch-not-found', `No permit expiry watch has the id ${id}.`),
  permitExpiryCursorInvalid: () =>
    refuse.unprocessable('permit-expiry-cursor-invalid', 'The cursor is not one this service issued.', [
      { field: 'query.since', message: 'is not a cursor returned by a previous read' },
    ]),
};

/** What a violation of each of the family's constraints means (ADR 0015). */
export const vehiclePermitConstraints = defineConstraints({
  vehicle_permits_number_key: {
    kind: 'unique',
    refuse: (v) => vehiclePermitErrors.vehiclePermitNumberTaken(v.key.kind ?? '', v.key.permit_number ?? ''),
  },
  vehicle_permits_validity_check: {
    kind: 'check',
    fields: ['body.validUntil'],
    message: 'is on or after validFrom',
  },
});
