/**
 * Checkpoints: control points of the network, optionally in a station area, retired for good;
 * the controls they perform and their retirement from a date (ADR 0029).
 */
import { type Database, type Precondition, type Clock } from '@transport/platform';
import { checkpointErrors } from './checkpoints.errors.ts';
import { createDatedCatalog } from '../dated-catalog.ts';
import type { StationAreaPort } from '../station-areas/station-areas.port.ts';
import type { Schemas } from '../types.ts';
import {
  type Checkpoint,
  type CheckpointCapabilities,
  type CheckpointRepository,
} from './checkpoints.repository.ts';

export function createCheckpointService(
  db: Database,
  checkpoints: CheckpointRepository,
  areas: StationAreaPort,
  clock: Clock,
) {
  const none: CheckpointCapabilities = { entryControl: false, exitControl: false, boardingControl: false };
  const catalog = createDatedCatalog(
    db,
    checkpoints,
    {
      what: 'checkpoint',
      notFound: checkpointErrors.checkpointNotFound,
      retired: checkpointErrors.checkpointRetired,
      first: none,
    },
    clock,
  );

  return {
    get: catalog.get,
    search: catalog.search,
    dated: catalog.dated,

    create(input: Schemas['CheckpointCreate'], actor: string): Promise<string> {
      const controls = { ...none, ...input.capabilities };
      return catalog.create(
        actor,
        async (trx) => {
          if (input.stationAreaId) await areas.lockForUse(trx, input.stationAreaId);
          return {
            code: input.code,
            name: input.name,
            station_area_id: input.stationAreaId ?? null,
            entry_control: controls.entryControl,
            exit_control: controls.exitControl,
            boarding_control: controls.boardingControl,
          };
        },
        controls,
      );
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

    /** The controls from `effectiveFrom` (today when absent), carried onto later changes. */
    async setCapabilities(
      id: string,
      body: CheckpointCapabilities & { effectiveFrom?: string },
      actor: string,
    ): Promise<Checkpoint> {
      const { effectiveFrom, ...capabilities } = body;
      const checkpoint = await catalog.setFrom(id, effectiveFrom, capabilities, actor);
      const { entryControl, exitControl, boardingControl, ...record } = checkpoint as Checkpoint &
        CheckpointCapabilities;
      return { ...record, capabilities: { entryControl, exitControl, boardingControl } };
    },

    retire: (id: string, reason: string, actor: string, effectiveFrom?: string) =>
      catalog.retire(id, reason, actor, effectiveFrom),
  };
}

export type CheckpointService = ReturnType<typeof createCheckpointService>;
