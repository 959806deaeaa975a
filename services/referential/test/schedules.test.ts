import { expect } from 'chai';
import { addDays, dayAfter, type Operation } from '@transport/platform';
import {
  nextYear,
  weekdayOnOrAfter,
  expectDocumented,
  expectFieldError,
  expectProblem,
  cacheLookups,
  type ApiClient,
  type TestService,
} from '@transport/platform/testing';
import { createArea, createBay, startReferential } from './fixtures.ts';
import {
  calls,
  createLineWithItinerary,
  createSchedule,
  createStation,
  NETWORK_PERMISSIONS,
  type Call,
  type LineWithItinerary,
} from './network-fixtures.ts';

/** Next year: the fixtures' schedules run on every day of it, and none of it has passed. */
const YEAR = nextYear();
/** A Monday and the Tuesday after it, next year. */
const MONDAY = weekdayOnOrAfter(`${YEAR}-03-02`, 'MON');
const TUESDAY = dayAfter(MONDAY);

describe('schedules', () => {
  let service: TestService;
  let staff: ApiClient;

  before(async () => {
    service = await startReferential();
    staff = service.as(NETWORK_PERMISSIONS);
  });
  after(() => service?.close());

  const NIGHT: [number, string][] = [
    [0, '23:10'],
    [0, '23:40'],
    [1, '00:05'],
    [1, '00:30'],
  ];

  describe('replacing stop times', () => {
    let line: LineWithItinerary;
    let scheduleId: string;

    beforeEach(async () => {
      line = await createLineWithItinerary(staff, 4);
      scheduleId = await createSchedule(staff, line);
    });

    const put = (body: unknown) => staff.put(`/referential/v1/schedules/${scheduleId}/stop-times`, body);
    const stored = async () =>
      (await staff.get(`/referential/v1/schedules/${scheduleId}/stop-times`)).body.calls;

    it('accepts a four-stop service whose last calls are after midnight with dayOffset 1, answering 204', async () => {
      const response = await put({ calls: calls(line, NIGHT) });
      expect(response.status, response.text).to.equal(204);
      expect(response.text).to.equal('');
      const read = await staff.get(`/referential/v1/schedules/${scheduleId}/stop-times`);
      expect(read.status).to.equal(200);
      expect(read.body).to.include({ scheduleId, revision: 1, status: 'DRAFT' });
      expect(
        read.body.calls.map((c: { stopId: string; dayOffset: number }) => [c.stopId, c.dayOffset]),
      ).to.deep.equal(line.stations.map((s, i) => [s, NIGHT[i]?.[0]]));
      expect(read.body.calls[3]).to.include({ arrivalTime: '00:30', departureTime: null, sequence: 4 });
    });

    it('refuses a sequence with one stop missing with 422 naming it, and leaves the previous stop times untouched', async () => {
      expect((await put({ calls: calls(line, NIGHT) })).status).to.equal(204);
      const before = await stored();
      const missing = calls(line, NIGHT).filter((_, i) => i !== 2);
      const problem = expectProblem(await put({ calls: missing }), 422, 'stop-times-invalid');
      expect(problem.detail).to.match(/missing/);
      expect(problem.errors?.[0]?.field).to.equal('body.calls.2.stopId');
      expect(await stored()).to.deep.equal(before);
    });

    it('refuses a missing last stop, naming it', async () => {
      const problem = expectProblem(
        await put({ calls: calls(line, NIGHT).slice(0, 3) }),
        422,
        'stop-times-invalid',
      );
      expect(problem.detail).to.match(/missing at the end/);
      expect(await stored()).to.deep.equal([]);
    });

    it('refuses a repeated calling point, naming the call', async () => {
      const body = calls(line, NIGHT);
      body[2] = { ...(body[2] as Call), stopId: line.stations[1] as string };
      const problem = expectProblem(await put({ calls: body }), 422, 'stop-times-invalid');
      expect(problem.detail).to.match(/Call 3.*repeated/);
      expect(problem.errors?.[0]?.field).to.equal('body.calls.2.stopId');
      expect(await stored()).to.deep.equal([]);
    });

    it('refuses calling points out of itinerary order', async () => {
      const body = calls(line, NIGHT);
      const swapped = [
        body[0],
        { ...body[2], stopId: line.stations[2] },
        { ...body[1], stopId: line.stations[1] },
        body[3],
      ];
      const problem = expectProblem(await put({ calls: swapped }), 422, 'stop-times-invalid');
      expect(problem.detail).to.match(/Call 2.*out of order/);
      expect(await stored()).to.deep.equal([]);
    });

    it('refuses a stop that is not a calling point of the itinerary', async () => {
      const stranger = await createStation(staff);
      const body = calls(line, NIGHT);
      body[1] = { ...(body[1] as Call), stopId: stranger };
      const problem = expectProblem(await put({ calls: body }), 422, 'stop-times-invalid');
      expect(problem.detail).to.contain(stranger);
    });

    it('refuses times that run backwards across midnight without the next dayOffset', async () => {
      const backwards = calls(line, [
        [0, '23:10'],
        [0, '23:40'],
        [0, '00:05'],
        [0, '00:30'],
      ]);
      const problem = expectProblem(await put({ calls: backwards }), 422, 'stop-times-invalid');
      expect(problem.detail).to.match(/Call 3 at stop .*runs backwards/);
      expect(problem.errors?.[0]?.field).to.equal('body.calls.2.departureTime');
      expect(await stored()).to.deep.equal([]);
    });

    it('refuses a dayOffset that goes back a day, and an origin not on day 0', async () => {
      const back = calls(line, [
        [0, '23:10'],
        [1, '00:10'],
        [0, '23:59'],
        [1, '00:30'],
      ]);
      expectProblem(await put({ calls: back }), 422, 'stop-times-invalid');
      const late = calls(line, [
        [1, '00:10'],
        [1, '00:20'],
        [1, '00:25'],
        [1, '00:30'],
      ]);
      const problem = expectProblem(await put({ calls: late }), 422, 'stop-times-invalid');
      expect(problem.errors?.[0]?.field).to.equal('body.calls.0.dayOffset');
    });

    it('refuses a malformed time or a negative dayOffset with a 400 naming the field', async () => {
      const body = calls(line, NIGHT);
      expectFieldError(
        await put({ calls: [{ ...body[0], departureTime: '24:10' }, ...body.slice(1)] }),
        'body.calls.0.departureTime',
      );
      expectFieldError(
        await put({ calls: [{ ...body[0], dayOffset: -1 }, ...body.slice(1)] }),
        'body.calls.0.dayOffset',
      );
      expectFieldError(
        await put({ calls: [{ ...body[0], platform: 'A' }, ...body.slice(1)] }),
        'body.calls.0.platform',
      );
    });

    it('keeps who may board and alight at each call written by hand, REGULAR when not said, and refuses a value the contract does not name', async () => {
      const body = calls(line, NIGHT);
      // Call 2 sets down only, call 3 picks up only.
      body[1] = { ...(body[1] as Call), pickupType: 'NONE' };
      body[2] = { ...(body[2] as Call), dropOffType: 'COORDINATE_WITH_DRIVER' };
      const response = await put({ calls: body });
      expect(response.status, response.text).to.equal(204);
      const boarding = (list: { pickupType: string; dropOffType: string }[]) =>
        list.map((c) => [c.pickupType, c.dropOffType]);
      expect(boarding(await stored())).to.deep.equal([
        ['REGULAR', 'REGULAR'],
        ['NONE', 'REGULAR'],
        ['REGULAR', 'COORDINATE_WITH_DRIVER'],
        ['REGULAR', 'REGULAR'],
      ]);

      const before = await stored();
      const wrong = calls(line, NIGHT);
      wrong[1] = { ...(wrong[1] as Call), pickupType: 'NOBODY' as never };
      expectFieldError(await put({ calls: wrong }), 'body.calls.1.pickupType');
      const wrongNumber = calls(line, NIGHT);
      wrongNumber[3] = { ...(wrongNumber[3] as Call), dropOffType: 1 as never };
      expectFieldError(await put({ calls: wrongNumber }), 'body.calls.3.dropOffType');
      expect(await stored(), 'nothing stored').to.deep.equal(before);

      // Written again without them: every call is REGULAR again.
      expect((await put({ calls: calls(line, NIGHT) })).status).to.equal(204);
      expect(boarding(await stored())).to.deep.equal(Array(4).fill(['REGULAR', 'REGULAR']));
    });

    it('refuses a bay that is not in the station area of the call', async () => {
      const area = await createArea(staff);
      const bayId = await createBay(staff, area, 'Z9');
      const body = calls(line, NIGHT);
      body[1] = { ...(body[1] as Call), bayId };
      const problem = expectProblem(await put({ calls: body }), 422, 'stop-times-invalid');
      expect(problem.errors?.[0]?.field).to.equal('body.calls.1.bayId');
    });
  });

  describe('changes', () => {
    it("lists the writes of a schedule's stop times among its changes, with the times before and after", async () => {
      const line = await createLineWithItinerary(staff, 4);
      const scheduleId = await createSchedule(staff, line);
      const put = (times: [number, string][]) =>
        staff.put(`/referential/v1/schedules/${scheduleId}/stop-times`, { calls: calls(line, times) });
      expect((await put(NIGHT)).status).to.equal(204);
      expect((await put([[0, '23:15'], ...NIGHT.slice(1)])).status).to.equal(204);
      const answer = await staff.get(`/referential/v1/schedules/${scheduleId}/changes?size=100`);
      expect(answer.status, answer.text).to.equal(200);
      const stopTimes = (
        answer.body.data as { part: string; operation: string; action: string; fields: { field: string }[] }[]
      ).filter((c) => c.part === 'stopTimes');
      // Four calls written, then the four replaced (deleted and written again).
      expect(stopTimes.map((c) => c.operation)).to.deep.equal(Array(12).fill('replaceStopTimes'));
      expect(stopTimes.map((c) => c.action)).to.deep.equal([
        ...Array(4).fill('insert'),
        ...Array(4).fill('delete'),
        ...Array(4).fill('insert'),
      ]);
      expect(stopTimes.slice(0, 4).flatMap((c) => c.fields)).to.deep.include({
        field: 'departureMinute',
        before: null,
        after: 23 * 60 + 15,
      });
      // The first write's calls as that write left them (its history keeps no image of them, ADR
      // 0127: the replacement's deletion had them before it), not as the table holds them now.
      expect(stopTimes.slice(8).flatMap((c) => c.fields)).to.deep.include({
        field: 'departureMinute',
        before: null,
        after: 23 * 60 + 10,
      });
      expect(stopTimes.slice(4, 8).flatMap((c) => c.fields)).to.deep.include({
        field: 'departureMinute',
        before: 23 * 60 + 10,
        after: null,
      });
    });

    it("shows a call's boarding types written by hand among the schedule's changes, as the GTFS numbers stored", async () => {
      const line = await createLineWithItinerary(staff, 2);
      const scheduleId = await createSchedule(staff, line);
      const times: [number, string][] = [
        [0, '08:00'],
        [0, '08:30'],
      ];
      const put = (extra: Partial<Call>[]) =>
        staff.put(`/referential/v1/schedules/${scheduleId}/stop-times`, {
          calls: calls(line, times).map((call, i) => ({ ...call, ...extra[i] })),
        });
      expect((await put([{}, {}])).status).to.equal(204);
      expect((await put([{ dropOffType: 'NONE' }, { pickupType: 'NONE' }])).status).to.equal(204);
      const answer = await staff.get(`/referential/v1/schedules/${scheduleId}/changes?size=100`);
      expect(answer.status, answer.text).to.equal(200);
      const written = (
        answer.body.data as { part: string; action: string; fields: { field: string; after: unknown }[] }[]
      ).filter((c) => c.part === 'stopTimes' && c.action === 'insert');
      // Newest first: the second write's two calls, NONE stored as GTFS's 1.
      const boarding = (change: { fields: { field: string; after: unknown }[] } | undefined) =>
        Object.fromEntries(
          (change?.fields ?? [])
            .filter((f) => f.field === 'pickupType' || f.field === 'dropOffType')
            .map((f) => [f.field, f.after]),
        );
      expect(written.slice(0, 2).map(boarding)).to.have.deep.members([
        { pickupType: 0, dropOffType: 1 },
        { pickupType: 1, dropOffType: 0 },
      ]);
    });
  });

  describe('revisions and activation', () => {
    it('activates the draft, refuses a second activation, and a new revision copies the stop times', async () => {
      const line = await createLineWithItinerary(staff, 2);
      const id = await createSchedule(staff, line);
      expectProblem(
        await staff.post(`/referential/v1/schedules/${id}/activation`, { retroactive: true }),
        422,
        'schedule-revision-empty',
      );
      await staff.put(`/referential/v1/schedules/${id}/stop-times`, {
        calls: calls(line, [
          [0, '08:00'],
          [0, '08:30'],
        ]),
      });
      const activated = await staff.post(`/referential/v1/schedules/${id}/activation`, { retroactive: true });
      expect(activated.status).to.equal(200);
      expect(activated.body).to.include({ status: 'ACTIVE', activeRevision: 1, draftRevision: null });
      expectProblem(
        await staff.post(`/referential/v1/schedules/${id}/activation`, { retroactive: true }),
        409,
        'schedule-no-draft',
      );
      expectProblem(
        await staff.put(`/referential/v1/schedules/${id}/stop-times`, {
          calls: calls(line, [
            [0, '09:00'],
            [0, '09:30'],
          ]),
        }),
        409,
        'schedule-no-draft',
      );

      // Next season: its own period, published beside the current revision.
      expect(
        (
          await staff.post(`/referential/v1/schedules/${id}/revisions`, {
            validFrom: `${YEAR + 1}-01-01`,
            validTo: `${YEAR + 1}-12-31`,
            daysOfWeek: ['SAT'],
          })
        ).status,
      ).to.equal(201);
      expectProblem(
        await staff.post(`/referential/v1/schedules/${id}/revisions`, {}),
        409,
        'schedule-draft-exists',
      );
      const draft = await staff.get(`/referential/v1/schedules/${id}/stop-times`);
      expect(draft.body).to.include({ revision: 2, status: 'DRAFT' });
      expect(draft.body.calls[0]).to.include({ departureTime: '08:00' });
      await staff.put(`/referential/v1/schedules/${id}/stop-times`, {
        calls: calls(line, [
          [0, '09:00'],
          [0, '09:30'],
        ]),
      });
      expect(
        (await staff.post(`/referential/v1/schedules/${id}/activation`, { retroactive: true })).status,
      ).to.equal(200);
      const revisions = await staff.get(`/referential/v1/schedules/${id}/revisions`);
      expect(
        revisions.body.data.map((r: { revision: number; status: string }) => [r.revision, r.status]),
      ).to.deep.equal([
        [2, 'ACTIVE'],
        [1, 'ACTIVE'],
      ]);
      expect(revisions.body.data[0]).to.include({
        callCount: 2,
        validFrom: `${YEAR + 1}-01-01`,
        calendarId: null,
      });
      expect(revisions.body.data[0].daysOfWeek).to.deep.equal(['SAT']);

      // A third revision from the middle of that season overlaps the second: refused naming both,
      // nothing changed; the draft can be discarded.
      await staff.post(`/referential/v1/schedules/${id}/revisions`, { validFrom: `${YEAR + 1}-06-01` });
      const overlap = expectProblem(
        await staff.post(`/referential/v1/schedules/${id}/activation`, { retroactive: true }),
        409,
        'schedule-revision-overlap',
      );
      expect(overlap.detail).to.contain(
        `Revision 3 (${YEAR + 1}-06-01 to ${YEAR + 1}-12-31) overlaps revision 2 (${YEAR + 1}-01-01 to ${YEAR + 1}-12-31)`,
      );
      const discarded = await staff.post(`/referential/v1/schedules/${id}/revisions/3/withdrawal`);
      expect(discarded.status, discarded.text).to.equal(200);
      expect(discarded.body).to.include({ revision: 3, status: 'WITHDRAWN' });
      expect((await staff.get(`/referential/v1/schedules/${id}`)).body).to.include({ draftRevision: null });
      expectProblem(
        await staff.post(`/referential/v1/schedules/${id}/revisions/3/withdrawal`),
        409,
        'schedule-revision-not-active',
      );
      // Revision 1 has started (in January last year): the days it served stay as published.
      expectProblem(
        await staff.post(`/referential/v1/schedules/${id}/revisions/1/withdrawal`),
        409,
        'schedule-revision-started',
      );
      expectProblem(
        await staff.post(`/referential/v1/schedules/${id}/revisions/9/withdrawal`),
        404,
        'schedule-revision-not-found',
      );
    });

    it('refuses a schedule on an itinerary of another line, and activation while the line is suspended', async () => {
      const line = await createLineWithItinerary(staff, 2);
      const other = await createLineWithItinerary(staff, 2);
      const refused = await staff.post('/referential/v1/schedules', {
        code: 'X1',
        lineId: line.lineId,
        itineraryId: other.itineraryId,
        validFrom: `${YEAR}-01-01`,
        validTo: `${YEAR}-01-31`,
        daysOfWeek: ['MON'],
      });
      expectProblem(refused, 422, 'itinerary-not-of-line');
      const id = await createSchedule(staff, line);
      await staff.put(`/referential/v1/schedules/${id}/stop-times`, {
        calls: calls(line, [
          [0, '08:00'],
          [0, '08:30'],
        ]),
      });
      await staff.post(`/referential/v1/lines/${line.lineId}/suspension`);
      expectProblem(
        await staff.post(`/referential/v1/schedules/${id}/activation`, { retroactive: true }),
        409,
        'line-not-active',
      );
    });
  });

  describe('station calls', () => {
    it('refuses an unknown station or station area with the 404 its contract documents', async () => {
      const operation = service.built.deps.spec.byOperationId.get('listStationCalls') as Operation;
      const unknown = '00000000-0000-4000-8000-000000000000';
      const ask = (target: string) =>
        staff.get(`/referential/v1/schedules/station-calls?${target}=${unknown}&serviceDate=${TUESDAY}`);
      const station = await ask('stationId');
      expectProblem(station, 404, 'station-not-found');
      expectDocumented(operation, station);
      const area = await ask('stationAreaId');
      expectProblem(area, 404, 'station-area-not-found');
      expectDocumented(operation, area);
      const neither = await staff.get(`/referential/v1/schedules/station-calls?serviceDate=${TUESDAY}`);
      expectProblem(neither, 422, 'station-calls-target-invalid');
      expectDocumented(operation, neither);
    });

    it('lists calls of the day and the night calls of the previous day with dayOffset 1, in announced order', async () => {
      const shared = await createStation(staff);
      const [a, b, c] = await Promise.all([createStation(staff), createStation(staff), createStation(staff)]);
      const night = await createLineWithItinerary(staff, [a as string, b as string, shared, c as string]);
      const day = await createLineWithItinerary(staff, [shared, a as string]);

      const nightId = await createSchedule(staff, night, { daysOfWeek: ['MON'] });
      await staff.put(`/referential/v1/schedules/${nightId}/stop-times`, { calls: calls(night, NIGHT) });
      await staff.post(`/referential/v1/schedules/${nightId}/activation`, { retroactive: true });
      const dayId = await createSchedule(staff, day, { daysOfWeek: ['TUE'] });
      await staff.put(`/referential/v1/schedules/${dayId}/stop-times`, {
        calls: calls(day, [
          [0, '00:01'],
          [0, '06:00'],
        ]),
      });
      await staff.post(`/referential/v1/schedules/${dayId}/activation`, { retroactive: true });
      const draftOnly = await createSchedule(staff, day);
      await staff.put(`/referential/v1/schedules/${draftOnly}/stop-times`, {
        calls: calls(day, [
          [0, '00:02'],
          [0, '06:00'],
        ]),
      });

      // The night service leaves on Monday and calls at the shared station at 00:05 on Tuesday.
      const tuesday = await staff.get(
        `/referential/v1/schedules/station-calls?stationId=${shared}&serviceDate=${TUESDAY}`,
      );
      expect(tuesday.status, tuesday.text).to.equal(200);
      expect(tuesday.body.total).to.equal(2);
      expect(
        tuesday.body.data.map((call: Record<string, unknown>) => [
          call.scheduleId,
          call.announcedTime,
          call.dayOffset,
          call.originServiceDate,
        ]),
      ).to.deep.equal([
        [dayId, '00:01', 0, TUESDAY],
        [nightId, '00:05', 1, MONDAY],
      ]);
      expect(tuesday.body.data[1]).to.include({
        lineId: night.lineId,
        destinationId: night.destinationId,
        isOrigin: false,
        isTerminus: false,
      });

      const monday = await staff.get(
        `/referential/v1/schedules/station-calls?stationId=${shared}&serviceDate=${MONDAY}`,
      );
      expect(monday.body.data).to.deep.equal([]);

      // Answers are cached per timetable version: a correction shows on the very next read.
      await staff.patch(`/referential/v1/destinations/${night.destinationId}`, { name: 'Renamed terminus' });
      const again = await staff.get(
        `/referential/v1/schedules/station-calls?stationId=${shared}&serviceDate=${TUESDAY}`,
      );
      expect(again.body.data[1]).to.include({ scheduleId: nightId, destinationName: 'Renamed terminus' });
    });

    it('counts its cached answers for the operators: the same read twice is one miss, then one hit', async () => {
      const station = await createStation(staff);
      const lookups = () => cacheLookups(service, 'station-calls');
      const read = `/referential/v1/schedules/station-calls?stationId=${station}&serviceDate=${TUESDAY}`;
      const before = await lookups();
      expect((await staff.get(read)).status).to.equal(200);
      expect((await staff.get(read)).status).to.equal(200);
      const after = await lookups();
      expect({ hit: after.hit - before.hit, miss: after.miss - before.miss }).to.deep.equal({
        hit: 1,
        miss: 1,
      });
    });

    /** A schedule running on weekdays from its line's first station at 07:15 to the next at 07:45, active. */
    const activeWeekdaySchedule = async () => {
      const line = await createLineWithItinerary(staff, 2);
      const id = await createSchedule(staff, line, { daysOfWeek: ['MON', 'TUE', 'WED', 'THU', 'FRI'] });
      await staff.put(`/referential/v1/schedules/${id}/stop-times`, {
        calls: calls(line, [
          [0, '07:15'],
          [0, '07:45'],
        ]),
      });
      await staff.post(`/referential/v1/schedules/${id}/activation`, { retroactive: true });
      return { line, origin: line.stations[0] as string, id };
    };

    /** What the station call candidates' cache counted so far. */
    const candidateLookups = () => cacheLookups(service, 'station-call-candidates');
    /** What it counted since `before`. */
    const candidateLookupsSince = async (before: Awaited<ReturnType<typeof candidateLookups>>) => {
      const after = await candidateLookups();
      return {
        hit: after.hit - before.hit,
        miss: after.miss - before.miss,
        updated: after.updated - before.updated,
      };
    };

    it("keeps a station's calls of every date across changes of the service days, and brings them up to date when what they show changes", async () => {
      const { line, origin, id } = await activeWeekdaySchedule();
      const read = async (date: string) =>
        (await staff.get(`/referential/v1/schedules/station-calls?stationId=${origin}&serviceDate=${date}`))
          .body;
      const before = await candidateLookups();

      expect((await read(MONDAY)).total).to.equal(1);
      // A removed day is a change of the service days: the next read decides again, from the
      // station's calls kept (a hit), and another date is computed from them too.
      await staff.post(`/referential/v1/schedules/${id}/exceptions`, {
        date: MONDAY,
        type: 'REMOVED',
        reason: 'Public holiday',
      });
      expect((await read(MONDAY)).total).to.equal(0);
      expect((await read(TUESDAY)).data[0]).to.include({ scheduleId: id, originServiceDate: TUESDAY });
      // A renamed destination changes what the calls show: those of its schedules are read
      // again, the others kept (brought up to date).
      await staff.patch(`/referential/v1/destinations/${line.destinationId}`, { name: 'Renamed terminus' });
      expect((await read(TUESDAY)).data[0]).to.include({
        scheduleId: id,
        destinationName: 'Renamed terminus',
      });

      expect(await candidateLookupsSince(before)).to.deep.equal({ hit: 2, miss: 1, updated: 1 });
    });

    it("brings a station's kept calls up to date with the schedules that changed, in the answer's order", async () => {
      const shared = await createStation(staff);
      const [a, b] = await Promise.all([createStation(staff), createStation(staff)]);
      const x = await createLineWithItinerary(staff, [shared, a as string]);
      const y = await createLineWithItinerary(staff, [shared, b as string]);
      // Codes compare character by character: an upper-case letter before every lower-case one.
      const suffix = x.lineId.slice(0, 8);
      expect(
        (await staff.patch(`/referential/v1/lines/${x.lineId}`, { code: `a-${suffix}` })).status,
      ).to.equal(200);
      expect(
        (await staff.patch(`/referential/v1/lines/${y.lineId}`, { code: `B-${suffix}` })).status,
      ).to.equal(200);
      const weekdaySchedule = async (line: LineWithItinerary, time: string, code: string) => {
        const id = await createSchedule(staff, line, {
          code: `${code}-${suffix}`,
          daysOfWeek: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
        });
        await staff.put(`/referential/v1/schedules/${id}/stop-times`, {
          calls: calls(line, [
            [0, time],
            [0, '09:30'],
          ]),
        });
        await staff.post(`/referential/v1/schedules/${id}/activation`, { retroactive: true });
        return id;
      };
      // Schedule codes in the other order than their lines' codes, which come first.
      const first = await weekdaySchedule(x, '07:15', 'S2');
      const second = await weekdaySchedule(y, '07:15', 'S1');
      const third = await weekdaySchedule(x, '08:00', 'S3');
      const read = async () =>
        (
          await staff.get(
            `/referential/v1/schedules/station-calls?stationId=${shared}&serviceDate=${TUESDAY}`,
          )
        ).body.data.map((call: Record<string, unknown>) => [
          call.scheduleId,
          call.lineCode,
          call.destinationName,
          call.announcedTime,
        ]);
      const destination = async (line: LineWithItinerary) =>
        (await staff.get(`/referential/v1/destinations/${line.destinationId}`)).body.name as string;
      const [xTerminus, yTerminus] = [await destination(x), await destination(y)];
      const before = await candidateLookups();

      expect(await read()).to.deep.equal([
        [second, `B-${suffix}`, yTerminus, '07:15'],
        [first, `a-${suffix}`, xTerminus, '07:15'],
        [third, `a-${suffix}`, xTerminus, '08:00'],
      ]);
      // A line recoded: its calls move among the others of the same minute.
      await staff.patch(`/referential/v1/lines/${y.lineId}`, { code: `b-${suffix}` });
      expect(await read()).to.deep.equal([
        [first, `a-${suffix}`, xTerminus, '07:15'],
        [second, `b-${suffix}`, yTerminus, '07:15'],
        [third, `a-${suffix}`, xTerminus, '08:00'],
      ]);
      // A destination renamed: the calls of both its schedules show it.
      await staff.patch(`/referential/v1/destinations/${x.destinationId}`, { name: 'Harbour' });
      expect(await read()).to.deep.equal([
        [first, `a-${suffix}`, 'Harbour', '07:15'],
        [second, `b-${suffix}`, yTerminus, '07:15'],
        [third, `a-${suffix}`, 'Harbour', '08:00'],
      ]);
      // A new schedule's stop times: its call comes in first.
      const fourth = await weekdaySchedule(y, '06:40', 'S4');
      expect(await read()).to.deep.equal([
        [fourth, `b-${suffix}`, yTerminus, '06:40'],
        [first, `a-${suffix}`, 'Harbour', '07:15'],
        [second, `b-${suffix}`, yTerminus, '07:15'],
        [third, `a-${suffix}`, 'Harbour', '08:00'],
      ]);

      // Read in full once, then brought up to date three times.
      expect(await candidateLookupsSince(before)).to.deep.equal({ hit: 0, miss: 1, updated: 3 });
    });

    it('honours exceptions: a removed day drops the calls, an added day brings them, and removal restores the rule', async () => {
      const { origin, id } = await activeWeekdaySchedule();
      const count = async (date: string) =>
        (await staff.get(`/referential/v1/schedules/station-calls?stationId=${origin}&serviceDate=${date}`))
          .body.total;

      const monday = weekdayOnOrAfter(`${YEAR}-05-04`, 'MON');
      const saturday = addDays(monday, 5);
      expect(await count(monday)).to.equal(1);
      expect(await count(saturday)).to.equal(0);
      const removed = await staff.post(`/referential/v1/schedules/${id}/exceptions`, {
        date: monday,
        type: 'REMOVED',
        reason: 'Public holiday',
      });
      expect(removed.status).to.equal(201);
      await staff.post(`/referential/v1/schedules/${id}/exceptions`, {
        date: saturday,
        type: 'ADDED',
        reason: 'Fair',
      });
      expectProblem(
        await staff.post(`/referential/v1/schedules/${id}/exceptions`, {
          date: saturday,
          type: 'REMOVED',
          reason: 'x',
        }),
        409,
        'schedule-exception-exists',
      );
      expect(await count(monday)).to.equal(0);
      expect(await count(saturday)).to.equal(1);

      const listed = await staff.get(`/referential/v1/schedules/${id}/exceptions`);
      expect(listed.body.data.map((e: { date: string; type: string }) => [e.date, e.type])).to.deep.equal([
        [monday, 'REMOVED'],
        [saturday, 'ADDED'],
      ]);
      expect(
        (await staff.delete(`/referential/v1/schedules/${id}/exceptions/${removed.body.id}`)).status,
      ).to.equal(204);
      expect(await count(monday)).to.equal(1);
      expectProblem(
        await staff.delete(`/referential/v1/schedules/${id}/exceptions/${removed.body.id}`),
        404,
        'schedule-exception-not-found',
      );
    });

    it('reads a station area, and refuses naming both or neither target', async () => {
      const area = await createArea(staff);
      const bayId = await createBay(staff, area, 'B1');
      const inArea = await createStation(staff, { stationAreaId: area });
      const other = await createStation(staff);
      const line = await createLineWithItinerary(staff, [other, inArea]);
      const id = await createSchedule(staff, line);
      await staff.put(`/referential/v1/schedules/${id}/stop-times`, {
        calls: [
          { stopId: other, dayOffset: 0, departureTime: '10:00' },
          { stopId: inArea, dayOffset: 0, arrivalTime: '10:20', bayId },
        ],
      });
      await staff.post(`/referential/v1/schedules/${id}/activation`, { retroactive: true });
      const read = await staff.get(
        `/referential/v1/schedules/station-calls?stationAreaId=${area}&serviceDate=${YEAR}-06-01`,
      );
      expect(read.body.data).to.have.length(1);
      expect(read.body.data[0]).to.include({
        bayId,
        bayCode: 'B1',
        isTerminus: true,
        announcedTime: '10:20',
      });
      // Neither target: the rule between two parameters is the service's, a 422.
      const neither = expectProblem(
        await staff.get(`/referential/v1/schedules/station-calls?serviceDate=${YEAR}-06-01`),
        422,
        'station-calls-target-invalid',
      );
      expect((neither.errors ?? []).map((e) => e.field)).to.include('query.stationId');
      expectFieldError(
        await staff.get(`/referential/v1/schedules/station-calls?stationId=${other}`),
        'query.serviceDate',
      );
    });
  });
});
