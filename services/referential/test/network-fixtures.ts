/** Builders of the network tests: stations, a destination, a line with an itinerary, a schedule. */
import { createdId, nextYear, weekdayOnOrAfter, type ApiClient } from '@transport/platform/testing';
import { registerCarrier } from './carriers-fixtures.ts';
import { AREA_READ, AREA_WRITE, BAY_READ, BAY_WRITE, uniqueCode } from './fixtures.ts';

/**
 * The period of the schedules and calendars built here unless a test names another: from
 * January of last year to December of next year, so that it has always started (its first
 * revision changes past days) and every day of next year is still to come.
 */
export const TIMETABLE_PERIOD = {
  validFrom: `${nextYear() - 2}-01-01`,
  validTo: `${nextYear()}-12-31`,
} as const;

/**
 * The Friday of next year's Christmas week (Christmas Day itself when that is a Friday): a
 * weekday for a holiday that runs as a Sunday, two days before that Sunday.
 */
export const CHRISTMAS_FRIDAY = weekdayOnOrAfter(`${nextYear()}-12-22`, 'FRI');

export const NETWORK_PERMISSIONS = [
  AREA_READ,
  AREA_WRITE,
  BAY_READ,
  BAY_WRITE,
  ...[
    'carriers',
    'checkpoints',
    'destinations',
    'stations',
    'coordinations',
    'lines',
    'schedules',
    'calendars',
  ].flatMap((r) => [`referential.${r}:read`, `referential.${r}:write`]),
];

/** A registered carrier's id (memberships and operators refer to real carriers). */
export async function carrierId(client: ApiClient): Promise<string> {
  return (await registerCarrier(client)).id;
}

/** A new ACTIVE station, placed (a GTFS export refuses a station called at without coordinates). */
export async function createStation(client: ApiClient, extra: Record<string, unknown> = {}): Promise<string> {
  const code = uniqueCode('ST');
  return createdId(
    await client.post('/referential/v1/stations', {
      code,
      name: `Station ${code}`,
      latitude: 45.76,
      longitude: 4.84,
      ...extra,
    }),
    'station',
  );
}

export async function createDestination(client: ApiClient): Promise<string> {
  const code = uniqueCode('DE');
  return createdId(
    await client.post('/referential/v1/destinations', { code, name: `To ${code}` }),
    'destination',
  );
}

export interface LineWithItinerary {
  lineId: string;
  itineraryId: string;
  stations: string[];
  destinationId: string;
}

/** An ACTIVE line with one itinerary calling at `stops` new stations (or the ones given). */
export async function createLineWithItinerary(
  client: ApiClient,
  stations: string[] | number = 4,
): Promise<LineWithItinerary> {
  const stationIds =
    typeof stations === 'number'
      ? await Promise.all(Array.from({ length: stations }, () => createStation(client)))
      : stations;
  const destinationId = await createDestination(client);
  const code = uniqueCode('L');
  const lineId = await createdId(
    await client.post('/referential/v1/lines', { code, name: `Line ${code}` }),
    'line',
  );
  const activation = await client.post(`/referential/v1/lines/${lineId}/activation`);
  if (activation.status !== 200) throw new Error(`line not activated: ${activation.text}`);
  const itineraryId = await createdId(
    await client.post(`/referential/v1/lines/${lineId}/itineraries`, {
      code: 'OUT',
      name: 'Outbound',
      destinationId,
      callingPoints: stationIds.map((stationId) => ({ stationId })),
    }),
    'itinerary',
  );
  return { lineId, itineraryId, stations: stationIds, destinationId };
}

export async function createSchedule(
  client: ApiClient,
  line: LineWithItinerary,
  extra: Record<string, unknown> = {},
): Promise<string> {
  return createdId(
    await client.post('/referential/v1/schedules', {
      code: uniqueCode('S'),
      lineId: line.lineId,
      itineraryId: line.itineraryId,
      ...TIMETABLE_PERIOD,
      daysOfWeek: ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'],
      ...extra,
    }),
    'schedule',
  );
}

export interface Call {
  stopId: string;
  dayOffset: number;
  arrivalTime?: string;
  departureTime?: string;
  bayId?: string;
  pickupType?: 'REGULAR' | 'NONE' | 'PHONE_AGENCY' | 'COORDINATE_WITH_DRIVER';
  dropOffType?: 'REGULAR' | 'NONE' | 'PHONE_AGENCY' | 'COORDINATE_WITH_DRIVER';
}

/** Calls at the line's stations with the given [dayOffset, time] pairs (departure, arrival at the end). */
export function calls(line: LineWithItinerary, times: [number, string][]): Call[] {
  return times.map(([dayOffset, time], index) => ({
    stopId: line.stations[index] as string,
    dayOffset,
    ...(index === times.length - 1 ? { arrivalTime: time } : { departureTime: time }),
  }));
}

/** A service calendar over `TIMETABLE_PERIOD` (or `extra`'s range) on the given days; its id. */
export async function createCalendar(
  client: ApiClient,
  daysOfWeek: string[],
  extra: Record<string, unknown> = {},
): Promise<string> {
  return createdId(
    await client.post('/referential/v1/calendars', {
      code: uniqueCode('CAL'),
      name: `Calendar ${daysOfWeek.join(' ')}`,
      ...TIMETABLE_PERIOD,
      daysOfWeek,
      ...extra,
    }),
    'calendar',
  );
}

/** A schedule with one two-stop trip leaving at `departure`, published; its id. */
export async function publishedTrip(
  client: ApiClient,
  line: LineWithItinerary,
  departure: string,
  arrival: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const id = await createSchedule(client, line, extra);
  const stored = await client.put(`/referential/v1/schedules/${id}/stop-times`, {
    calls: calls(line, [
      [0, departure],
      [0, arrival],
    ]),
  });
  if (stored.status !== 204) throw new Error(`stop times answered ${stored.status}: ${stored.text}`);
  const activated = await client.post(`/referential/v1/schedules/${id}/activation`, { retroactive: true });
  if (activated.status !== 200) throw new Error(`activation answered ${activated.status}: ${activated.text}`);
  return id;
}

/** [scheduleId, announcedTime] of the calls at a station on a date. */
export async function callsOn(
  client: ApiClient,
  stationId: string,
  serviceDate: string,
): Promise<[string, string][]> {
  const read = await client.get(
    `/referential/v1/schedules/station-calls?stationId=${stationId}&serviceDate=${serviceDate}`,
  );
  if (read.status !== 200) throw new Error(`station calls answered ${read.status}: ${read.text}`);
  return read.body.data.map((c: { scheduleId: string; announcedTime: string }) => [
    c.scheduleId,
    c.announcedTime,
  ]);
}
