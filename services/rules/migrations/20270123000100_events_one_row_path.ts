import type { Knex } from 'knex';
import { recordEventsSql } from '@transport/platform';

export { forwardOnly as down } from '@transport/platform';

// The outbox's statement trigger writes the event of a statement that recorded one history row
// (a write of the API) straight from that row: no grouping, no search for an earlier
// event of the transaction (ADR 0122).
export async function up(knex: Knex): Promise<void> {
  await knex.raw(recordEventsSql('rules'));
}
