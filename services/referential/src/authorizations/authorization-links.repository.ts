/**
 * The effective-dated links of an authorization as dated rows (ADR 0036): its holder (one
 * carrier at a time, the holder a field of the row), and its vehicles and lines (each a link
 * of its own, over separate periods).
 */
import { datedFamily, type Database, type DatedFamily } from '@transport/platform';
import type { LinkPresence } from '@transport/platform';

/** Who holds the authorization during a period. */
export interface HolderState {
  carrierId: string;
}

export interface AuthorizationLinks {
  holders: DatedFamily<HolderState>;
  vehicles: DatedFamily<LinkPresence>;
  lines: DatedFamily<LinkPresence>;
}

export function createAuthorizationLinks(db: Database, today: () => string): AuthorizationLinks {
  return {
    holders: datedFamily<HolderState>(db, {
      table: 'authorization_holders',
      ownerColumn: 'authorization_id',
      fields: { carrierId: 'carrier_id' },
      link: { subjectColumn: 'carrier_id', listedBy: 'owner', successive: true },
      today,
      todayReads: 'rows',
    }),
    vehicles: datedFamily<LinkPresence>(db, {
      table: 'authorized_vehicles',
      ownerColumn: 'authorization_id',
      fields: {},
      link: { subjectColumn: 'vehicle_id', listedBy: 'owner' },
      today,
      todayReads: 'rows',
    }),
    // Lines are listed line by line, holders and vehicles authorization by authorization.
    lines: datedFamily<LinkPresence>(db, {
      table: 'authorized_lines',
      ownerColumn: 'authorization_id',
      fields: {},
      link: { subjectColumn: 'line_id', listedBy: 'subject' },
      today,
      todayReads: 'rows',
    }),
  };
}
