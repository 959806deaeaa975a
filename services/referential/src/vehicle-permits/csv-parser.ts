/**
 * An RFC 4180 CSV reader: comma separated, fields optionally quoted with `"`, `""` for a quote
 * inside quotes, quoted fields may span lines, CRLF or LF line ends, a leading byte order mark
 * ignored. Each record carries the line it starts on, so errors can point at the file.
 */

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
        if (!broken && index < length && next !== 44 && next !== 10 && next !== 13) {
          problems.push({ line: startLine, reason: 'characters follow a closing quote' });
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
 * The same reader over a stream of text (a file being unzipped): the text is cut after the
 * last line end outside quotes of what has arrived, each piece read by `parseCsv`, and the
 * lines numbered from the start of the file. Memory holds one piece, not the file.
 */
export async function* parseCsvStream(
  chunks: AsyncIterable<Buffer | string>,
): AsyncGenerator<{ records: CsvRecord[]; problems: CsvProblem[] }> {
  const decoder = new TextDecoder('utf-8');
  let pending = '';
  let linesBefore = 0;
  let quoted = false;
  let scanned = 0;
  const piece = (text: string) => {
    const read = parseCsv(text);
    for (const record of read.records) record.line += linesBefore;
    for (const problem of read.problems) problem.line += linesBefore;
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) linesBefore += 1;
    return read;
  };
  for await (const chunk of chunks) {
    pending += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    // The last line end outside quotes: quotes toggle, `""` twice, so parity is enough.
    let cut = -1;
    for (let i = scanned; i < pending.length; i += 1) {
      const c = pending.charCodeAt(i);
      if (c === 34) quoted = !quoted;
      else if (c === 10 && !quoted) cut = i;
    }
    if (cut === -1) {
      scanned = pending.length;
      continue;
    }
    const text = pending.slice(0, cut + 1);
    pending = pending.slice(cut + 1);
    // The quotes after the cut are scanned again with the next chunk.
    quoted = false;
    scanned = 0;
    yield piece(text);
  }
  pending += decoder.decode();
  if (pending.length > 0) yield piece(pending);
}
