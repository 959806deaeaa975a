import { expect } from 'chai';
import { addDays, dayAfter } from '@transport/platform';
import {
  expectProblem,
  weekdayOnOrAfter,
  type ApiClient,
  type TestService,
} from '@transport/platform/testing';
import { registerCarrier } from './carriers-fixtures.ts';
import { startReferential } from './fixtures.ts';
import { buildGtfsNetwork, GTFS_STAFF, GTFS_YEAR, gtfsDate, type GtfsNetwork } from './gtfs-fixtures.ts';
import { imported, rowsOf, unzip, zipOf } from './gtfs-reader.ts';
import { CHRISTMAS_FRIDAY } from './network-fixtures.ts';

const PERIOD = `from=${GTFS_YEAR}-12-01&to=${GTFS_YEAR}-12-31`;
/** The weekdays of the small feeds: four weeks of January, still to come, Monday to Friday. */
const FIRST_MONDAY = weekdayOnOrAfter(`${GTFS_YEAR}-01-04`, 'MON');
const SERVICE = `${gtfsDate(FIRST_MONDAY)},${gtfsDate(addDays(FIRST_MONDAY, 25))}`;
const BACKWARDS = `${gtfsDate(addDays(FIRST_MONDAY, 25))},${gtfsDate(FIRST_MONDAY)}`;

async function exported(client: ApiClient): Promise<Buffer> {
  const response = await fetch(`${client.baseUrl}/referential/v1/gtfs/feed?${PERIOD}`, {
    headers: { authorization: `Bearer ${client.token}` },
  });
  expect(response.status).to.equal(200);
  return Buffer.from(await response.arrayBuffer());
}

/** The feed's files as sorted rows, without the version (the registry's own counter). */
function comparable(files: Map<string, string>) {
  const out: Record<string, string[]> = {};
  for (const name of [...files.keys()].sort()) {
    out[name] = rowsOf(files, name)
      .map((row) => {
        const { feed_version: _version, ...rest } = row;
        return JSON.stringify(rest);
      })
      .sort();
  }
  return out;
}

const SMALL = {
  'stops.txt': 'stop_id,stop_name,stop_lat,stop_lon\nA,Alpha,45.1,4.1\nB,Beta,45.2,4.2\nC,Gamma,45.3,4.3\n',
  'routes.txt': 'route_id,route_short_name,route_long_name,route_type\nR1,R1,Alpha - Gamma,3\n',
  'trips.txt': 'route_id,service_id,trip_id,trip_headsign\nR1,WK,T1,Gamma\n',
  'stop_times.txt':
    'trip_id,arrival_time,departure_time,stop_id,stop_sequence\nT1,07:00:00,07:00:00,A,1\nT1,07:20:00,07:21:00,B,2\nT1,07:40:00,07:40:00,C,3\n',
  'calendar.txt': `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nWK,1,1,1,1,1,0,0,${SERVICE}\n`,
};

