/**
 * The in-process dispatch of MCP tool calls: the platform's hand-written one against
 * light-my-request (ADR 0011). A tool call becomes the HTTP request of its operation, sent into
 * the service's own express app without a network hop; here, the read of one bay by id, with
 * a real token, through the whole pipeline and the embedded Postgres.
 *
 * Each dispatcher runs in a child process of its own (`dispatch-child.ts`) that builds the
 * referential and serves no network traffic: light-my-request cannot share a process with
 * express serving the network. The two take turns, a round of calls each (A, B, A, B, ...),
 * after a warm-up round each, so that both meet the same machine. For scale, a whole tool call
 * over MCP (HTTP, the MCP server, the dispatch, the answer) is measured against the service as
 * deployed, its real main in a process of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { allPermissions, REPO_ROOT } from '@transport/dev-stack';
import type { DispatchRound, DispatchTimes } from '../dispatch-child.ts';
import { closedLoop, closedLoopInterleaved, formatResult, median } from '../load.ts';
import { startBenchStack, type BenchStack } from '../stack.ts';
import { benchSeconds, sized } from '../size.ts';
import { judge } from '../verdict.ts';

const DISPATCHERS = ['hand-written', 'light-my-request'] as const;
const CALLS_PER_ROUND = sized(500, 20);

interface Child {
  process: ChildProcess;
  round(message: DispatchRound): Promise<DispatchTimes>;
}

function startChild(stack: BenchStack, kind: string): Promise<Child> {
  const profile = process.env.BENCH_CPU_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`]
    : [];
  const child = spawn(
    process.execPath,
    [...profile, path.join(REPO_ROOT, 'bench/src/dispatch-child.ts'), kind],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: stack.databaseUrl,
        OAUTH_ISSUER: stack.issuer.issuer,
        OAUTH_AUDIENCE: stack.issuer.audience,
        OAUTH_JWKS_URI: stack.issuer.jwksUri,
        PROFILES: 'mcp',
        LOG_LEVEL: 'info',
        PAYOUT_KEY_ENCRYPTION_KEY: stack.payoutKey,
        // Required settings; the child listens on neither.
        PORT: '9',
        MANAGEMENT_PORT: '9',
      },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${kind} dispatcher exited with ${code}`)));
    child.once('message', () =>
      resolve({
        process: child,
        round: (message) =>
          new Promise((answered) => {
            child.once('message', (times) => answered(times as DispatchTimes));
            child.send(message);
          }),
      }),
    );
  });
}

export async function run(): Promise<void> {
  const seconds = benchSeconds();
  const rounds = sized(Math.max(4, seconds * 2), 1);
  const stack = await startBenchStack();
  const children: Child[] = [];
  try {
    const referential = await stack.startProcess('referential', 'services/referential/src/main.ts');
    const token = stack.issuer.sign({ subject: 'bench', permissions: allPermissions() });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const post = async (url: string, body: unknown) => {
      const response = await fetch(`${referential}${url}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as { id?: string };
      if (response.status !== 201 || !answer.id) throw new Error(`${url}: ${response.status}`);
      return answer.id;
    };
    const areaId = await post('/referential/v1/station-areas', { code: 'BENCH-MCP', name: 'Bench MCP' });
    const bayId = await post('/referential/v1/bays', { stationAreaId: areaId, code: 'QUAI-1', position: 1 });
    const url = `/referential/v1/bays/${bayId}`;

    // A whole tool call over MCP, one at a time, as an agent makes them.
    const toolCall = {
      url: `${referential}/mcp?toolsets=referential.bays`,
      method: 'POST',
      headers: { ...headers, accept: 'application/json, text/event-stream' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'getBay', arguments: { id: bayId } },
      }),
    };
    const probe = await fetch(toolCall.url, toolCall);
    const probed = (await probe.json()) as { result?: { structuredContent?: { id?: string } } };
    if (probed.result?.structuredContent?.id !== bayId)
      throw new Error(`unexpected tool result: ${JSON.stringify(probed)}`);
    const read = { url: `${referential}${url}`, headers };
    await closedLoop(toolCall, 1, sized(1, 0.25));
    await closedLoop(read, 1, sized(1, 0.25));
    const [overMcp, overHttp] = await closedLoopInterleaved([toolCall, read], 1, seconds);
    console.log(formatResult('getBay tool call over MCP, 1 connection', overMcp!));
    console.log(formatResult('the same read over HTTP, 1 connection', overHttp!));

    for (const kind of DISPATCHERS) children.push(await startChild(stack, kind));
    const times: number[][][] = DISPATCHERS.map(() => []);
    const cpu: number[][] = DISPATCHERS.map(() => []);
    let failures = 0;
    for (let round = -1; round < rounds; round += 1) {
      for (const [index, child] of children.entries()) {
        const result = await child.round({ calls: CALLS_PER_ROUND, url, token });
        failures += result.failures;
        if (round >= 0) {
          times[index]?.push(result.micros);
          cpu[index]?.push(result.cpuMicrosPerCall);
        }
      }
    }
    if (failures > 0) throw new Error(`${failures} dispatched reads did not answer 200`);
    const [handWritten, library] = times.map((perRound, index) => ({
      p50: median(perRound.flat()),
      roundMeans: perRound.map((micros) => micros.reduce((sum, m) => sum + m, 0) / micros.length),
      cpu: cpu[index] ?? [],
    }));
    for (const [index, kind] of DISPATCHERS.entries()) {
      const figures = index === 0 ? handWritten : library;
      console.log(
        `${`getBay dispatched in process, ${kind}`.padEnd(48)} p50 ${figures!.p50.toFixed(0).padStart(5)} µs  ` +
          `mean of rounds ${median(figures!.roundMeans).toFixed(0).padStart(5)} µs  ` +
          `CPU ${median(figures!.cpu).toFixed(0).padStart(5)} µs a call (medians of ${rounds} rounds of ${CALLS_PER_ROUND})`,
      );
    }
    // Rounds are paired in the order taken: the hand-written round, then light-my-request's.
    const paired = (a: number[], b: number[]) => {
      const ratios = a.map((value, i) => (b[i] ?? NaN) / value);
      return `${median(ratios).toFixed(3)} (${Math.min(...ratios).toFixed(3)}–${Math.max(...ratios).toFixed(3)})`;
    };
    console.log(
      `light-my-request / hand-written: p50 ${(library!.p50 / handWritten!.p50).toFixed(3)}, ` +
        `round means ${paired(handWritten!.roundMeans, library!.roundMeans)}, ` +
        `CPU a call ${paired(handWritten!.cpu, library!.cpu)} (medians of the paired rounds, range)`,
    );
    // The decision this measures (ADR 0011): a library replaces the hand-written dispatch if it
    // costs at most 5% more.
    const libraryOver = median(
      library!.roundMeans.map((value, i) => value / (handWritten!.roundMeans[i] ?? NaN)),
    );
    judge(
      'the hand-written dispatch kept only while a library costs over 5% more',
      `light-my-request ${libraryOver.toFixed(3)}x the hand-written (median of paired rounds)`,
      libraryOver > 1.05,
    );
  } finally {
    for (const child of children) child.process.disconnect();
    await Promise.all(
      children.map(
        (c) => new Promise((r) => (c.process.exitCode !== null ? r(null) : c.process.once('exit', r))),
      ),
    );
    await stack.stop();
  }
}
