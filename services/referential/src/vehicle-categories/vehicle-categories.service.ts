/** The vehicle category catalog: declared ACTIVE, retired (no longer given to vehicles), reactivated. */
import { createCatalogRecords, type Database } from '@transport/platform';
import { vehicleCategoryErrors } from './vehicle-categories.errors.ts';
import type { VehicleCategoryRepository } from './vehicle-categories.repository.ts';

export function createVehicleCategoryService(db: Database, categories: VehicleCategoryRepository) {
  const catalog = createCatalogRecords(db, categories, 'vehicle category', {
    notFound: vehicleCategoryErrors.vehicleCategoryNotFound,
    retired: vehicleCategoryErrors.vehicleCategoryRetired,
    active: vehicleCategoryErrors.vehicleCategoryActive,
  });

  return {
    ...catalog.reads,
    declare: (input: { code: string; name: string }, actor: string) =>
      catalog.create(actor, () => ({ code: input.code, name: input.name })),
    retire: (id: string, actor: string) => catalog.retire(id, null, actor),
    reactivate: (id: string, actor: string) => catalog.reactivate(id, actor),
  };
}

export type VehicleCategoryService = ReturnType<typeof createVehicleCategoryService>;
