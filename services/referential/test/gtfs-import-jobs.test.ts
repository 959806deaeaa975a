/**
 * GTFS imports as jobs: answered 202 at once with the job, read while it runs (phase, rows
 * read) and once finished (the report, or the problem); the same file under the same
 * Idempotency-Key is the same job; a cancelled job writes nothing; a job whose process is killed
 * is run again by the next process, with nothing half-written in between; over MCP too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect } from 'chai';
import { addDays, createDatabase } from '@transport/platform';
import { freePort, REPO_ROOT, waitUntilReady } from '@transport/dev-stack';
import {
  connectMcp,
  crashCsvReadingThreadsAt,
  crashEveryCsvReadingThread,
  daysFromToday,
  expectProblem,
  mintToken,
  startTestService,
  testServiceEnv,
  type ApiClient,
  type TestService,
} from '@transport/platform/testing';
import { startPlatform, type Platform } from '@transport/platform/testing/platform';
import { referentialService } from '../src/index.ts';
import { GTFS_IMPORT, GTFS_STAFF, gtfsDate } from './gtfs-fixtures.ts';
import { zipOf } from './gtfs-reader.ts';

const JOBS = '/referential/v1/gtfs/import-jobs';

interface Job {
  id: string;
  status: 'QUEUED' | 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'CANCELLED';
  phase: string | null;
  progress: { rowsRead: number; recordsWritten: number };
  attempts: number;
  cancelRequested: boolean;
  finishedAt: string | null;
  report: { feedId: string; stopTimes: number; schedules: { created: number }; records: unknown[] } | null;
  problem: { code: string; status: number; errors?: { field: string }[] } | null;
}

let sequence = 0;
/** A stop and trip id prefix no other test uses: what a job wrote is counted by it. */
const prefix = () => `J${process.pid % 1000}X${(sequence += 1)}`;

/**
 * A feed of `trips` trips calling at `stops` stations of one route, every day from today for
 * 30 days; its stop ids begin with `p`.
 */
