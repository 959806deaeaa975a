import { expect } from 'chai';
import nock from 'nock';
import { freePort } from '@transport/dev-stack';
import { AppError, createLogger, createMetrics, type Metrics } from '@transport/platform';
import { daysFromToday } from '@transport/platform/testing';
import {
  createReferentialClient,
  type ReferentialClient,
  type ReferentialClientOptions,
} from '../../src/referential-client/referential-client.ts';

const REGISTRY = 'http://referential.test';
const ISSUER = 'http://issuer.test';
const AREA = { id: '11111111-1111-4111-8111-111111111111', code: 'GARE-NORD', status: 'ACTIVE' };

function tokenEndpoint(times = 1, token = 'siv-token') {
  return nock(ISSUER)
    .post('/oauth/token', (body) => body.grant_type === 'client_credentials' && body.client_id === 'siv')
    .times(times)
    .reply(200, { access_token: token, token_type: 'Bearer', expires_in: 300 });
}

async function upstreamSamples(metrics: Metrics) {
  const metric = await metrics.upstreamRequests.get();
  return metric.values
    .filter((v) => v.metricName === 'upstream_requests_seconds_count')
    .map((v) => ({ outcome: v.labels.outcome, count: v.value }));
}

async function circuitGauge(metrics: Metrics) {
  return (await metrics.circuitState.get()).values.find((v) => v.labels.upstream === 'referential')?.value;
}

async function expectUnavailable(work: Promise<unknown>): Promise<AppError> {
  try {
    await work;
  } catch (error) {
    expect(error).to.be.instanceOf(AppError);
    expect(error).to.include({ status: 503, code: 'referential-unavailable' });
    return error as AppError;
  }
  throw new Error('expected a 503 referential-unavailable');
}

