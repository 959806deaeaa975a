import type { Knex } from 'knex';
import { notAuditedSql } from '@transport/platform';

export { forwardOnly as down } from '@transport/platform';

// Long imports run as jobs (ADR 0054). A job keeps the file it was given until it has finished
// (so that a job whose process stopped is run again, from the start, by any replica), what it
// has done so far, and its end: the report written in the same transaction as the import's
// records (SUCCEEDED), or the problem that stopped it (FAILED, CANCELLED). The import itself is
// one transaction: a job cut short has written nothing. An `Idempotency-Key` names one job of
// its sender. Not audited: its progress is written every half second, and its file is large; the
// records the import writes are.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE import_jobs (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      kind text NOT NULL CHECK (kind IN ('gtfs')),
      status text NOT NULL DEFAULT 'QUEUED'
        CHECK (status IN ('QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED', 'CANCELLED')),
      phase text CHECK (phase IN ('reading', 'checking', 'planning', 'writing')),
      options jsonb NOT NULL,
      body bytea,
      body_bytes bigint NOT NULL CHECK (body_bytes >= 0),
      body_sha256 text NOT NULL CHECK (body_sha256 ~ '^[0-9a-f]{64}$'),
      idempotency_key text CHECK (length(idempotency_key) BETWEEN 1 AND 255),
      created_by text NOT NULL,
      rows_read bigint NOT NULL DEFAULT 0 CHECK (rows_read >= 0),
      records_written bigint NOT NULL DEFAULT 0 CHECK (records_written >= 0),
      attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
      cancel_requested boolean NOT NULL DEFAULT false,
      report jsonb,
      problem jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      started_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz,
      -- What each status holds: an unfinished job its file; a finished one its end, and no file.
      CONSTRAINT import_jobs_status_fields CHECK (CASE status
        WHEN 'QUEUED' THEN body IS NOT NULL AND finished_at IS NULL AND report IS NULL AND problem IS NULL
        WHEN 'RUNNING' THEN body IS NOT NULL AND finished_at IS NULL AND report IS NULL AND problem IS NULL
        WHEN 'SUCCEEDED' THEN body IS NULL AND finished_at IS NOT NULL AND report IS NOT NULL AND problem IS NULL
        ELSE body IS NULL AND finished_at IS NOT NULL AND report IS NULL AND problem IS NOT NULL
      END)
    );
    CREATE UNIQUE INDEX import_jobs_idempotency_key ON import_jobs (created_by, kind, idempotency_key)
      WHERE idempotency_key IS NOT NULL;
    CREATE INDEX import_jobs_unfinished ON import_jobs (created_at) WHERE status IN ('QUEUED', 'RUNNING');
    ${notAuditedSql('import_jobs', 'the queue of import jobs and their progress, written every half second while one runs (ADR 0054); the records an import writes are audited')};
  `);
}
