import type { Database } from '@transport/platform';
import { isoTimestamp } from '@transport/platform';
import type { Schemas } from '../types.ts';
import { createCatalogRepository } from '../catalogs/catalog.repository.ts';

export type Destination = Schemas['Destination'];

const COLUMNS = [
  'id',
  'code',
  'name',
  'status',
  'retirement_reason',
  'retired_at',
  'created_at',
  'updated_at',
];

interface CatalogRow {
  id: string;
  code: string;
  name: string;
  status: 'ACTIVE' | 'RETIRED';
  retirement_reason: string | null;
  retired_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

function toDestination(row: CatalogRow): Destination {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    status: row.status,
    retirementReason: row.retirement_reason,
    retiredAt: isoTimestamp(row.retired_at),
    createdAt: isoTimestamp(row.created_at) as string,
    updatedAt: isoTimestamp(row.updated_at) as string,
  };
}

export function createDestinationRepository(db: Database) {
  return createCatalogRepository(db, { table: 'destinations', columns: COLUMNS, toRecord: toDestination });
}

export type DestinationRepository = ReturnType<typeof createDestinationRepository>;
