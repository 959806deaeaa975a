import { expect } from 'chai';
import { addDays, type Operation } from '@transport/platform';
import {
  connectMcp,
  expectDocumented,
  weekdayOnOrAfter,
  type ApiClient,
  type TestService,
} from '@transport/platform/testing';
import { rowCounts, startReferential } from './fixtures.ts';
import { GTFS_IMPORT, GTFS_STAFF, GTFS_YEAR, gtfsDate } from './gtfs-fixtures.ts';
import { imported, zipOf } from './gtfs-reader.ts';

const REPORT_READ = 'referential.validation:read';
const FIRST_MONDAY = weekdayOnOrAfter(`${GTFS_YEAR}-01-04`, 'MON');
const SERVICE = `${gtfsDate(FIRST_MONDAY)},${gtfsDate(addDays(FIRST_MONDAY, 25))}`;

/** A small feed: stop B has no coordinates; `extra` adds stop D, as bare, and a trip calling at it. */
function feed(extra: boolean) {
  return {
    'stops.txt':
      'stop_id,stop_name,stop_lat,stop_lon\nA,Alpha,45.1,4.1\nB,Beta,,\nC,Gamma,45.3,4.3\n' +
      (extra ? 'D,Delta,,\n' : ''),
    'routes.txt': 'route_id,route_short_name,route_long_name,route_type\nR1,R1,Alpha - Gamma,3\n',
    'trips.txt':
      'route_id,service_id,trip_id,trip_headsign\nR1,WK,T1,Gamma\n' + (extra ? 'R1,WK,T2,Gamma\n' : ''),
    'stop_times.txt':
      'trip_id,arrival_time,departure_time,stop_id,stop_sequence\n' +
      'T1,07:00:00,07:00:00,A,1\nT1,07:20:00,07:21:00,B,2\nT1,07:40:00,07:40:00,C,3\n' +
      (extra ? 'T2,08:00:00,08:00:00,A,1\nT2,08:20:00,08:21:00,D,2\nT2,08:40:00,08:40:00,C,3\n' : ''),
    'calendar.txt': `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nWK,1,1,1,1,1,0,0,${SERVICE}\n`,
  };
}

interface Notice {
  code: string;
  records: { type: string; id: string; link: string }[];
  message: string;
}

const stationOf = (
  report: { records: { kind: string; externalId: string; recordId: string }[] },
  id: string,
) => report.records.find((r) => r.kind === 'station' && r.externalId === id)?.recordId;

/** A feed of its own stops (`p` before each id): stop `${p}2` has no coordinates. */
function jobFeed(p: string) {
  return zipOf({
    'stops.txt': `stop_id,stop_name,stop_lat,stop_lon\n${p}1,${p} One,45.1,4.1\n${p}2,${p} Two,,\n`,
    'routes.txt': `route_id,route_short_name,route_long_name,route_type\n${p}R,${p}R,${p} line,3\n`,
    'trips.txt': `route_id,service_id,trip_id,trip_headsign\n${p}R,WK,${p}T,Gamma\n`,
    'stop_times.txt':
      'trip_id,arrival_time,departure_time,stop_id,stop_sequence\n' +
      `${p}T,07:00:00,07:00:00,${p}1,1\n${p}T,07:20:00,07:20:00,${p}2,2\n`,
    'calendar.txt': `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nWK,1,1,1,1,1,0,0,${SERVICE}\n`,
  });
}

