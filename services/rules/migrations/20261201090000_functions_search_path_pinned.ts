import type { Knex } from 'knex';
import { functionsSearchPathPinnedSql } from '@transport/platform';

export { forwardOnly as down } from '@transport/platform';

// Every function of the schema finds its tables whatever the search_path of the connection
// whose write fires it: the ones that relied on the service's own (a bulk load under another
// search_path failed with "relation does not exist") get it pinned.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(functionsSearchPathPinnedSql());
}
