import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// Loops (ADR 0053): a trip may call at a station twice (a loop line passing its hub on the way
// out and back). A call is its sequence in the revision, as a calling point is its sequence in
// the itinerary: both primary keys already say so, and the station keys are dropped.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE stop_times DROP CONSTRAINT stop_times_station_key;
    ALTER TABLE itinerary_calling_points DROP CONSTRAINT itinerary_calling_points_station_key;
  `);
}
