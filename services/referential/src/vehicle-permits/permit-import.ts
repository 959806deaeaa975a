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
import { byteChunks, isCalendarDate, type ImportGate, type ImportRun } from '@transport/platform';
import { parseCsvStream, type CsvRecord } from '../csv-parser.ts';
import type { StagedPermit, VehiclePermitRepository } from './vehicle-permits.repository.ts';
import type { Schemas } from '../types.ts';

export type PermitImportReport = Schemas['PermitImportReport'];
type LineError = Schemas['PermitImportLineError'];

export const PERMIT_COLUMNS = ['registration', 'permitNumber', 'kind', 'validFrom', 'validUntil'] as const;
const KINDS = new Set(['OPERATING_LICENCE', 'ROADWORTHINESS', 'INSURANCE', 'LOW_EMISSION_ZONE']);
const MAX_LISTED_ERRORS = 1000;
/** Rows checked against the registry per statement, between turns of the event loop. */
const CHECK_SLICE_ROWS = 5_000;

interface CheckedRow {
  line: number;
  registrationKey: string;
  permitNumber: string;
  kind: string;
  validFrom: string;
  validUntil: string;
}

/** The records of the file, as its pieces are read; its reader's problems into `errors`. */
async function* recordsOf(bytes: Buffer, run: ImportRun, errors: LineError[]): AsyncGenerator<CsvRecord> {
  for await (const { records, problems } of parseCsvStream(byteChunks(bytes), 'body', run)) {
    for (const p of problems) errors.push({ line: p.line, column: null, reason: p.reason });
    yield* records;
  }
}

/** Reads and checks the file's shape and values; what needs the database comes after. */
async function readFile(
  bytes: Buffer,
  run: ImportRun,
): Promise<{ rows: CheckedRow[]; rowCount: number; errors: LineError[] }> {
  const errors: LineError[] = [];
  const records = recordsOf(bytes, run, errors);
  const header = (await records.next()).value as CsvRecord | undefined;
  if (!header) {
    errors.push({
      line: 1,
      column: null,
      reason: `the header row is missing; expected ${PERMIT_COLUMNS.join(',')}`,
    });
    return { rows: [], rowCount: 0, errors };
  }
  const names = header.fields.map((f) => f.trim());
  const position = new Map<string, number>();
  names.forEach((name, index) => {
    if (!(PERMIT_COLUMNS as readonly string[]).includes(name))
      errors.push({
        line: header.line,
        column: name,
        reason: `unknown column; expected ${PERMIT_COLUMNS.join(',')}`,
      });
    else if (position.has(name))
      errors.push({ line: header.line, column: name, reason: 'column named twice' });
    else position.set(name, index);
  });
  for (const name of PERMIT_COLUMNS)
    if (!position.has(name)) errors.push({ line: header.line, column: name, reason: 'missing column' });
  if (errors.some((e) => e.line === header.line)) {
    let rowCount = 0;
    for await (const _record of records) rowCount += 1;
    return { rows: [], rowCount, errors };
  }

  const at = (name: (typeof PERMIT_COLUMNS)[number]) => position.get(name) as number;
  const rows: CheckedRow[] = [];
  let rowCount = 0;
  for await (const record of records) {
    rowCount += 1;
    if (record.fields.length !== names.length) {
      errors.push({
        line: record.line,
        column: null,
        reason: `has ${record.fields.length} fields; the header has ${names.length}`,
      });
      continue;
    }
    const value = (name: (typeof PERMIT_COLUMNS)[number]) => (record.fields[at(name)] as string).trim();
    const row: CheckedRow = {
      line: record.line,
      registrationKey: value('registration').toUpperCase(),
      permitNumber: value('permitNumber'),
      kind: value('kind'),
      validFrom: value('validFrom'),
      validUntil: value('validUntil'),
    };
    let valid = true;
    const fail = (column: string, reason: string) => {
      errors.push({ line: record.line, column, reason });
      valid = false;
    };
    if (row.registrationKey === '') fail('registration', 'is empty');
    if (row.permitNumber === '') fail('permitNumber', 'is empty');
    else if (row.permitNumber.length > 64) fail('permitNumber', 'is longer than 64 characters');
    if (!KINDS.has(row.kind)) fail('kind', `is not one of ${[...KINDS].join(', ')}`);
    const fromOk = isCalendarDate(row.validFrom);
    const untilOk = isCalendarDate(row.validUntil);
    if (!fromOk) fail('validFrom', 'is not a calendar date (YYYY-MM-DD)');
    if (!untilOk) fail('validUntil', 'is not a calendar date (YYYY-MM-DD)');
    if (fromOk && untilOk && row.validUntil < row.validFrom) fail('validUntil', 'is before validFrom');
    if (valid) rows.push(row);
  }
  return { rows, rowCount, errors };
}

export function createPermitImport(permits: VehiclePermitRepository, gate: ImportGate) {
  async function checked(
    bytes: Buffer,
    dryRun: boolean,
    today: string,
    actor: string,
    run: ImportRun,
  ): Promise<PermitImportReport> {
    const { rows, rowCount, errors } = await readFile(bytes, run);
    const report = (written: number, importId: string | null): PermitImportReport => {
      errors.sort((a, b) => a.line - b.line);
      return {
        dryRun,
        rowCount,
        writtenCount: written,
        errorCount: errors.length,
        errors: errors.slice(0, MAX_LISTED_ERRORS),
        importId,
      };
    };
    return run.transaction(async (trx) => {
      const vehicles = new Map<string, string>();
      const asked = new Set<string>();
      const seen = new Map<string, number>();
      const staged: StagedPermit[] = [];
      // A slice of rows at a time (its statements, then its rows), each after a turn of the
      // event loop: a whole file's checks in one run held every other request of the process.
      for (let from = 0; from < rows.length; from += CHECK_SLICE_ROWS) {
        await setImmediate();
        run.checkpoint();
        const slice = rows.slice(from, from + CHECK_SLICE_ROWS);
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
          if (vehicleId)
            staged.push({
              line: row.line,
              vehicleId,
              permitNumber: row.permitNumber,
              kind: row.kind,
              validFrom: row.validFrom,
              validUntil: row.validUntil,
            });
        });
      }
      // A file of a header alone writes nothing, so it names no import (as a dry run does not).
      if (dryRun || errors.length > 0 || rows.length === 0) return report(0, null);
      const importId = await permits.insertImport(trx, rowCount, actor);
      const written = await permits.bulkInsert(trx, importId, staged, today, actor);
      return report(written, importId);
    });
  }

  return {
    /**
     * Checks the file and, unless `dryRun` or any error, writes every row; under the import
     * gate, stopped and rolled back when `signal` aborts.
     */
    async run(
      bytes: Buffer,
      dryRun: boolean,
      today: string,
      actor: string,
      signal?: AbortSignal,
    ): Promise<PermitImportReport> {
      return gate.run({ bodyBytes: bytes.length, signal }, (run) =>
        checked(bytes, dryRun, today, actor, run),
      );
    },
  };
}

export type PermitImport = ReturnType<typeof createPermitImport>;
