/**
 * Whether a TCP port is free, and when it is not, which process holds it (read from
 * /proc/net/tcp{,6} and the processes' open sockets, where /proc is readable): `pnpm start`
 * says so before starting anything rather than failing half-way.
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';

/** True when nothing else listens on `port` at `host` (found by listening on it a moment). */
export function portFree(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** The inodes of the sockets listening on `port` (state 0A in /proc/net/tcp and tcp6). */
function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const local = fields[1]?.split(':')[1];
      if (fields[3] === '0A' && local && parseInt(local, 16) === port && fields[9]) inodes.add(fields[9]);
    }
  }
  return inodes;
}

/** `pid N (command line)` of the process listening on `port`, when /proc tells. */
export function portHolder(port: number): string | undefined {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return undefined;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      let target: string;
      try {
        target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode && inodes.has(inode)) {
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
        return `pid ${pid} (${command.length > 100 ? `${command.slice(0, 100)}...` : command})`;
      }
    }
  }
  return undefined;
}

/** One sentence per port of `ports` that is taken, naming its setting and its holder. */
export async function takenPorts(host: string, ports: Record<string, number>): Promise<string[]> {
  const taken: string[] = [];
  for (const [setting, port] of Object.entries(ports)) {
    if (await portFree(host, port)) continue;
    const holder = portHolder(port);
    taken.push(`port ${port} (${setting}) is taken${holder ? ` by ${holder}` : ''}`);
  }
  return taken;
}
