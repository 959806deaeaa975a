import { expect } from 'chai';
import {
  STALE_TAG,
  connectMcp,
  expectCorrectionsUnderIfMatch,
  expectFieldError,
  expectProblem,
  readTagged,
  type ApiClient,
  type TestService,
  createdId,
} from '@transport/platform/testing';
import { REGISTRY_OFFICER, createLine } from './authorizations-fixtures.ts';
import { declareCategory, registerCarrier, registerVehicle } from './carriers-fixtures.ts';
import { createArea, createBay, startReferential, uniqueCode } from './fixtures.ts';
import { createDestination, createStation } from './network-fixtures.ts';

interface Family {
  name: string;
  /** Creates a record; its path. */
  create(client: ApiClient): Promise<string>;
  /** Two corrections, each changing the record. */
  corrections: [Record<string, unknown>, Record<string, unknown>];
}

const FAMILIES: Family[] = [
  {
    name: 'carriers',
    create: async (c) => `/referential/v1/carriers/${(await registerCarrier(c)).id}`,
    corrections: [{ name: 'Cars of the valley' }, { name: 'Cars of the hills' }],
  },
  {
    name: 'vehicles',
    create: async (c) =>
      `/referential/v1/vehicles/${(await registerVehicle(c, (await registerCarrier(c)).id, await declareCategory(c))).id}`,
    corrections: [{ make: 'Irizar' }, { make: 'Setra' }],
  },
  {
    name: 'station areas',
    create: async (c) => `/referential/v1/station-areas/${await createArea(c)}`,
    corrections: [{ name: 'North hall' }, { name: 'South hall' }],
  },
  {
    name: 'bays',
    create: async (c) => `/referential/v1/bays/${await createBay(c, await createArea(c), uniqueCode('B'))}`,
    corrections: [{ position: 4 }, { position: 5 }],
  },
  {
    name: 'checkpoints',
    create: async (c) =>
      `/referential/v1/checkpoints/${await createdId(
        await c.post('/referential/v1/checkpoints', {
          code: uniqueCode('CP'),
          name: 'West gate',
          capabilities: { entryControl: true, exitControl: false, boardingControl: false },
        }),
        'checkpoint',
      )}`,
    corrections: [{ name: 'East gate' }, { name: 'South gate' }],
  },
  {
    name: 'destinations',
    create: async (c) => `/referential/v1/destinations/${await createDestination(c)}`,
    corrections: [{ name: 'To the harbour' }, { name: 'To the airport' }],
  },
  {
    name: 'stations',
    create: async (c) => `/referential/v1/stations/${await createStation(c)}`,
    corrections: [{ locality: 'Lower town' }, { locality: 'Upper town' }],
  },
  {
    name: 'coordinations',
    create: async (c) =>
      `/referential/v1/coordinations/${await createdId(
        await c.post('/referential/v1/coordinations', { code: uniqueCode('CO'), name: 'Valley' }),
        'coordination',
      )}`,
    corrections: [{ name: 'Valley and hills' }, { name: 'Coast' }],
  },
  {
    name: 'lines',
    create: async (c) => `/referential/v1/lines/${await createLine(c)}`,
    corrections: [{ name: 'Harbour express' }, { name: 'Harbour local' }],
  },
];

describe('corrections under If-Match', () => {
  let service: TestService;
  let officer: ApiClient;

  before(async () => {
    service = await startReferential();
    officer = service.as(REGISTRY_OFFICER);
  });
  after(() => service?.close());

  const tagOf = async (path: string) => (await readTagged(officer, path)).tag;
  const correct = (path: string, body: Record<string, unknown>, ifMatch?: string) =>
    officer.patch(path, body, ifMatch ? { headers: { 'if-match': ifMatch } } : {});

  for (const family of FAMILIES) {
    it(`corrects ${family.name} only in the version If-Match names, and never loses an update`, async () => {
      await expectCorrectionsUnderIfMatch(officer, await family.create(officer), family.corrections);
    });
  }

  it('refuses a malformed If-Match and a weak tag, which never matches', async () => {
    const path = `/referential/v1/bays/${await createBay(officer, await createArea(officer), uniqueCode('B'))}`;
    const tag = await tagOf(path);
    const malformed = await correct(path, { position: 9 }, tag.slice(1, -1));
    expectProblem(malformed, 400, 'invalid-request');
    expectFieldError(malformed, 'headers.if-match');
    expectFieldError(await correct(path, { position: 9 }, `"${'x'.repeat(1100)}"`), 'headers.if-match');
    expectProblem(await correct(path, { position: 9 }, `W/${tag}`), 409, 'stale-representation');
    expect(await tagOf(path)).to.equal(tag);
  });

  it('takes If-Match as an argument of the MCP tool', async () => {
    const path = `/referential/v1/bays/${await createBay(officer, await createArea(officer), uniqueCode('B'))}`;
    const tag = await tagOf(path);
    const mcp = await connectMcp(`${service.url}/mcp`, service.token(REGISTRY_OFFICER));
    try {
      const id = path.split('/').pop();
      const stale = await mcp.callTool({
        name: 'correctBay',
        arguments: { id, 'If-Match': STALE_TAG, body: { position: 7 } },
      });
      expect(stale.isError).to.equal(true);
      expect(stale.structuredContent).to.include({ status: 409, code: 'stale-representation' });
      const applied = await mcp.callTool({
        name: 'correctBay',
        arguments: { id, 'If-Match': tag, body: { position: 7 } },
      });
      expect(applied.isError, JSON.stringify(applied.content)).to.not.equal(true);
      expect(applied.structuredContent).to.include({ position: 7 });
    } finally {
      await mcp.close();
    }
  });
});
