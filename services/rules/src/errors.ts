/** The rules service's refusals, each with its stable problem code. */
import {
  AppError,
  BadRequestError,
  ConflictError,
  NotFoundError,
  UnprocessableError,
  type FieldError,
} from '@transport/platform';

export const Errors = {
  ruleDomainNotFound: (code: string) =>
    new NotFoundError('rule-domain-not-found', `No rule domain has the code ${code}.`),
  ruleNotFound: (id: string) => new NotFoundError('rule-not-found', `No rule has the id ${id}.`),
  ruleCodeTaken: (code: string) =>
    new ConflictError('rule-code-taken', `A rule with the code ${code} exists already.`),
  ruleVersionNotFound: (id: string) =>
    new NotFoundError('rule-version-not-found', `No rule version has the id ${id}.`),
  ruleVersionNotDraft: (state: string) =>
    new ConflictError(
      'rule-version-not-draft',
      `The rule version is ${state}; only a DRAFT version can be edited.`,
    ),
  illegalTransition: (action: string, state: string) =>
    new ConflictError(
      'rule-version-illegal-transition',
      `A rule version in state ${state} cannot be moved by ${action}.`,
    ),
  selfApproval: (subject: string) =>
    new AppError(
      403,
      'rule-version-self-approval',
      `${subject} wrote this version (as author or last editor) and may not approve it; someone else must.`,
    ),
  contentInvalid: (domain: string, schemaVersion: number, errors: FieldError[]) =>
    new UnprocessableError(
      'content-invalid',
      `The content does not satisfy the schema of ${domain} (version ${schemaVersion}): ${errors
        .map((e) => `${e.field} ${e.message}`)
        .join('; ')}.`,
      errors,
    ),
  scopeTypeNotAllowed: (domain: string, type: string, allowed: readonly string[]) =>
    new UnprocessableError(
      'scope-type-not-allowed',
      `Rules of ${domain} do not take the scope type ${type}; they take ${allowed.join(', ')}.`,
      [{ field: 'body.scope.type', message: `must be one of ${allowed.join(', ')}` }],
    ),
  scopeInvalid: (errors: FieldError[]) =>
    new BadRequestError(
      'scope-invalid',
      `The scope does not carry the subjects of its type: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}.`,
      errors,
    ),
  effectiveInputInvalid: (errors: FieldError[]) =>
    new BadRequestError(
      'effective-input-invalid',
      `The effective input is not valid: ${errors.map((e) => `${e.field} ${e.message}`).join('; ')}.`,
      errors,
    ),
  effectiveTimeNonexistent: (localDateTime: string, timeZone: string) =>
    new UnprocessableError(
      'effective-time-nonexistent',
      `${localDateTime} does not exist in ${timeZone} (the clocks skip it); give a time outside the gap.`,
      [{ field: 'body.effectiveInput.localDateTime', message: `does not exist in ${timeZone}` }],
    ),
  notResolved: (ruleId: string, at: string, what: string) =>
    new NotFoundError(
      'rule-version-not-resolved',
      `No version of the rule ${ruleId} is in force for ${what} at ${at}.`,
    ),
};
