import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import { createHttpServer, TOOLSET_TOOL_NAMES } from '@transport/platform';
import { expect } from 'chai';
import nock from 'nock';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { connect } from 'node:net';
import {
  STALE_TAG,
  connectMcp,
  expectCorrectionsUnderIfMatch,
  expectProblem,
  metricSample,
  mintToken,
} from '@transport/platform/testing';
import {
  startPlatform,
  startTestGateway,
  type Platform,
  type RunningGateway,
} from '@transport/platform/testing/platform';

const AREA_WRITE = 'referential.station-areas:write';
const BAY_READ = 'referential.bays:read';
const BAY_WRITE = 'referential.bays:write';

describe('gateway', () => {
  // Once imported, nock intercepts node:http in the whole process: it is on for this file only,
  // so that the files a mocha worker runs after it reach real sockets (with it left on, their
  // requests went through its interceptor: a keep-alive answered close, a write failed EPIPE).
  before(() => {
    if (!nock.isActive()) nock.activate();
  });
  after(() => {
    nock.cleanAll();
    nock.restore();
  });

  describe('in front of the running services', () => {
    let platform: Platform;

    before(async function () {
      // The first platform of a run also loads the services' code.
      this.timeout(60_000);
      platform = await startPlatform();
    });
    after(() => platform?.close());

    it('routes a module by its path, keeping the path, and answers what the service answers', async () => {
      const staff = platform.as([AREA_WRITE, BAY_WRITE, BAY_READ]);
      const area = await staff.post('/referential/v1/station-areas', {
        code: `GW${Date.now()}`,
        name: 'Through the gateway',
      });
      expect(area.status).to.equal(201);
      const bay = await staff.post('/referential/v1/bays', {
        stationAreaId: area.body.id,
        code: 'MID-CODE-7',
        position: 1,
      });
      expect(bay.status).to.equal(201);
      expect(bay.headers.get('location')).to.equal(`/referential/v1/bays/${bay.body.id}`);
      const found = await staff.get('/referential/v1/bays?search=d-cod');
      expect(found.body.data.map((b: { id: string }) => b.id)).to.include(bay.body.id);
      expectProblem(await staff.post('/referential/v1/bays', { code: 'X' }), 400, 'invalid-request');
    });

    it('passes If-Match to the service and its ETag back, over HTTP and through MCP', async () => {
      const staff = platform.as([AREA_WRITE, BAY_WRITE, BAY_READ]);
      const area = await staff.post('/referential/v1/station-areas', {
        code: `IM${Date.now()}`,
        name: 'Tags',
      });
      const bay = await staff.post('/referential/v1/bays', {
        stationAreaId: area.body.id,
        code: 'TAG-1',
        position: 1,
      });
      const path = `/referential/v1/bays/${bay.body.id}`;
      await expectCorrectionsUnderIfMatch(staff, path, [{ position: 2 }, { position: 3 }]);
      const client = await connectMcp(`${platform.gateway.url}/mcp`, mintToken([BAY_WRITE]));
      const stale = await client.callTool({
        name: 'correctBay',
        arguments: { id: bay.body.id, 'If-Match': STALE_TAG, body: { position: 4 } },
      });
      expect(stale.structuredContent).to.include({ status: 409, code: 'stale-representation' });
      await client.close();
    });

    it('passes the caller’s X-Request-Id to the service and back', async () => {
      const response = await platform
        .as([BAY_READ])
        .get('/referential/v1/bays', { headers: { 'x-request-id': 'trace-me-42' } });
      expect(response.status).to.equal(200);
      expect(response.headers.get('x-request-id')).to.equal('trace-me-42');
    });

    it("serves one API description holding every path of the three services and the gateway's own, without component collisions", async () => {
      const merged: any = await (await fetch(`${platform.gateway.url}/v3/api-docs`)).json();
      for (const service of [platform.referential, platform.rules, platform.siv]) {
        const own: any = await (await fetch(`${service.url}/v3/api-docs`)).json();
        for (const path of Object.keys(own.paths)) expect(merged.paths, path).to.have.property(path);
      }
      // The gateway's own operation, its problems named apart from the services' (ADR 0135).
      const report = merged.paths['/v1/validation-report'].get;
      expect(report.operationId).to.equal('getPlatformValidationReport');
      expect(report.responses['400'].$ref).to.equal('#/components/responses/PlatformBadRequest');
      const refs = JSON.stringify(merged).match(/"\$ref":"#\/components\/[^"]+"/g) ?? [];
      for (const ref of new Set(refs)) {
        const [, section, name] = /#\/components\/([^/]+)\/([^"]+)"/.exec(ref) ?? [];
        expect(merged.components[section as string], ref).to.have.property(name as string);
      }
      expect(merged['x-tagGroups'].map((g: { name: string }) => g.name)).to.deep.equal([
        'Referential',
        'Rules',
        'Display',
        'Platform',
      ]);
      expect(merged.components.securitySchemes.bearerAuth).to.include({ type: 'http', scheme: 'bearer' });
    });

    it('serves the swagger page, pointed at the merged description', async () => {
      const page = await fetch(`${platform.gateway.url}/swagger-ui.html`);
      expect(page.status).to.equal(200);
      expect(await page.text()).to.contain('<base href="/swagger-ui/">');
      const init = await (await fetch(`${platform.gateway.url}/swagger-ui/swagger-ui-init.js`)).text();
      expect(init).to.contain('/v3/api-docs');
      expect((await fetch(`${platform.gateway.url}/swagger-ui/swagger-ui-bundle.js`)).status).to.equal(200);
    });

    it('reports each upstream in its health and measures the calls it forwards', async () => {
      await platform.as([BAY_READ]).get('/referential/v1/bays');
      const management = platform.gateway.built.management;
      const server = management.listen(0);
      const port = (server.address() as { port: number }).port;
      try {
        const health: any = await (await fetch(`http://127.0.0.1:${port}/actuator/health`)).json();
        expect(health.status).to.equal('UP');
        expect(Object.keys(health.components)).to.deep.equal(['referential', 'rules', 'siv']);
        const scrape = await (await fetch(`http://127.0.0.1:${port}/actuator/prometheus`)).text();
        const forwarded = { upstream: 'referential', method: 'GET', outcome: 'success', service: 'gateway' };
        expect(metricSample(scrape, 'upstream_requests_seconds_count', forwarded)).to.be.greaterThan(0);
        const served = { method: 'GET', route: '/referential/v1/bays', status: '200', service: 'gateway' };
        expect(metricSample(scrape, 'http_server_requests_seconds_count', served)).to.be.greaterThan(0);
      } finally {
        server.close();
      }
    });

    describe('over MCP', () => {
      it('lists the union of the services’ tools that the caller may use', async () => {
        const client = await connectMcp(
          `${platform.gateway.url}/mcp`,
          mintToken([BAY_READ, 'rules.rules:read', 'siv.display-points:read']),
        );
        const names = (await client.listTools()).tools.map((t) => t.name);
        expect(names).to.include.members([
          'searchBays',
          'getBay',
          'searchRules',
          'getRule',
          'searchDisplayPoints',
          'getDisplayPoint',
        ]);
        expect(names).to.not.include('createBay');
        await client.close();
      });

      it('lists for a token exactly the tools, schemas and annotations included, that the services list to it', async () => {
        const token = mintToken([BAY_READ, BAY_WRITE, 'rules.rules:read', 'siv.display-points:write']);
        // The toolset tools are each server's own (they name its toolsets): the operations' tools are compared.
        const listed = async (url: string) => {
          const client = await connectMcp(`${url}/mcp`, token);
          const { tools } = await client.listTools();
          await client.close();
          expect(tools.map((t) => t.name)).to.include.members([...TOOLSET_TOOL_NAMES]);
          return tools.filter((t) => !(TOOLSET_TOOL_NAMES as readonly string[]).includes(t.name));
        };
        const byName = (tools: { name: string }[]) => [...tools].sort((x, y) => x.name.localeCompare(y.name));
        const union = [
          ...(await listed(platform.referential.url)),
          ...(await listed(platform.rules.url)),
          ...(await listed(platform.siv.url)),
        ];
        expect(union.length).to.be.greaterThan(5);
        expect(byName(await listed(platform.gateway.url))).to.deep.equal(byName(union));
      });

      it('creates a bay through a tool call, and the bay is then readable over HTTP', async () => {
        const client = await connectMcp(`${platform.gateway.url}/mcp`, mintToken([AREA_WRITE, BAY_WRITE]));
        const area = await client.callTool({
          name: 'createStationArea',
          arguments: { body: { code: `MCPGW${Date.now()}`, name: 'Agents' } },
        });
        const areaId = (area.structuredContent as { id: string }).id;
        const bay = await client.callTool({
          name: 'createBay',
          arguments: { body: { stationAreaId: areaId, code: 'AI-1', position: 1 } },
        });
        expect(bay.isError).to.not.equal(true);
        const bayId = (bay.structuredContent as { id: string }).id;
        const read = await platform.as([BAY_READ]).get(`/referential/v1/bays/${bayId}`);
        expect(read.status).to.equal(200);
        expect(read.body).to.include({ code: 'AI-1', stationAreaId: areaId });
        await client.close();
      });

      it('refuses a call without the permission, and bad arguments, with isError problems', async () => {
        const client = await connectMcp(`${platform.gateway.url}/mcp`, mintToken([BAY_READ]));
        const forbidden = await client.callTool({
          name: 'createBay',
          arguments: {
            body: { stationAreaId: '00000000-0000-4000-8000-000000000000', code: 'X', position: 1 },
          },
        });
        expect(forbidden.isError).to.equal(true);
        expect(forbidden.structuredContent).to.include({ status: 403, code: 'forbidden' });
        const bad = await client.callTool({ name: 'searchBays', arguments: { size: 500 } });
        expect(bad.isError).to.equal(true);
        const problem = bad.structuredContent as { status: number; errors: { field: string }[] };
        expect(problem.status).to.equal(400);
        expect(problem.errors.map((e) => e.field)).to.include('query.size');
        await client.close();
      });

      it('refuses a misspelt or unknown argument with a 400 problem naming it, and changes nothing', async () => {
        const staff = platform.as([AREA_WRITE, BAY_WRITE, BAY_READ]);
        const area = await staff.post('/referential/v1/station-areas', {
          code: `ARG${Date.now()}`,
          name: 'Args',
        });
        const bay = await staff.post('/referential/v1/bays', {
          stationAreaId: area.body.id,
          code: 'ARG-1',
          position: 1,
        });
        const path = `/referential/v1/bays/${bay.body.id}`;
        const before = await staff.get(path);
        const client = await connectMcp(`${platform.gateway.url}/mcp`, mintToken([BAY_WRITE, BAY_READ]));
        const tools = (await client.listTools()).tools;
        expect(tools.find((t) => t.name === 'correctBay')?.inputSchema).to.include({
          additionalProperties: false,
        });
        for (const misspelt of ['ifMatch', 'if_match']) {
          const refused = await client.callTool({
            name: 'correctBay',
            arguments: { id: bay.body.id, [misspelt]: STALE_TAG, body: { position: 9 } },
          });
          expect(refused.isError, misspelt).to.equal(true);
          const problem = refused.structuredContent as {
            status: number;
            errors: { field: string; message: string }[];
          };
          expect(problem.status).to.equal(400);
          expect(problem.errors.map((e) => e.field)).to.deep.equal([`arguments.${misspelt}`]);
          expect(problem.errors[0]?.message).to.contain('did you mean If-Match?');
        }
        const after = await staff.get(path);
        expect(after.body).to.deep.equal(before.body);
        expect(after.headers.get('etag')).to.equal(before.headers.get('etag'));
        const stale = await client.callTool({
          name: 'correctBay',
          arguments: { id: bay.body.id, 'If-Match': STALE_TAG, body: { position: 9 } },
        });
        expect(stale.structuredContent).to.include({ status: 409, code: 'stale-representation' });

        const search = await client.callTool({
          name: 'searchBays',
          arguments: { stationAreaId: area.body.id },
        });
        expect(search.isError).to.equal(true);
        const problem = search.structuredContent as {
          status: number;
          errors: { field: string; message: string }[];
        };
        expect(problem.status).to.equal(400);
        expect(problem.errors.map((e) => e.field)).to.deep.equal(['arguments.stationAreaId']);
        expect(problem.errors[0]?.message).to.contain('stationAreaId.value');
        await client.close();
      });

      it('costs the service exactly one request per tool call: no MCP handshake on the way', async () => {
        // A counting relay in front of the referential, and a gateway sending to it.
        const seen: string[] = [];
        const target = new URL(platform.referential.url);
        const relay = http.createServer((req, res) => {
          seen.push(`${req.method} ${req.url}`);
          const onward = http.request(
            {
              host: target.hostname,
              port: target.port,
              method: req.method,
              path: req.url,
              headers: req.headers,
            },
            (answer) => {
              res.writeHead(answer.statusCode ?? 502, answer.headers);
              answer.pipe(res);
            },
          );
          req.pipe(onward);
        });
        await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
        const relayUrl = `http://127.0.0.1:${(relay.address() as { port: number }).port}`;
        const gateway = await startTestGateway({
          referential: relayUrl,
          rules: platform.rules.url,
          siv: platform.siv.url,
        });
        try {
          const staff = platform.as([AREA_WRITE, BAY_WRITE]);
          const area = await staff.post('/referential/v1/station-areas', {
            code: `ONE${Date.now()}`,
            name: 'One',
          });
          const client = await connectMcp(`${gateway.url}/mcp`, mintToken([BAY_WRITE, BAY_READ]));
          const created = await client.callTool({
            name: 'createBay',
            arguments: { body: { stationAreaId: area.body.id, code: 'ONE-1', position: 1 } },
          });
          const id = (created.structuredContent as { id: string }).id;
          const read = await client.callTool({ name: 'getBay', arguments: { id } });
          expect(read.structuredContent).to.include({ id, code: 'ONE-1' });
          await client.close();
          expect(seen).to.deep.equal(['POST /referential/v1/bays', `GET /referential/v1/bays/${id}`]);
        } finally {
          await gateway.close();
          relay.closeAllConnections();
          relay.close();
        }
      });

      it('answers 401 with WWW-Authenticate naming the protected resource metadata, which names the issuer', async () => {
        const response = await fetch(`${platform.gateway.url}/mcp`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
        });
        expect(response.status).to.equal(401);
        const challenge = response.headers.get('www-authenticate') ?? '';
        const metadataUrl = /resource_metadata="([^"]+)"/.exec(challenge)?.[1];
        expect(metadataUrl).to.equal(`${platform.gateway.url}/.well-known/oauth-protected-resource/mcp`);
        const metadata: any = await (await fetch(metadataUrl as string)).json();
        expect(metadata.resource).to.equal(`${platform.gateway.url}/mcp`);
        expect(metadata.authorization_servers).to.deep.equal([mintIssuer()]);
        expect(metadata.scopes_supported).to.include.members([
          BAY_WRITE,
          'rules.rule-versions:approve',
          'siv.display-profiles:write',
        ]);
      });
    });
  });

  describe('MCP protocol details', () => {
    let gateway: RunningGateway;
    let proxied: RunningGateway;
    before(async () => {
      const nowhere = {
        referential: 'http://127.0.0.1:9',
        rules: 'http://127.0.0.1:9',
        siv: 'http://127.0.0.1:9',
      };
      gateway = await startTestGateway(nowhere, { MCP_ALLOWED_ORIGINS: 'https://agents.example' });
      proxied = await startTestGateway(nowhere, { TRUSTED_PROXIES: '127.0.0.1' });
    });
    after(async () => {
      await gateway?.close();
      await proxied?.close();
    });

    const post = (body: string, headers: Record<string, string> = {}, url = gateway.url) =>
      fetch(`${url}/mcp`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...headers,
        },
        body,
      });
    const auth = () => ({ authorization: `Bearer ${mintToken([BAY_READ])}` });
    const call = (name: string, args: unknown) =>
      JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name, arguments: args } });

    it('checks the token before reading the body, then answers malformed JSON with JSON-RPC -32700', async () => {
      const anonymous = await post('{"jsonrpc": ');
      expect(anonymous.status).to.equal(401);
      expect(anonymous.headers.get('www-authenticate')).to.not.contain('error=');
      const malformed = await post('{"jsonrpc": ', auth());
      expect(malformed.status).to.equal(400);
      expect(await malformed.json()).to.deep.include({
        jsonrpc: '2.0',
        id: null,
        error: { code: -32700, message: 'Parse error: the body is not a JSON-RPC message in JSON.' },
      });
    });

    it('says error="invalid_token" when the token presented is bad', async () => {
      const response = await post(call('getBay', { id: 'x' }), { authorization: 'Bearer abc.def.ghi' });
      expect(response.status).to.equal(401);
      expect(response.headers.get('www-authenticate')).to.equal(
        `Bearer error="invalid_token", resource_metadata="${gateway.url}/.well-known/oauth-protected-resource/mcp"`,
      );
    });

    it('answers a call of an unknown tool with JSON-RPC error -32602, without a handshake first', async () => {
      const response = await post(call('getBays', {}), auth());
      const answer: any = await response.json();
      expect(answer.id).to.equal(7);
      expect(answer.error.code).to.equal(-32602);
      expect(answer.error.message).to.contain('getBays');
    });

    it('answers JSON that is no JSON-RPC message with -32600 (an invalid request), not -32700 (a parse error)', async () => {
      for (const body of [
        '{"id":3,"method":"tools/list"}',
        '{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}',
        '{"jsonrpc":"2.0","id":4,"method":"tools/call","params":[1,2]}',
        '[]',
      ]) {
        const response = await post(body, auth());
        expect(response.status, body).to.equal(400);
        const answer: any = await response.json();
        expect(answer.error.code, body).to.equal(-32600);
        expect(answer.error.message).to.contain('not a JSON-RPC 2.0 message');
      }
    });

    it('takes a JSON-RPC batch only under protocol 2025-03-26, which had them, answers it with an array even of one, and never takes initialize in it', async () => {
      // MCP protocol revisions, named by the day each was published: identifiers, not dates of
      // the registry. 2025-03-26 is the last with batches; every later one the SDK knows has none.
      const batching = '2025-03-26';
      const later = SUPPORTED_PROTOCOL_VERSIONS.filter((version) => version > batching);
      expect(later).to.include('2025-06-18');
      const batch = '[{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","id":2,"method":"ping"}]';
      const taken = await post(batch, { ...auth(), 'mcp-protocol-version': batching });
      expect(taken.status).to.equal(200);
      expect(((await taken.json()) as any[]).map((answer) => answer.id)).to.deep.equal([1, 2]);
      // A batch of one is answered as a batch: an array of one answer (JSON-RPC 2.0 §6).
      const one = await post('[{"jsonrpc":"2.0","id":3,"method":"ping"}]', {
        ...auth(),
        'mcp-protocol-version': batching,
      });
      expect(await one.json()).to.deep.equal([{ jsonrpc: '2.0', id: 3, result: {} }]);
      for (const version of later) {
        const refused = await post(batch, { ...auth(), 'mcp-protocol-version': version });
        expect(refused.status, version).to.equal(400);
        const answer: any = await refused.json();
        expect(answer.error.code).to.equal(-32600);
        expect(answer.error.message).to.contain(`MCP protocol ${version} has no JSON-RPC batches`);
      }
      const initialize = await post(
        JSON.stringify([
          {
            jsonrpc: '2.0',
            id: 1,
            method: 'initialize',
            params: {
              protocolVersion: batching,
              capabilities: {},
              clientInfo: { name: 't', version: '1' },
            },
          },
        ]),
        auth(),
      );
      expect(initialize.status).to.equal(400);
      expect(((await initialize.json()) as any).error.message).to.contain('initialize may not be part of');
    });

    it("answers a request whose params break its method's schema with JSON-RPC -32602 naming the field, not an internal error", async () => {
      const rpc = (method: string, params: unknown) =>
        JSON.stringify({ jsonrpc: '2.0', id: 9, method, params });
      const answers = await Promise.all(
        [
          rpc('tools/call', { name: 'getBay', arguments: 'x' }),
          rpc('resources/read', { uri: 5 }),
          rpc('tools/list', { cursor: {} }),
          // A cursor the server never gave (every list is answered whole, without nextCursor).
          rpc('tools/list', { cursor: 'page-2' }),
          rpc('resources/list', { cursor: 'page-2' }),
        ].map(async (body) => ((await (await post(body, auth())).json()) as any).error),
      );
      expect(answers.map((error) => error?.code)).to.deep.equal([-32602, -32602, -32602, -32602, -32602]);
      expect(answers[3].message).to.equal(
        'MCP error -32602: Invalid params of tools/list: params.cursor: the list is answered whole and gives no cursor; ask without one.',
      );
      expect(answers[4].message).to.contain('Invalid params of resources/list: params.cursor');
      // One line naming the field, not the schema library's dump of its issues.
      expect(answers[0].message).to.equal(
        'MCP error -32602: Invalid params of tools/call: params.arguments: Invalid input: expected record, received string.',
      );
      expect(answers[1].message).to.contain('params.uri: Invalid input: expected string, received number');
      expect(answers[2].message).to.contain('params.cursor');
    });

    it('serves the metadata at the path-aware address, naming the Host it was reached at unless a trusted proxy forwards', async () => {
      const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
      for (const at of [
        '/.well-known/oauth-protected-resource',
        '/.well-known/oauth-protected-resource/mcp',
      ]) {
        const response = await fetch(`${gateway.url}${at}`, { headers: forged });
        expect(response.status, at).to.equal(200);
        expect(((await response.json()) as { resource: string }).resource, at).to.equal(`${gateway.url}/mcp`);
      }
      const viaProxy = await fetch(`${proxied.url}/.well-known/oauth-protected-resource/mcp`, {
        headers: forged,
      });
      expect(((await viaProxy.json()) as { resource: string }).resource).to.equal('https://evil.example/mcp');
      const challenge = await post(call('getBay', {}), forged);
      expect(challenge.headers.get('www-authenticate')).to.contain(`resource_metadata="${gateway.url}/`);
    });

    it('refuses a foreign Origin with 403, and serves the configured one and none', async () => {
      const list = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
      const foreign = await post(list, { ...auth(), origin: 'https://evil.example' });
      expect(foreign.status).to.equal(403);
      expect(foreign.headers.get('content-type')).to.equal('application/problem+json; charset=utf-8');
      expect(await foreign.json()).to.include({ status: 403, code: 'origin-not-allowed', instance: '/mcp' });
      expect((await post(list, { ...auth(), origin: 'https://agents.example' })).status).to.equal(200);
      expect((await post(list, auth())).status).to.equal(200);
    });

    it('refuses arguments nested 50,000 deep with a 400 problem, and goes on serving', async () => {
      const deep = `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`;
      const response = await post(
        `{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"getBay","arguments":${deep}}}`,
        auth(),
      );
      expect(response.status).to.equal(400);
      expect(await response.json()).to.include({ status: 400, code: 'invalid-request' });
      const list = await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }), auth());
      expect(list.status).to.equal(200);
    });
  });

  describe('an operation its contract gives more time', () => {
    let gateway: RunningGateway;
    // A slow referential on loopback: every answer comes after a second.
    const slow = http.createServer((req, res) => {
      req.resume();
      req.on('end', () =>
        setTimeout(() => {
          res.setHeader('content-type', 'application/json');
          res.end(
            req.method === 'POST'
              ? JSON.stringify({
                  dryRun: false,
                  rowCount: 0,
                  writtenCount: 0,
                  errorCount: 0,
                  errors: [],
                  importId: null,
                })
              : JSON.stringify({ data: [], page: 0, size: 20, total: 0 }),
          );
        }, 1_000),
      );
    });

    before(async () => {
      await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(slow.address() as { port: number }).port}`;
      gateway = await startTestGateway(
        { referential: url, rules: 'http://127.0.0.1:9', siv: 'http://127.0.0.1:9' },
        { UPSTREAM_TIMEOUT_MS: '300' },
      );
    });
    after(async () => {
      slow.closeAllConnections();
      slow.close();
      await gateway?.close();
    });

    it('waits for its answer over HTTP and MCP past the gateway timeout, and no longer for a read', async () => {
      // The permit import has x-timeout-seconds: 300; the gateway's own timeout here is 300 ms.
      const token = mintToken(['referential.vehicle-permits:write', BAY_READ]);
      const csv = 'vehicleId,type,number,validFrom,validTo\n';
      const imported = await fetch(`${gateway.url}/referential/v1/vehicle-permits/imports`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
        body: csv,
      });
      expect(imported.status).to.equal(200);
      expect(await imported.json()).to.include({ importId: null });
      const read = await fetch(`${gateway.url}/referential/v1/bays`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(read.status).to.equal(504);
      expect(await read.json()).to.include({ code: 'upstream-timeout' });
      const client = await connectMcp(`${gateway.url}/mcp`, token);
      const result = await client.callTool({ name: 'importVehiclePermits', arguments: { body: csv } });
      const search = await client.callTool({ name: 'searchBays', arguments: {} });
      await client.close();
      expect(result.isError ?? false, JSON.stringify(result.structuredContent)).to.equal(false);
      expect(search.isError).to.equal(true);
      expect(search.structuredContent).to.include({ status: 504, code: 'upstream-timeout' });
    });
  });

  describe('a service slower than the idle time of a kept connection (4 s)', () => {
    // An idle connection is closed after 4 s; a request in flight waits UPSTREAM_TIMEOUT_MS.
    // Given as the agents' `timeout`, the 4 s were every new connection's until its request set
    // its own, and a connection opened through an interceptor of `http` (nock, loaded by this
    // file) kept them: a write the service took 4.5 s to commit was answered 504 at ~4 s.
    let gateway: RunningGateway;
    const created: string[] = [];
    const slow = http.createServer((req, res) => {
      req.resume();
      req.on('end', () =>
        setTimeout(() => {
          const id = randomUUID();
          created.push(id);
          res.writeHead(201, {
            'content-type': 'application/json',
            location: `/referential/v1/station-areas/${id}`,
          });
          res.end(JSON.stringify({ id, code: 'SLOW', name: 'Slow' }));
        }, 4_500),
      );
    });

    before(async () => {
      await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(slow.address() as { port: number }).port}`;
      gateway = await startTestGateway(
        { referential: url, rules: 'http://127.0.0.1:9', siv: 'http://127.0.0.1:9' },
        { UPSTREAM_TIMEOUT_MS: '8000' },
      );
    });
    after(async () => {
      slow.closeAllConnections();
      slow.close();
      await gateway?.close();
    });

    it('answers a write made after 4.5 s over HTTP and MCP, within UPSTREAM_TIMEOUT_MS', async () => {
      const token = mintToken([AREA_WRITE]);
      const client = await connectMcp(`${gateway.url}/mcp`, token);
      const [overHttp, overMcp] = await Promise.all([
        fetch(`${gateway.url}/referential/v1/station-areas`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ code: 'SLOW', name: 'Slow' }),
        }),
        client.callTool({ name: 'createStationArea', arguments: { body: { code: 'SLOW', name: 'Slow' } } }),
      ]);
      await client.close();
      expect(overHttp.status, await overHttp.clone().text()).to.equal(201);
      expect(((await overHttp.json()) as { id: string }).id).to.be.oneOf(created);
      expect(overMcp.isError ?? false, JSON.stringify(overMcp.structuredContent)).to.equal(false);
      expect((overMcp.structuredContent as { id: string }).id).to.be.oneOf(created);
    }).timeout(15_000);
  });

  describe('when an upstream fails', () => {
    let gateway: RunningGateway;
    // A misbehaving siv on loopback: it breaks the connection off, or answers too late.
    const misbehaving = http.createServer((req, res) => {
      if (req.url?.startsWith('/siv/v1/display-points')) req.socket.destroy();
      else setTimeout(() => res.end('{}'), 1_000);
    });

    before(async () => {
      await new Promise<void>((resolve) => misbehaving.listen(0, '127.0.0.1', resolve));
      const sivUrl = `http://127.0.0.1:${(misbehaving.address() as { port: number }).port}`;
      gateway = await startTestGateway(
        { referential: 'http://referential.test', rules: 'http://127.0.0.1:9', siv: sivUrl },
        { UPSTREAM_TIMEOUT_MS: '300' },
      );
    });
    after(async () => {
      nock.cleanAll();
      misbehaving.closeAllConnections();
      misbehaving.close();
      await gateway?.close();
    });

    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${gateway.url}${path}`, {
        headers: { authorization: `Bearer ${mintToken([BAY_READ])}`, ...headers },
      });

    it('rejects a missing or bad token itself, before forwarding anything', async () => {
      const scope = nock('http://referential.test').get(/.*/).reply(200, {});
      const anonymous = await fetch(`${gateway.url}/referential/v1/bays`);
      expect(anonymous.status).to.equal(401);
      expect(anonymous.headers.get('content-type')).to.match(/problem\+json/);
      const bad = await fetch(`${gateway.url}/referential/v1/bays`, {
        headers: { authorization: 'Bearer abc.def.ghi' },
      });
      expect(bad.status).to.equal(401);
      expect(scope.isDone()).to.equal(false);
      nock.cleanAll();
    });

    it('passes X-Request-Id and traceparent on to the service', async () => {
      const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
      const scope = nock('http://referential.test', { reqheaders: { 'x-request-id': 'req-7', traceparent } })
        .get('/referential/v1/bays')
        .reply(200, { data: [], page: 0, size: 20, total: 0 });
      const response = await get('/referential/v1/bays', { 'x-request-id': 'req-7', traceparent });
      expect(response.status).to.equal(200);
      expect(scope.isDone()).to.equal(true);
    });

    it('forwards a tool call as one request of its operation, with the caller’s X-Request-Id and token', async () => {
      // The referential, answering the read the tool names; it records each request it gets.
      const seen: { method: string; path: string; requestId: string; token: string }[] = [];
      nock('http://referential.test')
        .persist()
        .get(/.*/)
        .reply(function (uri) {
          seen.push({
            method: this.req.method,
            path: uri,
            requestId: String(this.req.headers['x-request-id']),
            token: String(this.req.headers.authorization),
          });
          return [200, { id: 'b1' }, { 'content-type': 'application/json' }];
        });
      const token = mintToken([BAY_READ]);
      const client = await connectMcp(`${gateway.url}/mcp`, token, { 'x-request-id': 'mcp-req-9' });
      const result = await client.callTool({ name: 'getBay', arguments: { id: 'b1' } });
      await client.close();
      nock.cleanAll();
      expect(result.structuredContent).to.deep.equal({ id: 'b1' });
      expect(seen).to.deep.equal([
        { method: 'GET', path: '/referential/v1/bays/b1', requestId: 'mcp-req-9', token: `Bearer ${token}` },
      ]);
    });

    it('answers a tool call whose service is not reachable with an isError 503 problem', async () => {
      const client = await connectMcp(`${gateway.url}/mcp`, mintToken(['rules.rules:read']));
      const result = await client.callTool({ name: 'searchRules', arguments: {} });
      await client.close();
      expect(result.isError).to.equal(true);
      expect(result.structuredContent).to.include({ status: 503, code: 'upstream-unavailable' });
    });

    it('starts a trace when the caller sends none', async () => {
      const scope = nock('http://referential.test', {
        reqheaders: { traceparent: /^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/ },
      })
        .get('/referential/v1/bays')
        .reply(200, { data: [], page: 0, size: 20, total: 0 });
      expect((await get('/referential/v1/bays')).status).to.equal(200);
      expect(scope.isDone()).to.equal(true);
    });

    it('answers 503 when the service is not reachable, as the same problem document as its own refusals', async () => {
      const response = await fetch(`${gateway.url}/rules/v1/rules`, {
        headers: { authorization: `Bearer ${mintToken(['rules.rules:read'])}` },
      });
      expect(response.status).to.equal(503);
      const text = await response.text();
      const problem: any = JSON.parse(text);
      expect(problem).to.include({ status: 503, code: 'upstream-unavailable' });
      expect(problem.detail).to.contain('rules');
      // Written by the one problem renderer, like the gateway's own 404 and every service's refusal.
      const own = await get('/elsewhere');
      expect(response.headers.get('content-type'))
        .to.equal(own.headers.get('content-type'))
        .and.to.equal('application/problem+json; charset=utf-8');
      expect(response.headers.get('content-length')).to.equal(String(Buffer.byteLength(text)));
      expect(Object.keys(problem)).to.have.members(['type', 'title', 'status', 'detail', 'instance', 'code']);
      expect(problem).to.include({
        type: 'urn:transport:problem:upstream-unavailable',
        title: 'Service Unavailable',
        instance: '/rules/v1/rules',
      });
    });

    it('answers 504 when the service is slower than the configured timeout', async () => {
      const response = await fetch(`${gateway.url}/siv/v1/display-profiles`, {
        headers: { authorization: `Bearer ${mintToken(['siv.display-profiles:read'])}` },
      });
      expect(response.status).to.equal(504);
      const read = (await response.json()) as { code: string; detail: string };
      expect(read.code).to.equal('upstream-timeout');
      expect(read.detail).to.not.include('read it back');
      // A write timed out may have been committed by the service: its client is told to look.
      const written = await fetch(`${gateway.url}/siv/v1/display-profiles`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${mintToken(['siv.display-profiles:write'])}`,
          'content-type': 'application/json',
        },
        body: '{}',
      });
      expect(written.status).to.equal(504);
      const write = (await written.json()) as { code: string; detail: string };
      expect(write.code).to.equal('upstream-timeout');
      expect(write.detail).to.include('Whether the write was made is not known');
      expect(write.detail).to.include('read it back before sending it again');
    });

    it('answers 502 when the service breaks the connection off', async () => {
      const response = await fetch(`${gateway.url}/siv/v1/display-points`, {
        headers: { authorization: `Bearer ${mintToken(['siv.display-points:read'])}` },
      });
      expect(response.status).to.equal(502);
      expect(await response.json()).to.include({ code: 'bad-gateway' });
    });

    it('answers 404 as a problem for a path no service owns', async () => {
      expectProblem(
        {
          ...(await (async () => {
            const r = await get('/elsewhere');
            return { status: r.status, headers: r.headers, body: await r.json(), text: '' };
          })()),
        },
        404,
        'not-found',
      );
    });
  });

  describe('a service closing connections as it drains', () => {
    // A service that closes the connection of the first request of each method, unanswered,
    // as a draining service closes an idle keep-alive connection a request has just left on.
    let gateway: RunningGateway;
    const seen: string[] = [];
    const draining = http.createServer((req, res) => {
      seen.push(req.method ?? '');
      if (seen.filter((m) => m === req.method).length === 1) {
        req.socket.destroy();
        return;
      }
      res.setHeader('content-type', 'application/json');
      res.end('{"data":[],"page":0,"size":20,"total":0}');
    });

    before(async () => {
      nock.restore();
      await new Promise<void>((resolve) => draining.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(draining.address() as { port: number }).port}`;
      gateway = await startTestGateway({ referential: url, rules: url, siv: url });
    });
    after(async () => {
      await gateway?.close();
      draining.closeAllConnections();
      draining.close();
      nock.activate();
    });

    it('sends a read once more on another connection, and answers what the service then answers', async () => {
      const response = await fetch(`${gateway.url}/referential/v1/bays`, {
        headers: { authorization: `Bearer ${mintToken([BAY_READ])}` },
      });
      expect(response.status).to.equal(200);
      expect(await response.json()).to.deep.equal({ data: [], page: 0, size: 20, total: 0 });
      expect(seen.filter((m) => m === 'GET')).to.have.length(2);
    });

    it('never sends a write twice: its broken exchange is a 502', async () => {
      const response = await fetch(`${gateway.url}/referential/v1/station-areas`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${mintToken([AREA_WRITE])}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ code: 'ONCE', name: 'Once' }),
      });
      expect(response.status).to.equal(502);
      expect(seen.filter((m) => m === 'POST')).to.have.length(1);
    });
  });

  describe('a gateway draining in front of a service that never answers', () => {
    // A service that answers a read of `/referential/v1/bays` at once and holds every other
    // request unanswered, as a service queued seconds deep does; it notes when the gateway
    // leaves one (the service then rolls its write back).
    let gateway: RunningGateway;
    const held: string[] = [];
    const left: string[] = [];
    const hanging = http.createServer((req, res) => {
      req.resume();
      if (req.url?.startsWith('/referential/v1/bays')) {
        res.setHeader('content-type', 'application/json');
        res.end('{"data":[],"page":0,"size":20,"total":0}');
        return;
      }
      held.push(`${req.method} ${req.url}`);
      res.once('close', () => left.push(`${req.method} ${req.url}`));
    });
    /** A request through the gateway on `agent`: its status, `Connection` and problem code, or its error's code. */
    const send = (agent: http.Agent, method: string, path: string) =>
      new Promise<string>((resolve) => {
        const body = method === 'POST' ? JSON.stringify({ code: 'HELD', name: 'Held' }) : undefined;
        http
          .request(
            `${gateway.url}${path}`,
            {
              method,
              agent,
              headers: {
                authorization: `Bearer ${mintToken([AREA_WRITE, BAY_READ])}`,
                ...(body ? { 'content-type': 'application/json' } : {}),
              },
            },
            (response) => {
              let text = '';
              response.on('data', (chunk) => (text += chunk));
              response.on('end', () => {
                const code =
                  response.statusCode === 200 ? '' : ` ${(JSON.parse(text) as { code: string }).code}`;
                const retry = response.headers['retry-after']
                  ? ` retry ${response.headers['retry-after']}`
                  : '';
                resolve(`${response.statusCode}${code} ${response.headers.connection}${retry}`);
              });
            },
          )
          .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'))
          .end(body);
      });
    const reached = (list: string[], n: number) =>
      new Promise<void>((resolve) => {
        const check = () => (list.length >= n ? resolve() : setTimeout(check, 10));
        check();
      });

    beforeEach(async () => {
      nock.restore();
      held.length = 0;
      left.length = 0;
      await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(hanging.address() as { port: number }).port}`;
      gateway = await startTestGateway({ referential: url, rules: url, siv: url });
    });
    afterEach(async () => {
      await gateway?.close();
      hanging.closeAllConnections();
      await new Promise((resolve) => hanging.close(resolve));
      nock.activate();
    });

    it('answers 504 before its grace is spent the forwards still unanswered, and leaves the service, rather than cutting them', async () => {
      const before = new http.Agent({ keepAlive: true });
      const kept = new http.Agent({ keepAlive: true });
      // A connection open at the signal: its next request is still forwarded.
      expect(await send(kept, 'GET', '/referential/v1/bays')).to.equal('200 keep-alive');
      const write = send(before, 'POST', '/referential/v1/station-areas');
      await reached(held, 1);
      const drain = gateway.server.closeGracefully(1_500, 0);
      const read = send(kept, 'GET', '/referential/v1/lines');
      await reached(held, 2);
      const answers = await Promise.all([write, read]);
      await drain;
      expect(answers).to.deep.equal(['504 upstream-timeout close', '504 upstream-timeout close']);
      // The gateway left both (the service rolls back a write whose client left).
      await reached(left, 2);
      expect(left.sort()).to.deep.equal(['GET /referential/v1/lines', 'POST /referential/v1/station-areas']);
      before.destroy();
      kept.destroy();
    });

    it('no longer forwards, and answers 503 service-stopping, a request that comes when too little of its grace is left', async function () {
      this.timeout(20_000);
      const kept = new http.Agent({ keepAlive: true });
      expect(await send(kept, 'GET', '/referential/v1/bays')).to.equal('200 keep-alive');
      // Forwards stop once less than half the grace is left (the upstream's timeout, 10 s, is longer).
      const drain = gateway.server.closeGracefully(6_000, 0, 60_000);
      await new Promise((resolve) => setTimeout(resolve, 3_100));
      expect(await send(kept, 'POST', '/referential/v1/station-areas')).to.equal(
        '503 service-stopping close retry 1',
      );
      await drain;
      expect(held).to.deep.equal([]);
      kept.destroy();
    });
  });

  describe('a service slower than the timeout, on a kept connection', () => {
    // A service that answers its first request and never answers the others: the next request
    // leaves on the connection kept from the first answer and runs out of time. The proxy ends
    // a timed-out request by aborting it, which fails like a connection the service broke off
    // (`ECONNRESET`): a read was then sent once more, waiting twice the timeout and sending the
    // service the same request twice.
    let gateway: RunningGateway;
    const seen: string[] = [];
    const slow = http.createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      req.resume();
      if (seen.length > 1) return;
      res.setHeader('content-type', 'application/json');
      res.end('{"data":[],"page":0,"size":20,"total":0}');
    });

    before(async () => {
      nock.restore();
      await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(slow.address() as { port: number }).port}`;
      gateway = await startTestGateway(
        { referential: url, rules: url, siv: url },
        { UPSTREAM_TIMEOUT_MS: '300' },
      );
    });
    beforeEach(async () => {
      // The first request is answered, and its connection to the service kept for the next.
      seen.length = 0;
      const first = await fetch(`${gateway.url}/referential/v1/bays`, {
        headers: { authorization: `Bearer ${mintToken([BAY_READ])}` },
      });
      expect(first.status).to.equal(200);
    });
    after(async () => {
      await gateway?.close();
      slow.closeAllConnections();
      slow.close();
      nock.activate();
    });

    it('answers a write the service is too slow for 504 upstream-timeout, sent once', async () => {
      const write = await fetch(`${gateway.url}/referential/v1/station-areas`, {
        method: 'POST',
        headers: { authorization: `Bearer ${mintToken([AREA_WRITE])}`, 'content-type': 'application/json' },
        body: JSON.stringify({ code: 'SLOW', name: 'Slow' }),
      });
      expect(write.status).to.equal(504);
      expect(await write.json()).to.include({ code: 'upstream-timeout' });
      expect(seen).to.deep.equal(['GET /referential/v1/bays', 'POST /referential/v1/station-areas']);
    });

    it('answers a read the service is too slow for 504 upstream-timeout, sent once', async () => {
      const read = await fetch(`${gateway.url}/referential/v1/bays?page=1`, {
        headers: { authorization: `Bearer ${mintToken([BAY_READ])}` },
      });
      expect(read.status).to.equal(504);
      expect(await read.json()).to.include({ code: 'upstream-timeout' });
      expect(seen).to.deep.equal(['GET /referential/v1/bays', 'GET /referential/v1/bays?page=1']);
    });
  });

  describe('keeping connections to a service', () => {
    it('closes an idle connection before the service would, so that it never reuses one being closed', async () => {
      // A service with Node's keep-alive timeout (5 s): were the gateway to keep an idle
      // connection longer, a request could leave on it as the service closes it (a 502).
      // nock's interception (other tests) replaces sockets' behaviour: off for this test.
      nock.restore();
      const closedByGateway: string[] = [];
      const service = http.createServer((_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end('{"data":[],"page":0,"size":20,"total":0}');
      });
      service.keepAliveTimeout = 5_000;
      service.on('connection', (socket) => socket.on('end', () => closedByGateway.push('end')));
      await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
      const serviceUrl = `http://127.0.0.1:${(service.address() as { port: number }).port}`;
      const gateway = await startTestGateway({ referential: serviceUrl, rules: serviceUrl, siv: serviceUrl });
      try {
        // A client that reads the answer and keeps its own connection open, as a browser does.
        const client = new http.Agent({ keepAlive: true });
        const status = await new Promise<number | undefined>((resolve, reject) => {
          http
            .get(
              `${gateway.url}/referential/v1/bays`,
              { agent: client, headers: { authorization: `Bearer ${mintToken([BAY_READ])}` } },
              (response) => response.resume().on('end', () => resolve(response.statusCode)),
            )
            .on('error', reject);
        });
        expect(status).to.equal(200);
        expect(closedByGateway).to.deep.equal([]);
        await new Promise((resolve) => setTimeout(resolve, 4_600));
        expect(closedByGateway).to.deep.equal(['end']);
        client.destroy();
      } finally {
        await gateway.close();
        service.closeAllConnections();
        service.close();
        nock.activate();
      }
    }).timeout(15_000);

    it('keeps every connection a burst opened for the next burst, instead of opening them again', async () => {
      // 80 requests at once need 80 connections; once answered, the gateway kept only 64 of
      // them and closed the rest, to open them again at the next burst: a stall of its event
      // loop makes such bursts, and new connections then lengthened its tail.
      nock.restore();
      const burst = 80;
      let connections = 0;
      const waiting: http.ServerResponse[] = [];
      const service = http.createServer((_req, res) => {
        // Every request of a burst is held until all have arrived: they are at once.
        waiting.push(res);
        if (waiting.length < burst) return;
        for (const held of waiting.splice(0)) {
          held.setHeader('content-type', 'application/json');
          held.end('{"data":[],"page":0,"size":20,"total":0}');
        }
      });
      service.on('connection', () => (connections += 1));
      await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
      const serviceUrl = `http://127.0.0.1:${(service.address() as { port: number }).port}`;
      const gateway = await startTestGateway({ referential: serviceUrl, rules: serviceUrl, siv: serviceUrl });
      try {
        const headers = { authorization: `Bearer ${mintToken([BAY_READ])}` };
        const send = async () => {
          const answers = await Promise.all(
            Array.from({ length: burst }, () => fetch(`${gateway.url}/referential/v1/bays`, { headers })),
          );
          expect(answers.map((a) => a.status)).to.deep.equal(Array.from({ length: burst }, () => 200));
          await Promise.all(answers.map((a) => a.arrayBuffer()));
        };
        await send();
        expect(connections).to.equal(burst);
        await send();
        expect(connections).to.equal(burst);
      } finally {
        await gateway.close();
        service.closeAllConnections();
        service.close();
        nock.activate();
      }
    });

    it("stops reading the service's answer when the caller goes away before its end", async () => {
      // An answer that never ends (a stream of events): the caller leaves after its first
      // bytes, and the gateway closes its side of the exchange with the service.
      nock.restore();
      let serviceSawClose: () => void = () => {};
      const closed = new Promise<void>((resolve) => (serviceSawClose = resolve));
      const service = http.createServer((_req, res) => {
        res.on('close', () => serviceSawClose());
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"data":[');
      });
      await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
      const serviceUrl = `http://127.0.0.1:${(service.address() as { port: number }).port}`;
      const gateway = await startTestGateway({ referential: serviceUrl, rules: serviceUrl, siv: serviceUrl });
      try {
        const caller = new AbortController();
        const answer = await fetch(`${gateway.url}/referential/v1/bays`, {
          headers: { authorization: `Bearer ${mintToken([BAY_READ])}` },
          signal: caller.signal,
        });
        expect(answer.status).to.equal(200);
        const reader = (answer.body as ReadableStream<Uint8Array>).getReader();
        await reader.read();
        caller.abort();
        const outcome = await Promise.race([
          closed.then(() => 'closed'),
          new Promise((resolve) => setTimeout(() => resolve('still open after 2 s'), 2_000)),
        ]);
        expect(outcome).to.equal('closed');
      } finally {
        await gateway.close();
        service.closeAllConnections();
        service.close();
        nock.activate();
      }
    });
  });

  describe('Expect: 100-continue carried through', () => {
    // A service refusing a body above 64 KiB by its Content-Length, unread; reading a smaller one.
    const bodies: number[] = [];
    const service = createHttpServer(
      (req, res) => {
        if (Number(req.headers['content-length']) > 64 * 1024) {
          res.statusCode = 413;
          res.end('too large');
          return;
        }
        let read = 0;
        req.on('data', (chunk: Buffer) => (read += chunk.length));
        req.on('end', () => {
          bodies.push(read);
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ read }));
        });
      },
      { traced: false },
    );
    let gateway: RunningGateway;

    before(async () => {
      nock.restore();
      await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(service.address() as { port: number }).port}`;
      gateway = await startTestGateway({ referential: url, rules: url, siv: url });
    });
    after(async () => {
      await gateway?.close();
      service.closeAllConnections();
      service.close();
      nock.activate();
    });

    /** Sends the head of a permit import of `length` bytes asking to continue; what comes back. */
    function ask(length: number) {
      const { port } = new URL(gateway.url);
      const socket = connect(Number(port), '127.0.0.1');
      let text = '';
      const heard = (until: (text: string) => boolean) =>
        new Promise<string>((resolve) => {
          const check = () => until(text) && resolve(text);
          socket.on('data', (chunk: Buffer) => {
            text += chunk.toString('latin1');
            check();
          });
          socket.on('close', () => resolve(text));
        });
      socket.write(
        `POST /referential/v1/vehicle-permits/imports HTTP/1.1\r\nHost: localhost\r\n` +
          `Authorization: Bearer ${mintToken(['referential.vehicle-permits:write'])}\r\n` +
          `Content-Type: text/csv\r\nContent-Length: ${length}\r\nExpect: 100-continue\r\n\r\n`,
      );
      return { socket, heard, text: () => text };
    }

    it("answers the service's refusal of the head at once, no body sent and no 100 Continue", async () => {
      const { heard } = ask(50_000_000);
      const text = await heard((t) => t.includes('too large'));
      expect(text.split('\r\n')[0]).to.equal('HTTP/1.1 413 Payload Too Large');
      expect(text).not.to.include('100 Continue');
      expect(text.toLowerCase()).to.include('connection: close');
    });

    it('sends 100 Continue once the service asks for the body, and carries the body to it', async () => {
      const { socket, heard } = ask(1_000);
      const interim = await heard((t) => t.includes('\r\n\r\n'));
      expect(interim).to.equal('HTTP/1.1 100 Continue\r\n\r\n');
      socket.removeAllListeners('data');
      const answer = heard((t) => t.includes('{"read":1000}'));
      socket.write('x'.repeat(1_000));
      expect((await answer).slice(interim.length).split('\r\n')[0]).to.equal('HTTP/1.1 200 OK');
      expect(bodies).to.deep.equal([1_000]);
      socket.destroy();
    });
  });
});

function mintIssuer(): string {
  const token = mintToken([]);
  return JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()).iss;
}
