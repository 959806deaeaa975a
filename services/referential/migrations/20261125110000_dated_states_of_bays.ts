import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// What held of a bay on each date (ADR 0029): its status and capabilities (length, height,
// step-free boarding, vehicle categories) as effective-dated rows, `effective_to` inclusive and
// null while open, never overlapping (exclusion constraint). The bay keeps its identity (area,
// code, position) and, as a projection, the values of the row in force today, with
// `states_due`: the first day that projection may no longer hold (null when nothing is to
// come). A status is null in a gap (no row in force).
//
// Existing bays keep their meaning: in service from the day they were created, with their
// capabilities; a decommissioned bay in service until the day before it was decommissioned and
// DECOMMISSIONED from that day (from its first day when decommissioned the day it was created).
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE bay_states (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      bay_id uuid NOT NULL REFERENCES bays (id),
      status text NOT NULL CHECK (status IN ('ACTIVE', 'DECOMMISSIONED')),
      length_m double precision CHECK (length_m > 0),
      height_m double precision CHECK (height_m > 0),
      accessible boolean NOT NULL,
      vehicle_categories text[] NOT NULL,
      effective_from date NOT NULL,
      effective_to date,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text NOT NULL,
      CONSTRAINT bay_states_period_check CHECK (effective_to IS NULL OR effective_to >= effective_from),
      CONSTRAINT bay_states_no_overlap EXCLUDE USING gist (
        bay_id WITH =,
        daterange(effective_from, effective_to, '[]') WITH &&
      )
    );
    CREATE INDEX bay_states_status_idx ON bay_states (status, effective_from);

    INSERT INTO bay_states (bay_id, status, length_m, height_m, accessible, vehicle_categories,
        effective_from, effective_to, created_at, created_by, updated_at, updated_by)
      SELECT id, 'ACTIVE', length_m, height_m, accessible, vehicle_categories, created_at::date,
        CASE WHEN status = 'DECOMMISSIONED' THEN decommissioned_at::date - 1 END,
        created_at, created_by, created_at, created_by
      FROM bays
      WHERE status = 'ACTIVE' OR decommissioned_at::date > created_at::date;
    INSERT INTO bay_states (bay_id, status, length_m, height_m, accessible, vehicle_categories,
        effective_from, created_at, created_by, updated_at, updated_by)
      SELECT id, 'DECOMMISSIONED', length_m, height_m, accessible, vehicle_categories,
        greatest(decommissioned_at::date, created_at::date), decommissioned_at,
        coalesce(decommissioned_by, updated_by), decommissioned_at, coalesce(decommissioned_by, updated_by)
      FROM bays WHERE status = 'DECOMMISSIONED';

    -- The decommissioning columns say when it was recorded, which may precede its first day.
    ALTER TABLE bays
      DROP CONSTRAINT bays_decommission_check,
      ALTER COLUMN status DROP NOT NULL,
      ADD COLUMN states_due date;
    CREATE INDEX bays_states_due_idx ON bays (states_due) WHERE states_due IS NOT NULL;
  `);
}
