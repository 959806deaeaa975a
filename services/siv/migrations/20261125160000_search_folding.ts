import type { Knex } from 'knex';
import { foldedColumnsSql, searchFoldSql } from '@transport/platform';

export { forwardOnly as down } from '@transport/platform';

// Search that matches as people type (ADR 0034): the searched columns get a folded copy (case,
// accents, Unicode forms), generated and trigram-indexed.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(searchFoldSql('siv'));
  await knex.raw(foldedColumnsSql('display_points', ['code', 'name']));
  await knex.raw(foldedColumnsSql('display_profiles', ['code', 'name']));
}
