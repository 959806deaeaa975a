/**
 * A two-language board over a full rotation (every page in every language), in headless
 * Chromium through the gateway, on landscape and portrait screens from 720p to 4K. The browser's
 * clock is driven by the test, so each frame of the rotation is seen without waiting for it.
 * Each frame is measured (rows shown, the key facts of every row and the step-free mark of its
 * bay inside the screen and not cut, the share of the height the rows fill, contrast of every
 * text) and, at 1080p, kept as a screenshot under `test-artifacts/screens/`. On a portrait
 * screen both pages of three rows show at once.
 */
import type http from 'node:http';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { freePort } from '@transport/dev-stack';
import { instantOfLocal } from '@transport/platform';
import { ApiClient, mintToken, TEST_TIME_ZONE, today, type TestService } from '@transport/platform/testing';
import { startTestGateway, type RunningGateway } from '@transport/platform/testing/platform';
import { changeTrip, createBoardStation, createTrip, NETWORK_STAFF } from './board-fixtures.ts';
import { launchChromium, SCREEN_ARTIFACTS, type TestBrowser } from './chromium.ts';
import {
  createProfile,
  DISPLAY_STAFF,
  listen,
  pointBody,
  startRegistry,
  startSiv,
  stop,
} from './fixtures.ts';

const PAGE_SECONDS = 5;
const LANGUAGES = ['fr', 'en'];
const LONG_DESTINATION =
  'Aéroport international Charles-de-Gaulle Terminal 2 — Gare TGV, par Roissypôle et le Parc des Expositions de Villepinte';

/** What a frame shows, measured in the page. */
interface Frame {
  page: string | null;
  language: string | null;
  heading: string;
  columns: string[];
  pager: string;
  rows: {
    shown: boolean;
    newTime: string;
    countdown: string;
    bay: string;
    status: string;
    /** The reason of the day-of change under the destination, '' without one. */
    reason: string;
    /** The text alternative of the step-free mark beside the bay, '' without one. */
    stepFree: string;
    /** The key facts whose text is not wholly inside its cell, the board and the screen. */
    cut: string[];
  }[];
  /** Texts whose contrast with their background is under 4.5:1. */
  lowContrast: string[];
  /** The share of the screen's height from the top of the first row shown to the bottom of the last. */
  filled: number;
}

/*
 * Evaluated in the page (the test's own code has no DOM types). A text is cut when the box of
 * its glyphs (a Range over it, which overflow does not clip) leaves its cell, the board (`main`,
 * which hides its overflow) or the screen.
 */
