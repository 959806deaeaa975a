import type { Knex } from 'knex';
import { changeStillHoldsSql } from '@transport/platform';

export { forwardOnly as down } from '@transport/platform';

// A change recorded ahead and cancelled (or moved) before its day does not come into force in
// the change feed: the job asks whether its dated rows still hold it (ADR 0072).
export async function up(knex: Knex): Promise<void> {
  await knex.raw(changeStillHoldsSql('rules'));
}
