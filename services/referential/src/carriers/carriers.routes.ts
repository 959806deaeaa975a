import {
  datedHistoryHandlers,
  moveHandler,
  moveWithReasonHandler,
  noContent,
  ok,
  precondition,
  recordHandlers,
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
  | 'withdrawCarrier'
  | 'eraseCarrierContactDetails'
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
    withdrawCarrier: moveHandler(service.withdraw),
    async eraseCarrierContactDetails({ params, body, principal, requestId }) {
      return ok(
        await service.eraseContactDetails(params.id, {
          reason: body.reason,
          actor: principal.subject,
          requestId,
        }),
      );
    },
    getCarrierTimeline: history.timeline,
    cancelCarrierChange: history.cancel,
    correctCarrierPeriod: history.correct,
    insertCarrierPeriod: history.insert,
    endCarrierPeriod: history.end,
  };
}
