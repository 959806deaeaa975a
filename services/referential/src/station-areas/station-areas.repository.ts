import {
  CATALOG_COLUMNS,
  columnGroup,
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

const CAPABILITIES = columnGroup<StationAreaCapabilities>({
  accessible: 'accessible',
  maxVehicleLengthM: 'max_vehicle_length_m',
  maxVehicleHeightM: 'max_vehicle_height_m',
  vehicleCategories: 'vehicle_categories',
});

const COLUMNS = [...CATALOG_COLUMNS, ...CAPABILITIES.columns];

function toStationArea(row: StationAreaRow): StationArea {
  const { retirementReason, retiredAt, createdAt, updatedAt, ...identity } = toCatalogRecord(row);
  return {
    ...identity,
    capabilities: CAPABILITIES.read(row),
    retirementReason,
    retiredAt,
    createdAt,
    updatedAt,
  };
}

/** Capabilities as columns. */
export const capabilityColumns = CAPABILITIES.write;

export function createStationAreaRepository(db: Database) {
  return createCatalogRepository(db, { table: 'station_areas', columns: COLUMNS, toRecord: toStationArea });
}

export type StationAreaRepository = ReturnType<typeof createStationAreaRepository>;
