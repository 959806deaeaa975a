/**
 * Boards delivered to the publishing targets that are not web pages (ADR 0063). Every
 * `tickMs`, the delivery loop brings `board_deliveries` in line with the points, locks the
 * deliveries due (`FOR UPDATE SKIP LOCKED`: one replica delivers a point at a time), computes
 * each point's board from memory and delivers it when it changed since the last delivery or
 * `periodSeconds` have passed. A failed attempt is recorded with its reason and tried again
 * after a backoff doubling from `retryBaseMs` to `retryMaxMs`; the next attempt sends the board
 * of its own instant, so no change is lost to a failure. HTTP_PUSH posts the board's JSON (the
 * answer of `getDisplayPointBoard`), signed when a secret is set; a target on a loopback,
 * private or link-local address is refused unless `allowPrivateTargets`. MQTT_TOPIC and
 * SFTP_DROP send the same JSON through their transports (`board-transports.ts`).
 *
 * It also says whether each point's screen is alive: a pushed board's last delivery, or a
 * web page's last load (`pageLoaded`, told by the screen page), make its last sighting, read by
 * `health` and counted in `siv_screens_unseen` for the alert on screens not seen.
 */
import { createHash, createHmac } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPrivateAddress, type Database, type Logger, type Metrics } from '@transport/platform';
import { displayPointRefusals, type DisplayPointPort } from '../display-points/display-points.port.ts';
import { hostOf, publishingTargetProblem, type PublishingTargetPolicy } from '../publishing-targets.ts';
import type { Schemas } from '../types.ts';
import type { BoardDeliveryRepository, Delivery, Outcome } from './board-deliveries.repository.ts';
import type { BoardTransport } from './board-transports.ts';

type DisplayBoard = Schemas['DisplayBoard'];

/** What the deliveries ask of the boards: a point's board at an instant, with every page's rows. */
export interface BoardsToDeliver {
  boardAt(pointId: string, instant: number): Promise<{ board: DisplayBoard; allRows: Schemas['BoardRow'][] }>;
}

export interface BoardDeliveryOptions {
  db: Database;
  deliveries: BoardDeliveryRepository;
  boards: BoardsToDeliver;
  points: DisplayPointPort;
  logger: Logger;
  /** The service's clock (ms since the epoch): the boards' instant, the attempts' and the retries'. */
  now: () => number;
  /** How often the loop runs; 0: never (the state is still readable). */
  tickMs: number;
  /** A board unchanged is delivered again after this long. */
  periodSeconds: number;
  timeoutMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** Signs each push (`X-Board-Signature`) when set. */
  signingSecret: string | undefined;
  /** What a target's address may be (checked at each attempt as at the point's creation). */
  targets: PublishingTargetPolicy;
  /** How boards reach MQTT_TOPIC and SFTP_DROP targets. */
  transports: { mqtt: BoardTransport; sftp: BoardTransport };
  /** Deliveries handled per tick. */
  batch?: number;
  /** A screen neither loading its page nor delivered to for this long is UNSEEN. */
  unseenAfterMinutes: number;
  /** Where `siv_screens_unseen` is exported. */
  metrics: Metrics;
}

/** A page load within this long of the last one recorded for its point writes nothing. */
const PAGE_LOAD_COALESCE_MS = 5_000;

/** What a board's delivery depends on: its rows (every page), messages and marks, not the instant or the page. */
function digestOf(board: DisplayBoard, allRows: Schemas['BoardRow'][]): string {
  const { content, stale, boardingClosureStale, messages, fallbackContent } = board;
  return createHash('sha256')
    .update(JSON.stringify({ content, stale, boardingClosureStale, messages, fallbackContent, allRows }))
    .digest('base64url');
}

