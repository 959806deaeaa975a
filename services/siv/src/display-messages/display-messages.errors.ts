/** Display messages' refusals. */
import { defineConstraints, refusals } from '@transport/platform';

export const DISPLAY_MESSAGE_PROBLEM_CODES = [
  'display-message-not-found',
  'display-message-code-taken',
  'display-message-not-active',
] as const;
export type DisplayMessageProblemCode = (typeof DISPLAY_MESSAGE_PROBLEM_CODES)[number];

const refuse = refusals<DisplayMessageProblemCode>();

export const displayMessageErrors = {
  displayMessageNotFound: (id: string) =>
    refuse.notFound('display-message-not-found', `No display message has the id ${id}.`),
  displayMessageCodeTaken: (code: string) =>
    refuse.conflict('display-message-code-taken', `A display message with the code ${code} exists already.`),
  displayMessageNotActive: (code: string) =>
    refuse.conflict('display-message-not-active', `The display message ${code} is retired.`),
  messageValidityEmpty: () =>
    refuse.badRequest(
      'invalid-request',
      'A message must end after it starts: validTo is not after validFrom.',
      [{ field: 'body.validTo', message: 'must be after validFrom' }],
    ),
  messageLanguageTwice: (field: string, language: string) =>
    refuse.badRequest('invalid-request', `A message has one text per language: ${language} is given twice.`, [
      { field, message: 'is given twice' },
    ]),
};

/** What a violation of each of the family's constraints means (ADR 0015). */
export const displayMessageConstraints = defineConstraints({
  display_messages_code_key: {
    kind: 'unique',
    refuse: (v) => displayMessageErrors.displayMessageCodeTaken(v.key.code ?? ''),
  },
});
