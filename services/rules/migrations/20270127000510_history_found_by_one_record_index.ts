import type { Knex } from 'knex';
import { installHistory } from '@transport/platform';

export { forwardOnly as down } from '@transport/platform';

// A partition of the history whose record is one uuid is searched through its index on
// `(record_id::uuid, id)` alone; the history's index on the text of `record_id`, which every
// partition had as well, is dropped, and made again only on the partitions keyed otherwise by
// `installHistory`, which rebuilds the functions and views that search them, in this
// migration's transaction (ADR 0151).
export async function up(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS rules.history_record');
  await installHistory(knex, 'rules');
}
