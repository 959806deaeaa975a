import {
  created,
  noContent,
  ok,
  okTagged,
  pageRequest,
  precondition,
  searchCriteria,
  type HandlerMap,
} from '@transport/platform';
import type { Operations } from '../types.ts';
import type { CarrierService } from './carriers.service.ts';

type CarrierOperations = Pick<
  Operations,
  | 'registerCarrier'
  | 'searchCarriers'
  | 'getCarrier'
  | 'getCarrierByCode'
  | 'correctCarrier'
  | 'activateCarrier'
  | 'suspendCarrier'
  | 'reactivateCarrier'
>;

export function carrierRoutes(service: CarrierService): HandlerMap<CarrierOperations> {
  return {
    async registerCarrier({ body, principal }) {
      const id = await service.register(body, principal.subject);
      return created(id, `/referential/v1/carriers/${id}`);
    },
    async searchCarriers({ query }) {
      return ok(await service.search(searchCriteria(query, 'codeAsc'), pageRequest(query)));
    },
    async getCarrier({ params }) {
      return okTagged(await service.get(params.id));
    },
    async getCarrierByCode({ params }) {
      return ok(await service.getByCode(params.code));
    },
    async correctCarrier({ params, body, principal, headers }) {
      await service.correct(params.id, body, principal.subject, precondition(headers));
      return noContent();
    },
    async activateCarrier({ params, principal }) {
      return ok(await service.activate(params.id, principal.subject));
    },
    async suspendCarrier({ params, body, principal }) {
      return ok(await service.suspend(params.id, body.reason, principal.subject));
    },
    async reactivateCarrier({ params, principal }) {
      return ok(await service.reactivate(params.id, principal.subject));
    },
  };
}
