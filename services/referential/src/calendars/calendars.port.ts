/** What the other families may ask of service calendars. */
import type { Transaction } from '@transport/platform';
import { Errors } from '../errors.ts';
import type { CalendarRepository } from './calendars.repository.ts';

export interface CalendarPort {
  /** Share-locks the calendar a revision is about to refer to; 404 `calendar-not-found` when unknown. */
  lockForUse(trx: Transaction, id: string): Promise<void>;
}

export function createCalendarPort(calendars: CalendarRepository): CalendarPort {
  return {
    async lockForUse(trx, id) {
      if (!(await calendars.lock(trx, id, 'share'))) throw Errors.calendarNotFound(id);
    },
  };
}
