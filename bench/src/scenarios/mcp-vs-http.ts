/**
 * MCP versus HTTP through the gateway: the same read by id and the same search by station area
 * asked as a `tools/call` on the gateway's `/mcp` and as the HTTP request, at a fixed rate,
 * interleaved in one-second slices, and `tools/list` with every permission. The MCP figure
 * includes what an agent's call costs end to end: the token check, the JSON-RPC exchange, the
 * request the gateway sends to the referential and the tool result.
 */
import {
  fixedRate,
  fixedRateInterleaved,
  formatResult,
  closedLoop,
  type LoadResult,
  type LoadTarget,
} from '../load.ts';
import type { WindowStats } from '../process-stats.ts';
import { BENCH_RATE_LIMITS, startBenchStack } from '../stack.ts';
import { benchSeconds, sizedFromEnv } from '../size.ts';
import { judge } from '../verdict.ts';

const RATE = sizedFromEnv('BENCH_RATE', 50, 20);

/** The CPU the gateway's and the referential's main threads used a request over a window. */
function cpuLine(label: string, requests: number, gateway: WindowStats, referential: WindowStats): string {
  const per = (w: WindowStats) => (w.mainThreadCpuMs / Math.max(1, requests)).toFixed(3);
  return `${label.padEnd(52)} CPU a request: gateway ${per(gateway)} ms, referential ${per(referential)} ms (${requests} requests)`;
}

export async function run(): Promise<void> {
  const seconds = benchSeconds();
  const stack = await startBenchStack();
  try {
    const referential = await stack.startProcess('referential', 'services/referential/src/main.ts');
    // The gateway's rate limits would refuse the bench's own load (429): measured apart.
    const gateway = await stack.startProcess('gateway', 'gateway/src/main.ts', {
      RATE_LIMITS: BENCH_RATE_LIMITS,
      REFERENTIAL_URL: referential,
      RULES_URL: 'http://127.0.0.1:9',
      SIV_URL: 'http://127.0.0.1:9',
    });
    await stack.sql.query(
      `INSERT INTO referential.station_areas (code, name, created_by, updated_by)
       SELECT 'MV' || lpad(i::text, 4, '0'), 'Area ' || i, 'bench', 'bench' FROM generate_series(0, 99) i`,
    );
    await stack.sql.query(
      `INSERT INTO referential.bays (station_area_id, code, position, created_by, updated_by)
       SELECT a.id, 'BAY' || n, n, 'bench', 'bench'
       FROM referential.station_areas a CROSS JOIN generate_series(1, 20) n`,
    );
    const { rows } = await stack.sql.query(
      'SELECT id, station_area_id FROM referential.bays ORDER BY random() LIMIT 1',
    );
    const bayId = rows[0].id as string;
    const areaId = rows[0].station_area_id as string;
    const token = stack.issuer.sign({
      subject: 'bench',
      permissions: ['referential.bays:read'],
      expiresIn: 3600,
    });
    const auth = { authorization: `Bearer ${token}` };
    const mcp = (name: string, args: Record<string, unknown>): LoadTarget => ({
      url: `${gateway}/mcp?toolsets=referential.bays`,
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name, arguments: args },
      }),
    });
    // One call answered as it should, before anything is measured.
    const probe = mcp('getBay', { id: bayId });
    const answer = await fetch(probe.url, { method: 'POST', headers: probe.headers, body: probe.body });
    const text = await answer.text();
    if (answer.status !== 200 || !text.includes(bayId) || text.includes('"isError":true')) {
      throw new Error(`getBay over MCP answered ${answer.status}: ${text}`);
    }

    const cases: { name: string; http: LoadTarget; mcp: LoadTarget }[] = [
      {
        name: 'read by id',
        http: { url: `${gateway}/referential/v1/bays/${bayId}`, headers: auth },
        mcp: mcp('getBay', { id: bayId }),
      },
      {
        name: 'search by station area',
        http: { url: `${gateway}/referential/v1/bays?stationAreaId.value=${areaId}`, headers: auth },
        mcp: mcp('searchBays', { 'stationAreaId.value': areaId }),
      },
    ];
    console.log(
      `\nMCP versus HTTP through the gateway at ${RATE} requests/s (open loop, interleaved, ${seconds} s each)`,
    );
    for (const c of cases) {
      const [http, viaMcp] = (await fixedRateInterleaved([c.http, c.mcp], RATE, seconds)) as [
        LoadResult,
        LoadResult,
      ];
      console.log(formatResult(`HTTP ${c.name}`, http));
      console.log(formatResult(`MCP  ${c.name}`, viaMcp));
      console.log(`     p50 MCP / HTTP: ${(viaMcp.p50Ms / http.p50Ms).toFixed(2)}`);
      judge(
        `${c.name}: MCP within 1.5x of HTTP at p50`,
        `${(viaMcp.p50Ms / http.p50Ms).toFixed(2)}x`,
        viaMcp.p50Ms <= 1.5 * http.p50Ms,
      );
    }

    // What each way costs the processes, steadier than the latencies on a loaded machine: the
    // read by id alone at the same rate, HTTP then MCP, with each process's CPU over its window.
    for (const [way, target] of [
      ['HTTP read by id, alone', cases[0]?.http],
      ['MCP  read by id, alone', cases[0]?.mcp],
    ] as const) {
      if (!target) continue;
      const closeGateway = await stack.statsWindow('gateway');
      const closeReferential = await stack.statsWindow('referential');
      const alone = await fixedRate(target, RATE, seconds);
      const [gatewayWindow, referentialWindow] = [await closeGateway(), await closeReferential()];
      console.log(formatResult(way, alone));
      console.log(cpuLine(way, alone.requests, gatewayWindow, referentialWindow));
    }

    const everything = stack.issuer.sign({
      subject: 'bench',
      permissions: (
        (await (await fetch(`${gateway}/.well-known/oauth-protected-resource`)).json()) as {
          scopes_supported: string[];
        }
      ).scopes_supported,
      expiresIn: 3600,
    });
    const list: LoadTarget = {
      url: `${gateway}/mcp?toolsets=all`,
      method: 'POST',
      headers: {
        authorization: `Bearer ${everything}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    };
    console.log(
      formatResult('tools/list, every permission (1 connection)', await closedLoop(list, 1, seconds)),
    );
  } finally {
    await stack.stop();
  }
}
