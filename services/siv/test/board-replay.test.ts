/**
 * A board replayed as known at an instant: siv asks the registry for the calls as known then
 * (`listStationCalls` with the same `asKnownAt`), so that a delay recorded after that instant
 * is not on it, while the board of now shows it; the messages are those recorded by then (one
 * retired since still shows, one created since does not); the answer states both instants.
 */
import type http from 'node:http';
import { expect } from 'chai';
import { freePort } from '@transport/dev-stack';
import type { Operation } from '@transport/platform';
import {
  ApiClient,
  daysFromToday,
  expectDocumented,
  localInstant,
  mintToken,
  settlesOn,
  uniqueCode,
  type TestService,
} from '@transport/platform/testing';
import { startTestGateway, type RunningGateway } from '@transport/platform/testing/platform';
import { changeTrip, createBoardStation, createTrip, NETWORK_STAFF } from './board-fixtures.ts';
import {
  createProfile,
  DISPLAY_STAFF,
  listen,
  pointBody,
  startRegistry,
  startSiv,
  stop,
} from './fixtures.ts';

/** Tomorrow, the day of the trip and of the board replayed. */
const DATE = daysFromToday(1);
const MESSAGE_STAFF = ['siv.display-messages:read', 'siv.display-messages:write'];

interface Row {
  lineCode: string;
  announcedTime: string;
  status: string;
}

