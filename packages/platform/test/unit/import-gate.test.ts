/**
 * The import gate's turns (ADR 0094): imports beyond `IMPORT_MAX_CONCURRENT` wait in order of
 * arrival, at most `IMPORT_MAX_QUEUED` of them, each at most `IMPORT_MAX_WAIT_SECONDS`; beyond,
 * a 429 `imports-busy` with `Retry-After`; one whose client leaves while it waits never starts;
 * a job never waits in the gate. No database: the imports' work is a promise the test settles.
 */
import { expect } from 'chai';
import type { Database } from '../../src/db.ts';
import type { AppError } from '../../src/errors.ts';
import {
  createImportGate,
  ImportLimitExceeded,
  importLimitsEnvSchema,
  type ImportGate,
} from '../../src/imports.ts';

/** A gate of the settings given (strings, as the environment has them). */
const gateOf = (env: Record<string, string> = {}) =>
  createImportGate(undefined as unknown as Database, importLimitsEnvSchema.parse(env));

/** An import that runs until `finish` is called; `started` tells whether its work began. */
function importOn(gate: ImportGate, name: string, log: string[], signal?: AbortSignal) {
  let finish!: () => void;
  const held = new Promise<void>((resolve) => (finish = resolve));
  const state = { started: false };
  const answer = gate
    .run({ bodyBytes: 1, signal }, async () => {
      state.started = true;
      log.push(`${name} started`);
      await held;
      log.push(`${name} ended`);
      return name;
    })
    .then(
      (value) => ({ value, error: undefined }),
      (error: AppError<string>) => ({ value: undefined, error }),
    );
  return { answer, finish, state };
}

