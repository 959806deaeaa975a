/**
 * Webhook subscriptions on a service's change feed (ADR 0072): a subscriber names a target URL,
 * and optionally the event types and records it wants; each event of the feed that matches is
 * POSTed to it, in feed order, signed as the Standard Webhooks specification says.
 *
 * - A subscription keeps its own position in the feed (`after_xid`, `after_id`): delivery reads
 *   the feed from there as any reader would (`selectEvents`, finished transactions only), so a
 *   subscriber down for a while receives everything once it is back, in order.
 * - One replica delivers a subscription at a time: a round claims the subscriptions due with
 *   `FOR UPDATE SKIP LOCKED` and leases them (`leased_until`) in one short statement, delivers
 *   outside any transaction (an open transaction would hold every feed back, ADR 0065), and
 *   writes each outcome only while it still holds the lease. Each event is delivered once per
 *   subscription; the events a round delivered are recorded together when it ends (or one
 *   fails), so a replica dying mid-round leaves those it sent and had not recorded to be sent
 *   again after the lease (the same `webhook-id`, by which a receiver drops a duplicate).
 * - A failed delivery (an answer other than 2xx, a refused connection, a timeout) stops the
 *   subscription's round: it is tried again after a backoff doubling from `retryBaseMs` to
 *   `retryMaxMs`, and paused once it has failed `pauseAfterFailures` times in a row over at
 *   least `pauseAfterMs`. Every attempt is in the delivery log.
 * - A subscription is delivered the events of the families its creator could read when it was
 *   made (their read permissions are kept with it), as the feed serves them.
 * - A target must be https, and reach no loopback, private or link-local address, unless
 *   `allowPrivateTargets` (development, or a setting): checked at creation and at each delivery.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { notAuditedSql } from './audit.ts';
import type { Principal } from './auth.ts';
import { onEventsCommitted, withOwnPool, type Database } from './db.ts';
import { AppError, type FieldError } from './errors.ts';
import { newId } from './ids.ts';
import {
  cloudEvent,
  cursorGone,
  cursorText,
  eventsChannel,
  feedHeldBack,
  feedHorizon,
  newestServed,
  selectEvents,
  type CloudEvent,
  type Cursor,
  type EventRow,
} from './events.ts';
import { created, noContent, ok, type Reply } from './http/replies.ts';
import type { NotificationListener } from './notifications.ts';
import { pageOf, pageRequest } from './paging.ts';
import { paced } from './paced.ts';
import type { Clock } from './clock.ts';
import type { ServiceConfig } from './config.ts';
import { createTargetClient, targetRefusal, targetUrlRefusal, type ResolveHost } from './webhook-targets.ts';

/** The problem codes of a service's webhook operations. */
export const WEBHOOK_PROBLEM_CODES = [
  'webhook-not-found',
  'webhook-target-refused',
  'webhook-event-type-unknown',
  'webhook-nothing-readable',
  'webhook-redelivery-empty',
] as const;

/** The tables of a service's webhooks, made by a migration of each service that offers them. */
export function webhooksSql(schema: string): string {
  const s = `"${schema.replace(/"/g, '""')}"`;
  return `
    CREATE TABLE ${s}.webhook_subscriptions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      url text NOT NULL CHECK (url LIKE 'https://%' OR url LIKE 'http://%'),
      description text,
      types text[] NOT NULL DEFAULT '{}',
      subjects text[] NOT NULL DEFAULT '{}',
      -- The read permissions of the families its creator could read: their events only.
      permissions text[] NOT NULL CHECK (cardinality(permissions) > 0),
      secret text NOT NULL CHECK (secret ~ '^whsec_[A-Za-z0-9+/]+=*$'),
      status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'PAUSED')),
      paused_reason text,
      -- The last event delivered: delivery resumes after it, in feed order.
      after_xid xid8 NOT NULL,
      after_id bigint NOT NULL,
      consecutive_failures integer NOT NULL DEFAULT 0 CHECK (consecutive_failures >= 0),
      failing_since timestamptz,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      leased_by text,
      leased_until timestamptz,
      created_by text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((status = 'PAUSED') = (paused_reason IS NOT NULL)),
      CHECK ((consecutive_failures = 0) = (failing_since IS NULL))
    );
    CREATE INDEX webhook_subscriptions_due ON ${s}.webhook_subscriptions (next_attempt_at)
      WHERE status = 'ACTIVE';
    ${notAuditedSql('webhook_subscriptions', 'a subscription to the change feed, its position and its lease (ADR 0072)')};

    CREATE TABLE ${s}.webhook_redeliveries (
      subscription_id uuid NOT NULL REFERENCES ${s}.webhook_subscriptions (id) ON DELETE CASCADE,
      event_id bigint NOT NULL REFERENCES ${s}.events (id) ON DELETE CASCADE,
      requested_by text NOT NULL,
      requested_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (subscription_id, event_id)
    );
    ${notAuditedSql('webhook_redeliveries', 'events asked to be delivered again, until they are (ADR 0072)')};

    CREATE TABLE ${s}.webhook_deliveries (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      subscription_id uuid NOT NULL REFERENCES ${s}.webhook_subscriptions (id) ON DELETE CASCADE,
      event_id text NOT NULL,
      event_type text NOT NULL,
      redelivery boolean NOT NULL,
      attempted_at timestamptz NOT NULL DEFAULT now(),
      outcome text NOT NULL CHECK (outcome IN ('DELIVERED', 'FAILED')),
      response_status integer,
      error text,
      duration_ms integer NOT NULL CHECK (duration_ms >= 0),
      CHECK ((outcome = 'FAILED') = (error IS NOT NULL))
    );
    CREATE INDEX webhook_deliveries_of_subscription ON ${s}.webhook_deliveries (subscription_id, id DESC);
    ${notAuditedSql('webhook_deliveries', 'the delivery log of the webhooks, each attempt once (ADR 0072)')};
  `;
}

