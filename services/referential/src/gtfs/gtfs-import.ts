/**
 * The GTFS import's plan: a read feed (its network held, its trips and stop times staged in the
 * transaction) turned into the registry's records (stations, their areas and bays, lines and
 * the carriers operating them, destinations, itineraries, service calendars, schedules with an
 * ACTIVE revision, stop times), matched against what earlier imports of the same feed made (the
 * references) or, failing that, against records of the same code. The plan is data
 * (`ImportPlan`), built by one matcher per kind of record; a dry run reports it, `applyImport`
 * writes it in the same transaction. What a trip calls at is summed up per trip (digests) and
 * written from the staging tables in SQL; the stop times never come into memory. A feed is
 * published from a day (`publishFrom`, today unless the import is retroactive): the days before
 * stay served by what was published for them.
 */
import type { Transaction } from '@transport/platform';
import type { Feed } from './gtfs-feed-reader.ts';
import type { GtfsImportRepository } from './gtfs-import.repository.ts';
import {
  byExt,
  reportedRecords,
  type ImportPlan,
  type PlanContext,
  type PlanReport,
} from './gtfs-import-plan.ts';
import {
  planCalendars,
  planDestinations,
  planEnded,
  planItineraries,
  planLines,
  planSchedules,
  planStations,
  planTrips,
} from './gtfs-import-matchers.ts';

export type { GtfsImportReport } from './gtfs-import-plan.ts';

/** The counts of a kind of record, all zero. */
const counts = () => ({ created: 0, changed: 0, unchanged: 0, ended: 0 });

/**
 * Matches the feed with the registry and answers what would be done. The feed was checked
 * whole before (reader and staging checks). Each matched record is compared with what the
 * registry holds now, not with what the feed said last time: a re-import repairs what changed
 * since. `publishFrom` is the first day the feed's trips serve (null: as the feed says, past
 * days included); `today` tells a revision that has served days from one that has not. In
 * `REPLACE` mode, what the feed's earlier versions made and this one no longer has (trips,
 * calendars, itineraries) stops serving from that day (`planEnded`).
 */
export async function planImport(
  repository: GtfsImportRepository,
  trx: Transaction,
  feed: Feed,
  feedId: string,
  options: { publishFrom: string | null; today: string; mode: 'REPLACE' | 'MERGE' },
): Promise<ImportPlan> {
  const { publishFrom, today } = options;
  const report: PlanReport = {
    stations: counts(),
    bays: counts(),
    lines: counts(),
    destinations: counts(),
    itineraries: counts(),
    calendars: counts(),
    schedules: counts(),
    carriers: { matched: 0, unmatched: 0 },
    stopTimes: feed.stopTimeCount,
    publishedFrom: publishFrom,
    records: [],
  };
  const ctx: PlanContext = {
    repository,
    trx,
    feed,
    feedId,
    ...options,
    refs: await repository.references(trx, feedId),
    mappings: await repository.mappings(trx, feedId),
    report,
  };
  const { patterns, trips } = await planTrips(ctx);
  const { stations, areas, newBays, changedBays } = await planStations(ctx);
  const { lines, carriers } = await planLines(ctx, trips);
  const destinations = await planDestinations(ctx, trips);
  const itineraries = await planItineraries(ctx, trips, byExt(lines), byExt(destinations));
  const calendars = await planCalendars(ctx, trips, patterns);
  const schedules = await planSchedules(ctx, trips, {
    lines: byExt(lines),
    itineraries: byExt(itineraries),
    calendars: byExt(calendars),
  });
  const firstDay = publishFrom ?? trips.map((t) => t.from).sort()[0];
  const endFrom = firstDay ?? today;
  const ended = await planEnded(ctx, { schedules, calendars, itineraries }, endFrom);
  // The report lists the bays (as they were matched), then the other records kind by kind.
  report.records = report.records.concat(
    reportedRecords(
      [
        ['station', stations],
        ['area', areas],
        ['line', lines],
        ['destination', destinations],
        ['itinerary', itineraries],
        ['calendar', calendars],
        ['schedule', schedules],
      ],
      ended,
      endFrom,
    ),
  );
  return {
    feedId,
    today,
    firstDay,
    endFrom,
    report,
    stations,
    areas,
    newBays,
    changedBays,
    lines,
    destinations,
    itineraries,
    calendars,
    schedules,
    ended,
    carriers,
  };
}
