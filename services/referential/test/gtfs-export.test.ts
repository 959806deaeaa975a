import { expect } from 'chai';
import { addDays, dayAfter } from '@transport/platform';
import {
  connectMcp,
  expectProblem,
  mintToken,
  TEST_TIME_ZONE,
  weekdayOnOrAfter,
  type ApiClient,
} from '@transport/platform/testing';
import { startPlatform, type Platform } from '@transport/platform/testing/platform';
import {
  buildGtfsNetwork,
  GTFS_EXPORT,
  GTFS_IMPORT,
  GTFS_STAFF,
  GTFS_YEAR,
  gtfsDate,
  REMOVED_WEEKDAY,
  type GtfsNetwork,
} from './gtfs-fixtures.ts';
import { GTFS_MAX_DAYS } from '../src/gtfs/gtfs.errors.ts';
import { CHRISTMAS_FRIDAY } from './network-fixtures.ts';
import { readerCalls, rowsOf, unzip, type ReaderCall } from './gtfs-reader.ts';

const FEED = '/referential/v1/gtfs/feed';
/** The agencies' time zone: the business time zone the services run in. */
const ZONE = TEST_TIME_ZONE;
/** The month exported: December of the network's year. */
const FROM = `${GTFS_YEAR}-12-01`;
const TO = `${GTFS_YEAR}-12-31`;

