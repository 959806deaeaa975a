import {
  CATALOG_COLUMNS,
  createCatalogRepository,
  toCatalogRecord,
  type CatalogRow,
  type Database,
} from '@transport/platform';
import type { Schemas } from '../types.ts';

export type StationArea = Schemas['StationArea'];
type StationAreaStatus = Schemas['StationAreaStatus'];
export type StationAreaCapabilities = Schemas['StationAreaCapabilities'];

interface StationAreaRow extends CatalogRow<StationAreaStatus> {
  accessible: boolean;
  max_vehicle_length_m: number | null;
  max_vehicle_height_m: number | null;
  vehicle_categories: string[];
}

const COLUMNS = [
  ...CATALOG_COLUMNS,
  'accessible',
  'max_vehicle_length_m',
  'max_vehicle_height_m',
  'vehicle_categories',
];

function toStationArea(row: StationAreaRow): StationArea {
  const { retirementReason, retiredAt, createdAt, updatedAt, ...identity } = toCatalogRecord(row);
  return {
    ...identity,
    capabilities: {
      accessible: row.accessible,
      maxVehicleLengthM: row.max_vehicle_length_m,
      maxVehicleHeightM: row.max_vehicle_height_m,
      vehicleCategories: row.vehicle_categories,
    },
    retirementReason,
    retiredAt,
    createdAt,
    updatedAt,
  };
}

/** Capabilities as columns. */
export function capabilityColumns(capabilities: StationAreaCapabilities): Record<string, unknown> {
  return {
    accessible: capabilities.accessible,
    max_vehicle_length_m: capabilities.maxVehicleLengthM,
    max_vehicle_height_m: capabilities.maxVehicleHeightM,
    vehicle_categories: capabilities.vehicleCategories,
  };
}

export function createStationAreaRepository(db: Database) {
  return createCatalogRepository(db, { table: 'station_areas', columns: COLUMNS, toRecord: toStationArea });
}

export type StationAreaRepository = ReturnType<typeof createStationAreaRepository>;
