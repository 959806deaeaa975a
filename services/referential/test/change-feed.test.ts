/**
 * The change feed (ADR 0065), shown on the referential: each write's event committed with it,
 * none for a write rolled back, the feed resumable from a cursor with no gap a consumer polling
 * during concurrent writes could miss, a change recorded ahead coming into force once, and the
 * events of a family served only to its readers.
 */
import { expect } from 'chai';
import {
  connectMcp,
  createTestDatabase,
  daysFromToday,
  expectFieldError,
  expectProblem,
  startTestService,
  TEST_TIME_ZONE,
  type ApiClient,
  type TestService,
} from '@transport/platform/testing';
import { createDatabase, emitCameIntoForce, withRequestContext, type Database } from '@transport/platform';
import { referentialService } from '../src/referential-service.ts';
import { AREA_READ, AREA_WRITE, createArea, uniqueCode } from './fixtures.ts';
import {
  BENEFICIARY_WRITE,
  CARRIER_READ,
  CARRIER_WRITE,
  CATEGORY_READ,
  CATEGORY_WRITE,
  IBAN_FR,
  carrierSuspendedFrom,
  registerCarrier,
} from './carriers-fixtures.ts';

const EVENTS_READ = 'referential.events:read';

interface FeedEvent {
  id: string;
  type: string;
  subject: string;
  cursor: string;
  time: string;
  validfrom?: string;
  recordedby?: string;
  requestid?: string;
  operation?: string;
  data: Record<string, unknown>;
}

