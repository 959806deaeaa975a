/**
 * `pnpm bench [scenario ...]`: runs the named scenarios (all when none is named). Each
 * scenario is a module of ./scenarios exporting `run()`, which starts what it measures on an
 * embedded Postgres of its own, prints its figures and stops everything it started.
 * `BENCH_SIZE=tiny` runs each small and short (./size.ts). A scenario that fails is reported
 * and the others still run; the command then exits non-zero, naming every failed scenario.
 */
import { readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TINY, TINY_NOTE } from './size.ts';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'scenarios');
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
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const outcomes: { name: string; seconds: number; error?: unknown }[] = [];
const runStarted = Date.now();
for (const name of requested.length > 0 ? requested : available) {
  process.stdout.write(`\n== ${name}${TINY ? ` ${TINY_NOTE}` : ''}\n`);
  const started = Date.now();
  try {
    const scenario = (await import(path.join(dir, `${name}.ts`))) as { run(): Promise<void> };
    await scenario.run();
    outcomes.push({ name, seconds: (Date.now() - started) / 1000 });
  } catch (error) {
    outcomes.push({ name, seconds: (Date.now() - started) / 1000, error });
    process.stderr.write(
      `\n!! scenario ${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
}
const failed = outcomes.filter((o) => o.error !== undefined);
process.stdout.write(
  `\n== ${outcomes.length} scenario(s)${TINY ? ' (tiny run)' : ''} in ${((Date.now() - runStarted) / 1000).toFixed(0)} s, load average ${load()}\n`,
);
for (const o of outcomes)
  process.stdout.write(
    `${o.error === undefined ? 'ok    ' : 'FAILED'} ${o.name.padEnd(24)} ${o.seconds.toFixed(0).padStart(5)} s` +
      `${o.error === undefined ? '' : `  ${o.error instanceof Error ? o.error.message.split('\n')[0] : String(o.error)}`}\n`,
  );
if (failed.length > 0) {
  process.stderr.write(`\n${failed.length} scenario(s) failed: ${failed.map((o) => o.name).join(', ')}\n`);
  process.exit(1);
}
process.exit(0);
