/**
 * The day-of changes as a GTFS-Realtime trip-updates feed (`gtfs-realtime-bindings`): one
 * TripUpdate per trip and service date with changes in force, with the ids the platform's GTFS
 * export gives: `trip_id` the schedule's code, `stop_id` `<station code>:<bay code>` for a call
 * at a bay, `<station code>:` for a call without a bay at a station whose area has bays, else
 * the station's code.
 */
import { instantOfLocal } from '@transport/platform';
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import type { TripStopTime } from '../schedules/schedules.port.ts';
import { changesAt, momentOf, type DayOfChangeFact } from './apply-day-of-changes.ts';

const { transit_realtime: rt } = GtfsRealtimeBindings;
type FeedMessage = GtfsRealtimeBindings.transit_realtime.FeedMessage;
type StopTimeUpdate = GtfsRealtimeBindings.transit_realtime.TripUpdate.IStopTimeUpdate;

export interface TripOfFeed {
  scheduleId: string;
  scheduleCode: string;
  serviceDate: string;
  calls: TripStopTime[];
  changes: DayOfChangeFact[];
}

/** The GTFS stop id of a call at a station, at `bayCode` or at none. */
export function gtfsStopId(
  call: { stationCode: string; stationHasBays: boolean },
  bayCode: string | null,
): string {
  if (bayCode !== null) return `${call.stationCode}:${bayCode}`;
  return call.stationHasBays ? `${call.stationCode}:` : call.stationCode;
}

function stopTimeUpdates(trip: TripOfFeed, zone: string): StopTimeUpdate[] {
  const updates: StopTimeUpdate[] = [];
  let delayed = false;
  for (const call of trip.calls) {
    const found = changesAt(trip.changes, call.sequence);
    delayed ||= (found.delay?.delayMinutes ?? 0) !== 0;
    if (!delayed && !found.cancellation && !found.bay && !found.delay) continue;
    const delay = found.delay?.delayMinutes ?? 0;
    const event = (dayOffset: number, time: string) => ({
      delay: delay * 60,
      time: Math.round(instantOfLocal(trip.serviceDate, momentOf(dayOffset, time) + delay, zone) / 1000),
    });
    updates.push({
      stopSequence: call.sequence,
      stopId: gtfsStopId(call, call.bayCode),
      ...(found.cancellation
        ? { scheduleRelationship: rt.TripUpdate.StopTimeUpdate.ScheduleRelationship.SKIPPED }
        : {
            scheduleRelationship: rt.TripUpdate.StopTimeUpdate.ScheduleRelationship.SCHEDULED,
            ...(call.arrivalTime ? { arrival: event(call.arrivalDayOffset, call.arrivalTime) } : {}),
            ...(call.departureTime ? { departure: event(call.departureDayOffset, call.departureTime) } : {}),
          }),
      ...(found.bay ? { stopTimeProperties: { assignedStopId: gtfsStopId(call, found.bay.bayCode) } } : {}),
    });
  }
  return updates;
}

/** The feed of the trips (FULL_DATASET), stamped `now`. */
export function tripUpdatesFeed(trips: readonly TripOfFeed[], zone: string, now: Date): FeedMessage {
  return rt.FeedMessage.create({
    header: {
      gtfsRealtimeVersion: '2.0',
      incrementality: rt.FeedHeader.Incrementality.FULL_DATASET,
      timestamp: Math.floor(now.getTime() / 1000),
    },
    entity: trips.map((trip) => {
      const cancelled = trip.changes.some((c) => c.type === 'CANCELLATION' && c.sequence === null);
      const startDate = trip.serviceDate.replaceAll('-', '');
      return {
        id: `${trip.scheduleCode}-${startDate}`,
        tripUpdate: {
          trip: {
            tripId: trip.scheduleCode,
            startDate,
            scheduleRelationship: cancelled
              ? rt.TripDescriptor.ScheduleRelationship.CANCELED
              : rt.TripDescriptor.ScheduleRelationship.SCHEDULED,
          },
          stopTimeUpdate: cancelled ? [] : stopTimeUpdates(trip, zone),
          timestamp: Math.floor(now.getTime() / 1000),
        },
      };
    }),
  });
}

export const encodeFeed = (feed: FeedMessage): Uint8Array => rt.FeedMessage.encode(feed).finish();

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
function snakeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [snake(k), snakeKeys(v)]));
}

/** The feed as JSON with the specification's field names and enum names. */
export const feedJson = (feed: FeedMessage) =>
  snakeKeys(rt.FeedMessage.toObject(feed, { longs: String, enums: String, arrays: true })) as {
    header: { gtfs_realtime_version: string; incrementality: string; timestamp: string };
    entity: object[];
  };
