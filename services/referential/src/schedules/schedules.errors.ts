/** Schedules' refusals (revisions, exceptions, stop times). */
import { defineConstraints, refusals, type FieldError } from '@transport/platform';

export const SCHEDULE_PROBLEM_CODES = [
  'schedule-not-found',
  'schedule-code-taken',
  'schedule-draft-exists',
  'schedule-no-draft',
  'schedule-revision-not-found',
  'schedule-revision-empty',
  'schedule-revision-overlap',
  'schedule-revision-started',
  'schedule-revision-not-active',
  'schedule-exception-exists',
  'schedule-exception-not-found',
  'stop-times-invalid',
] as const;
export type ScheduleProblemCode = (typeof SCHEDULE_PROBLEM_CODES)[number];

const refuse = refusals<ScheduleProblemCode>();

interface DatedRevision {
  revision: number;
  validFrom: string;
  validTo: string;
}

export const scheduleErrors = {
  scheduleNotFound: (id: string) => refuse.notFound('schedule-not-found', `No schedule has the id ${id}.`),
  scheduleCodeTaken: (code: string) =>
    refuse.conflict('schedule-code-taken', `A schedule with the code ${code} exists already.`),
  scheduleDraftExists: (revision: number) =>
    refuse.conflict(
      'schedule-draft-exists',
      `Revision ${revision} of the schedule is a draft already; edit or activate it.`,
    ),
  scheduleNoDraft: () =>
    refuse.conflict(
      'schedule-no-draft',
      'The schedule has no draft revision; start one with the revisions operation.',
    ),
  scheduleRevisionNotFound: (revision: number) =>
    refuse.notFound('schedule-revision-not-found', `The schedule has no revision ${revision}.`),
  scheduleRevisionEmpty: (revision: number) =>
    refuse.unprocessable(
      'schedule-revision-empty',
      `Revision ${revision} has no stop times; it cannot be activated.`,
    ),
  scheduleRevisionOverlap: (draft?: DatedRevision, other?: DatedRevision) =>
    refuse.conflict(
      'schedule-revision-overlap',
      draft && other
        ? `Revision ${draft.revision} (${draft.validFrom} to ${draft.validTo}) overlaps revision ${other.revision} (${other.validFrom} to ${other.validTo}), which is ACTIVE; a date is served by one revision. Change the period, or withdraw revision ${other.revision} if it has not started.`
        : 'The period overlaps an ACTIVE revision of the schedule; a date is served by one revision.',
    ),
  scheduleRevisionStarted: (revision: number, validFrom: string, today: string) =>
    refuse.conflict(
      'schedule-revision-started',
      `Revision ${revision} started on ${validFrom} (today is ${today}); the days it served stay as published, so it cannot be withdrawn.`,
    ),
  scheduleRevisionNotActive: (revision: number, status: string) =>
    refuse.conflict(
      'schedule-revision-not-active',
      `Revision ${revision} is ${status}; only a DRAFT or an ACTIVE revision can be withdrawn.`,
    ),
  scheduleExceptionExists: (date: string) =>
    refuse.conflict('schedule-exception-exists', `The schedule has an exception on ${date} already.`),
  scheduleExceptionNotFound: (id: string) =>
    refuse.notFound('schedule-exception-not-found', `The schedule has no exception with the id ${id}.`),
  stopTimesInvalid: (errors: FieldError[]) =>
    refuse.unprocessable('stop-times-invalid', (errors[0] as FieldError).message, errors),
};

/** What a violation of each of the family's constraints means (ADR 0015). */
export const scheduleConstraints = defineConstraints({
  schedules_code_key: { kind: 'unique', refuse: (v) => scheduleErrors.scheduleCodeTaken(v.key.code ?? '') },
  schedule_exceptions_date_key: {
    kind: 'unique',
    refuse: (v) => scheduleErrors.scheduleExceptionExists(v.key.service_date ?? ''),
  },
  // Checked first by the activation, which names both revisions; this answers a concurrent one.
  schedule_revisions_active_overlap_excl: {
    kind: 'exclusion',
    refuse: () => scheduleErrors.scheduleRevisionOverlap(),
  },
  schedule_revisions_validity_check: {
    kind: 'check',
    fields: ['body.validTo'],
    message: 'is on or after validFrom',
  },
});
