import { created, noContent, ok, pageRequest, type HandlerMap } from '@transport/platform';
import type { Operations } from '../types.ts';
import type { CalendarService } from './calendars.service.ts';

type CalendarOperations = Pick<
  Operations,
  | 'createCalendar'
  | 'searchCalendars'
  | 'getCalendar'
  | 'addCalendarException'
  | 'listCalendarExceptions'
  | 'removeCalendarException'
  | 'listCalendarServiceDays'
>;

export function calendarRoutes(service: CalendarService): HandlerMap<CalendarOperations> {
  return {
    async createCalendar({ body, principal }) {
      const id = await service.create(body, principal.subject);
      return created(id, `/referential/v1/calendars/${id}`);
    },
    async searchCalendars({ query }) {
      return ok(await service.search(query.search, pageRequest(query)));
    },
    async getCalendar({ params }) {
      return ok(await service.get(params.id));
    },
    async addCalendarException({ params, body, principal }) {
      const id = await service.addException(params.id, body, principal.subject);
      return created(id, `/referential/v1/calendars/${params.id}/exceptions/${id}`);
    },
    async listCalendarExceptions({ params, query }) {
      return ok(await service.listExceptions(params.id, pageRequest(query)));
    },
    async removeCalendarException({ params, query, principal }) {
      await service.removeException(params.id, params.exceptionId, principal.subject, query.retroactive);
      return noContent();
    },
    async listCalendarServiceDays({ params, query }) {
      return ok(await service.serviceDays(params.id, query.from, query.to));
    },
  };
}
