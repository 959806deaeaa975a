/**
 * `pnpm start`: the whole platform on a laptop. Starts the embedded PostgreSQL (data kept in
 * DATA_DIR between runs) unless DATABASE_URL names a database, the dev identity provider unless
 * OAUTH_ISSUER names a real one, then the three services and the gateway as child processes;
 * waits until each is ready and prints where everything is.
 *
 * On Ctrl-C, SIGINT, SIGTERM or SIGHUP (or when the process `pnpm start` ran is gone, see
 * `front`) it stops them in order: the gateway (it stops taking
 * requests and answers those it has), then the services (they answer theirs), then PostgreSQL.
 * Nothing it started outlives it, even when it is killed with SIGKILL: each process holds an
 * IPC channel to it and drains when that closes, and PostgreSQL is kept by a process of its own
 * (`postgres-keeper.ts`) that stops it once they are gone. Debian's MQTT broker, when installed,
 * is started for siv's deliveries, kept the same way (`broker-keeper.ts`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { DevIssuer } from './dev-issuer.ts';
import {
  bootstrapDatabase,
  embeddedDatabaseUrl,
  handToRuntimeRole,
  RUNTIME_ROLE,
} from './embedded-postgres.ts';
import { allPermissions, REPO_ROOT, SIV_CLIENT_PERMISSIONS } from './permissions.ts';
import { launcherSettings, rememberDevIssuer } from './launcher-settings.ts';
import { PLATFORM_PROCESSES } from './platform-processes.ts';
import { takenPorts } from './port-holder.ts';
import { waitUntilReady } from './readiness.ts';
import { useCompileCache } from './compile-cache.ts';

useCompileCache();
const settings = launcherSettings(process.env);
/** The processes started, in the order they stop: the gateway first, then the services. */
const children: { name: string; child: ChildProcess; first: boolean }[] = [];
let keeper: ChildProcess | undefined;
/** The keeper of the MQTT broker (`broker-keeper.ts`), when one was started. */
let brokerKeeper: ChildProcess | undefined;
let issuerServer: Server | undefined;
let stopping = false;

/** How long a process is given to stop after SIGTERM: its drain time, then a margin. */
const STOP_WAIT_MS = 15_000;

function say(line: string) {
  process.stdout.write(`${line}\n`);
}

function running(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** SIGTERM to `child`, SIGKILL if it is still there after `STOP_WAIT_MS`; resolves when it is gone. */
function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise<void>((resolve) => {
    if (!running(child)) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), STOP_WAIT_MS);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill(signal);
  });
}

async function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  const started = children.length > 0 || keeper !== undefined;
  if (started) say('\nstopping: gateway, then services, then postgres and the broker...');
  await Promise.all(children.filter((c) => c.first).map(({ child }) => stopChild(child)));
  await Promise.all(children.filter((c) => !c.first).map(({ child }) => stopChild(child)));
  issuerServer?.close();
  await Promise.all([keeper, brokerKeeper].map((kept) => kept && stopKeeper(kept)));
  if (started) say('stopped.');
  process.exit(code);
}

/** Closes a keeper's input (it stops what it keeps, then exits); SIGKILL past `STOP_WAIT_MS`. */
async function stopKeeper(kept: ChildProcess): Promise<void> {
  if (!running(kept)) return;
  const gone = new Promise<void>((resolve) => kept.once('exit', () => resolve()));
  kept.stdin?.end();
  await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS))]);
  if (running(kept)) kept.kill('SIGKILL');
}

/**
 * Starts a keeper (`postgres-keeper.ts`, `broker-keeper.ts`) in its own process group, its
 * input held by the launcher; resolves once it says `ready`, rejects with the sentence it says
 * instead.
 */
function startKeeper(script: string, args: string[], name: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, script), ...args], {
    cwd: REPO_ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
    detached: true,
  });
  return new Promise((resolve, reject) => {
    let said = '';
    const onData = (chunk: Buffer) => {
      said += chunk.toString('utf8');
      const line = said.split('\n')[0] ?? '';
      if (!said.includes('\n')) return;
      child.stdout?.off('data', onData);
      if (line === 'ready') resolve(child);
      else reject(new Error(line.replace(/^error /, '')));
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`the ${name} keeper exited (${code}) before it was ready`)),
    );
  });
}

/** Debian's MQTT broker, where it is installed (`/usr/sbin` is not on every user's `PATH`). */
const MOSQUITTO = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin']
  .filter(Boolean)
  .map((dir) => path.join(dir, 'mosquitto'))
  .find((program) => existsSync(program));

