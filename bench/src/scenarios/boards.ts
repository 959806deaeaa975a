/**
 * Boards: 2,000 display points over 200 station areas, each point's board asked every 20 s
 * (100 boards a second, open loop) through the gateway, as the screens of a network would.
 * Each station area has one station served by three lines, a trip of each every 20 minutes all
 * day. Messages are in force (one for the network, one for every tenth area) and boarding
 * closes by the rules service's BOARDING_CLOSURE rule (2 minutes before departure on the
 * network, 3 at every fifth area), so each board also resolves its rows' closures and filters
 * the messages. Measured twice: with the timetable quiet, then with a day-of change (a delay of
 * a trip of today, through the gateway) every second, each of which changes the calls' version
 * and so every board computed after it. Target: p99 under 50 ms in both, nothing refused. The
 * referential, rules, siv and the gateway run as processes of their own.
 *
 * Then the two ways siv learns that calls changed (ADR 0159), in turns (recheck, feed, recheck,
 * feed), siv restarted in each: the boards straight from siv at the same rate and a day-of change
 * each second, each change's delay from its commit (its 201) until a board of its area shows it,
 * siv's requests to the registry a second, and the registry's and Postgres's CPU a second.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { SIV_CLIENT_PERMISSIONS } from '@transport/dev-stack';
import { timeOfDay } from '@transport/platform';
import { fixedRate, formatResult, type LoadResult } from '../load.ts';
import { BENCH_RATE_LIMITS, startBenchStack } from '../stack.ts';
import { benchSeconds, sized, sizedFromEnv } from '../size.ts';
import { judge } from '../verdict.ts';

// At least 7 areas: area BA7 is read one request at a time.
const AREAS = sized(200, 10);
const POINTS_PER_AREA = sized(10, 2);
/** Boards a second (BENCH_BOARDS_RATE): 100, each point every 20 s; lower to see the boards below saturation. */
const RATE = sizedFromEnv('BENCH_BOARDS_RATE', 100, 10);
/** Seconds of boards measured after a siv replica starts, with and without its warm-up. */
const FIRST_BOARDS_SECONDS = sized(5, 1);
/** Reads of the one-at-a-time measurements. */
const READS = sized(20, 3);
const TIME_ZONE = 'Europe/Paris';
/** The boards' target: p99 through the gateway, in ms. */
const P99_TARGET_MS = 50;
const RULES_AUTHORING = [
  'rules.rules:read',
  'rules.rules:write',
  'rules.rule-versions:read',
  'rules.rule-versions:write',
  'rules.rule-versions:approve',
  'rules.rule-versions:activate',
];

