/**
 * An import's CSV is read off the event loop (ADR 0088): while a large file is being read, a
 * request to the same process is answered; what is read is what the reader reads from the whole
 * text; a limit reached while reading is still refused naming its line; a thread that dies
 * mid-file fails the import with 503 `import-reader-failed`, and the next read gets a new thread.
 * No database.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TransferListItem } from 'node:worker_threads';
import { expect } from 'chai';
import {
  createImportGate,
  importLimitsEnvSchema,
  type ImportLimitExceeded,
  type ImportReaderFailed,
} from '../../src/imports.ts';
import {
  csvReadingThreads,
  FileBody,
  fileBodiesHeld,
  parseCsv,
  readCsv,
  readFileRows,
} from '../../src/csv-read.ts';
import type { RowsRead } from './fixtures/rows-with-thread.ts';
import { crashCsvReadingThreadsAt } from '../../src/testing/index.ts';
import type { Database } from '../../src/db.ts';

const gate = () => createImportGate(undefined as unknown as Database, importLimitsEnvSchema.parse({}));

async function* once(bytes: Buffer): AsyncGenerator<Buffer> {
  yield bytes;
}

describe('CSV of imports read on a thread of its own', () => {
  let server: Server;
  let url: string;
  before(async () => {
    server = createServer((_req, res) => res.end('{"data":[]}'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  after(() => new Promise((resolve) => server.close(resolve)));

  it('answers a request while a large file is being read, and reads it as the whole text reads', async function () {
    this.timeout(60_000);
    // 9 MB of stop times, in one piece of whole records: read on the event loop, nothing else
    // could run until its last field was cut.
    const row = (i: number) =>
      `T${i % 977},07:${String(i % 60).padStart(2, '0')}:00,07:00:00,"S ""${i}""",${i}\n`;
    const text =
      'trip_id,arrival_time,departure_time,stop_id,stop_sequence\n' +
      Array.from({ length: 150_000 }, (_, i) => row(i)).join('');
    const order: string[] = [];
    const records: { line: number; fields: string[] }[] = [];
    const reading = gate().run({ bodyBytes: 1 }, async (run) => {
      for await (const piece of readCsv(once(Buffer.from(text)), 'stop_times.txt', run))
        for (const record of piece.records) records.push(record);
      order.push('file read');
    });
    const answering = fetch(url)
      .then((response) => response.text())
      .then(() => order.push('request answered'));
    await Promise.all([reading, answering]);

    expect(order).to.deep.equal(['request answered', 'file read']);
    const whole = parseCsv(text);
    expect(records).to.have.length(150_001);
    expect(records.at(-1)).to.deep.equal({
      line: 150_001,
      fields: ['T518', '07:59:00', '07:00:00', 'S "149999"', '149999'],
    });
    // Compared as text: chai's deep comparison of 150,000 records takes longer than the test.
    expect(JSON.stringify(records) === JSON.stringify(whole.records)).to.equal(true);
  });

  it('numbers the lines from the file’s start across pieces, and refuses a row beyond the limit there', async () => {
    const limits = importLimitsEnvSchema.parse({ IMPORT_MAX_FILE_ROWS: '5' });
    const run = createImportGate(undefined as unknown as Database, limits);
    async function* pieces() {
      yield Buffer.from('a,b\n1,"x\n');
      yield Buffer.from('y"\n2,2\n3,"q"z\n');
      yield Buffer.from('4,4\n5,5\n6,6\n');
    }
    const read: {
      records: { line: number; fields: string[] }[];
      problems: { line: number; reason: string }[];
    }[] = [];
    const error = await run
      .run({ bodyBytes: 40 }, async (importRun) => {
        for await (const piece of readCsv(pieces(), 'f.csv', importRun)) read.push(piece);
      })
      .then(
        () => undefined,
        (refusal: ImportLimitExceeded) => refusal,
      );
    expect(read.flatMap((p) => p.records)).to.deep.equal([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['1', 'x\ny'] },
      { line: 4, fields: ['2', '2'] },
    ]);
    expect(read.flatMap((p) => p.problems)).to.deep.equal([
      { line: 5, reason: 'characters follow a closing quote' },
    ]);
    expect(error?.status).to.equal(413);
    expect(error?.limit).to.deep.equal({ setting: 'IMPORT_MAX_FILE_ROWS', value: 5 });
    expect(error?.toProblem().errors).to.deep.equal([
      { field: 'f.csv:8', message: 'is a row beyond the most a file may have (IMPORT_MAX_FILE_ROWS=5)' },
    ]);
  });

  it("reads on threads that yield the CPU to the process's event loop, at the niceness the import's setting says; the event loop's thread's left", async () => {
    const threads = csvReadingThreads();
    const niceness = (task: string) => {
      const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
      // Fields after the command's `)`: the state is field 3, the niceness field 19.
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    };
    const at = (value: number) => readdirSync('/proc/self/task').filter((task) => niceness(task) === value);
    // A file read under IMPORT_READING_THREAD_NICENESS=12, then a body held at 15: raised only,
    // which needs no privilege.
    const limits = importLimitsEnvSchema.parse({ IMPORT_READING_THREAD_NICENESS: '12' });
    expect(limits.readingThreadNiceness).to.equal(12);
    await createImportGate(undefined as unknown as Database, limits).run({ bodyBytes: 1 }, async (run) => {
      for await (const piece of readCsv(once(Buffer.from('a,b\n1,2\n')), 'f.csv', run))
        expect(piece.records).to.have.length(2);
    });
    expect(at(12)).to.have.length(1);
    const body = FileBody.open(15);
    body.append(Buffer.from('a,b\n'));
    expect(await body.end()).to.deep.equal({ utf8: true });
    body.drop();
    expect(at(15)).to.have.length(1);
    expect(niceness(String(process.pid))).to.equal(0);
    expect(threads).to.have.length(2);
    // The default, 10, as ADR 0150 set it.
    expect(importLimitsEnvSchema.parse({}).readingThreadNiceness).to.equal(10);
  });

  describe('a reading thread that dies mid-file', () => {
    /** A file of `rows` records, sent as chunks of 100 records: one piece each. */
    async function* chunksOf(rows: number) {
      yield Buffer.from('id,name\n');
      for (let from = 0; from < rows; from += 100)
        yield Buffer.from(Array.from({ length: 100 }, (_, i) => `${from + i},"row ${from + i}"\n`).join(''));
    }
    const readAll = (rows: number) => {
      const read: number[] = [];
      return gate()
        .run({ bodyBytes: 1 }, async (run) => {
          for await (const piece of readCsv(chunksOf(rows), 'stops.txt', run))
            read.push(piece.records.length);
          return read;
        })
        .then(
          (pieces) => ({ pieces, error: undefined }),
          (error: ImportReaderFailed) => ({ pieces: read, error }),
        );
    };

    it('fails the import with 503 import-reader-failed naming the file, and the next read gets a new thread', async function () {
      this.timeout(30_000);
      const before = csvReadingThreads();
      crashCsvReadingThreadsAt(3);
      const crashed = await readAll(1_000);
      // Two pieces were read before the thread died on the third: the file was not read to its end.
      expect(crashed.pieces).to.deep.equal([1, 100]);
      expect(crashed.error?.status).to.equal(503);
      expect(crashed.error?.code).to.equal('import-reader-failed');
      expect(crashed.error?.message).to.include('stops.txt');
      expect(crashed.error?.headers['Retry-After']).to.equal('1');
      // The thread that died is not used again: the next file is read whole by a new one.
      const next = await readAll(1_000);
      expect(next.error).to.equal(undefined);
      expect(next.pieces.reduce((a, b) => a + b, 0)).to.equal(1_001);
      const after = csvReadingThreads();
      expect(after.filter((worker) => before.includes(worker))).to.have.length(1);
    });

    it('fails the import the same way when the thread is killed while it reads', async function () {
      this.timeout(30_000);
      // The first thread handed a piece is killed instead of getting it, so that it cannot
      // answer first (killed just after the message, it sometimes read the piece and answered
      // before it stopped); the other threads are left sound.
      let killed = false;
      for (const worker of csvReadingThreads()) {
        const post = worker.postMessage.bind(worker);
        worker.postMessage = (message: unknown, transfer?: readonly TransferListItem[]) => {
          if (killed) return post(message, transfer);
          killed = true;
          void worker.terminate();
        };
      }
      const stopped = await readAll(300);
      expect(stopped.error?.code).to.equal('import-reader-failed');
      expect(stopped.error?.message).to.include('exited');
      const next = await readAll(300);
      expect(next.error).to.equal(undefined);
      expect(next.pieces.reduce((a, b) => a + b, 0)).to.equal(301);
    });
  });

  describe('a file body held by a reading thread (ADR 0144)', () => {
    /** `bytes` in chunks of `size`, each alone in its memory, as a socket hands them over. */
    const chunked = (bytes: Buffer, size: number) => {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) {
        const chunk = Buffer.from(new ArrayBuffer(Math.min(size, bytes.length - at)));
        bytes.copy(chunk, 0, at, at + chunk.length);
        chunks.push(chunk);
      }
      return chunks;
    };
    const rowModule = new URL('./fixtures/rows-with-thread.ts', import.meta.url);
    /** A body's records and problems as its reading thread read them, batch by batch (`readFileRows`). */
    async function* readOnThread(body: FileBody, file: string, run: Parameters<typeof readCsv>[2]) {
      for await (const batch of readFileRows<RowsRead>(body, file, run, {
        module: rowModule,
        batchRows: 5_000,
      }))
        yield { records: batch.records, problems: batch.problems };
    }
    const received = async (bytes: Buffer) => {
      const body = FileBody.open();
      const chunks = chunked(bytes, 50_000);
      for (const chunk of chunks) body.append(chunk);
      return { body, chunks, ...(await body.end()) };
    };

    it('takes each chunk off this thread as it comes, and reads the body there as readCsv reads its bytes', async function () {
      this.timeout(30_000);
      // A byte order mark, two-byte characters cut by the chunks, a quoted line end and a bad quote.
      const text =
        '\ufeffregistration,permitNumber\n' +
        Array.from({ length: 30_000 }, (_, i) =>
          i === 777 ? `É-${i},"é\n${i}"x\n` : `É-${i},"é ${i}"\n`,
        ).join('');
      const bytes = Buffer.from(text);
      const { body, chunks, utf8 } = await received(bytes);
      // Moved, not copied: none of the chunks' memory is left here.
      expect(chunks.map((chunk) => chunk.buffer.byteLength)).to.satisfy((sizes: number[]) =>
        sizes.every((n) => n === 0),
      );
      expect(body.length).to.equal(bytes.length);
      expect(utf8).to.equal(true);
      expect(await fileBodiesHeld()).to.equal(1);

      const read = async (pieces: (run: Parameters<typeof readCsv>[2]) => ReturnType<typeof readCsv>) =>
        gate().run({ bodyBytes: bytes.length }, async (run) => {
          const out: { records: unknown[]; problems: unknown[] } = { records: [], problems: [] };
          for await (const piece of pieces(run)) {
            out.records.push(...piece.records);
            out.problems.push(...piece.problems);
          }
          return out;
        });
      const onThread = await read((run) => readOnThread(body, 'body', run));
      const here = await read((run) => readCsv(once(bytes), 'body', run));
      expect(onThread.records).to.have.length(30_000);
      expect(onThread.problems).to.deep.equal([{ line: 779, reason: 'characters follow a closing quote' }]);
      expect(JSON.stringify(onThread) === JSON.stringify(here)).to.equal(true);
      body.drop();
      expect(await fileBodiesHeld()).to.equal(0);
    });

    it("checks a body's rows on its reading thread with the module named, and answers only its batches here", async function () {
      this.timeout(30_000);
      const text =
        'registration,permitNumber\n' +
        Array.from({ length: 12_000 }, (_, i) => (i === 7_000 ? `É-${i},"é"x\n` : `É-${i},"é\n${i}"\n`)).join(
          '',
        );
      const bytes = Buffer.from(text);
      const { body } = await received(bytes);
      const batches = await gate().run({ bodyBytes: bytes.length }, async (run) => {
        const read: RowsRead[] = [];
        for await (const batch of readFileRows<RowsRead>(body, 'body', run, {
          module: rowModule,
          batchRows: 5_000,
        }))
          read.push(batch);
        return read;
      });
      // Read on the reading thread (not this one, thread 0), in batches of at least 5,000 rows.
      expect(batches.map((batch) => batch.threadId)).to.satisfy((ids: number[]) => ids.every((id) => id > 0));
      expect(batches.map((batch) => batch.last)).to.deep.equal(
        batches.map((_, i) => i === batches.length - 1),
      );
      expect(batches.slice(0, -1).map((batch) => batch.records.length)).to.satisfy((counts: number[]) =>
        counts.every((count) => count >= 5_000),
      );
      // The same records, lines and problems as the body read here.
      const here = await gate().run({ bodyBytes: bytes.length }, async (run) => {
        const out: { records: unknown[]; problems: unknown[] } = { records: [], problems: [] };
        for await (const piece of readCsv(once(bytes), 'body', run)) {
          out.records.push(...piece.records);
          out.problems.push(...piece.problems);
        }
        return out;
      });
      const onThread = {
        records: batches.flatMap((batch) => batch.records),
        problems: batches.flatMap((batch) => batch.problems),
      };
      expect(onThread.records).to.have.length(12_000);
      expect(onThread.problems).to.deep.equal([
        { line: 14_002, reason: 'characters follow a closing quote' },
      ]);
      expect(JSON.stringify(onThread) === JSON.stringify(here)).to.equal(true);
      expect(batches.flatMap((batch) => [...batch.lines])).to.deep.equal(
        onThread.records.map((record) => (record as { line: number }).line),
      );
      body.drop();
    });

    it('refuses the row of a body beyond the most a file may have when its rows are checked on its thread', async () => {
      const { body } = await received(Buffer.from(`a\n${'1\n'.repeat(30)}`));
      const limits = importLimitsEnvSchema.parse({ IMPORT_MAX_FILE_ROWS: '20' });
      const refusal = await createImportGate(undefined as unknown as Database, limits)
        .run({ bodyBytes: 1 }, async (run) => {
          for await (const batch of readFileRows(body, 'body', run, { module: rowModule, batchRows: 5_000 }))
            expect(batch).to.equal(undefined);
        })
        .then(
          () => undefined,
          (error: ImportLimitExceeded) => error,
        );
      expect(refusal?.toProblem().errors).to.deep.equal([
        { field: 'body:21', message: 'is a row beyond the most a file may have (IMPORT_MAX_FILE_ROWS=20)' },
      ]);
      body.drop();
    });

    it('hands the thread the chunks received in one turn of the event loop in one message, and those of the next turn in another', async () => {
      const posted: number[] = [];
      const workers = csvReadingThreads();
      const posts = workers.map((worker) => worker.postMessage.bind(worker));
      workers.forEach((worker, i) => {
        worker.postMessage = (
          message: { kind?: string; chunks?: unknown[] },
          transfer?: readonly TransferListItem[],
        ) => {
          if (message.kind?.startsWith('chunk')) posted.push(message.chunks?.length ?? 1);
          (posts[i] as typeof worker.postMessage)(message, transfer);
        };
      });
      try {
        const body = FileBody.open();
        const bytes = Buffer.from('a,b\n'.repeat(25_000));
        const chunks = chunked(bytes, 1_000);
        for (const chunk of chunks.slice(0, 60)) body.append(chunk);
        await new Promise((resolve) => setImmediate(resolve));
        for (const chunk of chunks.slice(60)) body.append(chunk);
        expect((await body.end()).utf8).to.equal(true);
        expect(posted).to.deep.equal([60, 40]);
        // Still moved, not copied.
        expect(chunks.every((chunk) => chunk.buffer.byteLength === 0)).to.equal(true);
        const records = await gate().run({ bodyBytes: bytes.length }, async (run) => {
          let count = 0;
          for await (const piece of readOnThread(body, 'body', run)) count += piece.records.length;
          return count;
        });
        expect(records).to.equal(25_000);
        body.drop();
      } finally {
        workers.forEach((worker, i) => {
          worker.postMessage = posts[i] as typeof worker.postMessage;
        });
      }
    });

    it('says a body is not UTF-8, names the line of its NUL and of a line too long, and lets a body go', async () => {
      const bad = await received(Buffer.from([0x61, 0x0a, 0xff, 0x0a]));
      expect(bad.utf8).to.equal(false);
      bad.body.drop();
      const nul = await received(Buffer.from('a,b\n1,2\n3,\u0000\n'));
      expect(nul.utf8).to.equal(true);
      expect(nul.body.nulLine).to.equal(3);
      const long = await received(Buffer.from(`a,b\n1,${'9'.repeat(300)}\n`));
      const limits = importLimitsEnvSchema.parse({ IMPORT_MAX_LINE_BYTES: '100' });
      const refusal = await createImportGate(undefined as unknown as Database, limits)
        .run({ bodyBytes: 1 }, async (run) => {
          for await (const piece of readOnThread(long.body, 'body', run))
            expect(piece.records).to.have.length(1);
        })
        .then(
          () => undefined,
          (error: ImportLimitExceeded) => error,
        );
      expect(refusal?.toProblem().errors).to.deep.equal([
        { field: 'body:2', message: 'is a line longer than allowed (IMPORT_MAX_LINE_BYTES=100)' },
      ]);
      // Let go (its request closed): reading it then fails, and nothing of it is held.
      nul.body.drop();
      long.body.drop();
      const gone = await gate()
        .run({ bodyBytes: 1 }, async (run) => {
          for await (const piece of readOnThread(nul.body, 'body', run)) expect(piece).to.equal(undefined);
        })
        .then(
          () => undefined,
          (error: ImportReaderFailed) => error,
        );
      expect(gone?.code).to.equal('import-reader-failed');
      expect(await fileBodiesHeld()).to.equal(0);
    });
  });
});
