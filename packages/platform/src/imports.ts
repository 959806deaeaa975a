/**
 * Imports that cannot exhaust a service. An import (a file sent to be read and written whole)
 * runs under an import gate: at most `maxConcurrent` at a time per process (one by default), the
 * next ones waiting their turn in order of arrival, at most `maxQueued` of them and each at most
 * `maxWaitSeconds` (beyond either, refused 429 with `Retry-After`; one whose client leaves while
 * it waits never starts; small additions to a staged batch count in a lane of their own, where
 * none waits), each stopped at `maxSeconds`, and stopped at once when its client leaves; its transaction (`run.transaction`) is rolled back then, its running statement
 * cancelled in Postgres. What it reads is bounded as it is read (`boundedCsvText`): the body,
 * the unzipped bytes and their ratio to the compressed ones, the length of a line, the rows of
 * a file and of the import. A limit reached is a 413 `import-limit-exceeded` naming the setting
 * and, where it applies, the file and line. Settings: `importLimitsEnvSchema`
 * (docs/operations.md, "Imports").
 */
import { isUtf8 } from 'node:buffer';
import { z } from 'zod';
import type { Database, Transaction } from './db.ts';
import type { Metrics } from './metrics.ts';
import { cancelBackend } from './dry-runs.ts';
import { AppError } from './errors.ts';

/** Codes of the import gate and its limits, for services that run imports. */
export const IMPORT_PROBLEM_CODES = [
  'import-limit-exceeded',
  'imports-busy',
  'import-reader-failed',
] as const;
export type ImportProblemCode = (typeof IMPORT_PROBLEM_CODES)[number];

const count = z.coerce.number().int().min(1);

/** The settings of the import gate, read from the environment (each has a default). */
export const importLimitsEnvSchema = z
  .object({
    /** Largest body of an import (the zip as sent, or the CSV), in bytes. */
    IMPORT_MAX_BODY_BYTES: count.default(16 * 1024 * 1024),
    /** Largest sum of the unzipped sizes of the files an import reads from an archive. */
    IMPORT_MAX_UNZIPPED_BYTES: count.default(512 * 1024 * 1024),
    /** Largest ratio of a file's unzipped size to its compressed size in an archive. */
    IMPORT_MAX_COMPRESSION_RATIO: count.default(100),
    /** Longest line (a record, with the line ends inside its quotes), in bytes. */
    IMPORT_MAX_LINE_BYTES: count.default(64 * 1024),
    /** Most rows of one file (the header included). */
    IMPORT_MAX_FILE_ROWS: count.default(2_000_000),
    /** Most rows of all the files of one import. */
    IMPORT_MAX_ROWS: count.default(3_000_000),
    /** Longest an import runs, reading and writing, before it is stopped and rolled back. */
    IMPORT_MAX_SECONDS: count.default(240),
    /**
     * Imports run at once by one process (ADR 0094): the next ones wait their turn, in order of
     * arrival. One at a time leaves the process's other cores and its event loop to the reads.
     */
    IMPORT_MAX_CONCURRENT: count.default(1),
    /**
     * Imports waiting for their turn in one process, at most; the next is refused 429 with
     * Retry-After before its body is read. A waiting import holds its body (at most
     * IMPORT_MAX_BODY_BYTES), not the memory of a running one.
     */
    IMPORT_MAX_QUEUED: z.coerce.number().int().min(0).default(4),
    /**
     * Longest an import waits for its turn before it is refused 429 (nothing read or written):
     * with IMPORT_MAX_SECONDS, under the gateway's 300 s for these operations.
     */
    IMPORT_MAX_WAIT_SECONDS: count.default(50),
    /**
     * Additions to a staged batch (at most 500 statements each, by the contract) run at once by
     * one process, apart from the file imports: a small addition does not wait behind them.
     */
    IMPORT_MAX_CONCURRENT_ADDITIONS: count.default(16),
    /** Longest an import run as a job (in the background, no client waiting) runs. */
    IMPORT_JOB_MAX_SECONDS: count.default(1800),
    /**
     * The niceness of the threads reading imports' CSV (ADR 0150, 0160), 0 to 19: on a machine
     * whose cores are busy, a file's reading takes the time the event loop's thread (0) leaves.
     */
    IMPORT_READING_THREAD_NICENESS: z.coerce.number().int().min(0).max(19).default(10),
  })
  .transform((env) => ({
    maxBodyBytes: env.IMPORT_MAX_BODY_BYTES,
    maxUnzippedBytes: env.IMPORT_MAX_UNZIPPED_BYTES,
    maxCompressionRatio: env.IMPORT_MAX_COMPRESSION_RATIO,
    maxLineBytes: env.IMPORT_MAX_LINE_BYTES,
    maxFileRows: env.IMPORT_MAX_FILE_ROWS,
    maxRows: env.IMPORT_MAX_ROWS,
    maxSeconds: env.IMPORT_MAX_SECONDS,
    maxConcurrent: env.IMPORT_MAX_CONCURRENT,
    maxQueued: env.IMPORT_MAX_QUEUED,
    maxWaitSeconds: env.IMPORT_MAX_WAIT_SECONDS,
    maxConcurrentAdditions: env.IMPORT_MAX_CONCURRENT_ADDITIONS,
    maxJobSeconds: env.IMPORT_JOB_MAX_SECONDS,
    readingThreadNiceness: env.IMPORT_READING_THREAD_NICENESS,
  }));

