/**
 * The rules service's validation report, against the real referential: versions whose scope
 * names codes the registry does not know, or a station not in service on the day the version is
 * in force from, approved versions never activated, active versions never in force, rules with
 * no version in force. A clean dataset gives no notice; one defect planted per rule gives
 * exactly one notice each; read as known before the defects, none, the registry included; read
 * as known before the registry began, refused naming `asKnownAt` as the registry refused it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { testEnvironment } from '@transport/dev-stack';
import {
  connectMcp,
  daysFromToday,
  expectProblem,
  startTestService,
  uniqueCode,
  type TestService,
} from '@transport/platform/testing';
import { RULES_CLIENT_PERMISSIONS, startPlatformService } from '@transport/platform/testing/platform';
import { rulesService } from '../src/index.ts';
import { activeVersion, createRule, createVersion, team } from './fixtures.ts';
import type { ValidationReport } from '@transport/platform';

const REPORT = '/rules/v1/validation-report';
const REPORT_READ = 'rules.validation:read';
const CLIENT_SECRET = 'rules-report-test-secret';
/** An instant already past, when the versions built here take effect. */
const PAST = `${daysFromToday(-2)}T08:00:00Z`;

describe("the rules service's validation report, checked against the real referential", function () {
  this.timeout(60_000);
  let registry: TestService;
  let registryFront: http.Server;
  let rules: TestService;
  let people: ReturnType<typeof team>;
  let station: string;
  let seeded: string;
  let beforeRetirement: string;
  const planted = new Map<string, string>();

  const report = (query = '') => rules.as([REPORT_READ]).get<ValidationReport>(`${REPORT}${query}`);
  const atStation = () => ({ scope: { type: 'STATION', subjects: { station } }, at: PAST });
  const newStation = async () => {
    const code = uniqueCode('ST');
    const created = await registry
      .as(['referential.stations:write'])
      .post('/referential/v1/stations', { code, name: `Station ${code}` });
    expect(created.status, created.text).to.equal(201);
    return { code, id: created.body.id as string };
  };
  const pause = () => new Promise((resolve) => setTimeout(resolve, 20));

  before(async () => {
    registry = await startPlatformService('referential');
    registryFront = http.createServer(registry.built.app);
    await new Promise<void>((resolve) => registryFront.listen(0, '127.0.0.1', resolve));
    testEnvironment().issuer.registerClient('rules', {
      secret: CLIENT_SECRET,
      permissions: RULES_CLIENT_PERMISSIONS,
    });
    rules = await startTestService(rulesService, {
      REFERENTIAL_URL: `http://127.0.0.1:${(registryFront.address() as AddressInfo).port}`,
      OAUTH_TOKEN_URL: testEnvironment().issuer.tokenUrl,
      RULES_CLIENT_ID: 'rules',
      RULES_CLIENT_SECRET: CLIENT_SECRET,
      REFERENTIAL_TIMEOUT_MS: '1000',
      REFERENTIAL_RETRY_DELAY_MS: '20',
    });
    station = (await newStation()).code;
    people = team(rules);
    await activeVersion(people.author, people.supervisor, await createRule(people.author), atStation());
    await pause();
    seeded = new Date().toISOString();
    await pause();
  });
  after(async () => {
    await rules?.close();
    if (registryFront?.listening) await new Promise((resolve) => registryFront.close(resolve));
    await registry?.close();
  });

  it('finds nothing in rules in order, and lists the rules it ran', async () => {
    const answer = await report();
    expect(answer.status, answer.text).to.equal(200);
    expect(answer.body.notices.map((n) => n.message)).to.deep.equal([]);
    expect(answer.body.rules.map((r) => r.code).sort()).to.deep.equal([
      'RULE_SCOPE_CODE_UNKNOWN',
      'RULE_SCOPE_NOT_IN_SERVICE',
      'RULE_VERSION_APPROVED_NOT_ACTIVATED',
      'RULE_VERSION_NEVER_EFFECTIVE',
      'RULE_WITHOUT_VERSION_IN_FORCE',
    ]);
  });

  describe('with one defect planted per rule', () => {
    before(async () => {
      const { author, supervisor } = people;
      // A station retired from in 3 days: a version taking effect in 5 days names it (a
      // defect), one taking effect in 2 days does too (in order: it is in service then). Each
      // rule also has a version in force now, on a station in service.
      const closing = await newStation();
      const onClosing = (days: number) => ({
        scope: { type: 'STATION', subjects: { station: closing.code } },
        at: `${daysFromToday(days)}T12:00:00Z`,
      });
      const late = await createRule(author);
      await activeVersion(author, supervisor, late, atStation());
      const afterRetirement = await activeVersion(author, supervisor, late, onClosing(5));
      const early = await createRule(author);
      await activeVersion(author, supervisor, early, atStation());
      await activeVersion(author, supervisor, early, onClosing(2));
      await pause();
      beforeRetirement = new Date().toISOString();
      await pause();
      const retired = await registry
        .as(['referential.stations:write'])
        .post(`/referential/v1/stations/${closing.id}/retirement`, {
          reason: 'Demolished',
          effectiveFrom: daysFromToday(3),
        });
      expect(retired.status, retired.text).to.equal(200);
      planted.set('RULE_SCOPE_NOT_IN_SERVICE', afterRetirement);
      // A version whose station is unknown to the registry (written as an import would: the
      // check at creation cannot see it).
      const lost = await activeVersion(author, supervisor, await createRule(author), atStation());
      await rules.built.deps
        .db('rule_versions')
        .where({ id: lost })
        .update({ scope_subjects: { station: 'GONE-7' } });
      planted.set('RULE_SCOPE_CODE_UNKNOWN', lost);
      // An approved version past its effective instant, never activated.
      const halfDone = await createRule(author);
      await activeVersion(author, supervisor, halfDone, atStation());
      const approved = await createVersion(author, halfDone, {
        ...atStation(),
        at: `${daysFromToday(-1)}T08:00:00Z`,
      });
      const approval = await supervisor.post(`/rules/v1/rule-versions/${approved}/approval`);
      expect(approval.status, approval.text).to.equal(200);
      planted.set('RULE_VERSION_APPROVED_NOT_ACTIVATED', approved);
      // Two active versions of one scope taking effect at the same instant: the first never does.
      const twice = await createRule(author);
      const outranked = await activeVersion(author, supervisor, twice, atStation());
      await activeVersion(author, supervisor, twice, atStation());
      planted.set('RULE_VERSION_NEVER_EFFECTIVE', outranked);
      // A rule with no version at all.
      planted.set('RULE_WITHOUT_VERSION_IN_FORCE', await createRule(author));
    });

    it('lists exactly the planted defects, one per rule, naming the record at fault first', async () => {
      const answer = await report();
      expect(answer.status, answer.text).to.equal(200);
      expect(answer.body.notices.map((n) => [n.code, n.records[0]?.id]).sort()).to.deep.equal(
        [...planted.entries()].sort(),
      );
      expect(answer.body.counts).to.deep.equal({ ERROR: 2, WARNING: 2, INFO: 1 });
      const [unknown] = (await report('?code=RULE_SCOPE_CODE_UNKNOWN')).body.notices;
      expect(unknown?.message).to.match(/station GONE-7/);
      const [outOfService] = (await report('?code=RULE_SCOPE_NOT_IN_SERVICE')).body.notices;
      expect(outOfService?.message).to.include(`(RETIRED on ${daysFromToday(5)})`);
      const version = await people.author.get(unknown?.records[0]?.link as string);
      expect(version.status).to.equal(200);
      expect(version.body.id).to.equal(unknown?.records[0]?.id);
    });

    it('keeps only the family or severity asked, and refuses a code that is no rule', async () => {
      const lifecycle = await report('?family=lifecycle');
      expect(lifecycle.body.rules).to.have.length(3);
      expect(lifecycle.body.notices.map((n) => n.code)).to.not.include('RULE_SCOPE_CODE_UNKNOWN');
      expect((await report('?severity=ERROR')).body.notices.map((n) => n.code)).to.deep.equal([
        'RULE_SCOPE_CODE_UNKNOWN',
        'RULE_SCOPE_NOT_IN_SERVICE',
      ]);
      const refused = await rules.as([REPORT_READ]).get(`${REPORT}?code=NO_SUCH_RULE`);
      expectProblem(refused, 400, 'invalid-request');
      expect(refused.body.errors.map((e: { field: string }) => e.field)).to.deep.equal(['query.code']);
    });

    it('reads the rules as known at an instant: before the defects, it finds none', async () => {
      const replay = await report(`?asKnownAt=${encodeURIComponent(seeded)}`);
      expect(replay.status, replay.text).to.equal(200);
      expect(replay.body.notices.map((n) => n.message)).to.deep.equal([]);
      expect(replay.body.knownAt).to.equal(seeded);
      expect(replay.headers.get('known-at')).to.equal(seeded);
    });

    it('reads the registry as known at the instant too: a station retired since is not reported then', async () => {
      const then = await report(`?asKnownAt=${encodeURIComponent(beforeRetirement)}`);
      expect(then.status, then.text).to.equal(200);
      expect(then.body.notices.map((n) => n.code)).to.deep.equal([]);
      const now = await report('?family=registry');
      expect(now.body.notices.map((n) => [n.code, n.records[0]?.id]).sort()).to.deep.equal([
        ['RULE_SCOPE_CODE_UNKNOWN', planted.get('RULE_SCOPE_CODE_UNKNOWN')],
        ['RULE_SCOPE_NOT_IN_SERVICE', planted.get('RULE_SCOPE_NOT_IN_SERVICE')],
      ]);
    });

    it('is an MCP tool, and is refused without its permission', async () => {
      expectProblem(await people.author.get(REPORT), 403, 'forbidden');
      const client = await connectMcp(`${rules.url}/mcp`, rules.token([REPORT_READ]));
      const result = await client.callTool({
        name: 'getRulesValidationReport',
        arguments: { family: 'registry' },
      });
      expect(result.isError).to.not.equal(true);
      expect((result.structuredContent as ValidationReport).notices.map((n) => n.code)).to.deep.equal([
        'RULE_SCOPE_CODE_UNKNOWN',
        'RULE_SCOPE_NOT_IN_SERVICE',
      ]);
      await client.close();
    });

    it('finds a line not yet in service on the day a version takes effect, and not one in service then', async () => {
      const { author, supervisor } = people;
      const lineCode = uniqueCode('L');
      const lines = registry.as(['referential.lines:write']);
      const line = await lines.post('/referential/v1/lines', { code: lineCode, name: `Line ${lineCode}` });
      expect(line.status, line.text).to.equal(201);
      const activated = await lines.post(`/referential/v1/lines/${line.body.id}/activation`, {
        effectiveFrom: daysFromToday(4),
      });
      expect(activated.status, activated.text).to.equal(200);
      const ruleCode = uniqueCode('R');
      const rule = await createRule(author, 'BOARDING_CLOSURE', ruleCode);
      const onLine = (days: number) => ({
        scope: { type: 'LINE', subjects: { line: lineCode } },
        at: `${daysFromToday(days)}T12:00:00Z`,
        content: { minutesBeforeDeparture: 2 },
      });
      await activeVersion(author, supervisor, rule, {
        scope: { type: 'NETWORK', subjects: {} },
        at: PAST,
        content: { minutesBeforeDeparture: 1 },
      });
      const tooEarly = await activeVersion(author, supervisor, rule, onLine(2));
      await activeVersion(author, supervisor, rule, onLine(6));
      const found = (await report('?code=RULE_SCOPE_NOT_IN_SERVICE')).body.notices.filter(
        (n) => n.records[0]?.id !== planted.get('RULE_SCOPE_NOT_IN_SERVICE'),
      );
      expect(found.map((n) => [n.records[0]?.id, n.message])).to.deep.equal([
        [
          tooEarly,
          `Rule ${ruleCode}, version 2, in force from ${daysFromToday(2)}, names line ${lineCode} (PLANNED on ${daysFromToday(2)}): it applies to nothing there.`,
        ],
      ]);
    });

    it('replays a report as it answered at its instant, though a version it read was written since', async () => {
      const then = await report();
      expect(then.status, then.text).to.equal(200);
      await pause();
      const lost = planted.get('RULE_SCOPE_CODE_UNKNOWN');
      await rules.built.deps
        .db('rule_versions')
        .where({ id: lost })
        .update({ scope_subjects: { station: 'GONE-8' } });
      const [now] = (await report('?code=RULE_SCOPE_CODE_UNKNOWN')).body.notices;
      expect(now?.message).to.match(/station GONE-8/);
      // In one snapshot: the versions (written since) through their history, the rules (not
      // written since) from their table; the whole answer as it was given.
      const replay = await report(`?asKnownAt=${encodeURIComponent(then.body.knownAt)}`);
      expect(replay.status, replay.text).to.equal(200);
      expect(replay.body).to.deep.equal(then.body);
    });

    it('refuses a replay the registry cannot answer for with the 400 naming asKnownAt, not as the registry unavailable', async () => {
      // Rules has known its versions for two days; the registry began with this run.
      await rules.built.deps.db.raw(`UPDATE history SET recorded_at = recorded_at - interval '2 days'`);
      const dayAgo = new Date(Date.now() - 86_400_000).toISOString();
      const refused = await rules.as([REPORT_READ]).get(`${REPORT}?asKnownAt=${encodeURIComponent(dayAgo)}`);
      expectProblem(refused, 400, 'invalid-request');
      expect(refused.body.detail).to.include('referential service');
      expect(refused.body.errors.map((e: { field: string }) => e.field)).to.deep.equal(['query.asKnownAt']);
      // Its own rules as known then still answer: only the registry refused the instant.
      const own = await report(`?asKnownAt=${encodeURIComponent(dayAgo)}&family=lifecycle`);
      expect(own.status, own.text).to.equal(200);
    });

    it('is refused whole when the registry cannot be asked, and answers the rules that need it not', async () => {
      await new Promise((resolve) => registryFront.close(resolve));
      expectProblem(await report(), 503, 'referential-unavailable');
      const own = await report('?family=lifecycle');
      expect(own.status, own.text).to.equal(200);
      expect(own.body.notices).to.have.length(3);
    });
  });
});
