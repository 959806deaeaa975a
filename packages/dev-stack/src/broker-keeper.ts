/**
 * The MQTT broker of `pnpm start` (Debian's `mosquitto`), to which siv delivers the boards of
 * `MQTT_TOPIC` points, kept by a process of its own so that it never outlives the launcher:
 *
 * - it runs in its own process group: a Ctrl-C in the terminal reaches the launcher, which
 *   stops it after siv;
 * - the launcher holds its standard input; when that closes (the launcher is done, or was
 *   killed, even with SIGKILL) the keeper stops the broker and exits.
 *
 * It prints `ready` once the broker accepts connections, or one line `error <sentence>`.
 * Arguments: the broker's program, its configuration file, the host and port it listens on.
 */
import { spawn } from 'node:child_process';
import { connect } from 'node:net';

/** How long the broker has to listen, then to stop once asked. */
const START_WAIT_MS = 10_000;
const STOP_WAIT_MS = 5_000;

const [program, config, host, port] = process.argv.slice(2) as [string, string, string, string];
const broker = spawn(program, ['-c', config], { stdio: ['ignore', 'ignore', 'pipe'] });
let said = '';
broker.stderr.on('data', (chunk: Buffer) => (said += chunk.toString('utf8')));
let stopping = false;

const fail = (sentence: string) => {
  process.stdout.write(`error ${sentence}\n`);
  broker.kill('SIGKILL');
  process.exit(1);
};
broker.once('error', (error) => fail(`${program} could not start: ${error.message}`));
broker.once('exit', (code, signal) => {
  if (stopping) process.exit(0);
  fail(`${program} exited (${signal ?? code}): ${said.trim() || 'it said nothing'}`);
});

const accepts = () =>
  new Promise<boolean>((resolve) => {
    const socket = connect(Number(port), host)
      .once('connect', () => {
        socket.destroy();
        resolve(true);
      })
      .once('error', () => resolve(false));
  });

const deadline = Date.now() + START_WAIT_MS;
while (!(await accepts())) {
  if (Date.now() > deadline) fail(`${program} did not listen on ${host}:${port} within 10 s: ${said.trim()}`);
  await new Promise((resolve) => setTimeout(resolve, 50));
}
process.stdout.write('ready\n');

const stop = () => {
  if (stopping) return;
  stopping = true;
  broker.kill('SIGTERM');
  setTimeout(() => broker.kill('SIGKILL'), STOP_WAIT_MS).unref();
};
process.stdin.on('close', stop).resume();
process.once('SIGTERM', stop);
