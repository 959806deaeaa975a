import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// The carrier's confirmation of a payout change request (ADR 0081): who confirmed it for the
// carrier and when, both or neither. Whether an approval needs it is a setting
// (`PAYOUT_CHANGE_CONFIRMATION_REQUIRED`); an approved request that needed it was confirmed
// first, which the service checks under the carrier's row lock.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE beneficiary_changes
      ADD COLUMN confirmed_by text,
      ADD COLUMN confirmed_at timestamptz,
      ADD CONSTRAINT beneficiary_changes_confirmation_check
        CHECK ((confirmed_by IS NULL) = (confirmed_at IS NULL));
  `);
}
