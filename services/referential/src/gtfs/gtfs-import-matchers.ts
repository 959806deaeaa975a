/**
 * The matchers of a GTFS import, one per kind of record: each reads what it needs of the feed
 * and of the registry, matches the feed's ids (`matchAll`), compares each matched record with
 * what the registry holds now (a re-import repairs what changed since), counts them in the
 * report and answers its part of the plan, the ids it points to resolved. They run in the order
 * of `planImport`: a matcher uses the records of those before it.
 */
import { newId } from '@transport/platform';
import type { FeedService, FeedStop } from './gtfs-feed-reader.ts';
import { toCode } from './gtfs-ids.ts';
import {
  byExt,
  compare,
  diff,
  fingerprint,
  matchAll,
  refOf,
  type ImportPlan,
  type Match,
  type PlanContext,
  type TripPlan,
} from './gtfs-import-plan.ts';
import { calendarPatternOf, datesOf, type ServicePattern } from './service-dates.ts';

/** The dates a GTFS service runs on, `YYYY-MM-DD`. */
function serviceDates(service: FeedService): string[] {
  const base =
    service.start && service.end
      ? datesOf({ start: service.start, end: service.end, days: service.days, added: [], removed: [] })
      : [];
  const removed = new Set(service.removed);
  return [
    ...new Set([...base.filter((d) => !removed.has(d)), ...service.added.filter((d) => !removed.has(d))]),
  ].sort();
}

/** The name of a station of the feed (its id, if the feed does not have it). */
const nameOf = (ctx: PlanContext, stationExt: string) => ctx.feed.stops.get(stationExt)?.name ?? stationExt;

/**
 * Services and trips: the dates each service runs on, as a service calendar's pattern. A trip
 * is published from `publishFrom` (or its service's first day, if later) to its service's last
 * day; one whose service runs on no day, or on none from then, is left out.
 */
export async function planTrips(ctx: PlanContext) {
  const patterns = new Map<string, ServicePattern>();
  for (const service of ctx.feed.services.values()) {
    const dates = serviceDates(service);
    if (dates.length > 0) patterns.set(service.id, calendarPatternOf(dates));
  }
  const trips = (await ctx.repository.stagedTrips(ctx.trx)).flatMap((trip): TripPlan[] => {
    const days = patterns.get(trip.serviceId);
    if (!days) return [];
    const from = ctx.publishFrom && ctx.publishFrom > days.start ? ctx.publishFrom : days.start;
    if (from > days.end) return [];
    const destination = trip.headsign || nameOf(ctx, trip.lastStation);
    const itinerary = fingerprint([trip.routeId, destination, trip.points]);
    const print = fingerprint([itinerary, trip.serviceId, days, trip.calls]);
    return [{ trip, destination, itinerary, days, from, print }];
  });
  return { patterns, trips };
}

/** A platform of a station: its code and its stops' wheelchair boarding (the first one given). */
interface Platform {
  code: string;
  wheelchair: FeedStop['wheelchair'];
}

/** The platforms of each station's stops: a station with platforms gets an area and bays. */
function platformsOf(ctx: PlanContext): Map<string, Platform[]> {
  const platforms = new Map<string, Platform[]>();
  for (const stop of ctx.feed.stops.values()) {
    if (!stop.parent || !stop.platformCode) continue;
    const list = platforms.get(stop.parent) ?? [];
    const known = list.find((p) => p.code === stop.platformCode);
    if (!known) list.push({ code: stop.platformCode, wheelchair: stop.wheelchair });
    else if (known.wheelchair === 'UNKNOWN') known.wheelchair = stop.wheelchair;
    platforms.set(stop.parent, list);
  }
  return platforms;
}

/** A bay's step-free boarding (`accessible`) as GTFS `wheelchair_boarding` says it (ADR 0091). */
const STEP_FREE: Record<FeedStop['wheelchair'], boolean | null> = {
  UNKNOWN: null,
  ACCESSIBLE: true,
  NOT_ACCESSIBLE: false,
};

