/** Carriers' refusals, each with its stable problem code. */
import { defineConstraints, refusals } from '@transport/platform';

export const CARRIER_PROBLEM_CODES = [
  'carrier-not-found',
  'carrier-code-taken',
  'carrier-transition-refused',
  'carrier-suspension-reason-missing',
  'carrier-contact-details-erased',
] as const;
export type CarrierProblemCode = (typeof CARRIER_PROBLEM_CODES)[number];

const refuse = refusals<CarrierProblemCode>();

export const carrierErrors = {
  carrierNotFound: (id: string) => refuse.notFound('carrier-not-found', `No carrier has the id ${id}.`),
  carrierCodeNotFound: (code: string) =>
    refuse.notFound('carrier-not-found', `No carrier has the code ${code}.`),
  carrierCodeTaken: (code: string) =>
    refuse.conflict('carrier-code-taken', `A carrier with the code ${code} exists already.`),
  carrierTransitionRefused: (code: string, status: string, move: string, needed: string) =>
    refuse.conflict(
      'carrier-transition-refused',
      `The carrier ${code} is ${status}; ${move} applies only to a ${needed} carrier.`,
    ),
  carrierContactDetailsErased: (code: string) =>
    refuse.conflict(
      'carrier-contact-details-erased',
      `The carrier ${code} holds no phone number, email or address to erase (none given, or erased already).`,
    ),
  carrierSuspensionReasonMissing: () =>
    refuse.unprocessable('carrier-suspension-reason-missing', 'A SUSPENDED period needs its reason.', [
      { field: 'body.suspensionReason', message: 'is required when the status is SUSPENDED' },
    ]),
};

/** What a violation of each of the family's constraints means (ADR 0015). */
export const carrierConstraints = defineConstraints({
  carriers_code_key: { kind: 'unique', refuse: (v) => carrierErrors.carrierCodeTaken(v.key.code ?? '') },
  // Other families' rows naming a carrier that does not exist: the carrier is not found, whoever refers to it.
  line_operators_carrier_id_fkey: {
    kind: 'foreign-key',
    refuse: (v) => carrierErrors.carrierNotFound(v.key.carrier_id ?? ''),
  },
  coordination_members_carrier_id_fkey: {
    kind: 'foreign-key',
    refuse: (v) => carrierErrors.carrierNotFound(v.key.carrier_id ?? ''),
  },
  authorization_holders_carrier_id_fkey: {
    kind: 'foreign-key',
    refuse: (v) => carrierErrors.carrierNotFound(v.key.carrier_id ?? ''),
  },
});
