import {
  catalogHandlers,
  created,
  ok,
  okTagged,
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
  | 'rotateScreenKey'
>;

/** The search's further criteria: kind, profile, and code, area and bay as the registry spells them. */
const narrow = (query: SearchQuery) => ({
  status: query.status ?? 'ACTIVE',
  filters: { kind: query.kind, profile_id: query.profileId },
  sameText: { code: query.code, station_area_code: query.stationAreaCode, bay_code: query.bayCode },
});

type SearchQuery = NonNullable<Operations['searchDisplayPoints']['parameters']['query']>;

export function displayPointRoutes(service: DisplayPointService): HandlerMap<DisplayPointOperations> {
  const { search, get, retire } = service;
  const catalog = catalogHandlers({ search, get, retire }, '/siv/v1/display-points', narrow);
  return {
    async createDisplayPoint(request) {
      const id = await service.create(request.body, request.principal.subject, propagationHeaders(request));
      return created(id, `/siv/v1/display-points/${id}`);
    },
    searchDisplayPoints: catalog.search,
    getDisplayPoint: catalog.get,
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
    retireDisplayPoint: catalog.retire,
    async assignDisplayProfile({ params, body, principal }) {
      return ok(await service.assignProfile(params.id, body.profileId, principal.subject));
    },
    async rotateScreenKey({ params, principal }) {
      return ok(await service.rotateScreenKey(params.id, principal.subject));
    },
  };
}
