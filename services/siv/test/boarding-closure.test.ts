/**
 * Boarding closures on the boards, from the rules service through the gateway: the most specific
 * scope at each departure, the same board over MCP, the last closures kept (stale) while rules is
 * down, and a board replayed as known at an instant reading the rules as known then.
 */
import type http from 'node:http';
import { expect } from 'chai';
import { freePort, testEnvironment } from '@transport/dev-stack';
import { AppError, createLogger, createMetrics, instantOfLocal } from '@transport/platform';
import {
  ApiClient,
  connectMcp,
  daysFromToday,
  localInstant,
  mintToken,
  settlesOn,
  TEST_TIME_ZONE,
  type TestService,
} from '@transport/platform/testing';
import {
  startPlatformService,
  startTestGateway,
  type RunningGateway,
} from '@transport/platform/testing/platform';
import { createBoardStation, createTrip, NETWORK_STAFF, type BoardStation } from './board-fixtures.ts';
import {
  createProfile,
  DISPLAY_STAFF,
  listen,
  pointBody,
  startRegistry,
  SIV_CLIENT_ID,
  SIV_CLIENT_SECRET,
  startSiv,
  stop,
} from './fixtures.ts';
import { createRulesClient } from '../src/rules-client/rules-client.ts';

const RULES_STAFF = [
  'rules.rules:read',
  'rules.rules:write',
  'rules.rule-versions:read',
  'rules.rule-versions:write',
  'rules.rule-versions:approve',
  'rules.rule-versions:activate',
];

// Tomorrow's service day, at local times between 08:00 and 09:00 (the same service day on any date).
const day = daysFromToday(1);
const local = (hour: number, minute: number) =>
  new Date(instantOfLocal(day, hour * 60 + minute, TEST_TIME_ZONE)).toISOString();

interface Row {
  lineCode: string;
  announcedTime: string;
  bayCode: string | null;
  boardingClosesAt: string | null;
  boardingClosed: boolean;
  texts: { language: string; status: string }[];
}