const MEASURE = `(() => {
  const inside = (a, b) => a.left >= b.left - 1 && a.right <= b.right + 1 && a.top >= b.top - 1 && a.bottom <= b.bottom + 1;
  const main = document.querySelector('main').getBoundingClientRect();
  const screen = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
  const textBox = (el) => { const r = document.createRange(); r.selectNodeContents(el); return r.getBoundingClientRect(); };
  const cut = (el, name) => {
    if (!el || el.textContent === '') return [];
    const box = textBox(el);
    const cell = el.closest('td').getBoundingClientRect();
    return inside(box, cell) && inside(box, main) && inside(box, screen) && box.width > 0 ? [] : [name];
  };
  const markCut = (el) => {
    if (!el) return [];
    const box = el.getBoundingClientRect();
    const cell = el.closest('td').getBoundingClientRect();
    return inside(box, cell) && inside(box, main) && inside(box, screen) && box.width > 0 && el.checkVisibility() ? [] : ['step-free mark'];
  };
  const shownText = (el) => (el ? el.innerText.trim() : '');
  const shownRows = [...document.querySelectorAll('.page.shown tr')];
  const rows = shownRows.map((r) => ({
    shown: r.checkVisibility() && r.getBoundingClientRect().height > 0,
    newTime: shownText(r.querySelector('.time .new')),
    countdown: shownText(r.querySelector('td.countdown')),
    bay: shownText(r.querySelector('td.bay')),
    status: shownText(r.querySelector('td.status')),
    reason: shownText(r.querySelector('td.destination .reason')),
    stepFree: r.querySelector('td.bay .step-free')?.getAttribute('aria-label') ?? '',
    cut: [
      ...markCut(r.querySelector('td.bay .step-free')),
      ...cut(r.querySelector('.time .new'), 'new time'),
      ...cut(r.querySelector('td.countdown .tr.shown'), 'countdown'),
      ...cut(r.querySelector('td.bay'), 'bay'),
      ...cut(r.querySelector('td.status .tr.shown'), 'status'),
      ...cut(r.querySelector('td.destination .reason'), 'reason'),
    ],
  }));
  const luminance = (rgb) => {
    const [r, g, b] = rgb.map((c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const channels = (color) => (color.match(/[\\d.]+/g) || []).map(Number);
  const background = (el) => {
    for (let e = el; e; e = e.parentElement) {
      const c = channels(getComputedStyle(e).backgroundColor);
      if (c.length === 3 || (c.length === 4 && c[3] > 0)) return c.slice(0, 3);
    }
    return [255, 255, 255];
  };
  const lowContrast = [];
  for (const el of document.querySelectorAll('body *')) {
    const hasText = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim() !== '');
    if (!hasText || !el.checkVisibility()) continue;
    const fg = luminance(channels(getComputedStyle(el).color).slice(0, 3));
    const bg = luminance(background(el));
    const ratio = (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
    if (ratio < 4.5) lowContrast.push(el.textContent.trim() + ' ' + ratio.toFixed(2));
  }
  return {
    page: document.documentElement.getAttribute('data-page'),
    language: document.documentElement.getAttribute('data-language'),
    heading: shownText(document.querySelector('h1')),
    columns: [...document.querySelectorAll('main thead th')].map(shownText),
    pager: shownText(document.querySelector('.pager')),
    rows,
    lowContrast,
    filled: shownRows.length === 0 ? 0
      : (shownRows[shownRows.length - 1].getBoundingClientRect().bottom - shownRows[0].getBoundingClientRect().top) / innerHeight,
  };
})()`;

