/**
 * The GTFS import: a read feed turned into the registry's records (stations, their areas and
 * bays, lines, destinations, itineraries, schedules with an ACTIVE revision, stop times and
 * exceptions), matched against what earlier imports of the same feed made (the references) or,
 * failing that, against records of the same code; then either counted (dry run) or written in
 * one transaction.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { FieldError, Transaction } from '@transport/platform';
import type { Schemas } from '../types.ts';
import type { Feed, FeedCall, FeedService, FeedTrip } from './gtfs-feed-reader.ts';
import type { GtfsImportRepository, Reference, ReferenceKind } from './gtfs-import.repository.ts';
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

interface StoredCall {
  stationExt: string;
  bayCode: string | null;
  /** The arrival's day offset (the departure's for a call without arrival). */
  dayOffset: number;
  /** The departure's day offset when it differs, else null. */
  departureDayOffset: number | null;
  arrival: number | null;
  departure: number | null;
}

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

/** The platform's calls of a trip: minutes of the day and day offsets, arrival and departure apart. */
function storedCalls(
  trip: FeedTrip,
  target: (stopId: string) => { stationExt: string; bayCode: string | null },
  complain: (field: string, message: string) => void,
): StoredCall[] {
  const last = trip.calls.length - 1;
  return trip.calls.map((call: FeedCall, index) => {
    let arrival = call.arrival ?? call.departure;
    let departure = call.departure ?? call.arrival;
    if (index === 0 && arrival === departure) arrival = null;
    if (index === last && arrival === departure) departure = null;
    const day = (seconds: number | null) => (seconds === null ? null : Math.floor(seconds / 86_400));
    const dayOffset = (day(arrival) ?? day(departure)) as number;
    const departureDay = day(departure);
    const minute = (seconds: number | null) => (seconds === null ? null : Math.floor(seconds / 60) % 1440);
    if (index === 0 && dayOffset !== 0)
      complain(`stop_times.txt:${call.line}:departure_time`, `trip ${trip.id} starts at or after 24:00:00`);
    else if (dayOffset > 6 || (departureDay ?? 0) > 7)
      complain(
        `stop_times.txt:${call.line}:arrival_time`,
        `trip ${trip.id} runs more than 6 days after its start`,
      );
    return {
      ...target(call.stopId),
      dayOffset,
      departureDayOffset: departureDay !== null && departureDay !== dayOffset ? departureDay : null,
      arrival: minute(arrival),
      departure: minute(departure),
    };
  });
}

interface Plan {
  report: Omit<GtfsImportReport, 'dryRun' | 'feedId'>;
  apply(trx: Transaction, actor: string): Promise<void>;
}

/**
 * Matches the feed with the registry and answers what would be done; `apply` does it. Feed
 * rules that depend on the registry's model (a loop calling twice at a station, a call over
 * midnight) are complained about here.
 */
