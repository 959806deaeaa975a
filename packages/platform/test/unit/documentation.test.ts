/**
 * The contract a service (and the gateway) serves at `/v3/api-docs`, and the large files of its
 * Swagger UI page, as a client fetches them: gzipped when the client takes gzip, as they are
 * otherwise, and not sent again to a client whose copy is current (`If-None-Match`), while a
 * client holding another release's copy gets the new one.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { expect } from 'chai';
import express from 'express';
import { mountDocumentation } from '../../src/http/routing.ts';

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A contract of many operations, of the size the platform's are. */
function contract(version: string): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  for (let i = 0; i < 300; i += 1)
    paths[`/v1/records-${i}/{id}`] = {
      get: { operationId: `getRecord${i}`, summary: `Reads a record of family ${i} by its id` },
    };
  return { openapi: '3.1.0', info: { title: 'Records', version }, paths };
}

describe("the contract's document at /v3/api-docs", () => {
  let servers: http.Server[] = [];

  /** An app serving `document`'s documentation; answers its URL. */
  async function serving(document: Record<string, unknown>): Promise<string> {
    const app = express();
    mountDocumentation(app, document, 'Records');
    const server = http.createServer(app);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3/api-docs`;
  }

  /** GET `url` with these headers, the body as it came (no decoding). */
  function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
    return new Promise((resolve, reject) => {
      http
        .get(url, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    });
  }

  afterEach(async () => {
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
    servers = [];
  });

  it('sends it gzipped to a client taking gzip, and as it is to one that does not say', async () => {
    const document = contract('1.0.0');
    const url = await serving(document);
    const plain = await get(url);
    const zipped = await get(url, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect([
      plain.status,
      plain.headers['content-encoding'],
      JSON.parse(plain.body.toString()),
    ]).to.deep.equal([200, undefined, document]);
    expect([zipped.status, zipped.headers['content-encoding'], zipped.headers.vary]).to.deep.equal([
      200,
      'gzip',
      'Accept-Encoding',
    ]);
    expect(JSON.parse(gunzipSync(zipped.body).toString())).to.deep.equal(document);
    expect(zipped.body.length, 'gzipped bytes against plain').to.be.below(plain.body.length / 5);
    expect(zipped.headers['content-type']).to.equal('application/json; charset=utf-8');
  });

  it('answers 304 to a client whose copy is current, and the new contract to one holding an older one', async () => {
    const current = await serving(contract('2.0.0'));
    const first = await get(current, { 'Accept-Encoding': 'gzip' });
    const tag = first.headers.etag as string;
    expect(first.headers['cache-control']).to.equal('no-cache');
    const again = await get(current, { 'Accept-Encoding': 'gzip', 'If-None-Match': tag });
    expect([again.status, again.body.length, again.headers.etag]).to.deep.equal([304, 0, tag]);
    // The same client after a release changed the contract: its tag names the old one.
    const released = await serving(contract('2.1.0'));
    const fresh = await get(released, { 'If-None-Match': tag });
    expect(fresh.status).to.equal(200);
    expect(fresh.headers.etag).to.not.equal(tag);
    expect((JSON.parse(fresh.body.toString()) as { info: { version: string } }).info.version).to.equal(
      '2.1.0',
    );
  });

  it("sends the page's scripts and style sheet gzipped to a browser taking gzip, each coding with its own tag", async () => {
    const page = (await serving(contract('1.0.0'))).replace('/v3/api-docs', '/swagger-ui');
    for (const [file, type] of [
      ['swagger-ui-bundle.js', 'text/javascript; charset=utf-8'],
      ['swagger-ui-standalone-preset.js', 'text/javascript; charset=utf-8'],
      ['swagger-ui.css', 'text/css; charset=utf-8'],
    ] as const) {
      const plain = await get(`${page}/${file}`);
      const zipped = await get(`${page}/${file}`, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(
        [plain.status, plain.headers['content-type'], plain.headers['content-encoding']],
        file,
      ).to.deep.equal([200, type, undefined]);
      expect(
        [zipped.status, zipped.headers['content-type'], zipped.headers['content-encoding']],
        file,
      ).to.deep.equal([200, type, 'gzip']);
      expect(gunzipSync(zipped.body).equals(plain.body), `${file} gunzipped is the file`).to.equal(true);
      expect(zipped.body.length, `${file}: gzipped bytes against plain`).to.be.below(plain.body.length / 3);
      const zippedTag = zipped.headers.etag as string;
      expect(zippedTag, file).to.not.equal(plain.headers.etag);
      const again = await get(`${page}/${file}`, { 'Accept-Encoding': 'gzip', 'If-None-Match': zippedTag });
      expect([again.status, again.body.length], file).to.deep.equal([304, 0]);
      // A copy of the other coding is not the one this client takes: sent again.
      const other = await get(`${page}/${file}`, { 'If-None-Match': zippedTag });
      expect([other.status, other.body.equals(plain.body)], file).to.deep.equal([200, true]);
    }
  });
});
