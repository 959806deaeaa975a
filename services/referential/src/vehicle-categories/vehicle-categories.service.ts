/** The vehicle category catalog: declared ACTIVE, retired (no longer given to vehicles), reactivated. */
import { pageOf, type Database, type Page, type PageRequest } from '@transport/platform';
import { Errors } from '../errors.ts';
import type {
  VehicleCategory,
  VehicleCategoryCriteria,
  VehicleCategoryRepository,
  VehicleCategoryStatus,
} from './vehicle-categories.repository.ts';

export function createVehicleCategoryService(db: Database, categories: VehicleCategoryRepository) {
  function move(id: string, to: VehicleCategoryStatus, actor: string): Promise<VehicleCategory> {
    return db.transaction(async (trx) => {
      const category = await categories.lock(trx, id, 'update');
      if (!category) throw Errors.vehicleCategoryNotFound(id);
      if (category.status === to)
        throw to === 'RETIRED'
          ? Errors.vehicleCategoryRetired(category.code)
          : Errors.vehicleCategoryActive(category.code);
      await categories.setStatus(trx, id, to, actor);
      return (await categories.findById(id, trx)) as VehicleCategory;
    });
  }

  return {
    async declare(input: { code: string; name: string }, actor: string): Promise<string> {
      return categories.insert(input, actor);
    },

    async get(id: string): Promise<VehicleCategory> {
      const category = await categories.findById(id);
      if (!category) throw Errors.vehicleCategoryNotFound(id);
      return category;
    },

    async search(criteria: VehicleCategoryCriteria, page: PageRequest): Promise<Page<VehicleCategory>> {
      const { rows, total } = await categories.search(criteria, page);
      return pageOf(page, rows, total);
    },

    retire: (id: string, actor: string) => move(id, 'RETIRED', actor),
    reactivate: (id: string, actor: string) => move(id, 'ACTIVE', actor),
  };
}

export type VehicleCategoryService = ReturnType<typeof createVehicleCategoryService>;
