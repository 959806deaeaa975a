/**
 * Typed configuration read once from the environment. A process calls `loadConfig` at start;
 * a missing or malformed variable stops it with a sentence naming the variable.
 */
import { z } from 'zod';
import { isTimeZone } from './time.ts';

export class ConfigError extends Error {}

/** Validates `env` against `schema`, or throws a ConfigError listing every bad variable. */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(environment)';
    return `  ${name}: ${issue.message}`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/**
 * The default of `SEARCH_TOTAL_EXACT_UP_TO`: how many matches of a text term a search counts
 * before it stops and answers "at least this many" (ADR 0117). 1,000 since ADR 0134: counting
 * 10,001 matches was most of a search past the bound at national scale.
 */
export const DEFAULT_TOTAL_EXACT_UP_TO = 1_000;

const port = z.coerce.number().int().min(0).max(65535);
const profiles = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
  );

/** Variables every service process reads (docs/operations.md lists them). */
export const serviceEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    /** The address both ports listen on: every interface in a container, loopback under `pnpm start`. */
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: port,
    MANAGEMENT_PORT: port,
    DATABASE_URL: z.string().url({ message: 'must be a postgres:// URL' }),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).default(10),
    /**
     * How long a pool's connection stays open unused: one opened anew costs its first
     * statements a cold server process (ADR 0176).
     */
    DATABASE_POOL_IDLE_MS: z.coerce.number().int().min(1_000).default(600_000),
    // Where LISTEN connects when DATABASE_URL is a transaction pooler, which cannot keep a
    // session: the primary itself (docs/operations.md). DATABASE_URL when unset.
    DATABASE_LISTEN_URL: z.string().url({ message: 'must be a postgres:// URL' }).optional(),
    // Where reads that tolerate replica lag go (the read-only pooler); DATABASE_URL when unset.
    DATABASE_READ_URL: z.string().url({ message: 'must be a postgres:// URL' }).optional(),
    AUTH_MODE: z.enum(['dev', 'oauth']).default('oauth'),
    OAUTH_ISSUER: z.string().min(1),
    OAUTH_AUDIENCE: z.string().min(1),
    OAUTH_JWKS_URI: z.string().url(),
    PROFILES: profiles,
    /**
     * Addresses of the reverse proxies whose X-Forwarded-Host and X-Forwarded-Proto are
     * believed (comma-separated); from anyone else they are ignored. None by default.
     */
    TRUSTED_PROXIES: profiles,
    /** Origins whose browsers may call `/mcp` (comma-separated); a request without Origin is served. */
    MCP_ALLOWED_ORIGINS: profiles,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    BUSINESS_TIME_ZONE: z.string().default('Europe/Paris'),
    /** How long the change feed keeps its events (ADR 0065); a cursor older than that is refused. */
    EVENTS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /** How often the change feed's scheduled work runs (came into force, retention); 0 never. */
    EVENTS_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
    /** How often each replica runs a round of webhook deliveries (ADR 0072); 0 never. */
    WEBHOOKS_INTERVAL_MS: z.coerce.number().int().min(0).default(1000),
    /**
     * The connections of the webhook rounds' own pool on each replica (ADR 0103): their
     * statements never wait behind the requests for a connection.
     */
    WEBHOOKS_DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(20).default(2),
    /** How long a webhook target has to answer one delivery. */
    WEBHOOKS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /** A failed webhook delivery is tried again after this, doubling up to WEBHOOKS_RETRY_MAX_MS. */
    WEBHOOKS_RETRY_BASE_MS: z.coerce.number().int().min(1).default(5_000),
    WEBHOOKS_RETRY_MAX_MS: z.coerce.number().int().min(1).default(3_600_000),
    /** A subscription is paused after this many failed deliveries in a row ... */
    WEBHOOKS_PAUSE_AFTER_FAILURES: z.coerce.number().int().min(1).default(20),
    /** ... the first of them at least this long ago (3 days by default). */
    WEBHOOKS_PAUSE_AFTER_MS: z.coerce.number().int().min(0).default(259_200_000),
    /**
     * Lets webhook targets be http and reach loopback, private and link-local addresses; on
     * under NODE_ENV=development, off otherwise unless set.
     */
    WEBHOOKS_ALLOW_PRIVATE_TARGETS: z.enum(['true', 'false']).optional(),
    /**
     * How many matches of a free-text term a search counts exactly; above, it answers this
     * bound with `totalIsExact: false` (ADR 0117).
     */
    SEARCH_TOTAL_EXACT_UP_TO: z.coerce
      .number()
      .int()
      .min(1)
      .max(1_000_000)
      .default(DEFAULT_TOTAL_EXACT_UP_TO),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
    APP_VERSION: z.string().default('0.1.0'),
    APP_COMMIT: z.string().default('unknown'),
  })
  .refine((env) => !(env.AUTH_MODE === 'dev' && env.NODE_ENV === 'production'), {
    message: 'AUTH_MODE=dev is refused when NODE_ENV=production',
    path: ['AUTH_MODE'],
  })
  .refine((env) => isTimeZone(env.BUSINESS_TIME_ZONE), {
    message: 'is not an IANA time zone',
    path: ['BUSINESS_TIME_ZONE'],
  });

export type ServiceConfig = z.infer<typeof serviceEnvSchema>;
