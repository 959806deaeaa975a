import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// An authorization's stored status (ACTIVE, SUSPENDED with a reason, WITHDRAWN with a reason) is
// effective-dated, like a carrier's: rows of `transport_authorization_states`, `effective_to`
// inclusive and null while open, never overlapping (an exclusion constraint); the
// authorization's own `status` and `status_reason` keep the latest row's values. Existing
// authorizations get an ACTIVE row from their first day of validity (or the day they were
// declared, when earlier), then one row from the day of each status change, the last change of
// a day standing for that day, as the eligibility read them. `status_changed_at` goes: the rows
// say from when.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE transport_authorization_states (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      authorization_id uuid NOT NULL REFERENCES transport_authorizations (id),
      status text NOT NULL CHECK (status IN ('ACTIVE', 'SUSPENDED', 'WITHDRAWN')),
      status_reason text,
      effective_from date NOT NULL,
      effective_to date,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text NOT NULL,
      CONSTRAINT transport_authorization_states_reason_check CHECK ((status = 'ACTIVE') = (status_reason IS NULL)),
      CONSTRAINT transport_authorization_states_period_check CHECK (effective_to IS NULL OR effective_to >= effective_from),
      CONSTRAINT transport_authorization_states_no_overlap EXCLUDE USING gist (
        authorization_id WITH =,
        daterange(effective_from, effective_to, '[]') WITH &&
      )
    );
    CREATE INDEX transport_authorization_states_status_idx ON transport_authorization_states (status, effective_from);

    WITH starts AS (
      SELECT a.id AS authorization_id, 'ACTIVE' AS status, NULL::text AS reason,
             LEAST(a.valid_from, a.created_at::date) AS day, 1 AS rank, a.created_at AS at, a.created_by AS actor
        FROM transport_authorizations a
      UNION ALL
      SELECT c.authorization_id, c.to_status, CASE WHEN c.to_status = 'ACTIVE' THEN NULL ELSE coalesce(c.reason, '') END,
             c.changed_at::date, 0, c.changed_at, c.changed_by
        FROM transport_authorization_status_changes c
    ),
    daily AS (
      SELECT DISTINCT ON (authorization_id, day) authorization_id, status, reason, day, at, actor
        FROM starts ORDER BY authorization_id, day, rank, at DESC
    )
    INSERT INTO transport_authorization_states (authorization_id, status, status_reason, effective_from,
        effective_to, created_at, created_by, updated_at, updated_by)
      SELECT authorization_id, status, reason, day,
             lead(day) OVER (PARTITION BY authorization_id ORDER BY day) - 1, at, actor, at, actor
        FROM daily;

    ALTER TABLE transport_authorizations DROP CONSTRAINT transport_authorizations_state_reason_check;
    ALTER TABLE transport_authorizations DROP COLUMN status_changed_at;
    ALTER TABLE transport_authorizations ADD CONSTRAINT transport_authorizations_state_reason_check
      CHECK ((status = 'ACTIVE') = (status_reason IS NULL));
  `);
}
