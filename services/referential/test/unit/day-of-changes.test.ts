import { expect } from 'chai';
import { instantOfLocal, minuteOfDay } from '@transport/platform';
import { TEST_TIME_ZONE, daysFromToday, today } from '@transport/platform/testing';
import {
  announce,
  backwardsAnnouncement,
  byTrip,
  changesAt,
  tripKey,
  type ComputedCall,
  type DayOfChangeFact,
  type TripCall,
} from '../../src/day-of-changes/apply-day-of-changes.ts';
import {
  encodeFeed,
  feedJson,
  feedTag,
  gtfsStopId,
  serviceAlertsFeed,
  tripUpdatesFeed,
} from '../../src/day-of-changes/gtfs-realtime.ts';
import { gtfsTripId } from '../../src/gtfs/gtfs-ids.ts';
import GtfsRealtimeBindings from 'gtfs-realtime-bindings';
import type { TripStopTime } from '../../src/schedules/schedules.port.ts';

const date = daysFromToday(1);
let ids = 0;
function change(fields: Partial<DayOfChangeFact> & Pick<DayOfChangeFact, 'type'>): DayOfChangeFact {
  ids += 1;
  return {
    id: `change-${ids}`,
    scheduleId: 'trip-1',
    serviceDate: date,
    sequence: null,
    delayMinutes: null,
    onward: null,
    bayId: null,
    bayCode: null,
    reason: 'operations',
    ...fields,
  };
}
const delay = (sequence: number, minutes: number, onward = false) =>
  change({
    type: 'DELAY',
    sequence,
    delayMinutes: minutes,
    onward,
    reason: `delay ${minutes} at ${sequence}`,
  });

function computed(sequence: number, announcedTime: string, fields: Partial<ComputedCall> = {}): ComputedCall {
  return {
    scheduleId: 'trip-1',
    originServiceDate: date,
    sequence,
    dayOffset: 0,
    announcedTime,
    bayId: 'bay-1',
    bayCode: 'A',
    ...fields,
  };
}

describe('the day-of changes that apply to a call', () => {
  it('a delay recorded onward applies to the later calls, the nearest one winning', () => {
    const changes = [delay(2, 5, true), delay(4, 12, true)];
    expect(changesAt(changes, 1).delay).to.equal(undefined);
    expect(changesAt(changes, 2).delay?.delayMinutes).to.equal(5);
    expect(changesAt(changes, 3).delay?.delayMinutes).to.equal(5);
    expect(changesAt(changes, 5).delay?.delayMinutes).to.equal(12);
    // The order they were recorded in does not matter.
    expect(changesAt([...changes].reverse(), 5).delay?.delayMinutes).to.equal(12);
  });

  it('a delay not onward applies at its call only, and one at the call overrides an onward one', () => {
    const changes = [delay(1, 10, true), delay(3, 2)];
    expect(changesAt(changes, 3).delay?.delayMinutes).to.equal(2);
    expect(changesAt(changes, 4).delay?.delayMinutes).to.equal(10);
    expect(changesAt([delay(3, 2)], 4).delay).to.equal(undefined);
  });

  it('a cancellation of the trip reaches every call; one of a call, that call only', () => {
    const trip = change({ type: 'CANCELLATION' });
    const atTwo = change({ type: 'CANCELLATION', sequence: 2 });
    expect(changesAt([trip], 7).cancellation).to.equal(trip);
    expect(changesAt([atTwo], 2).cancellation).to.equal(atTwo);
    expect(changesAt([atTwo], 3).cancellation).to.equal(undefined);
  });

  it('a bay change reaches its call only', () => {
    const bay = change({ type: 'BAY_CHANGE', sequence: 2, bayId: 'bay-9', bayCode: 'K' });
    expect(changesAt([bay], 2).bay).to.equal(bay);
    expect(changesAt([bay], 3).bay).to.equal(undefined);
  });

  it('groups changes by trip and service date', () => {
    const other = change({ type: 'DELAY', scheduleId: 'trip-2', sequence: 1, delayMinutes: 3 });
    const nextDay = change({ type: 'CANCELLATION', serviceDate: daysFromToday(2) });
    const here = delay(1, 4);
    const trips = byTrip([here, other, nextDay]);
    expect(trips.get(tripKey('trip-1', date))).to.deep.equal([here]);
    expect(trips.get(tripKey('trip-2', date))).to.deep.equal([other]);
    expect(trips.get(tripKey('trip-1', daysFromToday(2)))).to.deep.equal([nextDay]);
  });
});

