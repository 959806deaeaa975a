import {
  moveHandler,
  moveWithReasonHandler,
  noContent,
  ok,
  precondition,
  recordHandlers,
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
  const records = recordHandlers(
    { create: service.register, search: service.search, get: service.get },
    { path: '/referential/v1/carriers', defaultSort: 'codeAsc', tagged: true },
  );
  return {
    registerCarrier: records.create,
    searchCarriers: records.search,
    getCarrier: records.get,
    async getCarrierByCode({ params }) {
      return ok(await service.getByCode(params.code));
    },
    async correctCarrier({ params, body, principal, headers }) {
      await service.correct(params.id, body, principal.subject, precondition(headers));
      return noContent();
    },
    activateCarrier: moveHandler(service.activate),
    suspendCarrier: moveWithReasonHandler(service.suspend),
    reactivateCarrier: moveHandler(service.reactivate),
  };
}
