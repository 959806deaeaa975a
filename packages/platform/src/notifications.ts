/**
 * A process's Postgres notification channels (LISTEN), all on one connection of their own,
 * reconnected after a failure (ADR 0109: a service's caches and its webhook rounds share it).
 * The connection opens with the first channel listened to and closes with the last one's
 * subscription. Each subscription's `onUp` is called each time its channel is listened to,
 * `onDown` each time the connection is lost, since notifications sent meanwhile are never
 * seen: whoever relies on them must stop trusting what they kept.
 */
import pg from 'pg';
import type { Logger } from './logger.ts';

export interface NotificationListenerOptions {
  databaseUrl: string;
  /** The connection's application name (`rules_notifications`): how an operator finds it. */
  name: string;
  logger: Logger;
  /** Wait before reconnecting (default 1 s). */
  reconnectMs?: number;
  /**
   * Time allowed to connect and to start listening (default 5 s): a database that accepts the
   * connection but never answers counts as lost, so that it holds up neither the start of the
   * process nor the next attempt.
   */
  connectTimeoutMs?: number;
}

/** What a subscriber to a channel is told. */
export interface ChannelHandlers {
  onNotification(payload: string): void;
  onUp(): void;
  onDown(): void;
}

export interface NotificationSubscription {
  stop(): Promise<void>;
}

export interface NotificationListener {
  /**
   * Listens to `channel` (a plain identifier: letters, digits, underscores) on the listener's
   * connection, opened if it is not: resolves once the channel is listened to or the first
   * attempt at it failed (the listener then keeps trying).
   */
  listen(channel: string, handlers: ChannelHandlers): Promise<NotificationSubscription>;
  /**
   * Sends a notification on `channel` (empty payload) from the listener's connection, outside
   * any other transaction, when the connection is up (else nothing: whoever listens is told its
   * channel was lost). At most one is in flight at a time per channel: the calls made meanwhile
   * give one more when it ends (ADR 0114).
   */
  notify(channel: string): void;
}

interface Subscriber {
  channel: string;
  handlers: ChannelHandlers;
  /** Its channel listened to on the current connection, and `onUp` called. */
  up: boolean;
}

export function createNotificationListener(options: NotificationListenerOptions): NotificationListener {
  const { logger } = options;
  const subscribers = new Set<Subscriber>();
  let client: pg.Client | undefined;
  /** The first attempt at connecting and listening, while it runs. */
  let connecting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  /** The channels listened to on `client`. */
  let listened = new Set<string>();
  const channels = () => new Set([...subscribers].map((subscriber) => subscriber.channel));

  const lost = (connection: pg.Client, error?: Error) => {
    if (client !== connection) return;
    client = undefined;
    for (const subscriber of subscribers) {
      subscriber.up = false;
      subscriber.handlers.onDown();
    }
    connection.end().catch(() => undefined);
    if (subscribers.size === 0) return;
    logger.warn({ err: error, channels: [...channels()] }, 'notification channel lost; reconnecting');
    retry = setTimeout(() => void start(), options.reconnectMs ?? 1_000);
    retry.unref();
  };

  /** Listens to every channel subscribed to not yet listened to on `connection`, then tells their subscribers. */
  async function listenAll(connection: pg.Client, done: Set<string>): Promise<void> {
    for (;;) {
      const missing = [...channels()].filter((channel) => !done.has(channel));
      if (missing.length === 0) break;
      for (const channel of missing) {
        await connection.query(`LISTEN ${channel}`);
        done.add(channel);
      }
    }
    if (client !== connection) return;
    for (const subscriber of subscribers) {
      if (subscriber.up) continue;
      subscriber.up = true;
      subscriber.handlers.onUp();
    }
  }

  async function connect(): Promise<void> {
    retry = undefined;
    if (subscribers.size === 0) return;
    const connection = new pg.Client({
      connectionString: options.databaseUrl,
      application_name: options.name,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
      query_timeout: options.connectTimeoutMs ?? 5_000,
    });
    connection.on('notification', (message) => {
      if (message.payload === undefined) return;
      for (const subscriber of subscribers)
        if (subscriber.channel === message.channel && subscriber.up)
          subscriber.handlers.onNotification(message.payload);
    });
    connection.on('error', (error) => lost(connection, error));
    connection.on('end', () => lost(connection));
    client = connection;
    listened = new Set();
    try {
      await connection.connect();
      await listenAll(connection, listened);
    } catch (error) {
      lost(connection, error as Error);
    }
  }

  async function unsubscribe(subscriber: Subscriber): Promise<void> {
    if (!subscribers.delete(subscriber)) return;
    if (subscriber.up) subscriber.handlers.onDown();
    const connection = client;
    if (subscribers.size > 0) {
      if (connection && !channels().has(subscriber.channel) && listened.delete(subscriber.channel))
        await connection.query(`UNLISTEN ${subscriber.channel}`).catch(() => undefined);
      return;
    }
    clearTimeout(retry);
    retry = undefined;
    client = undefined;
    if (connection) {
      // A client whose server is already gone (Postgres stopping first) may never finish
      // ending: shutdown does not wait on it for more than a second.
      await Promise.race([
        connection.end().catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, 1_000).unref()),
      ]);
    }
  }

  /** Connects (again), once at a time. */
  function start(): Promise<void> {
    connecting ??= connect().finally(() => (connecting = undefined));
    return connecting;
  }

  /** Per channel: a notification in flight, and whether another was asked for meanwhile. */
  const sending = new Map<string, { again: boolean }>();
  function notify(channel: string): void {
    const inFlight = sending.get(channel);
    if (inFlight) {
      inFlight.again = true;
      return;
    }
    const connection = client;
    if (!connection || !listened.size) return;
    const flight = { again: false };
    sending.set(channel, flight);
    connection
      .query("SELECT pg_notify($1, '')", [channel])
      // A failure is the connection's: lost, its subscribers are told and it reconnects.
      .catch(() => undefined)
      .finally(() => {
        sending.delete(channel);
        if (flight.again) notify(channel);
      });
  }

  return {
    notify,
    async listen(channel, handlers) {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a plain channel name: ${channel}`);
      const subscriber: Subscriber = { channel, handlers, up: false };
      subscribers.add(subscriber);
      // Lost, the connection comes back after `reconnectMs`, with this channel too.
      if (connecting || (!client && retry === undefined)) await start();
      const connection = client;
      if (connection && !subscriber.up)
        await listenAll(connection, listened).catch((error: Error) => lost(connection, error));
      return { stop: () => unsubscribe(subscriber) };
    },
  };
}
