import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { connect, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import pg from 'pg';
import { DevIssuer, freePort, processRuns, REPO_ROOT } from '../src/index.ts';
import { embeddedDatabaseUrl } from '../src/embedded-postgres.ts';

/** The drain time the launched processes are given (SHUTDOWN_GRACE_MS). */
const GRACE_MS = 3_000;

interface Launched {
  launcher: ChildProcess;
  dataDir: string;
  gateway: string;
  output: () => string;
  /**
   * The launcher's descendants by name (referential, rules, siv, gateway, keeper, broker-keeper,
   * mosquitto) with their pid.
   */
  processes: Map<string, number>;
  /** The settings it was started with (its ports). */
  env: NodeJS.ProcessEnv;
}

/** `pnpm start` on ports of its own and `dataDir` as its DATA_DIR, once it has said it is ready. */
async function launch(dataDir: string): Promise<Launched> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    SHUTDOWN_GRACE_MS: String(GRACE_MS),
    // Every process logs as it stops: into a pipe whose reader (the launcher) may be gone.
    LOG_LEVEL: 'info',
    PROFILES: '',
  };
  for (const name of [
    'GATEWAY_PORT',
    'REFERENTIAL_PORT',
    'RULES_PORT',
    'SIV_PORT',
    'DEV_ISSUER_PORT',
    'MQTT_PORT',
  ]) {
    env[name] = String(await freePort());
  }
  env.EMBEDDED_PG_PORT = String(await freePort());
  env.MANAGEMENT_BASE_PORT = String(await freePort());
  const launcher = spawn(process.execPath, ['packages/dev-stack/src/start.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  launcher.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  launcher.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const check = setInterval(() => {
      if (output.includes('Ctrl-C stops everything')) resolve();
      else if (launcher.exitCode !== null) reject(new Error(`the launcher exited:\n${output}`));
      else return;
      clearInterval(check);
    }, 100);
  });
  // The front pnpm runs, the launcher it detaches, and what that one starts.
  const table = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/));
  const processes = new Map<string, number>();
  const descendants = [launcher.pid!];
  for (let i = 0; i < descendants.length; i += 1) {
    for (const [pid, ppid, ...args] of table) {
      if (Number(ppid) !== descendants[i]) continue;
      descendants.push(Number(pid));
      const entry = args.find((a) => a.endsWith('.ts')) ?? '';
      // services/<name>/src/main.ts, gateway/src/main.ts
      const name = entry.endsWith('start.ts')
        ? 'launcher'
        : entry.includes('postgres-keeper')
          ? 'keeper'
          : entry.includes('broker-keeper')
            ? 'broker-keeper'
            : args[0]?.endsWith('/mosquitto')
              ? 'mosquitto'
              : entry.endsWith('main.ts')
                ? entry.split('/').at(-3)
                : undefined;
      if (name) processes.set(name, Number(pid));
    }
  }
  // A launch missing one of its processes (gone since it said it was ready, or never seen) says
  // what it found and what the launcher said, rather than failing later on an unknown pid.
  const missing = ['referential', 'rules', 'siv', 'gateway', 'keeper'].filter((name) => !processes.has(name));
  if (missing.length > 0) {
    const found = table.filter(([pid]) => descendants.includes(Number(pid))).map((row) => row.join(' '));
    throw new Error(
      `no ${missing.join(', ')} among the launcher's processes:\n${found.join('\n')}\nthe launcher said:\n${output}`,
    );
  }
  return {
    launcher,
    dataDir,
    gateway: `http://127.0.0.1:${env.GATEWAY_PORT}`,
    output: () => output,
    processes,
    env,
  };
}

/** Where a launch on `dataDir` writes the pid of its Postgres. */
const postmasterFile = (dataDir: string) => path.join(dataDir, 'pg', 'postmaster.pid');

/** The pid of the Postgres a launch on `dataDir` runs. */
function postmasterOf(dataDir: string): number {
  return Number(readFileSync(postmasterFile(dataDir), 'utf8').split('\n')[0]);
}

/**
 * Every process still running (not an exited one waiting to be reaped) whose command line names
 * `dataDir` or whose parent is one of `pids`, as `pid command`.
 */
