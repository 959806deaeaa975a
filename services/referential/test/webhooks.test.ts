/**
 * Webhook subscriptions on the change feed (ADR 0072), shown on the referential with a real
 * local HTTP receiver: each event POSTed once, in order, signed as Standard Webhooks says; a
 * subscriber down then back receiving everything; a pause after sustained failure; redelivery;
 * two replicas on one database delivering each event once; refusals and permissions. Then
 * rounds run by hand: a round whose recording failed once, and a round outlasting its lease
 * beside a second replica, each sending every event once.
 */
import { expect } from 'chai';
import {
  connectMcp,
  daysFromToday,
  expectFieldError,
  expectProblem,
  settlesOn,
  startTestService,
  TEST_TIME_ZONE,
  type ApiClient,
  type TestService,
} from '@transport/platform/testing';
import { startWebhookReceiver, type ReceivedWebhook } from '@transport/platform/testing/webhooks';
import {
  createLogger,
  createNotificationListener,
  createWebhooks,
  emitCameIntoForce,
  EVENTS_WRITTEN_NOTICE,
  webhookOperationNames,
  webhookSettings,
  type WebhookSettings,
  type Webhooks,
} from '@transport/platform';
import { referentialService } from '../src/referential-service.ts';
import { uniqueCode } from './fixtures.ts';
import {
  CARRIER_READ,
  CARRIER_WRITE,
  CATEGORY_READ,
  CATEGORY_WRITE,
  carrierSuspendedFrom,
  registerCarrier,
} from './carriers-fixtures.ts';

const WEBHOOKS_READ = 'referential.webhooks:read';
const WEBHOOKS_WRITE = 'referential.webhooks:write';

/** Deliveries fast enough for a test: rounds every 100 ms, retries from 300 ms, a pause after 5 failures. */
const DELIVERY = {
  EVENTS_INTERVAL_MS: '0',
  WEBHOOKS_INTERVAL_MS: '100',
  WEBHOOKS_TIMEOUT_MS: '5000',
  WEBHOOKS_RETRY_BASE_MS: '300',
  WEBHOOKS_RETRY_MAX_MS: '1200',
  WEBHOOKS_PAUSE_AFTER_FAILURES: '5',
  WEBHOOKS_PAUSE_AFTER_MS: '0',
  WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true',
};

type Received = ReceivedWebhook;

