/**
 * Tracing end to end: the gateway, siv and the referential run as processes of their own
 * (each its own service name) with tracing on, exporting to a collector served by the test
 * (OTLP/HTTP in JSON). One request through the gateway that creates a display point (siv asks
 * the referential for the station area and the bay) must yield one trace holding spans of all
 * three processes and of Postgres, and siv's log line for the request carries the trace's id.
 * An MCP tool call is one trace too: the gateway's call to the service has no span of its own,
 * its request span is the parent of the service's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { expect } from 'chai';
import { freePort, REPO_ROOT, testEnvironment, waitUntilReady } from '@transport/dev-stack';
import { ApiClient, mintToken } from '@transport/platform/testing';
import { platformServiceDatabase } from '@transport/platform/testing/platform';

interface CollectedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
}

/** An OTLP/HTTP JSON trace receiver on loopback, keeping every span it is sent. */
async function startCollector(): Promise<{ url: string; spans: CollectedSpan[]; close(): void }> {
  const spans: CollectedSpan[] = [];
  const server = http.createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/traces') {
        const body = JSON.parse(text) as OtlpTraces;
        for (const resource of body.resourceSpans ?? []) {
          const service = resource.resource?.attributes?.find((a) => a.key === 'service.name')?.value
            ?.stringValue;
          for (const scope of resource.scopeSpans ?? [])
            for (const span of scope.spans ?? [])
              spans.push({
                service: service ?? '?',
                traceId: span.traceId,
                spanId: span.spanId,
                parentSpanId: span.parentSpanId ?? '',
                name: span.name,
                kind: span.kind,
                attributes: Object.fromEntries(
                  (span.attributes ?? []).map((a) => [a.key, Object.values(a.value ?? {})[0]]),
                ),
              });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, spans, close: () => server.close() };
}

interface OtlpTraces {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value?: { stringValue?: string } }[] };
    scopeSpans?: {
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        attributes?: { key: string; value?: Record<string, unknown> }[];
      }[];
    }[];
  }[];
}

interface Started {
  url: string;
  child: ChildProcess;
  /** The JSON log lines the process has written so far. */
  lines: Record<string, unknown>[];
}

/** Starts `entry` as its own process (as `pnpm start` and the images do), awaited until ready. */
async function startProcess(name: string, entry: string, env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const managementPort = await freePort();
  const child = spawn(process.execPath, [path.join(REPO_ROOT, entry)], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      MANAGEMENT_PORT: String(managementPort),
      LOG_LEVEL: 'info',
      OAUTH_ISSUER: testEnvironment().issuer.issuer,
      OAUTH_AUDIENCE: testEnvironment().issuer.audience,
      OAUTH_JWKS_URI: testEnvironment().issuer.jwksUri,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: Record<string, unknown>[] = [];
  let pending = '';
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    pending += chunk;
    const complete = pending.split('\n');
    pending = complete.pop() ?? '';
    for (const line of complete) if (line.startsWith('{')) lines.push(JSON.parse(line));
  });
  await waitUntilReady(`http://127.0.0.1:${managementPort}/actuator/health/readiness`, { name, child });
  return { url: `http://127.0.0.1:${port}`, child, lines };
}

async function stopProcess(started: Started | undefined): Promise<void> {
  if (!started || started.child.exitCode !== null) return;
  const exited = new Promise((resolve) => started.child.once('exit', resolve));
  started.child.kill('SIGTERM');
  await exited;
}

