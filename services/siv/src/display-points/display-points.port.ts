/** What the other families may ask of display points. */
import { displayPointErrors } from './display-points.errors.ts';
import type { Transaction } from '@transport/platform';
import type { DisplayPoint, DisplayPointRepository } from './display-points.repository.ts';

/** The refusals another family raises about a display point it was asked for (a board of it). */
export const displayPointRefusals = {
  displayPointNotFound: displayPointErrors.displayPointNotFound,
  displayPointNotActive: displayPointErrors.displayPointNotActive,
  displayPointWithoutProfile: displayPointErrors.displayPointWithoutProfile,
};

export interface DisplayPointPort {
  /** How many ACTIVE display points use the profile (read in the caller's transaction). */
  countActiveWithProfile(trx: Transaction, profileId: string): Promise<number>;
  /** The point, whatever its status; undefined when unknown. */
  find(id: string): Promise<DisplayPoint | undefined>;
  /** Whether `key` is the current key of the point's screen page. */
  screenKeyMatches(id: string, key: string): Promise<boolean>;
  /** One active point for each board the active points show (the boards warmed at start). */
  oneOfEachBoard(): Promise<string[]>;
}

export function createDisplayPointPort(points: DisplayPointRepository): DisplayPointPort {
  return {
    countActiveWithProfile: (trx, profileId) => points.countActiveWithProfile(trx, profileId),
    find: (id) => points.findById(id),
    screenKeyMatches: (id, key) => points.screenKeyMatches(id, key),
    oneOfEachBoard: () => points.oneOfEachBoard(),
  };
}
