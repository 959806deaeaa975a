import { created, ok, okTagged, pageRequest, precondition, type HandlerMap } from '@transport/platform';
import type { Operations } from '../types.ts';
import type { StationService } from './stations.service.ts';

type StationOperations = Pick<
  Operations,
  'createStation' | 'searchStations' | 'getStation' | 'correctStation' | 'retireStation'
>;

export function stationRoutes(service: StationService): HandlerMap<StationOperations> {
  return {
    async createStation({ body, principal }) {
      const id = await service.create(body, principal.subject);
      return created(id, `/referential/v1/stations/${id}`);
    },
    async searchStations({ query }) {
      const criteria = {
        search: query.search,
        status: query.status,
        filters: query.stationAreaId ? { station_area_id: query.stationAreaId } : undefined,
        sort: query.sort ?? 'codeAsc',
      };
      return ok(await service.search(criteria, pageRequest(query)));
    },
    async getStation({ params }) {
      return okTagged(await service.get(params.id));
    },
    async correctStation({ params, body, principal, headers }) {
      return okTagged(await service.correct(params.id, body, principal.subject, precondition(headers)));
    },
    async retireStation({ params, body, principal }) {
      return ok(await service.retire(params.id, body.reason, principal.subject));
    },
  };
}
