/** Transport authorizations' refusals (declaration, holders, authorized vehicles and lines). */
import { defineConstraints, refusals } from '@transport/platform';

export const AUTHORIZATION_PROBLEM_CODES = [
  'transport-authorization-not-found',
  'authorization-number-taken',
  'authorization-category-unknown',
  'authorization-transition-refused',
  'authorization-status-reason-missing',
  'authorization-withdrawn',
  'authorization-holder-conflict',
  'authorization-holder-outside-validity',
  'dossier-not-found',
  'authorized-vehicle-overlaps',
  'authorized-line-overlaps',
  'authorized-period-not-found',
  'authorized-period-ended',
] as const;
export type AuthorizationProblemCode = (typeof AUTHORIZATION_PROBLEM_CODES)[number];

const refuse = refusals<AuthorizationProblemCode>();

export const authorizationErrors = {
  transportAuthorizationNotFound: (id: string) =>
    refuse.notFound('transport-authorization-not-found', `No transport authorization has the id ${id}.`),
  authorizationNumberTaken: (serie: string, number: string) =>
    refuse.conflict(
      'authorization-number-taken',
      `An authorization numbered ${number} in the serie ${serie} is declared already.`,
    ),
  authorizationCategoryUnknown: (codes: string[]) =>
    refuse.unprocessable(
      'authorization-category-unknown',
      `No vehicle category has the code ${codes.join(', ')}.`,
      codes.map(() => ({
        field: 'body.categories',
        message: 'names a code not in the vehicle-category catalog',
      })),
    ),
  authorizationStatusReasonMissing: () =>
    refuse.unprocessable(
      'authorization-status-reason-missing',
      'A SUSPENDED or WITHDRAWN period needs its reason.',
      [{ field: 'body.statusReason', message: 'is required when the status is SUSPENDED or WITHDRAWN' }],
    ),
  authorizationTransitionRefused: (number: string, status: string, move: string) =>
    refuse.conflict(
      'authorization-transition-refused',
      `The authorization ${number} is ${status}; ${move} does not apply.`,
    ),
  authorizationWithdrawn: (number: string) =>
    refuse.conflict('authorization-withdrawn', `The authorization ${number} is withdrawn.`),
  authorizationHolderConflict: (number: string, currentFrom: string) =>
    refuse.conflict(
      'authorization-holder-conflict',
      `The authorization ${number} has been held since ${currentFrom}; a new holder must start after that date (history is not rewritten).`,
    ),
  authorizationHolderOverlap: () =>
    refuse.conflict(
      'authorization-holder-conflict',
      'A concurrent assignment covers the same dates; read the holders and retry.',
    ),
  authorizationHolderOutsideValidity: (number: string, validUntil: string) =>
    refuse.unprocessable(
      'authorization-holder-outside-validity',
      `The authorization ${number} is valid until ${validUntil}; it cannot be held from a later date.`,
      [{ field: 'body.effectiveFrom', message: `is after the authorization's validUntil ${validUntil}` }],
    ),
  dossierNotFound: (id: string) =>
    refuse.notFound('dossier-not-found', `No authorization dossier has the id ${id}.`),
  authorizedVehicleOverlaps: () =>
    refuse.conflict(
      'authorized-vehicle-overlaps',
      'The vehicle is already under this authorization during part of that period.',
    ),
  authorizedLineOverlaps: () =>
    refuse.conflict(
      'authorized-line-overlaps',
      'The authorization already covers this line during part of that period.',
    ),
  authorizedPeriodNotFound: (id: string) =>
    refuse.notFound('authorized-period-not-found', `No authorized vehicle or line period has the id ${id}.`),
  authorizedPeriodEnded: (effectiveTo: string) =>
    refuse.conflict('authorized-period-ended', `The period has ended already, on ${effectiveTo}.`),
};

/** What a violation of each of the family's constraints means (ADR 0015). */
export const authorizationConstraints = defineConstraints({
  transport_authorizations_number_key: {
    kind: 'unique',
    refuse: (v) => authorizationErrors.authorizationNumberTaken(v.key.serie ?? '', v.key.number ?? ''),
  },
  authorization_holders_no_overlap: {
    kind: 'exclusion',
    refuse: () => authorizationErrors.authorizationHolderOverlap(),
  },
  authorized_vehicles_no_overlap: {
    kind: 'exclusion',
    refuse: () => authorizationErrors.authorizedVehicleOverlaps(),
  },
  authorized_lines_no_overlap: {
    kind: 'exclusion',
    refuse: () => authorizationErrors.authorizedLineOverlaps(),
  },
  // A holder, vehicle or line named by a correction of a link's period and unknown.
});
