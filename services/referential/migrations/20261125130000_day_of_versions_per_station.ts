import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// The day-of changes' version, per station and service date: a change of a trip on a date marks
// every station its stop times call at (any revision) with the next value of the one counter,
// in the writer's transaction. The station calls of a date at some stations are current as long
// as the greatest mark of those stations over the origin days the date's calls can have (the
// date and the seven before) has not moved: a change elsewhere, or on another date, leaves
// their answer (and its ETag) as it was.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE day_of_station_versions (
      station_id uuid NOT NULL REFERENCES stations (id),
      service_date date NOT NULL,
      version bigint NOT NULL,
      PRIMARY KEY (station_id, service_date)
    );

    DROP TRIGGER day_of_changes_bump_day_of_version ON day_of_changes;
    DROP FUNCTION bump_day_of_version();

    CREATE FUNCTION mark_day_of_stations() RETURNS trigger LANGUAGE plpgsql
    SET search_path FROM CURRENT AS $$
    DECLARE
      next bigint;
    BEGIN
      UPDATE day_of_version SET version = version + 1 RETURNING version INTO next;
      IF TG_OP = 'TRUNCATE' THEN
        UPDATE day_of_station_versions SET version = next;
        RETURN NULL;
      END IF;
      INSERT INTO day_of_station_versions (station_id, service_date, version)
        SELECT DISTINCT t.station_id, c.service_date, next
        FROM (SELECT OLD.schedule_id, OLD.service_date WHERE TG_OP <> 'INSERT'
              UNION SELECT NEW.schedule_id, NEW.service_date WHERE TG_OP <> 'DELETE') AS c (schedule_id, service_date)
        JOIN schedule_revisions r ON r.schedule_id = c.schedule_id
        JOIN stop_times t ON t.revision_id = r.id
        ON CONFLICT (station_id, service_date) DO UPDATE SET version = EXCLUDED.version;
      RETURN NULL;
    END;
    $$;
    CREATE TRIGGER day_of_changes_mark_stations
      AFTER INSERT OR UPDATE OR DELETE ON day_of_changes
      FOR EACH ROW EXECUTE FUNCTION mark_day_of_stations();
    CREATE TRIGGER day_of_changes_mark_stations_truncate
      AFTER TRUNCATE ON day_of_changes
      FOR EACH STATEMENT EXECUTE FUNCTION mark_day_of_stations();
  `);
}
