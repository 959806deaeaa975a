/** Rule domains' refusals. */
import { refusals } from '@transport/platform';

export const RULE_DOMAIN_PROBLEM_CODES = ['rule-domain-not-found'] as const;
export type RuleDomainProblemCode = (typeof RULE_DOMAIN_PROBLEM_CODES)[number];

const refuse = refusals<RuleDomainProblemCode>();

export const ruleDomainErrors = {
  ruleDomainNotFound: (code: string) =>
    refuse.notFound('rule-domain-not-found', `No rule domain has the code ${code}.`),
};
