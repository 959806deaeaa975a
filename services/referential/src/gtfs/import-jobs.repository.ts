/**
 * The import jobs' table (ADR 0054): a job's file until it has finished, its progress, and its
 * end. Who runs a job is told by a transaction-scoped advisory lock on it, held by the
 * transaction of its import: a RUNNING job whose lock is free has lost its process.
 */
import type { Database, Problem, Transaction } from '@transport/platform';
import type { Schemas } from '../types.ts';

export type ImportJobStatus = 'QUEUED' | 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'CANCELLED';
export type ImportJobPhase = 'reading' | 'checking' | 'planning' | 'writing';
export type GtfsJobOptions = Schemas['GtfsImportJob']['options'];

export interface ImportJob {
  id: string;
  kind: 'gtfs';
  status: ImportJobStatus;
  phase: ImportJobPhase | null;
  options: GtfsJobOptions;
  bodyBytes: number;
  bodySha256: string;
  idempotencyKey: string | null;
  createdBy: string;
  rowsRead: number;
  recordsWritten: number;
  attempts: number;
  cancelRequested: boolean;
  report: Schemas['GtfsImportReport'] | null;
  problem: Problem | null;
  createdAt: string;
  startedAt: string | null;
  updatedAt: string;
  finishedAt: string | null;
}

interface ImportJobRow {
  id: string;
  kind: 'gtfs';
  status: ImportJobStatus;
  phase: ImportJobPhase | null;
  options: GtfsJobOptions;
  body_bytes: string;
  body_sha256: string;
  idempotency_key: string | null;
  created_by: string;
  rows_read: string;
  records_written: string;
  attempts: number;
  cancel_requested: boolean;
  report: ImportJob['report'];
  problem: Problem | null;
  created_at: Date;
  started_at: Date | null;
  updated_at: Date;
  finished_at: Date | null;
}

/** Every column but the file. */
const COLUMNS = [
  'id',
  'kind',
  'status',
  'phase',
  'options',
  'body_bytes',
  'body_sha256',
  'idempotency_key',
  'created_by',
  'rows_read',
  'records_written',
  'attempts',
  'cancel_requested',
  'report',
  'problem',
  'created_at',
  'started_at',
  'updated_at',
  'finished_at',
];

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

function toJob(row: ImportJobRow): ImportJob {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    phase: row.phase,
    options: row.options,
    bodyBytes: Number(row.body_bytes),
    bodySha256: row.body_sha256,
    idempotencyKey: row.idempotency_key,
    createdBy: row.created_by,
    rowsRead: Number(row.rows_read),
    recordsWritten: Number(row.records_written),
    attempts: row.attempts,
    cancelRequested: row.cancel_requested,
    report: row.report,
    problem: row.problem,
    createdAt: row.created_at.toISOString(),
    startedAt: iso(row.started_at),
    updatedAt: row.updated_at.toISOString(),
    finishedAt: iso(row.finished_at),
  };
}

/** The advisory lock of a job (the first key names import jobs, the second the job). */
const JOB_LOCK = `pg_try_advisory_xact_lock(hashtext('referential.import_jobs'), hashtext(?))`;

