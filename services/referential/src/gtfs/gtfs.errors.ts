/** GTFS export and import refusals. */
import { refusals } from '@transport/platform';

export const GTFS_PROBLEM_CODES = ['gtfs-period-too-long'] as const;
export type GtfsProblemCode = (typeof GTFS_PROBLEM_CODES)[number];

const refuse = refusals<GtfsProblemCode>();

/** Longest period a feed covers, in days. */
export const GTFS_MAX_DAYS = 366;

export const gtfsErrors = {
  gtfsPeriodTooLong: (from: string, to: string) =>
    refuse.unprocessable(
      'gtfs-period-too-long',
      `The period from ${from} to ${to} is longer than ${GTFS_MAX_DAYS} days; export it in parts.`,
      [{ field: 'query.to', message: `is more than ${GTFS_MAX_DAYS} days after from` }],
    ),
};