export type ImportLimits = z.infer<typeof importLimitsEnvSchema>;

/** The setting that holds each limit, as the answers and docs/operations.md name it. */
const SETTING = {
  maxBodyBytes: 'IMPORT_MAX_BODY_BYTES',
  maxUnzippedBytes: 'IMPORT_MAX_UNZIPPED_BYTES',
  maxCompressionRatio: 'IMPORT_MAX_COMPRESSION_RATIO',
  maxLineBytes: 'IMPORT_MAX_LINE_BYTES',
  maxFileRows: 'IMPORT_MAX_FILE_ROWS',
  maxRows: 'IMPORT_MAX_ROWS',
  maxSeconds: 'IMPORT_MAX_SECONDS',
  maxConcurrent: 'IMPORT_MAX_CONCURRENT',
  maxQueued: 'IMPORT_MAX_QUEUED',
  maxWaitSeconds: 'IMPORT_MAX_WAIT_SECONDS',
  maxConcurrentAdditions: 'IMPORT_MAX_CONCURRENT_ADDITIONS',
  maxJobSeconds: 'IMPORT_JOB_MAX_SECONDS',
  readingThreadNiceness: 'IMPORT_READING_THREAD_NICENESS',
} as const satisfies Record<keyof ImportLimits, string>;

/**
 * 413 `import-limit-exceeded`: the import asked for more than a limit allows; nothing was
 * written. The problem's `limit` member names the setting and its value; `errors` names the
 * place (`body`, `<file>` or `<file>:<line>`).
 */
export class ImportLimitExceeded extends AppError<ImportProblemCode> {
  readonly limit: { setting: string; value: number };

  constructor(limit: keyof ImportLimits, value: number, place: string, message: string) {
    const setting = SETTING[limit];
    super(
      413,
      'import-limit-exceeded',
      `The import is refused (nothing was written): ${place} ${message} (${setting}=${value}).`,
      {
        errors: [{ field: place, message: `${message} (${setting}=${value})` }],
      },
    );
    this.limit = { setting, value };
  }

  override toProblem(instance?: string) {
    return { ...super.toProblem(instance), limit: this.limit };
  }
}

/**
 * Why an import stopped when its client left: 499 (the status proxies log for a client that
 * closed its request). Nobody reads the answer; the request's log line does.
 */
export class ImportAbandoned extends AppError<'client-closed-request'> {
  constructor() {
    super(
      499,
      'client-closed-request',
      'The client left before the import was answered; it was stopped and rolled back.',
    );
  }
}

/**
 * 503 `import-reader-failed`: a thread reading the import's file stopped (it crashed or was
 * killed) before it answered; the import was stopped and rolled back, nothing written. Not the
 * file's fault: sent again, it is read by a new thread.
 */
export class ImportReaderFailed extends AppError<ImportProblemCode> {
  constructor(file: string, why: string) {
    super(
      503,
      'import-reader-failed',
      `The thread reading ${file} stopped (${why}); the import was stopped and nothing was written. Send it again.`,
      { headers: { 'Retry-After': '1' } },
    );
  }
}

