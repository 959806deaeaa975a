import {
  catalogHandlers,
  created,
  type HandlerMap,
  ok,
  ownedPeriodHandlers,
  pageRequest,
  todayIn,
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
  const operators = ownedPeriodHandlers(
    { add: service.addOperator, list: service.listOperators, end: service.endOperator },
    {
      path: (id) => `/referential/v1/lines/${id}/operators`,
      periodParam: 'operatorId',
      today: () => todayIn(timeZone),
    },
  );
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
    addLineOperator: operators.add,
    listLineOperators: operators.list,
    endLineOperator: operators.end,
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
