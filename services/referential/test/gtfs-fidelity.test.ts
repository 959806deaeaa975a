import { expect } from 'chai';
import { addDays } from '@transport/platform';
import {
  expectProblem,
  weekdayOnOrAfter,
  type ApiClient,
  type TestService,
} from '@transport/platform/testing';
import { startReferential } from './fixtures.ts';
import { GTFS_STAFF, GTFS_YEAR, gtfsDate } from './gtfs-fixtures.ts';
import { imported, rowsOf, unzip, zipOf } from './gtfs-reader.ts';

/** What a feed says beyond the timetable, kept by the import and written back by the export. */
const MONDAY = weekdayOnOrAfter(`${GTFS_YEAR}-02-01`, 'MON');
const LAST = addDays(MONDAY, 13);
const CALENDAR = `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nFWK,1,1,1,1,1,0,0,${gtfsDate(MONDAY)},${gtfsDate(LAST)}\n`;
const STOPS = 'stop_id,stop_name,stop_lat,stop_lon\nFA,Fidelity A,45.1,4.1\nFB,Fidelity B,45.2,4.2\n';

/** A feed of one trip per route, each route of its `route_type`. */
const feedOf = (routeTypes: Record<string, string>) =>
  zipOf({
    'stops.txt': STOPS,
    'routes.txt': `route_id,route_short_name,route_long_name,route_type\n${Object.entries(routeTypes)
      .map(([route, type]) => `${route},${route},Line ${route},${type}\n`)
      .join('')}`,
    'trips.txt': `route_id,service_id,trip_id,trip_headsign\n${Object.keys(routeTypes)
      .map((route) => `${route},FWK,${route}-T,Fidelity B\n`)
      .join('')}`,
    'stop_times.txt': `trip_id,arrival_time,departure_time,stop_id,stop_sequence\n${Object.keys(routeTypes)
      .map((route) => `${route}-T,07:00:00,07:00:00,FA,1\n${route}-T,07:20:00,07:20:00,FB,2\n`)
      .join('')}`,
    'calendar.txt': CALENDAR,
  });

