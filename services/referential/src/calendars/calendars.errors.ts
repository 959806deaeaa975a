/** Service calendars' refusals. */
import { defineConstraints, refusals } from '@transport/platform';

export const CALENDAR_PROBLEM_CODES = [
  'calendar-not-found',
  'calendar-code-taken',
  'calendar-exception-outside-range',
  'calendar-exception-exists',
  'calendar-exception-not-found',
  'calendar-swap-invalid',
] as const;
export type CalendarProblemCode = (typeof CALENDAR_PROBLEM_CODES)[number];

const refuse = refusals<CalendarProblemCode>();

export const calendarErrors = {
  calendarNotFound: (id: string) =>
    refuse.notFound('calendar-not-found', `No service calendar has the id ${id}.`),
  calendarCodeTaken: (code: string) =>
    refuse.conflict('calendar-code-taken', `A service calendar with the code ${code} exists already.`),
  calendarExceptionOutsideRange: (
    date: string,
    index: number,
    range: { validFrom: string; validTo: string },
  ) =>
    refuse.unprocessable(
      'calendar-exception-outside-range',
      `The date ${date} is outside the calendar's range ${range.validFrom} to ${range.validTo}.`,
      [{ field: `body.dates.${index}`, message: `is outside ${range.validFrom} to ${range.validTo}` }],
    ),
  calendarExceptionExists: (date: string) =>
    refuse.conflict(
      'calendar-exception-exists',
      `The calendar has an exception on ${date} already; withdraw it first.`,
    ),
  calendarExceptionNotFound: (id: string) =>
    refuse.notFound(
      'calendar-exception-not-found',
      `The calendar has no exception in force with the id ${id}.`,
    ),
  calendarSwapInvalid: (message: string) =>
    refuse.unprocessable('calendar-swap-invalid', message, [{ field: 'body.runsAsCalendarId', message }]),
};

/** What a violation of each of the family's constraints means (ADR 0015). */
export const calendarConstraints = defineConstraints({
  service_calendars_code_key: {
    kind: 'unique',
    refuse: (v) => calendarErrors.calendarCodeTaken(v.key.code ?? ''),
  },
  calendar_exception_dates_date_key: {
    kind: 'unique',
    refuse: (v) => calendarErrors.calendarExceptionExists(v.key.service_date ?? ''),
  },
  service_calendars_validity_check: {
    kind: 'check',
    fields: ['body.validTo'],
    message: 'is on or after validFrom',
  },
});
