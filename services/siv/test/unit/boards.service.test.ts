import { expect } from 'chai';
import { instantOfLocal, minuteOfDay, type Metrics, type NotifiedCache } from '@transport/platform';
import { daysFromToday, refusalOf, TEST_TIME_ZONE } from '@transport/platform/testing';
import { createBoardService, type KnownDisplay } from '../../src/boards/boards.service.ts';
import type { DisplayPointPort } from '../../src/display-points/display-points.port.ts';
import type { DisplayProfilePort } from '../../src/display-profiles/display-profiles.port.ts';
import { registryErrors } from '../../src/referential-client/registry.errors.ts';
import type { ReferentialClient, RegistryCall } from '../../src/referential-client/referential-client.ts';
import type { Schemas } from '../../src/types.ts';
import { createBoardingClosures, PREFETCH_LEAD_MS } from '../../src/boards/boarding-closures.ts';
import {
  RulesUnavailableError,
  type BoardingClosure,
  type ClosureContext,
  type RulesClient,
} from '../../src/rules-client/rules-client.ts';

// Times of day between 06:00 and 21:00, so that the board's window stays in one service day
// (a daylight-saving night included) unless a test reaches across midnight on purpose.
const zone = TEST_TIME_ZONE;
const day = daysFromToday(2);
const at = (time: string, date = day) => instantOfLocal(date, minuteOfDay(time), zone);

/** The registry as siv sees it, in memory: areas, active bays, and calls per area and day. */
function createFakeRegistry() {
  const areas = new Map([
    ['NORTH', { id: 'area-north', code: 'NORTH', status: 'ACTIVE' as const }],
    ['WEST', { id: 'area-west', code: 'WEST', status: 'ACTIVE' as const }],
  ]);
  const bays = new Map([
    [
      'area-north|A',
      { id: 'bay-a', stationAreaId: 'area-north', code: 'A', status: 'ACTIVE' as const, accessible: false },
    ],
  ]);
  /** The step-free bays of an area on a day (`area|date`); none when absent. */
  const stepFree = new Map<string, string[]>();
  const stepFreeAsked: string[] = [];
  const calls = new Map<string, RegistryCall[]>();
  const versions = new Map<string, number>();
  const asked: { areaId: string; serviceDate: string; etag: string | undefined }[] = [];
  /** The questions about many areas' versions at once (the recheck ahead), in order. */
  const versionsAsked: { areaIds: string[]; serviceDate: string }[] = [];
  /** The area codes and `area|bay` lookups asked, in order. */
  const lookedUp: string[] = [];
  let reachable = true;
  // While set, the registry takes its time: every question waits for it.
  let held: Promise<void> | undefined;
  const client: ReferentialClient = {
    async findStationAreaByCode(code) {
      lookedUp.push(code);
      if (!reachable) throw registryErrors.referentialUnavailable('down');
      return areas.get(code.toUpperCase());
    },
    async findActiveBay(areaId, code) {
      lookedUp.push(`${areaId}|${code}`);
      if (!reachable) throw registryErrors.referentialUnavailable('down');
      return bays.get(`${areaId}|${code.toUpperCase()}`);
    },
    async stationCalls(areaId, serviceDate, etag) {
      asked.push({ areaId, serviceDate, etag });
      await held;
      if (!reachable) throw registryErrors.referentialUnavailable('down');
      const key = `${areaId}|${serviceDate}`;
      const tag = `"v${versions.get(key) ?? 0}"`;
      if (etag === tag) return undefined;
      return { etag: tag, calls: calls.get(key) ?? [] };
    },
    async stationCallVersions(areaIds, serviceDate) {
      versionsAsked.push({ areaIds: [...areaIds], serviceDate });
      await held;
      if (!reachable) throw registryErrors.referentialUnavailable('down');
      return new Map(
        areaIds.map((areaId) => [areaId, `"v${versions.get(`${areaId}|${serviceDate}`) ?? 0}"`]),
      );
    },
    async stationCode(stationId) {
      if (!reachable) throw registryErrors.referentialUnavailable('down');
      return stationId === 'station-north' ? 'NORTH-1' : stationId;
    },
    async stepFreeBays(areaId, date) {
      stepFreeAsked.push(`${areaId}|${date}`);
      if (!reachable) throw registryErrors.referentialUnavailable('down');
      return stepFree.get(`${areaId}|${date}`) ?? [];
    },
    async events(after) {
      return { data: [], next: after ?? null, newest: null };
    },
    async checkHealth() {},
    circuitState: 'closed',
  };
  return {
    client,
    asked,
    versionsAsked,
    lookedUp,
    bays,
    stepFree,
    stepFreeAsked,
    /** Sets the calls of the area on a day, as a timetable change would (the answer's tag moves). */
    setCalls(serviceDate: string, list: RegistryCall[], areaId = 'area-north') {
      const key = `${areaId}|${serviceDate}`;
      calls.set(key, list);
      versions.set(key, (versions.get(key) ?? 0) + 1);
    },
    set reachable(value: boolean) {
      reachable = value;
    },
    /** Holds the registry's answers about calls until the function returned is called. */
    hold(): () => void {
      let release = () => {};
      held = new Promise((resolve) => (release = resolve));
      return () => {
        held = undefined;
        release();
      };
    },
  };
}

function registryCall(departureTime: string, fields: Partial<RegistryCall> = {}): RegistryCall {
  return {
    scheduleId: `trip-${departureTime}-${fields.lineCode ?? 'L1'}`,
    lineCode: 'L1',
    lineName: 'Line 1',
    lineStatus: 'ACTIVE',
    destinationName: 'Harbour',
    stationId: 'station-north',
    bayId: 'bay-a',
    bayCode: 'A',
    dayOffset: 0,
    arrivalTime: null,
    departureTime,
    announcedTime: departureTime,
    ...fields,
  };
}

type Point = Schemas['DisplayPoint'];
type Profile = Schemas['DisplayProfile'];

