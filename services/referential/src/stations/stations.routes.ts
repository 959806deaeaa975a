import { catalogHandlers, type HandlerMap } from '@transport/platform';
import type { Operations } from '../types.ts';
import type { StationService } from './stations.service.ts';

type StationOperations = Pick<
  Operations,
  'createStation' | 'searchStations' | 'getStation' | 'correctStation' | 'retireStation'
>;

export function stationRoutes(service: StationService): HandlerMap<StationOperations> {
  const catalog = catalogHandlers(
    service,
    '/referential/v1/stations',
    (query: { stationAreaId?: string }) => ({ filters: { station_area_id: query.stationAreaId } }),
  );
  return {
    createStation: catalog.create,
    searchStations: catalog.search,
    getStation: catalog.get,
    correctStation: catalog.correct,
    retireStation: catalog.retire,
  };
}
