/**
 * Hostile imports against the referential's import limits (ADR 0048), with its default
 * settings: while a client sends, over and over, a GTFS zip whose `stops.txt` is one long line,
 * a zip bomb, a zip of two million stop times, a zip declaring ten million, 16 MiB permit files
 * it abandons after a second, and more imports at once than the limit, and two 60 MB permit
 * files are sent at once, an open-loop reader asks for station areas. Prints the reads' p99
 * before and during, the statuses of the hostile imports and the slowest answer of each, the
 * referential's resident memory (before, peak) and CPU, the rows the imports wrote and the
 * statements of the referential still running in Postgres five seconds after the last hostile
 * client left; then each figure against its target.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ZipFile } from 'yazl';
import { fixedRate, formatResult, type LoadTarget } from '../load.ts';
import { sized, sizedFromEnv } from '../size.ts';
import { startBenchStack } from '../stack.ts';
import { judge } from '../verdict.ts';

const SECONDS = sizedFromEnv('BENCH_SECONDS', 20, 2);
const RATE = 50;
/** Stop times the largest zip declares: ten million (two hundred thousand in a tiny run). */
const DECLARED_ROWS = sized(10_000_000, 200_000);
/** The two permit files sent at once, each far over `IMPORT_MAX_BODY_BYTES` (16 MiB). */
const LARGE_CSV_BYTES = sized(60_000_000, 20_000_000);
/** The referential's memory limit in production (k8s/base/referential): 1,536 Mi. */
const MEMORY_LIMIT = 1536 * 1024 * 1024;
/** A hostile import is answered within this many seconds of reaching its limit. */
const ANSWER_TARGET_S = 5;

async function zipOf(files: Record<string, Buffer>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, bytes] of Object.entries(files)) zip.addBuffer(bytes, name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const MB = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

export async function run(): Promise<void> {
  const stack = await startBenchStack();
  try {
    const base = await stack.startProcess('referential', 'services/referential/src/main.ts');
    const token = stack.issuer.sign({
      subject: 'bench',
      permissions: [
        'referential.station-areas:read',
        'referential.gtfs:import',
        'referential.vehicle-permits:write',
      ],
    });
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
        Array.from(
          { length: 280_000 },
          (_, i) => `AB-${i % 50}-CD,P-${i},INSURANCE,2027-01-01,2027-12-31`,
        ).join('\n'),
    ).subarray(0, 16 * 1024 * 1024);
    for (const [name, body] of hostile) console.log(`${name}: ${MB(body.length)} zip`);
    console.log(
      `abandoned permit file: ${MB(permits.length)}; two permit files at once: ${MB(largeCsv.length)} each`,
    );

    const reads: LoadTarget = {
      url: `${base}/referential/v1/station-areas?size=20`,
      headers: { authorization: `Bearer ${token}` },
    };
    await fixedRate(reads, RATE, 3); // warm-up: keys fetched, code compiled
    const idleReads = await fixedRate(reads, RATE, 5);
    console.log(formatResult('reads, idle', idleReads));
    const idle = stack.memory('referential');
    const written = async () => {
      const probe = new pg.Client({ connectionString: stack.databaseUrl });
      await probe.connect();
      const counted = await probe.query(
        `SELECT (SELECT count(*) FROM referential.stations)::int
              + (SELECT count(*) FROM referential.vehicle_permits)::int AS n`,
      );
      await probe.end();
      return counted.rows[0].n as number;
    };
    const rowsBefore = await written();
    const cpuBefore = stack.cpuSeconds('referential');
    const pgBefore = stack.postgresCpuSeconds();

    const statuses = new Map<string, number>();
    const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
    /** The slowest answer of each hostile file, in seconds (abandoned ones left out). */
    const slowest = new Map<string, number>();
    let running = true;
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
          const seconds = (performance.now() - started) / 1000;
          slowest.set(name, Math.max(slowest.get(name) ?? 0, seconds));
        }
      } catch {
        if (abandon.signal.aborted) count(`${name}: abandoned`);
        else {
          // Refused while it was still being sent: the service answers and closes the connection.
          count(`${name}: cut by the service`);
          slowest.set(name, Math.max(slowest.get(name) ?? 0, (performance.now() - started) / 1000));
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
            1_000,
          );
        else {
          const [name, body, type] = hostile[(index + round) % 5] as [string, Buffer, string];
          await send(name, body, type, '/referential/v1/gtfs/imports');
        }
      }
    };
    // Four clients: more imports at once than the default limit (2).
    const clients = Promise.all([0, 1, 2, 3].map(client));
    // Two 60 MB permit files at once, a second in.
    const large = new Promise((resolve) => setTimeout(resolve, 1_000)).then(() =>
      Promise.all(
        [0, 1].map(() =>
          send(
            `${MB(largeCsv.length)} permit file`,
            largeCsv,
            'text/csv',
            '/referential/v1/vehicle-permits/imports',
          ),
        ),
      ),
    );
    const during = await fixedRate(reads, RATE, SECONDS);
    running = false;
    await Promise.all([clients, large]);
    const peak = stack.memory('referential').peak;
    console.log(formatResult('reads, during hostile imports', during));
    for (const [key, n] of [...statuses].sort()) console.log(`  ${key.padEnd(60)} ${n}`);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const probe = new pg.Client({ connectionString: stack.databaseUrl });
    await probe.connect();
    const left = await probe.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE application_name = 'referential' AND state = 'active'`,
    );
    await probe.end();
    const rowsWritten = (await written()) - rowsBefore;
    console.log(
      `referential RSS idle ${MB(idle.rss)}, peak ${MB(peak)}; CPU ${(stack.cpuSeconds('referential') - cpuBefore).toFixed(1)} s, ` +
        `Postgres CPU ${(stack.postgresCpuSeconds() - pgBefore).toFixed(1)} s; ` +
        `referential statements running 5 s after the last client: ${left.rows[0].n}`,
    );
    const answers = [...slowest].map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`).join(', ');
    const lines: [string, string, boolean][] = [
      [
        'each hostile file answered within seconds',
        `slowest answers: ${answers}; target ≤ ${ANSWER_TARGET_S} s`,
        [...slowest.values()].every((seconds) => seconds <= ANSWER_TARGET_S),
      ],
      [
        'none accepted',
        `${[...statuses.keys()].filter((k) => / 2\d\d /.test(k)).length} kinds answered 2xx; target 0`,
        ![...statuses.keys()].some((k) => / 2\d\d /.test(k)),
      ],
      [
        'reads at their usual p99',
        `p99 ${during.p99Ms.toFixed(0)} ms during, ${idleReads.p99Ms.toFixed(0)} ms idle, ${during.errors + during.non2xx} failed; target ≤ 2 × idle, none failed`,
        during.p99Ms <= 2 * idleReads.p99Ms && during.errors + during.non2xx === 0,
      ],
      [
        'memory under the production limit',
        `peak ${MB(peak)}; target < ${MB(MEMORY_LIMIT)} (1,536 Mi)`,
        peak < MEMORY_LIMIT,
      ],
      ['nothing written', `${rowsWritten} rows of stations and permits; target 0`, rowsWritten === 0],
      [
        'no work running 5 s after the last client',
        `${left.rows[0].n} statements; target 0`,
        Number(left.rows[0].n) === 0,
      ],
    ];
    for (const [what, figure, met] of lines) judge(what, figure, met);
  } finally {
    await stack.stop();
  }
}
