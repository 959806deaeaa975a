import type { Knex } from 'knex';
import { recordVersionSql } from '@transport/platform';

export { forwardOnly as down } from '@transport/platform';

// A version per record corrected under If-Match, kept by the database (ADR 0047): 1 for the
// records there are and each one created, one more with every update of the record's row,
// whatever writes it. The entity tag is this number, quoted: two versions of a record never
// share one, where `updatedAt` to the millisecond could (two writes in the same millisecond).
// Tags given before this migration (quoted instants) no longer match: a client holding one is
// answered 409 `stale-representation` and reads the record again.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    recordVersionSql([
      'carriers',
      'vehicles',
      'station_areas',
      'bays',
      'checkpoints',
      'destinations',
      'stations',
      'coordinations',
      'lines',
    ]),
  );
}
