/**
 * A file body held as the chunks its socket delivered is checked without joining them (ADR
 * 0160): UTF-8 or not, and the line of its first NUL, exactly as of the joined bytes, wherever the
 * chunks cut a character. No database.
 */
import { isUtf8 } from 'node:buffer';
import { expect } from 'chai';
import { checkTextChunks } from '../../src/text-chunks.ts';

/** What a body's check answered of its bytes joined (before ADR 0160). */
function ofWhole(bytes: Buffer): { utf8: boolean; nulLine?: number } {
  const utf8 = isUtf8(bytes);
  const nul = utf8 ? bytes.indexOf(0) : -1;
  if (nul === -1) return { utf8 };
  return { utf8, nulLine: bytes.subarray(0, nul).toString('latin1').split('\n').length };
}

/** Every way of cutting `bytes` in three chunks (empty ones included), and in chunks of one byte. */
function* cuts(bytes: Buffer): Generator<Buffer[]> {
  for (let i = 0; i <= bytes.length; i += 1)
    for (let j = i; j <= bytes.length; j += 1)
      yield [bytes.subarray(0, i), bytes.subarray(i, j), bytes.subarray(j)];
  yield [...bytes].map((byte) => Buffer.from([byte]));
}

const TEXTS: Record<string, Buffer> = {
  'two-, three- and four-byte characters': Buffer.from('reg,é\nAB-1-CD,€ 𝄞,ü\n'),
  'a NUL on the third line, after a four-byte character': Buffer.from('a,b\n𝄞,1\nx,\u0000y\n'),
  'a NUL on the first line': Buffer.from('\u0000,é\n'),
  'a character cut at the end': Buffer.concat([Buffer.from('a,€\nb,'), Buffer.from('€').subarray(0, 2)]),
  'a lone continuation byte': Buffer.concat([Buffer.from('a,é\n'), Buffer.from([0x80]), Buffer.from(',b\n')]),
  'an overlong slash': Buffer.concat([Buffer.from('a,'), Buffer.from([0xc0, 0xaf]), Buffer.from('\n')]),
  'a surrogate': Buffer.concat([Buffer.from('é,'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('\n')]),
  'a lead byte followed by ASCII': Buffer.concat([
    Buffer.from('a,'),
    Buffer.from([0xe2, 0x41, 0x42]),
    Buffer.from('\n'),
  ]),
  'a byte no character starts with': Buffer.concat([Buffer.from('ab'), Buffer.from([0xf8, 0x88, 0x80])]),
  'a NUL in a text that is not UTF-8': Buffer.concat([Buffer.from('a\n\u0000\n'), Buffer.from([0xff])]),
};

describe('a body checked as the chunks it came in', () => {
  for (const [name, bytes] of Object.entries(TEXTS))
    it(`answers what its joined bytes answer, wherever the chunks cut it: ${name}`, () => {
      const expected = ofWhole(bytes);
      for (const chunks of cuts(bytes)) {
        const answer = checkTextChunks(chunks);
        // Compared as text first: chai's deep comparison of each of the cuts takes longer.
        if (JSON.stringify(answer) !== JSON.stringify(expected))
          expect(
            answer,
            `cut into chunks of ${chunks.map((chunk) => chunk.length).join(', ')} bytes`,
          ).to.deep.equal(expected);
      }
    });

  it('says which of those are UTF-8 and where their NUL is', () => {
    expect(
      Object.fromEntries(Object.entries(TEXTS).map(([name, bytes]) => [name, ofWhole(bytes)])),
    ).to.deep.equal({
      'two-, three- and four-byte characters': { utf8: true },
      'a NUL on the third line, after a four-byte character': { utf8: true, nulLine: 3 },
      'a NUL on the first line': { utf8: true, nulLine: 1 },
      'a character cut at the end': { utf8: false },
      'a lone continuation byte': { utf8: false },
      'an overlong slash': { utf8: false },
      'a surrogate': { utf8: false },
      'a lead byte followed by ASCII': { utf8: false },
      'a byte no character starts with': { utf8: false },
      'a NUL in a text that is not UTF-8': { utf8: false },
    });
  });
});
