import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// An identifier's enrolment and revocation are effective-dated, like a permit's revocation:
// rows of `vehicle_identifier_states` from the day it is enrolled, `effective_to` inclusive and
// null while open, never overlapping (an exclusion constraint), each holding the revocation in
// force during its period (`revoke_reason` and the instant it was recorded, both null while the
// identifier is enrolled); before its first row it is not enrolled. The identifier's own
// `revoked_at` and `revoke_reason` keep the latest row's values (the unique index of the values
// held relies on them) and, like every record with dated rows, `updated_at` and `updated_by`
// say when and by whom they last changed; who revoked it is who wrote its row (`revoked_by`
// goes). Each existing identifier gets a row from the day it was enrolled, a
// revoked one revoked from the day of its revocation.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE vehicle_identifier_states (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      identifier_id uuid NOT NULL REFERENCES vehicle_identifiers (id),
      revoked_at timestamptz,
      revoke_reason text,
      effective_from date NOT NULL,
      effective_to date,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text NOT NULL,
      CONSTRAINT vehicle_identifier_states_revocation_check CHECK ((revoked_at IS NULL) = (revoke_reason IS NULL)),
      CONSTRAINT vehicle_identifier_states_period_check CHECK (effective_to IS NULL OR effective_to >= effective_from),
      CONSTRAINT vehicle_identifier_states_no_overlap EXCLUDE USING gist (
        identifier_id WITH =,
        daterange(effective_from, effective_to, '[]') WITH &&
      )
    );

    WITH first AS (
      SELECT id, enrolled_at::date AS start, enrolled_at, enrolled_by, revoked_at, revoked_by, revoke_reason,
             revoked_at::date AS revoked_on
        FROM vehicle_identifiers
    )
    INSERT INTO vehicle_identifier_states (identifier_id, revoked_at, revoke_reason, effective_from, effective_to,
        created_at, created_by, updated_at, updated_by)
      SELECT id, NULL, NULL, start, revoked_on - 1, enrolled_at, enrolled_by, enrolled_at, enrolled_by
        FROM first WHERE revoked_on IS NULL OR revoked_on > start
      UNION ALL
      SELECT id, revoked_at, revoke_reason, GREATEST(revoked_on, start), NULL, revoked_at, revoked_by, revoked_at, revoked_by
        FROM first WHERE revoked_on IS NOT NULL;

    ALTER TABLE vehicle_identifiers DROP CONSTRAINT vehicle_identifiers_revocation_check;
    ALTER TABLE vehicle_identifiers DROP COLUMN revoked_by;
    ALTER TABLE vehicle_identifiers ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
      ADD COLUMN updated_by text;
    UPDATE vehicle_identifiers SET updated_at = coalesce(revoked_at, enrolled_at), updated_by = enrolled_by;
    ALTER TABLE vehicle_identifiers ALTER COLUMN updated_by SET NOT NULL;
    ALTER TABLE vehicle_identifiers ADD CONSTRAINT vehicle_identifiers_revocation_check
      CHECK ((revoked_at IS NULL) = (revoke_reason IS NULL));
  `);
}
