import type { Knex } from 'knex';
import { recordEventsSql } from '@transport/platform';

export { forwardOnly as down } from '@transport/platform';

// The change feed's outbox is written once per statement that inserts history rows, from its
// transition table, instead of once per history row (ADR 0089); the start attaches the trigger
// to the history's partitions (`attachEventTriggers`).
export async function up(knex: Knex): Promise<void> {
  await knex.raw(recordEventsSql('referential'));
}