describe('a call announced under the changes of its trip', () => {
  it('is on time, at its bay, without changes', () => {
    const { order, call } = announce(computed(1, '08:10'), []);
    expect(order).to.equal(minuteOfDay('08:10') * 60);
    expect(call).to.include({
      announcedTime: '08:10',
      scheduledTime: '08:10',
      announcedDayOffset: 0,
      callStatus: 'ON_TIME',
      bayCode: 'A',
      scheduledBayId: 'bay-1',
    });
    expect(call.dayOfChange).to.equal(null);
  });

  it('is delayed, its announced time moved and the delay named', () => {
    const late = delay(1, 25);
    const { order, call } = announce(computed(1, '08:10'), [late]);
    expect(order).to.equal(minuteOfDay('08:35') * 60);
    expect(call).to.include({ announcedTime: '08:35', scheduledTime: '08:10', callStatus: 'DELAYED' });
    expect(call.dayOfChange).to.deep.equal({
      id: late.id,
      type: 'DELAY',
      reason: late.reason,
      delayMinutes: 25,
    });
  });

  it('moves past midnight to the next day', () => {
    const { order, call } = announce(computed(3, '23:50'), [delay(3, 30)]);
    expect(call).to.include({ announcedTime: '00:20', announcedDayOffset: 1 });
    expect(order).to.equal((1440 + 20) * 60);
  });

  it('keeps the seconds of its scheduled time when delayed by whole minutes, and is ordered by them', () => {
    const { order, call } = announce(computed(1, '08:00:44'), [delay(1, 5)]);
    expect(call).to.include({ announcedTime: '08:05:44', scheduledTime: '08:00:44', callStatus: 'DELAYED' });
    expect(order).to.equal(minuteOfDay('08:05') * 60 + 44);
  });

  it('counts its place from the service date of the call, not of the origin', () => {
    // A call on the day after its trip's origin, at 00:15: 15 minutes into its own day.
    const { order, call } = announce(computed(4, '00:15', { dayOffset: 1 }), []);
    expect(order).to.equal(15 * 60);
    expect(call.announcedDayOffset).to.equal(1);
  });

  it('an early running is never announced before the origin day begins', () => {
    const { call } = announce(computed(1, '00:05'), [delay(1, -10)]);
    expect(call).to.include({ announcedTime: '00:00', announcedDayOffset: 0, callStatus: 'DELAYED' });
  });

  it('shows the new bay of a bay change, keeping the scheduled one', () => {
    const bay = change({ type: 'BAY_CHANGE', sequence: 1, bayId: 'bay-9', bayCode: 'K', reason: 'works' });
    const { call } = announce(computed(1, '08:10'), [bay]);
    expect(call).to.include({
      bayId: 'bay-9',
      bayCode: 'K',
      scheduledBayId: 'bay-1',
      callStatus: 'BAY_CHANGED',
    });
    expect(call.dayOfChange).to.deep.equal({
      id: bay.id,
      type: 'BAY_CHANGE',
      reason: 'works',
      delayMinutes: null,
    });
  });

  it('is cancelled whatever else changed, the cancellation naming the change', () => {
    const cancelled = change({ type: 'CANCELLATION', reason: 'strike' });
    const { call } = announce(computed(2, '08:10'), [delay(1, 5, true), cancelled]);
    expect(call.callStatus).to.equal('CANCELLED');
    expect(call.dayOfChange).to.deep.include({ id: cancelled.id, type: 'CANCELLATION', reason: 'strike' });
  });

  it('a delay of zero minutes leaves the call on time, a bay change then ruling', () => {
    const bay = change({ type: 'BAY_CHANGE', sequence: 1, bayId: 'bay-9', bayCode: 'K' });
    const { call } = announce(computed(1, '08:10'), [delay(1, 0), bay]);
    expect(call.callStatus).to.equal('BAY_CHANGED');
    expect(call.dayOfChange?.type).to.equal('BAY_CHANGE');
  });
});

