import { catalogHandlers, ok, type HandlerMap } from '@transport/platform';
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
  const catalog = catalogHandlers(
    service,
    '/referential/v1/checkpoints',
    (query: { stationAreaId?: string }) => ({ filters: { station_area_id: query.stationAreaId } }),
  );
  return {
    createCheckpoint: catalog.create,
    searchCheckpoints: catalog.search,
    getCheckpoint: catalog.get,
    correctCheckpoint: catalog.correct,
    async setCheckpointCapabilities({ params, body, principal }) {
      return ok(await service.setCapabilities(params.id, body, principal.subject));
    },
    retireCheckpoint: catalog.retire,
  };
}
