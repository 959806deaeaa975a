import { changeHandler, type HandlerMap, type Clock } from '@transport/platform';
import { datedCatalogHandlers } from '../dated-catalog.ts';
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
  | 'getCheckpointTimeline'
  | 'cancelCheckpointChange'
  | 'correctCheckpointPeriod'
  | 'insertCheckpointPeriod'
  | 'endCheckpointPeriod'
>;

export function checkpointRoutes(service: CheckpointService, clock: Clock): HandlerMap<CheckpointOperations> {
  const catalog = datedCatalogHandlers(
    service,
    '/referential/v1/checkpoints',
    clock,
    (query: { stationAreaId?: string }) => ({ filters: { station_area_id: query.stationAreaId } }),
  );
  return {
    createCheckpoint: catalog.create,
    searchCheckpoints: catalog.search,
    getCheckpoint: catalog.get,
    correctCheckpoint: catalog.correct,
    setCheckpointCapabilities: changeHandler(service.setCapabilities),
    retireCheckpoint: catalog.retire,
    getCheckpointTimeline: catalog.timeline,
    cancelCheckpointChange: catalog.cancel,
    correctCheckpointPeriod: catalog.correctPeriod,
    insertCheckpointPeriod: catalog.insert,
    endCheckpointPeriod: catalog.end,
  };
}
