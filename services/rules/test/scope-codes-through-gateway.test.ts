/**
 * A rule version's scope names codes of the registry: rules asks referential, through its own
 * registry client, whether each exists when a version is created or edited, and refuses one it
 * does not know (422 naming the subject and the code) or stores nothing when referential cannot
 * be asked (503).
 */
import { expect } from 'chai';
import { createServer } from 'node:net';
import { testEnvironment } from '@transport/dev-stack';
import {
  expectProblem,
  nextYear,
  startTestService,
  uniqueCode,
  type TestService,
} from '@transport/platform/testing';
import { RULES_CLIENT_PERMISSIONS, startPlatform, type Platform } from '@transport/platform/testing/platform';
import { rulesService } from '../src/index.ts';
import { ALL, createRule, dwell } from './fixtures.ts';

const NETWORK_WRITE = [
  'referential.stations:write',
  'referential.station-areas:write',
  'referential.bays:write',
  'referential.lines:write',
];

describe('scope codes checked against the registry', () => {
  let platform: Platform;
  const registry = { station: '', stationArea: '', bay: '', line: '' };

  before(async function () {
    this.timeout(120_000);
    platform = await startPlatform();
    const officer = platform.as(NETWORK_WRITE);
    const create = async (path: string, body: Record<string, unknown>) => {
      const created = await officer.post(path, body);
      if (created.status !== 201) throw new Error(`${path}: ${created.status} ${created.text}`);
      return created.body.id as string;
    };
    registry.stationArea = uniqueCode('SA');
    const areaId = await create('/referential/v1/station-areas', {
      code: registry.stationArea,
      name: 'Area',
    });
    registry.station = uniqueCode('ST');
    await create('/referential/v1/stations', {
      code: registry.station,
      name: 'Station',
      stationAreaId: areaId,
    });
    registry.bay = uniqueCode('Q');
    await create('/referential/v1/bays', { stationAreaId: areaId, code: registry.bay, position: 1 });
    registry.line = uniqueCode('L');
    await create('/referential/v1/lines', { code: registry.line, name: 'Line' });
  });
  after(() => platform?.close());

  const version = (scope: unknown) => ({
    scope,
    effectiveInput: { instant: `${nextYear()}-01-01T00:00:00Z` },
    content: dwell(10),
  });

  it('creates versions whose codes the registry knows, whatever their case', async () => {
    const author = platform.as(ALL, 'alice');
    const ruleId = await createRule(author);
    const { line: _line, ...places } = registry;
    for (const scope of [
      { type: 'BAY', subjects: places },
      { type: 'STATION', subjects: { station: registry.station.toLowerCase() } },
      { type: 'NETWORK', subjects: {} },
    ]) {
      const created = await author.post(`/rules/v1/rules/${ruleId}/versions`, version(scope));
      expect(created.status, created.text).to.equal(201);
    }
    // Lines too, and an unknown one is refused.
    const closure = await createRule(author, 'BOARDING_CLOSURE');
    const onLine = (line: string) =>
      author.post(`/rules/v1/rules/${closure}/versions`, {
        ...version({ type: 'LINE', subjects: { line } }),
        content: { minutesBeforeDeparture: 2 },
      });
    const known = await onLine(registry.line);
    expect(known.status, known.text).to.equal(201);
    const unknown = expectProblem(await onLine('NO-SUCH-LINE'), 422, 'scope-subject-unknown');
    expect(unknown.errors?.map((e) => e.field)).to.deep.equal(['body.scope.subjects.line']);
  });

  it('refuses a code the registry does not know, naming the subject and the code, and stores nothing', async () => {
    const author = platform.as(ALL, 'alice');
    const ruleId = await createRule(author);
    const path = `/rules/v1/rules/${ruleId}/versions`;
    const station = expectProblem(
      await author.post(path, version({ type: 'STATION', subjects: { station: 'NO-SUCH-STATION' } })),
      422,
      'scope-subject-unknown',
    );
    expect(station.errors).to.deep.equal([
      {
        field: 'body.scope.subjects.station',
        message: 'no station has the code NO-SUCH-STATION in the registry',
      },
    ]);
    // A bay is looked for in the scope's station area: a bay of another area is unknown there.
    const bay = expectProblem(
      await author.post(
        path,
        version({
          type: 'BAY',
          subjects: { station: registry.station, stationArea: registry.stationArea, bay: 'NO-SUCH-BAY' },
        }),
      ),
      422,
      'scope-subject-unknown',
    );
    expect(bay.errors?.map((e) => e.field)).to.deep.equal(['body.scope.subjects.bay']);
    expect(bay.detail).to.contain('NO-SUCH-BAY');
    const area = expectProblem(
      await author.post(
        path,
        version({
          type: 'STATION_AREA',
          subjects: { station: 'NO-SUCH-STATION', stationArea: 'NO-SUCH-AREA' },
        }),
      ),
      422,
      'scope-subject-unknown',
    );
    expect(area.errors?.map((e) => e.field)).to.deep.equal([
      'body.scope.subjects.station',
      'body.scope.subjects.stationArea',
    ]);
    expect((await author.get(path)).body).to.deep.equal([]);

    // Editing a draft checks the codes too.
    const draft = await author.post(
      path,
      version({ type: 'STATION', subjects: { station: registry.station } }),
    );
    expect(draft.status, draft.text).to.equal(201);
    expectProblem(
      await author.put(
        `/rules/v1/rule-versions/${draft.body.id}`,
        version({ type: 'STATION', subjects: { station: 'GONE' } }),
      ),
      422,
      'scope-subject-unknown',
    );
    const kept = await author.get(`/rules/v1/rule-versions/${draft.body.id}`);
    expect(kept.body.scope).to.deep.equal({ type: 'STATION', subjects: { station: registry.station } });
  });

  it('refuses a code no registry record can have (not shaped as a code) as unknown, not as the registry being unavailable', async () => {
    const author = platform.as(ALL, 'alice');
    const ruleId = await createRule(author);
    const refused = expectProblem(
      await author.post(
        `/rules/v1/rules/${ruleId}/versions`,
        version({ type: 'STATION_AREA', subjects: { station: 'V$', stationArea: '<H.EB@WuC' } }),
      ),
      422,
      'scope-subject-unknown',
    );
    expect(refused.errors?.map((e) => e.field)).to.deep.equal([
      'body.scope.subjects.station',
      'body.scope.subjects.stationArea',
    ]);
  });

  describe('when referential cannot be asked', () => {
    let alone: TestService;
    before(async () => {
      // A port nothing listens on: every call fails at the socket.
      const port = await new Promise<number>((resolve) => {
        const server = createServer().listen(0, '127.0.0.1', () => {
          const { port: taken } = server.address() as { port: number };
          server.close(() => resolve(taken));
        });
      });
      const issuer = testEnvironment().issuer;
      const secret = 'rules-outage-secret-0001';
      issuer.registerClient('rules-outage-tests', { secret, permissions: RULES_CLIENT_PERMISSIONS });
      alone = await startTestService(rulesService, {
        REFERENTIAL_URL: `http://127.0.0.1:${port}`,
        OAUTH_TOKEN_URL: issuer.tokenUrl,
        RULES_CLIENT_ID: 'rules-outage-tests',
        RULES_CLIENT_SECRET: secret,
        REFERENTIAL_RETRY_DELAY_MS: '0',
      });
    });
    after(() => alone?.close());

    it('refuses the version with 503 referential-unavailable and stores nothing', async () => {
      const author = alone.as(ALL, 'alice');
      const ruleId = await createRule(author);
      const path = `/rules/v1/rules/${ruleId}/versions`;
      const refused = expectProblem(
        await author.post(path, version({ type: 'STATION', subjects: { station: 'ANY' } })),
        503,
        'referential-unavailable',
      );
      expect(refused.detail).to.contain('Nothing was stored');
      expect((await author.get(path)).body).to.deep.equal([]);
      // A scope naming no code asks nothing of the registry.
      expect((await author.post(path, version({ type: 'NETWORK', subjects: {} }))).status).to.equal(201);
    });
  });
});
