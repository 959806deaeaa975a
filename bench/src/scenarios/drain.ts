/**
 * Each process stopped under load: reads and writes go through a gateway at a fixed rate (open
 * loop: a request leaves when it is due, whatever the earlier ones do), and SIGTERM goes to one
 * process halfway through each phase: the gateway first (its load spread over the three
 * services), then, through a second gateway, siv, rules and the referential, each under a load
 * of its own operations. Every write creates a record with a code of its own, so that the
 * records the database holds afterwards can be compared with the 2xx answers the clients got.
 *
 * What a drain must give (target 0 for both): no connection reset (a client's `ECONNRESET`,
 * or a gateway's 502 for a service that cut its connection), and no write committed without
 * its client being told (a record in the database whose request got no 2xx). Requests sent
 * once a process stopped listening are refused (a new connection refused, or the gateway's
 * 503), which is what a drain does. `BENCH_DRAIN_ONLY=<process>` runs that process's phase only.
 * Each reset is printed with its instant and the instant the stopped process closed its listener
 * (its log's `stopped listening`), both from the signal: a new connection reset within a few ms of
 * that close was queued by the kernel and not yet taken when the listener closed.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { BENCH_RATE_LIMITS, startBenchStack, type BenchStack } from '../stack.ts';
import { benchSeconds, sized, TINY, TINY_NOTE } from '../size.ts';
import { judge } from '../verdict.ts';

const RATE = sized(200, 50);

interface Target {
  /** The process that gets SIGTERM. */
  process: string;
  /** The services whose operations make the load. */
  services: readonly Service[];
}

type Service = 'referential' | 'rules' | 'siv';

/** A read and a write (creating a record with `code`) of each service, and where the write lands. */
const LOAD: Record<Service, { read: string; write: (code: string) => [string, unknown]; table: string }> = {
  referential: {
    read: '/referential/v1/station-areas?size=5',
    write: (code) => ['/referential/v1/station-areas', { code, name: 'Drain' }],
    table: 'referential.station_areas',
  },
  rules: {
    read: '/rules/v1/rules?size=5',
    write: (code) => ['/rules/v1/rules', { domain: 'BAY_DWELL_TIME', code, name: 'Drain' }],
    table: 'rules.rules',
  },
  siv: {
    read: '/siv/v1/display-profiles?size=5',
    write: (code) => [
      '/siv/v1/display-profiles',
      { code, name: 'Drain', kind: 'DEPARTURE_BOARD', languages: ['fr'] },
    ],
    table: 'siv.display_profiles',
  },
};

const PERMISSIONS = [
  'referential.station-areas:read',
  'referential.station-areas:write',
  'rules.rules:read',
  'rules.rules:write',
  'siv.display-profiles:read',
  'siv.display-profiles:write',
];

interface PhaseResult {
  target: string;
  counts: Map<string, number>;
  resets: number;
  /** Each reset as `<method> <what> on a <kept|new> connection, sent <s> after the signal, <s> in flight`. */
  traced: Map<string, number>;
  unanswered: string[];
  writesAnswered: number;
  committed: number;
  /** The signal's instant (ms since the epoch), to place the process's log lines. */
  signalWall: number;
}

/** When `name` closed its listener, from its log, in ms after `signalWall`. */
function stoppedListening(name: string, signalWall: number): string {
  const log = readFileSync(path.join(process.env.BENCH_LOG_DIR ?? '', `${name}.log`), 'utf8');
  const line = log.split('\n').find((l) => l.includes('"msg":"stopped listening"'));
  const time = line ? (JSON.parse(line) as { time?: string }).time : undefined;
  return time ? `${Date.parse(time) - signalWall} ms after the signal` : 'at no instant logged';
}

