import type { Knex } from 'knex';
import { recordEventsSql } from '@transport/platform';

export { forwardOnly as down } from '@transport/platform';

// The outbox's statement trigger plans its insert at each run, for the rows of the statement
// that fired it (ADR 0089): the function made by the previous migration kept the plan of its
// first run in each connection, one made for a few rows, and ran it again for 100,000.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(recordEventsSql('siv'));
}