/** A file of an archive as the archive's directory declares it, before any of it is unzipped. */
export interface DeclaredEntry {
  file: string;
  compressedBytes: number;
  unzippedBytes: number;
}

/**
 * Refuses a file of an archive by its declared sizes: unzipping to more than
 * `maxCompressionRatio` times its compressed bytes, or to more than the import may unzip in all
 * with the `before` bytes already counted.
 */
function admitDeclared(limits: ImportLimits, entry: DeclaredEntry, before: number): void {
  const { file, compressedBytes, unzippedBytes } = entry;
  if (unzippedBytes > limits.maxCompressionRatio * Math.max(compressedBytes, 1))
    throw new ImportLimitExceeded(
      'maxCompressionRatio',
      limits.maxCompressionRatio,
      file,
      `unzips ${compressedBytes} bytes to ${unzippedBytes}, a ratio above the one allowed`,
    );
  if (before + unzippedBytes > limits.maxUnzippedBytes)
    throw new ImportLimitExceeded(
      'maxUnzippedBytes',
      limits.maxUnzippedBytes,
      file,
      `unzips to ${unzippedBytes} bytes, more than the import may unzip in all`,
    );
}

/** One import under way: its limits, its stop signal, what it has read. */
export interface ImportRun {
  readonly limits: ImportLimits;
  /** Aborted when the client leaves or the time is up; `reason` says which. */
  readonly signal: AbortSignal;
  /** Throws the reason the import was stopped, if it was. */
  checkpoint(): void;
  /** Admits a file of an archive by its declared sizes, before a byte of it is unzipped. */
  admitEntry(file: string, compressedBytes: number, unzippedBytes: number): void;
  /** Counts bytes read (unzipped) of `file`. */
  countBytes(file: string, bytes: number): void;
  /** Counts `rows` rows of `file`, the first of them at `line`. */
  countRows(file: string, line: number, rows: number): void;
  /** Runs `work` in a transaction rolled back, its statement cancelled, when the import stops. */
  transaction<T>(work: (trx: Transaction) => Promise<T>): Promise<T>;
}

export interface ImportGate {
  /**
   * Runs an import of a body of `bodyBytes` (`signal`: aborted when the client leaves). Refuses
   * a body over the limit; beyond the concurrency limit, the import waits its turn in order of
   * arrival, or is refused (429, `Retry-After` the seconds until the first running import must
   * have ended) when `maxQueued` wait already, when it has waited `maxWaitSeconds`, or when it
   * is a job (jobs wait in their own queue, in the database). Its client leaving while it
   * waits, it never starts.
   */
  run<T>(request: ImportRequest, work: (run: ImportRun) => Promise<T>): Promise<T>;
  /** Refuses a body over the limit (413), as `run` does, for an import that will run later. */
  admit(bodyBytes: number): void;
  /**
   * Refuses (413) an archive whose files, as its directory declares them, break a limit (a
   * file's compression ratio, the bytes unzipped in all), as the run's `admitEntry` would once
   * at each: called before `run`, a zip bomb is refused without waiting its turn or opening a
   * transaction (ADR 0123). `entries` are the files the import would read, in their order.
   */
  admitArchive(entries: Iterable<DeclaredEntry>): void;
  /**
   * The refusal (429 `imports-busy`) `run` would answer now, every place of the lane being
   * taken and as many imports waiting as may; undefined while one could run or wait. Asked
   * before a file body is read, so that a client sending imports over and over never makes the
   * service read bodies it will refuse.
   */
  busy(lane?: 'files' | 'additions'): AppError<ImportProblemCode> | undefined;
  /** `run` with all of the work in the import's transaction (`run.transaction`). */
  transaction<T>(request: ImportRequest, work: (trx: Transaction, run: ImportRun) => Promise<T>): Promise<T>;
}

