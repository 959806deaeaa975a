/**
 * Coordinations: groupings of carriers, with effective-dated membership that never overlaps,
 * each carrier's membership a link over separate periods with its own timeline (ADR 0036).
 */
import {
  createCatalogRecords,
  type Database,
  type PageRequest,
  type PeriodReading,
} from '@transport/platform';
import { coordinationErrors } from './coordinations.errors.ts';
import { historyRefusals } from '../period.errors.ts';
import { toMember, type CoordinationRepository } from './coordinations.repository.ts';

/** A carrier linked to a record from a date, to an inclusive date or for good. */
interface CarrierPeriodInput {
  carrierId: string;
  effectiveFrom: string;
  effectiveTo?: string;
}

export function createCoordinationService(db: Database, repository: CoordinationRepository) {
  const catalog = createCatalogRecords(db, repository.coordinations, 'coordination', {
    notFound: coordinationErrors.coordinationNotFound,
    retired: coordinationErrors.coordinationRetired,
  });
  const members = repository.members.links(
    {
      async lock(trx, id) {
        const coordination = await repository.coordinations.lock(trx, id, 'share');
        if (!coordination) throw coordinationErrors.coordinationNotFound(id);
        return coordination;
      },
      get: catalog.get,
      what: (coordination, carrierId) => `the member ${carrierId} of the coordination ${coordination.code}`,
    },
    {
      notFound: coordinationErrors.coordinationMembershipNotFound,
      ended: coordinationErrors.coordinationMembershipEnded,
      history: historyRefusals,
      show: toMember,
    },
  );

  return {
    ...catalog.reads,
    ...catalog.named,
    retire: catalog.retire,

    /** The carrier a member from `effectiveFrom` (today or later), the coordination not retired. */
    addMember: (id: string, input: CarrierPeriodInput, actor: string) =>
      members.add({ ownerId: id, subjectId: input.carrierId }, input, actor, async (_trx, coordination) => {
        if (coordination.status === 'RETIRED')
          throw coordinationErrors.coordinationRetired(coordination.code);
        return undefined;
      }),
    async listMembers(id: string, reading: PeriodReading, page: PageRequest) {
      await catalog.get(id);
      return members.list({ ownerId: id }, reading, page);
    },
    endMembership: (id: string, membershipId: string, effectiveTo: string, actor: string) =>
      members.end(membershipId, effectiveTo, actor, id),
    /** Each member's timeline in the coordination, its cancellations and corrections. */
    memberHistory: members.history,
  };
}

export type CoordinationService = ReturnType<typeof createCoordinationService>;
