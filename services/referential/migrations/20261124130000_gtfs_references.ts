import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// The ids of imported GTFS feeds, kept against the records they became, so that the next
// version of a feed updates those records instead of adding new ones. `fingerprint` is a digest
// of what the feed said of the record at its last import: an equal one means unchanged.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE gtfs_references (
      feed_id text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('station', 'area', 'bay', 'line', 'destination', 'itinerary', 'schedule')),
      external_id text NOT NULL,
      record_id uuid NOT NULL,
      fingerprint text NOT NULL,
      imported_at timestamptz NOT NULL DEFAULT now(),
      imported_by text NOT NULL,
      PRIMARY KEY (feed_id, kind, external_id)
    );
    CREATE INDEX gtfs_references_record_idx ON gtfs_references (record_id);
  `);
}