const REFERENTIAL_SEED = `
  INSERT INTO station_areas (code, name, created_by, updated_by)
    SELECT 'BA' || n, 'Board area ' || n, 'bench', 'bench' FROM generate_series(1, ${AREAS}) n;
  INSERT INTO stations (code, name, station_area_id, created_by, updated_by)
    SELECT 'BS' || n, 'Board station ' || n, (SELECT id FROM station_areas WHERE code = 'BA' || n), 'bench', 'bench'
    FROM generate_series(1, ${AREAS}) n;
  INSERT INTO stations (code, name, created_by, updated_by)
    SELECT 'BT' || n, 'Terminus ' || n, 'bench', 'bench' FROM generate_series(1, 30) n;
  INSERT INTO destinations (code, name, created_by, updated_by)
    SELECT 'BD' || n, 'Terminus ' || n, 'bench', 'bench' FROM generate_series(1, 30) n;
  INSERT INTO lines (code, name, status, created_by, updated_by)
    SELECT 'B' || n, 'Line ' || n, 'ACTIVE', 'bench', 'bench' FROM generate_series(1, 30) n;
  -- Three lines per area (line of area a, k: 1 + (a * 3 + k) mod 30), one itinerary each per area.
  CREATE TEMP TABLE bench_routes AS
    SELECT a, k, gen_random_uuid() AS itinerary_id, 1 + (a * 3 + k) % 30 AS line_n
    FROM generate_series(1, ${AREAS}) a CROSS JOIN generate_series(1, 3) k;
  INSERT INTO itineraries (id, line_id, code, version, name, destination_id, created_by)
    SELECT r.itinerary_id, (SELECT id FROM lines WHERE code = 'B' || r.line_n), 'A' || r.a || 'K' || r.k, 1, 'Outbound',
           (SELECT id FROM destinations WHERE code = 'BD' || r.line_n), 'bench'
    FROM bench_routes r;
  INSERT INTO itinerary_calling_points (itinerary_id, sequence, station_id)
    SELECT r.itinerary_id, p.seq,
           CASE WHEN p.seq = 1 THEN (SELECT id FROM stations WHERE code = 'BS' || r.a)
                ELSE (SELECT id FROM stations WHERE code = 'BT' || r.line_n) END
    FROM bench_routes r CROSS JOIN generate_series(1, 2) AS p(seq);
  -- A trip every 20 minutes from 00:00 to 23:40, the three lines 3 minutes apart.
  CREATE TEMP TABLE bench_trips AS
    SELECT gen_random_uuid() AS schedule_id, gen_random_uuid() AS revision_id, r.*, t,
           t * 20 + r.k * 3 AS minute
    FROM bench_routes r CROSS JOIN generate_series(0, 71) t;
  INSERT INTO schedules (id, code, line_id, itinerary_id, created_by, updated_by)
    SELECT b.schedule_id, 'A' || b.a || 'K' || b.k || 'T' || b.t, (SELECT id FROM lines WHERE code = 'B' || b.line_n),
           b.itinerary_id, 'bench', 'bench'
    FROM bench_trips b;
  INSERT INTO schedule_revisions (id, schedule_id, revision, status, call_count, valid_from, valid_to, days_of_week, activated_at, activated_by, created_by, updated_by)
    SELECT b.revision_id, b.schedule_id, 1, 'ACTIVE', 2, '2020-01-01', '2099-12-31', '{1,2,3,4,5,6,7}'::smallint[],
           now(), 'bench', 'bench', 'bench'
    FROM bench_trips b;
  INSERT INTO stop_times (revision_id, sequence, station_id, day_offset, arrival_minute, departure_minute)
    SELECT b.revision_id, 1, (SELECT id FROM stations WHERE code = 'BS' || b.a), 0, NULL, b.minute FROM bench_trips b;
  INSERT INTO stop_times (revision_id, sequence, station_id, day_offset, arrival_minute, departure_minute)
    SELECT b.revision_id, 2, (SELECT id FROM stations WHERE code = 'BT' || b.line_n),
           CASE WHEN b.minute + 30 >= 1440 THEN 1 ELSE 0 END, (b.minute + 30) % 1440, NULL
    FROM bench_trips b;
`;

const SIV_SEED = `
  INSERT INTO display_profiles (id, code, name, kind, horizon_minutes, line_count, languages, sort,
                                cancellation_grace_minutes, page_seconds, fallback_type, created_by, updated_by)
    VALUES ('00000000-0000-4000-8000-00000000f001', 'BENCH', 'Bench profile', 'DEPARTURE_BOARD', 60, 6,
            '{fr,en}', 'ANNOUNCED_TIME', 5, 10, 'CLOCK', 'bench', 'bench');
  INSERT INTO display_points (code, name, kind, station_area_code, publishing_target_type,
                              publishing_target_address, profile_id, profile_kind, created_by, updated_by)
    SELECT 'BP' || a || '-' || p, 'Point ' || a || '-' || p, 'DEPARTURE_BOARD', 'BA' || a, 'WEB_PAGE', 'screen',
           '00000000-0000-4000-8000-00000000f001', 'DEPARTURE_BOARD', 'bench', 'bench'
    FROM generate_series(1, ${AREAS}) a CROSS JOIN generate_series(1, ${POINTS_PER_AREA}) p;
`;

