/**
 * What the test run shares: one embedded Postgres (or the server named by DATABASE_URL) on which
 * every suite creates throwaway databases, and one in-memory dev issuer serving its JWKS.
 */
import { mkdtempSync, readFileSync, rmSync, chmodSync } from 'node:fs';
import type http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  bootstrapDatabase,
  startEmbeddedPostgres,
  type EmbeddedDatabaseServer,
} from './embedded-postgres.ts';
import { DevIssuer } from './dev-issuer.ts';

export interface TestEnvironment {
  issuer: DevIssuer;
  /** URL of the maintenance database of the server the tests use. */
  serverUrl: string;
  /** Creates an empty database with the required extensions; returns its URL. */
  createDatabase(): Promise<string>;
}

let current: TestEnvironment | undefined;
let teardown: (() => Promise<void>) | undefined;

export function testEnvironment(): TestEnvironment {
  if (!current)
    throw new Error('The test environment is not started: run the tests through mocha (see .mocharc.json).');
  return current;
}

/** Ports `freePort` has handed out in this process. */
const handedOut = new Set<number>();

/**
 * A port free now and outside the kernel's ephemeral range. A port the kernel hands out (a
 * bind to port 0) can be given again, before the caller listens on it, as the local port of an
 * outgoing connection of any process (a database pool connecting, a fetch), and the listen
 * then fails with EADDRINUSE; ports below the ephemeral range are never handed out that way.
 * A port is not returned twice by one process.
 */
export async function freePort(): Promise<number> {
  const high = ephemeralRangeStart() - 1;
  const low = Math.max(1024, high - 16_000);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = low + Math.floor(Math.random() * (high - low + 1));
    if (handedOut.has(port)) continue;
    if (await canListen(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`No free port found between ${low} and ${high}.`);
}

/** The first port of the kernel's ephemeral range (Linux), or IANA's 49152 elsewhere. */
function ephemeralRangeStart(): number {
  try {
    const first = Number(
      readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0],
    );
    if (Number.isInteger(first) && first > 2048) return first;
  } catch {
    // not Linux
  }
  return 49152;
}

/** Whether a server could listen on every address at this port now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

export async function startTestEnvironment(): Promise<TestEnvironment> {
  let embedded: EmbeddedDatabaseServer | undefined;
  let dataRoot: string | undefined;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    dataRoot = mkdtempSync(path.join(os.tmpdir(), 'transport-test-'));
    chmodSync(dataRoot, 0o755);
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(dataRoot, 'pg'),
      port: await freePort(),
      persistent: false,
    });
    serverUrl = embedded.url();
  }
  const issuer = DevIssuer.ephemeral();
  const issuerServer: http.Server = await issuer.listen(0);
  const base = serverUrl;
  current = {
    issuer,
    serverUrl: base,
    createDatabase: () => bootstrapDatabase(base, `test_${randomBytes(6).toString('hex')}`),
  };
  teardown = async () => {
    issuerServer.close();
    await embedded?.stop();
    if (dataRoot) rmSync(dataRoot, { recursive: true, force: true });
  };
  return current;
}

export async function stopTestEnvironment(): Promise<void> {
  await teardown?.();
  current = undefined;
}
