/**
 * How big a benchmark run is, read here and nowhere else: `BENCH_SIZE=full` (the default) runs
 * every scenario at the sizes, rates, rounds and durations its figures in docs/performance.md
 * were measured at; `BENCH_SIZE=tiny` runs the same code paths on small data, with short load
 * phases and one round, so that a run of every scenario takes minutes and shows that each still
 * works (CI runs it). A tiny run's figures say nothing about performance, and a load phase of a
 * tiny run that sees one failed request fails the scenario.
 */
function readSize(): 'full' | 'tiny' {
  const size = process.env.BENCH_SIZE ?? 'full';
  if (size !== 'full' && size !== 'tiny') throw new Error(`BENCH_SIZE must be full or tiny, not "${size}"`);
  return size;
}

const BENCH_SIZE = readSize();

/** Whether this is a tiny run (BENCH_SIZE=tiny). */
export const TINY = BENCH_SIZE === 'tiny';

/** What a tiny run prints beside its figures and in place of any verdict on a target. */
export const TINY_NOTE = '(tiny run: figures not comparable)';

/** `full` in a full run, `tiny` in a tiny one: a scenario's size, rate, round count or duration. */
export function sized<T>(full: T, tiny: T): T {
  return TINY ? tiny : full;
}

/** A count from the environment variable `name` when set, else `sized(full, tiny)`. */
export function sizedFromEnv(name: string, full: number, tiny: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return sized(full, tiny);
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, not "${value}"`);
  return n;
}

/** Seconds each measurement runs: BENCH_SECONDS, else 10 (half a second in a tiny run). */
export function benchSeconds(): number {
  return sizedFromEnv('BENCH_SECONDS', 10, 0.5);
}

/**
 * In a tiny run, throws when a load phase saw a request fail (an error status or a socket
 * error), naming it: a tiny run is there to show that every request a scenario sends still
 * works. A full run prints its errors beside its figures instead (a saturated service may
 * refuse some, and that is a finding).
 */
export function checkLoad(
  what: string,
  result: { errors: number; non2xx: number; requests: number; failures?: Record<string, number> },
): void {
  if (!TINY) return;
  if (result.errors + result.non2xx > 0) {
    throw new Error(
      `${what}: ${result.errors + result.non2xx} of ${result.requests} requests failed` +
        (result.failures ? ` ${JSON.stringify(result.failures)}` : ''),
    );
  }
}

/** A byte count in megabytes, one decimal: `1.1 MB`. */
export function megabytes(bytes: number): string {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}
