/**
 * CSV files of imports read off the event loop (ADR 0088). The bytes are cut into pieces of
 * whole records on the calling thread (`boundedCsvText`: limits, line length, UTF-8, the stop
 * signal; native searches, cheap), and each piece is scanned character by character on one of
 * `CSV_THREADS` worker threads (`scanCsv`), which answers only where the fields lie; the
 * calling thread cuts them out (`recordsOf`). While a thread scans, the service's event loop
 * answers other requests. What is read is exactly what `parseCsv` reads from the whole text.
 * A thread that stops (crashes, or is killed) fails the pieces it was given with a 503
 * `import-reader-failed` (the import is rolled back: the file is not at fault) and is replaced
 * by a new one at the next piece (ADR 0094).
 */
import { Worker } from 'node:worker_threads';
import { boundedCsvText, ImportReaderFailed, lineTooLong, type ImportRun } from './imports.ts';
import { pieceOf, type CsvProblem, type CsvRecord, type CsvScan } from './csv-scan.ts';

export { parseCsv, type CsvProblem, type CsvRecord } from './csv-scan.ts';

/** Threads reading CSV, per process (started on the first import, then kept). */
const CSV_THREADS = 2;

interface Thread {
  worker: Worker;
  pending: Map<number, { resolve: (answer: never) => void; reject: (error: Error) => void }>;
  /** Why the thread stopped, once it has: what is asked of it then fails at once. */
  stopped?: string;
}

const threads: Thread[] = [];
let nextId = 0;
/** For tests only: given each reading thread as it starts (`crashCsvReadingThreadsAt`). */
let started: ((worker: Worker) => void) | undefined;

function startThread(): Thread {
  const worker = new Worker(new URL('./csv-thread.ts', import.meta.url));
  const thread: Thread = { worker, pending: new Map() };
  worker.unref();
  worker.on('message', (answer: { id: number }) => {
    const task = thread.pending.get(answer.id);
    thread.pending.delete(answer.id);
    if (thread.pending.size === 0) worker.unref();
    task?.resolve(answer as never);
  });
  /** The thread stopped: its pieces fail, and the next piece goes to a new thread. */
  const fail = (why: string) => {
    const at = threads.indexOf(thread);
    if (at !== -1) threads.splice(at, 1);
    thread.stopped ??= why;
    for (const task of thread.pending.values()) task.reject(new Error(why));
    thread.pending.clear();
  };
  worker.on('error', (error) => fail(`it failed: ${error.message}`));
  worker.on('messageerror', (error) => fail(`its answer could not be read: ${error.message}`));
  worker.on('exit', (code) => fail(`it exited with code ${code}`));
  started?.(worker);
  return thread;
}

/**
 * Has `hook` given every reading thread started from now on (none when undefined). For tests
 * only (threads made to fail whenever they start); no request reaches it.
 */
export function onCsvReadingThreadStart(hook: ((worker: Worker) => void) | undefined): void {
  started = hook;
}

/**
 * The reading threads of this process, started if they are not yet. For tests only (a thread
 * made to fail mid-file); no request reaches it.
 */
export function csvReadingThreads(): readonly Worker[] {
  while (threads.length < CSV_THREADS) threads.push(startThread());
  return threads.map((thread) => thread.worker);
}

/** The least busy reading thread, started if there are fewer than `CSV_THREADS`. */
function leastBusy(): Thread {
  if (threads.length < CSV_THREADS) threads.push(startThread());
  return threads.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
}

/**
 * Asks `thread` something it answers (`csv-thread.ts`), under a new id. A message may carry the
 * niceness the thread is to read at (`IMPORT_READING_THREAD_NICENESS`, ADR 0160): its event
 * loop's thread keeps its process's (0), the reading ones take the time it leaves.
 */
function ask<T>(thread: Thread, message: object, transfer: ArrayBuffer[] = []): Promise<T> {
  if (thread.stopped) return Promise.reject(new Error(thread.stopped));
  const id = (nextId += 1);
  return new Promise<T>((resolve, reject) => {
    thread.pending.set(id, { resolve: resolve as (answer: never) => void, reject });
    // Held while it has work: a process waiting only for its answer does not exit.
    thread.worker.ref();
    thread.worker.postMessage({ ...message, id }, transfer);
  });
}

