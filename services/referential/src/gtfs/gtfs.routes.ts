import { noContent, ok, okStream, type HandlerMap } from '@transport/platform';
import type { Operations } from '../types.ts';
import type { GtfsService } from './gtfs.service.ts';

type GtfsOperations = Pick<
  Operations,
  'exportGtfsFeed' | 'importGtfsFeed' | 'listGtfsMappings' | 'setGtfsMapping' | 'clearGtfsMapping'
>;

export function gtfsRoutes(service: GtfsService): HandlerMap<GtfsOperations> {
  return {
    async exportGtfsFeed({ query }) {
      const feed = await service.exportFeed({
        from: query.from,
        to: query.to,
        publisherName: query.publisherName ?? 'Transport platform',
        publisherUrl: query.publisherUrl ?? 'https://transport.example.org',
        language: query.language ?? 'fr',
      });
      return okStream('application/zip', feed, {
        'Content-Disposition': `attachment; filename="gtfs-${query.from}-${query.to}.zip"`,
      });
    },
    async importGtfsFeed({ query, body, principal, signal }) {
      const options = {
        dryRun: query.dryRun ?? false,
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
