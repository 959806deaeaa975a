import {
  CATALOG_COLUMNS,
  columnGroup,
  toCatalogRecord,
  type CatalogRow,
  type Database,
} from '@transport/platform';
import { createDatedCatalogRepository } from '../dated-catalog.ts';
import type { Schemas } from '../types.ts';

export type Checkpoint = Schemas['Checkpoint'];
export type CheckpointCapabilities = Schemas['CheckpointCapabilities'];
/** What of a checkpoint changes over time, one row per period (`checkpoint_states`). */
export type CheckpointState = Schemas['CheckpointState'];

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

/** `today` names the day whose state the checkpoint's own columns project (ADR 0029). */
export function createCheckpointRepository(db: Database, today: () => string) {
  return createDatedCatalogRepository<Checkpoint, CheckpointRow, CheckpointState>(db, {
    table: 'checkpoints',
    columns: COLUMNS,
    toRecord: toCheckpoint,
    states: 'checkpoint_states',
    ownerColumn: 'checkpoint_id',
    fields: {
      entryControl: 'entry_control',
      exitControl: 'exit_control',
      boardingControl: 'boarding_control',
    },
    today,
  });
}

export type CheckpointRepository = ReturnType<typeof createCheckpointRepository>;
