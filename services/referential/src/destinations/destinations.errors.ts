/** Destinations' refusals. */
import { defineConstraints, refusals } from '@transport/platform';

export const DESTINATION_PROBLEM_CODES = [
  'destination-not-found',
  'destination-code-taken',
  'destination-retired',
] as const;
export type DestinationProblemCode = (typeof DESTINATION_PROBLEM_CODES)[number];

const refuse = refusals<DestinationProblemCode>();

export const destinationErrors = {
  destinationNotFound: (id: string) =>
    refuse.notFound('destination-not-found', `No destination has the id ${id}.`),
  destinationCodeTaken: (code: string) =>
    refuse.conflict('destination-code-taken', `A destination with the code ${code} exists already.`),
  destinationRetired: (code: string) =>
    refuse.conflict('destination-retired', `The destination ${code} is retired.`),
};

/** What a violation of each of the family's constraints means (ADR 0015). */
export const destinationConstraints = defineConstraints({
  destinations_code_key: {
    kind: 'unique',
    refuse: (v) => destinationErrors.destinationCodeTaken(v.key.code ?? ''),
  },
});
