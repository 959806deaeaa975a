/**
 * The plan of a GTFS import, as data: every record the feed makes (stations, areas, bays, lines,
 * destinations, itineraries, service calendars, schedules), each with how it was matched against
 * the registry and what the import does with it, the ids it points to resolved, and the report
 * the import answers. The matchers (`gtfs-import-matchers.ts`) build it; `applyImport`
 * (`gtfs-import-apply.ts`) writes it; a dry run only reports it. This file holds the plan's
 * shape and the one way a feed's id is matched with a record (`matcher`).
 */
import { createHash } from 'node:crypto';
import { addDays, newId, type Transaction } from '@transport/platform';
import type { Schemas } from '../types.ts';
import type { TransportMode } from './gtfs-route-types.ts';
import type { Feed } from './gtfs-feed-reader.ts';
import type {
  CodeMatch,
  GtfsImportRepository,
  Reference,
  ReferenceKind,
  ReferenceOrigin,
} from './gtfs-import.repository.ts';
import type { ServicePattern } from './service-dates.ts';

export type GtfsImportReport = Schemas['GtfsImportReport'];
export type PlanReport = Omit<GtfsImportReport, 'dryRun' | 'feedId' | 'mode' | 'warnings'>;
type ImportRecord = Schemas['GtfsImportRecord'];
type Change = Schemas['GtfsImportChange'];

/** How the import matched a feed's id to a record of the registry (null: it creates one). */
type MatchReason = 'feed-id' | 'mapping' | 'code';

/**
 * A record of the feed: its id, whether it is new, changed (field by field, against what the
 * registry holds now) or as the feed says, why it was matched, and the feed that created it when
 * another one did (a mapping's record, shared: the import leaves it as it is).
 */
export interface Match {
  id: string;
  code: string;
  state: 'created' | 'changed' | 'unchanged';
  reason: MatchReason | null;
  origin: ReferenceOrigin;
  sharedWith: string | null;
  changes: Change[];
}

/** A record of the plan: the feed's id (`ext`), its fingerprint, its match, and what it holds. */
export type Planned<T> = T & { ext: string; print: string; match: Match };

/** A trip of the feed as it will serve: its destination, itinerary, days and first day. */
export interface TripPlan {
  trip: {
    tripId: string;
    routeId: string;
    serviceId: string;
    wheelchair: string;
    bikes: string;
    callCount: number;
    firstStation: string;
    lastStation: string;
  };
  destination: string;
  itinerary: string;
  days: ServicePattern;
  from: string;
  print: string;
}

/** What the import does, record by record; `applyImport` writes it as it stands. */
export interface ImportPlan {
  feedId: string;
  today: string;
  /** The first day the feed's trips serve (the carriers operate its lines from then), if any. */
  firstDay: string | undefined;
  /** `REPLACE`: the day the schedules the feed no longer has stop serving. */
  endFrom: string;
  report: PlanReport;
  areas: Planned<{ name: string }>[];
  stations: Planned<{
    name: string;
    latitude: number | null;
    longitude: number | null;
    areaId: string | null;
    /** `wheelchair_boarding` of the station's stop (ADR 0083). */
    wheelchairBoarding: 'UNKNOWN' | 'ACCESSIBLE' | 'NOT_ACCESSIBLE';
  }>[];
  /** The bays the import creates, with their step-free boarding (null: not recorded). */
  newBays: { id: string; areaId: string; code: string; position: number; accessible: boolean | null }[];
  /** The registry's bays whose step-free boarding the feed changes, from `from` (ADR 0091). */
  changedBays: { id: string; accessible: boolean; from: string }[];
  lines: Planned<{ name: string; mode: TransportMode; carrierId: string | null }>[];
  destinations: Planned<{ name: string }>[];
  itineraries: Planned<{ lineId: string; name: string; destinationId: string; tripId: string }>[];
  /** `versioned`: a changed calendar that served days before, planned as a new one. */
  calendars: Planned<{ pattern: ServicePattern; versioned: boolean }>[];
  /** `revised`: a changed schedule whose service changed (a new revision), not only its own fields. */
  schedules: Planned<{
    lineId: string;
    itineraryId: string;
    calendarId: string;
    trip: TripPlan;
    revised: boolean;
  }>[];
  /**
   * `REPLACE`: what earlier versions made and this one no longer has, that stops serving from
   * `endFrom`: schedules and calendars (ended the day before) and itineraries (listed only).
   */
  ended: Record<'schedules' | 'calendars' | 'itineraries', { ext: string; id: string }[]>;
  /** The registry's carriers of the feed's agencies. */
  carriers: { agency: string; carrierId: string; name: string; origin: ReferenceOrigin }[];
}

export const fingerprint = (value: unknown) =>
  createHash('sha1').update(JSON.stringify(value)).digest('base64url');

/** The field changes between what the registry holds and what the feed says. */
export function diff(fields: [string, unknown, unknown][]): Change[] {
  const shown = (v: unknown) =>
    v === null || v === undefined ? null : Array.isArray(v) ? (v.length > 0 ? v.join(',') : null) : String(v);
  return fields
    .filter(([, now, feed]) => shown(now) !== shown(feed))
    .map(([field, now, feed]) => ({ field, from: shown(now), to: shown(feed) }));
}

/** Marks a matched record changed when the registry differs from the feed. */
export function compare(m: Match, changes: Change[]): void {
  if (m.state === 'created' || m.sharedWith !== null) return;
  m.changes = changes;
  m.state = changes.length > 0 ? 'changed' : 'unchanged';
}

