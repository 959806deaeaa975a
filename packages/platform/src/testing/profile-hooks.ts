/**
 * Where a test run spends its time, per file (`pnpm test:profile`, `scripts/test-profile.ts`):
 * a root hook plugin, loaded after `mocha-hooks.ts`, that appends one JSON line per file to the
 * file `TRANSPORT_TEST_PROFILE` names. A line gives the file's wall time and the CPU seconds
 * (user + system, from /proc, so the machine's other load does not count) of the mocha worker
 * with the processes it started, and the part of each spent inside the tests (from each test's
 * first `beforeEach` to its last `afterEach`), the rest being the file's setup (`before`,
 * `after`, loading its modules). It also names the databases the file created, so that the
 * profile can add the CPU of the Postgres backends that served them. Linux only (/proc);
 * elsewhere the CPU figures are 0.
 */
import { appendFileSync } from 'node:fs';
import { testEnvironment } from '@transport/dev-stack';
import { treeCpu } from './profile.ts';

interface Sample {
  wall: number;
  worker: number;
}

function sample(): Sample {
  return { wall: performance.now() / 1000, worker: treeCpu(process.pid) };
}

function since(from: Sample): Sample {
  const now = sample();
  return { wall: now.wall - from.wall, worker: now.worker - from.worker };
}

let fileStart: Sample | undefined;
let testStart: Sample | undefined;
let inTests: Sample = { wall: 0, worker: 0 };
let tests = 0;
let databases: string[] = [];
let watching = false;

/** Notes the name of each database the test environment creates from now on. */
function watchDatabases(): void {
  if (watching) return;
  watching = true;
  const environment = testEnvironment();
  const note = (url: string) => {
    databases.push(decodeURIComponent(new URL(url).pathname.slice(1)));
    return url;
  };
  const { createDatabase, createDatabaseFrom } = environment;
  environment.createDatabase = async () => note(await createDatabase());
  environment.createDatabaseFrom = async (key, build) => note(await createDatabaseFrom(key, build));
}

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

/** @public mocha reads it from the file `pnpm test:profile` names in `require`. */
export const mochaHooks = {
  beforeAll() {
    watchDatabases();
    inTests = { wall: 0, worker: 0 };
    databases = [];
    tests = 0;
    fileStart = sample();
  },
  beforeEach() {
    testStart = sample();
  },
  afterEach() {
    if (!testStart) return;
    const spent = since(testStart);
    inTests = { wall: inTests.wall + spent.wall, worker: inTests.worker + spent.worker };
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
      testsWall: inTests.wall,
      testsWorker: inTests.worker,
      databases,
    };
    appendFileSync(target, `${JSON.stringify(record)}\n`);
  },
};
