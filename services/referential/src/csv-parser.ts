/**
 * An RFC 4180 CSV reader: comma separated, fields optionally quoted with `"`, `""` for a quote
 * inside quotes, quoted fields may span lines, CRLF or LF line ends, a leading byte order mark
 * ignored. Each record carries the line it starts on, so errors can point at the file.
 */
import { boundedCsvText, type ImportRun } from '@transport/platform';

export interface CsvRecord {
  /** 1-based line of the file where the record starts. */
  line: number;
  fields: string[];
}

export interface CsvProblem {
  line: number;
  reason: string;
}

export function parseCsv(text: string): { records: CsvRecord[]; problems: CsvProblem[] } {
  const records: CsvRecord[] = [];
  const problems: CsvProblem[] = [];
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const length = source.length;
  let index = 0;
  let line = 1;

  while (index < length) {
    const startLine = line;
    const fields: string[] = [];
    let broken = false;
    for (;;) {
      let value: string;
      if (source.charCodeAt(index) === 34 /* " */) {
        index += 1;
        let chunkStart = index;
        let parts = '';
        for (;;) {
          const quote = source.indexOf('"', index);
          if (quote === -1) {
            problems.push({ line: startLine, reason: 'a quoted field is never closed' });
            parts += source.slice(chunkStart);
            index = length;
            broken = true;
            break;
          }
          const chunk = source.slice(chunkStart, quote);
          for (let i = chunk.indexOf('\n'); i !== -1; i = chunk.indexOf('\n', i + 1)) line += 1;
          if (source.charCodeAt(quote + 1) === 34) {
            parts += chunk + '"';
            index = quote + 2;
            chunkStart = index;
            continue;
          }
          parts += chunk;
          index = quote + 1;
          break;
        }
        value = parts;
        const next = source.charCodeAt(index);
        if (index < length && next !== 44 && next !== 10 && next !== 13) {
          // One complaint per record; the rest of the line is skipped even after another.
          if (!broken) problems.push({ line: startLine, reason: 'characters follow a closing quote' });
          broken = true;
          // Skip to the end of this line to resynchronise.
          const end = source.indexOf('\n', index);
          index = end === -1 ? length : end;
        }
      } else {
        let end = index;
        while (end < length) {
          const c = source.charCodeAt(end);
          if (c === 44 || c === 10 || c === 13) break;
          end += 1;
        }
        value = source.slice(index, end);
        if (value.includes('"')) {
          problems.push({ line: startLine, reason: 'a quote appears inside an unquoted field' });
          broken = true;
        }
        index = end;
      }
      fields.push(value);
      if (index >= length) break;
      const c = source.charCodeAt(index);
      if (c === 44) {
        index += 1;
        continue;
      }
      if (c === 13 && source.charCodeAt(index + 1) === 10) index += 2;
      else index += 1;
      line += 1;
      break;
    }
    const empty = fields.length === 1 && fields[0] === '';
    if (!broken && !empty) records.push({ line: startLine, fields });
  }
  return { records, problems };
}

/**
 * The same reader over a file being read (a file being unzipped, a body in slices), within the
 * import's limits: the platform cuts the bytes into pieces of whole records (`boundedCsvText`:
 * line length, bytes, UTF-8, the stop signal), each piece is read by `parseCsv`, its lines
 * numbered from the file's start and its rows counted against the limits. Memory holds one
 * piece, not the file. A piece whose bytes are not UTF-8 ends the file with a problem naming
 * the line.
 */
export async function* parseCsvStream(
  chunks: AsyncIterable<Buffer>,
  file: string,
  run: ImportRun,
): AsyncGenerator<{ records: CsvRecord[]; problems: CsvProblem[] }> {
  for await (const piece of boundedCsvText(chunks, file, run)) {
    const read = parseCsv(piece.text);
    const offset = piece.firstLine - 1;
    for (const record of read.records) record.line += offset;
    for (const problem of read.problems) problem.line += offset;
    const [first] = read.records;
    if (first) run.countRows(file, first.line, read.records.length);
    if (piece.invalidLine !== undefined)
      read.problems.push({ line: piece.invalidLine, reason: 'is not valid UTF-8' });
    yield read;
  }
}
