import {
  catalogHandlers,
  created,
  datedHistoryHandlers,
  type HandlerMap,
  moveHandler,
  moveWithReasonHandler,
  ok,
  okTagged,
  ownedPeriodHandlers,
  pageRequest,
  type Clock,
} from '@transport/platform';
import type { Operations, Schemas } from '../types.ts';
import { periodErrors } from '../period.errors.ts';
import { presence } from '@transport/platform';
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
  | 'getLineTimeline'
  | 'cancelLineChange'
  | 'correctLinePeriod'
  | 'insertLinePeriod'
  | 'endLinePeriod'
  | 'getLineOperatorTimeline'
  | 'cancelLineOperatorChange'
  | 'correctLineOperatorPeriod'
  | 'insertLineOperatorPeriod'
  | 'endLineOperatorPeriod'
>;

type LineState = Schemas['LineState'];

/** A correction of a line's period: a status, with a reason when RETIRED (recorded now). */
const correctedLine =
  (clock: Clock) =>
  (body: { status?: LineState['status']; retirementReason?: string; effectiveFrom?: string }) => {
    return (current: LineState): Partial<LineState> => {
      const status = body.status ?? current.status;
      if (status !== 'RETIRED') return { status, retirementReason: null, retiredAt: null };
      const reason = body.retirementReason ?? current.retirementReason;
      if (!reason) throw periodErrors.historyRetirementReasonMissing();
      return { status, retirementReason: reason, retiredAt: current.retiredAt ?? clock.now().toISOString() };
    };
  };

export function lineRoutes(service: LineService, clock: Clock): HandlerMap<LineOperations> {
  const catalog = catalogHandlers(service, '/referential/v1/lines');
  const history = datedHistoryHandlers(service.dated, {
    path: (id) => `/referential/v1/lines/${id}/timeline`,
    change: correctedLine(clock),
  });
  const operators = ownedPeriodHandlers(
    { add: service.addOperator, list: service.listOperators, end: service.endOperator },
    {
      path: (id) => `/referential/v1/lines/${id}/operators`,
      periodParam: 'operatorId',
      today: () => clock.today(),
    },
  );
  const operatorHistory = datedHistoryHandlers(service.operatorHistory, {
    path: (id, params: { id: string; carrierId: string }) =>
      `/referential/v1/lines/${id}/operators/${params.carrierId}/timeline`,
    change: presence,
    key: (params) => ({ ownerId: params.id, subjectId: params.carrierId }),
  });
  return {
    createLine: catalog.create,
    async searchLines({ query }) {
      const { search, status, sort = 'codeAsc', at } = query;
      return ok(await service.search({ search, status, sort, at }, pageRequest(query)));
    },
    async getLine({ params, query }) {
      return okTagged(await service.get(params.id, query.at));
    },
    correctLine: catalog.correct,
    activateLine: moveHandler(service.activate),
    suspendLine: moveHandler(service.suspend),
    retireLine: moveWithReasonHandler(service.retire),
    getLineTimeline: history.timeline,
    cancelLineChange: history.cancel,
    correctLinePeriod: history.correct,
    insertLinePeriod: history.insert,
    endLinePeriod: history.end,
    addLineOperator: operators.add,
    listLineOperators: operators.list,
    endLineOperator: operators.end,
    getLineOperatorTimeline: operatorHistory.timeline,
    cancelLineOperatorChange: operatorHistory.cancel,
    correctLineOperatorPeriod: operatorHistory.correct,
    insertLineOperatorPeriod: operatorHistory.insert,
    endLineOperatorPeriod: operatorHistory.end,
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
