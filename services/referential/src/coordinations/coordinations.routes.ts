import {
  catalogHandlers,
  created,
  ok,
  pageRequest,
  periodReading,
  todayIn,
  type HandlerMap,
} from '@transport/platform';
import type { Operations } from '../types.ts';
import type { CoordinationService } from './coordinations.service.ts';

type CoordinationOperations = Pick<
  Operations,
  | 'createCoordination'
  | 'searchCoordinations'
  | 'getCoordination'
  | 'correctCoordination'
  | 'retireCoordination'
  | 'addCoordinationMember'
  | 'listCoordinationMembers'
  | 'endCoordinationMembership'
>;

export function coordinationRoutes(
  service: CoordinationService,
  timeZone: string,
): HandlerMap<CoordinationOperations> {
  const catalog = catalogHandlers(service, '/referential/v1/coordinations');
  return {
    createCoordination: catalog.create,
    searchCoordinations: catalog.search,
    getCoordination: catalog.get,
    correctCoordination: catalog.correct,
    retireCoordination: catalog.retire,
    async addCoordinationMember({ params, body, principal }) {
      const id = await service.addMember(params.id, body, principal.subject);
      return created(id, `/referential/v1/coordinations/${params.id}/members?history=true`);
    },
    async listCoordinationMembers({ params, query }) {
      const reading = periodReading(query, todayIn(timeZone));
      return ok(await service.listMembers(params.id, reading, pageRequest(query)));
    },
    async endCoordinationMembership({ params, body, principal }) {
      return ok(
        await service.endMembership(params.id, params.membershipId, body.effectiveTo, principal.subject),
      );
    },
  };
}
