import type { Knex } from 'knex';
import { notAuditedSql } from '@transport/platform';

export { forwardOnly as down } from '@transport/platform';

// What each move of the calls version changed (ADR 0044): the schedules whose candidate calls
// it may have changed, so that a station's kept candidates are brought up to date by reading
// those schedules' calls again, not every call of the station. A write records the version it
// moved to and its schedules, in its own transaction; a statement that changes nothing a
// candidate shows no longer moves the version. NULL schedules: any may have changed (a
// truncation, or more than MOST schedules at once: an import). The last KEPT versions are kept;
// a reader behind them reads every candidate again.
const MOST = 1000;
const KEPT = 1000;

// Each table's schedules touched by a statement, from its transition tables: `n` the rows after
// it, `o` the rows before. Only the columns a candidate shows (or joins on) count: a line's code,
// name and status, not its other columns. What a deletion elsewhere cascades to records itself.
const SCHEDULES_OF: Record<
  string,
  {
    events: ('INSERT' | 'UPDATE' | 'DELETE')[];
    columns: string[];
    /** The columns besides `id` that `schedules` reads of the rows. */
    read?: string[];
    schedules: (rows: string) => string;
  }
> = {
  // Its rows are of revisions: any change of a stop time counts.
  stop_times: {
    events: ['INSERT', 'UPDATE', 'DELETE'],
    columns: [],
    schedules: (rows) =>
      `SELECT DISTINCT r.schedule_id FROM schedule_revisions r WHERE r.id IN (SELECT revision_id FROM ${rows})`,
  },
  schedule_revisions: {
    events: ['INSERT', 'UPDATE', 'DELETE'],
    columns: ['schedule_id', 'call_count'],
    read: ['schedule_id'],
    schedules: (rows) => `SELECT DISTINCT schedule_id FROM ${rows}`,
  },
  // A new schedule has no stop times yet: its revisions' record it.
  schedules: {
    events: ['UPDATE', 'DELETE'],
    columns: ['code', 'line_id', 'itinerary_id'],
    schedules: (rows) => `SELECT DISTINCT id FROM ${rows}`,
  },
  // Lines, itineraries, destinations and bays are not deleted while a schedule or a stop time
  // refers to them: only their updates count.
  lines: {
    events: ['UPDATE'],
    columns: ['code', 'name', 'status'],
    schedules: (rows) => `SELECT s.id FROM schedules s WHERE s.line_id IN (SELECT id FROM ${rows})`,
  },
  itineraries: {
    events: ['UPDATE'],
    columns: ['destination_id'],
    schedules: (rows) => `SELECT s.id FROM schedules s WHERE s.itinerary_id IN (SELECT id FROM ${rows})`,
  },
  destinations: {
    events: ['UPDATE'],
    columns: ['name'],
    schedules: (rows) =>
      `SELECT s.id FROM schedules s JOIN itineraries i ON i.id = s.itinerary_id
       WHERE i.destination_id IN (SELECT id FROM ${rows})`,
  },
  // Found through the stations of the bays' areas (the stop_times station index).
  bays: {
    events: ['UPDATE'],
    columns: ['code', 'station_area_id'],
    read: ['station_area_id'],
    schedules: (rows) =>
      `SELECT DISTINCT r.schedule_id FROM stop_times t JOIN schedule_revisions r ON r.id = t.revision_id
       WHERE t.station_id IN (SELECT st.id FROM stations st
                              WHERE st.station_area_id IN (SELECT station_area_id FROM ${rows}))
         AND t.bay_id IN (SELECT id FROM ${rows})`,
  },
};

const TRANSITION = {
  INSERT: 'NEW TABLE AS n',
  UPDATE: 'OLD TABLE AS o NEW TABLE AS n',
  DELETE: 'OLD TABLE AS o',
};

/**
 * The rows of an update that changed one of `columns`, before and after (their id and the
 * columns the table's `schedules` reads), or every row before and after when no column is named
 * (a stop time, which has no id of its own). Ids never change.
 */
const updatedRows = (columns: string[], read: string[]) => {
  if (columns.length === 0) return '(SELECT * FROM o UNION ALL SELECT * FROM n) AS changed';
  const changed = `(${columns.map((c) => `o.${c}`).join(', ')}) IS DISTINCT FROM (${columns.map((c) => `n.${c}`).join(', ')})`;
  const side = (alias: string) =>
    `SELECT ${['id', ...read].map((c) => `${alias}.${c}`).join(', ')} FROM o JOIN n ON n.id = o.id WHERE ${changed}`;
  return `(${side('o')} UNION ${side('n')}) AS changed`;
};

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE station_call_changes (
      calls_version bigint PRIMARY KEY,
      schedule_ids uuid[] CHECK (cardinality(schedule_ids) BETWEEN 1 AND ${MOST})
    );
    ${notAuditedSql('station_call_changes', 'the schedules each move of the calls version changed, kept for the station calls cache (ADR 0044)')};

    -- Moves the calls version and records what moved it; nothing when the statement changed no
    -- schedule's calls. More than MOST schedules are recorded as any.
    CREATE FUNCTION record_station_call_changes(changed uuid[]) RETURNS void LANGUAGE plpgsql
    SET search_path FROM CURRENT AS $$
    DECLARE
      moved bigint;
    BEGIN
      IF changed IS NOT NULL AND cardinality(changed) = 0 THEN RETURN; END IF;
      UPDATE timetable_version SET calls_version = calls_version + 1 RETURNING calls_version INTO moved;
      INSERT INTO station_call_changes (calls_version, schedule_ids)
        VALUES (moved, CASE WHEN cardinality(changed) <= ${MOST} THEN changed END);
      DELETE FROM station_call_changes WHERE calls_version <= moved - ${KEPT};
    END;
    $$;

    DROP TRIGGER schedule_revisions_bump_calls_version ON schedule_revisions;
    ${['stop_times', 'schedules', 'lines', 'itineraries', 'destinations', 'stations', 'bays']
      .map((table) => `DROP TRIGGER ${table}_bump_calls_version ON ${table};`)
      .join('\n')}
    DROP FUNCTION bump_calls_version();
  `);
  for (const [table, { events, columns, read = [], schedules }] of Object.entries(SCHEDULES_OF)) {
    // One function per table; each event's trigger has its own transition tables (Postgres
    // allows them on one event only), and plpgsql plans only the branch it runs.
    const limited = (rows: string) => `ARRAY(SELECT id FROM (${schedules(rows)}) AS s(id) LIMIT ${MOST + 1})`;
    await knex.raw(`
      CREATE FUNCTION ${table}_station_call_changes() RETURNS trigger LANGUAGE plpgsql
      SET search_path FROM CURRENT AS $$
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          PERFORM record_station_call_changes(NULL);
        ${events
          .map(
            (event) => `ELSIF TG_OP = '${event}' THEN
          PERFORM record_station_call_changes(${limited(
            event === 'UPDATE' ? updatedRows(columns, read) : event === 'INSERT' ? 'n' : 'o',
          )});`,
          )
          .join('\n        ')}
        END IF;
        RETURN NULL;
      END;
      $$;
      ${events
        .map(
          (event) => `CREATE TRIGGER ${table}_station_call_changes_${event.toLowerCase()}
        AFTER ${event} ON ${table} REFERENCING ${TRANSITION[event]}
        FOR EACH STATEMENT EXECUTE FUNCTION ${table}_station_call_changes();`,
        )
        .join('\n')}
      CREATE TRIGGER ${table}_station_call_changes_truncate
        AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION ${table}_station_call_changes();
    `);
  }
}
