/**
 * Dates for tests, relative to the day they run on. The platform refuses to change past days
 * (timetables, effective-dated history) without saying so, so a test that writes a literal date
 * starts failing once the calendar passes it. A test builds its dates from `today()` (the
 * services' "today": the business time zone they run in) or from next year, which is always
 * ahead; where a weekday matters, it computes it rather than trusting a literal's.
 */
import { createClock } from '../clock.ts';
import { addDays, instantOfLocal, minuteOfDay } from '../time.ts';

/** The business time zone of the test services (`BUSINESS_TIME_ZONE` of `testServiceEnv`). */
export const TEST_TIME_ZONE = 'Europe/Paris';

/** A day of the week, as the contract's `daysOfWeek` name it. */
export type Weekday = 'MON' | 'TUE' | 'WED' | 'THU' | 'FRI' | 'SAT' | 'SUN';

const WEEKDAYS: readonly Weekday[] = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** Today's date (`YYYY-MM-DD`) as the test services see it. */
export function today(timeZone: string = TEST_TIME_ZONE): string {
  return createClock(timeZone).today();
}

/** The date `days` after today (before it when negative), as the test services count days. */
export function daysFromToday(days: number, timeZone: string = TEST_TIME_ZONE): string {
  return addDays(today(timeZone), days);
}

/** The year after this one: every day of it, January 1 included, is still to come. */
export function nextYear(timeZone: string = TEST_TIME_ZONE): number {
  return Number(today(timeZone).slice(0, 4)) + 1;
}

/** The first `weekday` on or after `date` (`date` itself when it is one). */
export function weekdayOnOrAfter(date: string, weekday: Weekday): string {
  const from = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, (WEEKDAYS.indexOf(weekday) - from + 7) % 7);
}

/**
 * The instant (ISO, UTC) at which the clocks of the services' zone read `time` (`HH:MM`) on
 * `date`: a board or a resolution at 08:00 on a day built from `daysFromToday`, whatever the
 * zone's offset that day.
 */
export function localInstant(date: string, time: string, timeZone: string = TEST_TIME_ZONE): string {
  return new Date(instantOfLocal(date, minuteOfDay(time), timeZone)).toISOString();
}
