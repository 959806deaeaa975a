import type { Knex } from 'knex';
import { cameIntoForceOnceSql, recordEventsSql } from '@transport/platform';

export { forwardOnly as down } from '@transport/platform';

// A write of the API pays one statement for its event, and the outbox's came-into-force "once"
// is an index of those events alone: ADR 0138.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(recordEventsSql('siv'));
  await knex.raw(cameIntoForceOnceSql('siv'));
}
