import path from 'node:path';
import { expect } from 'chai';
import pg from 'pg';
import { REPO_ROOT, testEnvironment } from '@transport/dev-stack';
import { createDatabase, migrateDatabase } from '../src/index.ts';

const SCHEMAS = ['referential', 'rules', 'siv'] as const;

/**
 * The services' database functions work whatever the search_path of the connection whose
 * statement runs them: a bulk load, psql or a benchmark connects without the service's own.
 */
describe('database functions under a foreign search_path', () => {
  let client: pg.Client;

  before(async function () {
    this.timeout(120_000);
    const url = await testEnvironment().createDatabase();
    for (const schema of SCHEMAS) {
      const db = createDatabase({ url, schema, poolMax: 1 });
      try {
        await migrateDatabase(db, schema, path.join(REPO_ROOT, 'services', schema, 'migrations'));
      } finally {
        await db.destroy();
      }
    }
    client = new pg.Client({ connectionString: url });
    await client.connect();
    // Only the catalog: any unqualified name of ours fails to resolve.
    await client.query('SET search_path = pg_catalog');
  });
  after(() => client?.end());

  /** Runs `work` in a transaction that is rolled back: the next check starts from the same rows. */
  const rolledBack = async (work: () => Promise<void>) => {
    await client.query('BEGIN');
    try {
      await work();
    } finally {
      await client.query('ROLLBACK');
    }
  };

  it('every function of the services pins its search_path or was bound when it was created', async () => {
    const { rows } = await client.query<{ fn: string }>(
      `SELECT p.oid::regprocedure::text AS fn FROM pg_proc p
        WHERE p.pronamespace::regnamespace::text = ANY ($1) AND p.prosqlbody IS NULL
          AND NOT EXISTS (SELECT FROM unnest(p.proconfig) c WHERE c LIKE 'search_path=%')`,
      [SCHEMAS],
    );
    expect(rows.map((r) => r.fn)).to.deep.equal([]);
  });

  it('a bay written with its dated rows, then renamed, fires its row triggers', async () => {
    await rolledBack(async () => {
      const area = await client.query<{ id: string }>(
        `INSERT INTO referential.station_areas (code, name, created_by, updated_by)
         VALUES ('SP-AREA', 'Search path', 'test', 'test') RETURNING id`,
      );
      const bay = await client.query<{ id: string }>(
        `INSERT INTO referential.bays (station_area_id, code, position, length_m, created_by, updated_by)
         VALUES ($1, 'SP-1', 1, 12, 'test', 'test') RETURNING id`,
        [area.rows[0]!.id],
      );
      const bayId = bay.rows[0]!.id;
      await client.query(
        `INSERT INTO referential.bay_states (bay_id, status, length_m, height_m, accessible, vehicle_categories,
            effective_from, created_by, updated_by)
         SELECT id, 'ACTIVE', length_m, height_m, accessible, vehicle_categories, current_date, 'test', 'test'
           FROM referential.bays WHERE id = $1`,
        [bayId],
      );
      await client.query(`UPDATE referential.bays SET code = 'SP-2' WHERE id = $1`, [bayId]);
      const copied = await client.query<{ code: string }>(
        'SELECT code FROM referential.bay_states WHERE bay_id = $1',
        [bayId],
      );
      expect(copied.rows.map((r) => r.code)).to.deep.equal(['SP-2']);
    });
  });

  it('every statement-level trigger of the services fires on each of its events', async () => {
    // tgtype bits: 1 row-level, 4 insert, 8 delete, 16 update, 32 truncate.
    const { rows } = await client.query<{ tbl: string; trigger: string; tgtype: number; col: string }>(
      `SELECT t.tgrelid::regclass::text AS tbl, t.tgname AS trigger, t.tgtype,
              (SELECT quote_ident(a.attname) FROM pg_attribute a
                WHERE a.attrelid = t.tgrelid AND a.attnum > 0 AND NOT a.attisdropped
                  AND a.attgenerated = '' AND a.attidentity = ''
                  -- an UPDATE OF trigger fires when one of its columns is set
                  AND (cardinality(t.tgattr) = 0 OR a.attnum = ANY (t.tgattr))
                ORDER BY a.attnum LIMIT 1) AS col
         FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
        WHERE NOT t.tgisinternal AND c.relnamespace::regnamespace::text = ANY ($1) AND t.tgtype & 1 = 0`,
      [SCHEMAS],
    );
    expect(rows.length).to.be.greaterThan(0);
    for (const { tbl, trigger, tgtype, col } of rows) {
      const statements = [
        ...(tgtype & 4 ? [`INSERT INTO ${tbl} (${col}) SELECT ${col} FROM ${tbl} WHERE false`] : []),
        ...(tgtype & 8 ? [`DELETE FROM ${tbl} WHERE false`] : []),
        ...(tgtype & 16 ? [`UPDATE ${tbl} SET ${col} = ${col} WHERE false`] : []),
        ...(tgtype & 32 ? [`TRUNCATE ${tbl} CASCADE`] : []),
      ];
      for (const statement of statements) {
        await rolledBack(async () => {
          await client.query(statement).catch((error: Error) => {
            throw new Error(`${trigger} on ${tbl} (${statement}): ${error.message}`);
          });
        });
      }
    }
  });
});
