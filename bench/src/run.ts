/**
 * `pnpm bench [scenario ...]`: runs the named scenarios (all when none is named). Each
 * scenario is a module of ./scenarios exporting `run()`, which starts what it measures on an
 * embedded Postgres of its own, prints its figures and stops everything it started.
 * `BENCH_SIZE=tiny` runs each small and short (./size.ts).
 *
 * Each scenario runs in a process of its own (this file again, with `--child <scenario>`), so
 * that one that fails, or leaves a failing connection behind, neither stops nor disturbs the
 * others: every scenario runs, a summary follows, and the command exits non-zero naming every
 * scenario that failed.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TINY, TINY_NOTE } from './size.ts';

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

/** In the parent: runs one scenario in a child process; its error, if it failed. */
function runInChild(name: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', here, '--child', name], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let reported: string | undefined;
    child.on('message', (message) => (reported = String(message)));
    child.on('error', (error) => resolve(`could not start: ${error.message}`));
    child.on('exit', (code, signal) =>
      resolve(
        code === 0
          ? undefined
          : (reported ??
              (signal ? `killed by ${signal}` : `exited with code ${code} (an error outside run())`)),
      ),
    );
  });
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
const outcomes: { name: string; seconds: number; error?: string }[] = [];
const runStarted = Date.now();
for (const name of requested.length > 0 ? requested : available) {
  process.stdout.write(`\n== ${name}${TINY ? ` ${TINY_NOTE}` : ''}\n`);
  const started = Date.now();
  const error = await runInChild(name);
  outcomes.push({ name, seconds: (Date.now() - started) / 1000, ...(error === undefined ? {} : { error }) });
}
const failed = outcomes.filter((o) => o.error !== undefined);
const load = os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(' ');
process.stdout.write(
  `\n== ${outcomes.length} scenario(s)${TINY ? ' (tiny run)' : ''} in ${((Date.now() - runStarted) / 1000).toFixed(0)} s, load average ${load}\n`,
);
for (const o of outcomes)
  process.stdout.write(
    `${o.error === undefined ? 'ok    ' : 'FAILED'} ${o.name.padEnd(24)} ${o.seconds.toFixed(0).padStart(5)} s` +
      `${o.error === undefined ? '' : `  ${o.error}`}\n`,
  );
if (failed.length > 0) {
  process.stderr.write(`\n${failed.length} scenario(s) failed: ${failed.map((o) => o.name).join(', ')}\n`);
  process.exit(1);
}
process.exit(0);
