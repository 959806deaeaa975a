/**
 * The GTFS-Realtime feeds read as a journey planner reads them, beside the static export of the
 * same network: the realtime feeds decoded by gtfs-realtime-bindings, the static feed read by
 * gtfs-utils (each an npm package that knows nothing of the platform). Every trip a realtime
 * entity names, on its start date, is a trip the static feed runs on that date; every stop it
 * names is a stop of the static feed. The network has a schedule with two revisions in the
 * period exported (trips `<code>~1` and `<code>~2`), changed on a day of each.
 */
import { Readable } from 'node:stream';
import { expect } from 'chai';
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import { dayAfter } from '@transport/platform';
import { TEST_TIME_ZONE, daysFromToday, mintToken, today, type ApiClient } from '@transport/platform/testing';
import { startPlatform, type Platform } from '@transport/platform/testing/platform';
// @ts-expect-error gtfs-utils ships no type declarations
import readCsv from 'gtfs-utils/read-csv.js';
// @ts-expect-error gtfs-utils ships no type declarations
import computeStopovers from 'gtfs-utils/compute-stopovers.js';
import { createArea, createBay } from './fixtures.ts';
import {
  calls,
  createLineWithItinerary,
  createSchedule,
  createStation,
  NETWORK_PERMISSIONS,
  type LineWithItinerary,
} from './network-fixtures.ts';
import { unzip } from './gtfs-reader.ts';

const { transit_realtime: rt } = GtfsRealtimeBindings;
type FeedMessage = GtfsRealtimeBindings.transit_realtime.FeedMessage;
const DAY_OF_READ = 'referential.day-of-changes:read';
const DAY_OF_WRITE = 'referential.day-of-changes:write';
const GTFS_EXPORT = 'referential.gtfs:export';

/** `trip_id|YYYYMMDD` of every trip the static feed runs, as gtfs-utils computes them. */
async function staticTrips(files: Map<string, string>): Promise<Set<string>> {
  const readFile = async (name: string) => {
    const text = files.get(`${name}.txt`);
    if (text === undefined) throw Object.assign(new Error(`${name}.txt missing`), { code: 'ENOENT' });
    return readCsv(Readable.from([text]));
  };
  const trips = new Set<string>();
  for await (const stopover of computeStopovers(readFile, TEST_TIME_ZONE)) {
    // The service day the reader decided the trip runs on (`YYYY-MM-DD`).
    const { trip_id: tripId, start_of_trip: start } = stopover as { trip_id: string; start_of_trip: string };
    trips.add(`${tripId}|${start.replaceAll('-', '')}`);
  }
  return trips;
}

async function stopIds(files: Map<string, string>): Promise<Set<string>> {
  const ids = new Set<string>();
  for await (const stop of await readCsv(Readable.from([files.get('stops.txt') as string])))
    ids.add((stop as { stop_id: string }).stop_id);
  return ids;
}

