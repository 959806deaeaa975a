/** Rule versions' refusals (editing, approval, scope and effective time). */
import { refusals, type FieldError } from '@transport/platform';

export const RULE_VERSION_PROBLEM_CODES = [
  'rule-version-not-found',
  'rule-version-not-draft',
  'rule-version-illegal-transition',
  'rule-version-self-approval',
  'scope-invalid',
  'rule-version-effective-in-past',
  'effective-input-invalid',
  'effective-time-nonexistent',
] as const;
export type RuleVersionProblemCode = (typeof RULE_VERSION_PROBLEM_CODES)[number];

const refuse = refusals<RuleVersionProblemCode>();

export const ruleVersionErrors = {
  activationInPast: (effectiveAt: string) =>
    refuse.unprocessable(
      'rule-version-effective-in-past',
      `The version takes effect at ${effectiveAt}, already past: activating it rewrites the answers given since. Activate it with retroactive: true to do so.`,
      [
        {
          field: 'body.retroactive',
          message: 'must be true to activate a version whose effectiveAt is past',
        },
      ],
    ),
  ruleVersionNotFound: (id: string) =>
    refuse.notFound('rule-version-not-found', `No rule version has the id ${id}.`),
  ruleVersionNotDraft: (state: string) =>
    refuse.conflict(
      'rule-version-not-draft',
      `The rule version is ${state}; only a DRAFT version can be edited.`,
    ),
  illegalTransition: (action: string, state: string) =>
    refuse.conflict(
      'rule-version-illegal-transition',
      `A rule version in state ${state} cannot be moved by ${action}.`,
    ),
  selfApproval: (subject: string) =>
    refuse.forbidden(
      'rule-version-self-approval',
      `${subject} wrote this version (as author or last editor) and may not approve it; someone else must.`,
    ),
  scopeInvalid: (errors: FieldError[]) =>
    refuse.badRequest(
      'scope-invalid',
      `The scope does not carry the subjects of its type: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}.`,
      errors,
    ),
  effectiveInputInvalid: (errors: FieldError[]) =>
    refuse.unprocessable(
      'effective-input-invalid',
      `The effective input is not valid: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}.`,
      errors,
    ),
  effectiveTimeNonexistent: (localDateTime: string, timeZone: string) =>
    refuse.unprocessable(
      'effective-time-nonexistent',
      `${localDateTime} does not exist in ${timeZone} (the clocks skip it); give a time outside the gap.`,
      [{ field: 'body.effectiveInput.localDateTime', message: `does not exist in ${timeZone}` }],
    ),
};
