import type { Knex } from 'knex';
import { recordEventsSql } from '@transport/platform';

export { forwardOnly as down } from '@transport/platform';

// The outbox's statement trigger runs the plan it keeps for the connection when its statement
// wrote few history rows (a write of the API: planning the insert at each run had made a single
// correction three times slower), and plans at the run only a larger statement (an import, ADR 0089).
export async function up(knex: Knex): Promise<void> {
  await knex.raw(recordEventsSql('rules'));
}