const stamp = '2026-01-01T00:00:00.000Z';
const profile = (fields: Partial<Profile> = {}): Profile => ({
  id: 'profile-1',
  code: 'STD',
  name: 'Standard',
  kind: 'DEPARTURE_BOARD',
  horizonMinutes: 60,
  lineCount: 10,
  languages: ['en'],
  sort: 'ANNOUNCED_TIME',
  cancellationGraceMinutes: 5,
  pageSeconds: 10,
  fallbackContent: { type: 'CLOCK' },
  status: 'ACTIVE',
  retirementReason: null,
  retiredAt: null,
  createdAt: stamp,
  updatedAt: stamp,
  version: 1,
  ...fields,
});
const point = (fields: Partial<Point> = {}): Point => ({
  id: 'point-1',
  code: 'HALL',
  name: 'Main hall',
  kind: 'DEPARTURE_BOARD',
  location: { stationAreaCode: 'NORTH', bayCode: null },
  publishingTarget: { type: 'WEB_PAGE', address: 'screen' },
  profileId: 'profile-1',
  status: 'ACTIVE',
  retirementReason: null,
  retiredAt: null,
  createdAt: stamp,
  updatedAt: stamp,
  version: 1,
  ...fields,
});

/** The display ports and the points' cache, in memory. */
function createFakeDisplays(points: Point[], profiles: Profile[]) {
  const pointPort: DisplayPointPort = {
    countActiveWithProfile: async (_trx, id) =>
      points.filter((p) => p.profileId === id && p.status === 'ACTIVE').length,
    find: async (id) => points.find((p) => p.id === id),
    screenKeyMatches: async () => false,
    oneOfEachBoard: async () => points.filter((p) => p.status === 'ACTIVE').map((p) => p.id),
  };
  const profilePort: DisplayProfilePort = {
    lockForAssignment: async () => {
      throw new Error('not used by boards');
    },
    find: async (id) => profiles.find((p) => p.id === id),
  };
  const kept = new Map<string, KnownDisplay>();
  const displays: NotifiedCache<KnownDisplay> = {
    async get(group, key, load) {
      const found = kept.get(`${group}|${key}`);
      if (found !== undefined) return found;
      const value = await load();
      if (value !== undefined) kept.set(`${group}|${key}`, value);
      return value;
    },
    invalidate: (group) => {
      for (const key of kept.keys()) if (key.startsWith(`${group}|`)) kept.delete(key);
    },
    start: async () => undefined,
    stop: async () => undefined,
  };
  return { pointPort, profilePort, displays };
}

/** Counts the boards' cache lookups; nothing else of the metrics is asked. */
function createFakeMetrics() {
  const lookups: string[] = [];
  const metrics = { cacheLookups: { inc: ({ outcome }: { outcome: string }) => lookups.push(outcome) } };
  return { metrics: metrics as unknown as Metrics, lookups };
}

/**
 * The rules service as siv sees it, in memory: boarding-closure versions, each with the scope
 * it matches (a predicate on the context), its effective instant and its content.
 */
function createFakeRules() {
  const versions: {
    ruleId: string;
    scopeType: string;
    matches: (c: ClosureContext) => boolean;
    effectiveAt: number;
    minutesBeforeDeparture: number;
    showOnDisplays: boolean;
  }[] = [];
  const asked: { ruleId: string; context: ClosureContext; at: number }[] = [];
  let reachable = true;
  const client: RulesClient = {
    async boardingClosureRules() {
      if (!reachable) throw new RulesUnavailableError('down');
      return [...new Set(versions.map((v) => v.ruleId))];
    },
    async boardingClosure(ruleId, context, at) {
      asked.push({ ruleId, context, at });
      if (!reachable) throw new RulesUnavailableError('down');
      const order = ['BAY', 'STATION_AREA', 'STATION', 'LINE', 'NETWORK'];
      const found = versions
        .filter((v) => v.ruleId === ruleId && v.matches(context) && v.effectiveAt <= at)
        .sort(
          (a, b) => order.indexOf(a.scopeType) - order.indexOf(b.scopeType) || b.effectiveAt - a.effectiveAt,
        )[0];
      if (!found) return undefined;
      const closure: BoardingClosure = {
        ruleId,
        versionId: `${ruleId}-${found.scopeType}-${found.effectiveAt}`,
        scopeType: found.scopeType,
        minutesBeforeDeparture: found.minutesBeforeDeparture,
        showOnDisplays: found.showOnDisplays,
      };
      return closure;
    },
    circuitState: 'closed',
  };
  return {
    client,
    versions,
    asked,
    set reachable(value: boolean) {
      reachable = value;
    },
  };
}

function setUp(
  options: {
    points?: Point[];
    profiles?: Profile[];
    recheckMs?: number;
    keepFreshMs?: number;
    rules?: RulesClient;
    waitMs?: number;
  } = {},
) {
  const registry = createFakeRegistry();
  const { pointPort, profilePort, displays } = createFakeDisplays(
    options.points ?? [point()],
    options.profiles ?? [profile()],
  );
  const { metrics, lookups } = createFakeMetrics();
  const clock = { now: at('08:00') };
  const boards = createBoardService({
    points: pointPort,
    profiles: profilePort,
    displays,
    registry: registry.client,
    messages: { inForce: () => Promise.resolve([]) },
    closures: createBoardingClosures({ rules: options.rules, registry: registry.client, metrics }),
    metrics,
    timeZone: zone,
    recheckMs: options.recheckMs ?? 30_000,
    keepFreshMs: options.keepFreshMs ?? 30_000,
    ...(options.waitMs === undefined ? {} : { waitMs: options.waitMs }),
    now: () => clock.now,
  });
  return { registry, boards, lookups, clock, displays };
}

const iso = (instant: number) => new Date(instant).toISOString();

