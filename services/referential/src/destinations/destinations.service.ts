/**
 * Destinations: the names services announce as where they go; corrected while active, then
 * retired, from a date (ADR 0029).
 */
import { type Database, type Clock } from '@transport/platform';
import { destinationErrors } from './destinations.errors.ts';
import { createDatedCatalog } from '../dated-catalog.ts';
import type { DestinationRepository } from './destinations.repository.ts';

export function createDestinationService(db: Database, destinations: DestinationRepository, clock: Clock) {
  const catalog = createDatedCatalog(
    db,
    destinations,
    {
      what: 'destination',
      notFound: destinationErrors.destinationNotFound,
      retired: destinationErrors.destinationRetired,
      first: {},
    },
    clock,
  );
  return {
    get: catalog.get,
    search: catalog.search,
    dated: catalog.dated,
    create: (input: { code: string; name: string }, actor: string) =>
      catalog.create(actor, async () => ({ code: input.code, name: input.name })),
    correct: catalog.named.correct,
    retire: catalog.retire,
  };
}

export type DestinationService = ReturnType<typeof createDestinationService>;
