import {
  CATALOG_COLUMNS,
  createCatalogRepository,
  toCatalogRecord,
  type CatalogRow,
  type Database,
} from '@transport/platform';
import type { Schemas } from '../types.ts';

type Destination = Schemas['Destination'];

export function createDestinationRepository(db: Database) {
  return createCatalogRepository<Destination, CatalogRow>(db, {
    table: 'destinations',
    columns: CATALOG_COLUMNS,
    toRecord: toCatalogRecord,
  });
}

export type DestinationRepository = ReturnType<typeof createDestinationRepository>;