describe('GTFS export through the gateway', () => {
  let platform: Platform;
  let staff: ApiClient;
  let network: GtfsNetwork;
  let files: Map<string, string>;
  let archive: Buffer;

  before(async function () {
    this.timeout(120_000);
    platform = await startPlatform();
    staff = platform.as(GTFS_STAFF);
    network = await buildGtfsNetwork(staff);
    const response = await fetch(`${platform.gateway.url}${FEED}?from=${FROM}&to=${TO}`, {
      headers: { authorization: `Bearer ${mintToken([GTFS_EXPORT])}` },
    });
    expect(response.status, await response.clone().text()).to.equal(200);
    expect(response.headers.get('content-type')).to.equal('application/zip');
    expect(response.headers.get('content-disposition')).to.equal(
      `attachment; filename="gtfs-${FROM}-${TO}.zip"`,
    );
    archive = Buffer.from(await response.arrayBuffer());
    files = await unzip(archive);
  });
  after(() => platform?.close());

  /** The platform's station calls of `date` at the station, as the reader's calls. */
  async function platformCalls(stationId: string, date: string): Promise<ReaderCall[]> {
    const response = await staff.get(
      `/referential/v1/schedules/station-calls?stationId=${stationId}&serviceDate=${date}`,
    );
    expect(response.status, response.text).to.equal(200);
    return (response.body.data as { scheduleCode: string; announcedTime: string }[])
      .map((call) => ({
        tripId: call.scheduleCode,
        station: network.codes.get(stationId) as string,
        // To the second: `HH:MM` when the time has none, `HH:MM:SS` otherwise (ADR 0053).
        time: call.announcedTime.length === 5 ? `${call.announcedTime}:00` : call.announcedTime,
      }))
      .sort((a, b) => a.time.localeCompare(b.time) || a.tripId.localeCompare(b.tripId));
  }

  it('holds the eight files of a GTFS feed, a stop per bay in its station, and times past 24:00:00', () => {
    expect([...files.keys()].sort()).to.deep.equal(
      [
        'agency.txt',
        'calendar.txt',
        'calendar_dates.txt',
        'feed_info.txt',
        'routes.txt',
        'stop_times.txt',
        'stops.txt',
        'trips.txt',
      ].sort(),
    );
    const first = network.codes.get(network.line.stations[0] as string) as string;
    const stops = rowsOf(files, 'stops.txt');
    expect(stops.find((s) => s.stop_id === first)).to.include({
      location_type: '1',
      stop_lat: '45.7485',
      stop_lon: '4.8258',
    });
    expect(stops.find((s) => s.stop_id === `${first}:Q1`)).to.include({
      parent_station: first,
      platform_code: 'Q1',
      location_type: '0',
    });
    const night = rowsOf(files, 'stop_times.txt').filter((t) => t.trip_id === network.night);
    expect(night.map((t) => [t.stop_id, t.arrival_time, t.departure_time])).to.deep.equal([
      [`${first}:Q1`, '23:10:00', '23:10:00'],
      [network.codes.get(network.line.stations[1] as string), '23:38:20', '23:40:15'],
      [network.codes.get(network.line.stations[2] as string), '24:05:00', '24:05:00'],
      [network.codes.get(network.line.stations[3] as string), '25:00:44', '25:00:44'],
    ]);
    expect(rowsOf(files, 'calendar_dates.txt').filter((d) => d.service_id === network.weekday)).to.deep.equal(
      [
        { service_id: network.weekday, date: gtfsDate(REMOVED_WEEKDAY), exception_type: '2' },
        { service_id: network.weekday, date: gtfsDate(CHRISTMAS_FRIDAY), exception_type: '2' },
      ],
    );
    expect(rowsOf(files, 'calendar.txt').find((c) => c.service_id === network.sunday)).to.deep.include({
      sunday: '1',
      monday: '0',
      // The first and the last Sunday of the month.
      start_date: gtfsDate(weekdayOnOrAfter(FROM, 'SUN')),
      end_date: gtfsDate(weekdayOnOrAfter(`${GTFS_YEAR}-12-25`, 'SUN')),
    });
    // Trips on a service calendar share its code as their service; the swap of Christmas Friday
    // removes the date from the weekdays and adds it to the Sundays.
    const trips = rowsOf(files, 'trips.txt');
    const serviceOf = (trip: string) => trips.find((t) => t.trip_id === trip)?.service_id as string;
    expect(serviceOf(network.calendarWeekday)).to.match(/^WK/);
    expect(serviceOf(network.calendarSunday)).to.match(/^SU/);
    const dates = rowsOf(files, 'calendar_dates.txt');
    expect(dates).to.deep.include({
      service_id: serviceOf(network.calendarWeekday),
      date: gtfsDate(CHRISTMAS_FRIDAY),
      exception_type: '2',
    });
    expect(dates).to.deep.include({
      service_id: serviceOf(network.calendarSunday),
      date: gtfsDate(CHRISTMAS_FRIDAY),
      exception_type: '1',
    });
    const [route] = rowsOf(files, 'routes.txt');
    const [agency] = rowsOf(files, 'agency.txt');
    expect(route?.agency_id).to.equal(agency?.agency_id);
    expect(agency?.agency_timezone).to.equal(ZONE);
    expect(rowsOf(files, 'feed_info.txt')[0]).to.include({
      feed_start_date: gtfsDate(FROM),
      feed_end_date: gtfsDate(TO),
      feed_lang: 'fr',
    });
  });

  for (const [date, what] of [
    [REMOVED_WEEKDAY, 'a weekday whose trip is removed'],
    [CHRISTMAS_FRIDAY, 'Christmas, run as a Sunday'],
    [dayAfter(CHRISTMAS_FRIDAY), 'the day after, with the night trip of Christmas calling after midnight'],
    [addDays(CHRISTMAS_FRIDAY, 2), 'an ordinary Sunday'],
    [dayAfter(REMOVED_WEEKDAY), 'an ordinary weekday'],
  ] as const) {
    it(`gives, read by gtfs-utils, the platform's station calls on ${date} (${what}) at every station`, async () => {
      for (const stationId of network.line.stations) {
        const expected = await platformCalls(stationId, date);
        const read = await readerCalls(files, ZONE, date, network.codes.get(stationId) as string);
        expect(read, `${date} at ${network.codes.get(stationId)}`).to.deep.equal(expected);
        expect(expected.length, 'calls on the day').to.be.greaterThan(0);
      }
    }).timeout(20_000);
  }

  it('lists no weekday trip on the removed date, and the Sunday trip on Christmas', async () => {
    const at = network.codes.get(network.line.stations[0] as string) as string;
    const removed = await readerCalls(files, ZONE, REMOVED_WEEKDAY, at);
    expect(removed.map((c) => c.tripId)).to.not.include(network.weekday);
    const christmas = await readerCalls(files, ZONE, CHRISTMAS_FRIDAY, at);
    expect(christmas.map((c) => c.tripId))
      .to.include(network.sunday)
      .and.not.include(network.weekday);
  });

  it('answers the same feed as an MCP tool through the gateway: a link and the archive itself', async () => {
    const client = await connectMcp(`${platform.gateway.url}/mcp`, mintToken([GTFS_EXPORT]));
    const result: any = await client.callTool({
      name: 'exportGtfsFeed',
      arguments: { from: FROM, to: TO },
    });
    expect(result.isError, JSON.stringify(result)).to.not.equal(true);
    const link = result.content.find((c: { type: string }) => c.type === 'resource_link');
    expect(link).to.include({ mimeType: 'application/zip', name: `gtfs-${FROM}-${TO}.zip` });
    expect(link.uri).to.equal(`${platform.gateway.url}${FEED}?from=${FROM}&to=${TO}`);
    const embedded = result.content.find((c: { type: string }) => c.type === 'resource');
    expect(embedded.resource.mimeType).to.equal('application/zip');
    const overMcp = await unzip(Buffer.from(embedded.resource.blob, 'base64'));
    expect(overMcp).to.deep.equal(files);
    expect(result.structuredContent).to.include({ mediaType: 'application/zip', embedded: true });
    await client.close();
  });

  it('takes a feed over MCP as a base64 argument: a dry run of the exported feed finds every trip and writes nothing', async () => {
    const client = await connectMcp(`${platform.gateway.url}/mcp`, mintToken([GTFS_IMPORT]));
    const result: any = await client.callTool({
      name: 'importGtfsFeed',
      arguments: { dryRun: true, feedId: 'MCP', body: archive.toString('base64') },
    });
    expect(result.isError, JSON.stringify(result)).to.not.equal(true);
    expect(result.structuredContent).to.include({ dryRun: true, feedId: 'MCP' });
    // The registry's own records, found by their codes: none would be created.
    expect(result.structuredContent.schedules).to.deep.equal({
      created: 0,
      changed: 5,
      unchanged: 0,
      ended: 0,
    });
    const notZip: any = await client.callTool({
      name: 'importGtfsFeed',
      arguments: { body: Buffer.from('not a zip').toString('base64') },
    });
    expect(notZip.isError).to.equal(true);
    expect(notZip.structuredContent).to.include({ status: 422, code: 'gtfs-feed-invalid' });
    await client.close();
  });

  it("offers a feed's mappings as MCP tools: set, listed, cleared", async () => {
    const client = await connectMcp(`${platform.gateway.url}/mcp`, mintToken([GTFS_IMPORT]));
    const stationId = network.line.stations[1] as string;
    const externalId = 'S-1';
    const set: any = await client.callTool({
      name: 'setGtfsMapping',
      arguments: { feedId: 'MCP', kind: 'station', externalId, body: { recordId: stationId } },
    });
    expect(set.isError, JSON.stringify(set)).to.not.equal(true);
    expect(set.structuredContent).to.include({
      feedId: 'MCP',
      kind: 'station',
      externalId,
      recordId: stationId,
    });
    const listed: any = await client.callTool({ name: 'listGtfsMappings', arguments: { feedId: 'MCP' } });
    expect(listed.structuredContent.data.map((m: { recordId: string }) => m.recordId)).to.deep.equal([
      stationId,
    ]);
    const cleared: any = await client.callTool({
      name: 'clearGtfsMapping',
      arguments: { feedId: 'MCP', kind: 'station', externalId },
    });
    expect(cleared.isError, JSON.stringify(cleared)).to.not.equal(true);
    const after: any = await client.callTool({ name: 'listGtfsMappings', arguments: { feedId: 'MCP' } });
    expect(after.structuredContent.data).to.deep.equal([]);
    await client.close();
  });

  it('refuses a period that runs backwards and one longer than a year, naming the field', async () => {
    const backwards = await staff.get(`${FEED}?from=${TO}&to=${FROM}`);
    expect(expectProblem(backwards, 422, 'period-invalid').errors?.[0]?.field).to.equal('query.to');
    // 367 days, from and to included.
    const long = await staff.get(`${FEED}?from=${FROM}&to=${addDays(FROM, GTFS_MAX_DAYS)}`);
    expect(expectProblem(long, 422, 'gtfs-period-too-long').errors?.[0]?.field).to.equal('query.to');
    const malformed = await staff.get(`${FEED}?from=${GTFS_YEAR}-02-30&to=${GTFS_YEAR}-03-01`);
    expect(malformed.status).to.equal(400);
  });

  it('exports a period before 1970: an archive without trips, not a stopped service', async () => {
    // A zip dates its entries from 1980; the zip writer threw on an instant before 1970, which
    // stopped the service (found by the independent fuzzer).
    const response = await fetch(`${platform.gateway.url}${FEED}?from=1969-12-01&to=1969-12-31`, {
      headers: { authorization: `Bearer ${mintToken([GTFS_EXPORT])}` },
    });
    expect(response.status, await response.clone().text()).to.equal(200);
    const old = await unzip(Buffer.from(await response.arrayBuffer()));
    expect(rowsOf(old, 'trips.txt')).to.deep.equal([]);
    expect(rowsOf(old, 'feed_info.txt')[0]?.feed_start_date).to.equal('19691201');
  });
});
