import type { Knex } from 'knex';
import { webhooksSql } from '@transport/platform';

export { forwardOnly as down } from '@transport/platform';

// Webhook subscriptions on the change feed (ADR 0072): each with its position in the feed, its
// lease (one replica delivers it at a time), its redeliveries asked and its delivery log.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(webhooksSql('siv'));
}
