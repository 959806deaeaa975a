/**
 * The GTFS import: a read feed (its network held, its trips and stop times staged in the
 * transaction) turned into the registry's records (stations, their areas and bays, lines and
 * the carriers operating them, destinations, itineraries, service calendars, schedules with an
 * ACTIVE revision, stop times), matched against what earlier imports of the same feed made (the
 * references) or, failing that, against records of the same code; then either counted (dry run)
 * or written in the same transaction. What a trip calls at is summed up per trip (digests) and
 * written from the staging tables in SQL; the stop times never come into memory. A feed is
 * published from a day (`publishFrom`, today unless the import is retroactive): the days before
 * stay served by what was published for them.
 */
import { createHash, randomUUID } from 'node:crypto';
import { addDays } from '@transport/platform';
import type { Transaction } from '@transport/platform';
import type { Schemas } from '../types.ts';
import type { Feed, FeedService } from './gtfs-feed-reader.ts';
import type {
  CodeMatch,
  GtfsImportRepository,
  Reference,
  ReferenceKind,
  ReferenceOrigin,
  StagedTripPlan,
} from './gtfs-import.repository.ts';
import { calendarPatternOf, datesOf, type ServicePattern } from './service-dates.ts';

export type GtfsImportReport = Schemas['GtfsImportReport'];
type Counts = Schemas['GtfsImportCounts'];

/** A code of the registry (letters, digits, `.`, `_`, `-`, at most 32) for a feed id. */
export function toCode(id: string): string {
  const clean = id.replace(/[^A-Za-z0-9._-]/g, '-').replace(/^[^A-Za-z0-9]+/, '');
  if (clean === id && clean.length <= 32) return clean;
  const digest = createHash('sha1').update(id).digest('hex').slice(0, 6);
  return `${(clean || 'X').slice(0, 25)}-${digest}`;
}

const fingerprint = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('base64url');

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

interface Plan {
  report: Omit<GtfsImportReport, 'dryRun' | 'feedId' | 'mode' | 'warnings'>;
  apply(trx: Transaction, actor: string): Promise<void>;
}

/** How the import matched a feed's id to a record of the registry (null: it creates one). */
type MatchReason = 'feed-id' | 'mapping' | 'code';
type ImportRecord = Schemas['GtfsImportRecord'];
type Change = Schemas['GtfsImportChange'];

/**
 * A record of the feed: its id, whether it is new, changed (field by field, against what the
 * registry holds now) or as the feed says, why it was matched, and the feed that created it when
 * another one did (a mapping's record, shared: the import leaves it as it is).
 */
interface Match {
  id: string;
  code: string;
  state: 'created' | 'changed' | 'unchanged';
  reason: MatchReason | null;
  origin: ReferenceOrigin;
  sharedWith: string | null;
  changes: Change[];
}

/** The field changes between what the registry holds and what the feed says. */
function diff(fields: [string, unknown, unknown][]): Change[] {
  const shown = (v: unknown) =>
    v === null || v === undefined ? null : Array.isArray(v) ? (v.length > 0 ? v.join(',') : null) : String(v);
  return fields
    .filter(([, now, feed]) => shown(now) !== shown(feed))
    .map(([field, now, feed]) => ({ field, from: shown(now), to: shown(feed) }));
}

/**
 * Matches the feed with the registry and answers what would be done; `apply` does it. The feed
 * was checked whole before (reader and staging checks). A feed's id matches, in this order, the
 * record a mapping names, the record the feed's previous imports made of it, or a record of its
 * code that no other feed created; otherwise a record is created (its code taken by another
 * feed's record, a code of its own). Each matched record is compared with what the registry
 * holds now, not with what the feed said last time: a re-import repairs what changed since.
 * `publishFrom` is the first day the feed's trips serve (null: as the feed says, past days
 * included); `today` tells a revision that has served days from one that has not. In `REPLACE`
 * mode, the trips of the feed's earlier versions that this one no longer has stop serving from
 * that day.
 */
