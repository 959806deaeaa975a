/**
 * The platform in one test process, for tests that cross a service boundary: a service started
 * by name, the gateway in front of given upstreams, or the three services on throwaway databases
 * with the gateway in front of them, all on real ports with tokens from the test issuer.
 * Services and the gateway are loaded by path through dev-stack (as `pnpm start` runs them), so
 * no test imports another part's code (ADR 0012). Imported as `@transport/platform/testing/platform`.
 */
import type { Metrics } from '../metrics.ts';
import type { ApiSpec, Operation } from '../openapi.ts';
import type { RequestListener, Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { Express } from 'express';
import { loadPlatformProcess, SIV_CLIENT_PERMISSIONS, testEnvironment } from '@transport/dev-stack';
import {
  createHttpServer,
  drainable,
  type DrainableServer,
  type ServiceDefinition,
} from '../service-runtime.ts';
import { ApiClient, mintToken, startTestService, testServiceEnv, type TestService } from './index.ts';
import { listenOnLoopback } from './loopback.ts';

type ServiceName = 'referential' | 'rules' | 'siv';

/** Service `name` on a throwaway database, as `startTestService` starts it. */
export async function startPlatformService(
  name: ServiceName,
  overrides: Record<string, string> = {},
): Promise<TestService> {
  const definition = (await loadPlatformProcess(name)) as ServiceDefinition<unknown>;
  return startTestService(definition, overrides);
}

/**
 * A database for service `name` started as a process of its own: a copy of the run's template of
 * its schema, migrated once for the run, as `startPlatformService` gives the services it builds.
 */
export async function platformServiceDatabase(name: ServiceName): Promise<string> {
  const definition = (await loadPlatformProcess(name)) as ServiceDefinition<unknown>;
  const env = await testServiceEnv({}, definition);
  return env.DATABASE_URL as string;
}

/** The parts of a built gateway tests look at. */
export interface TestGatewayParts {
  app: RequestListener;
  /** The gateway's own contract: the operations it answers itself. */
  spec: ApiSpec;
  management: Express;
  metrics: Metrics;
  setReady(ready: boolean): void;
}

export interface RunningGateway {
  url: string;
  built: TestGatewayParts;
  /** Its server, drained as on SIGTERM by `closeGracefully`. */
  server: DrainableServer;
  close(): Promise<void>;
}

async function listen(app: RequestListener): Promise<{ server: Server; url: string }> {
  const server = createHttpServer(app);
  return { server, url: await listenOnLoopback(server) };
}

/** A gateway (with the `mcp` profile unless `extra` says otherwise) in front of these upstreams. */
export async function startTestGateway(
  upstreams: { referential: string; rules: string; siv: string },
  extra: Record<string, string> = {},
): Promise<RunningGateway> {
  const buildGateway = (await loadPlatformProcess('gateway')) as (
    env: NodeJS.ProcessEnv,
  ) => Promise<TestGatewayParts>;
  const issuer = testEnvironment().issuer;
  const built = await buildGateway({
    NODE_ENV: 'test',
    PORT: '0',
    MANAGEMENT_PORT: '0',
    REFERENTIAL_URL: upstreams.referential,
    RULES_URL: upstreams.rules,
    SIV_URL: upstreams.siv,
    AUTH_MODE: 'dev',
    OAUTH_ISSUER: issuer.issuer,
    OAUTH_AUDIENCE: issuer.audience,
    OAUTH_JWKS_URI: issuer.jwksUri,
    PROFILES: 'mcp',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...extra,
  });
  built.setReady(true);
  const { server, url } = await listen(built.app);
  return {
    url,
    built,
    server: drainable(server),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export interface Platform {
  gateway: RunningGateway;
  referential: TestService;
  rules: TestService;
  siv: TestService;
  /** A client of the gateway whose token carries `permissions`. */
  as(permissions: string[], subject?: string): ApiClient;
  close(): Promise<void>;
}

/**
 * Gateway settings lifting every rate budget: for a test that sends every operation, many
 * times, as one subject within a minute (beyond the default budgets of a single caller).
 */
export const NO_RATE_LIMITS = {
  RATE_LIMITS: JSON.stringify({
    referential: { read: 0, write: 0 },
    rules: { read: 0, write: 0 },
    siv: { read: 0, write: 0 },
    mcp: { read: 0, write: 0 },
    public: { read: 0, write: 0 },
  }),
};

/** Every operation of the three services' contracts and the gateway's own, as the running processes read them. */
export function platformOperations(platform: Platform): Operation[] {
  return [
    ...[platform.referential, platform.rules, platform.siv].flatMap((s) => s.built.deps.spec.operations),
    ...platform.gateway.built.spec.operations,
  ];
}

/** What rules may ask referential for: whether the codes of a scope exist. */
export const RULES_CLIENT_PERMISSIONS = [
  'referential.stations:read',
  'referential.station-areas:read',
  'referential.bays:read',
  'referential.lines:read',
];

export { SIV_CLIENT_PERMISSIONS };

/**
 * The three services and the gateway; siv and rules ask the referential each with its own
 * client identity.
 * `gatewayEnv`: settings of the gateway beyond the fixture's (its budgets, say).
 */
export async function startPlatform(gatewayEnv: Record<string, string> = {}): Promise<Platform> {
  const issuer = testEnvironment().issuer;
  const sivSecret = randomBytes(12).toString('hex');
  issuer.registerClient('siv-gateway-tests', {
    secret: sivSecret,
    permissions: [...SIV_CLIENT_PERMISSIONS],
  });
  const rulesSecret = randomBytes(12).toString('hex');
  issuer.registerClient('rules-gateway-tests', {
    secret: rulesSecret,
    permissions: RULES_CLIENT_PERMISSIONS,
  });
  const referential = await startPlatformService('referential');
  const rules = await startPlatformService('rules', {
    REFERENTIAL_URL: referential.url,
    OAUTH_TOKEN_URL: issuer.tokenUrl,
    RULES_CLIENT_ID: 'rules-gateway-tests',
    RULES_CLIENT_SECRET: rulesSecret,
  });
  const siv = await startPlatformService('siv', {
    REFERENTIAL_URL: referential.url,
    RULES_URL: rules.url,
    OAUTH_TOKEN_URL: issuer.tokenUrl,
    SIV_CLIENT_ID: 'siv-gateway-tests',
    SIV_CLIENT_SECRET: sivSecret,
  });
  const gateway = await startTestGateway(
    { referential: referential.url, rules: rules.url, siv: siv.url },
    gatewayEnv,
  );
  return {
    gateway,
    referential,
    rules,
    siv,
    as: (permissions, subject) => new ApiClient(gateway.url, mintToken(permissions, subject)),
    async close() {
      await gateway.close();
      await Promise.all([referential.close(), rules.close(), siv.close()]);
    },
  };
}
