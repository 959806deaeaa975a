import { expect } from 'chai';
import {
  daysFromToday,
  localInstant,
  expectFieldError,
  expectProblem,
  type ApiClient,
  type TestService,
} from '@transport/platform/testing';
import {
  RESOLVE,
  RULE_READ,
  STATION_PAR,
  activeVersion,
  approveAndActivate,
  createRule,
  createVersion,
  dwell,
  inYear,
  startRules,
  team,
} from './fixtures.ts';

/** Midnight UTC of the day `days` from the business day: a past instant when `days` is negative. */
const dayStart = (days: number) => `${daysFromToday(days)}T00:00:00Z`;

const BAY = (station: string, stationArea: string, bay: string) => ({
  type: 'BAY',
  subjects: { station, stationArea, bay },
});

describe('rule resolution', () => {
  let service: TestService;
  let author: ApiClient;
  let supervisor: ApiClient;
  let resolver: ApiClient;

  before(async () => {
    service = await startRules();
    ({ author, supervisor } = team(service));
    resolver = service.as([RESOLVE], 'display-board');
  });
  after(() => service?.close());

  const resolve = (ruleId: string, scope: unknown, at: string) =>
    resolver.post(`/rules/v1/rules/${ruleId}/resolution`, { at, scope });
  const resolvedId = async (ruleId: string, scope: unknown, at: string) => {
    const response = await resolve(ruleId, scope, at);
    expect(response.status, response.text).to.equal(200);
    return response.body.version.id as string;
  };
  const inOneHour = () => new Date(Date.now() + 3_600_000).toISOString();

  describe('for exactly one scope', () => {
    let ruleId: string;
    let first: string;
    let second: string;

    before(async () => {
      ruleId = await createRule(author);
      first = await activeVersion(author, supervisor, ruleId, {
        at: inYear('01-01T00:00:00Z'),
        content: dwell(10),
      });
      second = await activeVersion(author, supervisor, ruleId, {
        effectiveInput: { localDateTime: inYear('03-01T00:00'), timeZone: 'Europe/Paris' },
        content: dwell(15),
      });
    });

    it('answers the version in force, with the rule, the instant and the scope resolved for', async () => {
      const response = await resolve(ruleId, STATION_PAR, inYear('02-01T12:00:00+01:00'));
      expect(response.status).to.equal(200);
      expect(response.body).to.deep.include({
        ruleId,
        resolvedAt: inYear('02-01T11:00:00.000Z'),
        scope: STATION_PAR,
      });
      expect(response.body.version).to.include({ id: first, versionNumber: 1, state: 'ACTIVE' });
      expect(response.body.version.content).to.deep.equal(dwell(10));
    });

    it('answers 404 before the first version takes effect', async () => {
      const problem = expectProblem(
        await resolve(ruleId, STATION_PAR, inYear('12-31T23:59:59Z', -1)),
        404,
        'rule-version-not-resolved',
      );
      expect(problem.detail).to.contain('STATION (station=PAR)');
    });

    it('switches to the later version exactly at its effective instant, and keeps it after', async () => {
      // 1 March 00:00 in Paris is 23:00Z the day before (28 or 29 February).
      const switched = localInstant(inYear('03-01'), '00:00');
      const justBefore = new Date(Date.parse(switched) - 1).toISOString();
      expect(switched).to.match(/-02-(28|29)T23:00:00\.000Z$/);
      expect(await resolvedId(ruleId, STATION_PAR, justBefore)).to.equal(first);
      expect(await resolvedId(ruleId, STATION_PAR, switched)).to.equal(second);
      expect(await resolvedId(ruleId, STATION_PAR, inYear('01-01T00:00:00Z', 4))).to.equal(second);
    });

    it('ignores drafts and approved versions that were never activated', async () => {
      await createVersion(author, ruleId, { at: inYear('04-01T00:00:00Z') });
      const approved = await createVersion(author, ruleId, { at: inYear('04-01T00:00:00Z') });
      await supervisor.post(`/rules/v1/rule-versions/${approved}/approval`);
      expect(await resolvedId(ruleId, STATION_PAR, inYear('05-01T00:00:00Z'))).to.equal(second);
    });

    it('never answers with a version of another scope, broader or narrower', async () => {
      const rule = await createRule(author);
      await activeVersion(author, supervisor, rule, { scope: STATION_PAR });
      expectProblem(
        await resolve(rule, BAY('PAR', 'NORTH', 'B12'), inYear('06-01T00:00:00Z')),
        404,
        'rule-version-not-resolved',
      );
      expectProblem(
        await resolve(rule, { type: 'NETWORK', subjects: {} }, inYear('06-01T00:00:00Z')),
        404,
        'rule-version-not-resolved',
      );
    });

    it('refuses an unknown rule (404), a malformed scope (400) and a caller without rules.rules:resolve (403)', async () => {
      expectProblem(
        await resolve('00000000-0000-4000-8000-000000000000', STATION_PAR, inYear('06-01T00:00:00Z')),
        404,
        'rule-not-found',
      );
      expectProblem(
        await resolve(ruleId, { type: 'STATION', subjects: {} }, inYear('06-01T00:00:00Z')),
        400,
        'invalid-request',
      );
      expectFieldError(await resolve(ruleId, STATION_PAR, 'tomorrow'), 'body.at');
      expectFieldError(
        await resolver.post(`/rules/v1/rules/${ruleId}/resolution`, { scope: STATION_PAR }),
        'body.at',
      );
      expectProblem(
        await service.as([RULE_READ]).post(`/rules/v1/rules/${ruleId}/resolution`, {
          at: inYear('06-01T00:00:00Z'),
          scope: STATION_PAR,
        }),
        403,
        'forbidden',
      );
    });
  });

  describe('the walkthrough of the issue', () => {
    it('a version created, approved by another user and activated resolves after its effective instant; before it, the earlier one does', async () => {
      const ruleId = await createRule(author, 'BOARDING_CLOSURE');
      const scope = { type: 'STATION', subjects: { station: 'LYS' } };
      const earlier = await activeVersion(author, supervisor, ruleId, {
        scope,
        at: inYear('01-01T00:00:00Z'),
        content: { minutesBeforeDeparture: 2 },
      });

      const created = await author.post(`/rules/v1/rules/${ruleId}/versions`, {
        scope,
        effectiveInput: { instant: inYear('09-01T04:00:00Z') },
        content: { minutesBeforeDeparture: 5, showOnDisplays: true },
      });
      expect(created.status).to.equal(201);
      const id = created.body.id;
      expectProblem(
        await author.post(`/rules/v1/rule-versions/${id}/approval`),
        403,
        'rule-version-self-approval',
      );
      const active = await approveAndActivate(supervisor, id);
      expect(active).to.include({
        state: 'ACTIVE',
        createdBy: 'alice',
        approvedBy: 'bob',
        activatedBy: 'bob',
      });

      const after = await resolve(ruleId, scope, inYear('09-01T04:00:01Z'));
      expect(after.body.version).to.include({ id, versionNumber: 2 });
      expect(after.body.version.content).to.deep.equal({ minutesBeforeDeparture: 5, showOnDisplays: true });
      expect(await resolvedId(ruleId, scope, inYear('09-01T03:59:59Z'))).to.equal(earlier);
    });
  });

  describe('as known at an instant (asKnownAt)', () => {
    it('gives again the answer given before a retroactive activation, for one scope and in a context', async () => {
      const beforeRule = new Date().toISOString();
      await new Promise((resolve) => setTimeout(resolve, 5));
      const ruleId = await createRule(author);
      const first = await activeVersion(author, supervisor, ruleId, {
        at: dayStart(-300),
        content: dwell(10),
      });
      const given = await resolve(ruleId, STATION_PAR, dayStart(-120));
      expect(given.body.version.id).to.equal(first);
      // The instant the answer was given.
      const known = new Date().toISOString();
      await new Promise((resolve) => setTimeout(resolve, 5));

      // Later, a version effective 150 days ago is activated retroactively.
      const retroactive = await activeVersion(author, supervisor, ruleId, {
        at: dayStart(-150),
        content: dwell(25),
      });
      expect(await resolvedId(ruleId, STATION_PAR, dayStart(-120))).to.equal(retroactive);

      const asKnown = await resolver.post(
        `/rules/v1/rules/${ruleId}/resolution?asKnownAt=${encodeURIComponent(known)}`,
        { at: dayStart(-120), scope: STATION_PAR },
      );
      expect(asKnown.status, asKnown.text).to.equal(200);
      expect(asKnown.body).to.deep.equal(given.body);
      const inContext = await resolver.post(
        `/rules/v1/rules/${ruleId}/contextual-resolution?asKnownAt=${encodeURIComponent(known)}`,
        { at: dayStart(-120), subjects: { station: 'PAR', line: 'L1' } },
      );
      expect(inContext.status, inContext.text).to.equal(200);
      expect(inContext.body.version).to.deep.equal(given.body.version);
      expect(inContext.body.scope).to.deep.equal(STATION_PAR);

      // An instant not yet come is refused (nothing is known of it yet); before the rule
      // existed, the rule is unknown.
      const later = new Date(Date.now() + 86_400_000).toISOString();
      expectFieldError(
        await resolver.post(`/rules/v1/rules/${ruleId}/resolution?asKnownAt=${later}`, {
          at: dayStart(-120),
          scope: STATION_PAR,
        }),
        'query.asKnownAt',
      );
      expectProblem(
        await resolver.post(`/rules/v1/rules/${ruleId}/resolution?asKnownAt=${beforeRule}`, {
          at: dayStart(-120),
          scope: STATION_PAR,
        }),
        404,
        'rule-not-found',
      );
      expectFieldError(
        await resolver.post(`/rules/v1/rules/${ruleId}/resolution?asKnownAt=last-week`, {
          at: dayStart(-120),
          scope: STATION_PAR,
        }),
        'query.asKnownAt',
      );
    });
  });

  describe('with deactivated versions', () => {
    it('falls back to the earlier version from the moment of deactivation, and still answers it for earlier instants', async () => {
      const ruleId = await createRule(author);
      const first = await activeVersion(author, supervisor, ruleId, { at: dayStart(-300) });
      const second = await activeVersion(author, supervisor, ruleId, { at: dayStart(-270) });
      const deactivated = await supervisor.post(`/rules/v1/rule-versions/${second}/deactivate`);
      const inactivatedAt = Date.parse(deactivated.body.inactivatedAt);

      expect(await resolvedId(ruleId, STATION_PAR, inOneHour())).to.equal(first);
      expect(await resolvedId(ruleId, STATION_PAR, new Date(inactivatedAt).toISOString())).to.equal(first);
      expect(await resolvedId(ruleId, STATION_PAR, new Date(inactivatedAt - 1).toISOString())).to.equal(
        second,
      );
      expect(await resolvedId(ruleId, STATION_PAR, dayStart(-240))).to.equal(second);
    });

    it('answers 404 once the only version is deactivated', async () => {
      const ruleId = await createRule(author);
      const only = await activeVersion(author, supervisor, ruleId, { at: inYear('01-01T00:00:00Z') });
      await supervisor.post(`/rules/v1/rule-versions/${only}/deactivate`);
      expectProblem(await resolve(ruleId, STATION_PAR, inOneHour()), 404, 'rule-version-not-resolved');
    });
  });

  describe('scopes differing in one subject', () => {
    let ruleId: string;
    const versions: Record<string, string> = {};

    before(async () => {
      ruleId = await createRule(author);
      for (const [key, scope] of [
        ['b12', BAY('PAR', 'NORTH', 'B12')],
        ['b13', BAY('PAR', 'NORTH', 'B13')],
        ['south', BAY('PAR', 'SOUTH', 'B12')],
        ['lys', BAY('LYS', 'NORTH', 'B12')],
      ] as const) {
        versions[key] = await activeVersion(author, supervisor, ruleId, {
          scope,
          at: inYear('01-01T00:00:00Z'),
        });
      }
    });

    it('answers each scope its own version', async () => {
      const at = inYear('06-01T00:00:00Z');
      expect(await resolvedId(ruleId, BAY('PAR', 'NORTH', 'B12'), at)).to.equal(versions.b12);
      expect(await resolvedId(ruleId, BAY('PAR', 'NORTH', 'B13'), at)).to.equal(versions.b13);
      expect(await resolvedId(ruleId, BAY('PAR', 'SOUTH', 'B12'), at)).to.equal(versions.south);
      expect(await resolvedId(ruleId, BAY('LYS', 'NORTH', 'B12'), at)).to.equal(versions.lys);
    });

    it('matches subjects whatever their order, and answers 404 for a bay that has no version', async () => {
      const reordered = { type: 'BAY', subjects: { bay: 'B13', station: 'PAR', stationArea: 'NORTH' } };
      expect(await resolvedId(ruleId, reordered, inYear('06-01T00:00:00Z'))).to.equal(versions.b13);
      expectProblem(
        await resolve(ruleId, BAY('PAR', 'NORTH', 'B14'), inYear('06-01T00:00:00Z')),
        404,
        'rule-version-not-resolved',
      );
    });

    it('leaves the neighbouring scopes alone when one of them gets a new version', async () => {
      const newer = await activeVersion(author, supervisor, ruleId, {
        scope: BAY('PAR', 'NORTH', 'B13'),
        at: inYear('05-01T00:00:00Z'),
      });
      expect(await resolvedId(ruleId, BAY('PAR', 'NORTH', 'B13'), inYear('06-01T00:00:00Z'))).to.equal(newer);
      expect(await resolvedId(ruleId, BAY('PAR', 'NORTH', 'B12'), inYear('06-01T00:00:00Z'))).to.equal(
        versions.b12,
      );
    });
  });

  describe('ties', () => {
    it('gives two versions effective at the same instant to the higher version number', async () => {
      const ruleId = await createRule(author);
      const lower = await createVersion(author, ruleId, { at: inYear('01-01T00:00:00Z'), content: dwell(5) });
      const higher = await createVersion(author, ruleId, {
        at: inYear('01-01T00:00:00Z'),
        content: dwell(6),
      });
      // Activated in the reverse order: activation order does not matter, the number does.
      await approveAndActivate(supervisor, higher);
      await approveAndActivate(supervisor, lower);
      expect(await resolvedId(ruleId, STATION_PAR, inYear('01-01T00:00:00Z'))).to.equal(higher);

      await supervisor.post(`/rules/v1/rule-versions/${higher}/deactivate`);
      expect(await resolvedId(ruleId, STATION_PAR, inOneHour())).to.equal(lower);
    });

    it('prefers the latest effective instant over the higher version number', async () => {
      const ruleId = await createRule(author);
      const later = await activeVersion(author, supervisor, ruleId, { at: inYear('02-01T00:00:00Z') });
      const backdated = await activeVersion(author, supervisor, ruleId, { at: inYear('01-01T00:00:00Z') });
      expect(await resolvedId(ruleId, STATION_PAR, inYear('03-01T00:00:00Z'))).to.equal(later);
      expect(await resolvedId(ruleId, STATION_PAR, inYear('01-15T00:00:00Z'))).to.equal(backdated);
    });
  });

  describe('in a context (contextual resolution)', () => {
    const context = { station: 'PAR', stationArea: 'NORTH', bay: 'B12', line: 'L1' };
    const resolveIn = (ruleId: string, subjects: unknown, at: string) =>
      resolver.post(`/rules/v1/rules/${ruleId}/contextual-resolution`, { at, subjects });

    let ruleId: string;
    let network: string;
    let station: string;
    let line: string;

    before(async () => {
      ruleId = await createRule(author, 'BOARDING_CLOSURE');
      const content = { minutesBeforeDeparture: 3 };
      network = await activeVersion(author, supervisor, ruleId, {
        scope: { type: 'NETWORK', subjects: {} },
        at: inYear('01-01T00:00:00Z'),
        content,
      });
      station = await activeVersion(author, supervisor, ruleId, {
        scope: STATION_PAR,
        at: inYear('01-01T00:00:00Z'),
        content,
      });
      line = await activeVersion(author, supervisor, ruleId, {
        scope: { type: 'LINE', subjects: { line: 'L1' } },
        at: inYear('01-01T00:00:00Z'),
        content,
      });
      await activeVersion(author, supervisor, ruleId, {
        scope: BAY('PAR', 'NORTH', 'B12'),
        at: inYear('01-01T00:00:00Z', 10),
        content,
      });
      const area = await activeVersion(author, supervisor, ruleId, {
        scope: { type: 'STATION_AREA', subjects: { station: 'PAR', stationArea: 'NORTH' } },
        at: inYear('01-01T00:00:00Z'),
        content,
      });
      await supervisor.post(`/rules/v1/rule-versions/${area}/deactivate`);
    });

    it('answers the most specific scope that resolves, naming the more specific ones passed over and why', async () => {
      const response = await resolveIn(ruleId, context, inOneHour());
      expect(response.status, response.text).to.equal(200);
      expect(response.body.scope).to.deep.equal(STATION_PAR);
      expect(response.body.version.id).to.equal(station);
      expect(response.body.passedOver).to.deep.equal([
        { scope: BAY('PAR', 'NORTH', 'B12'), reason: 'NOT_YET_EFFECTIVE' },
        {
          scope: { type: 'STATION_AREA', subjects: { station: 'PAR', stationArea: 'NORTH' } },
          reason: 'DEACTIVATED',
        },
      ]);
    });

    it('takes the area version for an instant before its deactivation', async () => {
      const response = await resolveIn(ruleId, context, inYear('06-01T00:00:00Z'));
      expect(response.body.scope.type).to.equal('STATION_AREA');
      expect(response.body.passedOver).to.deep.equal([
        { scope: BAY('PAR', 'NORTH', 'B12'), reason: 'NOT_YET_EFFECTIVE' },
      ]);
    });

    it('falls back to the line, then to the network, as the context knows less', async () => {
      const atLyon = await resolveIn(
        ruleId,
        { station: 'LYS', stationArea: 'EAST', line: 'L1' },
        inOneHour(),
      );
      expect(atLyon.body.version.id).to.equal(line);
      expect(atLyon.body.passedOver).to.deep.equal([
        {
          scope: { type: 'STATION_AREA', subjects: { station: 'LYS', stationArea: 'EAST' } },
          reason: 'NO_ACTIVATED_VERSION',
        },
        { scope: { type: 'STATION', subjects: { station: 'LYS' } }, reason: 'NO_ACTIVATED_VERSION' },
      ]);
      const nowhere = await resolveIn(ruleId, { station: 'LYS' }, inOneHour());
      expect(nowhere.body.scope).to.deep.equal({ type: 'NETWORK', subjects: {} });
      expect(nowhere.body.version.id).to.equal(network);
    });

    it('passes over scope types the rule domain does not take', async () => {
      const dwellRule = await createRule(author, 'BAY_DWELL_TIME');
      await activeVersion(author, supervisor, dwellRule, {
        scope: { type: 'NETWORK', subjects: {} },
        at: inYear('01-01T00:00:00Z'),
      });
      const response = await resolveIn(dwellRule, { line: 'L1' }, inYear('06-01T00:00:00Z'));
      expect(response.body.scope.type).to.equal('NETWORK');
      expect(response.body.passedOver).to.deep.equal([
        { scope: { type: 'LINE', subjects: { line: 'L1' } }, reason: 'SCOPE_TYPE_NOT_ALLOWED' },
      ]);
    });

    it('answers 404 when no scope of the context resolves, naming the reasons', async () => {
      const empty = await createRule(author, 'BOARDING_CLOSURE');
      const problem = expectProblem(
        await resolveIn(empty, { station: 'PAR' }, inYear('06-01T00:00:00Z')),
        404,
        'rule-version-not-resolved',
      );
      expect(problem.detail).to.contain('STATION (station=PAR): NO_ACTIVATED_VERSION');
      expectProblem(
        await resolveIn('00000000-0000-4000-8000-000000000000', context, inYear('06-01T00:00:00Z')),
        404,
        'rule-not-found',
      );
      expectFieldError(
        await resolveIn(ruleId, { ...context, platform: '3' }, inYear('06-01T00:00:00Z')),
        'body.subjects.platform',
      );
    });
  });
});