async function seed(stack: Awaited<ReturnType<typeof startBenchStack>>, schema: string, sql: string) {
  const client = await stack.sql.connect();
  try {
    await client.query('BEGIN');
    await client.query(`SET LOCAL search_path TO ${schema}, public`);
    await client.query(sql);
    await client.query('COMMIT');
  } finally {
    client.release();
  }
}

/**
 * What a board of a station in service shows besides its calls: a BOARDING_CLOSURE rule (2
 * minutes before departure on the network, 3 at every fifth area), written by one person and
 * activated by another, and messages in force all day (one for the network, one for every
 * tenth area), all through the gateway as staff would.
 */
async function closuresAndMessages(stack: Awaited<ReturnType<typeof startBenchStack>>, gateway: string) {
  const as = (subject: string, permissions: string[]) => {
    const authorization = `Bearer ${stack.issuer.sign({ subject, permissions })}`;
    return async (path: string, body: unknown) => {
      const response = await fetch(`${gateway}${path}`, {
        method: 'POST',
        headers:
          body === undefined ? { authorization } : { authorization, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
      return JSON.parse(text) as { id: string };
    };
  };
  const author = as('bench-author', RULES_AUTHORING);
  const supervisor = as('bench-supervisor', RULES_AUTHORING);
  const rule = await author('/rules/v1/rules', {
    domain: 'BOARDING_CLOSURE',
    code: 'BENCH-CLOSURE',
    name: 'Boarding closure',
  });
  const since = new Date(Date.now() - 30 * 86_400_000).toISOString();
  const scopes = [
    { scope: { type: 'NETWORK', subjects: {} }, minutes: 2 },
    ...Array.from({ length: Math.ceil(AREAS / 5) }, (_, i) => ({
      scope: { type: 'STATION_AREA', subjects: { station: `BS${i * 5 + 1}`, stationArea: `BA${i * 5 + 1}` } },
      minutes: 3,
    })),
  ];
  for (const { scope, minutes } of scopes) {
    const version = await author(`/rules/v1/rules/${rule.id}/versions`, {
      scope,
      effectiveInput: { instant: since },
      content: { minutesBeforeDeparture: minutes, showOnDisplays: true },
    });
    await supervisor(`/rules/v1/rule-versions/${version.id}/approval`, undefined);
    await supervisor(`/rules/v1/rule-versions/${version.id}/activate`, { retroactive: true });
  }
  const staff = as('bench-staff', ['siv.display-messages:write']);
  const message = (code: string, scope: unknown, priority: string) =>
    staff('/siv/v1/display-messages', {
      code,
      name: code,
      scope,
      validFrom: since,
      priority,
      texts: [
        { language: 'fr', text: 'Travaux : certaines lignes partent d’un autre quai.' },
        { language: 'en', text: 'Works: some lines leave from another bay.' },
      ],
    });
  await message('BENCH-NETWORK', { type: 'NETWORK', subjects: {} }, 'INFO');
  for (let a = 1; a <= AREAS; a += 10)
    await message(`BENCH-BA${a}`, { type: 'STATION_AREA', subjects: { stationArea: `BA${a}` } }, 'WARNING');
}

/** How siv learns that an area's calls changed, as each turn of the comparison runs it (ADR 0159). */
const FOLLOW_MODES = [
  { mode: 'recheck', what: 'recheck: every kept area asked once per BOARD_CALLS_RECHECK_MS (1 s)' },
  {
    mode: 'feed',
    what: 'feed: the registry feed read every BOARD_FEED_POLL_MS (250 ms), safety recheck 30 s',
  },
] as const;

/** The sum of every sample of a Prometheus counter whose line holds `label` (0 when none). */
function counterSum(text: string, name: string, label: string): number {
  return text
    .split('\n')
    .filter((l) => l.startsWith(name) && l.includes(label))
    .reduce((sum, l) => sum + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);
}

/** What the comparison of the two ways needs of the run. */
interface FollowBench {
  stack: Awaited<ReturnType<typeof startBenchStack>>;
  gateway: string;
  sivEnv: Record<string, string>;
  headers: Record<string, string>;
  /** Each area's number (`BA<n>`) with a point of it. */
  pointOf: Map<number, string>;
  /** Every trip's schedule, area and departure minute. */
  trips: { id: string; area: number; minute: number }[];
  seconds: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;

/**
 * A day-of change each second, one after the other, each of a trip leaving within the next
 * 5 to 45 minutes (on the board of now): its delay from the 201 (the commit is before it) until
 * the board of a point of its area at the instant read before it (straight from siv) differs.
 */
async function changesTimed(bench: FollowBench, siv: string, until: number) {
  const delays: number[] = [];
  let lost = 0;
  const used = new Set<string>();
  while (performance.now() < until) {
    const started = performance.now();
    const now = new Date();
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(now);
    const [h = 0, m = 0] = local.split(':').map(Number);
    const minute = h * 60 + m;
    const near = bench.trips.filter(
      (t) => t.minute >= minute + 5 && t.minute <= minute + 45 && !used.has(t.id),
    );
    const trip = near[Math.floor(Math.random() * near.length)];
    if (!trip) break;
    used.add(trip.id);
    const board = `${siv}/siv/v1/display-points/${bench.pointOf.get(trip.area)}/board?at=${encodeURIComponent(now.toISOString())}`;
    const readout = async () =>
      JSON.stringify(
        ((await (await fetch(board, { headers: bench.headers })).json()) as { readout: unknown }).readout,
      );
    const before = await readout();
    const response = await fetch(`${bench.gateway}/referential/v1/schedules/${trip.id}/day-of-changes`, {
      method: 'POST',
      headers: { ...bench.headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        serviceDate: new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now),
        type: 'DELAY',
        sequence: 1,
        announcedTime: timeOfDay((trip.minute + 3 + (delays.length % 9)) % 1440),
        reason: 'bench',
      }),
    });
    await response.arrayBuffer();
    const committed = performance.now();
    if (response.status !== 201) throw new Error(`day-of change: ${response.status}`);
    for (;;) {
      if ((await readout()) !== before) {
        delays.push(performance.now() - committed);
        break;
      }
      if (performance.now() - committed > 10_000) {
        lost += 1;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (performance.now() - started))));
  }
  return { delays: delays.toSorted((a, b) => a - b), lost };
}

/** One turn of the comparison: siv restarted in `mode`, measured over `bench.seconds`. */
async function followTurn(bench: FollowBench, { mode, what }: (typeof FOLLOW_MODES)[number]) {
  const { stack } = bench;
  await stack.signal('siv', 'SIGTERM');
  const siv = await stack.startProcess('siv', 'services/siv/src/main.ts', {
    ...bench.sivEnv,
    BOARD_CALLS_FOLLOW: mode,
  });
  const urls = [...bench.pointOf.values()].map((id) => `${siv}/siv/v1/display-points/${id}/board`);
  const target = {
    url: urls[0] as string,
    urls: [...urls, ...urls].toSorted(() => Math.random() - 0.5),
    headers: bench.headers,
  };
  // The boards of every area read for 10 s first, in both ways: what siv keeps is what the
  // screens read, and a replica following the feed has read it from its oldest event (the
  // seed's tens of thousands of events, at a start only).
  await fixedRate(target, RATE, sized(10, 1));
  const calls = async () => {
    const text = await (await fetch(`${stack.managementUrl('siv')}/actuator/prometheus`)).text();
    return counterSum(text, 'upstream_requests_seconds_count', 'upstream="referential"');
  };
  const from = {
    calls: await calls(),
    referential: stack.cpuSeconds('referential'),
    postgres: stack.postgresCpuSeconds(),
    at: performance.now(),
  };
  const [boards, changes] = await Promise.all([
    fixedRate(target, RATE, bench.seconds),
    changesTimed(bench, siv, performance.now() + bench.seconds * 1000),
  ]);
  const elapsed = (performance.now() - from.at) / 1000;
  const perSecond = (value: number) => (value / elapsed).toFixed(2);
  console.log(`calls followed by ${what}`);
  console.log(
    `${''.padEnd(48)} siv → registry ${perSecond((await calls()) - from.calls)} requests/s; CPU s/s: referential ${perSecond(stack.cpuSeconds('referential') - from.referential)}, postgres ${perSecond(stack.postgresCpuSeconds() - from.postgres)}`,
  );
  console.log(
    `${''.padEnd(48)} change → board: p50 ${percentile(changes.delays, 50).toFixed(0)} ms, p99 ${percentile(changes.delays, 99).toFixed(0)} ms, max ${(changes.delays.at(-1) ?? Number.NaN).toFixed(0)} ms over ${changes.delays.length} changes, ${changes.lost} not shown in 10 s; load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(formatResult(`boards straight from siv, ${RATE}/s (${mode})`, boards));
}

/** The trips of the seed with their area, and a point of each area, for `followTurn`. */
async function followBench(
  stack: Awaited<ReturnType<typeof startBenchStack>>,
  rest: Omit<FollowBench, 'stack' | 'pointOf' | 'trips'>,
): Promise<FollowBench> {
  const points = await stack.sql.query<{ area: string; id: string }>(
    `SELECT DISTINCT ON (station_area_code) station_area_code AS area, id FROM siv.display_points
      ORDER BY station_area_code, code`,
  );
  const trips = await stack.sql.query<{ id: string; code: string; minute: number }>(
    `SELECT s.id, s.code, t.departure_minute AS minute FROM referential.schedules s
       JOIN referential.schedule_revisions r ON r.schedule_id = s.id
       JOIN referential.stop_times t ON t.revision_id = r.id AND t.sequence = 1`,
  );
  return {
    stack,
    ...rest,
    pointOf: new Map(points.rows.map((p) => [Number(p.area.slice(2)), p.id])),
    trips: trips.rows.map((t) => ({
      id: t.id,
      area: Number(/^A(\d+)K/.exec(t.code)?.[1]),
      minute: t.minute,
    })),
  };
}

export async function run(): Promise<void> {
  const stack = await startBenchStack();
  try {
    const referential = await stack.startProcess('referential', 'services/referential/src/main.ts', {
      BUSINESS_TIME_ZONE: TIME_ZONE,
    });
    const secret = randomBytes(12).toString('hex');
    stack.issuer.registerClient('siv', {
      secret,
      permissions: [...SIV_CLIENT_PERMISSIONS],
    });
    const rules = await stack.startProcess('rules', 'services/rules/src/main.ts', {
      BUSINESS_TIME_ZONE: TIME_ZONE,
    });
    const sivEnv = {
      REFERENTIAL_URL: referential,
      RULES_URL: rules,
      OAUTH_TOKEN_URL: stack.issuer.tokenUrl,
      SIV_CLIENT_ID: 'siv',
      SIV_CLIENT_SECRET: secret,
      BUSINESS_TIME_ZONE: TIME_ZONE,
    };
    const siv = await stack.startProcess('siv', 'services/siv/src/main.ts', sivEnv);
    const gateway = await stack.startProcess('gateway', 'gateway/src/main.ts', {
      RATE_LIMITS: BENCH_RATE_LIMITS,
      REFERENTIAL_URL: referential,
      RULES_URL: rules,
      SIV_URL: siv,
      PROFILES: '',
    });
    await seed(stack, 'referential', REFERENTIAL_SEED);
    await seed(stack, 'siv', SIV_SEED);
    await closuresAndMessages(stack, gateway);
    await stack.sql.query('VACUUM ANALYZE');

    const token = stack.issuer.sign({
      subject: 'bench',
      permissions: ['siv.display-points:read', 'referential.day-of-changes:write'],
    });
    const headers = { authorization: `Bearer ${token}` };
    const points = (await stack.sql.query<{ id: string }>('SELECT id FROM siv.display_points ORDER BY code'))
      .rows;
    // Each point once per 20 s: the 2,000 boards in a shuffled order, cycled.
    const urls = points
      .map((p) => ({ p, r: Math.random() }))
      .sort((a, b) => a.r - b.r)
      .map(({ p }) => `${gateway}/siv/v1/display-points/${p.id}/board`);
    const check = await fetch(urls[0] as string, { headers });
    const sample = (await check.json()) as {
      callCount: number;
      content: string;
      messages: unknown[];
      rows: { boardingClosesAt: string | null }[];
      boardingClosureStale: boolean;
    };
    const closing = sample.rows.filter((r) => r.boardingClosesAt !== null).length;
    console.log(
      `${points.length} points over ${AREAS} station areas; a board answers ${check.status}: ${sample.content}, ${sample.callCount} calls, ` +
        `${sample.messages.length} messages, ${closing} of ${sample.rows.length} rows with a closure${sample.boardingClosureStale ? ' (stale)' : ''}`,
    );

    // One request at a time: a board through the gateway (first read of its area, then again),
    // and the calls of one area straight from the referential, as siv asks for them.
    const areaId = (
      await stack.sql.query<{ id: string }>(`SELECT id FROM referential.station_areas WHERE code = 'BA7'`)
    ).rows[0]?.id as string;
    const today0 = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
    const sivToken = stack.issuer.sign({ subject: 'bench-siv', permissions: ['referential.schedules:read'] });
    const timed = async (label: string, url: string, auth: Record<string, string>, n = READS) => {
      const ms: number[] = [];
      for (let i = 0; i < n; i += 1) {
        const started = performance.now();
        const response = await fetch(i === 0 ? url : url.replace(/BA\d+/, 'BA7'), { headers: auth });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${label}: ${response.status}`);
        ms.push(performance.now() - started);
      }
      ms.sort((a, b) => a - b);
      console.log(
        `${label.padEnd(48)} one at a time: p50 ${ms[Math.floor(n / 2)]?.toFixed(1)} ms, max ${ms[n - 1]?.toFixed(1)} ms`,
      );
    };
    await timed(
      'station calls of an area (referential)',
      `${referential}/referential/v1/schedules/station-calls?stationAreaId=${areaId}&serviceDate=${today0}`,
      { authorization: `Bearer ${sivToken}` },
    );
    await timed('one board through the gateway', urls[1] as string, headers);
    await timed('one board straight from siv', (urls[2] as string).replace(gateway, siv), headers);

    // Trips of today leaving within the next hours, to delay one a second.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
    const trips = (
      await stack.sql.query<{ id: string; minute: number }>(
        `SELECT s.id, t.departure_minute AS minute FROM referential.schedules s
           JOIN referential.schedule_revisions r ON r.schedule_id = s.id
           JOIN referential.stop_times t ON t.revision_id = r.id AND t.sequence = 1
          WHERE t.departure_minute BETWEEN 0 AND 1380`,
      )
    ).rows;
    let changes = 0;
    let refused = 0;
    const changeEverySecond = () => {
      const timer = setInterval(() => {
        const trip = trips[Math.floor(Math.random() * trips.length)] as { id: string; minute: number };
        void fetch(`${gateway}/referential/v1/schedules/${trip.id}/day-of-changes`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            serviceDate: today,
            type: 'DELAY',
            sequence: 1,
            announcedTime: timeOfDay((trip.minute + 1 + (changes % 10)) % 1440),
            reason: 'bench',
          }),
        }).then(
          (r) => (r.status === 201 ? (changes += 1) : (refused += 1)),
          () => (refused += 1),
        );
      }, 1000);
      return () => clearInterval(timer);
    };

    // The CPU each process used over a measurement, per board answered: where a board's cost goes.
    const cpuNow = () => ({
      siv: stack.cpuSeconds('siv'),
      gateway: stack.cpuSeconds('gateway'),
      referential: stack.cpuSeconds('referential'),
      postgres: stack.postgresCpuSeconds(),
    });
    // A tiny run's phases last 2 s, so that one with changes sees at least one.
    const seconds = sized(Math.max(20, benchSeconds()), 2);
    const measured = async (label: string, run: () => Promise<LoadResult>) => {
      const from = cpuNow();
      const result = await run();
      const to = cpuNow();
      // Per board answered 200: a refused one (the gateway's 503 while saturated) costs siv nothing.
      const answered = Math.max(1, result.requests - result.errors - result.non2xx);
      const perBoard = (Object.keys(to) as (keyof typeof to)[])
        .map((name) => `${name} ${(((to[name] - from[name]) * 1000) / answered).toFixed(2)}`)
        .join(', ');
      console.log(formatResult(label, result));
      console.log(
        `${''.padEnd(48)} CPU per board (ms): ${perBoard}; siv ${((to.siv - from.siv) / seconds).toFixed(2)} s/s; load ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
      );
      return result;
    };

    const rounds = sized(2, 1);
    for (let round = 1; round <= rounds; round += 1) {
      console.log(`round ${round}`);
      const quiet = await measured(`boards, ${RATE}/s, timetable quiet`, () =>
        fixedRate({ url: urls[0] as string, urls, headers }, RATE, seconds),
      );
      const stopChanges = changeEverySecond();
      const changing = await measured(`boards, ${RATE}/s, a day-of change each second`, () =>
        fixedRate({ url: urls[0] as string, urls, headers }, RATE, seconds).finally(stopChanges),
      );
      console.log(`${''.padEnd(48)} ${changes} changes recorded, ${refused} refused`);
      // The last round is judged: the first warms the processes up.
      if (round < rounds) continue;
      for (const [phase, result] of [
        ['timetable quiet', quiet],
        ['a day-of change each second', changing],
      ] as const) {
        const failed = result.errors + result.non2xx;
        judge(
          `boards at ${RATE}/s, ${phase}: p99 under ${P99_TARGET_MS} ms, none refused`,
          `p99 ${result.p99Ms.toFixed(1)} ms, ${failed} failed`,
          result.p99Ms < P99_TARGET_MS && failed === 0,
        );
      }
    }

    // The two ways siv follows the calls' changes, in turns (ADR 0159). Not judged.
    const follow = await followBench(stack, { gateway, sivEnv, headers, seconds });
    for (let turn = 0; turn < sized(2, 1); turn += 1)
      for (const mode of FOLLOW_MODES) await followTurn(follow, mode);

    // A replica started while the screens keep asking (ADR 0104, 0110): siv stopped and started
    // again, without its warm-up and then with it, and the first boards it answers (straight
    // from it, at the bench's rate, from the instant it is ready) measured. Not judged.
    for (const warmUpMs of ['0', '10000']) {
      await stack.signal('siv', 'SIGTERM');
      const starting = performance.now();
      const fresh = await stack.startProcess('siv', 'services/siv/src/main.ts', {
        ...sivEnv,
        BOARD_WARM_UP_MS: warmUpMs,
      });
      const ready = performance.now() - starting;
      const straight = urls.map((url) => url.replace(gateway, fresh));
      const first = await fixedRate(
        { url: straight[0] as string, urls: straight, headers },
        RATE,
        FIRST_BOARDS_SECONDS,
      );
      console.log(
        formatResult(`first ${first.requests} boards, warm-up ${warmUpMs === '0' ? 'off' : 'on'}`, first),
      );
      console.log(
        `${''.padEnd(48)} ready ${(ready / 1000).toFixed(1)} s after it was started; load ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
      );
    }
  } finally {
    await stack.stop();
  }
}