function feedOf(p: string, trips: number, stops = 10): Promise<Buffer> {
  const stopRows = Array.from({ length: stops }, (_, i) => `${p}S${i},Stop ${p} ${i},45.${i},4.${i}`);
  const tripRows: string[] = [];
  const times: string[] = [];
  for (let t = 0; t < trips; t += 1) {
    // Headsigns are destinations, shared by every feed by code: each feed its own.
    tripRows.push(`R1,EVERY,${p}T${t},To ${p}`);
    const start = 300 + (t % 1000);
    for (let s = 0; s < stops; s += 1) {
      const minute = start + s * 5;
      const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`;
      times.push(`${p}T${t},${time},${time},${p}S${s},${s + 1}`);
    }
  }
  return zipOf({
    'stops.txt': `stop_id,stop_name,stop_lat,stop_lon\n${stopRows.join('\n')}\n`,
    'routes.txt': `route_id,route_short_name,route_long_name,route_type\nR1,R1,Route ${p},3\n`,
    'trips.txt': `route_id,service_id,trip_id,trip_headsign\n${tripRows.join('\n')}\n`,
    'stop_times.txt': `trip_id,arrival_time,departure_time,stop_id,stop_sequence\n${times.join('\n')}\n`,
    'calendar.txt':
      'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\n' +
      `EVERY,1,1,1,1,1,1,1,${gtfsDate(daysFromToday(0))},${gtfsDate(addDays(daysFromToday(0), 30))}\n`,
  });
}

/** Starts a job of `archive` as `client`; the answer as it is. */
function start(client: ApiClient, archive: Buffer, query = '', headers: Record<string, string> = {}) {
  return fetch(`${client.baseUrl}${JOBS}${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${client.token}`, 'content-type': 'application/zip', ...headers },
    body: archive,
  }).then(async (response) => ({
    status: response.status,
    location: response.headers.get('location'),
    text: await response.text(),
    get body() {
      return JSON.parse(this.text) as Job;
    },
  }));
}

/** Reads job `id` until `done` says so (every 100 ms, 120 s at most); every state seen. */
async function pollJob(client: ApiClient, id: string, done: (job: Job) => boolean): Promise<Job[]> {
  const seen: Job[] = [];
  const deadline = Date.now() + 120_000;
  for (;;) {
    const response = await client.get<Job>(`${JOBS}/${id}`);
    expect(response.status, response.text).to.equal(200);
    seen.push(response.body);
    if (done(response.body)) return seen;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${response.body.status} after 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const finished = (job: Job) => job.finishedAt !== null;

/** The stations whose code begins with `p` (what a job of that feed wrote). */
async function stationsOf(service: TestService, p: string): Promise<number> {
  const [row] = (await service.built.deps.db('stations').where('code', 'like', `${p}%`).count('* as n')) as {
    n: string;
  }[];
  return Number(row?.n);
}

describe('GTFS import jobs through the gateway', () => {
  let platform: Platform;
  let staff: ApiClient;

  before(async function () {
    this.timeout(120_000);
    platform = await startPlatform();
    staff = platform.as(GTFS_STAFF);
  });
  after(() => platform?.close());

  it('answers 202 with the job at once, shows its progress, and ends with the report; its records written whole', async () => {
    const p = prefix();
    const archive = await feedOf(p, 100);
    const started = await start(staff, archive, '?feedId=JOBS1');
    expect(started.status, started.text).to.equal(202);
    expect(started.location).to.equal(`${JOBS}/${started.body.id}`);
    expect(started.body).to.deep.include({
      attempts: 0,
      cancelRequested: false,
      finishedAt: null,
      report: null,
    });
    expect(['QUEUED', 'RUNNING']).to.include(started.body.status);

    const seen = await pollJob(staff, started.body.id, finished);
    const last = seen.at(-1) as Job;
    expect(last.status, JSON.stringify(last.problem)).to.equal('SUCCEEDED');
    expect(last.report?.feedId).to.equal('JOBS1');
    expect(last.report?.stopTimes).to.equal(1000);
    expect(last.report?.schedules.created).to.equal(100);
    // Every row of the five files, headers included.
    expect(last.progress.rowsRead).to.equal(10 + 1 + 100 + 1000 + 1 + 5);
    expect(last.progress.recordsWritten).to.be.greaterThan(100);
    expect(last.attempts).to.equal(1);
    expect(await stationsOf(platform.referential, p)).to.equal(10);
    // Progress shown while it ran: rows read grow, phases named, before the end.
    const running = seen.filter((job) => job.status === 'RUNNING');
    for (const job of running) expect(['reading', 'checking', 'planning', 'writing']).to.include(job.phase);
  }).timeout(60_000);

  it('counts as written the records an import wrote: a REPLACE ending a trip writes it, not the itinerary it lists ended', async () => {
    const p = prefix();
    const calendar =
      'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\n' +
      `EVERY,1,1,1,1,1,1,1,${gtfsDate(daysFromToday(0))},${gtfsDate(daysFromToday(30))}\n`;
    // T0 from A to B, T1 back from B to A: two itineraries.
    const both = {
      'stops.txt': `stop_id,stop_name,stop_lat,stop_lon\n${p}A,A ${p},45.1,4.1\n${p}B,B ${p},45.2,4.2\n`,
      'routes.txt': `route_id,route_short_name,route_long_name,route_type\nR1,R1,Route ${p},3\n`,
      'trips.txt': `route_id,service_id,trip_id,trip_headsign\nR1,EVERY,${p}T0,To B ${p}\nR1,EVERY,${p}T1,To A ${p}\n`,
      'stop_times.txt':
        'trip_id,arrival_time,departure_time,stop_id,stop_sequence\n' +
        `${p}T0,07:00:00,07:00:00,${p}A,1\n${p}T0,07:20:00,07:20:00,${p}B,2\n` +
        `${p}T1,08:00:00,08:00:00,${p}B,1\n${p}T1,08:20:00,08:20:00,${p}A,2\n`,
      'calendar.txt': calendar,
    };
    const feedId = `COUNT${p}`;
    const first = await start(staff, await zipOf(both), `?feedId=${feedId}`);
    expect(first.status, first.text).to.equal(202);
    const created = (await pollJob(staff, first.body.id, finished)).at(-1) as Job;
    expect(created.status, JSON.stringify(created.problem)).to.equal('SUCCEEDED');
    // Two stations, a line, two destinations, two itineraries, a calendar, two trips: all new.
    expect(created.progress.recordsWritten).to.equal(created.report?.records.length);
    expect(created.progress.recordsWritten).to.be.at.least(9);

    // The next version drops T1 from tomorrow: T1 ends (written), its itinerary is listed ended
    // (nothing written), everything else is unchanged.
    const tomorrow = daysFromToday(1);
    const next = await zipOf({
      ...both,
      'trips.txt': `route_id,service_id,trip_id,trip_headsign\nR1,EVERY,${p}T0,To B ${p}\n`,
      'stop_times.txt': both['stop_times.txt']
        .split('\n')
        .filter((line) => !line.startsWith(`${p}T1,`))
        .join('\n'),
    });
    const replace = await start(staff, next, `?feedId=${feedId}&mode=REPLACE&from=${tomorrow}`);
    expect(replace.status, replace.text).to.equal(202);
    const replaced = (await pollJob(staff, replace.body.id, finished)).at(-1) as Job;
    expect(replaced.status, JSON.stringify(replaced.problem)).to.equal('SUCCEEDED');
    const ended = (replaced.report?.records as { kind: string; state: string }[])
      .filter((r) => r.state !== 'unchanged')
      .map((r) => `${r.kind} ${r.state}`);
    expect(ended).to.deep.equal(['schedule ended', 'itinerary ended']);
    expect(replaced.progress.recordsWritten, 'the ended trip only').to.equal(1);
  }).timeout(60_000);

  it('answers the same job to the same file under the same Idempotency-Key, and refuses another file under it', async () => {
    const p = prefix();
    const archive = await feedOf(p, 20);
    const key = { 'idempotency-key': `import-${p}` };
    const first = await start(staff, archive, '', key);
    expect(first.status, first.text).to.equal(202);
    const again = await start(staff, archive, '', key);
    expect(again.status, again.text).to.equal(202);
    expect(again.body.id).to.equal(first.body.id);
    expect(again.location).to.equal(first.location);
    await pollJob(staff, first.body.id, finished);
    const afterEnd = await start(staff, archive, '', key);
    expect(afterEnd.body).to.deep.include({ id: first.body.id, status: 'SUCCEEDED' });

    const other = await start(staff, await feedOf(prefix(), 5), '', key);
    expect(other.status, other.text).to.equal(422);
    const problem = JSON.parse(other.text) as Job['problem'];
    expect(problem?.code).to.equal('idempotency-key-reused');
    expect(problem?.errors?.map((e) => e.field)).to.deep.equal(['header.idempotency-key']);
    const otherOptions = await start(staff, archive, '?mode=REPLACE', key);
    expect(otherOptions.status).to.equal(422);

    // Without a key, or under another sender's same key, a new job.
    const unkeyed = await start(staff, archive);
    expect(unkeyed.body.id).to.not.equal(first.body.id);
    const someoneElse = await start(platform.as(GTFS_STAFF, 'another-user'), archive, '', key);
    expect(someoneElse.body.id).to.not.equal(first.body.id);
    await pollJob(staff, unkeyed.body.id, finished);
    await pollJob(staff, someoneElse.body.id, finished);
  }).timeout(60_000);

  it('ends a job of an invalid feed FAILED with the problem the import names, nothing written', async () => {
    const p = prefix();
    const files = {
      'stops.txt': `stop_id,stop_name,stop_lat,stop_lon\n${p}A,A,45.1,4.1\n`,
      'routes.txt': 'route_id,route_short_name,route_long_name,route_type\nR1,R1,R,3\n',
      'trips.txt': `route_id,service_id,trip_id,trip_headsign\nR1,NOPE,${p}T,A\n`,
      'stop_times.txt': `trip_id,arrival_time,departure_time,stop_id,stop_sequence\n${p}T,07:00:00,07:00:00,${p}A,1\n${p}T,07:10:00,07:10:00,${p}B,2\n`,
      'calendar.txt':
        'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\n',
    };
    const started = await start(staff, await zipOf(files));
    expect(started.status).to.equal(202);
    const last = (await pollJob(staff, started.body.id, finished)).at(-1) as Job;
    expect(last.status).to.equal('FAILED');
    expect(last.problem).to.deep.include({ status: 422, code: 'gtfs-feed-invalid' });
    // The service the trip names is not defined: the place named as the import names it.
    expect(last.problem?.errors?.some((e) => e.field.startsWith('trips.txt:2'))).to.equal(true);
    expect(last.report).to.equal(null);
    expect(await stationsOf(platform.referential, p)).to.equal(0);

    const tooBig = await start(staff, Buffer.alloc(0), '?from=2000-01-01');
    expect(tooBig.status).to.equal(422);
    expect(JSON.parse(tooBig.text).code).to.equal('timetable-change-in-past');
  }).timeout(60_000);

  it('refuses a zip bomb at once by the sizes it declares, queuing no job', async () => {
    const p = prefix();
    const jobs = async () =>
      Number((await platform.referential.built.deps.db('import_jobs').count('* as n'))[0]?.n);
    const before = await jobs();
    // 2 MB of one repeated row: over a hundred times its compressed size (IMPORT_MAX_COMPRESSION_RATIO).
    const bomb = await zipOf({
      'stops.txt': `stop_id,stop_name,stop_lat,stop_lon\n${`${p}A,Alpha,45.1,4.1\n`.repeat(100_000)}`,
      'routes.txt': 'route_id,route_short_name,route_long_name,route_type\nR1,R1,R,3\n',
    });
    const refused = await start(staff, bomb);
    expect(refused.status, refused.text).to.equal(413);
    const problem = JSON.parse(refused.text) as {
      code: string;
      limit: { setting: string };
      errors: { field: string }[];
    };
    expect(problem.code).to.equal('import-limit-exceeded');
    expect(problem.limit.setting).to.equal('IMPORT_MAX_COMPRESSION_RATIO');
    expect(problem.errors.map((e) => e.field)).to.deep.equal(['stops.txt']);
    expect(await jobs()).to.equal(before);
  });

  it('runs again a job whose reading thread died (the file is not at fault): its second run imports it, written once', async () => {
    const p = prefix();
    const archive = await feedOf(p, 100);
    // The services run in this process: its reading threads are theirs.
    crashCsvReadingThreadsAt(3);
    const started = await start(staff, archive, '?feedId=JOBCRASH');
    expect(started.status, started.text).to.equal(202);
    const last = (await pollJob(staff, started.body.id, finished)).at(-1) as Job;
    expect(last.status, JSON.stringify(last.problem)).to.equal('SUCCEEDED');
    expect(last.attempts, 'the run the thread stopped, then the one that imported').to.equal(2);
    expect(last.problem).to.equal(null);
    expect(last.report?.stopTimes).to.equal(1000);
    expect(await stationsOf(platform.referential, p)).to.equal(10);
  }).timeout(60_000);

  it('ends FAILED with import-reader-failed a job whose reading threads die at each of its runs, after three, nothing written', async () => {
    const p = prefix();
    const healed = crashEveryCsvReadingThread();
    try {
      const started = await start(staff, await feedOf(p, 20), '?feedId=JOBCRASHES');
      expect(started.status, started.text).to.equal(202);
      const last = (await pollJob(staff, started.body.id, finished)).at(-1) as Job;
      expect(last.status).to.equal('FAILED');
      expect(last.attempts).to.equal(3);
      expect(last.problem).to.deep.include({ status: 503, code: 'import-reader-failed' });
      expect(await stationsOf(platform.referential, p)).to.equal(0);
    } finally {
      healed();
    }
    // Threads that no longer fail: the same file, sent again, is imported.
    const again = await start(staff, await feedOf(p, 20), '?feedId=JOBCRASHES');
    const last = (await pollJob(staff, again.body.id, finished)).at(-1) as Job;
    expect(last.status, JSON.stringify(last.problem)).to.equal('SUCCEEDED');
    expect(last.attempts).to.equal(1);
  }).timeout(60_000);

  it('cancels a running job: stopped, rolled back, CANCELLED; a finished one cannot be cancelled', async () => {
    const p = prefix();
    const started = await start(staff, await feedOf(p, 3000));
    expect(started.status).to.equal(202);
    await pollJob(staff, started.body.id, (job) => job.status === 'RUNNING' || finished(job));
    const cancelled = await staff.delete<Job>(`${JOBS}/${started.body.id}`);
    expect(cancelled.status, cancelled.text).to.equal(202);
    expect(cancelled.body.cancelRequested).to.equal(true);
    const last = (await pollJob(staff, started.body.id, finished)).at(-1) as Job;
    expect(last.status).to.equal('CANCELLED');
    expect(last.problem?.code).to.equal('import-job-cancelled');
    expect(await stationsOf(platform.referential, p)).to.equal(0);

    expectProblem(await staff.delete(`${JOBS}/${started.body.id}`), 409, 'import-job-finished');
    expectProblem(
      await staff.get(`${JOBS}/6c1d1d0e-5b7a-4f59-9c55-1b2f3a4d5e6f`),
      404,
      'import-job-not-found',
    );
    expectProblem(
      await staff.delete(`${JOBS}/6c1d1d0e-5b7a-4f59-9c55-1b2f3a4d5e6f`),
      404,
      'import-job-not-found',
    );
  }).timeout(60_000);

  it('starts and reads a job through the MCP tools of the gateway, under the import permission only', async () => {
    const client = await connectMcp(`${platform.gateway.url}/mcp`, mintToken([GTFS_IMPORT]));
    try {
      const names = (await client.listTools()).tools.map((t) => t.name);
      expect(names).to.include.members(['startGtfsImportJob', 'getGtfsImportJob', 'cancelGtfsImportJob']);
      const p = prefix();
      const result: any = await client.callTool({
        name: 'startGtfsImportJob',
        arguments: { feedId: 'MCPJOB', body: (await feedOf(p, 10)).toString('base64') },
      });
      expect(result.isError, JSON.stringify(result)).to.not.equal(true);
      const id = result.structuredContent.id as string;
      let job: Job = result.structuredContent;
      for (let i = 0; i < 1200 && job.finishedAt === null; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        job = ((await client.callTool({ name: 'getGtfsImportJob', arguments: { jobId: id } })) as any)
          .structuredContent;
      }
      expect(job.status).to.equal('SUCCEEDED');
      expect(job.report?.feedId).to.equal('MCPJOB');
    } finally {
      await client.close();
    }
    const reader = await connectMcp(`${platform.gateway.url}/mcp`, mintToken(['referential.stations:read']));
    try {
      const names = (await reader.listTools()).tools.map((t) => t.name);
      expect(names).to.not.include('startGtfsImportJob');
      expect(names).to.not.include('getGtfsImportJob');
    } finally {
      await reader.close();
    }
  }).timeout(60_000);
});

describe('a GTFS import job whose process is killed', () => {
  let child: ChildProcess | undefined;
  let restarted: TestService | undefined;
  after(async () => {
    child?.kill('SIGKILL');
    await restarted?.close();
  });

  it('is run again by the next process, with nothing written in between', async function () {
    this.timeout(300_000);
    const [port, managementPort] = [await freePort(), await freePort()];
    const env = await testServiceEnv(
      { PORT: String(port), MANAGEMENT_PORT: String(managementPort), HOST: '127.0.0.1' },
      referentialService,
    );
    // The referential as `pnpm start` runs it: a process of its own.
    child = spawn(process.execPath, [path.join(REPO_ROOT, 'services/referential/src/main.ts')], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: 'ignore',
    });
    await waitUntilReady(`http://127.0.0.1:${managementPort}/actuator/health/readiness`, {
      name: 'referential',
      child,
      timeoutMs: 120_000,
    });
    const first = { baseUrl: `http://127.0.0.1:${port}`, token: mintToken(GTFS_STAFF) } as ApiClient;
    const p = prefix();
    const started = await start(first, await feedOf(p, 3000), '?feedId=KILLED');
    expect(started.status, started.text).to.equal(202);
    const reading = async () =>
      (await fetch(`${first.baseUrl}${JOBS}/${started.body.id}`, {
        headers: { authorization: `Bearer ${first.token}` },
      }).then((r) => r.json())) as Job;
    for (let job = await reading(); job.status !== 'RUNNING'; job = await reading()) {
      expect(job.finishedAt, 'the job finished before it could be killed').to.equal(null);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;

    // Stopped mid-import: the job still says RUNNING, and nothing of its feed is in the registry.
    const db = createDatabase({ url: env.DATABASE_URL as string, schema: 'referential', poolMax: 1 });
    try {
      const job = await db('import_jobs').where({ id: started.body.id }).first('status', 'attempts');
      expect(job).to.deep.equal({ status: 'RUNNING', attempts: 1 });
      const [written] = (await db('stations').where('code', 'like', `${p}%`).count('* as n')) as {
        n: string;
      }[];
      expect(Number(written?.n)).to.equal(0);
    } finally {
      await db.destroy();
    }
    restarted = await startTestService(referentialService, { DATABASE_URL: env.DATABASE_URL as string });
    const next = restarted.as(GTFS_STAFF);
    const seen = await pollJob(next, started.body.id, finished);
    expect(seen[0]?.status).to.be.oneOf(['RUNNING', 'QUEUED']);
    const last = seen.at(-1) as Job;
    expect(last.status, JSON.stringify(last.problem)).to.equal('SUCCEEDED');
    expect(last.attempts).to.equal(2);
    expect(last.report?.schedules.created).to.equal(3000);
    expect(await stationsOf(restarted, p)).to.equal(10);
  });
});
