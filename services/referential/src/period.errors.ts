/**
 * The refusals of effective-dated periods and dated histories, shared by the effective-dated
 * families: a period that ends before it starts, and the refusals of dated changes and
 * corrections (`DatedStateRefusals`), each naming the field at fault.
 */
import { refusals, type DatedStateRefusals } from '@transport/platform';

export const PERIOD_PROBLEM_CODES = [
  'period-invalid',
  'history-change-in-past',
  'history-change-scheduled',
  'history-no-state',
  'history-row-not-found',
  'history-row-in-force',
  'history-row-overlaps',
  'history-record-retired',
  'history-retirement-reason-missing',
  'timetable-change-in-past',
] as const;
export type PeriodProblemCode = (typeof PERIOD_PROBLEM_CODES)[number];

const refuse = refusals<PeriodProblemCode>();

export const periodErrors = {
  periodInvalid: (from: string, to: string, field = 'body.effectiveTo') =>
    refuse.unprocessable('period-invalid', `The period ends on ${to}, before it starts on ${from}.`, [
      { field, message: `is before the start ${from}` },
    ]),
  historyChangeInPast: (what: string, from: string, today: string, field = 'body.effectiveFrom') =>
    refuse.unprocessable(
      'history-change-in-past',
      `A change of ${what} from ${from} is dated before today (${today}); a past date is a correction of its history.`,
      [
        {
          field,
          message:
            field === 'body.effectiveFrom'
              ? `is before today ${today}`
              : `changes a day before today ${today}`,
        },
      ],
    ),
  historyChangeScheduled: (what: string, from: string, next: string) =>
    refuse.conflict(
      'history-change-scheduled',
      `A change of ${what} from ${next} is recorded after ${from}; cancel it, or insert this change before it as a correction.`,
    ),
  historyNoState: (what: string, date: string, field: string) =>
    refuse.unprocessable('history-no-state', `Nothing of ${what} is in force on ${date}.`, [
      { field, message: 'names a day with no state of the record' },
    ]),
  historyRecordRetired: (what: string, date: string, status: string) =>
    refuse.unprocessable(
      'history-record-retired',
      `On ${date}, ${what} is ${status}; a change from that date would apply to a retired record.`,
      [{ field: 'body.effectiveFrom', message: `is a day on which the record is ${status}` }],
    ),
  historyRetirementReasonMissing: () =>
    refuse.unprocessable('history-retirement-reason-missing', 'A RETIRED period needs its reason.', [
      { field: 'body.retirementReason', message: 'is required when the status is RETIRED' },
    ]),
  historyRowNotFound: (what: string, id: string) =>
    refuse.notFound('history-row-not-found', `No period of ${what} has the id ${id}.`),
  historyRowInForce: (what: string, from: string, today: string) =>
    refuse.conflict(
      'history-row-in-force',
      `The period of ${what} from ${from} is in force or past (today is ${today}); only a change still to come is cancelled.`,
    ),
  /**
   * A timetable write (a revision published, an exception added or withdrawn, a GTFS feed
   * published) that would change how a day already past is rebuilt, without `retroactive`.
   */
  timetableChangeInPast: (what: string, date: string, today: string, field = 'body.retroactive') =>
    refuse.unprocessable(
      'timetable-change-in-past',
      `${what} changes ${date}, before today (${today}): past days stay as they were published. Say retroactive: true to correct them knowingly.`,
      [{ field, message: `is required to change ${date}, before today ${today}` }],
    ),
  historyRowOverlaps: (
    what: string,
    field: string,
    date: string,
    other: { effectiveFrom: string; effectiveTo: string | null },
  ) =>
    refuse.unprocessable(
      'history-row-overlaps',
      `On ${date}, ${what} would have two periods: another runs from ${other.effectiveFrom} to ${other.effectiveTo ?? '(open)'}.`,
      [{ field, message: `overlaps the period from ${other.effectiveFrom}` }],
    ),
};

/** The refusals of a record's dated history, `what` naming the record (`carrier CR-1`). */
export function historyRefusals(what: string): DatedStateRefusals {
  return {
    inPast: (from, today, field) => periodErrors.historyChangeInPast(what, from, today, field),
    scheduled: (from, next) => periodErrors.historyChangeScheduled(what, from, next),
    noState: (date, field) => periodErrors.historyNoState(what, date, field),
    retired: (date, status) => periodErrors.historyRecordRetired(what, date, status),
    rowNotFound: (id) => periodErrors.historyRowNotFound(what, id),
    notScheduled: (from, today) => periodErrors.historyRowInForce(what, from, today),
    overlaps: (field, date, other) => periodErrors.historyRowOverlaps(what, field, date, other),
    invalid: (from, to, field) => periodErrors.periodInvalid(from, to, field),
  };
}

/**
 * Refuses a timetable write that reaches `date`, before `today`, unless it says `retroactive`:
 * past days stay as they were published (ADR 0032).
 */
export function keepPastDays(change: {
  what: string;
  date: string;
  today: string;
  retroactive: boolean | undefined;
  field?: string;
}): void {
  if (change.date < change.today && change.retroactive !== true)
    throw periodErrors.timetableChangeInPast(change.what, change.date, change.today, change.field);
}
