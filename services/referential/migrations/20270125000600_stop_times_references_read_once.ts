import type { Knex } from 'knex';
import { refusedAsTheKeyWas } from './20270124000500_stop_times_references_checked_per_statement.ts';

export { forwardOnly as down } from '@transport/platform';

// The stop times' statement check (ADR 0133) reads the statement's new rows once instead of six
// times (ADR 0140). It counted the distinct revisions, stations and bays the rows name, then
// locked the rows they name, each a read of the whole transition table (400,000 rows of an
// import read six times). The distinct ids of the three columns are now gathered in one read
// (three hash tables of one grouping-sets aggregate), and each referenced table's rows are
// locked `FOR KEY SHARE` and counted by those ids. The invariant, the lock, the refusal
// (23503, the former key's name and detail) and the deletion side are unchanged.

/** The stop times' references: column, referenced table (its key `id`), array of its ids. */
const REFERENCES = [
  ['revision_id', 'schedule_revisions', 'revision_ids'],
  ['station_id', 'stations', 'station_ids'],
  ['bay_id', 'bays', 'bay_ids'],
] as const;

/**
 * The check of one reference, from the distinct ids gathered: the referenced rows locked
 * `FOR KEY SHARE` and counted in one statement; fewer locked than named refuses the statement
 * as the declared key did (its name, its detail).
 */
function referenceChecked(column: string, table: string, ids: string): string {
  return `
      SELECT count(*) INTO locked FROM (SELECT 1 FROM ${table} WHERE id = ANY(${ids}) FOR KEY SHARE) l;
      IF locked < cardinality(${ids}) THEN
        SELECT d INTO missing FROM unnest(${ids}) d
          WHERE NOT EXISTS (SELECT 1 FROM ${table} r WHERE r.id = d) LIMIT 1;
${refusedAsTheKeyWas(column, table)}
      END IF;`;
}

export async function up(knex: Knex): Promise<void> {
  // GROUPING(revision_id, station_id, bay_id) is 3 for the revisions' set, 5 for the stations',
  // 6 for the bays'.
  await knex.raw(`
    CREATE OR REPLACE FUNCTION stop_times_references_exist() RETURNS trigger LANGUAGE plpgsql
    SECURITY DEFINER SET search_path FROM CURRENT AS $$
    DECLARE
      revision_ids uuid[];
      station_ids uuid[];
      bay_ids uuid[];
      locked bigint;
      missing uuid;
    BEGIN
      SELECT coalesce(array_agg(r) FILTER (WHERE g = 3 AND r IS NOT NULL), '{}'),
             coalesce(array_agg(s) FILTER (WHERE g = 5 AND s IS NOT NULL), '{}'),
             coalesce(array_agg(b) FILTER (WHERE g = 6 AND b IS NOT NULL), '{}')
        INTO revision_ids, station_ids, bay_ids
        FROM (SELECT revision_id AS r, station_id AS s, bay_id AS b,
                     GROUPING(revision_id, station_id, bay_id) AS g
                FROM new_rows GROUP BY GROUPING SETS ((revision_id), (station_id), (bay_id))) d;
${REFERENCES.map(([column, table, ids]) => referenceChecked(column, table, ids)).join('\n')}
      RETURN NULL;
    END $$;
  `);
}
