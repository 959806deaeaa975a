import type { Knex } from 'knex';
import { installHistory, retireRecordEventsSql } from '@transport/platform';

export { forwardOnly as down } from '@transport/platform';

// The history's functions write the events of their rows in the statement that records them,
// and the history's trigger writing them from its transition table is retired (ADR 0146). Both in
// this migration's transaction: no write is recorded in between without its event.
export async function up(knex: Knex): Promise<void> {
  await installHistory(knex, 'referential');
  await knex.raw(retireRecordEventsSql('referential'));
}
