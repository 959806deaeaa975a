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
  readFileRows,
  type FileBody,
  type ImportGate,
  type ImportRun,
  type Transaction,
} from '@transport/platform';
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
const NO_VEHICLE = 'no vehicle in service or out of service has it';

/**
 * A report's errors: every one counted, the first `MAX_LISTED_ERRORS` by line listed. A file's
 * batches come in the order of its lines, and a batch's errors (its reading thread's and those
 * its checks against the registry found) are all on its own lines: sorted by line, they follow
 * those listed before. So an error past the list is counted, never kept nor sorted, and a file
 * whose every row is wrong holds no error per row (ADRs 0115, 0170); the sort is stable, so
 * errors of one line keep their order.
 */
class LineErrors {
  private readonly kept: LineError[] = [];
  count = 0;

  /** How many more errors the report lists. */
  get room(): number {
    return MAX_LISTED_ERRORS - this.kept.length;
  }

  /** Adds a batch's problems: those it lists (on its lines, in any order), and the count of all. */
  add(listed: readonly LineError[], count: number): void {
    this.count += count;
    if (listed.length === 0 || this.room === 0) return;
    const byLine = [...listed].sort((a, b) => a.line - b.line);
    this.kept.push(...byLine.slice(0, this.room));
  }

  /** The first `MAX_LISTED_ERRORS` errors by line. */
  listed(): LineError[] {
    return this.kept;
  }
}

/**
 * The problems a batch's checks against the registry find, in the order of its rows: each
 * counted, its error built only while the report could list it (`room`, what the report lists
 * before the batch: the batch's own problems from its reading thread can only push these out).
 */
class SliceProblems {
  readonly listed: LineError[] = [];
  count = 0;
  private readonly room: number;

  constructor(room: number) {
    this.room = room;
  }

  add(line: number, column: string, reason: () => string): void {
    this.count += 1;
    if (this.listed.length < this.room) this.listed.push({ line, column, reason: reason() });
  }
}

/**
 * A file's checks against the registry, a batch of rows at a time: what its reading thread
 * answered (each row's registration's number, the registrations and (kind, number) pairs first
 * met, the lines each repeated pair was first met on; `permit-rows.ts`) is asked of the registry
 * as one text a column, which answers the matches alone; then a loop over the batch's typed
 * arrays finds each row's problems, and only a file without any stages its rows (ADR 0170).
 */
class RegistryCheck {
  /** Vehicle ids by the file's registration numbers (none for a registration no vehicle has). */
  private readonly vehicleOf: (string | undefined)[] = [];
  /** Lines on which the file first met a (kind, number) pair that a permit holds already. */
  private readonly recorded = new Set<number>();
  /** The rows to write, while the file has no error and is to be written. */
  readonly staged: StagedPermit[] = [];
  private readonly permits: VehiclePermitRepository;
  private readonly trx: Transaction;
  private readonly options: { lock: boolean; keep: boolean };

  constructor(permits: VehiclePermitRepository, trx: Transaction, options: { lock: boolean; keep: boolean }) {
    this.permits = permits;
    this.trx = trx;
    this.options = options;
  }

  /** The batch's problems against the registry; its rows staged when neither the file nor they have one. */
  async check(batch: PermitRows, errors: LineErrors): Promise<SliceProblems> {
    // The vehicles written to are locked (as recording one permit does), so that none is
    // withdrawn between this read and the write; a dry run writes nothing and locks nothing.
    if (batch.newRegistrations !== '[]')
      for (const { at, id } of await this.permits.vehiclesByRegistration(
        this.trx,
        batch.newRegistrations,
        this.options.lock,
      ))
        this.vehicleOf[batch.registrationBase + at - 1] = id;
    if (batch.newKinds !== '[]')
      for (const at of await this.permits.existingNumbers(this.trx, batch.newKinds, batch.newNumbers))
        this.recorded.add(batch.newKeyLines[at - 1] as number);
    const problems = this.problems(batch, errors.room);
    if (this.options.keep && errors.count + batch.errorCount + problems.count === 0) this.stage(batch);
    return problems;
  }

