import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// GTFS services become service calendars: their references are kept too.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE gtfs_references DROP CONSTRAINT gtfs_references_kind_check;
    ALTER TABLE gtfs_references ADD CONSTRAINT gtfs_references_kind_check CHECK (
      kind IN ('station', 'area', 'bay', 'line', 'destination', 'itinerary', 'calendar', 'schedule')
    );
  `);
}
