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
  const catalog = catalogHandlers(service, '/referential/v1/lines');
  return {
    createLine: catalog.create,
    searchLines: catalog.search,
    getLine: catalog.get,
    correctLine: catalog.correct,
    async activateLine({ params, principal }) {
      return ok(await service.activate(params.id, principal.subject));
    },
    async suspendLine({ params, principal }) {
      return ok(await service.suspend(params.id, principal.subject));
    },
    retireLine: catalog.retire,
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