/** A reading thread that could not answer about `file`, as the import's 503 `import-reader-failed`. */
const readerFailed =
  (file: string) =>
  (error: unknown): never => {
    throw new ImportReaderFailed(file, (error as Error).message);
  };

/** `scanCsv(text)` on the least busy reading thread, at `niceness`. */
function scanOffThread(text: string, niceness: number): Promise<CsvScan> {
  return ask(leastBusy(), { text, niceness });
}

/**
 * The CSV reader over a file being read (a file being unzipped, a body in slices), within the
 * import's limits: the bytes cut into pieces of whole records (`boundedCsvText`: line length,
 * bytes, UTF-8, the stop signal), each piece scanned on a reading thread, its lines numbered
 * from the file's start and its rows counted against the limits. Memory holds one piece, not
 * the file. A piece whose bytes are not UTF-8 ends the file with a problem naming the line.
 */
export async function* readCsv(
  chunks: AsyncIterable<Buffer>,
  file: string,
  run: ImportRun,
): AsyncGenerator<{ records: CsvRecord[]; problems: CsvProblem[] }> {
  for await (const piece of boundedCsvText(chunks, file, run)) {
    const scan = await scanOffThread(piece.text, run.limits.readingThreadNiceness).catch(readerFailed(file));
    const read = pieceOf(piece.text, scan, piece);
    const [first] = read.records;
    if (first) run.countRows(file, first.line, read.records.length);
    yield read;
  }
}

/** What the reading thread answers of a file body's next batch of rows (`csv-thread.ts`). */
interface BodyPiece {
  done: boolean;
  /** Bytes of the body the batch was read from (for the import's limits). */
  counted: number;
  /** The place (`<file>:<line>`) of a record longer than the limit. */
  lineTooLong?: string;
  /** The body was let go (its request closed). */
  gone?: boolean;
  failed?: string;
  /** The records the batch was read from (first line, count), and the batch. */
  firstLine?: number;
  records?: number;
  batch?: unknown;
}

let nextBody = 0;

/**
 * A file body held by a reading thread (ADR 0144): its bytes are handed to the thread as they
 * are received (those of a turn of the event loop in one message, ADR 0150; a chunk alone in its
 * memory moved there, not copied) and stay there, off the
 * service's heap; the thread checks them (UTF-8, NUL), then cuts and scans them a piece at a
 * time and hands them to a row module (`readFileRows`). `drop` lets them go (the request closed: its client left, or it was
 * answered). A body of a thread that stopped fails its import with 503 `import-reader-failed`.
 */
export class FileBody {
  readonly #thread: Thread;
  readonly #id: number;
  /** The niceness its thread holds and reads it at (the thread's own when undefined). */
  readonly #niceness: number | undefined;
  #length = 0;
  #dropped = false;
  #nulLine: number | undefined;
  /** Chunks received this turn of the event loop, sent at its end (`append`). */
  #queued: Buffer[] = [];

