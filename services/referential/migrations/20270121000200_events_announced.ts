import type { Knex } from 'knex';
import { announceEventsSql } from '@transport/platform';

export { forwardOnly as down } from '@transport/platform';

// The outbox announces each commit that wrote events (a notification on `referential_events`), so
// that a webhook round starts at once instead of after the interval (ADR 0109).
export async function up(knex: Knex): Promise<void> {
  await knex.raw(announceEventsSql('referential'));
}
