/** Destinations: the names services announce as where they go; corrected while active, then retired. */
import { createCatalogRecords, type Database } from '@transport/platform';
import { Errors } from '../errors.ts';
import type { DestinationRepository } from './destinations.repository.ts';

export function createDestinationService(db: Database, destinations: DestinationRepository) {
  const catalog = createCatalogRecords(db, destinations, 'destination', {
    notFound: Errors.destinationNotFound,
    retired: Errors.destinationRetired,
  });

  return { ...catalog.reads, ...catalog.named, retire: catalog.retire };
}

export type DestinationService = ReturnType<typeof createDestinationService>;
