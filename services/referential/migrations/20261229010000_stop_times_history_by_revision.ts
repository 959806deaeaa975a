import type { Knex } from 'knex';
import { groupedHistorySql, groupHistory } from '@transport/platform';

export { forwardOnly as down } from '@transport/platform';

// The stop times' history, one row per revision and write (ADR 0077): a revision's stop times
// are written together (an import, a copy, a draft's calls replaced whole), so the audit trail
// keeps them as one array per write instead of a row and four index entries per stop time. The
// history kept row by row so far is moved to that shape; every read as known at an instant
// answers as before.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    groupedHistorySql(
      'stop_times',
      'revision_id',
      "a revision's stop times are written and replaced together, never one by one (ADR 0077)",
    ),
  );
  await groupHistory(knex, 'referential', 'stop_times', 'revision_id');
}
