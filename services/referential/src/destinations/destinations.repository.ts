import { CATALOG_COLUMNS, toCatalogRecord, type CatalogRow, type Database } from '@transport/platform';
import { createDatedCatalogRepository, type RetirableState } from '../dated-catalog.ts';
import type { Schemas } from '../types.ts';

type Destination = Schemas['Destination'];

/** `today` names the day whose state the destination's own columns project (ADR 0029). */
export function createDestinationRepository(db: Database, today: () => string) {
  return createDatedCatalogRepository<Destination, CatalogRow, RetirableState>(db, {
    table: 'destinations',
    columns: CATALOG_COLUMNS,
    toRecord: toCatalogRecord,
    states: 'destination_states',
    ownerColumn: 'destination_id',
    fields: {},
    today,
  });
}

export type DestinationRepository = ReturnType<typeof createDestinationRepository>;