describe('a board in two languages over a full rotation, on every screen from 720p to 4K', function () {
  this.timeout(300_000);
  let registry: TestService;
  let registryServer: http.Server;
  let siv: TestService;
  let gateway: RunningGateway;
  let staff: ApiClient;
  let browser: TestBrowser;
  let screenUrl: string;
  let pointId: string;
  let lines: string[];
  // 10:00 local today: the board as it was (or will be) then, whatever the hour the test runs.
  const at = new Date(instantOfLocal(today(), 600, TEST_TIME_ZONE)).toISOString();

  before(async () => {
    browser = await launchChromium();
    mkdirSync(SCREEN_ARTIFACTS, { recursive: true });
    registry = await startRegistry();
    const registryPort = await freePort();
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
    const station = await createBoardStation(staff, 3, {
      bayCode: 'G12',
      destinations: [LONG_DESTINATION, 'Hôpital Édouard-Herriot', 'Gare'],
    });
    lines = station.lines.map((l) => l.code);
    // The bay is step-free from today: every row shows the mark.
    const stepFree = await staff.put(`/referential/v1/bays/${station.bayId}/capabilities`, {
      lengthM: null,
      heightM: null,
      accessible: true,
      vehicleCategories: [],
    });
    expect(stepFree.status, stepFree.text).to.equal(200);
    const atBay = { atBay: true };
    await createTrip(staff, station, 1, '10:05', atBay);
    const delayed = await createTrip(staff, station, 2, '10:10', atBay);
    const cancelled = await createTrip(staff, station, 3, '10:15', atBay);
    await createTrip(staff, station, 1, '10:20', atBay);
    await createTrip(staff, station, 2, '10:30', atBay);
    await createTrip(staff, station, 3, '10:40', atBay);
    await changeTrip(staff, delayed, { type: 'DELAY', announcedTime: '10:23' }, today());
    await changeTrip(staff, cancelled, { type: 'CANCELLATION' }, today());
    const profileId = await createProfile(staff, {
      lineCount: 3,
      pageSeconds: PAGE_SECONDS,
      languages: LANGUAGES,
      fallbackContent: { type: 'CLOCK' },
    });
    pointId = (
      await staff.post(
        '/siv/v1/display-points',
        pointBody(station.area.code, {
          profileId,
          name: 'Hall principal, écran des départs interurbains',
          location: { stationAreaCode: station.area.code, bayCode: 'G12' },
          publishingTarget: { type: 'WEB_PAGE', address: 'hall screen 2' },
        }),
      )
    ).body.id;
    const key = await staff.post(`/siv/v1/display-points/${pointId}/screen-key`);
    expect(key.status, key.text).to.equal(200);
    screenUrl = `${gateway.url}${key.body.url}&at=${encodeURIComponent(at)}`;
  });
  after(async () => {
    await browser?.close();
    await gateway?.close();
    if (registryServer?.listening) await stop(registryServer);
    await siv?.close();
    await registry?.close();
  });

  /** The page at `viewport`, its clock at the start of a rotation (page 1, first language). */
  async function openAtRotationStart(viewport: { width: number; height: number }): Promise<Page> {
    const page = await browser.context.newPage();
    const rotation = PAGE_SECONDS * 2 * LANGUAGES.length * 1000;
    // The page's clock starts a minute before a rotation's start and is paused there once the
    // page is loaded, however long loading takes on a busy machine.
    const start = Math.ceil(Date.now() / rotation) * rotation + 100;
    await page.clock.install({ time: start - 60_000 });
    await page.setViewportSize(viewport);
    const answer = await page.goto(screenUrl);
    expect(answer?.status()).to.equal(200);
    await page.clock.pauseAt(start);
    await page.clock.runFor(1_000);
    return page;
  }

  const EXPECTED = {
    fr: {
      heading: 'Départs',
      columns: ['Heure', 'Dans', 'Ligne', 'Destination', 'Quai', 'État'],
      delayed: 'Retardé +13 min',
      cancelled: 'Supprimé',
      stepFree: 'Accès de plain-pied',
    },
    en: {
      heading: 'Departures',
      columns: ['Time', 'In', 'Line', 'Destination', 'Bay', 'Status'],
      delayed: 'Delayed +13 min',
      cancelled: 'Cancelled',
      stepFree: 'Step-free access',
    },
  } as const;

  for (const viewport of [
    { width: 1920, height: 1080 },
    { width: 1080, height: 1920 },
    { width: 1280, height: 720 },
    { width: 720, height: 1280 },
    { width: 3840, height: 2160 },
    { width: 2160, height: 3840 },
  ]) {
    const size = `${viewport.width}x${viewport.height}`;
    // A portrait screen's height holds both pages of three rows at once: it shows them together.
    const portrait = viewport.height > viewport.width;
    it(`shows every row's new time, bay and status whole in every phase, the rows filling the height, at ${size}`, async () => {
      const page = await openAtRotationStart(viewport);
      const seen: string[] = [];
      for (const language of LANGUAGES as ('fr' | 'en')[]) {
        for (const pageNumber of [1, 2]) {
          const frame = (await page.evaluate(MEASURE)) as Frame;
          const where = `${size} ${language} page ${pageNumber}`;
          expect([frame.language, frame.page], where).to.deep.equal([language, String(pageNumber)]);
          expect(frame.heading, where).to.equal(EXPECTED[language].heading);
          expect(frame.columns, where).to.deep.equal(EXPECTED[language].columns);
          expect(frame.pager, where).to.equal(portrait ? '' : `${pageNumber}/2`);
          expect(frame.rows, `${where}: rows`).to.have.length(portrait ? 6 : 3);
          expect(frame.filled, `${where}: share of the height the rows fill`).to.be.at.least(0.8);
          for (const row of frame.rows) {
            expect(row.shown, `${where}: a row is not shown`).to.equal(true);
            expect(row.bay, where).to.equal('G12');
            expect(row.stepFree, where).to.equal(EXPECTED[language].stepFree);
            expect(row.cut, `${where}: ${row.newTime} cut`).to.deep.equal([]);
          }
          expect(frame.lowContrast, `${where}: contrast under 4.5:1`).to.deep.equal([]);
          seen.push(`${language}${pageNumber}:${frame.rows.map((r) => r.newTime).join(',')}`);
          const row = (time: string) => frame.rows.find((r) => r.newTime === time);
          if (portrait || pageNumber === 1) {
            const [first, cancelled] = [row('10:05'), row('10:15')];
            expect(first?.countdown, where).to.equal('5 min');
            expect([cancelled?.countdown, cancelled?.status, cancelled?.reason], where).to.deep.equal([
              '',
              EXPECTED[language].cancelled,
              'Driver unavailable',
            ]);
            expect(first?.reason, where).to.equal('');
          }
          if (portrait || pageNumber === 2) {
            const delayed = row('10:23');
            expect(
              [delayed?.newTime, delayed?.countdown, delayed?.status, delayed?.reason],
              where,
            ).to.deep.equal(['10:23', '23 min', EXPECTED[language].delayed, 'Traffic on the ring road']);
          }
          if (viewport.width === 1920 || viewport.width === 1080 || pageNumber === 1)
            await page.screenshot({
              path: path.join(SCREEN_ARTIFACTS, `rotation-${size}-${language}-page${pageNumber}.png`),
            });
          await page.clock.runFor(PAGE_SECONDS * 1000);
        }
      }
      // Ordered by announced time: the delayed 10:10 leaves at 10:23, after the 10:20.
      const [one, two] = ['10:05,10:15,10:20', '10:23,10:30,10:40'];
      const [first, second] = portrait ? [`${one},${two}`, `${one},${two}`] : [one, two];
      expect(seen).to.deep.equal([`fr1:${first}`, `fr2:${second}`, `en1:${first}`, `en2:${second}`]);
      await page.close();
    });
  }

  it('reads the same board as plain sentences in each language, for audio readout', async () => {
    const board = await staff.get(`/siv/v1/display-points/${pointId}/board?at=${encodeURIComponent(at)}`);
    expect(board.status, board.text).to.equal(200);
    const readout = board.body.readout as { language: string; text: string }[];
    expect(readout.map((r) => r.language)).to.deep.equal(LANGUAGES);
    const [l1, l2, l3] = lines;
    expect(readout[0]?.text.split('\n')).to.deep.equal([
      'Départs, Hall principal, écran des départs interurbains, 10:00.',
      `10:05, ligne ${l1}, vers ${LONG_DESTINATION}, quai G12, Accès de plain-pied, 5 min, À l'heure.`,
      `10:15, ligne ${l3}, vers Gare, quai G12, Accès de plain-pied, Supprimé: Driver unavailable.`,
      `10:20, ligne ${l1}, vers ${LONG_DESTINATION}, quai G12, Accès de plain-pied, 20 min, À l'heure.`,
      `10:23 (prévu 10:10), ligne ${l2}, vers Hôpital Édouard-Herriot, quai G12, Accès de plain-pied, 23 min, Retardé +13 min: Traffic on the ring road.`,
      `10:30, ligne ${l2}, vers Hôpital Édouard-Herriot, quai G12, Accès de plain-pied, 30 min, À l'heure.`,
      `10:40, ligne ${l3}, vers Gare, quai G12, Accès de plain-pied, 40 min, À l'heure.`,
    ]);
    expect(readout[1]?.text).to.contain(
      `10:23 (scheduled 10:10), line ${l2}, to Hôpital Édouard-Herriot, bay G12, Step-free access, 23 min, Delayed +13 min: Traffic on the ring road.`,
    );

    // The screen's own address answers the same text, for a player that only takes a URL.
    const text = await fetch(`${screenUrl}&format=text`);
    expect(text.status).to.equal(200);
    expect(text.headers.get('content-type')).to.match(/^text\/plain/);
    expect(await text.text()).to.equal(`${readout.map((r) => r.text).join('\n\n')}\n`);
  });
});
