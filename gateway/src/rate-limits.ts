/**
 * Rate limits at the gateway: a budget of requests per window for each module and method class
 * (`read`: GET, HEAD and OPTIONS, `write`: the others), counted per subject (the token's `sub`) once the
 * token is verified; what comes without a valid token (the documentation, the metadata, unknown
 * paths, a request whose token is missing or does not verify) spends the `public` budget of its
 * client address. Each replica counts in its own memory and holds
 * `limit / replicas` of the budget (see the ADR on gateway rate limits).
 *
 * Every answer carries the budget it was counted against, as the IETF `RateLimit-Policy` and
 * `RateLimit` fields (draft-ietf-httpapi-ratelimit-headers-11); a request beyond it is
 * answered 429 `rate-limited` with `Retry-After`, without reaching the service.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { z } from 'zod';
import { AppError, type GatewayProblemCode } from '@transport/platform';

export const RATE_LIMITED_MODULES = ['referential', 'rules', 'siv', 'mcp', 'public'] as const;
export type RateLimitedModule = (typeof RATE_LIMITED_MODULES)[number];
export type MethodClass = 'read' | 'write';

/** Requests per window, for the whole platform (all replicas together); 0 means unlimited. */
export type RateLimits = Record<RateLimitedModule, Record<MethodClass, number>>;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  referential: { read: 1200, write: 300 },
  rules: { read: 1200, write: 300 },
  siv: { read: 1200, write: 300 },
  // A tool call is a POST: `write` is every MCP exchange.
  mcp: { read: 120, write: 600 },
  // The documentation, the protected-resource metadata, unknown paths and every request without
  // a valid token, per client address.
  public: { read: 300, write: 60 },
};

const budget = z.number().int().min(0);
/** `RATE_LIMITS`: JSON overriding some of the defaults, e.g. `{"siv":{"read":3000}}`. */
export const rateLimitsSchema = z
  .string()
  .default('{}')
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'RATE_LIMITS is not JSON' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .object(
        Object.fromEntries(
          RATE_LIMITED_MODULES.map((m) => [
            m,
            z.object({ read: budget.optional(), write: budget.optional() }).strict().optional(),
          ]),
        ) as Record<
          RateLimitedModule,
          z.ZodOptional<
            z.ZodObject<{ read: z.ZodOptional<typeof budget>; write: z.ZodOptional<typeof budget> }>
          >
        >,
      )
      .strict(),
  )
  .transform(
    (given) =>
      Object.fromEntries(
        RATE_LIMITED_MODULES.map((m) => [m, { ...DEFAULT_RATE_LIMITS[m], ...given[m] }]),
      ) as RateLimits,
  );

export const methodClass = (method: string | undefined): MethodClass =>
  method === 'GET' || method === 'HEAD' || method === 'OPTIONS' ? 'read' : 'write';

export interface RateLimiter {
  /**
   * Counts the request against `key`'s budget for the module and the request's method class and
   * sets the `RateLimit` fields on `res`; rejects with the 429 problem when the budget is spent.
   */
  take(
    module: RateLimitedModule,
    req: IncomingMessage,
    res: ServerResponse,
    key: string,
  ): Promise<AppError | undefined>;
  /** The address a request without a verified token is counted by. */
  clientAddress(req: IncomingMessage): string;
}

interface Policy {
  name: string;
  quota: number;
  policyHeader: string;
  counter: RateLimiterMemory;
}

export function createRateLimiter(options: {
  limits: RateLimits;
  windowSeconds: number;
  replicas: number;
  trustedProxyHops: number;
}): RateLimiter {
  // Looked up by module then method class: no key is built per request.
  const policies = {} as Record<RateLimitedModule, Partial<Record<MethodClass, Policy>>>;
  for (const module of RATE_LIMITED_MODULES) {
    policies[module] = {};
    for (const cls of ['read', 'write'] as const) {
      const limit = options.limits[module][cls];
      if (limit === 0) continue;
      const quota = Math.max(1, Math.floor(limit / options.replicas));
      const name = `${module}-${cls}`;
      policies[module][cls] = {
        name,
        quota,
        policyHeader: `"${name}";q=${quota};w=${options.windowSeconds}`,
        counter: new RateLimiterMemory({ points: quota, duration: options.windowSeconds }),
      };
    }
  }
  // A spent budget rejects with the same shape of result.
  const spent = (refusal: unknown): RateLimiterRes => {
    if (refusal instanceof RateLimiterRes) return refusal;
    throw refusal;
  };
  return {
    async take(module, req, res, key) {
      const cls = methodClass(req.method);
      const policy = policies[module][cls];
      if (!policy) return undefined;
      const state = await policy.counter.consume(key).catch(spent);
      const resetSeconds = Math.max(1, Math.ceil(state.msBeforeNext / 1000));
      res.setHeader('RateLimit-Policy', policy.policyHeader);
      res.setHeader(
        'RateLimit',
        `"${policy.name}";r=${Math.max(0, state.remainingPoints)};t=${resetSeconds}`,
      );
      if (state.consumedPoints <= policy.quota) return undefined;
      return new AppError<GatewayProblemCode>(
        429,
        'rate-limited',
        `More than ${policy.quota} ${cls} requests to ${module} within ${options.windowSeconds} s; try again in ${resetSeconds} s.`,
        { headers: { 'Retry-After': String(resetSeconds) } },
      );
    },
    clientAddress(req) {
      const socket = req.socket.remoteAddress ?? 'unknown';
      if (options.trustedProxyHops === 0) return socket;
      const forwarded = String(req.headers['x-forwarded-for'] ?? '')
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean);
      // The last hop is the proxy in front of the gateway; the address it saw is the one
      // `trustedProxyHops` entries from the end. Entries before it are the client's word.
      return forwarded[forwarded.length - options.trustedProxyHops] ?? forwarded[0] ?? socket;
    },
  };
}
