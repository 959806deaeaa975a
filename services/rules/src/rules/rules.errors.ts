/** Rules' refusals. */
import { defineConstraints, refusals } from '@transport/platform';

export const RULE_PROBLEM_CODES = ['rule-not-found', 'rule-code-taken'] as const;
export type RuleProblemCode = (typeof RULE_PROBLEM_CODES)[number];

const refuse = refusals<RuleProblemCode>();

export const ruleErrors = {
  ruleNotFound: (id: string) => refuse.notFound('rule-not-found', `No rule has the id ${id}.`),
  ruleCodeTaken: (code: string) =>
    refuse.conflict('rule-code-taken', `A rule with the code ${code} exists already.`),
};

/** What a violation of each of the family's constraints means (ADR 0015). */
export const ruleConstraints = defineConstraints({
  rules_code_key: { kind: 'unique', refuse: (v) => ruleErrors.ruleCodeTaken(v.key.code ?? '') },
});
