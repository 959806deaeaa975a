/**
 * The validation report's page for people (`format=html`), loaded by a real headless Chromium:
 * it renders, its notices are grouped by family with their severities shown, and the links to
 * the records concerned open their reads.
 */
import { createdId } from '@transport/platform/testing';
import { expect } from 'chai';
import { launchChromium, type TestBrowser } from '@transport/platform/testing/chromium';
import type { ApiClient, TestService } from '@transport/platform/testing';
import { startReferential } from './fixtures.ts';
import { createStation, NETWORK_PERMISSIONS } from './network-fixtures.ts';
import type { ValidationNotice } from '@transport/platform';

const REPORT = '/referential/v1/validation-report';

describe('the validation report as a page, in headless Chromium', function () {
  this.timeout(120_000);
  let service: TestService;
  let staff: ApiClient;
  let browser: TestBrowser;
  let unplaced: string;
  let notices: ValidationNotice[];

  before(async () => {
    service = await startReferential();
    staff = service.as(NETWORK_PERMISSIONS);
    // One defect in each of four families, of the three severities: a station without
    // coordinates (gtfs, ERROR), two stations of one name (network, WARNING), an ACTIVE line
    // with no operator (rights, ERROR) and no schedule (timetable, INFO).
    unplaced = await createStation(staff, { latitude: undefined, longitude: undefined });
    await createStation(staff, { name: 'Twin Square' });
    await createStation(staff, { name: 'Twin Square' });
    const line = await createdId(
      await staff.post('/referential/v1/lines', { code: 'PG1', name: 'Page' }),
      'line',
    );
    const activated = await staff.post(`/referential/v1/lines/${line}/activation`);
    expect(activated.status, activated.text).to.equal(200);
    const report = await service.as(['referential.validation:read']).get(REPORT);
    expect(report.status, report.text).to.equal(200);
    notices = report.body.notices as ValidationNotice[];
    expect(notices.map((n) => n.code).sort()).to.deep.equal([
      'ACTIVE_LINE_WITHOUT_SCHEDULE',
      'GTFS_STATION_WITHOUT_COORDINATES',
      'LINE_WITHOUT_OPERATOR',
      'STATIONS_SHARING_A_NAME',
    ]);
    browser = await launchChromium();
    // Every request of the page, its links followed included, carries a token that reads the
    // report and the records it links to.
    await browser.context.setExtraHTTPHeaders({
      authorization: `Bearer ${service.token([
        'referential.validation:read',
        'referential.stations:read',
        'referential.lines:read',
      ])}`,
    });
  });
  after(async () => {
    await browser?.close();
    await service?.close();
  });

  it('renders the counts, then the notices grouped by family with their severities shown', async () => {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const answer = await page.goto(`${service.url}${REPORT}?format=html`);
    expect(answer?.status()).to.equal(200);
    expect(await page.title()).to.match(/^Validation report of the registry \d{4}-\d{2}-\d{2}$/);
    expect(await page.locator('#counts li').allInnerTexts()).to.deep.equal([
      '2 error(s)',
      '1 warning(s)',
      '1 info',
    ]);
    // One section per family, each holding that family's notices and no other's.
    const families = await page
      .locator('section.family')
      .evaluateAll((sections) => sections.map((s) => s.id));
    expect(families).to.deep.equal(['family-gtfs', 'family-network', 'family-rights', 'family-timetable']);
    for (const family of ['gtfs', 'network', 'rights', 'timetable']) {
      const section = page.locator(`#family-${family}`);
      expect(await section.locator('h3').innerText()).to.match(new RegExp(`^${family} \\(1\\)$`));
      const codes = await section.locator('tr.notice code').allInnerTexts();
      expect(codes).to.deep.equal(notices.filter((n) => n.family === family).map((n) => n.code));
      const severity = section.locator('td.severity');
      expect(await severity.isVisible()).to.equal(true);
      expect(await severity.innerText()).to.equal(notices.find((n) => n.family === family)?.severity);
    }
    // An error is marked apart from a notice for information.
    const colour = (family: string) =>
      page.evaluate(`getComputedStyle(document.querySelector('#family-${family} td.severity')).color`);
    expect(await colour('gtfs')).to.equal('rgb(176, 0, 32)');
    expect(await colour('timetable')).to.not.equal(await colour('gtfs'));
    expect(errors).to.deep.equal([]);
    await page.close();
  });

  it('opens the record a notice links to', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${service.url}${REPORT}?format=html`);
    await Promise.all([
      page.waitForURL(`**/referential/v1/stations/${unplaced}`),
      page.locator('#family-gtfs a').click(),
    ]);
    const station = JSON.parse(await page.locator('body').innerText()) as { id: string; latitude?: number };
    expect(station.id).to.equal(unplaced);
    expect(station.latitude ?? null).to.equal(null);
    // Every link of the page answers its record.
    await page.goBack();
    const links = (await page.evaluate(
      `[...document.querySelectorAll('section.family a')].map((a) => a.href)`,
    )) as string[];
    expect(links).to.have.length(notices.flatMap((n) => n.records).length);
    for (const link of links) {
      const read = await page.request.get(link);
      expect(read.status(), link).to.equal(200);
      expect(link.endsWith(`/${((await read.json()) as { id: string }).id}`)).to.equal(true);
    }
    await page.close();
  });
});