describe('boarding closure from the rules service, on the boards through the gateway', () => {
  let registry: TestService;
  let rules: TestService;
  let rulesPort: number;
  let rulesServer: http.Server;
  let siv: TestService;
  let gateway: RunningGateway;
  let staff: ApiClient;
  let station: BoardStation;
  let pointId: string;
  let stationCode: string;
  let ruleId: string;

  const board = (at: string) =>
    staff.get(`/siv/v1/display-points/${pointId}/board?at=${encodeURIComponent(at)}`);
  const rows = (body: { rows: Row[] }) =>
    body.rows.map((r) => [r.announcedTime, r.bayCode, r.boardingClosesAt, r.boardingClosed]);

  /** A BOARDING_CLOSURE version of `ruleId` for `scope`, written by one person and activated by another. */
  async function activeClosure(ruleId: string, scope: unknown, content: Record<string, unknown>) {
    const created = await staff.post(`/rules/v1/rules/${ruleId}/versions`, {
      scope,
      effectiveInput: { instant: `${daysFromToday(-30)}T00:00:00Z` },
      content,
    });
    expect(created.status, created.text).to.equal(201);
    const supervisor = new ApiClient(gateway.url, mintToken(RULES_STAFF, 'supervisor'));
    const approved = await supervisor.post(`/rules/v1/rule-versions/${created.body.id}/approval`);
    expect(approved.status, approved.text).to.equal(200);
    const active = await supervisor.post(`/rules/v1/rule-versions/${created.body.id}/activate`, {
      retroactive: true,
    });
    expect(active.status, active.text).to.equal(200);
  }

  before(async function () {
    this.timeout(120_000);
    registry = await startRegistry();
    // The rules service is served a second time on a port of our own, which the test closes
    // and opens again: the same service (same database), stopped and back.
    rules = await startPlatformService('rules');
    rulesPort = await freePort();
    rulesServer = await listen(rules.built.app, rulesPort);
    siv = await startSiv(registry.url, { RULES_URL: `http://127.0.0.1:${rulesPort}`, RULES_RETRIES: '0' });
    gateway = await startTestGateway({
      referential: registry.url,
      rules: `http://127.0.0.1:${rulesPort}`,
      siv: siv.url,
    });
    staff = new ApiClient(
      gateway.url,
      mintToken([...DISPLAY_STAFF, ...NETWORK_STAFF, ...RULES_STAFF], 'author'),
    );
    station = await createBoardStation(staff, 2);
    await createTrip(staff, station, 1, '08:05', { atBay: true });
    await createTrip(staff, station, 2, '08:20');
    const profileId = await createProfile(staff, { lineCount: 5, horizonMinutes: 60 });
    pointId = (await staff.post('/siv/v1/display-points', pointBody(station.area.code, { profileId }))).body
      .id;

    stationCode = (await staff.get(`/referential/v1/stations/${station.stationId}`)).body.code;
    const rule = await staff.post('/rules/v1/rules', {
      domain: 'BOARDING_CLOSURE',
      code: `BC-${station.area.code}`,
      name: 'Boarding closure',
    });
    expect(rule.status, rule.text).to.equal(201);
    ruleId = rule.body.id;
    // The bay closes 3 minutes before; everywhere else, 2 minutes before.
    await activeClosure(
      rule.body.id,
      { type: 'BAY', subjects: { station: stationCode, stationArea: station.area.code, bay: 'G1' } },
      { minutesBeforeDeparture: 3, showOnDisplays: true },
    );
    await activeClosure(rule.body.id, { type: 'NETWORK', subjects: {} }, { minutesBeforeDeparture: 2 });
  });
  after(async () => {
    await gateway?.close();
    if (rulesServer?.listening) await stop(rulesServer);
    await siv?.close();
    await rules?.close();
    await registry?.close();
  });

  it('shows a departure as boarding closed from the time its rule sets, at its bay and elsewhere', async () => {
    // siv's first read of the area: on a loaded machine the registry's cold answer may outlast
    // siv's 1 s timeout and the board show the fallback, stale; read again until it answered.
    await settlesOn(async () => (await board(local(8, 0))).body.stale, false, 10_000);
    const before = await board(local(8, 1));
    expect(before.status, before.text).to.equal(200);
    expect(before.body.boardingClosureStale).to.equal(false);
    expect(rows(before.body)).to.deep.equal([
      ['08:05', 'G1', local(8, 2), false],
      ['08:20', null, local(8, 18), false],
    ]);

    const closed = await board(local(8, 2));
    expect(rows(closed.body)).to.deep.equal([
      ['08:05', 'G1', local(8, 2), true],
      ['08:20', null, local(8, 18), false],
    ]);
    expect(closed.body.rows[0].texts).to.deep.equal([
      { language: 'fr', status: 'Embarquement terminé' },
      { language: 'en', status: 'Boarding closed' },
    ]);
    expect(closed.body.readout[1].text).to.match(/line [^,]+, to [^,]+, bay G1, 3 min, Boarding closed\./);
  });

  it('answers the same board over MCP', async () => {
    const client = await connectMcp(`${gateway.url}/mcp`, mintToken(['siv.display-points:read'], 'agent'));
    try {
      const result = await client.callTool({
        name: 'getDisplayPointBoard',
        arguments: { id: pointId, at: local(8, 2) },
      });
      expect(result.isError).to.not.equal(true);
      expect(result.structuredContent).to.deep.equal((await board(local(8, 2))).body);
      expect((result.structuredContent as { rows: Row[] }).rows[0]?.boardingClosed).to.equal(true);
    } finally {
      await client.close();
    }
  });

  it('keeps the last closures, marked stale, while the rules service is stopped, and asks again once it is back', async () => {
    await stop(rulesServer);
    const down = await board(local(8, 3));
    expect(down.status, down.text).to.equal(200);
    expect(down.body).to.include({
      content: 'BOARD',
      callCount: 2,
      stale: false,
      boardingClosureStale: true,
    });
    expect(rows(down.body)).to.deep.equal([
      ['08:05', 'G1', local(8, 2), true],
      ['08:20', null, local(8, 18), false],
    ]);

    rulesServer = await listen(rules.built.app, rulesPort);
    const back = await board(local(8, 4));
    expect(back.body.boardingClosureStale).to.equal(false);
    expect(rows(back.body)).to.deep.equal([
      ['08:05', 'G1', local(8, 2), true],
      ['08:20', null, local(8, 18), false],
    ]);
  });

  it('replays a board with the closures as known at the instant asked: one recorded since is absent', async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const before = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Recorded after `before`: a version of the rule closing the whole area 10 minutes before,
    // and a new rule closing it 12 minutes before (the bay keeps its 3).
    const area = { type: 'STATION_AREA', subjects: { station: stationCode, stationArea: station.area.code } };
    await activeClosure(ruleId, area, { minutesBeforeDeparture: 10 });
    const rule = await staff.post('/rules/v1/rules', {
      domain: 'BOARDING_CLOSURE',
      code: `BC-AREA-${station.area.code}`,
      name: 'Area boarding closure',
    });
    expect(rule.status, rule.text).to.equal(201);
    await activeClosure(rule.body.id, area, { minutesBeforeDeparture: 12 });
    const at = (minute: number, asKnownAt?: string) =>
      staff.get(
        `/siv/v1/display-points/${pointId}/board?at=${encodeURIComponent(local(8, minute))}` +
          (asKnownAt ? `&asKnownAt=${encodeURIComponent(asKnownAt)}` : ''),
      );
    const laterRow = (body: { rows: Row[] }) => rows(body).find(([time]) => time === '08:20');
    // The board of now first (its answer kept), then the replay of the same minute.
    const now = await at(7);
    expect(now.status, now.text).to.equal(200);
    expect(laterRow(now.body)).to.deep.equal(['08:20', null, local(8, 8), false]);
    const replay = await at(7, before);
    expect(replay.status, replay.text).to.equal(200);
    expect(replay.body.boardingClosureStale).to.equal(false);
    expect(laterRow(replay.body)).to.deep.equal(['08:20', null, local(8, 18), false]);
    // The replay first, then the board of now of the same minute: the replay kept nothing.
    expect(laterRow((await at(8, before)).body)).to.deep.equal(['08:20', null, local(8, 18), false]);
    expect(laterRow((await at(8)).body)).to.deep.equal(['08:20', null, local(8, 8), true]);
  });

  it("replays a board with its station's code as known then: a code corrected since still finds the rule naming it", async () => {
    const other = await createBoardStation(staff, 1);
    await createTrip(staff, other, 1, '08:30');
    const profileId = await createProfile(staff, { lineCount: 5, horizonMinutes: 60 });
    const otherPoint = await staff.post('/siv/v1/display-points', pointBody(other.area.code, { profileId }));
    expect(otherPoint.status, otherPoint.text).to.equal(201);
    const formerCode = (await staff.get(`/referential/v1/stations/${other.stationId}`)).body.code as string;
    const rule = await staff.post('/rules/v1/rules', {
      domain: 'BOARDING_CLOSURE',
      code: `BC-ST-${other.area.code}`,
      name: 'Station boarding closure',
    });
    expect(rule.status, rule.text).to.equal(201);
    await activeClosure(
      rule.body.id,
      { type: 'STATION', subjects: { station: formerCode } },
      { minutesBeforeDeparture: 7 },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    const before = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The station's code corrected after `before`: the rule names its former code.
    const corrected = await staff.patch(`/referential/v1/stations/${other.stationId}`, {
      code: `${formerCode}-N`,
    });
    expect(corrected.status, corrected.text).to.equal(200);
    const closesAt = async (asKnownAt?: string) => {
      const answer = await staff.get(
        `/siv/v1/display-points/${otherPoint.body.id}/board?at=${encodeURIComponent(local(8, 15))}` +
          (asKnownAt ? `&asKnownAt=${encodeURIComponent(asKnownAt)}` : ''),
      );
      expect(answer.status, answer.text).to.equal(200);
      expect(answer.body.stale).to.equal(false);
      return (answer.body.rows as Row[]).map((r) => [r.announcedTime, r.boardingClosesAt]);
    };
    // siv's first read of this area: read again until the registry answered (see above).
    await settlesOn(
      async () =>
        (
          await staff.get(
            `/siv/v1/display-points/${otherPoint.body.id}/board?at=${encodeURIComponent(local(8, 15))}`,
          )
        ).body.stale,
      false,
      10_000,
    );
    // Now the station's code is the new one: the station's rule names no station of the board, the
    // network's 2 minutes hold.
    expect(await closesAt()).to.deep.equal([['08:30', local(8, 28)]]);
    // As known before the correction: the rule named the station, 7 minutes before.
    expect(await closesAt(before)).to.deep.equal([['08:30', local(8, 23)]]);
  });

  it("answers, through siv's rules client, a replay the rules service refuses for its instant as the caller's 400 naming asKnownAt, not as the rules unavailable", async () => {
    // siv's own client, as siv builds it, with a circuit that one failure would open.
    const client = createRulesClient({
      baseUrl: `http://127.0.0.1:${rulesPort}`,
      tokenUrl: testEnvironment().issuer.tokenUrl,
      clientId: SIV_CLIENT_ID,
      clientSecret: SIV_CLIENT_SECRET,
      timeoutMs: 10_000,
      retries: 0,
      retryDelayMs: 10,
      circuitThreshold: 1,
      circuitCooldownMs: 60_000,
      metrics: createMetrics('siv'),
      logger: createLogger('siv', 'silent'),
    });
    // A year back, before this test's rules service began (its first migration): nothing was
    // recorded then.
    const beforeRules = localInstant(daysFromToday(-365), '00:00');
    const subjects = { station: stationCode, stationArea: station.area.code, line: station.area.code };
    for (const ask of [
      () => client.boardingClosureRules(beforeRules),
      () => client.boardingClosure(ruleId, subjects, Date.parse(local(8, 7)), beforeRules),
    ]) {
      const refusal = (await ask().then(
        () => undefined,
        (error: unknown) => error,
      )) as AppError | undefined;
      expect(refusal).to.be.instanceOf(AppError);
      expect(refusal).to.include({ status: 400, code: 'invalid-request' });
      expect(refusal?.message).to.include('rules service');
      expect(refusal?.errors?.map((e) => e.field)).to.deep.equal(['query.asKnownAt']);
    }
    // Neither refusal counted against the circuit: the rules service is still asked.
    expect(client.circuitState).to.equal('closed');
    expect(await client.boardingClosureRules()).to.include(ruleId);
  });
});
