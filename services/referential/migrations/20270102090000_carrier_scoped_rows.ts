import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// Carriers served their own records (ADR 0081). A request made with a token scoped to a carrier
// (claim `carrier_id`) runs in one transaction as the role `transport_carrier_scope`, with the
// carrier in `app.carrier_id` (both local to the transaction). The policies below are that
// role's: on the tables of the carrier-owned families, it sees and changes only rows of its
// carrier, whatever a query asks. The service's own role owns the tables and is not subject to
// them (row-level security is enabled, not forced), so regulators' requests, start-up work and
// schedules read as before, with the same plans. The carrier role with no carrier set sees no
// row (a comparison with null), never every row.
//
// The role is the cluster's: made here when the migrating role may (development, tests), or
// made and granted by the operator beforehand (docs/operations.md, "Production database").
const ROLE = 'transport_carrier_scope';
const CARRIER = `nullif(current_setting('app.carrier_id', true), '')::uuid`;

/** Table, and the condition a row of it must meet for the carrier role. */
const POLICIES: [string, string][] = [
  ['carriers', `id = ${CARRIER}`],
  ['carrier_states', `carrier_id = ${CARRIER}`],
  ['carrier_beneficiaries', `carrier_id = ${CARRIER}`],
  ['beneficiary_changes', `carrier_id = ${CARRIER}`],
  ['payout_reveals', `carrier_id = ${CARRIER}`],
  ['payout_erasures', `carrier_id = ${CARRIER}`],
  ['payout_keys', `carrier_id = ${CARRIER}`],
  // A vehicle is the carrier's when one of its periods is (the states' own policy filters them).
  ['vehicle_states', `carrier_id = ${CARRIER}`],
  ['vehicles', `EXISTS (SELECT 1 FROM vehicle_states s WHERE s.vehicle_id = vehicles.id)`],
  ['vehicle_permits', `EXISTS (SELECT 1 FROM vehicles v WHERE v.id = vehicle_permits.vehicle_id)`],
  [
    'vehicle_permit_states',
    `EXISTS (SELECT 1 FROM vehicle_permits p WHERE p.id = vehicle_permit_states.permit_id)`,
  ],
  ['vehicle_identifiers', `EXISTS (SELECT 1 FROM vehicles v WHERE v.id = vehicle_identifiers.vehicle_id)`],
  [
    'vehicle_identifier_states',
    `EXISTS (SELECT 1 FROM vehicle_identifiers i WHERE i.id = vehicle_identifier_states.identifier_id)`,
  ],
];

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${ROLE}') THEN
        CREATE ROLE ${ROLE} NOLOGIN NOINHERIT;
      END IF;
      IF NOT pg_has_role(current_user, '${ROLE}', 'SET') THEN
        EXECUTE format('GRANT ${ROLE} TO %I', current_user);
      END IF;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE EXCEPTION 'the role ${ROLE} is missing or not granted to %', current_user
        USING HINT = 'As an administrator: CREATE ROLE ${ROLE} NOLOGIN NOINHERIT; GRANT ${ROLE} TO ' || current_user || ';';
    END $$;
    DO $$ BEGIN
      EXECUTE format('GRANT USAGE ON SCHEMA %I TO ${ROLE}', current_schema());
      EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA %I TO ${ROLE}', current_schema());
      EXECUTE format('GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA %I TO ${ROLE}', current_schema());
      EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${ROLE}', current_schema());
      EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO ${ROLE}', current_schema());
      -- The audit trail's triggers run as the writer: they write its partitions, which the
      -- carrier role never reads (they hold every carrier's rows).
      EXECUTE format('REVOKE SELECT, UPDATE, DELETE ON %I.history FROM ${ROLE}', current_schema());
      EXECUTE format('GRANT USAGE ON SCHEMA %I TO ${ROLE}', current_schema() || '_history');
      EXECUTE format('GRANT INSERT ON ALL TABLES IN SCHEMA %I TO ${ROLE}', current_schema() || '_history');
      EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT INSERT ON TABLES TO ${ROLE}', current_schema() || '_history');
    END $$;
  `);
  for (const [table, condition] of POLICIES)
    await knex.raw(`
      ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
      CREATE POLICY ${table}_of_the_carrier ON ${table} TO ${ROLE}
        USING (${condition}) WITH CHECK (${condition});
    `);
}
