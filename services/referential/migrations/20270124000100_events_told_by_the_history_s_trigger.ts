import type { Knex } from 'knex';
import { announceEventsSql, recordEventsSql } from '@transport/platform';

export { forwardOnly as down } from '@transport/platform';

// The outbox's statement trigger on the history tells the writer's connection itself that its
// transaction wrote events, only when it wrote one; the outbox's own trigger tells it only of a
// statement sent to the outbox directly (the came-into-force events): ADR 0129.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(recordEventsSql('referential'));
  await knex.raw(announceEventsSql('referential'));
}
