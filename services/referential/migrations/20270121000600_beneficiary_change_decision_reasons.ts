import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// A payout change request that ends without being applied says why (ADR 0113): a REJECTED one
// its rejection's reason, as before, an EXPIRED one that nobody decided before its expiry. The
// reason of an EXPIRED request is written when it is marked so; those marked before are given
// it here. Neither may be blank.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    UPDATE beneficiary_changes
      SET decision_reason = 'Expired: neither approved nor rejected before expiresAt; the payout details in force did not change.'
      WHERE status = 'EXPIRED' AND decision_reason IS NULL;
    ALTER TABLE beneficiary_changes
      DROP CONSTRAINT beneficiary_changes_rejection_reason_check,
      ADD CONSTRAINT beneficiary_changes_decision_reason_check
        CHECK (status NOT IN ('REJECTED', 'EXPIRED') OR coalesce(length(btrim(decision_reason)), 0) > 0);
  `);
}
