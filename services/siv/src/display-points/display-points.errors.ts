/** Display points' refusals (profile assignment included). */
import { defineConstraints, refusals } from '@transport/platform';

export const DISPLAY_POINT_PROBLEM_CODES = [
  'display-point-not-found',
  'display-point-code-taken',
  'display-point-not-active',
  'profile-incompatible',
  'profile-retired',
  'display-point-retired',
  'display-point-without-profile',
  'display-point-not-web-page',
  'publishing-target-invalid',
] as const;
export type DisplayPointProblemCode = (typeof DISPLAY_POINT_PROBLEM_CODES)[number];

const refuse = refusals<DisplayPointProblemCode>();

export const displayPointErrors = {
  displayPointNotFound: (id: string) =>
    refuse.notFound('display-point-not-found', `No display point has the id ${id}.`),
  displayPointCodeTaken: (code: string) =>
    refuse.conflict('display-point-code-taken', `A display point with the code ${code} exists already.`),
  displayPointNotActive: (code: string) =>
    refuse.conflict('display-point-not-active', `The display point ${code} is retired.`),
  profileIncompatible: (profileCode: string, profileKind: string, pointKind: string, accepted: string[]) =>
    refuse.unprocessable(
      'profile-incompatible',
      `The display profile ${profileCode} is of kind ${profileKind}; a ${pointKind} display point accepts ${accepted.join(', ')}.`,
    ),
  profileRetired: (profileCode: string) =>
    refuse.unprocessable(
      'profile-retired',
      `The display profile ${profileCode} is retired and can no longer be assigned.`,
    ),
  displayPointRetired: (pointCode: string) =>
    refuse.unprocessable(
      'display-point-retired',
      `The display point ${pointCode} is retired and takes no profile.`,
    ),
  displayPointWithoutProfile: (pointCode: string) =>
    refuse.conflict(
      'display-point-without-profile',
      `The display point ${pointCode} has no profile, so it shows no board; assign it one first.`,
    ),
  displayPointNotWebPage: (pointCode: string, target: string) =>
    refuse.conflict(
      'display-point-not-web-page',
      `The display point ${pointCode} is published by ${target}, not WEB_PAGE: it has no screen page.`,
    ),
  publishingTargetInvalid: (type: string, problem: string) =>
    refuse.unprocessable(
      'publishing-target-invalid',
      `The ${type} publishing target cannot be delivered to: ${problem}.`,
      [{ field: 'body.publishingTarget.address', message: problem }],
    ),
};

/** What a violation of each of the family's constraints means (ADR 0015). */
export const displayPointConstraints = defineConstraints({
  display_points_code_key: {
    kind: 'unique',
    refuse: (v) => displayPointErrors.displayPointCodeTaken(v.key.code ?? ''),
  },
  // Checked first by the service (`publishing-targets.ts`), which says why.
  display_points_publishing_target_address_check: {
    kind: 'check',
    fields: ['body.publishingTarget.address'],
    message: 'is a topic without wildcards, or an absolute directory without . or .. segments',
  },
});