/**
 * Stations (stops without a parent, and stations), the area of each one with platforms (the
 * one the feed's previous imports made, or the matched station's, or new) and its bays (the
 * area's of the same code, or new). Stages each stop's station and bay for the calls.
 */
export async function planStations(ctx: PlanContext) {
  const { feed, report } = ctx;
  const platforms = platformsOf(ctx);
  const stationStops = [...feed.stops.values()].filter((s) => s.locationType === 1 || !s.parent);
  const stationItems = await matchAll(
    ctx,
    'station',
    'stations',
    stationStops.map((s) => ({
      ext: s.id,
      code: toCode(s.id),
      stop: s,
      // The wheelchair mark appended only when given: a station without one prints as before.
      print: fingerprint([
        s.name,
        s.lat,
        s.lon,
        platforms.has(s.id),
        ...(s.wheelchair === 'UNKNOWN' ? [] : [s.wheelchair]),
      ]),
    })),
  );
  const stationsNow = await ctx.repository.stationsNow(
    ctx.trx,
    stationItems.filter((s) => s.match.state !== 'created').map((s) => s.match.id),
  );
  for (const s of stationItems) {
    const now = stationsNow.get(s.match.id);
    if (now)
      compare(
        s.match,
        diff([
          ['name', now.name, s.stop.name],
          ['latitude', now.latitude, s.stop.lat],
          ['longitude', now.longitude, s.stop.lon],
          ['wheelchairBoarding', now.wheelchairBoarding, s.stop.wheelchair],
          ...(platforms.has(s.ext) && now.areaId === null
            ? ([['stationAreaId', null, 'a new area']] as [string, unknown, unknown][])
            : []),
        ]),
      );
  }
  const withPlatforms = stationItems.filter((s) => platforms.has(s.ext));
  const presetAreas = new Map<string, Match>();
  for (const s of withPlatforms) {
    const areaId = stationsNow.get(s.match.id)?.areaId;
    if (areaId)
      presetAreas.set(s.ext, {
        id: areaId,
        code: s.match.code,
        state: 'unchanged',
        reason: s.match.reason,
        origin: s.match.origin,
        sharedWith: s.match.sharedWith,
        changes: [],
      });
  }
  const areas = await matchAll(
    ctx,
    'area',
    'station_areas',
    withPlatforms.map((s) => ({
      ext: s.ext,
      code: s.match.code,
      name: s.stop.name,
      print: fingerprint([s.stop.name]),
    })),
    presetAreas,
  );
  const areaOf = byExt(areas);
  const { newBays, changedBays, bayKeys } = await planBays(ctx, platforms, areaOf);
  for (const s of stationItems) report.stations[s.match.state] += 1;
  await stageStopIds(ctx, byExt(stationItems), bayKeys);
  const stations: ImportPlan['stations'] = stationItems.map((s) => ({
    ext: s.ext,
    print: s.print,
    match: s.match,
    name: s.stop.name,
    ...(s.stop.lat !== null && s.stop.lon !== null
      ? { latitude: s.stop.lat, longitude: s.stop.lon }
      : { latitude: null, longitude: null }),
    areaId: areaOf.get(s.ext)?.match.id ?? null,
    wheelchairBoarding: s.stop.wheelchair,
  }));
  return { stations, areas: areas.map(({ code: _code, ...a }) => a), newBays, changedBays };
}

/**
 * The bays of each area: the area's of the same code, or new (in the order of the feed). A bay
 * takes the step-free boarding its platform's stops give (a new bay none when they give none); a
 * matched bay's changes from the day the feed is published (today at the earliest) when the feed
 * gives one that differs, and is left as it is when the feed gives none or the area is another
 * feed's, shared.
 */
