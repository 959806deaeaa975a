import type { Database } from '@transport/platform';
import { isoTimestamp } from '@transport/platform';
import type { Schemas } from '../types.ts';
import { createCatalogRepository } from '../catalogs/catalog.repository.ts';
import { createPeriodRepository, type CarrierPeriod } from '../catalogs/period.repository.ts';

export type Coordination = Schemas['Coordination'];
export type CoordinationMember = Schemas['CoordinationMember'];

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

function toCoordination(row: CatalogRow): Coordination {
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

export function toMember({ ownerId, ...period }: CarrierPeriod): CoordinationMember {
  return { ...period, coordinationId: ownerId };
}

export function createCoordinationRepository(db: Database) {
  return {
    coordinations: createCatalogRepository(db, {
      table: 'coordinations',
      columns: COLUMNS,
      toRecord: toCoordination,
    }),
    members: createPeriodRepository(db, 'coordination_members', 'coordination_id'),
  };
}

export type CoordinationRepository = ReturnType<typeof createCoordinationRepository>;
