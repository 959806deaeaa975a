/**
 * Load generation for the benchmarks. `closedLoop` measures throughput with autocannon
 * (N connections, each sending its next request when the last answers). `fixedRate` is an
 * open-loop generator: requests leave at evenly spaced instants whatever the answers do, and
 * latency is measured from the instant a request was due, so a stalled server (or a late
 * generator) shows up in the p99 instead of hiding it (autocannon's --overallRate bursts).
 */
import http from 'node:http';
import autocannon from 'autocannon';
import { checkLoad, sized } from './size.ts';
import { epochMs, overlapping, STALL_MS, type Stall, type StallProbe } from './stall-probe.ts';

export interface LoadTarget {
  url: string;
  headers?: Record<string, string>;
  method?: string;
  body?: string;
  /** Several URLs cycled through, when one request pattern would only hit a cache. */
  urls?: string[];
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p90Ms?: number;
  p99Ms: number;
  maxMs?: number;
  /** Open loop only: latency from the instant the request actually left (service time). */
  sentP50Ms?: number;
  sentP99Ms?: number;
  errors: number;
  non2xx: number;
  requests: number;
  /** Open loop only: what went wrong, by status code or socket error code. */
  failures?: Record<string, number>;
  /**
   * Open loop with a stall probe only: the same slices (one, for `fixedRate`) without those in
   * which the probe saw the machine stall (`stall-probe.ts`), and what was left out.
   */
  unstalled?: { result?: LoadResult; slices: number; stalledSlices: number; longestStallMs: number };
}

