import type { Knex } from 'knex';

export { forwardOnly as down } from '@transport/platform';

// The stop times' references (their revision, station and bay) are checked once per statement
// instead of once per row (ADR 0133). Postgres checks a declared foreign key by one lookup and
// one `FOR KEY SHARE` lock per inserted row: at a national feed's ten million stop times, about
// half of their insert. The three foreign keys are replaced by triggers that keep the same
// invariant for every writer:
// - on `stop_times`, after each INSERT or UPDATE statement, one function reads the statement's
//   new rows (its transition table), locks each distinct revision, station and bay they name
//   `FOR KEY SHARE` (as the declared key's check does, once per referenced row instead of once
//   per stop time) and counts what it locked in the same statement: a referenced row deleted
//   (or its key changed) by a transaction committed before is not locked, one being deleted is
//   waited for and then not locked, and the statement is refused (23503, the former key's name);
// - on `schedule_revisions`, `stations` and `bays`, after a row's deletion or a change of its
//   id, a function refuses it while a stop time names the row (23503): a stop time committed
//   before is seen by the check's own snapshot (READ COMMITTED takes one per query, after the
//   row lock), one being inserted holds the row's `FOR KEY SHARE` lock and so makes the deletion
//   wait for its commit; a REPEATABLE READ or SERIALIZABLE snapshot could predate such a commit,
//   so a deletion or key change at those levels is refused (no operation does either: the
//   platform writes in READ COMMITTED, its REPEATABLE READ transactions only read);
// - a TRUNCATE of one of the three tables is refused while `stop_times` has rows after it
//   (truncating `stop_times` in the same command, as a declared key asked, passes).
// Both functions run as their owner (SECURITY DEFINER), as a declared key's checks do: a role
// confined by row-level security or without UPDATE on the referenced tables checks what exists.

/** The stop times' references: column, referenced table (its key `id`). */
const REFERENCES = [
  ['revision_id', 'schedule_revisions'],
  ['station_id', 'stations'],
  ['bay_id', 'bays'],
] as const;

/**
 * The check of one reference, in the statement trigger's body: the distinct ids the new rows
 * name, counted; the referenced rows locked `FOR KEY SHARE` and counted in one statement; fewer
 * locked than named refuses the statement as the declared key did (its name, its detail).
 */
function referenceChecked(column: string, table: string): string {
  return `
      SELECT count(*) INTO wanted FROM (SELECT DISTINCT ${column} FROM new_rows WHERE ${column} IS NOT NULL) d;
      SELECT count(*) INTO locked
        FROM (SELECT 1 FROM ${table} WHERE id IN (SELECT ${column} FROM new_rows) FOR KEY SHARE) l;
      IF locked < wanted THEN
        SELECT d.${column} INTO missing FROM (SELECT DISTINCT ${column} FROM new_rows WHERE ${column} IS NOT NULL) d
          WHERE NOT EXISTS (SELECT 1 FROM ${table} r WHERE r.id = d.${column}) LIMIT 1;
${refusedAsTheKeyWas(column, table)}
      END IF;`;
}

/** The refusal of a stop time naming `missing`, absent from `table`: as the declared key gave it. */
export function refusedAsTheKeyWas(column: string, table: string): string {
  const key = `stop_times_${column}_fkey`;
  return `        RAISE EXCEPTION 'insert or update on table "stop_times" violates foreign key constraint "${key}"'
          USING ERRCODE = '23503', CONSTRAINT = '${key}', TABLE = 'stop_times',
                DETAIL = format('Key (${column})=(%s) is not present in table "${table}".', missing);`;
}

/**
 * In a trigger after a referenced row's deletion or id change: refused outside READ COMMITTED,
 * whose snapshot could miss `naming` (a row naming it) committed since (0A000).
 */
export function refusedOutsideReadCommitted(naming: string): string {
  return `      IF current_setting('transaction_isolation') <> 'read committed' THEN
        RAISE EXCEPTION 'a row of "%" is deleted or its id changed only in a READ COMMITTED transaction', TG_TABLE_NAME
          USING ERRCODE = '0A000',
                DETAIL = 'A snapshot taken before the statement could miss ${naming} naming the row.';
      END IF;`;
}

/**
 * The triggers on a referenced `table` calling `fn` after a row's deletion, a change of its id
 * and a truncation, named `<prefix>_deleted`, `_rekeyed` and `_truncated`.
 */
export function referencedRowTriggersSql(prefix: string, table: string, fn: string): string {
  return `
      CREATE TRIGGER ${prefix}_deleted AFTER DELETE ON ${table}
        FOR EACH ROW EXECUTE FUNCTION ${fn}();
      CREATE TRIGGER ${prefix}_rekeyed AFTER UPDATE OF id ON ${table}
        FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION ${fn}();
      CREATE TRIGGER ${prefix}_truncated AFTER TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();
    `;
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE stop_times
      DROP CONSTRAINT stop_times_revision_id_fkey,
      DROP CONSTRAINT stop_times_station_id_fkey,
      DROP CONSTRAINT stop_times_bay_id_fkey;

    CREATE FUNCTION stop_times_references_exist() RETURNS trigger LANGUAGE plpgsql
    SECURITY DEFINER SET search_path FROM CURRENT AS $$
    DECLARE
      wanted bigint;
      locked bigint;
      missing uuid;
    BEGIN
${REFERENCES.map(([column, table]) => referenceChecked(column, table)).join('\n')}
      RETURN NULL;
    END $$;
    CREATE TRIGGER stop_times_references_inserted AFTER INSERT ON stop_times
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stop_times_references_exist();
    CREATE TRIGGER stop_times_references_updated AFTER UPDATE ON stop_times
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stop_times_references_exist();

    CREATE FUNCTION stop_times_referenced_row_kept() RETURNS trigger LANGUAGE plpgsql
    SECURITY DEFINER SET search_path FROM CURRENT AS $$
    DECLARE
      col text := CASE TG_TABLE_NAME WHEN 'schedule_revisions' THEN 'revision_id'
                                     WHEN 'stations' THEN 'station_id' ELSE 'bay_id' END;
      referenced boolean;
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        IF EXISTS (SELECT 1 FROM stop_times) THEN
          RAISE EXCEPTION 'cannot truncate table "%" referenced by "stop_times"', TG_TABLE_NAME
            USING ERRCODE = '0A000', HINT = 'Truncate table "stop_times" at the same time.';
        END IF;
        RETURN NULL;
      END IF;
${refusedOutsideReadCommitted('a stop time')}
      referenced := CASE TG_TABLE_NAME
        WHEN 'schedule_revisions' THEN EXISTS (SELECT 1 FROM stop_times WHERE revision_id = OLD.id)
        WHEN 'stations' THEN EXISTS (SELECT 1 FROM stop_times WHERE station_id = OLD.id)
        ELSE EXISTS (SELECT 1 FROM stop_times WHERE bay_id = OLD.id) END;
      IF referenced THEN
        RAISE EXCEPTION 'update or delete on table "%" violates foreign key constraint "stop_times_%_fkey" on table "stop_times"',
                        TG_TABLE_NAME, col
          USING ERRCODE = '23503', CONSTRAINT = format('stop_times_%s_fkey', col), TABLE = TG_TABLE_NAME,
                DETAIL = format('Key (id)=(%s) is still referenced from table "stop_times".', OLD.id);
      END IF;
      RETURN NULL;
    END $$;
  `);
  for (const [, table] of REFERENCES) {
    await knex.raw(
      referencedRowTriggersSql('stop_times_referenced', table, 'stop_times_referenced_row_kept'),
    );
  }
}
