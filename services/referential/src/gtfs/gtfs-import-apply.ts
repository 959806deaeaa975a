/**
 * Writes a GTFS import's plan (`ImportPlan`) in the import's transaction, as it stands: the
 * records it creates, the ones it changes, the schedules' revisions and their stop times (from
 * the staged calls, in SQL), the lines' carriers and the feed's references. It decides nothing:
 * every match and id is the plan's.
 */
import { newId, type Transaction } from '@transport/platform';
import type { BayPort } from '../bays/bays.port.ts';
import type { GtfsImportRepository } from './gtfs-import.repository.ts';
import type { ImportPlan, Match } from './gtfs-import-plan.ts';
import type { ServicePattern } from './service-dates.ts';

const created = <T extends { match: Match }>(items: T[]) => items.filter((i) => i.match.state === 'created');
const changed = <T extends { match: Match }>(items: T[]) => items.filter((i) => i.match.state === 'changed');
const days = (pattern: ServicePattern) => `{${pattern.days.join(',')}}`;

/** Writes the plan: the network first, then the calendars, the schedules and the references. */
export async function applyImport(
  repository: GtfsImportRepository,
  bays: BayPort,
  trx: Transaction,
  plan: ImportPlan,
  actor: string,
  /** The instant of the import, by the service's clock: its revisions' activation. */
  at: Date,
): Promise<void> {
  await writeNetwork(repository, bays, trx, plan, actor);
  // What the import created is in force from today, as a record created one by one would be.
  await repository.openDatedStates(trx);
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
    created(plan.itineraries).map((i) => [
      i.match.id,
      i.lineId,
      i.match.code,
      1,
      i.name,
      i.destinationId,
      actor,
    ]),
  );
  await writeCalendars(repository, trx, plan, actor);
  await writeSchedules(repository, trx, plan, actor, at);
  if (plan.firstDay)
    await repository.operateLines(
      trx,
      plan.lines.flatMap((l) => (l.carrierId ? [{ lineId: l.match.id, carrierId: l.carrierId }] : [])),
      plan.firstDay,
      actor,
    );
  const reference =
    (kind: 'station' | 'area' | 'line' | 'destination' | 'calendar' | 'itinerary' | 'schedule') =>
    (i: { ext: string; print: string; match: Match }) => ({
      kind,
      externalId: i.ext,
      recordId: i.match.id,
      fingerprint: i.print,
      origin: i.match.origin,
    });
  await repository.saveReferences(
    trx,
    plan.feedId,
    [
      ...plan.stations.map(reference('station')),
      ...plan.areas.map(reference('area')),
      ...plan.lines.map(reference('line')),
      ...plan.destinations.map(reference('destination')),
      ...plan.calendars.map(reference('calendar')),
      ...plan.itineraries.map(reference('itinerary')),
      ...plan.carriers.map((c) => ({
        kind: 'carrier' as const,
        externalId: c.agency,
        recordId: c.carrierId,
        fingerprint: c.name,
        origin: c.origin,
      })),
      ...plan.schedules.map(reference('schedule')),
    ],
    actor,
  );
}

/** Areas, stations (created and changed), bays (created, and their step-free boarding changed), lines and destinations. */
async function writeNetwork(
  repository: GtfsImportRepository,
  bays: BayPort,
  trx: Transaction,
  plan: ImportPlan,
  actor: string,
): Promise<void> {
  await repository.insertMany(
    trx,
    'station_areas',
    ['id:uuid', 'code:text', 'name:text', 'created_by:text', 'updated_by:text'],
    created(plan.areas).map((a) => [a.match.id, a.match.code, a.name, actor, actor]),
  );
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
      'wheelchair_boarding:text',
      'created_by:text',
      'updated_by:text',
    ],
    created(plan.stations).map((s) => [
      s.match.id,
      s.match.code,
      s.name,
      s.latitude,
      s.longitude,
      s.areaId,
      s.wheelchairBoarding,
      actor,
      actor,
    ]),
  );
  for (const s of changed(plan.stations))
    await repository.updateStation(
      trx,
      s.match.id,
      {
        name: s.name,
        latitude: s.latitude,
        longitude: s.longitude,
        areaId: s.areaId,
        wheelchairBoarding: s.wheelchairBoarding,
      },
      actor,
    );
  await repository.insertMany(
    trx,
    'bays',
    [
      'id:uuid',
      'station_area_id:uuid',
      'code:text',
      'position:float8',
      'accessible:bool',
      'created_by:text',
      'updated_by:text',
    ],
    plan.newBays.map((b) => [b.id, b.areaId, b.code, b.position, b.accessible, actor, actor]),
  );
  for (const b of plan.changedBays)
    await bays.setStepFree(trx, b.id, b.accessible, { from: b.from, today: plan.today }, actor);
  await repository.insertMany(
    trx,
    'lines',
    [
      'id:uuid',
      'code:text',
      'name:text',
      'transport_mode:text',
      'status:text',
      'created_by:text',
      'updated_by:text',
    ],
    created(plan.lines).map((l) => [l.match.id, l.match.code, l.name, l.mode, 'ACTIVE', actor, actor]),
  );
  for (const l of changed(plan.lines))
    await repository.updateLine(trx, l.match.id, { name: l.name, mode: l.mode }, actor);
  await repository.insertMany(
    trx,
    'destinations',
    ['id:uuid', 'code:text', 'name:text', 'created_by:text', 'updated_by:text'],
    created(plan.destinations).map((d) => [d.match.id, d.match.code, d.name, actor, actor]),
  );
}

