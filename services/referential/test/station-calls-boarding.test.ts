/**
 * Station calls and who may board or alight: every call of the timetable is answered, each with
 * its `pickupType` and `dropOffType` (ADR 0083), as a GTFS feed gave them or as the stop times
 * were written by hand; the kept candidates follow a change of them.
 */
import { expect } from 'chai';
import { daysFromToday, type ApiClient, type TestService } from '@transport/platform/testing';
import { startReferential } from './fixtures.ts';
import { GTFS_STAFF, gtfsDate } from './gtfs-fixtures.ts';
import { imported, zipOf } from './gtfs-reader.ts';
import {
  calls,
  createLineWithItinerary,
  createSchedule,
  createStation,
  type Call,
} from './network-fixtures.ts';

/** The day read: tomorrow, which every trip here runs. */
const DATE = daysFromToday(1);

interface StationCall {
  scheduleId: string;
  scheduleCode: string;
  departureTime: string | null;
  pickupType: string;
  dropOffType: string;
}

describe('station calls: who may board and alight at each call', () => {
  let service: TestService;
  let staff: ApiClient;

  before(async function () {
    this.timeout(60_000);
    service = await startReferential();
    staff = service.as(GTFS_STAFF);
  });
  after(() => service?.close());

  const callsAt = async (stationId: string, query = '') => {
    const response = await staff.get(
      `/referential/v1/schedules/station-calls?stationId=${stationId}&serviceDate=${DATE}${query}`,
    );
    expect(response.status, response.text).to.equal(200);
    return response.body.data as StationCall[];
  };

  it("answers a feed's call nobody boards at, or alights at, flagged with its times kept", async () => {
    // T1 and T2 from A to C through B: T1 only sets down at B (pickup_type 1), T2 only picks up.
    const p = `SCB${process.pid % 1000}`;
    const feed = await zipOf({
      'stops.txt': `stop_id,stop_name,stop_lat,stop_lon\n${p}A,A,45.1,4.1\n${p}B,B,45.2,4.2\n${p}C,C,45.3,4.3\n`,
      'routes.txt': `route_id,route_short_name,route_long_name,route_type\nR,${p},Line ${p},3\n`,
      'trips.txt': `route_id,service_id,trip_id,trip_headsign\nR,EVERY,${p}T1,To C ${p}\nR,EVERY,${p}T2,To C ${p}\n`,
      'stop_times.txt':
        'trip_id,arrival_time,departure_time,stop_id,stop_sequence,pickup_type,drop_off_type\n' +
        `${p}T1,07:00:00,07:00:00,${p}A,1,,\n${p}T1,07:10:00,07:11:00,${p}B,2,1,0\n${p}T1,07:20:00,07:20:00,${p}C,3,,\n` +
        `${p}T2,08:00:00,08:00:00,${p}A,1,0,1\n${p}T2,08:10:00,08:11:00,${p}B,2,0,1\n${p}T2,08:20:00,08:20:00,${p}C,3,1,\n`,
      'calendar.txt':
        'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\n' +
        `EVERY,1,1,1,1,1,1,1,${gtfsDate(daysFromToday(0))},${gtfsDate(daysFromToday(30))}\n`,
    });
    const result = await imported(staff, feed, `?feedId=${p}`);
    expect(result.status, result.text).to.equal(200);
    const stationB = (result.body.records as { kind: string; externalId: string; recordId: string }[]).find(
      (r) => r.kind === 'station' && r.externalId === `${p}B`,
    )?.recordId as string;

    const atB = await callsAt(stationB);
    expect(
      atB.map((c) => [c.scheduleCode, c.departureTime, c.pickupType, c.dropOffType]),
      'both calls answered, each with its boarding types',
    ).to.deep.equal([
      [`${p}T1`, '07:11', 'NONE', 'REGULAR'],
      [`${p}T2`, '08:11', 'REGULAR', 'NONE'],
    ]);
  });

  it('follows a change of them written by hand through the kept candidates', async () => {
    const line = await createLineWithItinerary(staff, [
      await createStation(staff),
      await createStation(staff),
    ]);
    const times: [number, string][] = [
      [0, '09:00'],
      [0, '09:20'],
    ];
    const put = (trip: string, first: Partial<Call>) =>
      staff.put(`/referential/v1/schedules/${trip}/stop-times`, {
        calls: calls(line, times).map((call, i) => (i === 0 ? { ...call, ...first } : call)),
      });
    const regular = await createSchedule(staff, line);
    expect((await put(regular, {})).status).to.equal(204);
    expect(
      (await staff.post(`/referential/v1/schedules/${regular}/activation`, { retroactive: true })).status,
    ).to.equal(200);
    // A second trip, its draft written REGULAR: a candidate already, not yet served.
    const changed = await createSchedule(staff, line);
    expect((await put(changed, {})).status).to.equal(204);
    // Both trips call at the same minute, where the calls are ordered by their schedules' codes,
    // which the fixtures make from the clock: compared by trip, not in the answer's order.
    const boarding = (list: StationCall[]) =>
      list
        .map((c) => [c.scheduleId === regular ? 'regular' : 'changed', c.pickupType])
        .sort(([a], [b]) => String(a).localeCompare(String(b)));
    // Read first, so that the kept candidates hold the draft's calls as REGULAR.
    expect(boarding(await callsAt(line.stations[0] as string))).to.deep.equal([['regular', 'REGULAR']]);

    expect((await put(changed, { pickupType: 'NONE' })).status).to.equal(204);
    expect(
      (await staff.post(`/referential/v1/schedules/${changed}/activation`, { retroactive: true })).status,
    ).to.equal(200);
    expect(boarding(await callsAt(line.stations[0] as string)), 'as the stop times say now').to.deep.equal([
      ['changed', 'NONE'],
      ['regular', 'REGULAR'],
    ]);
  });
});
