/**
 * What the change feed's outbox costs (ADR 0065). Seeds BENCH_FEED_AREAS station areas (default
 * 2,000, each with its dated row) through SQL, then measures corrections of station areas
 * (`PATCH /station-areas/{id}`: one history row, one event each) with the outbox's trigger on
 * the history enabled and disabled (`ALTER TABLE … DISABLE TRIGGER record_events`, a bench-only
 * setup), in alternating slices so that both meet the same machine; then the same corrections
 * in the database alone, on one connection. Target: writes with the outbox at most 10% slower.
 * Last, the feed read back from its start, page by page, to check it holds every event.
 */
import type pg from 'pg';
import { formatResult, type LoadTarget } from '../load.ts';
import { startBenchStack } from '../stack.ts';
import {
  CONNECTIONS,
  correctionTimes,
  SLICE_SECONDS,
  slicesOnAndOff,
  type Switch,
} from '../switched-writes.ts';
import { benchSeconds, sizedFromEnv } from '../size.ts';
import { judge } from '../verdict.ts';

const AREAS = sizedFromEnv('BENCH_FEED_AREAS', 2_000, 50);

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

/** Enables or disables the outbox's trigger on the history and its partitions (a bench-only setup). */
const switchOutbox: Switch = async (sql, on) => {
  const { rows } = await sql.query<{ name: string }>(
    `SELECT format('%I.%I', n.nspname, c.relname) AS name
       FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE t.tgname = 'record_events' AND n.nspname IN ('referential', 'referential_history')`,
  );
  for (const { name } of rows)
    await sql.query(`ALTER TABLE ${name} ${on ? 'ENABLE' : 'DISABLE'} TRIGGER record_events`);
};

export async function run(): Promise<void> {
  const seconds = benchSeconds();
  const stack = await startBenchStack();
  try {
    const referential = await stack.startProcess('referential', 'services/referential/src/main.ts');
    await seed(stack.sql);
    const token = stack.issuer.sign({
      subject: 'bench',
      permissions: [
        'referential.station-areas:read',
        'referential.station-areas:write',
        'referential.events:read',
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
      `\nwrites: station-area corrections, closed loop (${CONNECTIONS} connections, outbox on and off in ${SLICE_SECONDS} s slices, ${seconds} s each)`,
    );
    const [withOutbox, without] = await slicesOnAndOff(stack.sql, switchOutbox, write, seconds);
    console.log(formatResult('correction with the outbox', withOutbox));
    console.log(formatResult('correction without it (trigger disabled)', without));
    console.log(
      `         throughput ${(withOutbox.requestsPerSecond / without.requestsPerSecond).toFixed(2)}x, p50 ${(withOutbox.p50Ms / without.p50Ms).toFixed(2)}x (target: at most 10% slower)`,
    );
    judge(
      'writes with the outbox at most 10% slower',
      `throughput ${(withOutbox.requestsPerSecond / without.requestsPerSecond).toFixed(2)}x of without`,
      withOutbox.requestsPerSecond >= 0.9 * without.requestsPerSecond,
    );
    const written = (await countEvents(stack.sql)) - eventsBefore;
    if (written < withOutbox.requests) {
      throw new Error(
        `change-feed: ${withOutbox.requests} corrections with the outbox left ${written} events`,
      );
    }

    console.log(`\nwrites in the database alone: one correction per transaction, on one connection`);
    const [on, off] = await correctionTimes(stack.sql, ids, switchOutbox, (client) =>
      client.query(
        `SELECT set_config('app.subject', 'bench', false), set_config('app.operation', 'correctStationArea', false)`,
      ),
    );
    console.log(`correction with the outbox             p50 ${on.toFixed(3)} ms`);
    console.log(`correction without it                  p50 ${off.toFixed(3)} ms`);
    console.log(`         with/without p50 ${(on / off).toFixed(2)}x`);

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
