import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// Vehicle permits, the CSV imports that recorded them, and expiry watches. A permit number is
// unique per kind, case-insensitively; validity is an inclusive date range.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE permit_imports (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      row_count integer NOT NULL CHECK (row_count >= 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL
    );

    CREATE TABLE vehicle_permits (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      vehicle_id uuid NOT NULL REFERENCES vehicles (id),
      permit_number text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('OPERATING_LICENCE', 'ROADWORTHINESS', 'INSURANCE', 'LOW_EMISSION_ZONE')),
      valid_from date NOT NULL,
      valid_until date NOT NULL,
      revoked_at timestamptz,
      revoked_by text,
      revoke_reason text,
      import_id uuid REFERENCES permit_imports (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text NOT NULL,
      CONSTRAINT vehicle_permits_validity_check CHECK (valid_until >= valid_from),
      CONSTRAINT vehicle_permits_revocation_check CHECK ((revoked_at IS NULL) = (revoke_reason IS NULL))
    );
    CREATE UNIQUE INDEX vehicle_permits_number_key ON vehicle_permits (kind, upper(permit_number));
    CREATE INDEX vehicle_permits_vehicle_idx ON vehicle_permits (vehicle_id);
    CREATE INDEX vehicle_permits_expiry_idx ON vehicle_permits (valid_until, id) WHERE revoked_at IS NULL;
    CREATE INDEX vehicle_permits_import_idx ON vehicle_permits (import_id) WHERE import_id IS NOT NULL;

    CREATE TABLE permit_expiry_watches (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      threshold_days integer NOT NULL CHECK (threshold_days BETWEEN 0 AND 3650),
      carrier_id uuid REFERENCES carriers (id),
      category_id uuid REFERENCES vehicle_categories (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL
    );
  `);
}
