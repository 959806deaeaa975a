import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

/** Each family, and the columns of its state besides its status (a checkpoint's controls). */
const FAMILIES = [
  {
    table: 'checkpoints',
    owner: 'checkpoint_id',
    extra: ['entry_control', 'exit_control', 'boarding_control'],
  },
  { table: 'stations', owner: 'station_id', extra: [] as string[] },
  { table: 'destinations', owner: 'destination_id', extra: [] as string[] },
];

// What held of a checkpoint, a station and a destination on each date (ADR 0029): its status
// (with the retirement's reason and when it was recorded) and, for a checkpoint, the controls it
// performs, as effective-dated rows, `effective_to` inclusive and null while open, never
// overlapping (exclusion constraint). Each record keeps its identity and, as a projection, the
// values of the row in force today, with `states_due`.
//
// Existing records keep their meaning: ACTIVE from the day they were created (with their
// controls); a retired one ACTIVE until the day before it was retired and RETIRED from that day
// (from its first day when retired the day it was created).
export async function up(knex: Knex): Promise<void> {
  for (const { table, owner, extra } of FAMILIES) {
    const states = `${table.replace(/s$/, '')}_states`;
    const extraDefinitions = extra.map((c) => `${c} boolean NOT NULL,`).join('\n');
    const extraColumns = extra.map((c) => `${c}, `).join('');
    await knex.raw(`
      CREATE TABLE ${states} (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        ${owner} uuid NOT NULL REFERENCES ${table} (id),
        status text NOT NULL CHECK (status IN ('ACTIVE', 'RETIRED')),
        retirement_reason text,
        retired_at timestamptz,
        ${extraDefinitions}
        effective_from date NOT NULL,
        effective_to date,
        created_at timestamptz NOT NULL DEFAULT now(),
        created_by text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by text NOT NULL,
        CONSTRAINT ${states}_retirement_check
          CHECK ((status = 'RETIRED') = (retired_at IS NOT NULL AND retirement_reason IS NOT NULL)),
        CONSTRAINT ${states}_period_check CHECK (effective_to IS NULL OR effective_to >= effective_from),
        CONSTRAINT ${states}_no_overlap EXCLUDE USING gist (
          ${owner} WITH =,
          daterange(effective_from, effective_to, '[]') WITH &&
        )
      );
      INSERT INTO ${states} (${owner}, status, ${extraColumns}effective_from, effective_to, created_at,
          created_by, updated_at, updated_by)
        SELECT id, 'ACTIVE', ${extraColumns}created_at::date,
          CASE WHEN status = 'RETIRED' THEN retired_at::date - 1 END, created_at, created_by, created_at, created_by
        FROM ${table}
        WHERE status = 'ACTIVE' OR retired_at::date > created_at::date;
      INSERT INTO ${states} (${owner}, status, retirement_reason, retired_at, ${extraColumns}effective_from,
          created_at, created_by, updated_at, updated_by)
        SELECT id, 'RETIRED', retirement_reason, retired_at, ${extraColumns}greatest(retired_at::date, created_at::date),
          retired_at, coalesce(retired_by, updated_by), retired_at, coalesce(retired_by, updated_by)
        FROM ${table} WHERE status = 'RETIRED';
      ALTER TABLE ${table}
        ALTER COLUMN status DROP NOT NULL,
        ADD COLUMN states_due date;
      CREATE INDEX ${table}_states_due_idx ON ${table} (states_due) WHERE states_due IS NOT NULL;
    `);
  }
}