/** Lets the promises settled so far run their continuations. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the import gate: one import at a time, the next ones in turn', () => {
  it('runs one import at a time by default, the next ones in their order of arrival', async () => {
    const gate = gateOf();
    const log: string[] = [];
    const a = importOn(gate, 'a', log);
    const b = importOn(gate, 'b', log);
    const c = importOn(gate, 'c', log);
    await settle();
    expect(log).to.deep.equal(['a started']);
    expect(gate.busy()).to.equal(undefined); // places left in the queue
    a.finish();
    await settle();
    expect(log).to.deep.equal(['a started', 'a ended', 'b started']);
    b.finish();
    await settle();
    c.finish();
    expect((await Promise.all([a.answer, b.answer, c.answer])).map((r) => r.value)).to.deep.equal([
      'a',
      'b',
      'c',
    ]);
    expect(log).to.deep.equal(['a started', 'a ended', 'b started', 'b ended', 'c started', 'c ended']);
  });

  it('refuses an import beyond the queue with 429 imports-busy and Retry-After, never starting it', async () => {
    const gate = gateOf({ IMPORT_MAX_QUEUED: '1', IMPORT_MAX_SECONDS: '120' });
    const log: string[] = [];
    const a = importOn(gate, 'a', log);
    const b = importOn(gate, 'b', log);
    await settle();
    const busy = gate.busy();
    expect(busy?.status).to.equal(429);
    const c = importOn(gate, 'c', log);
    const { error } = await c.answer;
    expect(error?.status).to.equal(429);
    expect(error?.code).to.equal('imports-busy');
    expect(error?.message).to.include('IMPORT_MAX_QUEUED=1');
    expect(Number(error?.headers?.['Retry-After'])).to.be.within(1, 120);
    a.finish();
    await settle();
    b.finish();
    await Promise.all([a.answer, b.answer]);
    expect(c.state.started).to.equal(false);
    expect(log).to.deep.equal(['a started', 'a ended', 'b started', 'b ended']);
    expect(gate.busy()).to.equal(undefined);
  });

  it('never starts an import whose client left while it waited, and gives its turn to the next', async () => {
    const gate = gateOf({ IMPORT_MAX_QUEUED: '1' });
    const log: string[] = [];
    const a = importOn(gate, 'a', log);
    const leaving = new AbortController();
    const b = importOn(gate, 'b', log, leaving.signal);
    await settle();
    expect(gate.busy()?.code).to.equal('imports-busy');
    leaving.abort();
    const { error } = await b.answer;
    expect(error?.code).to.equal('client-closed-request');
    // Its place in the queue is free again: the next waits rather than being refused.
    expect(gate.busy()).to.equal(undefined);
    const c = importOn(gate, 'c', log);
    a.finish();
    await settle();
    c.finish();
    expect((await c.answer).value).to.equal('c');
    expect(b.state.started).to.equal(false);
    expect(log).to.deep.equal(['a started', 'a ended', 'c started', 'c ended']);
  });

  it('refuses an import that waited IMPORT_MAX_WAIT_SECONDS, never starting it', async function () {
    this.timeout(10_000);
    const gate = gateOf({ IMPORT_MAX_WAIT_SECONDS: '1' });
    const log: string[] = [];
    const a = importOn(gate, 'a', log);
    const b = importOn(gate, 'b', log);
    const { error } = await b.answer;
    expect(error?.status).to.equal(429);
    expect(error?.message).to.include('IMPORT_MAX_WAIT_SECONDS');
    expect(error?.headers?.['Retry-After']).to.match(/^\d+$/);
    a.finish();
    await a.answer;
    expect(b.state.started).to.equal(false);
    expect(log).to.deep.equal(['a started', 'a ended']);
  });

  it('refuses a job rather than queueing it (jobs wait in their own queue), and lets it run when free', async () => {
    const gate = gateOf();
    const log: string[] = [];
    const a = importOn(gate, 'a', log);
    await settle();
    const refused = await gate
      .run({ bodyBytes: 1, job: true }, async () => 'job')
      .catch((e: AppError<string>) => e);
    expect((refused as AppError<string>).code).to.equal('imports-busy');
    a.finish();
    await a.answer;
    expect(await gate.run({ bodyBytes: 1, job: true }, async () => 'job')).to.equal('job');
  });

  it('runs as many imports at once as IMPORT_MAX_CONCURRENT says', async () => {
    const gate = gateOf({ IMPORT_MAX_CONCURRENT: '2' });
    const log: string[] = [];
    const a = importOn(gate, 'a', log);
    const b = importOn(gate, 'b', log);
    const c = importOn(gate, 'c', log);
    await settle();
    expect(log).to.deep.equal(['a started', 'b started']);
    b.finish();
    await settle();
    expect(log).to.deep.equal(['a started', 'b started', 'b ended', 'c started']);
    a.finish();
    c.finish();
    await Promise.all([a.answer, b.answer, c.answer]);
  });
});

describe("the import gate: an archive admitted by its files' declared sizes", () => {
  const limitOf = (run: () => void) => {
    try {
      run();
    } catch (error) {
      if (!(error instanceof ImportLimitExceeded)) throw error;
      const problem = error.toProblem('/imports');
      return { status: problem.status, limit: problem.limit, errors: problem.errors };
    }
    return undefined;
  };
  const gate = gateOf({ IMPORT_MAX_COMPRESSION_RATIO: '50', IMPORT_MAX_UNZIPPED_BYTES: '1000' });

  it('refuses the first file over the ratio, naming it, as the run refuses it when it reaches it', async () => {
    const entries = [
      { file: 'stops.txt', compressedBytes: 10, unzippedBytes: 500 },
      { file: 'stop_times.txt', compressedBytes: 2, unzippedBytes: 101 },
    ];
    const refused = limitOf(() => gate.admitArchive(entries));
    expect(refused).to.deep.equal({
      status: 413,
      limit: { setting: 'IMPORT_MAX_COMPRESSION_RATIO', value: 50 },
      errors: [
        {
          field: 'stop_times.txt',
          message: 'unzips 2 bytes to 101, a ratio above the one allowed (IMPORT_MAX_COMPRESSION_RATIO=50)',
        },
      ],
    });
    // The run's own check, file by file as the reader reaches them, answers the same problem.
    let asRead: ReturnType<typeof limitOf>;
    await gate.run({ bodyBytes: 1 }, async (run) => {
      asRead = limitOf(() => {
        for (const e of entries) run.admitEntry(e.file, e.compressedBytes, e.unzippedBytes);
      });
    });
    expect(asRead).to.deep.equal(refused);
  });

  it('refuses the file whose declared bytes take the sum past the unzipped limit, and admits those within', () => {
    expect(
      limitOf(() =>
        gate.admitArchive([
          { file: 'stops.txt', compressedBytes: 100, unzippedBytes: 600 },
          { file: 'trips.txt', compressedBytes: 100, unzippedBytes: 400 },
        ]),
      ),
    ).to.equal(undefined);
    expect(
      limitOf(() =>
        gate.admitArchive([
          { file: 'stops.txt', compressedBytes: 100, unzippedBytes: 600 },
          { file: 'trips.txt', compressedBytes: 100, unzippedBytes: 401 },
        ]),
      ),
    ).to.deep.include({ limit: { setting: 'IMPORT_MAX_UNZIPPED_BYTES', value: 1000 } });
  });
});