describe('webhooks', function () {
  // Deliveries follow the feed, which serves a write once every older transaction on the same
  // Postgres has ended (ADR 0065): other test files' imports can hold it back for a while.
  this.timeout(120_000);
  let service: TestService;
  let staff: ApiClient;
  let subscriber: ApiClient;
  const receivers: { close(): Promise<unknown> }[] = [];

  /** Starts the service (on the database of the one before, when given) and its clients. */
  async function start(databaseUrl?: string) {
    service = await startTestService(referentialService, {
      ...DELIVERY,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    staff = service.as([CARRIER_READ, CARRIER_WRITE, CATEGORY_READ, CATEGORY_WRITE]);
    subscriber = service.as([WEBHOOKS_READ, WEBHOOKS_WRITE, CARRIER_READ, CATEGORY_READ]);
  }

  before(async function () {
    this.timeout(60_000);
    await start();
  });
  after(async () => {
    for (const receiver of receivers) await receiver.close();
    await service?.close();
  });

  /** A receiver and a subscription to it; the receiver checks signatures with its secret. */
  async function subscribe(body: Record<string, unknown>, client = subscriber) {
    let secret = '';
    const receiver = await startWebhookReceiver(() => secret);
    receivers.push(receiver);
    const created = await client.post('/referential/v1/webhooks', { url: receiver.url, ...body });
    expect(created.status, created.text).to.equal(201);
    secret = created.body.secret as string;
    return { receiver, id: created.body.id as string, secret, created };
  }

  /** Waits until `receiver` holds `count` events (or a minute passed), and answers them. */
  async function receivedAtLeast(receiver: { received: Received[] }, count: number) {
    await settlesOn(async () => receiver.received.length >= count, true, 60_000);
    return receiver.received;
  }

  const webhook = async (id: string) => (await subscriber.get(`/referential/v1/webhooks/${id}`)).body;

  it('POSTs each event of the records subscribed, once, in order, signed, and logs each delivery', async () => {
    const { receiver, id, secret, created } = await subscribe({
      types: ['registered', 'activated', 'suspended', 'came-into-force'].map(
        (a) => `referential.carrier.${a}`,
      ),
      description: 'ticketing',
    });
    expect(created.headers.get('location')).to.equal(`/referential/v1/webhooks/${id}`);
    expect(secret).to.match(/^whsec_/);
    expect(created.body).to.include({ status: 'ACTIVE', consecutiveFailures: 0, description: 'ticketing' });
    const from = daysFromToday(3);
    const { id: carrierId } = await carrierSuspendedFrom(staff, from);
    const mine = async (count: number) =>
      (await receivedAtLeast(receiver, count)).filter((e) => e.subject === `carrier/${carrierId}`);
    await mine(3);
    // On its day, the suspension comes into force: delivered too.
    await emitCameIntoForce(service.built.deps.db, from, TEST_TIME_ZONE);
    const received = await mine(4);

    expect(received.map((e) => e.type)).to.deep.equal([
      'referential.carrier.registered',
      'referential.carrier.activated',
      'referential.carrier.suspended',
      'referential.carrier.came-into-force',
    ]);
    for (const event of received) {
      expect(event.signed, JSON.stringify(event.headers)).to.equal(true);
      expect(event.headers['webhook-id']).to.equal(event.id);
      expect(event.headers['content-type']).to.equal('application/cloudevents+json; charset=utf-8');
      expect(Math.abs(Number(event.headers['webhook-timestamp']) - Date.now() / 1000)).to.be.below(600);
      expect(event.subject).to.equal(`carrier/${carrierId}`);
    }
    expect(received[3]?.data).to.include({
      recordedAs: 'referential.carrier.suspended',
      recordedIn: received[2]?.id,
    });
    // The feed serves the same events, with the same ids.
    const feed = await service
      .as(['referential.events:read', CARRIER_READ])
      .get(`/referential/v1/events?subjects=carrier/${carrierId}`);
    expect(feed.body.data.map((e: Received) => e.id)).to.deep.equal(received.map((e) => e.id));

    // A round records what it delivered once it has sent it: the receiver may hold the last
    // event before its delivery is logged.
    const logged = async () =>
      (await subscriber.get(`/referential/v1/webhooks/${id}/deliveries`)).body.data.length;
    expect(await settlesOn(logged, 4, 10_000)).to.equal(4);
    const log = await subscriber.get(`/referential/v1/webhooks/${id}/deliveries`);
    expect(log.status, log.text).to.equal(200);
    expect(
      log.body.data.map(
        (d: { eventId: string; outcome: string; responseStatus: number; redelivery: boolean }) => [
          d.eventId,
          d.outcome,
          d.responseStatus,
          d.redelivery,
        ],
      ),
    ).to.deep.equal(received.map((e) => [e.id, 'DELIVERED', 204, false]).reverse());
    expect((await webhook(id)).position).to.equal(feed.body.data.at(-1).cursor);

    // Asked again: one event, then the range of the last two, each logged as a redelivery.
    const one = await subscriber.post(`/referential/v1/webhooks/${id}/redeliveries`, {
      eventId: received[0]?.id,
    });
    expect(one.status, one.text).to.equal(202);
    expect(one.body).to.deep.equal({ queued: 1 });
    const cursors = feed.body.data.map((e: { cursor: string }) => e.cursor) as string[];
    const range = await subscriber.post(`/referential/v1/webhooks/${id}/redeliveries`, {
      from: cursors[1],
      to: cursors[3],
    });
    expect(range.body).to.deep.equal({ queued: 2 });
    const again = (await mine(7)).slice(4);
    expect(again.map((e) => e.id)).to.deep.equal([0, 2, 3].map((n) => received[n]?.id));
    expect(again.every((e) => e.signed)).to.equal(true);
    // Each attempt is logged once the target has answered it.
    const relog = async () =>
      JSON.stringify(
        (await subscriber.get(`/referential/v1/webhooks/${id}/deliveries?size=4`)).body.data.map(
          (d: { eventId: string; redelivery: boolean }) => [d.eventId, d.redelivery],
        ),
      );
    const expected = JSON.stringify([
      ...[3, 2, 0].map((n) => [received[n]?.id, true]),
      [received[3]?.id, false],
    ]);
    expect(await settlesOn(relog, expected, 10_000)).to.equal(expected);
  });

  it('delivers to a subscriber down then back everything recorded meanwhile, once each, in order', async () => {
    const { receiver, id } = await subscribe({ types: ['referential.vehicle-category.declared'] });
    await receiver.down();
    const codes: string[] = [];
    for (let n = 0; n < 4; n += 1) {
      const code = uniqueCode('WH-DOWN');
      codes.push(code);
      expect((await staff.post('/referential/v1/vehicle-categories', { code, name: code })).status).to.equal(
        201,
      );
    }
    // Refused connections, retried with a growing backoff.
    expect(await settlesOn(async () => (await webhook(id)).consecutiveFailures >= 2, true, 60_000)).to.equal(
      true,
    );
    const down = await webhook(id);
    expect(down.status).to.equal('ACTIVE');
    expect(down.failingSince).to.be.a('string');
    const failed = (await subscriber.get(`/referential/v1/webhooks/${id}/deliveries`)).body.data[0];
    expect(failed).to.include({ outcome: 'FAILED' });
    expect(failed.error).to.match(/ECONNREFUSED/);

    await receiver.up();
    const received = await receivedAtLeast(receiver, 4);
    const byCode = await Promise.all(
      received.map(
        async (e) => (await staff.get(`/referential/v1/vehicle-categories/${e.data.id}`)).body.code,
      ),
    );
    expect(byCode).to.deep.equal(codes);
    expect(new Set(received.map((e) => e.id)).size).to.equal(4);
    expect(await settlesOn(async () => (await webhook(id)).consecutiveFailures, 0, 10_000)).to.equal(0);
  });

  it('is paused after sustained failure, and resumed where it stopped', async () => {
    const { receiver, id } = await subscribe({ types: ['referential.vehicle-category.declared'] });
    receiver.state.answer = 500;
    const code = uniqueCode('WH-PAUSE');
    expect((await staff.post('/referential/v1/vehicle-categories', { code, name: code })).status).to.equal(
      201,
    );
    expect(await settlesOn(async () => (await webhook(id)).status, 'PAUSED', 60_000)).to.equal('PAUSED');
    const paused = await webhook(id);
    expect(paused.pausedReason).to.match(/^paused after 5 failed attempts since .*the target answered 500$/);
    const log = (await subscriber.get(`/referential/v1/webhooks/${id}/deliveries`)).body.data;
    expect(
      log.map((d: { outcome: string; responseStatus: number }) => [d.outcome, d.responseStatus]),
    ).to.deep.equal(Array(5).fill(['FAILED', 500]));

    receiver.state.answer = 204;
    const resumed = await subscriber.post(`/referential/v1/webhooks/${id}/resumption`);
    expect(resumed.status, resumed.text).to.equal(200);
    expect(resumed.body).to.include({ status: 'ACTIVE', consecutiveFailures: 0 });
    const [event] = await receivedAtLeast(receiver, 1);
    expect(event?.type).to.equal('referential.vehicle-category.declared');

    // Paused by request: nothing delivered until resumed.
    expect((await subscriber.post(`/referential/v1/webhooks/${id}/pause`)).body).to.include({
      status: 'PAUSED',
      pausedReason: 'paused by request',
    });
    const later = uniqueCode('WH-LATER');
    expect(
      (await staff.post('/referential/v1/vehicle-categories', { code: later, name: later })).status,
    ).to.equal(201);
    await subscriber.post(`/referential/v1/webhooks/${id}/resumption`);
    expect((await receivedAtLeast(receiver, 2)).length).to.equal(2);
  });

  it('delivers each event once per subscription with two replicas on one database', async () => {
    const replica = await startTestService(referentialService, {
      ...DELIVERY,
      DATABASE_URL: service.built.deps.config.DATABASE_URL,
    });
    try {
      const subscriptions = await Promise.all(
        [1, 2, 3].map(() => subscribe({ types: ['referential.vehicle-category.declared'] })),
      );
      const codes = Array.from({ length: 30 }, () => uniqueCode('WH-TWO'));
      for (let n = 0; n < codes.length; n += 5) {
        await Promise.all(
          codes
            .slice(n, n + 5)
            .map((code) => staff.post('/referential/v1/vehicle-categories', { code, name: code })),
        );
      }
      for (const { receiver } of subscriptions) {
        await receivedAtLeast(receiver, 30);
        // Both replicas keep running rounds: nothing more comes.
        await new Promise((resolve) => setTimeout(resolve, 500));
        const ids = receiver.received.map((e) => e.id);
        expect(ids).to.have.length(30);
        expect(new Set(ids).size).to.equal(30);
      }
      // The same order for each subscription: the feed's.
      const orders = subscriptions.map(({ receiver }) => receiver.received.map((e) => e.id).join());
      expect(new Set(orders).size).to.equal(1);
    } finally {
      await replica.close();
    }
  });

  it('sends a subscription only the events of the families its creator reads', async () => {
    const categoriesOnly = service.as([WEBHOOKS_WRITE, CATEGORY_READ]);
    const { receiver } = await subscribe({}, categoriesOnly);
    await registerCarrier(staff);
    const code = uniqueCode('WH-FAMILY');
    expect((await staff.post('/referential/v1/vehicle-categories', { code, name: code })).status).to.equal(
      201,
    );
    const received = await receivedAtLeast(receiver, 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received.map((e) => e.type)).to.deep.equal(['referential.vehicle-category.declared']);
  });

  it('refuses unknown types, targets it may not reach, and callers without the permissions', async () => {
    const unknown = await subscriber.post('/referential/v1/webhooks', {
      url: 'https://hooks.example.org/registry',
      types: ['referential.carrier.suspended', 'referential.vehicle.registered', 'rules.rule.created'],
    });
    expectProblem(unknown, 422, 'webhook-event-type-unknown');
    // Vehicles are not read by this token; rules are not this feed.
    expect(unknown.body.errors.map((e: { field: string }) => e.field)).to.deep.equal([
      'body.types[1]',
      'body.types[2]',
    ]);
    const ftp = await subscriber.post('/referential/v1/webhooks', {
      url: 'ftp://hooks.example.org/registry',
    });
    expectProblem(ftp, 422, 'webhook-target-refused');
    expect(ftp.body.errors).to.deep.equal([{ field: 'body.url', message: 'is not an http or https URL' }]);
    // Credentials are refused, and not repeated in the answer.
    const credentials = await subscriber.post('/referential/v1/webhooks', {
      url: 'https://registry:s3cret@hooks.example.org/registry',
    });
    expectProblem(credentials, 422, 'webhook-target-refused');
    expect(credentials.body.detail).to.equal(
      'The target https://…@hooks.example.org/registry carries credentials; put them in no URL.',
    );
    expect(credentials.text).to.not.contain('s3cret');
    expectFieldError(await subscriber.post('/referential/v1/webhooks', { url: 'nowhere' }), 'body.url');
    expectProblem(
      await service
        .as([WEBHOOKS_WRITE])
        .post('/referential/v1/webhooks', { url: 'https://hooks.example.org/x' }),
      403,
      'webhook-nothing-readable',
    );
    expectProblem(
      await service
        .as([WEBHOOKS_READ, CARRIER_READ])
        .post('/referential/v1/webhooks', { url: 'https://x.example.org' }),
      403,
      'forbidden',
    );
    expectProblem(await service.as([CARRIER_READ]).get('/referential/v1/webhooks'), 403, 'forbidden');
    const missing = '00000000-0000-4000-8000-000000000000';
    expectProblem(await subscriber.get(`/referential/v1/webhooks/${missing}`), 404, 'webhook-not-found');
    expectProblem(await subscriber.delete(`/referential/v1/webhooks/${missing}`), 404, 'webhook-not-found');

    const { id } = await subscribe({ types: ['referential.carrier.registered'] });
    expectProblem(
      await subscriber.post(`/referential/v1/webhooks/${id}/redeliveries`, {
        eventId: 'referential-999999999',
      }),
      422,
      'webhook-redelivery-empty',
    );
    const gone = await subscriber.post(`/referential/v1/webhooks/${id}/redeliveries`, {
      from: '1-1',
      to: '2-2',
    });
    expectProblem(gone, 410, 'event-cursor-gone');
    expect(gone.body.errors[0].field).to.equal('body.from');
    expectFieldError(await subscriber.post(`/referential/v1/webhooks/${id}/redeliveries`, {}), 'body');
    expectFieldError(
      await subscriber.post(`/referential/v1/webhooks/${id}/redeliveries`, {
        eventId: 'referential-1',
        from: '1-1',
        to: '2-2',
      }),
      'body.eventId',
    );

    const listed = await subscriber.get('/referential/v1/webhooks?size=200');
    expect(listed.status, listed.text).to.equal(200);
    expect(listed.body.data.map((w: { id: string }) => w.id)).to.include(id);
    expect(JSON.stringify(listed.body)).not.to.include('whsec_');
    expect((await subscriber.delete(`/referential/v1/webhooks/${id}`)).status).to.equal(204);
    expectProblem(await subscriber.get(`/referential/v1/webhooks/${id}`), 404, 'webhook-not-found');
  });

  it('is offered to agents as tools under the same permissions', async () => {
    const agent = await connectMcp(`${service.url}/mcp`, service.token([WEBHOOKS_READ, CATEGORY_READ]));
    try {
      const tools = (await agent.listTools()).tools.map((tool) => tool.name);
      expect(tools).to.include.members(['listReferentialWebhooks', 'listReferentialWebhookDeliveries']);
      expect(tools).not.to.include('createReferentialWebhook');
      const result = await agent.callTool({ name: 'listReferentialWebhooks', arguments: {} });
      expect(result.isError).to.not.equal(true);
      expect((result.structuredContent as { total: number }).total).to.be.greaterThan(0);
    } finally {
      await agent.close();
    }
  });

  it('delivers a change recorded ahead, and its coming into force after a restart between the two, once each', async () => {
    const { receiver } = await subscribe({
      types: ['suspended', 'came-into-force'].map((a) => `referential.carrier.${a}`),
    });
    const from = daysFromToday(3);
    const { id } = await carrierSuspendedFrom(staff, from);
    const mine = () => receiver.received.filter((e) => e.subject === `carrier/${id}`);
    expect(await settlesOn(async () => mine().length, 1, 60_000)).to.equal(1);

    // The service stops before the day comes and starts again on the same database, where the
    // day's job runs (twice: it writes the event once).
    const databaseUrl = service.built.deps.config.DATABASE_URL;
    await service.close();
    await start(databaseUrl);
    await emitCameIntoForce(service.built.deps.db, from, TEST_TIME_ZONE);
    await emitCameIntoForce(service.built.deps.db, from, TEST_TIME_ZONE);
    expect(await settlesOn(async () => mine().length, 2, 60_000)).to.equal(2);
    // Rounds go on: nothing more comes.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mine().map((e) => e.type)).to.deep.equal([
      'referential.carrier.suspended',
      'referential.carrier.came-into-force',
    ]);
    expect(new Set(mine().map((e) => e.id)).size).to.equal(2);
    expect(mine()[1]?.data).to.include({
      recordedAs: 'referential.carrier.suspended',
      recordedIn: mine()[0]?.id,
    });
  });
});

