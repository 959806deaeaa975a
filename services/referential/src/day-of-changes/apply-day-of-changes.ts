/**
 * What the day-of changes in force make of a trip's calls: pure functions over the calls the
 * timetable gives (station calls as computed, or a trip's stop times) and the changes of their
 * trips. The station calls are computed without them; this is the one step that adds them.
 */
import { minuteOfDay, secondOfMinute, timeOfDay } from '@transport/platform';
import type { Schemas } from '../types.ts';

export type DayOfChangeType = Schemas['DayOfChangeType'];
export type CallStatus = Schemas['CallStatus'];

/** A change in force, as the decoration needs it. */
export interface DayOfChangeFact {
  id: string;
  scheduleId: string;
  serviceDate: string;
  type: DayOfChangeType;
  sequence: number | null;
  delayMinutes: number | null;
  onward: boolean | null;
  bayId: string | null;
  bayCode: string | null;
  reason: string;
}

/** What applies to one call of a trip. */
export interface CallChanges {
  cancellation?: DayOfChangeFact;
  delay?: DayOfChangeFact;
  bay?: DayOfChangeFact;
}

/**
 * The changes that apply to the call `sequence` among those of its trip and date: a cancellation
 * of the trip or of the call; the delay recorded at the call, else the nearest delay recorded
 * `onward` at an earlier call; the bay change of the call.
 */
export function changesAt(tripChanges: readonly DayOfChangeFact[], sequence: number): CallChanges {
  const found: CallChanges = {};
  let atCall: DayOfChangeFact | undefined;
  let before: DayOfChangeFact | undefined;
  for (const change of tripChanges) {
    const at = change.sequence;
    if (change.type === 'CANCELLATION') {
      if (at === null || at === sequence) found.cancellation ??= change;
    } else if (change.type === 'BAY_CHANGE') {
      if (at === sequence) found.bay = change;
    } else if (at === sequence) atCall = change;
    else if (change.onward && at !== null && at < sequence && (before?.sequence ?? 0) < at) before = change;
  }
  const delay = atCall ?? before;
  return delay ? { ...found, delay } : found;
}

/** The key that groups the changes of one trip on one service date. */
export const tripKey = (scheduleId: string, serviceDate: string) => `${scheduleId}|${serviceDate}`;

export function byTrip(changes: readonly DayOfChangeFact[]): Map<string, DayOfChangeFact[]> {
  const trips = new Map<string, DayOfChangeFact[]>();
  for (const change of changes) {
    const key = tripKey(change.scheduleId, change.serviceDate);
    const list = trips.get(key);
    if (list) list.push(change);
    else trips.set(key, [change]);
  }
  return trips;
}

/** A station call as the timetable computes it (the fields this step reads). */
export interface ComputedCall {
  scheduleId: string;
  originServiceDate: string;
  sequence: number;
  dayOffset: number;
  /** The time of the timetable (departure, or arrival at the terminus). */
  announcedTime: string;
  bayId: string | null;
  bayCode: string | null;
}

export type DecoratedCall = ComputedCall & {
  scheduledTime: string;
  announcedDayOffset: number;
  scheduledBayId: string | null;
  callStatus: CallStatus;
  dayOfChange: { id: string; type: DayOfChangeType; reason: string; delayMinutes: number | null } | null;
};

/** The moment (minutes after the origin day's midnight) of a time `dayOffset` days after it. */
export const momentOf = (dayOffset: number, time: string) => dayOffset * 1440 + minuteOfDay(time);

/**
 * The call with its announced time, bay and status under the changes of its trip and date, and
 * its place in announced order (seconds after midnight of the service date). A delay is whole
 * minutes: a call scheduled at a time with seconds keeps them (08:00:44 five minutes late is
 * announced 08:05:44).
 */
export function announce<C extends ComputedCall>(
  call: C,
  tripChanges: readonly DayOfChangeFact[],
): { order: number; call: C & DecoratedCall } {
  const found = changesAt(tripChanges, call.sequence);
  const delay = found.delay?.delayMinutes ?? 0;
  const moment = Math.max(0, momentOf(call.dayOffset, call.announcedTime) + delay);
  const second = secondOfMinute(call.announcedTime);
  const ruling = found.cancellation ?? (delay !== 0 ? found.delay : undefined) ?? found.bay;
  const callStatus: CallStatus = found.cancellation
    ? 'CANCELLED'
    : delay !== 0
      ? 'DELAYED'
      : found.bay
        ? 'BAY_CHANGED'
        : 'ON_TIME';
  return {
    order: (moment - call.dayOffset * 1440) * 60 + second,
    call: {
      ...call,
      scheduledTime: call.announcedTime,
      announcedTime: timeOfDay(moment % 1440, second),
      announcedDayOffset: Math.floor(moment / 1440),
      scheduledBayId: call.bayId,
      bayId: found.bay ? found.bay.bayId : call.bayId,
      bayCode: found.bay ? found.bay.bayCode : call.bayCode,
      callStatus,
      dayOfChange: ruling
        ? {
            id: ruling.id,
            type: ruling.type,
            reason: ruling.reason,
            delayMinutes: ruling.type === 'DELAY' ? delay : null,
          }
        : null,
    },
  };
}

/** A call of a trip's stop times, as stored. */
export interface TripCall {
  sequence: number;
  stationCode: string;
  arrivalDayOffset: number;
  departureDayOffset: number;
  arrivalTime: string | null;
  departureTime: string | null;
}

/** The moment of the time the call announces: its departure, else its arrival (at the terminus). */
export function scheduledMoment(call: TripCall): number {
  return call.departureTime !== null
    ? momentOf(call.departureDayOffset, call.departureTime)
    : momentOf(call.arrivalDayOffset, call.arrivalTime as string);
}

/**
 * The first place where the announced times of the trip would run backwards with `changes`
 * (a moment before the previous one, arrivals and departures in turn; cancelled calls aside),
 * as a message, or undefined when they never decrease.
 */
export function backwardsAnnouncement(
  tripCalls: readonly TripCall[],
  changes: readonly DayOfChangeFact[],
): string | undefined {
  let previous: { moment: number; call: TripCall } | undefined;
  for (const call of tripCalls) {
    const found = changesAt(changes, call.sequence);
    if (found.cancellation) continue;
    const delay = found.delay?.delayMinutes ?? 0;
    for (const [dayOffset, time] of [
      [call.arrivalDayOffset, call.arrivalTime],
      [call.departureDayOffset, call.departureTime],
    ] as const) {
      if (time === null) continue;
      const moment = momentOf(dayOffset, time) + delay;
      if (moment < 0)
        return `Call ${call.sequence} at stop ${call.stationCode} would be announced before the origin day begins.`;
      if (previous && moment < previous.moment) {
        const where =
          previous.call === call
            ? 'its own arrival'
            : `call ${previous.call.sequence} at stop ${previous.call.stationCode} (${describe(previous.moment)})`;
        return `Call ${call.sequence} at stop ${call.stationCode} would be announced at ${describe(moment)}, before ${where}; announced times never decrease along the trip.`;
      }
      previous = { moment, call };
    }
  }
  return undefined;
}

/** `HH:MM`, with `+d` when the moment is d days after the origin day. */
function describe(moment: number): string {
  const days = Math.floor(moment / 1440);
  return `${timeOfDay(moment % 1440)}${days > 0 ? ` (+${days})` : ''}`;
}
