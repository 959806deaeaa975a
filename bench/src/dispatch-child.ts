/**
 * A child process of the `mcp-dispatch` scenario. It builds the referential here, with its
 * real pipeline and database, serves no network traffic, and on each message of the parent
 * sends the read of one bay into the app that many times, one after the other, through one
 * in-process dispatcher: `hand-written` (the platform's, which MCP tool calls use) or
 * `light-my-request`. Each dispatcher has a process of its own: light-my-request rewires the
 * prototypes express gives every request and response of the process (ADR 0011), after which
 * the other dispatcher's answers, like any request from the network, fail.
 */
import inject from 'light-my-request';
import { buildService } from '@transport/platform';
import { referentialService } from '@transport/referential';
import { dispatchInProcess } from '../../packages/platform/src/mcp/in-process-dispatch.ts';

export interface DispatchRound {
  calls: number;
  url: string;
  token: string;
}

export interface DispatchTimes {
  /** Microseconds of each call, in the order made. */
  micros: number[];
  /** Microseconds of this process's CPU (user and system) per call, over the round. */
  cpuMicrosPerCall: number;
  /** Calls that did not answer 200. */
  failures: number;
}

const kind = process.argv[2];
if (kind !== 'hand-written' && kind !== 'light-my-request') throw new Error(`unknown dispatcher ${kind}`);

const service = await buildService(referentialService);
const { app } = service;

async function once(url: string, token: string): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  if (kind === 'hand-written') return (await dispatchInProcess(app, { method: 'GET', url, headers })).status;
  const response = await inject(app, { method: 'GET', url, headers: { host: 'in-process', ...headers } });
  return response.statusCode;
}

process.on('message', (message: DispatchRound) => {
  void (async () => {
    const times: DispatchTimes = { micros: [], cpuMicrosPerCall: 0, failures: 0 };
    const cpu = process.cpuUsage();
    for (let i = 0; i < message.calls; i += 1) {
      const started = process.hrtime.bigint();
      const status = await once(message.url, message.token);
      times.micros.push(Number(process.hrtime.bigint() - started) / 1e3);
      if (status !== 200) times.failures += 1;
    }
    const used = process.cpuUsage(cpu);
    times.cpuMicrosPerCall = (used.user + used.system) / message.calls;
    process.send?.(times);
  })();
});
process.on('disconnect', () => {
  void service.close().finally(() => process.exit(0));
});
process.send?.('ready');
