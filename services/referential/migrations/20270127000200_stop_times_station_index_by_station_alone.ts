import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// The stop times' station index holds the station alone (ADR 0148). It carried every time of
// the call besides (twelve included columns, ADR 0053), so that a station's calls could be read
// from the index alone; an import's stop times land at random places of it whatever their
// order (ADR 0142), and an entry of thirteen columns cost most of the stop times' insert. Keyed
// by the station alone, its entries of one station are kept as one list of row addresses
// (Postgres deduplicates equal keys, never with included columns): 6 MB against 92 MB for
// 800,000 stop times. The station calls read their rows from the table: the candidates did
// already (the boarding types were never in the index), the served calls now do too.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    DROP INDEX stop_times_station_idx;
    CREATE INDEX stop_times_station_idx ON stop_times (station_id);
  `);
}
