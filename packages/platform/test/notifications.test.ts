import { expect } from 'chai';
import pg from 'pg';
import { testEnvironment } from '@transport/dev-stack';
import { createLogger, createNotificationListener } from '../src/index.ts';
import { settlesOn } from '../src/testing/index.ts';

/**
 * A service's notification channels share one connection (ADR 0109): its caches' and its
 * webhook rounds' announcements, each to its own subscribers.
 */
describe('a notification listener on Postgres', () => {
  let url: string;
  let sql: pg.Client;
  before(async () => {
    url = await testEnvironment().createDatabase();
    sql = new pg.Client({ connectionString: url });
    await sql.connect();
  });
  after(() => sql?.end());

  const connectionsNamed = async (name: string) =>
    (
      await sql.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1`,
        [name],
      )
    ).rows[0].n as number;

  it('listens to several channels on one connection, each heard by its own subscribers, until the last stops', async () => {
    const listener = createNotificationListener({
      databaseUrl: url,
      name: 'test_notifications',
      logger: createLogger('test', 'silent'),
    });
    const heard: string[] = [];
    const handlers = (who: string) => ({
      onNotification: (payload: string) => void heard.push(`${who}:${payload}`),
      onUp: () => void heard.push(`${who}:up`),
      onDown: () => void heard.push(`${who}:down`),
    });
    const [cache, rounds] = await Promise.all([
      listener.listen('cache_changed', handlers('cache')),
      listener.listen('events_written', handlers('rounds')),
    ]);
    expect(heard.sort()).to.deep.equal(['cache:up', 'rounds:up']);
    expect(await connectionsNamed('test_notifications')).to.equal(1);

    heard.length = 0;
    await sql.query(`SELECT pg_notify('cache_changed', 'a'), pg_notify('events_written', 'b')`);
    await settlesOn(async () => heard.length, 2);
    expect(heard.sort()).to.deep.equal(['cache:a', 'rounds:b']);

    // One subscriber gone: the other still hears its channel, on the same connection.
    heard.length = 0;
    await cache.stop();
    await sql.query(`SELECT pg_notify('cache_changed', 'c'), pg_notify('events_written', 'd')`);
    await settlesOn(async () => heard.includes('rounds:d'), true);
    expect(heard).to.deep.equal(['cache:down', 'rounds:d']);
    expect(await connectionsNamed('test_notifications')).to.equal(1);

    // The last gone: the connection closes.
    await rounds.stop();
    expect(await settlesOn(() => connectionsNamed('test_notifications'), 0)).to.equal(0);
  });

  it('listens to every channel again on a new connection after losing it', async () => {
    const listener = createNotificationListener({
      databaseUrl: url,
      name: 'test_reconnected',
      logger: createLogger('test', 'silent'),
      reconnectMs: 20,
    });
    const heard: string[] = [];
    const handlers = (who: string) => ({
      onNotification: (payload: string) => void heard.push(`${who}:${payload}`),
      onUp: () => void heard.push(`${who}:up`),
      onDown: () => void heard.push(`${who}:down`),
    });
    const subscriptions = [
      await listener.listen('first_channel', handlers('first')),
      await listener.listen('second_channel', handlers('second')),
    ];
    try {
      heard.length = 0;
      await sql.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = 'test_reconnected'`,
      );
      await settlesOn(async () => heard.filter((h) => h.endsWith(':up')).length, 2);
      expect(heard.sort()).to.deep.equal(['first:down', 'first:up', 'second:down', 'second:up']);
      heard.length = 0;
      await sql.query(`SELECT pg_notify('first_channel', '1'), pg_notify('second_channel', '2')`);
      await settlesOn(async () => heard.length, 2);
      expect(heard.sort()).to.deep.equal(['first:1', 'second:2']);
    } finally {
      for (const subscription of subscriptions) await subscription.stop();
    }
  });

  it('sends one notification at a time: the calls made while one is in flight give one more after it', async () => {
    const listener = createNotificationListener({
      databaseUrl: url,
      name: 'test_announcer',
      logger: createLogger('test', 'silent'),
    });
    const subscription = await listener.listen('announced', {
      onNotification: () => undefined,
      onUp: () => undefined,
      onDown: () => undefined,
    });
    const watcher = new pg.Client({ connectionString: url });
    await watcher.connect();
    const heard: string[] = [];
    watcher.on('notification', (message) => void heard.push(message.channel));
    await watcher.query('LISTEN announced');
    try {
      for (let n = 0; n < 50; n += 1) listener.notify('announced');
      await settlesOn(async () => heard.length, 2);
      // Nothing more comes of the 48 calls folded into the second.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard).to.deep.equal(['announced', 'announced']);
      // Once none is in flight, the next call sends at once.
      listener.notify('announced');
      await settlesOn(async () => heard.length, 3);
    } finally {
      await watcher.end();
      await subscription.stop();
    }
  });
});
