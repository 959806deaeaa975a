/**
 * The page a screen shows, loaded through the gateway by a real headless Chromium (Debian's
 * `chromium`, driven by playwright-core). Each case keeps a screenshot under
 * `test-artifacts/screens/`.
 */
import type http from 'node:http';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { freePort } from '@transport/dev-stack';
import {
  ApiClient,
  daysFromToday,
  expectProblem,
  localInstant,
  mintToken,
  type TestService,
} from '@transport/platform/testing';
import { startTestGateway, type RunningGateway } from '@transport/platform/testing/platform';
import {
  changeTrip,
  createBoardStation,
  createTrip,
  NETWORK_STAFF,
  type BoardStation,
} from './board-fixtures.ts';
import { launchChromium, SCREEN_ARTIFACTS as ARTIFACTS, type TestBrowser } from './chromium.ts';
import {
  afterBoardRecheck,
  createProfile,
  DISPLAY_STAFF,
  listen,
  pointBody,
  startRegistry,
  startSiv,
  stop,
} from './fixtures.ts';

// The board's day: tomorrow (the trips run every day of the week), read at local times in Paris.
const DATE = daysFromToday(1);
const atLocal = (time: string) => localInstant(DATE, time);
const AT_8 = atLocal('08:00');

describe('the screen page of a display point, in headless Chromium through the gateway', function () {
  this.timeout(120_000);
  let registry: TestService;
  let registryPort: number;
  let registryServer: http.Server;
  let siv: TestService;
  let gateway: RunningGateway;
  let staff: ApiClient;
  let station: BoardStation;
  let pointId: string;
  let screenUrl: string;
  let browser: TestBrowser;

  const code = (n: number) => (station.lines[n - 1] as { code: string }).code;

  async function open(url: string, viewport = { width: 1920, height: 1080 }): Promise<Page> {
    const page = await browser.context.newPage();
    await page.setViewportSize(viewport);
    const answer = await page.goto(url);
    expect(answer?.status()).to.be.oneOf([200, 404]);
    return page;
  }
  const shot = (page: Page, name: string) => page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
  const visibleRows = (page: Page) =>
    page.$$eval('.page.shown tr', (rows) =>
      rows.map((r) => [
        r.querySelector('.time .new')?.textContent ?? '',
        r.querySelector('.line')?.textContent ?? '',
      ]),
    );

  before(async () => {
    browser = await launchChromium();
    mkdirSync(ARTIFACTS, { recursive: true });
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
    staff = new ApiClient(gateway.url, mintToken([...DISPLAY_STAFF, ...NETWORK_STAFF]));
    station = await createBoardStation(staff);
    await createTrip(staff, station, 1, '08:05');
    const cancelled = await createTrip(staff, station, 2, '08:10');
    await createTrip(staff, station, 3, '08:15');
    await createTrip(staff, station, 1, '08:20');
    await createTrip(staff, station, 2, '08:30');
    await changeTrip(staff, cancelled, { type: 'CANCELLATION' }, DATE);
    const profileId = await createProfile(staff, {
      lineCount: 3,
      pageSeconds: 2,
      languages: ['en'],
      fallbackContent: { type: 'TEXT', text: 'No departures from this station at the moment.' },
    });
    pointId = (
      await staff.post(
        '/siv/v1/display-points',
        pointBody(station.area.code, {
          profileId,
          publishingTarget: { type: 'WEB_PAGE', address: 'hall screen 1' },
        }),
      )
    ).body.id;
    const key = await staff.post(`/siv/v1/display-points/${pointId}/screen-key`);
    expect(key.status, key.text).to.equal(200);
    screenUrl = `${gateway.url}${key.body.url}`;
  });
  after(async () => {
    await browser?.close();
    await gateway?.close();
    if (registryServer?.listening) await stop(registryServer);
    await siv?.close();
    await registry?.close();
  });

  it('shows the rows of the page in local time, readable on a landscape and a portrait screen', async () => {
    for (const viewport of [
      { width: 1920, height: 1080 },
      { width: 1080, height: 1920 },
    ]) {
      const page = await open(`${screenUrl}&at=${AT_8}`, viewport);
      const first = [
        ['08:05', code(1)],
        ['08:10', code(2)],
        ['08:15', code(3)],
      ];
      const second = [
        ['08:20', code(1)],
        ['08:30', code(2)],
      ];
      // Landscape: the page showing depends on the second the browser reads its clock, either of
      // the two. Portrait: the screen's height holds both pages of three at once.
      expect(viewport.height > viewport.width ? [[...first, ...second]] : [first, second]).to.deep.include(
        await visibleRows(page),
      );
      expect(await page.textContent('h1 .shown')).to.equal('Departures');
      // Evaluated in the page (the test's own code has no DOM types).
      const fit = (await page.evaluate(`({
        overflow: document.documentElement.scrollWidth > window.innerWidth,
        fontPx: parseFloat(getComputedStyle(document.querySelector('td.destination')).fontSize),
      })`)) as { overflow: boolean; fontPx: number };
      expect(fit.overflow, 'no horizontal scrolling').to.equal(false);
      expect(fit.fontPx, 'text at least 24 px high').to.be.at.least(24);
      await shot(page, `board-${viewport.width}x${viewport.height}`);
      await page.close();
    }
  });

  it('marks a cancelled call, and no longer shows it once its grace has ended', async () => {
    const page = await open(`${screenUrl}&at=${AT_8}`);
    await page.waitForFunction(`document.documentElement.getAttribute('data-page') === '1'`, undefined, {
      timeout: 5_000,
    });
    const row = page.locator('.page.shown tr.cancelled');
    expect(await row.locator('.time .new').textContent()).to.equal('08:10');
    expect(await row.locator('.status .shown').textContent()).to.equal('Cancelled');
    await shot(page, 'board-cancelled');
    await page.close();

    // The profile's grace is 5 minutes (the default): at 08:15 the 08:10 cancellation is gone.
    const after = await open(`${screenUrl}&at=${atLocal('08:15')}`);
    expect(await after.$$('tr.cancelled')).to.have.length(0);
    expect(await visibleRows(after)).to.deep.equal([
      ['08:15', code(3)],
      ['08:20', code(1)],
      ['08:30', code(2)],
    ]);
    await shot(after, 'board-after-grace');
    await after.close();
  });

  it('marks a bus nobody may board on the screen at its bay: set down only', async () => {
    // A station of its own, whose bay G1 sees a bus that only sets down, then one to board.
    const here = await createBoardStation(staff, 2);
    await createTrip(staff, here, 1, '08:05', { atBay: true, pickupType: 'NONE' });
    await createTrip(staff, here, 2, '08:15', { atBay: true });
    const profileId = await createProfile(staff, { lineCount: 3, languages: ['en'] });
    const point = await staff.post(
      '/siv/v1/display-points',
      pointBody(here.area.code, {
        profileId,
        location: { stationAreaCode: here.area.code, bayCode: 'G1' },
        publishingTarget: { type: 'WEB_PAGE', address: 'bay G1 screen' },
      }),
    );
    expect(point.status, point.text).to.equal(201);
    const key = await staff.post(`/siv/v1/display-points/${point.body.id}/screen-key`);
    expect(key.status, key.text).to.equal(200);
    const page = await open(`${gateway.url}${key.body.url}&at=${AT_8}`);
    await page.waitForFunction(`document.documentElement.getAttribute('data-page') === '1'`, undefined, {
      timeout: 5_000,
    });
    // Evaluated in the page (the test's own code has no DOM types).
    const rows = await page.evaluate(`[...document.querySelectorAll('.page.shown tr.row')].map((r) => [
      r.querySelector('.time .new')?.textContent ?? '',
      r.classList.contains('set-down-only'),
      r.querySelector('.status .shown')?.textContent ?? '',
      getComputedStyle(r.querySelector('td.status')).backgroundColor,
    ])`);
    expect(rows).to.deep.equal([
      ['08:05', true, 'Set down only', 'rgb(255, 210, 0)'],
      ['08:15', false, 'On time', 'rgba(0, 0, 0, 0)'],
    ]);
    await shot(page, 'board-set-down-only');
    await page.close();
  });

  it('turns its pages as the profile says', async () => {
    const page = await open(`${screenUrl}&at=${AT_8}`);
    const first = await page.getAttribute('html', 'data-page');
    await page.waitForFunction(
      `document.documentElement.getAttribute('data-page') !== ${JSON.stringify(first)}`,
      undefined,
      {
        timeout: 5_000,
      },
    );
    const rows = await visibleRows(page);
    expect(rows.length).to.be.oneOf([2, 3]);
    await shot(page, 'board-next-page');
    await page.close();
  });

  it('shows the fallback content when there is nothing to show, and nothing without the right key', async () => {
    const page = await open(`${screenUrl}&at=${atLocal('03:00')}`);
    expect(await page.textContent('.fallback-text')).to.equal(
      'No departures from this station at the moment.',
    );
    await shot(page, 'board-fallback');
    await page.close();

    const wrong = await open(`${gateway.url}/siv/screens/${pointId}?key=not-the-key`);
    expect(await wrong.textContent('body')).to.contain('not valid');
    expect(await wrong.$('.page')).to.equal(null);
    await wrong.close();
  });

  it('shows the same page after the departures left: the fallback once the last one has gone', async () => {
    const page = await open(`${screenUrl}&at=${atLocal('08:31')}`);
    expect(await page.$('.fallback-text')).to.not.equal(null);
    await shot(page, 'board-after-departures');
    await page.close();
  });

  it('stops opening with the old key once the key is rotated', async () => {
    const old = screenUrl;
    const rotated = await staff.post(`/siv/v1/display-points/${pointId}/screen-key`);
    screenUrl = `${gateway.url}${rotated.body.url}`;
    const page = await open(`${old}&at=${AT_8}`);
    expect(await page.$('.page')).to.equal(null);
    await page.close();
    const fresh = await open(`${screenUrl}&at=${AT_8}`);
    expect(await visibleRows(fresh)).to.have.length.greaterThan(0);
    await fresh.close();
    const other = (await staff.post('/siv/v1/display-points', pointBody(station.area.code))).body.id;
    expectProblem(
      await staff.post(`/siv/v1/display-points/${other}/screen-key`),
      409,
      'display-point-not-web-page',
    );
  });

  it('with the referential stopped, shows the last content marked stale', async () => {
    await open(`${screenUrl}&at=${AT_8}`).then((p) => p.close());
    await stop(registryServer);
    await afterBoardRecheck();
    const page = await open(`${screenUrl}&at=${AT_8}`);
    expect(await visibleRows(page)).to.have.length.greaterThan(0);
    expect(await page.textContent('.stale .shown')).to.match(/^Information not updated/);
    await shot(page, 'board-stale');
    await page.close();
  });
});