async function planBays(
  ctx: PlanContext,
  platforms: Map<string, Platform[]>,
  areaOf: Map<string, { match: Match }>,
) {
  const { report } = ctx;
  const bayKeys = new Map<string, string>(); // `<station ext>|<platform code>` -> bay id
  const knownBays = await ctx.repository.activeBays(
    ctx.trx,
    [...areaOf.values()].filter((a) => a.match.state !== 'created').map((a) => a.match.id),
  );
  const from = ctx.publishFrom && ctx.publishFrom > ctx.today ? ctx.publishFrom : ctx.today;
  const newBays: ImportPlan['newBays'] = [];
  const changedBays: ImportPlan['changedBays'] = [];
  for (const [stationExt, list] of platforms) {
    const area = (areaOf.get(stationExt) as { match: Match }).match;
    list.forEach((platform, index) => {
      const code = toCode(platform.code);
      const accessible = STEP_FREE[platform.wheelchair];
      const existing = knownBays.get(`${area.id}|${code.toUpperCase()}`);
      const id = existing?.id ?? newId();
      bayKeys.set(`${stationExt}|${platform.code}`, id);
      const changes =
        existing && accessible !== null && area.sharedWith === null
          ? diff([['accessible', existing.accessible, accessible]])
          : [];
      const state = !existing ? 'created' : changes.length > 0 ? 'changed' : 'unchanged';
      report.records.push({
        kind: 'bay',
        externalId: `${stationExt}|${platform.code}`,
        recordId: id,
        code,
        state,
        match: existing ? 'code' : null,
        ...(changes.length > 0 ? { changes } : {}),
      });
      report.bays[state] += 1;
      if (!existing) newBays.push({ id, areaId: area.id, code, position: index + 1, accessible });
      else if (state === 'changed') changedBays.push({ id, accessible: accessible as boolean, from });
    });
  }
  return { newBays, changedBays, bayKeys };
}

/** The station and bay of each stop, staged for the calls' digests and the stop times. */
async function stageStopIds(
  ctx: PlanContext,
  stations: Map<string, { match: Match }>,
  bayKeys: Map<string, string>,
): Promise<void> {
  const stationId = (ext: string) => (stations.get(ext) as { match: Match }).match.id;
  const stopIds = [...ctx.feed.stops.values()]
    .filter((stop: FeedStop) => stop.locationType === 0)
    .map((stop): [string, string, string | null] =>
      stop.parent
        ? [
            stop.id,
            stationId(stop.parent),
            stop.platformCode ? (bayKeys.get(`${stop.parent}|${stop.platformCode}`) ?? null) : null,
          ]
        : [stop.id, stationId(stop.id), null],
    );
  await ctx.repository.stageStopIds(ctx.trx, stopIds);
}

/**
 * Lines (the routes some trip serves) and their carriers: the agency of each line, matched by
 * its reference or, the first time, by the carrier of the same code; the registry's carriers
 * are registered, not imported.
 */