describe('a board replayed as known at an instant', () => {
  let registry: TestService;
  let registryServer: http.Server;
  let siv: TestService;
  let gateway: RunningGateway;
  let staff: ApiClient;
  let pointId: string;
  let areaCode: string;
  let beforeDelay: string;
  const at = localInstant(DATE, '08:55');
  /** A message recorded before `beforeDelay` and retired after it; one created after it. */
  let retiredSince: string;
  let createdSince: string;

  before(async function () {
    this.timeout(120_000);
    registry = await startRegistry();
    const registryPort = await freePort();
    registryServer = await listen(registry.built.app, registryPort);
    siv = await startSiv(`http://127.0.0.1:${registryPort}`);
    gateway = await startTestGateway({
      referential: `http://127.0.0.1:${registryPort}`,
      rules: `http://127.0.0.1:${await freePort()}`,
      siv: siv.url,
    });
    staff = new ApiClient(gateway.url, mintToken([...DISPLAY_STAFF, ...NETWORK_STAFF, ...MESSAGE_STAFF]));
    const message = async () => {
      const code = uniqueCode('MSG');
      const answer = await staff.post('/siv/v1/display-messages', {
        code,
        name: `Message ${code}`,
        scope: { type: 'NETWORK', subjects: {} },
        validFrom: localInstant(DATE, '08:00'),
        validTo: localInstant(DATE, '10:00'),
        priority: 'WARNING',
        texts: [{ language: 'fr', text: `Travaux ${code}` }],
      });
      expect(answer.status, answer.text).to.equal(201);
      return { id: answer.body.id as string, code };
    };
    const station = await createBoardStation(staff, 1);
    areaCode = station.area.code;
    const trip = await createTrip(staff, station, 1, '09:00');
    const profileId = await createProfile(staff, { lineCount: 5, pageSeconds: 10, horizonMinutes: 60 });
    pointId = (await staff.post('/siv/v1/display-points', pointBody(station.area.code, { profileId }))).body
      .id;
    const retired = await message();
    retiredSince = retired.code;
    await new Promise((resolve) => setTimeout(resolve, 20));
    beforeDelay = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The delay recorded the night before the day it concerns.
    await changeTrip(staff, trip, { type: 'DELAY', announcedTime: '09:12' }, DATE);
    createdSince = (await message()).code;
    const retirement = await staff.post(`/siv/v1/display-messages/${retired.id}/retirement`, {
      reason: 'Works finished early',
    });
    expect(retirement.status, retirement.text).to.equal(200);
  });
  after(async () => {
    await gateway?.close();
    if (registryServer?.listening) await stop(registryServer);
    await siv?.close();
    await registry?.close();
  });

  const boardOperation = () => siv.built.deps.spec.byOperationId.get('getDisplayPointBoard') as Operation;
  const instantDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  const board = (query: string) => staff.get(`/siv/v1/display-points/${pointId}/board?${query}`);
  const rows = async (query: string) => {
    const answer = await board(query);
    expect(answer.status, answer.text).to.equal(200);
    // A board siv could not read the registry for is the fallback, not the board asked for.
    expect(answer.body.stale, `${query}: stale`).to.equal(false);
    return (answer.body.rows as Row[]).map((row) => `${row.announcedTime} ${row.status}`);
  };

  it('shows the trip on time as known before the delay was recorded, and delayed as known now', async () => {
    // The board of now first, so that what siv keeps is the delayed calls. It is siv's first
    // read of the area: on a loaded machine the registry's cold answer may outlast siv's 1 s
    // timeout and the board show the fallback, stale; it is read again until the registry answered.
    await settlesOn(async () => (await board(`at=${encodeURIComponent(at)}`)).body.stale, false, 10_000);
    expect(await rows(`at=${encodeURIComponent(at)}`)).to.deep.equal(['09:12 DELAYED']);
    const replayed = `at=${encodeURIComponent(at)}&asKnownAt=${encodeURIComponent(beforeDelay)}`;
    expect(await rows(replayed)).to.deep.equal(['09:00 ON_TIME']);
    // The replay kept nothing: the board of now still shows the delay.
    expect(await rows(`at=${encodeURIComponent(at)}`)).to.deep.equal(['09:12 DELAYED']);
  });

  it('shows the messages as recorded then: one retired since still shows, one created since does not', async () => {
    const codes = async (query: string) => {
      const answer = await board(query);
      expect(answer.status, answer.text).to.equal(200);
      return (answer.body.messages as { code: string }[]).map((m) => m.code);
    };
    expect(await codes(`at=${encodeURIComponent(at)}`)).to.deep.equal([createdSince]);
    const replayed = `at=${encodeURIComponent(at)}&asKnownAt=${encodeURIComponent(beforeDelay)}`;
    expect(await codes(replayed)).to.deep.equal([retiredSince]);
  });

  it('states both instants: the instant shown as Valid-At and the instant asked as Known-At', async () => {
    const answer = await board(`at=${encodeURIComponent(at)}&asKnownAt=${encodeURIComponent(beforeDelay)}`);
    expect(answer.status, answer.text).to.equal(200);
    expect(answer.headers.get('valid-at')).to.equal(at);
    expect(answer.headers.get('known-at')).to.equal(beforeDelay);
  });

  it('shows the board at the instant asked as known when no instant is given', async () => {
    const answer = await board(`asKnownAt=${encodeURIComponent(beforeDelay)}`);
    expect(answer.status, answer.text).to.equal(200);
    expect(answer.body.at).to.equal(new Date(Date.parse(beforeDelay)).toISOString());
    expect(answer.headers.get('valid-at')).to.equal(answer.body.at);
  });

  // The two below date the trails back, as a registry loaded from elsewhere would be: they come last.
  it('refuses a replay before the registry began, naming asKnownAt, rather than as the registry unavailable', async () => {
    // siv has known the point for two days; the registry began with this run.
    await siv.built.deps.db.raw(`UPDATE history SET recorded_at = recorded_at - interval '2 days'`);
    const answer = await board(`asKnownAt=${encodeURIComponent(instantDaysAgo(1))}`);
    expect(answer.status, answer.text).to.equal(400);
    expect(answer.body.code).to.equal('invalid-request');
    expect(answer.body.detail).to.include('referential service');
    expect(answer.body.errors.map((e: { field: string }) => e.field)).to.deep.equal(['query.asKnownAt']);
    expectDocumented(boardOperation(), answer);
  });

  it("answers a replay before the registry knew the point's station area with that, not a board", async () => {
    // The registry began three days ago (a record of then), and learnt of the area today.
    const since = new Date().toISOString();
    const destination = await staff.post('/referential/v1/destinations', {
      code: uniqueCode('DE'),
      name: 'Old',
    });
    expect(destination.status, destination.text).to.equal(201);
    await registry.built.deps.db.raw(
      `UPDATE history SET recorded_at = recorded_at - interval '3 days' WHERE recorded_at >= ?`,
      [since],
    );
    const answer = await board(`asKnownAt=${encodeURIComponent(instantDaysAgo(1))}`);
    expect(answer.status, answer.text).to.equal(422);
    expect(answer.body.code).to.equal('station-area-unknown');
    expect(answer.body.detail).to.include(areaCode);
    expectDocumented(boardOperation(), answer);
    // As known now, the same point's board is shown.
    expect((await board(`at=${encodeURIComponent(at)}`)).status).to.equal(200);
  });
});
