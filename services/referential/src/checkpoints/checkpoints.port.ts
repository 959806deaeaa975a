/** What the other families may ask of checkpoints. */
import { checkpointErrors } from './checkpoints.errors.ts';
import type { Schemas } from '../types.ts';
import type { CheckpointRepository } from './checkpoints.repository.ts';

type Checkpoint = Schemas['Checkpoint'];

/** The refusals another family raises about a checkpoint it was asked for. */
export const checkpointRefusals = {
  checkpointNotFound: checkpointErrors.checkpointNotFound,
};

export interface CheckpointPort {
  find(id: string): Promise<Checkpoint | undefined>;
  /**
   * The checkpoint as it stood on `date` (its status null on a day with no state) and the
   * period of its timeline that state came from.
   */
  findOn(id: string, date: string): Promise<{ checkpoint: Checkpoint; periodId: string | null } | undefined>;
}

export function createCheckpointPort(checkpoints: CheckpointRepository): CheckpointPort {
  return {
    find: (id) => checkpoints.findById(id),

    async findOn(id, date) {
      const [checkpoint, period] = await Promise.all([
        checkpoints.findOn(id, date),
        checkpoints.states.at(id, date),
      ]);
      return checkpoint ? { checkpoint, periodId: period?.id ?? null } : undefined;
    },
  };
}
