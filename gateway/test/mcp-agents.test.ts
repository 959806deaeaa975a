/**
 * What an agent relies on beyond the tools themselves, through the gateway with the SDK
 * client: the toolsets of a session, read-only mode, resources, and dry runs of changing tools
 * (and of HTTP operations under `Prefer: dry-run`).
 */
import { Ajv } from 'ajv';
import { expect } from 'chai';
import express from 'express';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
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

  const everyPermission = () => [
    ...new Set(
      [platform.referential, platform.rules, platform.siv].flatMap((s) =>
        s.built.deps.spec.operations.map((o) => o.permission),
      ),
    ),
  ];

  /** A staff client and a new station area to put bays in. */
  /** A bay of a new area, and an agent's client reading bays: `readBay` reads it by MCP. */
  async function bayReadByAgent(prefix: string) {
    const { staff, areaId } = await newArea(prefix);
    const bay = await staff.post('/referential/v1/bays', { stationAreaId: areaId, code: 'A1', position: 1 });
    expect(bay.status, bay.text).to.equal(201);
    const client = await connectMcp(
      `${platform.gateway.url}/mcp?toolsets=referential.bays`,
      mintToken([BAY_READ]),
    );
    const readBay = async () => {
      const read = await client.callTool({ name: 'getBay', arguments: { id: bay.body.id } });
      expect(read.isError, JSON.stringify(read.content)).to.not.equal(true);
      expect(read.structuredContent).to.include({ id: bay.body.id, code: 'A1' });
    };
    return { readBay, client };
  }

  async function newArea(prefix: string) {
    const staff = platform.as([AREA_WRITE, BAY_READ, BAY_WRITE]);
    const area = await staff.post('/referential/v1/station-areas', {
      code: `${prefix}${Date.now()}`,
      name: 'Dry',
    });
    expect(area.status, area.text).to.equal(201);
    return { staff, areaId: area.body.id as string };
  }

  /** POSTs a bay over HTTP through the gateway under `Prefer: dry-run`. */
  const createBayDry = (body: object) =>
    fetch(`${platform.gateway.url}/referential/v1/bays`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${mintToken([BAY_WRITE])}`,
        'content-type': 'application/json',
        prefer: 'dry-run',
      },
      body: JSON.stringify(body),
    });

  describe('toolsets and read-only mode', () => {
    it('a session starts with the core toolset under 64 KB, enables and disables toolsets on demand with list_changed, and refuses a tool it has not enabled naming its toolset', async () => {
      const operations = [platform.referential, platform.rules, platform.siv].flatMap(
        (s) => s.built.deps.spec.operations,
      );
      const client = new Client({ name: 'test-agent', version: '1' });
      const changes: string[] = [];
      client.setNotificationHandler(ToolListChangedNotificationSchema, (notification) => {
        changes.push(notification.method);
      });
      await client.connect(
        new StreamableHTTPClientTransport(new URL(`${platform.gateway.url}/mcp`), {
          requestInit: { headers: { authorization: `Bearer ${mintToken(everyPermission())}` } },
        }),
      );
      expect(client.getServerCapabilities()?.tools).to.deep.equal({ listChanged: true });
      expect(client.getInstructions()).to.contain('enableToolsets').and.to.contain('referential.bays');

      const core = await client.listTools();
      const coreBytes = Buffer.byteLength(JSON.stringify(core));
      const coreNames = core.tools.map((t) => t.name);
      console.log(
        `      default tools/list with every permission: ${coreNames.length} tools, ${coreBytes} bytes (~${Math.round(coreBytes / 4)} tokens)`,
      );
      expect(coreBytes).to.be.below(64 * 1024);
      expect(coreNames).to.include.members([
        'listToolsets',
        'enableToolsets',
        'disableToolsets',
        'searchBays',
      ]);
      expect(coreNames).to.have.members([
        'listToolsets',
        'enableToolsets',
        'disableToolsets',
        ...operations.filter((o) => o.mcpCore).map((o) => o.operationId),
      ]);
      expect(coreNames).to.not.include('createSchedule');

      const listed = (await client.callTool({ name: 'listToolsets', arguments: {} })).structuredContent as {
        toolsets: { name: string; description: string; tools: number; enabled: boolean }[];
      };
      const byName = new Map(listed.toolsets.map((t) => [t.name, t]));
      expect(byName.get('all')?.tools).to.equal(operations.length);
      expect(byName.get('core')).to.include({ enabled: true });
      const schedules = byName.get('referential.schedules');
      expect(schedules?.enabled).to.equal(false);
      expect(schedules?.description).to.match(/\w{8}/);
      expect(schedules?.tools).to.equal(
        operations.filter((o) => o.permission.startsWith('referential.schedules:')).length,
      );

      // Not enabled: refused, naming the toolset to enable.
      const refused = await client
        .callTool({ name: 'createStationArea', arguments: { body: { code: `OFF${Date.now()}`, name: 'x' } } })
        .catch((error: Error & { code: number }) => error);
      expect(refused).to.include({ code: -32602 });
      expect((refused as Error).message)
        .to.contain('referential.station-areas')
        .and.to.contain('enableToolsets');

      const enabled = await client.callTool({
        name: 'enableToolsets',
        arguments: { toolsets: ['referential.schedules', 'referential.station-areas'] },
      });
      expect(enabled.isError).to.not.equal(true);
      expect(changes).to.deep.equal(['notifications/tools/list_changed']);
      const wider = (await client.listTools()).tools.map((t) => t.name);
      expect(wider).to.include.members([
        'createSchedule',
        'searchSchedules',
        'getSchedule',
        'createStationArea',
      ]);
      expect(wider.length).to.equal((enabled.structuredContent as { tools: number }).tools);

      // Enabled: a write tool works, in a later request of the same session.
      const code = `ON${Date.now()}`;
      const created = await client.callTool({
        name: 'createStationArea',
        arguments: { body: { code, name: 'On' } },
      });
      expect(created.isError, JSON.stringify(created)).to.not.equal(true);
      const staff = platform.as(['referential.station-areas:read']);
      expect((await staff.get(`/referential/v1/station-areas?search=${code}`)).body.total).to.equal(1);

      await client.callTool({
        name: 'disableToolsets',
        arguments: { toolsets: ['referential.station-areas'] },
      });
      expect(changes).to.have.length(2);
      expect((await client.listTools()).tools.map((t) => t.name)).to.not.include('createStationArea');
      const again = await client
        .callTool({ name: 'createStationArea', arguments: { body: { code: `${code}X`, name: 'x' } } })
        .catch((error: Error) => error);
      expect((again as Error).message).to.contain('referential.station-areas');

      const wrong = await client.callTool({
        name: 'enableToolsets',
        arguments: { toolsets: ['referential.buses'] },
      });
      expect(wrong.isError).to.equal(true);
      expect((wrong.structuredContent as { errors: { field: string }[] }).errors[0]?.field).to.equal(
        'arguments.toolsets',
      );
      expect(changes).to.have.length(2);
      await client.close();
    });

    it('?toolsets=all lists every tool the token allows, as every session did before', async () => {
      const operations = [platform.referential, platform.rules, platform.siv].flatMap(
        (s) => s.built.deps.spec.operations,
      );
      const all = await connectMcp(`${platform.gateway.url}/mcp?toolsets=all`, mintToken(everyPermission()));
      const everything = await all.listTools();
      const bytes = Buffer.byteLength(JSON.stringify(everything));
      console.log(
        `      tools/list with toolsets=all and every permission: ${everything.tools.length} tools, ${bytes} bytes (~${Math.round(bytes / 4)} tokens)`,
      );
      expect(everything.tools.length).to.equal(operations.length + 3);
      await all.close();
    });

    it('a selection lists its toolsets’ tools only, and refuses the others', async () => {
      const operations = [platform.referential, platform.rules, platform.siv].flatMap(
        (s) => s.built.deps.spec.operations,
      );
      const some = await connectMcp(
        `${platform.gateway.url}/mcp?toolsets=referential.bays,siv`,
        mintToken(everyPermission()),
      );
      const names = (await some.listTools()).tools.map((t) => t.name);
      const expected = [
        'listToolsets',
        'enableToolsets',
        'disableToolsets',
        ...operations
          .filter((o) => o.permission.startsWith('referential.bays:') || o.permission.startsWith('siv.'))
          .map((o) => o.operationId),
      ];
      console.log(`      tools with toolsets=referential.bays,siv: ${names.length}`);
      expect(names).to.have.members(expected);
      expect(names).to.include.members(['createBay', 'getBay', 'createDisplayPoint']);
      expect(names).to.not.include('createStationArea');
      const outside = await some
        .callTool({ name: 'createStationArea', arguments: { body: { code: 'OUT', name: 'x' } } })
        .catch((error: { code: number }) => error);
      expect(outside).to.include({ code: -32602 });
      await some.close();
    });

    it('answers every tool call with the one JSON Schema validator of the process, building none per call', async () => {
      const { readBay, client } = await bayReadByAgent('AJV');
      // Each Ajv instance compiles its meta-schemas as it is made: counted while the calls run.
      const made = Ajv.prototype as unknown as { _addDefaultMetaSchema(this: unknown): void };
      const original = made._addDefaultMetaSchema;
      let built = 0;
      made._addDefaultMetaSchema = function (this: unknown) {
        built += 1;
        original.call(this);
      };
      try {
        for (let call = 0; call < 5; call += 1) await readBay();
      } finally {
        made._addDefaultMetaSchema = original;
      }
      expect(built, 'JSON Schema validators built for 5 tool calls').to.equal(0);
      await client.close();
    });

    it('answers a tool call that links no file without working out its public address, and leaves nothing to close', async () => {
      const { readBay, client } = await bayReadByAgent('URL');
      // The public address is made from the request's protocol (and the peer's address, to know
      // whether its forwarded headers are believed): counted while the calls run.
      const request = express.request as object;
      const getter = Object.getOwnPropertyDescriptor(request, 'protocol') as PropertyDescriptor;
      let worked = 0;
      // An answer sent whole leaves its server nothing to close (its close makes an error with
      // a stack for requests a stateless server never sends).
      const transports = StreamableHTTPServerTransport.prototype;
      const close = transports.close;
      let closed = 0;
      transports.close = function (this: StreamableHTTPServerTransport) {
        closed += 1;
        return close.call(this);
      };
      Object.defineProperty(request, 'protocol', {
        ...getter,
        get(this: unknown) {
          worked += 1;
          return getter.get?.call(this);
        },
      });
      try {
        for (let call = 0; call < 5; call += 1) await readBay();
      } finally {
        Object.defineProperty(request, 'protocol', getter);
        transports.close = close;
      }
      expect(worked, 'public addresses worked out for 5 tool calls linking no file').to.equal(0);
      expect(closed, 'servers closed after 5 tool calls answered whole').to.equal(0);
      await client.close();
    });

    it('read-only mode lists and calls only the tools that change nothing', async () => {
      const token = mintToken(everyPermission());
      const client = await connectMcp(
        `${platform.gateway.url}/mcp?toolsets=referential&readOnly=true`,
        token,
      );
      const tools = (await client.listTools()).tools;
      console.log(`      read-only referential tools: ${tools.length}`);
      expect(tools.length).to.be.greaterThan(10);
      expect(tools.every((t) => t.annotations?.readOnlyHint === true)).to.equal(true);
      expect(tools.map((t) => t.name)).to.include.members([
        'getBay',
        'searchBays',
        'resolveVehicleIdentifier',
      ]);
      const write = await client
        .callTool({ name: 'createStationArea', arguments: { body: { code: 'RO', name: 'x' } } })
        .catch((error: { code: number }) => error);
      expect(write).to.include({ code: -32602 });
      const read = await client.callTool({ name: 'searchBays', arguments: { size: 1 } });
      expect(read.isError).to.not.equal(true);
      await client.close();
    });

    it('refuses a toolset it does not have with a 400 problem naming the parameter and the toolsets', async () => {
      const response = await fetch(`${platform.gateway.url}/mcp?toolsets=referential.buses`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${mintToken([BAY_READ])}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
      expect(response.status).to.equal(400);
      const problem = (await response.json()) as { errors: { field: string; message: string }[] };
      expect(problem.errors[0]?.field).to.equal('query.toolsets');
      expect(problem.errors[0]?.message).to.contain('referential.bays');
    });
  });

  describe('resources', () => {
    it('lists each module’s OpenAPI document and each rule domain’s content schema, and reads them', async () => {
      const client = await connectMcp(`${platform.gateway.url}/mcp`, mintToken(['rules.rule-domains:read']));
      const { resources } = await client.listResources();
      const uris = resources.map((r) => r.uri);
      console.log(`      resources: ${uris.join(', ')}`);
      expect(uris).to.include.members([
        'transport://referential/openapi.json',
        'transport://rules/openapi.json',
        'transport://siv/openapi.json',
        'transport://rules/rule-domains/BAY_DWELL_TIME/schema',
      ]);
      const contract = await client.readResource({ uri: 'transport://referential/openapi.json' });
      const document = JSON.parse((contract.contents[0] as { text: string }).text);
      expect(document.paths).to.have.property('/referential/v1/bays');
      const schema = await client.readResource({
        uri: 'transport://rules/rule-domains/BAY_DWELL_TIME/schema',
      });
      const content = JSON.parse((schema.contents[0] as { text: string }).text);
      expect(content.required).to.include.members(['minutes', 'overstayAction']);
      const missing = await client
        .readResource({ uri: 'transport://rules/rule-domains/NO_SUCH_DOMAIN/schema' })
        .catch((error: { code: number }) => error);
      expect(missing).to.include({ code: -32002 });
      await client.close();
    });

    it('lists no rule domain to a token that may not read them, and refuses to read one', async () => {
      const client = await connectMcp(`${platform.gateway.url}/mcp`, mintToken([BAY_READ]));
      const uris = (await client.listResources()).resources.map((r) => r.uri);
      expect(uris).to.have.length(3);
      const refused = await client
        .readResource({ uri: 'transport://rules/rule-domains/BAY_DWELL_TIME/schema' })
        .catch((error: { code: number; message: string }) => error);
      expect(refused).to.have.property('code', -32600);
      await client.close();
    });
  });

  describe('dry runs', () => {
    it('a dry-run createBay answers the bay it would create, runs the domain rules, and leaves no bay', async () => {
      const { staff, areaId } = await newArea('DRY');
      const client = await connectMcp(`${platform.gateway.url}/mcp`, mintToken([BAY_WRITE, BAY_READ]));
      const tools = (await client.listTools()).tools;
      const createBay = tools.find((t) => t.name === 'createBay');
      expect(createBay?.inputSchema.properties).to.have.property('dryRun');
      expect(tools.find((t) => t.name === 'getBay')?.inputSchema.properties).to.not.have.property('dryRun');

      const body = { stationAreaId: areaId, code: 'DRY-1', position: 1 };
      const dry = await client.callTool({ name: 'createBay', arguments: { body, dryRun: true } });
      console.log(
        `      dry-run createBay answered: ${JSON.stringify(dry.structuredContent)} _meta=${JSON.stringify(dry._meta)}`,
      );
      expect(dry.isError).to.not.equal(true);
      expect(dry._meta).to.deep.equal({ dryRun: true });
      const wouldBe = (dry.structuredContent as { id: string }).id;
      expect(wouldBe).to.match(/^[0-9a-f-]{36}$/);
      expect((await staff.get(`/referential/v1/bays/${wouldBe}`)).status).to.equal(404);
      const inArea = await staff.get(`/referential/v1/bays?stationAreaId.value=${areaId}`);
      console.log(`      bays in the area after the dry run: ${inArea.body.total}`);
      expect(inArea.body.total).to.equal(0);

      // The domain rules run in a dry run: a taken code is refused as it would be.
      const real = await client.callTool({ name: 'createBay', arguments: { body } });
      expect(real._meta).to.equal(undefined);
      const taken = await client.callTool({ name: 'createBay', arguments: { body, dryRun: true } });
      expect(taken.isError).to.equal(true);
      expect(taken._meta).to.deep.equal({ dryRun: true });
      expect(taken.structuredContent).to.include({ status: 409 });
      expect((await staff.get(`/referential/v1/bays?stationAreaId.value=${areaId}`)).body.total).to.equal(1);
      await client.close();
    });

    it('a dry-run correction answers the bay as corrected, under If-Match, and the bay stays as it was', async () => {
      const { staff, areaId } = await newArea('DRC');
      const bay = await staff.post('/referential/v1/bays', {
        stationAreaId: areaId,
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
      const { staff, areaId } = await newArea('DRH');
      const response = await createBayDry({ stationAreaId: areaId, code: 'H-1', position: 1 });
      expect(response.status).to.equal(201);
      expect(response.headers.get('preference-applied')).to.equal('dry-run');
      const { id } = (await response.json()) as { id: string };
      expect(response.headers.get('location')).to.contain(id);
      expect((await staff.get(`/referential/v1/bays/${id}`)).status).to.equal(404);
      const refused = await createBayDry({ stationAreaId: areaId, position: 1 });
      expect(refused.status).to.equal(400);
      expect(refused.headers.get('preference-applied')).to.equal('dry-run');
    });
  });
});
