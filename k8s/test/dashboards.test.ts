/**
 * Every metric a Grafana dashboard of k8s/ queries is exported by the process it watches: each
 * process is started on a throwaway database, exercised over HTTP and MCP, and its
 * /actuator/prometheus scraped from its management app. The alert rules are held to the same
 * standard against the union of the scrapes (plus the series Prometheus and kube-state-metrics
 * make themselves). Data-driven: a process is one entry of PROCESSES.
 */
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { CORE_SCHEMA, load } from 'js-yaml';
import { allPermissions, testEnvironment } from '../../packages/dev-stack/src/index.ts';
import { UPSTREAM_OUTCOMES, type BuiltService } from '../../packages/platform/src/index.ts';
import { mintToken, startTestService, type TestService } from '../../packages/platform/src/testing/index.ts';
import { referentialService } from '../../services/referential/src/index.ts';
import { rulesService } from '../../services/rules/src/index.ts';
import { sivService } from '../../services/siv/src/index.ts';
import { startPlatform } from '../../packages/platform/src/testing/platform.ts';
import { isExported, metricFamilies, metricNames, sampledSeries } from './promql.ts';

const K8S_BASE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../base');

/** A process under test: its public URL, a token for it, and its management app. */
interface RunningProcess {
  url: string;
  token: string;
  management: BuiltService['management'];
  close(): Promise<void>;
}

interface ProcessUnderTest {
  /** Also the dashboard's file name (k8s/base/dashboards/<name>.json) and the `service` label. */
  name: string;
  start(): Promise<RunningProcess>;
  /** A path of the public API to call, so that the request histogram has series. */
  apiPath: string;
}

function running(service: TestService, close = () => service.close()): RunningProcess {
  return {
    url: service.url,
    token: service.token(allPermissions()),
    management: service.built.management,
    close,
  };
}

const SIV_CLIENT_SECRET = 'dashboards-test-secret';

const PROCESSES: ProcessUnderTest[] = [
  {
    name: 'gateway',
    apiPath: '/referential/v1/station-areas',
    start: async () => {
      const platform = await startPlatform();
      return {
        url: platform.gateway.url,
        token: mintToken(allPermissions()),
        management: platform.gateway.built.management,
        close: () => platform.close(),
      };
    },
  },
  {
    name: 'referential',
    apiPath: '/referential/v1/station-areas',
    start: async () => running(await startTestService(referentialService)),
  },
  {
    name: 'rules',
    apiPath: '/rules/v1/rules',
    start: async () => running(await startTestService(rulesService)),
  },
  {
    name: 'siv',
    apiPath: '/siv/v1/display-profiles',
    start: async () => {
      const registry = await startTestService(referentialService);
      testEnvironment().issuer.registerClient('siv', {
        secret: SIV_CLIENT_SECRET,
        permissions: ['referential.station-areas:read', 'referential.bays:read'],
      });
      const siv = await startTestService(sivService, {
        REFERENTIAL_URL: registry.url,
        OAUTH_TOKEN_URL: testEnvironment().issuer.tokenUrl,
        SIV_CLIENT_ID: 'siv',
        SIV_CLIENT_SECRET,
      });
      return running(siv, async () => {
        await siv.close();
        await registry.close();
      });
    },
  },
];

interface Dashboard {
  panels: { type: string; title: string; targets?: { expr: string }[] }[];
}

function dashboardQueries(name: string): { panel: string; expr: string }[] {
  const dashboard = JSON.parse(
    readFileSync(path.join(K8S_BASE, 'dashboards', `${name}.json`), 'utf8'),
  ) as Dashboard;
  return dashboard.panels.flatMap((panel) =>
    (panel.targets ?? []).map((t) => ({ panel: panel.title, expr: t.expr })),
  );
}

