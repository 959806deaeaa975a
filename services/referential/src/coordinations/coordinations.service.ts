/** Coordinations: groupings of carriers, with effective-dated membership that never overlaps. */
import {
  createCatalogRecords,
  createPeriods,
  isPgError,
  PG,
  type Database,
  type Page,
  type PageRequest,
  type PeriodReading,
} from '@transport/platform';
import { Errors } from '../errors.ts';
import {
  toMember,
  type CoordinationMember,
  type CoordinationRepository,
} from './coordinations.repository.ts';

export function createCoordinationService(db: Database, repository: CoordinationRepository) {
  const catalog = createCatalogRecords(db, repository.coordinations, 'coordination', {
    notFound: Errors.coordinationNotFound,
    retired: (coordination) => Errors.coordinationRetired(coordination.code),
    codeTaken: { constraint: 'coordinations_code_key', refusal: Errors.coordinationCodeTaken },
  });
  const members = createPeriods(db, repository.members, {
    notFound: Errors.coordinationMembershipNotFound,
    ended: Errors.coordinationMembershipEnded,
    invalid: (from, to) => Errors.periodInvalid(from, to),
  });

  return {
    get: catalog.get,
    search: catalog.search,
    ...catalog.named,
    retire: catalog.retire,

    async addMember(
      id: string,
      input: { carrierId: string; effectiveFrom: string; effectiveTo?: string },
      actor: string,
    ): Promise<string> {
      members.checkDates(input.effectiveFrom, input.effectiveTo);
      const { carrierId: subjectId, ...dates } = input;
      try {
        return await db.transaction(async (trx) => {
          // Share lock: memberships may be added side by side, a retirement waits for them.
          await catalog.lockActive(trx, id, 'share');
          return repository.members.insert(trx, { ownerId: id, subjectId, ...dates }, actor);
        });
      } catch (error) {
        if (isPgError(error, PG.exclusionViolation, 'coordination_members_no_overlap'))
          throw Errors.coordinationMembershipOverlaps(input.carrierId);
        if (isPgError(error, PG.foreignKeyViolation, 'coordination_members_carrier_id_fkey'))
          throw Errors.carrierNotFound(input.carrierId);
        throw error;
      }
    },

    async listMembers(
      id: string,
      reading: PeriodReading,
      page: PageRequest,
    ): Promise<Page<CoordinationMember>> {
      await catalog.get(id);
      return members.list({ ...reading, ownerId: id }, page, toMember);
    },

    async endMembership(
      id: string,
      membershipId: string,
      effectiveTo: string,
      actor: string,
    ): Promise<CoordinationMember> {
      return toMember(
        await members.end(membershipId, effectiveTo, actor, { id, check: () => catalog.get(id) }),
      );
    },
  };
}

export type CoordinationService = ReturnType<typeof createCoordinationService>;