export function createImportJobRepository(db: Database) {
  return {
    /**
     * A new QUEUED job, or the job its sender's `idempotencyKey` already names (`created`
     * false then): one statement, so that two requests with one key make one job.
     */
    async insert(job: {
      options: GtfsJobOptions;
      body: Buffer;
      bodySha256: string;
      idempotencyKey: string | null;
      createdBy: string;
    }): Promise<{ job: ImportJob; created: boolean }> {
      const { rows } = (await db.raw(
        `WITH inserted AS (
           INSERT INTO import_jobs (kind, options, body, body_bytes, body_sha256, idempotency_key, created_by)
           VALUES ('gtfs', ?::jsonb, ?, ?, ?, ?, ?)
           ON CONFLICT (created_by, kind, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
           RETURNING ${COLUMNS.join(', ')}
         )
         SELECT true AS created, * FROM inserted
         UNION ALL
         SELECT false, ${COLUMNS.join(', ')} FROM import_jobs
         WHERE created_by = ? AND kind = 'gtfs' AND idempotency_key = ?
           AND NOT EXISTS (SELECT 1 FROM inserted)`,
        [
          JSON.stringify(job.options),
          job.body,
          job.body.length,
          job.bodySha256,
          job.idempotencyKey,
          job.createdBy,
          job.createdBy,
          job.idempotencyKey,
        ],
      )) as { rows: (ImportJobRow & { created: boolean })[] };
      const row = rows[0];
      if (row) return { job: toJob(row), created: row.created };
      // The key's job was inserted by a request whose transaction had not committed yet: it has now.
      return this.insert(job);
    },

    async find(id: string): Promise<ImportJob | undefined> {
      const row = (await db('import_jobs').where({ id }).first(COLUMNS)) as ImportJobRow | undefined;
      return row ? toJob(row) : undefined;
    },

    /** The jobs not finished, oldest first: QUEUED ones, and RUNNING ones whose process may be gone. */
    async unfinished(): Promise<string[]> {
      const rows = (await db('import_jobs')
        .whereIn('status', ['QUEUED', 'RUNNING'])
        .orderBy('created_at')
        .select('id')) as { id: string }[];
      return rows.map((r) => r.id);
    },

    /**
     * Takes job `id` for the transaction `trx`: its lock, if no other transaction holds it, and
     * the job with its file if it is still unfinished; undefined otherwise.
     */
    async claim(trx: Transaction, id: string): Promise<(ImportJob & { body: Buffer }) | undefined> {
      const { rows } = (await trx.raw(`SELECT ${JOB_LOCK} AS locked`, [id])) as {
        rows: { locked: boolean }[];
      };
      if (!rows[0]?.locked) return undefined;
      const row = (await trx('import_jobs')
        .where({ id })
        .whereIn('status', ['QUEUED', 'RUNNING'])
        .first([...COLUMNS, 'body'])) as (ImportJobRow & { body: Buffer }) | undefined;
      return row ? { ...toJob(row), body: row.body } : undefined;
    },

    /** Marks a claimed job RUNNING, one attempt more (outside the import's transaction: seen at once). */
    async started(id: string): Promise<number> {
      const rows = (await db('import_jobs')
        .where({ id })
        .whereIn('status', ['QUEUED', 'RUNNING'])
        .update({
          status: 'RUNNING',
          phase: 'reading',
          rows_read: 0,
          records_written: 0,
          attempts: db.raw('attempts + 1'),
          started_at: db.fn.now(),
          updated_at: db.fn.now(),
        })
        .returning('attempts')) as { attempts: number }[];
      return rows[0]?.attempts ?? 0;
    },

    /** Records progress; answers whether the job was asked to stop. */
    async progress(
      id: string,
      progress: { phase?: ImportJobPhase; rowsRead?: number; recordsWritten?: number },
    ): Promise<boolean> {
      const rows = (await db('import_jobs')
        .where({ id, status: 'RUNNING' })
        .update({
          ...(progress.phase ? { phase: progress.phase } : {}),
          ...(progress.rowsRead !== undefined ? { rows_read: progress.rowsRead } : {}),
          ...(progress.recordsWritten !== undefined ? { records_written: progress.recordsWritten } : {}),
          updated_at: db.fn.now(),
        })
        .returning('cancel_requested')) as { cancel_requested: boolean }[];
      return rows[0]?.cancel_requested ?? false;
    },

    /**
     * The job's success, in the import's own transaction (so that it commits with the records);
     * false when the job was asked to stop meanwhile (the import is then rolled back).
     */
    async succeeded(
      trx: Transaction,
      id: string,
      report: NonNullable<ImportJob['report']>,
      recordsWritten: number,
    ): Promise<boolean> {
      const updated = await trx('import_jobs')
        .where({ id, status: 'RUNNING', cancel_requested: false })
        .update({
          status: 'SUCCEEDED',
          phase: null,
          report: JSON.stringify(report),
          records_written: recordsWritten,
          body: null,
          finished_at: trx.fn.now(),
          updated_at: trx.fn.now(),
        });
      return updated === 1;
    },

    /** Ends an unfinished job FAILED or CANCELLED with `problem`; its file goes. */
    async ended(id: string, status: 'FAILED' | 'CANCELLED', problem: Problem): Promise<void> {
      await db('import_jobs')
        .where({ id })
        .whereIn('status', ['QUEUED', 'RUNNING'])
        .update({
          status,
          phase: null,
          problem: JSON.stringify(problem),
          body: null,
          finished_at: db.fn.now(),
          updated_at: db.fn.now(),
        });
    },

    /**
     * Puts a job whose run was stopped by its process's shutdown, or by a reading thread that
     * stopped, back in the queue (its attempts kept).
     */
    async requeued(id: string): Promise<void> {
      await db('import_jobs')
        .where({ id, status: 'RUNNING' })
        .update({ status: 'QUEUED', phase: null, updated_at: db.fn.now() });
    },

    /**
     * Asks job `id` to stop: a QUEUED one is CANCELLED at once (with `problem`), a RUNNING one is
     * flagged for its runner. The job as it is then; undefined when it has finished (or is none).
     */
    async requestCancel(id: string, problem: Problem): Promise<ImportJob | undefined> {
      const { rows } = (await db.raw(
        `UPDATE import_jobs SET
           cancel_requested = true,
           status = CASE WHEN status = 'QUEUED' THEN 'CANCELLED' ELSE status END,
           problem = CASE WHEN status = 'QUEUED' THEN ?::jsonb ELSE problem END,
           body = CASE WHEN status = 'QUEUED' THEN NULL ELSE body END,
           finished_at = CASE WHEN status = 'QUEUED' THEN now() ELSE finished_at END,
           updated_at = now()
         WHERE id = ? AND status IN ('QUEUED', 'RUNNING')
         RETURNING ${COLUMNS.join(', ')}`,
        [JSON.stringify(problem), id],
      )) as { rows: ImportJobRow[] };
      return rows[0] ? toJob(rows[0]) : undefined;
    },
  };
}

export type ImportJobRepository = ReturnType<typeof createImportJobRepository>;
