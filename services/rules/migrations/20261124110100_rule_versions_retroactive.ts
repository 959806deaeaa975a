import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// A version activated after its effective instant rewrites answers already given for the
// instants between the two; the activation says so explicitly, and the version keeps it.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE rule_versions ADD COLUMN retroactive boolean NOT NULL DEFAULT false`);
}
