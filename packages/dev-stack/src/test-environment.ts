/**
 * What the test run shares: one embedded Postgres (or the server named by DATABASE_URL) on which
 * every suite creates throwaway databases, and one in-memory dev issuer serving its JWKS.
 */
import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
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

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      server.close(() => resolve(address.port));
    });
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
