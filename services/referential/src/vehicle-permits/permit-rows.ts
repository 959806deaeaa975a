/**
 * A permit file's rows checked on the reading thread holding its body (ADR 0150): the header,
 * each row's shape and values (fields, registration, number, kind, dates), everything that needs
 * no database. The thread answers batches (`PermitRows`): the rows without a problem as a few
 * columns (texts joined, lines in a typed array moved, not copied), and the problems found. The
 * import checks each batch against the registry (`permit-import.ts`). A thread loads this module
 * (`readFileRows` of `@transport/platform`): it imports only the platform's row module and types.
 */
import {
  isCalendarDate,
  ROW_TEXT_SEPARATOR,
  type CsvProblem,
  type CsvRecord,
  type RowBatcher,
} from '@transport/platform/csv-rows';
import type { Schemas } from '../types.ts';

type LineError = Schemas['PermitImportLineError'];

export const PERMIT_COLUMNS = ['registration', 'permitNumber', 'kind', 'validFrom', 'validUntil'] as const;
const KINDS = new Set(['OPERATING_LICENCE', 'ROADWORTHINESS', 'INSURANCE', 'LOW_EMISSION_ZONE']);
/** Errors a report lists (the first by line); every one is counted. */
export const MAX_LISTED_ERRORS = 1000;

type Columns = Record<(typeof PERMIT_COLUMNS)[number], number>;

/**
 * A batch of a permit file's rows, checked. The rows without a problem come as columns: `lines`,
 * and one text per column but the registration, its rows' values (trimmed) joined by
 * `ROW_TEXT_SEPARATOR` (`splitColumn` cuts them). What the checks against the registry need is
 * answered too, worked out here rather than on the service's event loop (ADR 0170): each row's
 * registration as a number (the file's registrations numbered from 0 as first met), the
 * registrations and the (kind, number) pairs first met in this batch as JSON arrays of texts (one
 * statement parameter per column), and the line each row's pair was first met on when an earlier
 * row has it (the file's repeated numbers, found here).
 */
export interface PermitRows {
  /** Rows read (after the header), with a problem or not. */
  rowCount: number;
  /** Problems of the batch's lines, as long as the file's listed ones are fewer than the report lists. */
  errors: LineError[];
  /** Every problem of the batch's lines, listed or not. */
  errorCount: number;
  lines: Int32Array;
  permitNumbers: string;
  kinds: string;
  validFrom: string;
  validUntil: string;
  /** Each row's registration's number in the file (as many as `lines`). */
  registrationIds: Int32Array;
  /** The number of the first of `newRegistrations`. */
  registrationBase: number;
  /** The registrations first met in this batch, by number: a JSON array of texts. */
  newRegistrations: string;
  /** Per row: the line an earlier row of the file with its (kind, upper-cased number) is on, or 0. */
  repeats: Int32Array;
  /** The (kind, upper-cased number) pairs first met in this batch: kinds and numbers, JSON arrays of texts. */
  newKinds: string;
  newNumbers: string;
  /** The line of each of those pairs (as many). */
  newKeyLines: Int32Array;
}

/** The values of a column of `rows` (as many as `rows.lines`). */
export function splitColumn(rows: PermitRows, column: string): string[] {
  return rows.lines.length === 0 ? [] : column.split(ROW_TEXT_SEPARATOR);
}

/** Separators a spreadsheet may write its CSV with in place of commas, by name. */
const OTHER_SEPARATORS = new Map([
  [';', 'semicolons (;)'],
  ['\t', 'tabs'],
  ['|', 'vertical bars (|)'],
]);

/**
 * The problems a header row has with the permit columns (none when every column is there once).
 * A header read as one column holding another separator (a spreadsheet's export where the
 * decimal mark is a comma writes `;`) is one error saying so, not an unknown and five missing.
 */
