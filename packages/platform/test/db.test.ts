import { expect } from 'chai';
import pg from 'pg';
import { testEnvironment } from '@transport/dev-stack';
import { createDatabase, queryPrepared } from '../src/index.ts';

const PLAN_MODE = `SELECT current_setting('plan_cache_mode') AS mode`;

describe('a database handle', () => {
  let url: string;
  before(async () => {
    url = await testEnvironment().createDatabase();
  });

  it('plans the prepared reads once for every value, and every other statement for its values', async () => {
    const db = createDatabase({ url, schema: 'public', poolMax: 1 });
    try {
      const prepared = await queryPrepared<{ mode: string }>(db, { sql: PLAN_MODE, bindings: [] });
      expect(prepared).to.deep.equal([{ mode: 'force_generic_plan' }]);
      // The one connection of knex's pool, after the prepared read.
      const { rows } = (await db.raw(`${PLAN_MODE} WHERE ?::int = 1`, [1])) as { rows: { mode: string }[] };
      expect(rows).to.deep.equal([{ mode: 'auto' }]);
    } finally {
      await db.destroy();
    }
  });

  it('reads its own schema in the prepared reads too', async () => {
    const admin = createDatabase({ url, schema: 'public' });
    await admin.raw(
      'CREATE SCHEMA IF NOT EXISTS own; CREATE TABLE own.marks (id int PRIMARY KEY); INSERT INTO own.marks VALUES (7)',
    );
    await admin.destroy();
    const db = createDatabase({ url, schema: 'own' });
    try {
      expect(
        await queryPrepared(db, { sql: 'SELECT id FROM marks WHERE id = $1', bindings: [7] }),
      ).to.deep.equal([{ id: 7 }]);
    } finally {
      await db.destroy();
    }
  });

  it('closes every connection it opened when destroyed', async () => {
    const applicationName = `handle-${process.pid}`;
    const db = createDatabase({ url, schema: 'public', applicationName });
    await db.raw('SELECT 1');
    await queryPrepared(db, { sql: 'SELECT 1 AS one', bindings: [] });
    const watcher = new pg.Client({ connectionString: url });
    await watcher.connect();
    try {
      const open = async () =>
        (
          await watcher.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1',
            [applicationName],
          )
        ).rows[0]?.n;
      expect(await open()).to.equal(2);
      await db.destroy();
      for (let i = 0; i < 50 && (await open()) !== 0; i += 1) await new Promise((r) => setTimeout(r, 20));
      expect(await open()).to.equal(0);
    } finally {
      await watcher.end();
    }
  });
});
