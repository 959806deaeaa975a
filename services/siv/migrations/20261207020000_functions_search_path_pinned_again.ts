import type { Knex } from 'knex';
import { functionsSearchPathPinnedSql } from '@transport/platform';

export { forwardOnly as down } from '@transport/platform';

// The display messages' migration re-created `version_of_record()` without the search_path an
// earlier migration had pinned (`CREATE OR REPLACE` drops it): pinned again. The function is
// now created pinned (`recordVersionSql`), so this mends only databases migrated before that.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(functionsSearchPathPinnedSql());
}
