/**
 * The dated reads that eligibility needs and the owning families do not offer: which
 * identifier answered to a value at an instant (revoked ones included), and which permit kinds
 * of a vehicle were valid on a date and not revoked at that instant.
 */
import type { Database } from '@transport/platform';
import type { Schemas } from '../types.ts';

type IdentifierTypeCode = Schemas['VehicleIdentifierTypeCode'];

export interface IdentifierAtInstant {
  id: string;
  vehicleId: string;
  /** True when it was enrolled and not yet revoked at the instant. */
  active: boolean;
  revokedAt: Date | null;
}

export function createEligibilityRepository(db: Database) {
  return {
    /**
     * The identifier of that type and value enrolled at or before `instant`: the one active at
     * that instant when there is one, else the one revoked last.
     */
    async identifierAt(
      type: IdentifierTypeCode,
      value: string,
      instant: Date,
    ): Promise<IdentifierAtInstant | undefined> {
      const row = await db('vehicle_identifiers')
        .select(
          'id',
          'vehicle_id',
          'revoked_at',
          db.raw('(revoked_at IS NULL OR revoked_at > ?) AS active', [instant]),
        )
        .where('identifier_type_code', type)
        .whereRaw('upper(value) = upper(?)', [value])
        .andWhere('enrolled_at', '<=', instant)
        .orderByRaw('(revoked_at IS NULL OR revoked_at > ?) DESC, revoked_at DESC NULLS FIRST', [instant])
        .first();
      if (!row) return undefined;
      return { id: row.id, vehicleId: row.vehicle_id, active: row.active, revokedAt: row.revoked_at };
    },

    /** Kinds of the vehicle's permits valid on `date` and not revoked at `instant`. */
    async validPermitKinds(vehicleId: string, date: string, instant: Date): Promise<Set<string>> {
      const rows = (await db('vehicle_permits')
        .distinct('kind')
        .where('vehicle_id', vehicleId)
        .andWhere('valid_from', '<=', date)
        .andWhere('valid_until', '>=', date)
        .andWhere((q) => q.whereNull('revoked_at').orWhere('revoked_at', '>', instant))) as {
        kind: string;
      }[];
      return new Set(rows.map((row) => row.kind));
    },
  };
}

export type EligibilityRepository = ReturnType<typeof createEligibilityRepository>;