/** A planned record as the report lists it. */
export function listed(kind: ImportRecord['kind'], item: Planned<object>): ImportRecord {
  const m = item.match;
  return {
    kind,
    externalId: item.ext,
    recordId: m.id,
    code: m.code,
    state: m.state,
    match: m.reason,
    ...(m.sharedWith ? { sharedWith: m.sharedWith } : {}),
    ...(m.changes.length > 0 ? { changes: m.changes } : {}),
  };
}

/**
 * The report's records after the bays: those planned, kind by kind in the order given, then
 * those `REPLACE` ends (schedules and calendars ending the day before `endFrom`, itineraries
 * no longer served). Appended one by one, never spread as a call's arguments: a national
 * feed's records are more than a call's stack holds.
 */
export function reportedRecords(
  planned: [ImportRecord['kind'], Planned<object>[]][],
  ended: ImportPlan['ended'],
  endFrom: string,
): ImportRecord[] {
  const records: ImportRecord[] = [];
  for (const [kind, items] of planned) for (const item of items) records.push(listed(kind, item));
  const lastDay = addDays(endFrom, -1);
  const endings = [
    ['schedule', ended.schedules, 'validTo'],
    ['calendar', ended.calendars, 'validTo'],
    ['itinerary', ended.itineraries, 'lastDayServed'],
  ] as const;
  for (const [kind, items, field] of endings)
    for (const e of items)
      records.push({
        kind,
        externalId: e.ext,
        recordId: e.id,
        state: 'ended',
        match: 'feed-id',
        changes: [{ field, from: null, to: lastDay }],
      });
  return records;
}

/** What every matcher works with: the feed, its previous imports' references, its mappings. */
export interface PlanContext {
  repository: GtfsImportRepository;
  trx: Transaction;
  feed: Feed;
  feedId: string;
  publishFrom: string | null;
  today: string;
  mode: 'REPLACE' | 'MERGE';
  refs: Map<string, Reference>;
  mappings: Map<string, string>;
  report: PlanReport;
}

export const refOf = (ctx: PlanContext, kind: ReferenceKind, id: string): Reference | undefined =>
  ctx.refs.get(`${kind}|${id}`);

type MatchedTable =
  'stations' | 'station_areas' | 'lines' | 'destinations' | 'service_calendars' | 'schedules';

/** A code of this feed's own for a record whose code another record holds. */
const ownCode = (feedId: string, code: string, ext: string) =>
  `${code.slice(0, 25)}-${createHash('sha1').update(`${feedId}|${ext}`).digest('hex').slice(0, 6)}`;

/**
 * Matches the feed's ids of one kind with records of the registry, in this order: the record a
 * mapping names, the record the feed's previous imports made of it, the record `preset` gives,
 * or a record of its code that no other feed created; otherwise a record is created (its code
 * taken by another feed's record, a code of its own). A code given to several ids of the feed
 * (routes sharing a `route_short_name`) is matched or taken by the first of them only; the
 * others are created with codes of their own. Answers the items with their match.
 */
export async function matchAll<T extends { ext: string; code: string }>(
  ctx: PlanContext,
  kind: ReferenceKind,
  table: MatchedTable | null,
  items: T[],
  preset = new Map<string, Match>(),
): Promise<(T & { match: Match })[]> {
  const mapped = (ext: string) => ctx.mappings.get(`${kind}|${ext}`);
  const byCode = table
    ? await ctx.repository.recordsByCode(
        ctx.trx,
        table,
        items
          .filter((i) => !mapped(i.ext) && !refOf(ctx, kind, i.ext) && !preset.has(i.ext))
          .map((i) => i.code),
        ctx.feedId,
      )
    : new Map<string, CodeMatch>();
  const base = { state: 'unchanged' as const, sharedWith: null, changes: [] };
  // The codes an earlier id of the feed matched or took by code.
  const claimed = new Set<string>();
  const matchOf = (item: T): Match => {
    const mapping = mapped(item.ext);
    if (mapping) return { ...base, id: mapping, code: item.code, reason: 'mapping', origin: 'mapping' };
    // A reference a mapping made holds only while the mapping does.
    const kept = refOf(ctx, kind, item.ext);
    if (kept && kept.origin !== 'mapping')
      return { ...base, id: kept.recordId, code: item.code, reason: 'feed-id', origin: kept.origin };
    const given = preset.get(item.ext);
    if (given) return given;
    const code = item.code.toUpperCase();
    const repeated = claimed.has(code);
    claimed.add(code);
    const existing = byCode.get(code);
    if (existing && existing.createdBy === null && !repeated)
      return { ...base, id: existing.id, code: item.code, reason: 'code', origin: 'code' };
    return {
      ...base,
      id: newId(),
      code: existing || repeated ? ownCode(ctx.feedId, item.code, item.ext) : item.code,
      state: 'created',
      reason: null,
      origin: 'created',
    };
  };
  const matched = items.map((item) => ({ ...item, match: matchOf(item) }));
  // A record another feed created, named by a mapping, is shared: left as it is.
  const creators = await ctx.repository.creators(
    ctx.trx,
    ctx.feedId,
    matched.filter((i) => i.match.origin === 'mapping').map((i) => i.match.id),
  );
  for (const i of matched) i.match.sharedWith = creators.get(i.match.id) ?? null;
  return matched;
}

/** The matched records of a plan's list, by the feed's id. */
export const byExt = <T extends { ext: string; match: Match }>(items: T[]): Map<string, T> =>
  new Map(items.map((i) => [i.ext, i]));