describe('webhook rounds, each event once', function () {
  // Rounds run here by hand (WEBHOOKS_INTERVAL_MS 0), as two replicas would, on one database.
  this.timeout(120_000);
  let service: TestService;
  let staff: ApiClient;
  let subscriber: ApiClient;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let subscription: string;
  let position: string;
  const replicas: Webhooks<string>[] = [];

  before(async function () {
    this.timeout(60_000);
    service = await startTestService(referentialService, { ...DELIVERY, WEBHOOKS_INTERVAL_MS: '0' });
    staff = service.as([CATEGORY_READ, CATEGORY_WRITE]);
    subscriber = service.as([WEBHOOKS_READ, WEBHOOKS_WRITE, CATEGORY_READ, 'referential.events:read']);
  });
  beforeEach(async () => {
    let secret = '';
    receiver = await startWebhookReceiver(() => secret);
    const created = await subscriber.post('/referential/v1/webhooks', {
      url: receiver.url,
      types: ['referential.vehicle-category.declared'],
    });
    expect(created.status, created.text).to.equal(201);
    secret = created.body.secret as string;
    subscription = created.body.id as string;
    position = created.body.position as string;
  });
  afterEach(async () => {
    for (const replica of replicas.splice(0)) await replica.stop();
    // Ended, so that the next test's rounds claim only its own.
    await subscriber.delete(`/referential/v1/webhooks/${subscription}`);
    await receiver.close();
  });
  after(async () => {
    await service?.close();
  });

  /** A replica's webhooks with `settings` over the service's, driven by `deliverDue`. */
  function replica(settings: Partial<WebhookSettings>): Webhooks<string> {
    const { config, clock, db } = service.built.deps;
    const webhooks = createWebhooks(db, {
      service: 'referential',
      basePath: '/referential/v1/webhooks',
      operations: webhookOperationNames('Referential'),
      settings: { ...webhookSettings(config), ...settings, intervalMs: 0 },
      clock,
      onError: () => {},
    });
    replicas.push(webhooks);
    return webhooks;
  }

  /** Declares `count` vehicle categories, one event each; waits until the feed serves them all. */
  async function declare(count: number): Promise<void> {
    for (let n = 0; n < count; n += 1) {
      const code = uniqueCode('WH-ONCE');
      expect((await staff.post('/referential/v1/vehicle-categories', { code, name: code })).status).to.equal(
        201,
      );
    }
    const served = async () => {
      // A subscription made on an empty feed is at 0-0, which is no cursor of it.
      const after = position === '0-0' ? '' : `&after=${position}`;
      const page = await subscriber.get(`/referential/v1/events?size=1000${after}`);
      expect(page.status, page.text).to.equal(200);
      return (page.body.data as unknown[]).length;
    };
    await settlesOn(async () => (await served()) >= count, true, 60_000);
  }

  const receivedIds = () => receiver.received.map((event) => event.id);

  it('sends once the events of a round whose recording failed, recorded on its second try', async () => {
    const { db } = service.built.deps;
    // The first recording of this subscription's deliveries fails (a sequence is not rolled back).
    await db.raw(`CREATE SEQUENCE webhook_recording_faults`);
    await db.raw(
      `CREATE FUNCTION fail_first_recording() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF NEW.subscription_id = '${subscription}' AND nextval('webhook_recording_faults') = 1 THEN
           RAISE EXCEPTION 'the recording fails once';
         END IF;
         RETURN NEW;
       END $$`,
    );
    await db.raw(
      `CREATE TRIGGER fail_first_recording BEFORE INSERT ON webhook_deliveries
         FOR EACH ROW EXECUTE FUNCTION fail_first_recording()`,
    );
    try {
      await declare(3);
      // A lease of 4 s; a round sends for 4 s - 1 s (the timeout) - 500 ms (to record): room for
      // the claim, the feed's read and three POSTs on a loaded machine.
      const one = replica({ leaseMs: 4_000, timeoutMs: 1_000, recordMarginMs: 500 });
      await one.deliverDue().catch(() => 0);
      expect(receivedIds()).to.have.length(3);
      // The recording did fail once.
      expect((await db.raw(`SELECT is_called FROM webhook_recording_faults`)).rows[0].is_called).to.equal(
        true,
      );
      // Past the lease of that round, the next ones send nothing it had sent.
      await new Promise((resolve) => setTimeout(resolve, 4_100));
      for (let n = 0; n < 3; n += 1) await one.deliverDue();
      expect(receivedIds()).to.have.length(3);
      expect(new Set(receivedIds()).size).to.equal(3);
      const log = await subscriber.get(`/referential/v1/webhooks/${subscription}/deliveries`);
      expect(log.body.data.map((d: { outcome: string }) => d.outcome)).to.deep.equal(
        Array(3).fill('DELIVERED'),
      );
    } finally {
      await db.raw(`DROP TRIGGER fail_first_recording ON webhook_deliveries`);
      await db.raw(`DROP FUNCTION fail_first_recording()`);
      await db.raw(`DROP SEQUENCE webhook_recording_faults`);
    }
  });

  it('stops sending near its lease’s end, so a replica taking the subscription over sends nothing twice', async () => {
    await declare(40);
    // Each POST answered after 100 ms: 40 take 4 s, past the lease of 4 s. A round sends until
    // 4 s - 1 s (the timeout) - 1 s (the time to record) after its claim. The timeout is ten
    // times the answer's delay: a POST slowed by a loaded machine is not a failure, whose
    // retry would wait out a backoff and leave events unsent when the rounds below end.
    receiver.state.delayMs = 100;
    const settings = { leaseMs: 4_000, timeoutMs: 1_000, recordMarginMs: 1_000 };
    const [a, b] = [replica(settings), replica(settings)];
    const first = a.deliverDue();
    // The second replica's round, once the first's lease has run out.
    await new Promise((resolve) => setTimeout(resolve, 4_300));
    const second = b.deliverDue();
    const [sentFirst, sentSecond] = await Promise.all([first, second]);
    while (receiver.received.length < 40 && (await b.deliverDue()) > 0);
    // Each event once: none of those the first round sent came again from the second.
    expect(receivedIds()).to.deep.equal([...new Set(receivedIds())]);
    expect(receivedIds()).to.have.length(40);
    // The first round stopped short of its 40; the second went on from there.
    expect(sentFirst).to.be.greaterThan(0).and.lessThan(40);
    expect(sentSecond).to.be.greaterThan(0);
  });
});