describe('announced times along a trip', () => {
  const trip: TripCall[] = [
    {
      sequence: 1,
      stationCode: 'A',
      arrivalDayOffset: 0,
      departureDayOffset: 0,
      arrivalTime: null,
      departureTime: '08:00',
    },
    {
      sequence: 2,
      stationCode: 'B',
      arrivalDayOffset: 0,
      departureDayOffset: 0,
      arrivalTime: '08:20',
      departureTime: '08:22',
    },
    {
      sequence: 3,
      stationCode: 'C',
      arrivalDayOffset: 0,
      departureDayOffset: 0,
      arrivalTime: '08:40',
      departureTime: null,
    },
  ];

  it('accept a delay carried onward', () => {
    expect(backwardsAnnouncement(trip, [delay(1, 30, true)])).to.equal(undefined);
  });

  it('refuse a delay that would announce a call before the one before it', () => {
    expect(backwardsAnnouncement(trip, [delay(1, 30)])).to.equal(
      'Call 2 at stop B would be announced at 08:20, before call 1 at stop A (08:30); announced times never decrease along the trip.',
    );
  });

  it('refuse an early running that announces a call before the one before it, and accept a departure on the day after its arrival', () => {
    const message = backwardsAnnouncement(trip, [delay(2, 15), delay(3, -20)]);
    expect(message).to.contain('Call 3 at stop C would be announced at 08:20, before call 2 at stop B');
    const alone = backwardsAnnouncement(
      [
        {
          ...trip[1],
          sequence: 1,
          arrivalTime: '23:50',
          departureTime: '00:05',
          departureDayOffset: 1,
        } as TripCall,
      ],
      [],
    );
    expect(alone).to.equal(undefined);
  });

  it('refuse an early running before the origin day, and leave cancelled calls aside', () => {
    const early = [{ ...trip[0], departureTime: '00:05' } as TripCall];
    expect(backwardsAnnouncement(early, [delay(1, -10)])).to.equal(
      'Call 1 at stop A would be announced before the origin day begins.',
    );
    const cancelledCall = change({ type: 'CANCELLATION', sequence: 2 });
    expect(backwardsAnnouncement(trip, [delay(2, 40), cancelledCall, delay(3, 0)])).to.equal(undefined);
  });
});

