import type { Knex } from 'knex';
import { historySql } from '@transport/platform';

export { forwardOnly as down } from '@transport/platform';

// The audit trail: every write to a table of this schema is recorded in `history` by one row
// trigger, which the platform attaches to every table after the migrations (ADR 0021).
export async function up(knex: Knex): Promise<void> {
  await knex.raw(historySql('siv'));
}