/**
 * Service calendars: new ones (a changed one that served days before the feed is published
 * included, planned as a new calendar), and changed ones with their exceptions withdrawn; then
 * the added and removed dates of both as one exception each.
 */
async function writeCalendars(
  repository: GtfsImportRepository,
  trx: Transaction,
  plan: ImportPlan,
  actor: string,
): Promise<void> {
  const inserted = plan.calendars.filter((c) => c.match.state === 'created' || c.versioned);
  const updated = changed(plan.calendars).filter((c) => !c.versioned);
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
    inserted.map((c) => [
      c.match.id,
      c.match.code,
      c.ext.slice(0, 200),
      c.pattern.start,
      c.pattern.end,
      days(c.pattern),
      actor,
      actor,
    ]),
  );
  for (const c of updated)
    await repository.updateCalendar(
      trx,
      c.match.id,
      { validFrom: c.pattern.start, validTo: c.pattern.end, days: c.pattern.days },
      actor,
    );
  await repository.withdrawCalendarExceptions(
    trx,
    updated.map((c) => c.match.id),
    actor,
  );
  const exceptions = [...inserted, ...updated].flatMap((c) =>
    (
      [
        ['ADDED', c.pattern.added],
        ['REMOVED', c.pattern.removed],
      ] as const
    )
      .filter(([, dates]) => dates.length > 0)
      .map(([kind, dates]) => ({ id: newId(), calendarId: c.match.id, kind, dates })),
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
}

/**
 * Schedules: new ones with revision 1; changed ones with the next revision from the day the feed
 * is published, their service ended the day before (ADR 0032), as are the ended ones, and the
 * ended calendars' range (ADR 0076); then the
 * calling points and stop times, from the staged calls, stops through their station and bay.
 */
async function writeSchedules(
  repository: GtfsImportRepository,
  trx: Transaction,
  plan: ImportPlan,
  actor: string,
  at: Date,
): Promise<void> {
  const newSchedules = created(plan.schedules);
  // A schedule whose own fields alone changed (accessibility, bikes) keeps its revisions.
  const changedSchedules = changed(plan.schedules).filter((s) => s.revised);
  await repository.insertMany(
    trx,
    'schedules',
    [
      'id:uuid',
      'code:text',
      'line_id:uuid',
      'itinerary_id:uuid',
      'wheelchair_accessible:text',
      'bikes_allowed:text',
      'created_by:text',
      'updated_by:text',
    ],
    newSchedules.map((s) => [
      s.match.id,
      s.match.code,
      s.lineId,
      s.itineraryId,
      s.trip.trip.wheelchair,
      s.trip.trip.bikes,
      actor,
      actor,
    ]),
  );
  const lastRevisions = await repository.lastRevisions(
    trx,
    changedSchedules.map((s) => s.match.id),
  );
  await repository.endServicesFrom(
    trx,
    [
      ...changedSchedules.map((s) => ({ scheduleId: s.match.id, from: s.trip.from })),
      ...plan.ended.schedules.map((e) => ({ scheduleId: e.id, from: plan.endFrom })),
    ],
    plan.today,
    actor,
  );
  await repository.endCalendarsFrom(
    trx,
    plan.ended.calendars.map((c) => c.id),
    plan.endFrom,
    actor,
  );
  for (const s of changed(plan.schedules))
    await repository.moveSchedule(
      trx,
      s.match.id,
      {
        lineId: s.lineId,
        itineraryId: s.itineraryId,
        wheelchair: s.trip.trip.wheelchair,
        bikes: s.trip.trip.bikes,
      },
      actor,
    );
  const revisions = [...newSchedules, ...changedSchedules].map((s) => ({
    id: newId(),
    number: (lastRevisions.get(s.match.id) ?? 0) + 1,
    schedule: s,
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
    revisions.map(({ id, number, schedule: s }) => [
      id,
      s.match.id,
      number,
      'ACTIVE',
      s.trip.from,
      s.trip.days.end,
      days(s.trip.days),
      s.calendarId,
      s.trip.trip.callCount,
      at.toISOString(),
      actor,
      s.trip.from < plan.today,
      actor,
      actor,
    ]),
  );
  await repository.writeStagedCalls(
    trx,
    created(plan.itineraries).map((i) => [i.match.id, i.tripId]),
    revisions.map((r) => [r.id, r.schedule.trip.trip.tripId]),
  );
}
