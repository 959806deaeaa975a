import {
  created,
  datedHistoryHandlers,
  moveHandler,
  moveWithReasonHandler,
  ok,
  pageRequest,
  recordHandlers,
  type HandlerMap,
} from '@transport/platform';
import type { Operations, Schemas } from '../types.ts';
import { presence } from '@transport/platform';
import {
  correctedAuthorizationStatus,
  correctedHolder,
  type AuthorizationService,
  type AuthorizationStateCorrection,
} from './authorizations.service.ts';

type AuthorizationOperations = Pick<
  Operations,
  | 'declareTransportAuthorization'
  | 'searchTransportAuthorizations'
  | 'getTransportAuthorization'
  | 'suspendTransportAuthorization'
  | 'reactivateTransportAuthorization'
  | 'withdrawTransportAuthorization'
  | 'checkAuthorizationEligibility'
  | 'searchDossiers'
  | 'getDossier'
  | 'assignAuthorizationHolder'
  | 'listAuthorizationHolders'
  | 'authorizeVehicle'
  | 'listAuthorizedVehicles'
  | 'endAuthorizedVehicle'
  | 'authorizeLine'
  | 'listAuthorizedLines'
  | 'endAuthorizedLine'
  | 'getTransportAuthorizationTimeline'
  | 'cancelTransportAuthorizationChange'
  | 'correctTransportAuthorizationPeriod'
  | 'insertTransportAuthorizationPeriod'
  | 'endTransportAuthorizationPeriod'
  | 'getAuthorizationHolderTimeline'
  | 'cancelAuthorizationHolderChange'
  | 'correctAuthorizationHolderPeriod'
  | 'insertAuthorizationHolderPeriod'
  | 'endAuthorizationHolderPeriod'
  | 'getAuthorizedVehicleTimeline'
  | 'cancelAuthorizedVehicleChange'
  | 'correctAuthorizedVehiclePeriod'
  | 'insertAuthorizedVehiclePeriod'
  | 'endAuthorizedVehiclePeriod'
  | 'getAuthorizedLineTimeline'
  | 'cancelAuthorizedLineChange'
  | 'correctAuthorizedLinePeriod'
  | 'insertAuthorizedLinePeriod'
  | 'endAuthorizedLinePeriod'
>;

const BASE = '/referential/v1/authorizations';

export function authorizationRoutes(service: AuthorizationService): HandlerMap<AuthorizationOperations> {
  const history = datedHistoryHandlers<
    Schemas['TransportAuthorizationState'],
    AuthorizationStateCorrection & { effectiveFrom?: string }
  >(service.dated, {
    path: (id) => `${BASE}/authorizations/${id}/timeline`,
    change: correctedAuthorizationStatus,
  });
  const holders = datedHistoryHandlers(service.holderHistory, {
    path: (id) => `${BASE}/authorizations/${id}/holders/timeline`,
    change: correctedHolder,
  });
  const vehicles = datedHistoryHandlers(service.vehicleHistory, {
    path: (id, params: { id: string; vehicleId: string }) =>
      `${BASE}/authorizations/${id}/vehicles/${params.vehicleId}/timeline`,
    change: presence,
    key: (params) => ({ ownerId: params.id, subjectId: params.vehicleId }),
  });
  const lines = datedHistoryHandlers(service.lineHistory, {
    path: (id, params: { id: string; lineId: string }) =>
      `${BASE}/authorizations/${id}/lines/${params.lineId}/timeline`,
    change: presence,
    key: (params) => ({ ownerId: params.id, subjectId: params.lineId }),
  });
  const records = recordHandlers(
    { create: service.declare, search: service.search, get: service.get },
    { path: `${BASE}/authorizations`, defaultSort: 'numberAsc' },
  );
  return {
    declareTransportAuthorization: records.create,
    searchTransportAuthorizations: records.search,
    getTransportAuthorization: records.get,
    suspendTransportAuthorization: moveWithReasonHandler(service.suspend),
    reactivateTransportAuthorization: moveHandler(service.reactivate),
    withdrawTransportAuthorization: moveWithReasonHandler(service.withdraw),
    getTransportAuthorizationTimeline: history.timeline,
    cancelTransportAuthorizationChange: history.cancel,
    correctTransportAuthorizationPeriod: history.correct,
    insertTransportAuthorizationPeriod: history.insert,
    endTransportAuthorizationPeriod: history.end,
    getAuthorizationHolderTimeline: holders.timeline,
    cancelAuthorizationHolderChange: holders.cancel,
    correctAuthorizationHolderPeriod: holders.correct,
    insertAuthorizationHolderPeriod: holders.insert,
    endAuthorizationHolderPeriod: holders.end,
    getAuthorizedVehicleTimeline: vehicles.timeline,
    cancelAuthorizedVehicleChange: vehicles.cancel,
    correctAuthorizedVehiclePeriod: vehicles.correct,
    insertAuthorizedVehiclePeriod: vehicles.insert,
    endAuthorizedVehiclePeriod: vehicles.end,
    getAuthorizedLineTimeline: lines.timeline,
    cancelAuthorizedLineChange: lines.cancel,
    correctAuthorizedLinePeriod: lines.correct,
    insertAuthorizedLinePeriod: lines.insert,
    endAuthorizedLinePeriod: lines.end,
    async checkAuthorizationEligibility({ params, query }) {
      return ok(await service.eligibility(params.id, query.at, query.lineId));
    },
    async searchDossiers({ query }) {
      return ok(await service.searchDossiers(query.search, pageRequest(query)));
    },
    async getDossier({ params }) {
      return ok(await service.getDossier(params.id));
    },
    async assignAuthorizationHolder({ body, principal }) {
      const id = await service.assignHolder(body, principal.subject);
      return created(
        id,
        `${BASE}/holders?transportAuthorizationId=${body.transportAuthorizationId}&at=${body.effectiveFrom}`,
      );
    },
    async listAuthorizationHolders({ query }) {
      return ok(await service.holders(query, pageRequest(query)));
    },
    async authorizeVehicle({ body, principal }) {
      const id = await service.authorizeVehicle(body, principal.subject);
      return created(
        id,
        `${BASE}/authorized-vehicles?transportAuthorizationId=${body.transportAuthorizationId}&vehicleId=${body.vehicleId}&at=${body.effectiveFrom}`,
      );
    },
    async listAuthorizedVehicles({ query }) {
      return ok(await service.vehicles(query, pageRequest(query)));
    },
    async endAuthorizedVehicle({ params, body, principal }) {
      return ok(await service.endVehicle(params.id, body.effectiveTo, principal.subject));
    },
    async authorizeLine({ body, principal }) {
      const id = await service.authorizeLine(body, principal.subject);
      return created(
        id,
        `${BASE}/authorized-lines?transportAuthorizationId=${body.transportAuthorizationId}&lineId=${body.lineId}&at=${body.effectiveFrom}`,
      );
    },
    async listAuthorizedLines({ query }) {
      return ok(await service.lines(query, pageRequest(query)));
    },
    async endAuthorizedLine({ params, body, principal }) {
      return ok(await service.endLine(params.id, body.effectiveTo, principal.subject));
    },
  };
}
