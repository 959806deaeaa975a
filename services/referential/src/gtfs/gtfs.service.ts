/**
 * GTFS in and out of the registry: the export of the network and its timetables for a period,
 * as a streamed zip, and the import of a feed, checked whole and written in one transaction
 * (ADR 0024).
 */
import type { Readable } from 'node:stream';
import { Errors } from '../errors.ts';
import { exportFeed, type ExportOptions } from './gtfs-export.ts';
import type { GtfsExportRepository } from './gtfs-export.repository.ts';
import { readFeed } from './gtfs-feed-reader.ts';
import { planImport, toCode, type GtfsImportReport } from './gtfs-import.ts';
import type { GtfsImportRepository } from './gtfs-import.repository.ts';
import { GTFS_MAX_DAYS } from './gtfs.errors.ts';

const DAY_MS = 86_400_000;

export function createGtfsService(
  exports: GtfsExportRepository,
  imports: GtfsImportRepository,
  zone: string,
) {
  return {
    async exportFeed(options: Omit<ExportOptions, 'zone'>): Promise<Readable> {
      if (options.to < options.from) throw Errors.periodInvalid(options.from, options.to, 'query.to');
      const days = (Date.parse(options.to) - Date.parse(options.from)) / DAY_MS + 1;
      if (days > GTFS_MAX_DAYS) throw Errors.gtfsPeriodTooLong(options.from, options.to);
      return exportFeed(exports, { ...options, zone });
    },

    /** Reads, checks and (unless a dry run) writes a feed; refused whole with every complaint. */
    async importFeed(
      archive: Buffer,
      options: { dryRun: boolean; feedId?: string },
      actor: string,
    ): Promise<GtfsImportReport> {
      const reading = await readFeed(Buffer.isBuffer(archive) ? archive : Buffer.alloc(0));
      if ('errors' in reading) throw Errors.gtfsFeedInvalid(reading.errors, reading.total);
      const feedId = options.feedId ?? toCode(reading.feed.publisher ?? 'GTFS');
      return imports.transaction(async (trx) => {
        await imports.lockFeed(trx, feedId);
        const planned = await planImport(imports, trx, reading.feed, feedId);
        if ('errors' in planned) throw Errors.gtfsFeedInvalid(planned.errors, planned.total);
        if (!options.dryRun) await planned.plan.apply(trx, actor);
        return { dryRun: options.dryRun, feedId, ...planned.plan.report };
      });
    },
  };
}

export type GtfsService = ReturnType<typeof createGtfsService>;