  private problems(batch: PermitRows, room: number): SliceProblems {
    const problems = new SliceProblems(room);
    const { lines, repeats, registrationIds } = batch;
    let kinds: string[] | undefined;
    const kind = (row: number) => (kinds ??= splitColumn(batch, batch.kinds))[row] as string;
    for (let row = 0; row < lines.length; row += 1) {
      const line = lines[row] as number;
      const first = repeats[row] as number;
      if (this.vehicleOf[registrationIds[row] as number] === undefined)
        problems.add(line, 'registration', () => NO_VEHICLE);
      if (this.recorded.size > 0 && this.recorded.has(first || line))
        problems.add(
          line,
          'permitNumber',
          () => `a ${kind(row)} permit with this number is recorded already`,
        );
      else if (first !== 0)
        problems.add(line, 'permitNumber', () => `repeats the ${kind(row)} permit of line ${first}`);
    }
    return problems;
  }

  private stage(batch: PermitRows): void {
    const [numbers, kinds, froms, untils] = [
      batch.permitNumbers,
      batch.kinds,
      batch.validFrom,
      batch.validUntil,
    ].map((column) => splitColumn(batch, column)) as [string[], string[], string[], string[]];
    batch.lines.forEach((line, row) =>
      this.staged.push({
        line,
        vehicleId: this.vehicleOf[batch.registrationIds[row] as number] as string,
        permitNumber: numbers[row] as string,
        kind: kinds[row] as string,
        validFrom: froms[row] as string,
        validUntil: untils[row] as string,
      }),
    );
  }
}

/**
 * Reads the file: its header and each row's shape and values are checked on the reading thread
 * holding its body (`permit-rows.ts`, ADR 0150), which answers `CHECK_SLICE_ROWS` rows at a
 * time, those without a problem as columns; each batch goes to `registry` (the checks against
 * the registry), after a turn of the event loop, as soon as it comes, and its problems and the
 * registry's into `errors`, so that a row is dropped once its slice is checked and the file's
 * rows are never all held (ADR 0115).
 */
async function readFile(
  body: FileBody | undefined,
  run: ImportRun,
  errors: LineErrors,
  registry: RegistryCheck,
): Promise<{ rowCount: number; validCount: number }> {
  let rowCount = 0;
  let validCount = 0;
  // No body, no rows: its header is missing.
  if (!body)
    errors.add(
      [{ line: 1, column: null, reason: `the header row is missing; expected ${PERMIT_COLUMNS.join(',')}` }],
      1,
    );
  const batches = body
    ? readFileRows<PermitRows>(body, 'body', run, { module: PERMIT_ROWS, batchRows: CHECK_SLICE_ROWS })
    : [];
  for await (const batch of batches) {
    rowCount += batch.rowCount;
    validCount += batch.lines.length;
    if (batch.lines.length === 0) {
      errors.add(batch.errors, batch.errorCount);
      continue;
    }
    // A slice's checks after a turn of the event loop: a whole file's checks in one run held
    // every other request of the process.
    await setImmediate();
    run.checkpoint();
    const problems = await registry.check(batch, errors);
    errors.add([...batch.errors, ...problems.listed], batch.errorCount + problems.count);
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
      // Only a write needs the rows' values after their slice is checked: a dry run keeps none
      // (unless its notices are asked: it is written, then rolled back), nor does a file once it
      // has an error (it will not be written).
      const registry = new RegistryCheck(permits, trx, { lock: !dryRun, keep: !dryRun || withNotices });
      const { rowCount, validCount } = await readFile(body, run, errors, registry);
      // A file with an error is written by no import, so it adds no notice: none are answered.
      if (errors.count > 0) return report(rowCount, 0, null);
      // A file of a header alone writes nothing, so it names no import (as a dry run does not).
      const written = { count: 0, importId: null as string | null };
      const write = async () => {
        if (validCount === 0) return;
        const importId = await permits.insertImport(trx, rowCount, actor);
        written.count = await permits.bulkInsert(trx, importId, registry.staged, today, actor);
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
