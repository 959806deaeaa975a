/**
 * Where a test run spends its time, per file (`pnpm test:profile`, `scripts/test-profile.ts`):
 * a root hook plugin, loaded after `mocha-hooks.ts`, that appends one JSON line per file to the
 * file `TRANSPORT_TEST_PROFILE` names. A line gives the file's wall time and the CPU seconds
 * (user + system, from /proc, so the machine's other load does not count) of the mocha worker
 * with the processes it started, and of the run's Postgres (its postmaster, the backends alive
 * and those that ended); and the part of each spent inside the tests (from each test's first
 * `beforeEach` to its last `afterEach`), the rest being the file's setup (`before`, `after`).
 * Postgres is shared by the run: its CPU is the file's only when the files run one at a time,
 * as the profile runs them. Linux only (/proc); elsewhere the CPU figures are 0.
 */
import { appendFileSync, readFileSync, readdirSync } from 'node:fs';
import pg from 'pg';
import { testEnvironment } from '@transport/dev-stack';

/** Clock ticks a second of /proc's CPU times (`getconf CLK_TCK`, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU seconds of a process and of its children it has reaped, or undefined when it is gone. */
function ownCpu(pid: number): number | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // Fields after the command (which may hold spaces), from the 3rd: utime is the 14th field.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
  return ((utime ?? 0) + (stime ?? 0) + (cutime ?? 0) + (cstime ?? 0)) / TICKS_PER_SECOND;
}

function children(pid: number): number[] {
  const found: number[] = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const list = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (list) found.push(...list.split(' ').map(Number));
    }
  } catch {
    // gone, or no /proc
  }
  return found;
}

/** CPU seconds of a process, of its live descendants, and of those reaped. */
function treeCpu(pid: number | undefined): number {
  if (pid === undefined) return 0;
  const own = ownCpu(pid);
  if (own === undefined) return 0;
  return own + children(pid).reduce((sum, child) => sum + treeCpu(child), 0);
}

/** The pid of the run's Postgres postmaster when it runs on this machine (a backend's parent). */
async function findPostmaster(): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: testEnvironment().serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const backend = rows[0]?.pid;
    const stat = readFileSync(`/proc/${backend}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  } finally {
    await client.end();
  }
}

interface Sample {
  wall: number;
  worker: number;
  postgres: number;
}

let postmaster: number | undefined;
let postmasterLooked = false;

function sample(): Sample {
  return { wall: performance.now() / 1000, worker: treeCpu(process.pid), postgres: treeCpu(postmaster) };
}

function since(from: Sample): Sample {
  const now = sample();
  return {
    wall: now.wall - from.wall,
    worker: now.worker - from.worker,
    postgres: now.postgres - from.postgres,
  };
}

let fileStart: Sample | undefined;
let testStart: Sample | undefined;
let inTests: Sample = { wall: 0, worker: 0, postgres: 0 };
let tests = 0;

function fileOf(suite: Mocha.Suite | undefined): string | undefined {
  if (!suite) return undefined;
  if (suite.file) return suite.file;
  for (const test of suite.tests) if (test.file) return test.file;
  for (const child of suite.suites) {
    const file = fileOf(child);
    if (file) return file;
  }
  return undefined;
}

export const mochaHooks = {
  async beforeAll(this: Mocha.Context) {
    if (!postmasterLooked) {
      postmasterLooked = true;
      postmaster = await findPostmaster();
    }
    inTests = { wall: 0, worker: 0, postgres: 0 };
    tests = 0;
    fileStart = sample();
  },
  beforeEach() {
    testStart = sample();
  },
  afterEach() {
    if (!testStart) return;
    const spent = since(testStart);
    inTests = {
      wall: inTests.wall + spent.wall,
      worker: inTests.worker + spent.worker,
      postgres: inTests.postgres + spent.postgres,
    };
    tests += 1;
    testStart = undefined;
  },
  afterAll(this: Mocha.Context) {
    const target = process.env.TRANSPORT_TEST_PROFILE;
    if (!target || !fileStart) return;
    const whole = since(fileStart);
    const record = {
      file: fileOf(this.test?.parent) ?? '(unknown)',
      tests,
      wall: whole.wall,
      worker: whole.worker,
      postgres: postmaster === undefined ? null : whole.postgres,
      testsWall: inTests.wall,
      testsWorker: inTests.worker,
      testsPostgres: postmaster === undefined ? null : inTests.postgres,
    };
    appendFileSync(target, `${JSON.stringify(record)}\n`);
  },
};
