import type { Database } from '@transport/platform';
import type { Schemas } from '../types.ts';
import {
  CATALOG_COLUMNS,
  createCatalogRepository,
  toCatalogRecord,
  type CatalogRow,
} from '../catalogs/catalog.repository.ts';
import { createPeriodRepository, type CarrierPeriod } from '../catalogs/period.repository.ts';

export type Coordination = Schemas['Coordination'];
export type CoordinationMember = Schemas['CoordinationMember'];

export function toMember({ ownerId, ...period }: CarrierPeriod): CoordinationMember {
  return { ...period, coordinationId: ownerId };
}

export function createCoordinationRepository(db: Database) {
  return {
    coordinations: createCatalogRepository<Coordination, CatalogRow>(db, {
      table: 'coordinations',
      columns: CATALOG_COLUMNS,
      toRecord: toCatalogRecord,
    }),
    members: createPeriodRepository(db, 'coordination_members', 'coordination_id'),
  };
}

export type CoordinationRepository = ReturnType<typeof createCoordinationRepository>;
