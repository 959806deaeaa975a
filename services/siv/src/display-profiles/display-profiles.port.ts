/** What the other families may ask of display profiles. */
import type { Transaction } from '@transport/platform';
import { displayProfileErrors } from './display-profiles.errors.ts';
import type { Schemas } from '../types.ts';
import type { DisplayProfileRepository } from './display-profiles.repository.ts';

/** The refusals another family raises about a display profile it was asked for (a board of a point using it). */
export const displayProfileRefusals = {
  displayProfileNotFound: displayProfileErrors.displayProfileNotFound,
  displayProfileNotActive: displayProfileErrors.displayProfileNotActive,
};

export interface DisplayProfilePort {
  /**
   * The profile, share-locked so that it cannot be retired before an assignment commits, or a
   * refusal when it is unknown. Whether it fits and is active is the assigning family's check.
   */
  lockForAssignment(trx: Transaction, id: string): Promise<Schemas['DisplayProfile']>;
  /** The profile, whatever its status; undefined when unknown. */
  find(id: string): Promise<Schemas['DisplayProfile'] | undefined>;
}

export function createDisplayProfilePort(profiles: DisplayProfileRepository): DisplayProfilePort {
  return {
    async lockForAssignment(trx, id) {
      const profile = await profiles.lock(trx, id, 'share');
      if (!profile) throw displayProfileErrors.displayProfileNotFound(id);
      return profile;
    },
    find: (id) => profiles.findById(id),
  };
}
