import { expect } from 'chai';
import { addDays, withOwnPool } from '@transport/platform';
import {
  expectProblem,
  weekdayOnOrAfter,
  type ApiClient,
  type TestService,
} from '@transport/platform/testing';
import { createGtfsExportRepository } from '../src/gtfs/gtfs-export.repository.ts';
import { createValidationReportRepository } from '../src/validation-report/validation-report.repository.ts';
import { createValidationReportService } from '../src/validation-report/validation-report.service.ts';
import { startReferential } from './fixtures.ts';
import { GTFS_STAFF, GTFS_YEAR, gtfsDate } from './gtfs-fixtures.ts';
import { imported, rowsOf, unzip, zipOf } from './gtfs-reader.ts';

/** The stops of the export: a station with bays has a stop of its own only if a trip calls there. */
const MONDAY = weekdayOnOrAfter(`${GTFS_YEAR}-01-04`, 'MON');
const LAST = addDays(MONDAY, 25);
const CALENDAR = `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nXWK,1,1,1,1,1,0,0,${gtfsDate(MONDAY)},${gtfsDate(LAST)}\n`;
/**
 * Station XP with platforms 1 (XP1) and 2 (XP2, where no trip calls: an ACTIVE bay of a station
 * called at, a stop of the export all the same) and a stop without a platform (XPS); a plain
 * stop XZ; XN, a stop without coordinates; XU, a stop with coordinates no trip calls at.
 */
const STOPS =
  'stop_id,stop_name,stop_lat,stop_lon,location_type,parent_station,platform_code\n' +
  'XP,Export hub,45.1,4.1,1,,\nXP1,Export hub 1,45.1,4.1,0,XP,1\nXP2,Export hub 2,45.1,4.1,0,XP,2\n' +
  'XPS,Export hub,45.1,4.1,0,XP,\nXZ,Export end,45.2,4.2,0,,\nXN,Nowhere,,,0,,\n' +
  'XU,Unused,45.3,4.3,0,,\n';
const HEADER = 'trip_id,arrival_time,departure_time,stop_id,stop_sequence\n';

const feed = (trips: Record<string, string>, calendar = CALENDAR) =>
  zipOf({
    'stops.txt': STOPS,
    'routes.txt': 'route_id,route_short_name,route_long_name,route_type\nXR,XR,Export line,3\n',
    'trips.txt': `route_id,service_id,trip_id,trip_headsign\n${Object.keys(trips)
      .map((t) => `XR,XWK,${t},Export end\n`)
      .join('')}`,
    'stop_times.txt': HEADER + Object.values(trips).join(''),
    'calendar.txt': calendar,
  });

