/**
 * Writes the Grafana dashboard of each process into k8s/base/dashboards/<process>.json, where
 * kustomize ships them as ConfigMaps for Grafana's dashboard sidecar. One layout for all four,
 * so that an operator reads every process the same way; the gateway has no database pool row.
 * The queries only name metrics of packages/platform/src/metrics.ts (and prom-client's
 * defaults); k8s/test/dashboards.test.ts checks them against a live scrape of each process.
 *
 *   node deploy/generate-dashboards.ts           write the files
 *   node deploy/generate-dashboards.ts --check   fail when a file differs from what it writes
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DASHBOARD_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../k8s/base/dashboards',
);

interface ProcessDashboard {
  service: string;
  title: string;
  /** The upstreams this process calls, for the description of the upstream row. */
  upstreams: string;
  database: boolean;
  /** The in-memory answer caches of the process (`cache` label of `cache_lookups_total`), if any. */
  caches?: string;
}

export const PROCESSES: ProcessDashboard[] = [
  { service: 'gateway', title: 'Gateway', upstreams: 'referential, rules and siv', database: false },
  {
    service: 'referential',
    title: 'Referential',
    upstreams: 'none today (the row stays empty)',
    database: true,
    caches: 'station-calls (answers per timetable version, ADR 0003)',
  },
  {
    service: 'rules',
    title: 'Rules',
    upstreams: 'none today (the row stays empty)',
    database: true,
    caches: 'rule-resolution (activated versions per rule and scope, ADR 0006)',
  },
  { service: 'siv', title: 'SIV', upstreams: 'referential', database: true },
];

interface Target {
  expr: string;
  legendFormat: string;
}

interface PanelSpec {
  title: string;
  description: string;
  unit: string;
  targets: Target[];
  /** Value mappings (the circuit state). */
  mappings?: unknown[];
  stacked?: boolean;
}

const DATASOURCE = { type: 'prometheus', uid: '${datasource}' };
const RATE = '[$__rate_interval]';