describe('GTFS import: the validation report of what it adds (report=true)', () => {
  let service: TestService;
  let staff: ApiClient;
  let operation: Operation;

  before(async function () {
    this.timeout(120_000);
    service = await startReferential();
    staff = service.as([...GTFS_STAFF, REPORT_READ]);
    operation = service.built.deps.spec.byOperationId.get('importGtfsFeed') as Operation;
  });
  after(async () => {
    await service?.close();
  });

  /** What the registry holds and has recorded: its stations, the audit trail, the change feed. */
  const written = () => rowCounts(service, ['stations', 'history', 'events']);

  const reportNotices = async (): Promise<Notice[]> => {
    const report = await staff.get('/referential/v1/validation-report');
    expect(report.status, report.text).to.equal(200);
    return report.body.notices as Notice[];
  };

  it('a dry run answers the notices the feed would add, and writes, records and sends nothing', async () => {
    const first = await imported(staff, await zipOf(feed(false)), '?feedId=REPORT');
    expect(first.status, first.text).to.equal(200);
    expect(first.body, 'no notices unless asked').not.to.have.property('notices');
    const beta = stationOf(first.body, 'B');
    const before = await reportNotices();
    const held = before.filter((n) => n.code === 'GTFS_STATION_WITHOUT_COORDINATES');
    expect(held.map((n) => n.records[0]?.id)).to.deep.equal([beta]);
    const writtenBefore = await written();

    const dry = await imported(staff, await zipOf(feed(true)), '?feedId=REPORT&dryRun=true&report=true');
    expect(dry.status, dry.text).to.equal(200);
    expectDocumented(operation, dry);
    expect(dry.body.dryRun).to.equal(true);
    expect(dry.body.stations).to.deep.include({ created: 1 });
    const delta = stationOf(dry.body, 'D');
    expect(delta).to.be.a('string');
    // Only what the feed adds: the station it would create without coordinates, not Beta's
    // notice, which the registry already has.
    const notices = dry.body.notices as Notice[];
    expect(notices.map((n) => [n.code, n.records.map((r) => r.id)])).to.deep.equal([
      ['GTFS_STATION_WITHOUT_COORDINATES', [delta]],
    ]);
    expect(notices[0]?.message).to.include('Delta');
    expect(notices[0]?.records[0]?.link).to.equal(`/referential/v1/stations/${delta}`);

    // Rolled back: no station, no row of the audit trail, no event, the same report.
    expect(await written()).to.deep.equal(writtenBefore);
    expect((await staff.get(`/referential/v1/stations/${delta}`)).status).to.equal(404);
    expect(await reportNotices()).to.deep.equal(before);
  });

  it('an import asked with report=true answers the same notices and keeps what it wrote', async () => {
    const applied = await imported(staff, await zipOf(feed(true)), '?feedId=REPORT&report=true');
    expect(applied.status, applied.text).to.equal(200);
    expectDocumented(operation, applied);
    const delta = stationOf(applied.body, 'D');
    const notices = applied.body.notices as Notice[];
    expect(notices.map((n) => [n.code, n.records.map((r) => r.id)])).to.deep.equal([
      ['GTFS_STATION_WITHOUT_COORDINATES', [delta]],
    ]);
    expect((await staff.get(notices[0]?.records[0]?.link as string)).status).to.equal(200);
    expect((await reportNotices()).map((n) => n.message)).to.include(notices[0]?.message);
  });

  it('an import job asked with report=true (over MCP) ends with the notices in its report; the same key, the same job', async () => {
    const archive = (await jobFeed('RJ')).toString('base64');
    const agent = await connectMcp(`${service.url}/mcp`, service.token([GTFS_IMPORT]));
    try {
      const start = async () => {
        const result: any = await agent.callTool({
          name: 'startGtfsImportJob',
          arguments: { feedId: 'REPORT-JOB', report: true, 'Idempotency-Key': 'report-job', body: archive },
        });
        expect(result.isError, JSON.stringify(result)).to.not.equal(true);
        return result.structuredContent as { id: string; options: Record<string, unknown> };
      };
      const job = await start();
      expect(job.options).to.deep.equal({
        mode: 'MERGE',
        retroactive: false,
        feedId: 'REPORT-JOB',
        report: true,
      });
      // The same file and options under the key (given back by jsonb in another order): the same job.
      expect((await start()).id).to.equal(job.id);

      const jobOperation = service.built.deps.spec.byOperationId.get('getGtfsImportJob') as Operation;
      let ended = await staff.get(`/referential/v1/gtfs/import-jobs/${job.id}`);
      for (let i = 0; i < 600 && ended.body.finishedAt === null; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        ended = await staff.get(`/referential/v1/gtfs/import-jobs/${job.id}`);
      }
      expect(ended.body.status, ended.text).to.equal('SUCCEEDED');
      expectDocumented(jobOperation, ended);
      const records = ended.body.report.records as { kind: string; externalId: string; recordId: string }[];
      const bare = stationOf(ended.body.report, 'RJ2');
      const line = records.find((r) => r.kind === 'line' && r.externalId === 'RJR')?.recordId;
      expect([bare, line]).to.satisfy((ids: unknown[]) => ids.every((id) => typeof id === 'string'));
      // What the feed adds and nothing the registry had: its station without coordinates, its
      // line without an operator (the feed names no agency).
      const notices = ended.body.report.notices as Notice[];
      expect(notices.map((n) => [n.code, n.records[0]?.id]).sort()).to.deep.equal([
        ['GTFS_STATION_WITHOUT_COORDINATES', bare],
        ['LINE_WITHOUT_OPERATOR', line],
      ]);
      for (const notice of notices)
        expect((await staff.get(notice.records[0]?.link as string)).status).to.equal(200);
    } finally {
      await agent.close();
    }
  }).timeout(90_000);
});
