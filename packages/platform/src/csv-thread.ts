/**
 * A thread that reads CSV for imports (`csv-read.ts`). Told `{ id, text }`, it answers
 * `{ id, bounds, escaped, problems }` (`scanCsv`), the offsets handed over without a copy.
 *
 * It also holds the file bodies received for imports (`FileBody`, ADR 0144): their bytes come
 * here as the socket delivers them and stay here, off the service's heap. Told `end`, it answers
 * whether the body is UTF-8 and the line of its first NUL; told `next`, it cuts the body's next
 * piece of whole records (`boundedCsvText`: line length, UTF-8), scans it, and answers the
 * piece's text and where its fields lie; told `drop`, it lets the body go (`held`: how many it
 * holds, for tests).
 */
import { isUtf8 } from 'node:buffer';
import { parentPort } from 'node:worker_threads';
import { scanCsv } from './csv-scan.ts';
import { boundedCsvText, ImportLimitExceeded, type TextPiece } from './imports.ts';

const port = parentPort;
if (!port) throw new Error('csv-thread runs as a worker thread');

/** A body held here: its chunks until it ends, then its bytes and, once read, its pieces. */
interface Held {
  chunks: Buffer[];
  bytes?: Buffer;
  pieces?: AsyncGenerator<TextPiece>;
  /** Bytes counted by the reader since the last answer (the service counts them against its limits). */
  counted: number;
}
const bodies = new Map<number, Held>();

/** The line (1-based) of `bytes` where `index` falls. */
function lineAt(bytes: Buffer, index: number): number {
  let line = 1;
  for (let i = bytes.indexOf(10); i !== -1 && i < index; i = bytes.indexOf(10, i + 1)) line += 1;
  return line;
}

async function* whole(bytes: Buffer, size = 64 * 1024): AsyncGenerator<Buffer> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, Math.min(at + size, bytes.length));
}

type Message =
  | { kind?: undefined; id: number; text: string }
  | { kind: 'open'; body: number }
  | { kind: 'chunk'; body: number; chunk: Uint8Array }
  | { kind: 'end'; id: number; body: number }
  | { kind: 'next'; id: number; body: number; file: string; maxLineBytes: number }
  | { kind: 'drop'; body: number }
  | { kind: 'held'; id: number };

async function next(id: number, held: Held, file: string, maxLineBytes: number): Promise<void> {
  const run = {
    limits: { maxLineBytes },
    countBytes: (_file: string, bytes: number) => {
      held.counted += bytes;
    },
  };
  held.pieces ??= boundedCsvText(whole(held.bytes ?? Buffer.alloc(0)), file, run);
  try {
    const step = await held.pieces.next();
    const counted = held.counted;
    held.counted = 0;
    if (step.done) {
      port?.postMessage({ id, done: true, counted });
      return;
    }
    const { text, firstLine, invalidLine } = step.value;
    const scan = scanCsv(text);
    port?.postMessage({ id, done: false, counted, text, firstLine, invalidLine, ...scan }, [
      scan.bounds.buffer as ArrayBuffer,
    ]);
  } catch (error) {
    // A line too long is the file's fault (refused naming the line); anything else, the reader's.
    const place = error instanceof ImportLimitExceeded ? (error.errors?.[0]?.field ?? file) : undefined;
    port?.postMessage({
      id,
      done: true,
      counted: held.counted,
      lineTooLong: place,
      failed: place ? undefined : String(error),
    });
  }
}

port.on('message', (message: Message) => {
  switch (message.kind) {
    case undefined: {
      const scan = scanCsv(message.text);
      port.postMessage({ id: message.id, ...scan }, [scan.bounds.buffer as ArrayBuffer]);
      return;
    }
    case 'open':
      bodies.set(message.body, { chunks: [], counted: 0 });
      return;
    case 'chunk':
      bodies
        .get(message.body)
        ?.chunks.push(Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength));
      return;
    case 'end': {
      const held = bodies.get(message.body);
      if (!held) {
        port.postMessage({ id: message.id, gone: true });
        return;
      }
      const bytes = Buffer.concat(held.chunks);
      held.chunks = [];
      held.bytes = bytes;
      const utf8 = isUtf8(bytes);
      const nul = utf8 ? bytes.indexOf(0) : -1;
      port.postMessage({ id: message.id, utf8, nulLine: nul === -1 ? undefined : lineAt(bytes, nul) });
      return;
    }
    case 'next': {
      const held = bodies.get(message.body);
      if (!held) port.postMessage({ id: message.id, done: true, counted: 0, gone: true });
      else void next(message.id, held, message.file, message.maxLineBytes);
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
