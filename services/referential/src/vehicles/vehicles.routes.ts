import {
  changeHandler,
  type HandlerMap,
  ok,
  okTagged,
  pageRequest,
  precondition,
  recordHandlers,
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
    transferVehicle: changeHandler(service.transfer),
    changeVehicleCategory: changeHandler(service.changeCategory),
    changeVehicleLifecycle: changeHandler(service.changeLifecycle),
    changeVehicleSeats: changeHandler(service.changeSeats),
    async getVehicleHistory({ params, query }) {
      return ok(await service.history(params.id, pageRequest(query)));
    },
  };
}
