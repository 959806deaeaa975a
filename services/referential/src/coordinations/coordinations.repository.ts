import {
  CATALOG_COLUMNS,
  createCatalogRepository,
  datedFamily,
  periodShape,
  toCatalogRecord,
  type CatalogRow,
  type Database,
} from '@transport/platform';
import type { LinkPresence } from '@transport/platform';
import type { Schemas } from '../types.ts';

type Coordination = Schemas['Coordination'];
type CoordinationMember = Schemas['CoordinationMember'];

export const toMember = periodShape<CoordinationMember>({
  owner: 'coordinationId',
  subject: 'carrierId',
  first: 'subject',
});

export function createCoordinationRepository(db: Database, today: () => string) {
  return {
    coordinations: createCatalogRepository<Coordination, CatalogRow>(db, {
      table: 'coordinations',
      columns: CATALOG_COLUMNS,
      toRecord: toCatalogRecord,
    }),
    /** Each carrier's membership, a link over separate periods (ADR 0036). */
    members: datedFamily<LinkPresence>(db, {
      table: 'coordination_members',
      ownerColumn: 'coordination_id',
      fields: {},
      link: { subjectColumn: 'carrier_id', listedBy: 'owner' },
      today,
      todayReads: 'rows',
    }),
  };
}

export type CoordinationRepository = ReturnType<typeof createCoordinationRepository>;
