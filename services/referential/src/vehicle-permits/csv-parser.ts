/**
 * The permit file read as RFC 4180 CSV by csv-parse: comma separated, fields optionally quoted
 * with `"`, `""` for a quote inside quotes, quoted fields may span lines, CRLF or LF line ends,
 * a leading byte order mark ignored, empty lines skipped. Each record carries the line it
 * starts on, so errors can point at the file. A malformed quote is reported on the line of
 * the record it breaks, and reading resumes on the next line, so every bad line is reported.
 */
import { parse, type CsvError, type Info } from 'csv-parse/sync';

export interface CsvRecord {
  /** 1-based line of the file where the record starts. */
  line: number;
  fields: string[];
}

export interface CsvProblem {
  line: number;
  reason: string;
}

const REASONS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted field is never closed',
  CSV_INVALID_CLOSING_QUOTE: 'characters follow a closing quote',
  INVALID_OPENING_QUOTE: 'a quote appears inside an unquoted field',
};

/** Thrown from `on_skip` to stop csv-parse at a malformed record, whose line it carries. */
class Resume {
  constructor(readonly line: number) {}
}

export function parseCsv(text: string): { records: CsvRecord[]; problems: CsvProblem[] } {
  const records: CsvRecord[] = [];
  const problems: CsvProblem[] = [];
  let offset = 0; // where the part being read starts in `text`
  let base = 0; // lines of `text` before it
  while (offset < text.length) {
    // csv-parse counts lines and empty lines; a record starts on the line after the previous
    // one ended, past the empty lines skipped since.
    let ended = 0;
    let empty = 0;
    const startLine = (info: Info) => base + ended + 1 + info.empty_lines - empty;
    try {
      parse(offset === 0 ? text : text.slice(offset), {
        bom: true,
        relax_column_count: true,
        record_delimiter: ['\r\n', '\n'],
        skip_empty_lines: true,
        skip_records_with_error: true,
        on_record: (fields: string[], info) => {
          // A line holding only "" is empty too.
          if (fields.length > 1 || fields[0] !== '') records.push({ line: startLine(info), fields });
          ended = info.lines;
          empty = info.empty_lines;
          return null;
        },
        on_skip: (err: CsvError | undefined) => {
          if (!err) return undefined;
          const info = err as unknown as Info;
          problems.push({ line: startLine(info), reason: REASONS[err.code] ?? err.message });
          throw new Resume(info.lines);
        },
      });
      break;
    } catch (thrown) {
      if (!(thrown instanceof Resume)) throw thrown;
      // Read on from the line after the one where the record broke.
      let index = offset;
      for (let line = 0; line < thrown.line && index !== -1; line += 1) {
        index = text.indexOf('\n', index);
        if (index !== -1) index += 1;
      }
      if (index === -1) break;
      base += thrown.line;
      offset = index;
    }
  }
  return { records, problems };
}
