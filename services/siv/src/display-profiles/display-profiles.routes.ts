import { created, ok, okTagged, pageRequest, precondition, type HandlerMap } from '@transport/platform';
import type { Operations } from '../types.ts';
import type { DisplayProfileService } from './display-profiles.service.ts';

type DisplayProfileOperations = Pick<
  Operations,
  | 'createDisplayProfile'
  | 'searchDisplayProfiles'
  | 'getDisplayProfile'
  | 'correctDisplayProfile'
  | 'retireDisplayProfile'
>;

export function displayProfileRoutes(service: DisplayProfileService): HandlerMap<DisplayProfileOperations> {
  return {
    async createDisplayProfile({ body, principal }) {
      const id = await service.create(body, principal.subject);
      return created(id, `/siv/v1/display-profiles/${id}`);
    },
    async searchDisplayProfiles({ query }) {
      const criteria = {
        search: query.search,
        filters: { kind: query.kind },
        status: query.status ?? 'ACTIVE',
        sort: query.sort ?? 'codeAsc',
      };
      return ok(await service.search(criteria, pageRequest(query)));
    },
    async getDisplayProfile({ params }) {
      return okTagged(await service.get(params.id));
    },
    async correctDisplayProfile({ params, body, principal, headers }) {
      return okTagged(await service.correct(params.id, body, principal.subject, precondition(headers)));
    },
    async retireDisplayProfile({ params, body, principal }) {
      return ok(await service.retire(params.id, body.reason, principal.subject));
    },
  };
}
