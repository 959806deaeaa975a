import type { Knex } from 'knex';
import { eventsSql } from '@transport/platform';

export { forwardOnly as down } from '@transport/platform';

// The change feed's outbox (ADR 0065): a trigger on the history writes each write's events in
// the writer's transaction; which tables belong to which family is written at each start.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(eventsSql('siv'));
}
