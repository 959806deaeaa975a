import { expect } from 'chai';
import { addDays } from '@transport/platform';
import {
  daysFromToday,
  expectProblem,
  weekdayOnOrAfter,
  type ApiClient,
  type TestService,
} from '@transport/platform/testing';
import { startReferential } from './fixtures.ts';
import { GTFS_STAFF, GTFS_YEAR, gtfsDate } from './gtfs-fixtures.ts';
import { imported, zipOf } from './gtfs-reader.ts';

/**
 * Two operators' feeds that use the same ids (`service_id` WK, stops S and A, trip T1), imported
 * one after the other into one registry: each feed's ids are its own (ADR 0050).
 */
const MONDAY = weekdayOnOrAfter(`${GTFS_YEAR}-01-04`, 'MON');
const SATURDAY = addDays(MONDAY, 5);
const RANGE = `${gtfsDate(MONDAY)},${gtfsDate(addDays(MONDAY, 27))}`;
const CALENDAR_HEADER =
  'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\n';
const STOP_TIMES_HEADER = 'trip_id,arrival_time,departure_time,stop_id,stop_sequence\n';

/** Operator F: two trips on weekdays to the shared station S. */
const F_FEED = {
  'stops.txt': 'stop_id,stop_name,stop_lat,stop_lon\nA,F Alpha,45.1,4.1\nS,Shared,45.2,4.2\n',
  'routes.txt': 'route_id,route_short_name,route_long_name,route_type\nR1,R1,F line,3\n',
  'trips.txt': 'route_id,service_id,trip_id,trip_headsign\nR1,WK,T1,Shared\nR1,WK,T2,Shared\n',
  'stop_times.txt': `${STOP_TIMES_HEADER}T1,07:00:00,07:00:00,A,1\nT1,07:20:00,07:20:00,S,2\nT2,08:00:00,08:00:00,A,1\nT2,08:20:00,08:20:00,S,2\n`,
  'calendar.txt': `${CALENDAR_HEADER}WK,1,1,1,1,1,0,0,${RANGE}\n`,
};
/** Operator B: the same ids, one trip at weekends, its stops named otherwise. */
const B_FEED = {
  'stops.txt': 'stop_id,stop_name,stop_lat,stop_lon\nA,B Alpha,46.1,5.1\nS,Shared (B),46.2,5.2\n',
  'routes.txt': 'route_id,route_short_name,route_long_name,route_type\nR1,R1,B line,3\n',
  'trips.txt': 'route_id,service_id,trip_id,trip_headsign\nR1,WK,T1,Shared\n',
  'stop_times.txt': `${STOP_TIMES_HEADER}T1,09:00:00,09:00:00,A,1\nT1,09:30:00,09:30:00,S,2\n`,
  'calendar.txt': `${CALENDAR_HEADER}WK,0,0,0,0,0,1,1,${RANGE}\n`,
};

interface ImportRecord {
  kind: string;
  externalId: string;
  recordId: string;
  code?: string;
  state: string;
  match: string | null;
  sharedWith?: string;
  changes?: { field: string; from: string | null; to: string | null }[];
}