export async function planLines(ctx: PlanContext, trips: TripPlan[]) {
  const { feed, report } = ctx;
  const served = new Set(trips.map((t) => t.trip.routeId));
  const lineItems = await matchAll(
    ctx,
    'line',
    'lines',
    [...feed.routes.values()]
      .filter((r) => served.has(r.id))
      .map((r) => ({
        ext: r.id,
        code: toCode(r.shortName),
        name: r.longName,
        mode: r.mode,
        print: fingerprint([r.longName, r.mode]),
      })),
  );
  const linesNow = await ctx.repository.linesNow(
    ctx.trx,
    lineItems.filter((l) => l.match.state !== 'created').map((l) => l.match.id),
  );
  for (const l of lineItems) {
    const now = linesNow.get(l.match.id);
    if (now)
      compare(
        l.match,
        diff([
          ['name', now.name, l.name],
          ['transportMode', now.mode, l.mode],
        ]),
      );
    report.lines[l.match.state] += 1;
  }
  const soleAgency = feed.agencies.size === 1 ? ([...feed.agencies.keys()][0] as string) : undefined;
  const agencyOf = (routeId: string) => {
    const id = feed.routes.get(routeId)?.agencyId ?? '';
    return id === '' ? soleAgency : id;
  };
  const agencyIds = [...new Set(lineItems.map((l) => agencyOf(l.ext)))].filter(
    (id): id is string => id !== undefined,
  );
  const carriersByCode = await ctx.repository.carriersByCode(
    ctx.trx,
    agencyIds.filter((id) => !refOf(ctx, 'carrier', id)).map(toCode),
  );
  const carriers = new Map<string, string>();
  for (const id of agencyIds) {
    const carrier = refOf(ctx, 'carrier', id)?.recordId ?? carriersByCode.get(toCode(id).toUpperCase());
    if (carrier) carriers.set(id, carrier);
    report.carriers[carrier ? 'matched' : 'unmatched'] += 1;
  }
  const lines: ImportPlan['lines'] = lineItems.map(({ code: _code, ...l }) => ({
    ...l,
    carrierId: carriers.get(agencyOf(l.ext) ?? '') ?? null,
  }));
  const carrierList: ImportPlan['carriers'] = [...carriers].map(([agency, carrierId]) => ({
    agency,
    carrierId,
    name: feed.agencies.get(agency)?.name ?? '',
    origin: refOf(ctx, 'carrier', agency)?.origin ?? 'code',
  }));
  return { lines, carriers: carrierList };
}

/** Destinations are names, shared by every feed: matched by code. */
export async function planDestinations(ctx: PlanContext, trips: TripPlan[]) {
  const names = [...new Set(trips.map((t) => t.destination))];
  const destinations = await matchAll(
    ctx,
    'destination',
    'destinations',
    names.map((name) => ({ ext: name, code: toCode(name), name, print: '' })),
  );
  for (const d of destinations)
    ctx.report.destinations[d.match.state === 'created' ? 'created' : 'unchanged'] += 1;
  return destinations.map(({ code: _code, ...d }) => d);
}

/** Itineraries: one per line, destination and sequence of points; matched by the feed's id only. */
export async function planItineraries(
  ctx: PlanContext,
  trips: TripPlan[],
  lines: Map<string, { match: Match }>,
  destinations: Map<string, { match: Match }>,
): Promise<ImportPlan['itineraries']> {
  const firsts = [...new Map(trips.map((t) => [t.itinerary, t])).values()];
  const itineraries = await matchAll(
    ctx,
    'itinerary',
    null,
    firsts.map((t) => ({
      ext: t.itinerary,
      code: `G${t.itinerary.slice(0, 12).replace(/[^A-Za-z0-9]/g, 'x')}`,
      print: t.itinerary,
      trip: t,
    })),
  );
  for (const i of itineraries) ctx.report.itineraries[i.match.state] += 1;
  return itineraries.map((i) => ({
    ext: i.ext,
    print: i.print,
    match: i.match,
    lineId: (lines.get(i.trip.trip.routeId) as { match: Match }).match.id,
    name: `${nameOf(ctx, i.trip.trip.firstStation)} - ${nameOf(ctx, i.trip.trip.lastStation)}`.slice(0, 200),
    destinationId: (destinations.get(i.trip.destination) as { match: Match }).match.id,
    tripId: i.trip.trip.tripId,
  }));
}

/**
 * Service calendars, one per service some trip runs on. A changed calendar that served days
 * before the feed is published keeps them: the feed's calendar becomes a new one (code
 * `<code>.<first day>`), the old one stays with the revisions that served those days.
 */
