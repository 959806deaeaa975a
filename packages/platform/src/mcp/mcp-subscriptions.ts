/**
 * MCP resource subscriptions on the change feeds (ADRs 0080, 0086): an agent subscribes to a
 * record's resource, `transport://<service>/<record>/<id>` (the service and the subject of the
 * record's events, `transport://referential/carrier/5b1c…`), with `resources/subscribe`, and is
 * sent `notifications/resources/updated` with that URI on the stream its session holds open
 * (`GET /mcp` with its `Mcp-Session-Id`) each time the service's feed carries a change of it.
 *
 * - Subscribing reads the record's events up to now as the agent, with its token (`read`): the
 *   feed's permissions apply (`<service>.events:read` to subscribe at all), and the changes up to
 *   now are not news (the subscription notifies events after the record's last one).
 * - One read of each service's feed per round (every `intervalMs`), shared by every
 *   subscription to that service whose agent reads the feed with the same permissions (the
 *   service's permissions of its token, and its carrier): the feed serves a family's events only
 *   to a token that reads the family, so agents of one role share one read, and an agent whose
 *   token reads other families has a read of its own. The read is made with the token an agent
 *   of that group sent last; its events are fanned out in memory to the subscriptions of their
 *   records. A change made while a session has no stream open is notified once when one opens.
 * - Sessions live in the memory of the replica that serves them, as their toolsets do (ADR
 *   0071): each replica reads the feeds for its own sessions, so n replicas make n reads per
 *   service and round; a session moved to another replica loses its subscriptions.
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

/**
 * Reads `service`'s feed as `principal`: the events after `after` (from the oldest kept when
 * undefined), at most `size`, of `subject` alone when given.
 */
export type FeedReader = (
  principal: Principal,
  service: string,
  subject: string | undefined,
  after: string | undefined,
  size: number,
) => Promise<FeedPage>;

/** One session's subscription to one record: notified of its events after `after`. */
interface Watched {
  session: Session;
  uri: string;
  after: bigint[] | undefined;
}

interface Session {
  key: string;
  principal: Principal;
  /** Its token's set of permissions of each service (`viewOf`): notified only by a group of the same. */
  views: Map<string, string>;
  /** Its subscriptions by URI, each in its group's `bySubject`. */
  watched: Map<string, { group: Group; subject: string; entry: Watched }>;
  stream?: Response;
  /** URIs changed while no stream was open, notified when one opens. */
  pending: Set<string>;
}

/** The subscriptions to one service read with one set of permissions: one feed read a round. */
interface Group {
  key: string;
  service: string;
  /** The token an agent of the group sent last: the feed is read with it. */
  principal: Principal;
  cursor: string | undefined;
  bySubject: Map<string, Set<Watched>>;
}

const PAGE = 1000;

/** A cursor `<xid>-<id>` as numbers, compared in feed order. */
const positionOf = (cursor: string): bigint[] => cursor.split('-').map((part) => BigInt(part));
const isAfter = (cursor: bigint[], after: bigint[] | undefined) =>
  after === undefined ||
  (cursor[0] as bigint) > (after[0] as bigint) ||
  (cursor[0] === after[0] && (cursor[1] as bigint) > (after[1] as bigint));

/** What of a token decides the events a service's feed serves it: its permissions there, its carrier. */
function viewOf(service: string, principal: Principal): string {
  const permissions = [...principal.permissions].filter((p) => p.startsWith(`${service}.`)).sort();
  return `${service}\n${principal.carrierId ?? ''}\n${permissions.join(' ')}`;
}

