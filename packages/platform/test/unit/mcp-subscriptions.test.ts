/**
 * MCP resource subscriptions fan one read of each service's feed out to every subscription
 * (ADR 0086): agents reading a feed with the same permissions share one read a round, however
 * many records they watch; each session is notified of its own records' changes after it
 * subscribed, and of nothing else. The feed here is a list in memory served as the services
 * serve theirs (after a cursor, a family's events only to a token reading the family); the
 * gateway's test (`gateway/test/mcp-subscriptions.test.ts`) runs it on the real feeds.
 */
import { randomUUID } from 'node:crypto';
import type { Response } from 'express';
import { expect } from 'chai';
import { createLogger, resourceSubscriptions, type FeedPage, type Principal } from '../../src/index.ts';

interface FeedEvent {
  service: string;
  subject: string;
  permission: string;
  cursor: string;
}

/** The feeds of every service, in feed order, and the reads made of them. */
function feeds() {
  const events: FeedEvent[] = [];
  const reads: { service: string; subject: string | undefined; token: string }[] = [];
  let xid = 1000;
  const position = (cursor: string) => cursor.split('-').map(Number) as [number, number];
  return {
    events,
    reads,
    write(service: string, subject: string, permission: string) {
      xid += 1;
      events.push({ service, subject, permission, cursor: `${xid}-${events.length + 1}` });
    },
    async read(
      principal: Principal,
      service: string,
      subject: string | undefined,
      after: string | undefined,
      size: number,
    ): Promise<FeedPage> {
      reads.push({ service, subject, token: principal.token });
      const [ax, ai] = after ? position(after) : [0, 0];
      const data = events
        .filter((e) => e.service === service && (subject === undefined || e.subject === subject))
        .filter((e) => principal.permissions.has(e.permission))
        .filter((e) => {
          const [x, i] = position(e.cursor);
          return x > ax || (x === ax && i > ai);
        })
        .slice(0, size)
        .map(({ subject: s, cursor }) => ({ subject: s, cursor }));
      return { data, next: data.at(-1)?.cursor ?? after ?? null };
    },
  };
}

/** A session's stream of notifications, as the gateway holds it open. */
function stream() {
  const uris: string[] = [];
  const fake = {
    writableEnded: false,
    writeHead: () => fake,
    flushHeaders: () => undefined,
    on: () => fake,
    end: () => void (fake.writableEnded = true),
    write(chunk: string) {
      const data = /^data: (.*)$/m.exec(chunk)?.[1] ?? '{}';
      uris.push((JSON.parse(data) as { params: { uri: string } }).params.uri);
      return true;
    },
  };
  return { uris, response: fake as unknown as Response };
}

const agent = (subject: string, permissions: string[]): Principal => ({
  subject,
  permissions: new Set(permissions),
  token: `${subject}-${randomUUID()}`,
});

const CARRIERS = 'referential.carriers:read';
const VEHICLES = 'referential.vehicles:read';
const RULES = 'rules.rules:read';
const FEEDS = ['referential.events:read', 'rules.events:read'];

