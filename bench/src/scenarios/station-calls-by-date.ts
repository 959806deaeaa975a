/**
 * Station calls by date: a station with about 5,000 calls on a weekday, in a network whose
 * 15,600 schedules run on shared service calendars (weekdays, Saturdays, Sundays, with removed
 * dates and a swapped one), each published as two dated revisions (first and second half of
 * the year, the second a minute later), some calls arriving before midnight and leaving after
 * it. Read with GET /referential/v1/schedules/station-calls for a date in each revision's
 * period: repeated reads (warm: the answer cached for the timetable's version), and reads right
 * after a timetable change made through the API (a calendar exception added or withdrawn
 * before each read, so that no cached answer serves it), and reads right after a change to
 * what the calls show (a destination renamed, a trip's stop times replaced: the station's kept
 * candidates are brought up to date, ADR 0044). The referential runs as its own process, as in
 * production.
 */
import { minuteOfDay, timeOfDay } from '@transport/platform';
import { fixedRate, formatResult } from '../load.ts';
import { startBenchStack } from '../stack.ts';
import { benchSeconds, sized } from '../size.ts';
import { HUB, HUB_NETWORK_SEED, seedReferential } from '../station-calls-network.ts';
import { judge } from '../verdict.ts';

// The network's year is the next one, so that every date it serves is still to come (a past
// day's timetable is kept as published, and the changes measured here would be refused on it).
const YEAR = new Date().getUTCFullYear() + 1;
/** The first Tuesday on or after the given month and day of YEAR. */
const tuesdayFrom = (monthDay: string) => {
  const date = new Date(`${YEAR}-${monthDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + ((2 - date.getUTCDay() + 7) % 7));
  return date.toISOString().slice(0, 10);
};
const FIRST_HALF_DATE = tuesdayFrom('03-03'); // served by revision 1
const SECOND_HALF_DATE = tuesdayFrom('09-08'); // served by revision 2
const HUB_TRIPS = sized(5_000, 100);
const WEEKEND_HUB_TRIPS = sized(600, 20);
const OTHER_SCHEDULES = sized(10_000, 100);
/** Reads of each one-at-a-time measurement, and the rounds of them. */
const READS = sized(
  { floor: 100, warm: 200, timetable: 60, destination: 20, stopTimes: 20 },
  { floor: 5, warm: 5, timetable: 3, destination: 3, stopTimes: 3 },
);
const ROUNDS = sized(2, 1);
const WEEKDAYS = '00000000-0000-0000-0000-0000000c0001';
const SATURDAYS = '00000000-0000-0000-0000-0000000c0006';
const SUNDAYS = '00000000-0000-0000-0000-0000000c0007';

const SEED = `
  ${HUB_NETWORK_SEED}
  -- Calendars of the year; weekdays lose two holidays and run 25 December as Sunday.
  INSERT INTO service_calendars (id, code, name, valid_from, valid_to, days_of_week, created_by, updated_by) VALUES
    ('${WEEKDAYS}', 'WEEKDAYS', 'Weekdays', '${YEAR}-01-01', '${YEAR}-12-31', '{1,2,3,4,5}', 'bench', 'bench'),
    ('${SATURDAYS}', 'SATURDAYS', 'Saturdays', '${YEAR}-01-01', '${YEAR}-12-31', '{6}', 'bench', 'bench'),
    ('${SUNDAYS}', 'SUNDAYS', 'Sundays', '${YEAR}-01-01', '${YEAR}-12-31', '{7}', 'bench', 'bench');
  WITH e AS (
    INSERT INTO calendar_exceptions (calendar_id, kind, runs_as_calendar_id, dates, reason, created_by) VALUES
      ('${WEEKDAYS}', 'REMOVED', NULL, '{${YEAR}-05-01,${YEAR}-05-08}', 'Public holidays', 'bench'),
      ('${WEEKDAYS}', 'SWAPPED', '${SUNDAYS}', '{${YEAR}-12-25}', 'Christmas Day runs as Sunday', 'bench')
    RETURNING id, calendar_id, kind, runs_as_calendar_id, dates
  )
  INSERT INTO calendar_exception_dates (exception_id, calendar_id, service_date, kind, runs_as_calendar_id)
    SELECT e.id, e.calendar_id, d, e.kind, e.runs_as_calendar_id FROM e CROSS JOIN unnest(e.dates) d;

  -- Trips: HUB_TRIPS weekday trips through the hub (one in 25 a night trip arriving there at
  -- 23:58 and leaving at 00:02), weekend trips through it, OTHER_SCHEDULES elsewhere.
  CREATE TEMP TABLE bench_trips AS
    SELECT gen_random_uuid() AS schedule_id, gen_random_uuid() AS first_half, gen_random_uuid() AS second_half,
           t AS trip,
           CASE WHEN t <= ${HUB_TRIPS + WEEKEND_HUB_TRIPS} THEN (t % 50) + 1 ELSE (t % 10) + 51 END AS line_n,
           CASE WHEN t <= ${HUB_TRIPS} THEN '${WEEKDAYS}'::uuid
                WHEN t <= ${HUB_TRIPS + WEEKEND_HUB_TRIPS} THEN
                  CASE WHEN t % 2 = 0 THEN '${SATURDAYS}'::uuid ELSE '${SUNDAYS}'::uuid END
                ELSE (ARRAY['${WEEKDAYS}', '${SATURDAYS}', '${SUNDAYS}']::uuid[])[t % 3 + 1] END AS calendar_id,
           CASE WHEN t % 25 = 0 THEN 1 ELSE 0 END AS night,
           (t * 7919) % 1380 AS minute
    FROM generate_series(1, ${HUB_TRIPS + WEEKEND_HUB_TRIPS + OTHER_SCHEDULES}) t;
  INSERT INTO schedules (id, code, line_id, itinerary_id, created_by, updated_by)
    SELECT t.schedule_id, 'T' || t.trip, b.line_id, b.itinerary_id, 'bench', 'bench'
    FROM bench_trips t JOIN bench_lines b ON b.n = t.line_n;
  INSERT INTO schedule_revisions (id, schedule_id, revision, status, call_count, valid_from, valid_to, days_of_week, calendar_id, activated_at, activated_by, created_by, updated_by)
    SELECT t.first_half, t.schedule_id, 1, 'ACTIVE', 4, DATE '${YEAR}-01-01', DATE '${YEAR}-06-30', '{1,2,3,4,5,6,7}'::smallint[], t.calendar_id, now(), 'bench', 'bench', 'bench'
    FROM bench_trips t
    UNION ALL
    SELECT t.second_half, t.schedule_id, 2, 'ACTIVE', 4, DATE '${YEAR}-07-01', DATE '${YEAR}-12-31', '{1,2,3,4,5,6,7}'::smallint[], t.calendar_id, now(), 'bench', 'bench', 'bench'
    FROM bench_trips t;
  INSERT INTO stop_times (revision_id, sequence, station_id, bay_id, day_offset, departure_day_offset, arrival_minute, departure_minute)
    SELECT r.revision_id, p.sequence, p.station_id, p.bay_id,
           CASE WHEN t.night = 1 AND p.sequence = 4 THEN 1 ELSE 0 END,
           CASE WHEN t.night = 1 AND p.sequence = 3 THEN 1 END,
           CASE WHEN p.sequence = 1 THEN NULL
                WHEN t.night = 1 THEN (ARRAY[0, 1420, 1438, 30])[p.sequence]
                ELSE t.minute + (p.sequence - 1) * 15 + r.shift END,
           CASE WHEN p.sequence = 4 THEN NULL
                WHEN t.night = 1 THEN (ARRAY[1400, 1421, 2, 0])[p.sequence]
                ELSE t.minute + (p.sequence - 1) * 15 + 1 + r.shift END
    FROM bench_trips t
    CROSS JOIN LATERAL (VALUES (t.first_half, 0), (t.second_half, 1)) AS r(revision_id, shift)
    JOIN bench_lines b ON b.n = t.line_n
    JOIN itinerary_calling_points p ON p.itinerary_id = b.itinerary_id;
  -- Per-schedule exceptions still apply above the calendars: some removed days around the date.
  INSERT INTO schedule_exceptions (schedule_id, service_date, kind, reason, created_by)
    SELECT t.schedule_id, DATE '${FIRST_HALF_DATE}' + (t.trip % 30) - 15, 'REMOVED', 'bench', 'bench'
    FROM bench_trips t WHERE t.trip % 40 = 3;
`;

/** The p99 of each kind of read measured, kept for the verdicts. */
const p99s = new Map<string, number[]>();

function percentiles(samples: number[], kind?: string): string {
  const sorted = [...samples].sort((a, b) => a - b);
  if (kind !== undefined)
    p99s.set(kind, [
      ...(p99s.get(kind) ?? []),
      sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))] as number,
    ]);
  const at = (q: number) =>
    (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number).toFixed(1);
  return `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`;
}

export async function run(): Promise<void> {
  const stack = await startBenchStack();
  try {
    const referential = await stack.startProcess('referential', 'services/referential/src/main.ts');
    await seedReferential(stack, SEED);
    const token = stack.issuer.sign({
      subject: 'bench',
      permissions: [
        'referential.schedules:read',
        'referential.stations:read',
        'referential.calendars:write',
        'referential.destinations:write',
        'referential.schedules:write',
      ],
    });
    const headers = { authorization: `Bearer ${token}` };
    const callsUrl = (date: string) =>
      `${referential}/referential/v1/schedules/station-calls?stationId=${HUB}&serviceDate=${date}`;

    for (const date of [FIRST_HALF_DATE, SECOND_HALF_DATE]) {
      const response = await fetch(callsUrl(date), { headers });
      const text = await response.text();
      if (response.status !== 200)
        throw new Error(`station-calls ${date} answered ${response.status}: ${text.slice(0, 300)}`);
      const body = JSON.parse(text) as {
        total: number;
        data: { dayOffset: number; arrivalDayOffset: number | null }[];
      };
      const split = body.data.filter((c) => c.arrivalDayOffset === 0 && c.dayOffset === 1).length;
      console.log(
        `station-calls ${date}: ${body.total} calls (${split} arriving before midnight, leaving after), ${(text.length / 1024).toFixed(0)} KiB`,
      );
    }

    // A timetable change through the API: a calendar exception added, or withdrawn, before each read.
    let changed: string | undefined;
    const change = async () => {
      const url = `${referential}/referential/v1/calendars/${SATURDAYS}/exceptions`;
      const response = changed
        ? await fetch(`${url}/${changed}`, { method: 'DELETE', headers })
        : await fetch(url, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ type: 'REMOVED', dates: [`${YEAR}-10-03`], reason: 'bench' }),
          });
      if (response.status >= 300) throw new Error(`timetable change answered ${response.status}`);
      changed = changed ? undefined : ((await response.json()) as { id: string }).id;
    };

    // A change to what the calls show, not to the days they run on: the destination of the hub's
    // first line renamed, alternately, before each read (the calls of its schedules are read
    // again, ADR 0044).
    const destination = (
      (await stack.sql.query(`SELECT id FROM referential.destinations WHERE code = 'D1'`)).rows[0] as {
        id: string;
      }
    ).id;
    let renames = 0;
    const rename = async () => {
      renames += 1;
      const response = await fetch(`${referential}/referential/v1/destinations/${destination}`, {
        method: 'PATCH',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Destination 1 (${renames % 2 === 0 ? 'north' : 'south'})` }),
      });
      if (response.status >= 300) throw new Error(`destination rename answered ${response.status}`);
    };

    // A change of a trip's stop times: a draft revision of one of the hub's trips (started once,
    // its calls copied), whose calls are replaced, one minute later or back, before each read.
    // Drafts' calls are candidates too (ADR 0040), so that the station's kept candidates change.
    const trip = (
      (await stack.sql.query(`SELECT id FROM referential.schedules WHERE code = 'T1'`)).rows[0] as {
        id: string;
      }
    ).id;
    const drafted = await fetch(`${referential}/referential/v1/schedules/${trip}/revisions`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ validFrom: `${YEAR}-07-01`, validTo: `${YEAR}-12-31` }),
    });
    if (drafted.status !== 201) throw new Error(`draft revision answered ${drafted.status}`);
    const drafts = (
      (await (
        await fetch(`${referential}/referential/v1/schedules/${trip}/stop-times`, { headers })
      ).json()) as {
        calls: {
          stopId: string;
          dayOffset: number;
          departureDayOffset: number;
          arrivalTime: string | null;
          departureTime: string | null;
        }[];
      }
    ).calls;
    const later = (time: string, minutes: number) => timeOfDay(minuteOfDay(time) + minutes);
    let replaced = 0;
    const replaceStopTimes = async () => {
      replaced += 1;
      const shift = replaced % 2;
      const response = await fetch(`${referential}/referential/v1/schedules/${trip}/stop-times`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          calls: drafts.map((call) => ({
            stopId: call.stopId,
            dayOffset: call.dayOffset,
            ...(call.departureDayOffset !== call.dayOffset && {
              departureDayOffset: call.departureDayOffset,
            }),
            ...(call.arrivalTime !== null && { arrivalTime: later(call.arrivalTime, shift) }),
            ...(call.departureTime !== null && { departureTime: later(call.departureTime, shift) }),
          })),
        }),
      });
      if (response.status >= 300) throw new Error(`stop times replacement answered ${response.status}`);
    };

    /** Milliseconds of one read, from sending to the last byte, and the referential's CPU seconds it took. */
    const timedRead = async (date: string) => {
      const cpu = stack.cpuSeconds('referential');
      const started = process.hrtime.bigint();
      const response = await fetch(callsUrl(date), { headers });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`station-calls ${date} answered ${response.status}`);
      return {
        ms: Number(process.hrtime.bigint() - started) / 1e6,
        cpu: stack.cpuSeconds('referential') - cpu,
      };
    };
    // The referential's CPU per read does not depend on what else the machine runs (Postgres's does
    // not show in it); the process's counters tick by 10 ms, so it is the mean over the reads.
    const measure = async (
      date: string,
      reads: number,
      before: () => Promise<void>,
      kind: 'warm' | 'after a change' = 'after a change',
    ) => {
      const times: number[] = [];
      let cpu = 0;
      for (let i = 0; i < reads; i += 1) {
        await before();
        const read = await timedRead(date);
        times.push(read.ms);
        cpu += read.cpu;
      }
      return `${percentiles(times, kind)}; referential CPU ${((cpu * 1000) / reads).toFixed(1)} ms per read`;
    };
    // The floor of a read on this machine at this moment: one station by id, one at a time.
    const floor = async () => {
      const times: number[] = [];
      for (let i = 0; i < READS.floor; i += 1) {
        const started = process.hrtime.bigint();
        const response = await fetch(`${referential}/referential/v1/stations/${HUB}`, { headers });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`station ${HUB} answered ${response.status}`);
        times.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
      return percentiles(times);
    };
    for (let round = 1; round <= ROUNDS; round += 1) {
      console.log(`round ${round}`);
      console.log(`floor: GET one station, ${READS.floor} reads one at a time: ${await floor()}`);
      for (const date of [FIRST_HALF_DATE, SECOND_HALF_DATE]) {
        // Warm: one display polling, one read at a time (a queue of requests on this shared
        // machine would measure the queue); the first read fills the cache.
        await timedRead(date);
        console.log(
          `station-calls ${date} warm (cached), ${READS.warm} reads one at a time: ${await measure(date, READS.warm, async () => {}, 'warm')}`,
        );
        console.log(
          `station-calls ${date} right after a timetable change, ${READS.timetable} reads: ${await measure(date, READS.timetable, change)}`,
        );
        console.log(
          `station-calls ${date} right after a destination renamed, ${READS.destination} reads: ${await measure(date, READS.destination, rename)}`,
        );
        console.log(
          `station-calls ${date} right after a trip's stop times replaced, ${READS.stopTimes} reads: ${await measure(date, READS.stopTimes, replaceStopTimes)}`,
        );
      }
      // The last change above left this date's answer to be computed again: the first read
      // does it, so that the fixed rate measures warm reads only.
      await timedRead(FIRST_HALF_DATE);
      console.log(
        formatResult(
          `station-calls ${FIRST_HALF_DATE} warm (cached), fixed 5 rps`,
          await fixedRate({ url: callsUrl(FIRST_HALF_DATE), headers }, 5, benchSeconds()),
        ),
      );
    }
    const worst = (kind: string) => Math.max(...(p99s.get(kind) ?? [NaN]));
    judge('warm reads: p99 under 50 ms', `worst p99 ${worst('warm').toFixed(1)} ms`, worst('warm') < 50);
    judge(
      'right after a change: p99 under 150 ms',
      `worst p99 ${worst('after a change').toFixed(1)} ms`,
      worst('after a change') < 150,
    );
  } finally {
    await stack.stop();
  }
}
