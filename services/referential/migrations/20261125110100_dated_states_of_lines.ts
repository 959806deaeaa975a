import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// What held of a line on each date (ADR 0029): its status (PLANNED, ACTIVE, SUSPENDED,
// RETIRED, with the retirement's reason and when it was recorded) as effective-dated rows,
// `effective_to` inclusive and null while open, never overlapping (exclusion constraint). The
// line keeps its identity (code, name) and, as a projection, the values of the row in force
// today, with `states_due`: the first day that projection may no longer hold.
//
// Existing lines keep their meaning: PLANNED from the day they were created, then each status
// from the day of its logged change (the last change of a day holding that day), the latest
// period holding the line's current status.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE line_states (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      line_id uuid NOT NULL REFERENCES lines (id),
      status text NOT NULL CHECK (status IN ('PLANNED', 'ACTIVE', 'SUSPENDED', 'RETIRED')),
      retirement_reason text,
      retired_at timestamptz,
      effective_from date NOT NULL,
      effective_to date,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text NOT NULL,
      CONSTRAINT line_states_retirement_check
        CHECK ((status = 'RETIRED') = (retired_at IS NOT NULL AND retirement_reason IS NOT NULL)),
      CONSTRAINT line_states_period_check CHECK (effective_to IS NULL OR effective_to >= effective_from),
      CONSTRAINT line_states_no_overlap EXCLUDE USING gist (
        line_id WITH =,
        daterange(effective_from, effective_to, '[]') WITH &&
      )
    );
    CREATE INDEX line_states_status_idx ON line_states (status, effective_from);

    WITH moves AS (
      SELECT id AS line_id, created_at::date AS day, 'PLANNED' AS status, 0::bigint AS seq,
             created_at AS at, created_by AS who
      FROM lines
      UNION ALL
      SELECT line_id, changed_at::date, to_status, id, changed_at, changed_by FROM line_status_changes
    ), days AS (
      SELECT DISTINCT ON (line_id, day) line_id, day, status, at, who
      FROM moves ORDER BY line_id, day, seq DESC
    ), periods AS (
      SELECT d.*, lead(d.day) OVER (PARTITION BY d.line_id ORDER BY d.day) AS next_day FROM days d
    )
    INSERT INTO line_states (line_id, status, retirement_reason, retired_at, effective_from, effective_to,
        created_at, created_by, updated_at, updated_by)
      SELECT p.line_id, s.status,
        CASE WHEN s.status = 'RETIRED' THEN coalesce(l.retirement_reason, 'retired') END,
        CASE WHEN s.status = 'RETIRED' THEN coalesce(l.retired_at, p.at) END,
        p.day, p.next_day - 1, p.at, p.who, p.at, p.who
      FROM periods p
      JOIN lines l ON l.id = p.line_id
      CROSS JOIN LATERAL (SELECT CASE WHEN p.next_day IS NULL THEN l.status ELSE p.status END AS status) s;

    ALTER TABLE lines
      DROP CONSTRAINT lines_retirement_check,
      ALTER COLUMN status DROP NOT NULL,
      ADD COLUMN states_due date,
      ADD CONSTRAINT lines_retirement_check
        CHECK ((status = 'RETIRED') = (retired_at IS NOT NULL AND retirement_reason IS NOT NULL));
    -- (The same check, re-added: a projection in a gap has a null status, which it lets pass.)
    CREATE INDEX lines_states_due_idx ON lines (states_due) WHERE states_due IS NOT NULL;
  `);
}