describe('tracing end to end (gateway, siv, referential and Postgres as processes)', function () {
  this.timeout(120_000);
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let referential: Started | undefined;
  let siv: Started | undefined;
  let gateway: Started | undefined;

  before(async () => {
    collector = await startCollector();
    const tracing = {
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      // Spans are sent a moment after they end, not after the default five seconds.
      OTEL_BSP_SCHEDULE_DELAY: '200',
    };
    testEnvironment().issuer.registerClient('siv-traced', {
      secret: 'siv-traced-secret',
      permissions: ['referential.station-areas:read', 'referential.bays:read'],
    });
    referential = await startProcess('referential', 'services/referential/src/main.ts', {
      ...tracing,
      DATABASE_URL: await platformServiceDatabase('referential'),
    });
    siv = await startProcess('siv', 'services/siv/src/main.ts', {
      ...tracing,
      DATABASE_URL: await platformServiceDatabase('siv'),
      REFERENTIAL_URL: referential.url,
      OAUTH_TOKEN_URL: testEnvironment().issuer.tokenUrl,
      SIV_CLIENT_ID: 'siv-traced',
      SIV_CLIENT_SECRET: 'siv-traced-secret',
    });
    gateway = await startProcess('gateway', 'gateway/src/main.ts', {
      ...tracing,
      PROFILES: 'mcp',
      // The services' first writes run cold (their first transaction, statements and modules):
      // 4.7 s in the referential at load 18, past the gateway's 10 s on a loaded test run, which
      // answered the first POST 504 whichever way the gateway forwards (ADR 0162). What is
      // followed here is the trace, not the gateway's timeout.
      UPSTREAM_TIMEOUT_MS: '60000',
      REFERENTIAL_URL: referential.url,
      RULES_URL: `http://127.0.0.1:${await freePort()}`,
      SIV_URL: siv.url,
    });
  });
  after(async () => {
    await Promise.all([stopProcess(gateway), stopProcess(siv), stopProcess(referential)]);
    collector?.close();
  });

  it('follows one display point creation from the gateway through siv and the referential to Postgres', async () => {
    const staff = new ApiClient(
      gateway!.url,
      mintToken([
        'siv.display-points:read',
        'siv.display-points:write',
        'referential.station-areas:write',
        'referential.bays:write',
      ]),
    );
    const code = `TR${Date.now().toString(36).toUpperCase()}`;
    const area = await staff.post('/referential/v1/station-areas', { code, name: `Area ${code}` });
    expect(area.status, area.text).to.equal(201);
    const bay = await staff.post('/referential/v1/bays', {
      stationAreaId: area.body.id,
      code: 'G1',
      position: 1,
    });
    expect(bay.status, bay.text).to.equal(201);

    const created = await staff.post('/siv/v1/display-points', {
      code: `DP${code}`,
      name: `Display ${code}`,
      kind: 'DEPARTURE_BOARD',
      location: { stationAreaCode: code, bayCode: 'G1' },
      publishingTarget: { type: 'MQTT_TOPIC', address: `displays/${code}` },
    });
    expect(created.status, created.text).to.equal(201);

    // The gateway's span of the request, whose trace is the one the request started.
    const entry = await eventually(() =>
      collector.spans.find(
        (s) =>
          s.service === 'gateway' &&
          s.kind === 2 /* SERVER */ &&
          (s.attributes['http.request.method'] ?? s.attributes['http.method']) === 'POST' &&
          String(s.attributes['url.path'] ?? s.attributes['http.target'] ?? '').startsWith(
            '/siv/v1/display-points',
          ),
      ),
    );
    const inTrace = () => collector.spans.filter((s) => s.traceId === entry.traceId);
    const services = await eventually(() => {
      const found = new Set(
        inTrace().map((s) =>
          (s.attributes['db.system.name'] ?? s.attributes['db.system']) === 'postgresql'
            ? `${s.service}/postgres`
            : s.service,
        ),
      );
      return ['gateway', 'siv', 'referential', 'siv/postgres', 'referential/postgres'].every((x) =>
        found.has(x),
      )
        ? found
        : undefined;
    });
    // Spans reach the collector in batches, each process on its own schedule: wait until every
    // span but the gateway's entry has its parent in the trace. A piece left without its parent
    // after that is a broken trace, named below.
    const orphans = (all: CollectedSpan[]) => {
      const known = new Set(all.map((s) => s.spanId));
      return all.filter((s) => s !== entry && !known.has(s.parentSpanId));
    };
    await eventually(() => (orphans(inTrace()).length === 0 ? true : undefined)).catch(() => undefined);
    const spans = inTrace();
    console.log(
      `      one trace ${entry.traceId}: ${spans.length} spans\n` +
        spans.map((s) => `        ${s.service.padEnd(12)} ${s.name}`).join('\n'),
    );
    expect([...services]).to.include.members([
      'gateway',
      'siv',
      'referential',
      'siv/postgres',
      'referential/postgres',
    ]);
    // Each span but the gateway's entry has its parent in the same trace: one tree, not pieces.
    expect(orphans(spans).map((s) => `${s.service} ${s.name}`)).to.deep.equal([]);

    // The server spans say what an operator looks for: method, path, the contract's route and
    // the status; the query spans the statement with its placeholders, never the values.
    expect(entry.name).to.equal('POST');
    expect(entry.attributes).to.include({
      'http.request.method': 'POST',
      'url.path': '/siv/v1/display-points',
      'http.route': '/siv/v1/display-points',
      'http.response.status_code': 201,
    });
    const areaRead = spans.find(
      (s) =>
        s.service === 'referential' &&
        s.kind === 2 &&
        s.attributes['http.route'] === '/referential/v1/station-areas/by-code/{code}',
    );
    expect(areaRead?.attributes, "the referential's span of siv's station area lookup").to.include({
      'http.request.method': 'GET',
      'url.path': `/referential/v1/station-areas/by-code/${code}`,
      'http.response.status_code': 200,
    });
    const insert = spans.find((s) => s.service === 'siv' && s.name.startsWith('pg.query:INSERT'));
    expect(insert?.kind).to.equal(3 /* CLIENT */);
    expect(insert!.attributes['db.system.name']).to.equal('postgresql');
    expect(String(insert!.attributes['db.query.text'])).to.match(/^insert into .*\$1/);
    expect(String(insert!.attributes['db.query.text'])).to.not.contain(code);

    // siv's log line for the request carries the trace id and the id of siv's span.
    const sivSpanIds = new Set(spans.filter((s) => s.service === 'siv').map((s) => s.spanId));
    const served = await eventually(() =>
      siv!.lines.find((l) => l.msg === 'request served' && l.traceId === entry.traceId),
    );
    expect(sivSpanIds.has(String(served.spanId))).to.equal(true);
  });

  it('follows an MCP tool call from the gateway to the referential and Postgres', async () => {
    const code = `TM${Date.now().toString(36).toUpperCase()}`;
    const staff = new ApiClient(gateway!.url, mintToken(['referential.station-areas:write']));
    expect(
      (await staff.post('/referential/v1/station-areas', { code, name: `Area ${code}` })).status,
    ).to.equal(201);
    const response = await fetch(`${gateway!.url}/mcp?toolsets=all`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        authorization: `Bearer ${mintToken(['referential.station-areas:read'])}`,
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'getStationAreaByCode', arguments: { code } },
      }),
    });
    expect(response.status).to.equal(200);
    expect(await response.text()).to.contain(code);

    const entry = await eventually(() =>
      collector.spans.find(
        (s) => s.service === 'gateway' && s.kind === 2 /* SERVER */ && s.attributes['url.path'] === '/mcp',
      ),
    );
    // The referential's span of the tool's request is a child of the gateway's span itself.
    const served = await eventually(() =>
      collector.spans.find((s) => s.traceId === entry.traceId && s.service === 'referential' && s.kind === 2),
    );
    expect(served.parentSpanId).to.equal(entry.spanId);
    const query = await eventually(() =>
      collector.spans.find(
        (s) =>
          s.traceId === entry.traceId &&
          s.service === 'referential' &&
          (s.attributes['db.system.name'] ?? s.attributes['db.system']) === 'postgresql',
      ),
    );
    expect(query.parentSpanId).to.equal(served.spanId);
  });

  it("follows the caller's sampling decision (parent-based)", async () => {
    const code = `TS${Date.now().toString(36).toUpperCase()}`;
    const staff = new ApiClient(gateway!.url, mintToken(['referential.station-areas:write']));
    const area = await staff.post('/referential/v1/station-areas', { code, name: `Area ${code}` });
    expect(area.status, area.text).to.equal(201);
    const read = async (traceId: string, flags: string) => {
      const response = await fetch(`${gateway!.url}/referential/v1/station-areas/${area.body.id}`, {
        headers: {
          authorization: `Bearer ${mintToken(['referential.station-areas:read'])}`,
          traceparent: `00-${traceId}-${'b'.repeat(16)}-${flags}`,
        },
      });
      expect(response.status, await response.text()).to.equal(200);
    };
    const unsampled = `${Date.now().toString(16).padStart(16, '0')}${'a'.repeat(16)}`;
    const sampled = `${Date.now().toString(16).padStart(16, '0')}${'c'.repeat(16)}`;
    await read(unsampled, '00');
    await read(sampled, '01');
    // The sampled read's spans reach the collector from both processes; each process exports
    // its spans in the order they end, so the unsampled read's, had there been any, would be
    // there by then.
    await eventually(() => {
      const sampledSpans = collector.spans.filter((s) => s.traceId === sampled);
      return sampledSpans.some((s) => s.service === 'gateway') &&
        sampledSpans.some((s) => s.service === 'referential' && s.name.startsWith('pg.query:'))
        ? true
        : undefined;
    });
    expect(collector.spans.filter((s) => s.traceId === unsampled)).to.deep.equal([]);
  });
});

/** `probe()`'s first defined answer, asked every 100 ms for up to 15 s. */
async function eventually<T>(probe: () => T | undefined): Promise<T> {
  for (let i = 0; i < 150; i += 1) {
    const found = probe();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('not seen within 15 s');
}
