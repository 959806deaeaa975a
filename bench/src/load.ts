/**
 * Load generation for the benchmarks. `closedLoop` measures throughput with autocannon
 * (N connections, each sending its next request when the last answers). `fixedRate` is an
 * open-loop generator: requests leave at evenly spaced instants whatever the answers do, and
 * latency is measured from the instant a request was due, so a stalled server (or a late
 * generator) shows up in the p99 instead of hiding it (autocannon's --overallRate bursts).
 */
import http from 'node:http';
import autocannon from 'autocannon';

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
  errors: number;
  non2xx: number;
  requests: number;
}

export async function closedLoop(
  target: LoadTarget,
  connections: number,
  durationSeconds: number,
): Promise<LoadResult> {
  const urls = target.urls ?? [target.url];
  const first = new URL(urls[0] ?? target.url);
  let index = 0;
  const result = await autocannon({
    url: `${first.protocol}//${first.host}`,
    connections,
    duration: durationSeconds,
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
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

export async function fixedRate(
  target: LoadTarget,
  rate: number,
  durationSeconds: number,
): Promise<LoadResult> {
  const urls = (target.urls ?? [target.url]).map((u) => new URL(u));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const total = Math.round(rate * durationSeconds);
  const intervalNs = 1e9 / rate;
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const start = process.hrtime.bigint();
  const inFlight: Promise<void>[] = [];

  const send = (url: URL, dueNs: bigint) =>
    new Promise<void>((resolve) => {
      const req = http.request(
        url,
        { method: target.method ?? 'GET', headers: target.headers, agent },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(Number(process.hrtime.bigint() - dueNs) / 1e6);
            if (res.statusCode === undefined || res.statusCode >= 300) non2xx += 1;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      if (target.body) req.write(target.body);
      req.end();
    });

  for (let i = 0; i < total; i += 1) {
    const due = start + BigInt(Math.round(i * intervalNs));
    const waitMs = Number(due - process.hrtime.bigint()) / 1e6;
    // Always give the event loop a turn, so that answers are read while requests go out; a
    // request that leaves late has its lateness counted in its latency (measured from `due`).
    if (waitMs >= 1) await new Promise((r) => setTimeout(r, waitMs));
    else await new Promise((r) => setImmediate(r));
    inFlight.push(send(urls[i % urls.length] as URL, due));
  }
  await Promise.all(inFlight);
  agent.destroy();
  const elapsedSeconds = Number(process.hrtime.bigint() - start) / 1e9;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    requestsPerSecond: latencies.length / elapsedSeconds,
    p50Ms: round(at(0.5)),
    p90Ms: round(at(0.9)),
    p99Ms: round(at(0.99)),
    maxMs: round(latencies[latencies.length - 1] ?? NaN),
    errors,
    non2xx,
    requests: latencies.length,
  };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

export function formatResult(label: string, result: LoadResult): string {
  return `${label.padEnd(48)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${result.p50Ms
    .toFixed(2)
    .padStart(8)} ms  p99 ${result.p99Ms.toFixed(2).padStart(8)} ms  errors ${result.errors + result.non2xx}${
    result.maxMs !== undefined
      ? `  (p90 ${result.p90Ms?.toFixed(2)} ms, max ${result.maxMs.toFixed(1)} ms)`
      : ''
  }`;
}