/**
 * The MQTT broker siv delivers `MQTT_TOPIC` boards to, in its keeper, anonymous and without
 * persistence on `HOST`:`MQTT_PORT`; its URL for siv, or nothing (said in one line) when
 * `mosquitto` is not installed: those deliveries then fail naming `DELIVERY_MQTT_URL`.
 */
async function startBroker(dataDir: string): Promise<string | undefined> {
  if (!MOSQUITTO) {
    say('mqtt         off: no mosquitto found (apt-get install mosquitto), boards to MQTT topics fail');
    return undefined;
  }
  const config = path.join(dataDir, 'mosquitto.conf');
  writeFileSync(
    config,
    `listener ${settings.MQTT_PORT} ${settings.HOST}\nallow_anonymous true\npersistence false\n` +
      'log_dest stderr\nlog_type error\n',
  );
  const url = `mqtt://${settings.HOST}:${settings.MQTT_PORT}`;
  brokerKeeper = await startKeeper(
    'broker-keeper.ts',
    [MOSQUITTO, config, settings.HOST, String(settings.MQTT_PORT)],
    'MQTT broker',
  );
  brokerKeeper.once('exit', (code) => {
    if (stopping) return;
    say(`mqtt exited (${code}); stopping everything.`);
    void stopAll(1);
  });
  say(`mqtt         ${url} (mosquitto)`);
  return url;
}

