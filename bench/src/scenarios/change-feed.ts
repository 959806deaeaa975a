/**
 * What the change feed's outbox costs, and how soon a webhook hears of a write (ADRs 0065,
 * 0072, 0086). Seeds BENCH_FEED_AREAS station areas (default 2,000, each with its dated row)
 * through SQL, then measures corrections of station areas (`PATCH /station-areas/{id}`: one
 * history row, one event each) with the outbox and without it (the station areas' history
 * functions replaced by the ones `installHistory` makes without the events, a bench-only setup:
 * `historyFunctionOf`, ADR 0146), in alternating slices so
 * that both meet the same machine; then the same corrections in the database alone, on one
 * connection. Target: writes with the outbox at most 10% slower, judged on the median of the
 * slices' ratios (each slice with the outbox against the slice without it that follows).
 * Then the webhooks: a receiver in this process subscribed to the corrections, and corrections
 * sent at BENCH_FEED_RATE a second (200) for the measurement's length; each event's delay from
 * its transaction's instant (`time`, before its commit) to its receipt, and the pace at which
 * what was left to deliver when the writes ended went out. Target: p99 under 500
 * ms, every write delivered, in feed order, twice only after a failed attempt. Last, the feed read back from its start, page
 * by page, to check it holds every event.
 */
import http from 'node:http';
import type pg from 'pg';
import { fixedRate, formatResult, median, type LoadTarget } from '../load.ts';
import { createDatabase, EVENT_NOTICES_SETTING, historyFunctionOf } from '@transport/platform';
import { benchPort, startBenchStack } from '../stack.ts';
import {
  CONNECTIONS,
  correctionTimes,
  SLICE_SECONDS,
  slicesOnAndOff,
  SWITCHED_PAIRS,
  type Switch,
} from '../switched-writes.ts';
import { benchSeconds, checkLoad, sizedFromEnv } from '../size.ts';
import { judge } from '../verdict.ts';

const AREAS = sizedFromEnv('BENCH_FEED_AREAS', 2_000, 50);
const RATE = sizedFromEnv('BENCH_FEED_RATE', 200, 20);

async function seed(sql: pg.Pool): Promise<void> {
  await sql.query(
    `INSERT INTO referential.station_areas (code, name, created_by, updated_by)
     SELECT 'CF' || lpad(i::text, 6, '0'), 'Area ' || i, 'bench', 'bench' FROM generate_series(0, $1 - 1) i`,
    [AREAS],
  );
  await sql.query(
    `INSERT INTO referential.station_area_states (station_area_id, status, accessible, max_vehicle_length_m,
        max_vehicle_height_m, vehicle_categories, effective_from, created_by, updated_by)
     SELECT id, 'ACTIVE', accessible, max_vehicle_length_m, max_vehicle_height_m, vehicle_categories,
        created_at::date, 'bench', 'bench'
     FROM referential.station_areas`,
  );
  for (const table of ['station_areas', 'station_area_states', 'history', 'events'])
    await sql.query(`VACUUM ANALYZE referential.${table}`);
}

/** The station areas' tables, whose history functions write their events or not. */
const AREA_TABLES = ['station_areas', 'station_area_states'];

/**
 * Switches the outbox on and off for the station areas (a bench-only setup): their history
 * functions as `installHistory` makes them, with the events of their rows and without.
 */
async function outboxSwitch(url: string): Promise<Switch> {
  const db = createDatabase({ url, schema: 'referential', poolMax: 1 });
  try {
    const of = (feed: boolean) =>
      Promise.all(AREA_TABLES.map((table) => historyFunctionOf(db, 'referential', table, feed)));
    const [on, off] = [(await of(true)).join(';\n'), (await of(false)).join(';\n')];
    return async (sql, outbox) => {
      await sql.query(outbox ? on : off);
    };
  } finally {
    await db.destroy();
  }
}