export async function closedLoop(
  target: LoadTarget,
  connections: number,
  durationSeconds: number,
  /** Given: ends after this many requests, however long they take (`durationSeconds` ignored). */
  requests?: number,
): Promise<LoadResult> {
  const urls = target.urls ?? [target.url];
  const first = new URL(urls[0] ?? target.url);
  let index = 0;
  const result = await autocannon({
    url: `${first.protocol}//${first.host}`,
    connections,
    duration: durationSeconds,
    ...(requests === undefined ? {} : { amount: requests }),
    requests: [
      {
        method: (target.method ?? 'GET') as 'GET',
        ...(target.headers ? { headers: target.headers } : {}),
        ...(target.body ? { body: target.body } : {}),
        setupRequest: (request) => {
          const url = new URL(urls[index++ % urls.length] as string);
          return { ...request, path: url.pathname + url.search };
        },
      },
    ],
  });
  const failures: Record<string, number> = {};
  for (const [status, stats] of Object.entries(result.statusCodeStats ?? {}))
    if (Number(status) >= 300) failures[status] = stats.count ?? 0;
  if (result.errors > 0) failures.error = result.errors;
  if (result.timeouts > 0) failures.timeout = result.timeouts;
  const loadResult = {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
  checkLoad(`${target.method ?? 'GET'} ${first.origin}${first.pathname}`, { ...loadResult, failures });
  return loadResult;
}

/** Seconds of the unmeasured warm-up of each target before interleaved slices: 1 (a quarter in a tiny run). */
const WARM_UP_SECONDS = sized(1, 0.25);

/** What one open-loop run saw, before it is summarised. */
interface Samples {
  /** Milliseconds from the instant each request was due to its answer's end. */
  latencies: number[];
  /** Milliseconds from the instant each request actually left to its answer's end. */
  serviceTimes: number[];
  errors: number;
  non2xx: number;
  failures: Record<string, number>;
  seconds: number;
  /** When the run began and when its last answer came, epoch milliseconds. */
  from: number;
  to: number;
}

async function openLoop(target: LoadTarget, rate: number, durationSeconds: number): Promise<Samples> {
  const urls = (target.urls ?? [target.url]).map((u) => new URL(u));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const total = Math.round(rate * durationSeconds);
  const intervalNs = 1e9 / rate;
  const samples: Samples = {
    latencies: [],
    serviceTimes: [],
    errors: 0,
    non2xx: 0,
    failures: {},
    seconds: 0,
    from: epochMs(),
    to: 0,
  };
  const failed = (what: string) => (samples.failures[what] = (samples.failures[what] ?? 0) + 1);
  const start = process.hrtime.bigint();
  const dueAt = (i: number) => start + BigInt(Math.round(i * intervalNs));
  const inFlight: Promise<void>[] = [];

  const send = (url: URL, dueNs: bigint) =>
    new Promise<void>((resolve) => {
      const sentNs = process.hrtime.bigint();
      const req = http.request(
        url,
        { method: target.method ?? 'GET', headers: target.headers, agent },
        (res) => {
          res.resume();
          res.on('end', () => {
            const endNs = process.hrtime.bigint();
            samples.latencies.push(Number(endNs - dueNs) / 1e6);
            samples.serviceTimes.push(Number(endNs - sentNs) / 1e6);
            if (res.statusCode === undefined || res.statusCode >= 300) {
              samples.non2xx += 1;
              failed(String(res.statusCode));
            }
            resolve();
          });
        },
      );
      req.on('error', (error: NodeJS.ErrnoException) => {
        samples.errors += 1;
        failed(error.code ?? error.message);
        resolve();
      });
      if (target.body) req.write(target.body);
      req.end();
    });

  // Every request already due leaves at once, then the generator sleeps until the next one is
  // due. It never spins: on two cores a busy-waiting generator would take a core from the
  // processes it measures. A timer fires up to about a millisecond late; that lateness counts
  // in the latency from the due instant, not in the service time (measured from the send).
  let i = 0;
  while (i < total) {
    const now = process.hrtime.bigint();
    while (i < total && dueAt(i) <= now) {
      inFlight.push(send(urls[i % urls.length] as URL, dueAt(i)));
      i += 1;
    }
    if (i >= total) break;
    const waitMs = Number(dueAt(i) - process.hrtime.bigint()) / 1e6;
    await new Promise((r) => setTimeout(r, Math.max(0, waitMs)));
  }
  await Promise.all(inFlight);
  agent.destroy();
  samples.seconds = Number(process.hrtime.bigint() - start) / 1e9;
  samples.to = epochMs();
  const first = urls[0] as URL;
  checkLoad(`${target.method ?? 'GET'} ${first.origin}${first.pathname}`, {
    ...samples,
    requests: samples.latencies.length,
  });
  return samples;
}

function summarise(runs: Samples[]): LoadResult {
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const serviceTimes = runs.flatMap((r) => r.serviceTimes).sort((a, b) => a - b);
  const seconds = runs.reduce((sum, r) => sum + r.seconds, 0);
  const at = (q: number, sorted = latencies) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return {
    requestsPerSecond: latencies.length / seconds,
    p50Ms: round(at(0.5)),
    p90Ms: round(at(0.9)),
    p99Ms: round(at(0.99)),
    maxMs: round(latencies[latencies.length - 1] ?? NaN),
    sentP50Ms: round(at(0.5, serviceTimes)),
    sentP99Ms: round(at(0.99, serviceTimes)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    requests: latencies.length,
    failures: runs.reduce<Record<string, number>>((all, r) => {
      for (const [what, n] of Object.entries(r.failures)) all[what] = (all[what] ?? 0) + n;
      return all;
    }, {}),
  };
}

/**
 * Closed-loop runs of several targets, interleaved in slices of `sliceSeconds` taken in turn
 * (A, B, A, B, ...) for `durationSeconds` each, after an unmeasured warm-up slice of each, so
 * that every target meets the same machine and the same warm caches. Requests per second are
 * over all slices; p50 is the median of the slices' p50s, p99 the worst slice's.
 */
export async function closedLoopInterleaved(
  targets: LoadTarget[],
  connections: number,
  durationSeconds: number,
  sliceSeconds = sized(2, 0.5),
  /** Called as each slice begins, with its target's index; what it returns, as the slice ends. */
  aroundSlice?: (index: number) => () => void,
): Promise<LoadResult[]> {
  for (const target of targets) await closedLoop(target, connections, WARM_UP_SECONDS);
  const slices = await inTurns(targets, Math.ceil(durationSeconds / sliceSeconds), async (target) => {
    const ended = aroundSlice?.(targets.indexOf(target));
    const result = await closedLoop(target, connections, sliceSeconds);
    ended?.();
    return result;
  });
  return slices.map((runs) => combineSlices(runs, sliceSeconds));
}

/** The middle value of `values` (the upper of the two middle ones for an even count); NaN for none. */
export function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
}

/** Closed-loop slices of one target as one result: requests per second over all, the median p50, the worst p99. */
export function combineSlices(runs: LoadResult[], sliceSeconds: number): LoadResult {
  const p50s = runs.map((r) => r.p50Ms).sort((a, b) => a - b);
  const requests = runs.reduce((sum, r) => sum + r.requests, 0);
  return {
    requestsPerSecond: requests / (runs.length * sliceSeconds),
    p50Ms: p50s[Math.floor(p50s.length / 2)] ?? NaN,
    p99Ms: Math.max(...runs.map((r) => r.p99Ms)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    requests,
  };
}

/** Runs `run` on each target in turn, `rounds` times (A, B, A, B, ...); each target's results. */
async function inTurns<T>(
  targets: LoadTarget[],
  rounds: number,
  run: (target: LoadTarget) => Promise<T>,
): Promise<T[][]> {
  const results: T[][] = targets.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, target] of targets.entries()) results[index]?.push(await run(target));
  }
  return results;
}

export async function fixedRate(
  target: LoadTarget,
  rate: number,
  durationSeconds: number,
  /** Given: the result also says whether the machine stalled during the run (ADR 0175). */
  probe?: StallProbe,
): Promise<LoadResult> {
  const run = [await openLoop(target, rate, durationSeconds)];
  return probe ? withStalls(run, await probe.read()) : summarise(run);
}

/**
 * Open-loop runs of several targets at the same rate, interleaved: one-second slices (half a
 * second in a tiny run) taken in
 * turn (A, B, A, B, ...) for `durationSeconds` each, so that every target meets the same
 * machine. On a shared virtual machine, figures of runs taken a minute apart differ by more
 * than the differences a comparison looks for.
 */
