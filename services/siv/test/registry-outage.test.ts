import type http from 'node:http';
import { expect } from 'chai';
import { freePort } from '@transport/dev-stack';
import { expectProblem, type ApiClient, type TestService } from '@transport/platform/testing';
import {
  createArea,
  createBay,
  DISPLAY_STAFF,
  listen,
  pointBody,
  REGISTRY_STAFF,
  startRegistry,
  startSiv,
  stop,
  urlOf,
  type RegistryArea,
} from './fixtures.ts';

describe('siv when the referential stops and comes back', () => {
  let registry: TestService;
  let registryPort: number;
  let registryServer: http.Server;
  let siv: TestService;
  let management: http.Server;
  let staff: ApiClient;
  let area: RegistryArea;

  before(async () => {
    registry = await startRegistry();
    // The registry is served a second time on a port of our own, which the test closes and
    // opens again: the same registry (same database), stopped and back.
    registryPort = await freePort();
    registryServer = await listen(registry.built.app, registryPort);
    // The service's own timeout, not the fixtures' shorter one: nothing here waits on a silent
    // registry, and a health probe slower than 1 s on a loaded machine is not an outage.
    siv = await startSiv(`http://127.0.0.1:${registryPort}`, { REFERENTIAL_TIMEOUT_MS: '2000' });
    management = await listen(siv.built.management);
    staff = siv.as(DISPLAY_STAFF);
    const registryStaff = registry.as(REGISTRY_STAFF);
    area = await createArea(registryStaff);
    await createBay(registryStaff, area.id, 'K1');
  });
  after(async () => {
    if (registryServer.listening) await stop(registryServer);
    if (management) await stop(management);
    await siv?.close();
    await registry?.close();
  });

  async function health() {
    const response = await fetch(`${urlOf(management)}/actuator/health`);
    return { status: response.status, body: (await response.json()) as any };
  }

  async function countWithCode(code: string): Promise<number> {
    return (await staff.get(`/siv/v1/display-points?code=${code}`)).body.total;
  }

  it('answers 503 and stores nothing while the referential is stopped; the same create succeeds once it is back', async () => {
    const placed = await staff.post('/siv/v1/display-points', pointBody(area.code));
    expect(placed.status).to.equal(201);
    const up = await health();
    expect(up.body.components.referential.status, JSON.stringify(up.body)).to.equal('UP');

    await stop(registryServer);

    const body = pointBody(area.code, { location: { stationAreaCode: area.code, bayCode: 'K1' } });
    const refused = await staff.post('/siv/v1/display-points', body);
    const problem = expectProblem(refused, 503, 'referential-unavailable');
    expect(problem.detail).to.match(/ECONNREFUSED/);
    expect(refused.headers.get('retry-after')).to.equal('5');
    expect(await countWithCode(body.code)).to.equal(0);

    const move = await staff.patch(`/siv/v1/display-points/${placed.body.id}`, {
      location: { stationAreaCode: area.code, bayCode: 'K1' },
    });
    expectProblem(move, 503, 'referential-unavailable');
    const unmoved = await staff.get(`/siv/v1/display-points/${placed.body.id}`);
    expect(unmoved.body.location).to.deep.equal({ stationAreaCode: area.code, bayCode: null });

    const down = await health();
    expect(down.status).to.equal(503);
    expect(down.body.components.referential.status).to.equal('DOWN');
    expect(down.body.components.db.status).to.equal('UP');

    registryServer = await listen(registry.built.app, registryPort);

    const again = await staff.post('/siv/v1/display-points', body);
    expect(again.status, again.text).to.equal(201);
    const stored = await staff.get(`/siv/v1/display-points/${again.body.id}`);
    expect(stored.body.location).to.deep.equal({ stationAreaCode: area.code, bayCode: 'K1' });
    const back = await health();
    expect(back.status, JSON.stringify(back.body)).to.equal(200);

    const scrape = await (await fetch(`${urlOf(management)}/actuator/prometheus`)).text();
    expect(scrape).to.match(
      /upstream_requests_seconds_count\{[^}]*upstream="referential"[^}]*outcome="connection_error"[^}]*\} [1-9]/,
    );
    expect(scrape).to.match(
      /upstream_requests_seconds_count\{[^}]*upstream="referential"[^}]*outcome="success"[^}]*\} [1-9]/,
    );
    expect(scrape).to.match(/upstream_circuit_state\{[^}]*upstream="referential"[^}]*\} 0/);
  });

  it('answers 503 within the timeout when the referential accepts the connection but never answers', async () => {
    const silent = await listen(() => undefined);
    const slowSiv = await startSiv(urlOf(silent), {
      REFERENTIAL_TIMEOUT_MS: '150',
      REFERENTIAL_RETRIES: '1',
    });
    try {
      const client = slowSiv.as(DISPLAY_STAFF);
      const body = pointBody(area.code);
      // Without its timeout the request would hang until the test's own fails it.
      const problem = expectProblem(
        await client.post('/siv/v1/display-points', body),
        503,
        'referential-unavailable',
      );
      expect(problem.detail).to.match(/did not answer within 150 ms/);
      expect((await client.get(`/siv/v1/display-points?code=${body.code}`)).body.total).to.equal(0);
    } finally {
      await stop(silent);
      await slowSiv.close();
    }
  });

  it('opens the circuit after repeated failures and answers at once, then closes when the referential is back', async () => {
    const port = await freePort();
    const fragileSiv = await startSiv(`http://127.0.0.1:${port}`, {
      REFERENTIAL_RETRIES: '0',
      REFERENTIAL_CIRCUIT_THRESHOLD: '2',
      // Long enough that the circuit is still open for the requests after the failures on a
      // loaded machine (300 ms once let it half-open before the third).
      REFERENTIAL_CIRCUIT_COOLDOWN_MS: '3000',
    });
    let server: http.Server | undefined;
    try {
      const client = fragileSiv.as(DISPLAY_STAFF);
      const body = pointBody(area.code);
      for (let i = 0; i < 2; i += 1)
        expect(problemDetail(await client.post('/siv/v1/display-points', body))).to.match(/ECONNREFUSED/);
      expect(problemDetail(await client.post('/siv/v1/display-points', body))).to.match(/circuit .* is open/);

      server = await listen(registry.built.app, port);
      expect(problemDetail(await client.post('/siv/v1/display-points', body))).to.match(/circuit .* is open/);
      await new Promise((resolve) => setTimeout(resolve, 3_100));
      const created = await client.post('/siv/v1/display-points', body);
      expect(created.status, created.text).to.equal(201);
    } finally {
      if (server) await stop(server);
      await fragileSiv.close();
    }
  });
});

function problemDetail(response: { status: number; body: { code?: string; detail?: string } }): string {
  expect(response.status).to.equal(503);
  expect(response.body.code).to.equal('referential-unavailable');
  return response.body.detail ?? '';
}
