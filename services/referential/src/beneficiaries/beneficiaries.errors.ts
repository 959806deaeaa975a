/** Payout beneficiaries' refusals. */
import { defineConstraints, refusals } from '@transport/platform';

export const BENEFICIARY_PROBLEM_CODES = [
  'account-identifier-invalid',
  'beneficiary-period-conflict',
  'beneficiary-not-found',
] as const;
export type BeneficiaryProblemCode = (typeof BENEFICIARY_PROBLEM_CODES)[number];

const refuse = refusals<BeneficiaryProblemCode>();

export const beneficiaryErrors = {
  accountIdentifierInvalid: () =>
    refuse.unprocessable('account-identifier-invalid', 'The account identifier is not a valid IBAN.', [
      { field: 'body.accountIdentifier', message: 'is not a valid IBAN (its mod-97 checksum fails)' },
    ]),
  beneficiaryPeriodConflict: (carrierCode: string, currentFrom: string) =>
    refuse.conflict(
      'beneficiary-period-conflict',
      `The payout details of carrier ${carrierCode} in force since ${currentFrom} cannot be replaced on or before that date; history is not rewritten.`,
    ),
  beneficiaryOverlap: () =>
    refuse.conflict(
      'beneficiary-period-conflict',
      'A concurrent recording covers the same dates; read the history and retry.',
    ),
  beneficiaryNotFound: (at: string) =>
    refuse.notFound('beneficiary-not-found', `The carrier has no payout details in force on ${at}.`),
};

/** What a violation of each of the family's constraints means (ADR 0015). */
export const beneficiaryConstraints = defineConstraints({
  carrier_beneficiaries_no_overlap: {
    kind: 'exclusion',
    refuse: () => beneficiaryErrors.beneficiaryOverlap(),
  },
});
