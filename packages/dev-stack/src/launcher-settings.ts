/** Settings of `pnpm start` and `pnpm run token` (the README's table), read once and checked. */
import { z } from 'zod';

const port = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);

const schema = z.object({
  DATA_DIR: z.string().default('.data'),
  EMBEDDED_PG_PORT: port(54329),
  GATEWAY_PORT: port(8080),
  REFERENTIAL_PORT: port(8081),
  RULES_PORT: port(8082),
  SIV_PORT: port(8083),
  MANAGEMENT_BASE_PORT: port(9080),
  DEV_ISSUER_PORT: port(8079),
  PROFILES: z.string().default('mcp'),
  LOG_LEVEL: z.string().default('warn'),
  DATABASE_URL: z.string().url().optional(),
  OAUTH_ISSUER: z.string().optional(),
  OAUTH_AUDIENCE: z.string().optional(),
  OAUTH_JWKS_URI: z.string().optional(),
  OAUTH_TOKEN_URL: z.string().optional(),
  SIV_CLIENT_ID: z.string().default('siv'),
  SIV_CLIENT_SECRET: z.string().optional(),
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
