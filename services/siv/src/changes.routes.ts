/**
 * The changes of the display points and profiles (`GET …/{id}/changes`), from the audit trail
 * (ADR 0021). A family added with a read by id adds its line here.
 */
import { changesRoutes, type Database } from '@transport/platform';
import { displayPointErrors } from './display-points/display-points.errors.ts';
import { displayMessageErrors } from './display-messages/display-messages.errors.ts';
import { displayProfileErrors } from './display-profiles/display-profiles.errors.ts';

export const sivChangesRoutes = (db: Database) =>
  changesRoutes(db, {
    listDisplayPointChanges: { table: 'display_points', notFound: displayPointErrors.displayPointNotFound },
    listDisplayProfileChanges: {
      table: 'display_profiles',
      notFound: displayProfileErrors.displayProfileNotFound,
    },
    listDisplayMessageChanges: {
      table: 'display_messages',
      notFound: displayMessageErrors.displayMessageNotFound,
    },
  });