export async function planImport(
  repository: GtfsImportRepository,
  trx: Transaction,
  feed: Feed,
  feedId: string,
  options: { publishFrom: string | null; today: string; mode: 'REPLACE' | 'MERGE' },
): Promise<Plan> {
  const { publishFrom, today, mode } = options;
  const refs = await repository.references(trx, feedId);
  const mappings = await repository.mappings(trx, feedId);
  const ref = (kind: ReferenceKind, id: string): Reference | undefined => refs.get(`${kind}|${id}`);

  // Stations: stops without a parent and stations; a station with platforms gets an area.
  const stationStops = [...feed.stops.values()].filter((s) => s.locationType === 1 || !s.parent);
  const platforms = new Map<string, string[]>();
  for (const stop of feed.stops.values()) {
    if (!stop.parent || !stop.platformCode) continue;
    const codes = platforms.get(stop.parent) ?? [];
    if (!codes.includes(stop.platformCode)) codes.push(stop.platformCode);
    platforms.set(stop.parent, codes);
  }
  const nameOf = (stationExt: string) => feed.stops.get(stationExt)?.name ?? stationExt;

  // Services: the dates each runs on, as a service calendar's pattern. A trip is published from
  // `publishFrom` (or its service's first day, if later) to its service's last day; one whose
  // service runs on no day, or on none from then, is left out.
  const patterns = new Map<string, ServicePattern>();
  for (const service of feed.services.values()) {
    const dates = serviceDates(service);
    if (dates.length > 0) patterns.set(service.id, calendarPatternOf(dates));
  }
  const tripPlans = (await repository.stagedTrips(trx)).flatMap((trip: StagedTripPlan) => {
    const days = patterns.get(trip.serviceId);
    if (!days) return [];
    const from = publishFrom && publishFrom > days.start ? publishFrom : days.start;
    if (from > days.end) return [];
    const destination = trip.headsign || nameOf(trip.lastStation);
    const itinerary = fingerprint([trip.routeId, destination, trip.points]);
    return [
      {
        trip,
        destination,
        itinerary,
        days,
        from,
        print: fingerprint([itinerary, trip.serviceId, days, trip.calls]),
      },
    ];
  });

  const counts = (): Counts => ({ created: 0, changed: 0, unchanged: 0, ended: 0 });
  const report = {
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
    records: [] as ImportRecord[],
  };

  /** A code of this feed's own for a record whose code another record holds. */
  const ownCode = (code: string, ext: string) =>
    `${code.slice(0, 25)}-${createHash('sha1').update(`${feedId}|${ext}`).digest('hex').slice(0, 6)}`;

  async function match(
    kind: ReferenceKind,
    table: 'stations' | 'station_areas' | 'lines' | 'destinations' | 'service_calendars' | 'schedules' | null,
    items: { ext: string; code: string }[],
    preset = new Map<string, Match>(),
  ): Promise<Map<string, Match>> {
    const mapped = (ext: string) => mappings.get(`${kind}|${ext}`);
    const byCode = table
      ? await repository.recordsByCode(
          trx,
          table,
          items.filter((i) => !mapped(i.ext) && !ref(kind, i.ext) && !preset.has(i.ext)).map((i) => i.code),
          feedId,
        )
      : new Map<string, CodeMatch>();
    const matches = new Map<string, Match>();
    const base = { state: 'unchanged' as const, sharedWith: null, changes: [] };
    for (const item of items) {
      const mapping = mapped(item.ext);
      // A reference a mapping made holds only while the mapping does.
      const kept = ref(kind, item.ext);
      const known = kept?.origin === 'mapping' ? undefined : kept;
      const existing = byCode.get(item.code.toUpperCase());
      const given = preset.get(item.ext);
      matches.set(
        item.ext,
        mapping
          ? { ...base, id: mapping, code: item.code, reason: 'mapping', origin: 'mapping' }
          : known
            ? { ...base, id: known.recordId, code: item.code, reason: 'feed-id', origin: known.origin }
            : given
              ? given
              : existing && existing.createdBy === null
                ? { ...base, id: existing.id, code: item.code, reason: 'code', origin: 'code' }
                : {
                    ...base,
                    id: randomUUID(),
                    code: existing ? ownCode(item.code, item.ext) : item.code,
                    state: 'created',
                    reason: null,
                    origin: 'created',
                  },
      );
    }
    // A record another feed created, named by a mapping, is shared: left as it is.
    const creators = await repository.creators(
      trx,
      feedId,
      [...matches.values()].filter((m) => m.origin === 'mapping').map((m) => m.id),
    );
    for (const m of matches.values()) m.sharedWith = creators.get(m.id) ?? null;
    return matches;
  }
  /** Marks a matched record changed when the registry differs from the feed. */
  const compare = (m: Match, changes: Change[]) => {
    if (m.state === 'created' || m.sharedWith !== null) return;
    m.changes = changes;
    m.state = changes.length > 0 ? 'changed' : 'unchanged';
  };
  const listed = (kind: ImportRecord['kind'], ext: string, m: Match): ImportRecord => ({
    kind,
    externalId: ext,
    recordId: m.id,
    code: m.code,
    state: m.state,
    match: m.reason,
    ...(m.sharedWith ? { sharedWith: m.sharedWith } : {}),
    ...(m.changes.length > 0 ? { changes: m.changes } : {}),
  });

  const stationItems = stationStops.map((s) => ({
    ext: s.id,
    code: toCode(s.id),
    stop: s,
    print: fingerprint([s.name, s.lat, s.lon, platforms.has(s.id)]),
  }));
  const stations = await match('station', 'stations', stationItems);
  const stationsNow = await repository.stationsNow(
    trx,
    [...stations.values()].filter((m) => m.state !== 'created').map((m) => m.id),
  );
  for (const s of stationItems) {
    const m = stations.get(s.ext) as Match;
    const now = stationsNow.get(m.id);
    if (now)
      compare(
        m,
        diff([
          ['name', now.name, s.stop.name],
          ['latitude', now.latitude, s.stop.lat],
          ['longitude', now.longitude, s.stop.lon],
          ...(platforms.has(s.ext) && now.areaId === null
            ? ([['stationAreaId', null, 'a new area']] as [string, unknown, unknown][])
            : []),
        ]),
      );
  }
  // A station's area: the one the feed's previous imports made, or the matched station's, or new.
  const areaItems = stationItems
    .filter((s) => platforms.has(s.ext))
    .map((s) => ({
      ext: s.ext,
      code: (stations.get(s.ext) as Match).code,
      print: fingerprint([s.stop.name]),
    }));
  const presetAreas = new Map<string, Match>();
  for (const a of areaItems) {
    const station = stations.get(a.ext) as Match;
    const areaId = stationsNow.get(station.id)?.areaId;
    if (areaId)
      presetAreas.set(a.ext, {
        id: areaId,
        code: a.code,
        state: 'unchanged',
        reason: station.reason,
        origin: station.origin,
        sharedWith: station.sharedWith,
        changes: [],
      });
  }
  const areas = await match('area', 'station_areas', areaItems, presetAreas);
  const bayKeys = new Map<string, string>(); // `<station ext>|<upper code>` -> bay id
  const knownBays = await repository.activeBays(
    trx,
    [...areas.values()].filter((a) => a.state !== 'created').map((a) => a.id),
  );
  const newBays: { id: string; areaId: string; code: string; position: number }[] = [];
  for (const [stationExt, codes] of platforms) {
    const area = areas.get(stationExt) as Match;
    codes.forEach((platform, index) => {
      const code = toCode(platform);
      const existing = knownBays.get(`${area.id}|${code.toUpperCase()}`);
      const id = existing ?? randomUUID();
      bayKeys.set(`${stationExt}|${platform}`, id);
      report.records.push({
        kind: 'bay',
        externalId: `${stationExt}|${platform}`,
        recordId: id,
        code,
        state: existing ? 'unchanged' : 'created',
        match: existing ? 'code' : null,
      });
      if (existing) report.bays.unchanged += 1;
      else {
        report.bays.created += 1;
        newBays.push({ id, areaId: area.id, code, position: index + 1 });
      }
    });
  }
  for (const s of stationItems) report.stations[(stations.get(s.ext) as Match).state] += 1;
  // The station and bay of each stop, for the calls' digests and the stop times.
  const stopIds = [...feed.stops.values()]
    .filter((stop) => stop.locationType === 0)
    .map((stop): [string, string, string | null] =>
      stop.parent
        ? [
            stop.id,
            (stations.get(stop.parent) as Match).id,
            stop.platformCode ? (bayKeys.get(`${stop.parent}|${stop.platformCode}`) ?? null) : null,
          ]
        : [stop.id, (stations.get(stop.id) as Match).id, null],
    );
  await repository.stageStopIds(trx, stopIds);

  const lineItems = [...feed.routes.values()]
    .filter((r) => tripPlans.some((t) => t.trip.routeId === r.id))
    .map((r) => ({
      ext: r.id,
      code: toCode(r.shortName),
      name: r.longName,
      print: fingerprint([r.longName]),
    }));
  const lines = await match('line', 'lines', lineItems);
  const lineNames = await repository.lineNamesNow(
    trx,
    [...lines.values()].filter((m) => m.state !== 'created').map((m) => m.id),
  );
  for (const l of lineItems) {
    const m = lines.get(l.ext) as Match;
    if (lineNames.has(m.id)) compare(m, diff([['name', lineNames.get(m.id), l.name]]));
    report.lines[m.state] += 1;
  }

  // Carriers: the agency of each line, matched by its reference or, the first time, by the
  // carrier of the same code; the registry's carriers are registered, not imported.
  const soleAgency = feed.agencies.size === 1 ? ([...feed.agencies.keys()][0] as string) : undefined;
  const agencyOf = (routeId: string) => {
    const id = feed.routes.get(routeId)?.agencyId ?? '';
    return id === '' ? soleAgency : id;
  };
  const agencyIds = [...new Set(lineItems.map((l) => agencyOf(l.ext)))].filter(
    (id): id is string => id !== undefined,
  );
  const carriersByCode = await repository.carriersByCode(
    trx,
    agencyIds.filter((id) => !ref('carrier', id)).map(toCode),
  );
  const carriers = new Map<string, string>();
  for (const id of agencyIds) {
    const carrier = ref('carrier', id)?.recordId ?? carriersByCode.get(toCode(id).toUpperCase());
    if (carrier) carriers.set(id, carrier);
    report.carriers[carrier ? 'matched' : 'unmatched'] += 1;
  }

  // Destinations are names, shared by every feed: matched by code.
  const destinationNames = [...new Set(tripPlans.map((t) => t.destination))];
  const destinationItems = destinationNames.map((name) => ({ ext: name, code: toCode(name), print: '' }));
  const destinations = await match('destination', 'destinations', destinationItems);
  for (const d of destinationItems) {
    const found = destinations.get(d.ext) as Match;
    report.destinations[found.state === 'created' ? 'created' : 'unchanged'] += 1;
  }

  const itineraryItems = [...new Map(tripPlans.map((t) => [t.itinerary, t])).values()].map((t) => ({
    ext: t.itinerary,
    code: `G${t.itinerary.slice(0, 12).replace(/[^A-Za-z0-9]/g, 'x')}`,
    print: t.itinerary,
    plan: t,
  }));
  const itineraries = await match('itinerary', null, itineraryItems);
  for (const i of itineraryItems) report.itineraries[(itineraries.get(i.ext) as Match).state] += 1;

  const calendarItems = [...new Set(tripPlans.map((t) => t.trip.serviceId))].sort().map((serviceId) => {
    const pattern = patterns.get(serviceId) as ServicePattern;
    return { ext: serviceId, code: toCode(serviceId), pattern, print: fingerprint(pattern) };
  });
  const calendars = await match('calendar', 'service_calendars', calendarItems);
  const calendarsNow = await repository.calendarsNow(
    trx,
    [...calendars.values()].filter((m) => m.state !== 'created').map((m) => m.id),
  );
  for (const c of calendarItems) {
    const m = calendars.get(c.ext) as Match;
    const now = calendarsNow.get(m.id);
    if (now)
      compare(
        m,
        diff([
          ['validFrom', now.validFrom, c.pattern.start],
          ['validTo', now.validTo, c.pattern.end],
          ['daysOfWeek', now.days, c.pattern.days],
          ['added', now.added, c.pattern.added],
          ['removed', now.removed, c.pattern.removed],
          ['swapped', now.swapped, []],
        ]),
      );
    report.calendars[m.state] += 1;
  }
  // A changed calendar that served days before the feed is published keeps them: the feed's
  // calendar becomes a new one (code `<code>.<first day>`), the old one stays with the
  // revisions that served those days.
  const changedCalendars = calendarItems.filter((c) => (calendars.get(c.ext) as Match).state === 'changed');
  const served = publishFrom
    ? await repository.calendarsServedBefore(
        trx,
        changedCalendars.map((c) => (calendars.get(c.ext) as Match).id),
        publishFrom,
      )
    : new Set<string>();
  const versioned = changedCalendars.filter((c) => served.has((calendars.get(c.ext) as Match).id));
  const versionCode = (code: string) => `${code.slice(0, 23)}.${(publishFrom as string).replaceAll('-', '')}`;
  for (const c of versioned) {
    const m = calendars.get(c.ext) as Match;
    calendars.set(c.ext, { ...m, id: randomUUID(), code: versionCode(m.code), origin: 'created' });
  }

  const scheduleItems = tripPlans.map((t) => ({
    ext: t.trip.tripId,
    code: toCode(t.trip.tripId),
    print: t.print,
    plan: t,
  }));
  const schedules = await match('schedule', 'schedules', scheduleItems);
  const matchedSchedules = scheduleItems.filter((s) => (schedules.get(s.ext) as Match).state !== 'created');
  const schedulesNow = await repository.schedulesNow(
    trx,
    matchedSchedules.map((s) => ({ id: (schedules.get(s.ext) as Match).id, from: s.plan.from })),
  );
  const callDigests = await repository.stagedCallDigests(
    trx,
    matchedSchedules.map((s) => s.ext),
  );
  for (const s of scheduleItems) {
    const m = schedules.get(s.ext) as Match;
    const now = schedulesNow.get(m.id);
    if (now) {
      const revision = now.revision;
      const feedSays = [
        ['line', now.lineId, (lines.get(s.plan.trip.routeId) as Match).id],
        ['itinerary', now.itineraryId, (itineraries.get(s.plan.itinerary) as Match).id],
      ] as [string, unknown, unknown][];
      if (revision === null) feedSays.push(['service', null, `from ${s.plan.from}`]);
      else
        feedSays.push(
          ['validFrom', revision.validFrom <= s.plan.from ? s.plan.from : revision.validFrom, s.plan.from],
          ['validTo', revision.validTo, s.plan.days.end],
          ['daysOfWeek', revision.days, s.plan.days.days],
          ['calendar', revision.calendarId, (calendars.get(s.plan.trip.serviceId) as Match).id],
          ['stopTimes', revision.calls === callDigests.get(s.ext) ? 'as the feed' : 'other', 'as the feed'],
          ['laterRevisions', now.later, 0],
        );
      feedSays.push(['exceptions', now.exceptions, 0]);
      compare(m, diff(feedSays));
    }
    report.schedules[m.state] += 1;
  }

  // REPLACE: the trips of the feed's earlier versions it no longer has stop serving from the
  // day it is published (its first day, for a retroactive import), and run the day before.
  const endFrom = publishFrom ?? tripPlans.map((t) => t.from).sort()[0] ?? today;
  const inFeed = new Set(scheduleItems.map((s) => s.ext));
  const dropped =
    mode === 'REPLACE'
      ? [...refs]
          .filter(([key]) => key.startsWith('schedule|') && !inFeed.has(key.slice('schedule|'.length)))
          .map(([key, r]) => ({ ext: key.slice('schedule|'.length), id: r.recordId }))
      : [];
  const serving = await repository.schedulesServingFrom(
    trx,
    dropped.map((d) => d.id),
    endFrom,
  );
  const ended = dropped.filter((d) => serving.has(d.id));
  report.schedules.ended = ended.length;

  for (const s of stationItems) report.records.push(listed('station', s.ext, stations.get(s.ext) as Match));
  for (const a of areaItems) report.records.push(listed('area', a.ext, areas.get(a.ext) as Match));
  for (const l of lineItems) report.records.push(listed('line', l.ext, lines.get(l.ext) as Match));
  for (const d of destinationItems)
    report.records.push(listed('destination', d.ext, destinations.get(d.ext) as Match));
  for (const i of itineraryItems)
    report.records.push(listed('itinerary', i.ext, itineraries.get(i.ext) as Match));
  for (const c of calendarItems)
    report.records.push(listed('calendar', c.ext, calendars.get(c.ext) as Match));
  for (const s of scheduleItems)
    report.records.push(listed('schedule', s.ext, schedules.get(s.ext) as Match));
  for (const e of ended)
    report.records.push({
      kind: 'schedule',
      externalId: e.ext,
      recordId: e.id,
      state: 'ended',
      match: 'feed-id',
      changes: [{ field: 'validTo', from: null, to: addDays(endFrom, -1) }],
    });

  async function apply(trx: Transaction, actor: string): Promise<void> {
    const id = (m: Map<string, Match>, ext: string) => (m.get(ext) as Match).id;
    const code = (m: Map<string, Match>, ext: string) => (m.get(ext) as Match).code;
    const created = <T extends { ext: string }>(m: Map<string, Match>, items: T[]) =>
      items.filter((i) => (m.get(i.ext) as Match).state === 'created');
    const changed = <T extends { ext: string }>(m: Map<string, Match>, items: T[]) =>
      items.filter((i) => (m.get(i.ext) as Match).state === 'changed');

    await repository.insertMany(
      trx,
      'station_areas',
      ['id:uuid', 'code:text', 'name:text', 'created_by:text', 'updated_by:text'],
      created(areas, areaItems).map((a) => [
        id(areas, a.ext),
        code(areas, a.ext),
        nameOf(a.ext),
        actor,
        actor,
      ]),
    );
    const areaOf = (ext: string) => (areas.has(ext) ? id(areas, ext) : null);
    const position = (s: (typeof stationItems)[number]) =>
      s.stop.lat !== null && s.stop.lon !== null ? [s.stop.lat, s.stop.lon] : [null, null];
    await repository.insertMany(
      trx,
      'stations',
      [
        'id:uuid',
        'code:text',
        'name:text',
        'latitude:float8',
        'longitude:float8',
        'station_area_id:uuid',
        'created_by:text',
        'updated_by:text',
      ],
      created(stations, stationItems).map((s) => [
        id(stations, s.ext),
        code(stations, s.ext),
        s.stop.name,
        ...position(s),
        areaOf(s.ext),
        actor,
        actor,
      ]),
    );
    for (const s of changed(stations, stationItems)) {
      const [latitude, longitude] = position(s) as [number | null, number | null];
      await repository.updateStation(
        trx,
        id(stations, s.ext),
        { name: s.stop.name, latitude, longitude, areaId: areaOf(s.ext) },
        actor,
      );
    }
    await repository.insertMany(
      trx,
      'bays',
      [
        'id:uuid',
        'station_area_id:uuid',
        'code:text',
        'position:float8',
        'created_by:text',
        'updated_by:text',
      ],
      newBays.map((b) => [b.id, b.areaId, b.code, b.position, actor, actor]),
    );
    await repository.insertMany(
      trx,
      'lines',
      ['id:uuid', 'code:text', 'name:text', 'status:text', 'created_by:text', 'updated_by:text'],
      created(lines, lineItems).map((l) => [
        id(lines, l.ext),
        code(lines, l.ext),
        l.name,
        'ACTIVE',
        actor,
        actor,
      ]),
    );
    for (const l of changed(lines, lineItems))
      await repository.updateLineName(trx, id(lines, l.ext), l.name, actor);
    await repository.insertMany(
      trx,
      'destinations',
      ['id:uuid', 'code:text', 'name:text', 'created_by:text', 'updated_by:text'],
      created(destinations, destinationItems).map((d) => [
        id(destinations, d.ext),
        code(destinations, d.ext),
        d.ext,
        actor,
        actor,
      ]),
    );
    // What the import created is in force from today, as a record created one by one would be.
    await repository.openDatedStates(trx);
    const newItineraries = created(itineraries, itineraryItems);
    await repository.insertMany(
      trx,
      'itineraries',
      [
        'id:uuid',
        'line_id:uuid',
        'code:text',
        'version:int4',
        'name:text',
        'destination_id:uuid',
        'created_by:text',
      ],
      newItineraries.map((i) => {
        const name = `${nameOf(i.plan.trip.firstStation)} - ${nameOf(i.plan.trip.lastStation)}`;
        return [
          id(itineraries, i.ext),
          id(lines, i.plan.trip.routeId),
          i.code,
          1,
          name.slice(0, 200),
          id(destinations, i.plan.destination),
          actor,
        ];
      }),
    );
    // Service calendars: new ones (a changed one that served days before the feed is published
    // included, planned as a new calendar), and changed ones with their exceptions withdrawn;
    // then the added and removed dates of both as one exception each.
    const days = (pattern: ServicePattern) => `{${pattern.days.join(',')}}`;
    await repository.insertMany(
      trx,
      'service_calendars',
      [
        'id:uuid',
        'code:text',
        'name:text',
        'valid_from:date',
        'valid_to:date',
        'days_of_week:text:smallint[]',
        'created_by:text',
        'updated_by:text',
      ],
      [...created(calendars, calendarItems), ...versioned].map((c) => [
        id(calendars, c.ext),
        code(calendars, c.ext),
        c.ext.slice(0, 200),
        c.pattern.start,
        c.pattern.end,
        days(c.pattern),
        actor,
        actor,
      ]),
    );
    const updatedCalendars = changedCalendars.filter((c) => !versioned.includes(c));
    for (const c of updatedCalendars)
      await repository.updateCalendar(
        trx,
        id(calendars, c.ext),
        { validFrom: c.pattern.start, validTo: c.pattern.end, days: c.pattern.days },
        actor,
      );
    await repository.withdrawCalendarExceptions(
      trx,
      updatedCalendars.map((c) => id(calendars, c.ext)),
      actor,
    );
    const exceptions = [...created(calendars, calendarItems), ...versioned, ...updatedCalendars].flatMap(
      (c) =>
        (
          [
            ['ADDED', c.pattern.added],
            ['REMOVED', c.pattern.removed],
          ] as const
        )
          .filter(([, dates]) => dates.length > 0)
          .map(([kind, dates]) => ({ id: randomUUID(), calendarId: id(calendars, c.ext), kind, dates })),
    );
    await repository.insertMany(
      trx,
      'calendar_exceptions',
      ['id:uuid', 'calendar_id:uuid', 'kind:text', 'dates:text:date[]', 'reason:text', 'created_by:text'],
      exceptions.map((e) => [
        e.id,
        e.calendarId,
        e.kind,
        `{${e.dates.join(',')}}`,
        'GTFS calendar_dates',
        actor,
      ]),
    );
    await repository.insertMany(
      trx,
      'calendar_exception_dates',
      ['exception_id:uuid', 'calendar_id:uuid', 'service_date:date', 'kind:text'],
      exceptions.flatMap((e) => e.dates.map((date) => [e.id, e.calendarId, date, e.kind])),
    );

    // Schedules: new ones with revision 1; changed ones with the next revision from the day
    // the feed is published, their service ended the day before (ADR 0032).
    const newSchedules = created(schedules, scheduleItems);
    const changedSchedules = changed(schedules, scheduleItems);
    await repository.insertMany(
      trx,
      'schedules',
      ['id:uuid', 'code:text', 'line_id:uuid', 'itinerary_id:uuid', 'created_by:text', 'updated_by:text'],
      newSchedules.map((s) => [
        id(schedules, s.ext),
        code(schedules, s.ext),
        id(lines, s.plan.trip.routeId),
        id(itineraries, s.plan.itinerary),
        actor,
        actor,
      ]),
    );
    const changedIds = changedSchedules.map((s) => id(schedules, s.ext));
    const lastRevisions = await repository.lastRevisions(trx, changedIds);
    await repository.endServicesFrom(
      trx,
      [
        ...changedSchedules.map((s) => ({ scheduleId: id(schedules, s.ext), from: s.plan.from })),
        ...ended.map((e) => ({ scheduleId: e.id, from: endFrom })),
      ],
      today,
      actor,
    );
    for (const s of changedSchedules)
      await repository.moveSchedule(
        trx,
        id(schedules, s.ext),
        { lineId: id(lines, s.plan.trip.routeId), itineraryId: id(itineraries, s.plan.itinerary) },
        actor,
      );
    const revisions = [...newSchedules, ...changedSchedules].map((s) => ({
      id: randomUUID(),
      scheduleId: id(schedules, s.ext),
      number: (lastRevisions.get(id(schedules, s.ext)) ?? 0) + 1,
      plan: s.plan,
    }));
    await repository.insertMany(
      trx,
      'schedule_revisions',
      [
        'id:uuid',
        'schedule_id:uuid',
        'revision:int4',
        'status:text',
        'valid_from:date',
        'valid_to:date',
        'days_of_week:text:smallint[]',
        'calendar_id:uuid',
        'call_count:int4',
        'activated_at:timestamptz',
        'activated_by:text',
        'retroactive:bool',
        'created_by:text',
        'updated_by:text',
      ],
      revisions.map((r) => [
        r.id,
        r.scheduleId,
        r.number,
        'ACTIVE',
        r.plan.from,
        r.plan.days.end,
        days(r.plan.days),
        id(calendars, r.plan.trip.serviceId),
        r.plan.trip.callCount,
        new Date().toISOString(),
        actor,
        r.plan.from < today,
        actor,
        actor,
      ]),
    );
    // The calling points and stop times, from the staged calls, stops through their station and bay.
    await repository.writeStagedCalls(
      trx,
      newItineraries.map((i) => [id(itineraries, i.ext), i.plan.trip.tripId]),
      revisions.map((r) => [r.id, r.plan.trip.tripId]),
    );
    const operated = lineItems.flatMap((l) => {
      const carrierId = carriers.get(agencyOf(l.ext) ?? '');
      return carrierId ? [{ lineId: id(lines, l.ext), carrierId }] : [];
    });
    const firstDay = publishFrom ?? tripPlans.map((t) => t.from).sort()[0];
    if (firstDay) await repository.operateLines(trx, operated, firstDay, actor);
    const references = [
      ...stationItems.map((s) => ({
        kind: 'station' as const,
        externalId: s.ext,
        recordId: id(stations, s.ext),
        fingerprint: s.print,
        origin: (stations.get(s.ext) as Match).origin,
      })),
      ...areaItems.map((a) => ({
        kind: 'area' as const,
        externalId: a.ext,
        recordId: id(areas, a.ext),
        fingerprint: a.print,
        origin: (areas.get(a.ext) as Match).origin,
      })),
      ...lineItems.map((l) => ({
        kind: 'line' as const,
        externalId: l.ext,
        recordId: id(lines, l.ext),
        fingerprint: l.print,
        origin: (lines.get(l.ext) as Match).origin,
      })),
      ...destinationItems.map((d) => ({
        kind: 'destination' as const,
        externalId: d.ext,
        recordId: id(destinations, d.ext),
        fingerprint: d.print,
        origin: (destinations.get(d.ext) as Match).origin,
      })),
      ...calendarItems.map((c) => ({
        kind: 'calendar' as const,
        externalId: c.ext,
        recordId: id(calendars, c.ext),
        fingerprint: c.print,
        origin: (calendars.get(c.ext) as Match).origin,
      })),
      ...itineraryItems.map((i) => ({
        kind: 'itinerary' as const,
        externalId: i.ext,
        recordId: id(itineraries, i.ext),
        fingerprint: i.print,
        origin: (itineraries.get(i.ext) as Match).origin,
      })),
      ...[...carriers].map(([agency, carrierId]) => ({
        kind: 'carrier' as const,
        externalId: agency,
        recordId: carrierId,
        fingerprint: feed.agencies.get(agency)?.name ?? '',
        origin: ref('carrier', agency)?.origin ?? ('code' as const),
      })),
      ...scheduleItems.map((s) => ({
        kind: 'schedule' as const,
        externalId: s.ext,
        recordId: id(schedules, s.ext),
        fingerprint: s.print,
        origin: (schedules.get(s.ext) as Match).origin,
      })),
    ];
    await repository.saveReferences(trx, feedId, references, actor);
  }

  return { report, apply };
}
