/**
 * Hostile imports against the referential's import limits (ADR 0048), with its default
 * settings: while an abuser sends, each kind `BENCH_HOSTILE_RATE` times a second (default 1)
 * whatever became of the ones before (open loop, ADR 0130), a GTFS zip whose `stops.txt` is one
 * long line, a zip bomb, a zip of two million stop times, a zip declaring ten million, a 16 MiB
 * permit file it abandons 200 ms after starting to send it, and two 60 MB permit files at once
 * (more imports at once than the limit), an open-loop reader asks for station areas. The imports run in
 * windows (`BENCH_ROUNDS`, 4, of `BENCH_SECONDS` / rounds each), each after a window as long of
 * the reads alone, so that both meet the same machine. Prints the reads' p99 alone and during
 * (each over its windows), the statuses of the hostile imports and the slowest answer of each (timed
 * from when its import left the import gate's queue) and its longest wait in that queue, the
 * referential's resident memory (before, peak) and CPU (over all the windows), the rows the imports wrote and the
 * statements of the referential still running in Postgres five seconds after the last hostile
 * client left; then each figure against its target.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { fixedRate, fixedRateAlternating, formatResult, type LoadResult, type LoadTarget } from '../load.ts';
import { megabytes, sizedFromEnv } from '../size.ts';
import { startBenchStack } from '../stack.ts';
import { judge } from '../verdict.ts';
import { startFloor } from './bays.ts';
import { windowCosts } from '../window-costs.ts';

const SECONDS = sizedFromEnv('BENCH_SECONDS', 20, 2);
/**
 * The hostile imports' seconds are cut into this many windows, each after a window as long
 * without them: the reads alone and the reads during the imports meet the same machine.
 */
const ROUNDS = sizedFromEnv('BENCH_ROUNDS', 4, 1);
const RATE = 50;
/** `bare`: the reads go to a bare node:http server, the control (`readsTarget`); else to the referential. */
const READS = process.env.BENCH_HOSTILE_READS ?? 'referential';
/** The referential's memory limit in production (k8s/base/referential): 1,536 Mi. */
const MEMORY_LIMIT = 1536 * 1024 * 1024;
/**
 * A hostile import is answered within this many seconds, timed from when it leaves the import
 * gate's queue (its wait there is reported apart: ADR 0099).
 */
const ANSWER_TARGET_S = 5;
/** How long an import may wait its turn: the referential's `IMPORT_MAX_WAIT_SECONDS` default. */
const MAX_WAIT_S = 50;

