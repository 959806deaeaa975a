import {
  created,
  ok,
  okTagged,
  pageRequest,
  periodReading,
  precondition,
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
  return {
    async createCoordination({ body, principal }) {
      const id = await service.create(body, principal.subject);
      return created(id, `/referential/v1/coordinations/${id}`);
    },
    async searchCoordinations({ query }) {
      const criteria = { search: query.search, status: query.status, sort: query.sort ?? 'codeAsc' };
      return ok(await service.search(criteria, pageRequest(query)));
    },
    async getCoordination({ params }) {
      return okTagged(await service.get(params.id));
    },
    async correctCoordination({ params, body, principal, headers }) {
      return okTagged(await service.correct(params.id, body, principal.subject, precondition(headers)));
    },
    async retireCoordination({ params, body, principal }) {
      return ok(await service.retire(params.id, body.reason, principal.subject));
    },
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
