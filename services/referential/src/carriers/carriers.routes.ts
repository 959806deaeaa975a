import {
  created,
  datedHistoryHandlers,
  noContent,
  ok,
  okTagged,
  pageRequest,
  precondition,
  searchCriteria,
  type HandlerMap,
} from '@transport/platform';
import type { Operations, Schemas } from '../types.ts';
import { correctedStatus, type CarrierService, type CarrierStateCorrection } from './carriers.service.ts';

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
  | 'getCarrierTimeline'
  | 'cancelCarrierChange'
  | 'correctCarrierPeriod'
  | 'insertCarrierPeriod'
  | 'endCarrierPeriod'
>;

export function carrierRoutes(service: CarrierService): HandlerMap<CarrierOperations> {
  const history = datedHistoryHandlers<
    Schemas['CarrierState'],
    CarrierStateCorrection & { effectiveFrom?: string }
  >(service.dated, {
    path: (id) => `/referential/v1/carriers/${id}/timeline`,
    change: correctedStatus,
  });
  return {
    async registerCarrier({ body, principal }) {
      const id = await service.register(body, principal.subject);
      return created(id, `/referential/v1/carriers/${id}`);
    },
    async searchCarriers({ query }) {
      return ok(await service.search(searchCriteria(query, 'codeAsc'), pageRequest(query)));
    },
    async getCarrier({ params, query }) {
      return okTagged(await service.get(params.id, query.at));
    },
    async getCarrierByCode({ params }) {
      return ok(await service.getByCode(params.code));
    },
    async correctCarrier({ params, body, principal, headers }) {
      await service.correct(params.id, body, principal.subject, precondition(headers));
      return noContent();
    },
    async activateCarrier({ params, body, principal }) {
      return ok(await service.activate(params.id, principal.subject, body?.effectiveFrom));
    },
    async suspendCarrier({ params, body, principal }) {
      return ok(await service.suspend(params.id, body.reason, principal.subject, body.effectiveFrom));
    },
    async reactivateCarrier({ params, body, principal }) {
      return ok(await service.reactivate(params.id, principal.subject, body?.effectiveFrom));
    },
    getCarrierTimeline: history.timeline,
    cancelCarrierChange: history.cancel,
    correctCarrierPeriod: history.correct,
    insertCarrierPeriod: history.insert,
    endCarrierPeriod: history.end,
  };
}
