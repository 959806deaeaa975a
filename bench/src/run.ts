/**
 * `pnpm bench [scenario ...]`: runs the named scenarios (all when none is named). Each
 * scenario is a module of ./scenarios exporting `run()`, which starts what it measures on an
 * embedded Postgres of its own (in a tiny run, on databases of its own on the run's one
 * Postgres, ./stack.ts), prints its figures and stops everything it started.
 * `BENCH_SIZE=tiny` runs each small and short (./size.ts); `BENCH_JOBS=n` runs a tiny run n
 * scenarios at a time, each one's output printed whole when it ends.
 *
 * Each scenario runs in a process of its own (this file again, with `--child <scenario>`), so
 * that one that fails, or leaves a failing connection behind, neither stops nor disturbs the
 * others: every scenario runs, a summary follows, and the command exits non-zero naming every
 * scenario that failed. Each target a scenario judges (./verdict.ts) is listed in the summary,
 * met or not; a target not met does not fail the command (figures depend on the machine).
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useCompileCache } from '@transport/dev-stack';
import { TINY, TINY_NOTE } from './size.ts';
import { startSharedServer } from './stack.ts';
import { isVerdict, type Verdict } from './verdict.ts';

useCompileCache();
const here = fileURLToPath(import.meta.url);
const dir = path.join(path.dirname(here), 'scenarios');

/** In a child: runs one scenario, sends the parent its error's first line if it fails. */
async function runChild(name: string): Promise<never> {
  try {
    const scenario = (await import(path.join(dir, `${name}.ts`))) as { run(): Promise<void> };
    await scenario.run();
    process.exit(0);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(
      `\n!! scenario ${name} failed: ${error instanceof Error ? (error.stack ?? message) : message}\n`,
    );
    process.send?.(message.split('\n')[0]);
    process.exit(1);
  }
}

/** The verdicts each scenario sent, by scenario. */
const verdicts = new Map<string, Verdict[]>();

/**
 * In the parent: runs one scenario in a child process; its error, if it failed. With `buffered`
 * its output is kept and printed in one block when it ends (scenarios running side by side).
 */
function runInChild(
  name: string,
  buffered: boolean,
  env: Record<string, string>,
): Promise<string | undefined> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [here, '--child', name], {
      env: { ...process.env, ...env },
      stdio: buffered ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    let reported: string | undefined;
    child.on('message', (message) => {
      if (isVerdict(message)) verdicts.set(name, [...(verdicts.get(name) ?? []), message]);
      else reported = String(message);
    });
    child.on('error', (error) => resolve(`could not start: ${error.message}`));
    child.on('close', (code, signal) => {
      if (buffered)
        process.stdout.write(
          `\n== ${name}${TINY ? ` ${TINY_NOTE}` : ''}\n${Buffer.concat(output).toString()}`,
        );
      resolve(
        code === 0
          ? undefined
          : (reported ??
              (signal ? `killed by ${signal}` : `exited with code ${code} (an error outside run())`)),
      );
    });
  });
}

/**
 * How many scenarios run at once: BENCH_JOBS, 1 unless set. Only a tiny run may run several:
 * scenarios side by side share the machine, so their figures would not be those of the scenario.
 */
function readJobs(): number {
  const jobs = Number(process.env.BENCH_JOBS ?? '1');
  if (!Number.isInteger(jobs) || jobs < 1)
    throw new Error(`BENCH_JOBS must be a whole number from 1, not "${process.env.BENCH_JOBS}"`);
  if (jobs > 1 && !TINY)
    throw new Error(
      'BENCH_JOBS above 1 is for tiny runs only (BENCH_SIZE=tiny): figures measured side by side mean nothing',
    );
  return jobs;
}

const childAt = process.argv.indexOf('--child');
if (childAt >= 0) await runChild(process.argv[childAt + 1] as string);

const available = readdirSync(dir)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.replace(/\.ts$/, ''))
  .sort();
const requested = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = requested.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  process.stderr.write(`Unknown scenario(s): ${unknown.join(', ')}. Available: ${available.join(', ')}\n`);
  process.exit(2);
}
const jobs = readJobs();
const queue = [...(requested.length > 0 ? requested : available)];
const outcomes: { name: string; seconds: number; error?: string }[] = [];
const runStarted = Date.now();
// A tiny run's scenarios share one Postgres whose schemas were migrated once (./stack.ts); a full
// run's each start their own, so that no scenario's figures bear another's work.
const shared = TINY ? await startSharedServer() : undefined;
if (shared)
  process.stdout.write(
    `\n== one PostgreSQL for the run, every service's schema migrated into its template in ${((Date.now() - runStarted) / 1000).toFixed(0)} s\n`,
  );
/**
 * The part of BENCH_PORTS the scenarios run by worker `slot` take: scenarios side by side run in
 * processes of their own, which cannot see each other's ports, so each worker has a slice.
 */
function portsOf(slot: number): string | undefined {
  const range = process.env.BENCH_PORTS;
  if (!range || jobs === 1) return range;
  const [low, high] = range.split('-').map(Number) as [number, number];
  const width = Math.floor((high - low + 1) / jobs);
  if (!(low > 0 && width >= 1))
    throw new Error(`BENCH_PORTS ${range} cannot be shared by ${jobs} scenarios at a time`);
  return `${low + slot * width}-${low + (slot + 1) * width - 1}`;
}
async function worker(slot: number): Promise<void> {
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    if (jobs === 1) process.stdout.write(`\n== ${name}${TINY ? ` ${TINY_NOTE}` : ''}\n`);
    const started = Date.now();
    const ports = portsOf(slot);
    const error = await runInChild(name, jobs > 1, {
      ...shared?.env,
      ...(ports === undefined ? {} : { BENCH_PORTS: ports }),
    });
    outcomes.push({
      name,
      seconds: (Date.now() - started) / 1000,
      ...(error === undefined ? {} : { error }),
    });
  }
}
await Promise.all(Array.from({ length: jobs }, (_, slot) => worker(slot)));
await shared?.stop();
outcomes.sort((a, b) => a.name.localeCompare(b.name));
const failed = outcomes.filter((o) => o.error !== undefined);
const load = os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(' ');
process.stdout.write(
  `\n== ${outcomes.length} scenario(s)${TINY ? ' (tiny run)' : ''}${jobs > 1 ? `, ${jobs} at a time,` : ''} in ${((Date.now() - runStarted) / 1000).toFixed(0)} s, load average ${load}\n`,
);
for (const o of outcomes) {
  const judged = verdicts.get(o.name) ?? [];
  const met = judged.filter((v) => v.met).length;
  process.stdout.write(
    `${o.error === undefined ? 'ok    ' : 'FAILED'} ${o.name.padEnd(24)} ${o.seconds.toFixed(0).padStart(5)} s` +
      `${judged.length > 0 ? `  targets met: ${met} of ${judged.length}` : ''}` +
      `${o.error === undefined ? '' : `  ${o.error}`}\n`,
  );
  for (const v of judged)
    process.stdout.write(`         ${v.met ? 'met    ' : 'NOT MET'} ${v.target}: ${v.figure}\n`);
}
if (failed.length > 0) {
  process.stderr.write(`\n${failed.length} scenario(s) failed: ${failed.map((o) => o.name).join(', ')}\n`);
  process.exit(1);
}
process.exit(0);
