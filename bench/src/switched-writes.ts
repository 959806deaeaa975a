/**
 * What a piece of the write path costs (a trigger, say): the same writes measured with it on
 * and off, alternately, so that both meet the same machine. Over HTTP, in closed-loop slices;
 * in the database alone, as the median time of one correction of a station area (BEGIN,
 * UPDATE, COMMIT) on one connection and its backend's CPU a correction, the first round of each
 * setting unmeasured.
 */
import type pg from 'pg';
import { closedLoop, combineSlices, median, type LoadResult, type LoadTarget } from './load.ts';
import { sized, sizedFromEnv } from './size.ts';
import { cpuSecondsOf } from './stack.ts';

/** Connections of the closed loops, and the length of each slice. */
export const CONNECTIONS = 10;
export const SLICE_SECONDS = sized(2, 0.5);
/**
 * Slice pairs measured (`BENCH_SWITCHED_PAIRS`): their median is the verdict. Idle, one pair's
 * ratio spreads ±15% around its median with the piece on in both settings (the control below),
 * and the median of 5 pairs moved by about 0.07 from run to run; twice the pairs narrow that by
 * √2 at most (ADR 0171).
 */
export const SWITCHED_PAIRS = sizedFromEnv('BENCH_SWITCHED_PAIRS', 10, 1);
/**
 * Requests sent after each switch before a slice is measured: about ten a connection of the
 * service's pool (ten), past the five custom plans a cached statement is planned with before its
 * generic one.
 */
const SETTLING_REQUESTS = sized(CONNECTIONS * 10, CONNECTIONS * 2);
const STATEMENT_ROUNDS = sized(10, 2);
const STATEMENTS_PER_ROUND = sized(200, 20);
/** Corrections after each switch before a round is measured: past the five custom plans. */
const SETTLING_STATEMENTS = 10;

/** Turns the piece measured on or off, on the pool or on the one connection measured. */
export type Switch = (sql: pg.Pool | pg.PoolClient, on: boolean) => Promise<void>;

/**
 * `BENCH_SWITCHED_CONTROL=on`: the piece left on in both settings' slices, so that the pairs'
 * ratios say what the bench's own order and switching give a piece that costs nothing (a
 * control, not a figure of the piece).
 */
const CONTROL = process.env.BENCH_SWITCHED_CONTROL === 'on';
const switched = (turn: Switch): Switch => (CONTROL ? (sql) => turn(sql, true) : turn);

/** Counters that only grow (CPU seconds of each process, by name), read before and after each slice. */
export type Meter = () => Promise<Record<string, number>>;

/** What each counter of a `Meter` grew by per request, with the piece on and off. */
export interface CostsPerRequest {
  on: Record<string, number>;
  off: Record<string, number>;
}

/**
 * Closed-loop slices of `target`, alternately with the piece on and off: [on, off, ratios,
 * costs], the ratios each round's slice on against its slice off (a burst of another load on a
 * shared machine moves one pair, not the whole), the costs what `meter`'s counters grew
 * by over each setting's slices per request (none without a meter).
 */
