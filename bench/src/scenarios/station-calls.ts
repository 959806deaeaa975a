/**
 * Station calls: a station with 5,000 calls in one day (among 15,000 schedules of the
 * network, some of them night services calling after midnight with day offset 1, some with
 * exceptions or superseded revisions), read by the display module with
 * GET /referential/v1/schedules/station-calls. Throughput with a closed loop, latency at a fixed
 * rate, against a floor (GET one station) measured in the same run, then cold reads (a
 * timetable write before each, so that no cached answer serves it), and reads after a day-of
 * change (the timetable's calls cached, the changes applied again). The referential runs as its
 * own process, as in production.
 */
import { closedLoop, fixedRate, formatResult } from '../load.ts';
import type { WindowStats } from '../process-stats.ts';
import { sized } from '../size.ts';
import { startBenchStack } from '../stack.ts';
import { HUB, HUB_NETWORK_SEED, seedReferential } from '../station-calls-network.ts';
import { judge } from '../verdict.ts';

const SERVICE_DATE = '2026-03-03';
const HUB_CALLS = sized(5_850, 100);
const OTHER_SCHEDULES = sized(10_000, 100);
/** Seconds of each load phase (floor, station calls closed loop, fixed rate), and the rounds of them. */
const PHASE_SECONDS = sized({ floor: 5, closed: 8, fixed: 10 }, { floor: 1, closed: 1, fixed: 1 });
const ROUNDS = sized(2, 1);
/** Reads of the cold and day-of-change measurements. */
const READS = sized(40, 5);

const SEED = `
  ${HUB_NETWORK_SEED}
  -- Schedules: HUB_CALLS trips through the hub, OTHER_SCHEDULES elsewhere.
  CREATE TEMP TABLE bench_trips AS
    SELECT gen_random_uuid() AS schedule_id, gen_random_uuid() AS revision_id, t AS trip,
           CASE WHEN t <= ${HUB_CALLS} THEN (t % 50) + 1 ELSE (t % 10) + 51 END AS line_n,
           -- minute of the hub call: spread over the day; 8% of trips leave late and reach the hub after midnight
           CASE WHEN t % 25 IN (0, 1) THEN 1 ELSE 0 END AS night,
           (t * 7919) % 1380 AS minute
    FROM generate_series(1, ${HUB_CALLS + OTHER_SCHEDULES}) t;
  INSERT INTO schedules (id, code, line_id, itinerary_id, created_by, updated_by)
    SELECT t.schedule_id, 'T' || t.trip, b.line_id, b.itinerary_id, 'bench', 'bench'
    FROM bench_trips t JOIN bench_lines b ON b.n = t.line_n;
  INSERT INTO schedule_revisions (id, schedule_id, revision, status, call_count, valid_from, valid_to, days_of_week, activated_at, activated_by, created_by, updated_by)
    SELECT t.revision_id, t.schedule_id, 1, 'ACTIVE', 4, '2026-01-01', '2026-12-31',
           CASE WHEN t.trip % 7 = 0 THEN '{6,7}'::smallint[] ELSE '{1,2,3,4,5,6,7}'::smallint[] END,
           now(), 'bench', 'bench', 'bench'
    FROM bench_trips t;
  INSERT INTO stop_times (revision_id, sequence, station_id, bay_id, day_offset, arrival_minute, departure_minute)
    SELECT t.revision_id, p.sequence, p.station_id, p.bay_id,
           CASE WHEN t.night = 1 AND p.sequence >= 3 THEN 1 ELSE 0 END,
           CASE WHEN p.sequence = 1 THEN NULL
                WHEN t.night = 1 THEN (p.sequence - 3) * 10 + 15 + (t.trip % 40)
                ELSE t.minute + (p.sequence - 1) * 15 END,
           CASE WHEN p.sequence = 4 THEN NULL
                WHEN t.night = 1 AND p.sequence >= 3 THEN (p.sequence - 3) * 10 + 16 + (t.trip % 40)
                WHEN t.night = 1 THEN 1400 + p.sequence * 10 + (t.trip % 5)
                ELSE t.minute + (p.sequence - 1) * 15 + 1 END
    FROM bench_trips t
    JOIN bench_lines b ON b.n = t.line_n
    JOIN itinerary_calling_points p ON p.itinerary_id = b.itinerary_id;
  -- Some exceptions: removed days around the service date, added days elsewhere.
  INSERT INTO schedule_exceptions (schedule_id, service_date, kind, reason, created_by)
    SELECT t.schedule_id, DATE '${SERVICE_DATE}' + (t.trip % 30) - 15, CASE WHEN t.trip % 2 = 0 THEN 'REMOVED' ELSE 'ADDED' END, 'bench', 'bench'
    FROM bench_trips t WHERE t.trip % 20 = 3;
`;

/** The referential's collections, event loop and CPU over a window of `requests` reads. */
function windowLine(w: WindowStats, requests: number): string {
  const per = (value: number) => (value / Math.max(1, requests)).toFixed(2);
  return (
    `  referential: ${w.gcCount} collections (${w.scavenges} scavenges), GC ${w.gcTotalMs.toFixed(1)} ms ` +
    `(longest ${w.gcMaxMs.toFixed(1)} ms), loop delay p99 ${w.loopDelayP99Ms.toFixed(1)} ms, ` +
    `CPU ${per(w.mainThreadCpuMs)} ms and ${per(w.allocatedBytes / 1024)} KiB allocated a read`
  );
}

