/** What the other families may ask of vehicle categories. */
import type { Transaction } from '@transport/platform';
import { vehicleCategoryErrors } from './vehicle-categories.errors.ts';
import type { Schemas } from '../types.ts';
import type { VehicleCategoryRepository } from './vehicle-categories.repository.ts';

type VehicleCategory = Schemas['VehicleCategory'];

export interface VehicleCategoryPort {
  find(id: string): Promise<VehicleCategory | undefined>;
  /** Refuses an unknown category. */
  requireExists(id: string): Promise<void>;
  /**
   * The category, share-locked while a vehicle is given it (a retirement waits), or a refusal
   * when it is unknown or retired.
   */
  lockAssignable(trx: Transaction, id: string): Promise<VehicleCategory>;
}

export function createVehicleCategoryPort(categories: VehicleCategoryRepository): VehicleCategoryPort {
  return {
    find: (id) => categories.findById(id),

    async requireExists(id) {
      if (!(await categories.findById(id))) throw vehicleCategoryErrors.vehicleCategoryNotFound(id);
    },

    async lockAssignable(trx, id) {
      const category = await categories.lock(trx, id, 'share');
      if (!category) throw vehicleCategoryErrors.vehicleCategoryNotFound(id);
      if (category.status === 'RETIRED')
        throw vehicleCategoryErrors.vehicleCategoryNotAssignable(category.code);
      return category;
    },
  };
}
