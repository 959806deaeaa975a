/** What the other families may ask of checkpoints. */
import { checkpointErrors } from './checkpoints.errors.ts';
import type { Schemas } from '../types.ts';
import type { CheckpointRepository } from './checkpoints.repository.ts';

/** The refusals another family raises about a checkpoint it was asked for. */
export const checkpointRefusals = {
  checkpointNotFound: checkpointErrors.checkpointNotFound,
};

export interface CheckpointPort {
  find(id: string): Promise<Schemas['Checkpoint'] | undefined>;
}

export function createCheckpointPort(checkpoints: CheckpointRepository): CheckpointPort {
  return {
    find: (id) => checkpoints.findById(id),
  };
}
