/**
 * Input a careless or hostile client sends: text no column can store, bodies where none is
 * taken, query values as forms encode them, methods a path does not take. Each is answered as
 * the contract says (a problem naming the field), never a 500, and nothing is written.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { expect } from 'chai';
import { expectFieldError, expectProblem, today, type TestService } from '@transport/platform/testing';
import { AREA_READ, AREA_WRITE, BAY_READ, createArea, startReferential, uniqueCode } from './fixtures.ts';

/** A raw HTTP exchange, for what fetch will not send (a GET with a body, bytes that are not UTF-8). */
function rawRequest(
  url: string,
  options: { method: string; path: string; headers: Record<string, string>; body?: Buffer },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: any }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${url}${options.path}`, {
      method: options.method,
      headers: options.headers,
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: text ? JSON.parse(text) : undefined,
        });
      });
    });
    // The service may close the connection before the whole body is sent: that is the point.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    request.end(options.body);
  });
}

describe('hostile input', () => {
  let service: TestService;

  before(async () => {
    service = await startReferential();
  });
  after(async () => {
    await service?.close();
  });

  const countAreas = async (search: string) =>
    (
      await service
        .as([AREA_READ])
        .get(`/referential/v1/station-areas?search=${encodeURIComponent(search)}&size=0`)
    ).body.total as number;

  describe('text no column can store', () => {
    it('refuses a NUL character in a body field with 400 naming it, and writes nothing', async () => {
      const code = uniqueCode('NUL');
      const response = await service
        .as([AREA_WRITE])
        .post('/referential/v1/station-areas', { code, name: `Gare\u0000 ${code}` });
      const problem = expectFieldError(response, 'body.name');
      expect(problem.errors?.find((e) => e.field === 'body.name')?.message).to.match(/NUL/);
      expect(await countAreas(code)).to.equal(0);
    });

    it('refuses a NUL character in the search term (query.search), encoded or not', async () => {
      const reader = service.as([AREA_READ]);
      expectFieldError(await reader.get('/referential/v1/station-areas?search=a%00b'), 'query.search');
    });

    it('refuses a lone surrogate instead of storing a replacement character', async () => {
      const code = uniqueCode('SUR');
      const response = await service.as([AREA_WRITE]).request('POST', '/referential/v1/station-areas', {
        raw: `{"code":"${code}","name":"Gare \\ud800"}`,
      });
      expectFieldError(response, 'body.name');
      expect(await countAreas(code)).to.equal(0);
    });

    it('refuses a body whose bytes are not UTF-8 (400 on body), instead of storing U+FFFD', async () => {
      const code = uniqueCode('UTF');
      const body = Buffer.concat([
        Buffer.from(`{"code":"${code}","name":"Gare `),
        Buffer.from([0xff, 0xfe]),
        Buffer.from('"}'),
      ]);
      const response = await rawRequest(service.url, {
        method: 'POST',
        path: '/referential/v1/station-areas',
        headers: {
          authorization: `Bearer ${service.token([AREA_WRITE])}`,
          'content-type': 'application/json',
          'content-length': String(body.length),
        },
        body,
      });
      expect(response.status).to.equal(400);
      expect(response.body.code).to.equal('malformed-body');
      expect(response.body.errors).to.deep.equal([{ field: 'body', message: 'is not valid UTF-8' }]);
      expect(await countAreas(code)).to.equal(0);
    });

    it('refuses a body that is a bare JSON value (null, a string, a number) as no object, not as invalid JSON', async () => {
      for (const raw of ['null', '"PERRACHE"', '3']) {
        const response = await service
          .as([AREA_WRITE])
          .request('POST', '/referential/v1/station-areas', { raw, contentType: 'application/json' });
        expect(response.status, raw).to.equal(400);
        expect(response.body.code).to.equal('malformed-body');
        expect(response.body.errors).to.deep.equal([
          { field: 'body', message: 'must be a JSON object, not a bare value' },
        ]);
      }
      const broken = await service.as([AREA_WRITE]).request('POST', '/referential/v1/station-areas', {
        raw: '{"code":',
        contentType: 'application/json',
      });
      expect(broken.body.errors).to.deep.equal([{ field: 'body', message: 'is not valid JSON' }]);
    });

    it('refuses a query value whose escapes are not UTF-8, naming it', async () => {
      expectFieldError(
        await service.as([AREA_READ]).get('/referential/v1/station-areas?search=%FF'),
        'query.search',
      );
    });

    it('refuses a NUL character in a CSV cell with the line it stands on, and imports nothing', async () => {
      const response = await service
        .as(['referential.vehicle-permits:write'])
        .request('POST', '/referential/v1/vehicle-permits/imports', {
          raw: 'registration,kind,number,validFrom,validUntil\nAB-123-CD,COMMUNITY,N\u00001,2026-01-01,2027-01-01\n',
          contentType: 'text/csv',
        });
      const problem = expectFieldError(response, 'body');
      expect(problem.errors?.[0]?.message).to.contain('line 2');
    });
  });

  describe('bodies', () => {
    it('refuses a body sent to an operation that takes none, before reading it, and closes', async () => {
      // 8 MB announced on a read: refused from the headers, without the service holding it.
      const body = Buffer.alloc(8 * 1024 * 1024, 0x61);
      const response = await rawRequest(service.url, {
        method: 'GET',
        path: '/referential/v1/bays',
        headers: {
          authorization: `Bearer ${service.token([BAY_READ])}`,
          'content-type': 'text/plain',
          'content-length': String(body.length),
        },
        body,
      });
      expect(response.status).to.equal(400);
      expect(response.body.errors).to.deep.equal([
        { field: 'body', message: 'is not taken by this operation' },
      ]);
      expect(response.headers.connection).to.equal('close');
    });

    it('answers 415 for a CSV sent to an operation that takes JSON, naming the media type it takes', async () => {
      const response = await service.as([AREA_WRITE]).request('POST', '/referential/v1/station-areas', {
        raw: 'code,name\nA,B\n',
        contentType: 'text/csv',
      });
      expectProblem(response, 415, 'unsupported-media-type');
      expect(response.body.detail).to.equal(
        'createStationArea takes a body of application/json, not text/csv.',
      );
      expect(response.body.errors).to.deep.equal([
        { field: 'headers.content-type', message: 'must be application/json' },
      ]);
      // A correction (PATCH) says it in Accept-Patch too (RFC 5789).
      const correction = await service
        .as([AREA_WRITE])
        .request('PATCH', `/referential/v1/station-areas/${randomUUID()}`, {
          raw: 'name=B',
          contentType: 'application/x-www-form-urlencoded',
        });
      expectProblem(correction, 415, 'unsupported-media-type');
      expect(correction.headers.get('accept-patch')).to.equal('application/json');
    });

    it('refuses a request without the body its operation requires with a 400 naming body, not a 415', async () => {
      const response = await service.as([AREA_WRITE]).request('POST', '/referential/v1/station-areas');
      expectProblem(response, 400, 'invalid-request');
      expect(response.body.errors).to.deep.equal([
        { field: 'body', message: 'is required (application/json)' },
      ]);
    });

    it('refuses a JSON body over the JSON limit with 413, though the CSV import takes far more', async () => {
      const response = await service.as([AREA_WRITE]).post('/referential/v1/station-areas', {
        code: uniqueCode('BIG'),
        name: 'x'.repeat(2 * 1024 * 1024),
      });
      expectProblem(response, 413, 'body-too-large');
    });
  });

  describe('query encodings', () => {
    it('reads `+` as a space, as forms and URLSearchParams write it', async () => {
      const writer = service.as([AREA_WRITE]);
      const code = uniqueCode('PLUS');
      await createArea(writer, code, `Gare ${code} Nord`);
      const query = new URLSearchParams({ search: `${code} Nord` }).toString();
      expect(query).to.contain('+');
      const response = await service.as([AREA_READ]).get(`/referential/v1/station-areas?${query}`);
      expect(response.status, response.text).to.equal(200);
      expect(response.body.data.map((a: { code: string }) => a.code)).to.deep.equal([code]);
    });

    it('refuses a query parameter given empty, unknown, or a day no calendar has, naming it in words', async () => {
      const refusals = {
        'sort=': 'must not be empty: give a value, or leave the parameter out',
        'colour=red': 'is not a parameter of this operation',
        [`at=${today().slice(0, 4)}-02-30`]: 'must be a date YYYY-MM-DD from 0001-01-01 to 9999-12-31',
      };
      for (const [query, message] of Object.entries(refusals)) {
        const response = await service.as([AREA_READ]).get(`/referential/v1/station-areas?${query}`);
        expectProblem(response, 400, 'invalid-request');
        const field = `query.${query.split('=')[0]}`;
        expect(response.body.errors, query).to.deep.equal([{ field, message }]);
        expect(response.body.detail, query).to.equal(
          `The request does not match the contract: ${field} ${message}.`,
        );
      }
    });

    it("takes ' ( ) * ! unencoded in a query value", async () => {
      const response = await service.as([AREA_READ]).get("/referential/v1/station-areas?search=l'a(b)*c!");
      expect(response.status, response.text).to.equal(200);
      expect(response.body.total).to.equal(0);
    });
  });

  it('answers 405 with Allow naming the methods the path takes', async () => {
    const response = await service.as([AREA_READ]).delete('/referential/v1/station-areas');
    expectProblem(response, 405, 'method-not-allowed');
    expect(response.headers.get('allow')).to.equal('GET, POST, HEAD, OPTIONS');
  });
});
