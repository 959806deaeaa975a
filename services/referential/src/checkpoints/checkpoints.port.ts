/** What the other families may ask of checkpoints. */
import type { Schemas } from '../types.ts';
import type { CheckpointRepository } from './checkpoints.repository.ts';

export interface CheckpointPort {
  find(id: string): Promise<Schemas['Checkpoint'] | undefined>;
}

export function createCheckpointPort(checkpoints: CheckpointRepository): CheckpointPort {
  return {
    find: (id) => checkpoints.findById(id),
  };
}
