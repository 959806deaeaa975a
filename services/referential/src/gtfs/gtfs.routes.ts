import { noContent, ok, okStream, type HandlerMap } from '@transport/platform';
import type { Operations, Schemas } from '../types.ts';
import type { GtfsImportJobs, ImportJob } from './gtfs-import-jobs.ts';
import type { GtfsService } from './gtfs.service.ts';

type GtfsOperations = Pick<
  Operations,
  | 'exportGtfsFeed'
  | 'importGtfsFeed'
  | 'listGtfsMappings'
  | 'setGtfsMapping'
  | 'clearGtfsMapping'
  | 'startGtfsImportJob'
  | 'getGtfsImportJob'
  | 'cancelGtfsImportJob'
>;

const jobPath = (id: string) => `/referential/v1/gtfs/import-jobs/${id}`;

/** A job as the contract shows it. */
function jobOf(job: ImportJob): Schemas['GtfsImportJob'] {
  return {
    id: job.id,
    status: job.status,
    phase: job.phase,
    progress: { rowsRead: job.rowsRead, recordsWritten: job.recordsWritten },
    attempts: job.attempts,
    options: job.options,
    cancelRequested: job.cancelRequested,
    createdAt: job.createdAt,
    startedAt: job.startedAt,
    finishedAt: job.finishedAt,
    report: job.report,
    problem: job.problem as Schemas['Problem'] | null,
  };
}

export function gtfsRoutes(service: GtfsService, jobs: GtfsImportJobs): HandlerMap<GtfsOperations> {
  return {
    async startGtfsImportJob({ query, body, headers, principal }) {
      const options = {
        mode: query.mode ?? 'MERGE',
        retroactive: query.retroactive ?? false,
        ...(query.feedId ? { feedId: query.feedId } : {}),
        ...(query.from ? { from: query.from } : {}),
        // Kept only when asked, so that the options of a job started before it was offered stay
        // the same under its Idempotency-Key.
        ...(query.report === true ? { report: true } : {}),
      } as const;
      const key = headers['idempotency-key'];
      const job = await jobs.submit(
        Buffer.isBuffer(body) ? body : Buffer.alloc(0),
        options,
        principal.subject,
        typeof key === 'string' ? key : undefined,
      );
      return { status: 202, body: jobOf(job), headers: { Location: jobPath(job.id) } };
    },
    async getGtfsImportJob({ params }) {
      return ok(jobOf(await jobs.get(params.jobId)));
    },
    async cancelGtfsImportJob({ params }) {
      return { status: 202, body: jobOf(await jobs.cancel(params.jobId)) };
    },
    async exportGtfsFeed({ query }) {
      const { feed, notices } = await service.exportFeed({
        from: query.from,
        to: query.to,
        publisherName: query.publisherName ?? 'Transport platform',
        publisherUrl: query.publisherUrl ?? 'https://transport.example.org',
        language: query.language ?? 'fr',
      });
      // With `asKnownAt`, the snapshot's connection reads the as-known views (the request's
      // context): the archive as the registry would have written it then. Its valid time is
      // the period it covers.
      // The report's notices the feed does not carry (ADR 0136): counted in a header, listed by
      // the report at the link; the archive holds the GTFS files alone.
      const report = new URLSearchParams({
        family: 'gtfs',
        at: query.from,
        ...(query.asKnownAt ? { asKnownAt: query.asKnownAt } : {}),
      });
      return okStream('application/zip', feed, {
        'Content-Disposition': `attachment; filename="gtfs-${query.from}-${query.to}.zip"`,
        'Valid-At': `${query.from}/${query.to}`,
        'Validation-Notices': String(notices.length),
        Link: `</referential/v1/validation-report?${report.toString()}>; rel="describedby"`,
      });
    },
    async importGtfsFeed({ query, body, principal, signal }) {
      const options = {
        dryRun: query.dryRun ?? false,
        report: query.report ?? false,
        retroactive: query.retroactive ?? false,
        mode: query.mode ?? 'MERGE',
        ...(query.feedId ? { feedId: query.feedId } : {}),
        ...(query.from ? { from: query.from } : {}),
      };
      return ok(await service.importFeed(body, options, principal.subject, signal));
    },
    async listGtfsMappings({ params }) {
      return ok({ data: await service.listMappings(params.feedId) });
    },
    async setGtfsMapping({ params, body, principal }) {
      return ok(
        await service.setMapping(
          params.feedId,
          params.kind,
          params.externalId,
          body.recordId,
          principal.subject,
        ),
      );
    },
    async clearGtfsMapping({ params }) {
      await service.clearMapping(params.feedId, params.kind, params.externalId);
      return noContent();
    },
  };
}
