/**
 * GTFS in and out of the registry: the export of the network and its timetables for a period,
 * as a streamed zip (ADR 0024).
 */
import type { Readable } from 'node:stream';
import { Errors } from '../errors.ts';
import { exportFeed, type ExportOptions } from './gtfs-export.ts';
import type { GtfsExportRepository } from './gtfs-export.repository.ts';
import { GTFS_MAX_DAYS } from './gtfs.errors.ts';

const DAY_MS = 86_400_000;

export function createGtfsService(exports: GtfsExportRepository, zone: string) {
  return {
    async exportFeed(options: Omit<ExportOptions, 'zone'>): Promise<Readable> {
      if (options.to < options.from) throw Errors.periodInvalid(options.from, options.to, 'query.to');
      const days = (Date.parse(options.to) - Date.parse(options.from)) / DAY_MS + 1;
      if (days > GTFS_MAX_DAYS) throw Errors.gtfsPeriodTooLong(options.from, options.to);
      return exportFeed(exports, { ...options, zone });
    },
  };
}

export type GtfsService = ReturnType<typeof createGtfsService>;
