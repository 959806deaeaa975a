/** What the other families may ask of destinations. */
import type { Transaction } from '@transport/platform';
import type { Schemas } from '../types.ts';
import type { DestinationRepository } from './destinations.repository.ts';

export interface DestinationPort {
  /** The destination, share-locked so that it is not retired while it is being referred to. */
  lockShared(trx: Transaction, id: string): Promise<Schemas['Destination'] | undefined>;
}

export function createDestinationPort(destinations: DestinationRepository): DestinationPort {
  return {
    lockShared: (trx, id) => destinations.lock(trx, id, 'share'),
  };
}
