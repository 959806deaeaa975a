/**
 * GTFS imports as jobs (ADR 0054). A job is queued with its file and answered at once; a runner
 * in every referential process takes the unfinished jobs and imports each in one transaction
 * under the import gate, the job's advisory lock held by that transaction, its end (the report)
 * written in it too: a job's records and its SUCCEEDED commit together or not at all. Progress
 * (phase, rows read) is written beside, every `PROGRESS_MS`, and answers whether the job was
 * asked to stop. A job whose process stopped is RUNNING with its lock free: the next scan of
 * any process runs it again from the start (its first run wrote nothing), up to `MAX_ATTEMPTS`
 * runs. A process shutting down puts its jobs back in the queue. So does a run whose CSV reading
 * thread stopped (503 `import-reader-failed`, ADR 0099): the file is not at fault, the run is
 * rolled back, and the next scan runs it again, within the same `MAX_ATTEMPTS` runs.
 */
import { createHash } from 'node:crypto';
import { AppError, type Logger, type Problem } from '@transport/platform';
import { gtfsErrors } from './gtfs.errors.ts';
import type { GtfsImportOptions, GtfsService } from './gtfs.service.ts';
import type { GtfsImportReport } from './gtfs-import.ts';
import type {
  GtfsJobOptions,
  ImportJob,
  ImportJobPhase,
  ImportJobRepository,
} from './import-jobs.repository.ts';

/** How often a running job's progress is written (and its cancellation looked for). */
const PROGRESS_MS = 500;
/** How often a process looks for jobs to run: queued ones, and those whose process stopped. */
const SCAN_MS = 2_000;
/** Runs of a job, its first included, before it is given up as FAILED. */
const MAX_ATTEMPTS = 3;

/**
 * Records the import wrote: those of its report created, changed or ended, but not an itinerary
 * listed `ended`: an itinerary has no period or status in the registry, nothing of it is
 * written (it serves through its trips, whose ends are counted; ADR 0076).
 */
export function recordsWritten(report: GtfsImportReport): number {
  return report.records.filter(
    (r) => r.state !== 'unchanged' && !(r.kind === 'itinerary' && r.state === 'ended'),
  ).length;
}

function problemOf(error: unknown): Problem {
  if (error instanceof AppError) return error.toProblem();
  return new AppError(
    500,
    'internal-error',
    'The import failed unexpectedly; nothing was written.',
  ).toProblem();
}

/** A run stopped by its reading thread (ADR 0094): no fault of the file, so run again. */
const readerFailed = (reason: unknown) =>
  reason instanceof AppError && reason.code === 'import-reader-failed';

/** Why a run stopped that is no failure of the job: its process is shutting down. */
class ShuttingDown extends Error {}

