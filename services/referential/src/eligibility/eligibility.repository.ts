/**
 * The dated reads that eligibility needs and the owning families do not offer: which
 * identifier answered to a value on a date (revoked ones included), and the vehicle's
 * permits with the revocation period in force on a date.
 */
import type { Database } from '@transport/platform';
import type { Schemas } from '../types.ts';

type IdentifierTypeCode = Schemas['VehicleIdentifierTypeCode'];

export interface IdentifierOnDate {
  id: string;
  vehicleId: string;
  /** The period of its timeline in force that day. */
  periodId: string;
  /** True when it was enrolled and not revoked that day. */
  active: boolean;
  /** The first day of the revocation period, when revoked. */
  revokedFrom: string | null;
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
     * The identifier of that type and value enrolled on `date`, with the period in force then:
     * the one not revoked that day when there is one, else the one revoked latest.
     */
    async identifierOn(
      type: IdentifierTypeCode,
      value: string,
      date: string,
    ): Promise<IdentifierOnDate | undefined> {
      const row = await db({ i: 'vehicle_identifiers' })
        .join({ s: 'vehicle_identifier_states' }, (join) =>
          join
            .on('s.identifier_id', 'i.id')
            .andOn(db.raw(`daterange(s.effective_from, s.effective_to, '[]') @> ?::date`, [date])),
        )
        .select('i.id', 'i.vehicle_id', 's.id as period_id', 's.revoked_at', 's.effective_from')
        .where('i.identifier_type_code', type)
        .whereRaw('upper(i.value) = upper(?)', [value])
        .orderByRaw('s.revoked_at IS NULL DESC, s.effective_from DESC')
        .first();
      if (!row) return undefined;
      return {
        id: row.id,
        vehicleId: row.vehicle_id,
        periodId: row.period_id,
        active: row.revoked_at === null,
        revokedFrom: row.revoked_at === null ? null : row.effective_from,
      };
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
