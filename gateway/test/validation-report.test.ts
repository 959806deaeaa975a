/**
 * The validation report of the whole platform through the gateway (ADR 0135): one defect
 * planted in each service (each service's own test shows its rules one by one), found in the
 * merged report with its service named; a caller holding one service's permission sees that
 * service's notices alone and the others named as left out; a service down gives a partial
 * answer naming it; MCP answers what HTTP answers; the page in headless Chromium.
 */
import { expect } from 'chai';
import { createServer } from 'node:http';
import {
  connectMcp,
  createdId,
  expectProblem,
  mintToken,
  uniqueCode,
  type ApiClient,
} from '@transport/platform/testing';
import { launchChromium, type TestBrowser } from '@transport/platform/testing/chromium';
import { startPlatform, startTestGateway, type Platform } from '@transport/platform/testing/platform';

const REPORT = '/v1/validation-report';
const PLATFORM_READ = 'platform.validation:read';
const READS = ['referential.validation:read', 'rules.validation:read', 'siv.validation:read'];

interface Notice {
  service: string;
  code: string;
  records: { id: string; link: string }[];
}

/** The (service, code, first record) of each notice of a report. */
const found = (notices: Notice[]) => notices.map((n) => `${n.service} ${n.code} ${n.records[0]?.id}`).sort();