describe('the board of a display point', () => {
  it('lists the next departures in time order and shows a day-of bay change', async () => {
    const { registry, boards } = setUp();
    registry.setCalls(day, [
      registryCall('08:30', { lineCode: 'L2' }),
      registryCall('07:50'),
      registryCall('08:05', { callStatus: 'BAY_CHANGED', bayId: 'bay-b', bayCode: 'B' }),
      registryCall('08:10', { announcedTime: '08:14', lineCode: 'L3' }),
    ]);
    const board = await boards.board('point-1', iso(at('08:00')));
    expect(board).to.include({ content: 'BOARD', callCount: 3, stale: false, localTime: '08:00', page: 1 });
    expect(board.rows.map((r) => [r.announcedTime, r.lineCode, r.bayCode, r.status])).to.deep.equal([
      ['08:05', 'L1', 'B', 'BAY_CHANGED'],
      ['08:14', 'L3', 'A', 'DELAYED'],
      ['08:30', 'L2', 'A', 'ON_TIME'],
    ]);
    expect(board.texts).to.deep.equal([{ language: 'en', heading: 'Departures' }]);
  });

  it("shows at a bay's display only the calls of that bay", async () => {
    const { registry, boards } = setUp({
      points: [point({ kind: 'BAY_DISPLAY', location: { stationAreaCode: 'north', bayCode: 'a' } })],
      profiles: [profile({ kind: 'BAY_DISPLAY' })],
    });
    registry.setCalls(day, [
      registryCall('08:10'),
      registryCall('08:20', { bayId: 'bay-b', bayCode: 'B', lineCode: 'L9' }),
      registryCall('08:30', { bayId: null, bayCode: null, lineCode: 'L8' }),
    ]);
    const board = await boards.board('point-1', iso(at('08:00')));
    expect(board.rows.map((r) => r.lineCode)).to.deep.equal(['L1']);
  });

  it('matches a bay the registry no longer has active by its code', async () => {
    const { registry, boards } = setUp({
      points: [point({ kind: 'BAY_DISPLAY', location: { stationAreaCode: 'NORTH', bayCode: 'Z' } })],
      profiles: [profile({ kind: 'BAY_DISPLAY' })],
    });
    registry.setCalls(day, [
      registryCall('08:10', { bayId: 'old-z', bayCode: 'z', lineCode: 'LZ' }),
      registryCall('08:20'),
    ]);
    const board = await boards.board('point-1', iso(at('08:00')));
    expect(board.rows.map((r) => r.lineCode)).to.deep.equal(['LZ']);
  });

  it('shows arrivals on a concourse screen given an arrival profile', async () => {
    const { registry, boards } = setUp({
      points: [point({ kind: 'CONCOURSE_SCREEN' })],
      profiles: [profile({ kind: 'ARRIVAL_BOARD', languages: ['fr'] })],
    });
    registry.setCalls(day, [
      registryCall('08:10'),
      registryCall('08:20', { departureTime: null, arrivalTime: '08:20', lineCode: 'L7' }),
    ]);
    const board = await boards.board('point-1', iso(at('08:00')));
    expect(board.rows.map((r) => r.lineCode)).to.deep.equal(['L7']);
    expect(board.texts).to.deep.equal([{ language: 'fr', heading: 'Arrivées' }]);
  });

  it('splits the rows into pages of the profile, the page turning on the clock', async () => {
    const { registry, boards } = setUp({ profiles: [profile({ lineCount: 2, pageSeconds: 10 })] });
    registry.setCalls(
      day,
      ['08:10', '08:20', '08:30', '08:40', '08:50'].map((time) => registryCall(time)),
    );
    const start = Math.floor(at('08:00') / 30_000) * 30_000;
    const seen = [];
    for (const offset of [0, 10_000, 20_000]) {
      const board = await boards.board('point-1', iso(start + offset));
      expect(board).to.include({ pageCount: 3, callCount: 5 });
      seen.push([board.page, board.rows.map((r) => r.announcedTime)]);
    }
    expect(seen.map(([page]) => page).sort()).to.deep.equal([1, 2, 3]);
    const byPage = Object.fromEntries(seen.map(([page, rows]) => [String(page), rows]));
    expect(byPage).to.deep.equal({ 1: ['08:10', '08:20'], 2: ['08:30', '08:40'], 3: ['08:50'] });
  });

  it('shows the fallback content when no call is due', async () => {
    const { registry, boards } = setUp({
      profiles: [profile({ fallbackContent: { type: 'TEXT', text: 'No service' } })],
    });
    registry.setCalls(day, [registryCall('10:00')]);
    const board = await boards.board('point-1', iso(at('08:00')));
    expect(board).to.include({ content: 'FALLBACK', page: 0, pageCount: 0, stale: false });
    expect(board.rows).to.deep.equal([]);
    expect(board.fallbackContent).to.deep.equal({ type: 'TEXT', text: 'No service' });
  });

  it('reads both service days when the window reaches past midnight', async () => {
    const { registry, boards } = setUp({ profiles: [profile({ horizonMinutes: 120 })] });
    const next = daysFromToday(3);
    registry.setCalls(day, [registryCall('22:50'), registryCall('21:00')]);
    registry.setCalls(next, [registryCall('00:20', { lineCode: 'NIGHT' }), registryCall('00:40')]);
    const board = await boards.board('point-1', iso(at('22:30')));
    expect(registry.asked.map((a) => a.serviceDate)).to.have.members([day, next]);
    expect(board.rows.map((r) => `${r.announcedTime} ${r.lineCode}`)).to.deep.equal([
      '22:50 L1',
      '00:20 NIGHT',
    ]);
  });
});

