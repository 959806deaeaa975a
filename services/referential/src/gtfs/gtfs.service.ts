/**
 * GTFS in and out of the registry: the export of the network and its timetables for a period,
 * as a streamed zip, and the import of a feed, checked whole and written in one transaction
 * (ADR 0024).
 */
import type { Readable } from 'node:stream';
import {
  ImportLimitExceeded,
  type Clock,
  type ImportGate,
  type ImportRun,
  type Transaction,
} from '@transport/platform';
import { GTFS_MAX_DAYS, GtfsExportRefused, gtfsErrors } from './gtfs.errors.ts';
import { keepPastDays, periodErrors } from '../period.errors.ts';
import { exportFeed, type ExportOptions } from './gtfs-export.ts';
import type { BayPort } from '../bays/bays.port.ts';
import type { GtfsExportRepository } from './gtfs-export.repository.ts';
import { declaredEntries, readFeed, type Feed, type FeedWarning } from './gtfs-feed-reader.ts';
import { planImport, type GtfsImportReport } from './gtfs-import.ts';
import { applyImport } from './gtfs-import-apply.ts';
import { toCode } from './gtfs-ids.ts';
import { zoneShift } from './gtfs-time-zone.ts';
import { MAPPED_TABLES, type GtfsImportRepository, type MappingKind } from './gtfs-import.repository.ts';
import type { ValidationNoticesPort } from '../validation-report/validation-report.port.ts';
import type { Schemas } from '../types.ts';

type ValidationNotice = Schemas['ValidationNotice'];

const DAY_MS = 86_400_000;

/** How a feed is imported (`importGtfsFeed`'s query). */
export interface GtfsImportOptions {
  dryRun: boolean;
  /** Answer the validation report's notices the import adds (ADR 0092). */
  report?: boolean;
  feedId?: string;
  retroactive?: boolean;
  mode?: 'REPLACE' | 'MERGE';
  from?: string;
}

export type GtfsImportPhase = 'checking' | 'planning' | 'writing';

