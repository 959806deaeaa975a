import type { Database, PageRequest } from '@transport/platform';
import { insertReturningId, isoTimestamp, searchPage, SORT_ORDERS } from '@transport/platform';
import type { Knex } from 'knex';
import type { Schemas } from '../types.ts';
import type { ImportField, ImportRecordType } from './observable-fields.ts';

export type ImportBatch = Schemas['ImportBatch'];
export type ImportStatement = Schemas['ImportStatement'];
export type ImportConflict = Schemas['ImportConflict'];
export type ImportStatementStatus = Schemas['ImportStatementStatus'];

export interface FieldKey {
  recordType: ImportRecordType;
  recordId: string;
  field: ImportField;
}

export interface StatementInput extends FieldKey {
  value: string;
}

type Executor = Knex.Transaction | Database;

interface StatementRow {
  id: string;
  batch_id: string;
  source: string;
  record_type: ImportRecordType;
  record_id: string;
  field: ImportField;
  value: string;
  status: ImportStatementStatus;
  conflict_id: string | null;
  created_at: Date;
  created_by: string;
}

const STATEMENT_COLUMNS = [
  's.id',
  's.batch_id',
  'b.source',
  's.record_type',
  's.record_id',
  's.field',
  's.value',
  's.status',
  's.conflict_id',
  's.created_at',
  's.created_by',
];

const toStatement = (row: StatementRow): ImportStatement => ({
  id: row.id,
  batchId: row.batch_id,
  source: row.source,
  recordType: row.record_type,
  recordId: row.record_id,
  field: row.field,
  value: row.value,
  status: row.status,
  conflictId: row.conflict_id,
  createdAt: isoTimestamp(row.created_at) as string,
  createdBy: row.created_by,
});

interface BatchRow {
  id: string;
  source: string;
  description: string | null;
  status: ImportBatch['status'];
  applied_at: Date | null;
  applied_by: string | null;
  created_at: Date;
  created_by: string;
}

interface ConflictRow {
  id: string;
  record_type: ImportRecordType;
  record_id: string;
  field: ImportField;
  status: ImportConflict['status'];
  winning_value: string | null;
  evidence: string | null;
  resolved_at: Date | null;
  resolved_by: string | null;
  created_at: Date;
}

const BATCH_COLUMNS = [
  'id',
  'source',
  'description',
  'status',
  'applied_at',
  'applied_by',
  'created_at',
  'created_by',
];

const CONFLICT_COLUMNS = [
  'id',
  'record_type',
  'record_id',
  'field',
  'status',
  'winning_value',
  'evidence',
  'resolved_at',
  'resolved_by',
  'created_at',
];

export interface StoredConflict extends FieldKey {
  id: string;
  status: ImportConflict['status'];
}