export function createGtfsImportJobs(deps: { jobs: ImportJobRepository; gtfs: GtfsService; logger: Logger }) {
  const { jobs, gtfs } = deps;
  const log = deps.logger.child({ component: 'gtfs-import-jobs' });
  /** The jobs this process runs, by id: each one's stop and its run. */
  const running = new Map<string, { stop: AbortController; done: Promise<void> }>();
  let closing = false;
  let timer: NodeJS.Timeout | undefined;

  async function runJob(id: string): Promise<void> {
    const queued = await jobs.find(id);
    if (!queued || (queued.status !== 'QUEUED' && queued.status !== 'RUNNING')) return;
    const stop = running.get(id)?.stop as AbortController;
    let claimed = false;
    let attempts = 0;
    let rowsRead = 0;
    let phase: ImportJobPhase = 'reading';
    let writing: Promise<void> = Promise.resolve();
    const write = () => {
      writing = writing
        .then(() => jobs.progress(id, { phase, rowsRead }))
        .then((cancel) => {
          if (cancel && !stop.signal.aborted) stop.abort(gtfsErrors.importJobCancelled());
        })
        .catch((error: unknown) => log.warn({ err: error, jobId: id }, 'import job progress not written'));
    };
    const heartbeat = setInterval(() => claimed && write(), PROGRESS_MS);
    try {
      await gtfs.gate.transaction(
        { bodyBytes: queued.bodyBytes, signal: stop.signal, job: true, onRows: (rows) => (rowsRead = rows) },
        async (trx, run) => {
          const job = await jobs.claim(trx, id);
          if (!job) return; // another process runs it, or it has finished
          claimed = true;
          attempts = await jobs.started(id);
          log.info({ jobId: id, attempts }, 'import job started');
          if (attempts > MAX_ATTEMPTS) throw gtfsErrors.importJobInterrupted(attempts - 1);
          if (job.cancelRequested) throw gtfsErrors.importJobCancelled();
          const report = await gtfs.importInto(
            trx,
            run,
            job.body,
            toImportOptions(job.options),
            job.createdBy,
            (p) => {
              phase = p;
              write();
            },
          );
          await writing;
          if (!(await jobs.succeeded(trx, id, report, recordsWritten(report))))
            throw gtfsErrors.importJobCancelled();
        },
      );
      if (claimed) log.info({ jobId: id }, 'import job succeeded');
    } catch (error) {
      const reason: unknown = stop.signal.aborted ? stop.signal.reason : error;
      await writing;
      if (!claimed) {
        // Not taken: the gate is full (it stays queued for the next scan), or the database failed.
        if (!(error instanceof AppError && error.code === 'imports-busy'))
          log.warn({ err: error, jobId: id }, 'import job not started');
      } else if (reason instanceof ShuttingDown) {
        await jobs.requeued(id);
        log.info({ jobId: id }, 'import job put back in the queue: the process is stopping');
      } else if (readerFailed(reason) && attempts < MAX_ATTEMPTS) {
        await jobs.requeued(id);
        log.warn(
          { jobId: id, attempts, err: reason },
          'import job put back in the queue: a thread reading its file stopped',
        );
      } else {
        const cancelled = reason instanceof AppError && reason.code === 'import-job-cancelled';
        if (!(reason instanceof AppError))
          log.error({ err: reason, jobId: id }, 'import job failed unexpectedly');
        await jobs.ended(id, cancelled ? 'CANCELLED' : 'FAILED', problemOf(reason));
        log.info(
          { jobId: id, code: problemOf(reason).code },
          cancelled ? 'import job cancelled' : 'import job failed',
        );
      }
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Runs job `id` in this process unless it already does (or is stopping). */
  function start(id: string): void {
    if (closing || running.has(id)) return;
    const stop = new AbortController();
    const entry = { stop, done: Promise.resolve() };
    running.set(id, entry);
    entry.done = runJob(id)
      .catch((error: unknown) => log.error({ err: error, jobId: id }, 'import job run failed'))
      .finally(() => running.delete(id));
  }

  async function scan(): Promise<void> {
    try {
      for (const id of await jobs.unfinished()) start(id);
    } catch (error) {
      log.warn({ err: error }, 'import jobs not scanned');
    }
  }

  return {
    /** Looks for jobs now and every `SCAN_MS`: a process starting resumes what a stopped one left. */
    open(): void {
      void scan();
      timer = setInterval(() => void scan(), SCAN_MS);
      timer.unref();
    },

    /** Stops the runs of this process, putting their jobs back in the queue, and scans no more. */
    async close(): Promise<void> {
      closing = true;
      clearInterval(timer);
      for (const { stop } of running.values()) stop.abort(new ShuttingDown());
      await Promise.all([...running.values()].map((r) => r.done));
    },

    /**
     * Queues an import of `body`, or answers the job `idempotencyKey` already names for this
     * sender (the same file and options; another file or other options under the key are refused).
     */
    async submit(
      body: Buffer,
      options: GtfsJobOptions,
      actor: string,
      idempotencyKey: string | undefined,
    ): Promise<ImportJob> {
      gtfs.checkOptions({ dryRun: false, ...withoutNulls(options) });
      await gtfs.admitFeed(body);
      const bodySha256 = createHash('sha256').update(body).digest('hex');
      const { job, created } = await jobs.insert({
        options,
        body,
        bodySha256,
        idempotencyKey: idempotencyKey ?? null,
        createdBy: actor,
      });
      if (!created && (job.bodySha256 !== bodySha256 || !sameOptions(job.options, options)))
        throw gtfsErrors.idempotencyKeyReused(idempotencyKey as string, job.id);
      if (created) start(job.id);
      return job;
    },

    async get(id: string): Promise<ImportJob> {
      const job = await jobs.find(id);
      if (!job) throw gtfsErrors.importJobNotFound(id);
      return job;
    },

    /** Cancels a job: at once if it is queued; a running one is stopped and rolled back. */
    async cancel(id: string): Promise<ImportJob> {
      const job = await jobs.requestCancel(id, gtfsErrors.importJobCancelled().toProblem());
      if (!job) {
        const finished = await jobs.find(id);
        if (!finished) throw gtfsErrors.importJobNotFound(id);
        throw gtfsErrors.importJobFinished(id, finished.status);
      }
      running.get(id)?.stop.abort(gtfsErrors.importJobCancelled());
      return job;
    },
  };
}

/** The same options whatever the order of their keys (jsonb gives them back in its own). */
function sameOptions(stored: GtfsJobOptions, asked: GtfsJobOptions): boolean {
  const canonical = (options: GtfsJobOptions) =>
    JSON.stringify(Object.entries(options).sort(([a], [b]) => a.localeCompare(b)));
  return canonical(stored) === canonical(asked);
}

function withoutNulls(options: GtfsJobOptions): Omit<GtfsImportOptions, 'dryRun'> {
  return Object.fromEntries(Object.entries(options).filter(([, v]) => v !== null && v !== undefined));
}

function toImportOptions(options: GtfsJobOptions): GtfsImportOptions {
  return { dryRun: false, ...withoutNulls(options) };
}

export type GtfsImportJobs = ReturnType<typeof createGtfsImportJobs>;
export type { ImportJob };
