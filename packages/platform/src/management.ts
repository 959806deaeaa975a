/**
 * The management server on MANAGEMENT_PORT (docs/operations.md): health with components,
 * liveness, readiness, info and the Prometheus scrape. Kept off the public port.
 */
import express from 'express';
import type { Metrics } from './metrics.ts';

export interface HealthCheck {
  name: string;
  /**
   * Whether the process should leave the load balancer while this component is down: true for
   * its own database, false (the default) for upstream services, so that one service being
   * down does not take its callers out of rotation too.
   */
  gatesReadiness?: boolean;
  /** Resolves when the component is up; throws (or times out) when it is not. */
  check(): Promise<void>;
}

export interface ManagementOptions {
  service: string;
  version: string;
  commit: string;
  metrics: Metrics;
  checks: HealthCheck[];
  /** False while starting and once shutdown has begun. */
  isReady(): boolean;
}

const CHECK_TIMEOUT_MS = 2_000;

async function runCheck(check: HealthCheck): Promise<{ status: 'UP' | 'DOWN'; details?: { error: string } }> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check.check(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)),
          CHECK_TIMEOUT_MS,
        );
      }),
    ]);
    return { status: 'UP' };
  } catch (error) {
    return { status: 'DOWN', details: { error: error instanceof Error ? error.message : String(error) } };
  } finally {
    clearTimeout(timer);
  }
}

export function createManagementApp(options: ManagementOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');

  async function health(checks: HealthCheck[]) {
    const entries = await Promise.all(checks.map(async (c) => [c.name, await runCheck(c)] as const));
    const components = Object.fromEntries(entries);
    const up = entries.every(([, r]) => r.status === 'UP');
    return { status: up ? 'UP' : 'DOWN', components };
  }

  app.get('/actuator/health', async (_req, res) => {
    const body = await health(options.checks);
    res.status(body.status === 'UP' ? 200 : 503).json(body);
  });
  app.get('/actuator/health/liveness', (_req, res) => {
    res.json({ status: 'UP' });
  });
  app.get('/actuator/health/readiness', async (_req, res) => {
    if (!options.isReady()) {
      res.status(503).json({ status: 'OUT_OF_SERVICE' });
      return;
    }
    const body = await health(options.checks.filter((c) => c.gatesReadiness));
    res.status(body.status === 'UP' ? 200 : 503).json(body);
  });
  app.get('/actuator/info', (_req, res) => {
    res.json({ name: options.service, version: options.version, commit: options.commit });
  });
  app.get('/actuator/prometheus', async (_req, res) => {
    res.type(options.metrics.registry.contentType).send(await options.metrics.registry.metrics());
  });
  app.get('/actuator', (_req, res) => {
    res.json({
      _links: Object.fromEntries(
        ['health', 'health/liveness', 'health/readiness', 'info', 'prometheus'].map((p) => [
          p,
          { href: `/actuator/${p}` },
        ]),
      ),
    });
  });
  return app;
}
