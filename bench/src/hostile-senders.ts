/**
 * The hostile clients of the `hostile-imports` scenario, in a worker thread of their own: the
 * open-loop reader that measures the referential meanwhile runs on the scenario's main thread,
 * so that building and sending files (two of 60 MB) never delays its requests or its clock.
 *
 * Messages: the worker builds the files, posts `{ type: 'ready', sizes }`; on `'go'` (a hostile
 * window opens) it sends each kind of file `BENCH_HOSTILE_RATE` times a second, open loop; on
 * `'stop'` it stops sending, waits for the files in flight, and posts `{ type: 'done', statuses,
 * slowest, waited, windows }` (counts by "file: status code"; the slowest answer of each file in
 * seconds, from when its import left the import gate's queue; the longest each waited in that
 * queue, from the answer's `Server-Timing: import-wait`; per window so far, the files sent,
 * answered, cut, abandoned and still in flight at its end).
 */
import { randomBytes } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { ZipFile } from 'yazl';
import { post } from './gtfs-feed.ts';
import { megabytes, sized, sizedFromEnv } from './size.ts';

/** Stop times the largest zip declares: ten million (two hundred thousand in a tiny run). */
const DECLARED_ROWS = sized(10_000_000, 200_000);
/** The two permit files sent at once, each far over `IMPORT_MAX_BODY_BYTES` (16 MiB). */
const LARGE_CSV_BYTES = sized(60_000_000, 20_000_000);

const { base, token } = workerData as { base: string; token: string };
const port = parentPort;
if (!port) throw new Error('hostile-senders runs as a worker thread');

