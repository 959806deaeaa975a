/**
 * `pnpm bench [scenario ...]`: runs the named scenarios (all when none is named). Each
 * scenario is a module of ./scenarios exporting `run()`, which starts what it measures on an
 * embedded Postgres of its own, prints its figures and stops everything it started.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
for (const name of requested.length > 0 ? requested : available) {
  process.stdout.write(`\n== ${name}\n`);
  const scenario = (await import(path.join(dir, `${name}.ts`))) as { run(): Promise<void> };
  await scenario.run();
}
process.exit(0);
