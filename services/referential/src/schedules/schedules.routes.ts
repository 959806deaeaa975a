import { created, noContent, ok, pageRequest, type HandlerMap } from '@transport/platform';
import type { Operations } from '../types.ts';
import type { ScheduleService } from './schedules.service.ts';

type ScheduleOperations = Pick<
  Operations,
  | 'createSchedule'
  | 'searchSchedules'
  | 'getSchedule'
  | 'createScheduleRevision'
  | 'listScheduleRevisions'
  | 'addScheduleException'
  | 'listScheduleExceptions'
  | 'removeScheduleException'
  | 'replaceStopTimes'
  | 'getStopTimes'
  | 'activateSchedule'
  | 'withdrawScheduleRevision'
>;

export function scheduleRoutes(service: ScheduleService): HandlerMap<ScheduleOperations> {
  return {
    async createSchedule({ body, principal }) {
      const id = await service.create(body, principal.subject);
      return created(id, `/referential/v1/schedules/${id}`);
    },
    async searchSchedules({ query }) {
      const criteria = { search: query.search, lineId: query.lineId, status: query.status };
      return ok(await service.search(criteria, pageRequest(query)));
    },
    async getSchedule({ params }) {
      return ok(await service.get(params.id));
    },
    async createScheduleRevision({ params, body, principal }) {
      const id = await service.createRevision(params.id, body ?? {}, principal.subject);
      return created(id, `/referential/v1/schedules/${params.id}/revisions`);
    },
    async listScheduleRevisions({ params, query }) {
      return ok(await service.listRevisions(params.id, pageRequest(query)));
    },
    async addScheduleException({ params, body, principal }) {
      const id = await service.addException(params.id, body, principal.subject);
      return created(id, `/referential/v1/schedules/${params.id}/exceptions/${id}`);
    },
    async listScheduleExceptions({ params, query }) {
      return ok(
        await service.listExceptions(params.id, { from: query.from, to: query.to }, pageRequest(query)),
      );
    },
    async removeScheduleException({ params, query, principal }) {
      await service.removeException(params.id, params.exceptionId, principal.subject, query.retroactive);
      return noContent();
    },
    async replaceStopTimes({ params, body, principal }) {
      await service.replaceStopTimes(params.id, body.calls, principal.subject);
      return noContent();
    },
    async getStopTimes({ params, query }) {
      return ok(await service.stopTimes(params.id, query.revision));
    },
    async activateSchedule({ params, body, principal }) {
      return ok(await service.activate(params.id, principal.subject, body?.retroactive === true));
    },
    async withdrawScheduleRevision({ params, principal }) {
      return ok(await service.withdrawRevision(params.id, params.revision, principal.subject));
    },
  };
}
