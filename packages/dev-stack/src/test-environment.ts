/**
 * What the test run shares: one database server (the embedded Postgres, or the server named by
 * DATABASE_URL) on which every suite creates throwaway databases, copied from templates built
 * once per run; and, in each test process, an in-memory dev issuer serving its JWKS.
 */
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import type http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  bootstrapDatabase,
  copyDatabase,
  dropTemplates,
  ensureTemplate,
  RUNTIME_ROLE,
  asRuntimeRole,
  runtimeRolesSql,
  startEmbeddedPostgres,
} from './embedded-postgres.ts';
import { DevIssuer } from './dev-issuer.ts';

export interface TestEnvironment {
  issuer: DevIssuer;
  /** URL of the maintenance database of the server the tests use. */
  serverUrl: string;
  /** Creates an empty database with the required extensions; returns its URL. */
  createDatabase(): Promise<string>;
  /**
   * Creates a database as a copy of the template `key` names, built once per test run by
   * `build` (given the template's URL) the first time any process of the run asks for it;
   * returns the copy's URL. A service's migrated schema is such a template: a copy costs a
   * file copy, not the migrations. Both URLs connect as the services' role (`RUNTIME_ROLE`), as
   * in production: not a superuser, owner of the schema its migrations create, so that the
   * database's row-level security holds for it.
   */
  createDatabaseFrom(key: string, build: (url: string) => Promise<void>): Promise<string>;
  /** Builds the template `key` names now if no process of the run has yet. */
  prepareTemplate(key: string, build: (url: string) => Promise<void>): Promise<void>;
}

let current: TestEnvironment | undefined;

export function testEnvironment(): TestEnvironment {
  if (!current)
    throw new Error(
      'No test environment: a test under test/unit/ runs without the database and the issuer ' +
        '(pnpm test:fast); one that needs them belongs beside it, outside unit/, run by mocha ' +
        'with .mocharc.json.',
    );
  return current;
}

/** Ports `freePort` has handed out in this process. */
const handedOut = new Set<number>();

/**
 * A port free now and outside the kernel's ephemeral range. A port the kernel hands out (a
 * bind to port 0) can be given again, before the caller listens on it, as the local port of an
 * outgoing connection of any process (a database pool connecting, a fetch), and the listen
 * then fails with EADDRINUSE; ports below the ephemeral range are never handed out that way.
 * A port is not returned twice by one process, nor by two processes of the machine within a
 * minute (`reserve`): a port handed out is free until its process listens on it, seconds later
 * for a service starting, and another process's probe would find it free meanwhile (CI runs
 * the tiny bench's scenarios, the fuzzer and the deploy check side by side).
 */
