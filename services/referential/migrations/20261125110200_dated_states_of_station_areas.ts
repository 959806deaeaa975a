import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// What held of a station area on each date (ADR 0029): its status (with the retirement's reason
// and when it was recorded) and its capabilities (step-free access, largest vehicle, vehicle
// categories) as effective-dated rows, `effective_to` inclusive and null while open, never
// overlapping (exclusion constraint). The area keeps its identity (code, name) and, as a
// projection, the values of the row in force today, with `states_due`.
//
// Existing areas keep their meaning: ACTIVE from the day they were created, with their
// capabilities; a retired area ACTIVE until the day before it was retired and RETIRED from that
// day (from its first day when retired the day it was created).
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE station_area_states (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      station_area_id uuid NOT NULL REFERENCES station_areas (id),
      status text NOT NULL CHECK (status IN ('ACTIVE', 'RETIRED')),
      retirement_reason text,
      retired_at timestamptz,
      accessible boolean NOT NULL,
      max_vehicle_length_m double precision CHECK (max_vehicle_length_m > 0),
      max_vehicle_height_m double precision CHECK (max_vehicle_height_m > 0),
      vehicle_categories text[] NOT NULL,
      effective_from date NOT NULL,
      effective_to date,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text NOT NULL,
      CONSTRAINT station_area_states_retirement_check
        CHECK ((status = 'RETIRED') = (retired_at IS NOT NULL AND retirement_reason IS NOT NULL)),
      CONSTRAINT station_area_states_period_check CHECK (effective_to IS NULL OR effective_to >= effective_from),
      CONSTRAINT station_area_states_no_overlap EXCLUDE USING gist (
        station_area_id WITH =,
        daterange(effective_from, effective_to, '[]') WITH &&
      )
    );

    INSERT INTO station_area_states (station_area_id, status, accessible, max_vehicle_length_m,
        max_vehicle_height_m, vehicle_categories, effective_from, effective_to, created_at, created_by,
        updated_at, updated_by)
      SELECT id, 'ACTIVE', accessible, max_vehicle_length_m, max_vehicle_height_m, vehicle_categories,
        created_at::date, CASE WHEN status = 'RETIRED' THEN retired_at::date - 1 END,
        created_at, created_by, created_at, created_by
      FROM station_areas
      WHERE status = 'ACTIVE' OR retired_at::date > created_at::date;
    INSERT INTO station_area_states (station_area_id, status, retirement_reason, retired_at, accessible,
        max_vehicle_length_m, max_vehicle_height_m, vehicle_categories, effective_from, created_at,
        created_by, updated_at, updated_by)
      SELECT id, 'RETIRED', retirement_reason, retired_at, accessible, max_vehicle_length_m,
        max_vehicle_height_m, vehicle_categories, greatest(retired_at::date, created_at::date), retired_at,
        coalesce(retired_by, updated_by), retired_at, coalesce(retired_by, updated_by)
      FROM station_areas WHERE status = 'RETIRED';

    ALTER TABLE station_areas
      ALTER COLUMN status DROP NOT NULL,
      ADD COLUMN states_due date;
    CREATE INDEX station_areas_states_due_idx ON station_areas (states_due) WHERE states_due IS NOT NULL;
  `);
}