describe('GTFS import', () => {
  let source: TestService;
  let target: TestService;
  let staff: ApiClient;
  let fresh: ApiClient;
  let network: GtfsNetwork;

  before(async function () {
    this.timeout(120_000);
    [source, target] = await Promise.all([startReferential(), startReferential()]);
    staff = source.as(GTFS_STAFF);
    fresh = target.as(GTFS_STAFF);
    network = await buildGtfsNetwork(staff);
  });
  after(async () => {
    await source?.close();
    await target?.close();
  });

  const stationCount = async (client: ApiClient) =>
    (await client.get('/referential/v1/stations?size=0')).body.total as number;

  it('round trip: the exported feed imported into an empty registry exports as the same feed', async () => {
    const first = await exported(staff);
    // Carriers are registered, not imported: the agency is matched to the carrier of its code.
    const [agency] = rowsOf(await unzip(first), 'agency.txt');
    await registerCarrier(fresh, { code: agency?.agency_id, name: agency?.agency_name });
    const dry = await imported(fresh, first, '?dryRun=true');
    expect(dry.status, dry.text).to.equal(200);
    expect(dry.body).to.include({ dryRun: true, feedId: 'Transport-platform-' + dry.body.feedId.slice(-6) });
    expect(dry.body.schedules).to.deep.equal({ created: 5, changed: 0, unchanged: 0, ended: 0 });
    expect(dry.body.calendars).to.deep.equal({ created: 5, changed: 0, unchanged: 0, ended: 0 });
    expect(await stationCount(fresh), 'a dry run writes nothing').to.equal(0);

    const applied = await imported(fresh, first);
    expect(applied.status, applied.text).to.equal(200);
    expect(applied.body.stations.created).to.be.greaterThanOrEqual(4);
    expect(applied.body.bays).to.deep.equal({ created: 2, changed: 0, unchanged: 0, ended: 0 });
    // The night trip leaves from bay Q1, the others from the station: two itineraries.
    expect(applied.body.itineraries.created).to.equal(2);
    expect(applied.body.stopTimes).to.equal(20);
    expect(applied.body.carriers).to.deep.equal({ matched: 1, unmatched: 0 });

    const second = await unzip(await exported(fresh));
    expect(comparable(second)).to.deep.equal(comparable(await unzip(first)));
    // Times with seconds come back to the second (the night trip's last call, 01:00:44 the next day).
    const night = rowsOf(second, 'stop_times.txt').filter((t) => t.trip_id === network.night);
    expect(night.map((t) => t.departure_time)).to.deep.equal([
      '23:10:00',
      '23:40:15',
      '24:05:00',
      '25:00:44',
    ]);
    // The calls of a day are the source's too.
    const code = network.codes.get(network.line.stations[2] as string) as string;
    const station = (await fresh.get(`/referential/v1/stations?search=${code}`)).body.data[0].id;
    // An imported station is in force from today, as one created by hand (its timeline's one period).
    const periods = (await fresh.get(`/referential/v1/stations/${station}/timeline`)).body.data;
    expect(
      periods.map((p: { current: boolean; state: { status: string } }) => [p.current, p.state.status]),
    ).to.deep.equal([[true, 'ACTIVE']]);
    const calls = await fresh.get(
      `/referential/v1/schedules/station-calls?stationId=${station}&serviceDate=${dayAfter(CHRISTMAS_FRIDAY)}`,
    );
    expect(
      calls.body.data.map((c: { scheduleCode: string; announcedTime: string }) => [
        c.scheduleCode,
        c.announcedTime,
      ]),
    ).to.deep.equal([[network.night, '00:05']]);
  }).timeout(60_000);

  it('imports the next version of a feed as updates: the same feed again changes nothing, a moved time makes a new revision', async () => {
    const feed = await zipOf(SMALL);
    const created = await imported(fresh, feed, '?feedId=SMALL');
    expect(created.status, created.text).to.equal(200);
    expect(created.body.stations).to.deep.equal({ created: 3, changed: 0, unchanged: 0, ended: 0 });
    const stations = await stationCount(fresh);

    const again = await imported(fresh, feed, '?feedId=SMALL');
    expect(again.body.stations).to.deep.equal({ created: 0, changed: 0, unchanged: 3, ended: 0 });
    expect(again.body.schedules).to.deep.equal({ created: 0, changed: 0, unchanged: 1, ended: 0 });
    expect(again.body.calendars).to.deep.equal({ created: 0, changed: 0, unchanged: 1, ended: 0 });
    expect(await stationCount(fresh)).to.equal(stations);

    const next = await zipOf({
      ...SMALL,
      'stops.txt': SMALL['stops.txt'].replace('Beta', 'Beta Centre'),
      'stop_times.txt': SMALL['stop_times.txt'].replace('07:20:00,07:21:00', '07:25:00,07:26:00'),
    });
    const updated = await imported(fresh, next, '?feedId=SMALL');
    expect(updated.status, updated.text).to.equal(200);
    expect(updated.body.stations).to.deep.equal({ created: 0, changed: 1, unchanged: 2, ended: 0 });
    expect(updated.body.schedules).to.deep.equal({ created: 0, changed: 1, unchanged: 0, ended: 0 });
    expect(await stationCount(fresh)).to.equal(stations);
    const schedule = (await fresh.get('/referential/v1/schedules?search=T1')).body.data[0];
    expect(schedule).to.include({ code: 'T1', activeRevision: 2 });
    const times = await fresh.get(`/referential/v1/schedules/${schedule.id}/stop-times`);
    expect(times.body.calls[1]).to.include({ arrivalTime: '07:25', departureTime: '07:26' });
    const beta = (await fresh.get('/referential/v1/stations?search=B')).body.data.find(
      (s: { code: string }) => s.code === 'B',
    );
    expect(beta.name).to.equal('Beta Centre');
  }).timeout(60_000);

  it('keeps times to the second: stop times, station calls and the export read them as the feed gave them', async () => {
    const feed = (departure: string) =>
      zipOf({
        ...SMALL,
        'stops.txt':
          'stop_id,stop_name,stop_lat,stop_lon\nSA,Sec Alpha,45.3,4.3\nSB,Sec Beta,45.3,4.3\nSC,Sec Gamma,45.3,4.3\n',
        'routes.txt': 'route_id,route_short_name,route_long_name,route_type\nS1,S1,Seconds,3\n',
        'trips.txt': 'route_id,service_id,trip_id,trip_headsign\nS1,SWK,ST1,Sec Gamma\n',
        'stop_times.txt': `trip_id,arrival_time,departure_time,stop_id,stop_sequence\nST1,07:00:00,07:00:00,SA,1\nST1,07:20:30,${departure},SB,2\nST1,25:00:44,25:00:44,SC,3\n`,
        'calendar.txt': `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nSWK,1,1,1,1,1,0,0,${SERVICE}\n`,
      });
    const done = await imported(fresh, await feed('07:21:44'), '?feedId=SECONDS');
    expect(done.status, done.text).to.equal(200);
    const schedule = (await fresh.get('/referential/v1/schedules?search=ST1')).body.data[0];
    const times = await fresh.get(`/referential/v1/schedules/${schedule.id}/stop-times`);
    expect(
      times.body.calls.map(
        (c: { arrivalTime: string | null; departureTime: string | null; dayOffset: number }) => [
          c.arrivalTime,
          c.departureTime,
          c.dayOffset,
        ],
      ),
    ).to.deep.equal([
      [null, '07:00', 0],
      ['07:20:30', '07:21:44', 0],
      ['01:00:44', null, 1],
    ]);

    const callsAt = async (code: string, date: string) => {
      const station = (await fresh.get(`/referential/v1/stations?search=${code}`)).body.data.find(
        (s: { code: string }) => s.code === code,
      );
      const calls = await fresh.get(
        `/referential/v1/schedules/station-calls?stationId=${station.id}&serviceDate=${date}`,
      );
      expect(calls.status, calls.text).to.equal(200);
      return calls.body.data.map((c: Record<string, unknown>) => [
        c.arrivalTime,
        c.departureTime,
        c.scheduledTime,
        c.announcedTime,
      ]);
    };
    expect(await callsAt('SB', FIRST_MONDAY)).to.deep.equal([
      ['07:20:30', '07:21:44', '07:21:44', '07:21:44'],
    ]);
    expect(await callsAt('SC', dayAfter(FIRST_MONDAY))).to.deep.equal([
      ['01:00:44', null, '01:00:44', '01:00:44'],
    ]);

    const response = await fetch(
      `${fresh.baseUrl}/referential/v1/gtfs/feed?from=${GTFS_YEAR}-01-01&to=${GTFS_YEAR}-02-28`,
      { headers: { authorization: `Bearer ${fresh.token}` } },
    );
    const files = await unzip(Buffer.from(await response.arrayBuffer()));
    expect(
      rowsOf(files, 'stop_times.txt')
        .filter((r) => r.trip_id === 'ST1')
        .map((r) => [r.arrival_time, r.departure_time]),
    ).to.deep.equal([
      ['07:00:00', '07:00:00'],
      ['07:20:30', '07:21:44'],
      ['25:00:44', '25:00:44'],
    ]);

    // The same feed again is unchanged; one second later at one call is a change of the trip.
    const again = await imported(fresh, await feed('07:21:44'), '?feedId=SECONDS');
    expect(again.body.schedules).to.deep.equal({ created: 0, changed: 0, unchanged: 1, ended: 0 });
    const later = await imported(fresh, await feed('07:21:45'), '?feedId=SECONDS');
    expect(later.body.schedules).to.deep.equal({ created: 0, changed: 1, unchanged: 0, ended: 0 });
    expect(await callsAt('SB', FIRST_MONDAY)).to.deep.equal([
      ['07:20:30', '07:21:45', '07:21:45', '07:21:45'],
    ]);
  }).timeout(60_000);

  it('imports routes sharing a route_short_name as lines of their own, the first with the code, and again unchanged', async () => {
    // As a city's subway feed does: three shuttles, each its own route, all named S.
    const feed = await zipOf({
      ...SMALL,
      'routes.txt':
        'route_id,route_short_name,route_long_name,route_type\n' +
        'FS,S,Franklin Avenue Shuttle,1\nGS,S,42 St Shuttle,1\nH,S,Rockaway Park Shuttle,1\n',
      'trips.txt':
        'route_id,service_id,trip_id,trip_headsign\nFS,WK,SH1,Gamma\nGS,WK,SH2,Gamma\nH,WK,SH3,Gamma\n',
      'stop_times.txt':
        'trip_id,arrival_time,departure_time,stop_id,stop_sequence\n' +
        ['SH1', 'SH2', 'SH3']
          .map(
            (trip, i) =>
              `${trip},0${i + 6}:00:00,0${i + 6}:00:00,A,1\n${trip},0${i + 6}:20:00,0${i + 6}:20:00,C,2\n`,
          )
          .join(''),
    });
    const dry = await imported(fresh, feed, '?feedId=SHUTTLES&dryRun=true');
    expect(dry.status, dry.text).to.equal(200);
    const done = await imported(fresh, feed, '?feedId=SHUTTLES');
    expect(done.status, done.text).to.equal(200);
    expect(done.body.lines).to.include({ created: 3 });
    const lines = (await fresh.get('/referential/v1/lines?search=Shuttle&size=10')).body.data as {
      code: string;
      name: string;
    }[];
    const byName = new Map(lines.map((l) => [l.name, l.code]));
    expect(byName.get('Franklin Avenue Shuttle')).to.equal('S');
    expect(byName.get('42 St Shuttle')).to.match(/^S-[0-9a-f]{6}$/);
    expect(byName.get('Rockaway Park Shuttle')).to.match(/^S-[0-9a-f]{6}$/);
    expect(new Set(byName.values()).size).to.equal(3);
    const again = await imported(fresh, feed, '?feedId=SHUTTLES');
    expect(again.body.lines).to.include({ created: 0, unchanged: 3 });
  }).timeout(60_000);

  it('keeps a loop as calls by sequence, and interpolates blank times as calls that are not timepoints', async () => {
    const feed = await zipOf({
      ...SMALL,
      'stops.txt':
        'stop_id,stop_name,stop_lat,stop_lon\nLA,Loop Hub,45.3,4.3\nLB,Loop Beta,45.3,4.3\nLC,Loop Gamma,45.3,4.3\nLD,Loop Delta,45.3,4.3\n',
      'routes.txt': 'route_id,route_short_name,route_long_name,route_type\nL1,L1,Loop,3\n',
      'trips.txt': 'route_id,service_id,trip_id,trip_headsign\nL1,LWK,LT1,Loop Hub\n',
      'stop_times.txt':
        'trip_id,arrival_time,departure_time,stop_id,stop_sequence,timepoint\n' +
        'LT1,08:00:00,08:00:00,LA,10,1\nLT1,,,LB,20,\nLT1,,,LD,30,0\nLT1,08:09:30,08:10:00,LC,40,0\nLT1,08:20:30,08:20:30,LA,50,\n',
      'calendar.txt': `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nLWK,1,1,1,1,1,0,0,${SERVICE}\n`,
    });
    const done = await imported(fresh, feed, '?feedId=LOOP');
    expect(done.status, done.text).to.equal(200);
    const schedule = (await fresh.get('/referential/v1/schedules?search=LT1')).body.data[0];
    const times = await fresh.get(`/referential/v1/schedules/${schedule.id}/stop-times`);
    expect(
      times.body.calls.map((c: Record<string, unknown>) => [
        c.sequence,
        c.arrivalTime,
        c.departureTime,
        c.timepoint,
      ]),
    ).to.deep.equal([
      [1, null, '08:00', true],
      // 570 seconds from 08:00:00 to 08:09:30, shared evenly over the three steps.
      [2, '08:03:10', '08:03:10', false],
      [3, '08:06:20', '08:06:20', false],
      [4, '08:09:30', '08:10', false],
      [5, '08:20:30', null, true],
    ]);

    const hub = (await fresh.get('/referential/v1/stations?search=LA')).body.data.find(
      (s: { code: string }) => s.code === 'LA',
    );
    const calls = await fresh.get(
      `/referential/v1/schedules/station-calls?stationId=${hub.id}&serviceDate=${FIRST_MONDAY}`,
    );
    expect(calls.status, calls.text).to.equal(200);
    expect(
      calls.body.data.map((c: Record<string, unknown>) => [
        c.scheduleCode,
        c.sequence,
        c.isOrigin,
        c.isTerminus,
        c.announcedTime,
      ]),
    ).to.deep.equal([
      ['LT1', 1, true, false, '08:00'],
      ['LT1', 5, false, true, '08:20:30'],
    ]);

    const response = await fetch(
      `${fresh.baseUrl}/referential/v1/gtfs/feed?from=${GTFS_YEAR}-01-01&to=${GTFS_YEAR}-02-28`,
      { headers: { authorization: `Bearer ${fresh.token}` } },
    );
    const files = await unzip(Buffer.from(await response.arrayBuffer()));
    expect(
      rowsOf(files, 'stop_times.txt')
        .filter((r) => r.trip_id === 'LT1')
        .map((r) => [r.stop_id, r.arrival_time, r.departure_time, r.timepoint]),
    ).to.deep.equal([
      ['LA', '08:00:00', '08:00:00', '1'],
      ['LB', '08:03:10', '08:03:10', '0'],
      ['LD', '08:06:20', '08:06:20', '0'],
      ['LC', '08:09:30', '08:10:00', '0'],
      ['LA', '08:20:30', '08:20:30', '1'],
    ]);

    const again = await imported(fresh, feed, '?feedId=LOOP');
    expect(again.body.schedules).to.deep.equal({ created: 0, changed: 0, unchanged: 1, ended: 0 });
  }).timeout(60_000);

  it('runs a trip of frequencies.txt as one trip per departure, estimated ones not timepoints', async () => {
    const feed = await zipOf({
      ...SMALL,
      'stops.txt': 'stop_id,stop_name,stop_lat,stop_lon\nFA,Freq Alpha,45.3,4.3\nFB,Freq Beta,45.3,4.3\n',
      'routes.txt': 'route_id,route_short_name,route_long_name,route_type\nF1,F1,Frequent,3\n',
      'trips.txt': 'route_id,service_id,trip_id,trip_headsign\nF1,FWK,FT1,Freq Beta\n',
      'stop_times.txt':
        'trip_id,arrival_time,departure_time,stop_id,stop_sequence\nFT1,00:00:00,00:00:00,FA,1\nFT1,00:12:30,00:12:30,FB,2\n',
      'frequencies.txt':
        'trip_id,start_time,end_time,headway_secs,exact_times\nFT1,06:00:00,07:00:00,1200,1\nFT1,07:00:00,07:30:00,900,0\n',
      'calendar.txt': `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nFWK,1,1,1,1,1,0,0,${SERVICE}\n`,
    });
    const done = await imported(fresh, feed, '?feedId=FREQ');
    expect(done.status, done.text).to.equal(200);
    expect(done.body.schedules, JSON.stringify(done.body.records)).to.deep.equal({
      created: 5,
      changed: 0,
      unchanged: 0,
      ended: 0,
    });
    const station = (await fresh.get('/referential/v1/stations?search=FB')).body.data.find(
      (s: { code: string }) => s.code === 'FB',
    );
    const calls = await fresh.get(
      `/referential/v1/schedules/station-calls?stationId=${station.id}&serviceDate=${FIRST_MONDAY}`,
    );
    expect(
      calls.body.data.map((c: { scheduleCode: string; announcedTime: string }) => [
        c.scheduleCode,
        c.announcedTime,
      ]),
    ).to.deep.equal([
      ['FT1-060000', '06:12:30'],
      ['FT1-062000', '06:32:30'],
      ['FT1-064000', '06:52:30'],
      ['FT1-070000', '07:12:30'],
      ['FT1-071500', '07:27:30'],
    ]);
    const response = await fetch(
      `${fresh.baseUrl}/referential/v1/gtfs/feed?from=${GTFS_YEAR}-01-01&to=${GTFS_YEAR}-02-28`,
      { headers: { authorization: `Bearer ${fresh.token}` } },
    );
    const rows = rowsOf(await unzip(Buffer.from(await response.arrayBuffer())), 'stop_times.txt');
    expect(
      rows
        .filter((r) => (r.trip_id ?? '').startsWith('FT1-07'))
        .map((r) => [r.trip_id, r.departure_time, r.timepoint]),
    ).to.deep.equal([
      ['FT1-070000', '07:00:00', '0'],
      ['FT1-070000', '07:12:30', '0'],
      ['FT1-071500', '07:15:00', '0'],
      ['FT1-071500', '07:27:30', '0'],
    ]);
    expect(rows.filter((r) => r.trip_id === 'FT1-060000').map((r) => r.timepoint)).to.deep.equal(['1', '1']);
  }).timeout(60_000);

  it('lists what it does not keep as warnings with codes, counts and first lines; reads a BOM, CRLF and quoted line ends', async () => {
    const feed = await zipOf({
      ...SMALL,
      // A byte order mark, CRLF line ends and a name running over two lines, quoted.
      'stops.txt':
        '\uFEFFstop_id,stop_name,stop_lat,stop_lon,wheelchair_boarding\r\nWA,"Warn\r\nAlpha",45.3,4.3,1\r\nWB,Warn Beta,45.3,4.3,\r\n',
      'routes.txt': 'route_id,route_short_name,route_long_name,route_type\nW1,W1,Warned,3\n',
      'trips.txt':
        'route_id,service_id,trip_id,trip_headsign,block_id,shape_id,wheelchair_accessible\n' +
        'W1,WWK,WT1,Warn Beta,B1,S1,1\nW1,WWK,WT2,Warn Beta,B1,S1,\n',
      'stop_times.txt':
        'trip_id,arrival_time,departure_time,stop_id,stop_sequence,pickup_type\n' +
        'WT1,07:00:00,07:00:00,WA,1,0\nWT1,07:10:00,07:10:00,WB,2,1\nWT2,08:00:00,08:00:00,WA,1,\nWT2,08:10:00,08:10:00,WB,2,1\n',
      'calendar.txt': `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nWWK,1,1,1,1,1,0,0,${SERVICE}\nIDLE,0,0,0,0,0,1,1,${SERVICE}\n`,
      'shapes.txt':
        'shape_id,shape_pt_lat,shape_pt_lon,shape_pt_sequence\nS1,45.1,4.1,1\nS1,45.2,4.2,2\nS1,45.3,4.3,3\n',
      'transfers.txt': 'from_stop_id,to_stop_id,transfer_type\nWA,WB,2\n',
      'notes.txt': 'anything\n',
    });
    const done = await imported(fresh, feed, '?feedId=WARN&dryRun=true');
    expect(done.status, done.text).to.equal(200);
    const warnings = (done.body.warnings as Record<string, unknown>[]).map((w) =>
      [w.code, w.file, w.line, w.field, w.count].join(' '),
    );
    expect(warnings.sort()).to.deep.equal(
      [
        // wheelchair_accessible and pickup_type (ADR 0076), a station's wheelchair_boarding
        // (ADR 0083) are kept: no warning.
        'field_not_kept trips.txt 2 block_id 2',
        'field_not_kept trips.txt 2 shape_id 2',
        'file_not_kept shapes.txt   3',
        'file_not_kept transfers.txt   1',
        'unknown_file notes.txt   1',
        'unused_service calendar.txt 3 service_id 1',
      ].sort(),
    );
    const station = done.body.records.find((r: { externalId: string }) => r.externalId === 'WA');
    expect(station).to.include({ kind: 'station', code: 'WA', state: 'created' });
    const applied = await imported(fresh, feed, '?feedId=WARN');
    expect(applied.status, applied.text).to.equal(200);
    const alpha = (await fresh.get('/referential/v1/stations?search=WA')).body.data.find(
      (s: { code: string }) => s.code === 'WA',
    );
    expect(alpha.name).to.equal('Warn\r\nAlpha');
  }).timeout(60_000);

  it('imports a trip leaving after midnight on its service day, and exports it as it came', async () => {
    const feed = await zipOf({
      ...SMALL,
      'stops.txt': 'stop_id,stop_name,stop_lat,stop_lon\nNA,Night Alpha,45.3,4.3\nNB,Night Beta,45.3,4.3\n',
      'routes.txt': 'route_id,route_short_name,route_long_name,route_type\nN1,N1,Night,3\n',
      'trips.txt': 'route_id,service_id,trip_id,trip_headsign\nN1,NWK,NT1,Night Beta\n',
      'stop_times.txt':
        'trip_id,arrival_time,departure_time,stop_id,stop_sequence\nNT1,24:30:00,24:30:00,NA,1\nNT1,25:10:00,25:10:00,NB,2\n',
      'calendar.txt': `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nNWK,1,1,1,1,1,0,0,${SERVICE}\n`,
    });
    const done = await imported(fresh, feed, '?feedId=NIGHT');
    expect(done.status, done.text).to.equal(200);
    const station = (await fresh.get('/referential/v1/stations?search=NA')).body.data.find(
      (s: { code: string }) => s.code === 'NA',
    );
    // Friday is a service day: the trip calls on Saturday at 00:30; on Friday, Thursday's trip calls.
    const friday = addDays(FIRST_MONDAY, 4);
    const on = async (date: string) =>
      (
        await fresh.get(`/referential/v1/schedules/station-calls?stationId=${station.id}&serviceDate=${date}`)
      ).body.data.map((c: { scheduleCode: string; announcedTime: string; originServiceDate: string }) => [
        c.scheduleCode,
        c.announcedTime,
        c.originServiceDate,
      ]);
    expect(await on(dayAfter(friday))).to.deep.equal([['NT1', '00:30', friday]]);
    expect(await on(friday)).to.deep.equal([['NT1', '00:30', addDays(friday, -1)]]);
    expect(await on(FIRST_MONDAY)).to.deep.equal([]);

    const response = await fetch(
      `${fresh.baseUrl}/referential/v1/gtfs/feed?from=${GTFS_YEAR}-01-01&to=${GTFS_YEAR}-02-28`,
      {
        headers: { authorization: `Bearer ${fresh.token}` },
      },
    );
    const files = await unzip(Buffer.from(await response.arrayBuffer()));
    expect(
      rowsOf(files, 'stop_times.txt')
        .filter((r) => r.trip_id === 'NT1')
        .map((r) => [r.arrival_time, r.departure_time, r.stop_id]),
    ).to.deep.equal([
      ['24:30:00', '24:30:00', 'NA'],
      ['25:10:00', '25:10:00', 'NB'],
    ]);
  }).timeout(60_000);

  it('keeps a headsign holding a comma, quotes and backslashes as the feed writes it', async () => {
    // Next year's January: every day is still to come, whenever the test runs.
    const year = new Date().getUTCFullYear() + 1;
    const headsign = 'C:\\N "Centre", quai \\t2';
    const feed = await zipOf({
      ...SMALL,
      'stops.txt': 'stop_id,stop_name,stop_lat,stop_lon\nQA,Quoted Alpha,45.3,4.3\nQB,Quoted Beta,45.3,4.3\n',
      'routes.txt': 'route_id,route_short_name,route_long_name,route_type\nQ1,Q1,Quoted,3\n',
      'trips.txt': `route_id,service_id,trip_id,trip_headsign\nQ1,QWK,QT1,"${headsign.replaceAll('"', '""')}"\n`,
      'stop_times.txt':
        'trip_id,arrival_time,departure_time,stop_id,stop_sequence\nQT1,08:00:00,08:00:00,QA,1\nQT1,08:30:00,08:30:00,QB,2\n',
      'calendar.txt': `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nQWK,1,1,1,1,1,0,0,${year}0104,${year}0129\n`,
    });
    const done = await imported(fresh, feed, '?feedId=QUOTED');
    expect(done.status, done.text).to.equal(200);
    expect(done.body.destinations).to.deep.equal({ created: 1, changed: 0, unchanged: 0, ended: 0 });
    const found = await fresh.get('/referential/v1/destinations?search=quai');
    expect(found.body.data.map((d: { name: string }) => d.name)).to.include(headsign);
  }).timeout(60_000);

  it('names a trip without a headsign after its last call, and its itinerary from its first call to its last', async () => {
    // The file lists the calls out of their order: the first and last are found by stop_sequence.
    const feed = await zipOf({
      ...SMALL,
      'stops.txt':
        'stop_id,stop_name,stop_lat,stop_lon\nEA,Ends Alpha,45.3,4.3\nEB,Ends Beta,45.3,4.3\nEC,Ends Gamma,45.3,4.3\n',
      'routes.txt': 'route_id,route_short_name,route_long_name,route_type\nE1,E1,Ends,3\n',
      'trips.txt': 'route_id,service_id,trip_id,trip_headsign\nE1,EWK,ET1,\n',
      'stop_times.txt':
        'trip_id,arrival_time,departure_time,stop_id,stop_sequence\n' +
        'ET1,08:20:00,08:20:00,EC,30\nET1,08:00:00,08:00:00,EA,10\nET1,08:10:00,08:10:00,EB,20\n',
      'calendar.txt': `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nEWK,1,1,1,1,1,0,0,${SERVICE}\n`,
    });
    const done = await imported(fresh, feed, '?feedId=ENDS');
    expect(done.status, done.text).to.equal(200);
    const destinations = (await fresh.get('/referential/v1/destinations?search=Ends')).body.data;
    expect(destinations.map((d: { name: string }) => d.name)).to.deep.equal(['Ends Gamma']);
    const line = (await fresh.get('/referential/v1/lines?search=Ends')).body.data[0];
    const itineraries = (await fresh.get(`/referential/v1/lines/${line.id}/itineraries`)).body.data;
    expect(itineraries.map((i: { name: string }) => i.name)).to.deep.equal(['Ends Alpha - Ends Gamma']);
  }).timeout(60_000);

  describe('refuses a bad feed with the file, line and field, writing nothing', () => {
    /** Refused, naming `field` with the code of what is wrong there. */
    const refused = async (archive: Buffer, field: string, code: string) => {
      const before = await stationCount(fresh);
      const problem = expectProblem(await imported(fresh, archive, '?feedId=BAD'), 422, 'gtfs-feed-invalid');
      expect(problem.errors?.map((e) => e.field)).to.include(field);
      expect(
        (problem.errors as { field: string; code?: string }[]).find((e) => e.field === field)?.code,
      ).to.equal(code);
      expect(await stationCount(fresh)).to.equal(before);
      return problem;
    };

    it('a body that is not a zip archive', async () => {
      await refused(Buffer.from('stop_id,stop_name\nA,Alpha\n'), 'feed', 'archive_invalid');
    });

    it('a feed without stop_times.txt', async () => {
      const { ['stop_times.txt']: _, ...rest } = SMALL;
      await refused(
        await zipOf({ ...rest, 'stops.txt': 'stop_id,stop_name\nNEW1,New\n' }),
        'stop_times.txt',
        'file_missing',
      );
    });

    it('a stop time at a stop the feed does not define', async () => {
      const problem = await refused(
        await zipOf({
          ...SMALL,
          'stops.txt': `${SMALL['stops.txt']}NEW2,New two,,\n`,
          'stop_times.txt': SMALL['stop_times.txt'].replace('07:20:00,07:21:00,B', '07:20:00,07:21:00,Z'),
        }),
        'stop_times.txt:3:stop_id',
        'stop_unknown',
      );
      expect(problem.detail).to.match(/stop Z is not defined in stops.txt/);
    });

    it('times that run backwards along a trip', async () => {
      await refused(
        await zipOf({
          ...SMALL,
          'stops.txt': `${SMALL['stops.txt']}NEW3,New three,,\n`,
          'stop_times.txt': SMALL['stop_times.txt'].replace('07:40:00,07:40:00', '07:10:00,07:10:00'),
        }),
        'stop_times.txt:4:arrival_time',
        'time_backwards',
      );
    });

    it('a stop_sequence given twice in a trip, with every time given and with a blank one', async () => {
      const twice = SMALL['stop_times.txt'].replace('07:40:00,07:40:00,C,3', '07:40:00,07:40:00,C,2');
      const problem = await refused(
        await zipOf({ ...SMALL, 'stop_times.txt': twice }),
        'stop_times.txt:4:stop_sequence',
        'sequence_duplicate',
      );
      expect(problem.detail).to.match(/trip T1 has stop_sequence 2 twice/);
      await refused(
        await zipOf({
          ...SMALL,
          'stop_times.txt': `${twice}T1,,,A,4\nT1,08:00:00,08:00:00,B,5\n`,
        }),
        'stop_times.txt:4:stop_sequence',
        'sequence_duplicate',
      );
    });

    it('a sequence given twice and times running backwards, the same whether a stop time elsewhere is blank or not', async () => {
      // T1: stop_sequence 2 twice (line 4), then an arrival before the departure before it (line
      // 5) and a departure before its own arrival (line 6). Every time given, the order checks
      // take one sort of the stop times (ADR 0154); with a blank stop time in another trip, the
      // checks that pass blank ones over. Both name the same faults, in the same words.
      const times =
        'T1,07:00:00,07:00:00,A,1\nT1,07:20:00,07:21:00,B,2\nT1,07:30:00,07:30:00,C,2\n' +
        'T1,07:25:00,07:50:00,A,3\nT1,08:10:00,08:00:00,B,4\n';
      const header = 'trip_id,arrival_time,departure_time,stop_id,stop_sequence\n';
      const faults = async (files: Record<string, string>) =>
        expectProblem(await imported(fresh, await zipOf(files), '?feedId=BAD'), 422, 'gtfs-feed-invalid')
          .errors as { field: string; code: string; message: string }[];
      const timed = await faults({ ...SMALL, 'stop_times.txt': header + times });
      const expected = [
        {
          field: 'stop_times.txt:4:stop_sequence',
          code: 'sequence_duplicate',
          message: 'trip T1 has stop_sequence 2 twice',
        },
        {
          field: 'stop_times.txt:5:arrival_time',
          code: 'time_backwards',
          message: 'trip T1 runs backwards: 07:25:00 comes after 07:30:00',
        },
        {
          field: 'stop_times.txt:6:departure_time',
          code: 'time_backwards',
          message: 'trip T1 runs backwards: 08:00:00 comes after 08:10:00',
        },
      ];
      expect(timed.map(({ field, code, message }) => ({ field, code, message }))).to.deep.equal(expected);
      const withBlank = await faults({
        ...SMALL,
        'trips.txt': `${SMALL['trips.txt']}R1,WK,T2,Gamma\n`,
        'stop_times.txt': `${header}${times}T2,07:00:00,07:00:00,A,1\nT2,,,B,2\nT2,07:40:00,07:40:00,C,3\n`,
      });
      expect(withBlank.map(({ field, code, message }) => ({ field, code, message }))).to.deep.equal(expected);
    });

    it('a trip without a time at its first stop, which nothing can be interpolated from', async () => {
      const problem = await refused(
        await zipOf({
          ...SMALL,
          'stop_times.txt': SMALL['stop_times.txt'].replace('07:00:00,07:00:00', ','),
        }),
        'stop_times.txt:2:arrival_time',
        'time_missing',
      );
      expect(problem.detail).to.match(/trip T1 has no time at its first stop/);
    });

    it('a timepoint that is neither 0 nor 1', async () => {
      await refused(
        await zipOf({
          ...SMALL,
          'stop_times.txt':
            'trip_id,arrival_time,departure_time,stop_id,stop_sequence,timepoint\n' +
            'T1,07:00:00,07:00:00,A,1,1\nT1,07:20:00,07:21:00,B,2,yes\nT1,07:40:00,07:40:00,C,3,1\n',
        }),
        'stop_times.txt:3:timepoint',
        'value_invalid',
      );
    });

    it('a frequency of a trip the feed does not define', async () => {
      await refused(
        await zipOf({
          ...SMALL,
          'frequencies.txt': 'trip_id,start_time,end_time,headway_secs\nT9,06:00:00,07:00:00,600\n',
        }),
        'frequencies.txt:2:trip_id',
        'trip_unknown',
      );
    });

    it('a route naming an agency the feed does not define', async () => {
      await refused(
        await zipOf({
          ...SMALL,
          'agency.txt':
            'agency_id,agency_name,agency_url,agency_timezone\nA1,One,https://one.example,Europe/Paris\n',
          'routes.txt':
            'route_id,agency_id,route_short_name,route_long_name,route_type\nR1,A2,R1,Alpha - Gamma,3\n',
        }),
        'routes.txt:2:agency_id',
        'agency_unknown',
      );
    });

    it('a text holding the NUL character, which the registry cannot keep', async () => {
      const problem = await refused(
        await zipOf({
          ...SMALL,
          'trips.txt': SMALL['trips.txt'].replace('Gamma', 'Gam\u0000ma'),
        }),
        'trips.txt:2:trip_headsign',
        'nul_character',
      );
      expect(problem.detail).to.match(/NUL character/);
    });

    it('a stop_sequence beyond what the registry reads', async () => {
      const problem = await refused(
        await zipOf({
          ...SMALL,
          'stop_times.txt': SMALL['stop_times.txt'].replace('B,2', 'B,99999999999'),
        }),
        'stop_times.txt:3:stop_sequence',
        'number_invalid',
      );
      expect(problem.detail).to.match(/99999999999 is above 2147483647/);
    });

    it('a stop time far into a long file, named by its line', async () => {
      // 12,001 lines: the file is read and staged in many pieces, its lines counted across them.
      const trips = Array.from({ length: 4000 }, (_, i) => `R1,WK,L${i}`);
      const times = trips.flatMap((_, i) => [
        `L${i},07:00:00,07:00:00,A,1`,
        `L${i},07:20:00,07:20:00,${i === 3333 ? 'Z' : 'B'},2`,
        `L${i},07:40:00,07:40:00,C,3`,
      ]);
      const problem = await refused(
        await zipOf({
          ...SMALL,
          'trips.txt': `route_id,service_id,trip_id\n${trips.join('\n')}\n`,
          'stop_times.txt': `trip_id,arrival_time,departure_time,stop_id,stop_sequence\n${times.join('\n')}\n`,
        }),
        'stop_times.txt:10002:stop_id',
        'stop_unknown',
      );
      expect(problem.errors).to.have.length(1);
    });

    it('an archive whose stop_times.txt is damaged', async () => {
      const times = Array.from(
        { length: 20_000 },
        (_, i) =>
          `T${i},07:${String(i % 60).padStart(2, '0')}:00,07:${String(i % 60).padStart(2, '0')}:00,A,${i}`,
      );
      const archive = await zipOf({
        ...SMALL,
        'stop_times.txt': `trip_id,arrival_time,departure_time,stop_id,stop_sequence\n${times.join('\n')}\n`,
      });
      // Bytes near the start of the compressed entry overwritten: it no longer inflates.
      const at = archive.indexOf('stop_times.txt') + 300;
      archive.fill(0xff, at, at + 64);
      const problem = await refused(archive, 'feed', 'archive_invalid');
      expect(problem.errors?.find((e) => e.field === 'feed')?.message).to.equal(
        'is not a readable zip archive',
      );
    });

    it('a calendar whose range runs backwards', async () => {
      await refused(
        await zipOf({
          ...SMALL,
          'calendar.txt': SMALL['calendar.txt'].replace(SERVICE, BACKWARDS),
        }),
        'calendar.txt:2:end_date',
        'date_range_invalid',
      );
    });
  });
});
