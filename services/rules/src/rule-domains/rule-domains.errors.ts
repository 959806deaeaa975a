/** Rule domains' refusals (a version's content and scope type checked against its domain). */
import { refusals, type FieldError } from '@transport/platform';

export const RULE_DOMAIN_PROBLEM_CODES = [
  'rule-domain-not-found',
  'content-invalid',
  'scope-type-not-allowed',
] as const;
export type RuleDomainProblemCode = (typeof RULE_DOMAIN_PROBLEM_CODES)[number];

const refuse = refusals<RuleDomainProblemCode>();

export const ruleDomainErrors = {
  ruleDomainNotFound: (code: string) =>
    refuse.notFound('rule-domain-not-found', `No rule domain has the code ${code}.`),
  contentInvalid: (domain: string, schemaVersion: number, errors: FieldError[]) =>
    refuse.unprocessable(
      'content-invalid',
      `The content does not satisfy the schema of ${domain} (version ${schemaVersion}): ${errors
        .map((e) => `${e.field} ${e.message}`)
        .join('; ')}.`,
      errors,
    ),
  scopeTypeNotAllowed: (domain: string, type: string, allowed: readonly string[]) =>
    refuse.unprocessable(
      'scope-type-not-allowed',
      `Rules of ${domain} do not take the scope type ${type}; they take ${allowed.join(', ')}.`,
      [{ field: 'body.scope.type', message: `must be one of ${allowed.join(', ')}` }],
    ),
};
