import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// A permit's revocation is effective-dated, like a carrier's status (`carrier_states`): rows of
// `vehicle_permit_states`, `effective_to` inclusive and null while open, never overlapping (an
// exclusion constraint). A row holds the revocation in force during its period (`revoke_reason`
// and the instant it was recorded, both null while the permit is not revoked); the permit's own
// `revoked_at` and `revoke_reason` keep the latest row's values. Each existing permit gets a row
// from its first day of validity (or the day it was recorded, when earlier); a revoked one is
// revoked from the day of its revocation (the whole row when revoked on or before that day).
// `revoked_by` goes: the audit trail names who wrote each row.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE vehicle_permit_states (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      permit_id uuid NOT NULL REFERENCES vehicle_permits (id),
      revoked_at timestamptz,
      revoke_reason text,
      effective_from date NOT NULL,
      effective_to date,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text NOT NULL,
      CONSTRAINT vehicle_permit_states_revocation_check CHECK ((revoked_at IS NULL) = (revoke_reason IS NULL)),
      CONSTRAINT vehicle_permit_states_period_check CHECK (effective_to IS NULL OR effective_to >= effective_from),
      CONSTRAINT vehicle_permit_states_no_overlap EXCLUDE USING gist (
        permit_id WITH =,
        daterange(effective_from, effective_to, '[]') WITH &&
      )
    );
    CREATE INDEX vehicle_permit_states_revoked_idx ON vehicle_permit_states (effective_from) WHERE revoked_at IS NOT NULL;

    WITH first AS (
      SELECT id, LEAST(valid_from, created_at::date) AS start, revoked_at, revoke_reason,
             revoked_at::date AS revoked_on, created_at, created_by
        FROM vehicle_permits
    )
    INSERT INTO vehicle_permit_states (permit_id, revoked_at, revoke_reason, effective_from, effective_to,
        created_at, created_by, updated_at, updated_by)
      SELECT id, NULL, NULL, start, revoked_on - 1, created_at, created_by, created_at, created_by
        FROM first WHERE revoked_on IS NULL OR revoked_on > start
      UNION ALL
      SELECT id, revoked_at, revoke_reason, GREATEST(revoked_on, start), NULL, revoked_at, created_by, revoked_at, created_by
        FROM first WHERE revoked_on IS NOT NULL;

    ALTER TABLE vehicle_permits DROP COLUMN revoked_by;
  `);
}
