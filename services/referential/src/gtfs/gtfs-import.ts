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
import type { Transaction } from '@transport/platform';
import type { Schemas } from '../types.ts';
import type { Feed, FeedService } from './gtfs-feed-reader.ts';
import type {
  GtfsImportRepository,
  Reference,
  ReferenceKind,
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
  report: Omit<GtfsImportReport, 'dryRun' | 'feedId'>;
  apply(trx: Transaction, actor: string): Promise<void>;
}

/**
 * Matches the feed with the registry and answers what would be done; `apply` does it. The feed
 * was checked whole before (reader and staging checks). `publishFrom` is the first day the
 * feed's trips serve (null: as the feed says, past days included); `today` tells a revision
 * that has served days from one that has not.
 */
export async function planImport(
  repository: GtfsImportRepository,
  trx: Transaction,
  feed: Feed,
  feedId: string,
  dates: { publishFrom: string | null; today: string },
): Promise<Plan> {
  const { publishFrom, today } = dates;
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

  const counts = (): Counts => ({ created: 0, changed: 0, unchanged: 0 });
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
    ext: t.trip.tripId,
    code: toCode(t.trip.tripId),
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
    // Service calendars: new ones, and changed ones with their exceptions withdrawn; then the
    // added and removed dates of both as one exception each. A changed calendar that served
    // days before the feed is published keeps them: the feed's calendar becomes a new one
    // (code `<code>.<first day>`), the old one stays with the revisions that served those days.
    const days = (pattern: ServicePattern) => `{${pattern.days.join(',')}}`;
    const served = publishFrom
      ? await repository.calendarsServedBefore(
          trx,
          changed(calendars, calendarItems).map((c) => id(calendars, c.ext)),
          publishFrom,
        )
      : new Set<string>();
    const versioned = changed(calendars, calendarItems).filter((c) => served.has(id(calendars, c.ext)));
    for (const c of versioned) calendars.set(c.ext, { id: randomUUID(), state: 'changed' });
    const versionCode = (code: string) =>
      `${code.slice(0, 23)}.${(publishFrom as string).replaceAll('-', '')}`;
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
        versioned.includes(c) ? versionCode(c.code) : c.code,
        c.ext.slice(0, 200),
        c.pattern.start,
        c.pattern.end,
        days(c.pattern),
        actor,
        actor,
      ]),
    );
    const changedCalendars = changed(calendars, calendarItems).filter((c) => !versioned.includes(c));
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
    const exceptions = [...created(calendars, calendarItems), ...versioned, ...changedCalendars].flatMap(
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
        s.code,
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
      changedSchedules.map((s) => ({ scheduleId: id(schedules, s.ext), from: s.plan.from })),
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
    const stopIds = [...feed.stops.values()]
      .filter((stop) => stop.locationType === 0)
      .map((stop): [string, string, string | null] =>
        stop.parent
          ? [
              stop.id,
              id(stations, stop.parent),
              stop.platformCode ? (bayKeys.get(`${stop.parent}|${stop.platformCode}`) ?? null) : null,
            ]
          : [stop.id, id(stations, stop.id), null],
      );
    await repository.writeStagedCalls(
      trx,
      stopIds,
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
      ...[...carriers].map(([agency, carrierId]) => ({
        kind: 'carrier' as const,
        externalId: agency,
        recordId: carrierId,
        fingerprint: feed.agencies.get(agency)?.name ?? '',
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

  return { report, apply };
}
