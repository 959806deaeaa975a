import {
  created,
  ok,
  okTagged,
  pageRequest,
  precondition,
  propagationHeaders,
  type HandlerMap,
} from '@transport/platform';
import type { Operations } from '../types.ts';
import type { DisplayPointService } from './display-points.service.ts';

type DisplayPointOperations = Pick<
  Operations,
  | 'createDisplayPoint'
  | 'searchDisplayPoints'
  | 'getDisplayPoint'
  | 'correctDisplayPoint'
  | 'retireDisplayPoint'
  | 'assignDisplayProfile'
>;

export function displayPointRoutes(service: DisplayPointService): HandlerMap<DisplayPointOperations> {
  return {
    async createDisplayPoint(request) {
      const id = await service.create(request.body, request.principal.subject, propagationHeaders(request));
      return created(id, `/siv/v1/display-points/${id}`);
    },
    async searchDisplayPoints({ query }) {
      const criteria = {
        search: query.search,
        status: query.status ?? 'ACTIVE',
        filters: { kind: query.kind, profile_id: query.profileId },
        sameText: { code: query.code, station_area_code: query.stationAreaCode, bay_code: query.bayCode },
        sort: query.sort ?? 'codeAsc',
      };
      return ok(await service.search(criteria, pageRequest(query)));
    },
    async getDisplayPoint({ params }) {
      return okTagged(await service.get(params.id));
    },
    async correctDisplayPoint(request) {
      const { params, body, principal } = request;
      return okTagged(
        await service.correct(
          params.id,
          body,
          principal.subject,
          propagationHeaders(request),
          precondition(request.headers),
        ),
      );
    },
    async retireDisplayPoint({ params, body, principal }) {
      return ok(await service.retire(params.id, body.reason, principal.subject));
    },
    async assignDisplayProfile({ params, body, principal }) {
      return ok(await service.assignProfile(params.id, body.profileId, principal.subject));
    },
  };
}