describe('the calls a board is made of', () => {
  it('asks the registry once per recheck period, then again with the tag of the last answer', async () => {
    const { registry, boards, clock } = setUp({ recheckMs: 30_000 });
    registry.setCalls(day, [registryCall('08:30')]);
    await boards.board('point-1', iso(at('08:00')));
    clock.now += 10_000;
    await boards.board('point-1', iso(at('08:00')));
    expect(registry.asked).to.have.length(1);
    clock.now += 30_000;
    const board = await boards.board('point-1', iso(at('08:00')));
    expect(registry.asked).to.have.length(2);
    expect(registry.asked[1]?.etag, 'a conditional read').to.equal('"v1"');
    expect(
      board.rows.map((r) => r.announcedTime),
      'an unchanged answer keeps the calls',
    ).to.deep.equal(['08:30']);
  });

  it('shows a timetable change once the recheck period has passed', async () => {
    const { registry, boards, clock } = setUp({ recheckMs: 30_000 });
    registry.setCalls(day, [registryCall('08:30')]);
    await boards.board('point-1', iso(at('08:00')));
    registry.setCalls(day, [registryCall('08:30', { callStatus: 'CANCELLED' })]);
    expect((await boards.board('point-1', iso(at('08:00')))).rows[0]?.cancelled).to.equal(false);
    clock.now += 30_000;
    expect((await boards.board('point-1', iso(at('08:00')))).rows[0]?.cancelled).to.equal(true);
  });

  it('computes a board once per minute and shares it between the points showing it', async () => {
    const { registry, boards, lookups } = setUp({
      points: [point(), point({ id: 'point-2', code: 'HALL2' })],
    });
    registry.setCalls(day, [registryCall('08:30')]);
    await boards.board('point-1', iso(at('08:00')));
    await boards.board('point-2', iso(at('08:00') + 20_000));
    await boards.board('point-1', iso(at('08:01')));
    expect(lookups).to.deep.equal(['miss', 'hit', 'miss']);
  });

  it("asks the registry and the rules once per question when an area's boards are all first asked at once", async () => {
    // A cold start: every screen of the area asks before any answer is in.
    const points = Array.from({ length: 12 }, (_, i) =>
      point({
        id: `point-${i}`,
        code: `HALL${i}`,
        location: { stationAreaCode: 'NORTH', bayCode: i % 2 === 0 ? null : 'A' },
      }),
    );
    const rules = createFakeRules();
    rules.versions.push({
      ruleId: 'closure',
      scopeType: 'NETWORK',
      matches: () => true,
      effectiveAt: 0,
      minutesBeforeDeparture: 2,
      showOnDisplays: true,
    });
    const { registry, boards } = setUp({ points, rules: rules.client });
    registry.setCalls(day, [registryCall('08:20'), registryCall('08:30', { lineCode: 'L2' })]);
    const shown = await Promise.all(points.map((p) => boards.board(p.id, iso(at('08:00')))));
    expect(
      shown.map((b) => [b.content, b.stale, b.rows.map((r) => r.boardingClosesAt)]),
      'every board answered, with its closures',
    ).to.deep.equal(points.map(() => ['BOARD', false, [iso(at('08:18')), iso(at('08:28'))]]));
    expect(registry.lookedUp, 'the area once, its bay once').to.deep.equal(['NORTH', 'area-north|A']);
    expect(
      registry.asked.map((a) => a.serviceDate),
      'the calls once',
    ).to.deep.equal([day]);
    expect(registry.stepFreeAsked, 'the step-free bays once').to.deep.equal([`area-north|${day}`]);
    expect(rules.asked, 'a resolution per context').to.have.length(2);
  });

  it('answers within its wait while the registry takes its time, and shows the calls once the answer is in', async () => {
    const { registry, boards } = setUp({ waitMs: 50 });
    registry.setCalls(day, [registryCall('08:30')]);
    const release = registry.hold();
    const first = await boards.board('point-1', iso(at('08:00')));
    expect([first.content, first.stale], 'the fallback, stale').to.deep.equal(['FALLBACK', true]);
    release();
    // The question asked for the first board went on: the next board shows its answer.
    await new Promise((resolve) => setImmediate(resolve));
    const next = await boards.board('point-1', iso(at('08:00')));
    expect([next.content, next.stale, next.rows.map((r) => r.announcedTime)]).to.deep.equal([
      'BOARD',
      false,
      ['08:30'],
    ]);
    expect(registry.asked, 'asked once').to.have.length(1);
  });

  it('rechecks the calls boards read ahead of their bound, answering from the kept ones meanwhile, so a board never waits on it', async () => {
    const { registry, boards, clock } = setUp({ recheckMs: 1_000, waitMs: 50 });
    registry.setCalls(day, [registryCall('08:30')]);
    await boards.board('point-1', iso(at('08:00')));
    registry.setCalls(day, [registryCall('08:30', { callStatus: 'CANCELLED' })]);
    clock.now += 800;
    const release = registry.hold();
    expect(boards.refreshAhead(), 'the calls rechecked, three quarters into their second').to.equal(1);
    const meanwhile = await boards.board('point-1', iso(at('08:00')));
    expect(
      [meanwhile.stale, meanwhile.rows[0]?.cancelled],
      'while the recheck runs, the kept calls, not stale',
    ).to.deep.equal([false, false]);
    release();
    await new Promise((resolve) => setImmediate(resolve));
    // Past the first answer's second, within the recheck's: a board asks nothing and waits for
    // nothing (the registry held again would make it answer stale after its wait).
    clock.now += 400;
    const releaseAgain = registry.hold();
    const after = await boards.board('point-1', iso(at('08:00')));
    releaseAgain();
    expect([after.stale, after.rows[0]?.cancelled], 'the change, within its second').to.deep.equal([
      false,
      true,
    ]);
    expect(registry.asked.map((a) => a.etag)).to.deep.equal([undefined, '"v1"']);
  });

  it('rechecks ahead every area boards read with one question, and reads again only the calls that moved', async () => {
    const { registry, boards, clock } = setUp({
      recheckMs: 1_000,
      waitMs: 50,
      points: [
        point(),
        point({ id: 'point-2', code: 'WEST', location: { stationAreaCode: 'WEST', bayCode: null } }),
      ],
    });
    const settled = () => new Promise((resolve) => setImmediate(resolve));
    registry.setCalls(day, [registryCall('08:30')]);
    registry.setCalls(day, [registryCall('08:40', { lineCode: 'W1' })], 'area-west');
    await boards.board('point-1', iso(at('08:00')));
    clock.now += 300;
    await boards.board('point-2', iso(at('08:00')));
    // Three quarters into the first area's bound: both rechecked in one question, the second
    // ahead of its own time, so that they keep one pace.
    clock.now += 500;
    expect(boards.refreshAhead()).to.equal(2);
    await settled();
    expect(registry.versionsAsked.map((q) => [q.serviceDate, [...q.areaIds].sort()])).to.deep.equal([
      [day, ['area-north', 'area-west']],
    ]);
    expect(registry.asked, 'no conditional read per area').to.have.length(2);

    // A change at the west area: the next question finds its tag moved, and only its calls are read again.
    registry.setCalls(day, [registryCall('08:40', { lineCode: 'W1', callStatus: 'CANCELLED' })], 'area-west');
    clock.now += 800;
    expect(boards.refreshAhead()).to.equal(2);
    await settled();
    expect(registry.versionsAsked).to.have.length(2);
    expect(registry.asked.slice(2)).to.deep.equal([{ areaId: 'area-west', serviceDate: day, etag: '"v1"' }]);

    // Past every first answer's bound, within the rechecks': the boards ask nothing, wait for
    // nothing (the registry held would make them answer stale), and show the change.
    clock.now += 400;
    const release = registry.hold();
    const north = await boards.board('point-1', iso(at('08:00')));
    const west = await boards.board('point-2', iso(at('08:00')));
    release();
    expect([north.stale, north.rows[0]?.cancelled, west.stale, west.rows[0]?.cancelled]).to.deep.equal([
      false,
      false,
      false,
      true,
    ]);
    expect(registry.asked).to.have.length(3);
  });

  it('asks again at once the areas whose calls name a record the feed announced, and every tag for one no calls name', async () => {
    const { registry, boards } = setUp({
      recheckMs: 30_000,
      waitMs: 50,
      points: [
        point(),
        point({ id: 'point-2', code: 'WEST', location: { stationAreaCode: 'WEST', bayCode: null } }),
      ],
    });
    const settled = () => new Promise((resolve) => setImmediate(resolve));
    registry.setCalls(day, [registryCall('08:30')]);
    registry.setCalls(
      day,
      [registryCall('08:40', { lineCode: 'W1', stationId: 'station-west', bayId: null })],
      'area-west',
    );
    await boards.board('point-1', iso(at('08:00')));
    await boards.board('point-2', iso(at('08:00')));
    expect(registry.asked).to.have.length(2);

    // A day-of change of the west area's trip: its calls alone are read again, within the bound.
    registry.setCalls(day, [registryCall('08:40', { lineCode: 'W1', callStatus: 'CANCELLED' })], 'area-west');
    expect(boards.callsChanged(['schedule/trip-08:40-W1', 'carrier/c-1'])).to.deep.equal({
      areas: 1,
      everyArea: false,
    });
    await settled();
    expect(registry.asked.slice(2)).to.deep.equal([{ areaId: 'area-west', serviceDate: day, etag: '"v1"' }]);
    expect(registry.versionsAsked).to.deep.equal([]);
    expect((await boards.board('point-2', iso(at('08:00')))).rows[0]?.cancelled).to.equal(true);

    // A schedule no kept calls name (it may start serving an area): every tag in one question,
    // and no area whose tag stands read again.
    expect(boards.callsChanged(['schedule/a-new-trip'])).to.deep.equal({ areas: 0, everyArea: true });
    await settled();
    expect(registry.versionsAsked.map((q) => [...q.areaIds].sort())).to.deep.equal([
      ['area-north', 'area-west'],
    ]);
    expect(registry.asked).to.have.length(3);
  });

  it('counts the calls it keeps as known from when it asked for them, not from when the answer came', async () => {
    const { registry, boards, clock } = setUp({ recheckMs: 1_000, waitMs: 50 });
    registry.setCalls(day, [registryCall('08:30')]);
    await boards.board('point-1', iso(at('08:00')));
    clock.now += 800;
    const release = registry.hold();
    expect(boards.refreshAhead()).to.equal(1);
    // The answer takes 700 ms: a change made meanwhile may be missing from it.
    clock.now += 700;
    release();
    await new Promise((resolve) => setImmediate(resolve));
    clock.now += 400;
    await boards.board('point-1', iso(at('08:00')));
    expect(
      [registry.versionsAsked.length, registry.asked.length],
      '1,100 ms after the question, 400 after its answer: asked again',
    ).to.deep.equal([1, 2]);
  });

  it('stops rechecking ahead the calls of an area no board has read for 30 s, and a board then asks again', async () => {
    const { registry, boards, clock } = setUp({ recheckMs: 1_000 });
    registry.setCalls(day, [registryCall('08:30')]);
    await boards.board('point-1', iso(at('08:00')));
    clock.now += 29_000;
    expect(boards.refreshAhead(), 'read 29 s ago').to.equal(1);
    await new Promise((resolve) => setImmediate(resolve));
    clock.now += 2_000;
    expect(boards.refreshAhead(), 'read 31 s ago').to.equal(0);
    registry.setCalls(day, [registryCall('08:30', { callStatus: 'CANCELLED' })]);
    const board = await boards.board('point-1', iso(at('08:00')));
    expect([board.stale, board.rows[0]?.cancelled]).to.deep.equal([false, true]);
    expect([registry.versionsAsked.length, registry.asked.length]).to.deep.equal([1, 2]);
  });

  it('rechecks nothing ahead with BOARD_KEEP_FRESH_MS 0: a board past the bound waits for its recheck', async () => {
    const tick = () => new Promise((resolve) => setTimeout(resolve, 150));
    const seen: Record<string, unknown[]> = {};
    for (const keepFreshMs of [30_000, 0]) {
      const { registry, boards, clock } = setUp({ recheckMs: 1_000, keepFreshMs, waitMs: 50 });
      registry.setCalls(day, [registryCall('08:30')]);
      await boards.board('point-1', iso(at('08:00')));
      boards.start();
      try {
        // Three quarters into the bound: the service's tick (every 100 ms) rechecks it, or not.
        clock.now += 800;
        await tick();
        registry.setCalls(day, [registryCall('08:30', { callStatus: 'CANCELLED' })]);
        clock.now += 400;
        const release = registry.hold();
        const board = await boards.board('point-1', iso(at('08:00')));
        release();
        const questions = registry.asked.length + registry.versionsAsked.length;
        seen[String(keepFreshMs)] = [questions, board.stale, board.rows[0]?.cancelled];
      } finally {
        boards.stop();
      }
    }
    expect(seen['30000'], 'kept fresh: rechecked by the tick, the board waits for nothing').to.deep.equal([
      2,
      false,
      false,
    ]);
    expect(
      seen['0'],
      'off: not rechecked ahead, the board past the bound waits (and answers stale past its wait)',
    ).to.deep.equal([2, true, false]);
  });

  it('warms the boards of the active points before the first screen asks, within its budget', async () => {
    const { registry, boards } = setUp({ waitMs: 50 });
    registry.setCalls(day, [registryCall('08:30')]);
    expect(await boards.warmUp(['point-1'], 0), 'no time given').to.deep.equal({
      computed: 0,
      stale: 0,
      left: 1,
    });
    expect(await boards.warmUp(['point-1'], 10_000)).to.deep.equal({ computed: 1, stale: 0, left: 0 });
    // The registry now slower than a board's wait: the first screen's board is the warmed one.
    const release = registry.hold();
    const first = await boards.board('point-1', iso(at('08:00')));
    release();
    expect([first.content, first.stale, first.rows.map((r) => r.announcedTime)]).to.deep.equal([
      'BOARD',
      false,
      ['08:30'],
    ]);
    expect(registry.asked, 'asked once, while warming').to.have.length(1);
  });

  it('serves the last known calls, marked stale with their age, while the registry is unreachable', async () => {
    const { registry, boards, clock } = setUp({ recheckMs: 30_000 });
    registry.setCalls(day, [registryCall('08:30')]);
    await boards.board('point-1', iso(at('08:00')));
    registry.reachable = false;
    clock.now += 95_000;
    const board = await boards.board('point-1', iso(at('08:00')));
    expect(board).to.include({ stale: true, staleSeconds: 95, content: 'BOARD' });
    expect(board.rows.map((r) => r.announcedTime)).to.deep.equal(['08:30']);
  });

  it('shows the fallback, stale, when the registry could never be asked', async () => {
    const { registry, boards } = setUp();
    registry.reachable = false;
    const board = await boards.board('point-1', iso(at('08:00')));
    expect(board).to.include({ content: 'FALLBACK', stale: true, staleSeconds: null, callCount: 0 });
  });
});

