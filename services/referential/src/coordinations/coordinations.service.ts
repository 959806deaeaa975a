/** Coordinations: groupings of carriers, with effective-dated membership that never overlaps. */
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
import type { PeriodReading } from '../catalogs/period.repository.ts';
import {
  toMember,
  type Coordination,
  type CoordinationMember,
  type CoordinationRepository,
} from './coordinations.repository.ts';

export function createCoordinationService(db: Database, repository: CoordinationRepository) {
  const { coordinations, members } = repository;

  async function get(id: string): Promise<Coordination> {
    const coordination = await coordinations.findById(id);
    if (!coordination) throw Errors.coordinationNotFound(id);
    return coordination;
  }

  return {
    get,

    create(input: { code: string; name: string }, actor: string): Promise<string> {
      return coordinations.insert(db, { code: input.code, name: input.name }, actor);
    },

    async search(criteria: CatalogCriteria, page: PageRequest): Promise<Page<Coordination>> {
      const { rows, total } = await coordinations.search(criteria, page);
      return pageOf(page, rows, total);
    },

    correct(
      id: string,
      patch: { code?: string; name?: string },
      actor: string,
      wanted?: Precondition,
    ): Promise<Coordination> {
      return db.transaction(async (trx) => {
        const coordination = await coordinations.lock(trx, id);
        if (!coordination) throw Errors.coordinationNotFound(id);
        if (coordination.status === 'RETIRED') throw Errors.coordinationRetired(coordination.code);
        assertPrecondition(wanted, coordination, 'coordination');
        await coordinations.update(trx, id, patch, actor);
        return (await coordinations.findById(id, trx)) as Coordination;
      });
    },

    retire(id: string, reason: string, actor: string): Promise<Coordination> {
      return db.transaction(async (trx) => {
        const coordination = await coordinations.lock(trx, id);
        if (!coordination) throw Errors.coordinationNotFound(id);
        if (coordination.status === 'RETIRED') throw Errors.coordinationRetired(coordination.code);
        await coordinations.retire(trx, id, reason, actor);
        return (await coordinations.findById(id, trx)) as Coordination;
      });
    },

    async addMember(
      id: string,
      input: { carrierId: string; effectiveFrom: string; effectiveTo?: string },
      actor: string,
    ): Promise<string> {
      if (input.effectiveTo && input.effectiveTo < input.effectiveFrom)
        throw Errors.periodInvalid(input.effectiveFrom, input.effectiveTo);
      return db.transaction(async (trx) => {
        // Share lock: memberships may be added side by side, a retirement waits for them.
        const coordination = await coordinations.lock(trx, id, 'share');
        if (!coordination) throw Errors.coordinationNotFound(id);
        if (coordination.status === 'RETIRED') throw Errors.coordinationRetired(coordination.code);
        return members.insert(trx, { ownerId: id, ...input }, actor);
      });
    },

    async listMembers(
      id: string,
      reading: PeriodReading,
      page: PageRequest,
    ): Promise<Page<CoordinationMember>> {
      await get(id);
      const { rows, total } = await members.list(id, reading, page);
      return pageOf(page, rows.map(toMember), total);
    },

    endMembership(
      id: string,
      membershipId: string,
      effectiveTo: string,
      actor: string,
    ): Promise<CoordinationMember> {
      return db.transaction(async (trx) => {
        const membership = await members.lock(trx, id, membershipId);
        if (!membership) {
          await get(id);
          throw Errors.coordinationMembershipNotFound(membershipId);
        }
        if (membership.effectiveTo !== null) throw Errors.coordinationMembershipEnded(membership.effectiveTo);
        if (effectiveTo < membership.effectiveFrom)
          throw Errors.periodInvalid(membership.effectiveFrom, effectiveTo);
        await members.end(trx, membershipId, effectiveTo, actor);
        return toMember(
          (await members.findById(membershipId, trx)) as NonNullable<
            Awaited<ReturnType<typeof members.findById>>
          >,
        );
      });
    },
  };
}

export type CoordinationService = ReturnType<typeof createCoordinationService>;
