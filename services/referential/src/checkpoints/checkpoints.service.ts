/** Checkpoints: control points of the network, optionally in a station area, retired for good. */
import { createCatalogRecords, type Database, type Precondition } from '@transport/platform';
import { Errors } from '../errors.ts';
import type { StationAreaPort } from '../station-areas/station-areas.port.ts';
import type { Schemas } from '../types.ts';
import {
  capabilityColumns,
  type Checkpoint,
  type CheckpointCapabilities,
  type CheckpointRepository,
} from './checkpoints.repository.ts';

export function createCheckpointService(
  db: Database,
  checkpoints: CheckpointRepository,
  areas: StationAreaPort,
) {
  const catalog = createCatalogRecords(db, checkpoints, 'checkpoint', {
    notFound: Errors.checkpointNotFound,
    retired: Errors.checkpointRetired,
  });

  return {
    ...catalog.reads,

    create(input: Schemas['CheckpointCreate'], actor: string): Promise<string> {
      return catalog.create(actor, async (trx) => {
        if (input.stationAreaId) await areas.lockForUse(trx, input.stationAreaId);
        return {
          code: input.code,
          name: input.name,
          station_area_id: input.stationAreaId ?? null,
          ...(input.capabilities ? capabilityColumns(input.capabilities) : {}),
        };
      });
    },

    correct(
      id: string,
      patch: Schemas['CheckpointCorrection'],
      actor: string,
      wanted?: Precondition,
    ): Promise<Checkpoint> {
      return catalog.correct(id, actor, wanted, async (trx) => {
        if (patch.stationAreaId) await areas.lockForUse(trx, patch.stationAreaId);
        const changes: Record<string, unknown> = {};
        if (patch.code !== undefined) changes.code = patch.code;
        if (patch.name !== undefined) changes.name = patch.name;
        if (patch.stationAreaId !== undefined) changes.station_area_id = patch.stationAreaId;
        return changes;
      });
    },

    setCapabilities(id: string, capabilities: CheckpointCapabilities, actor: string): Promise<Checkpoint> {
      return catalog.change(id, actor, async () => capabilityColumns(capabilities));
    },

    retire: (id: string, reason: string, actor: string) => catalog.retire(id, reason, actor),
  };
}

export type CheckpointService = ReturnType<typeof createCheckpointService>;
