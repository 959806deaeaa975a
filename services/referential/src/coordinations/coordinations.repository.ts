import {
  CATALOG_COLUMNS,
  createCatalogRepository,
  createDatedStates,
  periodShape,
  toCatalogRecord,
  type CatalogRow,
  type Database,
} from '@transport/platform';
import type { LinkPresence } from '../dated-links.ts';
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
    /** Each carrier's membership, a link over separate periods (ADR 0036). */
    members: createDatedStates<LinkPresence>(db, {
      table: 'coordination_members',
      ownerColumn: 'coordination_id',
      fields: {},
      link: { subjectColumn: 'carrier_id', listedBy: 'owner' },
    }),
  };
}

export type CoordinationRepository = ReturnType<typeof createCoordinationRepository>;