async function scrape(management: BuiltService['management']): Promise<string> {
  const server: Server = await new Promise((resolve) => {
    const s = management.listen(0, '127.0.0.1', () => resolve(s));
  });
  try {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const response = await fetch(`http://127.0.0.1:${port}/actuator/prometheus`);
    expect(response.status).to.equal(200);
    return await response.text();
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** One MCP tool call through /mcp (stateless streamable HTTP), whatever its outcome. */
async function callSomeTool(process: RunningProcess): Promise<void> {
  const post = (body: unknown) =>
    fetch(`${process.url}/mcp`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${process.token}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify(body),
    });
  const rpc = async (id: number, method: string, params: unknown) => {
    const response = await post({ jsonrpc: '2.0', id, method, params });
    const text = await response.text();
    expect(response.status, text).to.equal(200);
    const json = text.startsWith('{') ? text : (/^data: (.*)$/m.exec(text)?.[1] ?? '{}');
    return JSON.parse(json) as {
      result?: { tools?: { name: string; annotations?: { readOnlyHint?: boolean } }[] };
    };
  };
  const initialize = {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: { name: 'dashboards-test', version: '1' },
  };
  await rpc(1, 'initialize', initialize);
  const tools = (await rpc(2, 'tools/list', {})).result?.tools ?? [];
  const tool = tools.find((t) => t.annotations?.readOnlyHint) ?? tools[0];
  expect(tool, 'a tool to call').to.not.equal(undefined);
  await rpc(3, 'tools/call', { name: tool!.name, arguments: {} });
}

/** Series that Prometheus or kube-state-metrics make, which no process exports. */
const EXTERNAL_SERIES = new Set([
  'up',
  'kube_deployment_status_replicas_available',
  'kube_deployment_spec_replicas',
]);

describe('dashboards and alerts name metrics the processes export', () => {
  const scrapes = new Map<string, string>();

  describe('PromQL metric extraction', () => {
    it('finds the selected metrics, not functions, labels, ranges or numbers', () => {
      expect(
        metricNames(
          'histogram_quantile(0.95, sum by (le, route) (rate(http_server_requests_seconds_bucket{service="x", route=~"a|b"}[$__rate_interval])))',
        ),
      ).to.deep.equal(['http_server_requests_seconds_bucket']);
      expect(
        metricNames(
          'sum(rate(a_total{s="5.."}[5m])) / clamp_min(sum(rate(b_count[5m])), 1e-9) > 0.05 and on (pod) c > 1',
        ),
      ).to.deep.equal(['a_total', 'b_count', 'c']);
    });
  });

  for (const target of PROCESSES) {
    describe(`the ${target.name} dashboard`, () => {
      let process: RunningProcess;
      let exposition: string;

      before(async function () {
        this.timeout(60_000);
        process = await target.start();
        const api = await fetch(`${process.url}${target.apiPath}`, {
          headers: { authorization: `Bearer ${process.token}` },
        });
        expect(api.status, `GET ${target.apiPath}: ${await api.clone().text()}`).to.equal(200);
        await fetch(`${process.url}${target.apiPath}`); // refused without a token: a 401 series
        await callSomeTool(process);
        exposition = await scrape(process.management);
        scrapes.set(target.name, exposition);
      });
      after(() => process?.close());

      it('is scraped live: the request histogram has samples', () => {
        const sampled = sampledSeries(exposition);
        expect(sampled).to.include('http_server_requests_seconds_bucket');
        expect(sampled).to.include('mcp_tool_calls_total');
        expect(exposition).to.include(`service="${target.name}"`);
      });

      it('queries only metrics present in the scrape', () => {
        const families = metricFamilies(exposition);
        const queries = dashboardQueries(target.name);
        expect(queries.length, 'queries in the dashboard').to.be.above(10);
        const missing = queries.flatMap(({ panel, expr }) =>
          metricNames(expr)
            .filter((name) => !isExported(name, families))
            .map((name) => `${panel}: ${name}`),
        );
        expect(missing, 'metrics the dashboard queries that the scrape lacks').to.deep.equal([]);
      });

      it(
        target.name === 'gateway'
          ? 'has no database pool panel, and the process no pool metric'
          : 'watches the database pool the process exports',
        () => {
          const pool = dashboardQueries(target.name).some(({ expr }) =>
            metricNames(expr).includes('db_pool_connections'),
          );
          expect(pool).to.equal(target.name !== 'gateway');
          expect(metricFamilies(exposition).has('db_pool_connections')).to.equal(target.name !== 'gateway');
          // The same labels in every service: the primary pool's three states (no read URL here).
          const series = [...exposition.matchAll(/^db_pool_connections\{([^}]*)\}/gm)].map((m) => m[1]);
          expect(series).to.deep.equal(
            target.name === 'gateway'
              ? []
              : ['used', 'free', 'pending'].map(
                  (state) => `pool="primary",state="${state}",service="${target.name}"`,
                ),
          );
        },
      );

      it('labels its upstream calls with the outcomes every process uses', () => {
        const outcomes = [
          ...exposition.matchAll(/^upstream_requests_seconds_count\{[^}]*outcome="([^"]*)"/gm),
        ].map((m) => m[1]);
        if (target.name === 'gateway') expect(outcomes, 'the gateway forwarded calls').to.include('success');
        expect(outcomes.filter((o) => !(UPSTREAM_OUTCOMES as readonly string[]).includes(o!))).to.deep.equal(
          [],
        );
      });

      it(`filters every query on service="${target.name}"`, () => {
        for (const { panel, expr } of dashboardQueries(target.name)) {
          expect(expr, panel).to.include(`service="${target.name}"`);
        }
      });
    });
  }

  describe('the alert rules', () => {
    it('name only metrics of the scrapes, of Prometheus or of kube-state-metrics', function () {
      if (scrapes.size < PROCESSES.length) this.skip();
      const families = new Map<string, string>();
      for (const exposition of scrapes.values())
        for (const [k, v] of metricFamilies(exposition)) families.set(k, v);
      const rules = load(readFileSync(path.join(K8S_BASE, 'monitoring/prometheus-rules.yaml'), 'utf8'), {
        schema: CORE_SCHEMA,
      }) as {
        spec: { groups: { rules: { alert: string; expr: string }[] }[] };
      };
      const alerts = rules.spec.groups.flatMap((g) => g.rules);
      expect(alerts.map((a) => a.alert)).to.include.members([
        'TransportHighErrorRate',
        'TransportHighLatency',
        'TransportNotReady',
        'TransportDbPoolSaturated',
        'TransportUpstreamCircuitOpen',
      ]);
      const missing = alerts.flatMap((a) =>
        metricNames(a.expr)
          .filter((name) => !EXTERNAL_SERIES.has(name) && !isExported(name, families))
          .map((name) => `${a.alert}: ${name}`),
      );
      expect(missing).to.deep.equal([]);
    });
  });
});
