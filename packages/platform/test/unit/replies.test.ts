/**
 * A JSON answer is written by the platform itself when nothing watches it (`sendReply`
 * without response validation, as a service runs), not through express's `res.json` (ADR
 * 0132): what a client receives must be what express wrote, byte for byte, header for header.
 * Each reply below is answered both ways by one app, and the two answers compared.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import express from 'express';
import { sendReply, type Reply } from '../../src/http/replies.ts';
import { localInstant, today } from '../../src/testing/dates.ts';

const ETAG = '"7"';
/** Replies a handler gives, by name. */
const replies: Record<string, Reply> = {
  body: {
    status: 200,
    body: { id: 'b1', code: 'Quai é 𝄞', tags: ['a', 'b'], n: 1.5 },
    headers: { ETag: ETAG },
  },
  text: {
    status: 200,
    jsonText: '{"id":"b1","code":"Quai é"}',
    headers: {
      ETag: ETAG,
      'Cache-Control': 'private, max-age=5',
      'Known-At': localInstant(today(), '08:00'),
    },
  },
  bytes: { status: 200, jsonText: Buffer.from('{"data":[],"total":0}') },
  created: { status: 201, body: { id: 'b2' }, headers: { Location: '/bays/b2' } },
  typed: {
    status: 200,
    body: { type: 'FeatureCollection' },
    headers: { 'content-type': 'application/geo+json' },
  },
  accepted: { status: 202, body: { job: 'j1' } },
  empty: { status: 204 },
};

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

describe('a JSON answer written by the platform', function () {
  let server: http.Server;
  let port: number;

  before(async () => {
    const app = express();
    app.disable('x-powered-by');
    app.set('etag', false);
    // `watched`: through express's `res.json`, as when the contract validator watches answers.
    app.get('/:way/:name', (req, res) => {
      sendReply(res, replies[req.params.name as string] as Reply, req.params.way === 'watched');
    });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const ask = (target: string, method = 'GET', headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const request = http.request({ port, host: '127.0.0.1', path: target, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const { date: _date, ...rest } = response.headers;
          resolve({
            status: response.statusCode ?? 0,
            headers: rest,
            body: Buffer.concat(chunks).toString(),
          });
        });
      });
      request.on('error', reject);
      request.end();
    });

  const both = async (name: string, method = 'GET', headers: Record<string, string> = {}) => {
    const written = await ask(`/written/${name}`, method, headers);
    const watched = await ask(`/watched/${name}`, method, headers);
    expect(written, `${method} ${name}`).to.deep.equal(watched);
    return written;
  };

  for (const name of Object.keys(replies)) {
    it(`answers "${name}" as express does, for a GET and a HEAD`, async () => {
      await both(name);
      await both(name, 'HEAD');
    });
  }

  it('says the media type with its charset and counts the bytes, not the characters', async () => {
    const answer = await both('body');
    expect(answer.headers['content-type']).to.equal('application/json; charset=utf-8');
    expect(Number(answer.headers['content-length'])).to.equal(Buffer.byteLength(answer.body));
    expect(answer.body.length).to.be.below(Buffer.byteLength(answer.body));
    expect(JSON.parse(answer.body)).to.deep.equal(replies.body?.body);
    expect(answer.headers.etag).to.equal(ETAG);
  });

  it("answers a HEAD with the GET's headers and no body", async () => {
    const head = await both('text', 'HEAD');
    const get = await both('text');
    expect(head.body).to.equal('');
    expect(head.headers).to.deep.equal(get.headers);
  });

  it('answers 304 without a body when the caller holds the ETag, 200 when it holds another', async () => {
    const fresh = await both('text', 'GET', { 'if-none-match': ETAG });
    expect(fresh.status).to.equal(304);
    expect(fresh.body).to.equal('');
    const stale = await both('text', 'GET', { 'if-none-match': '"6"' });
    expect(stale.status).to.equal(200);
    expect(stale.body).to.equal(replies.text?.jsonText);
  });
});
