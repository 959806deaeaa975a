import { created, ok, type HandlerMap } from '@transport/platform';
import type { Operations } from '../types.ts';
import type { VehicleIdentifierService } from './vehicle-identifiers.service.ts';

type VehicleIdentifierOperations = Pick<
  Operations,
  'enrolVehicleIdentifier' | 'resolveVehicleIdentifier' | 'getVehicleIdentifier' | 'revokeVehicleIdentifier'
>;

export function vehicleIdentifierRoutes(
  service: VehicleIdentifierService,
): HandlerMap<VehicleIdentifierOperations> {
  return {
    async enrolVehicleIdentifier({ params, body, principal }) {
      const id = await service.enrol(params.id, body, principal.subject);
      return created(id, `/referential/v1/vehicle-identifiers/${id}`);
    },
    async resolveVehicleIdentifier({ body }) {
      return ok(await service.resolve(body));
    },
    async getVehicleIdentifier({ params }) {
      return ok(await service.get(params.identifierId));
    },
    async revokeVehicleIdentifier({ params, body, principal }) {
      return ok(await service.revoke(params.identifierId, body.reason, principal.subject));
    },
  };
}