describe('MCP resource subscriptions', () => {
  it('read each feed once a round for every agent with the same permissions, and notify each its own records', async () => {
    const feed = feeds();
    const subscriptions = resourceSubscriptions({
      services: ['referential', 'rules'],
      read: (...args) => feed.read(...args),
      intervalMs: 3_600_000,
      logger: createLogger('test', 'silent'),
    });
    try {
      const carriers = Array.from({ length: 6 }, () => `carrier/${randomUUID()}`);
      const rules = Array.from({ length: 2 }, () => `rule/${randomUUID()}`);
      for (const subject of carriers) feed.write('referential', subject, CARRIERS);
      for (const subject of rules) feed.write('rules', subject, RULES);
      const uri = (service: string, subject: string) => `transport://${service}/${subject}`;

      // Three agents of one role watch two carriers and a rule each; a fourth, who may also
      // read vehicles, watches a carrier one of them watches.
      const role = [...FEEDS, CARRIERS, RULES];
      const agents = ['ana', 'ben', 'cy'].map((name) => agent(name, role));
      const other = agent('dee', [...role, VEHICLES]);
      const streams = new Map<string, ReturnType<typeof stream>>();
      const sessions = new Map<string, string>();
      for (const [i, principal] of agents.entries()) {
        const session = randomUUID();
        sessions.set(principal.subject, session);
        await subscriptions.subscribe(session, principal, uri('referential', carriers[2 * i] as string));
        await subscriptions.subscribe(session, principal, uri('referential', carriers[2 * i + 1] as string));
        await subscriptions.subscribe(session, principal, uri('rules', rules[i % 2] as string));
        streams.set(principal.subject, stream());
        subscriptions.attach(session, principal, streams.get(principal.subject)?.response as Response);
      }
      const deeSession = randomUUID();
      await subscriptions.subscribe(deeSession, other, uri('referential', carriers[0] as string));

      // The changes up to the subscription are not news.
      feed.reads.length = 0;
      await subscriptions.round();
      expect([...streams.values()].flatMap((s) => s.uris)).to.deep.equal([]);
      const shared = (service: string) => feed.reads.filter((r) => r.service === service).length;
      expect(shared('referential'), 'reads of the referential: one per set of permissions').to.equal(2);
      expect(shared('rules')).to.equal(1);
      expect(feed.reads.every((r) => r.subject === undefined)).to.equal(true);

      // Changes after: each session is told of its own records, once a round each.
      feed.write('referential', carriers[0] as string, CARRIERS);
      feed.write('referential', carriers[0] as string, CARRIERS);
      feed.write('referential', carriers[3] as string, CARRIERS);
      feed.write('referential', `vehicle/${randomUUID()}`, VEHICLES);
      feed.write('rules', rules[1] as string, RULES);
      feed.reads.length = 0;
      await subscriptions.round();
      expect(feed.reads).to.have.length(3);
      expect(streams.get('ana')?.uris).to.deep.equal([uri('referential', carriers[0] as string)]);
      expect(streams.get('ben')?.uris).to.deep.equal([
        uri('referential', carriers[3] as string),
        uri('rules', rules[1] as string),
      ]);
      expect(streams.get('cy')?.uris).to.deep.equal([]);

      // dee had no stream open: told once it opens one, of the change it missed.
      const dee = stream();
      subscriptions.attach(deeSession, other, dee.response);
      expect(dee.uris).to.deep.equal([uri('referential', carriers[0] as string)]);

      // Unsubscribed, ana is told nothing more; the last watcher of a set gone, its read too.
      subscriptions.unsubscribe(deeSession, other, uri('referential', carriers[0] as string));
      const [ana] = agents;
      for (const subject of carriers.slice(0, 2))
        subscriptions.unsubscribe(
          sessions.get('ana') as string,
          ana as Principal,
          uri('referential', subject),
        );
      feed.write('referential', carriers[0] as string, CARRIERS);
      feed.reads.length = 0;
      await subscriptions.round();
      expect(shared('referential')).to.equal(1);
      expect(streams.get('ana')?.uris).to.have.length(1);
      expect(subscriptions.reads().get('rules')).to.equal(3);

      // ben comes back with a token that no longer reads carriers: the role's read of the
      // referential keeps a token that does (the rules' read, the same set there, takes ben's).
      // Nor is ben told of a carrier's change any more; a rule's, still.
      const fewer = agent('ben', [...FEEDS, RULES]);
      const benAgain = stream();
      subscriptions.attach(sessions.get('ben') as string, fewer, benAgain.response);
      feed.write('referential', carriers[3] as string, CARRIERS);
      feed.write('rules', rules[1] as string, RULES);
      feed.reads.length = 0;
      await subscriptions.round();
      expect(benAgain.uris).to.deep.equal([uri('rules', rules[1] as string)]);
      const tokens = (service: string) => feed.reads.filter((r) => r.service === service).map((r) => r.token);
      expect(tokens('referential')).to.have.length(1).and.not.include(fewer.token);
      expect(tokens('rules')).to.deep.equal([fewer.token]);
    } finally {
      subscriptions.stop();
    }
  });
});