/** What the gate knows of an import before it starts. */
export interface ImportRequest {
  bodyBytes: number;
  /** Aborted when the client leaves (`ApiRequest.signal`). */
  signal?: AbortSignal | undefined;
  /** Told the rows read so far, in all the files, as they are counted (an import job's progress). */
  onRows?: ((rows: number) => void) | undefined;
  /**
   * A job, run in the background: bounded by `maxJobSeconds` rather than `maxSeconds`, and
   * refused rather than queued when no place is free (it stays in the jobs' queue).
   */
  job?: boolean;
  /**
   * A small addition (a bounded JSON body, not a file): counted against
   * `maxConcurrentAdditions`, apart from the file imports, rather than `maxConcurrent`; refused
   * rather than queued when every place is taken.
   */
  addition?: boolean;
}

/** A place in a lane: the instant the import holding it will have ended by. */
interface Place {
  deadline: number;
}

/** One lane of the gate: its places, the imports waiting for one (first come, first served). */
interface Lane {
  readonly name: 'files' | 'additions';
  readonly limit: 'maxConcurrent' | 'maxConcurrentAdditions';
  /** How many may wait: `maxQueued` for files, none for additions. */
  readonly queue: number;
  readonly running: Set<Place>;
  readonly waiting: { admit(): void }[];
}

export function createImportGate(
  db: Database,
  limits: ImportLimits,
  options: { metrics?: Metrics } = {},
): ImportGate {
  const lanes: Record<Lane['name'], Lane> = {
    files: {
      name: 'files',
      limit: 'maxConcurrent',
      queue: limits.maxQueued,
      running: new Set(),
      waiting: [],
    },
    additions: {
      name: 'additions',
      limit: 'maxConcurrentAdditions',
      queue: 0,
      running: new Set(),
      waiting: [],
    },
  };
  options.metrics?.collectedGauge({
    name: 'import_gate_imports',
    help: 'Imports of this process by lane (files, additions) and state (running, waiting for their turn).',
    labelNames: ['lane', 'state'],
    collect: async (set) => {
      for (const lane of Object.values(lanes)) {
        set({ lane: lane.name, state: 'running' }, lane.running.size);
        set({ lane: lane.name, state: 'waiting' }, lane.waiting.length);
      }
    },
  });
  /** 429 `imports-busy`: try again once the first running import must have ended. */
  const refusal = (lane: Lane, why: string) => {
    const first = Math.min(...[...lane.running].map((r) => r.deadline));
    const seconds = Number.isFinite(first) ? Math.max(1, Math.ceil((first - Date.now()) / 1000)) : 1;
    const what = lane.name === 'files' ? 'imports' : 'additions';
    return new AppError<ImportProblemCode>(
      429,
      'imports-busy',
      `As many ${what} run as may (${SETTING[lane.limit]}=${limits[lane.limit]})${why}; nothing was read or written; try again in ${seconds} s.`,
      { headers: { 'Retry-After': String(seconds) } },
    );
  };
  const free = (lane: Lane) => lane.running.size < limits[lane.limit] && lane.waiting.length === 0;
  const queueFull = (lane: Lane) =>
    lane.name === 'additions'
      ? ''
      : ` and as many wait their turn as may (${SETTING.maxQueued}=${lane.queue})`;
  /** Takes a place for `seconds`, at once or at the import's turn (refused or left before). */
  const takePlace = (lane: Lane, request: ImportRequest, seconds: number): Promise<Place> => {
    const place = { deadline: 0 };
    const take = () => {
      place.deadline = Date.now() + seconds * 1000;
      lane.running.add(place);
      return place;
    };
    if (request.signal?.aborted) return Promise.reject(new ImportAbandoned());
    if (free(lane)) return Promise.resolve(take());
    if (request.job === true)
      return Promise.reject(refusal(lane, ", or others wait their turn (a job waits in the jobs' queue)"));
    if (lane.waiting.length >= lane.queue) return Promise.reject(refusal(lane, queueFull(lane)));
    return new Promise((resolve, reject) => {
      const leave = (error: AppError<string>) => {
        lane.waiting.splice(lane.waiting.indexOf(waiter), 1);
        done();
        reject(error);
      };
      const left = () => leave(new ImportAbandoned());
      const timer = setTimeout(
        () =>
          leave(
            refusal(
              lane,
              `, and this one waited its turn as long as it may (${SETTING.maxWaitSeconds}=${limits.maxWaitSeconds})`,
            ),
          ),
        limits.maxWaitSeconds * 1000,
      );
      const done = () => {
        clearTimeout(timer);
        request.signal?.removeEventListener('abort', left);
      };
      const waiter = {
        admit: () => {
          done();
          resolve(take());
        },
      };
      request.signal?.addEventListener('abort', left, { once: true });
      lane.waiting.push(waiter);
    });
  };
  /** Gives the place back; the first imports waiting take the places free, in their order. */
  const release = (lane: Lane, place: Place) => {
    lane.running.delete(place);
    while (lane.running.size < limits[lane.limit]) {
      const next = lane.waiting.shift();
      if (!next) break;
      next.admit();
    }
  };
  const gate: ImportGate = {
    transaction: (request, work) => gate.run(request, (run) => run.transaction((trx) => work(trx, run))),
    admit(bodyBytes) {
      if (bodyBytes > limits.maxBodyBytes)
        throw new ImportLimitExceeded(
          'maxBodyBytes',
          limits.maxBodyBytes,
          'body',
          `is ${bodyBytes} bytes, more than allowed`,
        );
    },
    admitArchive(entries) {
      let declared = 0;
      for (const entry of entries) {
        admitDeclared(limits, entry, declared);
        declared += entry.unzippedBytes;
      }
    },
    busy(which = 'files') {
      const lane = lanes[which];
      if (lane.running.size < limits[lane.limit] || lane.waiting.length < lane.queue) return undefined;
      return refusal(lane, queueFull(lane));
    },
    async run(request, work) {
      gate.admit(request.bodyBytes);
      const lane = request.addition === true ? lanes.additions : lanes.files;
      const limit = request.job === true ? 'maxJobSeconds' : 'maxSeconds';
      const arrived = performance.now();
      const place = await takePlace(lane, request, limits[limit]);
      const waitedMs = performance.now() - arrived;
      const stop = new AbortController();
      const timer = setTimeout(
        () =>
          stop.abort(
            new ImportLimitExceeded(limit, limits[limit], 'body', 'took longer than allowed to import'),
          ),
        limits[limit] * 1000,
      );
      const leave = () => stop.abort(new ImportAbandoned());
      if (request.signal?.aborted) leave();
      request.signal?.addEventListener('abort', leave, { once: true });
      try {
        const run = startRun(db, limits, stop.signal, place.deadline, request.onRows);
        try {
          return await work(run);
        } catch (error) {
          // A statement cancelled, a stream destroyed: the stop is the reason, not its symptom.
          const reason: unknown = stop.signal.aborted ? stop.signal.reason : error;
          // How long it waited its turn, apart from its run (ADR 0099): a refusal's time is
          // judged from when the import left the queue.
          if (reason instanceof AppError) reason.headers['Server-Timing'] ??= importWait(waitedMs);
          throw reason;
        }
      } finally {
        clearTimeout(timer);
        request.signal?.removeEventListener('abort', leave);
        release(lane, place);
      }
    },
  };
  return gate;
}

