/**
 * A revocation kept on dated rows, the same for permits and vehicle identifiers: each period
 * holds the revocation in force (its reason and the instant it was recorded, both null while
 * not revoked). The change that revokes from a date and the correction of a period are written
 * once here.
 */
import type { Clock } from '@transport/platform';

/** The revocation in force during a period. */
export interface Revocation {
  revokedAt: string | null;
  revokeReason: string | null;
}

/** A revocation as a correction gives it: a reason revokes, null lifts the revocation. */
export interface RevocationCorrection {
  revokeReason?: string | null;
}

/** The revocation of a period from a date, refused (`revoked`) when one is in force that day. */
export function revocation(reason: string, revoked: () => Error, now: Date) {
  return (current: Revocation): Partial<Revocation> => {
    if (current.revokeReason !== null) throw revoked();
    return { revokedAt: now.toISOString(), revokeReason: reason };
  };
}

/**
 * The revocation as a correction leaves it; a revocation keeps the instant it was first recorded
 * (`clock`'s now for one recorded by the correction).
 */
export function correctedRevocation(clock: Clock) {
  return (input: RevocationCorrection) =>
    (current: Revocation): Partial<Revocation> => {
      if (input.revokeReason === undefined) return {};
      if (input.revokeReason === null) return { revokedAt: null, revokeReason: null };
      return {
        revokedAt: current.revokedAt ?? clock.now().toISOString(),
        revokeReason: input.revokeReason,
      };
    };
}
