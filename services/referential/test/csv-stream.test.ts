/**
 * The CSV reader over a file read in chunks (`parseCsvStream` over the platform's
 * `boundedCsvText`) reads what the reader reads from the whole text: the same records on the
 * same lines, the same complaints, wherever the chunks are cut (inside a quoted field, between
 * the CR and the LF of a line end, inside a multi-byte character). No database.
 */
import { expect } from 'chai';
import { createImportGate, importLimitsEnvSchema, type Database } from '@transport/platform';
import { parseCsv, parseCsvStream } from '../src/csv-parser.ts';

/** A small deterministic generator (mulberry32), so that a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PARTS = ['a', 'bc', ',', ',', '"', '""', '\n', '\r\n', 'é', '€', ' '];

async function streamed(bytes: Buffer, next: () => number) {
  const gate = createImportGate(undefined as unknown as Database, importLimitsEnvSchema.parse({}));
  return gate.run({ bodyBytes: bytes.length }, async (run) => {
    async function* chunks() {
      for (let at = 0; at < bytes.length;) {
        const size = 1 + Math.floor(next() * 7);
        yield bytes.subarray(at, at + size);
        at += size;
      }
    }
    const records: { line: number; fields: string[] }[] = [];
    const problems: { line: number; reason: string }[] = [];
    for await (const piece of parseCsvStream(chunks(), 'file.csv', run)) {
      records.push(...piece.records);
      problems.push(...piece.problems);
    }
    return { records, problems };
  });
}

describe('CSV read in chunks', () => {
  it('reads 2,000 random texts as the reader reads them whole, wherever the chunks are cut', async () => {
    const next = random(20261128);
    for (let round = 0; round < 2000; round += 1) {
      const parts = Array.from(
        { length: Math.floor(next() * 40) },
        () => PARTS[Math.floor(next() * PARTS.length)],
      );
      const text = (next() < 0.2 ? '\uFEFF' : '') + parts.join('');
      const whole = parseCsv(text);
      const read = await streamed(Buffer.from(text), next);
      expect(read, JSON.stringify(text)).to.deep.equal({ records: whole.records, problems: whole.problems });
    }
  });
});
