/**
 * A service stopped under load: reads and writes go through the gateway at a fixed rate, the
 * referential gets SIGTERM in the middle, and every answer is counted by what it was and by
 * whether its request left before or after the signal. What a drain must give: every request
 * the service had accepted answered (no 502 from a cut connection), and those that arrive
 * once it has stopped listening answered 503 by the gateway.
 */
import http from 'node:http';
import { BENCH_RATE_LIMITS, startBenchStack } from '../stack.ts';
import { benchSeconds, sized } from '../size.ts';

const RATE = sized(200, 50);

export async function run(): Promise<void> {
  const stack = await startBenchStack();
  try {
    const referential = await stack.startProcess('referential', 'services/referential/src/main.ts', {
      SHUTDOWN_GRACE_MS: '10000',
    });
    const gateway = await stack.startProcess('gateway', 'gateway/src/main.ts', {
      RATE_LIMITS: BENCH_RATE_LIMITS,
      REFERENTIAL_URL: referential,
      RULES_URL: 'http://127.0.0.1:9',
      SIV_URL: 'http://127.0.0.1:9',
      PROFILES: '',
    });
    const token = stack.issuer.sign({
      subject: 'bench',
      permissions: ['referential.station-areas:read', 'referential.station-areas:write'],
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    const send = (method: string, path: string, body?: string) =>
      new Promise<string>((resolve) => {
        const request = http.request(`${gateway}${path}`, {
          method,
          agent,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
              : {}),
          },
        });
        request.on('response', (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            // A refusal is told apart by its problem code: the gateway's 503 from the service's.
            const code = status >= 500 ? ` ${(JSON.parse(text) as { code?: string }).code ?? ''}` : '';
            resolve(`${method} ${status}${code}`);
          });
        });
        request.on('error', (error: NodeJS.ErrnoException) => resolve(`${method} ${error.code ?? 'error'}`));
        request.end(body);
      });

    const seconds = sized(Math.max(4, benchSeconds()), 2);
    const total = RATE * seconds;
    const signalAt = Math.floor(total / 2);
    let signalled: Promise<void> | undefined;
    const tally = { before: new Map<string, number>(), after: new Map<string, number>() };
    const pending: Promise<void>[] = [];
    const started = performance.now();
    for (let i = 0; i < total; i += 1) {
      const due = started + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (i === signalAt) signalled = stack.signal('referential', 'SIGTERM');
      const phase = i < signalAt ? tally.before : tally.after;
      const exchange =
        i % 4 === 0
          ? send(
              'POST',
              '/referential/v1/station-areas',
              JSON.stringify({ code: `DR${i}-${Date.now()}`, name: 'Drain' }),
            )
          : send('GET', '/referential/v1/station-areas?size=5');
      pending.push(exchange.then((status) => void phase.set(status, (phase.get(status) ?? 0) + 1)));
    }
    await Promise.all(pending);
    await signalled;
    agent.destroy();
    const show = (counts: Map<string, number>) =>
      [...counts.entries()]
        .sort()
        .map(([status, n]) => `${status}: ${n}`)
        .join(', ');
    console.log(
      `${RATE} requests/s for ${seconds} s through the gateway (1 write in 4), SIGTERM to the referential halfway`,
    );
    console.log(`  sent before the signal: ${show(tally.before)}`);
    console.log(`  sent after the signal:  ${show(tally.after)}`);
    const cut = [...tally.before, ...tally.after]
      .filter(([s]) => s.includes(' 502'))
      .reduce((n, [, c]) => n + c, 0);
    console.log(`  answered 502 (a cut connection): ${cut}`);
    // Nothing answered before the signal: the load never reached the service, nothing was measured.
    if (![...tally.before.keys()].some((s) => / 2\d\d$/.test(s)))
      throw new Error(`no request sent before the signal was answered 2xx: ${show(tally.before)}`);
  } finally {
    await stack.stop();
  }
}
