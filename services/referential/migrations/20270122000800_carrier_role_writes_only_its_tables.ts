import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// The carrier role writes only the tables whose rows its policies confine (ADR 0121). Until now
// it held INSERT, UPDATE and DELETE on every table of the schema, lines, stations, categories
// and webhook subscriptions included, and only the list of operations open to carriers kept it
// off them. Now:
// - INSERT, UPDATE, DELETE are revoked on every table of the schema, then given back on the
//   tables with row-level security enabled (the carrier-owned families: each has a policy of
//   the role); INSERT and UPDATE on the outbox (`events`: every write feeds it by its triggers,
//   and a dated row's statement sets its events' first day, ADR 0089); and UPDATE of
//   `vehicle_categories.id` alone: a row lock needs the UPDATE privilege on one column, and
//   registering or re-seating a vehicle share-locks its category against being retired (a
//   category's id is referenced by its vehicles; no operation changes it). SELECT stays as it
//   was: a carrier's operations read reference tables, and the policies confine the
//   carrier-owned ones.
// - Tables made later get SELECT only by default: a migration that adds a carrier-owned table
//   enables its row-level security, writes its policy and grants the role what it writes.
// The audit trail's partitions (`<schema>_history`) keep INSERT only (ADR 0081's migration).
const ROLE = 'transport_carrier_scope';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    DO $$
    DECLARE t record;
    BEGIN
      EXECUTE format('REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON ALL TABLES IN SCHEMA %I FROM ${ROLE}', current_schema());
      EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I REVOKE INSERT, UPDATE, DELETE ON TABLES FROM ${ROLE}', current_schema());
      FOR t IN
        SELECT c.relname FROM pg_class c
        WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p') AND c.relrowsecurity
      LOOP
        EXECUTE format('GRANT INSERT, UPDATE, DELETE ON %I TO ${ROLE}', t.relname);
      END LOOP;
      EXECUTE format('GRANT INSERT, UPDATE ON %I.events TO ${ROLE}', current_schema());
      EXECUTE format('GRANT UPDATE (id) ON %I.vehicle_categories TO ${ROLE}', current_schema());
    END $$;
  `);
}