export async function run(): Promise<void> {
  const stack = await startBenchStack();
  try {
    const referential = await stack.startProcess('referential', 'services/referential/src/main.ts');
    await seedReferential(stack, SEED);
    const token = stack.issuer.sign({
      subject: 'bench',
      permissions: ['referential.schedules:read', 'referential.stations:read'],
    });
    const headers = { authorization: `Bearer ${token}` };
    // As a display's HTTP client asks (browsers, fetch): the answer may come gzip-compressed.
    const displayHeaders = { ...headers, 'accept-encoding': 'gzip, deflate' };
    const callsUrl = `${referential}/referential/v1/schedules/station-calls?stationId=${HUB}&serviceDate=${SERVICE_DATE}`;
    const floorUrl = `${referential}/referential/v1/stations/${HUB}`;
    /** One read of the station's calls, whose answer must be 200. */
    const read = async () => {
      const response = await fetch(callsUrl, { headers });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`station-calls answered ${response.status}`);
    };

    const check = await fetch(callsUrl, { headers });
    const text = await check.text();
    if (check.status !== 200)
      throw new Error(`station-calls answered ${check.status}: ${text.slice(0, 300)}`);
    const body = JSON.parse(text) as { total: number; data: { dayOffset: number }[] };
    const night = body.data.filter((c) => c.dayOffset === 1).length;
    console.log(
      `station-calls answers ${check.status}: ${body.total} calls (${night} with dayOffset 1), ${(text.length / 1024).toFixed(0)} KiB`,
    );

    const fixedP99: number[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      console.log(`round ${round}`);
      console.log(
        formatResult(
          'floor: GET one station, closed loop 4 conns',
          await closedLoop({ url: floorUrl, headers }, 4, PHASE_SECONDS.floor),
        ),
      );
      console.log(
        formatResult(
          'station-calls 5,000 calls, closed loop 4 conns',
          await closedLoop({ url: callsUrl, headers: displayHeaders }, 4, PHASE_SECONDS.closed),
        ),
      );
      // What the referential does in the fixed-rate window: its collections and CPU, steadier
      // than the latencies under load, and what a slow read in ten waits for.
      const closeWindow = await stack.statsWindow('referential');
      const fixed = await fixedRate({ url: callsUrl, headers: displayHeaders }, 20, PHASE_SECONDS.fixed);
      const window = await closeWindow();
      fixedP99.push(fixed.p99Ms);
      console.log(formatResult('station-calls 5,000 calls, fixed 20 rps, gzip taken', fixed));
      console.log(windowLine(window, fixed.requests));
      // The same reads by a client that takes no compression, for comparison (not judged).
      const closeIdentity = await stack.statsWindow('referential');
      const identity = await fixedRate({ url: callsUrl, headers }, 20, PHASE_SECONDS.fixed);
      const identityWindow = await closeIdentity();
      console.log(formatResult('station-calls 5,000 calls, fixed 20 rps, identity', identity));
      console.log(windowLine(identityWindow, identity.requests));
    }
    judge(
      'repeated reads at 20 req/s: p99 under 50 ms',
      `worst p99 ${Math.max(...fixedP99).toFixed(1)} ms over ${fixedP99.length} rounds`,
      Math.max(...fixedP99) < 50,
    );

    // Cold: a timetable write before each request makes every answer a fresh computation.
    const cold: number[] = [];
    for (let i = 0; i < READS; i += 1) {
      await stack.sql.query('UPDATE referential.timetable_version SET version = version + 1');
      const started = process.hrtime.bigint();
      await read();
      cold.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    cold.sort((a, b) => a - b);
    const at = (q: number) =>
      (cold[Math.min(cold.length - 1, Math.floor(q * cold.length))] as number).toFixed(1);
    console.log(
      `station-calls cold (timetable changed before each of ${READS} requests): p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`,
    );

    // A day-of change at the hub before each request (its mark moved, as a change's trigger
    // does): the timetable's calls stay cached, and each answer is those calls with the changes
    // applied again (ADR 0026, 0031).
    const decorated: number[] = [];
    for (let i = 0; i < READS; i += 1) {
      await stack.sql.query(
        `WITH v AS (UPDATE referential.day_of_version SET version = version + 1 RETURNING version)
         INSERT INTO referential.day_of_station_versions (station_id, service_date, version)
           SELECT '${HUB}', '${SERVICE_DATE}', version FROM v
         ON CONFLICT (station_id, service_date) DO UPDATE SET version = EXCLUDED.version`,
      );
      const started = process.hrtime.bigint();
      await read();
      decorated.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    decorated.sort((a, b) => a - b);
    const of = (q: number) =>
      (decorated[Math.min(decorated.length - 1, Math.floor(q * decorated.length))] as number).toFixed(1);
    console.log(
      `station-calls after a day-of change (before each of ${READS} requests): p50 ${of(0.5)} ms, p99 ${of(0.99)} ms`,
    );
  } finally {
    await stack.stop();
  }
}
