/** Eligibility's refusals. */
import { refusals } from '@transport/platform';

export const ELIGIBILITY_PROBLEM_CODES = ['eligibility-subject-invalid', 'passage-not-found'] as const;
export type EligibilityProblemCode = (typeof ELIGIBILITY_PROBLEM_CODES)[number];

const refuse = refusals<EligibilityProblemCode>();

export const eligibilityErrors = {
  eligibilitySubjectInvalid: (side: 'query' | 'body' = 'query') =>
    refuse.unprocessable(
      'eligibility-subject-invalid',
      'Name the vehicle either by vehicleId or by identifierTypeCode and identifierValue.',
      [{ field: `${side}.vehicleId`, message: 'give vehicleId, or identifierTypeCode with identifierValue' }],
    ),
  passageNotFound: (id: string) => refuse.notFound('passage-not-found', `No passage has the id ${id}.`),
};
