/**
 * The rules of a stop-time sequence (`replaceStopTimes`): every calling point of the itinerary
 * exactly once and in order, the first call on the origin day, and the moment of each call
 * (`dayOffset` days plus its time, `departureDayOffset` for a departure on another day than
 * the arrival) never running backwards. Pure: answers the complaints, each
 * naming the call and the stop.
 */
import { minuteOfDay, secondOfMinute, type FieldError } from '@transport/platform';
import { BOARDING_TYPES, type BoardingType, type StoredCall } from './schedules.repository.ts';

export interface StopTimeCall {
  stopId: string;
  dayOffset: number;
  departureDayOffset?: number;
  arrivalTime?: string;
  departureTime?: string;
  bayId?: string;
  /** Whether passengers may board, and alight, at the call; REGULAR when absent. */
  pickupType?: BoardingType;
  dropOffType?: BoardingType;
}

export interface ItineraryStop {
  stationId: string;
  stationCode: string;
  bayId: string | null;
}

/** Checks the order of calling points; answers complaints (empty when the sequence fits). */
export function sequenceComplaints(calls: StopTimeCall[], stops: ItineraryStop[]): FieldError[] {
  const position = new Map(stops.map((stop, index) => [stop.stationId, index]));
  const code = (stationId: string) => stops[position.get(stationId) ?? -1]?.stationCode ?? stationId;
  const seen = new Set<string>();
  for (const [index, call] of calls.entries()) {
    const field = `body.calls.${index}.stopId`;
    const expected = stops[index];
    const at = position.get(call.stopId);
    if (at === undefined)
      return [
        { field, message: `Call ${index + 1}: stop ${call.stopId} is not a calling point of the itinerary.` },
      ];
    if (seen.has(call.stopId))
      return [
        {
          field,
          message: `Call ${index + 1}: stop ${code(call.stopId)} is repeated; each calling point comes once.`,
        },
      ];
    if (expected && call.stopId !== expected.stationId) {
      if (at > index && !seen.has(expected.stationId) && !calls.some((c) => c.stopId === expected.stationId))
        return [
          {
            field,
            message: `Call ${index + 1}: stop ${expected.stationCode} (calling point ${index + 1} of the itinerary) is missing before ${code(call.stopId)}.`,
          },
        ];
      return [
        {
          field,
          message: `Call ${index + 1}: stop ${code(call.stopId)} is out of order; the itinerary calls at ${expected.stationCode} here.`,
        },
      ];
    }
    seen.add(call.stopId);
  }
  if (calls.length < stops.length) {
    const missing = stops[calls.length] as ItineraryStop;
    return [
      {
        field: 'body.calls',
        message: `Stop ${missing.stationCode} (calling point ${calls.length + 1} of the itinerary) is missing at the end of the sequence.`,
      },
    ];
  }
  return [];
}

/** Checks times and day offsets of a sequence already in itinerary order. */
export function timeComplaints(calls: StopTimeCall[], stops: ItineraryStop[]): FieldError[] {
  let previous: { moment: number; index: number } | undefined;
  const last = calls.length - 1;
  for (const [index, call] of calls.entries()) {
    const stop = (stops[index] as ItineraryStop).stationCode;
    const at = (field: string, message: string): FieldError[] => [
      { field: `body.calls.${index}.${field}`, message: `Call ${index + 1} at stop ${stop}: ${message}` },
    ];
    if (index === 0 && call.dayOffset !== 0) return at('dayOffset', 'the origin call has dayOffset 0.');
    if (index === 0 && !call.departureTime)
      return at('departureTime', 'the origin call needs a departure time.');
    if (index === last && !call.arrivalTime)
      return at('arrivalTime', 'the terminus call needs an arrival time.');
    if (!call.arrivalTime && !call.departureTime)
      return at('arrivalTime', 'a call needs an arrival or a departure time.');
    const departureDay = call.departureDayOffset ?? call.dayOffset;
    if (departureDay !== call.dayOffset && !(call.arrivalTime && call.departureTime))
      return at(
        'departureDayOffset',
        'departureDayOffset differs from dayOffset only for a call with both an arrival and a departure.',
      );
    for (const [field, time, day] of [
      ['arrivalTime', call.arrivalTime, call.dayOffset],
      ['departureTime', call.departureTime, departureDay],
    ] as const) {
      if (!time) continue;
      const moment = (day * 1440 + minuteOfDay(time)) * 60 + secondOfMinute(time);
      if (previous && moment < previous.moment) {
        const where = previous.index === index ? 'its arrival' : `call ${previous.index + 1}`;
        return at(
          field,
          `${time} on day +${day} runs backwards from ${where}; a call after midnight takes the next dayOffset.`,
        );
      }
      previous = { moment, index };
    }
  }
  return [];
}

export function toStoredCalls(calls: StopTimeCall[], stops: ItineraryStop[]): StoredCall[] {
  return calls.map((call, index) => ({
    stationId: call.stopId,
    bayId: call.bayId ?? (stops[index] as ItineraryStop).bayId,
    dayOffset: call.dayOffset,
    departureDayOffset:
      call.departureDayOffset === undefined || call.departureDayOffset === call.dayOffset
        ? null
        : call.departureDayOffset,
    arrivalMinute: call.arrivalTime ? minuteOfDay(call.arrivalTime) : null,
    departureMinute: call.departureTime ? minuteOfDay(call.departureTime) : null,
    arrivalSecond: call.arrivalTime ? secondOfMinute(call.arrivalTime) : 0,
    departureSecond: call.departureTime ? secondOfMinute(call.departureTime) : 0,
    pickupType: BOARDING_TYPES.indexOf(call.pickupType ?? 'REGULAR'),
    dropOffType: BOARDING_TYPES.indexOf(call.dropOffType ?? 'REGULAR'),
  }));
}
