import { expect } from 'chai';
import pg from 'pg';
import { testEnvironment } from '@transport/dev-stack';
import { createDatabase, queryPrepared, type Database } from '../src/index.ts';

const PLAN_MODE = `SELECT current_setting('plan_cache_mode') AS mode`;

/** A statement through each pool of the handle, knex's and the prepared reads': a connection open in each. */
async function throughBothPools(db: Database): Promise<void> {
  await db.raw('SELECT 1');
  await queryPrepared(db, { sql: 'SELECT 1 AS one', bindings: [] });
}

/** The server processes of the connections named `applicationName`, as `watcher` sees them. */
async function serverProcesses(watcher: pg.Client, applicationName: string): Promise<number[]> {
  const { rows } = await watcher.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE application_name = $1 ORDER BY pid',
    [applicationName],
  );
  return rows.map((row) => row.pid);
}

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
    await throughBothPools(db);
    const watcher = new pg.Client({ connectionString: url });
    await watcher.connect();
    try {
      const open = async () => (await serverProcesses(watcher, applicationName)).length;
      expect(await open()).to.equal(2);
      await db.destroy();
      for (let i = 0; i < 50 && (await open()) !== 0; i += 1) await new Promise((r) => setTimeout(r, 20));
      expect(await open()).to.equal(0);
    } finally {
      await watcher.end();
    }
  });

  it('keeps its connections through a quiet spell shorter than its idle time, and closes them after one longer', async () => {
    // Both pools, knex's and the prepared reads', of a handle kept for ten minutes (the default)
    // and of one kept for 1 s.
    const kept = createDatabase({ url, schema: 'public', applicationName: `kept-${process.pid}` });
    const brief = createDatabase({
      url,
      schema: 'public',
      applicationName: `brief-${process.pid}`,
      poolIdleMs: 1_000,
    });
    const watcher = new pg.Client({ connectionString: url });
    await watcher.connect();
    try {
      for (const db of [kept, brief]) await throughBothPools(db);
      const processes = (applicationName: string) => serverProcesses(watcher, applicationName);
      const before = await processes(`kept-${process.pid}`);
      expect(before).to.have.length(2);
      expect(await processes(`brief-${process.pid}`)).to.have.length(2);
      // Past the brief handle's idle time: its connections close, the other's stay.
      for (let i = 0; i < 100 && (await processes(`brief-${process.pid}`)).length > 0; i += 1)
        await new Promise((r) => setTimeout(r, 50));
      expect(await processes(`brief-${process.pid}`)).to.deep.equal([]);
      // The next statements of the kept handle run on the same server processes.
      await throughBothPools(kept);
      expect(await processes(`kept-${process.pid}`)).to.deep.equal(before);
    } finally {
      await watcher.end();
      await Promise.all([kept.destroy(), brief.destroy()]);
    }
  });
});
