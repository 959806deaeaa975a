/**
 * The dated reads that eligibility needs and the owning families do not offer: which
 * identifier answered to a value on a date (revoked ones included), and the vehicle's
 * permits with the revocation period in force on a date. And the passages: decisions kept
 * as they were answered.
 */
import { insertReturningId, orderBy, searchPage, type Database, type PageRequest } from '@transport/platform';
import type { Schemas } from '../types.ts';

type VehiclePassage = Schemas['VehiclePassage'];

interface PassageRow {
  id: string;
  checkpoint_id: string;
  vehicle_id: string | null;
  identifier_type_code: Schemas['VehicleIdentifierTypeCode'] | null;
  identifier_value: string | null;
  line_id: string | null;
  at: Date;
  date: string;
  eligible: boolean;
  transport_authorization_id: string | null;
  checks: Schemas['EligibilityCheck'][];
  recorded_at: Date;
  recorded_by: string;
}

const PASSAGE_COLUMNS = [
  'id',
  'checkpoint_id',
  'vehicle_id',
  'identifier_type_code',
  'identifier_value',
  'line_id',
  'at',
  'date',
  'eligible',
  'transport_authorization_id',
  'checks',
  'recorded_at',
  'recorded_by',
];

function toPassage(row: PassageRow): VehiclePassage {
  return {
    id: row.id,
    checkpointId: row.checkpoint_id,
    vehicleId: row.vehicle_id,
    identifierTypeCode: row.identifier_type_code,
    identifierValue: row.identifier_value,
    lineId: row.line_id,
    at: new Date(row.at).toISOString(),
    date: row.date,
    eligible: row.eligible,
    transportAuthorizationId: row.transport_authorization_id,
    checks: row.checks,
    recordedAt: new Date(row.recorded_at).toISOString(),
    recordedBy: row.recorded_by,
  };
}

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

    passages: {
      /** Keeps the decision as answered. */
      async insert(
        decision: Schemas['VehicleEligibility'],
        subject: { identifierTypeCode?: string; identifierValue?: string; lineId?: string },
        actor: string,
      ): Promise<string> {
        return insertReturningId(db, 'eligibility_passages', {
          checkpoint_id: decision.checkpointId,
          vehicle_id: decision.vehicleId,
          identifier_type_code: subject.identifierTypeCode ?? null,
          identifier_value: subject.identifierValue ?? null,
          line_id: subject.lineId ?? null,
          at: decision.at,
          date: decision.date,
          eligible: decision.eligible,
          transport_authorization_id: decision.transportAuthorizationId,
          checks: JSON.stringify(decision.checks),
          recorded_by: actor,
        });
      },

      async findById(id: string): Promise<VehiclePassage | undefined> {
        const row = (await db('eligibility_passages').select(PASSAGE_COLUMNS).where({ id }).first()) as
          PassageRow | undefined;
        return row ? toPassage(row) : undefined;
      },

      /** The checkpoint's passages, latest instant first, of one vehicle when named. */
      async ofCheckpoint(
        checkpointId: string,
        vehicleId: string | undefined,
        page: PageRequest,
      ): Promise<{ rows: VehiclePassage[]; total: number }> {
        const { rows, total } = await searchPage<PassageRow>(db, {
          filtered: () => {
            const query = db('eligibility_passages').where({ checkpoint_id: checkpointId });
            return vehicleId === undefined ? query : query.where({ vehicle_id: vehicleId });
          },
          columns: PASSAGE_COLUMNS,
          order: orderBy('desc', 'at'),
          page,
        });
        return { rows: rows.map(toPassage), total };
      },
    },
  };
}

export type EligibilityRepository = ReturnType<typeof createEligibilityRepository>;
