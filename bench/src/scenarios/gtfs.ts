/**
 * GTFS export and import: a network of 200 lines of 20 stations each, 20,000 trips on three
 * service calendars (weekdays, Saturdays, Sundays; 25 December swapped to Sunday, two holidays
 * removed), 20 calls each at times to the second: 400,000 stop times, one in 25 trips running past midnight. The
 * referential runs as its own process. Exported for December (GET /referential/v1/gtfs/feed,
 * three rounds), with the process's resident memory before and its peak after (the feed is
 * streamed, so the peak should not grow with the feed); then the feed is imported into an
 * empty registry (a second referential on a database of its own): a dry run, the import, and
 * the same feed again (every record found unchanged). Then the memory's bound: a feed of the same
 * network written directly with half and with all the trips, each imported by a referential of
 * its own, whose peaks should be about the same. Targets: export under 15 s, import under 60 s,
 * every call's second kept, memory that does not grow with the feed.
 */
import { gtfsFeed, LINES, post } from '../gtfs-feed.ts';
import { gtfsNetworkSeed, STOPS_PER_LINE } from '../gtfs-network.ts';
import { sized, sizedFromEnv } from '../size.ts';
import { startBenchStack, type BenchStack } from '../stack.ts';
import { judge } from '../verdict.ts';

// BENCH_GTFS_TRIPS sets the size (20 stop times a trip): the curve toward a national feed.
const TRIPS = sizedFromEnv('BENCH_GTFS_TRIPS', 20_000, 200);
// The network's seasons start next year, so that every day exported and imported is still to
// come (a past day's timetable is kept as published).
const YEAR = new Date().getUTCFullYear() + 1;
const FROM = `${YEAR}-12-01`;
const TO = `${YEAR}-12-31`;
const SEED = gtfsNetworkSeed(LINES, TRIPS, YEAR);

const MB = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

async function referentialOn(stack: BenchStack) {
  const base = await stack.startProcess('referential', 'services/referential/src/main.ts');
  const token = stack.issuer.sign({
    subject: 'bench',
    permissions: ['referential.gtfs:export', 'referential.gtfs:import', 'referential.stations:read'],
  });
  return { base, headers: { authorization: `Bearer ${token}` } };
}

