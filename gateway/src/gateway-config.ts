/** The gateway's settings, read once at start. */
import { z } from 'zod';
import { serviceEnvSchema } from '@transport/platform';
import { rateLimitsSchema } from './rate-limits.ts';

export const gatewayEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: serviceEnvSchema.shape.HOST,
    PORT: z.coerce.number().int().min(0).max(65535),
    MANAGEMENT_PORT: z.coerce.number().int().min(0).max(65535),
    REFERENTIAL_URL: z.string().url(),
    RULES_URL: z.string().url(),
    SIV_URL: z.string().url(),
    /** How long an upstream may take before the gateway answers 504. */
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /** Requests per window per subject (or client address), by module and method class. */
    RATE_LIMITS: rateLimitsSchema,
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
    /** Gateway replicas sharing the budget: each one holds RATE_LIMITS / GATEWAY_REPLICAS. */
    GATEWAY_REPLICAS: z.coerce.number().int().min(1).default(1),
    /** Proxies in front of the gateway whose X-Forwarded-For entry names the client (0: none). */
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
    /** Consecutive failures (refused, broken off, timed out, 5xx) that open an upstream's circuit. */
    CIRCUIT_FAILURE_THRESHOLD: z.coerce.number().int().min(1).default(5),
    /** How long an open circuit refuses calls before one trial call is let through. */
    CIRCUIT_HALF_OPEN_AFTER_MS: z.coerce.number().int().min(10).default(10_000),
    AUTH_MODE: z.enum(['dev', 'oauth']).default('oauth'),
    OAUTH_ISSUER: z.string().min(1),
    OAUTH_AUDIENCE: z.string().min(1),
    OAUTH_JWKS_URI: z.string().url(),
    PROFILES: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean),
      ),
    TRUSTED_PROXIES: serviceEnvSchema.shape.TRUSTED_PROXIES,
    MCP_ALLOWED_ORIGINS: serviceEnvSchema.shape.MCP_ALLOWED_ORIGINS,
    LOG_LEVEL: serviceEnvSchema.shape.LOG_LEVEL,
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
    APP_VERSION: z.string().default('0.1.0'),
    APP_COMMIT: z.string().default('unknown'),
  })
  .refine((env) => !(env.AUTH_MODE === 'dev' && env.NODE_ENV === 'production'), {
    message: 'AUTH_MODE=dev is refused when NODE_ENV=production',
    path: ['AUTH_MODE'],
  });

export type GatewayConfig = z.infer<typeof gatewayEnvSchema>;
