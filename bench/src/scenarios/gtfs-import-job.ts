/**
 * A GTFS import as a job through the gateway (ADR 0054): the feed of the `gtfs` scenario's
 * network, 20,000 trips and 400,000 stop times (200 in a tiny run), sent to
 * `POST /referential/v1/gtfs/import-jobs` through the gateway with its default upstream timeout.
 * Prints how long the POST took to be answered, the job's progress as it is read every second
 * (phase, rows read), and its end; fails unless the POST is answered 202 and the job succeeds.
 */
import { gtfsFeed } from '../gtfs-feed.ts';
import { sized } from '../size.ts';
import { startBenchStack } from '../stack.ts';
import { judge } from '../verdict.ts';

const TRIPS = sized(20_000, 200);
const YEAR = new Date().getUTCFullYear() + 1;
const MB = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

interface Job {
  id: string;
  status: string;
  phase: string | null;
  progress: { rowsRead: number; recordsWritten: number };
  attempts: number;
  finishedAt: string | null;
  report: { stopTimes: number; schedules: unknown; calendars: unknown } | null;
  problem: { status: number; code: string; detail: string } | null;
}

export async function run(): Promise<void> {
  const stack = await startBenchStack();
  try {
    const referential = await stack.startProcess('referential', 'services/referential/src/main.ts');
    const gateway = await stack.startProcess('gateway', 'gateway/src/main.ts', {
      REFERENTIAL_URL: referential,
      RULES_URL: 'http://127.0.0.1:9',
      SIV_URL: 'http://127.0.0.1:9',
    });
    const token = stack.issuer.sign({
      subject: 'bench',
      permissions: ['referential.gtfs:import'],
      expiresIn: 3600,
    });
    const headers = { authorization: `Bearer ${token}` };
    const archive = await gtfsFeed(TRIPS, YEAR);
    console.log(`feed: ${TRIPS} trips, ${TRIPS * 20} stop times, zip ${MB(archive.length)}`);

    const started = process.hrtime.bigint();
    const seconds = () => (Number(process.hrtime.bigint() - started) / 1e9).toFixed(1);
    const posted = await fetch(`${gateway}/referential/v1/gtfs/import-jobs?feedId=BENCH`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/zip', 'idempotency-key': `bench-${YEAR}` },
      body: archive,
    });
    const text = await posted.text();
    console.log(
      `POST answered ${posted.status} in ${seconds()} s, Location ${posted.headers.get('location')}`,
    );
    if (posted.status !== 202) throw new Error(`POST: ${posted.status} ${text}`);
    const answeredIn = Number(seconds());
    judge('the job answered at once (202 within 5 s)', `202 in ${answeredIn.toFixed(1)} s`, answeredIn <= 5);
    const location = posted.headers.get('location') as string;

    let job = JSON.parse(text) as Job;
    const statuses = new Map<number, number>();
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const read = await fetch(`${gateway}${location}`, { headers });
      statuses.set(read.status, (statuses.get(read.status) ?? 0) + 1);
      if (read.status !== 200) {
        console.log(`  ${seconds()} s: GET answered ${read.status}`);
        continue;
      }
      job = (await read.json()) as Job;
      console.log(
        `  ${seconds()} s: ${job.status}${job.phase ? ` ${job.phase}` : ''}, rows read ${job.progress.rowsRead}, ` +
          `records written ${job.progress.recordsWritten}`,
      );
      if (job.finishedAt !== null) break;
    }
    console.log(`GET answers: ${[...statuses].map(([status, n]) => `${n} x ${status}`).join(', ')}`);
    console.log(
      `job ${job.status} in ${seconds()} s, attempts ${job.attempts}; referential peak RSS ` +
        `${MB(stack.memory('referential').peak)}`,
    );
    if (job.status !== 'SUCCEEDED') throw new Error(`job ${job.status}: ${JSON.stringify(job.problem)}`);
    const failedReads = [...statuses]
      .filter(([status]) => status !== 200)
      .reduce((n, [, count]) => n + count, 0);
    judge(
      'progress readable all along (every GET 200)',
      `${failedReads} reads answered otherwise`,
      failedReads === 0,
    );
    console.log(
      `report: stop times ${job.report?.stopTimes}, schedules ${JSON.stringify(job.report?.schedules)}, ` +
        `calendars ${JSON.stringify(job.report?.calendars)}`,
    );
  } finally {
    await stack.stop();
  }
}
