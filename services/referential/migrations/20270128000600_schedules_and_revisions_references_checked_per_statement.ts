import type { Knex } from 'knex';
import {
  referencedRowTriggersSql,
  refusedOutsideReadCommitted,
} from './20270124000500_stop_times_references_checked_per_statement.ts';

export { forwardOnly as down } from '@transport/platform';

// The references of the schedules (their line and itinerary) and of their revisions (their
// schedule and calendar) are checked once per statement instead of once per row (ADR 0158), as
// the stop times' are (ADR 0133): a GTFS import writes its 20,000 schedules and 20,000 revisions
// in one statement each, and a declared foreign key ran one lookup and one `FOR KEY SHARE` lock
// per row. The four foreign keys are replaced by triggers keeping the same invariant for every
// writer, with ADR 0133's reasoning (locks, snapshots, races) unchanged:
// - on `schedules` and `schedule_revisions`, after each INSERT statement, one function reads the
//   statement's new rows (its transition table), gathers the distinct ids each reference names
//   and locks the referenced rows `FOR KEY SHARE`, counting them in the same statement: fewer
//   locked than named refuses the statement (23503, the former key's name and detail); after
//   each UPDATE statement, the same for the rows whose reference changed (a declared key checks
//   only those: an update of a revision's dates or status locks no schedule);
// - on `lines`, `itineraries`, `schedules` and `service_calendars`, after a row's deletion or a
//   change of its id, a function refuses it while a schedule or revision names the row (23503),
//   and refuses either outside READ COMMITTED (0A000; no operation deletes these rows or changes
//   their ids); a TRUNCATE of one of them is refused while its referencing table has rows.
// Both run as their owner (SECURITY DEFINER), as a declared key's checks do.

/** A reference: the table holding it, its column, the referenced table (its key `id`), the declared key's name. */
interface Reference {
  table: 'schedules' | 'schedule_revisions';
  column: string;
  referenced: string;
  key: string;
}

const REFERENCES: Reference[] = [
  { table: 'schedules', column: 'line_id', referenced: 'lines', key: 'schedules_line_id_fkey' },
  {
    table: 'schedules',
    column: 'itinerary_id',
    referenced: 'itineraries',
    key: 'schedules_itinerary_id_fkey',
  },
  {
    table: 'schedule_revisions',
    column: 'schedule_id',
    referenced: 'schedules',
    key: 'schedule_revisions_schedule_id_fkey',
  },
  {
    table: 'schedule_revisions',
    column: 'calendar_id',
    referenced: 'service_calendars',
    key: 'schedule_revisions_calendar_id_fkey',
  },
];

/**
 * The check of one reference, in a statement trigger's body: the distinct ids the statement's
 * rows (`rows`, the new rows or those whose reference changed) name, the referenced rows locked
 * `FOR KEY SHARE` and counted in one statement; fewer locked than named refuses the statement as
 * the declared key did (its name, its detail).
 */
function referenceChecked({ table, column, referenced, key }: Reference, rows: string): string {
  return `
      SELECT coalesce(array_agg(DISTINCT x.${column}) FILTER (WHERE x.${column} IS NOT NULL), '{}')
        INTO ids FROM ${rows} x;
      SELECT count(*) INTO locked FROM (SELECT 1 FROM ${referenced} WHERE id = ANY(ids) FOR KEY SHARE) l;
      IF locked < cardinality(ids) THEN
        SELECT d INTO missing FROM unnest(ids) d
          WHERE NOT EXISTS (SELECT 1 FROM ${referenced} r WHERE r.id = d) LIMIT 1;
        RAISE EXCEPTION 'insert or update on table "${table}" violates foreign key constraint "${key}"'
          USING ERRCODE = '23503', CONSTRAINT = '${key}', TABLE = '${table}',
                DETAIL = format('Key (${column})=(%s) is not present in table "${referenced}".', missing);
      END IF;`;
}

