import type { Database, PageRequest } from '@transport/platform';
import { insertReturningId, isoTimestamp, searchPage } from '@transport/platform';
import type { Knex } from 'knex';
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

export function createBeneficiaryRepository(db: Database) {
  return {
    /** The period starting last: the only one that can still be open. */
    async latest(trx: Knex.Transaction, carrierId: string): Promise<Beneficiary | undefined> {
      const row = await trx('carrier_beneficiaries')
        .select(COLUMNS)
        .where({ carrier_id: carrierId })
        .orderBy('effective_from', 'desc')
        .first();
      return row ? toBeneficiary(row) : undefined;
    },

    async close(trx: Knex.Transaction, id: string, effectiveTo: string, actor: string): Promise<void> {
      await trx('carrier_beneficiaries')
        .where({ id })
        .update({ effective_to: effectiveTo, updated_at: trx.fn.now(), updated_by: actor });
    },

    async insert(
      trx: Knex.Transaction,
      carrierId: string,
      input: BeneficiaryInput,
      actor: string,
    ): Promise<string> {
      return insertReturningId(trx, 'carrier_beneficiaries', {
        carrier_id: carrierId,
        holder_name: input.holderName,
        account_identifier: input.accountIdentifier,
        bank_name: input.bankName ?? null,
        bic: input.bic ?? null,
        reference: input.reference ?? null,
        effective_from: input.effectiveFrom,
        created_by: actor,
        updated_by: actor,
      });
    },

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