  private constructor(thread: Thread, niceness: number | undefined) {
    this.#thread = thread;
    this.#id = nextBody += 1;
    this.#niceness = niceness;
    thread.worker.postMessage({ kind: 'open', body: this.#id, niceness });
  }

  /**
   * A body to be received, on the least busy reading thread, held and read there at `niceness`
   * (`IMPORT_READING_THREAD_NICENESS`; the thread's own when undefined).
   */
  static open(niceness?: number): FileBody {
    return new FileBody(leastBusy(), niceness);
  }

  /** Bytes received. */
  get length(): number {
    return this.#length;
  }

  /** The line of the body's first NUL character (known once `end` answered), if any. */
  get nulLine(): number | undefined {
    return this.#nulLine;
  }

  /**
   * Hands `chunk` to the thread; it must not be used after (its memory may move there). The
   * chunks received in one turn of the event loop go in one message at its end (a socket
   * delivers up to 32 reads of 64 KiB a turn): a message a turn, not a message a chunk.
   */
  append(chunk: Buffer): void {
    this.#length += chunk.length;
    if (this.#dropped || this.#thread.stopped) return;
    this.#queued.push(chunk);
    if (this.#queued.length === 1) setImmediate(() => this.#send());
  }

  /** Sends the chunks queued, their memory moved when a chunk has it alone, else copied. */
  #send(): void {
    const chunks = this.#queued;
    if (chunks.length === 0) return;
    this.#queued = [];
    if (this.#dropped || this.#thread.stopped) return;
    const alone = chunks
      .filter((chunk) => chunk.byteOffset === 0 && chunk.byteLength === chunk.buffer.byteLength)
      .map((chunk) => chunk.buffer as ArrayBuffer);
    const message = { kind: 'chunks', body: this.#id, chunks };
    try {
      this.#thread.worker.postMessage(message, alone);
    } catch {
      // Memory that cannot move (a pool's) is copied.
      this.#thread.worker.postMessage(message);
    }
  }

  /**
   * The body is whole: whether it is UTF-8 (and the line of its first NUL, `nulLine`). A thread
   * that stopped holding it fails this with 503 `import-reader-failed`, as it fails a batch.
   */
  async end(): Promise<{ utf8: boolean }> {
    this.#send();
    const answer = await ask<{ utf8?: boolean; nulLine?: number; gone?: boolean }>(this.#thread, {
      kind: 'end',
      body: this.#id,
      niceness: this.#niceness,
    }).catch(readerFailed('body'));
    this.#nulLine = answer.nulLine;
    return { utf8: answer.utf8 ?? false };
  }

  /**
   * The next batch of the row module `rows` names, read on the body's thread from as many pieces
   * of whole records as its rows take (`readFileRows`).
   */
  next(file: string, maxLineBytes: number, rows: { module: string; batchRows: number }): Promise<BodyPiece> {
    return ask(this.#thread, {
      kind: 'next',
      body: this.#id,
      niceness: this.#niceness,
      file,
      maxLineBytes,
      rows,
    });
  }

  /** Lets the body go (its thread frees it); idempotent. */
  drop(): void {
    if (this.#dropped) return;
    this.#dropped = true;
    this.#queued = [];
    if (!this.#thread.stopped) this.#thread.worker.postMessage({ kind: 'drop', body: this.#id });
  }
}

/**
 * How many file bodies the reading threads of this process hold (received, not yet let go). For
 * tests only; no request reaches it.
 */
export async function fileBodiesHeld(): Promise<number> {
  const counts = await Promise.all(threads.map((thread) => ask<{ held: number }>(thread, { kind: 'held' })));
  return counts.reduce((sum, { held }) => sum + held, 0);
}

/**
 * The rows of a body held by a reading thread, checked there (ADR 0150): the thread loads
 * `module` (a `RowModule`, `csv-rows.ts`), cuts the body into pieces of whole records (line
 * length, UTF-8), scans them as `readCsv` does and hands the module each piece's records; here come only its batches, one per `batchRows` rows
 * or fewer at the end (the last one even empty), each after the import's limits are checked
 * against the bytes and rows it was read from and the import's stop signal.
 */
export async function* readFileRows<Batch>(
  body: FileBody,
  file: string,
  run: ImportRun,
  rows: { module: URL; batchRows: number },
): AsyncGenerator<Batch> {
  for (;;) {
    const answer = await nextOf(body, file, run, { module: rows.module.href, batchRows: rows.batchRows });
    if (answer.records) run.countRows(file, answer.firstLine ?? 1, answer.records);
    yield answer.batch as Batch;
    if (answer.done) return;
  }
}

/**
 * The body's next answer from its thread (`FileBody.next`), its bytes counted against the
 * import's limits; a line too long, a body let go or a reader that failed thrown.
 */
async function nextOf(
  body: FileBody,
  file: string,
  run: ImportRun,
  rows: { module: string; batchRows: number },
): Promise<BodyPiece> {
  const piece = await body.next(file, run.limits.maxLineBytes, rows).catch(readerFailed(file));
  run.countBytes(file, piece.counted);
  if (piece.lineTooLong !== undefined) throw lineTooLong(run.limits.maxLineBytes, piece.lineTooLong);
  if (piece.gone) {
    run.checkpoint();
    throw new ImportReaderFailed(file, 'its body was let go');
  }
  if (piece.failed !== undefined) throw new ImportReaderFailed(file, piece.failed);
  return piece;
}
