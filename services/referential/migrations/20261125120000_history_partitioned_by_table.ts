import type { Knex } from 'knex';
import { partitionHistory } from '@transport/platform';

export { forwardOnly as down } from '@transport/platform';

// The audit trail's history, partitioned by table (one partition per audited table, made by the
// platform after the migrations), and its trigger function recording truncations (ADR 0030).
export async function up(knex: Knex): Promise<void> {
  await partitionHistory(knex, 'referential');
}
