/** Bays' refusals. */
import { defineConstraints, refusals } from '@transport/platform';

export const BAY_PROBLEM_CODES = ['bay-not-found', 'bay-code-taken', 'bay-decommissioned'] as const;
export type BayProblemCode = (typeof BAY_PROBLEM_CODES)[number];

const refuse = refusals<BayProblemCode>();

export const bayErrors = {
  bayNotFound: (id: string) => refuse.notFound('bay-not-found', `No bay has the id ${id}.`),
  bayCodeTaken: (code: string) =>
    refuse.conflict('bay-code-taken', `An active bay of this station area has the code ${code} already.`),
  bayDecommissioned: (code: string) =>
    refuse.conflict('bay-decommissioned', `The bay ${code} is decommissioned.`),
};

/** What a violation of each of the family's constraints means (ADR 0015). */
export const bayConstraints = defineConstraints({
  bays_active_code_key: { kind: 'unique', refuse: (v) => bayErrors.bayCodeTaken(v.key.code ?? '') },
});
