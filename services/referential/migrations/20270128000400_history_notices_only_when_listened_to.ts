import type { Knex } from 'knex';
import { installHistory } from '@transport/platform';

export { forwardOnly as down } from '@transport/platform';

// The history's functions raise the outbox's notice only for a connection that listens to it
// (`app.event_notices` not `off`; ADR 0156): made again with that test.
export async function up(knex: Knex): Promise<void> {
  await installHistory(knex, 'referential');
}