describe('GTFS feeds: ids scoped to their feed, mappings, REPLACE and MERGE', () => {
  let referential: TestService;
  let staff: ApiClient;

  before(async function () {
    this.timeout(120_000);
    referential = await startReferential();
    staff = referential.as(GTFS_STAFF);
  });
  after(async () => {
    await referential?.close();
  });

  const record = (body: { records: ImportRecord[] }, kind: string, externalId: string) =>
    body.records.find((r) => r.kind === kind && r.externalId === externalId) as ImportRecord;
  /** The import's record of the itinerary a trip follows, as its schedule says. */
  const itineraryOf = async (body: { records: ImportRecord[] }, trip: string) => {
    const schedule = await staff.get(`/referential/v1/schedules/${record(body, 'schedule', trip).recordId}`);
    return body.records.find(
      (r) => r.kind === 'itinerary' && r.recordId === schedule.body.itineraryId,
    ) as ImportRecord;
  };
  const callsAt = async (stationId: string, date: string) =>
    (
      await staff.get(`/referential/v1/schedules/station-calls?stationId=${stationId}&serviceDate=${date}`)
    ).body.data
      .map((c: { scheduleCode: string; announcedTime: string }) => `${c.scheduleCode} ${c.announcedTime}`)
      .sort();

  it("keeps each operator's calls at a shared station through the other's import, repairs a hand edit, ends a dropped trip in REPLACE", async () => {
    const first = await imported(staff, await zipOf(F_FEED), '?feedId=F');
    expect(first.status, first.text).to.equal(200);
    const shared = record(first.body, 'station', 'S').recordId;
    const fCalendar = record(first.body, 'calendar', 'WK');
    expect(fCalendar).to.include({ state: 'created', match: null, code: 'WK' });
    const fMonday = await callsAt(shared, MONDAY);
    expect(fMonday).to.deep.equal(['T1 07:20', 'T2 08:20']);

    // B's S is F's station, by a mapping; its other ids match nothing of F's.
    const mapped = await staff.put(`/referential/v1/gtfs/feeds/B/mappings/station/S`, { recordId: shared });
    expect(mapped.status, mapped.text).to.equal(200);
    expect(mapped.body).to.include({ feedId: 'B', kind: 'station', externalId: 'S', recordId: shared });

    const dry = await imported(staff, await zipOf(B_FEED), '?feedId=B&dryRun=true');
    expect(dry.status, dry.text).to.equal(200);
    expect(record(dry.body, 'station', 'S')).to.include({
      recordId: shared,
      state: 'unchanged',
      match: 'mapping',
      sharedWith: 'F',
    });
    const bCalendar = record(dry.body, 'calendar', 'WK');
    expect(bCalendar).to.include({ state: 'created', match: null });
    expect(bCalendar.recordId).to.not.equal(fCalendar.recordId);
    expect(bCalendar.code).to.match(/^WK-[0-9a-f]{6}$/);
    expect(record(dry.body, 'schedule', 'T1')).to.include({ state: 'created', match: null });
    expect(record(dry.body, 'station', 'A')).to.include({ state: 'created', match: null });

    const second = await imported(staff, await zipOf(B_FEED), '?feedId=B');
    expect(second.status, second.text).to.equal(200);
    expect(second.body.calendars).to.deep.equal({ created: 1, changed: 0, unchanged: 0, ended: 0 });
    expect(await callsAt(shared, MONDAY), "F's Monday, after B's import").to.deep.equal(fMonday);
    const bSaturday = await callsAt(shared, SATURDAY);
    expect(bSaturday).to.deep.equal([`${record(second.body, 'schedule', 'T1').code} 09:30`]);
    const station = (await staff.get(`/referential/v1/stations/${shared}`)).body;
    expect(station.name, 'a shared station is left as its feed made it').to.equal('Shared');

    // A hand edit of F's calendar: no service on the Monday. Re-importing F's feed repairs it.
    const edit = await staff.post(`/referential/v1/calendars/${fCalendar.recordId}/exceptions`, {
      type: 'REMOVED',
      dates: [MONDAY],
      reason: 'hand edit',
    });
    expect(edit.status, edit.text).to.equal(201);
    expect(await callsAt(shared, MONDAY)).to.deep.equal([]);
    const check = await imported(staff, await zipOf(F_FEED), '?feedId=F&dryRun=true');
    expect(record(check.body, 'calendar', 'WK')).to.deep.include({
      state: 'changed',
      match: 'feed-id',
      changes: [{ field: 'removed', from: MONDAY, to: null }],
    });
    expect(check.body.schedules).to.deep.equal({ created: 0, changed: 0, unchanged: 2, ended: 0 });
    const repaired = await imported(staff, await zipOf(F_FEED), '?feedId=F');
    expect(repaired.status, repaired.text).to.equal(200);
    expect(await callsAt(shared, MONDAY)).to.deep.equal(fMonday);
    expect(await callsAt(shared, SATURDAY), "B's Saturday, after F's imports").to.deep.equal(bSaturday);
    const again = await imported(staff, await zipOf(F_FEED), '?feedId=F&dryRun=true');
    expect(again.body.calendars).to.deep.equal({ created: 0, changed: 0, unchanged: 1, ended: 0 });

    // F's next version drops T2, the whole offer of F from a Tuesday: T2 runs the Monday before.
    const tuesday = addDays(MONDAY, 8);
    const next = await zipOf({
      ...F_FEED,
      'trips.txt': 'route_id,service_id,trip_id,trip_headsign\nR1,WK,T1,Shared\n',
      'stop_times.txt': `${STOP_TIMES_HEADER}T1,07:00:00,07:00:00,A,1\nT1,07:20:00,07:20:00,S,2\n`,
    });
    const merged = await imported(staff, next, `?feedId=F&mode=MERGE&from=${tuesday}&dryRun=true`);
    expect(merged.body.schedules).to.deep.equal({ created: 0, changed: 0, unchanged: 1, ended: 0 });
    const replaced = await imported(staff, next, `?feedId=F&mode=REPLACE&from=${tuesday}`);
    expect(replaced.status, replaced.text).to.equal(200);
    expect(replaced.body).to.include({ mode: 'REPLACE', publishedFrom: tuesday });
    expect(replaced.body.schedules).to.deep.equal({ created: 0, changed: 0, unchanged: 1, ended: 1 });
    expect(record(replaced.body, 'schedule', 'T2')).to.deep.include({
      state: 'ended',
      match: 'feed-id',
      changes: [{ field: 'validTo', from: null, to: addDays(tuesday, -1) }],
    });
    expect(await callsAt(shared, addDays(tuesday, -1))).to.deep.equal(['T1 07:20', 'T2 08:20']);
    expect(await callsAt(shared, tuesday)).to.deep.equal(['T1 07:20']);
    expect(await callsAt(shared, addDays(SATURDAY, 7)), "B's trips are not F's offer").to.deep.equal(
      bSaturday,
    );
  }).timeout(120_000);

  it('ends in REPLACE the trips, calendars and itineraries a new version drops, and nothing another feed still runs on', async () => {
    // Operator G: T1 on weekdays and T2 on Saturdays from A to S, T3 on Sundays back to A.
    const G_FEED = {
      'stops.txt': 'stop_id,stop_name,stop_lat,stop_lon\nA,G Alpha,47.1,6.1\nS,G Hub,47.2,6.2\n',
      'routes.txt': 'route_id,route_short_name,route_long_name,route_type\nR1,G1,G line,3\n',
      'trips.txt':
        'route_id,service_id,trip_id,trip_headsign\nR1,WK,T1,G Hub\nR1,SA,T2,G Hub\nR1,SU,T3,G Alpha\n',
      'stop_times.txt': `${STOP_TIMES_HEADER}T1,07:00:00,07:00:00,A,1\nT1,07:20:00,07:20:00,S,2\nT2,08:00:00,08:00:00,A,1\nT2,08:20:00,08:20:00,S,2\nT3,09:00:00,09:00:00,S,1\nT3,09:20:00,09:20:00,A,2\n`,
      'calendar.txt': `${CALENDAR_HEADER}WK,1,1,1,1,1,0,0,${RANGE}\nSA,0,0,0,0,0,1,0,${RANGE}\nSU,0,0,0,0,0,0,1,${RANGE}\n`,
    };
    const g = await imported(staff, await zipOf(G_FEED), '?feedId=G');
    expect(g.status, g.text).to.equal(200);
    const hub = record(g.body, 'station', 'S').recordId;
    const alpha = record(g.body, 'station', 'A').recordId;
    const saturdays = record(g.body, 'calendar', 'SA').recordId;
    const sundays = record(g.body, 'calendar', 'SU').recordId;
    const outbound = await itineraryOf(g.body, 'T1');
    const back = await itineraryOf(g.body, 'T3');
    expect(outbound.recordId).to.not.equal(back.recordId);
    // Operator H runs its Saturday trip on G's Saturday calendar, by a mapping.
    const mapped = await staff.put('/referential/v1/gtfs/feeds/H/mappings/calendar/SAT', {
      recordId: saturdays,
    });
    expect(mapped.status, mapped.text).to.equal(200);
    const h = await imported(
      staff,
      await zipOf({
        'stops.txt': 'stop_id,stop_name,stop_lat,stop_lon\nHX,H Ex,48.1,7.1\nHY,H Why,48.2,7.2\n',
        'routes.txt': 'route_id,route_short_name,route_long_name,route_type\nHR,H1,H line,3\n',
        'trips.txt': 'route_id,service_id,trip_id,trip_headsign\nHR,SAT,H1,H Why\n',
        'stop_times.txt': `${STOP_TIMES_HEADER}H1,10:00:00,10:00:00,HX,1\nH1,10:30:00,10:30:00,HY,2\n`,
        'calendar.txt': `${CALENDAR_HEADER}SAT,0,0,0,0,0,1,0,${RANGE}\n`,
      }),
      '?feedId=H',
    );
    expect(h.status, h.text).to.equal(200);
    const hx = record(h.body, 'station', 'HX').recordId;

    // G's next version keeps only T1, its whole offer from a Tuesday.
    const tuesday = addDays(MONDAY, 8);
    const next = await zipOf({
      ...G_FEED,
      'trips.txt': 'route_id,service_id,trip_id,trip_headsign\nR1,WK,T1,G Hub\n',
      'stop_times.txt': `${STOP_TIMES_HEADER}T1,07:00:00,07:00:00,A,1\nT1,07:20:00,07:20:00,S,2\n`,
      'calendar.txt': `${CALENDAR_HEADER}WK,1,1,1,1,1,0,0,${RANGE}\n`,
    });
    const merge = await imported(staff, next, `?feedId=G&mode=MERGE&from=${tuesday}&dryRun=true`);
    const endedOf = (body: Record<string, { ended: number }>) =>
      ['schedules', 'calendars', 'itineraries'].map((kind) => body[kind]?.ended);
    expect(endedOf(merge.body), 'MERGE ends nothing').to.deep.equal([0, 0, 0]);
    const calendar = async (id: string) => {
      const { validFrom, validTo } = (await staff.get(`/referential/v1/calendars/${id}`)).body;
      return { validFrom, validTo } as { validFrom: string; validTo: string };
    };
    const [sundaysBefore, saturdaysBefore] = [await calendar(sundays), await calendar(saturdays)];
    expect(sundaysBefore.validTo > tuesday, 'the Sundays run after the Tuesday').to.equal(true);
    const dry = await imported(staff, next, `?feedId=G&mode=REPLACE&from=${tuesday}&dryRun=true`);
    expect(dry.status, dry.text).to.equal(200);
    expect(endedOf(dry.body)).to.deep.equal([2, 1, 1]);
    expect(await calendar(sundays), 'a dry run writes nothing').to.deep.equal(sundaysBefore);

    const replaced = await imported(staff, next, `?feedId=G&mode=REPLACE&from=${tuesday}`);
    expect(replaced.status, replaced.text).to.equal(200);
    expect(endedOf(replaced.body)).to.deep.equal([2, 1, 1]);
    const dayBefore = addDays(tuesday, -1);
    const ended = (r: ImportRecord) => r.state === 'ended';
    expect(
      replaced.body.records.filter(ended).map((r: ImportRecord) => [r.kind, r.externalId, r.changes]),
    ).to.deep.equal([
      ['schedule', 'T2', [{ field: 'validTo', from: null, to: dayBefore }]],
      ['schedule', 'T3', [{ field: 'validTo', from: null, to: dayBefore }]],
      ['calendar', 'SU', [{ field: 'validTo', from: null, to: dayBefore }]],
      ['itinerary', back.externalId, [{ field: 'lastDayServed', from: null, to: dayBefore }]],
    ]);
    expect(record(replaced.body, 'itinerary', outbound.externalId).state).to.equal('unchanged');
    // G's Sunday calendar ends the day before; its Saturday one, which H still runs on, is whole.
    expect(await calendar(sundays)).to.deep.equal({ ...sundaysBefore, validTo: dayBefore });
    expect(await calendar(saturdays)).to.deep.equal(saturdaysBefore);
    expect(await callsAt(alpha, addDays(MONDAY, 6)), 'the Sunday before').to.deep.equal(['T3 09:20']);
    expect(await callsAt(alpha, addDays(MONDAY, 13))).to.deep.equal([]);
    expect(await callsAt(hub, addDays(SATURDAY, 7))).to.deep.equal([]);
    expect(await callsAt(hx, addDays(SATURDAY, 7)), "H's Saturday trip").to.deep.equal([
      `${record(h.body, 'schedule', 'H1').code} 10:00`,
    ]);
    // The next REPLACE of the same version ends nothing more.
    const again = await imported(staff, next, `?feedId=G&mode=REPLACE&from=${tuesday}&dryRun=true`);
    expect(endedOf(again.body)).to.deep.equal([0, 0, 0]);
  }).timeout(120_000);

  it('refuses a feed published from a day before today unless the import is retroactive', async () => {
    const yesterday = daysFromToday(-1);
    const problem = expectProblem(
      await imported(staff, await zipOf(F_FEED), `?feedId=PAST&mode=REPLACE&from=${yesterday}`),
      422,
      'timetable-change-in-past',
    );
    expect(problem.errors?.map((e) => e.field)).to.deep.equal(['query.retroactive']);
    const dry = await imported(
      staff,
      await zipOf(F_FEED),
      `?feedId=PAST&from=${yesterday}&retroactive=true&dryRun=true`,
    );
    expect(dry.status, dry.text).to.equal(200);
    expect(dry.body.publishedFrom).to.equal(yesterday);
  });

  it('lists, sets and clears mappings; refuses one naming no record', async () => {
    const path = '/referential/v1/gtfs/feeds/MAPS/mappings';
    const imported_ = await imported(staff, await zipOf(F_FEED), '?feedId=MAPPED_FROM');
    const line = record(imported_.body, 'line', 'R1').recordId;
    expect((await staff.put(`${path}/line/R9`, { recordId: line })).status).to.equal(200);
    const listed = await staff.get(path);
    expect(listed.status).to.equal(200);
    expect(
      listed.body.data.map((m: { kind: string; externalId: string }) => `${m.kind} ${m.externalId}`),
    ).to.deep.equal(['line R9']);
    // A line's id is not a station's.
    const wrong = expectProblem(
      await staff.put(`${path}/station/S9`, { recordId: line }),
      422,
      'gtfs-mapping-record-not-found',
    );
    expect(wrong.errors?.map((e) => e.field)).to.deep.equal(['body.recordId']);
    expect((await staff.delete(`${path}/line/R9`)).status).to.equal(204);
    expect((await staff.get(path)).body.data).to.deep.equal([]);
    expectProblem(await staff.delete(`${path}/line/R9`), 404, 'gtfs-mapping-not-found');
    const reader = referential.as(['referential.stations:read']);
    expectProblem(await reader.put(`${path}/line/R9`, { recordId: line }), 403, 'forbidden');
  }).timeout(60_000);
});
