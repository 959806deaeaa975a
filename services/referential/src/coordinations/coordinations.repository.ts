import {
  CATALOG_COLUMNS,
  createCatalogRepository,
  createPeriodRepository,
  periodShape,
  toCatalogRecord,
  type CatalogRow,
  type Database,
} from '@transport/platform';
import type { Schemas } from '../types.ts';

type Coordination = Schemas['Coordination'];
type CoordinationMember = Schemas['CoordinationMember'];

export const toMember = periodShape<CoordinationMember>({
  owner: 'coordinationId',
  subject: 'carrierId',
  first: 'subject',
});

export function createCoordinationRepository(db: Database) {
  return {
    coordinations: createCatalogRepository<Coordination, CatalogRow>(db, {
      table: 'coordinations',
      columns: CATALOG_COLUMNS,
      toRecord: toCatalogRecord,
    }),
    members: createPeriodRepository(db, {
      table: 'coordination_members',
      ownerColumn: 'coordination_id',
      subjectColumn: 'carrier_id',
      listedBy: 'owner',
    }),
  };
}

export type CoordinationRepository = ReturnType<typeof createCoordinationRepository>;
