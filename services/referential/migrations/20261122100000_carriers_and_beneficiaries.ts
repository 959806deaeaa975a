import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// Carriers and their effective-dated payout details. A carrier code is unique across all
// carriers, case-insensitively. Payout periods of one carrier never overlap (exclusion
// constraint), `effective_to` is inclusive and null while the period is open.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE carriers (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      code text NOT NULL,
      name text NOT NULL,
      ticketing_model text NOT NULL CHECK (ticketing_model IN ('NETWORK', 'OWN', 'MIXED')),
      status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'ACTIVE', 'SUSPENDED')),
      suspension_reason text,
      legal_identifier text,
      logo text,
      website text,
      phone_number text,
      email text,
      address_line1 text,
      address_line2 text,
      address_zip text,
      address_city text,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text NOT NULL,
      CONSTRAINT carriers_suspension_check CHECK ((status = 'SUSPENDED') = (suspension_reason IS NOT NULL))
    );
    CREATE UNIQUE INDEX carriers_code_key ON carriers (upper(code));
    CREATE INDEX carriers_code_trgm_idx ON carriers USING gin (code gin_trgm_ops);
    CREATE INDEX carriers_name_trgm_idx ON carriers USING gin (name gin_trgm_ops);

    CREATE TABLE carrier_status_changes (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      carrier_id uuid NOT NULL REFERENCES carriers (id),
      from_status text,
      to_status text NOT NULL,
      reason text,
      changed_at timestamptz NOT NULL DEFAULT now(),
      changed_by text NOT NULL
    );
    CREATE INDEX carrier_status_changes_carrier_idx ON carrier_status_changes (carrier_id, changed_at);

    CREATE TABLE carrier_beneficiaries (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      carrier_id uuid NOT NULL REFERENCES carriers (id),
      holder_name text NOT NULL,
      account_identifier text NOT NULL,
      bank_name text,
      bic text,
      reference text,
      effective_from date NOT NULL,
      effective_to date,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text NOT NULL,
      CONSTRAINT carrier_beneficiaries_period_check CHECK (effective_to IS NULL OR effective_to >= effective_from),
      CONSTRAINT carrier_beneficiaries_no_overlap EXCLUDE USING gist (
        carrier_id WITH =,
        daterange(effective_from, effective_to, '[]') WITH &&
      )
    );
  `);
}
