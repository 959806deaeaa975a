/**
 * Imports that cannot exhaust the service: hostile files refused by the limit they reach, named
 * with the setting and the place, with nothing written; a client that leaves stops its import;
 * an import beyond the concurrency limit waits its turn, and one beyond the queue is refused with
 * Retry-After (ADR 0094); one whose client leaves while it waits never starts. The limits are made small
 * through the service's settings, so that each hostile file is small and quick to make.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { expect } from 'chai';
import { addDays, type Operation } from '@transport/platform';
import {
  crashCsvReadingThreadsAt,
  crashEveryCsvReadingThread,
  expectDocumented,
  fileBodiesHeld,
  expectProblem,
  metricSample,
  startTestService,
  weekdayOnOrAfter,
  type ApiClient,
  type TestService,
} from '@transport/platform/testing';
import { referentialService } from '../src/index.ts';
import { GTFS_STAFF, GTFS_YEAR, gtfsDate } from './gtfs-fixtures.ts';
import { imported, zipOf } from './gtfs-reader.ts';

const LIMITS = {
  IMPORT_MAX_BODY_BYTES: String(4 * 1024 * 1024),
  IMPORT_MAX_UNZIPPED_BYTES: String(2 * 1024 * 1024),
  IMPORT_MAX_COMPRESSION_RATIO: '50',
  IMPORT_MAX_LINE_BYTES: '1024',
  IMPORT_MAX_FILE_ROWS: '1000',
  IMPORT_MAX_ROWS: '1500',
  IMPORT_MAX_CONCURRENT: '1',
  IMPORT_MAX_QUEUED: '1',
};

const MONDAY = weekdayOnOrAfter(`${GTFS_YEAR}-01-04`, 'MON');
const SERVICE = `${gtfsDate(MONDAY)},${gtfsDate(addDays(MONDAY, 25))}`;

/** A valid feed of two stations and one trip; `files` replaces or adds files. */
function feed(files: Record<string, string | Buffer> = {}): Record<string, string | Buffer> {
  return {
    'stops.txt': 'stop_id,stop_name,stop_lat,stop_lon\nA,Alpha,45.1,4.1\nB,Beta,45.2,4.2\n',
    'routes.txt': 'route_id,route_short_name,route_long_name,route_type\nR1,R1,Alpha - Beta,3\n',
    'trips.txt': 'route_id,service_id,trip_id,trip_headsign\nR1,WK,T1,Beta\n',
    'stop_times.txt':
      'trip_id,arrival_time,departure_time,stop_id,stop_sequence\nT1,07:00:00,07:00:00,A,1\nT1,07:20:00,07:20:00,B,2\n',
    'calendar.txt': `service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nWK,1,1,1,1,1,0,0,${SERVICE}\n`,
    ...files,
  };
}

/** A feed whose stops have this code prefix, so that what an import wrote can be counted. */
function stopsOf(prefix: string, extra = ''): string {
  return `stop_id,stop_name,stop_lat,stop_lon\n${prefix}A,Alpha,45.1,4.1\n${prefix}B,Beta,45.2,4.2\n${extra}`;
}

function stopTimesOf(prefix: string): string {
  return `trip_id,arrival_time,departure_time,stop_id,stop_sequence\nT1,07:00:00,07:00:00,${prefix}A,1\nT1,07:20:00,07:20:00,${prefix}B,2\n`;
}

let sequence = 0;
/** A stop id prefix no other test uses. */
const prefix = () => `L${process.pid % 1000}X${(sequence += 1)}`;

function expectLimit(
  response: { status: number; text: string; body: Record<string, unknown> },
  setting: string,
  field: string,
) {
  expect(response.status, response.text).to.equal(413);
  expect(response.body.code).to.equal('import-limit-exceeded');
  expect(response.body.limit).to.deep.include({ setting });
  expect((response.body.errors as { field: string }[]).map((e) => e.field)).to.deep.equal([field]);
}

