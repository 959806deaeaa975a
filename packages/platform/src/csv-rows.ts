/**
 * Rows of a file body checked where the body is held (ADR 0150): a module a service names
 * (`readFileRows`) is loaded by the reading thread holding the body (`csv-thread.ts`), which
 * hands it each piece's records as it cuts and scans them; the module checks them (shape,
 * values: whatever needs no database) and answers batches of what the service still needs, in
 * a compact form (a few long texts and typed arrays rather than an object per row), the typed
 * arrays moved to the service, not copied. The service's event loop then sees one message per
 * batch, not a record per row. A thread loads this module and the module named: they load
 * nothing of the service (no database, no server), only the checks of values they need here.
 */
import type { CsvProblem, CsvRecord } from './csv-scan.ts';

export type { CsvProblem, CsvRecord } from './csv-scan.ts';
export { isCalendarDate } from './time.ts';

/** What a row module keeps of a file: given its records a piece at a time, it answers batches. */
export interface RowBatcher<Batch> {
  /** Takes the records of the file's next piece and the problems of its text. */
  take(records: CsvRecord[], problems: CsvProblem[]): void;
  /** Rows taken since the last batch (a batch is answered once they reach the reader's count). */
  readonly pending: number;
  /** What was taken since the last batch, `last` at the file's end; `transfer`: moved, not copied. */
  batch(last: boolean): { batch: Batch; transfer?: ArrayBuffer[] };
}

/** The module a service names: its `createRowBatcher` is called once per file body. */
export interface RowModule<Batch> {
  createRowBatcher(): RowBatcher<Batch>;
}

/** Texts of a batch joined in one (one string to copy, one `split` to cut): a body holds no NUL. */
export const ROW_TEXT_SEPARATOR = '\u0000';
