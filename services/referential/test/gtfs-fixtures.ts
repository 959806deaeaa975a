/** A small network for the GTFS tests: a station with bays, a night trip, a holiday swap, a removed date. */
import {
  daysFromToday,
  nextYear,
  weekdayOnOrAfter,
  type ApiClient,
  createdId,
} from '@transport/platform/testing';
import { createArea, createBay } from './fixtures.ts';
import {
  CHRISTMAS_FRIDAY,
  carrierId,
  createLineWithItinerary,
  createSchedule,
  createStation,
  NETWORK_PERMISSIONS,
  type LineWithItinerary,
} from './network-fixtures.ts';

export const GTFS_EXPORT = 'referential.gtfs:export';
export const GTFS_IMPORT = 'referential.gtfs:import';
export const GTFS_STAFF = [...NETWORK_PERMISSIONS, GTFS_EXPORT, GTFS_IMPORT];

/** The year of the network's December: next year, so that its exceptions are still to come. */
export const GTFS_YEAR = nextYear();
/** The period the network runs: November of `GTFS_YEAR` to February after. */
const SEASON = { validFrom: `${GTFS_YEAR}-11-01`, validTo: `${GTFS_YEAR + 1}-02-28` };
/** A Tuesday of December on which the weekday trip is removed. */
export const REMOVED_WEEKDAY = weekdayOnOrAfter(`${GTFS_YEAR}-12-08`, 'TUE');

/** A `YYYY-MM-DD` date as GTFS writes it (`YYYYMMDD`). */
export function gtfsDate(date: string): string {
  return date.replaceAll('-', '');
}

export interface GtfsNetwork {
  line: LineWithItinerary;
  /** Station codes by id. */
  codes: Map<string, string>;
  night: string;
  weekday: string;
  sunday: string;
  /** Trips on service calendars: weekdays (Christmas Friday swapped to Sundays) and Sundays. */
  calendarWeekday: string;
  calendarSunday: string;
}

async function run(
  client: ApiClient,
  line: LineWithItinerary,
  days: string[] | { calendarId: string },
  times: [number, string | undefined, string | undefined, string?][],
  exceptions: [string, 'ADDED' | 'REMOVED'][] = [],
): Promise<string> {
  const id = await createSchedule(client, line, {
    ...SEASON,
    ...(Array.isArray(days) ? { daysOfWeek: days } : { daysOfWeek: undefined, ...days }),
  });
  const put = await client.put(`/referential/v1/schedules/${id}/stop-times`, {
    calls: times.map(([dayOffset, arrivalTime, departureTime, bayId], index) => ({
      stopId: line.stations[index],
      dayOffset,
      ...(arrivalTime ? { arrivalTime } : {}),
      ...(departureTime ? { departureTime } : {}),
      ...(bayId ? { bayId } : {}),
    })),
  });
  if (put.status !== 204) throw new Error(`stop times refused: ${put.text}`);
  const activated = await client.post(`/referential/v1/schedules/${id}/activation`, { retroactive: true });
  if (activated.status !== 200) throw new Error(`schedule not activated: ${activated.text}`);
  for (const [date, type] of exceptions) {
    await createdId(
      await client.post(`/referential/v1/schedules/${id}/exceptions`, { date, type, reason: 'GTFS test' }),
      'exception',
    );
  }
  return (await client.get(`/referential/v1/schedules/${id}`)).body.code;
}

/**
 * Four stations on one line (the first in an area with bays Q1 and Q2, with coordinates), run
 * by a carrier: a night trip every day (23:10, 23:40:15, then 00:05 and 01:00:44 the next day,
 * from bay Q1; times with seconds, which every feed must keep to the second), a weekday trip (not on `REMOVED_WEEKDAY` and `CHRISTMAS_FRIDAY`) and a Sunday trip
 * that also runs on `CHRISTMAS_FRIDAY`, by exceptions of their schedules; and two trips on
 * service calendars, weekdays and Sundays, the weekday calendar swapped to the Sunday one on
 * `CHRISTMAS_FRIDAY`. All of it in `GTFS_YEAR`'s winter.
 */
export async function buildGtfsNetwork(client: ApiClient): Promise<GtfsNetwork> {
  const area = await createArea(client);
  const q1 = await createBay(client, area, 'Q1');
  await createBay(client, area, 'Q2', { position: 2 });
  const first = await createStation(client, { stationAreaId: area, latitude: 45.7485, longitude: 4.8258 });
  const rest = await Promise.all([
    createStation(client, { latitude: 45.76, longitude: 4.86 }),
    createStation(client),
    createStation(client),
  ]);
  const line = await createLineWithItinerary(client, [first, ...rest]);
  const operator = await client.post(`/referential/v1/lines/${line.lineId}/operators`, {
    carrierId: await carrierId(client),
    // From tomorrow: a link is recorded from today on, and today may be tomorrow in the business zone.
    effectiveFrom: daysFromToday(1),
  });
  if (operator.status !== 201) throw new Error(`operator refused: ${operator.text}`);
  const codes = new Map<string, string>();
  for (const id of line.stations)
    codes.set(id, (await client.get(`/referential/v1/stations/${id}`)).body.code as string);
  const night = await run(
    client,
    line,
    ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'],
    [
      [0, undefined, '23:10', q1],
      [0, '23:38:20', '23:40:15'],
      [1, undefined, '00:05'],
      [1, '01:00:44', undefined],
    ],
  );
  const weekday = await run(
    client,
    line,
    ['MON', 'TUE', 'WED', 'THU', 'FRI'],
    [
      [0, undefined, '08:00'],
      [0, undefined, '08:20'],
      [0, '08:40', '08:41'],
      [0, '09:00', undefined],
    ],
    [
      [REMOVED_WEEKDAY, 'REMOVED'],
      [CHRISTMAS_FRIDAY, 'REMOVED'],
    ],
  );
  const sunday = await run(
    client,
    line,
    ['SUN'],
    [
      [0, undefined, '10:00'],
      [0, undefined, '10:30'],
      [0, undefined, '11:00'],
      [0, '11:30', undefined],
    ],
    [[CHRISTMAS_FRIDAY, 'ADDED']],
  );
  const calendar = async (code: string, daysOfWeek: string[]) =>
    createdId(
      await client.post('/referential/v1/calendars', {
        code,
        name: code,
        ...SEASON,
        daysOfWeek,
      }),
      'calendar',
    );
  const weekdays = await calendar(`WK${line.lineId.slice(0, 6)}`, ['MON', 'TUE', 'WED', 'THU', 'FRI']);
  const sundays = await calendar(`SU${line.lineId.slice(0, 6)}`, ['SUN']);
  await createdId(
    await client.post(`/referential/v1/calendars/${weekdays}/exceptions`, {
      type: 'SWAPPED',
      dates: [CHRISTMAS_FRIDAY],
      runsAsCalendarId: sundays,
      reason: 'Christmas runs as Sunday',
    }),
    'swap',
  );
  const calendarWeekday = await run(client, line, { calendarId: weekdays }, [
    [0, undefined, '12:00'],
    [0, undefined, '12:15'],
    [0, undefined, '12:30'],
    [0, '12:45', undefined],
  ]);
  const calendarSunday = await run(client, line, { calendarId: sundays }, [
    [0, undefined, '14:00'],
    [0, undefined, '14:15'],
    [0, undefined, '14:30'],
    [0, '14:45', undefined],
  ]);
  return { line, codes, night, weekday, sunday, calendarWeekday, calendarSunday };
}
