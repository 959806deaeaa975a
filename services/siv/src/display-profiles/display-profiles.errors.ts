/** Display profiles' refusals. */
import { defineConstraints, refusals } from '@transport/platform';

export const DISPLAY_PROFILE_PROBLEM_CODES = [
  'display-profile-not-found',
  'display-profile-code-taken',
  'display-profile-not-active',
  'display-profile-in-use',
] as const;
export type DisplayProfileProblemCode = (typeof DISPLAY_PROFILE_PROBLEM_CODES)[number];

const refuse = refusals<DisplayProfileProblemCode>();

export const displayProfileErrors = {
  displayProfileNotFound: (id: string) =>
    refuse.notFound('display-profile-not-found', `No display profile has the id ${id}.`),
  displayProfileCodeTaken: (code: string) =>
    refuse.conflict('display-profile-code-taken', `A display profile with the code ${code} exists already.`),
  displayProfileNotActive: (code: string) =>
    refuse.conflict('display-profile-not-active', `The display profile ${code} is retired.`),
  displayProfileInUse: (code: string, count: number) =>
    refuse.conflict(
      'display-profile-in-use',
      `The display profile ${code} is assigned to ${count} active display point(s); assign them another profile first.`,
    ),
  fallbackTextRequired: (field: string) =>
    refuse.badRequest('invalid-request', `${field} is required when the fallback content type is TEXT.`, [
      { field, message: 'is required when type is TEXT' },
    ]),
  fallbackTextNotAllowed: (field: string, type: string) =>
    refuse.badRequest('invalid-request', `${field} is only taken with the fallback content type TEXT.`, [
      { field, message: `must be absent when type is ${type}` },
    ]),
};

/** What a violation of each of the family's constraints means (ADR 0015). */
export const displayProfileConstraints = defineConstraints({
  display_profiles_code_key: {
    kind: 'unique',
    refuse: (v) => displayProfileErrors.displayProfileCodeTaken(v.key.code ?? ''),
  },
});