export async function run(): Promise<void> {
  const source = await startBenchStack();
  let target: BenchStack | undefined;
  try {
    const { base, headers } = await referentialOn(source);
    const seeding = await source.sql.connect();
    try {
      await seeding.query('BEGIN');
      await seeding.query('SET LOCAL search_path TO referential, public');
      await seeding.query(SEED);
      await seeding.query('COMMIT');
    } finally {
      seeding.release();
    }
    await source.sql.query('VACUUM ANALYZE');
    console.log(`network: ${LINES} lines, ${TRIPS} trips, ${TRIPS * STOPS_PER_LINE} stop times`);

    let feed = Buffer.alloc(0);
    const exports: number[] = [];
    for (let round = 1; round <= sized(3, 1); round += 1) {
      const before = source.memory('referential');
      const started = process.hrtime.bigint();
      const response = await fetch(`${base}/referential/v1/gtfs/feed?from=${FROM}&to=${TO}`, { headers });
      if (response.status !== 200) throw new Error(`export: ${response.status} ${await response.text()}`);
      let firstByte = 0;
      const chunks: Buffer[] = [];
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        if (chunks.length === 0) firstByte = Number(process.hrtime.bigint() - started) / 1e9;
        chunks.push(Buffer.from(chunk));
      }
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      feed = Buffer.concat(chunks);
      exports.push(seconds);
      const after = source.memory('referential');
      console.log(
        `export ${round}: ${seconds.toFixed(2)} s (first byte ${firstByte.toFixed(2)} s), zip ${MB(feed.length)}; ` +
          `referential RSS before ${MB(before.rss)}, peak so far ${MB(after.peak)}`,
      );
    }

    target = await startBenchStack();
    const empty = await referentialOn(target);
    const importFeed = async (dryRun: boolean) => {
      const started = process.hrtime.bigint();
      const response = await post(
        `${empty.base}/referential/v1/gtfs/imports?feedId=BENCH${dryRun ? '&dryRun=true' : ''}`,
        { ...empty.headers, 'content-type': 'application/zip' },
        feed,
      );
      const body = JSON.parse(response.text) as Record<string, unknown>;
      if (response.status !== 200) throw new Error(`import: ${response.status} ${response.text}`);
      return { seconds: Number(process.hrtime.bigint() - started) / 1e9, body };
    };
    const dry = await importFeed(true);
    console.log(
      `import dry run: ${dry.seconds.toFixed(2)} s, schedules ${JSON.stringify(dry.body.schedules)}; ` +
        `referential peak RSS ${MB(target.memory('referential').peak)}`,
    );
    const applied = await importFeed(false);
    console.log(
      `import into an empty registry: ${applied.seconds.toFixed(2)} s, stop times ${String(applied.body.stopTimes)}, ` +
        `schedules ${JSON.stringify(applied.body.schedules)}, calendars ${JSON.stringify(applied.body.calendars)}; ` +
        `referential peak RSS ${MB(target.memory('referential').peak)}`,
    );
    // Times to the second: every call of the network has its own second, exported and imported.
    const secondsOf = async (stack: BenchStack) =>
      (
        await stack.sql.query<{ calls: string }>(
          `SELECT string_agg(arrival_second || '/' || departure_second, ',' ORDER BY s.code, t.sequence) AS calls
             FROM referential.stop_times t
             JOIN referential.schedule_revisions r ON r.id = t.revision_id
             JOIN referential.schedules s ON s.id = r.schedule_id`,
        )
      ).rows[0]?.calls ?? '';
    const [sent, kept] = [await secondsOf(source), await secondsOf(target)];
    judge(
      'times kept to the second',
      sent === kept
        ? `the ${TRIPS * STOPS_PER_LINE} calls' seconds imported as exported`
        : 'the imported seconds differ from the exported ones',
      sent === kept && /[1-9]/.test(sent),
    );
    const stopTimes = TRIPS * STOPS_PER_LINE;
    const slowestExport = Math.max(...exports);
    judge(
      'export under 15 s',
      `slowest of ${exports.length}: ${slowestExport.toFixed(2)} s`,
      slowestExport < 15,
    );
    judge('import under 60 s', `${applied.seconds.toFixed(2)} s`, applied.seconds < 60);
    // A national feed: 10 million stop times imported in 3 minutes and exported in 1.
    judge(
      'import at 10 million stop times in 3 minutes',
      `${Math.round(stopTimes / applied.seconds)} stop times/s (needs ${Math.round(10_000_000 / 180)})`,
      stopTimes / applied.seconds >= 10_000_000 / 180,
    );
    judge(
      'export at 10 million stop times in 1 minute',
      `${Math.round(stopTimes / slowestExport)} stop times/s (needs ${Math.round(10_000_000 / 60)})`,
      stopTimes / slowestExport >= 10_000_000 / 60,
    );
    const again = await importFeed(false);
    console.log(
      `the same feed again: ${again.seconds.toFixed(2)} s, schedules ${JSON.stringify(again.body.schedules)}`,
    );

    // Bounded memory: the network's feed written directly with half and with all the trips, each
    // imported into an empty registry by a referential of its own, so that its peak resident
    // memory is that import's. Streamed, the two peaks are about the same. (A tiny run imports
    // the one size: the same code, one process start less.)
    const peaks: number[] = [];
    for (const trips of sized([TRIPS / 2, TRIPS], [TRIPS])) {
      const name = `referential-${trips}`;
      const databaseUrl = await target.addDatabase(`gtfs_${trips}`, { migrated: true });
      const base = await target.startProcess(name, 'services/referential/src/main.ts', {
        DATABASE_URL: databaseUrl,
      });
      const archive = await gtfsFeed(trips, YEAR);
      const before = target.memory(name);
      const started = process.hrtime.bigint();
      const response = await post(
        `${base}/referential/v1/gtfs/imports?feedId=SIZE`,
        { ...empty.headers, 'content-type': 'application/zip' },
        archive,
      );
      if (response.status !== 200) throw new Error(`import: ${response.status} ${response.text}`);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      console.log(
        `import of ${trips} trips (${trips * STOPS_PER_LINE} stop times, zip ${MB(archive.length)}) into an ` +
          `empty registry: ${seconds.toFixed(2)} s; referential RSS before ${MB(before.rss)}, ` +
          `peak ${MB(target.memory(name).peak)}`,
      );
      peaks.push(target.memory(name).peak);
      await target.signal(name, 'SIGTERM');
    }
    if (peaks.length === 2) {
      const [half, whole] = peaks as [number, number];
      judge(
        'import memory that does not grow with the feed',
        `peak ${MB(whole)} for the whole feed, ${MB(half)} for half (at most 1.25x)`,
        whole <= 1.25 * half,
      );
    }
  } finally {
    await target?.stop();
    await source.stop();
  }
}