export async function freePort(): Promise<number> {
  const high = ephemeralRangeStart() - 1;
  const low = Math.max(1024, high - 16_000);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = low + Math.floor(Math.random() * (high - low + 1));
    if (handedOut.has(port)) continue;
    if ((await canListen(port)) && reserve(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`No free port found between ${low} and ${high}.`);
}

/** Where the ports handed out are reserved against the machine's other processes: a file each. */
const RESERVATIONS = path.join(os.tmpdir(), 'transport-free-ports');
/** How long a reservation holds at least: the minute it was made in, and the next. */
const RESERVED_MS = 60_000;
let reservationsSwept = false;

/**
 * Reserves `port` for this process: a file named by the port and the minute, created only if
 * no process made it (exclusive create), and refused while one made in the minute before
 * stands. Once per process, the folder is made and the reservations older than that are removed.
 */
function reserve(port: number): boolean {
  const minute = Math.floor(Date.now() / RESERVED_MS);
  if (!reservationsSwept) {
    reservationsSwept = true;
    mkdirSync(RESERVATIONS, { recursive: true });
    for (const name of readdirSync(RESERVATIONS))
      if (Number(name.split('.')[1]) < minute - 1) rmSync(path.join(RESERVATIONS, name), { force: true });
  }
  if (existsSync(path.join(RESERVATIONS, `${port}.${minute - 1}`))) return false;
  try {
    closeSync(openSync(path.join(RESERVATIONS, `${port}.${minute}`), 'wx'));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** The first port of the kernel's ephemeral range (Linux), or IANA's 49152 elsewhere. */
function ephemeralRangeStart(): number {
  try {
    const first = Number(
      readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0],
    );
    if (Number.isInteger(first) && first > 2048) return first;
  } catch {
    // not Linux
  }
  return 49152;
}

/** Whether a server could listen on every address at this port now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/**
 * Creates the services' role on the server if missing (the launcher's `RUNTIME_ROLE`, as their
 * own role in production: it owns the databases made for it and what its migrations create, and
 * is neither a superuser nor exempt from row-level security: ADR 0081), and the role a request
 * scoped to a carrier takes, granted to it (`runtimeRolesSql`); processes of one run may race
 * to. Unlike production's, the role may create roles and signal other roles' backends, which
 * some tests need.
 */
async function ensureServiceRole(serverUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // One process at a time (an advisory lock), each step only when missing: concurrent
    // changes of one role fail ("tuple concurrently updated").
    await admin.query(`DO $$ BEGIN
        PERFORM pg_advisory_xact_lock(hashtext('${RUNTIME_ROLE}'));
        ${runtimeRolesSql()}
        -- Beyond production's role, for tests that make and drop login roles of their own
        -- (a listener, a replica's reader) and cut their connections.
        IF NOT (SELECT rolcreaterole FROM pg_roles WHERE rolname = '${RUNTIME_ROLE}') THEN
          ALTER ROLE ${RUNTIME_ROLE} CREATEROLE;
        END IF;
        IF NOT pg_has_role('${RUNTIME_ROLE}', 'pg_signal_backend', 'MEMBER') THEN
          GRANT pg_signal_backend TO ${RUNTIME_ROLE};
        END IF;
      END $$`);
  } finally {
    await admin.end();
  }
}

/** The environment variables through which the main process hands the server to the workers. */
const SERVER_URL = 'TRANSPORT_TEST_SERVER_URL';
const RUN_ID = 'TRANSPORT_TEST_RUN_ID';
let stopServer: (() => Promise<void>) | undefined;

/**
 * The run's database server, started once for the whole run before any test file is loaded
 * (mocha's global setup, in the main process): the embedded PostgreSQL, or the server
 * DATABASE_URL names. Its URL and the run's id are handed to every worker process through the
 * environment, so that the files mocha runs in parallel share one server and its templates.
 */
export async function startTestDatabaseServer(): Promise<void> {
  process.env[RUN_ID] ??= randomBytes(4).toString('hex');
  if (process.env[SERVER_URL]) return;
  if (process.env.DATABASE_URL) {
    process.env[SERVER_URL] = process.env.DATABASE_URL;
    return;
  }
  const dataRoot = mkdtempSync(path.join(os.tmpdir(), 'transport-test-'));
  chmodSync(dataRoot, 0o755);
  const embedded = await startEmbeddedPostgres({
    dataDir: path.join(dataRoot, 'pg'),
    port: await freePort(),
    persistent: false,
    autovacuum: false,
  });
  process.env[SERVER_URL] = embedded.url();
  stopServer = async () => {
    await embedded.stop();
    rmSync(dataRoot, { recursive: true, force: true });
  };
}

/** Stops what `startTestDatabaseServer` started (mocha's global teardown). */
export async function stopTestDatabaseServer(): Promise<void> {
  const base = process.env[SERVER_URL];
  if (!stopServer && base) await dropTemplates(base, process.env[RUN_ID] ?? '');
  await stopServer?.();
  stopServer = undefined;
}

/**
 * This process's side of the environment (a root hook, once per process): the run's database
 * server, and a dev issuer of its own serving its JWKS.
 */
export async function startTestEnvironment(): Promise<TestEnvironment> {
  if (current) return current;
  if (!process.env[SERVER_URL]) await startTestDatabaseServer();
  const base = process.env[SERVER_URL] as string;
  const runId = process.env[RUN_ID] as string;
  const issuer = DevIssuer.ephemeral();
  const issuerServer: http.Server = await issuer.listen(0);
  issuerServer.unref();
  await ensureServiceRole(base);
  const templates = new Map<string, Promise<string>>();
  const template = (key: string, build: (url: string) => Promise<void>) => {
    let name = templates.get(key);
    if (!name) {
      name = ensureTemplate(base, `template_${runId}_${key}`, build, RUNTIME_ROLE);
      templates.set(key, name);
    }
    return name;
  };
  current = {
    issuer,
    serverUrl: base,
    createDatabase: () => bootstrapDatabase(base, `test_${randomBytes(6).toString('hex')}`),
    createDatabaseFrom: async (key, build) =>
      asRuntimeRole(
        await copyDatabase(
          base,
          await template(key, (url) => build(asRuntimeRole(url))),
          `test_${randomBytes(6).toString('hex')}`,
          RUNTIME_ROLE,
        ),
      ),
    prepareTemplate: async (key, build) => void (await template(key, (url) => build(asRuntimeRole(url)))),
  };
  return current;
}
