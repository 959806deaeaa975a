/**
 * Day-of changes: a trip's cancellation, delay or bay change on one service date, with a
 * reason. The date is their validity; withdrawn ones stay in the history. Station calls apply
 * those in force (`day-of-changes.port.ts`); the GTFS-Realtime feed publishes them.
 */
import {
  dayAfter,
  currentRequestContext,
  dayBefore,
  minuteOfDay,
  pageOf,
  type Database,
  type Page,
  type PageRequest,
  type Transaction,
  type Clock,
} from '@transport/platform';
import { dayOfChangeErrors } from './day-of-changes.errors.ts';
import type { BayPort } from '../bays/bays.port.ts';
import type { SchedulePort, TripStopTime } from '../schedules/schedules.port.ts';
import type { Schemas } from '../types.ts';
import {
  backwardsAnnouncement,
  byTrip,
  scheduledMoment,
  type DayOfChangeFact,
} from './apply-day-of-changes.ts';
import type { DayOfChange, DayOfChangeRepository, NewDayOfChange } from './day-of-changes.repository.ts';
import { gtfsTripId } from '../gtfs/gtfs.port.ts';
import { serviceAlertsFeed, tripUpdatesFeed, type TripOfFeed } from './gtfs-realtime.ts';

type DayOfChangeCreate = Schemas['DayOfChangeCreate'];

/** The instant a request reads as known at (`asKnownAt`), else now by `clock`. */
function knownNow(clock: Clock): Date {
  const asKnownAt = currentRequestContext()?.asKnownAt;
  return asKnownAt ? new Date(asKnownAt) : clock.now();
}

export function createDayOfChangeService(
  db: Database,
  changes: DayOfChangeRepository,
  deps: { schedules: SchedulePort; bays: BayPort },
  clock: Clock,
) {
  /** The stored change of `input` at `call` (the delay measured against the timetable). */
  function toNew(
    scheduleId: string,
    input: DayOfChangeCreate,
    call: TripStopTime | undefined,
  ): NewDayOfChange {
    const common = {
      scheduleId,
      serviceDate: input.serviceDate,
      type: input.type,
      sequence: input.sequence ?? null,
      reason: input.reason,
      announcedMinute: null,
      delayMinutes: null,
      onward: null,
      bayId: null,
    };
    if (input.type === 'BAY_CHANGE') return { ...common, bayId: input.bayId as string };
    if (input.type === 'CANCELLATION' || !call) return common;
    const scheduled = scheduledMoment(call);
    const dayOffset = input.announcedDayOffset ?? Math.floor(scheduled / 1440);
    const announced = dayOffset * 1440 + minuteOfDay(input.announcedTime as string);
    return {
      ...common,
      announcedMinute: announced,
      delayMinutes: announced - scheduled,
      onward: input.onward ?? true,
    };
  }

  async function checkBay(trx: Transaction, bayId: string, call: TripStopTime) {
    if (!call.stationAreaId)
      throw dayOfChangeErrors.bayChangeInvalid(
        `Call ${call.sequence} at stop ${call.stationCode}: the station is in no station area, so it has no bays.`,
      );
    if (!(await deps.bays.isActiveInArea(trx, bayId, call.stationAreaId)))
      throw dayOfChangeErrors.bayChangeInvalid(
        `Call ${call.sequence} at stop ${call.stationCode}: bay ${bayId} is not an ACTIVE bay of the station's area (unknown, decommissioned or of another area).`,
      );
  }

  return {
    record(scheduleId: string, input: DayOfChangeCreate, actor: string): Promise<string> {
      return db.transaction(async (trx) => {
        const trip = await deps.schedules.lockTrip(trx, scheduleId, input.serviceDate);
        if (!trip.runs) throw dayOfChangeErrors.tripNotRunning(trip.schedule.code, input.serviceDate);
        const call =
          input.sequence === undefined ? undefined : trip.calls.find((c) => c.sequence === input.sequence);
        if (input.sequence !== undefined && !call)
          throw dayOfChangeErrors.dayOfChangeInvalid(
            'body.sequence',
            `The trip ${trip.schedule.code} has no call ${input.sequence}; its calls are 1 to ${trip.calls.length}.`,
          );
        if (input.type === 'BAY_CHANGE') await checkBay(trx, input.bayId as string, call as TripStopTime);
        const change = toNew(scheduleId, input, call);
        const sequence = change.sequence;
        const others = (await changes.ofTrip(trx, scheduleId, input.serviceDate)).filter(
          (c) => !(c.type === change.type && c.sequence === sequence),
        );
        const candidate: DayOfChangeFact = { ...change, id: '', bayCode: null };
        const backwards = backwardsAnnouncement(trip.calls, [...others, candidate]);
        if (backwards) throw dayOfChangeErrors.announcedTimeBackwards(backwards);
        await changes.withdraw(
          trx,
          { scheduleId, serviceDate: input.serviceDate, type: input.type, sequence },
          actor,
        );
        return changes.insert(trx, change, actor);
      });
    },

    async list(
      scheduleId: string,
      range: { from?: string; to?: string },
      page: PageRequest,
    ): Promise<Page<DayOfChange>> {
      await deps.schedules.get(scheduleId);
      const { rows, total } = await changes.list(scheduleId, range, page);
      return pageOf(page, rows, total);
    },

    withdraw(scheduleId: string, id: string, actor: string): Promise<void> {
      return db.transaction(async (trx) => {
        await deps.schedules.get(scheduleId);
        if ((await changes.withdraw(trx, { scheduleId, id }, actor)) === 0)
          throw dayOfChangeErrors.dayOfChangeNotFound(id);
      });
    },

    /**
     * The GTFS-Realtime feed (`trip-updates` or `service-alerts`) of `serviceDate`, or of
     * yesterday, today and tomorrow. A trip is named as the static export names it
     * (`gtfsTripId`); one that no longer runs on its date (an exception recorded since), or
     * whose line is retired, is not in the static feed and is left out.
     */
    /**
     * A GTFS-Realtime feed of the changes in force. Read as known at an instant (`asKnownAt`),
     * the changes and trips are those recorded by then (the request's as-known reads), and the
     * feed is stamped at that instant, its default dates around that instant's business date.
     */
    async feed(
      kind: 'trip-updates' | 'service-alerts',
      serviceDate: string | undefined,
      now = knownNow(clock),
    ) {
      const today = clock.dayOf(now);
      const dates = serviceDate ? [serviceDate] : [dayBefore(today), today, dayAfter(today)];
      const trips: TripOfFeed[] = [];
      for (const [, tripChanges] of byTrip(await changes.onDates(dates))) {
        const { scheduleId, serviceDate: date } = tripChanges[0] as DayOfChangeFact;
        const { code } = await deps.schedules.get(scheduleId);
        const { runs, calls, revision } = await deps.schedules.tripOn(scheduleId, date);
        if (!runs || !revision?.lineCode) continue;
        trips.push({
          scheduleId,
          tripId: gtfsTripId({ code, revision: revision.revision, revisions: revision.revisions }),
          routeId: revision.lineCode,
          serviceDate: date,
          calls,
          changes: tripChanges,
        });
      }
      return kind === 'trip-updates'
        ? tripUpdatesFeed(trips, clock.timeZone, now)
        : serviceAlertsFeed(trips, clock.timeZone, now);
    },
  };
}

export type DayOfChangeService = ReturnType<typeof createDayOfChangeService>;