/** Two replicas on one database whose rounds run every hour: only an announcement starts one. */
async function twoHourlyReplicas(): Promise<[TestService, TestService]> {
  const hourly = { ...DELIVERY, WEBHOOKS_INTERVAL_MS: '3600000' };
  const service = await startTestService(referentialService, hourly);
  const replica = await startTestService(referentialService, {
    ...hourly,
    DATABASE_URL: service.built.deps.config.DATABASE_URL,
  });
  return [service, replica];
}

describe('webhook rounds woken by the outbox', function () {
  // Rounds every hour, far beyond this test's timeout: only the announcement of a commit that
  // wrote events can start the round that delivers a write (ADRs 0109, 0114).
  this.timeout(120_000);
  let service: TestService;
  let replica: TestService;
  let staff: ApiClient;
  let subscriber: ApiClient;
  const receivers: { close(): Promise<unknown> }[] = [];

  before(async function () {
    this.timeout(60_000);
    [service, replica] = await twoHourlyReplicas();
    staff = service.as([CATEGORY_READ, CATEGORY_WRITE]);
    subscriber = service.as([WEBHOOKS_READ, WEBHOOKS_WRITE, CATEGORY_READ, 'referential.events:read']);
    // The round each replica runs once it listens (and the one 200 ms after it) ends before the
    // first subscription: from then on only an announcement starts a round.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
  });
  after(async () => {
    for (const receiver of receivers) await receiver.close();
    await replica?.close();
    await service?.close();
  });

  async function subscribe(types = ['referential.vehicle-category.declared'], client = subscriber) {
    let secret = '';
    const receiver = await startWebhookReceiver(() => secret);
    receivers.push(receiver);
    const created = await client.post('/referential/v1/webhooks', { url: receiver.url, types });
    expect(created.status, created.text).to.equal(201);
    secret = created.body.secret as string;
    return { receiver, position: created.body.position as string };
  }

  async function declare(code: string, client = staff): Promise<void> {
    const declared = await client.post('/referential/v1/vehicle-categories', { code, name: code });
    expect(declared.status, declared.text).to.equal(201);
  }

  it('delivers a write as soon as it commits, not at the next interval', async () => {
    const { receiver } = await subscribe();
    const code = uniqueCode('WH-WOKEN');
    await declare(code);
    expect(await settlesOn(async () => receiver.received.length, 1, 60_000)).to.equal(1);
    expect(receiver.received[0]?.data).to.include({ operation: 'declareVehicleCategory' });
  });

  it('delivers a change coming into force as soon as its event commits', async () => {
    const { receiver } = await subscribe(
      ['referential.carrier.came-into-force'],
      service.as([WEBHOOKS_READ, WEBHOOKS_WRITE, CARRIER_READ]),
    );
    const from = daysFromToday(3);
    const { id } = await carrierSuspendedFrom(service.as([CARRIER_READ, CARRIER_WRITE]), from);
    // The rounds the suspension woke (at once, and 200 ms after a fruitless one) are over: only
    // the announcement of the came-into-force commit can start the round that delivers it.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // The day's job (on this replica's database handle) writes the event: its commit wakes a round.
    await emitCameIntoForce(service.built.deps.db, from, TEST_TIME_ZONE);
    expect(await settlesOn(async () => receiver.received.length, 1, 60_000)).to.equal(1);
    expect(receiver.received[0]).to.include({
      type: 'referential.carrier.came-into-force',
      subject: `carrier/${id}`,
    });
  });

  it('delivers a write held back behind an older transaction that ends announcing nothing', async () => {
    const { receiver } = await subscribe();
    // An older transaction of the service's database holding the feed back (it has a
    // transaction id), which will roll back: its end announces nothing.
    const holder = await service.built.deps.db.transaction();
    try {
      await holder.raw('SELECT pg_current_xact_id()');
      await declare(uniqueCode('WH-HELD'));
      // The write's announcement woke a round, which could not serve the event yet.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(receiver.received).to.have.length(0);
    } finally {
      await holder.rollback();
    }
    expect(await settlesOn(async () => receiver.received.length, 1, 60_000)).to.equal(1);
  });

  it('sends each event once, in feed order, with two replicas woken by each commit', async () => {
    const { receiver, position } = await subscribe();
    const other = replica.as([CATEGORY_READ, CATEGORY_WRITE]);
    const codes = Array.from({ length: 30 }, () => uniqueCode('WH-WOKEN'));
    // Written through both replicas, five at a time: every commit wakes both.
    for (let n = 0; n < codes.length; n += 5) {
      await Promise.all(codes.slice(n, n + 5).map((code, i) => declare(code, i % 2 === 0 ? staff : other)));
    }
    await settlesOn(async () => receiver.received.length >= 30, true, 60_000);
    // Both replicas are still listening: nothing more comes.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const ids = receiver.received.map((event) => event.id);
    expect(ids).to.have.length(30);
    expect(new Set(ids).size).to.equal(30);
    // In the feed's order.
    const feed = await subscriber.get(
      `/referential/v1/events?size=1000&types=referential.vehicle-category.declared${position === '0-0' ? '' : `&after=${position}`}`,
    );
    expect(feed.status, feed.text).to.equal(200);
    expect(ids).to.deep.equal(feed.body.data.map((event: { id: string }) => event.id));
  });
});

