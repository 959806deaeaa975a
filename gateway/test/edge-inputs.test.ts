/**
 * Edge inputs an independent fuzzer found answered 500, sent again through the gateway to each
 * service: an `asKnownAt` offset beyond ±15:59, year 0000 in a date or an instant, a leap
 * second, JSON nested thousands of levels deep. Each is a 400 problem naming the field (never a
 * 5xx), and the in-range edges beside them (±15:59, 0001-01-01, 9999-12-31, an instant in the
 * business zone's spring-forward gap) are taken (an `asKnownAt` the registry cannot answer for,
 * not yet come or before it began, is refused for that reason, not for its shape). Then paths of
 * each contract asked with every method: a method the path takes is never a 405, HEAD is its GET
 * without a body, OPTIONS a 204, and any other a 405; `Allow` names exactly the path's methods
 * (RFC 9110 §15.5.6). Which methods a path takes is its contract's alone: every path is walked
 * on the services' router in the fast tier (`packages/platform/test/unit/methods-of-every-path.test.ts`);
 * here, through the gateway to each service with every permission, one path of each service
 * for each `Allow` its contract has (the first in the contract's order).
 */
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { expect } from 'chai';
import {
  daysFromToday,
  expectProblem,
  mintToken,
  nextYear,
  type ApiClient,
  type ApiResponse,
} from '@transport/platform/testing';
import {
  NO_RATE_LIMITS,
  platformOperations,
  startPlatform,
  type Platform,
} from '@transport/platform/testing/platform';

interface Reproduction {
  what: string;
  method: string;
  path: string;
  body?: unknown;
  raw?: string;
  /** The field the problem names. */
  field: string;
}

/** Yesterday, in the business day's terms: an instant already past, whatever today is. */
const YESTERDAY = daysFromToday(-1);
const OFFSET_BEYOND = encodeURIComponent(`${YESTERDAY}T08:00:00+16:00`);
const LEAP_SECOND = encodeURIComponent('2016-12-31T23:59:60Z');
const YEAR_ZERO_INSTANT = encodeURIComponent('0000-01-01T00:00:00Z');
/** `[[[...]]]` 5,000 levels deep: 10 KB. */
const DEEP = '['.repeat(5_000) + ']'.repeat(5_000);

/** The instant `ms` written in the offset of `minutes` east of UTC (`…+15:59`). */
function withOffset(ms: number, minutes: number): string {
  const local = new Date(ms + minutes * 60_000).toISOString().slice(0, 19);
  const east = Math.abs(minutes);
  const hours = String(Math.floor(east / 60)).padStart(2, '0');
  return `${local}${minutes < 0 ? '-' : '+'}${hours}:${String(east % 60).padStart(2, '0')}`;
}

/** The day clocks go forward in the European Union in `year`: the last Sunday of March. */
function springForward(year: number): string {
  const lastOfMarch = new Date(Date.UTC(year, 2, 31));
  return `${year}-03-${31 - lastOfMarch.getUTCDay()}`;
}

