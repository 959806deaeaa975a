/** Resolution's refusals. */
import { refusals, type FieldError } from '@transport/platform';

export const RESOLUTION_PROBLEM_CODES = [
  'effective-input-invalid',
  'effective-time-nonexistent',
  'rule-version-not-resolved',
] as const;
export type ResolutionProblemCode = (typeof RESOLUTION_PROBLEM_CODES)[number];

const refuse = refusals<ResolutionProblemCode>();

export const resolutionErrors = {
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
  notResolved: (ruleId: string, at: string, what: string) =>
    refuse.notFound(
      'rule-version-not-resolved',
      `No version of the rule ${ruleId} is in force for ${what} at ${at}.`,
    ),
};
