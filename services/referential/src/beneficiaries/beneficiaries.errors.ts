/** Payout beneficiaries' refusals. */
import { defineConstraints, refusals } from '@transport/platform';

export const BENEFICIARY_PROBLEM_CODES = [
  'account-identifier-invalid',
  'beneficiary-period-conflict',
  'beneficiary-not-found',
  'beneficiary-change-not-found',
  'beneficiary-change-pending',
  'beneficiary-change-not-pending',
  'beneficiary-change-self-approval',
  'beneficiary-change-unconfirmed',
  'beneficiary-change-confirmation-by-carrier',
  'beneficiary-name-mismatch-unacknowledged',
  'payout-details-erased',
  'beneficiary-carrier-withdrawn',
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
  beneficiaryPeriodNotFound: (id: string) =>
    refuse.notFound('beneficiary-not-found', `The carrier has no payout details with the id ${id}.`),
  changeNotFound: (id: string) =>
    refuse.notFound(
      'beneficiary-change-not-found',
      `The carrier has no payout change request with the id ${id}.`,
    ),
  changePending: (pendingId?: string) =>
    refuse.conflict(
      'beneficiary-change-pending',
      pendingId
        ? `The carrier already has a pending payout change request (${pendingId}); approve, reject or let it expire first.`
        : 'The carrier already has a pending payout change request; approve, reject or let it expire first.',
    ),
  carrierWithdrawn: (carrierCode: string, on: string) =>
    refuse.conflict(
      'beneficiary-carrier-withdrawn',
      `The carrier ${carrierCode} is WITHDRAWN on ${on}: a withdrawn carrier's payout details no longer change (they are kept for the retention period, then erased).`,
    ),
  changeNotPending: (status: string) =>
    refuse.conflict(
      'beneficiary-change-not-pending',
      `The payout change request is ${status}; only a PENDING request can be approved or rejected.`,
    ),
  selfApproval: (subject: string) =>
    refuse.forbidden(
      'beneficiary-change-self-approval',
      `${subject} requested this payout change and may not approve it; someone else must.`,
    ),
  unconfirmed: () =>
    refuse.conflict(
      'beneficiary-change-unconfirmed',
      'The carrier has not confirmed this payout change request yet, and its confirmation is required before approval; the carrier confirms it with confirmBeneficiaryChange.',
    ),
  confirmationByCarrier: () =>
    refuse.forbidden(
      'beneficiary-change-confirmation-by-carrier',
      'Only the carrier confirms a change of its payout details: with a token scoped to it (claim carrier_id).',
    ),
  payoutDetailsErased: () =>
    refuse.conflict(
      'payout-details-erased',
      "The carrier's payout details were erased (on request or at the end of their retention); nothing is left to read or erase.",
    ),
  nameMismatchUnacknowledged: (holderName: string, carrierName: string) =>
    refuse.unprocessable(
      'beneficiary-name-mismatch-unacknowledged',
      `The account holder "${holderName}" is not the carrier's name "${carrierName}"; approve with acknowledgeNameMismatch once the holder is confirmed.`,
      [
        {
          field: 'body.acknowledgeNameMismatch',
          message: 'must be true to approve a holder name that differs from the carrier',
        },
      ],
    ),
};

/** What a violation of each of the family's constraints means (ADR 0015). */
export const beneficiaryConstraints = defineConstraints({
  carrier_beneficiaries_no_overlap: {
    kind: 'exclusion',
    refuse: () => beneficiaryErrors.beneficiaryOverlap(),
  },
  beneficiary_changes_one_pending: {
    kind: 'unique',
    refuse: () => beneficiaryErrors.changePending(),
  },
});
