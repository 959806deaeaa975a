/**
 * A file body's chunks checked as one text without joining them (ADR 0160): whether they are
 * UTF-8 and the line of their first NUL, as `isUtf8` and `indexOf(0)` say of their
 * concatenation. A reading thread (`csv-thread.ts`) holds a body as the chunks its socket
 * delivered; joining them copied the whole body once more, into memory as large, at its end.
 */
import { isUtf8 } from 'node:buffer';

/** How many bytes the UTF-8 character that `lead` starts takes (1 for a byte no character starts with more). */
function sequenceLength(lead: number): number {
  if (lead >= 0xc0 && lead < 0xe0) return 2;
  if (lead >= 0xe0 && lead < 0xf0) return 3;
  if (lead >= 0xf0 && lead < 0xf8) return 4;
  return 1;
}

/** Where the character cut by the end of `bytes` starts (`bytes.length` when none is cut). */
function cutCharacterAt(bytes: Buffer): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back += 1) {
    const byte = bytes[bytes.length - back] as number;
    if ((byte & 0xc0) === 0x80) continue;
    return back < sequenceLength(byte) ? bytes.length - back : bytes.length;
  }
  return bytes.length;
}

/** Whether `chunks` are UTF-8 as one text: each checked up to a character it cuts, that one checked whole. */
function utf8Across(chunks: readonly Buffer[]): boolean {
  /** The first bytes of a character the previous chunks cut. */
  let cut: Buffer | undefined;
  for (const chunk of chunks) {
    let bytes = chunk;
    if (cut) {
      const missing = sequenceLength(cut[0] as number) - cut.length;
      if (bytes.length < missing) {
        cut = Buffer.concat([cut, bytes]);
        continue;
      }
      if (!isUtf8(Buffer.concat([cut, bytes.subarray(0, missing)]))) return false;
      bytes = bytes.subarray(missing);
      cut = undefined;
    }
    const end = cutCharacterAt(bytes);
    if (!isUtf8(bytes.subarray(0, end))) return false;
    if (end < bytes.length) cut = bytes.subarray(end);
  }
  return cut === undefined;
}

/** The line (1-based) of the first NUL of `chunks` as one text, if any: lines counted only once one is found. */
function firstNulLine(chunks: readonly Buffer[]): number | undefined {
  const at = chunks.findIndex((chunk) => chunk.indexOf(0) !== -1);
  if (at === -1) return undefined;
  let line = 1;
  for (const [i, chunk] of chunks.slice(0, at + 1).entries()) {
    const end = i === at ? chunk.indexOf(0) : chunk.length;
    for (let lf = chunk.indexOf(10); lf !== -1 && lf < end; lf = chunk.indexOf(10, lf + 1)) line += 1;
  }
  return line;
}

/**
 * Whether `chunks`, as one text, are UTF-8, and the line of their first NUL (looked for only in
 * UTF-8): what `isUtf8` and `indexOf(0)` answer of `Buffer.concat(chunks)`, with no copy.
 */
export function checkTextChunks(chunks: readonly Buffer[]): { utf8: boolean; nulLine?: number } {
  const utf8 = utf8Across(chunks);
  const nulLine = utf8 ? firstNulLine(chunks) : undefined;
  return nulLine === undefined ? { utf8 } : { utf8, nulLine };
}
