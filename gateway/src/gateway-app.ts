/**
 * The gateway: the one front door for HTTP clients, documentation and AI agents. It checks the
 * bearer token before forwarding (each service checks it again, with the permission), serves
 * the merged API description and its swagger page, and, with the `mcp` profile, an MCP
 * endpoint whose tools are the union of the services' tools.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Express } from 'express';
import {
  AppError,
  type PlatformProblemCode,
  bearerToken,
  createLogger,
  createManagementApp,
  createMetrics,
  createClock,
  createHttpApp,
  createTokenVerifier,
  loadApiSpec,
  loadConfig,
  mountDocumentation,
  mountMcpEndpoint,
  sendInProcess,
  pathOf,
  problemHandler,
  requestIdentity,
  sendProblem,
  type ApiSpec,
  type HealthCheck,
  type Logger,
  type Metrics,
  type Principal,
} from '@transport/platform';
import { gatewayEnvSchema, type GatewayConfig } from './gateway-config.ts';
import { createMcpAggregator } from './mcp-aggregator.ts';
import { mergeApiDocs, MODULES, PLATFORM_INFO } from './merged-api-docs.ts';
import { createRateLimiter, type RateLimitedModule } from './rate-limits.ts';
import { upstreamCircuit, upstreamProxy, type Upstream, type UpstreamCircuit } from './upstream-proxy.ts';
import { platformValidationReport } from './validation-report.ts';

const OPENAPI_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../openapi');

export interface BuiltGateway {
  /** The front door: forwards the services' paths, hands everything else to `express`. */
  app: RequestListener;
  /** Documentation, `/mcp`, the protected-resource metadata, the gateway's own operations and the 404 problem. */
  express: Express;
  /** The gateway's own contract (`openapi/gateway.yaml`): the operations it answers itself. */
  spec: ApiSpec;
  management: Express;
  config: GatewayConfig;
  logger: Logger;
  metrics: Metrics;
  setReady(ready: boolean): void;
}

