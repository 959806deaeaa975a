import {
  CATALOG_COLUMNS,
  createCatalogRepository,
  toCatalogRecord,
  type CatalogRow,
  type Database,
} from '@transport/platform';
import type { Schemas } from '../types.ts';

export type Checkpoint = Schemas['Checkpoint'];
export type CheckpointCapabilities = Schemas['CheckpointCapabilities'];

const COLUMNS = [...CATALOG_COLUMNS, 'station_area_id', 'entry_control', 'exit_control', 'boarding_control'];

interface CheckpointRow extends CatalogRow {
  station_area_id: string | null;
  entry_control: boolean;
  exit_control: boolean;
  boarding_control: boolean;
}

function toCheckpoint(row: CheckpointRow): Checkpoint {
  return {
    ...toCatalogRecord(row),
    stationAreaId: row.station_area_id,
    capabilities: {
      entryControl: row.entry_control,
      exitControl: row.exit_control,
      boardingControl: row.boarding_control,
    },
  };
}

/** Capabilities as columns. */
export function capabilityColumns(capabilities: CheckpointCapabilities): Record<string, boolean> {
  return {
    entry_control: capabilities.entryControl,
    exit_control: capabilities.exitControl,
    boarding_control: capabilities.boardingControl,
  };
}

export function createCheckpointRepository(db: Database) {
  return createCatalogRepository(db, { table: 'checkpoints', columns: COLUMNS, toRecord: toCheckpoint });
}

export type CheckpointRepository = ReturnType<typeof createCheckpointRepository>;
