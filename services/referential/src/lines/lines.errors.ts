/** Lines' refusals (operators, itineraries). */
import { defineConstraints, refusals, type FieldError } from '@transport/platform';

export const LINE_PROBLEM_CODES = [
  'line-not-found',
  'line-code-taken',
  'line-retired',
  'line-transition-invalid',
  'line-not-active',
  'line-operator-not-found',
  'line-operator-overlaps',
  'line-operator-ended',
  'itinerary-not-found',
  'itinerary-invalid',
  'itinerary-not-of-line',
] as const;
export type LineProblemCode = (typeof LINE_PROBLEM_CODES)[number];

const refuse = refusals<LineProblemCode>();

export const lineErrors = {
  lineNotFound: (id: string) => refuse.notFound('line-not-found', `No line has the id ${id}.`),
  lineCodeTaken: (code: string) =>
    refuse.conflict('line-code-taken', `A line with the code ${code} exists already.`),
  lineRetired: (code: string) => refuse.conflict('line-retired', `The line ${code} is retired.`),
  lineTransitionInvalid: (code: string, status: string, move: string) =>
    refuse.conflict('line-transition-invalid', `The line ${code} is ${status}; ${move} does not apply.`),
  lineNotActive: (code: string, status: string) =>
    refuse.conflict(
      'line-not-active',
      `The line ${code} is ${status}; a schedule is activated only on an ACTIVE line.`,
    ),
  lineOperatorNotFound: (id: string) =>
    refuse.notFound('line-operator-not-found', `The line has no operating period with the id ${id}.`),
  lineOperatorOverlaps: (carrierId: string) =>
    refuse.conflict(
      'line-operator-overlaps',
      `The carrier ${carrierId} already operates this line during part of that period.`,
    ),
  lineOperatorEnded: (effectiveTo: string) =>
    refuse.conflict('line-operator-ended', `The operating period has ended already, on ${effectiveTo}.`),
  itineraryNotFound: (id: string) =>
    refuse.notFound('itinerary-not-found', `The line has no itinerary with the id ${id}.`),
  itineraryInvalid: (detail: string, errors: FieldError[]) =>
    refuse.unprocessable('itinerary-invalid', detail, errors),
  itineraryNotOfLine: (itineraryId: string) =>
    refuse.unprocessable('itinerary-not-of-line', `The itinerary ${itineraryId} is not one of the line's.`, [
      { field: 'body.itineraryId', message: 'is not an itinerary of the line' },
    ]),
};

/** What a violation of each of the family's constraints means (ADR 0015). */
export const lineConstraints = defineConstraints({
  lines_code_key: { kind: 'unique', refuse: (v) => lineErrors.lineCodeTaken(v.key.code ?? '') },
  line_operators_no_overlap: {
    kind: 'exclusion',
    refuse: (v) => lineErrors.lineOperatorOverlaps(v.key.carrier_id ?? ''),
  },
  line_operators_period_check: {
    kind: 'check',
    fields: ['body.effectiveTo'],
    message: 'is on or after effectiveFrom',
  },
  // Other families' rows naming a line that does not exist: the line is not found, whoever refers to it.
  authorized_lines_line_id_fkey: {
    kind: 'foreign-key',
    refuse: (v) => lineErrors.lineNotFound(v.key.line_id ?? ''),
  },
});
