/**
 * What an agent relies on beyond the tools themselves, through the gateway with the SDK
 * client: dry runs of changing tools (and of HTTP operations under `Prefer: dry-run`).
 */
import { expect } from 'chai';
import { connectMcp, mintToken } from '@transport/platform/testing';
import { startPlatform, type Platform } from '@transport/platform/testing/platform';

const AREA_WRITE = 'referential.station-areas:write';
const BAY_READ = 'referential.bays:read';
const BAY_WRITE = 'referential.bays:write';

describe('MCP for agents through the gateway', () => {
  let platform: Platform;

  before(async function () {
    this.timeout(60_000);
    platform = await startPlatform();
  });
  after(() => platform?.close());

  describe('dry runs', () => {
    it('a dry-run createBay answers the bay it would create, runs the domain rules, and leaves no bay', async () => {
      const staff = platform.as([AREA_WRITE, BAY_READ, BAY_WRITE]);
      const area = await staff.post('/referential/v1/station-areas', {
        code: `DRY${Date.now()}`,
        name: 'Dry',
      });
      const client = await connectMcp(`${platform.gateway.url}/mcp`, mintToken([BAY_WRITE, BAY_READ]));
      const tools = (await client.listTools()).tools;
      const createBay = tools.find((t) => t.name === 'createBay');
      expect(createBay?.inputSchema.properties).to.have.property('dryRun');
      expect(tools.find((t) => t.name === 'getBay')?.inputSchema.properties).to.not.have.property('dryRun');

      const body = { stationAreaId: area.body.id, code: 'DRY-1', position: 1 };
      const dry = await client.callTool({ name: 'createBay', arguments: { body, dryRun: true } });
      console.log(
        `      dry-run createBay answered: ${JSON.stringify(dry.structuredContent)} _meta=${JSON.stringify(dry._meta)}`,
      );
      expect(dry.isError).to.not.equal(true);
      expect(dry._meta).to.deep.equal({ dryRun: true });
      const wouldBe = (dry.structuredContent as { id: string }).id;
      expect(wouldBe).to.match(/^[0-9a-f-]{36}$/);
      expect((await staff.get(`/referential/v1/bays/${wouldBe}`)).status).to.equal(404);
      const inArea = await staff.get(`/referential/v1/bays?stationAreaId.value=${area.body.id}`);
      console.log(`      bays in the area after the dry run: ${inArea.body.total}`);
      expect(inArea.body.total).to.equal(0);

      // The domain rules run in a dry run: a taken code is refused as it would be.
      const real = await client.callTool({ name: 'createBay', arguments: { body } });
      expect(real._meta).to.equal(undefined);
      const taken = await client.callTool({ name: 'createBay', arguments: { body, dryRun: true } });
      expect(taken.isError).to.equal(true);
      expect(taken._meta).to.deep.equal({ dryRun: true });
      expect(taken.structuredContent).to.include({ status: 409 });
      expect(
        (await staff.get(`/referential/v1/bays?stationAreaId.value=${area.body.id}`)).body.total,
      ).to.equal(1);
      await client.close();
    });

    it('a dry-run correction answers the bay as corrected, under If-Match, and the bay stays as it was', async () => {
      const staff = platform.as([AREA_WRITE, BAY_READ, BAY_WRITE]);
      const area = await staff.post('/referential/v1/station-areas', {
        code: `DRC${Date.now()}`,
        name: 'Dry',
      });
      const bay = await staff.post('/referential/v1/bays', {
        stationAreaId: area.body.id,
        code: 'C-1',
        position: 1,
      });
      const path = `/referential/v1/bays/${bay.body.id}`;
      const before = await staff.get(path);
      const client = await connectMcp(`${platform.gateway.url}/mcp`, mintToken([BAY_WRITE, BAY_READ]));
      const dry = await client.callTool({
        name: 'correctBay',
        arguments: {
          id: bay.body.id,
          'If-Match': before.headers.get('etag'),
          body: { position: 9 },
          dryRun: true,
        },
      });
      expect(dry.isError).to.not.equal(true);
      expect(dry.structuredContent).to.include({ position: 9 });
      const after = await staff.get(path);
      expect(after.body).to.deep.equal(before.body);
      expect(after.headers.get('etag')).to.equal(before.headers.get('etag'));
      const wrong = await client.callTool({
        name: 'correctBay',
        arguments: { id: bay.body.id, dryRun: 'yes' },
      });
      expect(wrong.structuredContent).to.deep.include({ status: 400 });
      await client.close();
    });

    it('over HTTP, Prefer: dry-run answers what the operation would, says Preference-Applied, and changes nothing', async () => {
      const staff = platform.as([AREA_WRITE, BAY_READ, BAY_WRITE]);
      const area = await staff.post('/referential/v1/station-areas', {
        code: `DRH${Date.now()}`,
        name: 'Dry',
      });
      const response = await fetch(`${platform.gateway.url}/referential/v1/bays`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${mintToken([BAY_WRITE])}`,
          'content-type': 'application/json',
          prefer: 'dry-run',
        },
        body: JSON.stringify({ stationAreaId: area.body.id, code: 'H-1', position: 1 }),
      });
      expect(response.status).to.equal(201);
      expect(response.headers.get('preference-applied')).to.equal('dry-run');
      const { id } = (await response.json()) as { id: string };
      expect(response.headers.get('location')).to.contain(id);
      expect((await staff.get(`/referential/v1/bays/${id}`)).status).to.equal(404);
      const refused = await fetch(`${platform.gateway.url}/referential/v1/bays`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${mintToken([BAY_WRITE])}`,
          'content-type': 'application/json',
          prefer: 'dry-run',
        },
        body: JSON.stringify({ stationAreaId: area.body.id, position: 1 }),
      });
      expect(refused.status).to.equal(400);
      expect(refused.headers.get('preference-applied')).to.equal('dry-run');
    });
  });
});