describe('import limits', () => {
  let service: TestService;
  let staff: ApiClient;

  before(async function () {
    this.timeout(120_000);
    service = await startTestService(referentialService, LIMITS);
    staff = service.as(GTFS_STAFF);
  });
  after(async () => {
    await service?.close();
  });

  /** Stations whose code starts with `code` (the import names a station after its stop id). */
  const stationsOf = async (code: string) =>
    Number(
      (await service.built.deps.db.raw('SELECT count(*) AS n FROM stations WHERE code LIKE ?', [`${code}%`]))
        .rows[0].n,
    );

  /** The `CREATE TEMP TABLE` statements the service sent to Postgres while `work` ran. */
  const tablesCreated = async (work: () => Promise<void>) => {
    let created = 0;
    const count = (query: { sql: string }) => {
      created += (query.sql.match(/CREATE TEMP TABLE/gi) ?? []).length;
    };
    service.built.deps.db.on('query', count);
    try {
      await work();
    } finally {
      service.built.deps.db.off('query', count);
    }
    return created;
  };

  it('imports a feed within the limits, read right with a BOM, CRLF line ends and quoted line ends', async () => {
    const p = prefix();
    const stops = `\uFEFFstop_id,stop_name,stop_lat,stop_lon\r\n${p}A,"Alpha ""Nord""\r\nquai 1",45.1,4.1\r\n${p}B,Beta,45.2,4.2\r\n`;
    const response = await imported(
      staff,
      await zipOf(feed({ 'stops.txt': stops, 'stop_times.txt': stopTimesOf(p) })),
    );
    expect(response.status, response.text).to.equal(200);
    const station = await service.built.deps
      .db('stations')
      .where({ code: `${p}A` })
      .first('name');
    expect(station?.name).to.equal('Alpha "Nord"\r\nquai 1');
    expect(await stationsOf(p)).to.equal(2);
  });

  it('refuses a stops.txt of one long line, naming the line and the setting, and writes nothing', async () => {
    const p = prefix();
    // Random text: it compresses as a real file does, under the ratio allowed.
    const line = `${p}A,${randomBytes(100_000).toString('hex')},45.1,4.1`;
    const response = await imported(
      staff,
      await zipOf(feed({ 'stops.txt': `stop_id,stop_name,stop_lat,stop_lon\n${line}` })),
    );
    expectLimit(response, 'IMPORT_MAX_LINE_BYTES', 'stops.txt:2');
    expect(response.body.limit).to.deep.equal({ setting: 'IMPORT_MAX_LINE_BYTES', value: 1024 });
    expect(await stationsOf(p)).to.equal(0);
  });

  it('refuses a record longer than a line allows though its line ends are inside quotes', async () => {
    const p = prefix();
    const name = `"${'a\n'.repeat(600)}"`;
    const response = await imported(
      staff,
      await zipOf(
        feed({ 'stops.txt': stopsOf(p, `${p}C,${name},45.3,4.3\n`), 'stop_times.txt': stopTimesOf(p) }),
      ),
    );
    expectLimit(response, 'IMPORT_MAX_LINE_BYTES', 'stops.txt:4');
    expect(await stationsOf(p)).to.equal(0);
  });

  it('refuses a stops.txt past a limit before reading the stop times zipped before it, and creates no staging table', async () => {
    const p = prefix();
    const header = 'trip_id,arrival_time,departure_time,stop_id,stop_sequence\n';
    // More stop times than a file may have (random ids: under the ratio allowed), zipped first,
    // as an archive zipped by name lists them, and a stops.txt of one line too long after them.
    const stopTimes =
      header +
      Array.from({ length: 1200 }, () => `T1,07:00:00,07:00:00,${randomBytes(8).toString('hex')},1\n`).join(
        '',
      );
    const line = `${p}A,${randomBytes(10_000).toString('hex')},45.1,4.1`;
    const files = feed({
      'stop_times.txt': stopTimes,
      'stops.txt': `stop_id,stop_name,stop_lat,stop_lon\n${line}`,
    });
    const created = await tablesCreated(async () => {
      const response = await imported(
        staff,
        await zipOf({ 'stop_times.txt': stopTimes, 'trips.txt': '', ...files }),
      );
      // The network's files are read first: the stop times, over their own limit, were never read.
      expectLimit(response, 'IMPORT_MAX_LINE_BYTES', 'stops.txt:2');
    });
    expect(created, 'tables created in Postgres by the import').to.equal(0);
    expect(await stationsOf(p)).to.equal(0);
    // A feed read whole is staged, as before.
    const q = prefix();
    const staged = await tablesCreated(async () => {
      const response = await imported(
        staff,
        await zipOf(feed({ 'stops.txt': stopsOf(q), 'stop_times.txt': stopTimesOf(q) })),
      );
      expect(response.status, response.text).to.equal(200);
    });
    expect(staged, 'tables created in Postgres by a feed read whole').to.be.greaterThan(0);
  });

  it('refuses a zip declaring millions of stop times by its ratio, before unzipping them', async function () {
    this.timeout(60_000);
    const p = prefix();
    const row = Buffer.from(`T1,07:00:00,07:00:00,${p}A,1\n`);
    // 2,000,000 rows: about 50 MB unzipped, deflated to well under a megabyte.
    const block = Buffer.concat(Array.from({ length: 10_000 }, () => row));
    const stopTimes = Buffer.concat([
      Buffer.from('trip_id,arrival_time,departure_time,stop_id,stop_sequence\n'),
      ...Array.from({ length: 200 }, () => block),
    ]);
    const response = await imported(
      service.as(GTFS_STAFF),
      await zipOf(feed({ 'stops.txt': stopsOf(p), 'stop_times.txt': stopTimes })),
    );
    // Its ratio is refused before a byte is unzipped (its rows would be: next test).
    expectLimit(response, 'IMPORT_MAX_COMPRESSION_RATIO', 'stop_times.txt');
    expect(await stationsOf(p)).to.equal(0);
  });

  it('refuses the row beyond the most a file may have, and beyond the most an import may have', async () => {
    const p = prefix();
    // Random ids: a file that compresses like a real one, under the ratio allowed.
    const rows = (n: number) =>
      Array.from({ length: n }, () => `T1,07:00:00,07:00:00,${randomBytes(8).toString('hex')},1\n`).join('');
    const header = 'trip_id,arrival_time,departure_time,stop_id,stop_sequence\n';
    const tooMany = await imported(
      staff,
      await zipOf(feed({ 'stops.txt': stopsOf(p), 'stop_times.txt': header + rows(1200) })),
    );
    // The header is row 1: row 1,001 is line 1,001.
    expectLimit(tooMany, 'IMPORT_MAX_FILE_ROWS', 'stop_times.txt:1001');
    const stops = `stop_id,stop_name,stop_lat,stop_lon\n${Array.from({ length: 800 }, (_, i) => `${p}S${i},Stop ${i},45.1,4.1\n`).join('')}`;
    const tooManyInAll = await imported(
      staff,
      await zipOf({ ...feed({ 'stop_times.txt': header + rows(900) }), 'stops.txt': stops }),
    );
    expect(tooManyInAll.body.limit, tooManyInAll.text).to.deep.include({ setting: 'IMPORT_MAX_ROWS' });
    expect(tooManyInAll.status).to.equal(413);
    expect(await stationsOf(p)).to.equal(0);
  });

  it('refuses a frequency making more stop times than a file may have, before making them', async () => {
    const p = prefix();
    // Every 10 s from 06:00 to 10:00: 1,440 departures of 2 stop times, past 1,000.
    const response = await imported(
      staff,
      await zipOf(
        feed({
          'stops.txt': stopsOf(p),
          'stop_times.txt': stopTimesOf(p),
          'frequencies.txt': 'trip_id,start_time,end_time,headway_secs\nT1,06:00:00,10:00:00,10\n',
        }),
      ),
    );
    expectLimit(response, 'IMPORT_MAX_FILE_ROWS', 'frequencies.txt:2');
    expect(response.text).to.include('1440 departures of trip T1');
    expect(await stationsOf(p)).to.equal(0);
    // Every 10 minutes, 24 departures: within the limits, imported.
    const within = await imported(
      staff,
      await zipOf(
        feed({
          'stops.txt': stopsOf(p),
          'stop_times.txt': stopTimesOf(p),
          'frequencies.txt': 'trip_id,start_time,end_time,headway_secs\nT1,06:00:00,10:00:00,600\n',
        }),
      ),
    );
    expect(within.status, within.text).to.equal(200);
    expect(within.body.schedules.created).to.equal(24);
  });

  it('refuses a zip bomb by its compression ratio, naming the file, before unzipping it', async () => {
    const p = prefix();
    const bomb = `stop_id,stop_name,stop_lat,stop_lon\n${`${p}A,Alpha,45.1,4.1\n`.repeat(50_000)}`;
    const response = await imported(staff, await zipOf(feed({ 'stops.txt': bomb })));
    expectLimit(response, 'IMPORT_MAX_COMPRESSION_RATIO', 'stops.txt');
    expect(await stationsOf(p)).to.equal(0);
  });

  it('refuses files unzipping to more than the import may unzip, and a body over its size', async function () {
    this.timeout(60_000);
    const p = prefix();
    const noise = (bytes: number) =>
      (
        randomBytes(bytes / 2)
          .toString('hex')
          .match(/.{1,100}/g) ?? []
      )
        .map((l) => `${p}N,${l},,\n`)
        .join('');
    const large = await imported(
      staff,
      await zipOf(feed({ 'stops.txt': `stop_id,stop_name,stop_lat,stop_lon\n${noise(2_400_000)}` })),
    );
    expectLimit(large, 'IMPORT_MAX_UNZIPPED_BYTES', 'stops.txt');
    const huge = await imported(
      staff,
      await zipOf(feed({ 'agency.txt': noise(9_000_000), 'stops.txt': stopsOf(p) })),
    );
    expectLimit(huge, 'IMPORT_MAX_BODY_BYTES', 'body');
    expect(await stationsOf(p)).to.equal(0);
  });

  it('refuses a body past IMPORT_MAX_BODY_BYTES while it is still being sent, before reading the rest', async () => {
    // A body of no announced length, sent in 64 KiB pieces for as long as the service reads:
    // the answer comes once the limit (4 MiB) is passed, not after the client is done.
    const piece = Buffer.alloc(64 * 1024, 0x41);
    const request = http.request(`${staff.baseUrl}/referential/v1/gtfs/imports`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staff.token}`, 'content-type': 'application/zip' },
    });
    let sent = 0;
    let answered = false;
    // Where the exchange stands, named by the failure if it never settles.
    let phase = 'sending';
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      request.on('response', (response) => {
        answered = true;
        phase = `answered ${response.statusCode}, reading the answer`;
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        // 'close' as well as 'end': a connection the service closes while the rest of the body
        // is still on its way may end the answer without its 'end'.
        const done = () => resolve({ status: response.statusCode ?? 0, text });
        response.on('end', done);
        response.on('close', done);
      });
      request.on('error', (error) => (answered && error !== stuckAt ? undefined : reject(error)));
    });
    let stuckAt: Error | undefined;
    const stuck = setTimeout(() => {
      stuckAt = new Error(`no outcome: ${phase}, ${sent} bytes sent`);
      request.destroy(stuckAt);
    }, 15_000);
    // Up to 64 MiB (the limit the parser had before) unless the answer comes first.
    while (!answered && !request.destroyed && sent < 64 * 1024 * 1024) {
      sent += piece.length;
      // The answer may come while the socket is full: a service that stopped reading never drains it.
      if (!request.write(piece)) {
        phase = 'waiting for the socket to drain';
        // Whichever comes first; the other two listeners go with it (one set per wait, not a
        // set left behind on the request at every full socket).
        await new Promise<void>((resolve) => {
          const settle = () => {
            for (const event of ['drain', 'response', 'close']) request.off(event, settle);
            resolve();
          };
          for (const event of ['drain', 'response', 'close']) request.once(event, settle);
        });
        if (!answered) phase = 'sending';
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    // Destroyed only once the answer is read whole: destroyed as its head came in, the answer's
    // body never ended and the test waited for it.
    if (!answered) request.destroy();
    const { status, text } = await answer.finally(() => clearTimeout(stuck));
    request.destroy();
    const body = JSON.parse(text) as Record<string, unknown>;
    expectLimit({ status, text, body }, 'IMPORT_MAX_BODY_BYTES', 'body');
    expect(sent, 'bytes sent before the answer').to.be.below(16 * 1024 * 1024);
  });

  it('refuses a body announcing more than IMPORT_MAX_BODY_BYTES at once, without reading it, and writes nothing', async () => {
    // 1 GiB announced, a valid feed of a few hundred bytes sent, then the client waits: a service
    // that reads a body up to its limit before refusing it never answers this client. A socket of
    // its own, so that the client can go on sending after its answer, as a naive one does.
    const p = prefix();
    const archive = await zipOf(feed({ 'stops.txt': stopsOf(p), 'stop_times.txt': stopTimesOf(p) }));
    const url = new URL(`${staff.baseUrl}/referential/v1/gtfs/imports`);
    const socket = net.connect({ port: Number(url.port), host: url.hostname, allowHalfOpen: true });
    const failed = new Promise<Error>((resolve) => socket.on('error', resolve));
    try {
      socket.write(
        `POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${staff.token}\r\n` +
          `Content-Type: application/zip\r\nContent-Length: ${1024 ** 3}\r\n\r\n`,
      );
      socket.write(archive);
      const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
        const waited = setTimeout(() => reject(new Error('no answer after 5 s of the body unsent')), 5000);
        let received = '';
        socket.on('data', (chunk: Buffer) => {
          received += chunk.toString();
          const [head = '', ...rest] = received.split('\r\n\r\n');
          const body = rest.join('\r\n\r\n');
          const length = /content-length: (\d+)/i.exec(head)?.[1];
          if (length === undefined || Buffer.byteLength(body) < Number(length)) return;
          clearTimeout(waited);
          expect(head, 'the answer closes its connection').to.match(/\r\nconnection: close/i);
          resolve({ status: Number(head.split(' ')[1]), text: body });
        });
        void failed.then(reject);
      });
      expectLimit({ status, text, body: JSON.parse(text) }, 'IMPORT_MAX_BODY_BYTES', 'body');
      // The client goes on sending after its answer: the connection is neither reset under it
      // nor read off (what the sockets' buffers hold is all the client can write).
      const piece = Buffer.alloc(64 * 1024, 0x41);
      let after = 0;
      const until = performance.now() + 500;
      while (performance.now() < until && !socket.destroyed) {
        after += piece.length;
        if (!socket.write(piece))
          await Promise.race([
            new Promise((resolve) => socket.once('drain', resolve)),
            new Promise((resolve) => setTimeout(resolve, 50)),
          ]);
      }
      const reset = await Promise.race([failed, new Promise((resolve) => setTimeout(resolve, 50))]);
      expect(reset, 'the connection after the answer').to.equal(undefined);
      expect(after, 'bytes the client could write after its answer').to.be.below(32 * 1024 * 1024);
    } finally {
      socket.destroy();
    }
    expect(await stationsOf(p)).to.equal(0);
  });

  it('answers a real client sending a body over IMPORT_MAX_BODY_BYTES with its 413, not a reset', async () => {
    const answers = await Promise.all(
      [0, 1].map(() =>
        fetch(`${service.url}/referential/v1/vehicle-permits/imports`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${service.token(['referential.vehicle-permits:write'])}`,
            'content-type': 'text/csv',
          },
          body: Buffer.alloc(32 * 1024 * 1024, 'AB-1-CD,P-1,INSURANCE,2027-01-01,2027-12-31\n'),
        }).then(async (r) => ({ status: r.status, text: await r.text() })),
      ),
    );
    for (const answer of answers)
      expectLimit({ ...answer, body: JSON.parse(answer.text) }, 'IMPORT_MAX_BODY_BYTES', 'body');
  });

  it('refuses a file that is not UTF-8, naming its file and line, instead of storing U+FFFD', async () => {
    const p = prefix();
    const stops = Buffer.concat([
      Buffer.from(`stop_id,stop_name,stop_lat,stop_lon\n${p}A,Alpha,45.1,4.1\n${p}B,B`),
      Buffer.from([0xe9, 0x74, 0x61]), // "éta" in Latin-1
      Buffer.from(',45.2,4.2\n'),
    ]);
    const response = await imported(
      staff,
      await zipOf(feed({ 'stops.txt': stops, 'stop_times.txt': stopTimesOf(p) })),
    );
    expect(response.status, response.text).to.equal(422);
    expect(response.body.code).to.equal('gtfs-feed-invalid');
    const errors = response.body.errors as { field: string; message: string; code: string }[];
    expect(errors.map(({ field, message }) => ({ field, message }))).to.deep.include({
      field: 'stops.txt:3',
      message: 'is not valid UTF-8',
    });
    expect(errors.every((e) => typeof e.code === 'string' && e.code !== '')).to.equal(true);
    expect(await stationsOf(p)).to.equal(0);
  });

  it('holds the permit CSV to the same limits, naming the line of the body', async () => {
    const permits = (csv: string) =>
      fetch(`${service.url}/referential/v1/vehicle-permits/imports`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${service.token(['referential.vehicle-permits:write'])}`,
          'content-type': 'text/csv',
        },
        body: csv,
      }).then(async (r) => ({ status: r.status, text: await r.text() }));
    const header = 'registration,permitNumber,kind,validFrom,validUntil\n';
    const long = await permits(`${header}AB-1,${'9'.repeat(5000)},INSURANCE,2027-01-01,2027-12-31\n`);
    expectLimit({ ...long, body: JSON.parse(long.text) }, 'IMPORT_MAX_LINE_BYTES', 'body:2');
    const many = await permits(header + 'AB-1,N,INSURANCE,2027-01-01,2027-12-31\n'.repeat(1200));
    expectLimit({ ...many, body: JSON.parse(many.text) }, 'IMPORT_MAX_FILE_ROWS', 'body:1001');
  });

  it('holds a permit file off the service in a reading thread, and lets it go as its client leaves mid-upload', async function () {
    this.timeout(30_000);
    /** Waits until the reading threads hold `count` bodies; what they hold when the time is up otherwise. */
    const heldReaches = async (count: number) => {
      for (const until = Date.now() + 5_000; Date.now() < until;) {
        if ((await fileBodiesHeld()) === count) return count;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return fileBodiesHeld();
    };
    // Answered: the body is let go with its request.
    const header = 'registration,permitNumber,kind,validFrom,validUntil\n';
    const answered = await fetch(`${service.url}/referential/v1/vehicle-permits/imports?dryRun=true`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${service.token(['referential.vehicle-permits:write'])}`,
        'content-type': 'text/csv',
      },
      body: `${header}NO-SUCH-1,N1,INSURANCE,2027-01-01,2027-12-31\n`,
    });
    expect(answered.status).to.equal(200);
    expect(await heldReaches(0)).to.equal(0);
    // Abandoned: 1 MB of an announced 3 MB (the limit here is 4 MiB) sent, then the connection
    // closed by the client.
    const { port } = new URL(service.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /referential/v1/vehicle-permits/imports?dryRun=true HTTP/1.1\r\nHost: localhost\r\n' +
        `Authorization: Bearer ${service.token(['referential.vehicle-permits:write'])}\r\n` +
        `Content-Type: text/csv\r\nContent-Length: ${3 * 1024 * 1024}\r\n\r\n${header}`,
    );
    socket.write('AB-1,N,INSURANCE,2027-01-01,2027-12-31\n'.repeat(25_000));
    let said = '';
    socket.on('data', (chunk: Buffer) => (said += chunk.toString()));
    expect(await heldReaches(1), said).to.equal(1);
    socket.destroy();
    expect(await heldReaches(0)).to.equal(0);
  });

  it('answers 503 import-reader-failed when a reading thread dies mid-import, writes nothing, and reads the next import on a new thread', async () => {
    const p = prefix();
    const archive = await zipOf(feed({ 'stops.txt': stopsOf(p), 'stop_times.txt': stopTimesOf(p) }));
    crashCsvReadingThreadsAt(3);
    const crashed = await imported(staff, archive);
    const problem = expectProblem(crashed, 503, 'import-reader-failed');
    expect(problem.detail).to.include('nothing was written');
    expect(crashed.headers.get('retry-after')).to.equal('1');
    expectDocumented(service.built.deps.spec.byOperationId.get('importGtfsFeed') as Operation, crashed);
    expect(await stationsOf(p)).to.equal(0);
    const again = await imported(staff, archive);
    expect(again.status, again.text).to.equal(200);
    expect(await stationsOf(p)).to.equal(2);
  });

  it('answers 503 import-reader-failed when the reading thread holding a permit file dies as it is received, and reads the next on a new thread', async () => {
    const send = () =>
      service
        .as(['referential.vehicle-permits:write'])
        .request('POST', '/referential/v1/vehicle-permits/imports?dryRun=true', {
          raw: 'registration,permitNumber,kind,validFrom,validUntil\nNO-SUCH-1,N1,INSURANCE,2027-01-01,2027-12-31\n',
          contentType: 'text/csv',
        });
    const restore = crashEveryCsvReadingThread();
    const crashed = await send().finally(restore);
    const problem = expectProblem(crashed, 503, 'import-reader-failed');
    expect(problem.detail).to.include('nothing was written');
    expect(crashed.headers.get('retry-after')).to.equal('1');
    expectDocumented(service.built.deps.spec.byOperationId.get('importVehiclePermits') as Operation, crashed);
    const again = await send();
    expect(again.status, again.text).to.equal(200);
    expect(again.body).to.deep.include({ dryRun: true, rowCount: 1, errorCount: 1 });
  });

  describe('an import under way', () => {
    /** Holds the stations table, so that an import waits on it, until `release`. */
    async function holdStations() {
      const db = service.built.deps.db;
      const trx = await db.transaction();
      await trx.raw('LOCK TABLE stations IN ACCESS EXCLUSIVE MODE');
      return { release: () => trx.rollback() };
    }
    /**
     * The imports' backends waiting on that lock, each with the start of its transaction. An
     * import's first statement on the table looks its stations up with their GTFS references;
     * the service's own sweeps (a record's states falling due) may wait on the table too, and
     * are not counted.
     */
    const importsWaiting = async () =>
      (
        await service.built.deps.db.raw(
          `SELECT pid, xact_start::text FROM pg_stat_activity
            WHERE wait_event_type = 'Lock' AND state = 'active' AND datname = current_database()
              AND query LIKE '%gtfs_references%'`,
        )
      ).rows as { pid: number; xact_start: string }[];
    const waitingBackends = async () => (await importsWaiting()).map((r) => r.pid);
    /** Whether the transaction of backend `pid` that began at `xact_start` is still open (to the microsecond). */
    const stillOpen = async ({ pid, xact_start }: { pid: number; xact_start: string }) =>
      Number(
        (
          await service.built.deps.db.raw(
            'SELECT count(*) AS n FROM pg_stat_activity WHERE pid = ? AND xact_start::text = ?',
            [pid, xact_start],
          )
        ).rows[0].n,
      ) === 1;
    const waitFor = async <T>(probe: () => Promise<T | undefined>, what: string): Promise<T> => {
      for (let i = 0; i < 500; i += 1) {
        const value = await probe();
        if (value !== undefined) return value;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`never saw ${what}`);
    };

    /** Imports of the gate's files lane in `state` (running, waiting), as the service reports them. */
    const inGate = async (state: 'running' | 'waiting') =>
      metricSample(await service.built.deps.metrics.registry.metrics(), 'import_gate_imports', {
        lane: 'files',
        state,
      });
    const operation = (id: string) => service.built.deps.spec.byOperationId.get(id) as Operation;

    it('runs an import beyond the concurrency limit after the first, and refuses one beyond the queue with 429 and Retry-After, reading nothing of it', async () => {
      const held = await holdStations();
      const p = prefix();
      const q = prefix();
      const r = prefix();
      const first = imported(
        staff,
        await zipOf(feed({ 'stops.txt': stopsOf(p), 'stop_times.txt': stopTimesOf(p) })),
      );
      let second: ReturnType<typeof imported> | undefined;
      try {
        await waitFor(
          async () => ((await waitingBackends()).length > 0 ? true : undefined),
          'the import waiting',
        );
        // The second waits its turn in the gate: it has not started (no statement of it waits on
        // the table), it is not refused.
        second = imported(
          staff,
          await zipOf(feed({ 'stops.txt': stopsOf(q), 'stop_times.txt': stopTimesOf(q) })),
        );
        await waitFor(async () => ((await inGate('waiting')) === 1 ? true : undefined), 'the second queued');
        expect(await inGate('running')).to.equal(1);
        expect(await waitingBackends()).to.have.length(1);
        // The queue (IMPORT_MAX_QUEUED=1) is full: the third is refused.
        const third = await imported(
          staff,
          await zipOf(feed({ 'stops.txt': stopsOf(r), 'stop_times.txt': stopTimesOf(r) })),
        );
        const problem = expectProblem(third, 429, 'imports-busy');
        expect(problem.detail).to.include('IMPORT_MAX_QUEUED=1');
        expectDocumented(operation('importGtfsFeed'), third);
        const retryAfter = Number(third.headers.get('retry-after'));
        expect(retryAfter).to.be.within(1, 240);
        // The permit import shares the limit.
        const permits = await fetch(`${service.url}/referential/v1/vehicle-permits/imports?dryRun=true`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${service.token(['referential.vehicle-permits:write'])}`,
            'content-type': 'text/csv',
          },
          body: 'registration,permitNumber,kind,validFrom,validUntil\n',
        });
        expect(permits.status).to.equal(429);
        // Refused before its body is read: the answer comes while the file is still being sent
        // (a service reading each refused file whole spent its time on them, not on its reads).
        let sending: http.ClientRequest | undefined;
        const unfinished = await new Promise<number | undefined>((resolve, reject) => {
          sending = http.request(
            `${service.url}/referential/v1/gtfs/imports`,
            {
              method: 'POST',
              headers: {
                authorization: `Bearer ${staff.token}`,
                'content-type': 'application/zip',
                'content-length': 1_000_000,
              },
            },
            (response) => resolve(response.statusCode),
          );
          sending.on('error', reject);
          sending.write(Buffer.alloc(1_000));
        });
        sending?.destroy();
        expect(unfinished).to.equal(429);
      } finally {
        await held.release();
      }
      expect((await first).status).to.equal(200);
      expect(await stationsOf(p)).to.equal(2);
      const afterFirst = await second;
      expect(afterFirst.status, afterFirst.text).to.equal(200);
      expect(await stationsOf(q)).to.equal(2);
      expect(await stationsOf(r)).to.equal(0);
      expect(await inGate('waiting')).to.equal(0);
    });

    it('refuses a zip bomb by its declared sizes at once while another import runs, without it waiting its turn', async () => {
      const held = await holdStations();
      const p = prefix();
      const first = imported(
        staff,
        await zipOf(feed({ 'stops.txt': stopsOf(p), 'stop_times.txt': stopTimesOf(p) })),
      );
      try {
        await waitFor(
          async () => ((await waitingBackends()).length > 0 ? true : undefined),
          'the import waiting',
        );
        const bomb = `stop_id,stop_name,stop_lat,stop_lon\n${`${p}Z,Zeta,45.1,4.1\n`.repeat(50_000)}`;
        const answered = imported(staff, await zipOf(feed({ 'stops.txt': bomb })));
        // Answered while the first import still runs (its place taken): it never waited its turn.
        const refused = await Promise.race([
          answered,
          new Promise<undefined>((resolve) => setTimeout(resolve, 5_000, undefined)),
        ]);
        expect(refused, 'the zip bomb waited for the running import').to.not.equal(undefined);
        expectLimit(refused as Awaited<typeof answered>, 'IMPORT_MAX_COMPRESSION_RATIO', 'stops.txt');
        // Refused before the gate: no time waited to report, and the queue stays empty.
        expect(refused?.headers.get('server-timing')).to.equal(null);
        expect(await inGate('waiting')).to.equal(0);
      } finally {
        await held.release();
      }
      expect((await first).status).to.equal(200);
      expect(await stationsOf(`${p}Z`)).to.equal(0);
    });

    it("says in a refusal's Server-Timing how long the import waited its turn, apart from its run", async () => {
      const held = await holdStations();
      const p = prefix();
      const first = imported(
        staff,
        await zipOf(feed({ 'stops.txt': stopsOf(p), 'stop_times.txt': stopTimesOf(p) })),
      );
      let second: ReturnType<typeof imported> | undefined;
      const heldMs = 500;
      try {
        await waitFor(
          async () => ((await waitingBackends()).length > 0 ? true : undefined),
          'the import waiting',
        );
        // A hostile file behind it: refused at its line once its turn comes.
        second = imported(
          staff,
          await zipOf(feed({ 'stops.txt': `stop_id,stop_name\nA,${randomBytes(2000).toString('hex')}\n` })),
        );
        await waitFor(async () => ((await inGate('waiting')) === 1 ? true : undefined), 'the second queued');
        await new Promise((resolve) => setTimeout(resolve, heldMs));
      } finally {
        await held.release();
      }
      expect((await first).status).to.equal(200);
      const refused = await (second as ReturnType<typeof imported>);
      expectLimit(refused, 'IMPORT_MAX_LINE_BYTES', 'stops.txt:2');
      const timing = refused.headers.get('server-timing') ?? '';
      const waited = Number(/^import-wait;dur=(\d+);desc="[^"]+"$/.exec(timing)?.[1]);
      expect(waited, timing).to.be.at.least(heldMs);
      // One that did not wait says so too.
      const alone = await imported(
        staff,
        await zipOf(feed({ 'stops.txt': `stop_id,stop_name\nA,${randomBytes(2000).toString('hex')}\n` })),
      );
      expect(alone.headers.get('server-timing')).to.match(/^import-wait;dur=\d+;/);
    });

    it('never starts an import whose client left while it waited its turn, and writes nothing of it', async () => {
      const held = await holdStations();
      const p = prefix();
      const q = prefix();
      const first = imported(
        staff,
        await zipOf(feed({ 'stops.txt': stopsOf(p), 'stop_times.txt': stopTimesOf(p) })),
      );
      const leaving = new AbortController();
      try {
        await waitFor(
          async () => ((await waitingBackends()).length > 0 ? true : undefined),
          'the import waiting',
        );
        const left = fetch(`${service.url}/referential/v1/gtfs/imports`, {
          method: 'POST',
          headers: { authorization: `Bearer ${staff.token}`, 'content-type': 'application/zip' },
          body: await zipOf(feed({ 'stops.txt': stopsOf(q), 'stop_times.txt': stopTimesOf(q) })),
          signal: leaving.signal,
        }).catch(() => undefined);
        await waitFor(async () => ((await inGate('waiting')) === 1 ? true : undefined), 'the second queued');
        leaving.abort();
        await left;
        await waitFor(async () => ((await inGate('waiting')) === 0 ? true : undefined), 'the second gone');
        expect(await inGate('running')).to.equal(1);
      } finally {
        await held.release();
      }
      expect((await first).status).to.equal(200);
      expect(await stationsOf(p)).to.equal(2);
      expect(await inGate('running')).to.equal(0);
      expect(await stationsOf(q)).to.equal(0);
    });

    it('stops and rolls back an import whose client leaves: no statement of it left running, nothing written', async () => {
      const held = await holdStations();
      const p = prefix();
      const leaving = new AbortController();
      const archive = await zipOf(feed({ 'stops.txt': stopsOf(p), 'stop_times.txt': stopTimesOf(p) }));
      const answer = fetch(`${service.url}/referential/v1/gtfs/imports`, {
        method: 'POST',
        headers: { authorization: `Bearer ${staff.token}`, 'content-type': 'application/zip' },
        body: archive,
        signal: leaving.signal,
      }).catch(() => undefined);
      try {
        const [waiting] = await waitFor(async () => {
          const backends = await importsWaiting();
          return backends.length > 0 ? backends : undefined;
        }, 'the import waiting');
        expect(await stillOpen(waiting as { pid: number; xact_start: string })).to.equal(true);
        leaving.abort();
        await answer;
        // The import's statement is cancelled and its transaction rolled back while the table is
        // still held: it does not wait on. Its transaction, not its connection, is looked at: a
        // backend waiting on a lock is not always reported so, its connection is idle in an
        // aborted transaction until the rollback, and it may serve another statement once back in
        // the pool.
        await waitFor(
          async () => ((await stillOpen(waiting as { pid: number; xact_start: string })) ? undefined : true),
          'the import stopped and rolled back',
        );
      } finally {
        await held.release();
      }
      expect(await stationsOf(p)).to.equal(0);
      // Its place is free again: the next import runs (the limit is one at a time).
      const next = await imported(staff, archive);
      expect(next.status, next.text).to.equal(200);
      expect(await stationsOf(p)).to.equal(2);
    });
  });
});

describe('import time limit', () => {
  let service: TestService;

  before(async function () {
    this.timeout(120_000);
    service = await startTestService(referentialService, { IMPORT_MAX_SECONDS: '1' });
  });
  after(async () => {
    await service?.close();
  });

  it('stops an import that runs longer than allowed, answering the limit, and writes nothing', async () => {
    const db = service.built.deps.db;
    const held = await db.transaction();
    await held.raw('LOCK TABLE stations IN ACCESS EXCLUSIVE MODE');
    const p = prefix();
    try {
      const response = await imported(
        service.as(GTFS_STAFF),
        await zipOf(feed({ 'stops.txt': stopsOf(p), 'stop_times.txt': stopTimesOf(p) })),
      );
      expectLimit(response, 'IMPORT_MAX_SECONDS', 'body');
    } finally {
      await held.rollback();
    }
    expect(
      Number((await db.raw('SELECT count(*) AS n FROM stations WHERE code LIKE ?', [`${p}%`])).rows[0].n),
    ).to.equal(0);
  });
});
