/**
 * MCP resource subscriptions on the change feeds (ADR 0080): an agent subscribes to a record's
 * resource, `transport://<service>/<record>/<id>` (the service and the subject of the record's
 * events, `transport://referential/carrier/5b1c…`), with `resources/subscribe`, and is sent
 * `notifications/resources/updated` with that URI on the stream its session holds open (`GET
 * /mcp` with its `Mcp-Session-Id`) each time the service's feed carries a change of it.
 *
 * - The feed is read as the agent, with its token (`read`): its permissions are the feed's
 *   (`<service>.events:read` to subscribe at all, the family's read permission for the events
 *   of a record to be served). Subscribing reads the record's events up to now, so that only
 *   changes after the subscription are notified.
 * - Each subscription follows the feed from its own cursor, one read per subscription and round
 *   (every `intervalMs`), while its session's stream is open; a change made while no stream is
 *   open is notified when one opens again. Sessions live in the memory of the replica that
 *   serves them, as their toolsets do (ADR 0071).
 */
import type { Response } from 'express';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import type { Principal } from '../auth.ts';
import type { Logger } from '../logger.ts';

/** A record's resource URI: its service, its record kind and its id. */
const RECORD_URI = /^transport:\/\/([a-z]+)\/([a-z][a-z0-9-]*)\/([0-9a-f-]{36})$/;

/** What a read of a service's feed answers (`GET /<service>/v1/events`). */
export interface FeedPage {
  data: { subject: string; cursor: string }[];
  next: string | null;
}

/** Reads `service`'s feed as `principal`: the events of `subject` after `after`, at most `size`. */
export type FeedReader = (
  principal: Principal,
  service: string,
  subject: string,
  after: string | undefined,
  size: number,
) => Promise<FeedPage>;

interface Watched {
  service: string;
  subject: string;
  cursor: string | undefined;
}

interface Session {
  principal: Principal;
  watched: Map<string, Watched>;
  stream?: Response;
}

const PAGE = 1000;

export function resourceSubscriptions(options: {
  services: readonly string[];
  read: FeedReader;
  intervalMs: number;
  logger: Logger;
}) {
  const sessions = new Map<string, Session>();
  const keyOf = (session: string, principal: Principal) => `${principal.subject}\n${session}`;
  const sessionOf = (session: string, principal: Principal) => {
    const key = keyOf(session, principal);
    let held = sessions.get(key);
    if (!held) sessions.set(key, (held = { principal, watched: new Map() }));
    // The latest token the agent gave: the feed is read with it.
    held.principal = principal;
    return held;
  };

  /** Reads `watched` on from its cursor; the events' count. */
  async function follow(principal: Principal, watched: Watched): Promise<number> {
    let count = 0;
    for (;;) {
      const page = await options.read(principal, watched.service, watched.subject, watched.cursor, PAGE);
      count += page.data.length;
      if (page.next) watched.cursor = page.next;
      if (page.data.length < PAGE) return count;
    }
  }

  async function round() {
    for (const session of sessions.values()) {
      const stream = session.stream;
      if (!stream) continue;
      for (const [uri, watched] of session.watched) {
        try {
          if ((await follow(session.principal, watched)) > 0 && !stream.writableEnded) {
            const message = { jsonrpc: '2.0', method: 'notifications/resources/updated', params: { uri } };
            stream.write(`event: message\ndata: ${JSON.stringify(message)}\n\n`);
          }
        } catch (error) {
          options.logger.warn({ err: error, uri }, 'resource subscription read failed');
        }
      }
    }
  }

  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void round().finally(() => (running = false));
  }, options.intervalMs);
  timer.unref();

  return {
    /** Subscribes the session to a record's URI; refused for a URI that names no record. */
    async subscribe(session: string, principal: Principal, uri: string): Promise<void> {
      const [, service = '', record = '', id = ''] = RECORD_URI.exec(uri) ?? [];
      if (!options.services.includes(service))
        throw new McpError(
          ErrorCode.InvalidParams,
          `${uri} is no record's resource: transport://<service>/<record>/<id>, the service one of ${options.services.join(', ')} and <record>/<id> the subject of its events.`,
          { uri },
        );
      const watched: Watched = { service, subject: `${record}/${id}`, cursor: undefined };
      // The changes up to now are not news: follow from the record's last event.
      await follow(principal, watched);
      sessionOf(session, principal).watched.set(uri, watched);
    },

    unsubscribe(session: string, principal: Principal, uri: string): void {
      sessions.get(keyOf(session, principal))?.watched.delete(uri);
    },

    /** Holds `stream` open as the session's stream of notifications, until it closes. */
    attach(session: string, principal: Principal, stream: Response): void {
      const held = sessionOf(session, principal);
      held.stream?.end();
      held.stream = stream;
      stream.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
      });
      stream.flushHeaders();
      stream.on('close', () => {
        if (held.stream === stream) delete held.stream;
        if (held.watched.size === 0 && !held.stream) sessions.delete(keyOf(session, principal));
      });
    },

    stop(): void {
      clearInterval(timer);
      for (const session of sessions.values()) session.stream?.end();
    },
  };
}

export type ResourceSubscriptions = ReturnType<typeof resourceSubscriptions>;
