import type { Database, PageRequest } from '@transport/platform';
import { datedFamily, isoTimestamp, searchPage } from '@transport/platform';
import type { Schemas } from '../types.ts';

export type Beneficiary = Schemas['Beneficiary'];

export interface BeneficiaryInput {
  holderName: string;
  accountIdentifier: string;
  bankName?: string;
  bic?: string;
  reference?: string;
  effectiveFrom: string;
}

interface BeneficiaryRow {
  id: string;
  carrier_id: string;
  holder_name: string;
  account_identifier: string;
  bank_name: string | null;
  bic: string | null;
  reference: string | null;
  effective_from: string;
  effective_to: string | null;
  created_at: Date;
  created_by: string;
}

const COLUMNS = [
  'id',
  'carrier_id',
  'holder_name',
  'account_identifier',
  'bank_name',
  'bic',
  'reference',
  'effective_from',
  'effective_to',
  'created_at',
  'created_by',
];

function toBeneficiary(row: BeneficiaryRow): Beneficiary {
  return {
    id: row.id,
    carrierId: row.carrier_id,
    holderName: row.holder_name,
    accountIdentifier: row.account_identifier,
    bankName: row.bank_name,
    bic: row.bic,
    reference: row.reference,
    effectiveFrom: row.effective_from,
    effectiveTo: row.effective_to,
    createdAt: isoTimestamp(row.created_at) as string,
    createdBy: row.created_by,
  };
}

/** A carrier's payout details during a period: its dated state (`carrier_beneficiaries`). */
interface BeneficiaryState {
  holderName: string;
  accountIdentifier: string;
  bankName: string | null;
  bic: string | null;
  reference: string | null;
}

export function createBeneficiaryRepository(db: Database, today: () => string) {
  return {
    /** The carrier's payout details over time, one row per period (ADR 0051). */
    states: datedFamily<BeneficiaryState>(db, {
      table: 'carrier_beneficiaries',
      ownerColumn: 'carrier_id',
      fields: {
        holderName: 'holder_name',
        accountIdentifier: 'account_identifier',
        bankName: 'bank_name',
        bic: 'bic',
        reference: 'reference',
      },
      today,
      todayReads: 'rows',
    }),

    async effectiveAt(carrierId: string, at: string): Promise<Beneficiary | undefined> {
      const row = await db('carrier_beneficiaries')
        .select(COLUMNS)
        .where({ carrier_id: carrierId })
        .andWhereRaw(`daterange(effective_from, effective_to, '[]') @> ?::date`, [at])
        .first();
      return row ? toBeneficiary(row) : undefined;
    },

    async history(carrierId: string, page: PageRequest): Promise<{ rows: Beneficiary[]; total: number }> {
      const { rows, total } = await searchPage<BeneficiaryRow>(db, {
        filtered: () => db('carrier_beneficiaries').where({ carrier_id: carrierId }),
        columns: COLUMNS,
        order: [{ column: 'effective_from', order: 'desc' }],
        page,
      });
      return { rows: rows.map(toBeneficiary), total };
    },
  };
}

export type BeneficiaryRepository = ReturnType<typeof createBeneficiaryRepository>;
