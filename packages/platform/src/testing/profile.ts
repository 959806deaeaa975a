/**
 * CPU seconds of processes (from Linux's /proc) for the test profile (`pnpm test:profile`):
 * those of a process tree, and those of the Postgres backends serving each database.
 */
import { readFileSync, readdirSync } from 'node:fs';
import pg from 'pg';

/** Clock ticks a second of /proc's CPU times (`getconf CLK_TCK`, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds of a process, with (by default) those of its children it has reaped, or undefined
 * when it is gone.
 */
function ownCpu(pid: number, reaped = true): number | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // Fields after the command (which may hold spaces), from the 3rd: utime is the 14th field.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
  const own = (utime ?? 0) + (stime ?? 0);
  return (reaped ? own + (cutime ?? 0) + (cstime ?? 0) : own) / TICKS_PER_SECOND;
}

function children(pid: number): number[] {
  const found: number[] = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const list = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (list) found.push(...list.split(' ').map(Number));
    }
  } catch {
    // gone, or no /proc
  }
  return found;
}

/** CPU seconds of a process, of its live descendants, and of those reaped. */
export function treeCpu(pid: number): number {
  const own = ownCpu(pid);
  if (own === undefined) return 0;
  return own + children(pid).reduce((sum, child) => sum + treeCpu(child), 0);
}

/**
 * The CPU seconds of each client backend of the server, by database, read every 200 ms; and the
 * whole server's (its postmaster with every process it started) from start to stop.
 */
export function watchPostgres(url: string) {
  const backends = new Map<string, { database: string; cpu: number }>();
  const client = new pg.Client({ connectionString: url });
  // The server may stop first (a Ctrl-C reaches it too): the figures read so far stand.
  client.on('error', () => undefined);
  let timer: NodeJS.Timeout | undefined;
  let postmaster: number | undefined;
  let serverAtStart = 0;
  let busy = false;
  const poll = async () => {
    if (busy) return;
    busy = true;
    try {
      const { rows } = await client.query<{ pid: number; datname: string; started: string }>(
        `SELECT pid, datname, backend_start::text AS started FROM pg_stat_activity
          WHERE backend_type = 'client backend' AND pid <> pg_backend_pid() AND datname IS NOT NULL`,
      );
      for (const { pid, datname, started } of rows) {
        const cpu = ownCpu(pid, false);
        if (cpu !== undefined) backends.set(`${pid} ${started}`, { database: datname, cpu });
      }
    } finally {
      busy = false;
    }
  };
  return {
    async start() {
      await client.connect();
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      try {
        const stat = readFileSync(`/proc/${rows[0]?.pid}/stat`, 'utf8');
        postmaster = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        serverAtStart = treeCpu(postmaster);
      } catch {
        postmaster = undefined; // not on this machine
      }
      timer = setInterval(() => void poll().catch(() => undefined), 200);
    },
    async stop(): Promise<{ byDatabase: Map<string, number>; server: number | undefined }> {
      clearInterval(timer);
      await poll().catch(() => undefined);
      const alive = postmaster !== undefined && ownCpu(postmaster) !== undefined;
      const server = alive ? treeCpu(postmaster as number) - serverAtStart : undefined;
      await client.end().catch(() => undefined);
      const byDatabase = new Map<string, number>();
      for (const { database, cpu } of backends.values())
        byDatabase.set(database, (byDatabase.get(database) ?? 0) + cpu);
      return { byDatabase, server };
    },
  };
}
