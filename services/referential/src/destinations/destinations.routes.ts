import { created, ok, okTagged, pageRequest, precondition, type HandlerMap } from '@transport/platform';
import type { Operations } from '../types.ts';
import type { DestinationService } from './destinations.service.ts';

type DestinationOperations = Pick<
  Operations,
  'createDestination' | 'searchDestinations' | 'getDestination' | 'correctDestination' | 'retireDestination'
>;

export function destinationRoutes(service: DestinationService): HandlerMap<DestinationOperations> {
  return {
    async createDestination({ body, principal }) {
      const id = await service.create(body, principal.subject);
      return created(id, `/referential/v1/destinations/${id}`);
    },
    async searchDestinations({ query }) {
      const criteria = { search: query.search, status: query.status, sort: query.sort ?? 'codeAsc' };
      return ok(await service.search(criteria, pageRequest(query)));
    },
    async getDestination({ params }) {
      return okTagged(await service.get(params.id));
    },
    async correctDestination({ params, body, principal, headers }) {
      return okTagged(await service.correct(params.id, body, principal.subject, precondition(headers)));
    },
    async retireDestination({ params, body, principal }) {
      return ok(await service.retire(params.id, body.reason, principal.subject));
    },
  };
}
