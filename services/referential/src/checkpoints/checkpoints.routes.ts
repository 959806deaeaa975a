import { created, ok, okTagged, pageRequest, precondition, type HandlerMap } from '@transport/platform';
import type { Operations } from '../types.ts';
import type { CheckpointService } from './checkpoints.service.ts';

type CheckpointOperations = Pick<
  Operations,
  | 'createCheckpoint'
  | 'searchCheckpoints'
  | 'getCheckpoint'
  | 'correctCheckpoint'
  | 'retireCheckpoint'
  | 'setCheckpointCapabilities'
>;

export function checkpointRoutes(service: CheckpointService): HandlerMap<CheckpointOperations> {
  return {
    async createCheckpoint({ body, principal }) {
      const id = await service.create(body, principal.subject);
      return created(id, `/referential/v1/checkpoints/${id}`);
    },
    async searchCheckpoints({ query }) {
      const criteria = {
        search: query.search,
        status: query.status,
        filters: query.stationAreaId ? { station_area_id: query.stationAreaId } : undefined,
        sort: query.sort ?? 'codeAsc',
      };
      return ok(await service.search(criteria, pageRequest(query)));
    },
    async getCheckpoint({ params }) {
      return okTagged(await service.get(params.id));
    },
    async correctCheckpoint({ params, body, principal, headers }) {
      return okTagged(await service.correct(params.id, body, principal.subject, precondition(headers)));
    },
    async setCheckpointCapabilities({ params, body, principal }) {
      return ok(await service.setCapabilities(params.id, body, principal.subject));
    },
    async retireCheckpoint({ params, body, principal }) {
      return ok(await service.retire(params.id, body.reason, principal.subject));
    },
  };
}