export async function planCalendars(
  ctx: PlanContext,
  trips: TripPlan[],
  patterns: Map<string, ServicePattern>,
): Promise<ImportPlan['calendars']> {
  const { repository, trx, publishFrom } = ctx;
  const serviceIds = [...new Set(trips.map((t) => t.trip.serviceId))].sort();
  const calendars = await matchAll(
    ctx,
    'calendar',
    'service_calendars',
    serviceIds.map((serviceId) => {
      const pattern = patterns.get(serviceId) as ServicePattern;
      return {
        ext: serviceId,
        code: toCode(serviceId),
        pattern,
        print: fingerprint(pattern),
        versioned: false,
      };
    }),
  );
  const calendarsNow = await repository.calendarsNow(
    trx,
    calendars.filter((c) => c.match.state !== 'created').map((c) => c.match.id),
  );
  for (const c of calendars) {
    const now = calendarsNow.get(c.match.id);
    if (now)
      compare(
        c.match,
        diff([
          ['validFrom', now.validFrom, c.pattern.start],
          ['validTo', now.validTo, c.pattern.end],
          ['daysOfWeek', now.days, c.pattern.days],
          ['added', now.added, c.pattern.added],
          ['removed', now.removed, c.pattern.removed],
          ['swapped', now.swapped, []],
        ]),
      );
    ctx.report.calendars[c.match.state] += 1;
  }
  const changed = calendars.filter((c) => c.match.state === 'changed');
  const served = publishFrom
    ? await repository.calendarsServedBefore(
        trx,
        changed.map((c) => c.match.id),
        publishFrom,
      )
    : new Set<string>();
  const versionCode = (code: string) => `${code.slice(0, 23)}.${(publishFrom as string).replaceAll('-', '')}`;
  for (const c of changed.filter((c) => served.has(c.match.id))) {
    c.match = { ...c.match, id: newId(), code: versionCode(c.match.code), origin: 'created' };
    c.versioned = true;
  }
  return calendars.map(({ code: _code, ...c }) => c);
}

/** The fields of a schedule itself: a change of them alone makes no new revision. */
const SCHEDULE_OWN_FIELDS = new Set(['wheelchairAccessible', 'bikesAllowed']);

/**
 * Schedules, one per trip: a matched one is compared with its ACTIVE revision serving the day
 * the feed is published from (line, itinerary, days, calendar, stop times, later revisions and
 * exceptions).
 */
export async function planSchedules(
  ctx: PlanContext,
  trips: TripPlan[],
  refsOf: {
    lines: Map<string, { match: Match }>;
    itineraries: Map<string, { match: Match }>;
    calendars: Map<string, { match: Match }>;
  },
): Promise<ImportPlan['schedules']> {
  const idOf = (m: Map<string, { match: Match }>, ext: string) => (m.get(ext) as { match: Match }).match.id;
  const schedules = (
    await matchAll(
      ctx,
      'schedule',
      'schedules',
      trips.map((t) => ({ ext: t.trip.tripId, code: toCode(t.trip.tripId), print: t.print, trip: t })),
    )
  ).map(({ code: _code, ...s }) => ({
    ...s,
    lineId: idOf(refsOf.lines, s.trip.trip.routeId),
    itineraryId: idOf(refsOf.itineraries, s.trip.itinerary),
    calendarId: idOf(refsOf.calendars, s.trip.trip.serviceId),
    revised: false,
  }));
  const matched = schedules.filter((s) => s.match.state !== 'created');
  const schedulesNow = await ctx.repository.schedulesNow(
    ctx.trx,
    matched.map((s) => ({ id: s.match.id, from: s.trip.from })),
  );
  const callDigests = await ctx.repository.stagedCallDigests(
    ctx.trx,
    matched.map((s) => s.ext),
  );
  for (const s of schedules) {
    const now = schedulesNow.get(s.match.id);
    if (now) {
      const revision = now.revision;
      const feedSays: [string, unknown, unknown][] = [
        ['line', now.lineId, s.lineId],
        ['itinerary', now.itineraryId, s.itineraryId],
        ['wheelchairAccessible', now.wheelchair, s.trip.trip.wheelchair],
        ['bikesAllowed', now.bikes, s.trip.trip.bikes],
      ];
      if (revision === null) feedSays.push(['service', null, `from ${s.trip.from}`]);
      else
        feedSays.push(
          ['validFrom', revision.validFrom <= s.trip.from ? s.trip.from : revision.validFrom, s.trip.from],
          ['validTo', revision.validTo, s.trip.days.end],
          ['daysOfWeek', revision.days, s.trip.days.days],
          ['calendar', revision.calendarId, s.calendarId],
          ['stopTimes', revision.calls === callDigests.get(s.ext) ? 'as the feed' : 'other', 'as the feed'],
          ['laterRevisions', now.later, 0],
        );
      feedSays.push(['exceptions', now.exceptions, 0]);
      compare(s.match, diff(feedSays));
      // A schedule's own fields change in place; anything else is a new revision.
      s.revised = s.match.changes.some((c) => !SCHEDULE_OWN_FIELDS.has(c.field));
    }
    ctx.report.schedules[s.match.state] += 1;
  }
  return schedules;
}

