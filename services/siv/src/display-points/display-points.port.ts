/** What the other families may ask of display points. */
import type { Transaction } from '@transport/platform';
import type { DisplayPointRepository } from './display-points.repository.ts';

export interface DisplayPointPort {
  /** How many ACTIVE display points use the profile (read in the caller's transaction). */
  countActiveWithProfile(trx: Transaction, profileId: string): Promise<number>;
}

export function createDisplayPointPort(points: DisplayPointRepository): DisplayPointPort {
  return {
    countActiveWithProfile: (trx, profileId) => points.countActiveWithProfile(trx, profileId),
  };
}
