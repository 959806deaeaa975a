/** Day-of changes' refusals (a trip's cancellation, delay or bay change on a service date). */
import { defineConstraints, refusals } from '@transport/platform';

export const DAY_OF_CHANGE_PROBLEM_CODES = [
  'day-of-change-not-found',
  'day-of-change-invalid',
  'trip-not-running',
  'announced-time-backwards',
  'bay-change-invalid',
] as const;
export type DayOfChangeProblemCode = (typeof DAY_OF_CHANGE_PROBLEM_CODES)[number];

const refuse = refusals<DayOfChangeProblemCode>();

export const dayOfChangeErrors = {
  dayOfChangeNotFound: (id: string) =>
    refuse.notFound(
      'day-of-change-not-found',
      `The schedule has no day-of change in force with the id ${id}.`,
    ),
  dayOfChangeInvalid: (field: string, message: string) =>
    refuse.unprocessable('day-of-change-invalid', message, [{ field, message }]),
  tripNotRunning: (scheduleCode: string, serviceDate: string) =>
    refuse.unprocessable('trip-not-running', `The trip ${scheduleCode} does not run on ${serviceDate}.`, [
      { field: 'body.serviceDate', message: `the trip has no service on ${serviceDate}` },
    ]),
  announcedTimeBackwards: (message: string) =>
    refuse.unprocessable('announced-time-backwards', message, [{ field: 'body.announcedTime', message }]),
  bayChangeInvalid: (message: string) =>
    refuse.unprocessable('bay-change-invalid', message, [{ field: 'body.bayId', message }]),
};

/** What a violation of each of the family's constraints means (ADR 0015). */
export const dayOfChangeConstraints = defineConstraints({
  day_of_changes_bay_id_fkey: {
    kind: 'foreign-key',
    refuse: (v) => dayOfChangeErrors.bayChangeInvalid(`No bay has the id ${v.key.bay_id ?? ''}.`),
  },
});
