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
import { boundedCsvText, ImportReaderFailed, type ImportRun } from './imports.ts';
import { recordsOf, type CsvProblem, type CsvRecord, type CsvScan } from './csv-scan.ts';

export { parseCsv, type CsvProblem, type CsvRecord } from './csv-scan.ts';

/** Threads reading CSV, per process (started on the first import, then kept). */
const CSV_THREADS = 2;

interface Thread {
  worker: Worker;
  pending: Map<number, { resolve: (scan: CsvScan) => void; reject: (error: Error) => void }>;
}

const threads: Thread[] = [];
let nextId = 0;
/** For tests only: given each reading thread as it starts (`crashCsvReadingThreadsAt`). */
let started: ((worker: Worker) => void) | undefined;

function startThread(): Thread {
  const worker = new Worker(new URL('./csv-thread.ts', import.meta.url));
  const thread: Thread = { worker, pending: new Map() };
  worker.unref();
  worker.on('message', (answer: CsvScan & { id: number }) => {
    const task = thread.pending.get(answer.id);
    thread.pending.delete(answer.id);
    if (thread.pending.size === 0) worker.unref();
    task?.resolve(answer);
  });
  /** The thread stopped: its pieces fail, and the next piece goes to a new thread. */
  const fail = (why: string) => {
    const at = threads.indexOf(thread);
    if (at !== -1) threads.splice(at, 1);
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

/** `scanCsv(text)` on the least busy reading thread. */
function scanOffThread(text: string): Promise<CsvScan> {
  if (threads.length < CSV_THREADS) threads.push(startThread());
  const thread = threads.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
  const id = (nextId += 1);
  return new Promise((resolve, reject) => {
    thread.pending.set(id, { resolve, reject });
    // Held while it has work: a process waiting only for its answer does not exit.
    thread.worker.ref();
    thread.worker.postMessage({ id, text });
  });
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
    const scan = await scanOffThread(piece.text).catch((error: unknown) => {
      throw new ImportReaderFailed(file, (error as Error).message);
    });
    const records = recordsOf(piece.text, scan, piece.firstLine);
    const problems = scan.problems.map((p) => ({ line: p.line + piece.firstLine - 1, reason: p.reason }));
    const [first] = records;
    if (first) run.countRows(file, first.line, records.length);
    if (piece.invalidLine !== undefined)
      problems.push({ line: piece.invalidLine, reason: 'is not valid UTF-8' });
    yield { records, problems };
  }
}
