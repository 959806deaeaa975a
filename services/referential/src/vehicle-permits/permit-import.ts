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
import { readFileRows, type FileBody, type ImportGate, type ImportRun } from '@transport/platform';
import { MAX_LISTED_ERRORS, PERMIT_COLUMNS, splitColumn, type PermitRows } from './permit-rows.ts';
import type { StagedPermit, VehiclePermitRepository } from './vehicle-permits.repository.ts';
import type { Schemas } from '../types.ts';
import type { NoticesAdded } from '../validation-report/validation-report.port.ts';

export type PermitImportReport = Schemas['PermitImportReport'];
type LineError = Schemas['PermitImportLineError'];

/** Rows checked against the registry per statement, between turns of the event loop. */
const CHECK_SLICE_ROWS = 5_000;
/** The module checking a file's rows on its reading thread (ADR 0150). */
const PERMIT_ROWS = new URL('./permit-rows.ts', import.meta.url);

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

  /** Adds a batch's problems: those it lists, and the count of those it does not. */
  add(listed: readonly LineError[], count: number): void {
    for (const error of listed) this.push(error);
    this.count += count - listed.length;
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

/** Rows of a file without a problem of shape or value, a column each (`PermitRows`, cut). */
interface CheckedRows {
  lines: Int32Array;
  registrationKeys: string[];
  permitNumbers: string[];
  kinds: string[];
  validFrom: string[];
  validUntil: string[];
}

/**
 * Reads the file: its header and each row's shape and values are checked on the reading thread
 * holding its body (`permit-rows.ts`, ADR 0150), which answers `CHECK_SLICE_ROWS` rows at a
 * time, those without a problem as columns; each batch's problems go into `errors` and its rows
 * to `checkSlice` (the checks against the registry) as soon as they come, so that a row is
 * dropped once its slice is checked and the file's rows are never all held (ADR 0115).
 */
async function readFile(
  body: FileBody | undefined,
  run: ImportRun,
  errors: LineErrors,
  checkSlice: (rows: CheckedRows) => Promise<void>,
): Promise<{ rowCount: number; validCount: number }> {
  let rowCount = 0;
  let validCount = 0;
  // No body, no rows: its header is missing.
  if (!body)
    errors.push({
      line: 1,
      column: null,
      reason: `the header row is missing; expected ${PERMIT_COLUMNS.join(',')}`,
    });
  const batches = body
    ? readFileRows<PermitRows>(body, 'body', run, { module: PERMIT_ROWS, batchRows: CHECK_SLICE_ROWS })
    : [];
  for await (const batch of batches) {
    errors.add(batch.errors, batch.errorCount);
    rowCount += batch.rowCount;
    if (batch.lines.length === 0) continue;
    validCount += batch.lines.length;
    await checkSlice({
      lines: batch.lines,
      registrationKeys: splitColumn(batch, batch.registrations),
      permitNumbers: splitColumn(batch, batch.permitNumbers),
      kinds: splitColumn(batch, batch.kinds),
      validFrom: splitColumn(batch, batch.validFrom),
      validUntil: splitColumn(batch, batch.validUntil),
    });
  }
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
      const checkSlice = async (slice: CheckedRows) => {
        await setImmediate();
        run.checkpoint();
        const registrations = [...new Set(slice.registrationKeys)].filter((r) => !asked.has(r));
        for (const registration of registrations) asked.add(registration);
        // The vehicles written to are locked (as recording one permit does), so that none is
        // withdrawn between this read and the write; a dry run writes nothing and locks nothing.
        for (const [key, id] of await permits.vehiclesByRegistration(trx, registrations, !dryRun))
          vehicles.set(key, id);
        const numbers = slice.permitNumbers.map((n) => n.toUpperCase());
        const existing = await permits.existingNumbers(trx, slice.kinds, numbers);
        slice.lines.forEach((line, index) => {
          const vehicleId = vehicles.get(slice.registrationKeys[index] as string);
          const kind = slice.kinds[index] as string;
          const key = `${kind}|${numbers[index] as string}`;
          if (!vehicleId)
            errors.push({
              line,
              column: 'registration',
              reason: 'no vehicle in service or out of service has it',
            });
          if (existing.has(key))
            errors.push({
              line,
              column: 'permitNumber',
              reason: `a ${kind} permit with this number is recorded already`,
            });
          else if (seen.has(key))
            errors.push({
              line,
              column: 'permitNumber',
              reason: `repeats the ${kind} permit of line ${seen.get(key)}`,
            });
          else seen.set(key, line);
          if (vehicleId && keep && errors.count === 0)
            staged.push({
              line,
              vehicleId,
              permitNumber: slice.permitNumbers[index] as string,
              kind,
              validFrom: slice.validFrom[index] as string,
              validUntil: slice.validUntil[index] as string,
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
