/**
 * Shared setup of the display tests: the real referential on its own throwaway database, siv
 * beside it with its own client-credentials identity on the test issuer, and small helpers that
 * create registry and display records over HTTP.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SIV_CLIENT_PERMISSIONS, testEnvironment } from '@transport/dev-stack';
import { uniqueCode, startTestService, type ApiClient, type TestService } from '@transport/platform/testing';
import { startPlatformService } from '@transport/platform/testing/platform';
import { sivService } from '../src/index.ts';

export const POINT_READ = 'siv.display-points:read';
export const POINT_WRITE = 'siv.display-points:write';
export const PROFILE_READ = 'siv.display-profiles:read';
export const PROFILE_WRITE = 'siv.display-profiles:write';
export const DISPLAY_STAFF = [POINT_READ, POINT_WRITE, PROFILE_READ, PROFILE_WRITE];
export const REGISTRY_STAFF = [
  'referential.station-areas:read',
  'referential.station-areas:write',
  'referential.bays:read',
  'referential.bays:write',
];

export const SIV_CLIENT_ID = 'siv';
export const SIV_CLIENT_SECRET = 'siv-test-secret';

export function startRegistry(): Promise<TestService> {
  return startPlatformService('referential');
}

/** Siv's own identity on the test issuer, with the two read permissions it needs. */
export function registerSivClient(permissions = [...SIV_CLIENT_PERMISSIONS]) {
  testEnvironment().issuer.registerClient(SIV_CLIENT_ID, { secret: SIV_CLIENT_SECRET, permissions });
}

/**
 * How long a test's siv uses an area's calls before asking the registry again: shorter than the
 * default (1 s), so that a test waits less for a change to reach the boards.
 */
const BOARD_RECHECK_MS = 200;

/** Resolves once siv asks the registry again at the next board (its recheck has passed). */
export function afterBoardRecheck(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, BOARD_RECHECK_MS + 50));
}

/** Siv on a throwaway database, asking the referential at `referentialUrl`. */
export function startSiv(
  referentialUrl: string,
  overrides: Record<string, string> = {},
): Promise<TestService> {
  registerSivClient();
  return startTestService(sivService, {
    REFERENTIAL_URL: referentialUrl,
    OAUTH_TOKEN_URL: testEnvironment().issuer.tokenUrl,
    SIV_CLIENT_ID,
    SIV_CLIENT_SECRET,
    REFERENTIAL_TIMEOUT_MS: '1000',
    REFERENTIAL_RETRY_DELAY_MS: '20',
    BOARD_CALLS_RECHECK_MS: String(BOARD_RECHECK_MS),
    ...overrides,
  });
}

export { uniqueCode };

async function expectCreated(response: { status: number; text: string; body: { id: string } }, what: string) {
  if (response.status !== 201) throw new Error(`${what} not created: ${response.status} ${response.text}`);
  return response.body.id;
}

export interface RegistryArea {
  id: string;
  code: string;
}

export async function createArea(registry: ApiClient, code = uniqueCode('SA')): Promise<RegistryArea> {
  const id = await expectCreated(
    await registry.post('/referential/v1/station-areas', { code, name: `Area ${code}` }),
    'station area',
  );
  return { id, code };
}

export async function createBay(registry: ApiClient, areaId: string, code: string): Promise<string> {
  return expectCreated(
    await registry.post('/referential/v1/bays', { stationAreaId: areaId, code, position: 1 }),
    'bay',
  );
}

export function profileBody(overrides: Record<string, unknown> = {}) {
  const code = uniqueCode('PR');
  return { code, name: `Profile ${code}`, kind: 'DEPARTURE_BOARD', languages: ['fr', 'en'], ...overrides };
}

export async function createProfile(
  client: ApiClient,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  return expectCreated(await client.post('/siv/v1/display-profiles', profileBody(overrides)), 'profile');
}

export function pointBody(stationAreaCode: string, overrides: Record<string, unknown> = {}) {
  const code = uniqueCode('DP');
  return {
    code,
    name: `Display ${code}`,
    kind: 'DEPARTURE_BOARD',
    location: { stationAreaCode },
    publishingTarget: { type: 'MQTT_TOPIC', address: `displays/${code}` },
    ...overrides,
  };
}

export async function createPoint(
  client: ApiClient,
  stationAreaCode: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  return expectCreated(
    await client.post('/siv/v1/display-points', pointBody(stationAreaCode, overrides)),
    'point',
  );
}

/** Serves `handler` (an express app or a bare listener) on 127.0.0.1, on `port` or any free one. */
export function listen(handler: unknown, port = 0): Promise<http.Server> {
  return new Promise((resolve, reject) => {
    const server = http.createServer(handler as http.RequestListener);
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** Stops a server at once, cutting its open connections. */
export async function stop(server: http.Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

export function urlOf(server: http.Server): string {
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