/** The feed's ids of one kind its earlier imports made records of, and this version no longer has. */
function droppedRefs(ctx: PlanContext, kind: 'schedule' | 'calendar' | 'itinerary', kept: Set<string>) {
  const prefix = `${kind}|`;
  return [...ctx.refs]
    .filter(
      ([key, r]) => key.startsWith(prefix) && !kept.has(key.slice(prefix.length)) && r.origin !== 'mapping',
    )
    .map(([key, r]) => ({ ext: key.slice(prefix.length), id: r.recordId, origin: r.origin }));
}

/**
 * `REPLACE` (ADR 0050, 0076): what the feed's earlier versions made and this one no longer has
 * stops serving from the day it is published (its first day, for a retroactive import): its
 * trips (their running revision ends the day before); the service calendars it created that no
 * trip runs on from that day once those trips end, whoever's trip it is (their range ends the
 * day before); and the itineraries no trip follows from that day (listed: an itinerary has no
 * period of its own, it serves through its trips). Another feed's records, and a record another
 * feed or a person still runs a trip on, are left as they are.
 */
export async function planEnded(
  ctx: PlanContext,
  plan: {
    schedules: { ext: string; match: Match }[];
    calendars: { ext: string }[];
    itineraries: { ext: string }[];
  },
  endFrom: string,
): Promise<ImportPlan['ended']> {
  const none = { schedules: [], calendars: [], itineraries: [] };
  if (ctx.mode !== 'REPLACE') return none;
  const exts = (items: { ext: string }[]) => new Set(items.map((i) => i.ext));
  const dropped = droppedRefs(ctx, 'schedule', exts(plan.schedules));
  const serving = await ctx.repository.schedulesServingFrom(
    ctx.trx,
    dropped.map((d) => d.id),
    endFrom,
  );
  const schedules = dropped.filter((d) => serving.has(d.id)).map(({ ext, id }) => ({ ext, id }));
  const ending = schedules.map((s) => s.id);
  const droppedCalendars = droppedRefs(ctx, 'calendar', exts(plan.calendars)).filter(
    (c) => c.origin === 'created',
  );
  const calendarsEnding = await ctx.repository.calendarsUnusedFrom(
    ctx.trx,
    droppedCalendars.map((c) => c.id),
    endFrom,
    ending,
  );
  const droppedItineraries = droppedRefs(ctx, 'itinerary', exts(plan.itineraries));
  const itinerariesEnding = await ctx.repository.itinerariesUnusedFrom(
    ctx.trx,
    droppedItineraries.map((i) => i.id),
    endFrom,
    [...ending, ...plan.schedules.map((s) => s.match.id)],
  );
  const ended = {
    schedules,
    calendars: droppedCalendars.filter((c) => calendarsEnding.has(c.id)).map(({ ext, id }) => ({ ext, id })),
    itineraries: droppedItineraries
      .filter((i) => itinerariesEnding.has(i.id))
      .map(({ ext, id }) => ({ ext, id })),
  };
  ctx.report.schedules.ended = ended.schedules.length;
  ctx.report.calendars.ended = ended.calendars.length;
  ctx.report.itineraries.ended = ended.itineraries.length;
  return ended;
}