function platformProcesses(dataDir: string, pids: number[]): string[] {
  return execFileSync('ps', ['-eo', 'pid=,ppid=,stat=,args='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(
      ([pid, ppid, stat, ...args]) =>
        !stat?.startsWith('Z') &&
        (pids.includes(Number(pid)) || pids.includes(Number(ppid)) || args.join(' ').includes(dataDir)),
    )
    .map(([pid, , , ...args]) => `${pid} ${args.join(' ')}`);
}

/** Waits until `pid` has exited; resolves with the milliseconds it took, or -1 past `limitMs`. */
async function exitOf(pid: number, limitMs: number): Promise<number> {
  const started = Date.now();
  while (processRuns(pid)) {
    if (Date.now() - started > limitMs) return -1;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

describe('pnpm start stopping', function () {
  this.timeout(180_000);
  // One DATA_DIR for the file's launches, in the order of the tests: the first starts on an
  // empty one (the database made and migrated), each next one on what the last left (its
  // launcher killed, its Postgres stopped first), as a developer's next `pnpm start` does. The
  // second launch serves two tests: the role its services run as, then its stop with Postgres
  // gone first (a launch costs some 15 CPU seconds).
  let dataDir: string;
  let launched: Launched | undefined;
  before(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'launcher-'));
  });
  /** Ends what a launch left running, its Postgres too, so that the next can start on the directory. */
  const stopLaunched = async () => {
    if (!launched) return;
    for (const pid of [launched.launcher.pid!, ...launched.processes.values()]) {
      if (processRuns(pid)) process.kill(pid, 'SIGKILL');
    }
    launched = undefined;
    const postmaster = existsSync(postmasterFile(dataDir)) ? postmasterOf(dataDir) : 0;
    if (postmaster && processRuns(postmaster)) {
      process.kill(postmaster, 'SIGINT');
      await exitOf(postmaster, 10_000);
    }
  };
  // A failed test's launch is ended here; one that passed ended its own.
  afterEach(async function () {
    if (this.currentTest?.state === 'failed') await stopLaunched();
  });
  after(async () => {
    await stopLaunched();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves no process of the platform behind when the launcher is killed with SIGKILL', async () => {
    launched = await launch(dataDir);
    const postmaster = postmasterOf(launched.dataDir);
    const pids = [...launched.processes.values(), postmaster];
    expect([...launched.processes.keys()].sort()).to.deep.equal([
      'broker-keeper',
      'gateway',
      'keeper',
      'launcher',
      'mosquitto',
      'referential',
      'rules',
      'siv',
    ]);
    // The broker siv delivers MQTT boards to takes connections on its port.
    expect(launched.output()).to.include(
      `mqtt         mqtt://127.0.0.1:${launched.env.MQTT_PORT} (mosquitto)`,
    );
    await new Promise<void>((resolve, reject) =>
      connect(Number(launched!.env.MQTT_PORT), '127.0.0.1')
        .once('connect', function (this: Socket) {
          this.destroy();
          resolve();
        })
        .once('error', reject),
    );
    // The front and the launcher it detached both: no code of the launcher runs to stop anything.
    const killed = Date.now();
    launched.launcher.kill('SIGKILL');
    process.kill(launched.processes.get('launcher')!, 'SIGKILL');
    // Each process's exit as it happens, within the 10 s of the must-show (not a fixed sleep).
    const named: [string, number][] = [...launched.processes.entries(), ['postgres', postmaster]];
    const exits = await Promise.all(
      named.map(async ([name, pid]) => ({ name, ms: await exitOf(pid, 10_000 - (Date.now() - killed)) })),
    );
    console.log(`      exits after SIGKILL (ms): ${exits.map((e) => `${e.name} ${e.ms}`).join(', ')}`);
    expect(exits.filter((e) => e.ms < 0).map((e) => e.name)).to.deep.equal([]);
    expect(platformProcesses(launched.dataDir, pids)).to.deep.equal([]);
    launched = undefined;
  });

  it('starts again on what a killed launcher left, running the services as a role that is not a superuser, so that a carrier’s token sees its own vehicles only', async () => {
    const started = (launched = await launch(dataDir));
    const database = new pg.Client({
      connectionString: embeddedDatabaseUrl(Number(started.env.EMBEDDED_PG_PORT), 'transport'),
    });
    await database.connect();
    try {
      const sessions = await database.query(
        `SELECT DISTINCT a.usename, r.rolsuper, r.rolbypassrls FROM pg_stat_activity a
           JOIN pg_roles r ON r.rolname = a.usename WHERE a.datname = 'transport' AND a.pid <> pg_backend_pid()`,
      );
      expect(sessions.rows).to.deep.equal([
        { usename: 'transport_service', rolsuper: false, rolbypassrls: false },
      ]);
      const owners = await database.query(
        `SELECT nspname, pg_get_userbyid(nspowner) AS owner FROM pg_namespace
           WHERE nspname IN ('referential', 'rules', 'siv') ORDER BY nspname`,
      );
      expect(owners.rows.map((r: { owner: string }) => r.owner)).to.deep.equal([
        'transport_service',
        'transport_service',
        'transport_service',
      ]);
    } finally {
      await database.end();
    }

    const regulator = readFileSync(path.join(started.dataDir, 'token'), 'utf8').trim();
    const call = async (token: string, method: string, url: string, body?: unknown) => {
      const response = await fetch(`${started.gateway}/referential/v1${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
    };
    const created = async (url: string, body: unknown) => {
      const response = await call(regulator, 'POST', url, body);
      expect(response.status, JSON.stringify(response.body)).to.equal(201);
      return response.body.id as string;
    };
    const category = await call(regulator, 'POST', '/vehicle-categories', { code: 'CAT-L', name: 'Coach' });
    expect(category.status).to.equal(201);
    const categories = await call(regulator, 'GET', '/vehicle-categories?search=CAT-L');
    const categoryId = (categories.body.data as { id: string }[])[0]!.id;
    const fleet = [];
    for (const code of ['CR-A', 'CR-B']) {
      const carrier = await created('/carriers', { code, name: code, ticketingModel: 'NETWORK' });
      expect((await call(regulator, 'POST', `/carriers/${carrier}/activation`)).status).to.equal(200);
      const vehicle = await created('/vehicles', {
        carrierId: carrier,
        categoryId,
        registration: `${code}-1`,
        seats: 40,
      });
      fleet.push({ carrier, vehicle });
    }
    const issuer = DevIssuer.persistent(
      path.join(started.dataDir, 'dev-issuer'),
      `http://127.0.0.1:${started.env.DEV_ISSUER_PORT}`,
    );
    const carrierA = issuer.sign({
      subject: 'carrier-a-staff',
      permissions: ['referential.vehicles:read'],
      claims: { carrier_id: fleet[0]!.carrier },
    });
    // A superuser skips row-level security: the carrier would see both fleets.
    const seen = await call(carrierA, 'GET', '/vehicles');
    expect(seen.status).to.equal(200);
    expect((seen.body.data as { id: string }[]).map((v) => v.id)).to.deep.equal([fleet[0]!.vehicle]);
    // Left running: the next test stops it, Postgres first (a launch fewer for the file).
  });

  it('stops each service within its drain time after Postgres stopped first', async () => {
    // The launch the test before left running, or one of its own when that test failed.
    launched ??= await launch(dataDir);
    const postmaster = postmasterOf(launched.dataDir);
    process.kill(postmaster, 'SIGINT');
    expect(await exitOf(postmaster, 10_000)).to.be.at.least(0);
    // Their notification listeners and pools find the database gone.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const services = ['referential', 'rules', 'siv'].map((name) => launched!.processes.get(name)!);
    for (const pid of services) process.kill(pid, 'SIGTERM');
    // The drain time, and a margin for a machine busy starting other processes.
    const took = await Promise.all(services.map((pid) => exitOf(pid, GRACE_MS + 1_500)));
    expect(took.filter((ms) => ms < 0)).to.deep.equal([]);
    await stopLaunched();
  });

  it('answers the requests in flight when the gateway gets SIGTERM, with Connection: close and no reset', async () => {
    const started = (launched = await launch(dataDir));
    const token = readFileSync(path.join(started.dataDir, 'token'), 'utf8').trim();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const get = () =>
      new Promise<string>((resolve) => {
        http
          .get(
            `${started.gateway}/referential/v1/station-areas?size=5`,
            { agent, headers: { authorization: `Bearer ${token}` } },
            (response) => {
              response.resume();
              response.on('end', () => resolve(`${response.statusCode} ${response.headers.connection}`));
              response.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
            },
          )
          .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      });
    // Eight keep-alive connections open, then requests on them as the signal arrives. A launch
    // that stopped itself (a process of it gone) says why in its output.
    expect(
      new Set(await Promise.all(Array.from({ length: 8 }, get))),
      `before the signal; the launcher said:\n${started.output()}`,
    ).to.deep.equal(new Set(['200 keep-alive']));
    const inFlight = Array.from({ length: 24 }, get);
    process.kill(started.processes.get('gateway')!, 'SIGTERM');
    const answers = await Promise.all(inFlight);
    agent.destroy();
    // Each answered in full; those answered once the drain began close their connection; those
    // sent on a connection opened after it are answered 503 at once (service-stopping, nothing
    // done); the rest found the port closed (a new connection refused), never a connection cut.
    expect(
      answers.filter((a) => !/^(200 (keep-alive|close)|503 close)$/.test(a) && a !== 'ECONNREFUSED'),
    ).to.deep.equal([]);
    expect(answers).to.include('200 close');
    await stopLaunched();
  });
});