export function createImportStagingRepository(db: Database) {
  const statements = (trx: Executor) =>
    trx({ s: 'import_statements' }).join({ b: 'import_batches' }, 'b.id', 's.batch_id');

  async function withCounts(rows: BatchRow[], trx: Executor = db): Promise<ImportBatch[]> {
    if (rows.length === 0) return [];
    const counts = (await trx('import_statements')
      .select('batch_id', 'status')
      .count<{ batch_id: string; status: ImportStatementStatus; count: number }[]>({ count: '*' })
      .whereIn(
        'batch_id',
        rows.map((row) => row.id),
      )
      .groupBy('batch_id', 'status')) as { batch_id: string; status: ImportStatementStatus; count: number }[];
    return rows.map((row) => {
      const statementCounts = { PENDING: 0, CONFLICTING: 0, APPLIED: 0, REJECTED: 0 };
      for (const count of counts) if (count.batch_id === row.id) statementCounts[count.status] = count.count;
      return {
        id: row.id,
        source: row.source,
        description: row.description,
        status: row.status,
        statementCounts,
        appliedAt: isoTimestamp(row.applied_at),
        appliedBy: row.applied_by,
        createdAt: isoTimestamp(row.created_at) as string,
        createdBy: row.created_by,
      };
    });
  }

  async function withObservations(rows: ConflictRow[]): Promise<ImportConflict[]> {
    if (rows.length === 0) return [];
    const observations = (
      (await statements(db)
        .select(STATEMENT_COLUMNS)
        .whereIn(
          's.conflict_id',
          rows.map((row) => row.id),
        )
        .orderBy([
          { column: 's.created_at', order: 'asc' },
          { column: 's.id', order: 'asc' },
        ])) as StatementRow[]
    ).map(toStatement);
    return rows.map((row) => ({
      id: row.id,
      recordType: row.record_type,
      recordId: row.record_id,
      field: row.field,
      status: row.status,
      observations: observations.filter((o) => o.conflictId === row.id),
      winningValue: row.winning_value,
      evidence: row.evidence,
      resolvedAt: isoTimestamp(row.resolved_at),
      resolvedBy: row.resolved_by,
      createdAt: isoTimestamp(row.created_at) as string,
    }));
  }

  return {
    async insertBatch(input: { source: string; description?: string }, actor: string): Promise<string> {
      return insertReturningId(db, 'import_batches', {
        source: input.source,
        description: input.description ?? null,
        created_by: actor,
      });
    },

    async findBatch(id: string, trx: Executor = db): Promise<ImportBatch | undefined> {
      const row = await trx('import_batches').where({ id }).first();
      return row ? (await withCounts([row], trx))[0] : undefined;
    },

    async lockBatch(trx: Knex.Transaction, id: string): Promise<ImportBatch | undefined> {
      const row = await trx('import_batches').where({ id }).forUpdate().first();
      return row ? (await withCounts([row], trx))[0] : undefined;
    },

    async markBatchApplied(trx: Knex.Transaction, id: string, actor: string): Promise<void> {
      await trx('import_batches')
        .where({ id })
        .update({ status: 'APPLIED', applied_at: trx.fn.now(), applied_by: actor });
    },

    async searchBatches(
      criteria: { source?: string; status?: ImportBatch['status'] },
      page: PageRequest,
    ): Promise<{ rows: ImportBatch[]; total: number }> {
      const { rows, total } = await searchPage<BatchRow>(db, {
        filtered: () => {
          const query = db('import_batches');
          if (criteria.source) query.whereRaw('upper(source) = upper(?)', [criteria.source]);
          if (criteria.status) query.where('status', criteria.status);
          return query;
        },
        columns: BATCH_COLUMNS,
        order: SORT_ORDERS.newest,
        page,
      });
      return { rows: await withCounts(rows), total };
    },

    /**
     * Serialises work on these record fields across transactions (adding, applying and
     * resolving), in a fixed order so that two transactions never wait on each other in a cycle.
     */
    async lockFields(trx: Knex.Transaction, keys: FieldKey[]): Promise<void> {
      const names = [...new Set(keys.map((k) => `${k.recordType}:${k.recordId}:${k.field}`))].sort();
      for (const name of names) await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [name]);
    },

    /** Statements of the batch observing any of these record fields. */
    async observedInBatch(trx: Knex.Transaction, batchId: string, keys: FieldKey[]): Promise<Set<string>> {
      const rows = (await trx('import_statements')
        .select('record_type', 'record_id', 'field')
        .where('batch_id', batchId)
        .whereIn(
          'record_id',
          keys.map((k) => k.recordId),
        )) as { record_type: string; record_id: string; field: string }[];
      return new Set(rows.map((r) => `${r.record_type}:${r.record_id}:${r.field}`));
    },

    async nextSequence(trx: Knex.Transaction, batchId: string): Promise<number> {
      const row = await trx('import_statements')
        .where('batch_id', batchId)
        .max<{ max: number | null }[]>({ max: 'sequence' })
        .first();
      return (row?.max ?? 0) + 1;
    },

    async insertStatement(
      trx: Knex.Transaction,
      batchId: string,
      input: StatementInput,
      sequence: number,
      actor: string,
    ): Promise<string> {
      return insertReturningId(trx, 'import_statements', {
        batch_id: batchId,
        record_type: input.recordType,
        record_id: input.recordId,
        field: input.field,
        value: input.value,
        sequence,
        created_by: actor,
      });
    },

    /** Statements still waiting (PENDING or CONFLICTING) on the record field. */
    async unsettled(trx: Knex.Transaction, key: FieldKey): Promise<ImportStatement[]> {
      const rows = (await statements(trx)
        .select(STATEMENT_COLUMNS)
        .where({ 's.record_type': key.recordType, 's.record_id': key.recordId, 's.field': key.field })
        .whereIn('s.status', ['PENDING', 'CONFLICTING'])) as StatementRow[];
      return rows.map(toStatement);
    },

    async openConflict(trx: Knex.Transaction, key: FieldKey): Promise<string> {
      const inserted = await trx.raw(
        `INSERT INTO import_conflicts (record_type, record_id, field) VALUES (?, ?, ?)
         ON CONFLICT (record_type, record_id, field) WHERE status = 'OPEN' DO NOTHING RETURNING id`,
        [key.recordType, key.recordId, key.field],
      );
      const created = (inserted.rows as { id: string }[])[0];
      if (created) return created.id;
      const found = await trx('import_conflicts')
        .select('id')
        .where({ record_type: key.recordType, record_id: key.recordId, field: key.field, status: 'OPEN' })
        .first();
      return (found as { id: string }).id;
    },

    async setStatus(
      trx: Knex.Transaction,
      ids: string[],
      status: ImportStatementStatus,
      conflictId?: string,
    ): Promise<void> {
      if (ids.length === 0) return;
      await trx('import_statements')
        .whereIn('id', ids)
        .update({ status, ...(conflictId ? { conflict_id: conflictId } : {}) });
    },

    async statementsOf(
      trx: Knex.Transaction,
      where: { batchId?: string; conflictId?: string; status?: ImportStatementStatus },
    ): Promise<ImportStatement[]> {
      const query = statements(trx).select(STATEMENT_COLUMNS).orderBy('s.sequence');
      if (where.batchId) query.where('s.batch_id', where.batchId);
      if (where.conflictId) query.where('s.conflict_id', where.conflictId);
      if (where.status) query.where('s.status', where.status);
      return ((await query) as StatementRow[]).map(toStatement);
    },

    async listStatements(
      batchId: string,
      status: ImportStatementStatus | undefined,
      page: PageRequest,
    ): Promise<{ rows: ImportStatement[]; total: number }> {
      const { rows, total } = await searchPage<StatementRow>(db, {
        filtered: () => {
          const query = statements(db).where('s.batch_id', batchId);
          if (status) query.where('s.status', status);
          return query;
        },
        columns: [...STATEMENT_COLUMNS, 's.sequence'],
        order: [{ column: 'sequence', order: 'asc' }],
        page,
      });
      return { rows: rows.map(toStatement), total };
    },

    async findConflict(id: string): Promise<ImportConflict | undefined> {
      const row = await db('import_conflicts').where({ id }).first();
      return row ? (await withObservations([row]))[0] : undefined;
    },

    async lockConflict(trx: Knex.Transaction, id: string): Promise<StoredConflict | undefined> {
      const row = (await trx('import_conflicts').where({ id }).forUpdate().first()) as
        ConflictRow | undefined;
      return row
        ? {
            id: row.id,
            recordType: row.record_type,
            recordId: row.record_id,
            field: row.field,
            status: row.status,
          }
        : undefined;
    },

    async resolveConflict(
      trx: Knex.Transaction,
      id: string,
      resolution: { winningValue: string; evidence: string },
      actor: string,
    ): Promise<void> {
      await trx('import_conflicts').where({ id }).update({
        status: 'RESOLVED',
        winning_value: resolution.winningValue,
        evidence: resolution.evidence,
        resolved_at: trx.fn.now(),
        resolved_by: actor,
      });
    },

    async searchConflicts(
      criteria: { status?: ImportConflict['status']; recordType?: ImportRecordType; recordId?: string },
      page: PageRequest,
    ): Promise<{ rows: ImportConflict[]; total: number }> {
      const { rows, total } = await searchPage<ConflictRow>(db, {
        filtered: () => {
          const query = db('import_conflicts');
          if (criteria.status) query.where('status', criteria.status);
          if (criteria.recordType) query.where('record_type', criteria.recordType);
          if (criteria.recordId) query.where('record_id', criteria.recordId);
          return query;
        },
        columns: CONFLICT_COLUMNS,
        order: SORT_ORDERS.oldest,
        page,
      });
      return { rows: await withObservations(rows), total };
    },
  };
}

export type ImportStagingRepository = ReturnType<typeof createImportStagingRepository>;