/** The `Server-Timing` entry of the time an import waited its turn in the gate, in ms. */
function importWait(waitedMs: number): string {
  return `import-wait;dur=${Math.round(waitedMs)};desc="waited its turn in the import gate"`;
}

function startRun(
  db: Database,
  limits: ImportLimits,
  signal: AbortSignal,
  deadline: number,
  onRows?: (rows: number) => void,
): ImportRun {
  let unzipped = 0;
  let rows = 0;
  const fileRows = new Map<string, number>();
  const checkpoint = () => {
    if (signal.aborted) throw signal.reason;
  };
  return {
    limits,
    signal,
    checkpoint,
    admitEntry(file, compressedBytes, unzippedBytes) {
      checkpoint();
      admitDeclared(limits, { file, compressedBytes, unzippedBytes }, unzipped);
    },
    countBytes(file, bytes) {
      checkpoint();
      unzipped += bytes;
      if (unzipped > limits.maxUnzippedBytes)
        throw new ImportLimitExceeded(
          'maxUnzippedBytes',
          limits.maxUnzippedBytes,
          file,
          'unzips to more bytes than the import may unzip in all',
        );
    },
    countRows(file, line, added) {
      checkpoint();
      const before = fileRows.get(file) ?? 0;
      fileRows.set(file, before + added);
      rows += added;
      onRows?.(rows);
      if (before + added > limits.maxFileRows)
        throw new ImportLimitExceeded(
          'maxFileRows',
          limits.maxFileRows,
          `${file}:${line + (limits.maxFileRows - before)}`,
          'is a row beyond the most a file may have',
        );
      if (rows > limits.maxRows)
        throw new ImportLimitExceeded(
          'maxRows',
          limits.maxRows,
          `${file}:${line + (limits.maxRows - (rows - added))}`,
          'is a row beyond the most an import may have',
        );
    },
    async transaction(work) {
      checkpoint();
      return db.transaction(async (trx) => {
        const pid = ((await trx.raw('select pg_backend_pid() as pid')).rows[0] as { pid: number }).pid;
        // The database stops a statement a second after the deadline, should the process not.
        await trx.raw(`set local statement_timeout = ${Math.max(1, deadline - Date.now()) + 1000}`);
        let cancelling: Promise<void> | undefined;
        const cancel = () => {
          cancelling = cancelBackend(db, pid);
        };
        signal.addEventListener('abort', cancel, { once: true });
        try {
          const result = await work(trx);
          // A client gone by now gets nothing written either.
          checkpoint();
          return result;
        } finally {
          signal.removeEventListener('abort', cancel);
          // The cancel is sent while the connection is still this transaction's: never to
          // whichever request takes it from the pool next.
          await cancelling;
        }
      });
    },
  };
}

