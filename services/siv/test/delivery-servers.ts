/**
 * Real servers for the board deliveries' tests, started like the tests' Postgres: Debian's
 * `mosquitto` (an MQTT broker) and OpenSSH's `sshd` (an SFTP server), each on a free local
 * port, in a temporary folder removed when it stops. `.ci/run` installs both packages.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

export interface LocalServer {
  port: number;
  folder: string;
  /** The server's process. */
  pid: number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
  });
}

/** Resolves once `port` accepts a connection; fails with the process's output after `ms`. */
async function listening(
  port: number,
  child: ChildProcess,
  output: () => string,
  ms = 15_000,
): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1')
        .once('connect', () => {
          socket.end();
          resolve(true);
        })
        .once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`the server did not listen on ${port}: ${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function started(command: string, args: string[], port: number, folder: string): Promise<LocalServer> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  };
  return listening(port, child, () => output).then(
    () => ({ port, folder, pid: child.pid as number, stop }),
    async (error: unknown) => {
      await stop();
      throw error;
    },
  );
}

/** A mosquitto broker on a local port, anonymous, without persistence. */
export async function startMosquitto(): Promise<LocalServer> {
  const folder = mkdtempSync(path.join(tmpdir(), 'mosquitto-'));
  const port = await freePort();
  const config = path.join(folder, 'mosquitto.conf');
  writeFileSync(config, `listener ${port} 127.0.0.1\nallow_anonymous true\npersistence false\n`);
  return started('mosquitto', ['-c', config], port, folder);
}

/**
 * An sshd serving SFTP only, on a local port, to this process's user signing in with the key
 * it makes (`clientKey`, a file), under a host key of its own.
 */
export async function startSftpServer(): Promise<
  LocalServer & {
    clientKey: string;
    username: string;
    dropSessions(): void;
    stallSessions(): void;
    killSessions(): void;
  }
> {
  const folder = mkdtempSync(path.join(tmpdir(), 'sshd-'));
  const port = await freePort();
  const key = (name: string) => {
    const file = path.join(folder, name);
    execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', file]);
    return file;
  };
  const hostKey = key('host_key');
  const clientKey = key('client_key');
  writeFileSync(path.join(folder, 'authorized_keys'), readFileSync(`${clientKey}.pub`));
  // sshd's privilege separation directory (Debian's package makes it at boot).
  mkdirSync('/run/sshd', { recursive: true });
  const config = path.join(folder, 'sshd_config');
  writeFileSync(
    config,
    [
      `Port ${port}`,
      'ListenAddress 127.0.0.1',
      `HostKey ${hostKey}`,
      `PidFile ${path.join(folder, 'sshd.pid')}`,
      `AuthorizedKeysFile ${path.join(folder, 'authorized_keys')}`,
      'PubkeyAuthentication yes',
      'PasswordAuthentication no',
      'KbdInteractiveAuthentication no',
      'PermitRootLogin prohibit-password',
      'StrictModes no',
      'UsePAM no',
      'Subsystem sftp internal-sftp',
      '',
    ].join('\n'),
  );
  const server = await started('/usr/sbin/sshd', ['-D', '-e', '-f', config], port, folder);
  /** Signals every open session: sshd serves each in a child process. */
  /** The processes under `parent`, every generation (a session's monitor and its privilege-separated child). */
  const descendants = (parent: number): number[] => {
    let children: number[];
    try {
      children = execFileSync('pgrep', ['-P', String(parent)], { encoding: 'utf8' })
        .split('\n')
        .filter(Boolean)
        .map(Number);
    } catch {
      return []; // pgrep exits 1 when there is none.
    }
    return children.flatMap((child) => [child, ...descendants(child)]);
  };
  const signalSessions = (signal: NodeJS.Signals) => {
    for (const pid of descendants(server.pid)) {
      try {
        process.kill(pid, signal);
      } catch {
        // Gone meanwhile.
      }
    }
  };
  return {
    ...server,
    clientKey,
    username: userInfo().username,
    /** Ends every open session, as a server restarted or a connection cut would. */
    dropSessions: () => signalSessions('SIGTERM'),
    /** Stops every open session without closing it, as a server that hangs would: its connections stay open, silent. */
    stallSessions: () => signalSessions('SIGSTOP'),
    /** Kills every open session, stalled ones too (a stopped process takes SIGKILL). */
    killSessions: () => signalSessions('SIGKILL'),
  };
}
