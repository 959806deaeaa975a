import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// A second counter beside the timetable's version: the version of what a station's candidate
// calls read (its stop times of every revision, with their schedules, lines, itineraries,
// destinations, stations and bays), moved by every write to those, in the writer's
// transaction. The service days (calendars, their exceptions, the schedules' exceptions, a
// revision's status and period) are not part of it: a change of those moves the timetable's
// version only, and the station calls are then decided again from the candidates already kept
// (ADR 0040). Of schedule_revisions, the candidates read the schedule and the call count.
const TABLES = ['stop_times', 'schedules', 'lines', 'itineraries', 'destinations', 'stations', 'bays'];

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE timetable_version ADD COLUMN calls_version bigint NOT NULL DEFAULT 0;

    CREATE FUNCTION bump_calls_version() RETURNS trigger LANGUAGE plpgsql
    SET search_path FROM CURRENT AS $$
    BEGIN
      UPDATE timetable_version SET calls_version = calls_version + 1;
      RETURN NULL;
    END;
    $$;

    CREATE TRIGGER schedule_revisions_bump_calls_version
      AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF id, schedule_id, call_count ON schedule_revisions
      FOR EACH STATEMENT EXECUTE FUNCTION bump_calls_version();
  `);
  for (const table of TABLES) {
    await knex.raw(`
      CREATE TRIGGER ${table}_bump_calls_version
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION bump_calls_version();
    `);
  }
}
