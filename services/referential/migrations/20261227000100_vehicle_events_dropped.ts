import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// A vehicle's changes and their reasons are in the audit trail alone (ADR 0075): nothing
// writes `vehicle_events` any more. Its rows stay in the history (its partition is not dropped
// with it), listed by `listVehicleChanges` as part `vehicleEvents`.
export async function up(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE vehicle_events');
}
