/** The gateway's settings, read once at start. */
import { z } from 'zod';
import { serviceEnvSchema } from '@transport/platform';
import { rateLimitsSchema } from './rate-limits.ts';

export const gatewayEnvSchema = z
  .object({
    NODE_ENV: serviceEnvSchema.shape.NODE_ENV,
    HOST: serviceEnvSchema.shape.HOST,
    PORT: serviceEnvSchema.shape.PORT,
    MANAGEMENT_PORT: serviceEnvSchema.shape.MANAGEMENT_PORT,
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
    /** The business time zone: the date of the platform's validation report when `at` is not given. */
    BUSINESS_TIME_ZONE: serviceEnvSchema.shape.BUSINESS_TIME_ZONE,
    AUTH_MODE: serviceEnvSchema.shape.AUTH_MODE,
    OAUTH_ISSUER: serviceEnvSchema.shape.OAUTH_ISSUER,
    OAUTH_AUDIENCE: serviceEnvSchema.shape.OAUTH_AUDIENCE,
    OAUTH_JWKS_URI: serviceEnvSchema.shape.OAUTH_JWKS_URI,
    PROFILES: serviceEnvSchema.shape.PROFILES,
    TRUSTED_PROXIES: serviceEnvSchema.shape.TRUSTED_PROXIES,
    MCP_ALLOWED_ORIGINS: serviceEnvSchema.shape.MCP_ALLOWED_ORIGINS,
    LOG_LEVEL: serviceEnvSchema.shape.LOG_LEVEL,
    SHUTDOWN_GRACE_MS: serviceEnvSchema.shape.SHUTDOWN_GRACE_MS,
    APP_VERSION: serviceEnvSchema.shape.APP_VERSION,
    APP_COMMIT: serviceEnvSchema.shape.APP_COMMIT,
  })
  .refine((env) => !(env.AUTH_MODE === 'dev' && env.NODE_ENV === 'production'), {
    message: 'AUTH_MODE=dev is refused when NODE_ENV=production',
    path: ['AUTH_MODE'],
  });

export type GatewayConfig = z.infer<typeof gatewayEnvSchema>;
