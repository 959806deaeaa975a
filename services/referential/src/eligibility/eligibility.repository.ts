/**
 * The dated reads that eligibility needs and the owning families do not offer: which
 * identifier answered to a value at an instant (revoked ones included), and the vehicle's
 * permits with the revocation period in force on a date.
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

/** A permit of the vehicle as it stood on a date, with the revocation period in force then. */
export interface PermitOnDate {
  id: string;
  kind: string;
  permitNumber: string;
  validFrom: string;
  validUntil: string;
  periodId: string | null;
  revoked: boolean;
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

    /** The vehicle's permits, each with its revocation period in force on `date`. */
    async permitsOn(vehicleId: string, date: string): Promise<PermitOnDate[]> {
      const rows = (await db({ p: 'vehicle_permits' })
        .leftJoin({ s: 'vehicle_permit_states' }, (join) =>
          join
            .on('s.permit_id', 'p.id')
            .andOn(db.raw(`daterange(s.effective_from, s.effective_to, '[]') @> ?::date`, [date])),
        )
        .select('p.id', 'p.kind', 'p.permit_number', 'p.valid_from', 'p.valid_until', 's.id as period_id')
        .select(db.raw('s.revoke_reason IS NOT NULL AS revoked'))
        .where('p.vehicle_id', vehicleId)
        .orderBy('p.valid_until', 'desc')) as {
        id: string;
        kind: string;
        permit_number: string;
        valid_from: string;
        valid_until: string;
        period_id: string | null;
        revoked: boolean;
      }[];
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        permitNumber: row.permit_number,
        validFrom: row.valid_from,
        validUntil: row.valid_until,
        periodId: row.period_id,
        revoked: row.revoked,
      }));
    },
  };
}

export type EligibilityRepository = ReturnType<typeof createEligibilityRepository>;