export async function run(): Promise<void> {
  // The processes' logs are read for the instant each stopped listening.
  process.env.BENCH_LOG_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'bench-drain-logs-'));
  const stack = await startBenchStack();
  try {
    const grace = { SHUTDOWN_GRACE_MS: '10000' };
    const referential = await stack.startProcess('referential', 'services/referential/src/main.ts', grace);
    const secret = randomBytes(12).toString('hex');
    stack.issuer.registerClient('siv', { secret, permissions: ['referential.station-areas:read'] });
    const services = {
      referential,
      rules: await stack.startProcess('rules', 'services/rules/src/main.ts', grace),
      siv: await stack.startProcess('siv', 'services/siv/src/main.ts', {
        ...grace,
        REFERENTIAL_URL: referential,
        OAUTH_TOKEN_URL: stack.issuer.tokenUrl,
        SIV_CLIENT_ID: 'siv',
        SIV_CLIENT_SECRET: secret,
      }),
    };
    const startGateway = (name: string) =>
      stack.startProcess(name, 'gateway/src/main.ts', {
        ...grace,
        RATE_LIMITS: BENCH_RATE_LIMITS,
        REFERENTIAL_URL: services.referential,
        RULES_URL: services.rules,
        SIV_URL: services.siv,
        PROFILES: '',
      });
    const token = stack.issuer.sign({ subject: 'bench', permissions: PERMISSIONS });
    const seconds = sized(Math.max(4, benchSeconds()), 2);
    console.log(
      `${RATE} requests/s for ${seconds} s per phase through a gateway (1 write in 4), SIGTERM to one process halfway`,
    );
    const targets: Target[] = [
      { process: 'gateway', services: ['referential', 'rules', 'siv'] },
      { process: 'siv', services: ['siv'] },
      { process: 'rules', services: ['rules'] },
      { process: 'referential', services: ['referential'] },
    ].filter((t) => !process.env.BENCH_DRAIN_ONLY || t.process === process.env.BENCH_DRAIN_ONLY) as Target[];
    const results: PhaseResult[] = [];
    let gateway = await startGateway('gateway');
    for (const [index, target] of targets.entries()) {
      // The gateway stopped in the first phase is replaced for the next ones.
      if (index === 1) gateway = await startGateway('gateway-2');
      const result = await phase(stack, gateway, token, target, `DR${index}X${Date.now()}`, seconds);
      results.push(result);
      const show = [...result.counts.entries()]
        .sort()
        .map(([status, n]) => `${status}: ${n}`)
        .join(', ');
      console.log(`  SIGTERM to ${target.process}: ${show}`);
      console.log(
        `    connection resets: ${result.resets}; writes committed without an answer: ${result.unanswered.length} (${result.committed} committed, ${result.writesAnswered} answered 2xx)`,
      );
      const closed = stoppedListening(target.process, result.signalWall);
      console.log(`    ${target.process} closed its listener ${closed}`);
      for (const [what, n] of [...result.traced.entries()].sort())
        console.log(`      reset: ${what}: ${n}; its listener closed ${closed}`);
    }
    const resets = results.reduce((n, r) => n + r.resets, 0);
    const unanswered = results.reduce((n, r) => n + r.unanswered.length, 0);
    console.log(
      `  all processes: ${resets} connection resets, ${unanswered} writes committed without an answer (target: 0 and 0)${TINY ? ` ${TINY_NOTE}` : ''}`,
    );
    judge(
      'SIGTERM under load: no reset, no unanswered write',
      `${resets} connection resets, ${unanswered} writes committed without an answer`,
      resets === 0 && unanswered === 0,
    );
    for (const r of results) {
      if (r.unanswered.length > 0)
        console.log(`    ${r.target}: committed, not answered: ${r.unanswered.join(' ')}`);
    }
    if (resets > 0 || unanswered > 0) {
      throw new Error(`drain: ${resets} connection resets, ${unanswered} writes committed without an answer`);
    }
    // Nothing answered 2xx at all: the load never reached the services, nothing was measured.
    if (results.some((r) => r.writesAnswered === 0))
      throw new Error('a phase had no write answered 2xx: nothing was measured');
  } finally {
    await stack.stop();
  }
}

