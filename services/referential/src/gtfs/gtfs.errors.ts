/** GTFS export and import refusals. */
import { refusals, type FieldError } from '@transport/platform';

export const GTFS_PROBLEM_CODES = [
  'gtfs-feed-invalid',
  'gtfs-mapping-not-found',
  'gtfs-mapping-record-not-found',
  'gtfs-period-too-long',
] as const;
export type GtfsProblemCode = (typeof GTFS_PROBLEM_CODES)[number];

const refuse = refusals<GtfsProblemCode>();

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
  /** Each error names `<file>:<line>:<column>` (or the file, or `feed`). */
  gtfsFeedInvalid: (errors: FieldError[], total: number) =>
    refuse.unprocessable(
      'gtfs-feed-invalid',
      `The feed is refused (${total} error${total === 1 ? '' : 's'}; nothing was written): ${(errors[0] as FieldError).field}: ${(errors[0] as FieldError).message}`,
      errors,
    ),
};
