/**
 * The day-of changes as a GTFS-Realtime trip-updates feed (`gtfs-realtime-bindings`): one
 * TripUpdate per trip and service date with changes in force. `trip_id` is the schedule id,
 * `stop_id` the call's bay id (its station id when it has no bay), as the GTFS export names them.
 */
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import { toMinute } from '../schedules/schedules.repository.ts';
import type { TripStopTime } from '../schedules/schedules.port.ts';
import { changesAt, type DayOfChangeFact } from './apply-day-of-changes.ts';

const { transit_realtime: rt } = GtfsRealtimeBindings;
type FeedMessage = GtfsRealtimeBindings.transit_realtime.FeedMessage;
type StopTimeUpdate = GtfsRealtimeBindings.transit_realtime.TripUpdate.IStopTimeUpdate;

export interface TripOfFeed {
  scheduleId: string;
  serviceDate: string;
  calls: TripStopTime[];
  changes: DayOfChangeFact[];
}

/** Milliseconds `zone` is ahead of UTC at the instant `epochMs`. */
function zoneOffset(zone: string, epochMs: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(epochMs));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - epochMs;
}

/** POSIX seconds of the local wall-clock moment `minutes` after midnight of `date` in `zone`. */
export function localSeconds(date: string, minutes: number, zone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, 0, minutes);
  const first = wall - zoneOffset(zone, wall);
  return Math.round((wall - zoneOffset(zone, first)) / 1000);
}

function stopTimeUpdates(trip: TripOfFeed, zone: string): StopTimeUpdate[] {
  const updates: StopTimeUpdate[] = [];
  let delayed = false;
  for (const call of trip.calls) {
    const found = changesAt(trip.changes, call.sequence);
    delayed ||= (found.delay?.delayMinutes ?? 0) !== 0;
    if (!delayed && !found.cancellation && !found.bay && !found.delay) continue;
    const delay = found.delay?.delayMinutes ?? 0;
    const event = (time: string | null) =>
      time === null
        ? undefined
        : {
            delay: delay * 60,
            time: localSeconds(trip.serviceDate, call.dayOffset * 1440 + toMinute(time) + delay, zone),
          };
    updates.push({
      stopSequence: call.sequence,
      stopId: call.bayId ?? call.stationId,
      ...(found.cancellation
        ? { scheduleRelationship: rt.TripUpdate.StopTimeUpdate.ScheduleRelationship.SKIPPED }
        : {
            scheduleRelationship: rt.TripUpdate.StopTimeUpdate.ScheduleRelationship.SCHEDULED,
            ...(call.arrivalTime ? { arrival: event(call.arrivalTime) } : {}),
            ...(call.departureTime ? { departure: event(call.departureTime) } : {}),
          }),
      ...(found.bay ? { stopTimeProperties: { assignedStopId: found.bay.bayId } } : {}),
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
        id: `${trip.scheduleId}-${startDate}`,
        tripUpdate: {
          trip: {
            tripId: trip.scheduleId,
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