function reproductions(): Reproduction[] {
  const id = randomUUID();
  const calendar = (validFrom: string) => ({
    code: `EDGE-${randomUUID().slice(0, 8)}`,
    name: 'Edge',
    validFrom,
    validTo: '0001-12-31',
    daysOfWeek: ['MON'],
  });
  return [
    // asKnownAt beyond the offsets an instant may carry, on each service that reads it.
    ...['/referential/v1/carriers', '/referential/v1/bays', '/rules/v1/rules', '/siv/v1/display-points'].map(
      (path) => ({
        what: 'an asKnownAt offset of +16:00',
        method: 'GET',
        path: `${path}?asKnownAt=${OFFSET_BEYOND}`,
        field: 'query.asKnownAt',
      }),
    ),
    {
      what: 'a leap second in asKnownAt',
      method: 'GET',
      path: `/referential/v1/carriers?asKnownAt=${LEAP_SECOND}`,
      field: 'query.asKnownAt',
    },
    {
      what: 'year 0000 in asKnownAt',
      method: 'GET',
      path: `/rules/v1/rules?asKnownAt=${YEAR_ZERO_INSTANT}`,
      field: 'query.asKnownAt',
    },
    // Year 0000 in a date: a read's `at`, a calendar's creation, the GTFS export.
    {
      what: 'year 0000 in at',
      method: 'GET',
      path: '/referential/v1/carriers?at=0000-01-01',
      field: 'query.at',
    },
    {
      what: 'year 0000 in a calendar',
      method: 'POST',
      path: '/referential/v1/calendars',
      body: calendar('0000-01-01'),
      field: 'body.validFrom',
    },
    {
      what: 'year 0000 in a GTFS export',
      method: 'GET',
      path: '/referential/v1/gtfs/feed?from=0000-01-01&to=0000-01-02',
      field: 'query.from',
    },
    // Instants whose business day falls outside the calendar (ADR 0180): a checkpoint's
    // eligibility and passage (read on the instant's day), and asKnownAt.
    {
      what: 'an instant of 9999 in an eligibility check',
      method: 'GET',
      path: `/referential/v1/checkpoints/${id}/eligibility?vehicleId=${id}&at=${encodeURIComponent('9999-12-31T23:59:59.999Z')}`,
      field: 'query.at',
    },
    {
      what: 'an instant of 0001 in a passage',
      method: 'POST',
      path: `/referential/v1/checkpoints/${id}/passages`,
      body: { vehicleId: id, at: '0001-01-01T00:00:00+14:00' },
      field: 'body.at',
    },
    {
      what: 'an instant of 0001 in asKnownAt',
      method: 'GET',
      path: `/siv/v1/display-points?asKnownAt=${encodeURIComponent('0001-01-01T00:00:00Z')}`,
      field: 'query.asKnownAt',
    },
    // Instants of the other services.
    {
      what: 'an offset of +16:00 in a board instant',
      method: 'GET',
      path: `/siv/v1/display-points/${id}/board?at=${OFFSET_BEYOND}`,
      field: 'query.at',
    },
    {
      what: 'a leap second in a board instant',
      method: 'GET',
      path: `/siv/v1/display-points/${id}/board?at=${LEAP_SECOND}`,
      field: 'query.at',
    },
    {
      what: 'an offset of +16:00 in a resolution instant',
      method: 'POST',
      path: `/rules/v1/rules/${id}/resolution`,
      body: { at: `${YESTERDAY}T08:00:00+16:00`, scope: { type: 'NETWORK', subjects: {} } },
      field: 'body.at',
    },
    // A UUID written as a URN (`urn:uuid:...`, which the JSON Schema formats library takes for
    // a UUID and Postgres does not), found by Portman: in a path, a query and a body.
    ...[
      ['/referential/v1/bays', 'path.id'],
      ['/rules/v1/rules', 'path.ruleId'],
      ['/siv/v1/display-points', 'path.id'],
    ].map(([path, field]) => ({
      what: 'a UUID written as a URN in a path',
      method: 'GET',
      path: `${path}/urn:uuid:${id}`,
      field: field as string,
    })),
    {
      what: 'a UUID written as a URN in a query',
      method: 'GET',
      path: `/referential/v1/bays?stationAreaId.value=urn:uuid:${id}`,
      field: 'query.stationAreaId.value',
    },
    {
      what: 'a UUID written as a URN in a body',
      method: 'POST',
      path: '/referential/v1/bays',
      body: { stationAreaId: `urn:uuid:${id}`, code: 'EDGE-URN', position: 1 },
      field: 'body.stationAreaId',
    },
    // A path value whose percent-escapes are not UTF-8, on each service (it was refused naming
    // the path itself, in the validator's words), and a query parameter taken once given twice
    // (it was called unknown).
    ...[
      ['/referential/v1/bays', 'path.id'],
      ['/rules/v1/rules', 'path.ruleId'],
      ['/siv/v1/display-points', 'path.id'],
    ].map(([path, field]) => ({
      what: 'a path value whose escapes are not UTF-8',
      method: 'GET',
      path: `${path}/%E0%A4%A`,
      field: field as string,
    })),
    {
      what: 'a query parameter taken once, given twice',
      method: 'GET',
      path: '/referential/v1/bays?size=1&size=2',
      field: 'query.size',
    },
    // JSON nested 5,000 levels deep, to an operation of each service that takes a body.
    ...['/referential/v1/calendars', '/rules/v1/rules', '/siv/v1/display-points'].map((path) => ({
      what: 'a body nested 5,000 levels deep',
      method: 'POST',
      path,
      raw: DEEP,
      field: 'body',
    })),
  ];
}

