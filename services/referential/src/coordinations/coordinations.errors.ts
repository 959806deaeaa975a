/** Coordinations' refusals. */
import { defineConstraints, refusals } from '@transport/platform';

export const COORDINATION_PROBLEM_CODES = [
  'coordination-not-found',
  'coordination-code-taken',
  'coordination-retired',
  'coordination-membership-not-found',
  'coordination-membership-overlaps',
  'coordination-membership-ended',
] as const;
export type CoordinationProblemCode = (typeof COORDINATION_PROBLEM_CODES)[number];

const refuse = refusals<CoordinationProblemCode>();

export const coordinationErrors = {
  coordinationNotFound: (id: string) =>
    refuse.notFound('coordination-not-found', `No coordination has the id ${id}.`),
  coordinationCodeTaken: (code: string) =>
    refuse.conflict('coordination-code-taken', `A coordination with the code ${code} exists already.`),
  coordinationRetired: (code: string) =>
    refuse.conflict('coordination-retired', `The coordination ${code} is retired.`),
  coordinationMembershipNotFound: (id: string) =>
    refuse.notFound(
      'coordination-membership-not-found',
      `The coordination has no membership with the id ${id}.`,
    ),
  coordinationMembershipOverlaps: (carrierId: string) =>
    refuse.conflict(
      'coordination-membership-overlaps',
      `The carrier ${carrierId} is already a member of this coordination during part of that period.`,
    ),
  coordinationMembershipEnded: (effectiveTo: string) =>
    refuse.conflict('coordination-membership-ended', `The membership has ended already, on ${effectiveTo}.`),
};

/** What a violation of each of the family's constraints means (ADR 0015). */
export const coordinationConstraints = defineConstraints({
  coordinations_code_key: {
    kind: 'unique',
    refuse: (v) => coordinationErrors.coordinationCodeTaken(v.key.code ?? ''),
  },
  coordination_members_no_overlap: {
    kind: 'exclusion',
    refuse: (v) => coordinationErrors.coordinationMembershipOverlaps(v.key.carrier_id ?? ''),
  },
  coordination_members_period_check: {
    kind: 'check',
    fields: ['body.effectiveTo'],
    message: 'is on or after effectiveFrom',
  },
});
