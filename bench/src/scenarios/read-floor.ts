/**
 * The read of a bay by id against its floor (`floor-server.ts`: node http and pg running the same
 * SELECT, nothing else), with everything the platform does on: the contract's validation, the
 * token, the log line and tracing (exported to a local OTLP sink). Closed loop, the service and
 * the floor in turns (A, floor, A, floor, ...), and with BENCH_BASELINE=<another checkout> that
 * tree's referential too, on the same database (A, B, floor, B, A, floor, ...: each tree first
 * in every other turn): what a change to the read's path gains, in one run. For each:
 * throughput, its share of the floor's, and the CPU the process spent a request (steadier than
 * throughput on a shared machine).
 *
 * BENCH_BAYS (default 200,000) bays over BENCH_AREAS (default 2,000) areas, seeded as in `bays`;
 * BENCH_ROUNDS turns (default 6) of BENCH_SECONDS each (default 3), after a warm-up of
 * BENCH_WARM_UP_REQUESTS reads (default 40,000) of every target, in turn, not counted.
 */
import path from 'node:path';
import { closedLoop, fixedRateInterleaved, formatResult, type LoadTarget } from '../load.ts';
import { cpuSecondsOf, startBenchStack } from '../stack.ts';
import { sizedFromEnv } from '../size.ts';
import { judge } from '../verdict.ts';
import { seed, startFloor } from './bays.ts';
import { startSink } from './tracing.ts';

const BAYS = sizedFromEnv('BENCH_BAYS', 200_000, 2_000);
const AREAS = sizedFromEnv('BENCH_AREAS', 2_000, 20);
const ROUNDS = sizedFromEnv('BENCH_ROUNDS', 6, 1);
const SECONDS = sizedFromEnv('BENCH_SECONDS', 3, 0.5);
const RATE = sizedFromEnv('BENCH_FIXED_RATE', 1_000, 100);
const WARM_UP_REQUESTS = sizedFromEnv('BENCH_WARM_UP_REQUESTS', 40_000, 500);
const CONNECTIONS = 10;

