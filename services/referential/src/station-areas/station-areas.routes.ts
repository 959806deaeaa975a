import { catalogHandlers, changeHandler, type HandlerMap, noContent, ok } from '@transport/platform';
import type { Operations } from '../types.ts';
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
>;

export function stationAreaRoutes(service: StationAreaService): HandlerMap<StationAreaOperations> {
  const catalog = catalogHandlers(service, '/referential/v1/station-areas', (query: { status?: string }) => ({
    status: query.status ?? 'ACTIVE',
  }));
  return {
    createStationArea: catalog.create,
    searchStationAreas: catalog.search,
    getStationArea: catalog.get,
    async getStationAreaByCode({ params }) {
      return ok(await service.getByCode(params.code));
    },
    correctStationArea: catalog.correct,
    setStationAreaCapabilities: changeHandler(service.setCapabilities),
    async retireStationArea({ params, body, principal }) {
      await service.retire(params.id, body.reason, principal.subject);
      return noContent();
    },
  };
}
