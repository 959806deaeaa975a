import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// No read finds permits by their import (no filter, no join, no change family names it), and
// no import is ever deleted or re-keyed, which is all the foreign key's check would read it
// for: the index cost every permit an entry for nothing (ADR 0151).
export async function up(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS vehicle_permits_import_idx');
}