export async function buildGateway(env: NodeJS.ProcessEnv = process.env): Promise<BuiltGateway> {
  const config = loadConfig(gatewayEnvSchema, env);
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const metrics = createMetrics('gateway');
  const verifier = createTokenVerifier({
    issuer: config.OAUTH_ISSUER,
    audience: config.OAUTH_AUDIENCE,
    jwksUri: config.OAUTH_JWKS_URI,
  });
  const upstreams: (Upstream & { module: string; spec: ApiSpec })[] = await Promise.all(
    [
      { name: 'referential', module: MODULES.referential, url: config.REFERENTIAL_URL },
      { name: 'rules', module: MODULES.rules, url: config.RULES_URL },
      { name: 'siv', module: MODULES.siv, url: config.SIV_URL, publicPrefix: '/siv/screens/' },
    ].map(async (u) => ({
      ...u,
      prefix: `/${u.name}/v1`,
      spec: await loadApiSpec(path.join(OPENAPI_DIR, `${u.name}.yaml`)),
    })),
  );
  // The operations the gateway answers itself, over the services (ADR 0135).
  const spec = await loadApiSpec(path.join(OPENAPI_DIR, 'gateway.yaml'));
  const owners = new Map(upstreams.flatMap((u) => u.spec.operations.map((o) => [o.operationId, u] as const)));
  const permissions = [
    ...new Set([...upstreams, { spec }].flatMap((u) => u.spec.operations.map((o) => o.permission))),
  ].sort();
  const merged = mergeApiDocs(
    [
      ...upstreams.map((u) => ({ module: u.module, document: u.spec.document })),
      { module: MODULES.gateway, document: spec.document },
    ],
    { ...PLATFORM_INFO, version: config.APP_VERSION },
  );

  const identify = requestIdentity(logger, metrics, (req, path) => {
    for (const u of upstreams) {
      const found = path.startsWith(u.prefix) ? u.spec.match(req.method ?? 'GET', path) : undefined;
      if (found) return found.operation.path;
    }
    return undefined;
  });

  // Every request is counted against a budget for its method class: its module's by subject once
  // its token is verified, the public one by client address before (see rate-limits.ts).
  const limiter = createRateLimiter({
    limits: config.RATE_LIMITS,
    windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
    replicas: config.GATEWAY_REPLICAS,
    trustedProxyHops: config.TRUSTED_PROXY_HOPS,
  });
  const limited = (
    module: RateLimitedModule,
    req: IncomingMessage,
    res: ServerResponse,
    key: string,
    go: () => void,
  ) =>
    limiter.take(module, req, res, key).then(
      (refusal) => (refusal ? sendProblem(res, refusal, req.url, logger) : go()),
      (error: unknown) => sendProblem(res, error, req.url, logger),
    );
  const byAddress = (req: IncomingMessage) => `addr:${limiter.clientAddress(req)}`;
  // One circuit breaker per upstream, for its proxied requests and its MCP tool calls alike.
  const circuits = new Map(
    upstreams.map((u) => [
      u.name,
      upstreamCircuit(u, metrics, logger, {
        failureThreshold: config.CIRCUIT_FAILURE_THRESHOLD,
        halfOpenAfterMs: config.CIRCUIT_HALF_OPEN_AFTER_MS,
      }),
    ]),
  );

  const clock = createClock(config.BUSINESS_TIME_ZONE);
  const own = createHttpApp({
    service: 'gateway',
    spec,
    handlers: {
      getPlatformValidationReport: platformValidationReport({
        upstreams,
        circuits,
        clock,
        timeoutMs: config.UPSTREAM_TIMEOUT_MS,
        logger,
      }),
    },
    verifier,
    logger,
    metrics,
    clock,
    validateResponses: config.NODE_ENV === 'test',
  });

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(identify);
  app.use((req, res, next) => {
    const module = req.path === '/mcp' ? 'mcp' : 'public';
    // Whoever has shown no valid token spends the public budget of their address.
    const anonymous = () => void limited('public', req, res, byAddress(req), () => next());
    let token: string;
    try {
      if (module !== 'mcp') throw new Error('not counted by subject');
      token = bearerToken(req.headers.authorization);
    } catch {
      anonymous();
      return;
    }
    const seen = verifier.known(token);
    const counted = (principal: Principal) =>
      void limited(module, req, res, `sub:${principal.subject}`, () => next());
    if (seen) counted(seen);
    else verifier.verify(token).then(counted, anonymous);
  });
  mountDocumentation(app, merged, 'Transport platform');
  if (config.PROFILES.includes('mcp')) {
    mountMcpEndpoint(app, {
      verifier,
      logger,
      issuer: config.OAUTH_ISSUER,
      trustedProxies: config.TRUSTED_PROXIES,
      allowedOrigins: config.MCP_ALLOWED_ORIGINS,
      permissions: () => permissions,
      ...createMcpAggregator({
        upstreams,
        owners,
        circuits,
        own: { spec, send: sendInProcess(own) },
        metrics,
        logger,
        version: config.APP_VERSION,
        timeoutMs: config.UPSTREAM_TIMEOUT_MS,
      }),
    });
  }
  // The gateway's own operations: through their contract's pipeline (token, permission, validation).
  app.use((req, res, next) => (req.path.startsWith('/v1/') ? own(req, res, next) : next()));
  app.use((req, _res, next) =>
    next(
      new AppError<PlatformProblemCode>(404, 'not-found', `No service answers ${req.method} ${req.path}.`),
    ),
  );
  app.use(problemHandler(logger));

  // The services' paths skip express: a forwarded request is identified, its token checked,
  // and handed to its upstream's proxy, with nothing else on the way (each service checks
  // the token again, with the operation's permission, and validates the request).
  type Route = { name: RateLimitedModule; prefix: string; proxy: ReturnType<typeof upstreamProxy> };
  const routes: Route[] = upstreams.map((u) => ({
    name: u.name as RateLimitedModule,
    prefix: u.prefix,
    proxy: upstreamProxy(
      u,
      config.UPSTREAM_TIMEOUT_MS,
      metrics,
      logger,
      circuits.get(u.name) as UpstreamCircuit,
    ),
  }));
  // The steps of a forwarded request are made once and take the request as arguments: no
  // function is made per request.
  const refuse = (req: IncomingMessage, res: ServerResponse, error: unknown) =>
    sendProblem(res, error, req.url, logger);
  const forward = (route: Route, req: IncomingMessage, res: ServerResponse, principal: Principal) => {
    req.principal = principal;
    void limited(route.name, req, res, `sub:${principal.subject}`, () =>
      route.proxy(req, res, (error) => refuse(req, res, error)),
    );
  };
  // A request without a valid token is counted against the public budget of its address (not
  // the module's, which is a subject's), then refused: a caller without a token is held to the
  // budget of the documentation, whichever path it knocks at.
  const unauthenticated = (req: IncomingMessage, res: ServerResponse, error: unknown) =>
    void limited('public', req, res, byAddress(req), () => refuse(req, res, error));
  const authenticate = (route: Route, req: IncomingMessage, res: ServerResponse) => {
    let token: string;
    try {
      token = bearerToken(req.headers.authorization);
    } catch (error) {
      unauthenticated(req, res, error);
      return;
    }
    // A token seen before is taken from the verifier's cache without a promise's detour.
    const seen = verifier.known(token);
    if (seen) forward(route, req, res, seen);
    else
      verifier.verify(token).then(
        (principal) => forward(route, req, res, principal),
        (error: unknown) => unauthenticated(req, res, error),
      );
  };
  // Screen pages (siv) open with a key of their own, not a token: forwarded as they are,
  // counted by the screen's address (ADR 0025).
  const screens = routes.find((r) => r.name === 'siv') as (typeof routes)[number];
  const SCREENS = '/siv/screens/';
  const front: RequestListener = (req, res) => {
    const path = pathOf(req.url);
    if (path.startsWith(SCREENS)) {
      identify(req, res, () => {
        void limited('siv', req, res, byAddress(req), () =>
          screens.proxy(req, res, (error) => refuse(req, res, error)),
        );
      });
      return;
    }
    const route = routes.find(
      (r) => path.startsWith(r.prefix) && (path.length === r.prefix.length || path[r.prefix.length] === '/'),
    );
    if (!route) app(req, res);
    else identify(req, res, () => authenticate(route, req, res));
  };

  let ready = false;
  const checks: HealthCheck[] = upstreams.map((u) => ({
    name: u.name,
    async check() {
      const response = await fetch(`${u.url}/v3/api-docs`, {
        method: 'HEAD',
        signal: AbortSignal.timeout(1_500),
      });
      if (!response.ok) throw new Error(`answered ${response.status}`);
    },
  }));
  const management = createManagementApp({
    service: 'gateway',
    version: config.APP_VERSION,
    commit: config.APP_COMMIT,
    metrics,
    checks,
    isReady: () => ready,
  });
  return {
    app: front,
    express: app,
    spec,
    management,
    config,
    logger,
    metrics,
    setReady: (value) => void (ready = value),
  };
}
