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
import type { LineService } from './lines.service.ts';

type LineOperations = Pick<
  Operations,
  | 'createLine'
  | 'searchLines'
  | 'getLine'
  | 'correctLine'
  | 'activateLine'
  | 'suspendLine'
  | 'retireLine'
  | 'addLineOperator'
  | 'listLineOperators'
  | 'endLineOperator'
  | 'createItinerary'
  | 'listItineraries'
  | 'getItinerary'
>;

export function lineRoutes(service: LineService, timeZone: string): HandlerMap<LineOperations> {
  return {
    async createLine({ body, principal }) {
      const id = await service.create(body, principal.subject);
      return created(id, `/referential/v1/lines/${id}`);
    },
    async searchLines({ query }) {
      const criteria = { search: query.search, status: query.status, sort: query.sort ?? 'codeAsc' };
      return ok(await service.search(criteria, pageRequest(query)));
    },
    async getLine({ params }) {
      return okTagged(await service.get(params.id));
    },
    async correctLine({ params, body, principal, headers }) {
      return okTagged(await service.correct(params.id, body, principal.subject, precondition(headers)));
    },
    async activateLine({ params, principal }) {
      return ok(await service.activate(params.id, principal.subject));
    },
    async suspendLine({ params, principal }) {
      return ok(await service.suspend(params.id, principal.subject));
    },
    async retireLine({ params, body, principal }) {
      return ok(await service.retire(params.id, body.reason, principal.subject));
    },
    async addLineOperator({ params, body, principal }) {
      const id = await service.addOperator(params.id, body, principal.subject);
      return created(id, `/referential/v1/lines/${params.id}/operators?history=true`);
    },
    async listLineOperators({ params, query }) {
      const reading = periodReading(query, todayIn(timeZone));
      return ok(await service.listOperators(params.id, reading, pageRequest(query)));
    },
    async endLineOperator({ params, body, principal }) {
      return ok(await service.endOperator(params.id, params.operatorId, body.effectiveTo, principal.subject));
    },
    async createItinerary({ params, body, principal }) {
      const id = await service.createItinerary({ lineId: params.id, ...body }, principal.subject);
      return created(id, `/referential/v1/lines/${params.id}/itineraries/${id}`);
    },
    async listItineraries({ params, query }) {
      const criteria = { code: query.code, latestOnly: query.latestOnly === true };
      return ok(await service.listItineraries(params.id, criteria, pageRequest(query)));
    },
    async getItinerary({ params }) {
      return ok(await service.getItinerary(params.id, params.itineraryId));
    },
  };
}
