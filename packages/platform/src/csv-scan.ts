/**
 * The CSV reader of imports (RFC 4180: comma separated, fields optionally quoted with `"`, `""`
 * for a quote inside quotes, quoted fields may span lines, CRLF or LF line ends, a leading byte
 * order mark ignored), in two halves so that the costly one can run off the event loop:
 * `scanCsv` walks the text character by character and answers where each field lies (offsets
 * into the text, in an `Int32Array` a worker thread hands over without copying); `recordsOf`
 * cuts the fields out of the text. This module imports nothing: the import reading thread
 * (`csv-thread.ts`) loads only it.
 */

/** A record as read: the 1-based line of the file where it starts, and its fields. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export interface CsvProblem {
  line: number;
  reason: string;
}

/**
 * Where the fields of a text's records lie. `bounds` holds, per record kept, its line, its
 * field count, then a `[start, end)` pair of offsets into the text per field; a field with a
 * `""` inside (not a plain slice of the text) has `start` `-1 - k` and is `escaped[k]`.
 */
export interface CsvScan {
  bounds: Int32Array;
  escaped: string[];
  problems: CsvProblem[];
}

export function scanCsv(text: string): CsvScan {
  // At most one field per character plus one per line: two offsets each, and two per record. A
  // file's rows take about one offset per 4 characters (ADR 0160: a 50-character row of 5 fields,
  // 12): begun there, the offsets are rarely copied to a larger array, each copy garbage.
  let bounds = new Int32Array(Math.min(4 * text.length + 8, (text.length >> 2) + 1024));
  let size = 0;
  const put = (value: number) => {
    if (size === bounds.length) {
      const larger = new Int32Array(bounds.length * 2);
      larger.set(bounds);
      bounds = larger;
    }
    bounds[size] = value;
    size += 1;
  };
  const escaped: string[] = [];
  const problems: CsvProblem[] = [];
  const length = text.length;
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;

  while (index < length) {
    const startLine = line;
    const recordAt = size;
    const escapedAt = escaped.length;
    put(startLine);
    put(0);
    let count = 0;
    /** The first field's bounds, to tell an empty line (one empty field) from a record. */
    let firstEmpty = false;
    let broken = false;
    for (;;) {
      let start: number;
      let end: number;
      if (text.charCodeAt(index) === 34 /* " */) {
        index += 1;
        let chunkStart = index;
        let parts: string | undefined;
        start = index;
        for (;;) {
          const quote = text.indexOf('"', index);
          if (quote === -1) {
            problems.push({ line: startLine, reason: 'a quoted field is never closed' });
            index = length;
            broken = true;
            break;
          }
          const chunk = text.slice(chunkStart, quote);
          for (let i = chunk.indexOf('\n'); i !== -1; i = chunk.indexOf('\n', i + 1)) line += 1;
          if (text.charCodeAt(quote + 1) === 34) {
            parts = (parts ?? '') + chunk + '"';
            index = quote + 2;
            chunkStart = index;
            continue;
          }
          if (parts !== undefined) parts += chunk;
          index = quote + 1;
          break;
        }
        end = index - 1;
        if (parts !== undefined) {
          escaped.push(parts);
          start = -escaped.length;
          end = 0;
        }
        const next = text.charCodeAt(index);
        if (index < length && next !== 44 && next !== 10 && next !== 13) {
          // One complaint per record; the rest of the line is skipped even after another.
          if (!broken) problems.push({ line: startLine, reason: 'characters follow a closing quote' });
          broken = true;
          // Skip to the end of this line to resynchronise.
          const lineEnd = text.indexOf('\n', index);
          index = lineEnd === -1 ? length : lineEnd;
        }
      } else {
        let stop = index;
        let quoted = false;
        while (stop < length) {
          const c = text.charCodeAt(stop);
          if (c === 44 || c === 10 || c === 13) break;
          if (c === 34) quoted = true;
          stop += 1;
        }
        if (quoted) {
          problems.push({ line: startLine, reason: 'a quote appears inside an unquoted field' });
          broken = true;
        }
        start = index;
        end = stop;
        index = stop;
      }
      if (count === 0) firstEmpty = start === end;
      count += 1;
      put(start);
      put(end);
      if (index >= length) break;
      const c = text.charCodeAt(index);
      if (c === 44) {
        index += 1;
        continue;
      }
      if (c === 13 && text.charCodeAt(index + 1) === 10) index += 2;
      else index += 1;
      line += 1;
      break;
    }
    if (broken || (count === 1 && firstEmpty)) {
      size = recordAt;
      escaped.length = escapedAt;
    } else bounds[recordAt + 1] = count;
  }
  // A view, not a copy: the thread hands the whole array over without copying it.
  return { bounds: bounds.subarray(0, size), escaped, problems };
}

/** The records of `text` whose fields `scan` found (`scanCsv`), lines counted from `firstLine`. */
export function recordsOf(text: string, scan: CsvScan, firstLine = 1): CsvRecord[] {
  const { bounds, escaped } = scan;
  const records: CsvRecord[] = [];
  const offset = firstLine - 1;
  for (let at = 0; at < bounds.length;) {
    const line = (bounds[at] as number) + offset;
    const count = bounds[at + 1] as number;
    at += 2;
    const fields = new Array<string>(count);
    for (let field = 0; field < count; field += 1, at += 2) {
      const start = bounds[at] as number;
      fields[field] = start < 0 ? (escaped[-1 - start] as string) : text.slice(start, bounds[at + 1]);
    }
    records.push({ line, fields });
  }
  return records;
}

/**
 * A piece of a file as read: the records of `text` whose fields `scan` found and the problems of
 * its text, lines counted from the piece's first line of the file (`firstLine`); a piece whose
 * bytes were not UTF-8 from `invalidLine` on says so.
 */
export function pieceOf(
  text: string,
  scan: CsvScan,
  piece: { firstLine: number; invalidLine?: number | undefined },
): { records: CsvRecord[]; problems: CsvProblem[] } {
  const records = recordsOf(text, scan, piece.firstLine);
  const problems = scan.problems.map((p) => ({ line: p.line + piece.firstLine - 1, reason: p.reason }));
  if (piece.invalidLine !== undefined)
    problems.push({ line: piece.invalidLine, reason: 'is not valid UTF-8' });
  return { records, problems };
}

/** Reads a whole text on the calling thread: its records and the complaints about it. */
export function parseCsv(text: string): { records: CsvRecord[]; problems: CsvProblem[] } {
  const scan = scanCsv(text);
  return { records: recordsOf(text, scan), problems: scan.problems };
}