function headerErrors(header: CsvRecord): LineError[] {
  const [only, ...more] = header.fields;
  const separator =
    more.length === 0 && only ? [...OTHER_SEPARATORS.keys()].find((s) => only.includes(s)) : undefined;
  if (separator)
    return [
      {
        line: header.line,
        column: null,
        reason:
          `the columns are separated by ${OTHER_SEPARATORS.get(separator)}: the file must separate them by ` +
          `commas (,), its header reading ${PERMIT_COLUMNS.join(',')}`,
      },
    ];
  const errors: LineError[] = [];
  const names = new Set<string>();
  for (const field of header.fields) {
    const name = field.trim();
    if (!(PERMIT_COLUMNS as readonly string[]).includes(name))
      errors.push({
        line: header.line,
        column: name,
        reason: `unknown column; expected ${PERMIT_COLUMNS.join(',')}`,
      });
    else if (names.has(name)) errors.push({ line: header.line, column: name, reason: 'column named twice' });
    else names.add(name);
  }
  for (const name of PERMIT_COLUMNS)
    if (!names.has(name)) errors.push({ line: header.line, column: name, reason: 'missing column' });
  return errors;
}

/** Batches of a permit file's rows (`RowModule` of `@transport/platform/csv-rows`). */
class PermitRowBatcher implements RowBatcher<PermitRows> {
  #header: { at: Columns; width: number } | 'refused' | undefined;
  #listed = 0;
  #errors: LineError[] = [];
  #errorCount = 0;
  #rowCount = 0;
  #lines: number[] = [];
  #columns: string[][] = [[], [], [], []];
  /** The file's registrations by number, and its (kind, number) pairs by the line first met on. */
  #registrations = new Map<string, number>();
  #seen = new Map<string, number>();
  #keys = new BatchKeys();

  get pending(): number {
    return this.#rowCount;
  }

  take(records: CsvRecord[], problems: CsvProblem[]): void {
    for (const p of problems) this.#error({ line: p.line, column: null, reason: p.reason });
    for (const record of records) {
      if (this.#header === undefined) {
        this.#readHeader(record);
        continue;
      }
      this.#rowCount += 1;
      if (this.#header !== 'refused') this.#check(record, this.#header.at, this.#header.width);
    }
  }

  batch(last: boolean): { batch: PermitRows; transfer: ArrayBuffer[] } {
    if (last && this.#header === undefined)
      this.#error({
        line: 1,
        column: null,
        reason: `the header row is missing; expected ${PERMIT_COLUMNS.join(',')}`,
      });
    const [permitNumbers, kinds, validFrom, validUntil] = this.#columns.map((values) =>
      values.join(ROW_TEXT_SEPARATOR),
    ) as [string, string, string, string];
    const lines = Int32Array.from(this.#lines);
    const keys = this.#keys.answer(this.#registrations.size);
    const batch = {
      rowCount: this.#rowCount,
      errors: this.#errors,
      errorCount: this.#errorCount,
      lines,
      permitNumbers,
      kinds,
      validFrom,
      validUntil,
      ...keys.batch,
    };
    this.#rowCount = 0;
    this.#errors = [];
    this.#errorCount = 0;
    this.#lines = [];
    this.#columns = [[], [], [], []];
    this.#keys = new BatchKeys();
    return { batch, transfer: [lines.buffer, ...keys.transfer] };
  }

  /** Counts a problem, listed while the file's listed ones are fewer than a report lists (lines only grow here). */
  #error(error: LineError): void {
    this.#errorCount += 1;
    if (this.#listed >= MAX_LISTED_ERRORS) return;
    this.#listed += 1;
    this.#errors.push(error);
  }