describe('webhook announcements while nothing is subscribed', function () {
  // Rounds every hour, as above: only an announcement starts a round (ADR 0152).
  this.timeout(120_000);
  let service: TestService;
  let replica: TestService;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>> | undefined;

  before(async function () {
    this.timeout(60_000);
    [service, replica] = await twoHourlyReplicas();
    // The round each replica runs once it listens sees no subscription.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
  });
  after(async () => {
    await receiver?.close();
    await replica?.close();
    await service?.close();
  });

  async function declare(client: ApiClient, code: string): Promise<void> {
    const declared = await client.post('/referential/v1/vehicle-categories', { code, name: code });
    expect(declared.status, declared.text).to.equal(201);
  }

  it('announces no commit while no subscription is active, then every commit once one is created on another replica', async () => {
    const heard: string[] = [];
    const listener = createNotificationListener({
      databaseUrl: service.built.deps.config.DATABASE_URL,
      name: 'test_announcements',
      logger: createLogger('test', 'silent'),
    });
    const listening = await listener.listen('referential_events', {
      onNotification: () => void heard.push('announced'),
      onUp: () => undefined,
      onDown: () => undefined,
    });
    // The outbox's notices the writes' connections receive (ADR 0156): none while no subscription
    // is active, as no announcement follows them.
    const notices = countOutboxNotices(service);
    try {
      const staff = service.as([CATEGORY_READ, CATEGORY_WRITE]);
      const before = Array.from({ length: 10 }, () => uniqueCode('WH-QUIET'));
      await Promise.all(before.map((code) => declare(staff, code)));
      // Each of them wrote its event (the feed has them once the transactions before them have
      // ended, ADR 0072), and none was announced.
      const reader = service.as([CATEGORY_READ, 'referential.events:read']);
      const inFeed = async (): Promise<number> => {
        const feed = await reader.get(
          '/referential/v1/events?size=1000&types=referential.vehicle-category.declared',
        );
        expect(feed.status, feed.text).to.equal(200);
        return feed.body.data.length as number;
      };
      expect(await settlesOn(inFeed, 10, 10_000)).to.equal(10);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heard).to.deep.equal([]);
      expect(notices.count, 'notices of the outbox with no subscription').to.equal(0);

      // A subscription created on the other replica: its creation is announced, and from then on
      // this replica's commits are, so each is delivered at once, not at the next interval (an hour).
      let secret = '';
      receiver = await startWebhookReceiver(() => secret);
      const created = await replica
        .as([WEBHOOKS_READ, WEBHOOKS_WRITE, CATEGORY_READ])
        .post('/referential/v1/webhooks', {
          url: receiver.url,
          types: ['referential.vehicle-category.declared'],
        });
      expect(created.status, created.text).to.equal(201);
      secret = created.body.secret as string;
      expect(await settlesOn(async () => heard.length >= 1, true, 10_000)).to.equal(true);
      const after = Array.from({ length: 5 }, () => uniqueCode('WH-HEARD'));
      for (const code of after) await declare(staff, code);
      expect(await settlesOn(async () => receiver?.received.length ?? 0, 5, 60_000)).to.equal(5);
      // Each once, signed, in the feed's order: the five events after the ten before.
      const all = await service
        .as([CATEGORY_READ, 'referential.events:read'])
        .get('/referential/v1/events?size=1000&types=referential.vehicle-category.declared');
      expect(receiver.received.map((event) => event.id)).to.deep.equal(
        all.body.data.slice(10).map((event: { id: string }) => event.id),
      );
      expect(receiver.received.every((event) => event.signed)).to.equal(true);
      expect(heard.length).to.be.greaterThan(1);
      // This replica's writes are told of their events again, which its announcements follow.
      expect(notices.count).to.be.greaterThan(0);
    } finally {
      notices.stop();
      await listening.stop();
    }
  });
});

/**
 * Counts the outbox's notices (`EVENTS_WRITTEN_NOTICE`) the connections of `service`'s database
 * receive from now on, as its pool hands them out, until `stop`.
 */
function countOutboxNotices(service: TestService): { readonly count: number; stop(): void } {
  type Connection = { on(event: 'notice', listener: (notice: { message?: string }) => void): void };
  const client = service.built.deps.db.client as { acquireConnection(): Promise<Connection> };
  const acquire = client.acquireConnection;
  const watched = new WeakSet<Connection>();
  const counter = { count: 0, stop: () => void (client.acquireConnection = acquire) };
  client.acquireConnection = async () => {
    const connection = await acquire.call(client);
    if (!watched.has(connection)) {
      watched.add(connection);
      connection.on('notice', (notice) => {
        if (notice.message === EVENTS_WRITTEN_NOTICE && client.acquireConnection !== acquire)
          counter.count += 1;
      });
    }
    return connection;
  };
  return counter;
}