describe('GTFS-Realtime feeds that match the static export', () => {
  let platform: Platform;
  let staff: ApiClient;
  let line: LineWithItinerary;
  let bay: string;
  let unusedBay: string;
  let revised: string;
  let single: string;
  const yesterday = daysFromToday(-1);
  const tomorrow = dayAfter(today());

  async function publish(id: string, times: string[]) {
    const put = await staff.put(`/referential/v1/schedules/${id}/stop-times`, {
      calls: calls(
        line,
        times.map((time) => [0, time]),
      ),
    });
    expect(put.status, put.text).to.equal(204);
    const activated = await staff.post(`/referential/v1/schedules/${id}/activation`, { retroactive: true });
    expect(activated.status, activated.text).to.equal(200);
  }

  const feed = async (kind: string, serviceDate: string, headers: Record<string, string> = {}) =>
    fetch(`${platform.gateway.url}/referential/v1/gtfs-realtime/${kind}?serviceDate=${serviceDate}`, {
      headers: { authorization: `Bearer ${mintToken([DAY_OF_READ])}`, ...headers },
    });
  const decoded = async (response: Response): Promise<FeedMessage> => {
    expect(response.status).to.equal(200);
    return rt.FeedMessage.decode(new Uint8Array(await response.arrayBuffer()));
  };
  const record = async (scheduleId: string, body: Record<string, unknown>) => {
    const response = await staff.post(`/referential/v1/schedules/${scheduleId}/day-of-changes`, {
      reason: 'Roadworks on the bridge',
      ...body,
    });
    expect(response.status, response.text).to.equal(201);
    return response.body.id as string;
  };

  before(async function () {
    this.timeout(120_000);
    platform = await startPlatform();
    staff = platform.as([...NETWORK_PERMISSIONS, DAY_OF_READ, DAY_OF_WRITE, GTFS_EXPORT]);
    const area = await createArea(staff);
    bay = await createBay(staff, area, 'B7');
    unusedBay = await createBay(staff, area, 'B1');
    line = await createLineWithItinerary(staff, [
      await createStation(staff, { stationAreaId: area }),
      ...(await Promise.all([1, 2].map(() => createStation(staff)))),
    ]);
    // One timetable until today, another from tomorrow: two ACTIVE revisions of one schedule.
    revised = await createSchedule(staff, line, { validFrom: daysFromToday(-3), validTo: today() });
    await publish(revised, ['10:00', '10:10', '10:20']);
    const next = await staff.post(`/referential/v1/schedules/${revised}/revisions`, {
      validFrom: tomorrow,
      validTo: daysFromToday(6),
    });
    expect(next.status, next.text).to.equal(201);
    await publish(revised, ['10:05', '10:15', '10:25']);
    single = await createSchedule(staff, line, { validFrom: daysFromToday(-3), validTo: daysFromToday(6) });
    await publish(single, ['12:00', '12:10', '12:20']);
  });
  after(() => platform?.close());

  it('names in every trip update and alert a trip and start date the static feed runs, with two revisions of a schedule in its period', async () => {
    await record(revised, { serviceDate: today(), type: 'DELAY', sequence: 2, announcedTime: '10:17' });
    await record(revised, { serviceDate: tomorrow, type: 'BAY_CHANGE', sequence: 1, bayId: bay });
    await record(single, { serviceDate: tomorrow, type: 'CANCELLATION', reason: 'Driver taken ill' });
    await record(single, { serviceDate: today(), type: 'CANCELLATION', sequence: 3 });

    const exported = await fetch(
      `${platform.gateway.url}/referential/v1/gtfs/feed?from=${yesterday}&to=${daysFromToday(6)}`,
      { headers: { authorization: `Bearer ${staff.token}` } },
    );
    expect(exported.status).to.equal(200);
    const files = await unzip(Buffer.from(await exported.arrayBuffer()));
    const trips = await staticTrips(files);
    const stops = await stopIds(files);
    const { code } = (await staff.get(`/referential/v1/schedules/${revised}`)).body as { code: string };
    const tripIds = new Set([...trips].map((t) => t.split('|')[0] as string));
    expect([...tripIds].filter((t) => t.startsWith(code)).sort()).to.deep.equal([`${code}~1`, `${code}~2`]);

    const updates = [
      ...(await decoded(await feed('trip-updates', today()))).entity,
      ...(await decoded(await feed('trip-updates', tomorrow))).entity,
    ].map((e) => e.tripUpdate as GtfsRealtimeBindings.transit_realtime.ITripUpdate);
    expect(updates).to.have.length(4);
    for (const update of updates) {
      expect(trips, `${update.trip.tripId} on ${update.trip.startDate}`).to.include(
        `${update.trip.tripId}|${update.trip.startDate}`,
      );
      for (const stopTime of update.stopTimeUpdate ?? []) {
        expect(stops).to.include(stopTime.stopId);
        if (stopTime.stopTimeProperties?.assignedStopId)
          expect(stops).to.include(stopTime.stopTimeProperties.assignedStopId);
      }
    }
    const todays = updates.find(
      (u) => u.trip.tripId?.startsWith(code) && u.trip.startDate === today().replaceAll('-', ''),
    );
    expect(todays?.trip.tripId).to.equal(`${code}~1`);
    const moved = updates.find((u) => u.trip.tripId === `${code}~2`);
    expect(moved?.stopTimeUpdate?.[0]?.stopTimeProperties?.assignedStopId).to.match(/:B7$/);

    const alerts = [
      ...(await decoded(await feed('service-alerts', today()))).entity,
      ...(await decoded(await feed('service-alerts', tomorrow))).entity,
    ].map((e) => e.alert as GtfsRealtimeBindings.transit_realtime.IAlert);
    expect(alerts).to.have.length(4);
    for (const alert of alerts)
      for (const informed of alert.informedEntity ?? []) {
        expect(trips).to.include(`${informed.trip?.tripId}|${informed.trip?.startDate}`);
        if (informed.stopId) expect(stops).to.include(informed.stopId);
        expect(files.get('routes.txt')).to.contain(`${informed.routeId},`);
      }
    const cancelled = alerts.find((a) => a.descriptionText?.translation?.[0]?.text === 'Driver taken ill');
    expect(cancelled?.effect).to.equal(rt.Alert.Effect.NO_SERVICE);
    expect(cancelled?.informedEntity?.[0]?.stopId ?? '').to.equal('');
    expect(alerts.map((a) => a.effect).sort()).to.deep.equal(
      [
        rt.Alert.Effect.NO_SERVICE,
        rt.Alert.Effect.NO_SERVICE,
        rt.Alert.Effect.SIGNIFICANT_DELAYS,
        rt.Alert.Effect.STOP_MOVED,
      ].sort(),
    );
  });

  it('names only stops of the static feed of its day, fetched before a call was moved to a bay no trip uses', async () => {
    const day = daysFromToday(4);
    // A station no trip calls at (with coordinates): not a stop of the static feed.
    const unused = (await staff.get(`/referential/v1/stations/${await createStation(staff)}`)).body.code;
    const exported = await fetch(`${platform.gateway.url}/referential/v1/gtfs/feed?from=${day}&to=${day}`, {
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(exported.status).to.equal(200);
    const stops = await stopIds(await unzip(Buffer.from(await exported.arrayBuffer())));
    expect(stops).to.not.include(unused);

    // Once the static feed is out, the first call moves to B1, where no trip of the feed calls.
    await record(single, { serviceDate: day, type: 'BAY_CHANGE', sequence: 1, bayId: unusedBay });
    await record(single, { serviceDate: day, type: 'DELAY', sequence: 2, announcedTime: '12:14' });
    await record(single, { serviceDate: day, type: 'CANCELLATION', sequence: 3 });
    const updates = (await decoded(await feed('trip-updates', day))).entity.map(
      (e) => e.tripUpdate as GtfsRealtimeBindings.transit_realtime.ITripUpdate,
    );
    const named = updates.flatMap((u) =>
      (u.stopTimeUpdate ?? []).flatMap((t) => [t.stopId, t.stopTimeProperties?.assignedStopId]),
    );
    const alerts = (await decoded(await feed('service-alerts', day))).entity.flatMap(
      (e) => e.alert?.informedEntity ?? [],
    );
    const all = [...named, ...alerts.map((a) => a.stopId)].filter((id): id is string => !!id);
    expect(
      all.filter((id) => id.endsWith(':B1')),
      'the bay assigned',
    ).to.have.lengthOf(1);
    expect(all.length).to.be.greaterThan(4);
    for (const id of all) expect(stops, id).to.include(id);
  });

  it('answers a poll with the tag of the feed held 304, and the new feed once a change is recorded', async () => {
    const date = daysFromToday(2);
    const first = await feed('trip-updates', date);
    const tag = first.headers.get('etag') as string;
    expect(tag).to.match(/^W\/"/);
    await first.arrayBuffer();
    const again = await feed('trip-updates', date, { 'if-none-match': tag });
    expect(again.status).to.equal(304);
    expect(await again.text()).to.equal('');
    const alertsTag = (await feed('service-alerts', date)).headers.get('etag') as string;
    expect((await feed('service-alerts', date, { 'if-none-match': alertsTag })).status).to.equal(304);

    await record(single, {
      serviceDate: date,
      type: 'DELAY',
      sequence: 1,
      announcedTime: '12:04',
      onward: true,
    });
    const changed = await feed('trip-updates', date, { 'if-none-match': tag });
    expect(changed.status).to.equal(200);
    expect(changed.headers.get('etag')).to.not.equal(tag);
    expect((await decoded(changed)).entity).to.have.length(1);
    expect((await feed('service-alerts', date, { 'if-none-match': alertsTag })).status).to.equal(200);
  });
});
