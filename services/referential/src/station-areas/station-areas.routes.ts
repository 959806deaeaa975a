import {
  created,
  noContent,
  ok,
  okTagged,
  pageRequest,
  precondition,
  type HandlerMap,
} from '@transport/platform';
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
  return {
    async createStationArea({ body, principal }) {
      const id = await service.create(body, principal.subject);
      return created(id, `/referential/v1/station-areas/${id}`);
    },
    async searchStationAreas({ query }) {
      return ok(
        await service.search(
          { search: query.search, status: query.status ?? 'ACTIVE', sort: query.sort ?? 'codeAsc' },
          pageRequest(query),
        ),
      );
    },
    async getStationArea({ params }) {
      return okTagged(await service.get(params.id));
    },
    async getStationAreaByCode({ params }) {
      return ok(await service.getByCode(params.code));
    },
    async correctStationArea({ params, body, principal, headers }) {
      return okTagged(await service.correct(params.id, body, principal.subject, precondition(headers)));
    },
    async setStationAreaCapabilities({ params, body, principal }) {
      return ok(await service.setCapabilities(params.id, body, principal.subject));
    },
    async retireStationArea({ params, body, principal }) {
      await service.retire(params.id, body.reason, principal.subject);
      return noContent();
    },
  };
}
