import {
  ok,
  okTagged,
  pageRequest,
  precondition,
  recordHandlers,
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
  const records = recordHandlers(
    { create: service.register, search: service.search, get: service.get },
    { path: '/referential/v1/vehicles', defaultSort: 'registrationAsc', tagged: true },
  );
  return {
    registerVehicle: records.create,
    searchVehicles: records.search,
    getVehicle: records.get,
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
