import { expect } from 'chai';
import { testEnvironment } from '@transport/dev-stack';
import { daysFromToday } from '../src/testing/dates.ts';
import {
  createDatabase,
  groupedHistorySql,
  groupsHoldingSql,
  groupHistory,
  historySql,
  installHistory,
  notAuditedSql,
  partitionHistory,
  recordReason,
  tablesWithoutHistory,
  tablesWrittenSince,
  unreadReferenceSql,
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
  reason: string | null;
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

  it('records every row a statement inserted, updated or deleted, and nothing for a statement that changed none', async () => {
    const before = (await history('widgets')).length;
    const ids = await withRequestContext(writer('req-bulk'), () =>
      db.transaction(async (trx) => {
        const inserted = await trx('widgets')
          .insert([{ name: 'Bulk a' }, { name: 'Bulk b' }, { name: 'Bulk c' }])
          .returning('id');
        await trx('widgets')
          .where('name', 'like', 'Bulk %')
          .update({ name: trx.raw(`name || ' v2'`) });
        await trx('widgets').where({ name: 'no such widget' }).update({ name: 'never' });
        await trx('widgets').whereIn('name', ['Bulk a v2', 'Bulk b v2']).delete();
        return inserted.map((row: { id: string }) => row.id);
      }),
    );
    const rows = (await history('widgets')).slice(before);
    expect(rows.map((row) => [row.action, ids.indexOf(row.record_id), row.request_id])).to.have.deep.members([
      ['insert', 0, 'req-bulk'],
      ['insert', 1, 'req-bulk'],
      ['insert', 2, 'req-bulk'],
      ['update', 0, 'req-bulk'],
      ['update', 1, 'req-bulk'],
      ['update', 2, 'req-bulk'],
      ['delete', 0, 'req-bulk'],
      ['delete', 1, 'req-bulk'],
    ]);
    expect(rows.map((row) => row.action)).to.deep.equal([
      ...['insert', 'insert', 'insert'],
      ...['update', 'update', 'update'],
      ...['delete', 'delete'],
    ]);
    const updateOfC = rows.find((row) => row.action === 'update' && row.record_id === ids[2]);
    expect(updateOfC?.row_before).to.include({ name: 'Bulk c' });
    expect(updateOfC?.row_after).to.include({ name: 'Bulk c v2' });
    const deletionOfA = rows.find((row) => row.action === 'delete' && row.record_id === ids[0]);
    expect(deletionOfA).to.include({ row_after: null });
    expect(deletionOfA?.row_before).to.include({ name: 'Bulk a v2' });
  });

  it('replaces an update or delete trigger left at the statement level by a row trigger', async () => {
    await db.raw(
      'CREATE TABLE shop.crates (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), size int NOT NULL)',
    );
    await installHistory(db, 'shop');
    // As the statement triggers of before left it: the table's own function, once per statement.
    await db.raw('DROP TRIGGER record_history_update ON shop.crates');
    await db.raw(
      `CREATE TRIGGER record_history_update AFTER UPDATE ON shop.crates
         REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
         FOR EACH STATEMENT EXECUTE FUNCTION shop_history.crates()`,
    );
    expect(await tablesWithoutHistory(db, 'shop')).to.deep.equal(['crates']);
    await installHistory(db, 'shop');
    expect(await tablesWithoutHistory(db, 'shop')).to.deep.equal([]);
    await db.raw('INSERT INTO shop.crates (size) VALUES (1), (2)');
    await db.raw('UPDATE shop.crates SET size = size * 10');
    const sizes = (await history('crates'))
      .filter((row) => row.action === 'update')
      .map((row) => [row.row_before?.size, row.row_after?.size]);
    expect(sizes).to.have.deep.members([
      [1, 10],
      [2, 20],
    ]);
  });

  it('leaves a table marked as bookkeeping out of the history', async () => {
    await db.raw('CREATE TABLE shop.crate_log (version bigint PRIMARY KEY)');
    await db.raw(notAuditedSql('crate_log', 'what changed, for a cache'));
    await installHistory(db, 'shop');
    expect(await tablesWithoutHistory(db, 'shop')).to.deep.equal([]);
    await db.raw('INSERT INTO shop.crate_log VALUES (1), (2)');
    await db.raw('DELETE FROM shop.crate_log WHERE version = 1');
    expect(await history('crate_log')).to.deep.equal([]);
    const { rows } = await db.raw(
      `SELECT count(*)::int AS triggers FROM pg_trigger WHERE tgrelid = 'shop.crate_log'::regclass`,
    );
    expect(rows[0].triggers).to.equal(0);
  });

  it("does not lend a request's identity to the writes that follow it outside any request", async () => {
    await withRequestContext(writer('req-3'), async () => await db('widgets').insert({ name: 'Cog' }));
    await db('widgets').insert({ name: 'Seeded cog' });
    const [last] = (await history('widgets')).slice(-1);
    expect(last).to.include({ action: 'insert', subject: null, request_id: null, operation: null });
  });

  it("records a write's reason on its rows, and on no write of a later transaction of the same session", async () => {
    const [{ id }] = await withRequestContext(writer('req-4'), () =>
      db.transaction(async (trx) => {
        await recordReason(trx, 'renamed after the supplier');
        const inserted = await trx('widgets').insert({ name: 'Gear' }).returning('id');
        await trx('widgets').where(inserted[0]).update({ name: 'Gear I' });
        return inserted;
      }),
    );
    // The same connection (the pool holds one), a later request giving no reason.
    await withRequestContext(writer('req-5'), () =>
      db.transaction(async (trx) => {
        await trx('widgets').where({ id }).update({ name: 'Gear II' });
      }),
    );
    const rows = (await history('widgets')).filter((row) => row.record_id === id);
    expect(rows.map((row) => [row.action, row.request_id, row.reason])).to.deep.equal([
      ['insert', 'req-4', 'renamed after the supplier'],
      ['update', 'req-4', 'renamed after the supplier'],
      ['update', 'req-5', null],
    ]);
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

  it('answers a read as known at an instant again after the views were rebuilt with another column type', async () => {
    await db.raw(
      'CREATE TABLE shop.tools (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), name text NOT NULL)',
    );
    await installHistory(db, 'shop');
    const [{ id }] = await withRequestContext(
      writer('req-9'),
      async () => await db('tools').insert({ name: 'Spanner' }).returning('id'),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    const read = () =>
      withRequestContext(
        { ...writer('req-10'), writes: false, asKnownAt: new Date().toISOString() },
        async () => db('tools').where({ id }).first(),
      );
    // Prepared on the one connection, then its view's column changes type (another process's
    // migration, say): Postgres refuses the prepared statement, which is prepared again.
    expect(await read()).to.deep.equal({ id, name: 'Spanner' });
    await db.raw('ALTER TABLE shop.tools ALTER COLUMN name TYPE varchar(40)');
    await installHistory(db, 'shop');
    expect(await read()).to.deep.equal({ id, name: 'Spanner' });
    expect(await read()).to.deep.equal({ id, name: 'Spanner' });
  });

  it('answers a record not written since the instant from the table, and one written since from its history', async () => {
    await db.raw(
      'CREATE TABLE shop.dials (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), name text NOT NULL)',
    );
    await installHistory(db, 'shop');
    const [dial, needle] = await withRequestContext(
      writer('req-11'),
      async () =>
        await db('dials')
          .insert([{ name: 'Dial' }, { name: 'Needle' }])
          .returning('id'),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    const known = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await withRequestContext(writer('req-12'), async () =>
      db('dials').where({ id: needle.id }).update({ name: 'Needle II' }),
    );
    // A column added with a default: no write records it on the rows already there.
    await db.raw(`ALTER TABLE shop.dials ADD COLUMN unit text NOT NULL DEFAULT 'bar'`);
    await installHistory(db, 'shop');
    const read = await withRequestContext(
      { ...writer('req-13'), writes: false, asKnownAt: known },
      async () => db('dials').select('id', 'name', 'unit').orderBy('name'),
    );
    // The dial, not written since, is the table's row, its unit included; the needle, renamed
    // since, is its image then, which predates the column.
    expect(read).to.deep.equal([
      { id: dial.id, name: 'Dial', unit: 'bar' },
      { id: needle.id, name: 'Needle', unit: null },
    ]);
  });

  it('reads from the history only what was written since the instant, for a record by id or the whole table', async () => {
    await db.raw(
      'CREATE TABLE shop.meters (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), name text NOT NULL)',
    );
    await installHistory(db, 'shop');
    const [kept] = await withRequestContext(writer('req-20'), async () =>
      db('meters')
        .insert(Array.from({ length: 2000 }, (_, n) => ({ name: `Meter ${n}` })))
        .returning('id'),
    );
    const renamed = (await db('meters').where({ name: 'Meter 1' }).first('id')) as { id: string };
    await new Promise((resolve) => setTimeout(resolve, 5));
    const known = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await withRequestContext(writer('req-21'), async () => {
      await db('meters').where({ id: renamed.id }).update({ name: 'Meter 1 (renamed)' });
      await db('meters').where({ id: renamed.id }).update({ name: 'Meter 1 (renamed again)' });
    });
    await db.raw('ANALYZE shop_history.meters, shop.meters');
    // The rows the history's scans gave in the read's plan (its JSON, walked).
    type PlanNode = { Schema?: string; 'Actual Rows'?: number; 'Actual Loops'?: number; Plans?: PlanNode[] };
    const historyRows = (node: PlanNode): number =>
      (node.Schema === 'shop_history' ? (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1) : 0) +
      (node.Plans ?? []).reduce((sum, child) => sum + historyRows(child), 0);
    const asKnown = { ...writer('req-22'), writes: false, asKnownAt: known };
    const explained = (sql: string, bindings: string[]) =>
      withRequestContext(asKnown, async () => {
        const { rows } = (await db.raw(`EXPLAIN (ANALYZE, VERBOSE, FORMAT JSON) ${sql}`, bindings)) as {
          rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[];
        };
        return historyRows(rows[0]!['QUERY PLAN'][0].Plan);
      });
    const read = (id: string) =>
      withRequestContext(
        asKnown,
        async () => (await db('meters').where({ id }).first('name')) as { name: string },
      );
    // Each answer is the record as it stood then. The history gave nothing for a record not
    // written since, and for the whole table only its rows written since (two, and the probes of
    // them), not the 2,000 images recorded before the instant.
    expect(await read(renamed.id)).to.deep.equal({ name: 'Meter 1' });
    expect(await read(kept.id)).to.deep.equal({ name: 'Meter 0' });
    expect(await explained('SELECT name FROM meters WHERE id = ?', [kept.id])).to.equal(0);
    expect(await explained('SELECT count(*) FROM meters', [])).to.be.at.most(6);
  });

  it("finds a record's history through one index: its uuid for a table keyed by one, its text for one keyed otherwise", async () => {
    await db.raw(
      'CREATE TABLE shop.sensors (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), name text NOT NULL)',
    );
    await db.raw(
      'CREATE TABLE shop.tariffs (zone text, band integer, price integer NOT NULL, PRIMARY KEY (zone, band))',
    );
    await installHistory(db, 'shop');
    const [gauge] = await withRequestContext(writer('req-30'), async () => {
      await db('tariffs').insert(
        Array.from({ length: 2000 }, (_, n) => ({ zone: `Z${n % 40}`, band: n, price: n })),
      );
      return db('sensors')
        .insert(Array.from({ length: 2000 }, (_, n) => ({ name: `Gauge ${n}` })))
        .returning('id');
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const known = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await withRequestContext(writer('req-31'), async () => {
      await db('sensors').where({ id: gauge.id }).update({ name: 'Gauge 0 (renamed)' });
      await db('tariffs').where({ zone: 'Z7', band: 7 }).update({ price: 70 });
    });
    await db.raw('ANALYZE shop_history.sensors, shop_history.tariffs, shop.sensors, shop.tariffs');
    // Each partition's indexes on its record: one, on the uuid or on the text.
    const { rows: indexes } = (await db.raw(
      `SELECT c.relname::text AS partition, pg_get_indexdef(i.indexrelid) AS definition
         FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
        WHERE c.relnamespace = 'shop_history'::regnamespace AND c.relname IN ('sensors', 'tariffs')
          AND pg_get_indexdef(i.indexrelid) LIKE '%record_id%' ORDER BY 1`,
    )) as { rows: { partition: string; definition: string }[] };
    expect(
      indexes.map((index) => [index.partition, index.definition.replace(/^.* USING btree /, '')]),
    ).to.deep.equal([
      ['sensors', '(((record_id)::uuid), id)'],
      ['tariffs', '(record_id, id)'],
    ]);
    // The rows of the history the read's plan looked at (output, and removed by a filter): none
    // read through a scan of a whole partition, for a record written since the instant or not.
    type PlanNode = {
      Schema?: string;
      'Actual Rows'?: number;
      'Actual Loops'?: number;
      'Rows Removed by Filter'?: number;
      Plans?: PlanNode[];
    };
    const looked = (node: PlanNode): number =>
      (node.Schema === 'shop_history'
        ? ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) * (node['Actual Loops'] ?? 1)
        : 0) + (node.Plans ?? []).reduce((sum, child) => sum + looked(child), 0);
    const asKnown = { ...writer('req-32'), writes: false, asKnownAt: known };
    const read = (sql: string, bindings: (string | number)[]) =>
      withRequestContext(asKnown, async () => {
        const answer = (await db.raw(sql, bindings)) as { rows: unknown[] };
        const { rows } = (await db.raw(`EXPLAIN (ANALYZE, VERBOSE, FORMAT JSON) ${sql}`, bindings)) as {
          rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[];
        };
        return { answer: answer.rows, looked: looked(rows[0]!['QUERY PLAN'][0].Plan) };
      });
    const other = (await db('sensors').where({ name: 'Gauge 1' }).first('id')) as { id: string };
    for (const [sql, bindings, answer] of [
      ['SELECT name FROM sensors WHERE id = ?', [gauge.id], [{ name: 'Gauge 0' }]],
      ['SELECT name FROM sensors WHERE id = ?', [other.id], [{ name: 'Gauge 1' }]],
      ['SELECT price FROM tariffs WHERE zone = ? AND band = ?', ['Z7', 7], [{ price: 7 }]],
      ['SELECT price FROM tariffs WHERE zone = ? AND band = ?', ['Z8', 8], [{ price: 8 }]],
    ] as const) {
      const seen = await read(sql, [...bindings]);
      expect(seen.answer, sql).to.deep.equal(answer);
      expect(seen.looked, `${sql} ${bindings.join(', ')}`).to.be.at.most(10);
    }
  });

  it('keeps no index on the value of a reference marked as read by no change, and the one a read as known filters by', async () => {
    await db.raw(
      'CREATE TABLE shop.racks (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), name text NOT NULL)',
    );
    await db.raw(
      `CREATE TABLE shop.shelves (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), name text NOT NULL,
                                  rack_id uuid NOT NULL REFERENCES shop.racks (id), aisle_id uuid)`,
    );
    await installHistory(db, 'shop');
    const valueIndexes = async () =>
      (
        (await db.raw(
          `SELECT pg_get_indexdef(i.indexrelid) AS definition
             FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
            WHERE c.relnamespace = 'shop_history'::regnamespace AND c.relname = 'shelves'
              AND pg_get_indexdef(i.indexrelid) LIKE '%_id''%' ORDER BY 1`,
        )) as { rows: { definition: string }[] }
      ).rows.map((row) => row.definition.replace(/^.* USING btree /, ''));
    const anyImage = (column: string) =>
      `((((COALESCE(row_after, row_before) ->> '${column}'::text))::uuid), id)`;
    const before = (column: string) =>
      `((((row_before ->> '${column}'::text))::uuid), id) WHERE (row_before IS NOT NULL)`;
    expect(await valueIndexes()).to.have.members([
      anyImage('aisle_id'),
      anyImage('rack_id'),
      before('aisle_id'),
      before('rack_id'),
    ]);
    await db.raw(unreadReferenceSql('shelves', 'aisle_id', 'no change gathers shelves by aisle'));
    await installHistory(db, 'shop');
    expect(await valueIndexes()).to.have.members([
      anyImage('rack_id'),
      before('aisle_id'),
      before('rack_id'),
    ]);
    // A read as known by the reference still answers as it stood.
    const [rack] = await db('racks').insert({ name: 'R' }).returning('id');
    const aisle = '00000000-0000-4000-8000-0000000000a1';
    await withRequestContext(writer('req-40'), () =>
      db('shelves').insert({ name: 'Top', rack_id: rack.id, aisle_id: aisle }),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    const known = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await withRequestContext(writer('req-41'), () =>
      db('shelves').where({ aisle_id: aisle }).update({ aisle_id: null, name: 'Moved' }),
    );
    const asKnown = { ...writer('req-42'), writes: false, asKnownAt: known };
    const read = (sql: string) =>
      withRequestContext(asKnown, async () => ((await db.raw(sql, [aisle])) as { rows: unknown[] }).rows);
    expect(await read('SELECT name FROM shelves WHERE aisle_id = ?')).to.deep.equal([{ name: 'Top' }]);
  });

  it('names the tables with a write recorded after an instant, which a report reads through the views', async () => {
    await db.raw(
      'CREATE TABLE shop.pumps (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), name text NOT NULL)',
    );
    await db.raw(
      'CREATE TABLE shop.valves (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), name text NOT NULL)',
    );
    await installHistory(db, 'shop');
    await withRequestContext(writer('req-14'), async () => {
      await db('pumps').insert({ name: 'Pump' });
      await db('valves').insert({ name: 'Valve' });
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const known = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const since = () =>
      withRequestContext({ ...writer('req-15'), writes: false, asKnownAt: known }, () =>
        tablesWrittenSince(db, 'shop'),
      );
    expect(await since()).to.deep.equal([]);
    await withRequestContext(writer('req-16'), async () => db('valves').update({ name: 'Valve II' }));
    expect(await since()).to.deep.equal(['valves']);
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

  it('records a truncation as the deletion of every row, so the rows are still known before it', async () => {
    await db.raw('CREATE TABLE shop.baskets (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), label text)');
    await installHistory(db, 'shop');
    await withRequestContext(writer('req-7'), async () => {
      await db('baskets').insert([{ label: 'Red' }, { label: 'Blue' }]);
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const known = new Date().toISOString();
    await withRequestContext(writer('req-8', 'carol'), async () => {
      await db.raw('TRUNCATE shop.baskets');
    });
    const deletions = (await history('baskets')).filter((row) => row.action === 'delete');
    expect(deletions.map((row) => [row.subject, row.request_id, row.row_before?.label]).sort()).to.deep.equal(
      [
        ['carol', 'req-8', 'Blue'],
        ['carol', 'req-8', 'Red'],
      ],
    );
    const labels = (at: string) =>
      withRequestContext({ ...writer('req-9'), writes: false, asKnownAt: at }, async () =>
        (await db('baskets').orderBy('label').select('label')).map((row: { label: string }) => row.label),
      );
    expect(await labels(known)).to.deep.equal(['Blue', 'Red']);
    expect(await labels(new Date().toISOString())).to.deep.equal([]);
  });

  it('moves a history made before partitioning into one partition per table, keeping its rows and ids', async () => {
    await db.raw('CREATE SCHEMA legacy');
    await db.raw(
      `CREATE TABLE legacy.history (
         id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, table_name text NOT NULL, record_id text,
         action text NOT NULL, row_before jsonb, row_after jsonb, recorded_at timestamptz NOT NULL DEFAULT now(),
         subject text, request_id text, operation text)`,
    );
    await db.raw('CREATE INDEX history_record ON legacy.history (table_name, record_id, id)');
    await db.raw('CREATE TABLE legacy.parcels (id uuid PRIMARY KEY, weight int)');
    await db.raw(
      `INSERT INTO legacy.history (table_name, record_id, action, row_after, subject)
       VALUES ('parcels', '00000000-0000-4000-8000-000000000001', 'insert',
               '{"id": "00000000-0000-4000-8000-000000000001", "weight": 3}', 'dave'),
              ('gone', 'x', 'insert', '{"id": "x"}', 'dave')`,
    );
    await db.raw(`INSERT INTO legacy.parcels VALUES ('00000000-0000-4000-8000-000000000001', 3)`);
    // The table's trigger called the schema's shared function, as before the functions per table.
    await db.raw(
      `CREATE FUNCTION legacy.record_history() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$`,
    );
    await db.raw(
      `CREATE TRIGGER record_history_update AFTER UPDATE ON legacy.parcels
         FOR EACH STATEMENT EXECUTE FUNCTION legacy.record_history()`,
    );
    await db.transaction((trx) => partitionHistory(trx, 'legacy'));
    const { rows } = (await db.raw(
      `SELECT id::int, table_name, tableoid::regclass::text AS partition FROM legacy.history ORDER BY id`,
    )) as { rows: { id: number; table_name: string; partition: string }[] };
    expect(rows).to.deep.equal([
      { id: 1, table_name: 'parcels', partition: 'legacy_history.parcels' },
      { id: 2, table_name: 'gone', partition: 'legacy_history.gone' },
    ]);
    // The table's triggers now call its own function (no second baseline: it was audited), the
    // shared function is gone, and new rows follow the old ids.
    expect(await tablesWithoutHistory(db, 'legacy')).to.deep.equal(['parcels']);
    await installHistory(db, 'legacy');
    expect(await tablesWithoutHistory(db, 'legacy')).to.deep.equal([]);
    const shared = (await db.raw(`SELECT to_regprocedure('legacy.record_history()') AS f`)) as {
      rows: { f: string | null }[];
    };
    expect(shared.rows[0]?.f).to.equal(null);
    await db.raw(`UPDATE legacy.parcels SET weight = 4`);
    const after = (await db.raw('SELECT id::int, action FROM legacy.history ORDER BY id')) as {
      rows: { id: number; action: string }[];
    };
    expect(after.rows.map((row) => row.action)).to.deep.equal(['insert', 'insert', 'update']);
    expect(after.rows.at(-1)?.id).to.be.greaterThan(2);
  });

  describe('a table recorded by group (one history row per group and statement)', () => {
    const TRIP_A = '00000000-0000-4000-8000-00000000000a';
    const TRIP_B = '00000000-0000-4000-8000-00000000000b';
    const legs = (trip: string, stops: string[]) =>
      stops.map((stop, i) => ({ trip_id: trip, seq: i + 1, stop }));
    const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
    const stopsAt = (table: string, at: string) =>
      withRequestContext({ ...writer('req-read'), writes: false, asKnownAt: at }, async () =>
        (await db(table).orderBy(['trip_id', 'seq']).select('trip_id', 'seq', 'stop', 'loud')).map(
          (row: { trip_id: string; seq: number; stop: string; loud: string }) =>
            `${row.trip_id.slice(-1)}${row.seq}:${row.stop}:${row.loud}`,
        ),
      );
    const createLegs = async (table: string) => {
      await db.raw(
        `CREATE TABLE shop.${table} (trip_id uuid NOT NULL, seq int NOT NULL, stop text NOT NULL,
           loud text GENERATED ALWAYS AS (upper(stop)) STORED, PRIMARY KEY (trip_id, seq))`,
      );
    };
    /** Writes to the table that give it four states, each known from the instant returned. */
    const writeLegs = async (table: string) => {
      const instants: string[] = [];
      const known = async () => {
        await tick();
        instants.push(new Date().toISOString());
        await tick();
      };
      await known();
      await withRequestContext(writer('req-g1'), async () => {
        await db(table).insert([...legs(TRIP_A, ['x', 'y', 'z']), ...legs(TRIP_B, ['p', 'q'])]);
      });
      await known();
      // A trip's legs replaced, as a draft's stop times are: deleted and written again.
      await withRequestContext(writer('req-g2', 'bob'), () =>
        db.transaction(async (trx) => {
          await trx(table).where({ trip_id: TRIP_A }).delete();
          await trx(table).insert(legs(TRIP_A, ['x', 'w']));
        }),
      );
      await known();
      await withRequestContext(writer('req-g3'), async () => {
        await db(table).insert({ trip_id: TRIP_B, seq: 3, stop: 's' });
        await db(table).where({ trip_id: TRIP_B, seq: 2 }).update({ stop: 'r' });
        await db(table).where({ trip_id: TRIP_B, seq: 2 }).update({ stop: 'r' });
      });
      await known();
      await withRequestContext(writer('req-g4'), async () => {
        await db.raw(`TRUNCATE shop.${table}`);
      });
      await known();
      return instants;
    };
    const STATES = [
      [],
      ['a1:x:X', 'a2:y:Y', 'a3:z:Z', 'b1:p:P', 'b2:q:Q'],
      ['a1:x:X', 'a2:w:W', 'b1:p:P', 'b2:q:Q'],
      ['a1:x:X', 'a2:w:W', 'b1:p:P', 'b2:r:R', 'b3:s:S'],
      [],
    ];

    it('keeps one history row per group and statement, with the rows before and after, and answers every instant', async () => {
      await createLegs('legs');
      await db.raw(groupedHistorySql('legs', 'trip_id', 'a trip is written whole'));
      await installHistory(db, 'shop');
      expect(await tablesWithoutHistory(db, 'shop')).to.deep.equal([]);
      const instants = await writeLegs('legs');
      // A statement's groups in any order; each group's rows in the order written.
      const rows = (await history('legs')).sort(
        (x, y) =>
          String(x.request_id).localeCompare(String(y.request_id)) || x.record_id.localeCompare(y.record_id),
      );
      const stops = (image: unknown) =>
        image === null ? null : (image as { seq: number; stop: string }[]).map((l) => `${l.seq}${l.stop}`);
      expect(
        rows.map((row) => [
          row.action,
          row.record_id.slice(-1),
          row.request_id,
          stops(row.row_before),
          stops(row.row_after),
        ]),
      ).to.deep.equal([
        // Inserted into groups without rows: no image, the rows are the table's until the next
        // write, which has them before it (ADR 0127).
        ['insert', 'a', 'req-g1', null, null],
        ['insert', 'b', 'req-g1', null, null],
        ['delete', 'a', 'req-g2', ['1x', '2y', '3z'], null],
        ['insert', 'a', 'req-g2', null, null],
        // Added to a group that has rows: the group's rows as the table holds them.
        ['insert', 'b', 'req-g3', ['1p', '2q'], ['1p', '2q', '3s']],
        // The second, identical update changed nothing, and is not recorded.
        ['update', 'b', 'req-g3', ['1p', '2q', '3s'], ['1p', '2r', '3s']],
        ['delete', 'a', 'req-g4', ['1x', '2w'], null],
        ['delete', 'b', 'req-g4', ['1p', '2r', '3s'], null],
      ]);
      const answers = [];
      for (const at of instants) answers.push(await stopsAt('legs', at));
      expect(answers).to.deep.equal(STATES);
    });

    it('moves a history kept row by row to one row per group, answering every instant as before', async () => {
      await createLegs('hops');
      await installHistory(db, 'shop');
      const instants = await writeLegs('hops');
      const before = [];
      for (const at of instants) before.push(await stopsAt('hops', at));
      expect(before).to.deep.equal(STATES);
      expect((await history('hops')).length).to.equal(17);
      await db.transaction(async (trx) => {
        await trx.raw(groupedHistorySql('hops', 'trip_id', 'a trip is written whole'));
        await groupHistory(trx, 'shop', 'hops', 'trip_id');
        // In the same transaction: the rows the move replaced are still there for its snapshot,
        // and the new views' index on the group's uuid must not read their old record ids.
        await installHistory(trx, 'shop');
      });
      expect(await tablesWithoutHistory(db, 'shop')).to.deep.equal([]);
      const after = [];
      for (const at of instants) after.push(await stopsAt('hops', at));
      expect(after).to.deep.equal(STATES);
      expect((await history('hops')).map((row) => [row.action, row.record_id.slice(-1)])).to.deep.equal([
        ['insert', 'a'],
        ['insert', 'b'],
        ['delete', 'a'],
        ['insert', 'a'],
        ['insert', 'b'],
        ['update', 'b'],
        ['delete', 'a'],
        ['delete', 'b'],
      ]);
      // Written after the move, a group's rows follow on from its moved history: the rows of an
      // insert into the emptied group are the next write's rows before it.
      await db('hops').insert(legs(TRIP_A, ['v']));
      await db('hops').insert({ trip_id: TRIP_A, seq: 2, stop: 'u' });
      const [refilled, last] = (await history('hops')).slice(-2);
      expect([refilled?.row_before, refilled?.row_after]).to.deep.equal([null, null]);
      expect([last?.row_before, last?.row_after]).to.deep.equal([
        [{ trip_id: TRIP_A, seq: 1, stop: 'v', loud: 'V' }],
        [
          { trip_id: TRIP_A, seq: 1, stop: 'v', loud: 'V' },
          { trip_id: TRIP_A, seq: 2, stop: 'u', loud: 'U' },
        ],
      ]);
    });

    it('finds by a reference the groups that held it at the instant, written since or not', async () => {
      const S1 = '00000000-0000-4000-8000-000000000010';
      const S2 = '00000000-0000-4000-8000-000000000020';
      const S3 = '00000000-0000-4000-8000-000000000030';
      await db.raw(
        `CREATE TABLE shop.calls (trip_id uuid NOT NULL, seq int NOT NULL, stop_id uuid NOT NULL,
           PRIMARY KEY (trip_id, seq))`,
      );
      await db.raw(groupedHistorySql('calls', 'trip_id', 'a trip is written whole'));
      await installHistory(db, 'shop');
      const calls = (trip: string, stops: string[]) =>
        stops.map((stop_id, i) => ({ trip_id: trip, seq: i + 1, stop_id }));
      await withRequestContext(writer('req-c1'), () =>
        db('calls').insert([...calls(TRIP_A, [S1, S2]), ...calls(TRIP_B, [S2, S1])]),
      );
      await tick();
      const known = new Date().toISOString();
      await tick();
      // After the instant: trip A no longer calls at S1 (its calls replaced), a new trip does.
      await withRequestContext(writer('req-c2'), () =>
        db.transaction(async (trx) => {
          await trx('calls').where({ trip_id: TRIP_A }).delete();
          await trx('calls').insert(calls(TRIP_A, [S3]));
          await trx('calls').insert(calls('00000000-0000-4000-8000-00000000000c', [S1]));
        }),
      );
      const callingAt = (at: string | null, stops: string[]) =>
        withRequestContext(
          { ...writer('req-c3'), writes: false, ...(at ? { asKnownAt: at } : {}) },
          async () => {
            const { rows } = (await db.raw(
              `SELECT trip_id, seq FROM calls WHERE stop_id = ANY (:stops::uuid[])
                AND trip_id IN (${groupsHoldingSql('shop', { name: 'calls', group: 'trip_id' }, 'stop_id', ':stops::text[]')})
              ORDER BY trip_id, seq`,
              { stops },
            )) as { rows: { trip_id: string; seq: number }[] };
            return rows.map((row) => `${row.trip_id.slice(-1)}${row.seq}`);
          },
        );
      // A from its images before its replacement, B from the table (not written since).
      expect(await callingAt(known, [S1])).to.deep.equal(['a1', 'b2']);
      expect(await callingAt(null, [S1])).to.deep.equal(['b2', 'c1']);
    });

    it('answers a group written since the instant once, from its history, whatever the text of its column', async () => {
      // A timestamp's text (`<date> 07:30:00`) is not its JSON text (`<date>T07:30:00`): the
      // group's trigger names it by the first, and so must the view asking what was written since.
      const slot = `${daysFromToday(7)} 07:30`;
      await db.raw(
        `CREATE TABLE shop.departures (slot timestamp NOT NULL, gate int NOT NULL, crew text NOT NULL,
           PRIMARY KEY (slot, gate))`,
      );
      await db.raw(groupedHistorySql('departures', 'slot', 'a slot is written whole'));
      await installHistory(db, 'shop');
      await withRequestContext(writer('req-d1'), async () => {
        await db('departures').insert([
          { slot, gate: 1, crew: 'Ada' },
          { slot, gate: 2, crew: 'Bo' },
        ]);
      });
      await tick();
      const known = new Date().toISOString();
      await tick();
      await withRequestContext(writer('req-d2'), async () => {
        await db('departures').where({ gate: 2 }).update({ crew: 'Cy' });
      });
      const crews = await withRequestContext(
        { ...writer('req-d3'), writes: false, asKnownAt: known },
        async () =>
          (await db('departures').orderBy('gate').select('gate', 'crew')).map(
            (row: { gate: number; crew: string }) => `${row.gate}:${row.crew}`,
          ),
      );
      expect(crews).to.deep.equal(['1:Ada', '2:Bo']);
    });
  });
});
