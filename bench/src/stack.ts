/**
 * What a benchmark scenario stands on: an embedded PostgreSQL of its own, a dev issuer for
 * tokens, and services started as child processes (so that the load generator does not share
 * their event loop), each awaited until ready.
 *
 * A tiny run shares one Postgres among its scenarios instead (`startSharedServer`, started by
 * `run.ts`): each stack takes databases of its own on it, its first a copy of a template in which
 * every service's schema was migrated once for the run, and drops them when it stops.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  chmodSync,
  createWriteStream,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import type { Server } from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, migrateDatabase } from '@transport/platform';
import type { WindowStats } from './process-stats.ts';
import {
  bootstrapDatabase,
  DevIssuer,
  freePort,
  REPO_ROOT,
  startEmbeddedPostgres,
  type EmbeddedDatabaseServer,
  waitUntilReady,
} from '@transport/dev-stack';

/** Loaded into every process of the stack: its heap and event-loop figures, on request. */
const PROCESS_STATS = new URL('./process-stats.ts', import.meta.url).href;

export interface BenchStack {
  databaseUrl: string;
  /** The key-encryption key of payout details every process of the stack is given. */
  payoutKey: string;
  issuer: DevIssuer;
  sql: pg.Pool;
  /**
   * Starts `entry` (relative to `root`, this repository by default, or absolute) with `env`;
   * resolves its base URL once ready. Another checkout as `root` runs that tree's code.
   */
  startProcess(name: string, entry: string, env?: Record<string, string>, root?: string): Promise<string>;
  /**
   * Creates another database on the same Postgres server; its URL. With `migrated`, in a tiny
   * run, a copy of the run's template with every service's schema migrated by this tree (for this
   * tree's services only: another checkout's may not know its migrations); otherwise empty, the
   * services started on it migrating it.
   */
  addDatabase(name: string, options?: { migrated?: boolean }): Promise<string>;
  /** CPU seconds (user and system) the process started as `name` has used so far (Linux). */
  cpuSeconds(name: string): number;
  /**
   * CPU seconds (user and system) the Postgres server has used so far: its postmaster, its
   * processes running now and those that have exited (Linux).
   */
  postgresCpuSeconds(): number;
  /** The management base URL (`/actuator/...`) of the process started as `name`. */
  managementUrl(name: string): string;
  /** Resident memory of the process started as `name`, now and at its peak so far, in bytes (Linux). */
  memory(name: string): { rss: number; peak: number };
  /**
   * Opens a window of the heap and event-loop figures of the process started as `name`
   * (`process-stats.ts`); the function it resolves closes it and resolves its figures.
   */
  statsWindow(name: string): Promise<() => Promise<WindowStats>>;
  /** Sends `signal` to the process started as `name`; resolves when it has exited. */
  signal(name: string, signal: NodeJS.Signals): Promise<void>;
  stop(): Promise<void>;
}

