import { expect } from 'chai';
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import { addDays, dayAfter } from '@transport/platform';
import {
  cacheLookups,
  connectMcp,
  expectFieldError,
  expectProblem,
  mintToken,
  nextYear,
  weekdayOnOrAfter,
  type ApiClient,
} from '@transport/platform/testing';
import { startPlatform, type Platform } from '@transport/platform/testing/platform';
import { createArea, createBay } from './fixtures.ts';
import {
  calls,
  createLineWithItinerary,
  createSchedule,
  createStation,
  NETWORK_PERMISSIONS,
  type LineWithItinerary,
} from './network-fixtures.ts';

const { transit_realtime: rt } = GtfsRealtimeBindings;
const DAY_OF_READ = 'referential.day-of-changes:read';
const DAY_OF_WRITE = 'referential.day-of-changes:write';
const YEAR = nextYear();
/** A Tuesday of late November next year; the schedules run every day of it. */
const DATE = weekdayOnOrAfter(`${YEAR}-11-24`, 'TUE');
/** The Thursday after, which the early trip does not run. */
const REMOVED_DATE = addDays(DATE, 2);

interface StationCall {
  scheduleId: string;
  sequence: number;
  scheduledTime: string;
  announcedTime: string;
  announcedDayOffset: number;
  bayId: string | null;
  bayCode: string | null;
  scheduledBayId: string | null;
  callStatus: string;
  dayOfChange: { id: string; type: string; reason: string; delayMinutes: number | null } | null;
}

