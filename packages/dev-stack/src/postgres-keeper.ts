/**
 * The embedded PostgreSQL of `pnpm start`, kept by a process of its own so that it never
 * outlives the launcher nor stops before the processes using it:
 *
 * - it runs in its own process group: a Ctrl-C in the terminal reaches the launcher, not
 *   Postgres, and the launcher stops the processes in order;
 * - the launcher holds its standard input; lines `await <pid>` name the processes that use the
 *   database. When the input closes (the launcher is done, or was killed, even with SIGKILL),
 *   the keeper waits until those processes are gone (they drain first: each watches the
 *   launcher too), then stops Postgres and exits.
 *
 * It prints `ready` once Postgres accepts connections, or one line `error <sentence>`.
 * Arguments: the data directory and the port.
 */
import { flushCompileCache } from 'node:module';
import { createInterface } from 'node:readline';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { processRuns } from './process-runs.ts';

/** The longest a process using the database is waited for before Postgres stops regardless. */
const USERS_WAIT_MS = 30_000;

const [dataDir, port] = process.argv.slice(2);
const users = new Set<number>();

/**
 * Until every process using the database has exited. A process whose launcher was killed exits
 * unreaped (its new parent reaps it when it does): it is gone all the same (`processRuns`), so
 * Postgres does not wait on the reaping.
 */
async function usersGone(): Promise<void> {
  const deadline = Date.now() + USERS_WAIT_MS;
  while (Date.now() < deadline && [...users].some(processRuns)) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

try {
  const server = await startEmbeddedPostgres({ dataDir: dataDir!, port: Number(port), persistent: true });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await usersGone();
    await server.stop().catch(() => undefined);
    process.exit(0);
  };
  const input = createInterface({ input: process.stdin });
  input.on('line', (line) => {
    const pid = Number(/^await (\d+)$/.exec(line)?.[1]);
    if (pid > 0) users.add(pid);
  });
  input.on('close', () => void stop());
  // What it compiled is cached now, not on its way out (ADR 0173).
  flushCompileCache();
  process.stdout.write('ready\n');
} catch (error) {
  process.stdout.write(`error ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
