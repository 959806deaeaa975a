import {
  created,
  datedHistoryHandlers,
  ok,
  okTagged,
  pageRequest,
  precondition,
  searchCriteria,
  type HandlerMap,
} from '@transport/platform';
import type { Operations, Schemas } from '../types.ts';
import type { VehicleService } from './vehicles.service.ts';

type VehicleOperations = Pick<
  Operations,
  | 'registerVehicle'
  | 'searchVehicles'
  | 'getVehicle'
  | 'correctVehicle'
  | 'transferVehicle'
  | 'changeVehicleCategory'
  | 'changeVehicleLifecycle'
  | 'changeVehicleSeats'
  | 'getVehicleHistory'
  | 'getVehicleTimeline'
  | 'cancelVehicleChange'
  | 'correctVehiclePeriod'
  | 'insertVehiclePeriod'
  | 'endVehiclePeriod'
>;

/** A correction of a vehicle's period: the fields given, the others as they were. */
function correctedVehicle(body: Partial<Schemas['VehicleState']> & { effectiveFrom?: string }) {
  const { effectiveFrom: _from, ...fields } = body;
  return (): Partial<Schemas['VehicleState']> => fields;
}

export function vehicleRoutes(service: VehicleService): HandlerMap<VehicleOperations> {
  const history = datedHistoryHandlers(service.dated, {
    path: (id) => `/referential/v1/vehicles/${id}/timeline`,
    change: correctedVehicle,
  });
  return {
    async registerVehicle({ body, principal }) {
      const id = await service.register(body, principal.subject);
      return created(id, `/referential/v1/vehicles/${id}`);
    },
    async searchVehicles({ query }) {
      return ok(await service.search(searchCriteria(query, 'registrationAsc'), pageRequest(query)));
    },
    async getVehicle({ params, query }) {
      return okTagged(await service.get(params.id, query.at));
    },
    async correctVehicle({ params, body, principal, headers }) {
      return okTagged(await service.correct(params.id, body, principal.subject, precondition(headers)));
    },
    async transferVehicle({ params, body, principal }) {
      return ok(await service.transfer(params.id, body, principal.subject));
    },
    async changeVehicleCategory({ params, body, principal }) {
      return ok(await service.changeCategory(params.id, body, principal.subject));
    },
    async changeVehicleLifecycle({ params, body, principal }) {
      return ok(await service.changeLifecycle(params.id, body, principal.subject));
    },
    async changeVehicleSeats({ params, body, principal }) {
      return ok(await service.changeSeats(params.id, body, principal.subject));
    },
    async getVehicleHistory({ params, query }) {
      return ok(await service.history(params.id, pageRequest(query)));
    },
    getVehicleTimeline: history.timeline,
    cancelVehicleChange: history.cancel,
    correctVehiclePeriod: history.correct,
    insertVehiclePeriod: history.insert,
    endVehiclePeriod: history.end,
  };
}