/**
 * Point 1 (beside `points`) shows bay A of the NORTH area, whose calls are line OLD's; line NEW
 * calls at bay-a2. `replaceBay` closes bay A and opens bay-a2 under its code.
 */
function bayReplacedUnderItsCode(points: Point[] = []) {
  const set = setUp({ points: [point({ location: { stationAreaCode: 'NORTH', bayCode: 'A' } }), ...points] });
  set.registry.setCalls(day, [
    registryCall('08:30', { lineCode: 'OLD' }),
    registryCall('08:40', { lineCode: 'NEW', bayId: 'bay-a2' }),
  ]);
  return {
    ...set,
    lines: async (minute: string) =>
      (await set.boards.board('point-1', iso(at(minute)))).rows.map((r) => r.lineCode),
    replaceBay: () =>
      set.registry.bays.set('area-north|A', {
        id: 'bay-a2',
        stationAreaId: 'area-north',
        code: 'A',
        status: 'ACTIVE',
        accessible: false,
      }),
  };
}

describe('the step-free mark', () => {
  it("marks the rows whose announced bay is step-free on the call's day, and no row without a bay", async () => {
    const { registry, boards } = setUp();
    registry.stepFree.set(`area-north|${day}`, ['bay-b']);
    registry.setCalls(day, [
      registryCall('08:10'),
      registryCall('08:20', { callStatus: 'BAY_CHANGED', bayId: 'bay-b', bayCode: 'B', lineCode: 'L2' }),
      registryCall('08:30', { bayId: null, bayCode: null, lineCode: 'L3' }),
    ]);
    const board = await boards.board('point-1', iso(at('08:00')));
    expect(board.rows.map((r) => [r.lineCode, r.stepFree])).to.deep.equal([
      ['L1', false],
      ['L2', true],
      ['L3', false],
    ]);
    expect(board.readout[0]?.text).to.include('bay B, Step-free access, 20 min');
    expect(board.readout[0]?.text).to.not.include('bay A, Step-free');
  });

  it('finds the point’s bay by its code again within a minute: a bay replaced under the same code shows its calls', async () => {
    const { registry, clock, lines, replaceBay } = bayReplacedUnderItsCode();
    expect(await lines('08:00')).to.deep.equal(['OLD']);
    replaceBay();
    clock.now += 30_000;
    expect(await lines('08:01'), 'within the minute, the bay kept').to.deep.equal(['OLD']);
    clock.now += 31_000;
    expect(await lines('08:02'), 'past the minute, the bay asked again').to.deep.equal(['NEW']);
    expect(registry.lookedUp).to.deep.equal(['NORTH', 'area-north|A', 'NORTH', 'area-north|A']);
  });

  it('finds the point’s bay and area again at once when the feed names them, and only those', async () => {
    const { registry, boards, lines, replaceBay } = bayReplacedUnderItsCode([
      point({ id: 'point-2', code: 'WEST', location: { stationAreaCode: 'WEST', bayCode: null } }),
    ]);
    const settled = () => new Promise((resolve) => setImmediate(resolve));
    expect(await lines('08:00')).to.deep.equal(['OLD']);
    await boards.board('point-2', iso(at('08:00')));
    // The feed names both bays.
    replaceBay();
    registry.lookedUp.length = 0;
    boards.callsChanged(['bay/bay-a', 'bay/bay-a2']);
    await settled();
    expect(await lines('08:01'), 'within the minute, the bay found again').to.deep.equal(['NEW']);
    // An area announced: the code that found it is asked again; the other area's is not.
    boards.callsChanged(['station-area/area-west']);
    await settled();
    expect(registry.lookedUp).to.deep.equal(['area-north|A', 'WEST']);
  });

  it('asks for the step-free bays once a minute, and keeps the last answer while the registry is unreachable', async () => {
    const { registry, boards, clock } = setUp({ recheckMs: 1_000 });
    registry.stepFree.set(`area-north|${day}`, ['bay-a']);
    registry.setCalls(day, [registryCall('08:30')]);
    await boards.board('point-1', iso(at('08:00')));
    clock.now += 30_000;
    await boards.board('point-1', iso(at('08:00')));
    expect(registry.stepFreeAsked).to.deep.equal([`area-north|${day}`]);
    registry.stepFree.set(`area-north|${day}`, []);
    clock.now += 31_000;
    expect((await boards.board('point-1', iso(at('08:01')))).rows[0]?.stepFree).to.equal(false);
    registry.stepFree.set(`area-north|${day}`, ['bay-a']);
    clock.now += 61_000;
    expect((await boards.board('point-1', iso(at('08:02')))).rows[0]?.stepFree).to.equal(true);
    registry.stepFree.set(`area-north|${day}`, []);
    clock.now += 61_000;
    registry.reachable = false;
    const board = await boards.board('point-1', iso(at('08:03')));
    expect(board.rows[0]?.stepFree).to.equal(true);
    expect(board.stale).to.equal(true);
  });
});

