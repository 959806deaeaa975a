import { expect } from 'chai';
import { addDays, dayAfter, dayBefore } from '@transport/platform';
import {
  daysFromToday,
  expectFieldError,
  expectProblem,
  nextYear,
  weekdayOnOrAfter,
  type ApiClient,
  type ApiResponse,
  type TestService,
} from '@transport/platform/testing';
import { startReferential } from './fixtures.ts';
import {
  calls,
  callsOn,
  CHRISTMAS_FRIDAY,
  createCalendar,
  createLineWithItinerary,
  createSchedule,
  NETWORK_PERMISSIONS,
  publishedTrip,
  TIMETABLE_PERIOD,
  type LineWithItinerary,
} from './network-fixtures.ts';

const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI'];
/** Next year: every day of it is still to come, so its exceptions need no `retroactive`. */
const YEAR = nextYear();
/** A Friday early in May (May Day when that is a Friday): a weekday, followed by a weekend. */
const MAY_FRIDAY = weekdayOnOrAfter(`${YEAR}-05-01`, 'FRI');
/** The days around the Friday of Christmas week: Thursday, Saturday, Sunday and Monday. */
const [CHRISTMAS_THU, CHRISTMAS_SAT, CHRISTMAS_SUN, CHRISTMAS_MON] = [-1, 1, 2, 3].map((days) =>
  addDays(CHRISTMAS_FRIDAY, days),
) as [string, string, string, string];

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
      expect(read.body).to.include(TIMETABLE_PERIOD);
      expect(read.body.daysOfWeek).to.deep.equal(WEEKDAYS);

      const base = { code: 'BACKWARDS-CAL', name: 'Backwards', daysOfWeek: ['MON'] };
      const backwards = await staff.post('/referential/v1/calendars', {
        ...base,
        validFrom: `${YEAR}-06-01`,
        validTo: `${YEAR}-05-31`,
      });
      expectRefusalNaming(backwards, 422, 'period-invalid', 'body.validTo');
      expectFieldError(
        await staff.post('/referential/v1/calendars', {
          ...base,
          validFrom: `${YEAR}-01-01`,
          validTo: `${YEAR}-12-31`,
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
        dates: [MAY_FRIDAY, dayAfter(TIMETABLE_PERIOD.validTo)],
        reason: 'Holidays',
      });
      expectRefusalNaming(outside, 422, 'calendar-exception-outside-range', 'body.dates.1');
      expectRefusalNaming(
        await staff.post(exceptions(weekdays), {
          type: 'SWAPPED',
          dates: [CHRISTMAS_FRIDAY],
          reason: 'Christmas',
        }),
        422,
        'calendar-swap-invalid',
        'body.runsAsCalendarId',
      );
      expectProblem(
        await staff.post(exceptions(weekdays), {
          type: 'SWAPPED',
          dates: [CHRISTMAS_FRIDAY],
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
            dates: [MAY_FRIDAY],
            reason: 'May Day',
          })
        ).status,
      ).to.equal(201);
      const twice = expectProblem(
        await staff.post(exceptions(weekdays), {
          type: 'ADDED',
          dates: [dayAfter(MAY_FRIDAY), MAY_FRIDAY],
          reason: 'x',
        }),
        409,
        'calendar-exception-exists',
      );
      expect(twice.detail).to.contain(MAY_FRIDAY);
      expect((await staff.get(exceptions(weekdays))).body.total).to.equal(1);
    });

    it('lists the service days with why, a swap running the other calendar, and a withdrawn exception restoring the pattern', async () => {
      const weekdays = await createCalendar(staff, WEEKDAYS);
      const sundays = await createCalendar(staff, ['SUN']);
      const swap = await staff.post(exceptions(weekdays), {
        type: 'SWAPPED',
        dates: [CHRISTMAS_FRIDAY],
        runsAsCalendarId: sundays,
        reason: 'Christmas Day runs as Sunday',
      });
      expect(swap.status, swap.text).to.equal(201);
      await staff.post(exceptions(weekdays), {
        type: 'ADDED',
        dates: [CHRISTMAS_SAT],
        reason: 'Boxing Day market',
      });
      const days = async (id: string) =>
        (
          await staff.get(
            `/referential/v1/calendars/${id}/service-days?from=${CHRISTMAS_THU}&to=${CHRISTMAS_MON}`,
          )
        ).body.days;
      expect(await days(weekdays)).to.deep.equal([
        { date: CHRISTMAS_THU, reason: 'PATTERN' },
        { date: CHRISTMAS_SAT, reason: 'ADDED' },
        { date: CHRISTMAS_MON, reason: 'PATTERN' },
      ]);
      expect(await days(sundays)).to.deep.equal([
        { date: CHRISTMAS_FRIDAY, reason: 'SWAPPED_IN' },
        { date: CHRISTMAS_SUN, reason: 'PATTERN' },
      ]);
      const listed = await staff.get(exceptions(weekdays));
      expect(listed.status, listed.text).to.equal(200);
      expect(listed.body.data.map((e: { type: string; dates: string[] }) => [e.type, e.dates])).to.deep.equal(
        [
          ['SWAPPED', [CHRISTMAS_FRIDAY]],
          ['ADDED', [CHRISTMAS_SAT]],
        ],
      );
      expect((await staff.delete(`${exceptions(weekdays)}/${swap.body.id}`)).status).to.equal(204);
      expect((await days(weekdays)).map((d: { date: string }) => d.date)).to.include(CHRISTMAS_FRIDAY);
      expect((await days(sundays)).map((d: { date: string }) => d.date)).to.deep.equal([CHRISTMAS_SUN]);
      expectProblem(
        await staff.delete(`${exceptions(weekdays)}/${swap.body.id}`),
        404,
        'calendar-exception-not-found',
      );
      expectRefusalNaming(
        await staff.get(
          `/referential/v1/calendars/${weekdays}/service-days?from=${CHRISTMAS_MON}&to=${CHRISTMAS_THU}`,
        ),
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
        dates: [MAY_FRIDAY],
        reason: 'May Day',
      });
      await staff.post(exceptions(weekdays), {
        type: 'ADDED',
        dates: [dayAfter(MAY_FRIDAY)],
        reason: 'Market',
      });
      await staff.post(exceptions(weekdays), {
        type: 'SWAPPED',
        dates: [CHRISTMAS_FRIDAY],
        runsAsCalendarId: sundays,
        reason: 'Christmas Day runs as Sunday',
      });

      expect(await callsOn(staff, origin, dayBefore(MAY_FRIDAY))).to.deep.equal([[weekdayTrip, '07:00']]);
      expect(await callsOn(staff, origin, MAY_FRIDAY)).to.deep.equal([]);
      expect(await callsOn(staff, origin, dayAfter(MAY_FRIDAY))).to.deep.equal([[weekdayTrip, '07:00']]);
      expect(await callsOn(staff, origin, addDays(MAY_FRIDAY, 2))).to.deep.equal([[sundayTrip, '10:00']]);
      // The swapped Friday gives the calls of a Sunday.
      expect(await callsOn(staff, origin, CHRISTMAS_FRIDAY)).to.deep.equal(
        await callsOn(staff, origin, CHRISTMAS_SUN),
      );
      expect(await callsOn(staff, origin, CHRISTMAS_FRIDAY)).to.deep.equal([[sundayTrip, '10:00']]);
    });

    it('serves each date from the revision whose period contains it, past days as they were published', async () => {
      const id = await publishedTrip(staff, line, '08:00', '08:30', { validTo: `${YEAR}-12-31` });
      const past = daysFromToday(-30);
      const before = await callsOn(staff, origin, past);
      expect(before).to.deep.equal([[id, '08:00']]);
      await staff.post(`/referential/v1/schedules/${id}/revisions`, {
        validFrom: `${YEAR + 1}-01-01`,
        validTo: `${YEAR + 1}-12-31`,
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
      expect(await callsOn(staff, origin, past)).to.deep.equal(before);
      expect(await callsOn(staff, origin, `${YEAR}-12-31`)).to.deep.equal([[id, '08:00']]);
      expect(await callsOn(staff, origin, `${YEAR + 1}-01-01`)).to.deep.equal([[id, '09:00']]);
      expect(await callsOn(staff, origin, `${YEAR + 2}-01-01`)).to.deep.equal([]);
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

      // Left on a Monday at 23:30: the middle call is announced on Tuesday at 00:02.
      const monday = weekdayOnOrAfter(`${YEAR}-03-02`, 'MON');
      const tuesday = await staff.get(
        `/referential/v1/schedules/station-calls?stationId=${middle}&serviceDate=${dayAfter(monday)}`,
      );
      expect(tuesday.body.data).to.have.length(1);
      expect(tuesday.body.data[0]).to.include({
        scheduleId: id,
        originServiceDate: monday,
        dayOffset: 1,
        arrivalDayOffset: 0,
        arrivalTime: '23:58',
        departureDayOffset: 1,
        departureTime: '00:02',
        announcedTime: '00:02',
      });
      expect(
        (await staff.get(`/referential/v1/schedules/station-calls?stationId=${first}&serviceDate=${monday}`))
          .body.data[0],
      ).to.include({ arrivalDayOffset: null, departureDayOffset: 0, dayOffset: 0 });
    });

    it('answers a changed calendar on the very next read, the cache notwithstanding', async () => {
      const weekdays = await createCalendar(staff, WEEKDAYS);
      const trip = await publishedTrip(staff, line, '06:10', '06:40', { calendarId: weekdays });
      const monday = weekdayOnOrAfter(`${YEAR}-06-01`, 'MON');
      expect(await callsOn(staff, origin, monday)).to.deep.equal([[trip, '06:10']]);
      expect(await callsOn(staff, origin, monday)).to.deep.equal([[trip, '06:10']]);
      await staff.post(exceptions(weekdays), {
        type: 'REMOVED',
        dates: [monday],
        reason: 'Strike',
      });
      expect(await callsOn(staff, origin, monday)).to.deep.equal([]);
    });

    it('refuses a schedule with neither calendar nor days of the week, and an unknown calendar', async () => {
      const base = {
        code: 'NO-DAYS',
        lineId: line.lineId,
        itineraryId: line.itineraryId,
        validFrom: `${YEAR}-01-01`,
        validTo: `${YEAR}-12-31`,
      };
      // The schema requires one of the two: the request validator names both.
      const neither = expectRefusalNaming(
        await staff.post('/referential/v1/schedules', base),
        400,
        'invalid-request',
        'body.daysOfWeek',
      );
      expect((neither.errors ?? []).map((e) => e.field)).to.include('body.calendarId');
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
