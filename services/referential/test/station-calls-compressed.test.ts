/**
 * Station calls sent compressed: a kept answer is compressed once, off the event loop, and then
 * sent gzip-compressed to every client whose `Accept-Encoding` takes gzip (browsers, fetch, siv),
 * the same document as the one sent as it is to a client that names no encoding or refuses gzip.
 * 3.8 MB of calls written to a socket leave in tens of turns of both ends' event loops; a tenth of
 * the bytes in a few (ADR 0163).
 */
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { expect } from 'chai';
import { daysFromToday, type ApiClient, type TestService } from '@transport/platform/testing';
import { startReferential } from './fixtures.ts';
import {
  NETWORK_PERMISSIONS,
  createLineWithItinerary,
  createStation,
  publishedTrip,
} from './network-fixtures.ts';

const DATE = daysFromToday(1);

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they came over the connection, not decoded. */
  bytes: Buffer;
}

/** A GET whose answer's bytes are kept as sent (fetch would decode them). */
function rawGet(client: ApiClient, path: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sent = request(
      new URL(client.baseUrl + path),
      { headers: { ...headers, authorization: `Bearer ${client.token}` } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            bytes: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

describe('station calls sent compressed to a client that takes gzip', () => {
  let service: TestService;
  let staff: ApiClient;
  let path: string;

  before(async function () {
    this.timeout(60_000);
    service = await startReferential();
    staff = service.as(NETWORK_PERMISSIONS);
    const line = await createLineWithItinerary(staff, [
      await createStation(staff),
      await createStation(staff),
    ]);
    for (let hour = 5; hour < 23; hour += 1) {
      const at = String(hour).padStart(2, '0');
      await publishedTrip(staff, line, `${at}:10`, `${at}:40`);
      await publishedTrip(staff, line, `${at}:45`, `${at}:59`);
    }
    path = `/referential/v1/schedules/station-calls?stationId=${line.stations[0]}&serviceDate=${DATE}`;
  });
  after(() => service?.close());

  /**
   * The answer to a client taking gzip once the kept answer is compressed: the first reads are
   * sent as they are while the thread pool compresses it.
   */
  async function gzippedAnswer(headers: Record<string, string> = {}): Promise<RawAnswer> {
    let answer = await rawGet(staff, path, { 'accept-encoding': 'gzip, deflate', ...headers });
    for (let attempt = 0; attempt < 200 && answer.headers['content-encoding'] !== 'gzip'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      answer = await rawGet(staff, path, { 'accept-encoding': 'gzip, deflate', ...headers });
    }
    return answer;
  }

  it('sends the kept calls gzip-compressed, the same document and ETag as sent plain, in a fraction of the bytes', async () => {
    const plain = await rawGet(staff, path, {});
    expect(plain.status, plain.bytes.toString()).to.equal(200);
    expect(plain.headers['content-encoding'], 'no encoding asked').to.equal(undefined);
    expect(plain.headers.vary).to.equal('Accept-Encoding');
    const calls = JSON.parse(plain.bytes.toString()) as { total: number };
    expect(calls.total).to.equal(36);

    const gzipped = await gzippedAnswer();
    expect(gzipped.status).to.equal(200);
    expect(gzipped.headers['content-encoding'], 'sent compressed once compressed').to.equal('gzip');
    expect(gzipped.headers.vary).to.equal('Accept-Encoding');
    expect(gzipped.headers.etag).to.equal(plain.headers.etag);
    expect(Number(gzipped.headers['content-length'])).to.equal(gzipped.bytes.length);
    expect(gunzipSync(gzipped.bytes).equals(plain.bytes), 'the same document').to.equal(true);
    expect(gzipped.bytes.length, 'compressed').to.be.below(plain.bytes.length / 5);

    // A conditional read whose tag is not current is answered in full, compressed as well.
    const stale = await gzippedAnswer({ 'if-none-match': '"0.0"' });
    expect(stale.status).to.equal(200);
    expect(stale.headers['content-encoding']).to.equal('gzip');
    expect(gunzipSync(stale.bytes).equals(plain.bytes)).to.equal(true);
  });

  it('sends the calls as they are to a client refusing gzip or taking only another encoding', async () => {
    const plain = await gzippedAnswer();
    expect(plain.headers['content-encoding']).to.equal('gzip');
    for (const accepted of ['gzip;q=0, deflate', 'br', 'identity']) {
      const answer = await rawGet(staff, path, { 'accept-encoding': accepted });
      expect(answer.status).to.equal(200);
      expect(answer.headers['content-encoding'], accepted).to.equal(undefined);
      expect(answer.bytes.equals(gunzipSync(plain.bytes)), accepted).to.equal(true);
    }
  });
});
