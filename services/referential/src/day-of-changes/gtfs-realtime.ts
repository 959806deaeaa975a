/**
 * The day-of changes as GTFS-Realtime feeds (`gtfs-realtime-bindings`): trip updates (one
 * TripUpdate per trip and service date with changes in force) and service alerts (one Alert per
 * change, its reason as the text), with the ids the platform's GTFS export gives: `trip_id` as
 * `gtfsTripId` names it (`gtfs/gtfs-ids.ts`), `start_date` the service date, `route_id` the
 * line's code, `stop_id` `<station code>:<bay code>` for a call at a bay, `<station code>:` for
 * a call without a bay at a station whose area has bays, else the station's code.
 */
import { createHash } from 'node:crypto';
import { instantOfLocal, secondOfMinute } from '@transport/platform';
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import type { TripStopTime } from '../schedules/schedules.port.ts';
import { changesAt, momentOf, type DayOfChangeFact } from './apply-day-of-changes.ts';

const { transit_realtime: rt } = GtfsRealtimeBindings;
type FeedMessage = GtfsRealtimeBindings.transit_realtime.FeedMessage;
type StopTimeUpdate = GtfsRealtimeBindings.transit_realtime.TripUpdate.IStopTimeUpdate;
type FeedEntity = GtfsRealtimeBindings.transit_realtime.IFeedEntity;
type EntitySelector = GtfsRealtimeBindings.transit_realtime.IEntitySelector;

export interface TripOfFeed {
  scheduleId: string;
  /** The trip's `trip_id` in the static export (`gtfsTripId`). */
  tripId: string;
  /** The line's code, the static export's `route_id` (alerts name it beside the trip). */
  routeId?: string;
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
    // A time kept to the second is published to the second: the minute's instant, then its seconds.
    const event = (dayOffset: number, time: string) => ({
      delay: delay * 60,
      time:
        Math.round(instantOfLocal(trip.serviceDate, momentOf(dayOffset, time) + delay, zone) / 1000) +
        secondOfMinute(time),
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

/** A FULL_DATASET feed of these entities, stamped `now`. */
function feedOf(entity: FeedEntity[], now: Date): FeedMessage {
  return rt.FeedMessage.create({
    header: {
      gtfsRealtimeVersion: '2.0',
      incrementality: rt.FeedHeader.Incrementality.FULL_DATASET,
      timestamp: Math.floor(now.getTime() / 1000),
    },
    entity,
  });
}

const startDateOf = (trip: TripOfFeed) => trip.serviceDate.replaceAll('-', '');

/** The feed of the trips' updates (FULL_DATASET), stamped `now`. */
export function tripUpdatesFeed(trips: readonly TripOfFeed[], zone: string, now: Date): FeedMessage {
  return feedOf(
    trips.map((trip) => {
      const cancelled = trip.changes.some((c) => c.type === 'CANCELLATION' && c.sequence === null);
      const startDate = startDateOf(trip);
      return {
        id: `${trip.tripId}-${startDate}`,
        tripUpdate: {
          trip: {
            tripId: trip.tripId,
            startDate,
            scheduleRelationship: cancelled
              ? rt.TripDescriptor.ScheduleRelationship.CANCELED
              : rt.TripDescriptor.ScheduleRelationship.SCHEDULED,
          },
          stopTimeUpdate: cancelled ? [] : stopTimeUpdates(trip, zone),
        },
      };
    }),
    now,
  );
}

const { Cause, Effect } = rt.Alert;
const text = (value: string) => ({ translation: [{ text: value }] });

/** What a change does to its trip, as an alert's effect and headline (at `station`, a call's). */
function effectOf(change: DayOfChangeFact, trip: TripOfFeed, station: string | null) {
  const at = station === null ? '' : ` at ${station}`;
  switch (change.type) {
    case 'CANCELLATION':
      return {
        effect: Effect.NO_SERVICE,
        header: station === null ? `${trip.tripId} cancelled` : `${trip.tripId} does not call${at}`,
      };
    case 'DELAY':
      return {
        effect: Effect.SIGNIFICANT_DELAYS,
        header: `${trip.tripId} delayed ${change.delayMinutes ?? 0} min${at}${change.onward ? ' and after' : ''}`,
      };
    case 'BAY_CHANGE':
      return {
        effect: Effect.STOP_MOVED,
        header: `${trip.tripId} calls at bay ${change.bayCode ?? ''}${at}`,
      };
  }
}

/**
 * The feed of the day-of changes as service alerts (FULL_DATASET), stamped `now`: one Alert per
 * change, active over its service day (from its midnight to the midnight after its last call),
 * its reason as the description. Cause UNKNOWN_CAUSE (a reason is free text, not one of the
 * specification's causes). Its `informed_entity` is the trip on its date (with its route) for a
 * change of the whole trip, and that trip at the call's stop for a change of one call.
 */
export function serviceAlertsFeed(trips: readonly TripOfFeed[], zone: string, now: Date): FeedMessage {
  const entity: FeedEntity[] = [];
  for (const trip of trips) {
    const lastOffset = Math.max(
      0,
      ...trip.calls.map((c) => Math.max(c.arrivalDayOffset, c.departureDayOffset)),
    );
    const activePeriod = [
      {
        start: Math.floor(instantOfLocal(trip.serviceDate, 0, zone) / 1000),
        end: Math.floor(instantOfLocal(trip.serviceDate, (lastOffset + 1) * 1440, zone) / 1000),
      },
    ];
    for (const change of trip.changes) {
      const call =
        change.sequence === null ? undefined : trip.calls.find((c) => c.sequence === change.sequence);
      const stopId = call ? gtfsStopId(call, call.bayCode) : null;
      const selector: EntitySelector = {
        ...(trip.routeId ? { routeId: trip.routeId } : {}),
        trip: { tripId: trip.tripId, startDate: startDateOf(trip) },
        ...(stopId === null ? {} : { stopId }),
      };
      const { effect, header } = effectOf(change, trip, call?.stationCode ?? null);
      entity.push({
        id: `alert-${change.id}`,
        alert: {
          activePeriod,
          informedEntity: [selector],
          cause: Cause.UNKNOWN_CAUSE,
          effect,
          headerText: text(header),
          descriptionText: text(change.reason),
        },
      });
    }
  }
  return feedOf(entity, now);
}

/**
 * A weak entity tag of the feed's content and representation: the entities without the header's
 * timestamp, so that a feed whose changes are the same has the same tag from one poll to the
 * next (weak: the header's timestamp still moves).
 */
export function feedTag(feed: FeedMessage, representation: 'json' | 'protobuf'): string {
  const entities = rt.FeedMessage.encode(
    rt.FeedMessage.create({ header: { gtfsRealtimeVersion: '2.0' }, entity: feed.entity }),
  ).finish();
  const digest = createHash('sha256').update(entities).update(representation).digest('base64url');
  return `W/"${digest.slice(0, 27)}"`;
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
