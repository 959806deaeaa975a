/**
 * A thread that reads CSV for imports (`csv-read.ts`). Told `{ id, text }`, it answers
 * `{ id, bounds, escaped, problems }` (`scanCsv`), the offsets handed over without a copy.
 *
 * It also holds the file bodies received for imports (`FileBody`, ADR 0144): their bytes come
 * here as the socket delivers them and stay here, off the service's heap. Told `end`, it answers
 * whether the body is UTF-8 and the line of its first NUL; told `next` with a row module
 * (`csv-rows.ts`, ADR 0150), it cuts the body into pieces of whole records (`boundedCsvText`:
 * line length, UTF-8) and scans them until the module has a batch's rows, and answers the
 * module's batch; told `drop`, it lets the body go (`held`: how many it holds, for tests).
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { pieceOf, scanCsv } from './csv-scan.ts';
import type { RowBatcher, RowModule } from './csv-rows.ts';
import { boundedCsvText, ImportLimitExceeded, type TextPiece } from './imports.ts';
import { checkTextChunks } from './text-chunks.ts';

const port = parentPort;
if (!port) throw new Error('csv-thread runs as a worker thread');

/** The niceness this thread was last asked to read at (its process's until then). */
let niceAsked: number | undefined;

/**
 * This thread yields the CPU to its process's event loop (ADR 0150) at the niceness its work is
 * asked at (`IMPORT_READING_THREAD_NICENESS`, ADR 0160), set when it changes: on Linux, where a
 * thread's kernel id (`/proc/thread-self`) names it alone to `setpriority`. On a machine whose
 * cores are all busy, a file being read then takes the time the event loop leaves, instead of
 * half of it. Elsewhere (no `/proc`), or where it is refused (a niceness lowered without the
 * privilege), the thread runs as it is.
 */
function yieldToTheEventLoop(niceness: number | undefined): void {
  if (niceness === undefined || niceness === niceAsked) return;
  niceAsked = niceness;
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, niceness);
  } catch {
    // Not Linux, or not allowed: the thread keeps its priority.
  }
}

/**
 * A body held here: its chunks as they came, never joined (ADR 0160); once read, its pieces, each
 * chunk let go as the reading passes it.
 */
interface Held {
  chunks: Buffer[];
  pieces?: AsyncGenerator<TextPiece>;
  /** Bytes counted by the reader since the last answer (the service counts them against its limits). */
  counted: number;
  /** The row module's batcher of this body, once asked for rows. */
  batcher?: RowBatcher<unknown>;
}
const bodies = new Map<number, Held>();

/**
 * The body's chunks in order, each in slices of at most `size` bytes (a body read whole first
 * comes as one chunk), each chunk let go once read.
 */
async function* taken(held: Held, size = 64 * 1024): AsyncGenerator<Buffer> {
  for (let chunk = held.chunks.shift(); chunk !== undefined; chunk = held.chunks.shift())
    for (let at = 0; at < chunk.length; at += size)
      yield chunk.subarray(at, Math.min(at + size, chunk.length));
}

type Message = { niceness?: number } & (
  | { kind?: undefined; id: number; text: string }
  | { kind: 'open'; body: number }
  | { kind: 'chunks'; body: number; chunks: Uint8Array[] }
  | { kind: 'end'; id: number; body: number }
  | { kind: 'next'; id: number; body: number; file: string; maxLineBytes: number; rows: RowsAsked }
  | { kind: 'drop'; body: number }
  | { kind: 'held'; id: number }
);

/** Rows asked of a body: the module checking them (its URL) and how many a batch holds. */
interface RowsAsked {
  module: string;
  batchRows: number;
}

/** The body's pieces, cut as `readCsv` cuts a file's bytes (line length, UTF-8). */
function piecesOf(held: Held, file: string, maxLineBytes: number): AsyncGenerator<TextPiece> {
  const run = {
    limits: { maxLineBytes },
    countBytes: (_file: string, bytes: number) => {
      held.counted += bytes;
    },
  };
  held.pieces ??= boundedCsvText(taken(held), file, run);
  return held.pieces;
}

/** Answers a reading that failed: a line too long is the file's fault (named), anything else the reader's. */
function failed(id: number, held: Held, file: string, error: unknown): void {
  const place = error instanceof ImportLimitExceeded ? (error.errors?.[0]?.field ?? file) : undefined;
  port?.postMessage({
    id,
    done: true,
    counted: held.counted,
    lineTooLong: place,
    failed: place ? undefined : String(error),
  });
}

/**
 * Reads pieces into the body's row module until it holds `batchRows` rows (or the body ends),
 * and answers its batch with the bytes read and the records counted (first line, count).
 */
async function nextRows(id: number, held: Held, file: string, maxLineBytes: number, rows: RowsAsked) {
  try {
    held.batcher ??= ((await import(rows.module)) as RowModule<unknown>).createRowBatcher();
    const batcher = held.batcher;
    const pieces = piecesOf(held, file, maxLineBytes);
    let records = 0;
    let firstLine: number | undefined;
    for (;;) {
      const step = await pieces.next();
      if (!step.done) {
        const { text, ...piece } = step.value;
        const read = pieceOf(text, scanCsv(text), piece);
        firstLine ??= read.records[0]?.line;
        records += read.records.length;
        batcher.take(read.records, read.problems);
      }
      if (step.done || batcher.pending >= rows.batchRows) {
        const { batch, transfer = [] } = batcher.batch(step.done === true);
        const counted = held.counted;
        held.counted = 0;
        port?.postMessage({ id, done: step.done === true, counted, firstLine, records, batch }, transfer);
        return;
      }
    }
  } catch (error) {
    failed(id, held, file, error);
  }
}

port.on('message', (message: Message) => {
  yieldToTheEventLoop(message.niceness);
  switch (message.kind) {
    case undefined: {
      const scan = scanCsv(message.text);
      port.postMessage({ id: message.id, ...scan }, [scan.bounds.buffer as ArrayBuffer]);
      return;
    }
    case 'open':
      bodies.set(message.body, { chunks: [], counted: 0 });
      return;
    case 'chunks': {
      const held = bodies.get(message.body);
      for (const chunk of message.chunks)
        held?.chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      return;
    }
    case 'end': {
      const held = bodies.get(message.body);
      if (!held) {
        port.postMessage({ id: message.id, gone: true });
        return;
      }
      port.postMessage({ id: message.id, ...checkTextChunks(held.chunks) });
      return;
    }
    case 'next': {
      const held = bodies.get(message.body);
      if (!held) port.postMessage({ id: message.id, done: true, counted: 0, gone: true });
      else void nextRows(message.id, held, message.file, message.maxLineBytes, message.rows);
      return;
    }
    case 'drop':
      void bodies.get(message.body)?.pieces?.return(undefined);
      bodies.delete(message.body);
      return;
    case 'held':
      port.postMessage({ id: message.id, held: bodies.size });
      return;
  }
});