describe('boarding closure from the rules', () => {
  const network = (
    minutesBeforeDeparture: number,
    fields: { showOnDisplays?: boolean; effectiveAt?: number } = {},
  ) => ({
    ruleId: 'closure',
    scopeType: 'NETWORK',
    matches: () => true,
    effectiveAt: fields.effectiveAt ?? 0,
    minutesBeforeDeparture,
    showOnDisplays: fields.showOnDisplays ?? true,
  });

  it('shows a departure as boarding closed from the closure time, a delay moving it, in each language', async () => {
    const rules = createFakeRules();
    rules.versions.push(network(3));
    const { registry, boards } = setUp({
      rules: rules.client,
      profiles: [profile({ languages: ['fr', 'en'] })],
    });
    registry.setCalls(day, [
      registryCall('08:05'),
      registryCall('08:10', { announcedTime: '08:14', lineCode: 'L3' }),
    ]);

    const before = await boards.board('point-1', iso(at('08:01')));
    expect(before.boardingClosureStale).to.equal(false);
    expect(before.rows.map((r) => [r.announcedTime, r.boardingClosesAt, r.boardingClosed])).to.deep.equal([
      ['08:05', iso(at('08:02')), false],
      ['08:14', iso(at('08:11')), false],
    ]);
    const closed = await boards.board('point-1', iso(at('08:02')));
    expect(
      closed.rows.map((r) => [r.announcedTime, r.boardingClosed, r.texts.map((t) => t.status)]),
    ).to.deep.equal([
      ['08:05', true, ['Embarquement terminé', 'Boarding closed']],
      ['08:14', false, ['Retardé +4 min', 'Delayed +4 min']],
    ]);
    // The delayed departure closes from its announced time, not its timetable time.
    const later = await boards.board('point-1', iso(at('08:11')));
    expect(later.rows.map((r) => [r.announcedTime, r.boardingClosed])).to.deep.equal([['08:14', true]]);
    expect(later.readout[0]?.text).to.include('Embarquement terminé');
  });

  it("asks with the departure's station, area, bay and line, and takes the most specific scope", async () => {
    const rules = createFakeRules();
    // Two rules of the domain: the bay's, of another rule, outranks the network's.
    rules.versions.push(network(2), {
      ...network(6),
      ruleId: 'bay-closure',
      scopeType: 'BAY',
      matches: (c) =>
        c.station === 'NORTH-1' && c.stationArea === 'NORTH' && c.bay === 'A' && c.line === 'L1',
    });
    const { registry, boards } = setUp({ rules: rules.client });
    registry.setCalls(day, [registryCall('08:20'), registryCall('08:30', { lineCode: 'L2' })]);
    const board = await boards.board('point-1', iso(at('08:00')));
    expect(board.rows.map((r) => [r.lineCode, r.boardingClosesAt])).to.deep.equal([
      ['L1', iso(at('08:14'))],
      ['L2', iso(at('08:28'))],
    ]);
    expect(rules.asked.map((a) => a.context)).to.deep.include({
      station: 'NORTH-1',
      stationArea: 'NORTH',
      bay: 'A',
      line: 'L1',
    });
  });

  it('shows nothing for a rule that keeps closure off displays, a cancelled call, or no rule', async () => {
    const rules = createFakeRules();
    rules.versions.push({ ...network(5, { showOnDisplays: false }), matches: (c) => c.line === 'L1' });
    rules.versions.push({ ...network(5), matches: (c) => c.line === 'L2' });
    const { registry, boards } = setUp({ rules: rules.client });
    registry.setCalls(day, [
      registryCall('08:03'),
      registryCall('08:04', { lineCode: 'L2', callStatus: 'CANCELLED' }),
      registryCall('08:05', { lineCode: 'L9' }),
    ]);
    const board = await boards.board('point-1', iso(at('08:02')));
    expect(board.rows.map((r) => [r.lineCode, r.boardingClosesAt, r.boardingClosed])).to.deep.equal([
      ['L1', null, false],
      ['L2', null, false],
      ['L9', null, false],
    ]);
  });

  it('asks once per context and minute, and a rule coming into effect shows from its minute', async () => {
    const rules = createFakeRules();
    rules.versions.push(network(10, { effectiveAt: at('08:01') }));
    const { registry, boards } = setUp({ rules: rules.client, points: [point(), point({ id: 'point-2' })] });
    registry.setCalls(day, [registryCall('08:20')]);
    const first = await boards.board('point-1', iso(at('08:00')));
    await boards.board('point-2', iso(at('08:00') + 30_000));
    expect(first.rows[0]?.boardingClosesAt).to.equal(null);
    expect(rules.asked).to.have.length(1);
    const next = await boards.board('point-1', iso(at('08:01')));
    expect(next.rows[0]?.boardingClosesAt).to.equal(iso(at('08:10')));
    expect(rules.asked).to.have.length(2);
  });

  it("resolves the next minute's closures ahead, in the minute's last seconds, so the next minute's boards ask nothing", async () => {
    const rules = createFakeRules();
    rules.versions.push(network(10, { effectiveAt: at('08:01') }));
    const { registry, boards } = setUp({ rules: rules.client, points: [point(), point({ id: 'point-2' })] });
    registry.setCalls(day, [registryCall('08:20'), registryCall('08:30', { lineCode: 'L2' })]);
    const settled = () => new Promise((resolve) => setImmediate(resolve));
    await boards.board('point-1', iso(at('08:00') + 10_000));
    await boards.board('point-2', iso(at('08:00') + 40_000));
    await settled();
    // Before the minute's last seconds, only the minute asked.
    expect(rules.asked.map((a) => a.at)).to.deep.equal([at('08:00'), at('08:00')]);
    await boards.board('point-1', iso(at('08:01') - PREFETCH_LEAD_MS + 1_000));
    await boards.board('point-2', iso(at('08:01') - 1_000));
    await settled();
    // Once, for both contexts, at the next minute.
    expect(rules.asked.filter((a) => a.at === at('08:01')).map((a) => a.context.line)).to.have.members([
      'L1',
      'L2',
    ]);
    const asked = rules.asked.length;
    const next = await boards.board('point-1', iso(at('08:01')));
    expect(rules.asked).to.have.length(asked);
    // The rule in effect from 08:01 shows at 08:01, as if asked then.
    expect(next.rows.map((r) => r.boardingClosesAt)).to.deep.equal([iso(at('08:10')), iso(at('08:20'))]);
  });

  it('keeps the last resolution, marked stale, while the rules service cannot be asked, and never blanks the board', async () => {
    const rules = createFakeRules();
    rules.versions.push(network(4));
    const { registry, boards } = setUp({ rules: rules.client });
    registry.setCalls(day, [registryCall('08:10'), registryCall('08:30', { lineCode: 'L2' })]);
    await boards.board('point-1', iso(at('08:00')));
    rules.reachable = false;
    const down = await boards.board('point-1', iso(at('08:07')));
    expect(down).to.include({ content: 'BOARD', callCount: 2, stale: false, boardingClosureStale: true });
    expect(down.rows.map((r) => [r.lineCode, r.boardingClosesAt, r.boardingClosed])).to.deep.equal([
      ['L1', iso(at('08:06')), true],
      ['L2', iso(at('08:26')), false],
    ]);
    rules.reachable = true;
    const back = await boards.board('point-1', iso(at('08:08')));
    expect(back.boardingClosureStale).to.equal(false);
  });

  it('shows the board without closures, marked, when the rules service was never reached', async () => {
    const rules = createFakeRules();
    rules.versions.push(network(4));
    rules.reachable = false;
    const { registry, boards } = setUp({ rules: rules.client });
    registry.setCalls(day, [registryCall('08:10')]);
    const board = await boards.board('point-1', iso(at('08:07')));
    expect(board).to.include({ content: 'BOARD', callCount: 1, boardingClosureStale: true });
    expect(board.rows[0]).to.include({ boardingClosesAt: null, boardingClosed: false });
  });

  it('asks nothing for an arrival board', async () => {
    const rules = createFakeRules();
    rules.versions.push(network(4));
    const { registry, boards } = setUp({ rules: rules.client, points: [point({ kind: 'ARRIVAL_BOARD' })] });
    registry.setCalls(day, [registryCall('08:10', { arrivalTime: '08:09' })]);
    const board = await boards.board('point-1', iso(at('08:07')));
    expect(board.callCount).to.equal(1);
    expect(board.rows[0]?.boardingClosesAt).to.equal(null);
    expect(rules.asked).to.have.length(0);
  });
});

