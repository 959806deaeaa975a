/**
 * `pnpm test:profile [--top N] [FILE ...]`: runs the test files (by default those of
 * `pnpm test:all`) one at a time, with the suite's own configuration, and prints the costliest
 * files by CPU seconds: the mocha worker's (with the processes it started) and the run's
 * Postgres', each split into the file's setup (`before`/`after` hooks) and its tests (each
 * test with its `beforeEach`/`afterEach`). CPU seconds are user + system time from /proc: what
 * a file costs the machine's cores, which the machine's other load does not change much,
 * unlike its wall time. The files run one after the other (a single worker) so that the
 * shared Postgres' CPU is the file's own; the whole run therefore takes longer than
 * `pnpm test:all`. `--out FILE` keeps the per-file lines (JSON, one a file).
 */
import { globSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Mocha from 'mocha';
import { mochaGlobalSetup, mochaGlobalTeardown } from '../packages/platform/src/testing/mocha-hooks.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The files of `pnpm test:all` (package.json). */
const ALL = [
  'packages/*/test/**/*.test.ts',
  'services/*/test/**/*.test.ts',
  'gateway/test/**/*.test.ts',
  'k8s/test/**/*.test.ts',
];

interface FileProfile {
  file: string;
  tests: number;
  wall: number;
  worker: number;
  postgres: number | null;
  testsWall: number;
  testsWorker: number;
  testsPostgres: number | null;
}

function parseArguments(argv: string[]): { top: number; out: string | undefined; files: string[] } {
  let top = 25;
  let out: string | undefined;
  const files: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const argument = argv[i] as string;
    if (argument === '--top') top = Number(argv[(i += 1)]);
    else if (argument === '--out') out = argv[(i += 1)];
    else files.push(argument);
  }
  if (!Number.isInteger(top) || top < 1) throw new Error('--top takes a positive whole number');
  return { top, out, files };
}

function seconds(value: number | null): string {
  return value === null ? '-' : value.toFixed(1);
}

function cpu(profile: FileProfile): number {
  return profile.worker + (profile.postgres ?? 0);
}

function print(profiles: FileProfile[], top: number, runWall: number, mainCpu: number): void {
  const rows = [...profiles].sort((a, b) => cpu(b) - cpu(a));
  const header = [
    'cpu s',
    'worker',
    'postgres',
    'setup cpu',
    'tests cpu',
    'wall s',
    'setup wall',
    'tests',
    'file',
  ];
  const lines = rows.slice(0, top).map((p) => {
    const testsCpu = p.testsWorker + (p.testsPostgres ?? 0);
    return [
      seconds(cpu(p)),
      seconds(p.worker),
      seconds(p.postgres),
      seconds(cpu(p) - testsCpu),
      seconds(testsCpu),
      seconds(p.wall),
      seconds(p.wall - p.testsWall),
      String(p.tests),
      path.relative(ROOT, p.file),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] as string).length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === cells.length - 1 ? c : c.padStart(widths[i] as number))).join('  ');
  process.stdout.write(`\nThe ${lines.length} costliest of ${rows.length} files, by CPU seconds:\n`);
  process.stdout.write(`${format(header)}\n`);
  for (const line of lines) process.stdout.write(`${format(line)}\n`);
  const sum = (pick: (p: FileProfile) => number) => rows.reduce((total, p) => total + pick(p), 0);
  const total = sum(cpu);
  const inTests = sum((p) => p.testsWorker + (p.testsPostgres ?? 0));
  process.stdout.write(
    `\nAll ${rows.length} files: ${sum((p) => p.tests)} tests, ${total.toFixed(1)} CPU s ` +
      `(worker ${sum((p) => p.worker).toFixed(1)}, postgres ${sum((p) => p.postgres ?? 0).toFixed(1)}; ` +
      `setup ${(total - inTests).toFixed(1)}, tests ${inTests.toFixed(1)}), ` +
      `${sum((p) => p.wall).toFixed(1)} s of files' wall time.\n` +
      `The run: ${runWall.toFixed(1)} s wall; its main process (templates, reporter) ${mainCpu.toFixed(1)} CPU s.\n`,
  );
}

async function main(): Promise<void> {
  const { top, out, files: named } = parseArguments(process.argv.slice(2));
  const files = (named.length ? named : ALL.flatMap((pattern) => globSync(pattern, { cwd: ROOT })))
    .map((file) => path.resolve(ROOT, file))
    .sort();
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'test-profile-'));
  const target = out ? path.resolve(out) : path.join(scratch, 'profile.jsonl');
  process.env.TRANSPORT_TEST_PROFILE = target;

  const require = createRequire(import.meta.url);
  const mocha = new Mocha({
    reporter: require(path.join(ROOT, 'packages/dev-stack/src/mocha-reporter.cjs')),
    timeout: 20_000,
    require: [
      path.join(ROOT, 'packages/platform/src/testing/mocha-hooks.ts'),
      path.join(ROOT, 'packages/platform/src/testing/profile-hooks.ts'),
    ],
  } as Mocha.MochaOptions);
  // One worker: each file runs alone in a worker process, with the root hooks around it.
  (mocha.options as { jobs?: number }).jobs = 1;
  mocha.parallelMode(true);
  mocha.globalSetup(mochaGlobalSetup).globalTeardown(mochaGlobalTeardown);
  for (const file of files) mocha.addFile(file);

  const started = performance.now();
  const failures = await new Promise<number>((resolve) => mocha.run(resolve));
  const runWall = (performance.now() - started) / 1000;
  const usage = process.cpuUsage();
  let profiles: FileProfile[] = [];
  try {
    profiles = readFileSync(target, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as FileProfile);
  } catch {
    // no file ran to its end
  }
  print(profiles, top, runWall, (usage.user + usage.system) / 1e6);
  if (!out) rmSync(scratch, { recursive: true, force: true });
  process.exit(failures ? 1 : 0);
}

await main();
