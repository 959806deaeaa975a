import { expect } from 'chai';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  connectMcp,
  expectProblem,
  metricSample,
  mintToken,
  type ApiResponse,
} from '@transport/platform/testing';
import { startTestGateway, type RunningGateway } from '@transport/platform/testing/platform';

const BAY_READ = 'referential.bays:read';
const RULES_READ = 'rules.rules:read';

/** An upstream on loopback that counts the requests it is sent and answers as told. */
function countingUpstream() {
  const upstream = {
    hits: 0,
    status: 200,
    server: http.createServer((req, res) => {
      upstream.hits += 1;
      req.resume();
      res.writeHead(upstream.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: [], page: 0, size: 20, total: 0 }));
    }),
    url: '',
  };
  return upstream;
}

async function listen(upstream: ReturnType<typeof countingUpstream>) {
  await new Promise<void>((resolve) => upstream.server.listen(0, '127.0.0.1', resolve));
  upstream.url = `http://127.0.0.1:${(upstream.server.address() as { port: number }).port}`;
}

describe('gateway limits', () => {
  const referential = countingUpstream();
  const rules = countingUpstream();
  let gateway: RunningGateway;

  before(async () => {
    await Promise.all([listen(referential), listen(rules)]);
    gateway = await startTestGateway(
      { referential: referential.url, rules: rules.url, siv: 'http://127.0.0.1:9' },
      {
        RATE_LIMITS: JSON.stringify({ referential: { read: 100 }, public: { read: 5 } }),
        RATE_LIMIT_WINDOW_SECONDS: '60',
        CIRCUIT_FAILURE_THRESHOLD: '3',
        CIRCUIT_HALF_OPEN_AFTER_MS: '300',
      },
    );
  });
  after(async () => {
    await gateway?.close();
    for (const u of [referential, rules]) {
      u.server.closeAllConnections();
      u.server.close();
    }
  });

  const get = (path: string, token: string) =>
    fetch(`${gateway.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

  describe('rate limits', () => {
    it('refuses the 101st read of a subject limited to 100 with a 429 problem, and leaves another subject alone', async () => {
      const alice = mintToken([BAY_READ], 'alice');
      const before = referential.hits;
      for (let i = 1; i <= 100; i++) {
        const allowed = await get('/referential/v1/bays', alice);
        expect(allowed.status, `request ${i}`).to.equal(200);
        expect(allowed.headers.get('ratelimit-policy')).to.equal('"referential-read";q=100;w=60');
        expect(allowed.headers.get('ratelimit')).to.match(
          new RegExp(`^"referential-read";r=${100 - i};t=\\d+$`),
        );
        await allowed.arrayBuffer();
      }
      const refused = await get('/referential/v1/bays', alice);
      const text = await refused.text();
      const problem = expectProblem(
        { status: refused.status, headers: refused.headers, body: JSON.parse(text), text } as ApiResponse,
        429,
        'rate-limited',
      );
      expect(problem.detail).to.contain('100');
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).to.be.within(1, 60);
      expect(refused.headers.get('ratelimit-policy')).to.equal('"referential-read";q=100;w=60');
      expect(refused.headers.get('ratelimit')).to.equal(`"referential-read";r=0;t=${retryAfter}`);
      expect(referential.hits - before, 'requests the service saw').to.equal(100);

      const bob = await get('/referential/v1/bays', mintToken([BAY_READ], 'bob'));
      expect(bob.status).to.equal(200);
      expect(bob.headers.get('ratelimit')).to.match(/^"referential-read";r=99;t=\d+$/);
      // Alice's other modules keep their own budgets.
      const aliceRules = await get('/rules/v1/rules', mintToken([RULES_READ], 'alice'));
      expect(aliceRules.status).to.equal(200);
      expect(aliceRules.headers.get('ratelimit-policy')).to.match(/^"rules-read";q=\d+;w=60$/);
    });

    it('counts the documentation and requests without a valid token by client address', async () => {
      for (let i = 1; i <= 5; i++) {
        const docs = await fetch(`${gateway.url}/v3/api-docs`);
        expect(docs.status, `request ${i}`).to.equal(200);
        expect(docs.headers.get('ratelimit')).to.match(new RegExp(`^"public-read";r=${5 - i};t=\\d+$`));
        const merged: any = await docs.json();
        // The merged contract declares the 429 on every operation (the module's own), with its headers.
        const bays = merged.paths['/referential/v1/bays'].get.responses['429'];
        const name = (bays.$ref as string).replace('#/components/responses/', '');
        expect(merged.components.responses[name].headers).to.have.keys(
          'Retry-After',
          'RateLimit-Policy',
          'RateLimit',
        );
      }
      const refused = await fetch(`${gateway.url}/v3/api-docs`);
      expect(refused.status).to.equal(429);
      expect(refused.headers.get('content-type')).to.match(/problem\+json/);
      expect(refused.headers.get('retry-after')).to.match(/^\d+$/);
      expect(await refused.json()).to.include({ code: 'rate-limited' });
    });

    it('holds requests without a valid token, whatever path they knock at, to the public budget of their address', async () => {
      // The previous test spent this address's public reads: no token, a token that does not
      // verify, and another scheme are all refused 429, not 401.
      const refusedHeaders = [{}, { authorization: 'Bearer abc.def.ghi' }, { authorization: 'Basic YTpi' }];
      for (const headers of refusedHeaders) {
        const refused = await fetch(`${gateway.url}/referential/v1/bays`, { headers });
        const text = await refused.text();
        expectProblem(
          { status: refused.status, headers: refused.headers, body: JSON.parse(text), text } as ApiResponse,
          429,
          'rate-limited',
        );
        expect(refused.headers.get('ratelimit-policy')).to.equal('"public-read";q=5;w=60');
        expect(refused.headers.get('retry-after')).to.match(/^\d+$/);
      }
      expect((await fetch(`${gateway.url}/rules/v1/rules`)).status, 'another module').to.equal(429);
      // A caller with a valid token is counted by subject, from the same address.
      const carol = await get('/referential/v1/bays', mintToken([BAY_READ], 'carol'));
      expect(carol.status).to.equal(200);
      expect(carol.headers.get('ratelimit')).to.match(/^"referential-read";r=99;t=\d+$/);
      // Writes without a token spend the public writes of the address: counted, then refused 401.
      const write = await fetch(`${gateway.url}/referential/v1/bays`, { method: 'POST' });
      expect(write.status).to.equal(401);
      expect(write.headers.get('ratelimit')).to.match(/^"public-write";r=\d+;t=\d+$/);
    });
  });

  describe('circuit breaking per upstream', () => {
    const circuitState = async () =>
      metricSample(await gateway.built.metrics.registry.metrics(), 'upstream_circuit_state', {
        upstream: 'rules',
      });

    it('opens after consecutive failures, answers 503 at once, and closes after a successful trial', async () => {
      const token = mintToken([RULES_READ], 'circuit-tester');
      expect(await circuitState()).to.equal(0);
      rules.status = 500;
      const start = rules.hits;
      for (let i = 0; i < 3; i++) expect((await get('/rules/v1/rules', token)).status).to.equal(500);
      expect(rules.hits - start).to.equal(3);
      expect(await circuitState(), 'open').to.equal(2);

      const fast = await get('/rules/v1/rules', token);
      expect(fast.status).to.equal(503);
      expect(fast.headers.get('retry-after')).to.match(/^\d+$/);
      expect(await fast.json()).to.include({ status: 503, code: 'upstream-unavailable' });
      expect(rules.hits - start, 'the open circuit did not contact the service').to.equal(3);
      // Another upstream is not affected.
      expect((await get('/referential/v1/bays', mintToken([BAY_READ], 'circuit-tester'))).status).to.equal(
        200,
      );

      // After the cool-down, one trial goes through; the service has recovered, so it closes.
      rules.status = 200;
      await sleep(400);
      expect((await get('/rules/v1/rules', token)).status).to.equal(200);
      expect(rules.hits - start).to.equal(4);
      expect(await circuitState(), 'closed').to.equal(0);
      expect((await get('/rules/v1/rules', token)).status).to.equal(200);
      expect(rules.hits - start).to.equal(5);
    });

    it('opens again when the trial after the cool-down fails', async () => {
      const token = mintToken([RULES_READ], 'circuit-tester-2');
      rules.status = 503;
      for (let i = 0; i < 3; i++) await (await get('/rules/v1/rules', token)).arrayBuffer();
      expect(await circuitState()).to.equal(2);
      await sleep(400);
      const start = rules.hits;
      expect((await get('/rules/v1/rules', token)).status, 'the trial').to.equal(503);
      expect(rules.hits - start).to.equal(1);
      const refused = await get('/rules/v1/rules', token);
      expect(await refused.json()).to.include({ code: 'upstream-unavailable' });
      expect(rules.hits - start, 'open again').to.equal(1);
      rules.status = 200;
    });

    it('puts MCP tool calls behind the same circuit: failing calls open it, an open one answers isError 503 at once', async () => {
      const token = mintToken([RULES_READ], 'circuit-tester-mcp');
      // The previous test left the circuit open: after its cool-down a successful trial closes it.
      await sleep(400);
      expect((await get('/rules/v1/rules', token)).status).to.equal(200);
      expect(await circuitState()).to.equal(0);

      const client = await connectMcp(`${gateway.url}/mcp`, token);
      try {
        rules.status = 500;
        const start = rules.hits;
        for (let i = 0; i < 3; i++) {
          const failed = await client.callTool({ name: 'searchRules', arguments: {} });
          expect(failed.isError, `call ${i + 1}`).to.equal(true);
        }
        expect(rules.hits - start).to.equal(3);
        expect(await circuitState(), 'opened by the tool calls').to.equal(2);

        // Open: the tool call and the HTTP request are refused without contacting the service.
        const refused = await client.callTool({ name: 'searchRules', arguments: {} });
        expect(refused.isError).to.equal(true);
        expect(refused.structuredContent).to.include({ status: 503, code: 'upstream-unavailable' });
        expect((refused.structuredContent as { detail: string }).detail).to.match(/suspended for \d+ s/);
        expect((await get('/rules/v1/rules', token)).status).to.equal(503);
        expect(rules.hits - start, 'the open circuit did not contact the service').to.equal(3);
        const metrics = await gateway.built.metrics.registry.metrics();
        expect(
          metricSample(metrics, 'upstream_requests_seconds_count', {
            upstream: 'rules',
            method: 'MCP',
            outcome: 'circuit_open',
          }),
        ).to.equal(1);

        // After the cool-down, a tool call is the trial; the service has recovered, so it closes.
        rules.status = 200;
        await sleep(400);
        const trial = await client.callTool({ name: 'searchRules', arguments: {} });
        expect(trial.isError ?? false).to.equal(false);
        expect(rules.hits - start).to.equal(4);
        expect(await circuitState(), 'closed by the tool call').to.equal(0);
      } finally {
        rules.status = 200;
        await client.close();
      }
    });
  });
});
