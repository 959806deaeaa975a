/** Destinations: the names services announce as where they go; corrected while active, then retired. */
import {
  assertPrecondition,
  pageOf,
  type Database,
  type Page,
  type PageRequest,
  type Precondition,
} from '@transport/platform';
import { Errors } from '../errors.ts';
import type { CatalogCriteria } from '../catalogs/catalog.repository.ts';
import type { Destination, DestinationRepository } from './destinations.repository.ts';

export function createDestinationService(db: Database, destinations: DestinationRepository) {
  return {
    create(input: { code: string; name: string }, actor: string): Promise<string> {
      return destinations.insert(db, { code: input.code, name: input.name }, actor);
    },

    async get(id: string): Promise<Destination> {
      const destination = await destinations.findById(id);
      if (!destination) throw Errors.destinationNotFound(id);
      return destination;
    },

    async search(criteria: CatalogCriteria, page: PageRequest): Promise<Page<Destination>> {
      const { rows, total } = await destinations.search(criteria, page);
      return pageOf(page, rows, total);
    },

    correct(
      id: string,
      patch: { code?: string; name?: string },
      actor: string,
      wanted?: Precondition,
    ): Promise<Destination> {
      return db.transaction(async (trx) => {
        const destination = await destinations.lock(trx, id);
        if (!destination) throw Errors.destinationNotFound(id);
        if (destination.status === 'RETIRED') throw Errors.destinationRetired(destination.code);
        assertPrecondition(wanted, destination, 'destination');
        await destinations.update(trx, id, patch, actor);
        return (await destinations.findById(id, trx)) as Destination;
      });
    },

    retire(id: string, reason: string, actor: string): Promise<Destination> {
      return db.transaction(async (trx) => {
        const destination = await destinations.lock(trx, id);
        if (!destination) throw Errors.destinationNotFound(id);
        if (destination.status === 'RETIRED') throw Errors.destinationRetired(destination.code);
        await destinations.retire(trx, id, reason, actor);
        return (await destinations.findById(id, trx)) as Destination;
      });
    },
  };
}

export type DestinationService = ReturnType<typeof createDestinationService>;