export async function fixedRateInterleaved(
  targets: LoadTarget[],
  rate: number,
  durationSeconds: number,
  /**
   * Called as each slice begins, with its target's index; what it returns (or resolves), as the
   * slice ends. The slice waits for both.
   */
  aroundSlice?: (index: number) => (() => void | Promise<void>) | Promise<() => void | Promise<void>>,
  /** Given: each result also says what its slices give without those the machine stalled in. */
  probe?: StallProbe,
): Promise<LoadResult[]> {
  const slice = sized(1, 0.5);
  const runs = await inTurns(targets, Math.max(1, Math.round(durationSeconds / slice)), async (target) => {
    const ended = await aroundSlice?.(targets.indexOf(target));
    const samples = await openLoop(target, rate, slice);
    await ended?.();
    return samples;
  });
  if (!probe) return runs.map(summarise);
  const seen = await probe.read();
  return runs.map((slices) => withStalls(slices, seen));
}

/** `slices` summarised, with what they give without those that overlap one of the machine's `stalls`. */
function withStalls(slices: Samples[], stalls: Stall[]): LoadResult {
  const during = slices.map((s) => overlapping(stalls, s.from, s.to));
  const clean = slices.filter((_, index) => during[index]?.length === 0);
  const longest = Math.max(0, ...during.flat().map((stall) => stall.to - stall.from));
  return {
    ...summarise(slices),
    unstalled: {
      ...(clean.length > 0 ? { result: summarise(clean) } : {}),
      slices: slices.length,
      stalledSlices: slices.length - clean.length,
      longestStallMs: round(longest),
    },
  };
}

/** What a result's slices give without those in which the stall probe saw the machine stall ('' without a probe). */
export function formatUnstalled(result: LoadResult): string {
  const unstalled = result.unstalled;
  if (!unstalled) return '';
  const { slices, stalledSlices, longestStallMs, result: left } = unstalled;
  const seen = `machine stalls (a wakeup ${STALL_MS} ms late or more) in ${stalledSlices} of ${slices} ${slices === 1 ? 'run' : 'slices'}, longest ${longestStallMs.toFixed(1)} ms`;
  // One run has nothing left once it stalled, and is all there is when it did not.
  if (slices === 1) return seen;
  if (!left) return `${seen}; without them: no slice left`;
  return `${seen}; without them: p99 ${left.p99Ms.toFixed(2)} ms, p90 ${left.p90Ms?.toFixed(2)} ms, max ${left.maxMs?.toFixed(1)} ms`;
}

/**
 * Open-loop runs of one target under conditions taken in turn: `rounds` rounds of one window of
 * `windowSeconds` per condition (A, B, A, B, ...), each condition set up by its `enter` before
 * its window and undone by its `leave` after it; each condition's windows summarised together.
 * The conditions meet the same machine, as in `fixedRateInterleaved`.
 */
export async function fixedRateAlternating(
  target: LoadTarget,
  rate: number,
  windowSeconds: number,
  rounds: number,
  conditions: { enter?: () => Promise<void>; leave?: () => Promise<void> }[],
): Promise<LoadResult[]> {
  const samples: Samples[][] = conditions.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, condition] of conditions.entries()) {
      await condition.enter?.();
      samples[index]?.push(await openLoop(target, rate, windowSeconds));
      await condition.leave?.();
    }
  }
  return samples.map(summarise);
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * How much longer a request of `other` took than one of `base`, both run in one closed loop of
 * the same connections in turns: their throughputs' inverse ratio (each connection waits for one
 * answer at a time, so the throughput is the connections over a request's time). autocannon's
 * percentiles are whole milliseconds, too coarse for requests of a few milliseconds (3 against
 * 2 ms reads 1.5x); their p50 ratio is given beside, in `figure`, with `detail` if given.
 */
export function timePerRequestRatio(
  base: LoadResult,
  other: LoadResult,
  detail?: string,
): { ratio: number; figure: string } {
  const ratio = base.requestsPerSecond / other.requestsPerSecond;
  const p50 = `p50 ${(other.p50Ms / base.p50Ms).toFixed(2)}x`;
  return { ratio, figure: `${ratio.toFixed(2)}x (${detail ? `${p50}; ${detail}` : p50})` };
}

export function formatResult(label: string, result: LoadResult): string {
  return `${label.padEnd(48)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${result.p50Ms
    .toFixed(2)
    .padStart(8)} ms  p99 ${result.p99Ms.toFixed(2).padStart(8)} ms  errors ${result.errors + result.non2xx}${
    result.failures && Object.keys(result.failures).length > 0 ? ` ${JSON.stringify(result.failures)}` : ''
  }${
    result.maxMs !== undefined
      ? `  (p90 ${result.p90Ms?.toFixed(2)} ms, max ${result.maxMs.toFixed(1)} ms; from send p50 ${result.sentP50Ms?.toFixed(2)} ms, p99 ${result.sentP99Ms?.toFixed(2)} ms)`
      : ''
  }`;
}
