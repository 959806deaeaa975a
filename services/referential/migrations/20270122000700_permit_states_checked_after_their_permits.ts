import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// A permit import writes the permits' dated rows before the permits themselves, so that the
// change feed's event of each permit is written once with its first day rather than written by
// the permits' statement and updated by the dated rows' (ADR 0120). The dated rows' foreign key
// to their permit may therefore be checked at the end of the import's second statement: it is
// made deferrable, still checked at the end of each statement unless a transaction asks
// otherwise, and every other write is checked as before.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE vehicle_permit_states
      ALTER CONSTRAINT vehicle_permit_states_permit_id_fkey DEFERRABLE INITIALLY IMMEDIATE;
  `);
}