export async function run(): Promise<void> {
  const stack = await startBenchStack();
  let stopReads = () => {};
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
    // The hostile clients run in a worker thread: the reader below keeps its own event loop.
    const senders = new Worker(new URL('../hostile-senders.ts', import.meta.url), {
      workerData: { base, token },
    });
    const fromSenders = <T>(type: string) =>
      new Promise<T>((resolve, reject) => {
        const listen = (message: { type: string } & T) => {
          if (message.type !== type) return;
          senders.off('message', listen);
          resolve(message);
        };
        senders.on('message', listen);
        senders.once('error', reject);
      });
    const { sizes } = await fromSenders<{ sizes: string[] }>('ready');
    for (const line of sizes) console.log(line);

    const referentialReads: LoadTarget = {
      url: `${base}/referential/v1/station-areas?size=20`,
      headers: { authorization: `Bearer ${token}` },
    };
    await fixedRate(referentialReads, RATE, 3); // warm-up: keys fetched, code compiled
    const control = await readsTarget(referentialReads);
    stopReads = control.stopReads;
    const reads = control.reads;
    // The first request of an operation compiles its request validator against the whole
    // contract: about 1 s of the event loop per import operation at load 15 (a CPU profile of
    // this scenario, ADR 0099), once per process. Paid here, before the idle reads, as a
    // service running for a while has paid it: an import of a file that is not a zip (422) and
    // a permit dry run of a header alone (nothing written).
    for (const [path, type, body] of [
      ['/referential/v1/gtfs/imports', 'application/zip', 'not a zip'],
      [
        '/referential/v1/vehicle-permits/imports?dryRun=true',
        'text/csv',
        'registration,permitNumber,kind,validFrom,validUntil\n',
      ],
    ] as const) {
      const warm = await fetch(base + path, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': type },
        body,
      });
      await warm.arrayBuffer();
    }
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

    type Done = {
      statuses: [string, number][];
      slowest: [string, number][];
      waited: [string, number][];
      windows: { sent: number; answered: number; cut: number; abandoned: number; inFlightAtEnd: number }[];
    };
    let done: Done = { statuses: [], slowest: [], waited: [], windows: [] };
    // Windows of reads alone and of reads during the hostile imports, in turn: the imports
    // start at their window's start, and their clients finish their last request after its end.
    const window = SECONDS / ROUNDS;
    // What the referential, Postgres and this process spend in each kind of window.
    const costs = windowCosts(stack, 'referential', 2);
    const [idleReads, during] = (await fixedRateAlternating(reads, RATE, window, ROUNDS, [
      { enter: costs.open, leave: () => costs.close(0) },
      {
        enter: async () => {
          await costs.open();
          senders.postMessage('go');
        },
        leave: async () => {
          await costs.close(1);
          const answered = fromSenders<Done>('done');
          senders.postMessage('stop');
          done = await answered;
        },
      },
    ])) as [LoadResult, LoadResult];
    console.log(
      `${ROUNDS} rounds of ${window.toFixed(1)} s of reads alone, then ${window.toFixed(1)} s during hostile imports`,
    );
    console.log(formatResult('reads, alone', idleReads));
    const statuses = new Map(done.statuses);
    const slowest = new Map(done.slowest);
    const waited = new Map(done.waited);
    await senders.terminate();
    const peak = stack.memory('referential').peak;
    console.log(formatResult('reads, during hostile imports', during));
    for (const [key, n] of [...statuses].sort()) console.log(`  ${key.padEnd(60)} ${n}`);
    for (const [index, w] of done.windows.entries())
      console.log(
        `  hostile window ${index + 1}: ${w.sent} files sent, ${w.answered} answered, ${w.cut} cut by the service, ` +
          `${w.abandoned} abandoned by their client; ${w.inFlightAtEnd} still in flight at its end`,
      );
    for (const line of costs.lines(['reads alone', 'during hostile imports'])) console.log(line);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const probe = new pg.Client({ connectionString: stack.databaseUrl });
    await probe.connect();
    const left = await probe.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE application_name = 'referential' AND state = 'active' AND datname = current_database()`,
    );
    await probe.end();
    const rowsWritten = (await written()) - rowsBefore;
    console.log(
      `referential RSS idle ${megabytes(idle.rss)}, peak ${megabytes(peak)}; CPU ${(stack.cpuSeconds('referential') - cpuBefore).toFixed(1)} s, ` +
        `Postgres CPU ${(stack.postgresCpuSeconds() - pgBefore).toFixed(1)} s; ` +
        `referential statements running 5 s after the last client: ${left.rows[0].n}`,
    );
    const answers = [...slowest].map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`).join(', ');
    const waits = [...waited].map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`).join(', ');
    const lines: [string, string, boolean][] = [
      [
        'each hostile file answered within seconds of leaving the queue',
        `slowest answers after their turn came: ${answers}; target ≤ ${ANSWER_TARGET_S} s`,
        [...slowest.values()].every((seconds) => seconds <= ANSWER_TARGET_S),
      ],
      [
        "each one's wait in the queue bounded",
        `longest waits for a turn: ${waits}; target ≤ ${MAX_WAIT_S} s (IMPORT_MAX_WAIT_SECONDS)`,
        [...waited.values()].every((seconds) => seconds <= MAX_WAIT_S),
      ],
      [
        'none accepted',
        `${[...statuses.keys()].filter((k) => / 2\d\d /.test(k)).length} kinds answered 2xx; target 0`,
        ![...statuses.keys()].some((k) => / 2\d\d /.test(k)),
      ],
      [
        'reads at their usual p99',
        `${READS === 'bare' ? 'the bare server: ' : ''}p99 ${during.p99Ms.toFixed(0)} ms during, ${idleReads.p99Ms.toFixed(0)} ms alone in the windows between (${(during.p99Ms / idleReads.p99Ms).toFixed(2)}x), ${during.errors + during.non2xx} failed; target ≤ 2 × alone, none failed`,
        during.p99Ms <= 2 * idleReads.p99Ms && during.errors + during.non2xx === 0,
      ],
      [
        'memory under the production limit',
        `peak ${megabytes(peak)}; target < ${megabytes(MEMORY_LIMIT)} (1,536 Mi)`,
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
    stopReads();
    await stack.stop();
  }
}

/**
 * What the reader asks: the referential's read, or with `BENCH_HOSTILE_READS=bare` the same
 * answer's bytes from a bare node:http server of its own (`bare-reads-server.ts`), while the
 * files still go to the referential: the control that says what the machine alone does to a
 * server's reads during the hostile windows (ADR 0165).
 */
async function readsTarget(referential: LoadTarget): Promise<{ reads: LoadTarget; stopReads: () => void }> {
  if (READS !== 'bare') return { reads: referential, stopReads: () => {} };
  const answer = await fetch(referential.url, { headers: referential.headers });
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'bare-reads-')), 'answer.json');
  writeFileSync(file, Buffer.from(await answer.arrayBuffer()));
  const bare = await startFloor('bare-reads-server.ts', { BODY_FILE: file });
  console.log(
    `reads sent to a bare node:http server (BENCH_HOSTILE_READS=bare), the files to the referential`,
  );
  const reads: LoadTarget = { url: `${bare.url}/station-areas` };
  await fixedRate(reads, RATE, 1);
  return { reads, stopReads: bare.stop };
}
