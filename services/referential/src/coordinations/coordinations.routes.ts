import {
  catalogHandlers,
  datedHistoryHandlers,
  type HandlerMap,
  ownedPeriodHandlers,
  type Clock,
} from '@transport/platform';
import { presence } from '@transport/platform';
import type { Operations } from '../types.ts';
import type { CoordinationService } from './coordinations.service.ts';

type CoordinationOperations = Pick<
  Operations,
  | 'createCoordination'
  | 'searchCoordinations'
  | 'getCoordination'
  | 'correctCoordination'
  | 'retireCoordination'
  | 'addCoordinationMember'
  | 'listCoordinationMembers'
  | 'endCoordinationMembership'
  | 'getCoordinationMemberTimeline'
  | 'cancelCoordinationMemberChange'
  | 'correctCoordinationMemberPeriod'
  | 'insertCoordinationMemberPeriod'
  | 'endCoordinationMemberPeriod'
>;

export function coordinationRoutes(
  service: CoordinationService,
  clock: Clock,
): HandlerMap<CoordinationOperations> {
  const catalog = catalogHandlers(service, '/referential/v1/coordinations');
  const members = ownedPeriodHandlers(
    { add: service.addMember, list: service.listMembers, end: service.endMembership },
    {
      path: (id) => `/referential/v1/coordinations/${id}/members`,
      periodParam: 'membershipId',
      today: () => clock.today(),
    },
  );
  const memberHistory = datedHistoryHandlers(service.memberHistory, {
    path: (id, params: { id: string; carrierId: string }) =>
      `/referential/v1/coordinations/${id}/members/${params.carrierId}/timeline`,
    change: presence,
    key: (params) => ({ ownerId: params.id, subjectId: params.carrierId }),
  });
  return {
    createCoordination: catalog.create,
    searchCoordinations: catalog.search,
    getCoordination: catalog.get,
    correctCoordination: catalog.correct,
    retireCoordination: catalog.retire,
    addCoordinationMember: members.add,
    listCoordinationMembers: members.list,
    endCoordinationMembership: members.end,
    getCoordinationMemberTimeline: memberHistory.timeline,
    cancelCoordinationMemberChange: memberHistory.cancel,
    correctCoordinationMemberPeriod: memberHistory.correct,
    insertCoordinationMemberPeriod: memberHistory.insert,
    endCoordinationMemberPeriod: memberHistory.end,
  };
}