/** The statement function of `table`'s references: after an insert every new row, after an update the changed ones. */
function referencesExistSql(table: Reference['table']): string {
  const references = REFERENCES.filter((r) => r.table === table);
  const changed = (r: Reference) =>
    `(SELECT n.${r.column} FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE n.${r.column} IS DISTINCT FROM o.${r.column})`;
  return `
    CREATE FUNCTION ${table}_references_exist() RETURNS trigger LANGUAGE plpgsql
    SECURITY DEFINER SET search_path FROM CURRENT AS $$
    DECLARE
      ids uuid[];
      locked bigint;
      missing uuid;
    BEGIN
      IF TG_OP = 'INSERT' THEN
${references.map((r) => referenceChecked(r, 'new_rows')).join('\n')}
      ELSE
${references.map((r) => referenceChecked(r, changed(r))).join('\n')}
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER ${table}_references_inserted AFTER INSERT ON ${table}
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${table}_references_exist();
    CREATE TRIGGER ${table}_references_updated AFTER UPDATE ON ${table}
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION ${table}_references_exist();`;
}

/** Whether a row of the referenced table `TG_TABLE_NAME` is named (`OLD.id`), and by which key. */
function namedBySql(referenced: string): string {
  return REFERENCES.filter((r) => r.referenced === referenced)
    .map(
      (r) => `
        IF EXISTS (SELECT 1 FROM ${r.table} WHERE ${r.column} = OLD.id) THEN
          RAISE EXCEPTION 'update or delete on table "${referenced}" violates foreign key constraint "${r.key}" on table "${r.table}"'
            USING ERRCODE = '23503', CONSTRAINT = '${r.key}', TABLE = '${referenced}',
                  DETAIL = format('Key (id)=(%s) is still referenced from table "${r.table}".', OLD.id);
        END IF;`,
    )
    .join('');
}

/** Whether the referencing tables of `referenced` have rows (a TRUNCATE of it is then refused). */
function truncateRefusedSql(referenced: string): string {
  const tables = [...new Set(REFERENCES.filter((r) => r.referenced === referenced).map((r) => r.table))];
  return tables
    .map(
      (table) => `
          IF EXISTS (SELECT 1 FROM ${table}) THEN
            RAISE EXCEPTION 'cannot truncate table "%" referenced by "${table}"', TG_TABLE_NAME
              USING ERRCODE = '0A000', HINT = 'Truncate table "${table}" at the same time.';
          END IF;`,
    )
    .join('');
}

export async function up(knex: Knex): Promise<void> {
  const referencedTables = [...new Set(REFERENCES.map((r) => r.referenced))];
  await knex.raw(`
    ALTER TABLE schedules DROP CONSTRAINT schedules_line_id_fkey, DROP CONSTRAINT schedules_itinerary_id_fkey;
    ALTER TABLE schedule_revisions
      DROP CONSTRAINT schedule_revisions_schedule_id_fkey,
      DROP CONSTRAINT schedule_revisions_calendar_id_fkey;
    ${referencesExistSql('schedules')}
    ${referencesExistSql('schedule_revisions')}

    CREATE FUNCTION schedule_references_kept() RETURNS trigger LANGUAGE plpgsql
    SECURITY DEFINER SET search_path FROM CURRENT AS $$
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        CASE TG_TABLE_NAME
${referencedTables.map((t) => `          WHEN '${t}' THEN${truncateRefusedSql(t)}`).join('\n')}
        END CASE;
        RETURN NULL;
      END IF;
${refusedOutsideReadCommitted('a schedule or revision')}
      CASE TG_TABLE_NAME
${referencedTables.map((t) => `        WHEN '${t}' THEN${namedBySql(t)}`).join('\n')}
      END CASE;
      RETURN NULL;
    END $$;
  `);
  for (const table of referencedTables) {
    await knex.raw(referencedRowTriggersSql('schedule_references', table, 'schedule_references_kept'));
  }
}