async function zipOf(files: Record<string, Buffer>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, bytes] of Object.entries(files)) zip.addBuffer(bytes, name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const small = {
  'routes.txt': Buffer.from('route_id,route_short_name,route_long_name,route_type\nR1,R1,A - B,3\n'),
  'trips.txt': Buffer.from('route_id,service_id,trip_id\nR1,WK,T1\n'),
  'calendar.txt': Buffer.from(
    'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nWK,1,1,1,1,1,0,0,20270104,20270129\n',
  ),
};
const stopTimesHeader = 'trip_id,arrival_time,departure_time,stop_id,stop_sequence\n';
const row = Buffer.from('T1,07:00:00,07:00:00,A,1\n');
const block = Buffer.concat(Array.from({ length: 10_000 }, () => row));
const hostile: [string, Buffer, string][] = [
  [
    'one-line stops.txt',
    await zipOf({
      ...small,
      // Random text: it compresses as real text does, under the ratio allowed.
      'stops.txt': Buffer.from(`stop_id,stop_name\nA,${randomBytes(1_000_000).toString('hex')}`),
      'stop_times.txt': Buffer.from(stopTimesHeader),
    }),
    'application/zip',
  ],
  [
    'zip bomb',
    await zipOf({ ...small, 'stops.txt': Buffer.alloc(200_000_000, 0x41), 'stop_times.txt': row }),
    'application/zip',
  ],
  [
    'two million stop times',
    await zipOf({
      ...small,
      'stops.txt': Buffer.from('stop_id,stop_name\nA,Alpha\n'),
      'stop_times.txt': Buffer.concat([
        Buffer.from(stopTimesHeader),
        ...Array.from({ length: 200 }, () => block),
      ]),
    }),
    'application/zip',
  ],
  [
    `${(DECLARED_ROWS / 1e6).toFixed(1)} million stop times`,
    await zipOf({
      ...small,
      'stops.txt': Buffer.from('stop_id,stop_name\nA,Alpha\n'),
      'stop_times.txt': Buffer.concat([
        Buffer.from(stopTimesHeader),
        ...Array.from({ length: DECLARED_ROWS / 10_000 }, () => block),
      ]),
    }),
    'application/zip',
  ],
];
const largeCsv = Buffer.alloc(LARGE_CSV_BYTES, 'AB-1-CD,P-1,INSURANCE,2027-01-01,2027-12-31\n');
largeCsv.write('registration,permitNumber,kind,validFrom,validUntil\n');
const permits = Buffer.from(
  'registration,permitNumber,kind,validFrom,validUntil\n' +
    Array.from({ length: 280_000 }, (_, i) => `AB-${i % 50}-CD,P-${i},INSURANCE,2027-01-01,2027-12-31`).join(
      '\n',
    ),
).subarray(0, 16 * 1024 * 1024);

/**
 * How many times a second each kind of hostile file is sent (`BENCH_HOSTILE_RATE`, default 1:
 * an abuser sending each file once a second, the two 60 MB files together).
 */
const HOSTILE_RATE = sizedFromEnv('BENCH_HOSTILE_RATE', 1, 1);

/** When the client sending the permit file leaves, after sending it. */
const ABANDON_AFTER_MS = 200;

const sizes = [
  ...hostile.map(([name, body]) => `${name}: ${megabytes(body.length)} zip`),
  `abandoned permit file: ${megabytes(permits.length)}; two permit files at once: ${megabytes(largeCsv.length)} each`,
];

const statuses = new Map<string, number>();
const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
/**
 * The slowest answer of each hostile file, in seconds from when its import left the gate's
 * queue (abandoned ones left out), and the longest wait in that queue, apart.
 */
const slowest = new Map<string, number>();
const waited = new Map<string, number>();
const longest = (map: Map<string, number>, name: string, seconds: number) =>
  map.set(name, Math.max(map.get(name) ?? 0, seconds));
/** The seconds an import waited its turn, as its answer's `Server-Timing` says (0 when it did not say). */
const queueWait = (serverTiming: string) =>
  Number(/import-wait;dur=(\d+)/.exec(serverTiming)?.[1] ?? 0) / 1000;
/**
 * What became of the files sent in one hostile window: sent, answered (an HTTP status), cut by
 * the service while being sent, abandoned by their client, and still in flight when the window
 * ended (answered or cut after it, counted above too).
 */
interface WindowCount {
  sent: number;
  answered: number;
  cut: number;
  abandoned: number;
  inFlightAtEnd: number;
}
const windows: WindowCount[] = [];
const inFlight = new Set<Promise<void>>();
const send = async (
  tally: WindowCount,
  name: string,
  body: Buffer,
  type: string,
  path: string,
  abandonAfterMs?: number,
) => {
  tally.sent += 1;
  const abandon = new AbortController();
  const timer = abandonAfterMs ? setTimeout(() => abandon.abort(), abandonAfterMs) : undefined;
  const started = performance.now();
  try {
    // The body built before the windows, written as it is at each send (`post`): fetch would copy
    // it whole first, 0.2 s of this process's CPU a second for the two 60 MB files, on the cores
    // the referential runs on; the service receives the same bytes either way.
    const response = await post(
      base + path,
      { authorization: `Bearer ${token}`, 'content-type': type },
      body,
      abandon.signal,
    );
    const problem = JSON.parse(response.text) as { code?: string; limit?: { setting: string } };
    tally.answered += 1;
    count(`${name}: ${response.status} ${problem.limit?.setting ?? problem.code ?? ''}`);
    if (!abandonAfterMs && response.status !== 429) {
      const wait = queueWait(String(response.headers['server-timing'] ?? ''));
      longest(waited, name, wait);
      longest(slowest, name, (performance.now() - started) / 1000 - wait);
    }
  } catch {
    if (abandon.signal.aborted) {
      tally.abandoned += 1;
      count(`${name}: abandoned`);
    } else {
      // Refused while it was still being sent: the service answers and closes the connection.
      tally.cut += 1;
      count(`${name}: cut by the service`);
      longest(slowest, name, (performance.now() - started) / 1000);
    }
  } finally {
    clearTimeout(timer);
  }
};
/**
 * The hostile load, open loop: each kind of file is sent `HOSTILE_RATE` times a second whatever
 * became of the ones before (a client sending its next file only once answered sends more the
 * faster the service refuses, and the load then differs between the trees compared). The kinds
 * start spread over the first period, so that the service meets a steady mix.
 */
const allKinds: [string, (tally: WindowCount) => Promise<unknown>][] = [
  ...hostile.map(([name, body, type], index): [string, (tally: WindowCount) => Promise<unknown>] => [
    ['one-line', 'zip-bomb', 'two-million', 'ten-million'][index] as string,
    (tally) => send(tally, name, body, type, '/referential/v1/gtfs/imports'),
  ]),
  // Left while the referential still reads it: the dry run of its 280,000 rows ends within a
  // second on an idle machine, which answered it (200) before a client leaving after a second
  // had left, and no disconnect was tried.
  [
    'abandoned-permits',
    (tally) =>
      send(
        tally,
        'permits',
        permits,
        'text/csv',
        '/referential/v1/vehicle-permits/imports?dryRun=true',
        ABANDON_AFTER_MS,
      ),
  ],
  // Two 60 MB permit files at once.
  [
    'large-permits',
    (tally) =>
      Promise.all(
        [0, 1].map(() =>
          send(
            tally,
            `${megabytes(largeCsv.length)} permit file`,
            largeCsv,
            'text/csv',
            '/referential/v1/vehicle-permits/imports',
          ),
        ),
      ),
  ],
];
/**
 * The kinds sent (`BENCH_HOSTILE_KINDS`, names separated by commas; every kind when unset or
 * empty, not none: a run that sent nothing met every target): one kind at a time says what each
 * costs the reads.
 */
const named = process.env.BENCH_HOSTILE_KINDS?.split(',').filter((name) => name !== '') ?? [];
const only = named.length > 0 ? named : undefined;
const unknown = only?.filter((name) => !allKinds.some(([kind]) => kind === name)) ?? [];
if (unknown.length > 0)
  throw new Error(
    `BENCH_HOSTILE_KINDS: no kind ${unknown.join(', ')}; the kinds are ${allKinds.map(([kind]) => kind).join(', ')}`,
  );
const kinds = allKinds.filter(([kind]) => !only || only.includes(kind)).map(([, sendKind]) => sendKind);
const periodMs = 1000 / HOSTILE_RATE;
let timers: NodeJS.Timeout[] = [];
port.on('message', (message: string) => {
  if (message === 'go') {
    const tally: WindowCount = { sent: 0, answered: 0, cut: 0, abandoned: 0, inFlightAtEnd: 0 };
    windows.push(tally);
    const fire = (kind: (tally: WindowCount) => Promise<unknown>) => {
      const sending = kind(tally).then(() => undefined);
      inFlight.add(sending);
      void sending.finally(() => inFlight.delete(sending));
    };
    timers = kinds.map((kind, index) => {
      const first = setTimeout(
        () => {
          fire(kind);
          timers.push(setInterval(() => fire(kind), periodMs));
        },
        (index * periodMs) / kinds.length,
      );
      return first;
    });
  } else if (message === 'stop') {
    for (const timer of timers) clearTimeout(timer);
    timers = [];
    const tally = windows.at(-1);
    if (tally) tally.inFlightAtEnd = inFlight.size;
    void Promise.all(inFlight).then(() =>
      port.postMessage({
        type: 'done',
        statuses: [...statuses],
        slowest: [...slowest],
        waited: [...waited],
        windows,
      }),
    );
  }
});
port.postMessage({ type: 'ready', sizes });
