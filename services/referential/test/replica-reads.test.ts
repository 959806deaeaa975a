import { expect } from 'chai';
import { setTimeout as sleep } from 'node:timers/promises';
import { createDatabase, type Database } from '@transport/platform';
import {
  createTestDatabase,
  expectProblem,
  startTestService,
  type TestService,
} from '@transport/platform/testing';
import { referentialService } from '../src/referential-service.ts';
import { AREA_WRITE, BAY_READ, BAY_WRITE, createArea, createBay, uniqueCode } from './fixtures.ts';

/**
 * The read URL stands for the read-only pooler: a login of its own on the same database whose
 * sessions cannot write (`default_transaction_read_only`), as a replica's cannot.
 */
describe('reads on the read URL and across a lost connection', () => {
  const reader = `replica_reader_${process.pid}`;
  let url: string;
  let admin: Database;
  let service: TestService;

  before(async function () {
    this.timeout(60_000); // a platform of its own and a second login

    url = await createTestDatabase();
    admin = createDatabase({ url, schema: 'public', poolMax: 2, applicationName: 'test-admin' });
    const owner = (await sql<{ user: string }>('SELECT current_user AS user'))[0]?.user as string;
    await admin.raw(`DROP ROLE IF EXISTS ${reader}`);
    await admin.raw(`CREATE ROLE ${reader} LOGIN PASSWORD 'reader' IN ROLE "${owner}"`);
    await admin.raw(`ALTER ROLE ${reader} SET default_transaction_read_only = on`);
    const readUrl = new URL(url);
    readUrl.username = reader;
    readUrl.password = 'reader';
    service = await startTestService(referentialService, {
      DATABASE_URL: url,
      DATABASE_READ_URL: readUrl.toString(),
    });
  });
  after(async () => {
    await service?.close();
    await admin?.raw(`DROP ROLE IF EXISTS ${reader}`).catch(() => {});
    await admin?.destroy();
  });

  const sql = async <Row>(text: string, bindings: unknown[] = []): Promise<Row[]> =>
    ((await admin.raw(text, bindings as never)) as { rows: Row[] }).rows;

  const readerSessions = async () =>
    (
      await sql<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE usename = ? AND datname = current_database()',
        [reader],
      )
    )[0]?.n;

  /** Holds `table` locked until the returned function is called, so that statements on it wait. */
  async function lock(table: string): Promise<() => Promise<void>> {
    const locker = await admin.transaction();
    await locker.raw(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
    return async () => void (await locker.commit());
  }

  /** Ends the sessions waiting on a lock (a switchover ends every session of the old primary). */
  async function terminateWaiting(): Promise<number> {
    for (let i = 0; i < 200; i += 1) {
      const rows = await sql<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity
         WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
      );
      if (rows.length > 0) {
        await sql('SELECT pg_terminate_backend(pid) FROM unnest(?::int[]) pid', [rows.map((r) => r.pid)]);
        return rows.length;
      }
      await sleep(25);
    }
    throw new Error('no statement came to wait on the lock');
  }

  it('sends a search to the read URL, and a write and the read of the written record to the primary', async () => {
    const staff = service.as([AREA_WRITE, BAY_READ, BAY_WRITE]);
    const areaId = await createArea(staff);
    const code = uniqueCode('RR');
    // The write succeeds: on the read URL it would be refused (read-only sessions).
    const bayId = await createBay(staff, areaId, code);
    expect((await staff.get(`/referential/v1/bays/${bayId}`)).body).to.include({ code });
    expect(await readerSessions(), 'the write and the read by id used the primary only').to.equal(0);

    const search = await staff.get(`/referential/v1/bays?stationAreaId.value=${areaId}`);
    expect(search.status).to.equal(200);
    expect(search.body.data.map((b: { code: string }) => b.code)).to.deep.equal([code]);
    expect(await readerSessions(), 'the search was answered on the read URL').to.be.greaterThan(0);
  });

  it("counts the read URL's connections apart from the primary's in the pool metrics", async () => {
    const staff = service.as([AREA_WRITE, BAY_READ, BAY_WRITE]);
    const areaId = await createArea(staff);
    await createBay(staff, areaId, uniqueCode('RM'));
    const search = await staff.get(`/referential/v1/bays?stationAreaId.value=${areaId}`);
    expect(search.status).to.equal(200);

    const scrape = await service.built.deps.metrics.registry.metrics();
    const connections = (pool: string, state: string) =>
      Number(
        new RegExp(
          `^db_pool_connections\\{pool="${pool}",state="${state}",service="referential"\\} (\\d+)$`,
          'm',
        ).exec(scrape)?.[1],
      );
    // The search's connection went back to the read pool, the write's to the primary's.
    expect(connections('read', 'free'), 'free read connections').to.be.greaterThan(0);
    expect(connections('primary', 'free'), 'free primary connections').to.be.greaterThan(0);
    for (const pool of ['primary', 'read']) {
      expect(connections(pool, 'used'), `used ${pool} connections`).to.equal(0);
      expect(connections(pool, 'pending'), `pending ${pool} connections`).to.equal(0);
    }
  });

  it('answers a read whose connection is ended mid-flight (sent once more), and does not send a write again', async () => {
    const staff = service.as([AREA_WRITE, BAY_READ, BAY_WRITE]);
    const areaId = await createArea(staff);
    const code = uniqueCode('RS');
    await createBay(staff, areaId, code);

    let release = await lock('referential.bays');
    const read = staff.get(`/referential/v1/bays?stationAreaId.value=${areaId}`);
    try {
      expect(await terminateWaiting()).to.equal(1);
    } finally {
      await release();
    }
    const answered = await read;
    expect(answered.status, answered.text).to.equal(200);
    expect(answered.body.data.map((b: { code: string }) => b.code)).to.deep.equal([code]);

    const lost = uniqueCode('RW');
    release = await lock('referential.bays');
    const write = staff.post('/referential/v1/bays', { stationAreaId: areaId, code: lost, position: 1 });
    try {
      expect(await terminateWaiting()).to.equal(1);
    } finally {
      await release();
    }
    const refused = await write;
    expectProblem(refused, 503, 'database-unavailable');
    const rows = await sql('SELECT 1 FROM referential.bays WHERE code = ?', [lost]);
    expect(rows, 'the write was not sent again').to.have.length(0);
  });
});
