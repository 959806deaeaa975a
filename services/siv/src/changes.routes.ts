/**
 * The changes of the display points and profiles (`GET …/{id}/changes`), from the audit trail
 * (ADR 0021). A family added with a read by id adds its line here.
 */
import { changesRoutes, type Database } from '@transport/platform';
import { Errors } from './errors.ts';

export const sivChangesRoutes = (db: Database) =>
  changesRoutes(db, {
    listDisplayPointChanges: { table: 'display_points', notFound: Errors.displayPointNotFound },
    listDisplayProfileChanges: { table: 'display_profiles', notFound: Errors.displayProfileNotFound },
    listDisplayMessageChanges: { table: 'display_messages', notFound: Errors.displayMessageNotFound },
  });