async function phase(
  stack: BenchStack,
  gateway: string,
  token: string,
  target: Target,
  prefix: string,
  seconds: number,
): Promise<PhaseResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const answered2xx = new Set<string>();
  const counts = new Map<string, number>();
  let resets = 0;
  // Where each reset came from: sent when (seconds from the signal, rounded down), on a
  // connection kept from an earlier exchange or a new one, and how long it was in flight.
  const traced = new Map<string, number>();
  let signalTime: number | undefined;
  let signalWall = 0;
  const whole = (ms: number) => `${Math.floor(ms / 1000)}`;
  const send = (method: string, path: string, body?: unknown) =>
    new Promise<string>((resolve) => {
      const sentAt = performance.now();
      const reset = (what: string) => {
        resets += 1;
        const since =
          signalTime === undefined ? 'before the signal' : `${whole(sentAt - signalTime)} s after the signal`;
        const at =
          signalTime === undefined
            ? ''
            : `, reset ${Math.round(performance.now() - signalTime)} ms after the signal`;
        const key = `${method} ${what} on a ${request.reusedSocket ? 'kept' : 'new'} connection, sent ${since}, in flight ${whole(performance.now() - sentAt)} s${at}`;
        traced.set(key, (traced.get(key) ?? 0) + 1);
      };
      const text = body === undefined ? undefined : JSON.stringify(body);
      const request = http.request(`${gateway}${path}`, {
        method,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          ...(text ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) } : {}),
        },
      });
      request.on('response', (response) => {
        let answer = '';
        response.on('data', (chunk) => (answer += chunk));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          // The gateway's 502 is a service's connection cut under it: a reset one hop further.
          if (status === 502) reset('502');
          const code = status >= 500 ? ` ${(JSON.parse(answer) as { code?: string }).code ?? ''}` : '';
          resolve(`${method} ${status}${code}`);
        });
        response.on('error', () => {
          reset('cut mid-answer');
          resolve(`${method} cut mid-answer`);
        });
      });
      request.on('error', (error: NodeJS.ErrnoException) => {
        // A refused connection is a stopped process saying no; anything else cut an exchange.
        if (error.code !== 'ECONNREFUSED') reset(error.code ?? 'error');
        resolve(`${method} ${error.code ?? 'error'}`);
      });
      request.end(text);
    });

  const total = Math.round(RATE * seconds);
  const signalAt = Math.floor(total / 2);
  let signalled: Promise<void> | undefined;
  const pending: Promise<void>[] = [];
  const started = performance.now();
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (i === signalAt) {
      signalTime = performance.now();
      signalWall = Date.now();
      signalled = stack.signal(target.process, 'SIGTERM');
    }
    const service = target.services[i % target.services.length] as Service;
    let exchange: Promise<string>;
    if (i % 4 === 0) {
      const code = `${prefix}-${i}`;
      const [path, body] = LOAD[service].write(code);
      exchange = send('POST', path, body).then((status) => {
        if (/ 2\d\d$/.test(status)) answered2xx.add(code);
        return status;
      });
    } else exchange = send('GET', LOAD[service].read);
    pending.push(exchange.then((status) => void counts.set(status, (counts.get(status) ?? 0) + 1)));
  }
  await Promise.all(pending);
  await signalled;
  agent.destroy();
  const committed: string[] = [];
  for (const service of target.services) {
    const { rows } = await stack.sql.query<{ code: string }>(
      `SELECT code FROM ${LOAD[service].table} WHERE code LIKE $1`,
      [`${prefix}-%`],
    );
    committed.push(...rows.map((row) => row.code));
  }
  return {
    target: target.process,
    counts,
    resets,
    traced,
    unanswered: committed.filter((code) => !answered2xx.has(code)),
    writesAnswered: answered2xx.size,
    committed: committed.length,
    signalWall,
  };
}