/** States of the scan of a CSV record, where a line end ends it or not. */
const Csv = {
  FieldStart: 0,
  Unquoted: 1,
  Quoted: 2,
  /** A quote in a quoted field: the field's end, or the first of `""`. */
  QuoteInQuoted: 3,
  /** Characters after a closing quote: the reader skips them to the line end. */
  Skipping: 4,
  RecordEnd: 5,
} as const;
type Csv = (typeof Csv)[keyof typeof Csv];

/**
 * The next state after `byte` (`"` 34, `,` 44, LF 10, CR 13). A line end ends the record
 * unless it is inside quotes; a quote inside an unquoted field is a character, as the CSV
 * reader takes it (which then refuses the record).
 */
function afterByte(state: Csv, byte: number): Csv {
  switch (state) {
    case Csv.Quoted:
      return byte === 34 ? Csv.QuoteInQuoted : Csv.Quoted;
    case Csv.QuoteInQuoted:
      if (byte === 34) return Csv.Quoted;
      if (byte === 10) return Csv.RecordEnd;
      if (byte === 44) return Csv.FieldStart;
      return byte === 13 ? Csv.Unquoted : Csv.Skipping;
    case Csv.Skipping:
      return byte === 10 ? Csv.RecordEnd : Csv.Skipping;
    default:
      if (byte === 10) return Csv.RecordEnd;
      if (byte === 44) return Csv.FieldStart;
      return state === Csv.FieldStart && byte === 34 ? Csv.Quoted : Csv.Unquoted;
  }
}

/** The refusal of a record longer than `maxLineBytes` (`max`), at `place` (`<file>:<line>`). */
export function lineTooLong(max: number, place: string): ImportLimitExceeded {
  return new ImportLimitExceeded('maxLineBytes', max, place, 'is a line longer than allowed');
}

/** A piece of a file's text: whole records, the first on `firstLine`. */
export interface TextPiece {
  text: string;
  firstLine: number;
  /** The line whose bytes are not UTF-8: the piece ends before it, and the file there. */
  invalidLine?: number;
}

/**
 * A file's bytes as pieces of UTF-8 text cut at line ends outside quotes (`"`), so that each
 * piece holds whole CSV records: a byte order mark at the start is dropped, the bytes counted
 * against the import's limits, a record longer than `maxLineBytes` refused naming its line
 * (memory holds at most one such record beside a chunk), and bytes that are not UTF-8 reported
 * by line (`invalidLine`) rather than replaced. The stop signal is checked at each chunk.
 */
