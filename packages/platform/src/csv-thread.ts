/**
 * A thread that reads CSV for imports (`csv-read.ts`): told `{ id, text }`, it answers
 * `{ id, bounds, escaped, problems }` (`scanCsv`), the offsets handed over without a copy.
 */
import { parentPort } from 'node:worker_threads';
import { scanCsv } from './csv-scan.ts';

const port = parentPort;
if (!port) throw new Error('csv-thread runs as a worker thread');
port.on('message', ({ id, text }: { id: number; text: string }) => {
  const scan = scanCsv(text);
  port.postMessage({ id, ...scan }, [scan.bounds.buffer as ArrayBuffer]);
});
