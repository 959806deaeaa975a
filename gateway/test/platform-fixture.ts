/**
 * The whole platform in one test process: the three services on throwaway databases and the
 * gateway in front of them, all on real ports, with tokens from the test issuer.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { testEnvironment } from '@transport/dev-stack';
import { referentialService } from '@transport/referential';
import { rulesService } from '@transport/rules';
import { sivService } from '@transport/siv';
import { ApiClient, mintToken, startTestService, type TestService } from '@transport/platform/testing';
import { buildGateway, type BuiltGateway } from '../src/index.ts';

export interface RunningGateway {
  url: string;
  built: BuiltGateway;
  close(): Promise<void>;
}

async function listen(app: RequestListener): Promise<{ server: Server; url: string }> {
  const server: Server = await new Promise((resolve) => {
    const s = createServer(app).listen(0, '127.0.0.1', () => resolve(s));
  });
  const address = server.address();
  return { server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

/** A gateway in front of the given upstream URLs. */
export async function startGateway(
  upstreams: { referential: string; rules: string; siv: string },
  extra: Record<string, string> = {},
): Promise<RunningGateway> {
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

/** `gatewayEnv`: settings of the gateway beyond the fixture's (its budgets, say). */
export async function startPlatform(gatewayEnv: Record<string, string> = {}): Promise<Platform> {
  const issuer = testEnvironment().issuer;
  const sivSecret = randomBytes(12).toString('hex');
  issuer.registerClient('siv-gateway-tests', {
    secret: sivSecret,
    permissions: ['referential.station-areas:read', 'referential.bays:read'],
  });
  const referential = await startTestService(referentialService);
  const rules = await startTestService(rulesService);
  const siv = await startTestService(sivService, {
    REFERENTIAL_URL: referential.url,
    OAUTH_TOKEN_URL: issuer.tokenUrl,
    SIV_CLIENT_ID: 'siv-gateway-tests',
    SIV_CLIENT_SECRET: sivSecret,
  });
  const gateway = await startGateway(
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
