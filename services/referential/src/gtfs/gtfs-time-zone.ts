/**
 * A feed's times read in the network's zone (ADR 0060). A GTFS time is a wall time of the
 * agency's zone (`agency_timezone`) on its service day; the registry keeps wall times of the
 * business zone. A feed in another zone has its times moved by the difference between the two
 * zones, which must be the same on every day the feed serves: a feed whose difference changes
 * within its days (the two zones changing to summer time on different days) is refused naming
 * the field, as is a time the move would put before its service day begins.
 */
import { addDays, instantOfLocal } from '@transport/platform';
import type { FeedError } from './gtfs.errors.ts';

/** What the zone of a feed is read from: its agencies and its services' days. */
interface Feed {
  agencies: Map<string, { timezone: string; line: number }>;
  services: Map<string, { start: string | null; end: string | null; added: string[] }>;
}

/** Whether `zone` is a time zone of the IANA database this process knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Seconds to add to a wall time of `from` on `date` (at noon) to read it in `to`. */
const differenceOn = (date: string, from: string, to: string) =>
  (instantOfLocal(date, 720, from) - instantOfLocal(date, 720, to)) / 1000;

/** The days the feed's services run within: its first to its last date, exceptions included. */
function daysOf(feed: Feed): { first: string; last: string } | null {
  const dates = [...feed.services.values()].flatMap((s) => [
    ...(s.start ? [s.start] : []),
    ...(s.end ? [s.end] : []),
    ...s.added,
  ]);
  if (dates.length === 0) return null;
  dates.sort();
  return { first: dates[0] as string, last: dates[dates.length - 1] as string };
}

/**
 * The seconds the feed's times move by to read in `zone` (0 when the agencies' zone is the
 * network's or the feed names none), or the complaint that they cannot be read in it.
 */
export function zoneShift(feed: Feed, zone: string): { seconds: number } | { error: FeedError } {
  const agency = [...feed.agencies.values()].find((a) => a.timezone !== '');
  if (!agency || agency.timezone === zone) return { seconds: 0 };
  const field = `agency.txt:${agency.line}:agency_timezone`;
  const days = daysOf(feed);
  if (!days) return { seconds: 0 };
  const seconds = differenceOn(days.first, agency.timezone, zone);
  for (let day = days.first; day <= days.last; day = addDays(day, 1)) {
    const difference = differenceOn(day, agency.timezone, zone);
    if (difference !== seconds)
      return {
        error: {
          field,
          code: 'time_zone_changes',
          message:
            `${agency.timezone} is ${hours(seconds)} from the network's zone ${zone} on ${days.first} ` +
            `but ${hours(difference)} on ${day}: the feed's times cannot be read in ${zone} on every ` +
            `day it serves; import the days on each side of ${day} as two feeds`,
        },
      };
  }
  return { seconds };
}

/** `+6 h`, `-1 h 30 min`: a difference between two zones. */
function hours(seconds: number): string {
  const sign = seconds < 0 ? '-' : '+';
  const minutes = Math.abs(seconds) / 60;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${sign}${h} h${m > 0 ? ` ${m} min` : ''}`;
}
