/**
 * `pnpm test:profile [--top N] [--jobs N] [--timeout MS] [--out FILE] [FILE ...]`: runs the test files (by
 * default those of `pnpm test:all`) with the suite's own configuration (its workers, `.mocharc.json`'s
 * `jobs`, unless `--jobs` says otherwise), and prints the costliest files by CPU seconds: user + system time
 * from /proc, what a file costs the machine's two cores, which the machine's other load changes
 * little, unlike its wall time. A file's CPU is its mocha worker's (with the processes the
 * worker started), split into the file's setup (`before`/`after` hooks, loading its modules)
 * and its tests (each with its `beforeEach`/`afterEach`), plus that of the Postgres backends
 * connected to the databases the file created (read from /proc every 200 ms while they live: a
 * backend that lives less than that is missed, and is counted among the run's unattributed
 * Postgres CPU). `--out FILE` keeps the per-file lines (JSON, one a file). `--timeout MS`
 * replaces the suite's 20 s timeout of each test and hook, so that on a loaded machine a slow
 * setup is measured rather than cut short (a file whose setup fails costs less than it does).
 */
import { globSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Mocha from 'mocha';
import { mochaGlobalSetup, mochaGlobalTeardown } from '../packages/platform/src/testing/mocha-hooks.ts';
import { watchPostgres } from '../packages/platform/src/testing/profile.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The files of `pnpm test:all` (package.json). */
const ALL = [
  'gateway/test/**/*.test.ts',
  'packages/*/test/**/*.test.ts',
  'services/*/test/**/*.test.ts',
  'k8s/test/**/*.test.ts',
];

/** The suite's workers, as `pnpm test:all` runs it. */
const SUITE_JOBS = (JSON.parse(readFileSync(path.join(ROOT, '.mocharc.json'), 'utf8')) as { jobs: number })
  .jobs;

/** A line of `profile-hooks.ts`, with the CPU of its databases' backends added. */
interface FileProfile {
  file: string;
  tests: number;
  wall: number;
  worker: number;
  testsWall: number;
  testsWorker: number;
  databases: string[];
  postgres: number;
}

interface Options {
  top: number;
  jobs: number;
  timeout: number;
  out: string | undefined;
  files: string[];
}

function parseArguments(argv: string[]): Options {
  const options: Options = { top: 25, jobs: SUITE_JOBS, timeout: 20_000, out: undefined, files: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const argument = argv[i] as string;
    if (argument === '--top') options.top = Number(argv[(i += 1)]);
    else if (argument === '--jobs') options.jobs = Number(argv[(i += 1)]);
    else if (argument === '--timeout') options.timeout = Number(argv[(i += 1)]);
    else if (argument === '--out') options.out = argv[(i += 1)];
    else options.files.push(argument);
  }
  for (const name of ['top', 'jobs', 'timeout'] as const)
    if (!Number.isInteger(options[name]) || options[name] < 1)
      throw new Error(`--${name} takes a positive whole number`);
  return options;
}

function seconds(value: number): string {
  return value.toFixed(1);
}

function cpu(profile: FileProfile): number {
  return profile.worker + profile.postgres;
}

interface RunFigures {
  wall: number;
  main: number;
  server: number | undefined;
}

function print(profiles: FileProfile[], top: number, run: RunFigures): void {
  const rows = [...profiles].sort((a, b) => cpu(b) - cpu(a));
  const header = [
    'cpu s',
    'postgres',
    'worker',
    'w. setup',
    'w. tests',
    'wall s',
    'setup wall',
    'tests',
    'file',
  ];
  const lines = rows
    .slice(0, top)
    .map((p) => [
      seconds(cpu(p)),
      seconds(p.postgres),
      seconds(p.worker),
      seconds(p.worker - p.testsWorker),
      seconds(p.testsWorker),
      seconds(p.wall),
      seconds(p.wall - p.testsWall),
      String(p.tests),
      path.relative(ROOT, p.file),
    ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] as string).length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === cells.length - 1 ? c : c.padStart(widths[i] as number))).join('  ');
  process.stdout.write(`\nThe ${lines.length} costliest of ${rows.length} files, by CPU seconds:\n`);
  process.stdout.write(`${format(header)}\n`);
  for (const line of lines) process.stdout.write(`${format(line)}\n`);
  const sum = (pick: (p: FileProfile) => number) => rows.reduce((total, p) => total + pick(p), 0);
  const postgres = sum((p) => p.postgres);
  const server =
    run.server === undefined
      ? 'not measured (not on this machine, or stopped first)'
      : `${seconds(run.server)} CPU s in all, ${seconds(run.server - postgres)} of it not counted to a file`;
  process.stdout.write(
    `\nAll ${rows.length} files: ${sum((p) => p.tests)} tests, ${seconds(sum(cpu))} CPU s: ` +
      `postgres ${seconds(postgres)}, workers ${seconds(sum((p) => p.worker))} ` +
      `(setup ${seconds(sum((p) => p.worker - p.testsWorker))}, tests ${seconds(sum((p) => p.testsWorker))}); ` +
      `${seconds(sum((p) => p.wall))} s of files' wall time.\n` +
      `The run: ${seconds(run.wall)} s wall; its main process (templates, reporter) ${seconds(run.main)} CPU s; ` +
      `the Postgres server ${server}.\n`,
  );
}

async function main(): Promise<void> {
  const { top, jobs, timeout, out, files: named } = parseArguments(process.argv.slice(2));
  const files = (named.length ? named : ALL.flatMap((pattern) => globSync(pattern, { cwd: ROOT })))
    .map((file) => path.resolve(ROOT, file))
    .sort();
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'test-profile-'));
  const target = out ? path.resolve(out) : path.join(scratch, 'profile.jsonl');
  writeFileSync(target, '');
  process.env.TRANSPORT_TEST_PROFILE = target;

  const require = createRequire(import.meta.url);
  const mocha = new Mocha({
    reporter: require(path.join(ROOT, 'packages/dev-stack/src/mocha-reporter.cjs')),
    timeout,
    require: [
      path.join(ROOT, 'packages/platform/src/testing/mocha-hooks.ts'),
      path.join(ROOT, 'packages/platform/src/testing/profile-hooks.ts'),
    ],
  } as Mocha.MochaOptions);
  // Workers even when there is one: each file runs in a worker process, the root hooks around it.
  (mocha.options as { jobs?: number }).jobs = jobs;
  mocha.parallelMode(true);
  let postgres: ReturnType<typeof watchPostgres> | undefined;
  let stopped: Awaited<ReturnType<ReturnType<typeof watchPostgres>['stop']>> | undefined;
  mocha.globalSetup(async () => {
    await mochaGlobalSetup();
    postgres = watchPostgres(process.env.TRANSPORT_TEST_SERVER_URL as string);
    await postgres.start();
  });
  mocha.globalTeardown(async () => {
    stopped = await postgres?.stop();
    await mochaGlobalTeardown();
  });
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
      .map((line) => JSON.parse(line) as Omit<FileProfile, 'postgres'>)
      .map((line) => ({
        ...line,
        postgres: line.databases.reduce((total, name) => total + (stopped?.byDatabase.get(name) ?? 0), 0),
      }));
  } catch {
    // no file ran to its end
  }
  if (out) writeFileSync(target, profiles.map((p) => `${JSON.stringify(p)}\n`).join(''));
  print(profiles, top, { wall: runWall, main: (usage.user + usage.system) / 1e6, server: stopped?.server });
  if (!out) rmSync(scratch, { recursive: true, force: true });
  process.exit(failures ? 1 : 0);
}

await main();
