import { TOOLSET_TOOL_NAMES } from '@transport/platform';
import { expect } from 'chai';
import { connectMcp, type TestService } from '@transport/platform/testing';
import { AREA_READ, AREA_WRITE, BAY_READ, BAY_WRITE, startReferential, uniqueCode } from './fixtures.ts';

describe('referential over MCP (in-process dispatch)', () => {
  let service: TestService;

  before(async () => {
    service = await startReferential();
  });
  after(() => service?.close());

  const connect = (permissions: string[]) => connectMcp(`${service.url}/mcp`, service.token(permissions));

  it('lists only the tools the caller may use, with annotations from the operation', async () => {
    const client = await connect([BAY_READ]);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).to.deep.equal(
      [...TOOLSET_TOOL_NAMES, 'getBay', 'getBayTimeline', 'listBayChanges', 'searchBays'].sort(),
    );
    const search = tools.find((t) => t.name === 'searchBays');
    expect(search?.annotations).to.include({ readOnlyHint: true, destructiveHint: false });
    expect(search?.inputSchema.properties).to.have.keys([
      'search',
      'stationAreaId.value',
      'status',
      'sort',
      'page',
      'size',
      'at',
      'asKnownAt',
      'updatedSince',
    ]);
    await client.close();

    const writer = await connect([AREA_WRITE, BAY_WRITE]);
    const writeTools = (await writer.listTools()).tools;
    expect(writeTools.find((t) => t.name === 'decommissionBay')?.annotations?.destructiveHint).to.equal(true);
    expect(writeTools.find((t) => t.name === 'retireStationArea')?.annotations?.destructiveHint).to.equal(
      true,
    );
    expect(writeTools.find((t) => t.name === 'createBay')?.inputSchema.required).to.deep.equal(['body']);
    await writer.close();
  });

  it('creates a station area and a bay through tools, readable over HTTP', async () => {
    const client = await connect([AREA_WRITE, BAY_WRITE, BAY_READ]);
    const area = await client.callTool({
      name: 'createStationArea',
      arguments: { body: { code: uniqueCode('MCP'), name: 'By agent' } },
    });
    expect(area.isError).to.not.equal(true);
    const areaId = (area.structuredContent as { id: string }).id;
    const bay = await client.callTool({
      name: 'createBay',
      arguments: { body: { stationAreaId: areaId, code: 'AG1', position: 1 } },
    });
    const bayId = (bay.structuredContent as { id: string }).id;
    const read = await service.as([BAY_READ]).get(`/referential/v1/bays/${bayId}`);
    expect(read.body).to.include({ code: 'AG1', stationAreaId: areaId });
    const found = await client.callTool({ name: 'searchBays', arguments: { 'stationAreaId.value': areaId } });
    expect((found.structuredContent as { total: number }).total).to.equal(1);
    await client.close();
  });

  it('answers bad arguments with an isError result carrying the 400 problem', async () => {
    const client = await connect([BAY_WRITE]);
    const result = await client.callTool({
      name: 'createBay',
      arguments: { body: { code: 'NOAREA', position: 'x' } },
    });
    expect(result.isError).to.equal(true);
    const problem = result.structuredContent as { status: number; code: string; errors: { field: string }[] };
    expect(problem).to.include({ status: 400, code: 'invalid-request' });
    expect(problem.errors.map((e) => e.field)).to.include.members(['body.stationAreaId', 'body.position']);
    const unknown = await client.callTool({
      name: 'createBay',
      arguments: {
        body: { stationAreaId: '00000000-0000-4000-8000-000000000000', code: 'U', position: 1 },
        dryrun: true,
      },
    });
    expect(unknown.isError).to.equal(true);
    expect(unknown.structuredContent).to.deep.include({
      status: 400,
      errors: [
        {
          field: 'arguments.dryrun',
          message: 'Unknown argument; did you mean dryRun? This tool takes: body, dryRun.',
        },
      ],
    });
    await client.close();
  });

  it('refuses a call without the permission with a 403 problem, even for a tool it did not list', async () => {
    const client = await connect([BAY_READ]);
    const result = await client.callTool({
      name: 'createStationArea',
      arguments: { body: { code: 'NOPE', name: 'x' } },
    });
    expect(result.isError).to.equal(true);
    expect(result.structuredContent).to.include({ status: 403, code: 'forbidden' });
    const listed = await service.as([AREA_READ]).get('/referential/v1/station-areas/by-code/NOPE');
    expect(listed.status).to.equal(404);
    await client.close();
  });

  it('answers 401 with the resource metadata pointer when the token is missing', async () => {
    const response = await fetch(`${service.url}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(response.status).to.equal(401);
    expect(response.headers.get('www-authenticate')).to.match(
      /^Bearer resource_metadata="http:\/\/127\.0\.0\.1:\d+\/\.well-known\/oauth-protected-resource\/mcp"$/,
    );
    const metadata = (await (await fetch(`${service.url}/.well-known/oauth-protected-resource`)).json()) as {
      resource: string;
      authorization_servers: string[];
      scopes_supported: string[];
    };
    expect(metadata.resource).to.equal(`${service.url}/mcp`);
    expect(metadata.authorization_servers).to.have.length(1);
    expect(metadata.scopes_supported).to.include(BAY_WRITE);
  });
});
