/**
 * Webhooks in tests (ADR 0072, 0080): a real local HTTP receiver that checks each delivery's
 * Standard Webhooks signature, and the behaviour every service offering webhooks shows through
 * its own contract: a subscription receives each event of its records signed, once, in order;
 * a subscriber down for five minutes (the service's clock moved, no real wait) is retried with
 * a doubling backoff and receives everything, in order, once it is back.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { settlesOn, type ApiClient, type TestService } from './index.ts';

export interface ReceivedWebhook {
  id: string;
  type: string;
  subject: string;
  headers: http.IncomingHttpHeaders;
  /** Whether `webhook-signature` is the HMAC, computed here, of `id.timestamp.body`. */
  signed: boolean;
  data: Record<string, unknown>;
}

export interface WebhookReceiver {
  received: ReceivedWebhook[];
  /**
   * The status it answers (204 until changed; 300 and above are refusals), and how long after
   * a delivery's receipt it answers (0 until changed).
   */
  state: { answer: number; delayMs: number };
  url: string;
  /** Stops listening: deliveries meet a refused connection. */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

/** A local receiver of webhooks, checking signatures with the secret `secretOf` answers. */
export async function startWebhookReceiver(secretOf: () => string): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const state = { answer: 204, delayMs: 0 };
  const handler: http.RequestListener = (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (state.answer >= 300) {
        res.writeHead(state.answer).end();
        return;
      }
      const body = Buffer.concat(chunks).toString('utf8');
      const id = req.headers['webhook-id'] as string;
      const timestamp = req.headers['webhook-timestamp'] as string;
      const key = Buffer.from(secretOf().slice('whsec_'.length), 'base64');
      const mac = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
      const event = JSON.parse(body) as ReceivedWebhook;
      received.push({
        ...event,
        headers: req.headers,
        signed: req.headers['webhook-signature'] === `v1,${mac}`,
      });
      if (state.delayMs > 0) setTimeout(() => res.writeHead(204).end(), state.delayMs);
      else res.writeHead(204).end();
    });
  };
  let server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const stop = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return {
    received,
    state,
    url: `http://127.0.0.1:${port}/hooks`,
    down: stop,
    async up() {
      server = http.createServer(handler);
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    close: stop,
  };
}

/**
 * The settings of a service whose webhooks a test drives: rounds every 100 ms, retries from
 * 30 s doubling to 2 minutes (the test moves the service's clock past each), no pause before
 * 20 failures over 3 days (the defaults), private targets allowed, no came-into-force job.
 */
export const WEBHOOK_TEST_SETTINGS = {
  EVENTS_INTERVAL_MS: '0',
  WEBHOOKS_INTERVAL_MS: '100',
  WEBHOOKS_TIMEOUT_MS: '5000',
  WEBHOOKS_RETRY_BASE_MS: '30000',
  WEBHOOKS_RETRY_MAX_MS: '120000',
  WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true',
};

interface Subscription {
  id: string;
  status: string;
  consecutiveFailures: number;
  nextAttemptAt: string;
  position: string;
}

interface Delivery {
  eventId: string;
  outcome: 'DELIVERED' | 'FAILED';
  attemptedAt: string;
  redelivery: boolean;
}

/**
 * A service's webhooks as its contract offers them (`/<service>/v1/webhooks`), shown with a real
 * receiver on the service started with `WEBHOOK_TEST_SETTINGS`:
 * - a subscription to `type` receives the events of three records `write` makes, each once, in
 *   the order written, signed, with the Standard Webhooks headers, and logged as delivered;
 * - the receiver then goes down for five minutes of the service's clock while three more are
 *   written: each attempt fails and the next waits 30 s, 60 s, 120 s, 120 s (the backoff,
 *   doubling to its maximum), the subscription staying active; back up, it receives the three,
 *   in order, once each, and nothing is lost or sent twice.
 * `write` makes one record and answers its subject (`rule/<id>`); `permissions` are those of
 * the subscriber (the webhooks' read and write, and the family's read).
 */
