import {
  changeHandler,
  datedHistoryHandlers,
  type HandlerMap,
  okTagged,
  precondition,
  recordHandlers,
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
    getVehicleTimeline: history.timeline,
    cancelVehicleChange: history.cancel,
    correctVehiclePeriod: history.correct,
    insertVehiclePeriod: history.insert,
    endVehiclePeriod: history.end,
  };
}
