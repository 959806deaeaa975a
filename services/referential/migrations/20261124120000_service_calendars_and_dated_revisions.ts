import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// Service calendars shared by many schedules, exceptions as groups of dates (ADDED, REMOVED,
// SWAPPED to another calendar's service), dated revisions (several ACTIVE revisions of a
// schedule, each for its own period, never overlapping), and calls whose arrival and departure
// fall on different days. Per-schedule exceptions are kept as they are: they still apply, above
// the calendar (ADR 0023).
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE service_calendars (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      code text NOT NULL,
      name text NOT NULL,
      valid_from date NOT NULL,
      valid_to date NOT NULL,
      days_of_week smallint[] NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text NOT NULL,
      CONSTRAINT service_calendars_validity_check CHECK (valid_to >= valid_from),
      CONSTRAINT service_calendars_days_check
        CHECK (cardinality(days_of_week) BETWEEN 1 AND 7 AND days_of_week <@ '{1,2,3,4,5,6,7}'::smallint[])
    );
    CREATE UNIQUE INDEX service_calendars_code_key ON service_calendars (upper(code));

    CREATE TABLE calendar_exceptions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      calendar_id uuid NOT NULL REFERENCES service_calendars (id),
      kind text NOT NULL CHECK (kind IN ('ADDED', 'REMOVED', 'SWAPPED')),
      runs_as_calendar_id uuid REFERENCES service_calendars (id),
      dates date[] NOT NULL CHECK (cardinality(dates) >= 1),
      reason text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      removed_at timestamptz,
      removed_by text,
      CONSTRAINT calendar_exceptions_runs_as_check
        CHECK ((kind = 'SWAPPED') = (runs_as_calendar_id IS NOT NULL) AND runs_as_calendar_id IS DISTINCT FROM calendar_id)
    );
    CREATE INDEX calendar_exceptions_calendar_idx ON calendar_exceptions (calendar_id);

    -- The dates of the exceptions in force, one row each: a calendar has at most one exception
    -- on a date; a withdrawn exception's rows are deleted (its dates stay in calendar_exceptions).
    CREATE TABLE calendar_exception_dates (
      exception_id uuid NOT NULL REFERENCES calendar_exceptions (id),
      calendar_id uuid NOT NULL REFERENCES service_calendars (id),
      service_date date NOT NULL,
      kind text NOT NULL,
      runs_as_calendar_id uuid REFERENCES service_calendars (id),
      PRIMARY KEY (exception_id, service_date)
    );
    CREATE UNIQUE INDEX calendar_exception_dates_date_key ON calendar_exception_dates (calendar_id, service_date);
    CREATE INDEX calendar_exception_dates_runs_as_idx ON calendar_exception_dates (runs_as_calendar_id, service_date)
      WHERE runs_as_calendar_id IS NOT NULL;

    -- Dated revisions: a revision serves the dates of its period; ACTIVE ones of a schedule never
    -- overlap; WITHDRAWN is a draft discarded or an ACTIVE one taken back before its first day.
    ALTER TABLE schedule_revisions
      ADD COLUMN calendar_id uuid REFERENCES service_calendars (id),
      ADD COLUMN withdrawn_at timestamptz,
      ADD COLUMN withdrawn_by text;
    ALTER TABLE schedule_revisions DROP CONSTRAINT schedule_revisions_status_check;
    ALTER TABLE schedule_revisions ADD CONSTRAINT schedule_revisions_status_check
      CHECK (status IN ('DRAFT', 'ACTIVE', 'SUPERSEDED', 'WITHDRAWN'));
    -- A draft withdrawn (discarded) was never activated; an ACTIVE one withdrawn was.
    ALTER TABLE schedule_revisions DROP CONSTRAINT schedule_revisions_activation_check;
    ALTER TABLE schedule_revisions ADD CONSTRAINT schedule_revisions_activation_check CHECK (
      status = 'WITHDRAWN' OR (status = 'DRAFT') = (activated_at IS NULL)
    );
    DROP INDEX schedule_revisions_one_active_key;
    ALTER TABLE schedule_revisions ADD CONSTRAINT schedule_revisions_active_overlap_excl
      EXCLUDE USING gist (schedule_id WITH =, daterange(valid_from, valid_to, '[]') WITH &&)
      WHERE (status = 'ACTIVE');
    CREATE INDEX schedule_revisions_calendar_idx ON schedule_revisions (calendar_id) WHERE calendar_id IS NOT NULL;

    -- Arrival and departure day offsets kept apart: day_offset is the arrival's (the
    -- departure's for a call without arrival), departure_day_offset the departure's when it
    -- differs (NULL: the same). A call is listed on the day of its announced moment.
    ALTER TABLE stop_times
      ADD COLUMN departure_day_offset smallint CHECK (departure_day_offset BETWEEN 0 AND 7),
      ADD COLUMN announced_day_offset smallint GENERATED ALWAYS AS (
        CASE WHEN departure_minute IS NULL THEN day_offset ELSE coalesce(departure_day_offset, day_offset) END
      ) STORED;
    ALTER TABLE stop_times DROP CONSTRAINT stop_times_dwell_check;
    ALTER TABLE stop_times ADD CONSTRAINT stop_times_dwell_check CHECK (
      departure_minute IS NULL OR arrival_minute IS NULL
      OR coalesce(departure_day_offset, day_offset) * 1440 + departure_minute >= day_offset * 1440 + arrival_minute
    );
    DROP INDEX stop_times_station_idx;
    CREATE INDEX stop_times_station_idx ON stop_times (station_id)
      INCLUDE (revision_id, sequence, bay_id, day_offset, departure_day_offset, announced_day_offset,
               arrival_minute, departure_minute, announced_minute);
  `);
  for (const table of ['service_calendars', 'calendar_exceptions', 'calendar_exception_dates']) {
    await knex.raw(`
      CREATE TRIGGER ${table}_bump_timetable_version
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION bump_timetable_version();
    `);
  }
}