export async function expectWebhooksDeliverEverything(
  service: TestService,
  options: {
    service: string;
    type: string;
    permissions: string[];
    write: () => Promise<string>;
  },
): Promise<void> {
  const base = `/${options.service}/v1/webhooks`;
  const subscriber: ApiClient = service.as(options.permissions);
  let secret = '';
  const receiver = await startWebhookReceiver(() => secret);
  try {
    const created = await subscriber.post(base, { url: receiver.url, types: [options.type] });
    expect(created.status, created.text).to.equal(201);
    expect(created.headers.get('location')).to.equal(`${base}/${created.body.id}`);
    secret = created.body.secret as string;
    expect(secret).to.match(/^whsec_/);
    const id = created.body.id as string;
    const read = async () => (await subscriber.get(`${base}/${id}`)).body as Subscription;
    const log = async () =>
      ((await subscriber.get(`${base}/${id}/deliveries?size=100`)).body.data as Delivery[]).reverse();
    const arrived = async (count: number) => {
      await settlesOn(async () => receiver.received.length >= count, true, 60_000);
      return receiver.received;
    };

    // Up: three records, three events, in order, signed, each logged as delivered.
    const subjects = [await options.write(), await options.write(), await options.write()];
    const first = await arrived(3);
    expect(first.map((e) => [e.type, e.subject])).to.deep.equal(subjects.map((s) => [options.type, s]));
    for (const event of first) {
      expect(event.signed, JSON.stringify(event.headers)).to.equal(true);
      expect(event.headers['webhook-id']).to.equal(event.id);
      expect(event.headers['content-type']).to.equal('application/cloudevents+json; charset=utf-8');
      expect(event.id.startsWith(`${options.service}-`), event.id).to.equal(true);
    }
    const delivered = async () => (await log()).filter((d) => d.outcome === 'DELIVERED').length;
    expect(await settlesOn(delivered, 3, 10_000)).to.equal(3);

    // Down: three more records while the subscriber is away for five minutes.
    await receiver.down();
    const later = [await options.write(), await options.write(), await options.write()];
    const downSince = service.clock.now().getTime();
    const waits: number[] = [];
    for (let failures = 1; ; failures += 1) {
      await settlesOn(async () => (await read()).consecutiveFailures >= failures, true, 60_000);
      const subscription = await read();
      expect(subscription.consecutiveFailures, 'one failed attempt at a time').to.equal(failures);
      expect(subscription.status).to.equal('ACTIVE');
      const last = (await log()).at(-1) as Delivery;
      expect(last.outcome).to.equal('FAILED');
      const next = Date.parse(subscription.nextAttemptAt);
      waits.push(next - Date.parse(last.attemptedAt));
      if (next - downSince >= 5 * 60_000) break;
      // The backoff passes on the service's clock: the next round tries again.
      service.clock.set(next);
    }
    expect(waits).to.deep.equal([30_000, 60_000, 120_000, 120_000]);
    expect(receiver.received).to.have.length(3);

    // Back: everything recorded meanwhile, in order, once each.
    await receiver.up();
    service.clock.set(Date.parse((await read()).nextAttemptAt));
    const all = await arrived(6);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(all.map((e) => e.subject)).to.deep.equal([...subjects, ...later]);
    expect(new Set(all.map((e) => e.id)).size).to.equal(6);
    expect(all.every((e) => e.signed)).to.equal(true);
    expect(await settlesOn(async () => (await read()).consecutiveFailures, 0, 10_000)).to.equal(0);
    const attempts = await log();
    expect(attempts.map((d) => d.outcome)).to.deep.equal([
      ...Array(3).fill('DELIVERED'),
      ...Array(waits.length).fill('FAILED'),
      ...Array(3).fill('DELIVERED'),
    ]);
    expect(attempts.filter((d) => d.outcome === 'DELIVERED').map((d) => d.eventId)).to.deep.equal(
      all.map((e) => e.id),
    );
  } finally {
    service.clock.reset();
    await receiver.close();
  }
}
