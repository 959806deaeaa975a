import { expect } from 'chai';
import { addDays } from '@transport/platform';
import {
  TEST_TIME_ZONE,
  expectProblem,
  weekdayOnOrAfter,
  type ApiClient,
  type TestService,
} from '@transport/platform/testing';
import { startReferential } from './fixtures.ts';
import { GTFS_STAFF, GTFS_YEAR, gtfsDate } from './gtfs-fixtures.ts';
import { imported, zipOf } from './gtfs-reader.ts';

/**
 * `agency_timezone` (ADR 0060): a feed's times are wall times of its agency's zone, read in the
 * network's (`TEST_TIME_ZONE`, Europe/Paris) by the difference between the two zones.
 */
const JANUARY = weekdayOnOrAfter(`${GTFS_YEAR}-01-04`, 'MON');
/** From early March to April: New York goes to summer time two or three weeks before Paris. */
const MARCH = { start: `${GTFS_YEAR}-03-02`, end: `${GTFS_YEAR}-04-10` };

const feedIn = (
  zone: string,
  times: [string, string],
  { trip = 'ZT1', days = { start: JANUARY, end: addDays(JANUARY, 25) } } = {},
) =>
  zipOf({
    'agency.txt': `agency_id,agency_name,agency_url,agency_timezone\nZA,Zone bus,https://example.org,${zone}\n`,
    'stops.txt': 'stop_id,stop_name,stop_lat,stop_lon\nZ1,Zone one,45.1,4.1\nZ2,Zone two,45.2,4.2\n',
    'routes.txt': 'route_id,route_short_name,route_long_name,route_type\nZR,ZR,Zones,3\n',
    'trips.txt': `route_id,service_id,trip_id,trip_headsign\nZR,ZWK,${trip},Zone two\n`,
    'stop_times.txt': `trip_id,arrival_time,departure_time,stop_id,stop_sequence\n${trip},${times[0]},${times[0]},Z1,1\n${trip},${times[1]},${times[1]},Z2,2\n`,
    'calendar.txt': `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nZWK,1,1,1,1,1,0,0,${gtfsDate(days.start)},${gtfsDate(days.end)}\n`,
  });

describe('GTFS import: agency_timezone read in the network zone', () => {
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

  const stopTimes = async (trip: string) => {
    const schedule = (await staff.get(`/referential/v1/schedules?search=${trip}`)).body.data.find(
      (s: { code: string }) => s.code === trip,
    );
    const times = await staff.get(`/referential/v1/schedules/${schedule.id}/stop-times`);
    return times.body.calls.map(
      (c: { arrivalTime: string | null; departureTime: string | null; dayOffset: number }) => [
        c.arrivalTime,
        c.departureTime,
        c.dayOffset,
      ],
    );
  };
  const stationCount = async () => (await staff.get('/referential/v1/stations?size=0')).body.total as number;

  it('moves the times of a feed in another zone by the zones difference, past midnight too', async () => {
    expect(TEST_TIME_ZONE).to.equal('Europe/Paris');
    // New York in January is 6 hours behind Paris: 07:00:30 there is 13:00:30 here.
    const done = await imported(
      staff,
      await feedIn('America/New_York', ['07:00:30', '19:30:00']),
      '?feedId=NYC',
    );
    expect(done.status, done.text).to.equal(200);
    expect(done.body.warnings.map((w: { field: string | null }) => w.field)).not.to.include(
      'agency_timezone',
    );
    expect(await stopTimes('ZT1')).to.deep.equal([
      [null, '13:00:30', 0],
      ['01:30', null, 1],
    ]);
  }).timeout(60_000);

  it('keeps the times of a feed whose zone differs by name only, as the network zone itself', async () => {
    const done = await imported(
      staff,
      await feedIn('Europe/Berlin', ['07:00:30', '19:30:00'], { trip: 'ZB1' }),
      '?feedId=BERLIN',
    );
    expect(done.status, done.text).to.equal(200);
    expect(await stopTimes('ZB1')).to.deep.equal([
      [null, '07:00:30', 0],
      ['19:30', null, 0],
    ]);
  }).timeout(60_000);

  describe('refuses, naming the file, line and field, and writes nothing', () => {
    const refused = async (archive: Buffer, field: string) => {
      const before = await stationCount();
      const problem = expectProblem(
        await imported(staff, archive, '?feedId=BADZONE'),
        422,
        'gtfs-feed-invalid',
      );
      expect(problem.errors?.map((e) => e.field)).to.deep.equal([field]);
      expect(await stationCount()).to.equal(before);
      return problem;
    };

    it('a zone that is not one', async () => {
      const problem = await refused(
        await feedIn('Mars/Olympus_Mons', ['07:00:00', '08:00:00']),
        'agency.txt:2:agency_timezone',
      );
      expect(problem.detail).to.match(/Mars\/Olympus_Mons is not a time zone/);
    });

    it('a zone whose difference with the network zone changes within the days the feed serves', async () => {
      const problem = await refused(
        await feedIn('America/New_York', ['07:00:00', '08:00:00'], { days: MARCH }),
        'agency.txt:2:agency_timezone',
      );
      expect(problem.detail)
        .to.match(/-6 h|\+6 h/)
        .and.to.match(/\+5 h|-5 h/);
    });

    it('a time the difference puts before its service day begins', async () => {
      // Tokyo is 8 hours ahead of Paris in January: 07:00 there is 23:00 the day before here.
      await refused(await feedIn('Asia/Tokyo', ['07:00:00', '09:00:00']), 'stop_times.txt:2:arrival_time');
    });
  });
});
