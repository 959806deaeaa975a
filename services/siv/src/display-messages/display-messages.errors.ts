/** Display messages' refusals. */
import { defineConstraints, refusals } from '@transport/platform';

export const DISPLAY_MESSAGE_PROBLEM_CODES = [
  'display-message-not-found',
  'display-message-code-taken',
  'display-message-not-active',
  'display-message-validity-empty',
  'display-message-language-twice',
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
  // Rules between fields that no schema says: 422, so that a body valid against the schema is
  // never a 400.
  messageValidityEmpty: () =>
    refuse.unprocessable(
      'display-message-validity-empty',
      'A message must end after it starts: validTo is not after validFrom.',
      [{ field: 'body.validTo', message: 'must be after validFrom' }],
    ),
  messageLanguageTwice: (field: string, language: string) =>
    refuse.unprocessable(
      'display-message-language-twice',
      `A message has one text per language: ${language} is given twice.`,
      [{ field, message: 'is given twice' }],
    ),
};

/** What a violation of each of the family's constraints means (ADR 0015). */
export const displayMessageConstraints = defineConstraints({
  display_messages_code_key: {
    kind: 'unique',
    refuse: (v) => displayMessageErrors.displayMessageCodeTaken(v.key.code ?? ''),
  },
});