describe('GTFS export: the stops of the stations trips call at', () => {
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

  /** The `Validation-Notices` of the last export. */
  let lastNotices: string | null = null;
  const exportedStops = async () => {
    const response = await fetch(`${staff.baseUrl}/referential/v1/gtfs/feed?from=${MONDAY}&to=${LAST}`, {
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(response.status).to.equal(200);
    lastNotices = response.headers.get('validation-notices');
    const files = await unzip(Buffer.from(await response.arrayBuffer()));
    const used = new Set(rowsOf(files, 'stop_times.txt').map((t) => t.stop_id));
    return rowsOf(files, 'stops.txt')
      .filter((s) => /^X[PZNU]/.test(s.stop_id ?? ''))
      .map((s) => [s.stop_id, s.location_type, used.has(s.stop_id)]);
  };

  /** The feed XSTOPS with its one trip XT1, from platform 1 of XP to XZ. */
  const importXT1AtBay = async () => {
    const atBay = await imported(
      staff,
      await feed({ XT1: 'XT1,07:00:00,07:00:00,XP1,1\nXT1,07:20:00,07:20:00,XZ,2\n' }),
      '?feedId=XSTOPS',
    );
    expect(atBay.status, atBay.text).to.equal(200);
  };

  it('writes the stations trips call at, with every ACTIVE bay, and a station stop of its own only when a trip calls there without a bay', async () => {
    await importXT1AtBay();
    expect(await exportedStops()).to.deep.equal([
      ['XP', '1', false],
      ['XP:1', '0', true],
      ['XP:2', '0', false],
      ['XZ', '0', true],
    ]);

    const atStation = await imported(
      staff,
      await feed({
        XT1: 'XT1,07:00:00,07:00:00,XP1,1\nXT1,07:20:00,07:20:00,XZ,2\n',
        XT2: 'XT2,08:00:00,08:00:00,XPS,1\nXT2,08:20:00,08:20:00,XZ,2\n',
      }),
      '?feedId=XSTOPS',
    );
    expect(atStation.status, atStation.text).to.equal(200);
    expect(await exportedStops()).to.deep.equal([
      ['XP', '1', false],
      ['XP:', '0', true],
      ['XP:1', '0', true],
      ['XP:2', '0', false],
      ['XZ', '0', true],
    ]);
  }).timeout(60_000);

  it('refuses a station called at without coordinates, and leaves out one no trip calls at', async () => {
    await importXT1AtBay();
    // XN, called at by no trip of the period and without coordinates, is left out rather than
    // written without them: the report's notice on it is counted beside the feed (ADR 0136).
    const stops = await exportedStops();
    expect(lastNotices).to.equal('1');
    expect(stops.map(([id]) => id)).to.not.include('XN');
    expect(stops).to.deep.include(['XP:1', '0', true]);

    // A trip calling at XN some weeks later: the export of those weeks is refused, naming XN.
    const later = addDays(LAST, 14);
    const laterEnd = addDays(later, 6);
    const elsewhere = await imported(
      staff,
      await feed(
        { XT9: 'XT9,09:00:00,09:00:00,XZ,1\nXT9,09:20:00,09:20:00,XN,2\n' },
        `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nXWK,1,1,1,1,1,1,1,${gtfsDate(later)},${gtfsDate(laterEnd)}\n`,
      ),
      '?feedId=XNOWHERE',
    );
    expect(elsewhere.status, elsewhere.text).to.equal(200);
    const problem = expectProblem(
      await staff.get(`/referential/v1/gtfs/feed?from=${later}&to=${laterEnd}`),
      422,
      'gtfs-export-refused',
    );
    // The report's notice, naming the station (another feed's XN: its station's code is made unique).
    expect(problem.errors?.map((e) => e.field)).to.deep.equal(['notices.GTFS_STATION_WITHOUT_COORDINATES']);
    expect(problem.errors?.[0]?.message).to.match(/^Station XN(-\S+)? \(Nowhere\) has no coordinates/);
    // The period without a call at XN is still exported.
    expect((await exportedStops()).map(([id]) => id)).to.not.include('XN');
  }).timeout(60_000);

  it('judges the export on the snapshot its feed is read from: a defect committed while it gathers neither refuses nor is counted', async () => {
    await importXT1AtBay();
    const { db } = referential.built.deps;
    const notices = createValidationReportService(createValidationReportRepository(db));
    const exports = createGtfsExportRepository(db);
    // XZ, called at by XT1, loses its coordinates once the export's snapshot is taken, committed
    // on another connection before the report's rules read a row (they run beside the gathering).
    const erase = (latitude: number | null, longitude: number | null) =>
      db('stations').where({ code: 'XZ' }).update({ latitude, longitude });
    // Before: the notices of the stations without coordinates no trip calls at (XN), if any.
    const before = await notices.familyNotices(db, MONDAY, 'gtfs');
    let found: unknown[] | undefined;
    try {
      const snapshot = await exports.open(
        { from: MONDAY, to: LAST },
        { publisher: 'Test', url: 'https://example.org', zone: 'Europe/Paris' },
        async (gathered) => {
          expect(await erase(null, null)).to.equal(1);
          found = await notices.familyNotices(gathered.connection, MONDAY, 'gtfs');
        },
      );
      await snapshot.close();
      expect(found).to.deep.equal(before);
      // The registry as it is now has the defect: the next export is refused for it.
      const problem = expectProblem(
        await staff.get(`/referential/v1/gtfs/feed?from=${MONDAY}&to=${LAST}`),
        422,
        'gtfs-export-refused',
      );
      expect(problem.errors?.map((e) => e.field)).to.deep.equal(['notices.GTFS_STATION_WITHOUT_COORDINATES']);
    } finally {
      await erase(45.2, 4.2);
    }
    expect(await exportedStops()).to.deep.include(['XZ', '0', true]);
  }).timeout(60_000);

  it('opens as many exports at once as its pool has connections: those past half the pool check on their own connection', async () => {
    await importXT1AtBay();
    const { db } = referential.built.deps;
    // A pool of two: one export may take its second connection for its check; were every export
    // to take one, two exports holding a connection each would wait for a second one for ever.
    const small = withOwnPool(db, 2);
    try {
      const notices = createValidationReportService(createValidationReportRepository(small));
      const exports = createGtfsExportRepository(small);
      const checked: number[] = [];
      const opened = await Promise.all(
        [1, 2, 3].map((n) =>
          exports
            .open(
              { from: MONDAY, to: LAST },
              { publisher: 'Test', url: 'https://example.org', zone: 'Europe/Paris' },
              async (gathered) => {
                await notices.familyNotices(gathered.connection, MONDAY, 'gtfs');
                expect(await gathered.inFeed([])).to.have.property('size', 0);
                checked.push(n);
              },
            )
            .then(async (snapshot) => {
              const version = snapshot.version;
              await snapshot.close();
              return version;
            }),
        ),
      );
      expect(checked.toSorted()).to.deep.equal([1, 2, 3]);
      expect(new Set(opened).size).to.equal(1);
    } finally {
      await small.destroy();
    }
  }).timeout(60_000);
});
