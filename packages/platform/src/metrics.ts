/**
 * Prometheus metrics of one process, on its own registry. The names are the ones the Grafana
 * dashboards in k8s/ query; a test compares the two.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The `outcome` of a call to an upstream (`upstream_requests_seconds`), one vocabulary for
 * every process, so that a panel or an alert reads the same legends whichever process made
 * the call:
 *   success           the upstream answered 1xx-3xx
 *   not_found         it answered 404 (the thing asked for does not exist)
 *   unauthorized      it answered 401 (the caller's token was refused)
 *   rejected          any other 4xx (the call was wrong: validation, permission, conflict)
 *   server_error      5xx or 429 (the upstream failed or shed load)
 *   timeout           no answer in the time allowed
 *   connection_error  no exchange: refused, unreachable, reset, broken off
 *   bad_response      an answer that could not be read
 *   token_error       the caller could not obtain its own token for the call
 *   circuit_open      not attempted: the circuit to the upstream is open
 */
export const UPSTREAM_OUTCOMES = [
  'success',
  'not_found',
  'unauthorized',
  'rejected',
  'server_error',
  'timeout',
  'connection_error',
  'bad_response',
  'token_error',
  'circuit_open',
] as const;
export type UpstreamOutcome = (typeof UPSTREAM_OUTCOMES)[number];

/** The outcome of an upstream's answer, by its HTTP status. */
export function upstreamOutcomeOfStatus(status: number): UpstreamOutcome {
  if (status < 400) return 'success';
  if (status === 404) return 'not_found';
  if (status === 401) return 'unauthorized';
  if (status === 429 || status >= 500) return 'server_error';
  return 'rejected';
}

export interface PoolStats {
  used(): number;
  free(): number;
  pending(): number;
}

/**
 * Which connections a pool holds, the `pool` label of `db_pool_connections`: `primary`
 * (`DATABASE_URL`: writes and every read that must see them) or `read` (`DATABASE_READ_URL`,
 * the reads that tolerate replica lag, ADR 0035).
 */
export type PoolRole = 'primary' | 'read';

export interface Metrics {
  registry: Registry;
  /** Served requests by method, templated route and status. */
  httpServerRequests: Histogram<'method' | 'route' | 'status'>;
  /** Calls this process makes to another service or dependency (`outcome`: an UpstreamOutcome). */
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
  /**
   * Reports a database pool's connections on each scrape, summed with the other pools of its
   * `role` (`db_pool_connections{pool,state}`). The metric is exported from the first call on:
   * a process without a database (the gateway) has no such series, and a process without a
   * read URL no `pool="read"` series.
   */
  watchPool(role: PoolRole, stats: PoolStats): void;
  /**
   * A gauge of this process whose series `collect` sets at each scrape (figures read from a
   * store, say); the series `collect` leaves unset are dropped, and when `collect` throws the
   * scrape keeps the last figures.
   */
  collectedGauge<L extends string>(gauge: {
    name: string;
    help: string;
    labelNames: readonly L[];
    collect(set: (labels: Record<L, string>, value: number) => void): Promise<void>;
  }): void;
}

const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(service: string): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  const pools = new Map<PoolRole, PoolStats[]>();
  const registerPoolGauge = () =>
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database pool connections by pool (primary, read) and state (used, free, pending acquisitions).',
      labelNames: ['pool', 'state'],
      registers: [registry],
      collect() {
        for (const [pool, watched] of pools) {
          let used = 0;
          let free = 0;
          let pending = 0;
          for (const stats of watched) {
            used += stats.used();
            free += stats.free();
            pending += stats.pending();
          }
          this.set({ pool, state: 'used' }, used);
          this.set({ pool, state: 'free' }, free);
          this.set({ pool, state: 'pending' }, pending);
        }
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
      help: 'Lookups in an in-memory answer cache, by cache and outcome (hit, miss, bypass, updated: a kept entry brought up to date).',
      labelNames: ['cache', 'outcome'],
      registers: [registry],
    }),
    collectedGauge(gauge) {
      new Gauge({
        name: gauge.name,
        help: gauge.help,
        labelNames: [...gauge.labelNames],
        registers: [registry],
        async collect() {
          const figures: [Record<(typeof gauge.labelNames)[number], string>, number][] = [];
          try {
            await gauge.collect((labels, value) => figures.push([labels, value]));
          } catch {
            return; // A scrape never fails for one gauge; `collect` says why it could not count.
          }
          this.reset();
          for (const [labels, value] of figures) this.set(labels, value);
        },
      });
    },
    watchPool(role, stats) {
      if (pools.size === 0) registerPoolGauge();
      pools.set(role, [...(pools.get(role) ?? []), stats]);
    },
  };
}