describe('a board refused', () => {
  it('names an unknown point, a retired one, one without a profile and one with a retired profile', async () => {
    const { boards } = setUp({
      points: [
        point({ id: 'retired', code: 'OLD', status: 'RETIRED' }),
        point({ id: 'bare', code: 'BARE', profileId: null }),
        point({ id: 'stale-profile', code: 'SP', profileId: 'profile-old' }),
      ],
      profiles: [profile({ id: 'profile-old', code: 'OLDP', status: 'RETIRED' })],
    });
    expect((await refusalOf(boards.board('nowhere'))).code).to.equal('display-point-not-found');
    const retired = await refusalOf(boards.board('retired'));
    expect([retired.code, retired.message]).to.deep.equal([
      'display-point-not-active',
      'The display point OLD is retired.',
    ]);
    expect((await refusalOf(boards.board('bare'))).code).to.equal('display-point-without-profile');
    expect((await refusalOf(boards.board('stale-profile'))).code).to.equal('display-profile-not-active');
  });

  it('names a station area the registry does not know', async () => {
    const { boards } = setUp({ points: [point({ location: { stationAreaCode: 'SOUTH', bayCode: null } })] });
    const refused = await refusalOf(boards.board('point-1', iso(at('08:00'))));
    expect(refused.code).to.equal('station-area-unknown');
    expect(refused.message).to.contain('SOUTH');
  });
});
