/**
 * The contract's `format: date` accepts shapes such as 2026-02-31 or 2026-13-01; these
 * checks refuse them with a 400 naming the field before Postgres would fail on them.
 */
import { BadRequestError } from '@transport/platform';

/** True for a real `YYYY-MM-DD` calendar date. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Refuses with a 400 naming `field` unless every given date is a real calendar date. */
export function requireCalendarDates(dates: Record<string, string | undefined>): void {
  const wrong = Object.entries(dates).filter(([, value]) => value !== undefined && !isCalendarDate(value));
  if (wrong.length > 0)
    throw new BadRequestError(
      'invalid-request',
      `Not a calendar date: ${wrong.map(([field]) => field).join(', ')}.`,
      wrong.map(([field]) => ({ field, message: 'is not a calendar date (YYYY-MM-DD)' })),
    );
}
