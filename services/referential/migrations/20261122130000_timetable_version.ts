import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// One counter that every write to what station calls read moves forward, in the writer's own
// transaction (a row, not a sequence: a reader must never see the new number before the data
// it stands for is committed). Readers use it to know whether a cached answer is current.
const TABLES = [
  'stop_times',
  'schedule_revisions',
  'schedules',
  'schedule_exceptions',
  'lines',
  'itineraries',
  'destinations',
  'stations',
  'bays',
];

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE timetable_version (
      singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
      version bigint NOT NULL
    );
    INSERT INTO timetable_version (version) VALUES (0);

    -- SET search_path FROM CURRENT pins the service's schema: the trigger works whatever the
    -- search path of the session that writes (a maintenance script, a seed).
    CREATE FUNCTION bump_timetable_version() RETURNS trigger LANGUAGE plpgsql
    SET search_path FROM CURRENT AS $$
    BEGIN
      UPDATE timetable_version SET version = version + 1;
      RETURN NULL;
    END;
    $$;
  `);
  for (const table of TABLES) {
    await knex.raw(`
      CREATE TRIGGER ${table}_bump_timetable_version
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION bump_timetable_version();
    `);
  }
}