describe('GTFS fidelity: what a feed says is kept and written back', () => {
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

  const exportedFiles = async () => {
    const response = await fetch(`${staff.baseUrl}/referential/v1/gtfs/feed?from=${MONDAY}&to=${LAST}`, {
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(response.status).to.equal(200);
    return unzip(Buffer.from(await response.arrayBuffer()));
  };
  /** The line the feed's route became (named by the import's report), read from the registry. */
  const lineOf = async (answer: { body: { records: unknown[] } }, routeId: string) => {
    const record = (answer.body.records as { kind: string; externalId: string; recordId: string }[]).find(
      (r) => r.kind === 'line' && r.externalId === routeId,
    );
    expect(record, `the line of route ${routeId}`).to.not.equal(undefined);
    const line = await staff.get(`/referential/v1/lines/${record?.recordId}`);
    expect(line.status, line.text).to.equal(200);
    return line.body as { code: string; transportMode: string };
  };
  const linesCoded = async (code: string) => {
    const found = await staff.get(`/referential/v1/lines?search=${code}`);
    expect(found.status, found.text).to.equal(200);
    return (found.body.data as { code: string }[]).filter((l) => l.code.startsWith(code));
  };

  it("keeps each route's route_type as its line's transport mode, the extended types as their family, and writes them back", async () => {
    const types = {
      FTRAM: '0',
      FMETRO: '1',
      FRAIL: '2',
      FBUS: '3',
      FBOAT: '4',
      FTROLLEY: '11',
      FMONO: '12',
      FIC: '102',
      FCOACH: '200',
      FUNDER: '401',
      FNIGHT: '705',
      FAIR: '1100',
    };
    const answer = await imported(staff, await feedOf(types), '?feedId=FMODES');
    expect(answer.status, answer.text).to.equal(200);
    const modes: Record<string, string> = {};
    for (const route of Object.keys(types)) modes[route] = (await lineOf(answer, route)).transportMode;
    expect(modes).to.deep.equal({
      FTRAM: 'TRAM',
      FMETRO: 'SUBWAY',
      FRAIL: 'RAIL',
      FBUS: 'BUS',
      FBOAT: 'FERRY',
      FTROLLEY: 'TROLLEYBUS',
      FMONO: 'MONORAIL',
      FIC: 'RAIL',
      FCOACH: 'COACH',
      FUNDER: 'SUBWAY',
      FNIGHT: 'BUS',
      FAIR: 'OTHER',
    });
    // Air is no mode of the registry: a warning names its line and value, not a bus in silence.
    expect(answer.body.warnings).to.deep.include({
      code: 'route_type_not_kept',
      file: 'routes.txt',
      line: 13,
      field: 'route_type',
      count: 1,
      message: 'route_type 1100 is no transport mode the registry holds; the line is kept as OTHER',
    });
    expect(
      (answer.body.warnings as { field: string | null }[]).filter((w) => w.field === 'route_type'),
    ).to.have.lengthOf(1);

    const routes = rowsOf(await exportedFiles(), 'routes.txt');
    const exportedType = Object.fromEntries(routes.map((r) => [r.route_id, r.route_type]));
    expect(Object.fromEntries(Object.keys(types).map((route) => [route, exportedType[route]]))).to.deep.equal(
      {
        FTRAM: '0',
        FMETRO: '1',
        FRAIL: '2',
        FBUS: '3',
        FBOAT: '4',
        FTROLLEY: '11',
        FMONO: '12',
        FIC: '2',
        FCOACH: '200',
        FUNDER: '1',
        FNIGHT: '3',
        FAIR: '1700',
      },
    );
  }).timeout(60_000);

  it('changes the mode of a line when the next version of its feed changes the route_type, and says so in the dry run', async () => {
    const first = await imported(staff, await feedOf({ FSHIFT: '3' }), '?feedId=FSHIFT');
    expect(first.status, first.text).to.equal(200);
    expect((await lineOf(first, 'FSHIFT')).transportMode).to.equal('BUS');
    const dry = await imported(staff, await feedOf({ FSHIFT: '900' }), '?feedId=FSHIFT&dryRun=true');
    expect(dry.status, dry.text).to.equal(200);
    const change = (dry.body.records as { kind: string; changes?: { field: string }[] }[]).find(
      (r) => r.kind === 'line',
    );
    expect(change?.changes?.map((c) => c.field)).to.deep.equal(['transportMode']);
    expect((await lineOf(first, 'FSHIFT')).transportMode, 'a dry run writes nothing').to.equal('BUS');
    const second = await imported(staff, await feedOf({ FSHIFT: '900' }), '?feedId=FSHIFT');
    expect(second.status, second.text).to.equal(200);
    expect((await lineOf(second, 'FSHIFT')).transportMode).to.equal('TRAM');
  }).timeout(60_000);

  it('keeps wheelchair_accessible, bikes_allowed, pickup_type and drop_off_type, shows their changes in the dry run, and writes them back', async () => {
    const boardingFeed = (
      fields: { wheelchair: string; pickup: string },
      overrides: Record<string, string> = {},
    ) =>
      zipOf({
        'stops.txt': STOPS,
        'routes.txt': 'route_id,route_short_name,route_long_name,route_type\nFBRD,FBRD,Boarding line,3\n',
        'trips.txt': `route_id,service_id,trip_id,trip_headsign,wheelchair_accessible,bikes_allowed\nFBRD,FWK,FBRD-1,Fidelity B,${fields.wheelchair},2\nFBRD,FWK,FBRD-2,Fidelity B,,\n`,
        // FBRD-1: no alighting where it starts, no boarding where it ends; FBRD-2 on request.
        'stop_times.txt':
          'trip_id,arrival_time,departure_time,stop_id,stop_sequence,pickup_type,drop_off_type\n' +
          'FBRD-1,07:00:00,07:00:00,FA,1,0,1\nFBRD-1,07:20:00,07:20:00,FB,2,1,0\n' +
          `FBRD-2,08:00:00,08:00:00,FA,1,${fields.pickup},3\nFBRD-2,08:20:00,08:20:00,FB,2,,\n`,
        'calendar.txt': CALENDAR,
        ...overrides,
      });
    const first = await imported(staff, await boardingFeed({ wheelchair: '1', pickup: '2' }), '?feedId=FBRD');
    expect(first.status, first.text).to.equal(200);
    const notKept = (first.body.warnings as { code: string; field: string }[])
      .filter((w) => w.code === 'field_not_kept')
      .map((w) => w.field);
    for (const field of ['wheelchair_accessible', 'bikes_allowed', 'pickup_type', 'drop_off_type'])
      expect(notKept).to.not.include(field);
    const scheduleOf = (answer: typeof first, trip: string) =>
      (answer.body.records as { kind: string; externalId: string; recordId: string }[]).find(
        (r) => r.kind === 'schedule' && r.externalId === trip,
      )?.recordId as string;
    const schedule = async (trip: string) => {
      const read = await staff.get(`/referential/v1/schedules/${scheduleOf(first, trip)}`);
      const times = await staff.get(`/referential/v1/schedules/${scheduleOf(first, trip)}/stop-times`);
      expect(times.status, times.text).to.equal(200);
      return {
        fields: [read.body.wheelchairAccessible, read.body.bikesAllowed, read.body.activeRevision],
        boarding: (times.body.calls as { pickupType: string; dropOffType: string }[]).map((c) => [
          c.pickupType,
          c.dropOffType,
        ]),
      };
    };
    expect(await schedule('FBRD-1')).to.deep.equal({
      fields: ['ACCESSIBLE', 'NOT_ALLOWED', 1],
      boarding: [
        ['REGULAR', 'NONE'],
        ['NONE', 'REGULAR'],
      ],
    });
    expect(await schedule('FBRD-2')).to.deep.equal({
      fields: ['UNKNOWN', 'UNKNOWN', 1],
      boarding: [
        ['PHONE_AGENCY', 'COORDINATE_WITH_DRIVER'],
        ['REGULAR', 'REGULAR'],
      ],
    });
    const files = await exportedFiles();
    const trips = rowsOf(files, 'trips.txt').filter((t) => t.trip_id?.startsWith('FBRD'));
    expect(trips.map((t) => [t.trip_id, t.wheelchair_accessible, t.bikes_allowed])).to.deep.equal([
      ['FBRD-1', '1', '2'],
      ['FBRD-2', '0', '0'],
    ]);
    const calls = rowsOf(files, 'stop_times.txt').filter((t) => t.trip_id?.startsWith('FBRD'));
    expect(calls.map((t) => [t.trip_id, t.pickup_type, t.drop_off_type])).to.deep.equal([
      ['FBRD-1', '0', '1'],
      ['FBRD-1', '1', '0'],
      ['FBRD-2', '2', '3'],
      ['FBRD-2', '0', '0'],
    ]);

    // The next version: FBRD-1 no longer takes a wheelchair, FBRD-2 boards as usual at FA.
    const next = await boardingFeed({ wheelchair: '2', pickup: '0' });
    const dry = await imported(staff, next, '?feedId=FBRD&dryRun=true');
    expect(dry.status, dry.text).to.equal(200);
    const changes = (trip: string) =>
      (dry.body.records as { kind: string; externalId: string; changes?: { field: string }[] }[]).find(
        (r) => r.kind === 'schedule' && r.externalId === trip,
      )?.changes;
    expect(changes('FBRD-1')).to.deep.equal([
      { field: 'wheelchairAccessible', from: 'ACCESSIBLE', to: 'NOT_ACCESSIBLE' },
    ]);
    expect(changes('FBRD-2')).to.deep.equal([{ field: 'stopTimes', from: 'other', to: 'as the feed' }]);
    expect((await schedule('FBRD-1')).fields, 'a dry run writes nothing').to.deep.equal([
      'ACCESSIBLE',
      'NOT_ALLOWED',
      1,
    ]);
    const second = await imported(staff, next, '?feedId=FBRD');
    expect(second.status, second.text).to.equal(200);
    // The schedule's own field changes in place; the boarding of a call is a new revision.
    expect((await schedule('FBRD-1')).fields).to.deep.equal(['NOT_ACCESSIBLE', 'NOT_ALLOWED', 1]);
    expect(await schedule('FBRD-2')).to.deep.equal({
      fields: ['UNKNOWN', 'UNKNOWN', 2],
      boarding: [
        ['REGULAR', 'COORDINATE_WITH_DRIVER'],
        ['REGULAR', 'REGULAR'],
      ],
    });
    const again = await imported(staff, next, '?feedId=FBRD&dryRun=true');
    expect(again.body.schedules).to.deep.include({ changed: 0, unchanged: 2 });

    // A value GTFS does not define is refused, naming its file, line and field.
    const bad = expectProblem(
      await imported(staff, await boardingFeed({ wheelchair: '3', pickup: '4' }), '?feedId=FBRDBAD'),
      422,
      'gtfs-feed-invalid',
    );
    const complaints = (bad.errors ?? []) as { field: string; code?: string }[];
    expect(complaints.map((e) => [e.field, e.code])).to.deep.equal([
      ['trips.txt:2:wheelchair_accessible', 'value_invalid'],
      ['stop_times.txt:4:pickup_type', 'value_invalid'],
    ]);
  }).timeout(90_000);

  it("keeps a station's wheelchair_boarding, shows its change in the dry run, writes it back", async () => {
    // FWA takes wheelchairs, FWN does not, FWU says nothing; FWP is a station with a platform
    // (a bay) saying nothing of its own.
    const wheelchairFeed = (accessible: string) =>
      zipOf({
        'stops.txt':
          'stop_id,stop_name,stop_lat,stop_lon,location_type,parent_station,platform_code,wheelchair_boarding\n' +
          `FWA,Wheelchair A,45.1,4.1,0,,,${accessible}\nFWN,Wheelchair N,45.2,4.2,0,,,2\nFWU,Wheelchair U,45.3,4.3,0,,,\n` +
          'FWP,Wheelchair P,45.4,4.4,1,,,1\nFWP-1,Wheelchair P 1,45.4,4.4,0,FWP,1,\n',
        'routes.txt': 'route_id,route_short_name,route_long_name,route_type\nFWHL,FWHL,Wheelchair line,3\n',
        'trips.txt': 'route_id,service_id,trip_id,trip_headsign\nFWHL,FWK,FWHL-1,Wheelchair P\n',
        'stop_times.txt':
          'trip_id,arrival_time,departure_time,stop_id,stop_sequence\n' +
          'FWHL-1,07:00:00,07:00:00,FWA,1\nFWHL-1,07:10:00,07:10:00,FWN,2\n' +
          'FWHL-1,07:20:00,07:20:00,FWU,3\nFWHL-1,07:30:00,07:30:00,FWP-1,4\n',
        'calendar.txt': CALENDAR,
      });
    const first = await imported(staff, await wheelchairFeed('1'), '?feedId=FWHL');
    expect(first.status, first.text).to.equal(200);
    const warnings = (first.body.warnings as { code: string; file: string; field: string; line: number }[])
      .filter((w) => w.field === 'wheelchair_boarding')
      .map((w) => [w.code, w.file, w.line]);
    expect(warnings, 'every value kept').to.deep.equal([]);
    const stationOf = (answer: typeof first, stop: string) =>
      (answer.body.records as { kind: string; externalId: string; recordId: string }[]).find(
        (r) => r.kind === 'station' && r.externalId === stop,
      )?.recordId as string;
    const marks = async () => {
      const read: string[] = [];
      for (const stop of ['FWA', 'FWN', 'FWU', 'FWP']) {
        const station = await staff.get(`/referential/v1/stations/${stationOf(first, stop)}`);
        expect(station.status, station.text).to.equal(200);
        read.push(station.body.wheelchairBoarding);
      }
      return read;
    };
    expect(await marks()).to.deep.equal(['ACCESSIBLE', 'NOT_ACCESSIBLE', 'UNKNOWN', 'ACCESSIBLE']);

    const stops = rowsOf(await exportedFiles(), 'stops.txt').filter((s) => s.stop_id?.startsWith('FW'));
    expect(stops.map((s) => [s.stop_id, s.wheelchair_boarding])).to.deep.equal([
      ['FWA', '1'],
      ['FWN', '2'],
      ['FWP', '1'],
      // The bay's stop says nothing: a reader takes its station's.
      ['FWP:1', ''],
      ['FWU', '0'],
    ]);

    // The next version: FWA no longer takes a wheelchair.
    const next = await wheelchairFeed('2');
    const dry = await imported(staff, next, '?feedId=FWHL&dryRun=true');
    expect(dry.status, dry.text).to.equal(200);
    const changed = (
      dry.body.records as { kind: string; externalId: string; state: string; changes?: unknown[] }[]
    )
      .filter((r) => r.kind === 'station' && r.state !== 'unchanged')
      .map((r) => [r.externalId, r.state, r.changes]);
    expect(changed).to.deep.equal([
      ['FWA', 'changed', [{ field: 'wheelchairBoarding', from: 'ACCESSIBLE', to: 'NOT_ACCESSIBLE' }]],
    ]);
    expect((await marks())[0], 'a dry run writes nothing').to.equal('ACCESSIBLE');
    expect((await imported(staff, next, '?feedId=FWHL')).status).to.equal(200);
    expect(await marks()).to.deep.equal(['NOT_ACCESSIBLE', 'NOT_ACCESSIBLE', 'UNKNOWN', 'ACCESSIBLE']);
    const again = await imported(staff, next, '?feedId=FWHL&dryRun=true');
    expect(again.body.stations).to.deep.include({ changed: 0 });

    // A value GTFS does not define is refused, naming its file, line and field.
    const bad = expectProblem(
      await imported(staff, await wheelchairFeed('3'), '?feedId=FWHLBAD'),
      422,
      'gtfs-feed-invalid',
    );
    expect(
      ((bad.errors ?? []) as { field: string; code?: string }[]).map((e) => [e.field, e.code]),
    ).to.deep.equal([['stops.txt:2:wheelchair_boarding', 'value_invalid']]);
  }).timeout(90_000);

  it("keeps a platform's wheelchair_boarding as its bay's step-free boarding, shows its change in the dry run, writes it back", async () => {
    // Station FBY takes wheelchairs; its platform A too, B not, C says nothing; FBY-0, a stop of
    // the station without a platform code (no bay), has a value the registry has nowhere to keep;
    // FBY-A2, a second stop of platform A, says what `a2` says.
    const bayFeed = (a: string, b: string, c: string, a2 = '') =>
      zipOf({
        'stops.txt':
          'stop_id,stop_name,stop_lat,stop_lon,location_type,parent_station,platform_code,wheelchair_boarding\n' +
          `FBY,Bays Y,45.5,4.5,1,,,1\nFBY-A,Bays Y A,45.5,4.5,0,FBY,A,${a}\nFBY-B,Bays Y B,45.5,4.5,0,FBY,B,${b}\n` +
          `FBY-C,Bays Y C,45.5,4.5,0,FBY,C,${c}\nFBY-0,Bays Y hall,45.5,4.5,0,FBY,,2\nFBZ,Bays Z,45.6,4.6,0,,,\n` +
          `FBY-A2,Bays Y A,45.5,4.5,0,FBY,A,${a2}\n`,
        'routes.txt': 'route_id,route_short_name,route_long_name,route_type\nFBYL,FBYL,Bays line,3\n',
        'trips.txt': 'route_id,service_id,trip_id,trip_headsign\nFBYL,FWK,FBYL-1,Bays Z\n',
        'stop_times.txt':
          'trip_id,arrival_time,departure_time,stop_id,stop_sequence\n' +
          'FBYL-1,07:00:00,07:00:00,FBY-A,1\nFBYL-1,07:30:00,07:30:00,FBZ,2\n',
        'calendar.txt': CALENDAR,
      });
    // FBY-A2 says platform A takes no wheelchair: the bay keeps FBY-A's value, and the import says so.
    const first = await imported(staff, await bayFeed('1', '2', '', '2'), '?feedId=FBY');
    expect(first.status, first.text).to.equal(200);
    expect(first.body.bays).to.deep.equal({ created: 3, changed: 0, unchanged: 0, ended: 0 });
    const warnings = (
      first.body.warnings as { code: string; file: string; field: string; line: number; message: string }[]
    )
      .filter((w) => w.field === 'wheelchair_boarding')
      .map((w) => [w.code, w.file, w.line, w.message]);
    expect(warnings, 'the stop without a bay, and the platform whose stops disagree').to.deep.equal([
      [
        'field_not_kept',
        'stops.txt',
        6,
        "wheelchair_boarding of a station's stop without a platform_code is not kept (only a station's or a platform's); its values are left out",
      ],
      [
        'platform_values_disagree',
        'stops.txt',
        8,
        "stop FBY-A2 shares platform A of station FBY with stop FBY-A but says wheelchair_boarding 2, not 1; the platform's bay keeps 1",
      ],
    ]);
    const bayIds = (first.body.records as { kind: string; externalId: string; recordId: string }[])
      .filter((r) => r.kind === 'bay')
      .map((r) => [r.externalId, r.recordId])
      .sort();
    expect(bayIds.map(([platform]) => platform)).to.deep.equal(['FBY|A', 'FBY|B', 'FBY|C']);
    const stepFree = async () => {
      const read: (boolean | null)[] = [];
      for (const [, id] of bayIds) {
        const bay = await staff.get(`/referential/v1/bays/${id}`);
        expect(bay.status, bay.text).to.equal(200);
        read.push(bay.body.accessible);
      }
      return read;
    };
    expect(await stepFree()).to.deep.equal([true, false, null]);
    const exportedMarks = async () =>
      rowsOf(await exportedFiles(), 'stops.txt')
        .filter((s) => s.stop_id?.startsWith('FBY'))
        .map((s) => [s.stop_id, s.wheelchair_boarding]);
    // The feed's values come back on the bays' stops; nothing recorded is empty ("as the station").
    expect(await exportedMarks()).to.deep.equal([
      ['FBY', '1'],
      ['FBY:A', '1'],
      ['FBY:B', '2'],
      ['FBY:C', ''],
    ]);

    // The next version: A no longer takes a wheelchair, C does, B says nothing (kept as it is).
    const next = await bayFeed('2', '', '1');
    const dry = await imported(staff, next, '?feedId=FBY&dryRun=true');
    expect(dry.status, dry.text).to.equal(200);
    expect(dry.body.bays).to.deep.equal({ created: 0, changed: 2, unchanged: 1, ended: 0 });
    const changed = (
      dry.body.records as { kind: string; externalId: string; state: string; changes?: unknown[] }[]
    )
      .filter((r) => r.kind === 'bay' && r.state !== 'unchanged')
      .map((r) => [r.externalId, r.state, r.changes]);
    expect(changed).to.deep.equal([
      ['FBY|A', 'changed', [{ field: 'accessible', from: 'true', to: 'false' }]],
      ['FBY|C', 'changed', [{ field: 'accessible', from: null, to: 'true' }]],
    ]);
    expect(await stepFree(), 'a dry run writes nothing').to.deep.equal([true, false, null]);

    // A value GTFS does not define on a platform is refused, naming its file, line and field, and
    // nothing of the feed is written (A's change with it).
    const bad = expectProblem(
      await imported(staff, await bayFeed('2', '3', '1'), '?feedId=FBY'),
      422,
      'gtfs-feed-invalid',
    );
    expect(
      ((bad.errors ?? []) as { field: string; code?: string }[]).map((e) => [e.field, e.code]),
    ).to.deep.equal([['stops.txt:4:wheelchair_boarding', 'value_invalid']]);
    expect(await stepFree()).to.deep.equal([true, false, null]);

    const applied = await imported(staff, next, '?feedId=FBY');
    expect(applied.status, applied.text).to.equal(200);
    expect(await stepFree()).to.deep.equal([false, false, true]);
    expect(await exportedMarks()).to.deep.equal([
      ['FBY', '1'],
      ['FBY:A', '2'],
      ['FBY:B', '2'],
      ['FBY:C', '1'],
    ]);
    const again = await imported(staff, next, '?feedId=FBY&dryRun=true');
    expect(again.body.bays).to.deep.include({ changed: 0 });
  }).timeout(90_000);

  it('refuses a route without a route_type, or one that is not a number, naming the field, and writes nothing', async () => {
    for (const type of ['', 'tram']) {
      const problem = expectProblem(
        await imported(staff, await feedOf({ FBAD: type }), '?feedId=FBAD'),
        422,
        'gtfs-feed-invalid',
      );
      expect(problem.errors?.map((e) => e.field)).to.deep.equal(['routes.txt:2:route_type']);
    }
    expect(await linesCoded('FBAD')).to.deep.equal([]);
  }).timeout(60_000);

  it('creates a line of the mode asked, a bus when none is', async () => {
    const ferry = await staff.post('/referential/v1/lines', {
      code: 'FFERRY',
      name: 'Ferry',
      transportMode: 'FERRY',
    });
    expect(ferry.status, ferry.text).to.equal(201);
    expect((await staff.get(`/referential/v1/lines/${ferry.body.id}`)).body.transportMode).to.equal('FERRY');
    const plain = await staff.post('/referential/v1/lines', { code: 'FPLAIN', name: 'Plain' });
    expect(plain.status, plain.text).to.equal(201);
    expect((await staff.get(`/referential/v1/lines/${plain.body.id}`)).body.transportMode).to.equal('BUS');
    const unknown = await staff.post('/referential/v1/lines', {
      code: 'FZEP',
      name: 'Zeppelin',
      transportMode: 'AIRSHIP',
    });
    expect(unknown.status, unknown.text).to.equal(400);
    expect(unknown.body.errors.map((e: { field: string }) => e.field)).to.include('body.transportMode');
  });
});
