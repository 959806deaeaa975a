/** Resolution's refusals. */
import { refusals } from '@transport/platform';

export const RESOLUTION_PROBLEM_CODES = ['rule-version-not-resolved'] as const;
export type ResolutionProblemCode = (typeof RESOLUTION_PROBLEM_CODES)[number];

const refuse = refusals<ResolutionProblemCode>();

export const resolutionErrors = {
  notResolved: (ruleId: string, at: string, what: string) =>
    refuse.notFound(
      'rule-version-not-resolved',
      `No version of the rule ${ruleId} is in force for ${what} at ${at}.`,
    ),
};
