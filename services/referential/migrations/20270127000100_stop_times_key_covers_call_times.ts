import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// The stop times' key carries each call's times (ADR 0147): the validation report's
// backwards-in-time rule reads every call of the revisions in use in key order, and read its
// times through the heap, one buffer a call in an order the rows were not written in. With the
// times in the key's leaf entries the rule reads the key alone (an index-only scan), in order.
// The key itself is unchanged (same columns, same name, same refusals); no index is added: an
// import writes the same two indexes, this one's entries 12 bytes wider.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE stop_times
      DROP CONSTRAINT stop_times_pkey,
      ADD CONSTRAINT stop_times_pkey PRIMARY KEY (revision_id, sequence)
        INCLUDE (day_offset, arrival_minute, arrival_second, departure_day_offset, departure_minute, departure_second)`);
}