/** A signing secret as Standard Webhooks writes it: `whsec_` and 24 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/**
 * The Standard Webhooks signature of a message: HMAC-SHA256, keyed with the secret's bytes,
 * over `<id>.<timestamp>.<body>`, in base64 after `v1,`.
 */
export function webhookSignature(secret: string, id: string, timestamp: number, body: string): string {
  return signedWith(webhookKey(secret), id, timestamp, body);
}

/** A secret's key: the bytes of its base64 part, after `whsec_` (read once per round). */
function webhookKey(secret: string): Buffer {
  return Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
}

function signedWith(key: Buffer, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** The webhook settings of a service (docs/change-feed.md lists them). */
export interface WebhookSettings {
  /** How often a delivery round runs on each replica; 0: never (tests run rounds themselves). */
  intervalMs: number;
  timeoutMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** A subscription is paused after this many failed attempts in a row ... */
  pauseAfterFailures: number;
  /** ... the first of them at least this long ago. */
  pauseAfterMs: number;
  allowPrivateTargets: boolean;
  /** How long a round holds the subscriptions it claimed; past it another replica may take them. */
  leaseMs: number;
  /**
   * The time a round keeps at its lease's end to record what it sent (a connection had within
   * the pool's 5 s, the statement and its retries): it starts no POST that could end later.
   */
  recordMarginMs: number;
  /** Events delivered per subscription and round. */
  batch: number;
  /** The connections of the rounds' own pool (their statements never queue behind the requests'). */
  poolMax: number;
}

export function webhookSettings(config: ServiceConfig): WebhookSettings {
  return {
    intervalMs: config.WEBHOOKS_INTERVAL_MS,
    timeoutMs: config.WEBHOOKS_TIMEOUT_MS,
    retryBaseMs: config.WEBHOOKS_RETRY_BASE_MS,
    retryMaxMs: config.WEBHOOKS_RETRY_MAX_MS,
    pauseAfterFailures: config.WEBHOOKS_PAUSE_AFTER_FAILURES,
    pauseAfterMs: config.WEBHOOKS_PAUSE_AFTER_MS,
    allowPrivateTargets:
      config.WEBHOOKS_ALLOW_PRIVATE_TARGETS === undefined
        ? config.NODE_ENV === 'development'
        : config.WEBHOOKS_ALLOW_PRIVATE_TARGETS === 'true',
    // Long enough for a whole batch of attempts each waiting its timeout.
    leaseMs: Math.max(30_000, config.WEBHOOKS_TIMEOUT_MS * 2),
    recordMarginMs: 8_000,
    batch: 100,
    poolMax: config.WEBHOOKS_DATABASE_POOL_MAX,
  };
}

interface SubscriptionRow {
  id: string;
  url: string;
  description: string | null;
  types: string[];
  subjects: string[];
  permissions: string[];
  secret: string;
  status: 'ACTIVE' | 'PAUSED';
  paused_reason: string | null;
  after_xid: string;
  after_id: string;
  consecutive_failures: number;
  failing_since: Date | null;
  next_attempt_at: Date;
  created_by: string;
  created_at: Date;
  updated_at: Date;
}

/** A subscription a round claimed, and whether redeliveries of it were asked. */
interface Claimed extends SubscriptionRow {
  redeliveries_asked: boolean;
}

/** A subscription as its operations answer it (never its secret, but at creation). */
function subscriptionOf(row: SubscriptionRow) {
  return {
    id: row.id,
    url: row.url,
    ...(row.description === null ? {} : { description: row.description }),
    types: row.types,
    subjects: row.subjects,
    status: row.status,
    ...(row.paused_reason === null ? {} : { pausedReason: row.paused_reason }),
    position: cursorText({ xid: row.after_xid, id: row.after_id }),
    consecutiveFailures: row.consecutive_failures,
    ...(row.failing_since === null ? {} : { failingSince: row.failing_since.toISOString() }),
    nextAttemptAt: row.next_attempt_at.toISOString(),
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
  };
}

interface DeliveryRow {
  id: string;
  event_id: string;
  event_type: string;
  redelivery: boolean;
  attempted_at: Date;
  outcome: 'DELIVERED' | 'FAILED';
  response_status: number | null;
  error: string | null;
  duration_ms: number;
}

function deliveryOf(row: DeliveryRow) {
  return {
    eventId: row.event_id,
    eventType: row.event_type,
    redelivery: row.redelivery,
    attemptedAt: row.attempted_at.toISOString(),
    outcome: row.outcome,
    ...(row.response_status === null ? {} : { responseStatus: row.response_status }),
    ...(row.error === null ? {} : { error: row.error }),
    durationMs: row.duration_ms,
  };
}

const notFound = (id: string) =>
  new AppError(404, 'webhook-not-found', `No webhook subscription has the id ${id}.`);

const unprocessable = (code: string, detail: string, errors: FieldError[]) =>
  new AppError(422, code, detail, { errors });

/** What each webhook operation is given (the contract has checked it). */
interface WebhookRequest {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  principal: Principal;
}

type Handler = (request: WebhookRequest) => Promise<Reply>;

/** The operation ids of a service's webhook operations, named after the service (`Referential`). */
export type WebhookOperationNames<Name extends string> = Record<
  'create' | 'list' | 'get' | 'delete' | 'pause' | 'resume' | 'deliveries' | 'redeliver',
  Name
>;

/**
 * The webhook operation ids of a service's contract, named after it (`Rules`:
 * `createRulesWebhook`, `listRulesWebhooks` ... `redeliverRulesWebhookEvents`).
 */
export function webhookOperationNames<const Service extends string>(service: Service) {
  return {
    create: `create${service}Webhook`,
    list: `list${service}Webhooks`,
    get: `get${service}Webhook`,
    delete: `delete${service}Webhook`,
    pause: `pause${service}Webhook`,
    resume: `resume${service}Webhook`,
    deliveries: `list${service}WebhookDeliveries`,
    redeliver: `redeliver${service}WebhookEvents`,
  } as const;
}

export interface Webhooks<Name extends string> {
  /** The handlers of the service's webhook operations, by operation id. */
  handlers: Record<Name, Handler>;
  /** One delivery round on this replica: every subscription due that it could claim. */
  deliverDue(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * A service's webhooks: the handlers of its webhook operations and the delivery loop, started
 * (on each replica, when the outbox announces a commit and every `intervalMs`; a subscription
 * is delivered by one replica at a time). Commits are announced only while a subscription is
 * ACTIVE (ADR 0152).
 */
// long: a factory of the webhook handlers and the delivery loop; its own lines are its options'
// type and the comments of the short functions it returns, each read on its own.
export function createWebhooks<Name extends string>(
  db: Database,
  options: {
    service: string;
    /** `/referential/v1/webhooks`: where a subscription's Location points. */
    basePath: string;
    operations: WebhookOperationNames<Name>;
    settings: WebhookSettings;
    /**
     * The service's clock: the signatures' timestamps, the attempts' instants, how long a
     * subscription has been failing and when it is tried again.
     */
    clock: Clock;
    onError: (error: unknown) => void;
    /**
     * The service's notification listener: a round starts as soon as the outbox announces a
     * commit (`eventsChannel`), not only every `intervalMs` (ADR 0109). Without it (rounds run
     * by hand), the interval alone.
     */
    notifications?: NotificationListener;
    /** Resolves a target's host; the system's resolver by default. */
    resolve?: ResolveHost;
  },
): Webhooks<Name> {
  const { service, settings, operations, clock } = options;
  const replica = newId();
  // The rounds' statements on a pool of their own (ADR 0103): on the requests' pool, a round of
  // a service saturated by writes waited behind the queued requests for each statement, and
  // failed when it had none within 5 s. No connection is opened before a round needs one.
  const rounds = withOwnPool(db, settings.poolMax);

  async function readable(principal: Principal): Promise<{ permissions: string[]; aggregates: Set<string> }> {
    const sources = (await db('event_sources').select('aggregate', 'permission')) as {
      aggregate: string;
      permission: string;
    }[];
    const held = sources.filter((source) => principal.permissions.has(source.permission));
    return {
      permissions: [...new Set(held.map((source) => source.permission))],
      aggregates: new Set(held.map((source) => source.aggregate)),
    };
  }

  async function subscription(id: string, trx: Knex = db): Promise<SubscriptionRow> {
    const row = (await trx('webhook_subscriptions').where({ id }).first()) as SubscriptionRow | undefined;
    if (!row) throw notFound(id);
    return row;
  }

  async function create({ body, principal }: WebhookRequest): Promise<Reply> {
    const url = body.url as string;
    const types = (body.types as string[] | undefined) ?? [];
    const subjects = (body.subjects as string[] | undefined) ?? [];
    const refusal = await targetRefusal(url, settings.allowPrivateTargets, options.resolve);
    if (refusal !== undefined)
      throw unprocessable('webhook-target-refused', `The target ${withoutCredentials(url)} ${refusal}.`, [
        { field: 'body.url', message: refusal },
      ]);
    const { permissions, aggregates } = await readable(principal);
    if (permissions.length === 0)
      throw new AppError(
        403,
        'webhook-nothing-readable',
        `The token reads no family of the ${service} service's feed: a subscription would receive nothing.`,
      );
    const unknown: FieldError[] = types.flatMap((type, index) => {
      const [prefix, aggregate = '', action] = type.split('.');
      return prefix === service && aggregates.has(aggregate) && action
        ? []
        : [{ field: `body.types[${index}]`, message: 'is no event type of a family this token reads' }];
    });
    if (unknown.length > 0)
      throw unprocessable(
        'webhook-event-type-unknown',
        `Event types are \`${service}.<record>.<action>\` of a record this token reads.`,
        unknown,
      );
    const secret = newWebhookSecret();
    const row = (await db.transaction(async (trx) => {
      // Delivery starts after the last event the feed serves now.
      const horizon = await feedHorizon(trx);
      const start = await newestServed(trx, horizon);
      const [inserted] = (await trx('webhook_subscriptions')
        .insert({
          url,
          description: (body.description as string | undefined) ?? null,
          types,
          subjects,
          permissions,
          secret,
          after_xid: start?.xid ?? '0',
          after_id: start?.id ?? 0,
          next_attempt_at: clock.now(),
          created_by: principal.subject,
        })
        .returning('*')) as SubscriptionRow[];
      return inserted as SubscriptionRow;
    })) as SubscriptionRow;
    subscriptionsChanged();
    const reply = created(row.id, `${options.basePath}/${row.id}`);
    return { ...reply, body: { ...subscriptionOf(row), secret } };
  }

  async function list({ query }: WebhookRequest): Promise<Reply> {
    const request = pageRequest(query as { page?: number; size?: number });
    const rows = (await db('webhook_subscriptions')
      .orderBy([{ column: 'created_at' }, { column: 'id' }])
      .offset(request.page * request.size)
      .limit(request.size)) as SubscriptionRow[];
    const [{ total } = { total: 0 }] = (await db('webhook_subscriptions').count({ total: '*' })) as {
      total: string | number;
    }[];
    return ok(pageOf(request, rows.map(subscriptionOf), Number(total)));
  }

  async function setStatus(id: string, paused: boolean): Promise<Reply> {
    const [row] = (await db('webhook_subscriptions')
      .where({ id })
      .update(
        paused
          ? { status: 'PAUSED', paused_reason: 'paused by request', updated_at: db.fn.now() }
          : {
              status: 'ACTIVE',
              paused_reason: null,
              consecutive_failures: 0,
              failing_since: null,
              next_attempt_at: clock.now(),
              updated_at: db.fn.now(),
            },
      )
      .returning('*')) as SubscriptionRow[];
    if (!row) throw notFound(id);
    if (!paused) subscriptionsChanged();
    return ok(subscriptionOf(row));
  }

  async function deliveries({ params, query }: WebhookRequest): Promise<Reply> {
    const id = params.id as string;
    await subscription(id);
    const size = (query.size as number | undefined) ?? 100;
    const rows = (await db('webhook_deliveries')
      .where({ subscription_id: id })
      .orderBy('id', 'desc')
      .limit(size)) as DeliveryRow[];
    return ok({ data: rows.map(deliveryOf) });
  }

  /** Queues one event (`eventId`) or those of a range of cursors (`from` excluded, `to` included). */
  async function redeliver({ params, body, principal }: WebhookRequest): Promise<Reply> {
    const id = params.id as string;
    const row = await subscription(id);
    const eventId = body.eventId as string | undefined;
    if (eventId !== undefined && (body.from !== undefined || body.to !== undefined))
      throw new AppError(
        400,
        'invalid-request',
        'Give one event (`eventId`) or a range (`from`, `to`), not both.',
        {
          errors: [{ field: 'body.eventId', message: 'is given with a range' }],
        },
      );
    const oldest = async () => {
      const first = (await db('events')
        .orderBy([{ column: 'xid' }, { column: 'id' }])
        .first('xid', 'id')) as Cursor | undefined;
      return first ? cursorText(first) : null;
    };
    const range = async (field: string, cursor: string): Promise<Cursor> => {
      const [, xid = '', eid = ''] = /^(\d{1,20})-(\d{1,19})$/.exec(cursor) ?? [];
      const kept = await db('events')
        .where({ id: Number(eid) })
        .whereRaw('xid = ?::xid8', [xid])
        .first('id');
      if (!kept) {
        const gone = cursorGone(cursor, await oldest());
        throw new AppError(410, 'event-cursor-gone', gone.message, {
          errors: [{ field, message: 'is no cursor of this feed kept now' }],
        });
      }
      return { xid, id: eid };
    };
    const events = await db.transaction(async (trx) => {
      let ids: string[];
      if (eventId !== undefined) {
        const number = eventId.slice(service.length + 1);
        const found = (await trx('events')
          .where({ id: Number(number) })
          .whereIn('permission', row.permissions)
          .first('id')) as { id: string } | undefined;
        if (!eventId.startsWith(`${service}-`) || !found)
          throw unprocessable(
            'webhook-redelivery-empty',
            `The event ${eventId} is not one this feed keeps for this subscription.`,
            [{ field: 'body.eventId', message: 'is no event kept of a family this subscription receives' }],
          );
        ids = [found.id];
      } else {
        const from = await range('body.from', body.from as string);
        const to = await range('body.to', body.to as string);
        const rows = await selectEvents(trx, {
          after: from,
          types: row.types,
          subjects: row.subjects,
          permissions: row.permissions,
          size: 1000,
        });
        ids = rows.filter((event) => compareCursor(event, to) <= 0).map((event) => String(event.id));
        if (ids.length === 0)
          throw unprocessable(
            'webhook-redelivery-empty',
            'No event of this subscription lies between the two cursors.',
            [{ field: 'body.to', message: 'names no event after `from` this subscription receives' }],
          );
      }
      await trx('webhook_redeliveries')
        .insert(
          ids.map((event) => ({ subscription_id: id, event_id: event, requested_by: principal.subject })),
        )
        .onConflict(['subscription_id', 'event_id'])
        .ignore();
      await trx('webhook_subscriptions').where({ id }).update({ next_attempt_at: clock.now() });
      return ids.length;
    });
    return { status: 202, body: { queued: events } };
  }

  /**
   * Claims the subscriptions due that no other replica holds, for one lease. When a subscription
   * is due is the service's clock's (a test moves it past a backoff); the lease is the
   * database's, shared by the replicas.
   */
  async function claim(): Promise<Claimed[]> {
    const now = clock.now();
    const result = (await rounds.raw(
      `UPDATE webhook_subscriptions
          SET leased_by = ?, leased_until = now() + make_interval(secs => ?), next_attempt_at = ?
        WHERE id IN (SELECT id FROM webhook_subscriptions
                      WHERE status = 'ACTIVE' AND next_attempt_at <= ?
                        AND (leased_until IS NULL OR leased_until < now())
                      ORDER BY next_attempt_at LIMIT 50
                        FOR UPDATE SKIP LOCKED)
        RETURNING *, EXISTS (SELECT FROM webhook_redeliveries r
                              WHERE r.subscription_id = webhook_subscriptions.id) AS redeliveries_asked`,
      [replica, settings.leaseMs / 1000, now, now],
    )) as { rows: Claimed[] };
    return result.rows;
  }

  const client = createTargetClient(settings.allowPrivateTargets, options.resolve);

  /**
   * A subscription's target for one round: its URL parsed and checked once (the addresses its
   * host resolves to are checked by the client, at each connection it opens) and its signing key.
   */
  interface Target {
    row: SubscriptionRow;
    url: URL;
    refusal: string | undefined;
    key: Buffer;
  }

  function targetOf(row: SubscriptionRow): Target {
    // Parsed and checked at the subscription's creation; the setting may have changed since.
    const url = new URL(row.url);
    return {
      row,
      url,
      refusal: targetUrlRefusal(url, settings.allowPrivateTargets),
      key: webhookKey(row.secret),
    };
  }

  /** One POST of an event; the HTTP status, or a thrown reason. */
  async function post(target: Target, event: CloudEvent): Promise<number> {
    if (target.refusal !== undefined) throw new Error(`the target ${target.refusal}`);
    const body = JSON.stringify(event);
    const timestamp = Math.floor(clock.now().getTime() / 1000);
    return client.post(
      target.url,
      {
        'content-type': 'application/cloudevents+json; charset=utf-8',
        'webhook-id': event.id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signedWith(target.key, event.id, timestamp, body),
        'user-agent': `transport-platform-webhooks (${service})`,
      },
      body,
      settings.timeoutMs,
    );
  }

  /** One attempt at delivering an event, not yet recorded. */
  interface Sent {
    row: EventRow;
    event: CloudEvent;
    status: number | null;
    error: string | null;
    durationMs: number;
    attemptedAt: Date;
  }

  /** POSTs one event; what happened (an error when it was not delivered). */
  async function send(target: Target, row: EventRow): Promise<Sent> {
    const event = cloudEvent(service, row);
    const started = performance.now();
    let status: number | null = null;
    let error: string | null = null;
    try {
      status = await post(target, event);
      if (status < 200 || status >= 300) error = `the target answered ${status}`;
    } catch (thrown) {
      const reason = thrown instanceof Error ? thrown.message : String(thrown);
      const code = (thrown as NodeJS.ErrnoException).code;
      error = code && !reason.includes(code) ? `${reason} (${code})` : reason;
    }
    const durationMs = Math.round(performance.now() - started);
    // One reading of the clock for the attempt's instant, its failure's start and its retry.
    return { row, event, status, error, durationMs, attemptedAt: clock.now() };
  }

  /**
   * Records events delivered from the feed, in their order, in one statement (one round trip
   * for a whole round, not one per event): their attempts logged and the position moved past the
   * last, while the lease is still held and the position is still the one the round read from.
   * Until then a replica dying would send them again (the same `webhook-id` each). A statement
   * that failed is tried again (`RECORD_ATTEMPTS` in all): the position it checks makes a second
   * run of one that had committed change nothing, and a round that gave up recording would send
   * its events again once its lease ran out, with no failed attempt in the log.
   */
  async function recordDelivered(target: SubscriptionRow, sent: Sent[]): Promise<void> {
    const last = sent.at(-1);
    if (last === undefined) return;
    for (let attempt = 1; ; attempt += 1) {
      try {
        await recordDeliveredOnce(target, sent, last);
        return;
      } catch (error) {
        if (attempt >= RECORD_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  }

  async function recordDeliveredOnce(target: SubscriptionRow, sent: Sent[], last: Sent): Promise<void> {
    await rounds.raw(
      `WITH held AS (SELECT id FROM webhook_subscriptions
                      WHERE id = ? AND leased_by = ? AND after_xid = ?::xid8 AND after_id = ?
                        FOR UPDATE),
            logged AS (INSERT INTO webhook_deliveries (subscription_id, event_id, event_type, redelivery,
                                                       attempted_at, outcome, response_status, duration_ms)
                       SELECT held.id, d.event_id, d.event_type, false, d.attempted_at, 'DELIVERED', d.status, d.duration_ms
                         FROM held, jsonb_to_recordset(?::jsonb)
                                AS d(event_id text, event_type text, attempted_at timestamptz, status integer,
                                     duration_ms integer))
       UPDATE webhook_subscriptions s
          SET after_xid = ?::xid8, after_id = ?, consecutive_failures = 0, failing_since = NULL
         FROM held WHERE s.id = held.id`,
      [
        target.id,
        replica,
        target.after_xid,
        target.after_id,
        JSON.stringify(
          sent.map((one) => ({
            event_id: one.event.id,
            event_type: one.event.type,
            attempted_at: one.attemptedAt.toISOString(),
            status: one.status,
            duration_ms: one.durationMs,
          })),
        ),
        last.row.xid,
        last.row.id,
      ],
    );
  }

  /** Records a redelivery's attempt or a failed one (its backoff, its pause); whether it was delivered. */
  async function recordAttempt(target: SubscriptionRow, sent: Sent, redelivery: boolean): Promise<boolean> {
    const { row, event, status, error, durationMs, attemptedAt } = sent;
    const delivered = error === null;
    await rounds.transaction(async (trx) => {
      const held = (await trx('webhook_subscriptions')
        .where({ id: target.id, leased_by: replica })
        .forUpdate()
        .first('id', 'failing_since', 'consecutive_failures')) as
        Pick<SubscriptionRow, 'id' | 'failing_since' | 'consecutive_failures'> | undefined;
      // Another replica took the subscription over (the lease ran out): it records its own.
      if (!held) return;
      await trx('webhook_deliveries').insert({
        subscription_id: target.id,
        event_id: event.id,
        event_type: event.type,
        redelivery,
        attempted_at: attemptedAt,
        outcome: delivered ? 'DELIVERED' : 'FAILED',
        response_status: status,
        error,
        duration_ms: durationMs,
      });
      // Delivered here is a redelivery (the feed's deliveries are recorded by `recordDelivered`).
      if (delivered) {
        await trx('webhook_redeliveries').where({ subscription_id: target.id, event_id: row.id }).delete();
        await trx('webhook_subscriptions')
          .where({ id: target.id })
          .update({ consecutive_failures: 0, failing_since: null });
        return;
      }
      const failures = held.consecutive_failures + 1;
      const since = held.failing_since ?? attemptedAt;
      const delay = Math.min(settings.retryBaseMs * 2 ** (failures - 1), settings.retryMaxMs);
      const sustained =
        failures >= settings.pauseAfterFailures &&
        attemptedAt.getTime() - since.getTime() >= settings.pauseAfterMs;
      await trx('webhook_subscriptions')
        .where({ id: target.id })
        .update({
          consecutive_failures: failures,
          failing_since: since,
          next_attempt_at: new Date(attemptedAt.getTime() + delay),
          ...(sustained
            ? {
                status: 'PAUSED',
                paused_reason: `paused after ${failures} failed attempts since ${since.toISOString()}; the last: ${error}`,
              }
            : {}),
          updated_at: trx.fn.now(),
        });
    });
    return delivered;
  }

  /**
   * A subscription's round: its redeliveries, then the feed from its position, until one fails.
   * The feed's events are sent one after the other, in order, and those delivered recorded
   * together once the round ends or one fails.
   */
  async function deliver(target: Claimed, sendUntil: number): Promise<number> {
    const to = targetOf(target);
    let delivered = 0;
    // Read only when the claim saw some: almost every round has none, and a statement fewer.
    const redeliveries = !target.redeliveries_asked
      ? []
      : ((await rounds('webhook_redeliveries')
          .where({ subscription_id: target.id })
          .orderBy('event_id')
          .limit(settings.batch)
          .pluck('event_id')) as string[]);
    if (redeliveries.length > 0) {
      const rows = (await rounds('events')
        .select('id', 'xid', 'aggregatetype', 'aggregateid', 'type', 'link', 'valid_from', 'record_version')
        .select(
          rounds.raw(`to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS time`),
        )
        .select('subject', 'request_id', 'operation', 'cause_id', 'payload')
        .whereIn('id', redeliveries)
        .orderBy([{ column: 'xid' }, { column: 'id' }])) as EventRow[];
      for (const row of rows) {
        if (performance.now() > sendUntil) return delivered;
        if (!(await recordAttempt(target, await send(to, row), true))) return delivered;
        delivered += 1;
      }
    }
    const rows = await selectEvents(rounds, {
      after: { xid: target.after_xid, id: target.after_id },
      types: target.types,
      subjects: target.subjects,
      permissions: target.permissions,
      size: settings.batch,
    });
    const sent: Sent[] = [];
    for (const row of rows) {
      // Near the lease's end, what was sent is recorded and the rest waits for the next round:
      // another replica may claim the subscription once the lease has run out, and would send
      // again what this round sent and had not yet recorded.
      if (performance.now() > sendUntil) break;
      const one = await send(to, row);
      if (one.error !== null) {
        await recordDelivered(target, sent);
        await recordAttempt(target, one, false);
        return delivered + sent.length;
      }
      sent.push(one);
    }
    await recordDelivered(target, sent);
    delivered += sent.length;
    // A full batch, or one cut at the lease's end: more may wait; the next round takes them at once.
    if (rows.length === settings.batch || sent.length < rows.length) {
      await rounds('webhook_subscriptions')
        .where({ id: target.id, leased_by: replica })
        .update({ next_attempt_at: clock.now() });
    }
    return delivered;
  }

  /**
   * Whether a subscription is ACTIVE (this replica's or another's), as a round last saw it;
   * undefined until one looked. While none is, a commit is not announced and wakes no round:
   * a subscription's creation or resumption announces itself (ADR 0152).
   */
  let subscribed: boolean | undefined;
  let subscribedSeenAt = -Infinity;

  async function anyActive(): Promise<boolean> {
    const { rows } = (await rounds.raw(
      `SELECT EXISTS (SELECT FROM webhook_subscriptions WHERE status = 'ACTIVE') AS active`,
    )) as { rows: { active: boolean }[] };
    return rows[0]?.active === true;
  }

  /** The last round claimed subscriptions and delivered nothing. */
  let fruitless = false;
  /** The last round found the feed holding an event back (`feedHeldBack`), after it read. */
  let heldBack = false;

  async function deliverDue(): Promise<number> {
    fruitless = false;
    heldBack = false;
    // The lease is counted from before the claim: it ends no sooner here than in the database.
    const claimedAt = performance.now();
    const claimed = await claim();
    if (claimed.length === 0) {
      // Nothing due here: whether anything is subscribed at all, which the announcements follow
      // (looked at again when unknown or none, else once an interval).
      if (subscribed !== true || performance.now() - subscribedSeenAt >= settings.intervalMs) {
        subscribedSeenAt = performance.now();
        subscribed = await anyActive();
      }
      return 0;
    }
    subscribed = true;
    subscribedSeenAt = performance.now();
    // A POST started by then has its whole timeout, and the recording its margin, within the lease.
    const sendUntil = claimedAt + settings.leaseMs - settings.timeoutMs - settings.recordMarginMs;
    const outcomes = await Promise.allSettled(claimed.map((row) => deliver(row, sendUntil)));
    // Each claimed goes back to the end of the queue (a failed one to its retry), released; one
    // whose round failed too (its events not recorded are sent again, the same `webhook-id`).
    await rounds('webhook_subscriptions')
      .whereIn(
        'id',
        claimed.map((row) => row.id),
      )
      .where({ leased_by: replica })
      .update({ leased_by: null, leased_until: null });
    const failed = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    const delivered = outcomes.reduce(
      (sum, outcome) => sum + (outcome.status === 'fulfilled' ? outcome.value : 0),
      0,
    );
    // Subscriptions to deliver and nothing delivered: an event announced may be held back behind
    // an older transaction, whose end may announce nothing.
    fruitless = claimed.length > 0 && delivered === 0;
    heldBack = fruitless && (await feedHeldBack(rounds));
    return delivered;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = settings.intervalMs <= 0;
  /** The next round is due at once (a wake-up then changes nothing). */
  let immediate = false;
  /** The outbox announced a commit while a round ran. */
  let woken = false;
  // A round that delivered something is followed by the next as soon as the gap since the last
  // round started so allows (more may have come meanwhile: under a steady flow of writes, events
  // wait for one round, not for the interval), and so is one during which the outbox announced a
  // commit; an idle one by the interval, the fallback when an announcement is lost (ADR 0109).
  function schedule(delayMs: number) {
    clearTimeout(timer);
    immediate = delayMs === 0;
    timer = setTimeout(() => {
      immediate = false;
      woken = false;
      const heldBefore = heldBack;
      let delivered = 0;
      running = deliverDue()
        .then((count) => void (delivered = count))
        .catch(options.onError)
        .finally(() => {
          running = undefined;
          if (stopped) return;
          if (delivered > 0 || woken) prompt.ask();
          // The feed may have held back the event it read even when the check after it finds
          // nothing held (the older transaction ended in between): a fruitless round started at
          // once (by an announcement, or after a round that delivered), or one after a round
          // that found an event held, is followed by one more after 200 ms.
          else if (fruitless && (heldBack || heldBefore || delayMs === 0))
            schedule(Math.min(HELD_BACK_RECHECK_MS, settings.intervalMs));
          else schedule(settings.intervalMs);
        });
    }, delayMs);
    timer.unref();
  }
  /**
   * A round at once, or as soon as the one running ends: at most one every
   * `PROMPT_ROUNDS_GAP_MS`, each taking every commit announced since the last (ADR 0129).
   */
  const prompt = paced(PROMPT_ROUNDS_GAP_MS, () => {
    if (stopped) return;
    if (running) woken = true;
    else if (!immediate) schedule(0);
  });
  /**
   * The outbox announced a commit (or the channel is listened to again, after announcements
   * may have been lost): the many announcements of a busy second make one round each time, not
   * one each.
   */
  function wake() {
    if (stopped) return;
    if (running) woken = true;
    else prompt.ask();
  }
  if (!stopped) schedule(settings.intervalMs);
  const { notifications } = options;
  const listening =
    stopped || notifications === undefined
      ? undefined
      : notifications
          .listen(eventsChannel(service), { onNotification: wake, onUp: wake, onDown: () => undefined })
          .catch((error: unknown) => void options.onError(error));
  // Each commit of this replica that wrote events is announced to every replica (this one
  // included) once it has committed, from the listener's connection (ADR 0114): not in the
  // writer's transaction, whose commit would wait on the notification queue's lock. At most one
  // announcement every `PROMPT_ROUNDS_GAP_MS`, for every commit since the last (ADR 0129).
  const announcement =
    notifications === undefined
      ? undefined
      : paced(PROMPT_ROUNDS_GAP_MS, () => notifications.notify(eventsChannel(service)));
  const unannounce =
    announcement &&
    onEventsCommitted(
      db,
      () => {
        if (subscribed !== false) announcement.ask();
      },
      // While none is, the history's functions tell the writes' connections nothing (ADR 0156).
      () => subscribed !== false,
    );
  /**
   * A subscription created or resumed here: announced on the outbox's channel at once, so that
   * every replica, this one included, runs a round and from then on announces its commits.
   */
  function subscriptionsChanged() {
    subscribed = true;
    notifications?.notify(eventsChannel(service));
  }

  return {
    handlers: {
      [operations.create]: create,
      [operations.list]: list,
      [operations.get]: async ({ params }: WebhookRequest) =>
        ok(subscriptionOf(await subscription(params.id as string))),
      [operations.delete]: async ({ params }: WebhookRequest) => {
        const deleted = await db('webhook_subscriptions').where({ id: params.id }).delete();
        if (deleted === 0) throw notFound(params.id as string);
        return noContent();
      },
      [operations.pause]: async ({ params }: WebhookRequest) => setStatus(params.id as string, true),
      [operations.resume]: async ({ params }: WebhookRequest) => setStatus(params.id as string, false),
      [operations.deliveries]: deliveries,
      [operations.redeliver]: redeliver,
    } as Record<Name, Handler>,
    deliverDue,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      prompt.stop();
      unannounce?.();
      announcement?.stop();
      await (await listening)?.stop();
      await running;
      client.close();
      await rounds.destroy();
    },
  };
}

/**
 * The least time between two announcements of a replica's commits, and between two rounds a
 * replica starts on announcements or after a round that delivered: a busy second's commits cost
 * at most 20 of each, and an event waits at most this long for each (ADR 0129).
 */
const PROMPT_ROUNDS_GAP_MS = 50;

/**
 * How soon a round follows one that found the feed holding an event back: the older transaction
 * holding it may end without announcing anything (it wrote no event, or rolled back).
 */
const HELD_BACK_RECHECK_MS = 200;

/** How many times a round tries to record what it delivered before it gives up. */
const RECORD_ATTEMPTS = 3;

function compareCursor(a: Cursor, b: Cursor): number {
  const x = BigInt(a.xid) - BigInt(b.xid);
  if (x !== 0n) return x < 0n ? -1 : 1;
  const y = BigInt(a.id) - BigInt(b.id);
  return y === 0n ? 0 : y < 0n ? -1 : 1;
}

/**
 * A target as a refusal quotes it: credentials in it (`https://user:secret@host/`) replaced by
 * `…`, so that the answer and the logs that keep it do not repeat a secret.
 */
function withoutCredentials(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#@]*@/i, '$1…@');
}
