import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// Transport authorizations under their dossiers, the carriers holding them, and the vehicles
// and lines they cover, all effective-dated with an inclusive `effective_to` (null while open).
// One holder per authorization and date (exclusion constraint); the same authorization and
// vehicle, or authorization and line, never twice on one date; several authorizations may
// cover one line at once (a rotation).
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE authorization_dossiers (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      reference text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL
    );
    CREATE UNIQUE INDEX authorization_dossiers_reference_key ON authorization_dossiers (upper(reference));

    CREATE TABLE transport_authorizations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      dossier_id uuid NOT NULL REFERENCES authorization_dossiers (id),
      number text NOT NULL,
      serie text NOT NULL,
      categories text[] NOT NULL CHECK (cardinality(categories) > 0),
      genre text NOT NULL CHECK (genre IN ('REGULAR', 'SCHOOL', 'OCCASIONAL', 'SHUTTLE', 'ON_DEMAND')),
      valid_from date NOT NULL,
      valid_until date NOT NULL,
      status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'SUSPENDED', 'WITHDRAWN')),
      status_reason text,
      status_changed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text NOT NULL,
      CONSTRAINT transport_authorizations_validity_check CHECK (valid_until >= valid_from),
      CONSTRAINT transport_authorizations_state_reason_check
        CHECK ((status = 'ACTIVE') = (status_reason IS NULL) AND (status = 'ACTIVE') = (status_changed_at IS NULL))
    );
    CREATE UNIQUE INDEX transport_authorizations_number_key
      ON transport_authorizations (upper(serie), upper(number));
    CREATE INDEX transport_authorizations_dossier_idx ON transport_authorizations (dossier_id);

    CREATE TABLE transport_authorization_status_changes (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      authorization_id uuid NOT NULL REFERENCES transport_authorizations (id),
      from_status text NOT NULL,
      to_status text NOT NULL,
      reason text,
      changed_at timestamptz NOT NULL DEFAULT now(),
      changed_by text NOT NULL
    );
    CREATE INDEX transport_authorization_status_changes_idx
      ON transport_authorization_status_changes (authorization_id, changed_at);

    CREATE TABLE authorization_holders (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      authorization_id uuid NOT NULL REFERENCES transport_authorizations (id),
      carrier_id uuid NOT NULL REFERENCES carriers (id),
      effective_from date NOT NULL,
      effective_to date,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text NOT NULL,
      CONSTRAINT authorization_holders_period_check CHECK (effective_to IS NULL OR effective_to >= effective_from),
      CONSTRAINT authorization_holders_no_overlap EXCLUDE USING gist (
        authorization_id WITH =,
        daterange(effective_from, effective_to, '[]') WITH &&
      )
    );
    CREATE INDEX authorization_holders_carrier_idx ON authorization_holders (carrier_id, effective_from);

    CREATE TABLE authorized_vehicles (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      authorization_id uuid NOT NULL REFERENCES transport_authorizations (id),
      vehicle_id uuid NOT NULL REFERENCES vehicles (id),
      effective_from date NOT NULL,
      effective_to date,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text NOT NULL,
      CONSTRAINT authorized_vehicles_period_check CHECK (effective_to IS NULL OR effective_to >= effective_from),
      CONSTRAINT authorized_vehicles_no_overlap EXCLUDE USING gist (
        authorization_id WITH =, vehicle_id WITH =,
        daterange(effective_from, effective_to, '[]') WITH &&
      )
    );
    CREATE INDEX authorized_vehicles_vehicle_idx ON authorized_vehicles (vehicle_id, effective_from);

    CREATE TABLE authorized_lines (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      authorization_id uuid NOT NULL REFERENCES transport_authorizations (id),
      line_id uuid NOT NULL REFERENCES lines (id),
      effective_from date NOT NULL,
      effective_to date,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text NOT NULL,
      CONSTRAINT authorized_lines_period_check CHECK (effective_to IS NULL OR effective_to >= effective_from),
      CONSTRAINT authorized_lines_no_overlap EXCLUDE USING gist (
        authorization_id WITH =, line_id WITH =,
        daterange(effective_from, effective_to, '[]') WITH &&
      )
    );
    CREATE INDEX authorized_lines_line_idx ON authorized_lines (line_id, effective_from);
  `);
}
