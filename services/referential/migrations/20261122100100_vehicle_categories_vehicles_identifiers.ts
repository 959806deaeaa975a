import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// Vehicle categories, vehicles with their effective-dated ownership and their history, and
// the identifiers enrolled on them. A registration is unique among vehicles not withdrawn;
// an identifier value is held by at most one vehicle at a time (unique among unrevoked ones);
// ownership periods of one vehicle never overlap.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE vehicle_categories (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      code text NOT NULL,
      name text NOT NULL,
      status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'RETIRED')),
      retired_at timestamptz,
      retired_by text,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text NOT NULL,
      CONSTRAINT vehicle_categories_retirement_check CHECK ((status = 'RETIRED') = (retired_at IS NOT NULL))
    );
    CREATE UNIQUE INDEX vehicle_categories_code_key ON vehicle_categories (upper(code));

    CREATE TABLE vehicles (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      registration text NOT NULL,
      category_id uuid NOT NULL REFERENCES vehicle_categories (id),
      seats integer NOT NULL CHECK (seats > 0),
      standing_places integer CHECK (standing_places >= 0),
      fleet_number text,
      make text,
      model text,
      energy text CHECK (energy IN ('DIESEL', 'PETROL', 'HYBRID', 'ELECTRIC', 'CNG', 'HYDROGEN')),
      first_registration_date date,
      lifecycle text NOT NULL DEFAULT 'IN_SERVICE' CHECK (lifecycle IN ('IN_SERVICE', 'OUT_OF_SERVICE', 'WITHDRAWN')),
      lifecycle_reason text,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text NOT NULL
    );
    CREATE UNIQUE INDEX vehicles_registration_key ON vehicles (upper(registration)) WHERE lifecycle <> 'WITHDRAWN';
    CREATE INDEX vehicles_registration_trgm_idx ON vehicles USING gin (registration gin_trgm_ops);
    CREATE INDEX vehicles_category_idx ON vehicles (category_id);

    CREATE TABLE vehicle_ownerships (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      vehicle_id uuid NOT NULL REFERENCES vehicles (id),
      carrier_id uuid NOT NULL REFERENCES carriers (id),
      effective_from date NOT NULL,
      effective_to date,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      CONSTRAINT vehicle_ownerships_period_check CHECK (effective_to IS NULL OR effective_to >= effective_from),
      CONSTRAINT vehicle_ownerships_no_overlap EXCLUDE USING gist (
        vehicle_id WITH =,
        daterange(effective_from, effective_to, '[]') WITH &&
      )
    );
    CREATE INDEX vehicle_ownerships_carrier_idx ON vehicle_ownerships (carrier_id);

    CREATE TABLE vehicle_events (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      vehicle_id uuid NOT NULL REFERENCES vehicles (id),
      kind text NOT NULL CHECK (kind IN ('REGISTERED', 'CORRECTED', 'TRANSFERRED', 'CATEGORY_CHANGED', 'LIFECYCLE_CHANGED', 'SEATS_CHANGED')),
      from_value text,
      to_value text,
      effective_from date,
      reason text,
      sequence bigint GENERATED ALWAYS AS IDENTITY,
      recorded_at timestamptz NOT NULL DEFAULT now(),
      recorded_by text NOT NULL
    );
    CREATE INDEX vehicle_events_vehicle_idx ON vehicle_events (vehicle_id, sequence);

    CREATE TABLE vehicle_identifiers (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      vehicle_id uuid NOT NULL REFERENCES vehicles (id),
      identifier_type_code text NOT NULL CHECK (identifier_type_code IN ('PLATE', 'RFID', 'QR', 'NFC')),
      value text NOT NULL,
      enrolled_at timestamptz NOT NULL DEFAULT now(),
      enrolled_by text NOT NULL,
      revoked_at timestamptz,
      revoked_by text,
      revoke_reason text,
      CONSTRAINT vehicle_identifiers_revocation_check
        CHECK ((revoked_at IS NULL) = (revoked_by IS NULL) AND (revoked_at IS NULL) = (revoke_reason IS NULL))
    );
    CREATE UNIQUE INDEX vehicle_identifiers_held_key
      ON vehicle_identifiers (identifier_type_code, upper(value)) WHERE revoked_at IS NULL;
    CREATE INDEX vehicle_identifiers_vehicle_idx ON vehicle_identifiers (vehicle_id);
  `);
}
