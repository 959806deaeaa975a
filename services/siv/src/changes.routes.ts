/**
 * The changes of the display points and profiles (`GET …/{id}/changes`), from the audit trail
 * (ADR 0021). A family added with a read by id adds its line here.
 */
import { changesRoutes, type ChangeFamily, type Database } from '@transport/platform';
import { displayPointErrors } from './display-points/display-points.errors.ts';
import { displayMessageErrors } from './display-messages/display-messages.errors.ts';
import { displayProfileErrors } from './display-profiles/display-profiles.errors.ts';

/** Each family's tables, by its changes operation: also what the change feed's events belong to (ADR 0065). */
export const sivChangeFamilies = {
  listDisplayPointChanges: { table: 'display_points', notFound: displayPointErrors.displayPointNotFound },
  listDisplayProfileChanges: {
    table: 'display_profiles',
    notFound: displayProfileErrors.displayProfileNotFound,
  },
  listDisplayMessageChanges: {
    table: 'display_messages',
    notFound: displayMessageErrors.displayMessageNotFound,
  },
} satisfies Record<string, ChangeFamily>;

export const sivChangesRoutes = (db: Database) => changesRoutes(db, sivChangeFamilies);