/**
 * Sends `request` as bytes on a connection of its own to `url`'s host and port; the answer's
 * status, headers (lower-case names) and body, read until the server closes the connection.
 */
async function rawExchange(
  url: string,
  request: string,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const { hostname, port } = new URL(url);
  const text = await new Promise<string>((resolve, reject) => {
    // Written, not ended: a server reads a client's end as the client gone, and stops work it
    // had not answered yet. Every request here asks for its connection to be closed.
    const socket = net.connect(Number(port), hostname, () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may close before it has read the whole request: what it answered is read all
    // the same.
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' ? undefined : reject(error),
    );
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

describe('edge inputs, through the gateway to each service', function () {
  this.timeout(600_000);
  let platform: Platform;
  let client: ApiClient;
  let token: string;

  before(async () => {
    platform = await startPlatform(NO_RATE_LIMITS);
    const permissions = [...new Set(platformOperations(platform).map((o) => o.permission))];
    token = mintToken(permissions, 'edge-tester');
    client = platform.as(permissions, 'edge-tester');
  });
  after(async () => platform?.close());

  const send = (r: { method: string; path: string; body?: unknown; raw?: string }): Promise<ApiResponse> =>
    client.request(r.method, r.path, r.raw !== undefined ? { raw: r.raw } : { body: r.body });

  it("answers each of the fuzzer's reproductions with a 400 problem naming the field, never a 5xx", async () => {
    const wrong: string[] = [];
    for (const reproduction of reproductions()) {
      const response = await send(reproduction);
      const fields = ((response.body?.errors ?? []) as { field: string }[]).map((e) => e.field);
      if (response.status !== 400 || !fields.includes(reproduction.field))
        wrong.push(
          `${reproduction.what} (${reproduction.method} ${reproduction.path.slice(0, 80)}): ${response.status} ${response.text.slice(0, 200)}`,
        );
      else expectProblem(response, 400, 'invalid-request');
    }
    expect(wrong).to.deep.equal([]);
  });

  it("answers a request Node's parser refuses with a problem, not a bare status line: headers over 16 KB a 431 naming them, bytes that are not HTTP or two Host fields a 400, CONNECT a 405", async () => {
    const oversized =
      'GET /referential/v1/bays HTTP/1.1\r\nHost: platform\r\n' +
      `Authorization: Bearer ${token}\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`;
    for (const url of [platform.gateway.url, platform.referential.url]) {
      const tooLarge = await rawExchange(url, oversized);
      expect(tooLarge.status, url).to.equal(431);
      expect(tooLarge.headers['content-type']).to.equal('application/problem+json; charset=utf-8');
      expect(tooLarge.headers.connection).to.equal('close');
      expect(JSON.parse(tooLarge.body)).to.deep.include({
        status: 431,
        code: 'invalid-request',
        errors: [{ field: 'headers', message: 'must be at most 16 KB with the request line' }],
      });
      const garbage = await rawExchange(url, 'NOT AN HTTP REQUEST\r\n\r\n');
      expect(garbage.status, url).to.equal(400);
      expect(JSON.parse(garbage.body)).to.include({ status: 400, code: 'invalid-request' });
      // Two Host fields (RFC 9112 §3.2) and a tunnel asked for: refused, each a problem.
      const twoHosts = await rawExchange(
        url,
        'GET /referential/v1/bays HTTP/1.1\r\nHost: a\r\nHost: b\r\n' +
          `Authorization: Bearer ${token}\r\nConnection: close\r\n\r\n`,
      );
      expect(twoHosts.status, url).to.equal(400);
      expect(JSON.parse(twoHosts.body).errors).to.deep.equal([
        { field: 'headers.host', message: 'must be given once' },
      ]);
      const tunnel = await rawExchange(url, 'CONNECT 127.0.0.1:5432 HTTP/1.1\r\nHost: a\r\n\r\n');
      expect(tunnel.status, url).to.equal(405);
      expect(JSON.parse(tunnel.body)).to.include({ status: 405, code: 'method-not-allowed' });
    }
    // The connections after them are served as ever.
    expect((await client.get('/referential/v1/bays?size=1')).status).to.equal(200);
  });

  it('serves a request whose target is in absolute form as its path (RFC 9112 §3.2.2)', async () => {
    for (const url of [platform.gateway.url, platform.referential.url]) {
      const answer = await rawExchange(
        url,
        `GET ${url}/referential/v1/bays?size=1 HTTP/1.1\r\nHost: ${new URL(url).host}\r\n` +
          `Authorization: Bearer ${token}\r\nConnection: close\r\n\r\n`,
      );
      expect(answer.status, `${url}: ${answer.body.slice(0, 300)}`).to.equal(200);
      expect(JSON.parse(answer.body)).to.have.property('data').that.is.an('array');
    }
  });

  it('answers OPTIONS * with the methods the server takes, and * with another method as a problem', async () => {
    for (const url of [platform.gateway.url, platform.referential.url]) {
      const host = `Host: ${new URL(url).host}\r\nConnection: close\r\n\r\n`;
      const server = await rawExchange(url, `OPTIONS * HTTP/1.1\r\n${host}`);
      expect(server.status, `${url}: ${server.body.slice(0, 300)}`).to.equal(204);
      expect(server.headers.allow?.split(', ')).to.include.members([
        'GET',
        'POST',
        'PATCH',
        'DELETE',
        'OPTIONS',
      ]);
      const other = await rawExchange(url, `GET * HTTP/1.1\r\n${host}`);
      expect(other.status, url).to.equal(400);
      expect(JSON.parse(other.body)).to.deep.include({
        code: 'invalid-request',
        errors: [{ field: 'target', message: 'must be a path unless the method is OPTIONS' }],
      });
    }
  });

  it('says the range in words: a date from 0001-01-01 to 9999-12-31, an offset within ±15:59', async () => {
    const date = await client.get('/referential/v1/carriers?at=0000-01-01');
    expect(expectProblem(date, 400, 'invalid-request').errors).to.deep.equal([
      { field: 'query.at', message: 'must be a date YYYY-MM-DD from 0001-01-01 to 9999-12-31' },
    ]);
    const instant = await client.get(`/referential/v1/carriers?asKnownAt=${OFFSET_BEYOND}`);
    const [error] = expectProblem(instant, 400, 'invalid-request').errors ?? [];
    expect(error?.message).to.contain('±15:59').and.to.contain('no leap second');
    // Written as the pattern takes it, beyond the range the format holds (ADR 0180): the same
    // words, once.
    const beyond = await client.get(
      `/referential/v1/carriers?asKnownAt=${encodeURIComponent('9999-12-31T00:00:00Z')}`,
    );
    expect(expectProblem(beyond, 400, 'invalid-request').errors).to.deep.equal([
      { field: 'query.asKnownAt', message: error?.message },
    ]);
    expect(error?.message).to.contain('from 0001-01-02T00:00:00Z to 9999-12-30T23:59:59Z');
  });

  it('answers the in-range edges beside them', async () => {
    // A second ago, written at the widest offsets.
    const past = Date.now() - 1_000;
    const answered = [
      `/referential/v1/carriers?asKnownAt=${encodeURIComponent(withOffset(past, 959))}`,
      `/referential/v1/carriers?asKnownAt=${encodeURIComponent(withOffset(past, -959))}`,
      '/referential/v1/carriers?at=0001-01-01',
      '/referential/v1/carriers?at=9999-12-31',
      '/referential/v1/gtfs/feed?from=9999-12-30&to=9999-12-31',
    ];
    for (const path of answered) {
      const response = await client.get(path);
      expect(response.status, `${path}: ${response.text.slice(0, 200)}`).to.equal(200);
    }
    // The first and last instants taken (ADR 0180), and one in the spring-forward gap of the
    // business zone (Europe/Paris) last year (02:30 never showed on its clocks, but an instant
    // with an offset is an instant all the same), are instants: refused only as before the
    // registry began or not yet come.
    const refusedFor = [
      [
        `/rules/v1/rules?asKnownAt=${encodeURIComponent('0001-01-02T00:00:00Z')}`,
        /before the registry began/,
      ],
      [
        `/referential/v1/carriers?asKnownAt=${encodeURIComponent('9999-12-30T23:59:59.999999Z')}`,
        /after now/,
      ],
      [
        `/siv/v1/display-points?asKnownAt=${encodeURIComponent(`${springForward(nextYear() - 2)}T02:30:00+01:00`)}`,
        /before the registry began/,
      ],
    ] as const;
    for (const [path, reason] of refusedFor) {
      const [error] = expectProblem(await client.get(path), 400, 'invalid-request').errors ?? [];
      expect(error?.field, path).to.equal('query.asKnownAt');
      expect(error?.message, path).to.match(reason);
    }
    const lastYear = await send({
      method: 'POST',
      path: '/referential/v1/calendars',
      body: {
        code: `EDGE-${randomUUID().slice(0, 8)}`,
        name: 'The last year',
        validFrom: '9999-01-01',
        validTo: '9999-12-31',
        daysOfWeek: ['FRI'],
      },
    });
    expect(lastYear.status, lastYear.text).to.equal(201);
    const days = await client.get(
      `/referential/v1/calendars/${lastYear.body.id}/service-days?from=9999-12-01&to=9999-12-31`,
    );
    expect(days.status, days.text).to.equal(200);
  });

  it('answers HEAD as GET without a body, OPTIONS with 204 (Accept-Patch beside a PATCH), and any other method a path does not take with 405, Allow naming exactly its methods', async () => {
    const methodsByPath = new Map<string, string[]>();
    for (const operation of platformOperations(platform))
      methodsByPath.set(operation.path, [
        ...(methodsByPath.get(operation.path) ?? []),
        operation.method.toUpperCase(),
      ]);
    const order = ['GET', 'PUT', 'POST', 'DELETE', 'PATCH'];
    const allowOf = (taken: string[]) =>
      [...order.filter((m) => taken.includes(m)), ...(taken.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].join(
        ', ',
      );
    // One path of each service (its first segment) for each `Allow`.
    const sampled = new Map<string, [string, string[]]>();
    for (const [path, taken] of methodsByPath) {
      const key = `${path.split('/')[1]} ${allowOf(taken)}`;
      if (!sampled.has(key)) sampled.set(key, [path, taken]);
    }
    expect([...sampled.keys()].map((key) => key.split(' ')[0])).to.include.members([
      'referential',
      'rules',
      'siv',
    ]);
    const wrong: string[] = [];
    for (const [path, taken] of sampled.values()) {
      const allow = allowOf(taken);
      const url = platform.gateway.url + path.replace(/\{[^}]+\}/g, () => randomUUID());
      let getStatus: number | undefined;
      for (const method of [...order, 'HEAD', 'OPTIONS']) {
        const response = await fetch(url, { method, headers: { authorization: `Bearer ${token}` } });
        const bytes = (await response.arrayBuffer()).byteLength;
        const seen = `${method} ${path}: ${response.status}, Allow ${response.headers.get('allow')} (takes ${allow})`;
        if (method === 'GET' && taken.includes('GET')) getStatus = response.status;
        if (taken.includes(method)) {
          if (response.status === 405) wrong.push(`${method} ${path}: 405 for a method it takes`);
        } else if (method === 'HEAD' && taken.includes('GET')) {
          if (response.status !== getStatus || bytes !== 0)
            wrong.push(`${seen}, ${bytes} bytes (GET: ${getStatus})`);
        } else if (method === 'OPTIONS') {
          // A path taking PATCH names its media type (RFC 5789 §3.1); every PATCH takes JSON.
          const acceptPatch = taken.includes('PATCH') ? 'application/json' : null;
          if (
            response.status !== 204 ||
            response.headers.get('allow') !== allow ||
            response.headers.get('accept-patch') !== acceptPatch
          )
            wrong.push(`${seen}, Accept-Patch ${response.headers.get('accept-patch')}`);
        } else if (response.status !== 405 || response.headers.get('allow') !== allow) {
          wrong.push(seen);
        }
      }
    }
    expect(wrong).to.deep.equal([]);
  });
});