export async function run(): Promise<void> {
  const seconds = benchSeconds();
  const stack = await startBenchStack();
  try {
    // The bench's receiver is on this machine: a webhook to it is allowed (http, loopback).
    const referential = await stack.startProcess('referential', 'services/referential/src/main.ts', {
      WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true',
    });
    await seed(stack.sql);
    const switchOutbox = await outboxSwitch(stack.databaseUrl);
    const token = stack.issuer.sign({
      subject: 'bench',
      permissions: [
        'referential.station-areas:read',
        'referential.station-areas:write',
        'referential.events:read',
        'referential.webhooks:read',
        'referential.webhooks:write',
      ],
      expiresIn: 3600,
    });
    const auth = { authorization: `Bearer ${token}` };
    const ids = (
      await stack.sql.query(`SELECT id FROM referential.station_areas ORDER BY random() LIMIT 2000`)
    ).rows.map((r) => r.id as string);
    const write: LoadTarget = {
      url: `${referential}/referential/v1/station-areas/${ids[0]}`,
      urls: ids.map((id) => `${referential}/referential/v1/station-areas/${id}`),
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Renamed by the bench' }),
    };
    const eventsBefore = await countEvents(stack.sql);
    console.log(
      `\nwrites: station-area corrections, closed loop (${CONNECTIONS} connections, outbox on and off in ${SLICE_SECONDS} s slices, ${SWITCHED_PAIRS} pairs)`,
    );
    const bench = () => {
      const usage = process.cpuUsage();
      return (usage.user + usage.system) / 1e6;
    };
    // What the service's announcements of its commits come to: heard here, on their channel.
    const listener = await stack.sql.connect();
    let announcements = 0;
    listener.on('notification', () => void (announcements += 1));
    await listener.query('LISTEN referential_events');
    const [withOutbox, without, ratios, costs] = await slicesOnAndOff(
      stack.sql,
      switchOutbox,
      write,
      async () => {
        const { rows } = await stack.sql.query(
          `SELECT xact_commit::float8 AS n FROM pg_stat_database WHERE datname = current_database()`,
        );
        return {
          referential: stack.cpuSeconds('referential'),
          postgres: stack.postgresCpuSeconds(),
          bench: bench(),
          transactions: (rows[0] as { n: number }).n,
          announcements,
        };
      },
    );
    listener.release();
    console.log(formatResult('correction with the outbox', withOutbox));
    console.log(formatResult('correction without it (history without events)', without));
    // CPU a write, each setting over its own slices: the service (its requests, the notices, the
    // announcements and the webhook rounds they wake), Postgres (every backend) and this process;
    // and the transactions Postgres committed (the rounds' and announcements' among them) and the
    // announcements heard, a write.
    const per = (of: Record<string, number>, name: string, scale: number) =>
      ((of[name] ?? NaN) * scale).toFixed(3);
    for (const [name, unit, scale] of [
      ['referential', 'ms CPU', 1000],
      ['postgres', 'ms CPU', 1000],
      ['bench', 'ms CPU', 1000],
      ['transactions', 'transactions', 1],
      ['announcements', 'announcements', 1],
    ] as const)
      console.log(
        `         a write, ${name.padEnd(13)} ${per(costs.on, name, scale)} ${unit} with the outbox, ${per(costs.off, name, scale)} without`,
      );
    const ratio = median(ratios);
    console.log(
      `         throughput ${(withOutbox.requestsPerSecond / without.requestsPerSecond).toFixed(2)}x in all, p50 ${(withOutbox.p50Ms / without.p50Ms).toFixed(2)}x; slice by slice ${ratios.map((r) => r.toFixed(2)).join(' ')}`,
    );
    judge(
      'writes with the outbox at most 10% slower',
      `throughput ${ratio.toFixed(2)}x of without (median of ${ratios.length} slice pairs)`,
      ratio >= 0.9,
    );
    const written = (await countEvents(stack.sql)) - eventsBefore;
    if (written < withOutbox.requests) {
      throw new Error(
        `change-feed: ${withOutbox.requests} corrections with the outbox left ${written} events`,
      );
    }

    await webhookDelays(stack.sql, referential, auth, write, seconds);

    console.log(`\nwrites in the database alone: one correction per transaction, on one connection`);
    // The connection set as the service sets its own while no webhook subscription is active: no
    // notice of the events (ADR 0156), so that the figure is the outbox's alone.
    const [on, off, cpuOn, cpuOff] = await correctionTimes(stack.sql, ids, switchOutbox, (client) =>
      client.query(
        `SELECT set_config('app.subject', 'bench', false), set_config('app.operation', 'correctStationArea', false),
                set_config($1, 'off', false)`,
        [EVENT_NOTICES_SETTING],
      ),
    );
    console.log(
      `correction with the outbox             p50 ${on.toFixed(3)} ms, backend CPU ${cpuOn.toFixed(3)} ms`,
    );
    console.log(
      `correction without it                  p50 ${off.toFixed(3)} ms, backend CPU ${cpuOff.toFixed(3)} ms`,
    );
    console.log(
      `         with/without p50 ${(on / off).toFixed(2)}x, backend CPU ${(cpuOn / cpuOff).toFixed(2)}x`,
    );

    // The feed read back from its start: every event, page by page.
    const started = Date.now();
    let cursor = '';
    let served = 0;
    for (;;) {
      const response = await fetch(
        `${referential}/referential/v1/events?size=1000${cursor ? `&after=${cursor}` : ''}`,
        { headers: auth },
      );
      if (response.status !== 200) throw new Error(`change-feed: the feed answered ${response.status}`);
      const page = (await response.json()) as { data: unknown[]; next: string };
      if (page.data.length === 0) break;
      served += page.data.length;
      cursor = page.next;
    }
    const total = await countEvents(stack.sql);
    console.log(
      `\nfeed read from its start: ${served} events of ${total} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    if (served !== total) throw new Error(`change-feed: the feed served ${served} of ${total} events`);
  } finally {
    await stack.stop();
  }
}

async function countEvents(sql: pg.Pool): Promise<number> {
  const { rows } = await sql.query('SELECT count(*)::int AS n FROM referential.events');
  return rows[0].n as number;
}

/** The `q` quantile of `sorted` (ascending), nearest rank. */
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;

/**
 * A webhook subscribed to the corrections, delivered to a receiver in this process while
 * corrections are sent at RATE a second: each event's delay from its transaction's instant to
 * its receipt. Fails when a write is not delivered within a minute, out of order, or twice
 * without a failed attempt (a timed-out one is sent again, with the same webhook-id).
 */
async function webhookDelays(
  sql: pg.Pool,
  referential: string,
  auth: Record<string, string>,
  write: LoadTarget,
  seconds: number,
): Promise<void> {
  const received = new Map<string, { delayMs: number; cursor: string; at: number }>();
  const order: string[] = [];
  let duplicates = 0;
  const receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const at = Date.now();
      const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        id: string;
        time: string;
        cursor: string;
      };
      if (received.has(event.id)) duplicates += 1;
      else {
        received.set(event.id, { delayMs: at - Date.parse(event.time), cursor: event.cursor, at });
        order.push(event.id);
      }
      res.writeHead(204).end();
    });
  });
  const port = await benchPort();
  await new Promise<void>((resolve) => receiver.listen(port, '127.0.0.1', resolve));
  try {
    const created = await fetch(`${referential}/referential/v1/webhooks`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        url: `http://127.0.0.1:${port}/hooks`,
        types: ['referential.station-area.corrected'],
      }),
    });
    if (created.status !== 201)
      throw new Error(`change-feed: the webhook was refused ${created.status} ${await created.text()}`);
    console.log(
      `\nwebhooks: corrections at ${RATE}/s (open loop) for ${seconds} s, one subscription, a receiver in the bench process`,
    );
    const writes = await fixedRate(write, RATE, seconds);
    const writesEnded = Date.now();
    console.log(formatResult('correction, webhook subscribed', writes));
    checkLoad('change-feed webhooks', writes);
    const answered = writes.requests - writes.errors - writes.non2xx;
    const until = Date.now() + 60_000;
    while (received.size < answered && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    const delays = [...received.values()].map((r) => r.delayMs).sort((a, b) => a - b);
    const inOrder = order.every((id, i) => {
      const previous = i === 0 ? undefined : received.get(order[i - 1] as string)?.cursor;
      const cursor = received.get(id)?.cursor as string;
      if (previous === undefined) return true;
      const [px, pi] = previous.split('-').map(BigInt) as [bigint, bigint];
      const [x, n] = cursor.split('-').map(BigInt) as [bigint, bigint];
      return x > px || (x === px && n > pi);
    });
    // An attempt the receiver answered too late (past WEBHOOKS_TIMEOUT_MS) failed and is sent
    // again, with the same webhook-id: a second receipt, which the log shows as a failure.
    const { rows: log } = await sql.query(
      `SELECT count(*) FILTER (WHERE outcome = 'FAILED')::int AS failed, count(*)::int AS attempts
         FROM referential.webhook_deliveries`,
    );
    const { failed, attempts } = log[0] as { failed: number; attempts: number };
    console.log(
      `webhook deliveries: ${received.size} of ${answered} writes, ${duplicates} received twice (${failed} of ${attempts} attempts failed in the log), ${inOrder ? 'in feed order' : 'OUT OF ORDER'}; ` +
        `from the transaction to the receipt p50 ${quantile(delays, 0.5).toFixed(0)} ms, p99 ${quantile(delays, 0.99).toFixed(0)} ms, max ${(delays.at(-1) ?? NaN).toFixed(0)} ms`,
    );
    // What was left to deliver when the writes ended went out with nothing else written: the
    // subscription's own pace (its POSTs, one after the other, and its rounds' statements).
    const after = [...received.values()].filter((r) => r.at > writesEnded);
    const drainSeconds = (Math.max(...after.map((r) => r.at)) - writesEnded) / 1000;
    console.log(
      after.length < 100
        ? `after the writes ended: ${after.length} events left to deliver (too few to give a pace)`
        : `after the writes ended: ${after.length} events delivered in ${drainSeconds.toFixed(1)} s, ${(after.length / drainSeconds).toFixed(0)}/s with nothing else written`,
    );
    if (received.size < answered || duplicates > failed || !inOrder)
      throw new Error(
        `change-feed: webhooks delivered ${received.size} of ${answered} writes (${duplicates} twice with ${failed} failed attempts, ${inOrder ? 'in order' : 'out of order'})`,
      );
    judge(
      `a webhook p99 under 500 ms from commit at ${RATE} writes/s`,
      `p99 ${quantile(delays, 0.99).toFixed(0)} ms at ${writes.requestsPerSecond.toFixed(0)} writes/s`,
      quantile(delays, 0.99) < 500 && writes.requestsPerSecond >= 0.95 * RATE,
    );
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }
}
