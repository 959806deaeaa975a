import {
  CATALOG_COLUMNS,
  columnGroup,
  createCatalogRepository,
  toCatalogRecord,
  type CatalogRow,
  type Database,
} from '@transport/platform';
import type { Schemas } from '../types.ts';

export type Checkpoint = Schemas['Checkpoint'];
export type CheckpointCapabilities = Schemas['CheckpointCapabilities'];

const CAPABILITIES = columnGroup<CheckpointCapabilities>({
  entryControl: 'entry_control',
  exitControl: 'exit_control',
  boardingControl: 'boarding_control',
});

const COLUMNS = [...CATALOG_COLUMNS, 'station_area_id', ...CAPABILITIES.columns];

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
    capabilities: CAPABILITIES.read(row),
  };
}

/** Capabilities as columns. */
export const capabilityColumns = CAPABILITIES.write;

export function createCheckpointRepository(db: Database) {
  return createCatalogRepository(db, { table: 'checkpoints', columns: COLUMNS, toRecord: toCheckpoint });
}

export type CheckpointRepository = ReturnType<typeof createCheckpointRepository>;
