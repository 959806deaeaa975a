import type { Knex } from 'knex';
import { eventsSql } from '@transport/platform';

export { forwardOnly as down } from '@transport/platform';

// The change feed's outbox (ADR 0065): its tables; the trigger writing each write's events in
// the writer's transaction is made by a later migration (`recordEventsSql`); which tables
// belong to which family is written at each start.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(eventsSql('referential'));
}
