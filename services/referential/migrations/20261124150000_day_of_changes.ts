import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// Day-of changes: facts of one trip (a schedule) on one service date (the day it leaves its
// origin), kept after withdrawal. A change of a type at a call (the whole trip for a
// cancellation without a call) has at most one in force; a new one withdraws the previous.
//
// They move their own version, not the timetable's: station calls are cached per timetable
// version, and a change every few seconds must not make every station's calls be recomputed,
// only the changed trips' decoration of them.
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE day_of_changes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      schedule_id uuid NOT NULL REFERENCES schedules (id),
      service_date date NOT NULL,
      kind text NOT NULL CHECK (kind IN ('CANCELLATION', 'DELAY', 'BAY_CHANGE')),
      sequence integer CHECK (sequence >= 1),
      announced_minute integer CHECK (announced_minute >= 0),
      delay_minutes integer,
      onward boolean,
      bay_id uuid REFERENCES bays (id),
      reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by text NOT NULL,
      withdrawn_at timestamptz,
      withdrawn_by text,
      CONSTRAINT day_of_changes_shape_check CHECK (CASE kind
        WHEN 'CANCELLATION' THEN announced_minute IS NULL AND delay_minutes IS NULL AND onward IS NULL AND bay_id IS NULL
        WHEN 'DELAY' THEN sequence IS NOT NULL AND announced_minute IS NOT NULL AND delay_minutes IS NOT NULL
                          AND onward IS NOT NULL AND bay_id IS NULL
        ELSE sequence IS NOT NULL AND bay_id IS NOT NULL AND announced_minute IS NULL AND delay_minutes IS NULL
             AND onward IS NULL
      END)
    );
    CREATE UNIQUE INDEX day_of_changes_in_force_key
      ON day_of_changes (schedule_id, service_date, kind, coalesce(sequence, 0))
      WHERE withdrawn_at IS NULL;
    CREATE INDEX day_of_changes_service_date_idx ON day_of_changes (service_date, schedule_id)
      WHERE withdrawn_at IS NULL;

    CREATE TABLE day_of_version (
      singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
      version bigint NOT NULL
    );
    INSERT INTO day_of_version (version) VALUES (0);

    CREATE FUNCTION bump_day_of_version() RETURNS trigger LANGUAGE plpgsql
    SET search_path FROM CURRENT AS $$
    BEGIN
      UPDATE day_of_version SET version = version + 1;
      RETURN NULL;
    END;
    $$;
    CREATE TRIGGER day_of_changes_bump_day_of_version
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON day_of_changes
      FOR EACH STATEMENT EXECUTE FUNCTION bump_day_of_version();
  `);
}