export function resourceSubscriptions(options: {
  services: readonly string[];
  read: FeedReader;
  intervalMs: number;
  logger: Logger;
}) {
  const sessions = new Map<string, Session>();
  const groups = new Map<string, Group>();
  const keyOf = (session: string, principal: Principal) => `${principal.subject}\n${session}`;
  const sessionOf = (session: string, principal: Principal) => {
    const key = keyOf(session, principal);
    let held = sessions.get(key);
    if (!held)
      sessions.set(
        key,
        (held = { key, principal, views: new Map(), watched: new Map(), pending: new Set() }),
      );
    // The latest token the agent gave: its groups read the feed with it, those whose
    // permissions it still has (a token with others leaves the group's read to its members', and
    // the agent is no longer notified through it).
    held.principal = principal;
    held.views = new Map(options.services.map((service) => [service, viewOf(service, principal)]));
    for (const { group } of held.watched.values())
      if (held.views.get(group.service) === group.key) group.principal = principal;
    return held;
  };

  function notify(session: Session, uris: Iterable<string>): void {
    const stream = session.stream;
    for (const uri of uris) {
      if (!stream || stream.writableEnded) {
        session.pending.add(uri);
        continue;
      }
      const message = { jsonrpc: '2.0', method: 'notifications/resources/updated', params: { uri } };
      stream.write(`event: message\ndata: ${JSON.stringify(message)}\n\n`);
    }
  }

  /** Reads a group's feed on from its cursor, fanning each event out to its record's subscriptions. */
  async function poll(group: Group): Promise<void> {
    const changed = new Map<Session, Set<string>>();
    for (;;) {
      const page = await options.read(group.principal, group.service, undefined, group.cursor, PAGE);
      for (const event of page.data) {
        const position = positionOf(event.cursor);
        for (const watched of group.bySubject.get(event.subject) ?? []) {
          if (!isAfter(position, watched.after)) continue;
          if (watched.session.views.get(group.service) !== group.key) continue;
          const uris = changed.get(watched.session) ?? new Set<string>();
          changed.set(watched.session, uris.add(watched.uri));
        }
      }
      if (page.next) group.cursor = page.next;
      if (page.data.length < PAGE) break;
    }
    for (const [session, uris] of changed) notify(session, uris);
  }

  /** Feed reads so far, by service (what `round` costs: one per group). */
  const reads = new Map<string, number>();
  async function round() {
    await Promise.all(
      [...groups.values()].map(async (group) => {
        reads.set(group.service, (reads.get(group.service) ?? 0) + 1);
        try {
          await poll(group);
        } catch (error) {
          options.logger.warn(
            { err: error, service: group.service },
            'resource subscriptions: feed read failed',
          );
        }
      }),
    );
  }

  function drop(session: Session, uri: string): void {
    const held = session.watched.get(uri);
    if (!held) return;
    session.watched.delete(uri);
    const watchers = held.group.bySubject.get(held.subject);
    watchers?.delete(held.entry);
    if (watchers?.size === 0) held.group.bySubject.delete(held.subject);
    if (held.group.bySubject.size === 0) groups.delete(held.group.key);
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
      const subject = `${record}/${id}`;
      // The changes up to now are not news: notified are the events after the record's last.
      let last: string | undefined;
      for (;;) {
        const page = await options.read(principal, service, subject, last, PAGE);
        if (page.next) last = page.next;
        if (page.data.length < PAGE) break;
      }
      const held = sessionOf(session, principal);
      drop(held, uri);
      const view = viewOf(service, principal);
      let group = groups.get(view);
      if (!group) {
        // A new group starts at the record's last event: every later event of the feed is read.
        groups.set(view, (group = { key: view, service, principal, cursor: last, bySubject: new Map() }));
      } else group.principal = principal;
      const entry: Watched = { session: held, uri, after: last === undefined ? undefined : positionOf(last) };
      group.bySubject.set(subject, (group.bySubject.get(subject) ?? new Set()).add(entry));
      held.watched.set(uri, { group, subject, entry });
    },

    unsubscribe(session: string, principal: Principal, uri: string): void {
      const held = sessions.get(keyOf(session, principal));
      if (held) {
        drop(held, uri);
        held.pending.delete(uri);
      }
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
      const pending = [...held.pending];
      held.pending.clear();
      notify(held, pending);
      stream.on('close', () => {
        if (held.stream === stream) delete held.stream;
        if (held.watched.size === 0 && !held.stream) sessions.delete(held.key);
      });
    },

    /** Feed reads made so far by the rounds, by service. */
    reads(): ReadonlyMap<string, number> {
      return reads;
    },

    /** Runs one round now (the timer runs them every `intervalMs`). */
    round,

    stop(): void {
      clearInterval(timer);
      for (const session of sessions.values()) session.stream?.end();
    },
  };
}

export type ResourceSubscriptions = ReturnType<typeof resourceSubscriptions>;
