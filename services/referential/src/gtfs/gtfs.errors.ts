/** GTFS export and import refusals. */
import { AppError, refusals, type FieldError, type ValidationNotice } from '@transport/platform';

export const GTFS_PROBLEM_CODES = [
  'gtfs-export-refused',
  'gtfs-feed-invalid',
  'gtfs-mapping-not-found',
  'gtfs-mapping-record-not-found',
  'gtfs-period-too-long',
  'idempotency-key-reused',
  'import-job-cancelled',
  'import-job-finished',
  'import-job-interrupted',
  'import-job-not-found',
] as const;
export type GtfsProblemCode = (typeof GTFS_PROBLEM_CODES)[number];

const refuse = refusals<GtfsProblemCode>();

/**
 * What is wrong with a feed, one code per kind of complaint of a refused import
 * (`gtfs-feed-invalid`), in the manner of MobilityData's validator's notice codes: a client
 * can act on the code, the message says it to a person. Enumerated in the contract.
 */
export const GTFS_FEED_ERROR_CODES = [
  'agency_unknown',
  'archive_invalid',
  'column_missing',
  'coordinate_invalid',
  'csv_invalid',
  'date_invalid',
  'date_range_invalid',
  'file_missing',
  'id_duplicate',
  'nul_character',
  'number_invalid',
  'parent_not_station',
  'route_name_missing',
  'route_type_invalid',
  'route_unknown',
  'sequence_duplicate',
  'service_unknown',
  'stop_is_station',
  'stop_unknown',
  'time_backwards',
  'time_before_service_day',
  'time_invalid',
  'time_missing',
  'time_range_invalid',
  'time_zone_changes',
  'time_zone_mismatch',
  'time_zone_unknown',
  'trip_too_few_stop_times',
  'trip_too_long',
  'trip_unknown',
  'value_invalid',
  'value_missing',
] as const;
export type FeedErrorCode = (typeof GTFS_FEED_ERROR_CODES)[number];

/** A complaint about a feed: where (`<file>:<line>:<column>`, a file, or `feed`), its code and why. */
export interface FeedError extends FieldError {
  code: FeedErrorCode;
}

/** Longest period a feed covers, in days. */
export const GTFS_MAX_DAYS = 366;

export const gtfsErrors = {
  gtfsMappingNotFound: (feedId: string, kind: string, externalId: string) =>
    refuse.notFound(
      'gtfs-mapping-not-found',
      `The feed ${feedId} has no mapping of its ${kind} ${externalId}.`,
    ),
  gtfsMappingRecordNotFound: (kind: string, recordId: string) =>
    refuse.unprocessable('gtfs-mapping-record-not-found', `No ${kind} has the id ${recordId}.`, [
      { field: 'body.recordId', message: `is not the id of a ${kind}` },
    ]),
  gtfsPeriodTooLong: (from: string, to: string) =>
    refuse.unprocessable(
      'gtfs-period-too-long',
      `The period from ${from} to ${to} is longer than ${GTFS_MAX_DAYS} days; export it in parts.`,
      [{ field: 'query.to', message: `is more than ${GTFS_MAX_DAYS} days after from` }],
    ),
  importJobNotFound: (id: string) =>
    refuse.notFound('import-job-not-found', `No import job has the id ${id}.`),
  importJobFinished: (id: string, status: string) =>
    refuse.conflict(
      'import-job-finished',
      `The import job ${id} has finished (${status}); there is nothing to cancel.`,
    ),
  idempotencyKeyReused: (key: string, job: string) =>
    refuse.unprocessable(
      'idempotency-key-reused',
      `The Idempotency-Key ${key} named the import job ${job}, of another file or other options; use a new key for a new import.`,
      [{ field: 'header.idempotency-key', message: 'names a job of another file or other options' }],
    ),
  /** What a cancelled job ends with (kept in the job). */
  importJobCancelled: () =>
    new AppError<GtfsProblemCode>(
      409,
      'import-job-cancelled',
      'The import job was cancelled; its import was stopped and rolled back, nothing was written.',
    ),
  /** What a job whose process stopped too many times ends with (kept in the job, never answered). */
  importJobInterrupted: (attempts: number) =>
    new AppError<GtfsProblemCode>(
      500,
      'import-job-interrupted',
      `The import was interrupted ${attempts} times (its process stopped) and was not tried again; nothing was written.`,
    ),
  /** Each error names `<file>:<line>:<column>` (or the file, or `feed`). */
  gtfsFeedInvalid: (errors: FeedError[], total: number) =>
    refuse.unprocessable(
      'gtfs-feed-invalid',
      `The feed is refused (${total} error${total === 1 ? '' : 's'}; nothing was written): ${(errors[0] as FieldError).field}: ${(errors[0] as FieldError).message}`,
      errors,
    ),
};

/** The most notices a refused export lists (`errors` and `notices`); `detail` counts them all. */
const MAX_LISTED_NOTICES = 100;

/**
 * An export refused before its first byte (ADR 0136): the validation report's ERROR notices of
 * the `gtfs` family that name a record the feed would write, each in `notices` as the report
 * gives it (code, records, sentence) and in `errors` as `notices.<code>`.
 */
export class GtfsExportRefused extends AppError<GtfsProblemCode> {
  readonly notices: ValidationNotice[];

  constructor(notices: ValidationNotice[]) {
    const codes = [...new Set(notices.map((n) => n.code))];
    super(
      422,
      'gtfs-export-refused',
      `The feed would be invalid GTFS: ${notices.length} notice${notices.length === 1 ? '' : 's'} of the validation report (${codes.join(', ')}) name${notices.length === 1 ? 's' : ''} what it would write; correct ${notices.length === 1 ? 'it' : 'them'} and export again.`,
      {
        errors: notices
          .slice(0, MAX_LISTED_NOTICES)
          .map((n) => ({ field: `notices.${n.code}`, message: n.message })),
      },
    );
    this.notices = notices.slice(0, MAX_LISTED_NOTICES);
  }

  override toProblem(instance?: string) {
    return { ...super.toProblem(instance), notices: this.notices };
  }
}
