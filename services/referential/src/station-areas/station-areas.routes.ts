import {
  catalogHandlers,
  changeHandler,
  datedHistoryHandlers,
  type HandlerMap,
  noContent,
  ok,
  okTagged,
  pageRequest,
  type Clock,
} from '@transport/platform';
import { periodErrors } from '../period.errors.ts';
import type { Operations, Schemas } from '../types.ts';
import type { StationAreaService } from './station-areas.service.ts';

type StationAreaOperations = Pick<
  Operations,
  | 'createStationArea'
  | 'searchStationAreas'
  | 'getStationArea'
  | 'getStationAreaByCode'
  | 'correctStationArea'
  | 'retireStationArea'
  | 'setStationAreaCapabilities'
  | 'getStationAreaTimeline'
  | 'cancelStationAreaChange'
  | 'correctStationAreaPeriod'
  | 'insertStationAreaPeriod'
  | 'endStationAreaPeriod'
>;

type StationAreaState = Schemas['StationAreaState'];

/** A correction of an area's period: the fields given, a retirement with its reason. */
const correctedArea = (clock: Clock) => (body: Partial<StationAreaState> & { effectiveFrom?: string }) => {
  const { effectiveFrom: _from, retiredAt: _at, ...fields } = body;
  return (current: StationAreaState): Partial<StationAreaState> => {
    const status = fields.status ?? current.status;
    if (status !== 'RETIRED') return { ...fields, status, retirementReason: null, retiredAt: null };
    const reason = fields.retirementReason ?? current.retirementReason;
    if (!reason) throw periodErrors.historyRetirementReasonMissing();
    return { ...fields, retirementReason: reason, retiredAt: current.retiredAt ?? clock.now().toISOString() };
  };
};

export function stationAreaRoutes(
  service: StationAreaService,
  clock: Clock,
): HandlerMap<StationAreaOperations> {
  const catalog = catalogHandlers(service, '/referential/v1/station-areas');
  const history = datedHistoryHandlers(service.dated, {
    path: (id) => `/referential/v1/station-areas/${id}/timeline`,
    change: correctedArea(clock),
  });
  return {
    createStationArea: catalog.create,
    async searchStationAreas({ query }) {
      const { search, status = 'ACTIVE', sort = 'codeAsc', at } = query;
      return ok(await service.search({ search, status, sort, at }, pageRequest(query)));
    },
    async getStationArea({ params, query }) {
      return okTagged(await service.get(params.id, query.at));
    },
    async getStationAreaByCode({ params }) {
      return ok(await service.getByCode(params.code));
    },
    correctStationArea: catalog.correct,
    setStationAreaCapabilities: changeHandler(service.setCapabilities),
    async retireStationArea({ params, body, principal }) {
      await service.retire(params.id, body.reason, principal.subject);
      return noContent();
    },
    getStationAreaTimeline: history.timeline,
    cancelStationAreaChange: history.cancel,
    correctStationAreaPeriod: history.correct,
    insertStationAreaPeriod: history.insert,
    endStationAreaPeriod: history.end,
  };
}