function panels(p: ProcessDashboard): { row: string; items: PanelSpec[] }[] {
  const sel = (extra = '') => `{service="${p.service}", namespace=~"$namespace"${extra ? `, ${extra}` : ''}}`;
  const requests = (extra = '') => `http_server_requests_seconds_count${sel(extra)}`;
  const quantile = (q: number, by = '') =>
    `histogram_quantile(${q}, sum by (le${by}) (rate(http_server_requests_seconds_bucket${sel()}${RATE})))`;
  const rows: { row: string; items: PanelSpec[] }[] = [
    {
      row: 'Traffic and errors',
      items: [
        {
          title: 'Request rate by route',
          description: 'Requests served per second, by templated route (all statuses).',
          unit: 'reqps',
          stacked: true,
          targets: [{ expr: `sum by (route) (rate(${requests()}${RATE}))`, legendFormat: '{{route}}' }],
        },
        {
          title: 'Server error ratio (5xx)',
          description:
            'Share of requests answered with a 5xx. A client mistake is a 4xx and never counts here; 503 means a dependency (database, upstream) is down.',
          unit: 'percentunit',
          targets: [
            {
              expr: `sum(rate(${requests('status=~"5.."')}${RATE})) / clamp_min(sum(rate(${requests()}${RATE})), 1e-9)`,
              legendFormat: '5xx ratio',
            },
          ],
        },
        {
          title: 'Refusals and errors by status',
          description:
            'Non-2xx answers per second by status: 401/403 token and permission refusals, 409/422 business refusals, 5xx failures.',
          unit: 'reqps',
          stacked: true,
          targets: [
            {
              expr: `sum by (status) (rate(${requests('status!~"2.."')}${RATE}))`,
              legendFormat: '{{status}}',
            },
          ],
        },
      ],
    },
    {
      row: 'Latency',
      items: [
        {
          title: 'Latency percentiles',
          description: 'Server-side duration of all requests: p50, p95 and p99.',
          unit: 's',
          targets: [
            { expr: quantile(0.5), legendFormat: 'p50' },
            { expr: quantile(0.95), legendFormat: 'p95' },
            { expr: quantile(0.99), legendFormat: 'p99' },
          ],
        },
        {
          title: 'p95 latency by route',
          description: 'The 95th percentile per templated route: which operation is slow.',
          unit: 's',
          targets: [{ expr: quantile(0.95, ', route'), legendFormat: '{{route}}' }],
        },
      ],
    },
  ];
  if (p.database) {
    rows.push({
      row: 'Database pool',
      items: [
        {
          title: 'Pool connections by pool and state',
          description:
            "Connections by pool, primary (DATABASE_URL: writes and the reads that must see them) or read (DATABASE_READ_URL: the reads that tolerate replica lag; absent when it is unset), and by state: used (in a query or transaction), free (idle, open) and pending (requests waiting for a connection). Each counts knex's pool and the prepared statements' pool, each of which holds at most DATABASE_POOL_MAX per pod.",
          unit: 'short',
          stacked: true,
          targets: [
            {
              expr: `sum by (pool, state) (db_pool_connections${sel()})`,
              legendFormat: '{{pool}} {{state}}',
            },
          ],
        },
        {
          title: 'Waiting for a connection, by pod and pool',
          description:
            'Pending acquisitions: above zero for long, the pool is saturated (see the DbPoolSaturated alert).',
          unit: 'short',
          targets: [
            {
              expr: `sum by (pod, pool) (db_pool_connections${sel('state="pending"')})`,
              legendFormat: '{{pod}} {{pool}}',
            },
          ],
        },
      ],
    });
  }
  if (p.caches) {
    const lookups = (extra = '') => `cache_lookups_total${sel(extra)}`;
    rows.push({
      row: 'Answer caches',
      items: [
        {
          title: 'Cache hit ratio by cache',
          description: `Share of lookups answered from memory. Caches of ${p.service}: ${p.caches}. A ratio that drops after a release or stays low means each answer is read from the database.`,
          unit: 'percentunit',
          targets: [
            {
              expr: `sum by (cache) (rate(${lookups('outcome="hit"')}${RATE})) / clamp_min(sum by (cache) (rate(${lookups()}${RATE})), 1e-9)`,
              legendFormat: '{{cache}}',
            },
          ],
        },
        {
          title: 'Cache lookups by outcome',
          description:
            'Lookups per second: hit, miss (read from the database, then kept), bypass (the cache is not trusted, e.g. while its change notifications are cut off).',
          unit: 'reqps',
          stacked: true,
          targets: [
            {
              expr: `sum by (cache, outcome) (rate(${lookups()}${RATE}))`,
              legendFormat: '{{cache}} {{outcome}}',
            },
          ],
        },
      ],
    });
  }
  rows.push(
    {
      row: 'Upstream calls',
      items: [
        {
          title: 'Upstream calls by outcome',
          description: `Calls this process makes to other services, per second, by upstream and outcome. Upstreams of ${p.service}: ${p.upstreams}.`,
          unit: 'reqps',
          stacked: true,
          targets: [
            {
              expr: `sum by (upstream, outcome) (rate(upstream_requests_seconds_count${sel()}${RATE}))`,
              legendFormat: '{{upstream}} {{outcome}}',
            },
          ],
        },
        {
          title: 'Upstream p95 latency',
          description: 'The 95th percentile of upstream call durations, by upstream.',
          unit: 's',
          targets: [
            {
              expr: `histogram_quantile(0.95, sum by (le, upstream) (rate(upstream_requests_seconds_bucket${sel()}${RATE})))`,
              legendFormat: '{{upstream}}',
            },
          ],
        },
        {
          title: 'Circuit state by upstream',
          description:
            'Circuit breaker per upstream: 0 closed (calls flow), 1 half-open (one trial call), 2 open (calls refused at once).',
          unit: 'short',
          mappings: [
            {
              type: 'value',
              options: {
                '0': { text: 'closed', color: 'green' },
                '1': { text: 'half-open', color: 'orange' },
                '2': { text: 'open', color: 'red' },
              },
            },
          ],
          targets: [
            { expr: `max by (upstream) (upstream_circuit_state${sel()})`, legendFormat: '{{upstream}}' },
          ],
        },
      ],
    },
    {
      row: 'MCP tool calls',
      items: [
        {
          title: 'MCP tool calls by tool',
          description: 'Tool calls per second through /mcp (PROFILES=mcp), by tool and outcome.',
          unit: 'reqps',
          stacked: true,
          targets: [
            {
              expr: `sum by (tool, outcome) (rate(mcp_tool_calls_total${sel()}${RATE}))`,
              legendFormat: '{{tool}} {{outcome}}',
            },
          ],
        },
        {
          title: 'MCP tool call errors',
          description: 'Tool calls that ended as isError results (refusals included), per second, by tool.',
          unit: 'reqps',
          targets: [
            {
              expr: `sum by (tool) (rate(mcp_tool_calls_total${sel('outcome="error"')}${RATE}))`,
              legendFormat: '{{tool}}',
            },
          ],
        },
      ],
    },
    {
      row: 'Process',
      items: [
        {
          title: 'Instances',
          description: 'Processes scraped (one per ready or starting pod).',
          unit: 'short',
          targets: [{ expr: `count(process_start_time_seconds${sel()})`, legendFormat: 'instances' }],
        },
        {
          title: 'CPU by pod',
          description: 'CPU seconds used per second.',
          unit: 'short',
          targets: [
            {
              expr: `sum by (pod) (rate(process_cpu_seconds_total${sel()}${RATE}))`,
              legendFormat: '{{pod}}',
            },
          ],
        },
        {
          title: 'Memory by pod',
          description: 'Resident memory and used V8 heap.',
          unit: 'bytes',
          targets: [
            { expr: `sum by (pod) (process_resident_memory_bytes${sel()})`, legendFormat: '{{pod}} rss' },
            { expr: `sum by (pod) (nodejs_heap_size_used_bytes${sel()})`, legendFormat: '{{pod}} heap' },
          ],
        },
        {
          title: 'Event loop lag p99 by pod',
          description: 'How late the event loop runs: above 100 ms, every request on that pod waits.',
          unit: 's',
          targets: [
            { expr: `max by (pod) (nodejs_eventloop_lag_p99_seconds${sel()})`, legendFormat: '{{pod}}' },
          ],
        },
      ],
    },
  );
  return rows;
}

