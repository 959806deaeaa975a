/**
 * Station calls read as known at an instant: the stations, the timetable and the day-of changes
 * as recorded by then, whatever the caches hold now; every answer states the two instants it is
 * for (`Known-At`, `Valid-At`).
 */
import { expect } from 'chai';
import {
  daysFromToday,
  expectProblem,
  today,
  type ApiClient,
  type TestService,
} from '@transport/platform/testing';
import { startReferential } from './fixtures.ts';
import { GTFS_IMPORT, gtfsDate } from './gtfs-fixtures.ts';
import { imported, zipOf } from './gtfs-reader.ts';
import {
  calls,
  createLineWithItinerary,
  createSchedule,
  createStation,
  NETWORK_PERMISSIONS,
  type LineWithItinerary,
} from './network-fixtures.ts';

/** The day of the calls: tomorrow, which the daily trip runs. */
const DATE = daysFromToday(1);

interface Call {
  scheduleId: string;
  announcedTime: string;
  scheduledTime: string;
  callStatus: string;
  lineName: string;
}

/** An instant strictly between the writes before it and those after. */
async function instantBetweenWrites(): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, 20));
  const instant = new Date().toISOString();
  await new Promise((resolve) => setTimeout(resolve, 20));
  return instant;
}

describe('station calls as known at an instant', () => {
  let service: TestService;
  let staff: ApiClient;
  let line: LineWithItinerary;
  let trip: string;
  let beforeNetwork: string;
  let beforeDelay: string;
  let afterDelay: string;
  let formerName: string;

  before(async function () {
    // The first service of a run also loads the service's code.
    this.timeout(60_000);
    service = await startReferential();
    staff = service.as([
      ...NETWORK_PERMISSIONS,
      'referential.day-of-changes:read',
      'referential.day-of-changes:write',
    ]);
    beforeNetwork = await instantBetweenWrites();
    line = await createLineWithItinerary(staff, [await createStation(staff), await createStation(staff)]);
    trip = await createSchedule(staff, line);
    const put = await staff.put(`/referential/v1/schedules/${trip}/stop-times`, {
      calls: calls(line, [
        [0, '08:50'],
        [0, '09:05'],
      ]),
    });
    expect(put.status, put.text).to.equal(204);
    const activated = await staff.post(`/referential/v1/schedules/${trip}/activation`, { retroactive: true });
    expect(activated.status, activated.text).to.equal(200);
    beforeDelay = await instantBetweenWrites();
    const delay = await staff.post(`/referential/v1/schedules/${trip}/day-of-changes`, {
      serviceDate: DATE,
      type: 'DELAY',
      sequence: 1,
      announcedTime: '09:02',
      reason: 'A breakdown reported the night before',
    });
    expect(delay.status, delay.text).to.equal(201);
    // The line renamed the same evening: what the kept candidate calls read moves with it.
    formerName = (await staff.get(`/referential/v1/lines/${line.lineId}`)).body.name as string;
    const renamed = await staff.patch(`/referential/v1/lines/${line.lineId}`, { name: 'Renamed at night' });
    expect(renamed.status, renamed.text).to.equal(200);
    afterDelay = await instantBetweenWrites();
  });
  after(() => service?.close());

  const read = (query = '', headers: Record<string, string> = {}) =>
    staff.get(
      `/referential/v1/schedules/station-calls?stationId=${line.stations[0]}&serviceDate=${DATE}${query}`,
      { headers },
    );
  const tripCall = async (query = '') => {
    const response = await read(query);
    expect(response.status, response.text).to.equal(200);
    return (response.body.data as Call[]).find((call) => call.scheduleId === trip) as Call;
  };

  it('leaves out a delay and a renaming recorded after the instant asked, whatever is kept, and shows them as known after', async () => {
    const now = { callStatus: 'DELAYED', announcedTime: '09:02', lineName: 'Renamed at night' };
    // Read now first, so that the answer of now is what the caches hold.
    expect(await tripCall()).to.include(now);
    expect(await tripCall(`&asKnownAt=${encodeURIComponent(beforeDelay)}`)).to.include({
      callStatus: 'ON_TIME',
      announcedTime: '08:50',
      lineName: formerName,
    });
    expect(await tripCall(`&asKnownAt=${encodeURIComponent(afterDelay)}`)).to.include(now);
    // The replay pushed nothing out: a read of now still answers now.
    expect(await tripCall()).to.include(now);
  });

  it('answers a conditional read as known before the delay with the calls then, not 304 on the tag of now', async () => {
    const now = await read();
    const then = await read(`&asKnownAt=${encodeURIComponent(beforeDelay)}`, {
      'if-none-match': now.headers.get('etag') as string,
    });
    expect(then.status, then.text).to.equal(200);
    expect(then.headers.get('etag')).to.not.equal(now.headers.get('etag'));
    const again = await read(`&asKnownAt=${encodeURIComponent(beforeDelay)}`, {
      'if-none-match': then.headers.get('etag') as string,
    });
    expect(again.status).to.equal(304);
  });

  it('publishes the GTFS-Realtime trip updates as known then: no update before the delay was recorded, stamped at that instant', async () => {
    const feed = async (query: string) => {
      const response = await staff.get(
        `/referential/v1/gtfs-realtime/trip-updates?serviceDate=${DATE}&format=json${query}`,
      );
      expect(response.status, response.text).to.equal(200);
      return response;
    };
    expect((await feed('')).body.entity).to.have.length(1);
    const replayed = await feed(`&asKnownAt=${encodeURIComponent(beforeDelay)}`);
    expect(replayed.body.entity).to.have.length(0);
    expect(Number(replayed.body.header.timestamp)).to.equal(Math.floor(Date.parse(beforeDelay) / 1000));
    expect(replayed.headers.get('known-at')).to.equal(beforeDelay);
    expect(replayed.headers.get('valid-at')).to.equal(DATE);
    expect((await feed(`&asKnownAt=${encodeURIComponent(afterDelay)}`)).body.entity).to.have.length(1);
  });

  it('answers 404 for a station asked as known before it was recorded', async () => {
    expectProblem(await read(`&asKnownAt=${encodeURIComponent(beforeNetwork)}`), 404, 'station-not-found');
  });

  it('states both instants: the service date as Valid-At, the instant asked or of the read as Known-At', async () => {
    const replayed = await read(`&asKnownAt=${encodeURIComponent(beforeDelay)}`);
    expect(replayed.headers.get('valid-at')).to.equal(DATE);
    expect(replayed.headers.get('known-at')).to.equal(beforeDelay);
    const asked = Date.now();
    const current = await read();
    expect(current.headers.get('valid-at')).to.equal(DATE);
    const known = Date.parse(current.headers.get('known-at') as string);
    expect(known).to.be.within(asked, Date.now());
  });

  it("answers a re-imported trip's stop times as known before the re-import, and the new revision's after", async () => {
    // A feed's trip running every day from today, imported, then imported again with new times:
    // the schedule's next revision, whose stop times the history keeps per revision.
    const feed = (times: [string, string, string]) =>
      zipOf({
        'agency.txt':
          'agency_id,agency_name,agency_url,agency_timezone\nKA,Known bus,https://example.org,Europe/Paris\n',
        'stops.txt':
          'stop_id,stop_name,stop_lat,stop_lon\nK1,Known first,45.1,4.1\nK2,Known middle,45.2,4.2\nK3,Known last,45.3,4.3\n',
        'routes.txt': 'route_id,route_short_name,route_long_name,route_type\nKR,KR,Known route,3\n',
        'trips.txt': 'route_id,service_id,trip_id,trip_headsign\nKR,KDAY,KT1,Known last\n',
        'stop_times.txt': `trip_id,arrival_time,departure_time,stop_id,stop_sequence\n${times
          .map((time, i) => `KT1,${time},${time},K${i + 1},${i + 1}`)
          .join('\n')}\n`,
        'calendar.txt': `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nKDAY,1,1,1,1,1,1,1,${gtfsDate(today())},${gtfsDate(daysFromToday(30))}\n`,
      });
    const importer = service.as([...NETWORK_PERMISSIONS, GTFS_IMPORT]);
    const first = await imported(importer, await feed(['10:15:30', '10:40:00', '11:05:10']), '?feedId=KNOWN');
    expect(first.status, first.text).to.equal(200);
    const middle = (await staff.get('/referential/v1/stations?search=Known%20middle')).body.data[0]
      .id as string;
    const beforeReimport = await instantBetweenWrites();
    const second = await imported(
      importer,
      await feed(['10:20:00', '10:47:45', '11:10:00']),
      '?feedId=KNOWN',
    );
    expect(second.status, second.text).to.equal(200);
    const afterReimport = await instantBetweenWrites();
    const scheduled = async (query = '') => {
      const response = await staff.get(
        `/referential/v1/schedules/station-calls?stationId=${middle}&serviceDate=${DATE}${query}`,
      );
      expect(response.status, response.text).to.equal(200);
      return (response.body.data as Call[]).map((call) => call.scheduledTime);
    };
    expect(await scheduled()).to.deep.equal(['10:47:45']);
    expect(await scheduled(`&asKnownAt=${encodeURIComponent(beforeReimport)}`)).to.deep.equal(['10:40']);
    expect(await scheduled(`&asKnownAt=${encodeURIComponent(afterReimport)}`)).to.deep.equal(['10:47:45']);
    // Before the first import, the station was not known at all.
    expectProblem(
      await staff.get(
        `/referential/v1/schedules/station-calls?stationId=${middle}&serviceDate=${DATE}&asKnownAt=${encodeURIComponent(beforeNetwork)}`,
      ),
      404,
      'station-not-found',
    );
  }).timeout(60_000);
});
