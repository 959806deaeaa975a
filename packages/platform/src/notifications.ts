/**
 * A subscription to a Postgres notification channel (LISTEN) on a connection of its own,
 * reconnected after a failure. `onUp` is called each time the channel is listened to;
 * `onDown` each time it is lost, since notifications sent meanwhile are never seen: whoever
 * relies on them must stop trusting what they kept.
 */
import pg from 'pg';
import type { Logger } from './logger.ts';

export interface NotificationOptions {
  databaseUrl: string;
  /** A plain identifier (letters, digits, underscores). */
  channel: string;
  logger: Logger;
  onNotification(payload: string): void;
  onUp(): void;
  onDown(): void;
  /** Wait before reconnecting (default 1 s). */
  reconnectMs?: number;
  /**
   * Time allowed to connect and to start listening (default 5 s): a database that accepts the
   * connection but never answers counts as lost, so that it holds up neither the start of the
   * process nor the next attempt.
   */
  connectTimeoutMs?: number;
}

export interface NotificationSubscription {
  stop(): Promise<void>;
}

export async function subscribeToNotifications(
  options: NotificationOptions,
): Promise<NotificationSubscription> {
  const { logger, channel } = options;
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a plain channel name: ${channel}`);
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (connection: pg.Client, error?: Error) => {
    if (client !== connection) return;
    client = undefined;
    options.onDown();
    connection.end().catch(() => undefined);
    if (stopped) return;
    logger.warn({ err: error, channel }, 'notification channel lost; reconnecting');
    retry = setTimeout(() => void connect(), options.reconnectMs ?? 1_000);
    retry.unref();
  };

  async function connect(): Promise<void> {
    const connection = new pg.Client({
      connectionString: options.databaseUrl,
      application_name: channel,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
      query_timeout: options.connectTimeoutMs ?? 5_000,
    });
    connection.on('notification', (message) => {
      if (message.payload !== undefined) options.onNotification(message.payload);
    });
    connection.on('error', (error) => lost(connection, error));
    connection.on('end', () => lost(connection));
    client = connection;
    try {
      await connection.connect();
      await connection.query(`LISTEN ${channel}`);
    } catch (error) {
      lost(connection, error as Error);
      return;
    }
    if (client === connection && !stopped) options.onUp();
  }

  await connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const connection = client;
      client = undefined;
      if (connection) {
        options.onDown();
        // A client whose server is already gone (Postgres stopping first) may never finish
        // ending: shutdown does not wait on it for more than a second.
        await Promise.race([
          connection.end().catch(() => undefined),
          new Promise((resolve) => setTimeout(resolve, 1_000).unref()),
        ]);
      }
    },
  };
}
