import type { Database } from '@transport/platform';
import { isoTimestamp } from '@transport/platform';
import type { Schemas } from '../types.ts';
import { createCatalogRepository } from '../catalogs/catalog.repository.ts';

export type Checkpoint = Schemas['Checkpoint'];
export type CheckpointCapabilities = Schemas['CheckpointCapabilities'];

const COLUMNS = [
  'id',
  'code',
  'name',
  'station_area_id',
  'entry_control',
  'exit_control',
  'boarding_control',
  'status',
  'retirement_reason',
  'retired_at',
  'created_at',
  'updated_at',
];

interface CheckpointRow {
  id: string;
  code: string;
  name: string;
  station_area_id: string | null;
  entry_control: boolean;
  exit_control: boolean;
  boarding_control: boolean;
  status: 'ACTIVE' | 'RETIRED';
  retirement_reason: string | null;
  retired_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

function toCheckpoint(row: CheckpointRow): Checkpoint {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    stationAreaId: row.station_area_id,
    capabilities: {
      entryControl: row.entry_control,
      exitControl: row.exit_control,
      boardingControl: row.boarding_control,
    },
    status: row.status,
    retirementReason: row.retirement_reason,
    retiredAt: isoTimestamp(row.retired_at),
    createdAt: isoTimestamp(row.created_at) as string,
    updatedAt: isoTimestamp(row.updated_at) as string,
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
