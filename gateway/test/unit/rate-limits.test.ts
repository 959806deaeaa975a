import type { IncomingMessage, ServerResponse } from 'node:http';
import { expect } from 'chai';
import {
  createRateLimiter,
  DEFAULT_RATE_LIMITS,
  methodClass,
  rateLimitsSchema,
  type RateLimits,
} from '../../src/rate-limits.ts';

/** A request as the limiter reads it: its method, address and forwarding header. */
const request = (method: string, address = '203.0.113.7', forwardedFor?: string) =>
  ({
    method,
    socket: { remoteAddress: address },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage;

/** A response that keeps the headers set on it. */
function response() {
  const headers: Record<string, string> = {};
  const res = { setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value) };
  return { res: res as unknown as ServerResponse, headers };
}

const limits = (overrides: Partial<RateLimits> = {}): RateLimits => ({
  ...DEFAULT_RATE_LIMITS,
  ...overrides,
});

describe('the rate limits of the gateway', () => {
  it('read GET and HEAD as reads and every other method as a write', () => {
    expect(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', undefined].map(methodClass)).to.deep.equal([
      'read',
      'read',
      'write',
      'write',
      'write',
      'write',
      'write',
    ]);
  });

  it('take the defaults, with the budgets RATE_LIMITS overrides', () => {
    expect(rateLimitsSchema.parse(undefined)).to.deep.equal(DEFAULT_RATE_LIMITS);
    const parsed = rateLimitsSchema.parse('{"siv":{"read":3000},"mcp":{"write":0}}');
    expect(parsed.siv).to.deep.equal({ read: 3000, write: DEFAULT_RATE_LIMITS.siv.write });
    expect(parsed.mcp).to.deep.equal({ read: DEFAULT_RATE_LIMITS.mcp.read, write: 0 });
    expect(parsed.rules).to.deep.equal(DEFAULT_RATE_LIMITS.rules);
  });

  it('refuse RATE_LIMITS that is not JSON, names an unknown module or gives a negative budget', () => {
    for (const text of [
      '{siv:1}',
      '{"billing":{"read":1}}',
      '{"siv":{"read":-1}}',
      '{"siv":{"reads":1}}',
      '{"siv":{"read":1.5}}',
    ])
      expect(rateLimitsSchema.safeParse(text).success, text).to.equal(false);
  });

  it('answer 429 with Retry-After beyond the budget, each replica holding its share', async () => {
    // 10 writes a minute for the platform, over 2 replicas: 5 for this one.
    const limiter = createRateLimiter({
      limits: limits({ siv: { read: 100, write: 10 } }),
      windowSeconds: 60,
      replicas: 2,
      trustedProxyHops: 0,
    });
    const answers = [];
    for (let i = 0; i < 6; i += 1) {
      const { res, headers } = response();
      answers.push({ refusal: await limiter.take('siv', request('POST'), res, 'subject-a'), headers });
    }
    expect(answers.slice(0, 5).map((a) => a.refusal)).to.deep.equal([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(answers[0]?.headers['ratelimit-policy']).to.equal('"siv-write";q=5;w=60');
    expect(answers[0]?.headers.ratelimit).to.match(/^"siv-write";r=4;t=\d+$/);
    expect(answers[4]?.headers.ratelimit).to.match(/^"siv-write";r=0;t=\d+$/);
    const refusal = answers[5]?.refusal;
    expect(refusal?.status).to.equal(429);
    expect(refusal?.code).to.equal('rate-limited');
    expect(refusal?.message).to.match(
      /^More than 5 write requests to siv within 60 s; try again in \d+ s\.$/,
    );
    expect(Number(refusal?.headers['Retry-After'])).to.be.within(1, 60);
  });

  it('count each subject, module and method class on its own budget, and not at all when unlimited', async () => {
    const limiter = createRateLimiter({
      limits: limits({ siv: { read: 1, write: 1 }, rules: { read: 0, write: 1 } }),
      windowSeconds: 60,
      replicas: 1,
      trustedProxyHops: 0,
    });
    const take = (module: 'siv' | 'rules', method: string, key: string) =>
      limiter.take(module, request(method), response().res, key);
    expect(await take('siv', 'GET', 'ann')).to.equal(undefined);
    expect((await take('siv', 'GET', 'ann'))?.status).to.equal(429);
    expect(await take('siv', 'GET', 'bob'), 'another subject').to.equal(undefined);
    expect(await take('siv', 'POST', 'ann'), 'writes are counted apart').to.equal(undefined);
    expect(await take('rules', 'POST', 'ann'), 'another module').to.equal(undefined);
    const unlimited = response();
    for (let i = 0; i < 20; i += 1)
      expect(await limiter.take('rules', request('GET'), unlimited.res, 'ann')).to.equal(undefined);
    expect(unlimited.headers, 'no budget, no RateLimit fields').to.deep.equal({});
  });

  it("count a request without a token by the address the trusted proxy saw, not by the client's word", () => {
    const direct = createRateLimiter({
      limits: limits(),
      windowSeconds: 60,
      replicas: 1,
      trustedProxyHops: 0,
    });
    expect(direct.clientAddress(request('GET', '198.51.100.1', '1.1.1.1'))).to.equal('198.51.100.1');
    const behindOne = createRateLimiter({
      limits: limits(),
      windowSeconds: 60,
      replicas: 1,
      trustedProxyHops: 1,
    });
    // The client claims 1.1.1.1; the proxy appended the address it saw, 192.0.2.50.
    expect(behindOne.clientAddress(request('GET', '10.0.0.2', '1.1.1.1, 192.0.2.50'))).to.equal('192.0.2.50');
    const behindTwo = createRateLimiter({
      limits: limits(),
      windowSeconds: 60,
      replicas: 1,
      trustedProxyHops: 2,
    });
    expect(behindTwo.clientAddress(request('GET', '10.0.0.2', '1.1.1.1, 192.0.2.50, 10.0.0.9'))).to.equal(
      '192.0.2.50',
    );
    expect(behindOne.clientAddress(request('GET', '10.0.0.2')), 'no header: the socket').to.equal('10.0.0.2');
  });
});
