/** Checkpoints: control points of the network, optionally in a station area, retired for good. */
import {
  assertPrecondition,
  pageOf,
  type Database,
  type Page,
  type PageRequest,
  type Precondition,
  type Transaction,
} from '@transport/platform';
import { Errors } from '../errors.ts';
import type { CatalogCriteria } from '../catalogs/catalog.repository.ts';
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
  async function lockActive(trx: Transaction, id: string): Promise<Checkpoint> {
    const checkpoint = await checkpoints.lock(trx, id);
    if (!checkpoint) throw Errors.checkpointNotFound(id);
    if (checkpoint.status === 'RETIRED') throw Errors.checkpointRetired(checkpoint.code);
    return checkpoint;
  }

  return {
    async create(input: Schemas['CheckpointCreate'], actor: string): Promise<string> {
      return db.transaction(async (trx) => {
        if (input.stationAreaId) await areas.lockForUse(trx, input.stationAreaId);
        return checkpoints.insert(
          trx,
          {
            code: input.code,
            name: input.name,
            station_area_id: input.stationAreaId ?? null,
            ...(input.capabilities ? capabilityColumns(input.capabilities) : {}),
          },
          actor,
        );
      });
    },

    async get(id: string): Promise<Checkpoint> {
      const checkpoint = await checkpoints.findById(id);
      if (!checkpoint) throw Errors.checkpointNotFound(id);
      return checkpoint;
    },

    async search(criteria: CatalogCriteria, page: PageRequest): Promise<Page<Checkpoint>> {
      const { rows, total } = await checkpoints.search(criteria, page);
      return pageOf(page, rows, total);
    },

    async correct(
      id: string,
      patch: Schemas['CheckpointCorrection'],
      actor: string,
      wanted?: Precondition,
    ): Promise<Checkpoint> {
      return db.transaction(async (trx) => {
        assertPrecondition(wanted, await lockActive(trx, id), 'checkpoint');
        if (patch.stationAreaId) await areas.lockForUse(trx, patch.stationAreaId);
        const changes: Record<string, unknown> = {};
        if (patch.code !== undefined) changes.code = patch.code;
        if (patch.name !== undefined) changes.name = patch.name;
        if (patch.stationAreaId !== undefined) changes.station_area_id = patch.stationAreaId;
        await checkpoints.update(trx, id, changes, actor);
        return (await checkpoints.findById(id, trx)) as Checkpoint;
      });
    },

    setCapabilities(id: string, capabilities: CheckpointCapabilities, actor: string): Promise<Checkpoint> {
      return db.transaction(async (trx) => {
        await lockActive(trx, id);
        await checkpoints.update(trx, id, capabilityColumns(capabilities), actor);
        return (await checkpoints.findById(id, trx)) as Checkpoint;
      });
    },

    retire(id: string, reason: string, actor: string): Promise<Checkpoint> {
      return db.transaction(async (trx) => {
        await lockActive(trx, id);
        await checkpoints.retire(trx, id, reason, actor);
        return (await checkpoints.findById(id, trx)) as Checkpoint;
      });
    },
  };
}

export type CheckpointService = ReturnType<typeof createCheckpointService>;
