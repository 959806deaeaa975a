import { auditFields, createCatalogRepository, isoTimestamp, type Database } from '@transport/platform';
import type { Schemas } from '../types.ts';

type VehicleCategory = Schemas['VehicleCategory'];
type VehicleCategoryStatus = Schemas['VehicleCategoryStatus'];

interface VehicleCategoryRow {
  id: string;
  code: string;
  name: string;
  status: VehicleCategoryStatus;
  retired_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** The catalog's columns but the retirement reason, which categories do not keep. */
const COLUMNS = ['id', 'code', 'name', 'status', 'retired_at', 'created_at', 'updated_at'];

function toCategory(row: VehicleCategoryRow): VehicleCategory {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    status: row.status,
    retiredAt: isoTimestamp(row.retired_at),
    ...auditFields(row),
  };
}

export function createVehicleCategoryRepository(db: Database) {
  return createCatalogRepository(db, {
    table: 'vehicle_categories',
    columns: COLUMNS,
    toRecord: toCategory,
    retirementReason: false,
  });
}

export type VehicleCategoryRepository = ReturnType<typeof createVehicleCategoryRepository>;
