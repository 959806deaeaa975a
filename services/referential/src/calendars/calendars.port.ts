/**
 * What the other families may ask of service calendars: a calendar locked for use, the SQL of a
 * calendar's service days (the station calls and the GTFS export put it in their queries) and
 * the names of the days of the week.
 */
import type { Transaction } from '@transport/platform';
import { calendarErrors } from './calendars.errors.ts';
import type { CalendarRepository } from './calendars.repository.ts';

export { calendarDaySql } from './calendar-days.sql.ts';
export { dayName, dayNumber, EVERY_DAY, type DayOfWeek } from './days.ts';

export interface CalendarPort {
  /** Share-locks the calendar a revision is about to refer to; 404 `calendar-not-found` when unknown. */
  lockForUse(trx: Transaction, id: string): Promise<void>;
}

export function createCalendarPort(calendars: CalendarRepository): CalendarPort {
  return {
    async lockForUse(trx, id) {
      if (!(await calendars.lock(trx, id, 'share'))) throw calendarErrors.calendarNotFound(id);
    },
  };
}