export function createGtfsService(
  exports: GtfsExportRepository,
  imports: GtfsImportRepository,
  clock: Clock,
  gate: ImportGate,
  bays: BayPort,
  registryNotices: ValidationNoticesPort,
) {
  /**
   * Refuses (413) a feed over the body limit, or whose zip declares a file over the compression
   * ratio or more unzipped bytes than allowed: before it waits its turn or opens a transaction,
   * for an import now or as a job (ADR 0123). A file that is not a zip is left to the reading.
   */
  async function admitFeed(body: Buffer): Promise<void> {
    gate.admit(body.length);
    gate.admitArchive(await declaredEntries(body));
  }

  function checkOptions(options: GtfsImportOptions): void {
    if (options.from !== undefined)
      keepPastDays({
        what: 'The feed published from this day',
        date: options.from,
        today: clock.today(),
        retroactive: options.retroactive,
        field: 'query.retroactive',
      });
  }

  /** The feed's times moved to the network's zone, or the import refused naming why (ADR 0060). */
  async function readInZone(trx: Transaction, feed: Feed): Promise<void> {
    const shift = zoneShift(feed, clock.timeZone);
    if ('error' in shift) throw gtfsErrors.gtfsFeedInvalid([shift.error], 1);
    if (shift.seconds === 0) return;
    const early = feed.frequencies.find((f) => f.start + shift.seconds < 0);
    const refused = early
      ? {
          field: `frequencies.txt:${early.line}:start_time`,
          code: 'time_before_service_day' as const,
          message: "is before its service day begins once read in the network's zone",
        }
      : await imports.shiftStagedTimes(trx, shift.seconds);
    if (refused) throw gtfsErrors.gtfsFeedInvalid([refused], 1);
    for (const f of feed.frequencies) {
      f.start += shift.seconds;
      f.end += shift.seconds;
    }
  }

  /**
   * Refuses, before they are made, the departures of `frequencies.txt` whose stop times would
   * take the stop times past the most a file may have (`IMPORT_MAX_FILE_ROWS`), naming the
   * frequency that passes it: a headway of a second would otherwise make as many trips as it says.
   */
  async function checkDepartures(trx: Transaction, feed: Feed, run: ImportRun): Promise<void> {
    if (feed.frequencies.length === 0) return;
    const calls = await imports.stagedCallCounts(trx, [...new Set(feed.frequencies.map((f) => f.tripId))]);
    const limit = run.limits.maxFileRows;
    let stopTimes = feed.stopTimeCount;
    for (const f of feed.frequencies) {
      const departures = Math.floor((f.end - f.start - 1) / f.headway) + 1;
      stopTimes += departures * (calls.get(f.tripId) ?? 0);
      if (stopTimes > limit)
        throw new ImportLimitExceeded(
          'maxFileRows',
          limit,
          `frequencies.txt:${f.line}`,
          `makes ${departures} departures of trip ${f.tripId}, past the most stop times a file may have`,
        );
    }
  }

  async function importInto(
    trx: Transaction,
    run: ImportRun,
    body: Buffer,
    options: GtfsImportOptions,
    actor: string,
    onPhase?: (phase: GtfsImportPhase) => void,
  ): Promise<GtfsImportReport> {
    const today = clock.today();
    const mode = options.mode ?? 'MERGE';
    const publishFrom = options.from ?? (options.retroactive === true ? null : today);
    const sink = imports.stage(trx);
    const reading = await readFeed(body, sink, run);
    if ('errors' in reading) throw gtfsErrors.gtfsFeedInvalid(reading.errors, reading.total);
    await sink.ready();
    const { feed } = reading;
    onPhase?.('checking');
    await readInZone(trx, feed);
    await checkDepartures(trx, feed, run);
    const checked = await imports.checkStaged(trx, {
      stops: feed.stops.values(),
      routes: feed.routes.keys(),
      services: feed.services.keys(),
      frequencies: feed.frequencies,
    });
    if (checked.total > 0) throw gtfsErrors.gtfsFeedInvalid(checked.errors, checked.total);
    const feedId = options.feedId ?? toCode(feed.publisher ?? 'GTFS');
    await imports.lockFeed(trx, feedId);
    onPhase?.('planning');
    const plan = await planImport(imports, trx, feed, feedId, { publishFrom, today, mode });
    if (!options.dryRun) onPhase?.('writing');
    let notices: ValidationNotice[] | undefined;
    const write = () => applyImport(imports, bays, trx, plan, actor, clock.now());
    if (options.report === true)
      notices = await registryNotices.noticesAdded(trx, today, write, { dryRun: options.dryRun });
    else if (!options.dryRun) await write();
    const warnings = [...feed.warnings, ...unusedServiceWarnings(feed, await imports.unusedServices(trx))];
    return {
      dryRun: options.dryRun,
      feedId,
      mode,
      ...plan.report,
      warnings,
      ...(notices ? { notices } : {}),
    };
  }

  return {
    /**
     * The feed of the period, once the validation report's `gtfs` rules have run on the
     * snapshot it is read from, on its first day (ADR 0136): an ERROR naming a record the feed
     * writes refuses it (422 `gtfs-export-refused`); the others, which name only records it
     * leaves out, are answered beside it (`notices`), the feed written as it is.
     */
    async exportFeed(
      options: Omit<ExportOptions, 'zone'>,
    ): Promise<{ feed: Readable; notices: ValidationNotice[] }> {
      if (options.to < options.from) throw periodErrors.periodInvalid(options.from, options.to, 'query.to');
      const days = (Date.parse(options.to) - Date.parse(options.from)) / DAY_MS + 1;
      if (days > GTFS_MAX_DAYS) throw gtfsErrors.gtfsPeriodTooLong(options.from, options.to);
      let beside: ValidationNotice[] = [];
      const feed = await exportFeed(exports, { ...options, zone: clock.timeZone }, async (gathered) => {
        const found = await registryNotices.familyNotices(gathered.connection, options.from, 'gtfs');
        if (found.length === 0) return;
        const written = await gathered.inFeed([...new Set(found.flatMap((n) => n.records.map((r) => r.id)))]);
        const refusing = found.filter(
          (n) => n.severity === 'ERROR' && n.records.some((r) => written.has(r.id)),
        );
        if (refusing.length > 0) throw new GtfsExportRefused(refusing);
        beside = found;
      });
      return { feed, notices: beside };
    },

    listMappings: (feedId: string) => imports.listMappings(feedId),

    async setMapping(feedId: string, kind: MappingKind, externalId: string, recordId: string, actor: string) {
      const mapping = await imports.setMapping(feedId, kind, externalId, recordId, actor);
      if (!mapping) throw gtfsErrors.gtfsMappingRecordNotFound(MAPPED_TABLES[kind], recordId);
      return mapping;
    },

    async clearMapping(feedId: string, kind: MappingKind, externalId: string): Promise<void> {
      if (!(await imports.clearMapping(feedId, kind, externalId)))
        throw gtfsErrors.gtfsMappingNotFound(feedId, kind, externalId);
    },

    /**
     * Reads, checks and (unless a dry run) writes a feed in one transaction: the trips and stop
     * times are staged in it as they are unzipped, checked and written in SQL; refused whole
     * with every complaint. Published from today, or as the feed says with `retroactive`. Runs
     * under the import gate: within its limits, stopped and rolled back when `signal` aborts.
     */
    async importFeed(
      archive: Buffer,
      options: GtfsImportOptions,
      actor: string,
      signal?: AbortSignal,
    ): Promise<GtfsImportReport> {
      const body = Buffer.isBuffer(archive) ? archive : Buffer.alloc(0);
      checkOptions(options);
      await admitFeed(body);
      return gate.transaction({ bodyBytes: body.length, signal }, (trx, run) =>
        importInto(trx, run, body, options, actor),
      );
    },

    /**
     * The import of `importFeed` in a transaction already under the gate (an import job's, which
     * writes its own end in it), telling `onPhase` where it is.
     */
    importInto,

    /** Refuses options that no import may take (checked before a job is queued, too). */
    checkOptions,

    admitFeed,

    /** The import gate the imports run under (an import job's too). */
    gate,
  };
}

export type GtfsService = ReturnType<typeof createGtfsService>;

/** A warning per service the feed defines and no trip uses (MobilityData's code style). */
function unusedServiceWarnings(feed: Feed, ids: string[]): FeedWarning[] {
  return ids.map((id) => {
    const service = feed.services.get(id);
    return {
      code: 'unused_service',
      file: service?.file ?? 'calendar.txt',
      line: service?.line ?? null,
      field: 'service_id',
      count: 1,
      message: `service ${id} is used by no trip`,
    };
  });
}
