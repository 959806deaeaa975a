import type { Knex } from 'knex';
import { announceEventsSql } from '@transport/platform';

export { forwardOnly as down } from '@transport/platform';

// The outbox no longer notifies in the writer's transaction: its trigger tells the writer's
// connection that events were written, and the service announces the commit on `referential_events`
// once it has committed (ADR 0114).
export async function up(knex: Knex): Promise<void> {
  await knex.raw(announceEventsSql('referential'));
}
