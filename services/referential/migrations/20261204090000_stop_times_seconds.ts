import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// Times to the second (ADR 0053): a GTFS feed's `01:00:44` is kept as it is. The minutes stay
// where every reader finds them; the second of each minute is kept beside it (0 for a time
// given to the minute, so every row written before reads as it did). The announced second
// follows the announced minute, the dwell check compares to the second, and the station index
// carries the new columns like the minutes it already carried.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE stop_times
      ADD COLUMN arrival_second smallint NOT NULL DEFAULT 0 CHECK (arrival_second BETWEEN 0 AND 59),
      ADD COLUMN departure_second smallint NOT NULL DEFAULT 0 CHECK (departure_second BETWEEN 0 AND 59),
      ADD COLUMN announced_second smallint GENERATED ALWAYS AS (
        CASE WHEN departure_minute IS NULL THEN arrival_second ELSE departure_second END
      ) STORED;
    ALTER TABLE stop_times DROP CONSTRAINT stop_times_dwell_check;
    ALTER TABLE stop_times ADD CONSTRAINT stop_times_dwell_check CHECK (
      departure_minute IS NULL OR arrival_minute IS NULL
      OR (coalesce(departure_day_offset, day_offset) * 1440 + departure_minute) * 60 + departure_second
         >= (day_offset * 1440 + arrival_minute) * 60 + arrival_second
    );
    DROP INDEX stop_times_station_idx;
    CREATE INDEX stop_times_station_idx ON stop_times (station_id)
      INCLUDE (revision_id, sequence, bay_id, day_offset, departure_day_offset, announced_day_offset,
               arrival_minute, departure_minute, announced_minute, arrival_second, departure_second,
               announced_second);
  `);
}
