import type { Knex } from 'knex';
import { notAuditedSql, trigramIndexSql, trigramTable } from '@transport/platform';

export { forwardOnly as down } from '@transport/platform';

// The bay and vehicle searches past their count's bound walk the trigrams of their
// searched columns in their default order (ADR 0134): at 2,000,000 vehicles the ~100,000
// registrations holding `lux`, all after 1,900,000 others, answered their first page in 4 s,
// sorted from the trigram index; the walk of the `lux` trigram in registration order finds it
// in its first 20 rows. The permits' matches are found by ADR 0125's walk of their order: they
// keep none. The side tables are kept by triggers and derived: not audited.
export async function up(knex: Knex): Promise<void> {
  for (const [table, columns, keys] of [
    ['bays', ['code'], ['code', 'id']],
    ['vehicles', ['registration', 'fleet_number'], ['registration', 'id']],
  ] as const) {
    await knex.raw(trigramIndexSql(table, columns, keys));
    await knex.raw(
      notAuditedSql(
        trigramTable(table),
        `the trigrams of the ${table}' searched columns, kept by their triggers (ADR 0134)`,
      ),
    );
  }
}
