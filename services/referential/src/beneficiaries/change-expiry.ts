import type { Transaction } from '@transport/platform';

/**
 * Why an EXPIRED change request changed nothing, its `decisionReason`: written when it is
 * marked, and read the same way while it waits to be (the database requires a reason of every
 * EXPIRED or REJECTED request).
 */
export const EXPIRY_REASON =
  'Expired: neither approved nor rejected before expiresAt; the payout details in force did not change.';

/** The carrier's PENDING change requests past their expiry, marked EXPIRED with the reason. */
export async function markExpiredChanges(trx: Transaction, carrierId: string): Promise<void> {
  await trx('beneficiary_changes')
    .where({ carrier_id: carrierId, status: 'PENDING' })
    .andWhereRaw('expires_at <= now()')
    .update({ status: 'EXPIRED', decision_reason: EXPIRY_REASON });
}