/** The launcher proper: checks its ports, starts PostgreSQL, the identity and the four processes. */
async function main() {
  const started = Date.now();
  const dataDir = path.resolve(REPO_ROOT, settings.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  chmodSync(dataDir, 0o755);
  await refuseTakenPorts();
  const databaseUrl = await startDatabase(dataDir);
  const { auth, issuer, secrets } = await startIdentity(dataDir);
  const broker = await startBroker(dataDir);
  const processes = platformProcesses(secrets, broker);
  const common = {
    ...auth,
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    PROFILES: settings.PROFILES,
    LOG_LEVEL: settings.LOG_LEVEL,
  };
  await Promise.all(processes.map((proc) => startProcess(proc, common)));
  printBanner(started, processes, dataDir, issuer);
}

const localUrl = (port: number) => `http://127.0.0.1:${port}`;

/** Refuses to start when a port the launcher would take is held, naming the port and its holder. */
async function refuseTakenPorts(): Promise<void> {
  const ports: Record<string, number> = {
    GATEWAY_PORT: settings.GATEWAY_PORT,
    REFERENTIAL_PORT: settings.REFERENTIAL_PORT,
    RULES_PORT: settings.RULES_PORT,
    SIV_PORT: settings.SIV_PORT,
    ...Object.fromEntries(
      ['gateway', 'referential', 'rules', 'siv'].map((name, i) => [
        `MANAGEMENT_BASE_PORT+${i}, ${name}`,
        settings.MANAGEMENT_BASE_PORT + i,
      ]),
    ),
    ...(settings.OAUTH_ISSUER ? {} : { DEV_ISSUER_PORT: settings.DEV_ISSUER_PORT }),
    ...(settings.DATABASE_URL ? {} : { EMBEDDED_PG_PORT: settings.EMBEDDED_PG_PORT }),
    ...(MOSQUITTO ? { MQTT_PORT: settings.MQTT_PORT } : {}),
  };
  const taken = await takenPorts(settings.HOST, ports);
  if (taken.length > 0) {
    throw new Error(`${taken.join('; ')}. Stop that process or choose another port (README, "Settings").`);
  }
}

/** DATABASE_URL, or the embedded PostgreSQL started in its keeper with the platform's database. */
async function startDatabase(dataDir: string): Promise<string> {
  if (settings.DATABASE_URL) {
    say('postgres     DATABASE_URL');
    return settings.DATABASE_URL;
  }
  keeper = await startKeeper(
    'postgres-keeper.ts',
    [path.join(dataDir, 'pg'), String(settings.EMBEDDED_PG_PORT)],
    'PostgreSQL',
  );
  const serverUrl = embeddedDatabaseUrl(settings.EMBEDDED_PG_PORT);
  await bootstrapDatabase(serverUrl, 'transport');
  // The services connect as production's do: not a superuser, so that row-level security holds.
  const databaseUrl = await handToRuntimeRole(serverUrl, 'transport');
  say(
    `postgres     embedded on port ${settings.EMBEDDED_PG_PORT}, data in ${path.join(dataDir, 'pg')}, services as ${RUNTIME_ROLE}`,
  );
  return databaseUrl;
}

/** The secrets siv and rules present to the identity provider for their own calls. */
interface ClientSecrets {
  siv: string;
  rules: string;
}

/**
 * The identity provider the processes trust: OAUTH_ISSUER when set, else the dev issuer
 * (its keys kept in DATA_DIR), listening, with siv and rules registered as its clients.
 */
async function startIdentity(
  dataDir: string,
): Promise<{ auth: Record<string, string>; issuer?: DevIssuer; secrets: ClientSecrets }> {
  const secrets = {
    siv: settings.SIV_CLIENT_SECRET ?? randomBytes(16).toString('hex'),
    rules: settings.RULES_CLIENT_SECRET ?? randomBytes(16).toString('hex'),
  };
  if (settings.OAUTH_ISSUER) {
    say(`identity     ${settings.OAUTH_ISSUER}`);
    return {
      secrets,
      auth: {
        AUTH_MODE: 'oauth',
        OAUTH_ISSUER: settings.OAUTH_ISSUER,
        OAUTH_AUDIENCE: settings.OAUTH_AUDIENCE ?? '',
        OAUTH_JWKS_URI: settings.OAUTH_JWKS_URI ?? '',
        OAUTH_TOKEN_URL: settings.OAUTH_TOKEN_URL ?? '',
      },
    };
  }
  const issuer = DevIssuer.persistent(
    path.join(dataDir, 'dev-issuer'),
    `http://127.0.0.1:${settings.DEV_ISSUER_PORT}`,
  );
  issuer.registerClient('siv', {
    secret: secrets.siv,
    permissions: [...SIV_CLIENT_PERMISSIONS],
  });
  issuer.registerClient('rules', {
    secret: secrets.rules,
    permissions: [
      'referential.stations:read',
      'referential.station-areas:read',
      'referential.bays:read',
      'referential.lines:read',
    ],
  });
  issuerServer = await issuer.listen(settings.DEV_ISSUER_PORT, settings.HOST);
  rememberDevIssuer({ keyDir: path.join(dataDir, 'dev-issuer'), issuer: issuer.issuer });
  say(`identity     dev issuer at ${issuer.issuer}`);
  return {
    secrets,
    issuer,
    auth: {
      AUTH_MODE: 'dev',
      OAUTH_ISSUER: issuer.issuer,
      OAUTH_AUDIENCE: issuer.audience,
      OAUTH_JWKS_URI: issuer.jwksUri,
      OAUTH_TOKEN_URL: issuer.tokenUrl,
    },
  };
}

/** One process of the platform as the launcher starts it. */
interface PlatformProcess {
  name: string;
  entry: string;
  port: number;
  managementPort: number;
  /** Its settings beyond the ones every process gets. */
  extra: Record<string, string>;
}

/** The three services and the gateway, each with its ports and the addresses it calls. */
function platformProcesses(secrets: ClientSecrets, broker: string | undefined): PlatformProcess[] {
  return [
    {
      name: 'referential',
      entry: PLATFORM_PROCESSES.referential.main,
      port: settings.REFERENTIAL_PORT,
      managementPort: settings.MANAGEMENT_BASE_PORT + 1,
      extra: {},
    },
    {
      name: 'rules',
      entry: PLATFORM_PROCESSES.rules.main,
      port: settings.RULES_PORT,
      managementPort: settings.MANAGEMENT_BASE_PORT + 2,
      extra: {
        REFERENTIAL_URL: localUrl(settings.REFERENTIAL_PORT),
        RULES_CLIENT_ID: settings.RULES_CLIENT_ID,
        RULES_CLIENT_SECRET: secrets.rules,
      },
    },
    {
      name: 'siv',
      entry: PLATFORM_PROCESSES.siv.main,
      port: settings.SIV_PORT,
      managementPort: settings.MANAGEMENT_BASE_PORT + 3,
      extra: {
        REFERENTIAL_URL: localUrl(settings.REFERENTIAL_PORT),
        RULES_URL: localUrl(settings.RULES_PORT),
        SIV_CLIENT_ID: settings.SIV_CLIENT_ID,
        SIV_CLIENT_SECRET: secrets.siv,
        ...(broker ? { DELIVERY_MQTT_URL: broker } : {}),
      },
    },
    {
      name: 'gateway',
      entry: PLATFORM_PROCESSES.gateway.main,
      port: settings.GATEWAY_PORT,
      managementPort: settings.MANAGEMENT_BASE_PORT,
      extra: {
        REFERENTIAL_URL: localUrl(settings.REFERENTIAL_PORT),
        RULES_URL: localUrl(settings.RULES_PORT),
        SIV_URL: localUrl(settings.SIV_PORT),
      },
    },
  ];
}

/**
 * Spawns `proc` (handed to the PostgreSQL keeper, its output prefixed with its name, its exit
 * stopping everything) and resolves once it is ready.
 */
function startProcess(proc: PlatformProcess, common: Record<string, string>): Promise<void> {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, proc.entry)], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...common,
      ...proc.extra,
      HOST: settings.HOST,
      PORT: String(proc.port),
      MANAGEMENT_PORT: String(proc.managementPort),
    },
    // The IPC channel is how the process knows the launcher is gone (it drains then).
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    detached: true,
  });
  if (child.pid) keeper?.stdin?.write(`await ${child.pid}\n`);
  prefixOutput(proc.name, child);
  child.once('exit', (code, signal) => {
    if (stopping) return;
    say(`${proc.name} exited (${signal ?? code}); stopping everything.`);
    void stopAll(1);
  });
  children.push({ name: proc.name, child, first: proc.name === 'gateway' });
  return waitReady(proc.name, `${localUrl(proc.managementPort)}/actuator/health/readiness`, child);
}

