import { expect } from 'chai';
import { testEnvironment } from '@transport/dev-stack';
import {
  createDatabase,
  historySql,
  installHistory,
  tablesWithoutHistory,
  withRequestContext,
  type Database,
  type RequestContext,
} from '../src/index.ts';

interface HistoryRow {
  table_name: string;
  record_id: string;
  action: string;
  row_before: Record<string, unknown> | null;
  row_after: Record<string, unknown> | null;
  subject: string | null;
  request_id: string | null;
  operation: string | null;
}

const writer = (requestId: string, subject = 'alice'): RequestContext => ({
  subject,
  requestId,
  operation: 'renameWidget',
  writes: true,
});

describe('the audit trail of a schema', () => {
  let db: Database;

  before(async () => {
    const url = await testEnvironment().createDatabase();
    // One connection: every statement below reuses the session the one before left.
    db = createDatabase({ url, schema: 'shop', poolMax: 1 });
    await db.raw('CREATE SCHEMA shop');
    await db.raw(historySql('shop'));
    await db.raw(
      `CREATE TABLE shop.widgets (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), name text NOT NULL)`,
    );
    await db.raw(`INSERT INTO shop.widgets (name) VALUES ('before the trail')`);
    await installHistory(db, 'shop');
  });
  after(() => db?.destroy());

  const history = async (table: string) =>
    (
      (await db.raw('SELECT * FROM shop.history WHERE table_name = ? ORDER BY id', [table])) as {
        rows: HistoryRow[];
      }
    ).rows;

  it('attaches itself to every table, recording the rows already there as a baseline without actor', async () => {
    expect(await tablesWithoutHistory(db, 'shop')).to.deep.equal([]);
    const [baseline] = await history('widgets');
    expect(baseline).to.include({ action: 'baseline', subject: null, operation: null });
    expect(baseline?.row_after).to.include({ name: 'before the trail' });
  });

  it("records each write with the request's subject, request id, operation and the row before and after", async () => {
    const [{ id }] = await withRequestContext(
      writer('req-1'),
      async () => await db('widgets').insert({ name: 'Sprocket' }).returning('id'),
    );
    await withRequestContext(writer('req-2', 'bob'), () =>
      db.transaction(async (trx) => {
        await trx('widgets').where({ id }).update({ name: 'Sprocket II' });
        await trx('widgets').where({ id }).update({ name: 'Sprocket II' });
      }),
    );
    const rows = (await history('widgets')).filter((row) => row.record_id === id);
    expect(rows.map((row) => [row.action, row.subject, row.request_id, row.operation])).to.deep.equal([
      ['insert', 'alice', 'req-1', 'renameWidget'],
      // The second update changed nothing, and is not recorded.
      ['update', 'bob', 'req-2', 'renameWidget'],
    ]);
    expect(rows[1]?.row_before).to.include({ name: 'Sprocket' });
    expect(rows[1]?.row_after).to.include({ name: 'Sprocket II' });
  });

  it("does not lend a request's identity to the writes that follow it outside any request", async () => {
    await withRequestContext(writer('req-3'), async () => await db('widgets').insert({ name: 'Cog' }));
    await db('widgets').insert({ name: 'Seeded cog' });
    const [last] = (await history('widgets')).slice(-1);
    expect(last).to.include({ action: 'insert', subject: null, request_id: null, operation: null });
  });

  it('answers a table as it was known at an instant, and follows a table that changes shape', async () => {
    const [{ id }] = await withRequestContext(
      writer('req-4'),
      async () => await db('widgets').insert({ name: 'Gear' }).returning('id'),
    );
    // The instant is in milliseconds, the transaction's in microseconds: one past the insert's.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const known = new Date().toISOString();
    await withRequestContext(writer('req-5'), async () => {
      await db('widgets').where({ id }).update({ name: 'Gear II' });
    });
    await db.raw('ALTER TABLE shop.widgets ADD COLUMN colour text');
    await db.raw('CREATE TABLE shop.gadgets (id uuid PRIMARY KEY, widget_id uuid REFERENCES shop.widgets)');
    await installHistory(db, 'shop');
    expect(await tablesWithoutHistory(db, 'shop')).to.deep.equal([]);
    const read = (at: string) =>
      withRequestContext({ ...writer('req-6'), writes: false, asKnownAt: at }, async () =>
        db('widgets').where({ id }).first(),
      );
    expect(await read(known)).to.deep.equal({ id, name: 'Gear', colour: null });
    expect(await read(new Date().toISOString())).to.deep.equal({ id, name: 'Gear II', colour: null });
    expect(await read('2020-01-01T00:00:00Z')).to.equal(undefined);
    // The same connection, outside the read, answers today's table again.
    expect(await db('widgets').where({ id }).first()).to.deep.equal({ id, name: 'Gear II', colour: null });
  });

  it('computes a generated column added later from the row as known, where the images predate it', async () => {
    const [{ id }] = await withRequestContext(
      writer('req-7'),
      async () => await db('widgets').insert({ name: 'Bolt' }).returning('id'),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    const known = new Date().toISOString();
    await db.raw(`ALTER TABLE shop.widgets ADD COLUMN loud text GENERATED ALWAYS AS (upper(name)) STORED`);
    await installHistory(db, 'shop');
    const read = await withRequestContext({ ...writer('req-8'), writes: false, asKnownAt: known }, async () =>
      db('widgets').where({ id }).first(),
    );
    expect(read).to.deep.equal({ id, name: 'Bolt', colour: null, loud: 'BOLT' });
  });
});