export function createBoardDeliveryService(options: BoardDeliveryOptions) {
  const { db, deliveries, logger } = options;
  const log = logger.child({ component: 'board-deliveries' });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  // The screens not seen, counted from the database at each scrape (every replica reports the
  // same figures: an alert takes their maximum).
  options.metrics.collectedGauge({
    name: 'siv_screens_unseen',
    help:
      'Active display points whose screen neither loaded its page nor was delivered a board for ' +
      'SCREEN_UNSEEN_MINUTES, by publishing target and state (UNSEEN: seen before; NEVER_SEEN).',
    labelNames: ['target', 'state'],
    async collect(set) {
      const counts = await deliveries
        .countUnseen(new Date(options.now() - options.unseenAfterMinutes * 60_000))
        .catch((error: unknown) => {
          log.warn({ err: error }, 'unseen screens not counted');
          throw error;
        });
      for (const target of ['WEB_PAGE', 'HTTP_PUSH', 'MQTT_TOPIC', 'SFTP_DROP']) {
        const count = counts.find((c) => c.target === target);
        set({ target, state: 'UNSEEN' }, count?.unseen ?? 0);
        set({ target, state: 'NEVER_SEEN' }, count?.neverSeen ?? 0);
      }
    },
  });

  function backoff(failures: number): Date {
    const delay = Math.min(options.retryBaseMs * 2 ** Math.max(0, failures - 1), options.retryMaxMs);
    return new Date(options.now() + delay);
  }

  /**
   * The push URL, once its address is one a point may be given (`publishingTargetProblem`) and,
   * outside development, its host name resolves to no loopback or private address.
   */
  async function checkedUrl(address: string): Promise<URL> {
    const problem = publishingTargetProblem({ type: 'HTTP_PUSH', address }, options.targets);
    if (problem !== undefined) throw new Error(`the address ${problem}`);
    const url = new URL(address);
    if (options.targets.allowPrivateTargets) return url;
    const host = hostOf(url);
    const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
    const inside = addresses.find(isPrivateAddress);
    if (inside !== undefined)
      throw new Error(
        `the address ${address} reaches ${inside}, a loopback or private address (DELIVERY_ALLOW_PRIVATE_TARGETS is off)`,
      );
    return url;
  }

  async function post(delivery: Delivery, body: string): Promise<void> {
    const url = await checkedUrl(delivery.targetAddress);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.signingSecret !== undefined) {
      const stamp = String(Math.floor(options.now() / 1000));
      const signature = createHmac('sha256', options.signingSecret).update(`${stamp}.${body}`).digest('hex');
      headers['x-board-signature'] = `t=${stamp},v1=${signature}`;
    }
    const answer = await fetch(url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    await answer.arrayBuffer().catch(() => undefined);
    if (answer.status < 200 || answer.status >= 300) throw new Error(`the target answered ${answer.status}`);
  }

  /** The transport of a target that is not a URL; undefined for HTTP_PUSH. */
  const transportOf = (delivery: Delivery): BoardTransport | undefined =>
    delivery.targetType === 'MQTT_TOPIC'
      ? options.transports.mqtt
      : delivery.targetType === 'SFTP_DROP'
        ? options.transports.sftp
        : undefined;

  /** One delivery due: its board, delivered when it changed or its period passed; undefined when nothing was to do. */
  async function attempt(delivery: Delivery): Promise<Outcome | undefined> {
    const transport = transportOf(delivery);
    try {
      // A target that cannot be reached fails before its board is computed.
      if (transport?.missing) throw new Error(transport.missing);
      if (transport) {
        const problem = publishingTargetProblem(
          { type: delivery.targetType, address: delivery.targetAddress },
          options.targets,
        );
        if (problem !== undefined) throw new Error(problem);
      }
      const { board, allRows } = await options.boards.boardAt(delivery.pointId, options.now());
      const digest = digestOf(board, allRows);
      const periodOver =
        delivery.lastDeliveredAt === null ||
        options.now() - delivery.lastDeliveredAt.getTime() >= options.periodSeconds * 1000;
      if (delivery.state === 'DELIVERED' && digest === delivery.digest && !periodOver) return undefined;
      const body = JSON.stringify(board);
      await (transport ? transport.send(delivery.targetAddress, body) : post(delivery, body));
      return { delivered: true, digest };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      return {
        delivered: false,
        error: cause ? `${reason} (${cause})` : reason,
        retryAt: backoff(delivery.consecutiveFailures + 1),
      };
    }
  }

  /** One round of the loop: every delivery due, attempted at once, recorded in one transaction. */
  async function deliverDue(): Promise<void> {
    await deliveries.sync();
    await db.transaction(async (trx) => {
      const due = await deliveries.lockDue(trx, options.batch ?? 200);
      const outcomes = await Promise.all(due.map(async (d) => [d, await attempt(d)] as const));
      for (const [delivery, outcome] of outcomes) {
        if (!outcome) continue;
        if (!outcome.delivered)
          log.warn({ pointId: delivery.pointId, error: outcome.error }, 'board delivery failed');
        await deliveries.record(trx, delivery.pointId, outcome);
      }
    });
  }

  function schedule() {
    timer = setTimeout(() => {
      running = deliverDue()
        .catch((error: unknown) => log.warn({ err: error }, 'board delivery round failed'))
        .finally(() => {
          running = undefined;
          if (timer !== undefined) schedule();
        });
    }, options.tickMs);
    timer.unref();
  }

  return {
    /** A load of the point's screen page, now (a failure to record it never fails the page). */
    async pageLoaded(pointId: string): Promise<void> {
      await deliveries
        .recordPageLoad(pointId, new Date(options.now()), PAGE_LOAD_COALESCE_MS)
        .catch((error: unknown) => log.warn({ err: error, pointId }, 'screen page load not recorded'));
    },
    /** Whether the point's screen was seen lately: its last page load or delivery. */
    async health(pointId: string): Promise<Schemas['ScreenHealth']> {
      const point = await options.points.find(pointId);
      if (!point) throw displayPointRefusals.displayPointNotFound(pointId);
      const { lastPageLoadAt, lastDeliveredAt } = await deliveries.sighting(pointId);
      const seen = [lastPageLoadAt, lastDeliveredAt].filter((d) => d !== null).map((d) => d.getTime());
      const lastSeen = seen.length > 0 ? Math.max(...seen) : undefined;
      const now = options.now();
      const status =
        point.status !== 'ACTIVE'
          ? 'RETIRED'
          : lastSeen === undefined
            ? 'NEVER_SEEN'
            : now - lastSeen > options.unseenAfterMinutes * 60_000
              ? 'UNSEEN'
              : 'SEEN';
      const iso = (d: Date | null) => (d ? d.toISOString() : null);
      return {
        pointId,
        targetType: point.publishingTarget.type,
        status,
        lastSeenAt: lastSeen === undefined ? null : new Date(lastSeen).toISOString(),
        lastPageLoadAt: iso(lastPageLoadAt),
        lastDeliveredAt: iso(lastDeliveredAt),
        unseenAfterMinutes: options.unseenAfterMinutes,
        checkedAt: new Date(now).toISOString(),
      };
    },
    start() {
      if (options.tickMs > 0) schedule();
    },
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await running;
      await Promise.all([options.transports.mqtt.close(), options.transports.sftp.close()]);
    },
    deliverDue,
    /** The delivery state of a point's target. */
    async status(pointId: string): Promise<Schemas['BoardDelivery']> {
      const point = await options.points.find(pointId);
      if (!point) throw displayPointRefusals.displayPointNotFound(pointId);
      const delivery = await deliveries.find(pointId);
      const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
      const pulled = point.publishingTarget.type === 'WEB_PAGE';
      return {
        pointId,
        targetType: point.publishingTarget.type,
        address: point.publishingTarget.address,
        state: pulled ? 'PULLED' : point.status !== 'ACTIVE' ? 'STOPPED' : (delivery?.state ?? 'PENDING'),
        deliveries: delivery?.deliveries ?? 0,
        consecutiveFailures: delivery?.consecutiveFailures ?? 0,
        lastAttemptAt: iso(delivery?.lastAttemptAt),
        lastDeliveredAt: iso(delivery?.lastDeliveredAt),
        nextAttemptAt: pulled ? null : iso(delivery?.nextAttemptAt),
        lastError: delivery?.lastError ?? null,
      };
    },
  };
}

export type BoardDeliveryService = ReturnType<typeof createBoardDeliveryService>;