  #readHeader(record: CsvRecord): void {
    const refused = headerErrors(record);
    for (const error of refused) this.#error(error);
    const names = record.fields.map((f) => f.trim());
    this.#header =
      refused.length > 0
        ? 'refused'
        : {
            at: Object.fromEntries(PERMIT_COLUMNS.map((name) => [name, names.indexOf(name)])) as Columns,
            width: names.length,
          };
  }

  /** One row's shape and values, its problems counted; kept in the columns when it has none. */
  #check(record: CsvRecord, at: Columns, width: number): void {
    const { line, fields } = record;
    if (fields.length !== width) {
      this.#error({ line, column: null, reason: `has ${fields.length} fields; the header has ${width}` });
      return;
    }
    const registrationKey = (fields[at.registration] as string).trim().toUpperCase();
    const permitNumber = (fields[at.permitNumber] as string).trim();
    const kind = (fields[at.kind] as string).trim();
    const validFrom = (fields[at.validFrom] as string).trim();
    const validUntil = (fields[at.validUntil] as string).trim();
    const before = this.#errorCount;
    if (registrationKey === '') this.#error({ line, column: 'registration', reason: 'is empty' });
    if (permitNumber === '') this.#error({ line, column: 'permitNumber', reason: 'is empty' });
    else if (permitNumber.length > 64)
      this.#error({ line, column: 'permitNumber', reason: 'is longer than 64 characters' });
    if (!KINDS.has(kind))
      this.#error({ line, column: 'kind', reason: `is not one of ${[...KINDS].join(', ')}` });
    const fromOk = isCalendarDate(validFrom);
    const untilOk = isCalendarDate(validUntil);
    if (!fromOk) this.#error({ line, column: 'validFrom', reason: 'is not a calendar date (YYYY-MM-DD)' });
    if (!untilOk) this.#error({ line, column: 'validUntil', reason: 'is not a calendar date (YYYY-MM-DD)' });
    if (fromOk && untilOk && validUntil < validFrom)
      this.#error({ line, column: 'validUntil', reason: 'is before validFrom' });
    if (this.#errorCount !== before) return;
    this.#lines.push(line);
    const [numbers, kinds, froms, untils] = this.#columns as [string[], string[], string[], string[]];
    this.#keyRow(line, registrationKey, kind, permitNumber.toUpperCase());
    numbers.push(permitNumber);
    kinds.push(kind);
    froms.push(validFrom);
    untils.push(validUntil);
  }

  /** A row's registration numbered, and its (kind, number) pair looked up among the file's earlier rows. */
  #keyRow(line: number, registration: string, kind: string, number: string): void {
    const keys = this.#keys;
    let id = this.#registrations.get(registration);
    if (id === undefined) {
      id = this.#registrations.size;
      this.#registrations.set(registration, id);
      keys.newRegistrations.push(registration);
    }
    keys.registrationIds.push(id);
    const key = `${kind}|${number}`;
    const first = this.#seen.get(key);
    keys.repeats.push(first ?? 0);
    if (first !== undefined) return;
    this.#seen.set(key, line);
    keys.newKinds.push(kind);
    keys.newNumbers.push(number);
    keys.newKeyLines.push(line);
  }
}

/** What a batch's rows need checked against the registry, gathered as its rows are taken. */
class BatchKeys {
  registrationIds: number[] = [];
  newRegistrations: string[] = [];
  repeats: number[] = [];
  newKinds: string[] = [];
  newNumbers: string[] = [];
  newKeyLines: number[] = [];

  /** The batch's part (`registrationCount`: the file's registrations numbered so far). */
  answer(registrationCount: number) {
    const registrationIds = Int32Array.from(this.registrationIds);
    const repeats = Int32Array.from(this.repeats);
    const newKeyLines = Int32Array.from(this.newKeyLines);
    return {
      batch: {
        registrationIds,
        registrationBase: registrationCount - this.newRegistrations.length,
        newRegistrations: JSON.stringify(this.newRegistrations),
        repeats,
        newKinds: JSON.stringify(this.newKinds),
        newNumbers: JSON.stringify(this.newNumbers),
        newKeyLines,
      },
      transfer: [registrationIds.buffer, repeats.buffer, newKeyLines.buffer],
    };
  }
}

export function createRowBatcher(): RowBatcher<PermitRows> {
  return new PermitRowBatcher();
}
