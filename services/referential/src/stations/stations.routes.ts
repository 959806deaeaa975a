import type { HandlerMap, Clock } from '@transport/platform';
import { datedCatalogHandlers } from '../dated-catalog.ts';
import type { Operations } from '../types.ts';
import type { StationService } from './stations.service.ts';

type StationOperations = Pick<
  Operations,
  | 'createStation'
  | 'searchStations'
  | 'getStation'
  | 'correctStation'
  | 'retireStation'
  | 'getStationTimeline'
  | 'cancelStationChange'
  | 'correctStationPeriod'
  | 'insertStationPeriod'
  | 'endStationPeriod'
>;

export function stationRoutes(service: StationService, clock: Clock): HandlerMap<StationOperations> {
  const catalog = datedCatalogHandlers(
    service,
    '/referential/v1/stations',
    clock,
    (query: { stationAreaId?: string }) => ({ filters: { station_area_id: query.stationAreaId } }),
  );
  return {
    createStation: catalog.create,
    searchStations: catalog.search,
    getStation: catalog.get,
    correctStation: catalog.correct,
    retireStation: catalog.retire,
    getStationTimeline: catalog.timeline,
    cancelStationChange: catalog.cancel,
    correctStationPeriod: catalog.correctPeriod,
    insertStationPeriod: catalog.insert,
    endStationPeriod: catalog.end,
  };
}
