import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// Staged imports: batches from a named source, their statements (one observed value of one
// field of one registry record), and the conflicts raised when unsettled statements disagree.
// At most one OPEN conflict per record field; a batch holds one statement per record field.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE import_batches (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      source text NOT NULL,
      description text,
      status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'APPLIED')),
      applied_at timestamptz,
      applied_by text,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      CONSTRAINT import_batches_application_check CHECK ((status = 'APPLIED') = (applied_at IS NOT NULL))
    );
    CREATE INDEX import_batches_created_idx ON import_batches (created_at, id);

    CREATE TABLE import_conflicts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      record_type text NOT NULL CHECK (record_type IN ('CARRIER', 'STATION')),
      record_id uuid NOT NULL,
      field text NOT NULL,
      status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'RESOLVED')),
      winning_value text,
      evidence text,
      resolved_at timestamptz,
      resolved_by text,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT import_conflicts_resolution_check
        CHECK ((status = 'RESOLVED') = (resolved_at IS NOT NULL AND evidence IS NOT NULL AND winning_value IS NOT NULL))
    );
    CREATE UNIQUE INDEX import_conflicts_open_key
      ON import_conflicts (record_type, record_id, field) WHERE status = 'OPEN';
    CREATE INDEX import_conflicts_created_idx ON import_conflicts (created_at, id);

    CREATE TABLE import_statements (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      batch_id uuid NOT NULL REFERENCES import_batches (id),
      record_type text NOT NULL CHECK (record_type IN ('CARRIER', 'STATION')),
      record_id uuid NOT NULL,
      field text NOT NULL,
      value text NOT NULL,
      status text NOT NULL DEFAULT 'PENDING'
        CHECK (status IN ('PENDING', 'CONFLICTING', 'APPLIED', 'REJECTED')),
      conflict_id uuid REFERENCES import_conflicts (id),
      sequence integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      CONSTRAINT import_statements_conflict_check CHECK (status <> 'CONFLICTING' OR conflict_id IS NOT NULL)
    );
    CREATE UNIQUE INDEX import_statements_field_key ON import_statements (batch_id, record_type, record_id, field);
    CREATE INDEX import_statements_batch_idx ON import_statements (batch_id, sequence);
    CREATE INDEX import_statements_unsettled_idx
      ON import_statements (record_type, record_id, field) WHERE status IN ('PENDING', 'CONFLICTING');
    CREATE INDEX import_statements_conflict_idx ON import_statements (conflict_id) WHERE conflict_id IS NOT NULL;
  `);
}
