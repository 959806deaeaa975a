import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// Rules and their numbered versions. The lifecycle columns must agree with the state (check
// constraints), the approver can never be the author or last editor, and resolution is one
// walk of a partial index over (rule, scope, effective instant) among activated versions.
// Scope subjects are jsonb: jsonb equality ignores key order, so "exactly this scope" is an
// indexed equality.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE rules (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      domain text NOT NULL CHECK (domain IN ('BAY_DWELL_TIME', 'BOARDING_CLOSURE', 'CONNECTION_TIME')),
      code text NOT NULL,
      name text NOT NULL,
      description text,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text NOT NULL
    );
    CREATE UNIQUE INDEX rules_code_key ON rules (upper(code));
    CREATE INDEX rules_code_trgm_idx ON rules USING gin (code gin_trgm_ops);
    CREATE INDEX rules_name_trgm_idx ON rules USING gin (name gin_trgm_ops);
    CREATE INDEX rules_domain_code_idx ON rules (domain, code, id);
    CREATE INDEX rules_code_idx ON rules (code, id);
    CREATE INDEX rules_created_idx ON rules (created_at, id);

    CREATE TABLE rule_versions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      rule_id uuid NOT NULL REFERENCES rules (id),
      version_number integer NOT NULL CHECK (version_number >= 1),
      schema_version integer NOT NULL CHECK (schema_version >= 1),
      state text NOT NULL DEFAULT 'DRAFT' CHECK (state IN ('DRAFT', 'APPROVED', 'ACTIVE', 'INACTIVE')),
      scope_type text NOT NULL CHECK (scope_type IN ('NETWORK', 'LINE', 'STATION', 'STATION_AREA', 'BAY')),
      scope_subjects jsonb NOT NULL CHECK (jsonb_typeof(scope_subjects) = 'object'),
      effective_input jsonb NOT NULL CHECK (jsonb_typeof(effective_input) = 'object'),
      effective_at timestamptz NOT NULL,
      content jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text NOT NULL,
      edited_by text,
      approved_at timestamptz,
      approved_by text,
      activated_at timestamptz,
      activated_by text,
      inactivated_at timestamptz,
      inactivated_by text,
      CONSTRAINT rule_versions_number_key UNIQUE (rule_id, version_number),
      CONSTRAINT rule_versions_approval_check
        CHECK ((state <> 'DRAFT') = (approved_at IS NOT NULL AND approved_by IS NOT NULL)),
      CONSTRAINT rule_versions_activation_check
        CHECK ((state IN ('ACTIVE', 'INACTIVE')) = (activated_at IS NOT NULL AND activated_by IS NOT NULL)),
      CONSTRAINT rule_versions_inactivation_check
        CHECK ((state = 'INACTIVE') = (inactivated_at IS NOT NULL AND inactivated_by IS NOT NULL)),
      CONSTRAINT rule_versions_separation_check
        CHECK (approved_by IS NULL OR (approved_by <> created_by AND approved_by IS DISTINCT FROM edited_by)),
      CONSTRAINT rule_versions_sequence_check
        CHECK (activated_at >= approved_at AND inactivated_at >= activated_at)
    );
    CREATE INDEX rule_versions_resolution_idx
      ON rule_versions (rule_id, scope_type, scope_subjects, effective_at DESC, version_number DESC)
      WHERE state IN ('ACTIVE', 'INACTIVE');
  `);
}
