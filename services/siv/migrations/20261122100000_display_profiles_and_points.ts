import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// Display profiles and display points. Codes are unique case-insensitively, retired records
// included. Which profile kinds a point kind accepts is a table, and a point's profile is
// referenced together with its kind, so the database itself refuses an incompatible pair.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE display_kinds (
      kind text PRIMARY KEY
    );
    INSERT INTO display_kinds (kind) VALUES
      ('DEPARTURE_BOARD'), ('ARRIVAL_BOARD'), ('BAY_DISPLAY'), ('CONCOURSE_SCREEN');

    CREATE TABLE display_kind_fits (
      point_kind text NOT NULL REFERENCES display_kinds (kind),
      profile_kind text NOT NULL REFERENCES display_kinds (kind),
      PRIMARY KEY (point_kind, profile_kind)
    );
    INSERT INTO display_kind_fits (point_kind, profile_kind) VALUES
      ('DEPARTURE_BOARD', 'DEPARTURE_BOARD'),
      ('ARRIVAL_BOARD', 'ARRIVAL_BOARD'),
      ('BAY_DISPLAY', 'BAY_DISPLAY'),
      ('CONCOURSE_SCREEN', 'CONCOURSE_SCREEN'),
      ('CONCOURSE_SCREEN', 'DEPARTURE_BOARD'),
      ('CONCOURSE_SCREEN', 'ARRIVAL_BOARD');

    CREATE TABLE display_profiles (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      code text NOT NULL,
      name text NOT NULL,
      kind text NOT NULL REFERENCES display_kinds (kind),
      horizon_minutes integer NOT NULL CHECK (horizon_minutes BETWEEN 1 AND 1440),
      line_count integer NOT NULL CHECK (line_count BETWEEN 1 AND 50),
      languages text[] NOT NULL CHECK (cardinality(languages) BETWEEN 1 AND 8),
      sort text NOT NULL CHECK (sort IN ('ANNOUNCED_TIME', 'EXPECTED_TIME', 'LINE', 'DESTINATION')),
      cancellation_grace_minutes integer NOT NULL CHECK (cancellation_grace_minutes BETWEEN 0 AND 120),
      page_seconds integer NOT NULL CHECK (page_seconds BETWEEN 1 AND 300),
      fallback_type text NOT NULL CHECK (fallback_type IN ('TEXT', 'CLOCK', 'BLANK')),
      fallback_text text,
      status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'RETIRED')),
      retirement_reason text,
      retired_at timestamptz,
      retired_by text,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text NOT NULL,
      CONSTRAINT display_profiles_fallback_check
        CHECK ((fallback_type = 'TEXT') = (fallback_text IS NOT NULL)),
      CONSTRAINT display_profiles_retirement_check
        CHECK ((status = 'RETIRED') = (retired_at IS NOT NULL AND retirement_reason IS NOT NULL)),
      CONSTRAINT display_profiles_id_kind_key UNIQUE (id, kind)
    );
    CREATE UNIQUE INDEX display_profiles_code_key ON display_profiles (upper(code));
    CREATE INDEX display_profiles_status_code_idx ON display_profiles (status, code, id);

    CREATE TABLE display_points (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      code text NOT NULL,
      name text NOT NULL,
      kind text NOT NULL REFERENCES display_kinds (kind),
      station_area_code text NOT NULL,
      bay_code text,
      publishing_target_type text NOT NULL
        CHECK (publishing_target_type IN ('HTTP_PUSH', 'MQTT_TOPIC', 'SFTP_DROP')),
      publishing_target_address text NOT NULL,
      profile_id uuid,
      profile_kind text,
      status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'RETIRED')),
      retirement_reason text,
      retired_at timestamptz,
      retired_by text,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text NOT NULL,
      CONSTRAINT display_points_profile_fkey
        FOREIGN KEY (profile_id, profile_kind) REFERENCES display_profiles (id, kind),
      CONSTRAINT display_points_kind_fit_fkey
        FOREIGN KEY (kind, profile_kind) REFERENCES display_kind_fits (point_kind, profile_kind),
      CONSTRAINT display_points_profile_check CHECK ((profile_id IS NULL) = (profile_kind IS NULL)),
      CONSTRAINT display_points_retirement_check
        CHECK ((status = 'RETIRED') = (retired_at IS NOT NULL AND retirement_reason IS NOT NULL))
    );
    CREATE UNIQUE INDEX display_points_code_key ON display_points (upper(code));
    CREATE INDEX display_points_status_code_idx ON display_points (status, code, id);
    CREATE INDEX display_points_area_idx ON display_points (upper(station_area_code), upper(bay_code));
    CREATE INDEX display_points_profile_idx ON display_points (profile_id) WHERE profile_id IS NOT NULL;
  `);
}
