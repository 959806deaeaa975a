/**
 * The as-known views give back every column as the table holds it, whatever its type: a table
 * recorded by group reads each column of its rows' images on its own (only the columns a
 * statement reads are computed, ADR 0100), and must answer what the table answered then.
 */
import { expect } from 'chai';
import { testEnvironment } from '@transport/dev-stack';
import {
  createDatabase,
  groupedHistorySql,
  historySql,
  installHistory,
  withRequestContext,
  type Database,
} from '../src/index.ts';
import { daysFromToday } from '../src/testing/dates.ts';

const TRIP = '00000000-0000-4000-8000-0000000000c1';
const OTHER = '00000000-0000-4000-8000-0000000000c2';

/** Columns of every kind a registry table has, and a row image cannot say by itself. */
const COLUMNS = `trip_id uuid NOT NULL, seq int NOT NULL,
  days smallint[], tags text[], extra jsonb, raw json, at timestamptz, day date, leaves time,
  fare numeric(10,2), big bigint, step_free boolean, kind shop.kind, wait interval, blob bytea, note text`;

const ROWS = [
  {
    trip_id: TRIP,
    seq: 1,
    days: [1, 2, 5],
    tags: ['a "quoted" tag', 'b,c', ''],
    extra: { nested: { n: 1 }, list: [1, 'x'] },
    raw: '{"k": [true, null]}',
    at: `${daysFromToday(-30)}T05:06:07.891Z`,
    day: daysFromToday(-60),
    leaves: '23:59:58',
    fare: '12.50',
    big: '9007199254740993',
    step_free: true,
    kind: 'BUS',
    wait: '1 day 02:03:04',
    blob: Buffer.from([0, 1, 254, 255]),
    note: "l'été\nnext line",
  },
  // Every column that may be absent, absent; an array and a text empty rather than absent.
  { trip_id: TRIP, seq: 2, days: [], tags: null, extra: null, raw: null, at: null, day: null, leaves: null },
  { trip_id: OTHER, seq: 1, days: null, tags: [], extra: [], step_free: false, note: '' },
];

describe('the as-known views, column by column', () => {
  let db: Database;

  before(async () => {
    const url = await testEnvironment().createDatabase();
    db = createDatabase({ url, schema: 'shop', poolMax: 1 });
    await db.raw('CREATE SCHEMA shop');
    await db.raw(historySql('shop'));
    await db.raw(`CREATE TYPE shop.kind AS ENUM ('BUS', 'COACH')`);
    await db.raw(`CREATE TABLE shop.legs (${COLUMNS}, PRIMARY KEY (trip_id, seq))`);
    await db.raw(`CREATE TABLE shop.fares (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), ${COLUMNS})`);
    await db.raw(groupedHistorySql('legs', 'trip_id', 'a trip is written whole'));
    await installHistory(db, 'shop');
  });
  after(() => db?.destroy());

  const read = (table: string, asKnownAt?: string) =>
    withRequestContext(
      {
        subject: 'alice',
        requestId: 'req-read',
        operation: 'read',
        writes: false,
        ...(asKnownAt ? { asKnownAt } : {}),
      },
      // Whether json is absent is asked of Postgres: node reads a JSON null as null too.
      async () =>
        await db(table)
          .orderBy(['trip_id', 'seq'])
          .select(db.raw(`${table}.*, ${table}.extra IS NULL AS no_extra, ${table}.raw IS NULL AS no_raw`)),
    );

  for (const table of ['legs', 'fares']) {
    it(`answers every column of ${table} as known at an instant as the table held it then`, async () => {
      await withRequestContext(
        { subject: 'alice', requestId: 'req-w', operation: 'write', writes: true },
        () => db(table).insert(ROWS),
      );
      await new Promise((resolve) => setTimeout(resolve, 5));
      const known = new Date().toISOString();
      await new Promise((resolve) => setTimeout(resolve, 5));
      const then = await read(table);
      expect(then.map((row: { no_extra: boolean }) => row.no_extra)).to.deep.equal([false, true, false]);
      await withRequestContext(
        { subject: 'bob', requestId: 'req-w2', operation: 'write', writes: true },
        () => db(table).update({ note: 'changed since', days: [7], extra: { since: true } }),
      );
      expect(await read(table, known)).to.deep.equal(then);
    });
  }
});
