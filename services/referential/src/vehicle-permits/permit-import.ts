/**
 * CSV import of vehicle permits: every line checked, every error reported with its line and
 * column, and either every row written in one transaction (staged by `COPY`, then written by
 * set-based statements) or none. The file
 * arrives as bytes and is read a piece at a time under the import gate's limits (line length,
 * rows, time), never decoded whole; its rows are checked against the registry a slice at a
 * time, so that no stretch of the check holds the event loop for the whole file. The import
 * stops and rolls back when its client leaves.
 */
import { setImmediate } from 'node:timers/promises';
import {
  isCalendarDate,
  readFileBody,
  type CsvRecord,
  type FileBody,
  type ImportGate,
  type ImportRun,
} from '@transport/platform';
import type { StagedPermit, VehiclePermitRepository } from './vehicle-permits.repository.ts';
import type { Schemas } from '../types.ts';
import type { NoticesAdded } from '../validation-report/validation-report.port.ts';

export type PermitImportReport = Schemas['PermitImportReport'];
type LineError = Schemas['PermitImportLineError'];

export const PERMIT_COLUMNS = ['registration', 'permitNumber', 'kind', 'validFrom', 'validUntil'] as const;
const KINDS = new Set(['OPERATING_LICENCE', 'ROADWORTHINESS', 'INSURANCE', 'LOW_EMISSION_ZONE']);
const MAX_LISTED_ERRORS = 1000;
/** Rows checked against the registry per statement, between turns of the event loop. */
const CHECK_SLICE_ROWS = 5_000;

/**
 * A report's errors: every one counted, the first `MAX_LISTED_ERRORS` by line kept. Once twice
 * that many are held, they are sorted and the later ones dropped, so that a file whose every row
 * is wrong does not hold an error per row until its end (ADR 0115); the sort is stable, so
 * errors of one line keep their order.
 */
class LineErrors {
  private kept: LineError[] = [];
  count = 0;

  push(error: LineError): void {
    this.kept.push(error);
    this.count += 1;
    if (this.kept.length >= 2 * MAX_LISTED_ERRORS) this.trim();
  }

  /** The first `MAX_LISTED_ERRORS` errors by line. */
  listed(): LineError[] {
    this.trim();
    return this.kept;
  }

  private trim(): void {
    this.kept.sort((a, b) => a.line - b.line);
    this.kept.length = Math.min(this.kept.length, MAX_LISTED_ERRORS);
  }
}

interface CheckedRow {
  line: number;
  registrationKey: string;
  permitNumber: string;
  kind: string;
  validFrom: string;
  validUntil: string;
}

