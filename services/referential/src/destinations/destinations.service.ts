/** Destinations: the names services announce as where they go; corrected while active, then retired. */
import { createCatalogRecords, type Database, type Precondition } from '@transport/platform';
import { Errors } from '../errors.ts';
import type { Destination, DestinationRepository } from './destinations.repository.ts';

export function createDestinationService(db: Database, destinations: DestinationRepository) {
  const catalog = createCatalogRecords(db, destinations, 'destination', {
    notFound: Errors.destinationNotFound,
    retired: (destination) => Errors.destinationRetired(destination.code),
    codeTaken: { constraint: 'destinations_code_key', refusal: Errors.destinationCodeTaken },
  });

  return {
    get: catalog.get,
    search: catalog.search,
    create: (input: { code: string; name: string }, actor: string) =>
      catalog.create(input.code, actor, () => ({ code: input.code, name: input.name })),
    correct: (id: string, patch: { code?: string; name?: string }, actor: string, wanted?: Precondition) =>
      catalog.correct(id, patch.code, actor, wanted, async () => patch),
    retire: (id: string, reason: string, actor: string): Promise<Destination> =>
      catalog.retire(id, reason, actor),
  };
}

export type DestinationService = ReturnType<typeof createDestinationService>;
