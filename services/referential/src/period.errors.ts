/** The refusal of a period that ends before it starts, shared by the effective-dated families. */
import { refusals } from '@transport/platform';

export const PERIOD_PROBLEM_CODES = ['period-invalid'] as const;
export type PeriodProblemCode = (typeof PERIOD_PROBLEM_CODES)[number];

const refuse = refusals<PeriodProblemCode>();

export const periodErrors = {
  periodInvalid: (from: string, to: string, field = 'body.effectiveTo') =>
    refuse.unprocessable('period-invalid', `The period ends on ${to}, before it starts on ${from}.`, [
      { field, message: `is before the start ${from}` },
    ]),
};
