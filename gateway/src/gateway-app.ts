/**
 * The gateway: the one front door for HTTP clients, documentation and AI agents. It checks the
 * bearer token before forwarding (each service checks it again, with the permission), serves
 * the merged API description and its swagger page, and, with the `mcp` profile, an MCP
 * endpoint whose tools are the union of the services' tools.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Express } from 'express';
import {
  AppError,
  bearerToken,
  createLogger,
  createManagementApp,
  createMetrics,
  createTokenVerifier,
  loadApiSpec,
  loadConfig,
  mountDocumentation,
  mountMcpEndpoint,
  problemHandler,
  requestIdentity,
  type ApiSpec,
  type HealthCheck,
  type Logger,
  type Metrics,
} from '@transport/platform';
import { gatewayEnvSchema, type GatewayConfig } from './gateway-config.ts';
import { createMcpAggregator } from './mcp-aggregator.ts';
import { mergeApiDocs } from './merged-api-docs.ts';
import { upstreamProxy, type Upstream } from './upstream-proxy.ts';

const OPENAPI_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../openapi');

export interface BuiltGateway {
  app: Express;
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
      { name: 'referential', module: 'Referential', url: config.REFERENTIAL_URL },
      { name: 'rules', module: 'Rules', url: config.RULES_URL },
      { name: 'siv', module: 'Display', url: config.SIV_URL },
    ].map(async (u) => ({
      ...u,
      prefix: `/${u.name}/v1`,
      spec: await loadApiSpec(path.join(OPENAPI_DIR, `${u.name}.yaml`)),
    })),
  );
  const owners = new Map(upstreams.flatMap((u) => u.spec.operations.map((o) => [o.operationId, u] as const)));
  const permissions = [
    ...new Set(upstreams.flatMap((u) => u.spec.operations.map((o) => o.permission))),
  ].sort();
  const merged = mergeApiDocs(
    upstreams.map((u) => ({ module: u.module, document: u.spec.document })),
    {
      title: 'Transport platform',
      version: config.APP_VERSION,
      description:
        'Registry (referential), rules and passenger display (SIV) of the bus network, behind one gateway. ' +
        'Every operation needs a bearer token carrying the permission named in its `x-permission`; ' +
        'every operation is also an MCP tool at `/mcp`, named by its operationId.',
    },
  );

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(
    requestIdentity(logger, metrics, (req) => {
      for (const u of upstreams) {
        const found = req.path.startsWith(u.prefix) ? u.spec.match(req.method, req.path) : undefined;
        if (found) return found.operation.path;
      }
      return undefined;
    }),
  );
  mountDocumentation(app, merged, 'Transport platform');
  if (config.PROFILES.includes('mcp')) {
    mountMcpEndpoint(app, {
      verifier,
      logger,
      issuer: config.OAUTH_ISSUER,
      permissions: () => permissions,
      createServer: createMcpAggregator({
        upstreams,
        owners,
        metrics,
        logger,
        version: config.APP_VERSION,
        timeoutMs: config.UPSTREAM_TIMEOUT_MS,
      }),
    });
  }
  app.use(
    upstreams.map((u) => u.prefix),
    async (req, _res, next) => {
      try {
        req.principal = await verifier.verify(bearerToken(req.headers.authorization));
        next();
      } catch (error) {
        next(error);
      }
    },
  );
  for (const upstream of upstreams)
    app.use(upstreamProxy(upstream, config.UPSTREAM_TIMEOUT_MS, metrics, logger));
  app.use((req, _res, next) =>
    next(new AppError(404, 'not-found', `No service answers ${req.method} ${req.path}.`)),
  );
  app.use(problemHandler(logger));

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
  return { app, management, config, logger, metrics, setReady: (value) => void (ready = value) };
}
