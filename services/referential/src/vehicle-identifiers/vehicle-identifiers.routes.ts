import {
  created,
  datedHistoryHandlers,
  moveWithReasonHandler,
  ok,
  type HandlerMap,
  type Clock,
} from '@transport/platform';
import type { Operations, Schemas } from '../types.ts';
import { correctedRevocation, type RevocationCorrection } from '../revocations.ts';
import type { VehicleIdentifierService } from './vehicle-identifiers.service.ts';

type VehicleIdentifierOperations = Pick<
  Operations,
  | 'enrolVehicleIdentifier'
  | 'resolveVehicleIdentifier'
  | 'getVehicleIdentifier'
  | 'revokeVehicleIdentifier'
  | 'getVehicleIdentifierTimeline'
  | 'cancelVehicleIdentifierChange'
  | 'correctVehicleIdentifierPeriod'
  | 'insertVehicleIdentifierPeriod'
  | 'endVehicleIdentifierPeriod'
>;

/** The request with the identifier's path parameter named `id`, as the shared handlers read it. */
const byId = <R extends { params: { identifierId: string } }>(request: R) => ({
  ...request,
  params: { ...request.params, id: request.params.identifierId },
});

export function vehicleIdentifierRoutes(
  service: VehicleIdentifierService,
  clock: Clock,
): HandlerMap<VehicleIdentifierOperations> {
  const history = datedHistoryHandlers<
    Schemas['VehicleIdentifierState'],
    RevocationCorrection & { effectiveFrom?: string }
  >(service.dated, {
    path: (id) => `/referential/v1/vehicle-identifiers/${id}/timeline`,
    change: correctedRevocation(clock),
  });
  const revoke = moveWithReasonHandler(service.revoke);
  return {
    async enrolVehicleIdentifier({ params, body, principal }) {
      const id = await service.enrol(params.id, body, principal.subject);
      return created(id, `/referential/v1/vehicle-identifiers/${id}`);
    },
    async resolveVehicleIdentifier({ body }) {
      return ok(await service.resolve(body));
    },
    async getVehicleIdentifier({ params, query }) {
      return ok(await service.get(params.identifierId, query.at));
    },
    revokeVehicleIdentifier: (request) => revoke(byId(request)),
    getVehicleIdentifierTimeline: (request) => history.timeline(byId(request)),
    cancelVehicleIdentifierChange: (request) => history.cancel(byId(request)),
    correctVehicleIdentifierPeriod: (request) => history.correct(byId(request)),
    insertVehicleIdentifierPeriod: (request) => history.insert(byId(request)),
    endVehicleIdentifierPeriod: (request) => history.end(byId(request)),
  };
}