describe('the validation report of the platform, through the gateway', function () {
  this.timeout(60_000);
  let platform: Platform;
  let everything: ApiClient;
  /** `service code record` of each defect planted. */
  const planted: string[] = [];

  before(async () => {
    platform = await startPlatform();
    everything = platform.as([PLATFORM_READ, ...READS]);
    const staff = platform.as([
      'referential.station-areas:write',
      'referential.stations:write',
      'rules.rules:write',
      'siv.display-profiles:write',
    ]);
    // The registry: two stations of one name (STATIONS_SHARING_A_NAME, on the first).
    const area = createdId(
      await staff.post('/referential/v1/station-areas', { code: uniqueCode('VR'), name: 'Report' }),
      'area',
    );
    const name = `Twin ${uniqueCode('N')}`;
    const station = async (code: string) =>
      createdId(
        await staff.post('/referential/v1/stations', {
          code,
          name,
          latitude: 45.75,
          longitude: 4.83,
          stationAreaId: area,
        }),
        'station',
      );
    // The notice names the stations in the order of their codes: the first is the one at fault.
    const twin = uniqueCode('ST');
    const first = await station(`${twin}-A`);
    await station(`${twin}-B`);
    planted.push(`referential STATIONS_SHARING_A_NAME ${first}`);
    // The rules: a rule with no version (RULE_WITHOUT_VERSION_IN_FORCE).
    const code = uniqueCode('R');
    const rule = createdId(
      await staff.post('/rules/v1/rules', { domain: 'BAY_DWELL_TIME', code, name: `Rule ${code}` }),
      'rule',
    );
    planted.push(`rules RULE_WITHOUT_VERSION_IN_FORCE ${rule}`);
    // The display: a profile no point uses (DISPLAY_PROFILE_UNUSED).
    const profileCode = uniqueCode('PR');
    const profile = createdId(
      await staff.post('/siv/v1/display-profiles', {
        code: profileCode,
        name: `Profile ${profileCode}`,
        kind: 'DEPARTURE_BOARD',
        languages: ['fr', 'en'],
      }),
      'profile',
    );
    planted.push(`siv DISPLAY_PROFILE_UNUSED ${profile}`);
  });
  after(() => platform?.close());

  it("merges the three services' reports at one instant, each notice naming its service", async () => {
    const answer = await everything.get(REPORT);
    expect(answer.status, answer.text).to.equal(200);
    const report = answer.body;
    expect(report.partial).to.equal(false);
    expect(report.services).to.deep.equal([
      { name: 'referential', state: 'included' },
      { name: 'rules', state: 'included' },
      { name: 'siv', state: 'included' },
    ]);
    expect(answer.headers.get('known-at')).to.equal(report.knownAt);
    expect(answer.headers.get('valid-at')).to.equal(report.at);
    expect(found(report.notices)).to.include.members(planted);
    // Each service's part is exactly its own report at the same instant.
    const at = `?asKnownAt=${encodeURIComponent(report.knownAt)}`;
    let counted = 0;
    for (const [service, path] of [
      ['referential', `/referential/v1/validation-report${at}&at=${report.at}`],
      ['rules', `/rules/v1/validation-report${at}`],
      ['siv', `/siv/v1/validation-report${at}`],
    ] as const) {
      const own = await everything.get(path);
      expect(own.status, own.text).to.equal(200);
      expect(own.body.knownAt).to.equal(report.knownAt);
      const ours = report.notices.filter((n: Notice) => n.service === service);
      expect(ours.map(({ service: _, ...n }: Notice) => n)).to.deep.equal(own.body.notices);
      expect(report.rules.filter((r: { service: string }) => r.service === service)).to.have.length(
        own.body.rules.length,
      );
      counted += own.body.counts.ERROR + own.body.counts.WARNING + own.body.counts.INFO;
    }
    expect(report.counts.ERROR + report.counts.WARNING + report.counts.INFO).to.equal(counted);
    // Each notice links to its record, read through the gateway.
    for (const id of planted.map((p) => p.split(' ')[2])) {
      const notice = report.notices.find((n: Notice) => n.records[0]?.id === id) as Notice;
      const record = await platform
        .as(['referential.stations:read', 'rules.rules:read', 'siv.display-profiles:read'])
        .get(notice.records[0]?.link as string);
      expect(record.status, notice.records[0]?.link).to.equal(200);
    }
  });

  it("answers a caller holding one service's permission with that service alone, naming the others", async () => {
    const answer = await platform.as([PLATFORM_READ, 'rules.validation:read']).get(REPORT);
    expect(answer.status, answer.text).to.equal(200);
    expect(answer.body.services).to.deep.equal([
      {
        name: 'referential',
        state: 'no-permission',
        detail: 'The token does not hold referential.validation:read.',
      },
      { name: 'rules', state: 'included' },
      { name: 'siv', state: 'no-permission', detail: 'The token does not hold siv.validation:read.' },
    ]);
    expect(answer.body.partial).to.equal(false);
    expect([...new Set(answer.body.notices.map((n: Notice) => n.service))]).to.deep.equal(['rules']);
    expect(found(answer.body.notices)).to.include(planted[1]);
    // Without the report's own permission, nothing.
    expectProblem(await platform.as(READS).get(REPORT), 403, 'forbidden');
  });

  it('filters by code across the services, asking only the service that has it, and refuses an unknown one', async () => {
    const answer = await everything.get(`${REPORT}?code=DISPLAY_PROFILE_UNUSED`);
    expect(answer.status, answer.text).to.equal(200);
    expect(answer.body.services.map((s: { state: string }) => s.state)).to.deep.equal([
      'not-asked',
      'not-asked',
      'included',
    ]);
    expect(answer.body.rules.map((r: { code: string }) => r.code)).to.deep.equal(['DISPLAY_PROFILE_UNUSED']);
    expect(found(answer.body.notices)).to.include(planted[2]);
    const unknown = await everything.get(`${REPORT}?code=NO_SUCH_RULE`);
    expectProblem(unknown, 400, 'invalid-request');
    expect(unknown.body.errors.map((e: { field: string }) => e.field)).to.deep.equal(['query.code']);
    const future = await everything.get(`${REPORT}?asKnownAt=2999-01-01T00:00:00Z`);
    expectProblem(future, 400, 'invalid-request');
    expect(future.body.errors.map((e: { field: string }) => e.field)).to.deep.equal(['query.asKnownAt']);
  });

  it('answers a partial report naming a service that is down, not a 5xx', async () => {
    // A display service that answers nothing: a port listened on, then closed.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const address = closed.address();
    await new Promise((resolve) => closed.close(resolve));
    const gateway = await startTestGateway({
      referential: platform.referential.url,
      rules: platform.rules.url,
      siv: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 1}`,
    });
    try {
      const token = mintToken([PLATFORM_READ, ...READS]);
      const response = await fetch(`${gateway.url}${REPORT}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const report = (await response.json()) as { partial: boolean; services: unknown[]; notices: Notice[] };
      expect(response.status, JSON.stringify(report)).to.equal(200);
      expect(report.partial).to.equal(true);
      expect(report.services[2]).to.deep.include({ name: 'siv', state: 'unavailable' });
      expect(found(report.notices)).to.include.members(planted.slice(0, 2));
      expect(report.notices.filter((n) => n.service === 'siv')).to.deep.equal([]);
    } finally {
      await gateway.close();
    }
  });

  it('answers through MCP what it answers over HTTP, under the same permission', async () => {
    const http = await everything.get(REPORT);
    const client = await connectMcp(`${platform.gateway.url}/mcp`, mintToken([PLATFORM_READ, ...READS]));
    try {
      await client.callTool({ name: 'enableToolsets', arguments: { toolsets: ['platform'] } });
      const { tools } = await client.listTools();
      const tool = tools.find((t) => t.name === 'getPlatformValidationReport');
      expect(tool?.inputSchema.properties).to.have.keys(
        'asKnownAt',
        'at',
        'family',
        'severity',
        'code',
        'format',
      );
      const result = await client.callTool({
        name: 'getPlatformValidationReport',
        arguments: { asKnownAt: http.body.knownAt, at: http.body.at },
      });
      expect(result.isError ?? false, JSON.stringify(result.structuredContent)).to.equal(false);
      expect(result.structuredContent).to.deep.equal(http.body);
    } finally {
      await client.close();
    }
    const without = await connectMcp(`${platform.gateway.url}/mcp`, mintToken(READS));
    try {
      await without.callTool({ name: 'enableToolsets', arguments: { toolsets: ['all'] } });
      const { tools } = await without.listTools();
      expect(tools.map((t) => t.name)).to.not.include('getPlatformValidationReport');
    } finally {
      await without.close();
    }
  });

  describe('as a page', () => {
    let browser: TestBrowser;
    before(async () => {
      browser = await launchChromium();
      await browser.context.setExtraHTTPHeaders({
        authorization: `Bearer ${mintToken([PLATFORM_READ, 'referential.validation:read', 'siv.validation:read'])}`,
      });
    });
    after(() => browser?.close());

    it('shows the services, the one left out and why, and each notice with its service', async () => {
      const page = await browser.context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const answer = await page.goto(`${platform.gateway.url}${REPORT}?format=html`);
      expect(answer?.status()).to.equal(200);
      expect(await page.title()).to.match(/^Validation report of the platform \d{4}-\d{2}-\d{2}$/);
      expect(await page.locator('#services li').allInnerTexts()).to.deep.equal([
        'referential: included',
        'rules: no-permission (The token does not hold rules.validation:read.)',
        'siv: included',
      ]);
      expect(await page.locator('#partial').count()).to.equal(0);
      const rows = await page
        .locator('tr.notice')
        .evaluateAll((trs) =>
          trs.map(
            (tr) => `${tr.querySelector('.service')?.textContent} ${tr.querySelector('code')?.textContent}`,
          ),
        );
      expect(rows).to.include.members(['referential STATIONS_SHARING_A_NAME', 'siv DISPLAY_PROFILE_UNUSED']);
      expect(rows.some((row) => row.startsWith('rules '))).to.equal(false);
      expect(errors).to.deep.equal([]);
      await page.close();
    });
  });
});