/** Where everything is, once every process is ready: one screen. */
function printBanner(started: number, processes: PlatformProcess[], dataDir: string, issuer?: DevIssuer) {
  const gateway = localUrl(settings.GATEWAY_PORT);
  say('');
  say(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s on Node ${process.version}`);
  say(`gateway      ${gateway}`);
  say(`api docs     ${gateway}/swagger-ui.html   (JSON: ${gateway}/v3/api-docs)`);
  if (settings.PROFILES.split(',').includes('mcp')) say(`mcp          ${gateway}/mcp`);
  for (const p of processes) {
    say(
      `${p.name.padEnd(12)} ${localUrl(p.port)}   management ${localUrl(p.managementPort)}/actuator/health`,
    );
  }
  if (issuer) {
    const tokenFile = path.join(dataDir, 'token');
    const token = issuer.sign({ subject: 'dev-user', permissions: allPermissions(), expiresIn: 12 * 3600 });
    writeFileSync(tokenFile, `${token}\n`, { mode: 0o600 });
    say(`token        every permission, 12 h: ${shortPath(tokenFile)}`);
    say('             `pnpm --silent run token [permission ...]` signs another');
  }
  say('\nCtrl-C stops everything: the gateway, then the services, then postgres and the broker.');
}

/** `file` relative to the working directory when inside it, else in full. */
function shortPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') ? file : relative;
}

function prefixOutput(name: string, child: ChildProcess) {
  const label = `[${name}]`.padEnd(14);
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream?.on('data', (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${label}${line}\n`);
    });
  }
}

async function waitReady(name: string, readinessUrl: string, child: ChildProcess) {
  try {
    await waitUntilReady(readinessUrl, { name, child, timeoutMs: settings.READY_TIMEOUT_SECONDS * 1000 });
  } catch (error) {
    if (stopping) return;
    say(`${error instanceof Error ? error.message : String(error)} (READY_TIMEOUT_SECONDS)`);
    await stopAll(1);
  }
}

/**
 * The process `pnpm start` runs (the front) only starts the launcher proper, detached in a
 * process group of its own, and waits for it: after a Ctrl-C, pnpm ends the script's process
 * group with SIGKILL as soon as the script's shell has exited, which would cut the launcher in
 * the middle of its ordered stop. The launcher stops in order on a signal or when the front is
 * gone, however it went (its IPC channel closes).
 */
function front() {
  const launcher = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    env: { ...process.env, [LAUNCHER_ROLE]: 'detached' },
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    detached: true,
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => launcher.kill(signal));
  }
  launcher.on('exit', (code) => process.exit(code ?? 1));
}

const LAUNCHER_ROLE = 'TRANSPORT_LAUNCHER';

if (process.env[LAUNCHER_ROLE] === 'detached') {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stopAll(0));
  process.on('disconnect', () => void stopAll(0));
  // Once pnpm is gone (after a Ctrl-C) nobody reads the output: the stop goes on without it.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);
  main().catch(async (error: unknown) => {
    say(`could not start: ${error instanceof Error ? error.message : String(error)}`);
    await stopAll(1);
  });
} else {
  front();
}
