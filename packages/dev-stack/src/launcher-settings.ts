/** Settings of `pnpm start` and `pnpm run token` (the README's table), read once and checked. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT } from './permissions.ts';

const port = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);

const schema = z.object({
  DATA_DIR: z.string().default('.data'),
  HOST: z.string().min(1).default('127.0.0.1'),
  EMBEDDED_PG_PORT: port(54329),
  GATEWAY_PORT: port(8080),
  REFERENTIAL_PORT: port(8081),
  RULES_PORT: port(8082),
  SIV_PORT: port(8083),
  MANAGEMENT_BASE_PORT: port(9080),
  DEV_ISSUER_PORT: port(8079),
  /** The MQTT broker's (not Debian's 1883, which its packaged service takes). */
  MQTT_PORT: port(8084),
  PROFILES: z.string().default('mcp'),
  LOG_LEVEL: z.string().default('warn'),
  /**
   * Seconds each process has to become ready: the first start migrates every schema, which
   * takes minutes on a loaded machine.
   */
  READY_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(300),
  DATABASE_URL: z.string().url().optional(),
  OAUTH_ISSUER: z.string().optional(),
  OAUTH_AUDIENCE: z.string().optional(),
  OAUTH_JWKS_URI: z.string().optional(),
  OAUTH_TOKEN_URL: z.string().optional(),
  SIV_CLIENT_ID: z.string().default('siv'),
  SIV_CLIENT_SECRET: z.string().optional(),
  RULES_CLIENT_ID: z.string().default('rules'),
  RULES_CLIENT_SECRET: z.string().optional(),
});

export type LauncherSettings = z.infer<typeof schema>;

export function launcherSettings(env: NodeJS.ProcessEnv): LauncherSettings {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    process.stderr.write(`Invalid settings:\n${lines.join('\n')}\n`);
    process.exit(2);
  }
  if (parsed.data.OAUTH_ISSUER && (!parsed.data.OAUTH_AUDIENCE || !parsed.data.OAUTH_JWKS_URI)) {
    process.stderr.write('OAUTH_ISSUER is set: OAUTH_AUDIENCE and OAUTH_JWKS_URI must be set too.\n');
    process.exit(2);
  }
  return parsed.data;
}

/** The dev issuer `pnpm start` runs: where its key is and the issuer URL its tokens name. */
export interface DevIssuerLocation {
  keyDir: string;
  issuer: string;
}

/** Where `pnpm start` leaves the location of its dev issuer, whatever DATA_DIR it was given. */
const LAST_START = path.join(REPO_ROOT, '.data', 'dev-issuer.json');

export function rememberDevIssuer(location: DevIssuerLocation): void {
  mkdirSync(path.dirname(LAST_START), { recursive: true });
  writeFileSync(LAST_START, JSON.stringify(location));
}

/**
 * The dev issuer `pnpm run token` signs for: the one DATA_DIR and DEV_ISSUER_PORT name when
 * either is set, else the one the last `pnpm start` ran, else the defaults'.
 */
export function devIssuerLocation(env: NodeJS.ProcessEnv, settings: LauncherSettings): DevIssuerLocation {
  const named = {
    keyDir: path.join(path.resolve(REPO_ROOT, settings.DATA_DIR), 'dev-issuer'),
    issuer: `http://127.0.0.1:${settings.DEV_ISSUER_PORT}`,
  };
  if (env.DATA_DIR !== undefined || env.DEV_ISSUER_PORT !== undefined) return named;
  try {
    const last = JSON.parse(readFileSync(LAST_START, 'utf8')) as Partial<DevIssuerLocation>;
    if (typeof last.keyDir === 'string' && typeof last.issuer === 'string')
      return { keyDir: last.keyDir, issuer: last.issuer };
  } catch {
    // no `pnpm start` has run here yet
  }
  return named;
}
