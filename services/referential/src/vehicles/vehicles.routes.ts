import {
  created,
  ok,
  okTagged,
  pageRequest,
  precondition,
  searchCriteria,
  type HandlerMap,
} from '@transport/platform';
import type { Operations } from '../types.ts';
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
>;

export function vehicleRoutes(service: VehicleService): HandlerMap<VehicleOperations> {
  return {
    async registerVehicle({ body, principal }) {
      const id = await service.register(body, principal.subject);
      return created(id, `/referential/v1/vehicles/${id}`);
    },
    async searchVehicles({ query }) {
      return ok(await service.search(searchCriteria(query, 'registrationAsc'), pageRequest(query)));
    },
    async getVehicle({ params }) {
      return okTagged(await service.get(params.id));
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
  };
}