export async function slicesOnAndOff(
  sql: pg.Pool,
  turnPiece: Switch,
  target: LoadTarget,
  meter: Meter = () => Promise.resolve({}),
): Promise<[LoadResult, LoadResult, number[], CostsPerRequest]> {
  const turn = switched(turnPiece);
  const runs: [LoadResult[], LoadResult[]] = [[], []];
  const grown: [Record<string, number>, Record<string, number>] = [{}, {}];
  for (const on of [true, false]) {
    await turn(sql, on);
    await closedLoop(target, CONNECTIONS, sized(1, 0.25)); // warm-up
  }
  for (let round = 0; round < SWITCHED_PAIRS; round += 1) {
    // The settings take turns going first (on, off, then off, on): a slice measured first in its
    // round answered 2-3% fewer requests than its pair with the piece on in both (the control,
    // ADR 0171), a bias each setting now meets as often as the other.
    for (const on of round % 2 === 0 ? [true, false] : [false, true]) {
      const index = on ? 0 : 1;
      await turn(sql, on);
      // Unmeasured: the service's pooled connections compile the function just switched and plan
      // its statements again (ADR 0166), which the service does once a connection, never a slice.
      await closedLoop(target, CONNECTIONS, SLICE_SECONDS, SETTLING_REQUESTS); // ends after the requests
      const before = await meter();
      runs[index]?.push(await closedLoop(target, CONNECTIONS, SLICE_SECONDS));
      const after = await meter();
      const into = grown[index] ?? {};
      for (const [name, value] of Object.entries(after))
        into[name] = (into[name] ?? 0) + value - (before[name] ?? 0);
    }
  }
  await turn(sql, true);
  // Each pair's ratio from the requests each slice answered (the slices are as long): autocannon's
  // average of its one-second samples read 0 for a slice whose sample a loaded machine delayed.
  // A pair whose slice without answered nothing has no ratio (0/0 would leave the median's sort
  // unordered); a scenario with no ratio left judges its target not met.
  const ratios = runs[0]
    .map((on, i) => on.requests / (runs[1][i]?.requests ?? NaN))
    .filter((ratio) => Number.isFinite(ratio));
  const [on, off] = runs.map((slices) => combineSlices(slices, SLICE_SECONDS)) as [LoadResult, LoadResult];
  const perRequest = (counters: Record<string, number>, result: LoadResult) =>
    Object.fromEntries(Object.entries(counters).map(([name, value]) => [name, value / result.requests]));
  return [on, off, ratios, { on: perRequest(grown[0], on), off: perRequest(grown[1], off) }];
}

/**
 * Median milliseconds of one correction of a station area of `ids` on one connection, with the
 * piece on and off, and the milliseconds of CPU its backend spent a correction (from /proc: the
 * bench's Postgres runs on this machine), steadier than a time on a loaded machine:
 * [on, off, CPU on, CPU off]. `prepare` runs once on the connection first (session settings).
 */
export async function correctionTimes(
  sql: pg.Pool,
  ids: string[],
  turn: Switch,
  prepare?: (client: pg.PoolClient) => Promise<unknown>,
): Promise<[number, number, number, number]> {
  const client = await sql.connect();
  const times: [number[], number[]] = [[], []];
  const cpu: [number, number] = [0, 0];
  try {
    await prepare?.(client);
    const { rows } = await client.query('SELECT pg_backend_pid() AS pid');
    const backend = (rows[0] as { pid: number }).pid;
    for (let round = 0; round < STATEMENT_ROUNDS; round += 1) {
      for (const [index, on] of [true, false].entries()) {
        await turn(client, on);
        const correct = async (i: number) => {
          await client.query('BEGIN');
          await client.query(
            `UPDATE referential.station_areas SET name = $2, updated_at = now(), updated_by = 'bench' WHERE id = $1`,
            [ids[(round * STATEMENTS_PER_ROUND + i) % ids.length], `Renamed ${round} ${i}`],
          );
          await client.query('COMMIT');
        };
        // Unmeasured: the function just switched compiled and its statements planned (ADR 0166).
        for (let i = 0; i < SETTLING_STATEMENTS; i += 1) await correct(STATEMENTS_PER_ROUND + i);
        const before = cpuSecondsOf(backend);
        for (let i = 0; i < STATEMENTS_PER_ROUND; i += 1) {
          const started = process.hrtime.bigint();
          await correct(i);
          if (round > 0) times[index]?.push(Number(process.hrtime.bigint() - started) / 1e6);
        }
        if (round > 0) cpu[index] = (cpu[index] ?? 0) + cpuSecondsOf(backend) - before;
      }
    }
    await turn(client, true);
  } finally {
    client.release();
  }
  const perCorrection = (seconds: number) =>
    (seconds * 1000) / (STATEMENTS_PER_ROUND * (STATEMENT_ROUNDS - 1));
  return [median(times[0]), median(times[1]), perCorrection(cpu[0]), perCorrection(cpu[1])];
}
