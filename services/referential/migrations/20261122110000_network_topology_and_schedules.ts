import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// The network: capabilities of station areas and bays, checkpoints, destinations, stations,
// coordinations and their members, lines with operators and itineraries, schedules with
// revisions, exceptions and stop times. Codes are unique case-insensitively, retired ones
// included. Carrier ids carry no foreign key yet: the carriers table lands in another
// migration, and the key is added once both are in.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE station_areas
      ADD COLUMN accessible boolean NOT NULL DEFAULT false,
      ADD COLUMN max_vehicle_length_m double precision CHECK (max_vehicle_length_m > 0),
      ADD COLUMN max_vehicle_height_m double precision CHECK (max_vehicle_height_m > 0),
      ADD COLUMN vehicle_categories text[] NOT NULL DEFAULT '{}';
    ALTER TABLE bays
      ADD COLUMN accessible boolean NOT NULL DEFAULT false,
      ADD COLUMN vehicle_categories text[] NOT NULL DEFAULT '{}';

    CREATE TABLE checkpoints (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      code text NOT NULL,
      name text NOT NULL,
      station_area_id uuid REFERENCES station_areas (id),
      entry_control boolean NOT NULL DEFAULT false,
      exit_control boolean NOT NULL DEFAULT false,
      boarding_control boolean NOT NULL DEFAULT false,
      status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'RETIRED')),
      retirement_reason text,
      retired_at timestamptz,
      retired_by text,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text NOT NULL,
      CONSTRAINT checkpoints_retirement_check
        CHECK ((status = 'RETIRED') = (retired_at IS NOT NULL AND retirement_reason IS NOT NULL))
    );
    CREATE UNIQUE INDEX checkpoints_code_key ON checkpoints (upper(code));
    CREATE INDEX checkpoints_status_code_idx ON checkpoints (status, code, id);

    CREATE TABLE destinations (
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
      CONSTRAINT destinations_retirement_check
        CHECK ((status = 'RETIRED') = (retired_at IS NOT NULL AND retirement_reason IS NOT NULL))
    );
    CREATE UNIQUE INDEX destinations_code_key ON destinations (upper(code));
    CREATE INDEX destinations_status_code_idx ON destinations (status, code, id);

    CREATE TABLE stations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      code text NOT NULL,
      name text NOT NULL,
      locality text,
      latitude double precision CHECK (latitude BETWEEN -90 AND 90),
      longitude double precision CHECK (longitude BETWEEN -180 AND 180),
      station_area_id uuid REFERENCES station_areas (id),
      status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'RETIRED')),
      retirement_reason text,
      retired_at timestamptz,
      retired_by text,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text NOT NULL,
      CONSTRAINT stations_retirement_check
        CHECK ((status = 'RETIRED') = (retired_at IS NOT NULL AND retirement_reason IS NOT NULL)),
      CONSTRAINT stations_position_check CHECK ((latitude IS NULL) = (longitude IS NULL))
    );
    CREATE UNIQUE INDEX stations_code_key ON stations (upper(code));
    CREATE INDEX stations_status_code_idx ON stations (status, code, id);
    CREATE INDEX stations_area_idx ON stations (station_area_id);

    CREATE TABLE coordinations (
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
      CONSTRAINT coordinations_retirement_check
        CHECK ((status = 'RETIRED') = (retired_at IS NOT NULL AND retirement_reason IS NOT NULL))
    );
    CREATE UNIQUE INDEX coordinations_code_key ON coordinations (upper(code));
    CREATE INDEX coordinations_status_code_idx ON coordinations (status, code, id);

    CREATE TABLE coordination_members (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      coordination_id uuid NOT NULL REFERENCES coordinations (id),
      carrier_id uuid NOT NULL REFERENCES carriers (id),
      effective_from date NOT NULL,
      effective_to date,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text NOT NULL,
      CONSTRAINT coordination_members_period_check CHECK (effective_to IS NULL OR effective_to >= effective_from),
      CONSTRAINT coordination_members_no_overlap EXCLUDE USING gist (
        coordination_id WITH =, carrier_id WITH =,
        daterange(effective_from, effective_to, '[]') WITH &&
      )
    );
    CREATE INDEX coordination_members_carrier_idx ON coordination_members (carrier_id);

    CREATE TABLE lines (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      code text NOT NULL,
      name text NOT NULL,
      status text NOT NULL DEFAULT 'PLANNED' CHECK (status IN ('PLANNED', 'ACTIVE', 'SUSPENDED', 'RETIRED')),
      retirement_reason text,
      retired_at timestamptz,
      retired_by text,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text NOT NULL,
      CONSTRAINT lines_retirement_check
        CHECK ((status = 'RETIRED') = (retired_at IS NOT NULL AND retirement_reason IS NOT NULL))
    );
    CREATE UNIQUE INDEX lines_code_key ON lines (upper(code));
    CREATE INDEX lines_status_code_idx ON lines (status, code, id);

    CREATE TABLE line_status_changes (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      line_id uuid NOT NULL REFERENCES lines (id),
      from_status text NOT NULL,
      to_status text NOT NULL,
      reason text,
      changed_at timestamptz NOT NULL DEFAULT now(),
      changed_by text NOT NULL
    );
    CREATE INDEX line_status_changes_line_idx ON line_status_changes (line_id, id);

    CREATE TABLE line_operators (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      line_id uuid NOT NULL REFERENCES lines (id),
      carrier_id uuid NOT NULL REFERENCES carriers (id),
      effective_from date NOT NULL,
      effective_to date,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text NOT NULL,
      CONSTRAINT line_operators_period_check CHECK (effective_to IS NULL OR effective_to >= effective_from),
      CONSTRAINT line_operators_no_overlap EXCLUDE USING gist (
        line_id WITH =, carrier_id WITH =,
        daterange(effective_from, effective_to, '[]') WITH &&
      )
    );
    CREATE INDEX line_operators_carrier_idx ON line_operators (carrier_id);

    CREATE TABLE itineraries (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      line_id uuid NOT NULL REFERENCES lines (id),
      code text NOT NULL,
      version integer NOT NULL CHECK (version >= 1),
      name text NOT NULL,
      destination_id uuid NOT NULL REFERENCES destinations (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL
    );
    CREATE UNIQUE INDEX itineraries_version_key ON itineraries (line_id, upper(code), version);

    CREATE TABLE itinerary_calling_points (
      itinerary_id uuid NOT NULL REFERENCES itineraries (id),
      sequence integer NOT NULL CHECK (sequence >= 1),
      station_id uuid NOT NULL REFERENCES stations (id),
      bay_id uuid REFERENCES bays (id),
      PRIMARY KEY (itinerary_id, sequence),
      CONSTRAINT itinerary_calling_points_station_key UNIQUE (itinerary_id, station_id)
    );

    CREATE TABLE schedules (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      code text NOT NULL,
      line_id uuid NOT NULL REFERENCES lines (id),
      itinerary_id uuid NOT NULL REFERENCES itineraries (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text NOT NULL
    );
    CREATE UNIQUE INDEX schedules_code_key ON schedules (upper(code));
    CREATE INDEX schedules_line_idx ON schedules (line_id, code);

    CREATE TABLE schedule_revisions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      schedule_id uuid NOT NULL REFERENCES schedules (id),
      revision integer NOT NULL CHECK (revision >= 1),
      status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'ACTIVE', 'SUPERSEDED')),
      valid_from date NOT NULL,
      valid_to date NOT NULL,
      days_of_week smallint[] NOT NULL,
      -- Number of stop times, kept with them: station calls know the terminus without counting.
      call_count integer NOT NULL DEFAULT 0 CHECK (call_count >= 0),
      activated_at timestamptz,
      activated_by text,
      superseded_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text NOT NULL,
      CONSTRAINT schedule_revisions_validity_check CHECK (valid_to >= valid_from),
      CONSTRAINT schedule_revisions_days_check
        CHECK (cardinality(days_of_week) BETWEEN 1 AND 7 AND days_of_week <@ '{1,2,3,4,5,6,7}'::smallint[]),
      CONSTRAINT schedule_revisions_activation_check CHECK ((status = 'DRAFT') = (activated_at IS NULL)),
      CONSTRAINT schedule_revisions_number_key UNIQUE (schedule_id, revision)
    );
    CREATE UNIQUE INDEX schedule_revisions_one_active_key ON schedule_revisions (schedule_id) WHERE status = 'ACTIVE';
    CREATE UNIQUE INDEX schedule_revisions_one_draft_key ON schedule_revisions (schedule_id) WHERE status = 'DRAFT';

    CREATE TABLE stop_times (
      revision_id uuid NOT NULL REFERENCES schedule_revisions (id),
      sequence integer NOT NULL CHECK (sequence >= 1),
      station_id uuid NOT NULL REFERENCES stations (id),
      bay_id uuid REFERENCES bays (id),
      day_offset smallint NOT NULL CHECK (day_offset BETWEEN 0 AND 6),
      arrival_minute smallint CHECK (arrival_minute BETWEEN 0 AND 1439),
      departure_minute smallint CHECK (departure_minute BETWEEN 0 AND 1439),
      announced_minute smallint GENERATED ALWAYS AS (coalesce(departure_minute, arrival_minute)) STORED,
      PRIMARY KEY (revision_id, sequence),
      CONSTRAINT stop_times_time_check CHECK (arrival_minute IS NOT NULL OR departure_minute IS NOT NULL),
      CONSTRAINT stop_times_dwell_check CHECK (departure_minute IS NULL OR arrival_minute IS NULL OR departure_minute >= arrival_minute),
      CONSTRAINT stop_times_station_key UNIQUE (revision_id, station_id)
    );
    -- Station calls: every call at a station, found by station, with what the read filters on.
    CREATE INDEX stop_times_station_idx ON stop_times (station_id, day_offset)
      INCLUDE (revision_id, sequence, bay_id, arrival_minute, departure_minute, announced_minute);

    CREATE TABLE schedule_exceptions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      schedule_id uuid NOT NULL REFERENCES schedules (id),
      service_date date NOT NULL,
      kind text NOT NULL CHECK (kind IN ('ADDED', 'REMOVED')),
      reason text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      removed_at timestamptz,
      removed_by text
    );
    -- A removed exception stays readable in the history and frees its date.
    CREATE UNIQUE INDEX schedule_exceptions_date_key ON schedule_exceptions (schedule_id, service_date)
      WHERE removed_at IS NULL;
  `);
}