/** The problems a header row has with the permit columns (none when every column is there once). */
function headerErrors(header: CsvRecord): LineError[] {
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

/**
 * One row's shape and values, its problems into `errors`; the row when it has none. A plain
 * function over the fields (no closures made per row, no value read twice): it runs for every
 * row of a file on the event loop (ADR 0115).
 */
function checkedRow(
  record: CsvRecord,
  at: Record<(typeof PERMIT_COLUMNS)[number], number>,
  width: number,
  errors: LineErrors,
): CheckedRow | undefined {
  const { line, fields } = record;
  if (fields.length !== width) {
    errors.push({ line, column: null, reason: `has ${fields.length} fields; the header has ${width}` });
    return undefined;
  }
  const registrationKey = (fields[at.registration] as string).trim().toUpperCase();
  const permitNumber = (fields[at.permitNumber] as string).trim();
  const kind = (fields[at.kind] as string).trim();
  const validFrom = (fields[at.validFrom] as string).trim();
  const validUntil = (fields[at.validUntil] as string).trim();
  const before = errors.count;
  if (registrationKey === '') errors.push({ line, column: 'registration', reason: 'is empty' });
  if (permitNumber === '') errors.push({ line, column: 'permitNumber', reason: 'is empty' });
  else if (permitNumber.length > 64)
    errors.push({ line, column: 'permitNumber', reason: 'is longer than 64 characters' });
  if (!KINDS.has(kind))
    errors.push({ line, column: 'kind', reason: `is not one of ${[...KINDS].join(', ')}` });
  const fromOk = isCalendarDate(validFrom);
  const untilOk = isCalendarDate(validUntil);
  if (!fromOk) errors.push({ line, column: 'validFrom', reason: 'is not a calendar date (YYYY-MM-DD)' });
  if (!untilOk) errors.push({ line, column: 'validUntil', reason: 'is not a calendar date (YYYY-MM-DD)' });
  if (fromOk && untilOk && validUntil < validFrom)
    errors.push({ line, column: 'validUntil', reason: 'is before validFrom' });
  return errors.count === before
    ? { line, registrationKey, permitNumber, kind, validFrom, validUntil }
    : undefined;
}

/**
 * Reads the file and checks each row's shape and values, its problems into `errors`; hands the
 * rows without any, `CHECK_SLICE_ROWS` at a time, to `checkSlice` (the checks against the
 * registry) as soon as they are read, so that a row is dropped once its slice is checked and the
 * file's rows are never all held (ADR 0115). Each piece of the file (as the CSV reader hands it)
 * is checked in one plain loop over its records.
 */
async function readFile(
  body: FileBody | undefined,
  run: ImportRun,
  errors: LineErrors,
  checkSlice: (rows: CheckedRow[]) => Promise<void>,
): Promise<{ rowCount: number; validCount: number }> {
  let slice: CheckedRow[] = [];
  let rowCount = 0;
  let validCount = 0;
  let header: { at: Record<(typeof PERMIT_COLUMNS)[number], number>; width: number } | 'refused' | undefined;
  // The body is cut, decoded and scanned on the reading thread holding it (ADR 0144); none, no rows.
  for await (const { records, problems } of body ? readFileBody(body, 'body', run) : []) {
    for (const p of problems) errors.push({ line: p.line, column: null, reason: p.reason });
    for (const record of records) {
      if (header === undefined) {
        const refused = headerErrors(record);
        for (const error of refused) errors.push(error);
        const names = record.fields.map((f) => f.trim());
        header =
          refused.length > 0
            ? 'refused'
            : {
                at: Object.fromEntries(PERMIT_COLUMNS.map((name) => [name, names.indexOf(name)])) as Record<
                  (typeof PERMIT_COLUMNS)[number],
                  number
                >,
                width: names.length,
              };
        continue;
      }
      rowCount += 1;
      if (header === 'refused') continue;
      const row = checkedRow(record, header.at, header.width, errors);
      if (row) slice.push(row);
    }
    if (slice.length >= CHECK_SLICE_ROWS) {
      validCount += slice.length;
      await checkSlice(slice);
      slice = [];
    }
  }
  if (slice.length > 0) {
    validCount += slice.length;
    await checkSlice(slice);
  }
  if (header === undefined)
    errors.push({
      line: 1,
      column: null,
      reason: `the header row is missing; expected ${PERMIT_COLUMNS.join(',')}`,
    });
  return { rowCount, validCount };
}

/** How a file is imported (`importVehiclePermits`' query). */
export interface PermitImportOptions {
  dryRun: boolean;
  /** Answer the validation report's notices the import adds (ADR 0136). */
  report: boolean;
}

/** The tables an import adds rows to whose rules' notices it answers with `report` (ADR 0136). */
const WRITTEN_TABLES = ['vehicle_permits', 'vehicle_permit_states', 'permit_imports'] as const;

export function createPermitImport(
  permits: VehiclePermitRepository,
  gate: ImportGate,
  noticesAdded: NoticesAdded,
) {
  async function checked(
    body: FileBody | undefined,
    { dryRun, report: withNotices }: PermitImportOptions,
    today: string,
    actor: string,
    run: ImportRun,
  ): Promise<PermitImportReport> {
    const errors = new LineErrors();
    const report = (rowCount: number, written: number, importId: string | null): PermitImportReport => ({
      dryRun,
      rowCount,
      writtenCount: written,
      errorCount: errors.count,
      errors: errors.listed(),
      importId,
    });
    return run.transaction(async (trx) => {
      const vehicles = new Map<string, string>();
      const asked = new Set<string>();
      const seen = new Map<string, number>();
      // Only a write needs the rows' values after their slice is checked: a dry run keeps none
      // (unless its notices are asked: it is written, then rolled back), nor does a file once it
      // has an error (it will not be written).
      const keep = !dryRun || withNotices;
      const staged: StagedPermit[] = [];
      // A slice of rows at a time (its statements, then its rows), each after a turn of the
      // event loop: a whole file's checks in one run held every other request of the process.
      const checkSlice = async (slice: CheckedRow[]) => {
        await setImmediate();
        run.checkpoint();
        const registrations = [...new Set(slice.map((r) => r.registrationKey))].filter((r) => !asked.has(r));
        for (const registration of registrations) asked.add(registration);
        // The vehicles written to are locked (as recording one permit does), so that none is
        // withdrawn between this read and the write; a dry run writes nothing and locks nothing.
        for (const [key, id] of await permits.vehiclesByRegistration(trx, registrations, !dryRun))
          vehicles.set(key, id);
        const numbers = slice.map((r) => r.permitNumber.toUpperCase());
        const existing = await permits.existingNumbers(
          trx,
          slice.map((r) => r.kind),
          numbers,
        );
        slice.forEach((row, index) => {
          const vehicleId = vehicles.get(row.registrationKey);
          const key = `${row.kind}|${numbers[index] as string}`;
          if (!vehicleId)
            errors.push({
              line: row.line,
              column: 'registration',
              reason: 'no vehicle in service or out of service has it',
            });
          if (existing.has(key))
            errors.push({
              line: row.line,
              column: 'permitNumber',
              reason: `a ${row.kind} permit with this number is recorded already`,
            });
          else if (seen.has(key))
            errors.push({
              line: row.line,
              column: 'permitNumber',
              reason: `repeats the ${row.kind} permit of line ${seen.get(key)}`,
            });
          else seen.set(key, row.line);
          if (vehicleId && keep && errors.count === 0)
            staged.push({
              line: row.line,
              vehicleId,
              permitNumber: row.permitNumber,
              kind: row.kind,
              validFrom: row.validFrom,
              validUntil: row.validUntil,
            });
        });
      };
      const { rowCount, validCount } = await readFile(body, run, errors, checkSlice);
      // A file with an error is written by no import, so it adds no notice: none are answered.
      if (errors.count > 0) return report(rowCount, 0, null);
      // A file of a header alone writes nothing, so it names no import (as a dry run does not).
      const written = { count: 0, importId: null as string | null };
      const write = async () => {
        if (validCount === 0) return;
        const importId = await permits.insertImport(trx, rowCount, actor);
        written.count = await permits.bulkInsert(trx, importId, staged, today, actor);
        written.importId = importId;
      };
      if (withNotices) {
        const notices = await noticesAdded(trx, today, write, { dryRun, tables: WRITTEN_TABLES });
        return dryRun
          ? { ...report(rowCount, 0, null), notices }
          : { ...report(rowCount, written.count, written.importId), notices };
      }
      if (!dryRun) await write();
      return report(rowCount, written.count, written.importId);
    });
  }

  return {
    /**
     * Checks the file and, unless `dryRun` or any error, writes every row; with `report`, a file
     * without error answers the validation report's notices its rows add (a dry run's written,
     * then rolled back). Under the import gate, stopped and rolled back when `signal` aborts.
     */
    async run(
      body: FileBody | undefined,
      options: PermitImportOptions,
      today: string,
      actor: string,
      signal?: AbortSignal,
    ): Promise<PermitImportReport> {
      return gate.run({ bodyBytes: body?.length ?? 0, signal }, (run) =>
        checked(body, options, today, actor, run),
      );
    },
  };
}

export type PermitImport = ReturnType<typeof createPermitImport>;
