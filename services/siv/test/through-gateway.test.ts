import type http from 'node:http';
import { expect } from 'chai';
import { freePort } from '@transport/dev-stack';
import { ApiClient, expectProblem, mintToken, type TestService } from '@transport/platform/testing';
import { startTestGateway, type RunningGateway } from '@transport/platform/testing/platform';
import {
  createArea,
  createBay,
  createProfile,
  DISPLAY_STAFF,
  listen,
  pointBody,
  REGISTRY_STAFF,
  startRegistry,
  startSiv,
  stop,
  type RegistryArea,
} from './fixtures.ts';

describe('siv through the gateway, beside the real referential', () => {
  let registry: TestService;
  let registryPort: number;
  let registryServer: http.Server;
  let siv: TestService;
  let gateway: RunningGateway;
  let staff: ApiClient;
  let area: RegistryArea;
  let otherArea: RegistryArea;

  before(async () => {
    registry = await startRegistry();
    registryPort = await freePort();
    registryServer = await listen(registry.built.app, registryPort);
    siv = await startSiv(`http://127.0.0.1:${registryPort}`);
    gateway = await startTestGateway(
      {
        referential: `http://127.0.0.1:${registryPort}`,
        rules: `http://127.0.0.1:${await freePort()}`,
        siv: siv.url,
      },
      { PROFILES: '' },
    );
    staff = new ApiClient(gateway.url, mintToken([...DISPLAY_STAFF, ...REGISTRY_STAFF]));
    area = await createArea(staff);
    otherArea = await createArea(staff);
    await createBay(staff, area.id, 'G1');
    await createBay(staff, otherArea.id, 'G9');
  });
  after(async () => {
    await gateway?.close();
    if (registryServer?.listening) await stop(registryServer);
    await siv?.close();
    await registry?.close();
  });

  it('creates a display point at a real station area and bay', async () => {
    const body = pointBody(area.code, { location: { stationAreaCode: area.code, bayCode: 'G1' } });
    const created = await staff.post('/siv/v1/display-points', body);
    expect(created.status, created.text).to.equal(201);
    const read = await staff.get(`/siv/v1/display-points/${created.body.id}`);
    expect(read.body).to.deep.include({
      code: body.code,
      location: { stationAreaCode: area.code, bayCode: 'G1' },
    });
  });

  it('refuses a bay that belongs to another area with 422', async () => {
    const body = pointBody(area.code, { location: { stationAreaCode: area.code, bayCode: 'G9' } });
    expectProblem(await staff.post('/siv/v1/display-points', body), 422, 'bay-not-in-station-area');
    expect((await staff.get(`/siv/v1/display-points?code=${body.code}`)).body.total).to.equal(0);
  });

  it('answers 503 and stores nothing with the referential stopped; once it is back the same create succeeds', async () => {
    await stop(registryServer);
    const body = pointBody(area.code, { location: { stationAreaCode: area.code, bayCode: 'G1' } });
    expectProblem(await staff.post('/siv/v1/display-points', body), 503, 'referential-unavailable');
    expect((await staff.get(`/siv/v1/display-points?code=${body.code}`)).body.total).to.equal(0);

    registryServer = await listen(registry.built.app, registryPort);
    const again = await staff.post('/siv/v1/display-points', body);
    expect(again.status, again.text).to.equal(201);
    expect((await staff.get(`/siv/v1/display-points?code=${body.code}`)).body.total).to.equal(1);
  });

  it('refuses a retired profile or one of another kind with 422, and the point keeps its profile', async () => {
    const current = await createProfile(staff, { kind: 'DEPARTURE_BOARD' });
    const point = await staff.post('/siv/v1/display-points', pointBody(area.code, { profileId: current }));
    expect(point.status, point.text).to.equal(201);
    const retired = await createProfile(staff, { kind: 'DEPARTURE_BOARD' });
    await staff.post(`/siv/v1/display-profiles/${retired}/retirement`, { reason: 'old layout' });
    const arrivals = await createProfile(staff, { kind: 'ARRIVAL_BOARD' });

    expectProblem(
      await staff.put(`/siv/v1/display-points/${point.body.id}/profile`, { profileId: retired }),
      422,
      'profile-retired',
    );
    expectProblem(
      await staff.put(`/siv/v1/display-points/${point.body.id}/profile`, { profileId: arrivals }),
      422,
      'profile-incompatible',
    );
    expect((await staff.get(`/siv/v1/display-points/${point.body.id}`)).body.profileId).to.equal(current);
  });
});
