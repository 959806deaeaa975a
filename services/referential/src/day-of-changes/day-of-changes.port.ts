/**
 * What the other families may ask of day-of changes: the changes in force on origin days,
 * grouped by trip, and what they make of a call. The station calls (`station-calls/`) take this
 * port as their input and apply the changes to the timetable's calls they keep.
 */
import {
  announce,
  byTrip,
  tripKey,
  type ComputedCall,
  type DayOfChangeFact,
} from './apply-day-of-changes.ts';
import type { DayOfChangeRepository } from './day-of-changes.repository.ts';

export type { ComputedCall };

/** The changes in force of one trip on its origin day. */
export type TripChanges = readonly DayOfChangeFact[];

export interface DayOfChangePort {
  /** The changes in force on the origin days, by trip (`tripKey`); read as known at the request's `asKnownAt` when it has one. */
  inForceByTrip(origins: string[]): Promise<Map<string, TripChanges>>;
  /** The key of a trip's changes: its schedule and origin day. */
  tripKey(scheduleId: string, origin: string): string;
  /** The call with its announced time, bay and status under its trip's changes, and its place in announced order. */
  announce<C extends ComputedCall>(call: C, changes: TripChanges): { order: number; call: C };
}

export function createDayOfChangePort(changes: DayOfChangeRepository): DayOfChangePort {
  return {
    inForceByTrip: async (origins) => byTrip(await changes.onDates(origins)),
    tripKey,
    announce,
  };
}
