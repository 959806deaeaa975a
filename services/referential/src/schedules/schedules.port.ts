/**
 * What the other families may ask of schedules: a trip's timetable on a service date, and the
 * statements the station calls are computed from (`StationCallStatements`).
 */
import type { Transaction } from '@transport/platform';
import { scheduleErrors } from './schedules.errors.ts';
import type {
  ComputedStationCalls,
  Schedule,
  ScheduleRepository,
  StationCallCandidate,
  TripRevision,
  TripStopTime,
} from './schedules.repository.ts';

export type { ComputedStationCalls, StationCallCandidate, TripRevision, TripStopTime };

/**
 * The statements the station calls read (`station-calls/`): their versions, the stations'
 * candidate calls and which are served on a date. They read the timetable's tables, so they
 * live with them; the station calls keep what they answer.
 */
export type StationCallStatements = Pick<
  ScheduleRepository,
  'stationCallsVersion' | 'stationAreaCallsVersions' | 'stationCallCandidates' | 'servedStationCalls'
>;

export interface SchedulePort {
  /**
   * The schedule, locked (a trip's day-of changes are recorded one after the other), whether
   * its trip runs on `serviceDate`, and its calls; refuses an unknown schedule.
   */
  lockTrip(
    trx: Transaction,
    id: string,
    serviceDate: string,
  ): Promise<{ schedule: Schedule; runs: boolean; calls: TripStopTime[] }>;
  /** The schedule, or a refusal when it is unknown. */
  get(id: string): Promise<Schedule>;
  /** Whether the trip runs on `serviceDate`, and its calls (read outside a transaction). */
  tripOn(
    id: string,
    serviceDate: string,
  ): Promise<{ runs: boolean; calls: TripStopTime[]; revision?: TripRevision }>;
}

export function createSchedulePort(schedules: ScheduleRepository): SchedulePort {
  return {
    async lockTrip(trx, id, serviceDate) {
      const schedule = await schedules.lock(trx, id);
      if (!schedule) throw scheduleErrors.scheduleNotFound(id);
      return { schedule, ...(await schedules.tripOn(id, serviceDate, trx)) };
    },

    async get(id) {
      const schedule = await schedules.findById(id);
      if (!schedule) throw scheduleErrors.scheduleNotFound(id);
      return schedule;
    },

    tripOn: (id, serviceDate) => schedules.tripOn(id, serviceDate),
  };
}
