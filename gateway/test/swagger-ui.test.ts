/**
 * The gateway's Swagger UI page, used as a person would in a real headless Chromium: on a
 * platform holding a few records, "Authorize" with a token, then "Try it out" and "Execute" on
 * five searches and a read; each renders status 200 and the records it found. The records are
 * made from the contract's own request examples, so the real services accept those too. Swagger
 * UI fills in a parameter's `example` when "Try it out" is pressed: a search's query parameters
 * have none to fill (theirs are in their schemas' `examples`, shown, not filled), so a search
 * tried as the page leaves it finds its rows; a read's path parameter has one, and the code it
 * fills in (PERRACHE) is the seeded record's.
 */
import { expect } from 'chai';
import { createdId, mintToken, operationOf, requestExample } from '@transport/platform/testing';
import { launchChromium, type TestBrowser } from '@transport/platform/testing/chromium';
import { startPlatform, type Platform } from '@transport/platform/testing/platform';

const FAMILIES = ['carriers', 'station-areas', 'bays', 'stations', 'lines'];
const READS = FAMILIES.map((family) => `referential.${family}:read`);
const WRITES = FAMILIES.map((family) => `referential.${family}:write`);

type Page = Awaited<ReturnType<TestBrowser['context']['newPage']>>;

// The merged document is walked generically: its shape is the OpenAPI schema's concern.
type Doc = Record<string, any>;

/**
 * Finds the operation as a person on the page would: types its path into the page's filter box,
 * which leaves only the operations whose path holds it (Swagger UI draws only the operations near
 * the view, and three hundred would not fit it), and opens the operation by its summary unless it
 * is open. Then presses "Try it out", fills `inputs` (by parameter name), presses "Execute" and
 * returns the status and the body the page shows, with what the page had filled in by itself.
 */
async function tryItOut(
  page: Page,
  document: Doc,
  tag: string,
  operationId: string,
  inputs: Record<string, string> = {},
) {
  const { path } = operationOf(document, operationId);
  await page.locator('input.operation-filter-input').fill(path);
  // The page redraws the list a moment after the box changed: a block found before it moves.
  await page
    .locator(`.opblock-summary-path:not([data-path*="${path}"])`)
    .first()
    .waitFor({ state: 'detached' });
  const block = page.locator(`#operations-${tag}-${operationId}`);
  await block.waitFor();
  // The summary's click event itself: the page draws its list in steps after a load, and a
  // mouse's press and release on either side of a step click nothing.
  if (!(await block.getAttribute('class'))?.split(' ').includes('is-open'))
    await block.locator('.opblock-summary-control').dispatchEvent('click');
  await block.locator('button.try-out__btn').click();
  const filled = Object.fromEntries(
    await Promise.all(
      (await block.locator('tr[data-param-name] input[type="text"]').all()).map(async (input) => [
        await input.locator('xpath=ancestor::tr[1]').getAttribute('data-param-name'),
        await input.inputValue(),
      ]),
    ),
  ) as Record<string, string>;
  for (const [name, value] of Object.entries(inputs))
    await block.locator(`tr[data-param-name="${name}"] input`).fill(value);
  await block.locator('button.execute').click();
  const live = block.locator('.live-responses-table');
  const status = (await live.locator('tr.response td.response-col_status').first().innerText()).trim();
  const body = await live.locator('.response-col_description pre.microlight').first().innerText();
  return { status, body: JSON.parse(body) as Doc, filled };
}

describe('Swagger UI at the gateway, tried out in headless Chromium', function () {
  // A whole platform, then Chromium rendering a document of three hundred operations.
  this.timeout(300_000);
  let platform: Platform;
  let browser: TestBrowser;
  let page: Page;
  let areaId: string;
  let document: Doc;

  before(async () => {
    platform = await startPlatform();
    document = (await (await fetch(`${platform.gateway.url}/v3/api-docs`)).json()) as Doc;
    const staff = platform.as([...WRITES, ...READS]);
    const post = async (path: string, body: Doc) => createdId(await staff.post(path, body), path);
    await post('/referential/v1/carriers', requestExample(document, 'registerCarrier'));
    areaId = await post('/referential/v1/station-areas', requestExample(document, 'createStationArea'));
    await post('/referential/v1/bays', { ...requestExample(document, 'createBay'), stationAreaId: areaId });
    await post('/referential/v1/stations', {
      ...requestExample(document, 'createStation'),
      stationAreaId: areaId,
    });
    await post('/referential/v1/lines', requestExample(document, 'createLine'));

    browser = await launchChromium();
    page = await browser.context.newPage();
    page.setDefaultTimeout(120_000);
    await page.goto(`${platform.gateway.url}/swagger-ui.html`);
    await page.locator('.swagger-ui .info .title').waitFor();
    // Authorize: the bearer token, given once in the dialog, goes with every request tried.
    await page.locator('.auth-wrapper button.authorize').click();
    await page.locator('.modal-ux input[type="text"]').fill(mintToken(READS));
    await page.locator('.modal-ux .auth-btn-wrapper button.authorize').click();
    await page.locator('.modal-ux button.btn-done').click();
  });
  after(async () => {
    await browser?.close();
    await platform?.close();
  });

  for (const [tag, operationId, code] of [
    ['carriers', 'searchCarriers', 'RHONEXPRESS'],
    ['station-areas', 'searchStationAreas', 'PERRACHE'],
    ['bays', 'searchBays', 'A1'],
    ['stations', 'searchStations', 'PERRACHE-GARE'],
    ['lines', 'searchLines', 'X71'],
  ] as const)
    it(`executes ${operationId} with nothing filled in, and shows its rows`, async () => {
      const answer = await tryItOut(page, document, tag, operationId);
      expect(answer.status, JSON.stringify(answer.body)).to.equal('200');
      expect(answer.body.data.map((row: Doc) => row.code)).to.deep.equal([code]);
      // A value the page filled in by itself (a fixed instant for `asKnownAt`, an example id for
      // a filter) would narrow the search or empty it on another registry or day.
      expect(Object.entries(answer.filled).filter(([, value]) => value !== '')).to.deep.equal([]);
    });

  it('executes getStationAreaByCode with the code the page fills in, and shows the record', async () => {
    const answer = await tryItOut(page, document, 'station-areas', 'getStationAreaByCode');
    expect(answer.filled).to.include({ code: 'PERRACHE' });
    expect(answer.status, JSON.stringify(answer.body)).to.equal('200');
    expect(answer.body).to.include({ id: areaId, code: 'PERRACHE' });
  });
});
