import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// A carrier's, a line's and an authorization's moves and their reasons are in the audit trail
// alone (ADR 0075): nothing writes these logs any more. Their rows stay in the history (their
// partitions are not dropped with them), listed by each record's changes as parts
// `carrierStatusChanges`, `lineStatusChanges` and `transportAuthorizationStatusChanges`.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    'DROP TABLE carrier_status_changes, line_status_changes, transport_authorization_status_changes',
  );
}