export async function planImport(
  repository: GtfsImportRepository,
  trx: Transaction,
  feed: Feed,
  feedId: string,
): Promise<{ plan: Plan } | { errors: FieldError[]; total: number }> {
  const errors: FieldError[] = [];
  let total = 0;
  const complain = (field: string, message: string) => {
    total += 1;
    if (errors.length < 100) errors.push({ field, message });
  };
  const refs = await repository.references(trx, feedId);
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
  const target = (stopId: string) => {
    const stop = feed.stops.get(stopId);
    return stop?.parent
      ? { stationExt: stop.parent, bayCode: stop.platformCode }
      : { stationExt: stopId, bayCode: null };
  };
  const nameOf = (stationExt: string) => feed.stops.get(stationExt)?.name ?? stationExt;

  // Trips: their calls, destination and itinerary.
  // Services: the dates each runs on, as a service calendar's pattern; a trip whose service
  // runs on no day is left out.
  const patterns = new Map<string, ServicePattern>();
  for (const service of feed.services.values()) {
    const dates = serviceDates(service);
    if (dates.length > 0) patterns.set(service.id, calendarPatternOf(dates));
  }
  const trips = [...feed.trips.values()]
    .filter((trip) => patterns.has(trip.serviceId))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  const tripPlans = trips.map((trip) => {
    const calls = storedCalls(trip, target, complain);
    const seen = new Set<string>();
    for (const [index, call] of calls.entries()) {
      if (seen.has(call.stationExt))
        complain(
          `stop_times.txt:${trip.calls[index]?.line}:stop_id`,
          `trip ${trip.id} calls at station ${call.stationExt} twice; an itinerary calls at a station once`,
        );
      seen.add(call.stationExt);
    }
    const destination = trip.headsign || nameOf(calls[calls.length - 1]?.stationExt ?? '');
    const route = feed.routes.get(trip.routeId);
    const points = calls.map((c) => `${c.stationExt}/${c.bayCode ?? ''}`);
    const itinerary = fingerprint([trip.routeId, destination, points]);
    const days = patterns.get(trip.serviceId) as ServicePattern;
    return {
      trip,
      calls,
      destination,
      route,
      itinerary,
      days,
      print: fingerprint([itinerary, trip.serviceId, days, calls]),
    };
  });
  if (total > 0) return { errors, total };

  const counts = (): Counts => ({ created: 0, changed: 0, unchanged: 0 });
  const report = {
    stations: counts(),
    bays: counts(),
    lines: counts(),
    destinations: counts(),
    itineraries: counts(),
    calendars: counts(),
    schedules: counts(),
    stopTimes: feed.stopTimeCount,
  };

  /** A record of the feed: its id now, and whether it is new, changed or left alone. */
  interface Match {
    id: string;
    state: 'created' | 'changed' | 'unchanged';
  }
  async function match(
    kind: ReferenceKind,
    table: 'stations' | 'station_areas' | 'lines' | 'destinations' | 'service_calendars' | 'schedules' | null,
    items: { ext: string; code: string; print: string }[],
  ): Promise<Map<string, Match>> {
    const byCode = table
      ? await repository.idsByCode(
          trx,
          table,
          items.filter((i) => !ref(kind, i.ext)).map((i) => i.code),
        )
      : new Map<string, string>();
    const matches = new Map<string, Match>();
    for (const item of items) {
      const known = ref(kind, item.ext);
      const existing = byCode.get(item.code.toUpperCase());
      matches.set(
        item.ext,
        known
          ? { id: known.recordId, state: known.fingerprint === item.print ? 'unchanged' : 'changed' }
          : existing
            ? { id: existing, state: 'changed' }
            : { id: randomUUID(), state: 'created' },
      );
    }
    return matches;
  }

  const stationItems = stationStops.map((s) => ({
    ext: s.id,
    code: toCode(s.id),
    stop: s,
    print: fingerprint([s.name, s.lat, s.lon, platforms.has(s.id)]),
  }));
  const stations = await match('station', 'stations', stationItems);
  const areaItems = stationItems
    .filter((s) => platforms.has(s.ext))
    .map((s) => ({ ext: s.ext, code: s.code, print: fingerprint([s.stop.name]) }));
  const areas = await match('area', 'station_areas', areaItems);
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
      if (existing) report.bays.unchanged += 1;
      else {
        report.bays.created += 1;
        newBays.push({ id, areaId: area.id, code, position: index + 1 });
      }
    });
  }
  for (const s of stationItems) report.stations[(stations.get(s.ext) as Match).state] += 1;

  const lineItems = [...feed.routes.values()]
    .filter((r) => tripPlans.some((t) => t.trip.routeId === r.id))
    .map((r) => ({
      ext: r.id,
      code: toCode(r.shortName),
      name: r.longName,
      print: fingerprint([r.longName]),
    }));
  const lines = await match('line', 'lines', lineItems);
  for (const l of lineItems) report.lines[(lines.get(l.ext) as Match).state] += 1;

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
  for (const c of calendarItems) report.calendars[(calendars.get(c.ext) as Match).state] += 1;

  const scheduleItems = tripPlans.map((t) => ({
    ext: t.trip.id,
    code: toCode(t.trip.id),
    print: t.print,
    plan: t,
  }));
  const schedules = await match('schedule', 'schedules', scheduleItems);
  for (const s of scheduleItems) report.schedules[(schedules.get(s.ext) as Match).state] += 1;

  async function apply(trx: Transaction, actor: string): Promise<void> {
    const id = (m: Map<string, Match>, ext: string) => (m.get(ext) as Match).id;
    const created = <T extends { ext: string }>(m: Map<string, Match>, items: T[]) =>
      items.filter((i) => (m.get(i.ext) as Match).state === 'created');
    const changed = <T extends { ext: string }>(m: Map<string, Match>, items: T[]) =>
      items.filter((i) => (m.get(i.ext) as Match).state === 'changed');

    await repository.insertMany(
      trx,
      'station_areas',
      ['id:uuid', 'code:text', 'name:text', 'created_by:text', 'updated_by:text'],
      created(areas, areaItems).map((a) => [id(areas, a.ext), a.code, nameOf(a.ext), actor, actor]),
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
        s.code,
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
      created(lines, lineItems).map((l) => [id(lines, l.ext), l.code, l.name, 'ACTIVE', actor, actor]),
    );
    for (const l of changed(lines, lineItems))
      await repository.updateLineName(trx, id(lines, l.ext), l.name, actor);
    await repository.insertMany(
      trx,
      'destinations',
      ['id:uuid', 'code:text', 'name:text', 'created_by:text', 'updated_by:text'],
      created(destinations, destinationItems).map((d) => [
        id(destinations, d.ext),
        d.code,
        d.ext,
        actor,
        actor,
      ]),
    );
    // What the import created is in force from today, as a record created one by one would be.
    await repository.openDatedStates(trx);
    const stationId = (ext: string) => id(stations, ext);
    const bayId = (call: StoredCall) =>
      call.bayCode ? (bayKeys.get(`${call.stationExt}|${call.bayCode}`) ?? null) : null;
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
        const calls = i.plan.calls;
        const name = `${nameOf(calls[0]?.stationExt ?? '')} - ${nameOf(calls[calls.length - 1]?.stationExt ?? '')}`;
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
    await repository.insertMany(
      trx,
      'itinerary_calling_points',
      ['itinerary_id:uuid', 'sequence:int4', 'station_id:uuid', 'bay_id:uuid'],
      newItineraries.flatMap((i) =>
        i.plan.calls.map((c, index) => [
          id(itineraries, i.ext),
          index + 1,
          stationId(c.stationExt),
          bayId(c),
        ]),
      ),
    );

    // Service calendars: new ones, and changed ones with their exceptions withdrawn; then the
    // added and removed dates of both as one exception each.
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
      created(calendars, calendarItems).map((c) => [
        id(calendars, c.ext),
        c.code,
        c.ext.slice(0, 200),
        c.pattern.start,
        c.pattern.end,
        days(c.pattern),
        actor,
        actor,
      ]),
    );
    const changedCalendars = changed(calendars, calendarItems);
    for (const c of changedCalendars)
      await repository.updateCalendar(
        trx,
        id(calendars, c.ext),
        { validFrom: c.pattern.start, validTo: c.pattern.end, days: c.pattern.days },
        actor,
      );
    await repository.withdrawCalendarExceptions(
      trx,
      changedCalendars.map((c) => id(calendars, c.ext)),
      actor,
    );
    const exceptions = [...created(calendars, calendarItems), ...changedCalendars].flatMap((c) =>
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

    // Schedules: new ones with revision 1; changed ones with the next revision, the previous
    // one superseded and its exceptions withdrawn.
    const newSchedules = created(schedules, scheduleItems);
    const changedSchedules = changed(schedules, scheduleItems);
    await repository.insertMany(
      trx,
      'schedules',
      ['id:uuid', 'code:text', 'line_id:uuid', 'itinerary_id:uuid', 'created_by:text', 'updated_by:text'],
      newSchedules.map((s) => [
        id(schedules, s.ext),
        s.code,
        id(lines, s.plan.trip.routeId),
        id(itineraries, s.plan.itinerary),
        actor,
        actor,
      ]),
    );
    const changedIds = changedSchedules.map((s) => id(schedules, s.ext));
    const lastRevisions = await repository.lastRevisions(trx, changedIds);
    await repository.retireServices(trx, changedIds, actor);
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
        'created_by:text',
        'updated_by:text',
      ],
      revisions.map((r) => [
        r.id,
        r.scheduleId,
        r.number,
        'ACTIVE',
        r.plan.days.start,
        r.plan.days.end,
        days(r.plan.days),
        id(calendars, r.plan.trip.serviceId),
        r.plan.calls.length,
        new Date().toISOString(),
        actor,
        actor,
        actor,
      ]),
    );
    await repository.insertMany(
      trx,
      'stop_times',
      [
        'revision_id:uuid',
        'sequence:int4',
        'station_id:uuid',
        'bay_id:uuid',
        'day_offset:int2',
        'departure_day_offset:int2',
        'arrival_minute:int2',
        'departure_minute:int2',
      ],
      revisions.flatMap((r) =>
        r.plan.calls.map((c, index) => [
          r.id,
          index + 1,
          stationId(c.stationExt),
          bayId(c),
          c.dayOffset,
          c.departureDayOffset,
          c.arrival,
          c.departure,
        ]),
      ),
    );
    const references = [
      ...stationItems.map((s) => ({
        kind: 'station' as const,
        externalId: s.ext,
        recordId: id(stations, s.ext),
        fingerprint: s.print,
      })),
      ...areaItems.map((a) => ({
        kind: 'area' as const,
        externalId: a.ext,
        recordId: id(areas, a.ext),
        fingerprint: a.print,
      })),
      ...lineItems.map((l) => ({
        kind: 'line' as const,
        externalId: l.ext,
        recordId: id(lines, l.ext),
        fingerprint: l.print,
      })),
      ...destinationItems.map((d) => ({
        kind: 'destination' as const,
        externalId: d.ext,
        recordId: id(destinations, d.ext),
        fingerprint: d.print,
      })),
      ...calendarItems.map((c) => ({
        kind: 'calendar' as const,
        externalId: c.ext,
        recordId: id(calendars, c.ext),
        fingerprint: c.print,
      })),
      ...itineraryItems.map((i) => ({
        kind: 'itinerary' as const,
        externalId: i.ext,
        recordId: id(itineraries, i.ext),
        fingerprint: i.print,
      })),
      ...scheduleItems.map((s) => ({
        kind: 'schedule' as const,
        externalId: s.ext,
        recordId: id(schedules, s.ext),
        fingerprint: s.print,
      })),
    ];
    await repository.saveReferences(trx, feedId, references, actor);
  }

  return { plan: { report, apply } };
}
