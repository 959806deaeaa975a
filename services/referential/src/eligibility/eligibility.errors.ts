/** Eligibility's refusals. */
import { refusals } from '@transport/platform';

export const ELIGIBILITY_PROBLEM_CODES = ['eligibility-subject-invalid'] as const;
export type EligibilityProblemCode = (typeof ELIGIBILITY_PROBLEM_CODES)[number];

const refuse = refusals<EligibilityProblemCode>();

export const eligibilityErrors = {
  eligibilitySubjectInvalid: () =>
    refuse.unprocessable(
      'eligibility-subject-invalid',
      'Name the vehicle either by vehicleId or by identifierTypeCode and identifierValue.',
      [{ field: 'query.vehicleId', message: 'give vehicleId, or identifierTypeCode with identifierValue' }],
    ),
};
