import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// A revision published from a day already past says so (`retroactive`); GTFS agencies are
// matched to carriers and keep their references too.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE schedule_revisions ADD COLUMN retroactive boolean NOT NULL DEFAULT false;
    ALTER TABLE gtfs_references DROP CONSTRAINT gtfs_references_kind_check;
    ALTER TABLE gtfs_references ADD CONSTRAINT gtfs_references_kind_check CHECK (
      kind IN ('station', 'area', 'bay', 'line', 'destination', 'itinerary', 'calendar', 'schedule', 'carrier')
    );
  `);
}