describe('day-of changes through the gateway', () => {
  let platform: Platform;
  let staff: ApiClient;
  let line: LineWithItinerary;
  let area: string;
  let bay: string;
  let early: string;
  let late: string;

  async function activeSchedule(times: [number, string][], extra: Record<string, unknown> = {}) {
    const id = await createSchedule(staff, line, extra);
    const put = await staff.put(`/referential/v1/schedules/${id}/stop-times`, { calls: calls(line, times) });
    expect(put.status, put.text).to.equal(204);
    const activated = await staff.post(`/referential/v1/schedules/${id}/activation`, { retroactive: true });
    expect(activated.status, activated.text).to.equal(200);
    return id;
  }

  before(async function () {
    this.timeout(120_000);
    platform = await startPlatform();
    staff = platform.as([...NETWORK_PERMISSIONS, DAY_OF_READ, DAY_OF_WRITE]);
    area = await createArea(staff);
    bay = await createBay(staff, area, 'A1');
    const first = await createStation(staff, { stationAreaId: area });
    line = await createLineWithItinerary(staff, [
      first,
      ...(await Promise.all([1, 2, 3].map(() => createStation(staff)))),
    ]);
    early = await activeSchedule([
      [0, '08:00'],
      [0, '08:10'],
      [0, '08:20'],
      [0, '08:30'],
    ]);
    const removed = await staff.post(`/referential/v1/schedules/${early}/exceptions`, {
      date: REMOVED_DATE,
      type: 'REMOVED',
      reason: 'Strike',
    });
    expect(removed.status).to.equal(201);
    late = await activeSchedule([
      [0, '09:00'],
      [0, '09:10'],
      [0, '09:20'],
      [0, '09:30'],
    ]);
  });
  after(() => platform?.close());

  const changes = (scheduleId: string) => `/referential/v1/schedules/${scheduleId}/day-of-changes`;
  const record = (scheduleId: string, body: Record<string, unknown>) =>
    staff.post(changes(scheduleId), { serviceDate: DATE, reason: 'Traffic on the ring road', ...body });
  const stationCalls = async (stop: number, headers: Record<string, string> = {}) => {
    const response = await staff.get(
      `/referential/v1/schedules/station-calls?stationId=${line.stations[stop]}&serviceDate=${DATE}`,
      { headers },
    );
    return response;
  };
  const callsAt = async (stop: number): Promise<StationCall[]> => {
    const response = await stationCalls(stop);
    expect(response.status, response.text).to.equal(200);
    return response.body.data;
  };
  const callOf = async (stop: number, scheduleId: string) =>
    (await callsAt(stop)).find((c) => c.scheduleId === scheduleId) as StationCall;
  const stationCode = async (stop: number) =>
    (await staff.get(`/referential/v1/stations/${line.stations[stop]}`)).body.code as string;
  const scheduleCode = async (id: string) =>
    (await staff.get(`/referential/v1/schedules/${id}`)).body.code as string;
  const withdrawAll = async () => {
    for (const id of [early, late]) {
      const listed = await staff.get(changes(id));
      for (const change of listed.body.data as { id: string }[])
        expect((await staff.delete(`${changes(id)}/${change.id}`)).status).to.equal(204);
    }
  };
  afterEach(withdrawAll);

  it('shows a delay from a call onward and a cancellation in the station calls at once, and withdrawing restores them', async () => {
    const before = await stationCalls(1);
    const etag = before.headers.get('etag') as string;
    expect(
      before.body.data.map((c: StationCall) => [c.scheduledTime, c.announcedTime, c.callStatus]),
    ).to.deep.equal([
      ['08:10', '08:10', 'ON_TIME'],
      ['09:10', '09:10', 'ON_TIME'],
    ]);
    expect((await stationCalls(1, { 'if-none-match': etag })).status).to.equal(304);

    const delay = await record(early, { type: 'DELAY', sequence: 2, announcedTime: '08:17' });
    expect(delay.status, delay.text).to.equal(201);
    const cancellation = await record(late, { type: 'CANCELLATION', reason: 'Driver unavailable' });
    expect(cancellation.status, cancellation.text).to.equal(201);

    const after = await stationCalls(1, { 'if-none-match': etag });
    expect(after.status).to.equal(200);
    expect(after.headers.get('etag')).to.not.equal(etag);
    expect(after.headers.get('etag')).to.match(/^"\d+\.\d+"$/);
    const [delayed, cancelled] = after.body.data as StationCall[];
    expect(delayed).to.deep.include({
      scheduleId: early,
      scheduledTime: '08:10',
      announcedTime: '08:17',
      announcedDayOffset: 0,
      callStatus: 'DELAYED',
      dayOfChange: { id: delay.body.id, type: 'DELAY', reason: 'Traffic on the ring road', delayMinutes: 7 },
    });
    expect(cancelled).to.deep.include({
      scheduleId: late,
      announcedTime: '09:10',
      callStatus: 'CANCELLED',
      dayOfChange: {
        id: cancellation.body.id,
        type: 'CANCELLATION',
        reason: 'Driver unavailable',
        delayMinutes: null,
      },
    });
    // Onward: the following calls are late too; the calls before are not.
    expect(await callOf(3, early)).to.include({
      scheduledTime: '08:30',
      announcedTime: '08:37',
      callStatus: 'DELAYED',
    });
    expect(await callOf(0, early)).to.include({
      announcedTime: '08:00',
      callStatus: 'ON_TIME',
      dayOfChange: null,
    });
    // Another service date is untouched.
    const nextDay = await staff.get(
      `/referential/v1/schedules/station-calls?stationId=${line.stations[1]}&serviceDate=${dayAfter(DATE)}`,
    );
    expect(nextDay.body.data.map((c: StationCall) => c.callStatus)).to.deep.equal(['ON_TIME', 'ON_TIME']);

    expect((await staff.delete(`${changes(early)}/${delay.body.id}`)).status).to.equal(204);
    expect((await staff.delete(`${changes(late)}/${cancellation.body.id}`)).status).to.equal(204);
    const restored = await stationCalls(1);
    expect(
      restored.body.data.map((c: StationCall) => [c.announcedTime, c.callStatus, c.dayOfChange]),
    ).to.deep.equal([
      ['08:10', 'ON_TIME', null],
      ['09:10', 'ON_TIME', null],
    ]);
    expect(restored.headers.get('etag')).to.not.equal(after.headers.get('etag'));
    const again = await staff.delete(`${changes(early)}/${delay.body.id}`);
    expectProblem(again, 404, 'day-of-change-not-found');
  });

  it('orders the calls by announced time, carries a delay past midnight into the next day, and lets a later delay replace the earlier one', async () => {
    expect((await record(early, { type: 'DELAY', sequence: 2, announcedTime: '09:15' })).status).to.equal(
      201,
    );
    expect((await callsAt(1)).map((c) => [c.scheduleId, c.announcedTime])).to.deep.equal([
      [late, '09:10'],
      [early, '09:15'],
    ]);
    const replaced = await record(early, { type: 'DELAY', sequence: 2, announcedTime: '08:12' });
    expect(replaced.status).to.equal(201);
    expect((await staff.get(changes(early))).body.data).to.have.length(1);
    expect(await callOf(1, early)).to.include({ announcedTime: '08:12', callStatus: 'DELAYED' });

    const night = await record(late, {
      type: 'DELAY',
      sequence: 1,
      announcedTime: '00:20',
      announcedDayOffset: 1,
    });
    expect(night.status, night.text).to.equal(201);
    expect(await callOf(3, late)).to.include({ announcedTime: '00:50', announcedDayOffset: 1 });
  });

  it('applies a delay at one call only when it is not onward', async () => {
    const at = await record(early, { type: 'DELAY', sequence: 2, announcedTime: '08:15', onward: false });
    expect(at.status, at.text).to.equal(201);
    expect(await callOf(1, early)).to.include({ announcedTime: '08:15', callStatus: 'DELAYED' });
    expect(await callOf(2, early)).to.include({ announcedTime: '08:20', callStatus: 'ON_TIME' });
  });

  it('announces a bay change with the bay as announced and the scheduled one kept', async () => {
    const moved = await record(early, {
      type: 'BAY_CHANGE',
      sequence: 1,
      bayId: bay,
      reason: 'Works on bay B2',
    });
    expect(moved.status, moved.text).to.equal(201);
    expect(await callOf(0, early)).to.deep.include({
      bayId: bay,
      bayCode: 'A1',
      scheduledBayId: null,
      callStatus: 'BAY_CHANGED',
      announcedTime: '08:00',
    });
  });

  it("moves the station calls' ETag only at the stations and dates its trip calls on: other stations and dates answer 304", async () => {
    const elsewhere = await createLineWithItinerary(staff, 2);
    const id = await createSchedule(staff, elsewhere);
    expect(
      (
        await staff.put(`/referential/v1/schedules/${id}/stop-times`, {
          calls: calls(elsewhere, [
            [0, '08:05'],
            [0, '08:25'],
          ]),
        })
      ).status,
    ).to.equal(204);
    expect(
      (await staff.post(`/referential/v1/schedules/${id}/activation`, { retroactive: true })).status,
    ).to.equal(200);
    const read = (station: string, date: string, headers: Record<string, string> = {}) =>
      staff.get(`/referential/v1/schedules/station-calls?stationId=${station}&serviceDate=${date}`, {
        headers,
      });
    const other = elsewhere.stations[0] as string;
    const ours = line.stations[1] as string;
    const tags = {
      other: (await read(other, DATE)).headers.get('etag') as string,
      ours: (await read(ours, DATE)).headers.get('etag') as string,
      oursLater: (await read(ours, `${YEAR}-12-15`)).headers.get('etag') as string,
    };

    expect((await record(early, { type: 'CANCELLATION' })).status).to.equal(201);
    expect((await read(other, DATE, { 'if-none-match': tags.other })).status).to.equal(304);
    expect((await read(ours, `${YEAR}-12-15`, { 'if-none-match': tags.oursLater })).status).to.equal(304);
    const changed = await read(ours, DATE, { 'if-none-match': tags.ours });
    expect(changed.status).to.equal(200);
    expect((changed.body.data as StationCall[]).map((c) => c.callStatus)).to.deep.equal([
      'CANCELLED',
      'ON_TIME',
    ]);
  });

  it("answers a station area's conditional read from its versions alone, and the changed calls once a change concerns it", async () => {
    const read = (stationAreaId: string, headers: Record<string, string> = {}) =>
      staff.get(
        `/referential/v1/schedules/station-calls?stationAreaId=${stationAreaId}&serviceDate=${DATE}`,
        {
          headers,
        },
      );
    const first = await read(area);
    expect(first.status, first.text).to.equal(200);
    const etag = first.headers.get('etag') as string;

    const assembled = await cacheLookups(platform.referential, 'station-calls');
    const unchanged = await read(area, { 'if-none-match': etag });
    expect(unchanged.status).to.equal(304);
    expect(unchanged.headers.get('etag')).to.equal(etag);
    // No answer was looked up, let alone assembled: the versions said it all.
    expect(await cacheLookups(platform.referential, 'station-calls')).to.deep.equal(assembled);

    expect((await record(early, { type: 'CANCELLATION' })).status).to.equal(201);
    const changed = await read(area, { 'if-none-match': etag });
    expect(changed.status).to.equal(200);
    expect(changed.headers.get('etag')).to.not.equal(etag);
    expect((changed.body.data as StationCall[]).map((c) => [c.scheduledTime, c.callStatus])).to.deep.equal([
      ['08:00', 'CANCELLED'],
      ['09:00', 'ON_TIME'],
    ]);
    expectProblem(
      await read('7c0e1b9a-0000-4000-8000-000000000000', { 'if-none-match': etag }),
      404,
      'station-area-not-found',
    );
  });

  it("tells many areas' versions in one read, each the ETag of the area's calls, moved only by a change there", async () => {
    const quiet = await createArea(staff);
    const unknown = '7c0e1b9a-0000-4000-8000-000000000000';
    const tagOf = async (stationAreaId: string) =>
      (
        await staff.get(
          `/referential/v1/schedules/station-calls?stationAreaId=${stationAreaId}&serviceDate=${DATE}`,
        )
      ).headers.get('etag');
    const versions = async (stationAreaIds: string[]) => {
      const answer = await staff.post('/referential/v1/schedules/station-calls/versions', {
        serviceDate: DATE,
        stationAreaIds,
      });
      expect(answer.status, answer.text).to.equal(200);
      return answer.body as { serviceDate: string; data: { stationAreaId: string; etag: string | null }[] };
    };
    const before = await versions([quiet, area, unknown]);
    expect(before).to.deep.equal({
      serviceDate: DATE,
      data: [
        { stationAreaId: quiet, etag: await tagOf(quiet) },
        { stationAreaId: area, etag: await tagOf(area) },
        { stationAreaId: unknown, etag: null },
      ],
    });

    expect((await record(early, { type: 'CANCELLATION' })).status).to.equal(201);
    const after = await versions([area, quiet]);
    expect(after.data.map((v) => v.etag)).to.deep.equal([await tagOf(area), before.data[0]?.etag]);
    expect(after.data[0]?.etag, "the area's tag moved with its change").to.not.equal(before.data[1]?.etag);

    const ask = (body: unknown) => staff.post('/referential/v1/schedules/station-calls/versions', body);
    expectFieldError(await ask({ serviceDate: DATE, stationAreaIds: [] }), 'body.stationAreaIds');
    expectFieldError(await ask({ serviceDate: DATE, stationAreaIds: [area, area] }), 'body.stationAreaIds');
    expectFieldError(await ask({ serviceDate: DATE, stationAreaIds: ['BA7'] }), 'body.stationAreaIds.0');
    expectFieldError(await ask({ serviceDate: 'tomorrow', stationAreaIds: [area] }), 'body.serviceDate');
  });

  it('serves an added day between two periods, as far from both, with the later revision, and measures a delay on it against that revision', async () => {
    const id = await createSchedule(staff, line, { validFrom: `${YEAR}-12-01`, validTo: `${YEAR}-12-10` });
    const publish = async (times: string[]) => {
      const put = await staff.put(`/referential/v1/schedules/${id}/stop-times`, {
        calls: calls(
          line,
          times.map((time) => [0, time]),
        ),
      });
      expect(put.status, put.text).to.equal(204);
      expect(
        (await staff.post(`/referential/v1/schedules/${id}/activation`, { retroactive: true })).status,
      ).to.equal(200);
    };
    await publish(['07:00', '07:10', '07:20', '07:30']);
    const second = await staff.post(`/referential/v1/schedules/${id}/revisions`, {
      validFrom: `${YEAR}-12-14`,
      validTo: `${YEAR}-12-20`,
    });
    expect(second.status, second.text).to.equal(201);
    await publish(['07:40', '07:50', '08:00', '08:10']);
    // 12 December is two days after the first period and two days before the second.
    const serviceDate = `${YEAR}-12-12`;
    const added = await staff.post(`/referential/v1/schedules/${id}/exceptions`, {
      date: serviceDate,
      type: 'ADDED',
      reason: 'Christmas market',
    });
    expect(added.status, added.text).to.equal(201);
    const callAt = async () =>
      (
        (
          await staff.get(
            `/referential/v1/schedules/station-calls?stationId=${line.stations[1]}&serviceDate=${serviceDate}`,
          )
        ).body.data as StationCall[]
      ).filter((c) => c.scheduleId === id);

    expect((await callAt()).map((c) => c.scheduledTime)).to.deep.equal(['07:50']);
    const delay = await record(id, { serviceDate, type: 'DELAY', sequence: 2, announcedTime: '07:56' });
    expect(delay.status, delay.text).to.equal(201);
    expect(await callAt()).to.have.length(1);
    expect((await callAt())[0]).to.deep.include({
      scheduledTime: '07:50',
      announcedTime: '07:56',
      callStatus: 'DELAYED',
      dayOfChange: { id: delay.body.id, type: 'DELAY', reason: 'Traffic on the ring road', delayMinutes: 6 },
    });
    expect((await staff.delete(`${changes(id)}/${delay.body.id}`)).status).to.equal(204);
  });

  describe('refusals, with nothing written', () => {
    let version: string;
    /** The day-of part of the station calls' version (`<timetable>.<day-of>`). */
    const dayOfVersion = (response: { headers: Headers }) =>
      (response.headers.get('etag') as string).replace(/"/g, '').split('.')[1] as string;
    beforeEach(async () => {
      version = dayOfVersion(await stationCalls(0));
    });
    afterEach(async () => {
      expect(dayOfVersion(await stationCalls(0)), 'a day-of change was written').to.equal(version);
      for (const id of [early, late]) expect((await staff.get(changes(id))).body.total).to.equal(0);
    });

    it('refuses a change on a date the trip does not run (its days of the week, an exception, its period), naming serviceDate', async () => {
      const mondays = await activeSchedule(
        [
          [0, '10:00'],
          [0, '10:10'],
          [0, '10:20'],
          [0, '10:30'],
        ],
        { daysOfWeek: ['MON'] },
      );
      const tuesday = expectProblem(
        await record(mondays, { type: 'DELAY', sequence: 1, announcedTime: '10:05' }),
        422,
        'trip-not-running',
      );
      expect(tuesday.detail).to.contain(DATE);
      expect((await staff.get(changes(mondays))).body.total).to.equal(0);
      // A removed date, and a date outside the revision's period.
      for (const serviceDate of [REMOVED_DATE, `${YEAR + 1}-02-01`]) {
        const problem = expectProblem(
          await record(early, { serviceDate, type: 'CANCELLATION' }),
          422,
          'trip-not-running',
        );
        expect(problem.errors?.[0]?.field).to.equal('body.serviceDate');
      }
    });

    it('refuses a delay that makes a call run backwards, naming announcedTime', async () => {
      const problem = expectProblem(
        await record(early, { type: 'DELAY', sequence: 2, announcedTime: '08:25', onward: false }),
        422,
        'announced-time-backwards',
      );
      expect(problem.errors?.[0]?.field).to.equal('body.announcedTime');
      expect(problem.detail).to.match(/Call 3 .* 08:20, before call 2 .*08:25/);
    });

    it('refuses a bay of another station area or a decommissioned bay, naming bayId', async () => {
      const elsewhere = await createBay(staff, await createArea(staff), 'Z9');
      const retired = await createBay(staff, area, 'A9');
      expect((await staff.post(`/referential/v1/bays/${retired}/decommissioning`)).status).to.be.oneOf([
        200, 204,
      ]);
      for (const bayId of [elsewhere, retired, '00000000-0000-4000-8000-000000000000']) {
        const problem = expectProblem(
          await record(early, { type: 'BAY_CHANGE', sequence: 1, bayId }),
          422,
          'bay-change-invalid',
        );
        expect(problem.errors?.[0]?.field).to.equal('body.bayId');
      }
    });

    it('refuses an unknown trip, a call the trip does not have and a field the type needs or does not take', async () => {
      expectProblem(
        await record('00000000-0000-4000-8000-000000000000', { type: 'CANCELLATION' }),
        404,
        'schedule-not-found',
      );
      const unknownCall = expectProblem(
        await record(early, { type: 'DELAY', sequence: 9, announcedTime: '08:20' }),
        422,
        'day-of-change-invalid',
      );
      expect(unknownCall.errors?.[0]?.field).to.equal('body.sequence');
      // The fields each type needs or refuses are the schema's: the request validator names them.
      const cases: [Record<string, unknown>, string][] = [
        [{ type: 'DELAY', sequence: 2 }, 'body.announcedTime'],
        [{ type: 'DELAY', announcedTime: '08:20' }, 'body.sequence'],
        [{ type: 'BAY_CHANGE', sequence: 1 }, 'body.bayId'],
        [{ type: 'CANCELLATION', bayId: bay }, 'body.bayId'],
      ];
      for (const [body, field] of cases) expectFieldError(await record(early, body), field);
      const malformed = expectProblem(
        await record(early, { type: 'DELAY', sequence: 2, announcedTime: '8h20' }),
        400,
        'invalid-request',
      );
      expect(JSON.stringify(malformed.errors)).to.contain('announcedTime');
    });
  });

  it('publishes the changes as GTFS-Realtime trip updates with the GTFS export ids: a cancelled trip CANCELED, a delay on every call from its own, a bay change as the assigned stop', async () => {
    expect((await record(early, { type: 'DELAY', sequence: 2, announcedTime: '08:17' })).status).to.equal(
      201,
    );
    expect((await record(late, { type: 'CANCELLATION' })).status).to.equal(201);
    expect((await record(early, { type: 'BAY_CHANGE', sequence: 1, bayId: bay })).status).to.equal(201);
    const response = await fetch(
      `${platform.gateway.url}/referential/v1/gtfs-realtime/trip-updates?serviceDate=${DATE}`,
      { headers: { authorization: `Bearer ${mintToken([DAY_OF_READ])}` } },
    );
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.match(/^application\/x-protobuf/);
    // The representation follows Accept: a shared cache must keep one per Accept, 304 included.
    expect(response.headers.get('vary')).to.equal('Accept');
    const negotiated = (headers: Record<string, string>) =>
      fetch(`${platform.gateway.url}/referential/v1/gtfs-realtime/trip-updates?serviceDate=${DATE}`, {
        headers: {
          authorization: `Bearer ${mintToken([DAY_OF_READ])}`,
          accept: 'application/json',
          ...headers,
        },
      });
    const asJson = await negotiated({});
    expect(asJson.headers.get('content-type')).to.match(/^application\/json/);
    expect(asJson.headers.get('vary')).to.equal('Accept');
    const unchanged = await negotiated({ 'if-none-match': asJson.headers.get('etag') as string });
    expect(unchanged.status).to.equal(304);
    expect(unchanged.headers.get('vary')).to.equal('Accept');
    const feed = rt.FeedMessage.decode(new Uint8Array(await response.arrayBuffer()));
    expect(feed.header.gtfsRealtimeVersion).to.equal('2.0');
    const trip = (id: string) => feed.entity.find((e) => e.tripUpdate?.trip.tripId === id)?.tripUpdate;
    expect(feed.entity).to.have.length(2);
    const [earlyCode, lateCode] = [await scheduleCode(early), await scheduleCode(late)];
    expect(trip(lateCode)?.trip).to.include({
      startDate: DATE.replace(/-/g, ''),
      scheduleRelationship: rt.TripDescriptor.ScheduleRelationship.CANCELED,
    });
    const updates = trip(earlyCode)?.stopTimeUpdate ?? [];
    // The stop ids of the GTFS export: a call without a bay at a station with bays at
    // `<code>:`, a bay at `<code>:<bay>`, a station without bays by its code.
    const first = await stationCode(0);
    expect(updates.map((u) => [u.stopSequence, u.stopId])).to.deep.equal([
      [1, `${first}:`],
      [2, await stationCode(1)],
      [3, await stationCode(2)],
      [4, await stationCode(3)],
    ]);
    expect(updates[0]?.stopTimeProperties?.assignedStopId).to.equal(`${first}:A1`);
    expect(updates[0]?.departure?.delay).to.equal(0);
    expect(updates[1]?.departure?.delay).to.equal(420);
    // 08:17 in Paris in late November (winter time, UTC+1) is 07:17 UTC.
    expect(Number(updates[1]?.departure?.time)).to.equal(Date.parse(`${DATE}T07:17:00Z`) / 1000);
    expect(updates[3]?.arrival?.delay).to.equal(420);

    const json = await staff.get(
      `/referential/v1/gtfs-realtime/trip-updates?serviceDate=${DATE}&format=json`,
    );
    expect(json.status).to.equal(200);
    const cancelled = json.body.entity.find(
      (e: { trip_update: { trip: { trip_id: string } } }) => e.trip_update.trip.trip_id === lateCode,
    );
    expect(cancelled.trip_update.trip.schedule_relationship).to.equal('CANCELED');
  });

  it('records and reads a day-of change through the MCP tools of the gateway', async () => {
    const client = await connectMcp(
      `${platform.gateway.url}/mcp`,
      mintToken([DAY_OF_WRITE, DAY_OF_READ, 'referential.schedules:read']),
    );
    try {
      const names = (await client.listTools()).tools.map((t) => t.name);
      expect(names).to.include.members([
        'recordDayOfChange',
        'listDayOfChanges',
        'withdrawDayOfChange',
        'getGtfsRealtimeTripUpdates',
      ]);
      const recorded = await client.callTool({
        name: 'recordDayOfChange',
        arguments: {
          id: early,
          body: { serviceDate: DATE, type: 'CANCELLATION', sequence: 3, reason: 'Stop closed' },
        },
      });
      expect(recorded.isError, JSON.stringify(recorded.content)).to.not.equal(true);
      const read = await client.callTool({
        name: 'listStationCalls',
        arguments: { stationId: line.stations[2], serviceDate: DATE },
      });
      const call = (read.structuredContent as { data: StationCall[] }).data.find(
        (c) => c.scheduleId === early,
      );
      const versions = await client.callTool({
        name: 'checkStationCallVersions',
        arguments: { body: { serviceDate: DATE, stationAreaIds: [area] } },
      });
      const tag = (
        await staff.get(`/referential/v1/schedules/station-calls?stationAreaId=${area}&serviceDate=${DATE}`)
      ).headers.get('etag');
      expect(versions.structuredContent, "the area's tag, the change in it").to.deep.equal({
        serviceDate: DATE,
        data: [{ stationAreaId: area, etag: tag }],
      });
      expect(call).to.deep.include({
        callStatus: 'CANCELLED',
        dayOfChange: { ...call?.dayOfChange, reason: 'Stop closed' },
      });
      const feed = await client.callTool({
        name: 'getGtfsRealtimeTripUpdates',
        arguments: { serviceDate: DATE },
      });
      const entity = (feed.structuredContent as { entity: { trip_update: { stop_time_update: object[] } }[] })
        .entity;
      expect(entity[0]?.trip_update.stop_time_update).to.deep.equal([
        { stop_sequence: 3, stop_id: await stationCode(2), schedule_relationship: 'SKIPPED' },
      ]);
      const refused = await client.callTool({
        name: 'recordDayOfChange',
        arguments: {
          id: early,
          body: { serviceDate: `${YEAR + 1}-03-01`, type: 'CANCELLATION', reason: 'x' },
        },
      });
      expect(refused.isError).to.equal(true);
      expect(refused.structuredContent).to.include({ status: 422, code: 'trip-not-running' });
    } finally {
      await client.close();
    }
  });
});
