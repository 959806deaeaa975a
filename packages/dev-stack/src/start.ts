/**
 * `pnpm start`: the whole platform on a laptop. Starts the embedded PostgreSQL (data kept in
 * DATA_DIR between runs) unless DATABASE_URL names a database, the dev identity provider unless
 * OAUTH_ISSUER names a real one, then the three services and the gateway as child processes;
 * waits until each is ready, prints where everything is and a token, and on Ctrl-C (or SIGTERM)
 * stops every process it started.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { DevIssuer } from './dev-issuer.ts';
import {
  bootstrapDatabase,
  startEmbeddedPostgres,
  type EmbeddedDatabaseServer,
} from './embedded-postgres.ts';
import { allPermissions, REPO_ROOT } from './permissions.ts';
import { launcherSettings, rememberDevIssuer } from './launcher-settings.ts';
import { PLATFORM_PROCESSES } from './platform-processes.ts';
import { waitUntilReady } from './readiness.ts';

const settings = launcherSettings(process.env);
const children: { name: string; child: ChildProcess }[] = [];
let embedded: EmbeddedDatabaseServer | undefined;
let issuerServer: Server | undefined;
let stopping = false;

function say(line: string) {
  process.stdout.write(`${line}\n`);
}

async function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  say('\nstopping...');
  await Promise.all(
    children.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
          child.once('exit', () => {
            clearTimeout(force);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
  issuerServer?.close();
  if (embedded) {
    try {
      await embedded.stop();
    } catch {
      // the terminal's Ctrl-C reached postgres too, and it has already shut down
    }
  }
  say('stopped.');
  process.exit(code);
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

async function main() {
  const started = Date.now();
  const dataDir = path.resolve(REPO_ROOT, settings.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  chmodSync(dataDir, 0o755);

  let databaseUrl = settings.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(dataDir, 'pg'),
      port: settings.EMBEDDED_PG_PORT,
      persistent: true,
    });
    databaseUrl = await bootstrapDatabase(embedded.url(), 'transport');
    say(`postgres     embedded on port ${settings.EMBEDDED_PG_PORT}, data in ${path.join(dataDir, 'pg')}`);
  } else {
    say('postgres     DATABASE_URL');
  }

  const sivSecret = settings.SIV_CLIENT_SECRET ?? randomBytes(16).toString('hex');
  let auth: Record<string, string>;
  let issuer: DevIssuer | undefined;
  if (settings.OAUTH_ISSUER) {
    auth = {
      AUTH_MODE: 'oauth',
      OAUTH_ISSUER: settings.OAUTH_ISSUER,
      OAUTH_AUDIENCE: settings.OAUTH_AUDIENCE ?? '',
      OAUTH_JWKS_URI: settings.OAUTH_JWKS_URI ?? '',
      OAUTH_TOKEN_URL: settings.OAUTH_TOKEN_URL ?? '',
    };
    say(`identity     ${settings.OAUTH_ISSUER}`);
  } else {
    issuer = DevIssuer.persistent(
      path.join(dataDir, 'dev-issuer'),
      `http://127.0.0.1:${settings.DEV_ISSUER_PORT}`,
    );
    issuer.registerClient('siv', {
      secret: sivSecret,
      permissions: ['referential.station-areas:read', 'referential.bays:read', 'referential.schedules:read'],
    });
    issuerServer = await issuer.listen(settings.DEV_ISSUER_PORT, settings.HOST);
    rememberDevIssuer({ keyDir: path.join(dataDir, 'dev-issuer'), issuer: issuer.issuer });
    auth = {
      AUTH_MODE: 'dev',
      OAUTH_ISSUER: issuer.issuer,
      OAUTH_AUDIENCE: issuer.audience,
      OAUTH_JWKS_URI: issuer.jwksUri,
      OAUTH_TOKEN_URL: issuer.tokenUrl,
    };
    say(`identity     dev issuer at ${issuer.issuer}`);
  }

  const url = (port: number) => `http://127.0.0.1:${port}`;
  const common = {
    ...auth,
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    PROFILES: settings.PROFILES,
    LOG_LEVEL: settings.LOG_LEVEL,
  };
  const processes = [
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
      extra: {},
    },
    {
      name: 'siv',
      entry: PLATFORM_PROCESSES.siv.main,
      port: settings.SIV_PORT,
      managementPort: settings.MANAGEMENT_BASE_PORT + 3,
      extra: {
        REFERENTIAL_URL: url(settings.REFERENTIAL_PORT),
        SIV_CLIENT_ID: settings.SIV_CLIENT_ID,
        SIV_CLIENT_SECRET: sivSecret,
      },
    },
    {
      name: 'gateway',
      entry: PLATFORM_PROCESSES.gateway.main,
      port: settings.GATEWAY_PORT,
      managementPort: settings.MANAGEMENT_BASE_PORT,
      extra: {
        REFERENTIAL_URL: url(settings.REFERENTIAL_PORT),
        RULES_URL: url(settings.RULES_PORT),
        SIV_URL: url(settings.SIV_PORT),
      },
    },
  ];
  const readiness: Promise<void>[] = [];
  for (const proc of processes) {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, proc.entry)], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        ...common,
        ...proc.extra,
        HOST: settings.HOST,
        PORT: String(proc.port),
        MANAGEMENT_PORT: String(proc.managementPort),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    prefixOutput(proc.name, child);
    child.once('exit', (code, signal) => {
      if (stopping) return;
      say(`${proc.name} exited (${signal ?? code}); stopping everything.`);
      void stopAll(1);
    });
    children.push({ name: proc.name, child });
    readiness.push(waitReady(proc.name, `${url(proc.managementPort)}/actuator/health/readiness`, child));
  }

  await Promise.all(readiness);
  const gateway = url(settings.GATEWAY_PORT);
  say('');
  say(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s on Node ${process.version}`);
  say(`gateway      ${gateway}`);
  say(`api docs     ${gateway}/swagger-ui.html   (JSON: ${gateway}/v3/api-docs)`);
  if (settings.PROFILES.split(',').includes('mcp')) say(`mcp          ${gateway}/mcp`);
  for (const p of processes) {
    say(`${p.name.padEnd(12)} ${url(p.port)}   management ${url(p.managementPort)}/actuator/health`);
  }
  if (issuer) {
    say('');
    say('token (every permission, valid 12 h; `pnpm run token [permission ...]` for another):');
    say(issuer.sign({ subject: 'dev-user', permissions: allPermissions(), expiresIn: 12 * 3600 }));
  }
  say('\nCtrl-C stops everything.');
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
    await waitUntilReady(readinessUrl, { name, child });
  } catch (error) {
    if (stopping) return;
    say(error instanceof Error ? error.message : String(error));
    await stopAll(1);
  }
}

main().catch(async (error: unknown) => {
  say(`could not start: ${error instanceof Error ? error.message : String(error)}`);
  await stopAll(1);
});
