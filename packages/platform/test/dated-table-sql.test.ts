import path from 'node:path';
import { expect } from 'chai';
import pg from 'pg';
import { REPO_ROOT, testEnvironment } from '@transport/dev-stack';
import { createDatabase, datedTableSql, migrateDatabase } from '../src/index.ts';

/**
 * The dated-table DDL a new migration generates (`datedTableSql`) is the DDL the applied
 * migrations typed by hand: the same columns, constraints and indexes, compared in the catalog
 * between the referential's migrated tables and the generator's, built in a schema of their own.
 */
describe('the DDL of a dated table, generated', () => {
  let client: pg.Client;

  before(async function () {
    this.timeout(120_000);
    const url = await testEnvironment().createDatabase();
    const db = createDatabase({ url, schema: 'referential', poolMax: 1 });
    try {
      await migrateDatabase(db, 'referential', path.join(REPO_ROOT, 'services', 'referential', 'migrations'));
    } finally {
      await db.destroy();
    }
    client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`
      CREATE SCHEMA generated;
      CREATE TABLE generated.carriers (id uuid PRIMARY KEY);
      CREATE TABLE generated.coordinations (id uuid PRIMARY KEY);
      CREATE TABLE generated.bays (id uuid PRIMARY KEY);`);
  });
  after(() => client?.end());

  /** Runs a generated migration in the schema of its own. */
  async function generate(sql: string) {
    await client.query('SET search_path = generated, public');
    await client.query(sql);
  }

  /** A table as the catalog describes it: columns in order, constraints, indexes. */
  async function shape(schema: string, table: string) {
    // A name visible on the search path is written unqualified: each table read from its own.
    await client.query(`SET search_path = ${schema}`);
    const columns = await client.query(
      `SELECT column_name, data_type, is_nullable, column_default FROM information_schema.columns
        WHERE table_schema = $1 AND table_name = $2 ORDER BY ordinal_position`,
      [schema, table],
    );
    const constraints = await client.query(
      `SELECT conname, contype, pg_get_constraintdef(oid) AS def FROM pg_constraint
        WHERE conrelid = ($1 || '.' || $2)::regclass ORDER BY conname`,
      [schema, table],
    );
    const indexes = await client.query(
      `SELECT indexname, replace(indexdef, $1 || '.', '') AS def FROM pg_indexes
        WHERE schemaname = $1 AND tablename = $2 ORDER BY indexname`,
      [schema, table],
    );
    return { columns: columns.rows, constraints: constraints.rows, indexes: indexes.rows };
  }

  it("creates a state's table as the carriers' migrations made it (carrier_states)", async () => {
    await generate(
      datedTableSql({
        table: 'carrier_states',
        owner: { column: 'carrier_id', references: 'carriers' },
        columns: {
          status: "text NOT NULL CHECK (status IN ('PENDING', 'ACTIVE', 'SUSPENDED', 'WITHDRAWN'))",
          suspension_reason: 'text',
        },
        checks: {
          carrier_states_suspension_check: "(status = 'SUSPENDED') = (suspension_reason IS NOT NULL)",
        },
        indexes: { carrier_states_status_idx: 'status, effective_from' },
      }),
    );
    const generated = await shape('generated', 'carrier_states');
    expect(generated.columns).to.have.length(10);
    expect(generated).to.deep.equal(await shape('referential', 'carrier_states'));
  });

  it("creates a separate link's table as the network's migration did (coordination_members)", async () => {
    await generate(
      datedTableSql({
        table: 'coordination_members',
        owner: { column: 'coordination_id', references: 'coordinations' },
        subject: { column: 'carrier_id', references: 'carriers' },
        indexes: { coordination_members_carrier_idx: 'carrier_id' },
      }),
    );
    expect(await shape('generated', 'coordination_members')).to.deep.equal(
      await shape('referential', 'coordination_members'),
    );
  });

  it("adds the projection's due day, indexed, to the record projected on today", async () => {
    await generate(
      datedTableSql({
        table: 'bay_states',
        owner: { column: 'bay_id', references: 'bays' },
        columns: { status: 'text NOT NULL' },
        projectedOn: 'bays',
      }),
    );
    const bays = await shape('generated', 'bays');
    expect(bays.columns.map((c) => [c.column_name, c.data_type])).to.deep.include(['states_due', 'date']);
    expect(bays.indexes.map((i) => i.def)).to.include(
      (await shape('referential', 'bays')).indexes.find((i) => i.indexname === 'bays_states_due_idx')?.def,
    );
  });
});
