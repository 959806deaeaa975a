import { expect } from 'chai';
import { addDays } from '@transport/platform';
import {
  connectMcp,
  expectProblem,
  mintToken,
  today as businessToday,
  type ApiClient,
} from '@transport/platform/testing';
import { startPlatform, type Platform } from '@transport/platform/testing/platform';
import {
  calls,
  callsOn,
  CHRISTMAS_FRIDAY,
  createCalendar,
  createLineWithItinerary,
  NETWORK_PERMISSIONS,
  publishedTrip,
} from './network-fixtures.ts';
import { GTFS_STAFF } from './gtfs-fixtures.ts';
import { imported, zipOf } from './gtfs-reader.ts';

describe('timetables by date through the gateway', () => {
  let platform: Platform;
  let planner: ApiClient;

  before(async function () {
    // The first platform of a run also loads the services' code.
    this.timeout(60_000);
    platform = await startPlatform();
    planner = platform.as(NETWORK_PERMISSIONS);
  });
  after(() => platform?.close());

  it("publishes next season's revision today: today's calls stay as they were, the new ones start on its first day", async () => {
    const today = businessToday();
    const firstDay = addDays(today, 7);
    const line = await createLineWithItinerary(planner, 2);
    const origin = line.stations[0] as string;
    const id = await publishedTrip(planner, line, '08:00', '08:40', {
      validFrom: addDays(today, -30),
      validTo: addDays(today, 6),
    });
    const stationCalls = (date: string) =>
      planner.get(`/referential/v1/schedules/station-calls?stationId=${origin}&serviceDate=${date}`);
    const todayBefore = await stationCalls(today);
    expect(todayBefore.status).to.equal(200);
    expect(todayBefore.body.data.map((c: { announcedTime: string }) => c.announcedTime)).to.deep.equal([
      '08:00',
    ]);

    const drafted = await planner.post(`/referential/v1/schedules/${id}/revisions`, {
      validFrom: firstDay,
      validTo: addDays(today, 120),
    });
    expect(drafted.status, drafted.text).to.equal(201);
    await planner.put(`/referential/v1/schedules/${id}/stop-times`, {
      calls: calls(line, [
        [0, '09:15'],
        [0, '09:55'],
      ]),
    });
    const activated = await planner.post(`/referential/v1/schedules/${id}/activation`);
    expect(activated.status, activated.text).to.equal(200);
    // Revision 1 still serves today.
    expect(activated.body).to.include({ activeRevision: 1, draftRevision: null });

    expect((await stationCalls(today)).body).to.deep.equal(todayBefore.body);
    expect(await callsOn(planner, origin, addDays(firstDay, -1))).to.deep.equal([[id, '08:00']]);
    expect(await callsOn(planner, origin, firstDay)).to.deep.equal([[id, '09:15']]);

    // Not started yet, it can be withdrawn: its days are served by nothing, today's are unchanged.
    const withdrawn = await planner.post(`/referential/v1/schedules/${id}/revisions/2/withdrawal`);
    expect(withdrawn.status, withdrawn.text).to.equal(200);
    expect(await callsOn(planner, origin, firstDay)).to.deep.equal([]);
    expect((await stationCalls(today)).body).to.deep.equal(todayBefore.body);
  });

  it('keeps past days as they were published: a change reaching yesterday needs retroactive, and yesterday reads byte for byte the same', async () => {
    const today = businessToday();
    const yesterday = addDays(today, -1);
    const tomorrow = addDays(today, 1);
    const line = await createLineWithItinerary(planner, 2);
    const origin = line.stations[0] as string;
    const season = { validFrom: addDays(today, -30), validTo: addDays(today, 60) };
    const everyDay = await createCalendar(planner, ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'], season);
    const id = await publishedTrip(planner, line, '08:00', '08:40', { ...season, calendarId: everyDay });
    const read = async (date: string) =>
      (await planner.get(`/referential/v1/schedules/station-calls?stationId=${origin}&serviceDate=${date}`))
        .text;
    const published = await read(yesterday);
    expect(JSON.parse(published).data).to.have.length(1);
    const refusedNaming = (response: Awaited<ReturnType<ApiClient['get']>>, field: string) => {
      const problem = expectProblem(response, 422, 'timetable-change-in-past');
      expect((problem.errors ?? []).map((e) => e.field)).to.deep.equal([field]);
    };

    // A calendar exception reaching yesterday is refused whole; one from tomorrow changes tomorrow only.
    const exceptions = `/referential/v1/calendars/${everyDay}/exceptions`;
    refusedNaming(
      await planner.post(exceptions, { type: 'REMOVED', dates: [tomorrow, yesterday], reason: 'Strike' }),
      'body.retroactive',
    );
    const strike = await planner.post(exceptions, { type: 'REMOVED', dates: [tomorrow], reason: 'Strike' });
    expect(strike.status, strike.text).to.equal(201);
    expect(await callsOn(planner, origin, tomorrow)).to.deep.equal([]);
    // A correction says so; withdrawing it again is a correction too.
    const correction = await planner.post(exceptions, {
      type: 'REMOVED',
      dates: [addDays(today, -10)],
      reason: 'Strike recorded late',
      retroactive: true,
    });
    expect(correction.status, correction.text).to.equal(201);
    refusedNaming(await planner.delete(`${exceptions}/${correction.body.id}`), 'query.retroactive');

    // A schedule exception on yesterday, and a revision from yesterday, are refused alike.
    refusedNaming(
      await planner.post(`/referential/v1/schedules/${id}/exceptions`, {
        date: yesterday,
        type: 'REMOVED',
        reason: 'Breakdown',
      }),
      'body.retroactive',
    );
    const draft = await planner.post(`/referential/v1/schedules/${id}/revisions`, { validFrom: yesterday });
    expect(draft.status, draft.text).to.equal(201);
    await planner.put(`/referential/v1/schedules/${id}/stop-times`, {
      calls: calls(line, [
        [0, '09:00'],
        [0, '09:40'],
      ]),
    });
    refusedNaming(await planner.post(`/referential/v1/schedules/${id}/activation`), 'body.retroactive');

    expect(await read(yesterday)).to.equal(published);
    const revisions = await planner.get(`/referential/v1/schedules/${id}/revisions`);
    expect(
      revisions.body.data.map((r: { revision: number; status: string; retroactive: boolean }) => [
        r.revision,
        r.status,
        r.retroactive,
      ]),
    ).to.deep.equal([
      [2, 'DRAFT', false],
      [1, 'ACTIVE', true],
    ]);
  });

  it('re-imports a GTFS feed from today: yesterday reads byte for byte as it was published, the new times and days serve from today', async () => {
    const gtfs = platform.as(GTFS_STAFF);
    const today = businessToday();
    const ymd = (date: string) => date.replaceAll('-', '');
    const tag = `P${Date.now().toString(36).toUpperCase()}`;
    const feed = (departure: string, removed: string[]) =>
      zipOf({
        'stops.txt': `stop_id,stop_name\n${tag}A,Alpha\n${tag}B,Beta\n`,
        'routes.txt': `route_id,route_short_name,route_long_name,route_type\n${tag},${tag},Alpha - Beta,3\n`,
        'trips.txt': `route_id,service_id,trip_id\n${tag},${tag}S,${tag}T\n`,
        'stop_times.txt':
          'trip_id,arrival_time,departure_time,stop_id,stop_sequence\n' +
          `${tag}T,${departure},${departure},${tag}A,1\n${tag}T,09:00:00,09:00:00,${tag}B,2\n`,
        'calendar.txt':
          'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\n' +
          `${tag}S,1,1,1,1,1,1,1,${ymd(addDays(today, -10))},${ymd(addDays(today, 30))}\n`,
        'calendar_dates.txt': `service_id,date,exception_type\n${removed.map((d) => `${tag}S,${ymd(d)},2\n`).join('')}`,
      });
    // The first load of the registry publishes the feed as it says, past days included.
    const first = await imported(
      gtfs,
      await feed('08:00:00', [addDays(today, -5)]),
      `?feedId=${tag}&retroactive=true`,
    );
    expect(first.status, first.text).to.equal(200);
    expect(first.body.publishedFrom).to.equal(null);
    const station = (await gtfs.get(`/referential/v1/stations?search=${tag}A`)).body.data[0].id;
    const read = async (date: string) =>
      (await gtfs.get(`/referential/v1/schedules/station-calls?stationId=${station}&serviceDate=${date}`))
        .text;
    const yesterday = addDays(today, -1);
    const published = await read(yesterday);
    expect(JSON.parse(published).data.map((c: { announcedTime: string }) => c.announcedTime)).to.deep.equal([
      '08:00',
    ]);

    // The next version moves the trip and changes its service (tomorrow removed, yesterday too).
    const tomorrow = addDays(today, 1);
    const next = await imported(gtfs, await feed('08:15:00', [yesterday, tomorrow]), `?feedId=${tag}`);
    expect(next.status, next.text).to.equal(200);
    expect(next.body).to.include({ publishedFrom: today });
    expect(next.body.schedules).to.deep.equal({ created: 0, changed: 1, unchanged: 0, ended: 0 });
    expect(await read(yesterday)).to.equal(published);
    expect(await callsOn(gtfs, station, addDays(today, -5))).to.deep.equal([]);
    expect((await callsOn(gtfs, station, today)).map(([, time]) => time)).to.deep.equal(['08:15']);
    expect(await callsOn(gtfs, station, tomorrow)).to.deep.equal([]);
  });

  it('gives the Sunday calls on a Friday of Christmas week when it runs as Sunday', async () => {
    const line = await createLineWithItinerary(planner, 2);
    const origin = line.stations[0] as string;
    const weekdays = await createCalendar(planner, ['MON', 'TUE', 'WED', 'THU', 'FRI']);
    const sundays = await createCalendar(planner, ['SUN']);
    const early = await publishedTrip(planner, line, '06:30', '07:00', { calendarId: weekdays });
    const late = await publishedTrip(planner, line, '17:30', '18:00', { calendarId: weekdays });
    const sunday = await publishedTrip(planner, line, '11:00', '11:30', { calendarId: sundays });
    expect(await callsOn(planner, origin, CHRISTMAS_FRIDAY)).to.deep.equal([
      [early, '06:30'],
      [late, '17:30'],
    ]);

    const swap = await planner.post(`/referential/v1/calendars/${weekdays}/exceptions`, {
      type: 'SWAPPED',
      dates: [CHRISTMAS_FRIDAY],
      runsAsCalendarId: sundays,
      reason: 'Christmas Day runs as Sunday',
    });
    expect(swap.status, swap.text).to.equal(201);

    const sundayCalls = await callsOn(planner, origin, addDays(CHRISTMAS_FRIDAY, 2));
    expect(sundayCalls).to.deep.equal([[sunday, '11:00']]);
    expect(await callsOn(planner, origin, CHRISTMAS_FRIDAY)).to.deep.equal(sundayCalls);
    expect(await callsOn(planner, origin, addDays(CHRISTMAS_FRIDAY, -1))).to.deep.equal([
      [early, '06:30'],
      [late, '17:30'],
    ]);
  });

  it('offers the calendar operations and the withdrawal as MCP tools, a call answering the service days', async () => {
    const calendarId = await createCalendar(planner, ['SAT', 'SUN']);
    const client = await connectMcp(`${platform.gateway.url}/mcp`, mintToken(NETWORK_PERMISSIONS));
    const names = (await client.listTools()).tools.map((t) => t.name);
    expect(names).to.include.members([
      'createCalendar',
      'searchCalendars',
      'getCalendar',
      'addCalendarException',
      'listCalendarExceptions',
      'removeCalendarException',
      'listCalendarServiceDays',
      'withdrawScheduleRevision',
    ]);
    const days = await client.callTool({
      name: 'listCalendarServiceDays',
      arguments: { id: calendarId, from: addDays(CHRISTMAS_FRIDAY, -1), to: addDays(CHRISTMAS_FRIDAY, 3) },
    });
    expect(days.isError, JSON.stringify(days.content)).to.not.equal(true);
    expect((days.structuredContent as { days: { date: string }[] }).days.map((d) => d.date)).to.deep.equal([
      addDays(CHRISTMAS_FRIDAY, 1),
      addDays(CHRISTMAS_FRIDAY, 2),
    ]);
    await client.close();
  });
});
