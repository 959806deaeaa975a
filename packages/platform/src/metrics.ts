/**
 * Prometheus metrics of one process, on its own registry. The names are the ones the Grafana
 * dashboards in k8s/ query; a test compares the two.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export interface PoolStats {
  used(): number;
  free(): number;
  pending(): number;
}

export interface Metrics {
  registry: Registry;
  /** Served requests by method, templated route and status. */
  httpServerRequests: Histogram<'method' | 'route' | 'status'>;
  /** Calls this process makes to another service or dependency. */
  upstreamRequests: Histogram<'upstream' | 'method' | 'outcome'>;
  /** MCP tool calls by tool and outcome (ok, error). */
  mcpToolCalls: Counter<'tool' | 'outcome'>;
  /** Circuit breaker state per upstream: 0 closed, 1 half-open, 2 open. */
  circuitState: Gauge<'upstream'>;
  /**
   * Lookups in an in-memory answer cache, by cache and outcome: `hit`, `miss`, or `bypass`
   * (the cache cannot be trusted at the moment and the answer is read from the database).
   */
  cacheLookups: Counter<'cache' | 'outcome'>;
  /** Reports the database pool's connections on each scrape. */
  watchPool(stats: PoolStats): void;
}

const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(service: string): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  const pools: PoolStats[] = [];
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state (used, free, pending acquisitions).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      let used = 0;
      let free = 0;
      let pending = 0;
      for (const pool of pools) {
        used += pool.used();
        free += pool.free();
        pending += pool.pending();
      }
      this.set({ state: 'used' }, used);
      this.set({ state: 'free' }, free);
      this.set({ state: 'pending' }, pending);
    },
  });
  return {
    registry,
    httpServerRequests: new Histogram({
      name: 'http_server_requests_seconds',
      help: 'Duration of served HTTP requests by method, templated route and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    upstreamRequests: new Histogram({
      name: 'upstream_requests_seconds',
      help: 'Duration of calls to upstream services by upstream, method and outcome.',
      labelNames: ['upstream', 'method', 'outcome'],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    mcpToolCalls: new Counter({
      name: 'mcp_tool_calls_total',
      help: 'MCP tool calls by tool and outcome.',
      labelNames: ['tool', 'outcome'],
      registers: [registry],
    }),
    circuitState: new Gauge({
      name: 'upstream_circuit_state',
      help: 'Circuit breaker state per upstream: 0 closed, 1 half-open, 2 open.',
      labelNames: ['upstream'],
      registers: [registry],
    }),
    cacheLookups: new Counter({
      name: 'cache_lookups_total',
      help: 'Lookups in an in-memory answer cache, by cache and outcome (hit, miss, bypass).',
      labelNames: ['cache', 'outcome'],
      registers: [registry],
    }),
    watchPool(stats) {
      pools.push(stats);
    },
  };
}
