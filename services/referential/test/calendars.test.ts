import { expect } from 'chai';
import {
  expectFieldError,
  expectProblem,
  type ApiClient,
  type ApiResponse,
  type TestService,
} from '@transport/platform/testing';
import { startReferential } from './fixtures.ts';
import {
  calls,
  callsOn,
  createCalendar,
  createLineWithItinerary,
  createSchedule,
  NETWORK_PERMISSIONS,
  publishedTrip,
  type LineWithItinerary,
} from './network-fixtures.ts';

const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI'];

/** Asserts a refusal with this status and code whose `errors` name `field`. */
function expectRefusalNaming(response: ApiResponse, status: number, code: string, field: string) {
  const problem = expectProblem(response, status, code);
  expect((problem.errors ?? []).map((e) => e.field)).to.include(field);
  return problem;
}

describe('service calendars and dated revisions', () => {
  let service: TestService;
  let staff: ApiClient;

  before(async () => {
    service = await startReferential();
    staff = service.as(NETWORK_PERMISSIONS);
  });
  after(() => service?.close());

  const exceptions = (calendarId: string) => `/referential/v1/calendars/${calendarId}/exceptions`;

  describe('calendars', () => {
    it('creates a calendar and refuses a backwards range or a pattern with no day, writing nothing', async () => {
      const id = await createCalendar(staff, WEEKDAYS);
      const read = await staff.get(`/referential/v1/calendars/${id}`);
      expect(read.status).to.equal(200);
      expect(read.body).to.include({ validFrom: '2026-01-01', validTo: '2026-12-31' });
      expect(read.body.daysOfWeek).to.deep.equal(WEEKDAYS);

      const base = { code: 'BACKWARDS-CAL', name: 'Backwards', daysOfWeek: ['MON'] };
      const backwards = await staff.post('/referential/v1/calendars', {
        ...base,
        validFrom: '2026-06-01',
        validTo: '2026-05-31',
      });
      expectRefusalNaming(backwards, 422, 'period-invalid', 'body.validTo');
      expectFieldError(
        await staff.post('/referential/v1/calendars', {
          ...base,
          validFrom: '2026-01-01',
          validTo: '2026-12-31',
          daysOfWeek: [],
        }),
        'body.daysOfWeek',
      );
      expect((await staff.get('/referential/v1/calendars?search=BACKWARDS-CAL')).body.total).to.equal(0);
    });

    it('refuses an exception with a date outside the range naming it, a bad swap, and a date excepted twice, writing nothing', async () => {
      const weekdays = await createCalendar(staff, WEEKDAYS);
      const outside = await staff.post(exceptions(weekdays), {
        type: 'REMOVED',
        dates: ['2026-05-01', '2027-01-01'],
        reason: 'Holidays',
      });
      expectRefusalNaming(outside, 422, 'calendar-exception-outside-range', 'body.dates.1');
      expectRefusalNaming(
        await staff.post(exceptions(weekdays), {
          type: 'SWAPPED',
          dates: ['2026-12-25'],
          reason: 'Christmas',
        }),
        422,
        'calendar-swap-invalid',
        'body.runsAsCalendarId',
      );
      expectProblem(
        await staff.post(exceptions(weekdays), {
          type: 'SWAPPED',
          dates: ['2026-12-25'],
          runsAsCalendarId: weekdays,
          reason: 'Christmas',
        }),
        422,
        'calendar-swap-invalid',
      );
      expect((await staff.get(exceptions(weekdays))).body.total).to.equal(0);

      expect(
        (
          await staff.post(exceptions(weekdays), {
            type: 'REMOVED',
            dates: ['2026-05-01'],
            reason: 'May Day',
            retroactive: true,
          })
        ).status,
      ).to.equal(201);
      const twice = expectProblem(
        await staff.post(exceptions(weekdays), {
          type: 'ADDED',
          dates: ['2026-05-02', '2026-05-01'],
          reason: 'x',
          retroactive: true,
        }),
        409,
        'calendar-exception-exists',
      );
      expect(twice.detail).to.contain('2026-05-01');
      expect((await staff.get(exceptions(weekdays))).body.total).to.equal(1);
    });

    it('lists the service days with why, a swap running the other calendar, and a withdrawn exception restoring the pattern', async () => {
      const weekdays = await createCalendar(staff, WEEKDAYS);
      const sundays = await createCalendar(staff, ['SUN']);
      const swap = await staff.post(exceptions(weekdays), {
        type: 'SWAPPED',
        dates: ['2026-12-25'],
        runsAsCalendarId: sundays,
        reason: 'Christmas Day runs as Sunday',
      });
      expect(swap.status, swap.text).to.equal(201);
      await staff.post(exceptions(weekdays), {
        type: 'ADDED',
        dates: ['2026-12-26'],
        reason: 'Boxing Day market',
      });
      const days = async (id: string) =>
        (await staff.get(`/referential/v1/calendars/${id}/service-days?from=2026-12-24&to=2026-12-28`)).body
          .days;
      expect(await days(weekdays)).to.deep.equal([
        { date: '2026-12-24', reason: 'PATTERN' },
        { date: '2026-12-26', reason: 'ADDED' },
        { date: '2026-12-28', reason: 'PATTERN' },
      ]);
      expect(await days(sundays)).to.deep.equal([
        { date: '2026-12-25', reason: 'SWAPPED_IN' },
        { date: '2026-12-27', reason: 'PATTERN' },
      ]);
      const listed = await staff.get(exceptions(weekdays));
      expect(listed.status, listed.text).to.equal(200);
      expect(listed.body.data.map((e: { type: string; dates: string[] }) => [e.type, e.dates])).to.deep.equal(
        [
          ['SWAPPED', ['2026-12-25']],
          ['ADDED', ['2026-12-26']],
        ],
      );
      expect((await staff.delete(`${exceptions(weekdays)}/${swap.body.id}`)).status).to.equal(204);
      expect((await days(weekdays)).map((d: { date: string }) => d.date)).to.include('2026-12-25');
      expect((await days(sundays)).map((d: { date: string }) => d.date)).to.deep.equal(['2026-12-27']);
      expectProblem(
        await staff.delete(`${exceptions(weekdays)}/${swap.body.id}`),
        404,
        'calendar-exception-not-found',
      );
      expectRefusalNaming(
        await staff.get(`/referential/v1/calendars/${weekdays}/service-days?from=2026-12-28&to=2026-12-24`),
        422,
        'period-invalid',
        'query.to',
      );
    });
  });

  describe('station calls by date', () => {
    let line: LineWithItinerary;
    let origin: string;

    beforeEach(async () => {
      line = await createLineWithItinerary(staff, 2);
      origin = line.stations[0] as string;
    });

    it('runs the trips of a calendar on its days, its removed and added dates, and a swapped date as the other calendar', async () => {
      const weekdays = await createCalendar(staff, WEEKDAYS);
      const sundays = await createCalendar(staff, ['SUN']);
      const weekdayTrip = await publishedTrip(staff, line, '07:00', '07:30', { calendarId: weekdays });
      const sundayTrip = await publishedTrip(staff, line, '10:00', '10:30', { calendarId: sundays });
      await staff.post(exceptions(weekdays), {
        type: 'REMOVED',
        dates: ['2026-05-01'],
        reason: 'May Day',
        retroactive: true,
      });
      await staff.post(exceptions(weekdays), {
        type: 'ADDED',
        dates: ['2026-05-02'],
        reason: 'Market',
        retroactive: true,
      });
      await staff.post(exceptions(weekdays), {
        type: 'SWAPPED',
        dates: ['2026-12-25'],
        runsAsCalendarId: sundays,
        reason: 'Christmas Day runs as Sunday',
      });

      expect(await callsOn(staff, origin, '2026-04-30')).to.deep.equal([[weekdayTrip, '07:00']]);
      expect(await callsOn(staff, origin, '2026-05-01')).to.deep.equal([]);
      expect(await callsOn(staff, origin, '2026-05-02')).to.deep.equal([[weekdayTrip, '07:00']]);
      expect(await callsOn(staff, origin, '2026-05-03')).to.deep.equal([[sundayTrip, '10:00']]);
      // 2026-12-25 is a Friday: it gives the calls of a Sunday.
      expect(await callsOn(staff, origin, '2026-12-25')).to.deep.equal(
        await callsOn(staff, origin, '2026-12-27'),
      );
      expect(await callsOn(staff, origin, '2026-12-25')).to.deep.equal([[sundayTrip, '10:00']]);
    });

    it('serves each date from the revision whose period contains it, past days as they were published', async () => {
      const id = await publishedTrip(staff, line, '08:00', '08:30', { validTo: '2026-12-31' });
      const before = await callsOn(staff, origin, '2026-03-03');
      await staff.post(`/referential/v1/schedules/${id}/revisions`, {
        validFrom: '2027-01-01',
        validTo: '2027-12-31',
      });
      await staff.put(`/referential/v1/schedules/${id}/stop-times`, {
        calls: calls(line, [
          [0, '09:00'],
          [0, '09:30'],
        ]),
      });
      expect(
        (await staff.post(`/referential/v1/schedules/${id}/activation`, { retroactive: true })).status,
      ).to.equal(200);
      expect(await callsOn(staff, origin, '2026-03-03')).to.deep.equal(before);
      expect(await callsOn(staff, origin, '2026-12-31')).to.deep.equal([[id, '08:00']]);
      expect(await callsOn(staff, origin, '2027-01-01')).to.deep.equal([[id, '09:00']]);
      expect(await callsOn(staff, origin, '2028-01-01')).to.deep.equal([]);
    });

    it('keeps the arrival and departure day offsets of a call apart, and refuses a departure before its arrival', async () => {
      const through = await createLineWithItinerary(staff, 3);
      const [first, middle, last] = through.stations as [string, string, string];
      const id = await createSchedule(staff, through);
      const put = (departureDayOffset: number) =>
        staff.put(`/referential/v1/schedules/${id}/stop-times`, {
          calls: [
            { stopId: first, dayOffset: 0, departureTime: '23:30' },
            {
              stopId: middle,
              dayOffset: 0,
              arrivalTime: '23:58',
              departureTime: '00:02',
              departureDayOffset,
            },
            { stopId: last, dayOffset: 1, arrivalTime: '00:40' },
          ],
        });
      const backwards = expectProblem(await put(0), 422, 'stop-times-invalid');
      expect(backwards.errors?.[0]?.field).to.equal('body.calls.1.departureTime');
      expect((await put(1)).status).to.equal(204);
      const stored = await staff.get(`/referential/v1/schedules/${id}/stop-times`);
      expect(stored.body.calls[1]).to.include({ dayOffset: 0, departureDayOffset: 1 });
      await staff.post(`/referential/v1/schedules/${id}/activation`, { retroactive: true });

      // Left on Monday 2026-03-02 at 23:30: the middle call is announced on Tuesday at 00:02.
      const tuesday = await staff.get(
        `/referential/v1/schedules/station-calls?stationId=${middle}&serviceDate=2026-03-03`,
      );
      expect(tuesday.body.data).to.have.length(1);
      expect(tuesday.body.data[0]).to.include({
        scheduleId: id,
        originServiceDate: '2026-03-02',
        dayOffset: 1,
        arrivalDayOffset: 0,
        arrivalTime: '23:58',
        departureDayOffset: 1,
        departureTime: '00:02',
        announcedTime: '00:02',
      });
      expect(
        (await staff.get(`/referential/v1/schedules/station-calls?stationId=${first}&serviceDate=2026-03-02`))
          .body.data[0],
      ).to.include({ arrivalDayOffset: null, departureDayOffset: 0, dayOffset: 0 });
    });

    it('answers a changed calendar on the very next read, the cache notwithstanding', async () => {
      const weekdays = await createCalendar(staff, WEEKDAYS);
      const trip = await publishedTrip(staff, line, '06:10', '06:40', { calendarId: weekdays });
      expect(await callsOn(staff, origin, '2026-06-01')).to.deep.equal([[trip, '06:10']]);
      expect(await callsOn(staff, origin, '2026-06-01')).to.deep.equal([[trip, '06:10']]);
      await staff.post(exceptions(weekdays), {
        type: 'REMOVED',
        dates: ['2026-06-01'],
        reason: 'Strike',
        retroactive: true,
      });
      expect(await callsOn(staff, origin, '2026-06-01')).to.deep.equal([]);
    });

    it('refuses a schedule with neither calendar nor days of the week, and an unknown calendar', async () => {
      const base = {
        code: 'NO-DAYS',
        lineId: line.lineId,
        itineraryId: line.itineraryId,
        validFrom: '2026-01-01',
        validTo: '2026-12-31',
      };
      expectRefusalNaming(
        await staff.post('/referential/v1/schedules', base),
        422,
        'schedule-service-days-missing',
        'body.daysOfWeek',
      );
      expectProblem(
        await staff.post('/referential/v1/schedules', {
          ...base,
          calendarId: '00000000-0000-4000-8000-000000000000',
        }),
        404,
        'calendar-not-found',
      );
      expect((await staff.get('/referential/v1/schedules?search=NO-DAYS')).body.total).to.equal(0);
    });
  });
});
