import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// Why a write was made (a move's `reason`) is recorded on its history rows, like its actor:
// the one store of what happened to a record (ADR 0075). The tables' trigger functions fill it
// from the transaction's `app.reason` once `installHistory` rebuilds them, after this step.
// A schema made since has the column from its first migration (`historySql`).
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE rules.history ADD COLUMN IF NOT EXISTS reason text');
}
