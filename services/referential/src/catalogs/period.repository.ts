/**
 * Effective-dated links of a carrier to a record (coordination members, line operators):
 * `effective_from` to an inclusive `effective_to` (null while open), never overlapping for the
 * same pair (an exclusion constraint in the table). Written once here for both families.
 */
import type { Database, PageRequest } from '@transport/platform';
import { isoTimestamp, searchPage } from '@transport/platform';
import type { Knex } from 'knex';

export interface CarrierPeriod {
  id: string;
  ownerId: string;
  carrierId: string;
  effectiveFrom: string;
  effectiveTo: string | null;
  createdAt: string;
  createdBy: string;
}

export interface PeriodReading {
  /** Every period, ended ones included, when true; else the periods in force on `at`. */
  history: boolean;
  at: string;
}

interface PeriodRow {
  id: string;
  carrier_id: string;
  effective_from: string;
  effective_to: string | null;
  created_at: Date;
  created_by: string;
  [ownerColumn: string]: unknown;
}

const COLUMNS = ['id', 'carrier_id', 'effective_from', 'effective_to', 'created_at', 'created_by'];

export function createPeriodRepository(db: Database, table: string, ownerColumn: string) {
  const toPeriod = (row: PeriodRow): CarrierPeriod => ({
    id: row.id,
    ownerId: row[ownerColumn] as string,
    carrierId: row.carrier_id,
    effectiveFrom: row.effective_from,
    effectiveTo: row.effective_to,
    createdAt: isoTimestamp(row.created_at) as string,
    createdBy: row.created_by,
  });
  const columns = [...COLUMNS, ownerColumn];

  return {
    async insert(
      trx: Knex.Transaction,
      input: { ownerId: string; carrierId: string; effectiveFrom: string; effectiveTo?: string },
      actor: string,
    ): Promise<string> {
      const [row] = await trx(table)
        .insert({
          [ownerColumn]: input.ownerId,
          carrier_id: input.carrierId,
          effective_from: input.effectiveFrom,
          effective_to: input.effectiveTo ?? null,
          created_by: actor,
          updated_by: actor,
        })
        .returning('id');
      return (row as { id: string }).id;
    },

    async lock(trx: Knex.Transaction, ownerId: string, id: string): Promise<CarrierPeriod | undefined> {
      const row = await trx(table)
        .select(columns)
        .where({ id, [ownerColumn]: ownerId })
        .forUpdate()
        .first();
      return row ? toPeriod(row) : undefined;
    },

    async findById(id: string, trx: Knex.Transaction | Database = db): Promise<CarrierPeriod | undefined> {
      const row = await trx(table).select(columns).where({ id }).first();
      return row ? toPeriod(row) : undefined;
    },

    async end(trx: Knex.Transaction, id: string, effectiveTo: string, actor: string): Promise<void> {
      await trx(table)
        .where({ id })
        .update({ effective_to: effectiveTo, updated_at: trx.fn.now(), updated_by: actor });
    },

    async list(
      ownerId: string,
      reading: PeriodReading,
      page: PageRequest,
    ): Promise<{ rows: CarrierPeriod[]; total: number }> {
      const { rows, total } = await searchPage<PeriodRow>(db, {
        filtered: () => {
          const query = db(table).where(ownerColumn, ownerId);
          if (!reading.history) {
            query
              .where('effective_from', '<=', reading.at)
              .andWhere((q) => q.whereNull('effective_to').orWhere('effective_to', '>=', reading.at));
          }
          return query;
        },
        columns,
        order: [
          { column: 'effective_from', order: 'asc' },
          { column: 'carrier_id', order: 'asc' },
          { column: 'id', order: 'asc' },
        ],
        page,
      });
      return { rows: rows.map(toPeriod), total };
    },
  };
}