describe('change feed', function () {
  // The feed serves a write once every older transaction that could write this schema has ended
  // (ADR 0072); the reads wait that out, on a loaded machine.
  this.timeout(90_000);
  let service: TestService;
  let staff: ApiClient;
  let reader: ApiClient;

  before(async function () {
    this.timeout(60_000);
    // The scheduled work is run by the tests themselves, with the day they choose.
    service = await startTestService(referentialService, { EVENTS_INTERVAL_MS: '0' });
    staff = service.as([CARRIER_READ, CARRIER_WRITE, BENEFICIARY_WRITE, CATEGORY_READ, CATEGORY_WRITE]);
    reader = service.as([EVENTS_READ, CARRIER_READ, CATEGORY_READ]);
  });
  before(async function () {
    // The first requests compile each operation's validators: a one-off cost, paid here.
    this.timeout(60_000);
    const { id } = await registerCarrier(staff);
    await staff.post(`/referential/v1/carriers/${id}/activation`);
    await staff.post(`/referential/v1/carriers/${id}/suspension`, { reason: 'warming up' });
    await reader.get(`/referential/v1/events?subjects=carrier/${id}`);
  });
  after(() => service?.close());

  /**
   * Every event of `subject` the reader is served, following the feed from its start, once it
   * serves `atLeast` of them: the feed serves a write once every transaction older than it has
   * ended that could write this schema (ADR 0072).
   */
  async function eventsOf(subject: string, client = reader, atLeast = 0): Promise<FeedEvent[]> {
    for (let tries = 0; ; tries += 1) {
      const response = await client.get(`/referential/v1/events?subjects=${subject}&size=1000`);
      expect(response.status, response.text).to.equal(200);
      const events = response.body.data as FeedEvent[];
      if (events.length >= atLeast || tries >= 600) return events;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('gives each write of a carrier one CloudEvent, in order, with who, the request and a link', async () => {
    const { id } = await registerCarrier(staff);
    const requestId = `feed-${uniqueCode('R')}`;
    expect((await staff.post(`/referential/v1/carriers/${id}/activation`)).status).to.equal(200);
    const suspended = await staff.post(
      `/referential/v1/carriers/${id}/suspension`,
      { reason: 'insurance lapsed' },
      { headers: { 'x-request-id': requestId } },
    );
    expect(suspended.status).to.equal(200);

    const events = await eventsOf(`carrier/${id}`, reader, 3);
    expect(events.map((e) => e.type)).to.deep.equal([
      'referential.carrier.registered',
      'referential.carrier.activated',
      'referential.carrier.suspended',
    ]);
    const last = events[2] as FeedEvent;
    expect(last).to.include({
      specversion: '1.0',
      source: '/referential/v1',
      subject: `carrier/${id}`,
      datacontenttype: 'application/json',
      recordedby: 'test-user',
      requestid: requestId,
      operation: 'suspendCarrier',
      validfrom: daysFromToday(0),
    });
    expect(last.data).to.include({ id, link: `/referential/v1/carriers/${id}`, operation: 'suspendCarrier' });
    expect(new Set(events.map((e) => e.id)).size).to.equal(3);
    // The link is the record as it stands.
    const linked = await staff.get(last.data.link as string);
    expect(linked.body.status).to.equal('SUSPENDED');
  });

  it('gives each write of a station area one event with the version it wrote, in the order written', async () => {
    const areas = service.as([AREA_READ, AREA_WRITE]);
    const id = await createArea(areas);
    for (const name of ['Renamed once', 'Renamed twice'])
      expect((await areas.patch(`/referential/v1/station-areas/${id}`, { name })).status).to.equal(200);

    const events = await eventsOf(`station-area/${id}`, service.as([EVENTS_READ, AREA_READ]), 3);
    expect(events.map((e) => e.type)).to.deep.equal([
      'referential.station-area.created',
      'referential.station-area.corrected',
      'referential.station-area.corrected',
    ]);
    // Each event names the version its write left: a consumer orders two changes of the record by it.
    expect(events.map((e) => e.data.version)).to.deep.equal([1, 2, 3]);
  });

  it('gives a write of two of a record’s tables one event, with the later first day of the two', async () => {
    const areas = service.as([AREA_READ, AREA_WRITE]);
    const id = await createArea(areas);
    const lastDay = daysFromToday(10);
    const context = {
      subject: 'feed-test',
      requestId: `two-${id}`,
      operation: 'correctStationArea',
      writes: true,
    };
    await withRequestContext(context, () =>
      service.built.deps.db.transaction(async (trx) => {
        // The record's own row first (no first day), then its dated row ended on a day to come.
        await trx.raw(`UPDATE station_areas SET name = 'Two tables' WHERE id = ?`, [id]);
        const ended = (await trx.raw(
          `UPDATE station_area_states SET effective_to = ? WHERE station_area_id = ? AND effective_to IS NULL`,
          [lastDay, id],
        )) as { rowCount: number };
        expect(ended.rowCount).to.equal(1);
      }),
    );

    const events = await eventsOf(`station-area/${id}`, service.as([EVENTS_READ, AREA_READ]), 2);
    const written = events.filter((e) => e.requestid === context.requestId);
    expect(written.map((e) => e.type)).to.deep.equal(['referential.station-area.corrected']);
    // Its first day is the day after the period's new end, which the second statement wrote.
    expect(written[0]?.validfrom).to.equal(daysFromToday(11));
    expect(written[0]?.data.version).to.equal(2);
  });

  it('gives a one-row and a many-row statement of one transaction their events, in order, once each', async () => {
    const areas = service.as([AREA_READ, AREA_WRITE]);
    const first = await createArea(areas);
    const context = {
      subject: 'feed-test',
      requestId: `rows-${first}`,
      operation: 'correctStationArea',
      writes: true,
    };
    const [from, later] = [daysFromToday(20), daysFromToday(30)];
    const second = await withRequestContext(context, () =>
      service.built.deps.db.transaction(async (trx) => {
        // One history row a statement: the record's own row, then a new record.
        await trx.raw(`UPDATE station_areas SET name = 'One row' WHERE id = ?`, [first]);
        const created = (await trx.raw(
          `INSERT INTO station_areas (code, name, created_by, updated_by) VALUES (?, 'Many rows', 'test', 'test') RETURNING id`,
          [uniqueCode('MR')],
        )) as { rows: { id: string }[] };
        const id = created.rows[0]?.id as string;
        // Two history rows of that new record in one statement: its two dated periods.
        const periods = (await trx.raw(
          `INSERT INTO station_area_states (station_area_id, status, accessible, max_vehicle_length_m,
              max_vehicle_height_m, vehicle_categories, effective_from, effective_to, created_by, updated_by)
           SELECT a.id, 'ACTIVE', a.accessible, a.max_vehicle_length_m, a.max_vehicle_height_m,
                  a.vehicle_categories, p.starts::date, p.ends::date, 'test', 'test'
             FROM station_areas a, (VALUES (?, ?), (?, NULL)) p (starts, ends)
            WHERE a.id = ?`,
          [from, daysFromToday(29), later, id],
        )) as { rowCount: number };
        expect(periods.rowCount).to.equal(2);
        return id;
      }),
    );

    const subjects = `station-area/${first},station-area/${second}`;
    const events = (await eventsOf(subjects, service.as([EVENTS_READ, AREA_READ]), 3)).filter(
      (e) => e.requestid === context.requestId,
    );
    expect(events.map((e) => [e.subject, e.type])).to.deep.equal([
      [`station-area/${first}`, 'referential.station-area.corrected'],
      [`station-area/${second}`, 'referential.station-area.corrected'],
    ]);
    // The new record's one event, raised by the many-row statement to the later of its first days.
    expect(events[1]?.validfrom).to.equal(later);
  });

  it('leaves a many-row statement’s events its transaction already wrote as they stand, and raises or adds the others', async () => {
    const areas = service.as([AREA_READ, AREA_WRITE]);
    const [a, b, c] = [await createArea(areas), await createArea(areas), await createArea(areas)];
    const [ended, after, later] = [daysFromToday(1), daysFromToday(2), daysFromToday(8)];
    // The third area's period ended before the transaction: it has no event of it.
    await service.built.deps.db.raw(
      `UPDATE station_area_states SET effective_to = ? WHERE station_area_id = ? AND effective_to IS NULL`,
      [ended, c],
    );
    const context = {
      subject: 'feed-test',
      requestId: `known-${a}`,
      operation: 'correctStationArea',
      writes: true,
    };
    await withRequestContext(context, () =>
      service.built.deps.db.transaction(async (trx) => {
        // One statement each: the first two areas' events, from the day after their periods' end.
        for (const id of [a, b])
          await trx.raw(
            `UPDATE station_area_states SET effective_to = ? WHERE station_area_id = ? AND effective_to IS NULL`,
            [ended, id],
          );
        // One statement of many rows: the first area's from that day (known) and from a later one
        // (raises it), the second's from that day (known), the third's (new).
        const periods = (await trx.raw(
          `INSERT INTO station_area_states (station_area_id, status, accessible, max_vehicle_length_m,
              max_vehicle_height_m, vehicle_categories, effective_from, effective_to, created_by, updated_by)
           SELECT s.station_area_id, 'ACTIVE', s.accessible, s.max_vehicle_length_m, s.max_vehicle_height_m,
                  s.vehicle_categories, p.starts::date, p.ends::date, 'test', 'test'
             FROM (VALUES (?::uuid, ?, ?), (?::uuid, ?, NULL), (?::uuid, ?, NULL), (?::uuid, ?, NULL))
                  p (area, starts, ends)
             JOIN station_area_states s ON s.station_area_id = p.area AND s.effective_to = ?`,
          [a, after, daysFromToday(3), a, later, b, after, c, after, ended],
        )) as { rowCount: number };
        expect(periods.rowCount).to.equal(4);
      }),
    );

    const subjects = [a, b, c].map((id) => `station-area/${id}`).join(',');
    const events = (await eventsOf(subjects, service.as([EVENTS_READ, AREA_READ]), 6)).filter(
      (e) => e.requestid === context.requestId,
    );
    expect(events.map((e) => [e.subject, e.validfrom])).to.deep.equal([
      [`station-area/${a}`, later],
      [`station-area/${b}`, after],
      [`station-area/${c}`, after],
    ]);
  });

  it('emits nothing for a dry run or a write refused, and never a payout detail', async () => {
    const { id } = await registerCarrier(staff);
    const dryRun = await staff.post(`/referential/v1/carriers/${id}/activation`, undefined, {
      headers: { prefer: 'dry-run' },
    });
    expect(dryRun.status).to.equal(200);
    expect(dryRun.headers.get('preference-applied')).to.equal('dry-run');
    // A PENDING carrier cannot be suspended: refused, rolled back.
    expectProblem(
      await staff.post(`/referential/v1/carriers/${id}/suspension`, { reason: 'x' }),
      409,
      'carrier-transition-refused',
    );
    const recorded = await staff.post(`/referential/v1/carriers/${id}/beneficiaries`, {
      holderName: 'Cars du Nord SA',
      accountIdentifier: IBAN_FR,
      bankName: 'La Banque',
      bic: 'AGRIFRPP',
      reference: 'PAYOUT-NORD',
      effectiveFrom: daysFromToday(0),
    });
    expect(recorded.status, recorded.text).to.equal(201);

    const events = await eventsOf(`carrier/${id}`, reader, 2);
    expect(events.map((e) => e.type)).to.deep.equal([
      'referential.carrier.registered',
      // Payout details belong to the carrier, recorded by another family's operation.
      'referential.carrier.changed',
    ]);
    const text = JSON.stringify(events);
    for (const secret of [IBAN_FR, 'Cars du Nord SA', 'AGRIFRPP', 'PAYOUT-NORD', 'La Banque']) {
      expect(text).not.to.include(secret);
    }
  });

  it('serves a family’s events only to its readers, and the feed only with its permission', async () => {
    const { id } = await registerCarrier(staff);
    expect(await eventsOf(`carrier/${id}`, reader, 1)).to.have.length(1);
    const categoriesOnly = service.as([EVENTS_READ, CATEGORY_READ]);
    expect(await eventsOf(`carrier/${id}`, categoriesOnly)).to.deep.equal([]);
    expectProblem(await service.as([CARRIER_READ]).get('/referential/v1/events'), 403, 'forbidden');
  });

  it('resumes from a cursor; refuses one it never issued with 410 naming the oldest, and a malformed one with 400', async () => {
    const { id } = await registerCarrier(staff);
    await eventsOf(`carrier/${id}`, reader, 1); // served once older transactions have ended
    const first = await reader.get(`/referential/v1/events?subjects=carrier/${id}`);
    const cursor = first.body.next as string;
    expect(first.body.data.at(-1).cursor).to.equal(cursor);
    expect((await staff.post(`/referential/v1/carriers/${id}/activation`)).status).to.equal(200);
    await eventsOf(`carrier/${id}`, reader, 2);
    const resumed = await reader.get(`/referential/v1/events?after=${cursor}&subjects=carrier/${id}`);
    expect(resumed.body.data.map((e: FeedEvent) => e.type)).to.deep.equal(['referential.carrier.activated']);
    const nothingNew = await reader.get(
      `/referential/v1/events?after=${resumed.body.next}&subjects=carrier/${id}`,
    );
    expect(nothingNew.body).to.deep.include({ data: [], next: resumed.body.next, retentionDays: 30 });

    const [xid, eventId] = cursor.split('-').map(Number) as [number, number];
    const gone = await reader.get(`/referential/v1/events?after=${xid + 1000000}-${eventId}`);
    expectProblem(gone, 410, 'event-cursor-gone');
    expect(gone.body.errors).to.deep.equal([
      { field: 'query.after', message: 'is no cursor of this feed kept now' },
    ]);
    expect(gone.body.detail).to.include(first.body.oldest);
    expectFieldError(await reader.get('/referential/v1/events?after=yesterday'), 'query.after');
    expectFieldError(await reader.get('/referential/v1/events?types=Not%20A%20Type'), 'query.types');
  });

  it('names its newest cursor, whatever the types asked: reading after it gives only what comes next', async () => {
    const { id } = await registerCarrier(staff);
    const registered = (await eventsOf(`carrier/${id}`, reader, 1)).at(-1);
    const start = await reader.get('/referential/v1/events?size=1&types=referential.carrier.activated');
    expect(start.status, start.text).to.equal(200);
    expect(start.body.newest).to.equal(registered?.cursor);
    expect((await staff.post(`/referential/v1/carriers/${id}/activation`)).status).to.equal(200);
    await eventsOf(`carrier/${id}`, reader, 2);
    const next = await reader.get(`/referential/v1/events?after=${start.body.newest}`);
    expect(next.body.data.map((e: FeedEvent) => `${e.type} ${e.subject}`)).to.deep.equal([
      `referential.carrier.activated carrier/${id}`,
    ]);
  });

  it('filters by type', async () => {
    const { id } = await registerCarrier(staff);
    expect((await staff.post(`/referential/v1/carriers/${id}/activation`)).status).to.equal(200);
    const response = await reader.get(
      `/referential/v1/events?subjects=carrier/${id}&types=referential.carrier.activated`,
    );
    expect(response.body.data.map((e: FeedEvent) => e.type)).to.deep.equal(['referential.carrier.activated']);
  });

  it('serves no event of a transaction before every earlier one has ended: a consumer misses none', async () => {
    const db = service.built.deps.db;
    const write = (code: string) =>
      `INSERT INTO vehicle_categories (code, name, created_by, updated_by)
       VALUES ('${code}', '${code}', 'feed-test', 'feed-test') RETURNING id`;
    const context = {
      subject: 'feed-test',
      requestId: 'feed',
      operation: 'declareVehicleCategory',
      writes: true,
    };
    const start = (await reader.get('/referential/v1/events?size=1')).body.oldest as string;
    const ids: string[] = [];
    await withRequestContext(context, async () => {
      // The earlier transaction takes its id first, and commits last.
      const earlier = await db.transaction();
      ids.push(
        ((await earlier.raw(write(uniqueCode('EARLY')))) as { rows: { id: string }[] }).rows[0]?.id as string,
      );
      const later = await db.transaction();
      ids.push(
        ((await later.raw(write(uniqueCode('LATE')))) as { rows: { id: string }[] }).rows[0]?.id as string,
      );
      await later.commit();
      const rolledBack = await db.transaction();
      ids.push(
        ((await rolledBack.raw(write(uniqueCode('GONE')))) as { rows: { id: string }[] }).rows[0]
          ?.id as string,
      );
      await rolledBack.rollback();

      // The later one committed, but an earlier transaction is still open: neither is served yet.
      const whileOpen = await followFeed(reader, start);
      expect(whileOpen.filter((e) => ids.includes(e.data.id as string))).to.deep.equal([]);
      await earlier.commit();
    });
    const served = (await followFeed(reader, start)).filter((e) => ids.includes(e.data.id as string));
    // Both, the earlier first; none for the write rolled back.
    expect(served.map((e) => e.data.id)).to.deep.equal(ids.slice(0, 2));
    expect(served.map((e) => e.type)).to.deep.equal([
      'referential.vehicle-category.declared',
      'referential.vehicle-category.declared',
    ]);
  });

  it('is not held back by a long transaction of another service or database; one that could write here holds it', async () => {
    const url = service.built.deps.config.DATABASE_URL;
    const db = service.built.deps.db;
    // Another service's schema with its feed, on the same database; and another database.
    await db.raw(
      'CREATE SCHEMA IF NOT EXISTS other_service; CREATE TABLE IF NOT EXISTS other_service.events (id int)',
    );
    const handles: Database[] = [
      createDatabase({ url, schema: 'other_service', applicationName: 'other_service', poolMax: 1 }),
      createDatabase({
        url: await createTestDatabase(),
        schema: 'public',
        applicationName: 'referential',
        poolMax: 1,
      }),
      // An operator's session: it could write this schema.
      createDatabase({ url, schema: 'referential', applicationName: 'psql', poolMax: 1 }),
    ];
    const [otherService, otherDatabase, operator] = handles as [Database, Database, Database];
    const open = await Promise.all([otherService.transaction(), otherDatabase.transaction()]);
    try {
      // Both take a transaction id and stay open, as an import of another service would.
      for (const trx of open) await trx.raw('SELECT pg_current_xact_id()');
      const { id } = await registerCarrier(staff);
      const served = await eventsOf(`carrier/${id}`, reader, 1);
      expect(served.map((e) => e.type)).to.deep.equal(['referential.carrier.registered']);

      const held = await operator.transaction();
      await held.raw('SELECT pg_current_xact_id()');
      const { id: later } = await registerCarrier(staff);
      try {
        expect(await eventsOf(`carrier/${later}`)).to.deep.equal([]);
      } finally {
        await held.commit();
      }
      expect((await eventsOf(`carrier/${later}`, reader, 1)).map((e) => e.type)).to.deep.equal([
        'referential.carrier.registered',
      ]);
    } finally {
      for (const trx of open) await trx.rollback();
      await Promise.all(handles.map((handle) => handle.destroy()));
    }
  });

  it('1,000 concurrent writes give 1,000 events, each once, to a consumer polling during the writes', async function () {
    this.timeout(180_000);
    const start = (await reader.get('/referential/v1/events?size=1')).body.oldest as string;
    const prefix = uniqueCode('K');
    const created: string[] = [];
    let writing = true;
    const seen: FeedEvent[] = [];
    // The consumer follows the feed from its cursor while the writes run, as a client would.
    const consumer = (async () => {
      let cursor = start;
      let writesOver = false;
      for (;;) {
        const page = await reader.get(`/referential/v1/events?after=${cursor}&size=1000`);
        expect(page.status, page.text).to.equal(200);
        seen.push(...(page.body.data as FeedEvent[]));
        cursor = page.body.next as string;
        if (writesOver && page.body.data.length === 0) return;
        writesOver = !writing;
      }
    })();
    let next = 0;
    const writer = async () => {
      while (next < 1000) {
        const n = next++;
        const response = await staff.post('/referential/v1/vehicle-categories', {
          code: `${prefix}-${n}`,
          name: `Category ${n}`,
        });
        expect(response.status, response.text).to.equal(201);
        created.push((response.headers.get('location') as string).split('/').pop() as string);
      }
    };
    await Promise.all(Array.from({ length: 16 }, writer));
    writing = false;
    await consumer;

    const mine = seen.filter((e) => created.includes(e.data.id as string));
    expect(mine).to.have.length(1000);
    expect(new Set(mine.map((e) => e.data.id)).size).to.equal(1000);
    // In the feed's order, as a reader from the start sees it again.
    const again = (await followFeed(reader, start)).map((e) => e.id);
    expect(seen.map((e) => e.id)).to.deep.equal(again);
  });

  it('is read from a cursor by an agent, with the tool of the feed', async () => {
    const { id } = await registerCarrier(staff);
    await eventsOf(`carrier/${id}`, reader, 1); // served once older transactions have ended
    const start = (await reader.get(`/referential/v1/events?subjects=carrier/${id}`)).body.next as string;
    expect((await staff.post(`/referential/v1/carriers/${id}/activation`)).status).to.equal(200);
    const agent = await connectMcp(`${service.url}/mcp`, service.token([EVENTS_READ, CARRIER_READ]));
    try {
      const tools = (await agent.listTools()).tools.map((tool) => tool.name);
      expect(tools).to.include('listReferentialEvents');
      const result = await agent.callTool({
        name: 'listReferentialEvents',
        arguments: { after: start, subjects: `carrier/${id}` },
      });
      expect(result.isError).to.not.equal(true);
      const page = result.structuredContent as { data: FeedEvent[]; next: string };
      expect(page.data.map((e) => e.type)).to.deep.equal(['referential.carrier.activated']);
      expect(page.next).to.equal(page.data[0]?.cursor);
      const gone = await agent.callTool({ name: 'listReferentialEvents', arguments: { after: '1-1' } });
      expect(gone.isError).to.equal(true);
      expect(gone.structuredContent).to.include({ status: 410, code: 'event-cursor-gone' });
    } finally {
      await agent.close();
    }
  });

  it('emits a change recorded ahead again on its first day, once, across runs and replicas', async () => {
    const from = daysFromToday(3);
    const { id } = await carrierSuspendedFrom(staff, from);
    const recorded = (await eventsOf(`carrier/${id}`, reader, 3)).at(-1) as FeedEvent;
    expect(recorded).to.include({ type: 'referential.carrier.suspended', validfrom: from });

    const db = service.built.deps.db;
    // The day before: nothing yet.
    await emitCameIntoForce(db, daysFromToday(2), TEST_TIME_ZONE);
    expect((await eventsOf(`carrier/${id}`)).map((e) => e.type)).not.to.include(
      'referential.carrier.came-into-force',
    );
    // On the day, two replicas at once, then again later, then a service started again.
    await Promise.all([
      emitCameIntoForce(db, from, TEST_TIME_ZONE),
      emitCameIntoForce(db, from, TEST_TIME_ZONE),
    ]);
    await emitCameIntoForce(db, daysFromToday(4), TEST_TIME_ZONE);
    const restarted = await startTestService(referentialService, {
      EVENTS_INTERVAL_MS: '0',
      DATABASE_URL: service.built.deps.config.DATABASE_URL,
    });
    try {
      await emitCameIntoForce(restarted.built.deps.db, daysFromToday(5), TEST_TIME_ZONE);
    } finally {
      await restarted.close();
    }
    const events = await eventsOf(`carrier/${id}`, reader, 4);
    const cameIntoForce = events.filter((e) => e.type === 'referential.carrier.came-into-force');
    expect(cameIntoForce).to.have.length(1);
    expect(cameIntoForce[0]).to.include({ validfrom: from });
    expect(cameIntoForce[0]?.data).to.include({
      id,
      recordedAs: 'referential.carrier.suspended',
      recordedIn: recorded.id,
    });
    expect(events.at(-1)?.type).to.equal('referential.carrier.came-into-force');
  });

  it('does not bring into force a change recorded ahead and cancelled before its day', async () => {
    const { id } = await registerCarrier(staff);
    expect((await staff.post(`/referential/v1/carriers/${id}/activation`)).status).to.equal(200);
    const from = daysFromToday(3);
    const suspended = await staff.post(`/referential/v1/carriers/${id}/suspension`, {
      reason: 'insurance lapses',
      effectiveFrom: from,
    });
    expect(suspended.status, suspended.text).to.equal(200);
    const timeline = await staff.get(`/referential/v1/carriers/${id}/timeline`);
    const ahead = (timeline.body.data as { id: string; effectiveFrom: string }[]).find(
      (period) => period.effectiveFrom === from,
    );
    expect(ahead, timeline.text).to.not.equal(undefined);
    const cancelled = await staff.delete(`/referential/v1/carriers/${id}/timeline/${ahead?.id}`);
    expect(cancelled.status, cancelled.text).to.equal(204);
    const recorded = await eventsOf(`carrier/${id}`, reader, 4);
    expect(recorded.map((e) => [e.type, e.validfrom])).to.deep.include.members([
      ['referential.carrier.suspended', from],
      ['referential.carrier.cancelled', from],
    ]);

    // Its day, and the days after it: nothing comes into force.
    await emitCameIntoForce(service.built.deps.db, from, TEST_TIME_ZONE);
    await emitCameIntoForce(service.built.deps.db, daysFromToday(4), TEST_TIME_ZONE);
    // A later change of the same carrier, served after the job's run: the feed has caught up.
    expect(
      (await staff.post(`/referential/v1/carriers/${id}/suspension`, { reason: 'now' })).status,
    ).to.equal(200);
    const events = await eventsOf(`carrier/${id}`, reader, 5);
    expect(events.map((e) => e.type)).to.deep.equal([
      'referential.carrier.registered',
      'referential.carrier.activated',
      'referential.carrier.suspended',
      'referential.carrier.cancelled',
      'referential.carrier.suspended',
    ]);
  });
});

/** Every event the client is served after `from` (or from the start), page by page. */
async function followFeed(client: ApiClient, from: string | null): Promise<FeedEvent[]> {
  const events: FeedEvent[] = [];
  let cursor = from;
  for (;;) {
    const page = await client.get(`/referential/v1/events?size=1000${cursor ? `&after=${cursor}` : ''}`);
    expect(page.status, page.text).to.equal(200);
    events.push(...(page.body.data as FeedEvent[]));
    if (page.body.data.length === 0) return events;
    cursor = page.body.next as string;
  }
}