describe('the GTFS-Realtime feed of the day-of changes', () => {
  const { transit_realtime: rt } = GtfsRealtimeBindings;
  const zone = TEST_TIME_ZONE;
  const stopTime = (sequence: number, time: string, fields: Partial<TripStopTime> = {}): TripStopTime => ({
    sequence,
    stationId: `station-${sequence}`,
    stationCode: `ST${sequence}`,
    stationAreaId: null,
    stationHasBays: false,
    bayId: null,
    bayCode: null,
    arrivalDayOffset: 0,
    departureDayOffset: 0,
    arrivalTime: sequence === 1 ? null : time,
    departureTime: time,
    ...fields,
  });
  const calls = [
    stopTime(1, '08:00', { stationHasBays: true, bayCode: 'A' }),
    stopTime(2, '08:20', { stationHasBays: true }),
    stopTime(3, '08:40', { departureTime: null }),
  ];
  const now = new Date();

  it('names stops as the GTFS export does', () => {
    expect(gtfsStopId({ stationCode: 'ST1', stationHasBays: true }, 'A')).to.equal('ST1:A');
    expect(gtfsStopId({ stationCode: 'ST1', stationHasBays: true }, null)).to.equal('ST1:');
    expect(gtfsStopId({ stationCode: 'ST1', stationHasBays: false }, null)).to.equal('ST1');
  });

  it('gives each later stop of a delayed trip its delay and its new time', () => {
    const feed = tripUpdatesFeed(
      [
        {
          scheduleId: 'trip-1',
          tripId: 'T100',
          serviceDate: date,
          calls,
          changes: [delay(2, 7, true)],
        },
      ],
      zone,
      now,
    );
    const update = feed.entity[0]?.tripUpdate;
    expect(feed.entity[0]?.id).to.equal(`T100-${date.replaceAll('-', '')}`);
    expect(update?.trip).to.include({ tripId: 'T100', startDate: date.replaceAll('-', '') });
    expect(
      update?.stopTimeUpdate?.map((u) => [u.stopSequence, u.stopId, u.departure?.delay ?? null]),
    ).to.deep.equal([
      [2, 'ST2:', 420],
      [3, 'ST3', null],
    ]);
    const expected = Math.round(instantOfLocal(date, minuteOfDay('08:47'), zone) / 1000);
    expect(Number(update?.stopTimeUpdate?.[1]?.arrival?.time)).to.equal(expected);
  });

  it('publishes a time kept to the second to the second, delayed by whole minutes', () => {
    const timed = [
      stopTime(1, '08:00:15'),
      stopTime(2, '08:20:44'),
      stopTime(3, '08:40:09', { departureTime: null }),
    ];
    const feed = tripUpdatesFeed(
      [
        {
          scheduleId: 'trip-1',
          tripId: 'T100',
          serviceDate: date,
          calls: timed,
          changes: [delay(2, 7, true)],
        },
      ],
      zone,
      now,
    );
    const updates = feed.entity[0]?.tripUpdate?.stopTimeUpdate ?? [];
    const at = (time: string) => Math.round(instantOfLocal(date, minuteOfDay(time), zone) / 1000);
    expect(updates.map((u) => [u.stopSequence, u.arrival?.time, u.departure?.time])).to.deep.equal([
      [2, at('08:27') + 44, at('08:27') + 44],
      [3, at('08:47') + 9, undefined],
    ]);
  });

  it('sets the stops after a delay at one stop only back on time, so that consumers do not carry it on', () => {
    const feed = tripUpdatesFeed(
      [{ scheduleId: 'trip-1', tripId: 'T100', serviceDate: date, calls, changes: [delay(2, 7)] }],
      zone,
      now,
    );
    const updates = feed.entity[0]?.tripUpdate?.stopTimeUpdate ?? [];
    expect(updates.map((u) => [u.stopSequence, u.arrival?.delay])).to.deep.equal([
      [2, 420],
      [3, 0],
    ]);
    const onTime = Math.round(instantOfLocal(date, minuteOfDay('08:40'), zone) / 1000);
    expect(Number(updates[1]?.arrival?.time)).to.equal(onTime);
  });

  it('cancels a cancelled trip whole and skips a cancelled stop', () => {
    const feed = tripUpdatesFeed(
      [
        {
          scheduleId: 't1',
          tripId: 'T1',
          serviceDate: date,
          calls,
          changes: [change({ type: 'CANCELLATION' })],
        },
        {
          scheduleId: 't2',
          tripId: 'T2',
          serviceDate: today(),
          calls,
          changes: [change({ type: 'CANCELLATION', sequence: 2 })],
        },
      ],
      zone,
      now,
    );
    const [whole, skipped] = feed.entity.map((e) => e.tripUpdate);
    expect(whole?.trip.scheduleRelationship).to.equal(rt.TripDescriptor.ScheduleRelationship.CANCELED);
    expect(whole?.stopTimeUpdate).to.deep.equal([]);
    expect(skipped?.stopTimeUpdate?.map((u) => [u.stopSequence, u.scheduleRelationship])).to.deep.equal([
      [2, rt.TripUpdate.StopTimeUpdate.ScheduleRelationship.SKIPPED],
    ]);
  });

  it('assigns a changed bay as the stop the vehicle serves, and reads back as the specification names it', () => {
    const bay = change({ type: 'BAY_CHANGE', sequence: 1, bayId: 'bay-9', bayCode: 'K' });
    const feed = tripUpdatesFeed(
      [{ scheduleId: 'trip-1', tripId: 'T100', serviceDate: date, calls, changes: [bay] }],
      zone,
      now,
    );
    const decoded = rt.FeedMessage.decode(encodeFeed(feed));
    const update = decoded.entity[0]?.tripUpdate?.stopTimeUpdate;
    expect(update).to.have.length(1);
    expect(update?.[0]?.stopId).to.equal('ST1:A');
    expect(update?.[0]?.stopTimeProperties?.assignedStopId).to.equal('ST1:K');
    const json = feedJson(decoded);
    expect(json.header).to.deep.equal({
      gtfs_realtime_version: '2.0',
      incrementality: 'FULL_DATASET',
      timestamp: String(Math.floor(now.getTime() / 1000)),
    });
    expect(JSON.stringify(json.entity)).to.contain('"assigned_stop_id":"ST1:K"');
  });

  it('names a schedule with several ACTIVE revisions by revision, one with a single one by its code', () => {
    expect(gtfsTripId({ code: 'T1', revision: 1, revisions: 1 })).to.equal('T1');
    expect(gtfsTripId({ code: 'T1', revision: 3, revisions: 1 })).to.equal('T1');
    expect(gtfsTripId({ code: 'T1', revision: 2, revisions: 2 })).to.equal('T1~2');
  });

  it('tells each change as an alert: its effect, its reason, the trip and the stop it concerns', () => {
    const cancelled = change({ type: 'CANCELLATION', reason: 'driver taken ill' });
    const moved = change({ type: 'BAY_CHANGE', sequence: 1, bayId: 'bay-9', bayCode: 'K', reason: 'works' });
    const late = { ...delay(2, 7, true), reason: 'traffic on the ring road' };
    const feed = serviceAlertsFeed(
      [
        { scheduleId: 't1', tripId: 'T1~2', routeId: 'L1', serviceDate: date, calls, changes: [cancelled] },
        { scheduleId: 't2', tripId: 'T2', routeId: 'L1', serviceDate: date, calls, changes: [moved, late] },
      ],
      zone,
      now,
    );
    const decoded = rt.FeedMessage.decode(encodeFeed(feed));
    const startDate = date.replaceAll('-', '');
    const alerts = decoded.entity.map((e) => ({
      id: e.id,
      effect: e.alert?.effect,
      cause: e.alert?.cause,
      header: e.alert?.headerText?.translation?.[0]?.text,
      description: e.alert?.descriptionText?.translation?.[0]?.text,
      informed: e.alert?.informedEntity?.map((x) => [
        x.routeId,
        x.trip?.tripId,
        x.trip?.startDate,
        x.stopId || null,
      ]),
    }));
    expect(alerts).to.deep.equal([
      {
        id: `alert-${cancelled.id}`,
        effect: rt.Alert.Effect.NO_SERVICE,
        cause: rt.Alert.Cause.UNKNOWN_CAUSE,
        header: 'T1~2 cancelled',
        description: 'driver taken ill',
        informed: [['L1', 'T1~2', startDate, null]],
      },
      {
        id: `alert-${moved.id}`,
        effect: rt.Alert.Effect.STOP_MOVED,
        cause: rt.Alert.Cause.UNKNOWN_CAUSE,
        header: 'T2 calls at bay K at ST1',
        description: 'works',
        informed: [['L1', 'T2', startDate, 'ST1:A']],
      },
      {
        id: `alert-${late.id}`,
        effect: rt.Alert.Effect.SIGNIFICANT_DELAYS,
        cause: rt.Alert.Cause.UNKNOWN_CAUSE,
        header: 'T2 delayed 7 min at ST2 and after',
        description: 'traffic on the ring road',
        informed: [['L1', 'T2', startDate, 'ST2:']],
      },
    ]);
    const period = decoded.entity[0]?.alert?.activePeriod?.[0];
    expect(Number(period?.start)).to.equal(instantOfLocal(date, 0, zone) / 1000);
    expect(Number(period?.end)).to.equal(instantOfLocal(date, 1440, zone) / 1000);
  });

  it('tags a feed by its entities and representation, not by the moment it was built', () => {
    const trip = { scheduleId: 't1', tripId: 'T1', serviceDate: date, calls, changes: [delay(2, 7)] };
    const first = tripUpdatesFeed([trip], zone, new Date(0));
    const later = tripUpdatesFeed([trip], zone, new Date());
    const changed = tripUpdatesFeed([{ ...trip, changes: [delay(2, 8)] }], zone, new Date(0));
    expect(feedTag(later, 'protobuf')).to.equal(feedTag(first, 'protobuf'));
    expect(feedTag(changed, 'protobuf')).to.not.equal(feedTag(first, 'protobuf'));
    expect(feedTag(first, 'json')).to.not.equal(feedTag(first, 'protobuf'));
    expect(feedTag(first, 'json')).to.match(/^W\/"[\w-]+"$/);
  });
});