export async function run(): Promise<void> {
  const stack = await startBenchStack();
  const sink = await startSink();
  try {
    const tracing = { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url };
    const baseline = process.env.BENCH_BASELINE;
    const services = [{ name: 'this tree', process: 'referential', url: '' }];
    services[0]!.url = await stack.startProcess('referential', 'services/referential/src/main.ts', tracing);
    if (baseline) {
      const url = await stack.startProcess(
        'baseline referential',
        'services/referential/src/main.ts',
        tracing,
        path.resolve(baseline),
      );
      services.push({ name: `baseline ${baseline}`, process: 'baseline referential', url });
    }
    await seed(stack.sql, BAYS, AREAS);
    const floor = await startFloor('floor-server.ts', { DATABASE_URL: stack.databaseUrl });
    const token = stack.issuer.sign({
      subject: 'bench',
      permissions: ['referential.bays:read'],
      expiresIn: 3600,
    });
    const ids = (
      await stack.sql.query<{ id: string }>('SELECT id FROM referential.bays ORDER BY random() LIMIT 1000')
    ).rows.map((r) => r.id);
    const targets: { name: string; cpu: () => number; target: LoadTarget }[] = [
      ...services.map((s) => ({
        name: s.name,
        cpu: () => stack.cpuSeconds(s.process),
        target: {
          url: `${s.url}/referential/v1/bays/${ids[0]}`,
          urls: ids.map((id) => `${s.url}/referential/v1/bays/${id}`),
          headers: { authorization: `Bearer ${token}` },
        },
      })),
      {
        name: 'floor',
        cpu: () => cpuSecondsOf(floor.pid),
        target: { url: `${floor.url}/bays/${ids[0]}`, urls: ids.map((id) => `${floor.url}/bays/${id}`) },
      },
    ];
    console.log(
      `\nread by id, closed loop (${CONNECTIONS} connections), ${ROUNDS} turns of ${SECONDS} s each, tracing on`,
    );
    const totals = targets.map(() => ({ requests: 0, cpu: 0, perSecond: 0 }));
    // The trees in turn first and second (the one measured first spent 10-15% less CPU a
    // request when both were main's), the floor last.
    const order = targets.map((_, index) => index);
    const swapped = [...order.slice(0, -1).reverse(), order.length - 1];
    // The warm-up is a number of reads, not seconds, the same for every target (the floor
    // too), printed and not counted: a fresh process's CPU a read falls over its first tens of
    // thousands of reads. Two seconds each (about 9,000 reads idle) left the first measured
    // turn at 0.59 of the floor when the later ones were 0.71-0.73, and a busy machine serves
    // far fewer in two seconds (ADR 0157).
    for (const index of order) {
      const t = targets[index] as (typeof targets)[number];
      const before = t.cpu();
      const result = await closedLoop(t.target, CONNECTIONS, SECONDS, WARM_UP_REQUESTS);
      console.log(
        `${formatResult(`${t.name}, warm-up`, result)}  CPU a request ${(((t.cpu() - before) * 1000) / result.requests).toFixed(3)} ms`,
      );
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const index of round % 2 === 0 ? order : swapped) {
        const t = targets[index] as (typeof targets)[number];
        const before = t.cpu();
        const result = await closedLoop(t.target, CONNECTIONS, SECONDS);
        const cpu = t.cpu() - before;
        const total = totals[index] as { requests: number; cpu: number; perSecond: number };
        total.requests += result.requests;
        total.perSecond += result.requestsPerSecond / ROUNDS;
        total.cpu += cpu;
        console.log(
          `${formatResult(`${t.name}, turn ${round + 1}`, result)}  CPU a request ${((cpu * 1000) / result.requests).toFixed(3)} ms`,
        );
      }
    }
    const floorTotal = totals[totals.length - 1] as { perSecond: number };
    const share = (index: number) => (totals[index]?.perSecond ?? NaN) / floorTotal.perSecond;
    for (const [index, t] of targets.entries()) {
      const total = totals[index] as { requests: number; cpu: number; perSecond: number };
      console.log(
        `${t.name.padEnd(48)} ${total.perSecond.toFixed(0)} req/s, ${share(index).toFixed(2)} of the floor; ` +
          `CPU a request ${((total.cpu * 1000) / total.requests).toFixed(3)} ms`,
      );
    }
    if (services.length > 1) await sameRate(targets.slice(0, -1));
    console.log(`         OTLP exports received by the sink: ${sink.exports()}`);
    judge("read by id: at least 0.7 of the floor's throughput", share(0).toFixed(2), share(0) >= 0.7);
    floor.stop();
  } finally {
    sink.close();
    await stack.stop();
  }
}

/**
 * The trees' CPU a request at one rate (BENCH_FIXED_RATE, default 1,000 req/s), open loop, in
 * slices of a second taken in turn (A, B, A, B, ...) for ROUNDS x SECONDS each: in a closed loop
 * a tree answering fewer requests in its turn spreads the process's fixed costs a second (the
 * span export's timer, the log's flush, the pool's) over fewer of them, so its CPU a request
 * says as much of the machine in that turn as of the tree.
 */
async function sameRate(trees: { name: string; cpu: () => number; target: LoadTarget }[]): Promise<void> {
  const cpu = trees.map(() => 0);
  let started = 0;
  const results = await fixedRateInterleaved(
    trees.map((t) => t.target),
    RATE,
    ROUNDS * SECONDS,
    (index) => {
      started = trees[index]?.cpu() ?? 0;
      return () => {
        cpu[index] = (cpu[index] ?? 0) + ((trees[index]?.cpu() ?? 0) - started);
      };
    },
  );
  console.log(`\nthe same reads at ${RATE} req/s, open loop, slices of a second in turn`);
  for (const [index, t] of trees.entries()) {
    const result = results[index];
    if (!result) continue;
    console.log(
      `${formatResult(t.name, result)}  CPU a request ${(((cpu[index] ?? 0) * 1000) / result.requests).toFixed(3)} ms`,
    );
  }
}
