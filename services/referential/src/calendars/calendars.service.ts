/**
 * Service calendars: the days on which the schedules referring to them run, a range and days of
 * the week, changed by exceptions, each a group of dates ADDED, REMOVED, or SWAPPED to another
 * calendar ("25 December runs as Sunday"). The rule of a service day is written once, in SQL
 * (`calendarDaySql`), and read by the station calls and the service days alike.
 */
import { pageOf, type Database, type Page, type PageRequest, type Clock } from '@transport/platform';
import { calendarErrors } from './calendars.errors.ts';
import { keepPastDays, periodErrors } from '../period.errors.ts';
import type { Schemas } from '../types.ts';
import type {
  Calendar,
  CalendarException,
  CalendarRepository,
  CalendarServiceDay,
} from './calendars.repository.ts';

/** The longest span of service days one read answers. */
const MAX_SERVICE_DAYS = 366;

const dayCount = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

export function createCalendarService(db: Database, calendars: CalendarRepository, clock: Clock) {
  const today = () => clock.today();

  async function get(id: string): Promise<Calendar> {
    const calendar = await calendars.findById(id);
    if (!calendar) throw calendarErrors.calendarNotFound(id);
    return calendar;
  }

  return {
    get,

    async create(input: Schemas['CalendarCreate'], actor: string): Promise<string> {
      if (input.validTo < input.validFrom)
        throw periodErrors.periodInvalid(input.validFrom, input.validTo, 'body.validTo');
      return db.transaction((trx) => calendars.insert(trx, input, actor));
    },

    async search(search: string | undefined, page: PageRequest): Promise<Page<Calendar>> {
      const { rows, total } = await calendars.search(search, page);
      return pageOf(page, rows, total);
    },

    addException(id: string, input: Schemas['CalendarExceptionCreate'], actor: string): Promise<string> {
      return db.transaction(async (trx) => {
        const calendar = await calendars.lock(trx, id, 'update');
        if (!calendar) throw calendarErrors.calendarNotFound(id);
        for (const [index, date] of input.dates.entries())
          if (date < calendar.validFrom || date > calendar.validTo)
            throw calendarErrors.calendarExceptionOutsideRange(date, index, calendar);
        // Past days stay as they were published, unless the caller corrects them knowingly.
        const first = [...input.dates].sort()[0] as string;
        keepPastDays({
          what: `An exception on ${first}`,
          date: first,
          today: today(),
          retroactive: input.retroactive,
        });
        if (input.type === 'SWAPPED') {
          if (!input.runsAsCalendarId)
            throw calendarErrors.calendarSwapInvalid(
              'A SWAPPED exception names the calendar that runs instead.',
            );
          if (input.runsAsCalendarId === id)
            throw calendarErrors.calendarSwapInvalid('A calendar cannot be swapped to itself.');
          if (!(await calendars.lock(trx, input.runsAsCalendarId, 'share')))
            throw calendarErrors.calendarSwapInvalid(
              `No service calendar has the id ${input.runsAsCalendarId}.`,
            );
        } else if (input.runsAsCalendarId) {
          throw calendarErrors.calendarSwapInvalid(
            `Only a SWAPPED exception names a calendar; this one is ${input.type}.`,
          );
        }
        const taken = await calendars.exceptedDates(trx, id, input.dates);
        if (taken.length > 0) throw calendarErrors.calendarExceptionExists(taken[0] as string);
        return calendars.insertException(trx, id, input, actor);
      });
    },

    async listExceptions(id: string, page: PageRequest): Promise<Page<CalendarException>> {
      await get(id);
      const { rows, total } = await calendars.listExceptions(id, page);
      return pageOf(page, rows, total);
    },

    removeException(id: string, exceptionId: string, actor: string, retroactive?: boolean): Promise<void> {
      return db.transaction(async (trx) => {
        if (!(await calendars.lock(trx, id, 'update'))) throw calendarErrors.calendarNotFound(id);
        const first = await calendars.firstExceptionDate(trx, id, exceptionId);
        if (first === undefined) throw calendarErrors.calendarExceptionNotFound(exceptionId);
        keepPastDays({
          what: `Withdrawing the exception from ${first}`,
          date: first,
          today: today(),
          retroactive,
          field: 'query.retroactive',
        });
        if (!(await calendars.removeException(trx, id, exceptionId, actor)))
          throw calendarErrors.calendarExceptionNotFound(exceptionId);
      });
    },

    async serviceDays(
      id: string,
      from: string,
      to: string,
    ): Promise<{ calendarId: string; from: string; to: string; days: CalendarServiceDay[] }> {
      await get(id);
      if (to < from) throw periodErrors.periodInvalid(from, to, 'query.to');
      if (dayCount(from, to) >= MAX_SERVICE_DAYS) throw periodErrors.periodInvalid(from, to, 'query.to');
      return { calendarId: id, from, to, days: await calendars.serviceDays(id, from, to) };
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
