import { createdEmpty, ok, pageRequest, type HandlerMap } from '@transport/platform';
import type { Operations } from '../types.ts';
import type { VehicleCategoryService } from './vehicle-categories.service.ts';

type VehicleCategoryOperations = Pick<
  Operations,
  | 'declareVehicleCategory'
  | 'searchVehicleCategories'
  | 'getVehicleCategory'
  | 'retireVehicleCategory'
  | 'reactivateVehicleCategory'
>;

export function vehicleCategoryRoutes(
  service: VehicleCategoryService,
): HandlerMap<VehicleCategoryOperations> {
  return {
    async declareVehicleCategory({ body, principal }) {
      const id = await service.declare(body, principal.subject);
      return createdEmpty(`/referential/v1/vehicle-categories/${id}`);
    },
    async searchVehicleCategories({ query }) {
      const criteria = {
        search: query.search,
        status: query.status ?? 'ACTIVE',
        sort: query.sort ?? 'codeAsc',
      };
      return ok(await service.search(criteria, pageRequest(query)));
    },
    async getVehicleCategory({ params }) {
      return ok(await service.get(params.id));
    },
    async retireVehicleCategory({ params, principal }) {
      return ok(await service.retire(params.id, principal.subject));
    },
    async reactivateVehicleCategory({ params, principal }) {
      return ok(await service.reactivate(params.id, principal.subject));
    },
  };
}
