/**
 * The effective-dated links of an authorization as dated rows (ADR 0036): its holder (one
 * carrier at a time, the holder a field of the row), and its vehicles and lines (each a link
 * of its own, over separate periods).
 */
import { createDatedStates, type Database, type DatedStates } from '@transport/platform';
import type { LinkPresence } from '../dated-links.ts';

/** Who holds the authorization during a period. */
export interface HolderState {
  carrierId: string;
}

export interface AuthorizationLinks {
  holders: DatedStates<HolderState>;
  vehicles: DatedStates<LinkPresence>;
  lines: DatedStates<LinkPresence>;
}

export function createAuthorizationLinks(db: Database): AuthorizationLinks {
  return {
    holders: createDatedStates<HolderState>(db, {
      table: 'authorization_holders',
      ownerColumn: 'authorization_id',
      fields: { carrierId: 'carrier_id' },
      link: { subjectColumn: 'carrier_id', listedBy: 'owner', successive: true },
    }),
    vehicles: createDatedStates<LinkPresence>(db, {
      table: 'authorized_vehicles',
      ownerColumn: 'authorization_id',
      fields: {},
      link: { subjectColumn: 'vehicle_id', listedBy: 'owner' },
    }),
    // Lines are listed line by line, holders and vehicles authorization by authorization.
    lines: createDatedStates<LinkPresence>(db, {
      table: 'authorized_lines',
      ownerColumn: 'authorization_id',
      fields: {},
      link: { subjectColumn: 'line_id', listedBy: 'subject' },
    }),
  };
}