/** The Grafana dashboard model (schema 39) of one process. */
export function dashboard(p: ProcessDashboard): Record<string, unknown> {
  const out: unknown[] = [];
  let id = 1;
  let y = 0;
  for (const { row, items } of panels(p)) {
    out.push({
      type: 'row',
      title: row,
      id: id++,
      collapsed: false,
      gridPos: { h: 1, w: 24, x: 0, y },
      panels: [],
    });
    y += 1;
    const width = items.length >= 3 ? 8 : 12;
    items.forEach((item, index) => {
      const column = index % Math.floor(24 / width);
      if (index > 0 && column === 0) y += 8;
      out.push({
        type: 'timeseries',
        id: id++,
        title: item.title,
        description: item.description,
        datasource: DATASOURCE,
        gridPos: { h: 8, w: width, x: column * width, y },
        fieldConfig: {
          defaults: {
            unit: item.unit,
            ...(item.mappings ? { mappings: item.mappings } : {}),
            custom: {
              drawStyle: 'line',
              lineWidth: 1,
              fillOpacity: item.stacked ? 20 : 0,
              stacking: { mode: item.stacked ? 'normal' : 'none' },
            },
          },
          overrides: [],
        },
        options: {
          legend: { displayMode: 'list', placement: 'bottom', showLegend: true },
          tooltip: { mode: 'multi', sort: 'desc' },
        },
        targets: item.targets.map((t, i) => ({
          datasource: DATASOURCE,
          expr: t.expr,
          legendFormat: t.legendFormat,
          refId: String.fromCharCode(65 + i),
        })),
      });
    });
    y += 8;
  }
  return {
    uid: `transport-${p.service}`,
    title: `Transport / ${p.title}`,
    description: `Requests, errors, latency, ${p.database ? 'database pool, ' : ''}upstream calls and MCP tool calls of the ${p.service} process (docs/operations.md).`,
    tags: ['transport-platform', p.service],
    timezone: 'browser',
    editable: false,
    schemaVersion: 39,
    version: 1,
    refresh: '30s',
    time: { from: 'now-3h', to: 'now' },
    templating: {
      list: [
        {
          name: 'datasource',
          label: 'Data source',
          type: 'datasource',
          query: 'prometheus',
          current: {},
          hide: 0,
        },
        {
          name: 'namespace',
          label: 'Namespace',
          type: 'query',
          datasource: DATASOURCE,
          query: {
            query: `label_values(process_start_time_seconds{service="${p.service}"}, namespace)`,
            refId: 'namespace',
          },
          definition: `label_values(process_start_time_seconds{service="${p.service}"}, namespace)`,
          includeAll: true,
          allValue: '.*',
          multi: true,
          refresh: 2,
          current: {},
          hide: 0,
        },
      ],
    },
    annotations: { list: [] },
    panels: out,
  };
}

export function dashboardFile(service: string): string {
  return path.join(DASHBOARD_DIR, `${service}.json`);
}

function render(p: ProcessDashboard): string {
  return `${JSON.stringify(dashboard(p), null, 2)}\n`;
}

function main(): void {
  const check = process.argv.includes('--check');
  const stale: string[] = [];
  for (const p of PROCESSES) {
    const file = dashboardFile(p.service);
    const text = render(p);
    if (check) {
      let current = '';
      try {
        current = readFileSync(file, 'utf8');
      } catch {
        // missing: reported below
      }
      if (current !== text) stale.push(path.relative(process.cwd(), file));
    } else {
      writeFileSync(file, text);
    }
  }
  if (stale.length > 0) {
    process.stderr.write(
      `Dashboards differ from deploy/generate-dashboards.ts: ${stale.join(', ')}\nRun: node deploy/generate-dashboards.ts\n`,
    );
    process.exit(1);
  }
  process.stdout.write(
    `${check ? 'dashboards up to date' : 'dashboards written'}: ${PROCESSES.map((p) => p.service).join(', ')}\n`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