export async function* boundedCsvText(
  chunks: AsyncIterable<Buffer>,
  file: string,
  run: Pick<ImportRun, 'countBytes'> & { readonly limits: Pick<ImportLimits, 'maxLineBytes'> },
): AsyncGenerator<TextPiece> {
  const max = run.limits.maxLineBytes;
  let carry: Buffer[] = [];
  /** Bytes of the record under way (in `carry` and the chunk scanned). */
  let recordBytes = 0;
  /** Where the scan stands in the record, as the CSV reader will read it (`Csv`). */
  let state: Csv = Csv.FieldStart;
  /** The line of the byte scanned, and the line the record under way started on. */
  let line = 1;
  let recordLine = 1;
  let pieceLine = 1;
  const piece = (bytes: Buffer): TextPiece => {
    const start = pieceLine;
    pieceLine = recordLine;
    if (isUtf8(bytes)) return { text: bytes.toString('utf8'), firstLine: start };
    // Rare: find the first line that is not UTF-8 and keep what comes before it.
    let from = 0;
    for (let at = start; ; at += 1) {
      const end = bytes.indexOf(10, from);
      const stop = end === -1 ? bytes.length : end + 1;
      if (!isUtf8(bytes.subarray(from, stop)))
        return { text: bytes.subarray(0, from).toString('utf8'), firstLine: start, invalidLine: at };
      from = stop;
    }
  };
  for await (const chunk of withoutBom(chunks, (bytes) => run.countBytes(file, bytes))) {
    let cut = -1;
    const tooLong = () => lineTooLong(max, `${file}:${recordLine}`);
    const end = chunk.length;
    /** The next line end at or after `i` (`end` when none): found once, not at each byte. */
    let nextLf = -1;
    /** The next quote at or after `i` (`end` when none), likewise. */
    let nextQuote = -1;
    let i = 0;
    while (i < end) {
      // Runs of bytes that change nothing but field starts are skipped by `indexOf` (native):
      // the state machine sees only quotes, line ends and what follows a quote in quotes.
      if (nextLf < i) {
        nextLf = chunk.indexOf(10, i);
        if (nextLf === -1) nextLf = end;
      }
      if (nextQuote < i) {
        nextQuote = chunk.indexOf(34, i);
        if (nextQuote === -1) nextQuote = end;
      }
      if (state === Csv.Quoted) {
        const stop = nextQuote;
        for (let lf = nextLf; lf !== -1 && lf < stop; lf = chunk.indexOf(10, lf + 1)) {
          line += 1;
          nextLf = -1;
        }
        recordBytes += stop - i;
        if (recordBytes > max) throw tooLong();
        i = stop;
        if (i === end) break;
      } else if (state !== Csv.QuoteInQuoted) {
        const stop: number = state !== Csv.Skipping && nextQuote < nextLf ? nextQuote : nextLf;
        if (stop > i) {
          recordBytes += stop - i;
          if (recordBytes > max) throw tooLong();
          if (state !== Csv.Skipping) state = chunk[stop - 1] === 44 ? Csv.FieldStart : Csv.Unquoted;
          i = stop;
          if (i === end) break;
        }
      }
      const byte = chunk[i] as number;
      i += 1;
      recordBytes += 1;
      if (byte === 10) line += 1;
      state = afterByte(state, byte);
      if (state === Csv.RecordEnd) {
        state = Csv.FieldStart;
        cut = i - 1;
        recordBytes = 0;
        recordLine = line;
        continue;
      }
      if (recordBytes > max) throw tooLong();
    }
    if (cut === -1) {
      carry.push(chunk);
      continue;
    }
    const whole = Buffer.concat([...carry, chunk.subarray(0, cut + 1)]);
    carry = cut + 1 < chunk.length ? [chunk.subarray(cut + 1)] : [];
    const next = piece(whole);
    yield next;
    if (next.invalidLine !== undefined) return;
  }
  const rest = Buffer.concat(carry);
  if (rest.length > 0) yield piece(rest);
}

/** The chunks counted, without a byte order mark at the start (which chunks may cut). */
async function* withoutBom(
  chunks: AsyncIterable<Buffer>,
  count: (bytes: number) => void,
): AsyncGenerator<Buffer> {
  let head: Buffer | undefined = Buffer.alloc(0);
  for await (const chunk of chunks) {
    count(chunk.length);
    if (!head) {
      yield chunk;
      continue;
    }
    head = Buffer.concat([head, chunk]);
    if (head.length < 3) continue;
    const start = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
    const rest = head.subarray(start);
    head = undefined;
    if (rest.length > 0) yield rest;
  }
  if (head && head.length > 0) yield head;
}