export async function startBenchStack(): Promise<BenchStack> {
  const server = sharedServer() ?? (await ownServer());
  const databaseUrl = await server.addDatabase('bench', true);
  const issuer = DevIssuer.ephemeral();
  const issuerServer: Server = await issuer.listen(0);
  const sql = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  // The referential seals payout details under this key and refuses to start in production
  // without one; one per stack, so that every process on its databases opens what another sealed.
  const payoutKey = randomBytes(32).toString('base64');
  // The pool's end() does not wait for its idle connections to close: the server, stopped right
  // after, may end one first, whose error with no listener would end the whole process.
  let stopping = false;
  sql.on('error', (error) => {
    if (!stopping) console.error(`bench pool: an idle connection failed: ${error.message}`);
  });
  const children: ChildProcess[] = [];
  const byName = new Map<string, ChildProcess>();
  const management = new Map<string, string>();
  const statsUrls = new Map<string, string>();

  return {
    databaseUrl,
    payoutKey,
    issuer,
    sql,
    async startProcess(name, entry, env = {}, root = REPO_ROOT) {
      const port = await benchPort();
      const managementPort = await benchPort();
      // BENCH_CPU_PROFILE_DIR=dir writes a V8 CPU profile of each process there when it stops,
      // BENCH_HEAP_PROFILE_DIR=dir a sampled profile of what it allocated.
      const profile = [
        ...(process.env.BENCH_CPU_PROFILE_DIR
          ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`]
          : []),
        ...(process.env.BENCH_HEAP_PROFILE_DIR
          ? ['--heap-prof', `--heap-prof-dir=${process.env.BENCH_HEAP_PROFILE_DIR}`]
          : []),
        // BENCH_NODE_ARGS: further flags for Node and V8 (`--trace-gc-nvp`, which NODE_OPTIONS refuses).
        ...(process.env.BENCH_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? []),
      ];
      const statsPort = await benchPort();
      const child = spawn(
        process.execPath,
        [...profile, '--import', PROCESS_STATS, path.resolve(root, entry)],
        {
          cwd: root,
          env: {
            ...process.env,
            NODE_ENV: 'production',
            PORT: String(port),
            MANAGEMENT_PORT: String(managementPort),
            DATABASE_URL: databaseUrl,
            OAUTH_ISSUER: issuer.issuer,
            OAUTH_AUDIENCE: issuer.audience,
            OAUTH_JWKS_URI: issuer.jwksUri,
            PROFILES: 'mcp',
            LOG_LEVEL: 'info',
            PAYOUT_KEY_ENCRYPTION_KEY: payoutKey,
            BENCH_STATS_PORT: String(statsPort),
            ...env,
          },
          stdio: ['ignore', process.env.BENCH_LOG_DIR ? 'pipe' : 'ignore', 'inherit'],
        },
      );
      statsUrls.set(name, `http://127.0.0.1:${statsPort}`);
      // BENCH_LOG_DIR=dir keeps each process's log (its stdout) there, as `<name>.log`.
      if (process.env.BENCH_LOG_DIR && child.stdout)
        child.stdout.pipe(createWriteStream(path.join(process.env.BENCH_LOG_DIR, `${name}.log`)));
      children.push(child);
      byName.set(name, child);
      management.set(name, `http://127.0.0.1:${managementPort}`);
      // A loaded machine can take more than a minute to start a process (the referential did, at
      // a load average of 30).
      await waitUntilReady(`http://127.0.0.1:${managementPort}/actuator/health/readiness`, {
        name,
        child,
        timeoutMs: 300_000,
      });
      return `http://127.0.0.1:${port}`;
    },
    addDatabase(name, options = {}) {
      return server.addDatabase(name, options.migrated ?? false);
    },
    async statsWindow(name) {
      const base = statsUrls.get(name);
      if (!base) throw new Error(`no process started as ${name}`);
      await fetch(`${base}/start`, { method: 'POST' });
      return async () => (await (await fetch(`${base}/stop`, { method: 'POST' })).json()) as WindowStats;
    },
    cpuSeconds(name) {
      return processCpu(byName.get(name)?.pid ?? 0).own;
    },
    postgresCpuSeconds() {
      // The postmaster's pid is the first line of postmaster.pid; what its exited children used
      // is counted in its own figures once it has reaped them.
      const postmaster = Number(
        readFileSync(path.join(server.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
      );
      let seconds = processCpu(postmaster).withExited;
      for (const entry of readdirSync('/proc')) {
        if (!/^\d+$/.test(entry)) continue;
        try {
          const cpu = processCpu(Number(entry));
          if (cpu.parent === postmaster) seconds += cpu.own;
        } catch {
          // The process ended while the list was read.
        }
      }
      return seconds;
    },
    managementUrl(name) {
      const url = management.get(name);
      if (!url) throw new Error(`no process ${name} was started`);
      return url;
    },
    memory(name) {
      const status = readFileSync(`/proc/${byName.get(name)?.pid}/status`, 'utf8');
      const kb = (field: string) =>
        Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
      return { rss: kb('VmRSS'), peak: kb('VmHWM') };
    },
    async signal(name, signal) {
      const child = byName.get(name);
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
    async stop() {
      for (const child of children) child.kill('SIGTERM');
      await Promise.all(
        children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))),
      );
      stopping = true;
      await sql.end();
      issuerServer.close();
      await server.stop();
    },
  };
}

/** The Postgres server a stack stands on, and the databases it made there. */
interface StackServer {
  dataDir: string;
  /** Creates `name` (unique on the server for this stack), a copy of the template if `migrated`. */
  addDatabase(name: string, migrated: boolean): Promise<string>;
  stop(): Promise<void>;
}

/** An embedded Postgres of the stack's own (every full run's scenario), its databases empty. */
async function ownServer(): Promise<StackServer> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'transport-bench-'));
  chmodSync(root, 0o755);
  const dataDir = path.join(root, 'pg');
  const log = process.env.BENCH_PG_LOG;
  const postgres: EmbeddedDatabaseServer = await startEmbeddedPostgres({
    dataDir,
    port: await benchPort(),
    persistent: false,
    // What the server logs (a scenario's slow statements, `BENCH_PG_SLOW_MS`), kept in this file.
    ...(log ? { onLog: (line: string) => appendFileSync(log, `${line}\n`) } : {}),
  });
  return {
    dataDir,
    addDatabase: (name) => bootstrapDatabase(postgres.url(), name),
    async stop() {
      await postgres.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The environment variables through which `run.ts` hands a tiny run's server to its scenarios. */
const SHARED_URL = 'BENCH_SHARED_SERVER_URL';
const SHARED_DATA_DIR = 'BENCH_SHARED_DATA_DIR';
const SHARED_TEMPLATE = 'bench_template';

/** The run's shared server (`startSharedServer`) when there is one: each stack's databases are named apart. */
function sharedServer(): StackServer | undefined {
  const url = process.env[SHARED_URL];
  const dataDir = process.env[SHARED_DATA_DIR];
  if (!url || !dataDir) return undefined;
  const prefix = `bench_${randomBytes(4).toString('hex')}`;
  const made: string[] = [];
  return {
    dataDir,
    async addDatabase(name, migrated) {
      const database = `${prefix}_${name}`;
      made.push(database);
      if (!migrated) return bootstrapDatabase(url, database);
      await withServer(url, (admin) =>
        admin.query(`CREATE DATABASE "${database}" TEMPLATE ${SHARED_TEMPLATE}`),
      );
      const copy = new URL(url);
      copy.pathname = `/${database}`;
      return copy.toString();
    },
    async stop() {
      await withServer(url, async (admin) => {
        for (const database of made) await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      });
    },
  };
}

async function withServer<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** The services whose schemas the shared template holds, each migrated from its folder. */
const MIGRATED_SERVICES = ['referential', 'rules', 'siv'] as const;

/**
 * Starts the one Postgres server of a tiny run and migrates every service's schema once into a
 * template database; the environment handing both to the scenarios' processes, and how to stop
 * the server. Most of a tiny scenario was its own Postgres starting and its services migrating
 * empty databases: a copy of the template costs a file copy.
 */
export async function startSharedServer(): Promise<{ env: Record<string, string>; stop(): Promise<void> }> {
  const server = await ownServer();
  const url = await server.addDatabase(SHARED_TEMPLATE, false);
  for (const name of MIGRATED_SERVICES) {
    const db = createDatabase({ url, schema: name, poolMax: 2 });
    try {
      await migrateDatabase(db, name, path.join(REPO_ROOT, 'services', name, 'migrations'));
    } finally {
      await db.destroy();
    }
  }
  const serverUrl = new URL(url);
  serverUrl.pathname = '/postgres';
  return {
    env: { [SHARED_URL]: serverUrl.toString(), [SHARED_DATA_DIR]: server.dataDir },
    stop: () => server.stop(),
  };
}

const handedOut = new Set<number>();

/**
 * A free port for a process of the stack: from `BENCH_PORTS` (`7500-7599`) when set, so that a
 * run on a shared machine stays on the ports it was given, else any free one (`freePort`).
 */
export async function benchPort(): Promise<number> {
  const range = process.env.BENCH_PORTS;
  if (!range) return freePort();
  const [low, high] = range.split('-').map(Number) as [number, number];
  if (!(low > 0 && high >= low))
    throw new Error(`BENCH_PORTS must be a range such as 7500-7599, not "${range}"`);
  for (let port = low; port <= high; port += 1) {
    if (handedOut.has(port)) continue;
    // Held before the probe: processes started side by side ask for ports at the same time.
    handedOut.add(port);
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
    handedOut.delete(port);
  }
  throw new Error(`no free port left in BENCH_PORTS ${range}`);
}

/** The CPU seconds process `pid` has used (a floor's, started outside the stack). */
export const cpuSecondsOf = (pid: number): number => processCpu(pid).own;

/**
 * A process's CPU seconds from /proc/<pid>/stat: after the command's closing parenthesis, the
 * parent's pid is the 2nd field, utime and stime the 12th and 13th, the reaped children's the
 * 14th and 15th, in clock ticks (100 per second).
 */
function processCpu(pid: number): { own: number; withExited: number; parent: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const field = (n: number) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[n - 1]);
  const own = (field(12) + field(13)) / 100;
  return { own, withExited: own + (field(14) + field(15)) / 100, parent: field(2) };
}

/**
 * The gateway's budgets for a benchmark: every request is counted, as in production, but the
 * one benchmark subject is never refused.
 */
export const BENCH_RATE_LIMITS = JSON.stringify(
  Object.fromEntries(
    ['referential', 'rules', 'siv', 'mcp', 'public'].map((m) => [m, { read: 1e9, write: 1e9 }]),
  ),
);

/**
 * The referential on the stack, its database seeded by `seed` once it has migrated it, and the
 * gateway in front of it alone (the other upstreams unreachable) with the benches' budgets.
 */
export async function startSeededReferential(
  stack: BenchStack,
  seed: (sql: pg.Pool) => Promise<void>,
): Promise<{ referential: string; gateway: string }> {
  const referential = await stack.startProcess('referential', 'services/referential/src/main.ts');
  await seed(stack.sql);
  const gateway = await startReferentialGateway(stack, referential);
  return { referential, gateway };
}

/**
 * A gateway (of `root`, this tree by default) in front of `referential` alone, rules and siv
 * unreachable, with the benches' budgets: its URL.
 */
export function startReferentialGateway(
  stack: BenchStack,
  referential: string,
  name = 'gateway',
  root?: string,
): Promise<string> {
  const env = {
    RATE_LIMITS: BENCH_RATE_LIMITS,
    REFERENTIAL_URL: referential,
    RULES_URL: 'http://127.0.0.1:9',
    SIV_URL: 'http://127.0.0.1:9',
  };
  return stack.startProcess(name, 'gateway/src/main.ts', env, root);
}
