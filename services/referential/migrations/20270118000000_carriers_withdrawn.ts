import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// A carrier may be WITHDRAWN from the network (ADR 0101): the status every move leads to last,
// from which the retention of its payout details runs (it ran from a suspension before). The
// record's column and its dated states take the new value.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE carriers DROP CONSTRAINT carriers_status_check,
      ADD CONSTRAINT carriers_status_check
        CHECK (status IN ('PENDING', 'ACTIVE', 'SUSPENDED', 'WITHDRAWN'));
    ALTER TABLE carrier_states DROP CONSTRAINT carrier_states_status_check,
      ADD CONSTRAINT carrier_states_status_check
        CHECK (status IN ('PENDING', 'ACTIVE', 'SUSPENDED', 'WITHDRAWN'));`);
}
