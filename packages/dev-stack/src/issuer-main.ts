/**
 * The dev identity provider as a process of its own, for docker compose and the dev overlay of
 * k8s/: JWKS, discovery and the client-credentials token endpoint of `DevIssuer`, with the key
 * kept under KEY_DIR so that tokens survive restarts and every replica signs with one key.
 *
 *   node src/issuer-main.ts                 serve on ISSUER_PORT
 *   node src/issuer-main.ts token [perm...] print a user token (all permissions
 *                                                        when none are named), signed with the
 *                                                        same key, for `docker compose exec`
 *
 * Reads ISSUER_URL (the public issuer put in `iss`, which services compare with OAUTH_ISSUER),
 * ISSUER_PORT (default 9000), KEY_DIR, SIV_CLIENT_ID (default `siv`), SIV_CLIENT_SECRET,
 * RULES_CLIENT_ID (default `rules`), RULES_CLIENT_SECRET, TOKEN_SUBJECT and TOKEN_TTL_SECONDS (for `token`). Development only: never a production IdP.
 */
import { DevIssuer } from './dev-issuer.ts';
import { allPermissions, SIV_CLIENT_PERMISSIONS } from './permissions.ts';

/** What rules may ask: the registry codes a rule version's scope names. */
const RULES_CLIENT_PERMISSIONS = [
  'referential.stations:read',
  'referential.station-areas:read',
  'referential.bays:read',
  'referential.lines:read',
];

interface IssuerEnv {
  issuerUrl: string;
  port: number;
  keyDir: string;
  sivClientId: string;
  sivClientSecret: string | undefined;
  rulesClientId: string;
  rulesClientSecret: string | undefined;
  tokenSubject: string;
  tokenTtlSeconds: number;
}

/** Reads the environment, or stops with a sentence naming every bad variable. */
function readEnv(source: NodeJS.ProcessEnv): IssuerEnv {
  const problems: string[] = [];
  const integer = (name: string, fallback: number, min: number, max: number) => {
    const raw = source[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max)
      problems.push(`${name}: must be an integer from ${min} to ${max}`);
    return value;
  };
  const issuerUrl = source.ISSUER_URL ?? '';
  if (!URL.canParse(issuerUrl)) problems.push('ISSUER_URL: must be the public URL of the issuer');
  const keyDir = source.KEY_DIR ?? '';
  if (!keyDir) problems.push('KEY_DIR: must name the directory that keeps the signing key');
  const sivClientSecret = source.SIV_CLIENT_SECRET || undefined;
  if (sivClientSecret !== undefined && sivClientSecret.length < 16)
    problems.push('SIV_CLIENT_SECRET: must be at least 16 characters');
  const rulesClientSecret = source.RULES_CLIENT_SECRET || undefined;
  if (rulesClientSecret !== undefined && rulesClientSecret.length < 16)
    problems.push('RULES_CLIENT_SECRET: must be at least 16 characters');
  const env: IssuerEnv = {
    issuerUrl: issuerUrl.replace(/\/$/, ''),
    port: integer('ISSUER_PORT', 9000, 0, 65535),
    keyDir,
    sivClientId: source.SIV_CLIENT_ID || 'siv',
    sivClientSecret,
    rulesClientId: source.RULES_CLIENT_ID || 'rules',
    rulesClientSecret,
    tokenSubject: source.TOKEN_SUBJECT || 'dev-user',
    tokenTtlSeconds: integer('TOKEN_TTL_SECONDS', 8 * 3600, 60, 7 * 24 * 3600),
  };
  if (problems.length > 0) {
    process.stderr.write(`dev issuer: invalid configuration:\n  ${problems.join('\n  ')}\n`);
    process.exit(1);
  }
  return env;
}

const env = readEnv(process.env);
const issuer = DevIssuer.persistent(env.keyDir, env.issuerUrl);
const [command, ...args] = process.argv.slice(2);

if (command === 'token') {
  const permissions = args.length > 0 ? args : allPermissions();
  process.stdout.write(
    `${issuer.sign({ subject: env.tokenSubject, permissions, expiresIn: env.tokenTtlSeconds })}\n`,
  );
} else if (command === undefined || command === 'serve') {
  if (env.sivClientSecret) {
    issuer.registerClient(env.sivClientId, {
      secret: env.sivClientSecret,
      permissions: [...SIV_CLIENT_PERMISSIONS],
    });
  }
  if (env.rulesClientSecret) {
    issuer.registerClient(env.rulesClientId, {
      secret: env.rulesClientSecret,
      permissions: RULES_CLIENT_PERMISSIONS,
    });
  }
  const server = await issuer.listen(env.port, '0.0.0.0');
  // listen() names the bound address; tokens and discovery carry the public URL instead.
  issuer.issuer = env.issuerUrl;
  process.stdout.write(
    `${JSON.stringify({ msg: 'dev issuer listening', issuer: env.issuerUrl, port: env.port, kid: issuer.kid })}\n`,
  );
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} else {
  process.stderr.write(`dev issuer: unknown command ${command} (expected serve or token)\n`);
  process.exit(1);
}
