/**
 * The hostile clients of the `hostile-imports` scenario, in a worker thread of their own: the
 * open-loop reader that measures the referential meanwhile runs on the scenario's main thread,
 * so that building and sending files (two of 60 MB) never delays its requests or its clock.
 *
 * Messages: the worker builds the files, posts `{ type: 'ready', sizes }`; on `'go'` it starts
 * four clients sending them over and over, and the two large permit files a second in; on
 * `'stop'` its clients finish their request in flight and it posts `{ type: 'done', statuses,
 * slowest, waited }` (counts by "file: status code"; the slowest answer of each file in seconds,
 * from when its import left the import gate's queue; the longest each waited in that queue,
 * from the answer's `Server-Timing: import-wait`).
 */
import { randomBytes } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { ZipFile } from 'yazl';
import { megabytes, sized } from './size.ts';

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
const queueWait = (response: Response) =>
  Number(/import-wait;dur=(\d+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? 0) / 1000;
let running = false;
const send = async (name: string, body: Buffer, type: string, path: string, abandonAfterMs?: number) => {
  const abandon = new AbortController();
  const timer = abandonAfterMs ? setTimeout(() => abandon.abort(), abandonAfterMs) : undefined;
  const started = performance.now();
  try {
    const response = await fetch(base + path, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': type },
      body,
      signal: abandon.signal,
    });
    const problem = (await response.json()) as { code?: string; limit?: { setting: string } };
    count(`${name}: ${response.status} ${problem.limit?.setting ?? problem.code ?? ''}`);
    if (!abandonAfterMs && response.status !== 429) {
      const wait = queueWait(response);
      longest(waited, name, wait);
      longest(slowest, name, (performance.now() - started) / 1000 - wait);
    }
  } catch {
    if (abandon.signal.aborted) count(`${name}: abandoned`);
    else {
      // Refused while it was still being sent: the service answers and closes the connection.
      count(`${name}: cut by the service`);
      longest(slowest, name, (performance.now() - started) / 1000);
    }
  } finally {
    clearTimeout(timer);
  }
};
const client = async (index: number) => {
  for (let round = 0; running; round += 1) {
    if ((index + round) % 5 === 4)
      await send(
        'permits',
        permits,
        'text/csv',
        '/referential/v1/vehicle-permits/imports?dryRun=true',
        // Left while the referential still reads it: the dry run of its 280,000 rows now ends
        // within a second on an idle machine, which answered it (200) before a client leaving
        // after a second had left, and no disconnect was tried.
        ABANDON_AFTER_MS,
      );
    else {
      const [name, body, type] = hostile[(index + round) % 5] as [string, Buffer, string];
      await send(name, body, type, '/referential/v1/gtfs/imports');
    }
  }
};
let started: Promise<unknown> | undefined;
port.on('message', (message: string) => {
  if (message === 'go') {
    running = true;
    // Four clients: more imports at once than the default limit (one running, the next in turn).
    const clients = Promise.all([0, 1, 2, 3].map(client));
    // Two 60 MB permit files at once, a second in.
    const large = new Promise((resolve) => setTimeout(resolve, 1_000)).then(() =>
      Promise.all(
        [0, 1].map(() =>
          send(
            `${megabytes(largeCsv.length)} permit file`,
            largeCsv,
            'text/csv',
            '/referential/v1/vehicle-permits/imports',
          ),
        ),
      ),
    );
    started = Promise.all([clients, large]);
  } else if (message === 'stop') {
    running = false;
    void (started ?? Promise.resolve()).then(() =>
      port.postMessage({ type: 'done', statuses: [...statuses], slowest: [...slowest], waited: [...waited] }),
    );
  }
});
port.postMessage({ type: 'ready', sizes });
