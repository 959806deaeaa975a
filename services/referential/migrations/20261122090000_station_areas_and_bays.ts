import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// Station areas and their bays. Codes are compared case-insensitively; a bay code is unique
// among the ACTIVE bays of its area only, so a decommissioned bay frees its code.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE station_areas (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      code text NOT NULL,
      name text NOT NULL,
      status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'RETIRED')),
      retirement_reason text,
      retired_at timestamptz,
      retired_by text,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text NOT NULL,
      CONSTRAINT station_areas_retirement_check
        CHECK ((status = 'RETIRED') = (retired_at IS NOT NULL AND retirement_reason IS NOT NULL))
    );
    CREATE UNIQUE INDEX station_areas_code_key ON station_areas (upper(code));
    CREATE INDEX station_areas_code_trgm_idx ON station_areas USING gin (code gin_trgm_ops);
    CREATE INDEX station_areas_name_trgm_idx ON station_areas USING gin (name gin_trgm_ops);

    CREATE TABLE bays (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      station_area_id uuid NOT NULL REFERENCES station_areas (id),
      code text NOT NULL,
      position double precision NOT NULL CHECK (position >= 0),
      length_m double precision CHECK (length_m > 0),
      height_m double precision CHECK (height_m > 0),
      status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'DECOMMISSIONED')),
      decommissioned_at timestamptz,
      decommissioned_by text,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text NOT NULL,
      CONSTRAINT bays_decommission_check CHECK ((status = 'DECOMMISSIONED') = (decommissioned_at IS NOT NULL))
    );
    CREATE UNIQUE INDEX bays_active_code_key ON bays (station_area_id, upper(code)) WHERE status = 'ACTIVE';
    CREATE INDEX bays_code_trgm_idx ON bays USING gin (code gin_trgm_ops);
    CREATE INDEX bays_area_status_code_idx ON bays (station_area_id, status, code, id);
    CREATE INDEX bays_status_code_idx ON bays (status, code, id);
    CREATE INDEX bays_status_created_idx ON bays (status, created_at, id);
  `);
}
