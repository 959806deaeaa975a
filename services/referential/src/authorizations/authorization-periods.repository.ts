/**
 * The effective-dated links of an authorization: its holders (carriers), its vehicles and its
 * lines. Each is a period from `effective_from` to an inclusive `effective_to` (null while
 * open); the tables' exclusion constraints keep periods of the same pair from overlapping.
 */
import type { Database, PageRequest } from '@transport/platform';
import { isoTimestamp, searchPage } from '@transport/platform';
import type { Knex } from 'knex';

export interface AuthorizationPeriod {
  id: string;
  transportAuthorizationId: string;
  subjectId: string;
  effectiveFrom: string;
  effectiveTo: string | null;
  createdAt: string;
  createdBy: string;
}

export interface PeriodFilter {
  transportAuthorizationId?: string;
  subjectId?: string;
  /** Every period when true; else only the ones in force on `at`. */
  history: boolean;
  at: string;
}

interface PeriodRow {
  id: string;
  authorization_id: string;
  subject_id: string;
  effective_from: string;
  effective_to: string | null;
  created_at: Date;
  created_by: string;
}

const toPeriod = (row: PeriodRow): AuthorizationPeriod => ({
  id: row.id,
  transportAuthorizationId: row.authorization_id,
  subjectId: row.subject_id,
  effectiveFrom: row.effective_from,
  effectiveTo: row.effective_to,
  createdAt: isoTimestamp(row.created_at) as string,
  createdBy: row.created_by,
});

export type PeriodTable = 'authorization_holders' | 'authorized_vehicles' | 'authorized_lines';

const SUBJECT: Record<PeriodTable, string> = {
  authorization_holders: 'carrier_id',
  authorized_vehicles: 'vehicle_id',
  authorized_lines: 'line_id',
};

export function createAuthorizationPeriodRepository(db: Database, table: PeriodTable) {
  const subject = SUBJECT[table];
  const columns = [
    'id',
    'authorization_id',
    `${subject} as subject_id`,
    'effective_from',
    'effective_to',
    'created_at',
    'created_by',
  ];
  const inForce = (query: Knex.QueryBuilder, at: string) =>
    query.whereRaw(`daterange(effective_from, effective_to, '[]') @> ?::date`, [at]);

  return {
    async insert(
      trx: Knex.Transaction,
      input: { authorizationId: string; subjectId: string; effectiveFrom: string; effectiveTo?: string },
      actor: string,
    ): Promise<string> {
      const [row] = await trx(table)
        .insert({
          authorization_id: input.authorizationId,
          [subject]: input.subjectId,
          effective_from: input.effectiveFrom,
          effective_to: input.effectiveTo ?? null,
          created_by: actor,
          updated_by: actor,
        })
        .returning('id');
      return (row as { id: string }).id;
    },

    /** The period of the authorization starting last: the only one that can still be open. */
    async latestOf(trx: Knex.Transaction, authorizationId: string): Promise<AuthorizationPeriod | undefined> {
      const row = await trx(table)
        .select(columns)
        .where({ authorization_id: authorizationId })
        .orderBy('effective_from', 'desc')
        .first();
      return row ? toPeriod(row) : undefined;
    },

    async findById(
      id: string,
      trx: Knex.Transaction | Database = db,
    ): Promise<AuthorizationPeriod | undefined> {
      const row = await trx(table).select(columns).where({ id }).first();
      return row ? toPeriod(row) : undefined;
    },

    async lock(trx: Knex.Transaction, id: string): Promise<AuthorizationPeriod | undefined> {
      const row = await trx(table).select(columns).where({ id }).forUpdate().first();
      return row ? toPeriod(row) : undefined;
    },

    async end(trx: Knex.Transaction, id: string, effectiveTo: string, actor: string): Promise<void> {
      await trx(table)
        .where({ id })
        .update({ effective_to: effectiveTo, updated_at: trx.fn.now(), updated_by: actor });
    },

    /** The periods in force on `at` of the authorization, or of the subject. */
    async inForce(
      where: { authorizationId?: string; subjectId?: string },
      at: string,
    ): Promise<AuthorizationPeriod[]> {
      const query = db(table).select(columns);
      if (where.authorizationId) query.where('authorization_id', where.authorizationId);
      if (where.subjectId) query.where(subject, where.subjectId);
      const rows = (await inForce(query, at).orderBy('effective_from', 'asc')) as PeriodRow[];
      return rows.map(toPeriod);
    },

    async list(
      filter: PeriodFilter,
      page: PageRequest,
    ): Promise<{ rows: AuthorizationPeriod[]; total: number }> {
      // The subject column is selected (and so ordered) as `subject_id`.
      const order =
        table === 'authorized_lines'
          ? ['subject_id', 'effective_from', 'authorization_id', 'id']
          : ['authorization_id', 'effective_from', 'subject_id', 'id'];
      const { rows, total } = await searchPage<PeriodRow>(db, {
        filtered: () => {
          const query = db(table);
          if (filter.transportAuthorizationId)
            query.where('authorization_id', filter.transportAuthorizationId);
          if (filter.subjectId) query.where(subject, filter.subjectId);
          if (!filter.history) inForce(query, filter.at);
          return query;
        },
        columns,
        order: order.map((column) => ({ column, order: 'asc' as const })),
        page,
      });
      return { rows: rows.map(toPeriod), total };
    },
  };
}

export type AuthorizationPeriodRepository = ReturnType<typeof createAuthorizationPeriodRepository>;