describe('referential client', () => {
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

  let metrics: Metrics;

  function client(overrides: Partial<ReferentialClientOptions> = {}): ReferentialClient {
    return createReferentialClient({
      baseUrl: REGISTRY,
      tokenUrl: `${ISSUER}/oauth/token`,
      clientId: 'siv',
      clientSecret: 'secret',
      timeoutMs: 1_000,
      retries: 1,
      retryDelayMs: 10,
      circuitThreshold: 3,
      circuitCooldownMs: 60_000,
      metrics,
      logger: createLogger('siv', 'silent'),
      ...overrides,
    });
  }

  beforeEach(() => {
    metrics = createMetrics('siv');
  });
  afterEach(() => {
    nock.cleanAll();
  });

  it('reads a station area with its own bearer token and passes the request id and traceparent on', async () => {
    tokenEndpoint();
    const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    const scope = nock(REGISTRY, {
      reqheaders: { authorization: 'Bearer siv-token', 'x-request-id': 'req-42', traceparent },
    })
      .get('/referential/v1/station-areas/by-code/GARE-NORD')
      .reply(200, AREA);
    const area = await client().findStationAreaByCode('GARE-NORD', {
      'x-request-id': 'req-42',
      traceparent,
    });
    expect(area).to.deep.include({ id: AREA.id, code: 'GARE-NORD', status: 'ACTIVE' });
    expect(scope.isDone()).to.equal(true);
    expect(await upstreamSamples(metrics)).to.deep.include({ outcome: 'success', count: 1 });
  });

  it('keeps its token between calls until shortly before it expires', async () => {
    const token = tokenEndpoint(1);
    nock(REGISTRY)
      .get(/\/referential\/v1\/station-areas\/by-code\//)
      .times(3)
      .reply(200, AREA);
    const registry = client();
    await registry.findStationAreaByCode('A');
    await registry.findStationAreaByCode('B');
    await registry.findStationAreaByCode('C');
    expect(token.isDone()).to.equal(true);
    expect(nock.pendingMocks()).to.deep.equal([]);
  });

  it('answers "unknown" for a code the registry does not know (404 station-area-not-found)', async () => {
    tokenEndpoint();
    nock(REGISTRY)
      .get('/referential/v1/station-areas/by-code/NOWHERE')
      .reply(
        404,
        { status: 404, code: 'station-area-not-found' },
        { 'content-type': 'application/problem+json' },
      );
    expect(await client().findStationAreaByCode('NOWHERE')).to.equal(undefined);
    expect(await upstreamSamples(metrics)).to.deep.include({ outcome: 'not_found', count: 1 });
  });

  it('finds the exact bay among the substring matches, case-insensitively, and none when only longer codes match', async () => {
    tokenEndpoint();
    const bays = [
      { id: 'b1', stationAreaId: AREA.id, code: 'Q12', status: 'ACTIVE' },
      { id: 'b2', stationAreaId: AREA.id, code: 'Q1', status: 'ACTIVE' },
    ];
    nock(REGISTRY)
      .get('/referential/v1/bays')
      .query({ 'stationAreaId.value': AREA.id, search: 'q1', status: 'ACTIVE', size: '200', page: '0' })
      .reply(200, { data: bays, page: 0, size: 200, total: 2 })
      .get('/referential/v1/bays')
      .query({ 'stationAreaId.value': AREA.id, search: 'Q', status: 'ACTIVE', size: '200', page: '0' })
      .reply(200, { data: bays, page: 0, size: 200, total: 2 });
    const registry = client();
    expect(await registry.findActiveBay(AREA.id, 'q1')).to.include({ id: 'b2', code: 'Q1' });
    expect(await registry.findActiveBay(AREA.id, 'Q')).to.equal(undefined);
  });

  it("asks many areas' versions at once, 1,000 areas a question, and answers each area's tag", async () => {
    tokenEndpoint();
    const ids = Array.from(
      { length: 1_500 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const asked: number[] = [];
    const serviceDate = daysFromToday(1);
    nock(REGISTRY)
      .post('/referential/v1/schedules/station-calls/versions', (body) => body.serviceDate === serviceDate)
      .times(2)
      .reply(200, (_uri, body) => {
        const { stationAreaIds } = body as { stationAreaIds: string[] };
        asked.push(stationAreaIds.length);
        return {
          serviceDate,
          data: stationAreaIds.map((id, i) => ({ stationAreaId: id, etag: i === 0 ? null : `"7.${i}"` })),
        };
      });
    // Its answers are large (1,000 areas): a busy test machine must not make the client's
    // 1-second timeout ask again, which this test is not about.
    const tags = await client({ timeoutMs: 10_000 }).stationCallVersions(ids, serviceDate);
    expect(asked).to.deep.equal([1_000, 500]);
    expect([
      tags.size,
      tags.get(ids[0] as string),
      tags.get(ids[1] as string),
      tags.get(ids[1_001] as string),
    ]).to.deep.equal([1_500, null, '"7.1"', '"7.1"']);
  });

  it('retries once after a timeout and succeeds when the second attempt answers', async () => {
    tokenEndpoint();
    nock(REGISTRY)
      .get('/referential/v1/station-areas/by-code/SLOW')
      .delay(60_000)
      .reply(200, AREA)
      .get('/referential/v1/station-areas/by-code/SLOW')
      .reply(200, AREA);
    const area = await client().findStationAreaByCode('SLOW');
    expect(area?.code).to.equal('GARE-NORD');
    const samples = await upstreamSamples(metrics);
    expect(samples).to.deep.include({ outcome: 'timeout', count: 1 });
    expect(samples).to.deep.include({ outcome: 'success', count: 1 });
  });

  it('sends at most maxConcurrent calls at once, the others waiting their turn, and answers every one', async () => {
    tokenEndpoint();
    let inFlight = 0;
    let most = 0;
    nock(REGISTRY)
      .get(/\/referential\/v1\/station-areas\/by-code\//)
      .times(12)
      .reply(async (uri) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        // Each answer waits for the next turn of the event loop's timers, so that the calls
        // sent at once overlap.
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        return [200, { ...AREA, code: uri.split('/').pop() }];
      });
    const registry = client({ maxConcurrent: 2 });
    const codes = Array.from({ length: 12 }, (_, i) => `AREA-${i}`);
    const areas = await Promise.all(codes.map((code) => registry.findStationAreaByCode(code)));
    expect(areas.map((a) => a?.code)).to.deep.equal(codes);
    expect(most, 'calls in flight at once').to.equal(2);
    expect(await upstreamSamples(metrics)).to.deep.include({ outcome: 'success', count: 12 });
  });

  // maxConcurrent 1 and two calls ahead, each answered after 1,050 ms: the third waits from the
  // start until the second is answered (2,100 ms at the earliest), past its 2,000 ms; the second
  // waits for the first only (1,050 ms and the token's fetch), with some 900 ms to spare on a
  // loaded machine (600 ms answers and a 1,000 ms budget left 400, and a run under load once
  // refused the second).
  it('does not send, retry or count against the circuit a call that waited past its timeout for its turn', async () => {
    tokenEndpoint();
    nock(REGISTRY)
      .get('/referential/v1/station-areas/by-code/FIRST')
      .delay(1_050)
      .reply(200, { ...AREA, code: 'FIRST' })
      .get('/referential/v1/station-areas/by-code/SECOND')
      .delay(1_050)
      .reply(200, { ...AREA, code: 'SECOND' });
    const third = nock(REGISTRY).get('/referential/v1/station-areas/by-code/THIRD').reply(200, AREA);
    // One failure counted against the registry would open the circuit.
    const registry = client({ maxConcurrent: 1, retries: 1, circuitThreshold: 1, timeoutMs: 2_000 });
    const [first, second, refused] = await Promise.all([
      registry.findStationAreaByCode('FIRST'),
      registry.findStationAreaByCode('SECOND'),
      expectUnavailable(registry.findStationAreaByCode('THIRD')),
    ]);
    expect([first?.code, second?.code], 'the calls in turn answered').to.deep.equal(['FIRST', 'SECOND']);
    expect(refused.message).to.match(/was not asked: the call waited more than 2000 ms for its turn/);
    expect(third.isDone(), 'the call that waited too long was never sent, nor sent again').to.equal(false);
    expect(registry.circuitState, 'the registry is busy, not broken').to.equal('closed');
    const samples = await upstreamSamples(metrics);
    expect(samples).to.deep.include({ outcome: 'timeout', count: 1 });
    expect(samples).to.deep.include({ outcome: 'success', count: 2 });
  });

  // The registry's answers come a minute late, after the test's own timeout: a client that
  // waited for them instead of giving up at its budget would fail the test by timing out.
  it('gives a 503 when every attempt times out, without waiting for the late answers', async () => {
    tokenEndpoint();
    nock(REGISTRY).get('/referential/v1/station-areas/by-code/SLOW').times(2).delay(60_000).reply(200, AREA);
    const error = await expectUnavailable(client().findStationAreaByCode('SLOW'));
    expect(error.message).to.match(/did not answer within 1000 ms/);
    expect(error.headers).to.have.property('Retry-After');
  });

  it('retries after a 5xx, and gives a 503 when the registry keeps failing', async () => {
    tokenEndpoint();
    nock(REGISTRY)
      .get('/referential/v1/station-areas/by-code/FLAKY')
      .reply(502, 'bad gateway')
      .get('/referential/v1/station-areas/by-code/FLAKY')
      .reply(200, AREA);
    const registry = client();
    expect((await registry.findStationAreaByCode('FLAKY'))?.id).to.equal(AREA.id);

    nock(REGISTRY)
      .get('/referential/v1/station-areas/by-code/DOWN')
      .times(2)
      .reply(500, { code: 'internal-error' });
    const error = await expectUnavailable(registry.findStationAreaByCode('DOWN'));
    expect(error.message).to.match(/answered 500/);
    expect(nock.pendingMocks()).to.deep.equal([]);
    expect(await upstreamSamples(metrics)).to.deep.include({ outcome: 'server_error', count: 3 });
  });

  it('gives a 503 when the registry refuses the connection', async () => {
    tokenEndpoint();
    const port = await freePort();
    const error = await expectUnavailable(
      client({ baseUrl: `http://127.0.0.1:${port}` }).findStationAreaByCode('GARE-NORD'),
    );
    expect(error.message).to.match(/ECONNREFUSED/);
    expect(await upstreamSamples(metrics)).to.deep.include({ outcome: 'connection_error', count: 2 });
  });

  it('gives a 503 when no token can be had, without asking the registry', async () => {
    nock(ISSUER).post('/oauth/token').times(2).reply(401, { error: 'invalid_client' });
    const registry = nock(REGISTRY).get(/.*/).reply(200, AREA);
    const error = await expectUnavailable(client().findStationAreaByCode('GARE-NORD'));
    expect(error.message).to.match(/token endpoint answered 401/);
    expect(registry.isDone()).to.equal(false);
  });

  it('fetches a new token when the registry refuses the cached one', async () => {
    tokenEndpoint(1, 'old-token');
    tokenEndpoint(1, 'new-token');
    nock(REGISTRY, { reqheaders: { authorization: 'Bearer old-token' } })
      .get('/referential/v1/station-areas/by-code/GARE-NORD')
      .reply(401, { code: 'unauthorized' });
    nock(REGISTRY, { reqheaders: { authorization: 'Bearer new-token' } })
      .get('/referential/v1/station-areas/by-code/GARE-NORD')
      .reply(200, AREA);
    expect((await client().findStationAreaByCode('GARE-NORD'))?.id).to.equal(AREA.id);
    expect(nock.pendingMocks()).to.deep.equal([]);
  });

  it('opens the circuit after repeated failures, refuses at once while open, and closes after a good trial', async () => {
    tokenEndpoint();
    let now = 0;
    const registry = client({ retries: 0, circuitThreshold: 2, circuitCooldownMs: 5_000, now: () => now });
    nock(REGISTRY).get('/referential/v1/station-areas/by-code/X').times(2).reply(503, 'down');
    await expectUnavailable(registry.findStationAreaByCode('X'));
    expect(registry.circuitState).to.equal('closed');
    await expectUnavailable(registry.findStationAreaByCode('X'));
    expect(registry.circuitState).to.equal('open');
    expect(await circuitGauge(metrics)).to.equal(2);

    const trial = nock(REGISTRY).get('/referential/v1/station-areas/by-code/X').reply(200, AREA);
    now = 4_000;
    const refused = await expectUnavailable(registry.findStationAreaByCode('X'));
    expect(refused.message).to.match(/circuit to referential is open/);
    expect(trial.isDone()).to.equal(false);
    expect(await upstreamSamples(metrics)).to.deep.include({ outcome: 'circuit_open', count: 1 });

    now = 6_000;
    expect((await registry.findStationAreaByCode('X'))?.id).to.equal(AREA.id);
    expect(trial.isDone()).to.equal(true);
    expect(registry.circuitState).to.equal('closed');
    expect(await circuitGauge(metrics)).to.equal(0);
  });

  it('opens again at once when the half-open trial fails', async () => {
    tokenEndpoint();
    let now = 0;
    const registry = client({ retries: 0, circuitThreshold: 1, circuitCooldownMs: 1_000, now: () => now });
    nock(REGISTRY).get('/referential/v1/station-areas/by-code/X').times(2).reply(500, 'down');
    await expectUnavailable(registry.findStationAreaByCode('X'));
    expect(registry.circuitState).to.equal('open');
    now = 2_000;
    await expectUnavailable(registry.findStationAreaByCode('X'));
    expect(registry.circuitState).to.equal('open');
    expect(nock.pendingMocks()).to.deep.equal([]);
    expect(await circuitGauge(metrics)).to.equal(2);
  });

  it('passes its health check while the registry answers, and fails it with the reason when not', async () => {
    tokenEndpoint();
    nock(REGISTRY).get('/referential/v1/station-areas').query({ size: '0' }).reply(200, {
      data: [],
      page: 0,
      size: 0,
      total: 4,
    });
    const registry = client();
    await registry.checkHealth();
    nock(REGISTRY).get('/referential/v1/station-areas').query({ size: '0' }).reply(503, 'down');
    let reason = '';
    await registry.checkHealth().catch((error: Error) => {
      reason = error.message;
    });
    expect(reason).to.match(/answered 503/);
  });
});
