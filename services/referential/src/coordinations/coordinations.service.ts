/** Coordinations: groupings of carriers, with effective-dated membership that never overlaps. */
import {
  createCatalogRecords,
  createOwnedPeriods,
  type Database,
  type PageRequest,
  type PeriodReading,
} from '@transport/platform';
import { Errors } from '../errors.ts';
import { toMember, type CoordinationRepository } from './coordinations.repository.ts';

/** A carrier linked to a record from a date, to an inclusive date or for good. */
interface CarrierPeriodInput {
  carrierId: string;
  effectiveFrom: string;
  effectiveTo?: string;
}

export function createCoordinationService(db: Database, repository: CoordinationRepository) {
  const catalog = createCatalogRecords(db, repository.coordinations, 'coordination', {
    notFound: Errors.coordinationNotFound,
    retired: Errors.coordinationRetired,
  });
  const members = createOwnedPeriods(db, repository.members, catalog.owner, {
    notFound: Errors.coordinationMembershipNotFound,
    ended: Errors.coordinationMembershipEnded,
    invalid: Errors.periodInvalid,
  });

  return {
    ...catalog.reads,
    ...catalog.named,
    retire: catalog.retire,

    addMember: (id: string, input: CarrierPeriodInput, actor: string) =>
      members.add(id, { ...input, subjectId: input.carrierId }, actor),
    listMembers: (id: string, reading: PeriodReading, page: PageRequest) =>
      members.list(id, reading, page, toMember),
    endMembership: async (id: string, membershipId: string, effectiveTo: string, actor: string) =>
      toMember(await members.end(id, membershipId, effectiveTo, actor)),
  };
}

export type CoordinationService = ReturnType<typeof createCoordinationService>;
