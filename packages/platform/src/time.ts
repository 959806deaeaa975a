/**
 * Calendar dates and wall-clock times of the business. The one time-zone implementation of the
 * platform: every conversion between an instant and a zone's wall clock goes through
 * `offsetAt`, the zone's offset from UTC at an instant as the runtime's time-zone database
 * (ICU, through `Intl`) gives it; dates and times are then plain UTC arithmetic, so that years
 * 0001 to 9999 and offsets up to ±18:00 read as `YYYY-MM-DD` and `HH:MM`. The database is not
 * asked for zone conversions (its time-zone data could differ from the runtime's). "Today" is
 * the clock's (`clock.ts`).
 */
import { LRUCache } from 'lru-cache';

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The formatter of `timeZone`'s offset (`GMT+01:00`), made once per zone: making one costs over
 * a hundred microseconds, more than formatting with it a hundred times.
 */
function offsetFormat(timeZone: string): Intl.DateTimeFormat {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  return format;
}

const LONG_OFFSET = /^GMT(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * The offset (ms) of `timeZone` from UTC at `instant` (ms since the epoch): positive east of
 * Greenwich. Read from the zone's offset as `Intl` names it (`GMT`, `GMT+05:30`, `GMT+00:09:21`
 * for a local mean time before standard time), never from its wall-clock parts, whose year
 * `Intl` writes without its era (1 BC reads as 1).
 */
export function offsetAt(instant: number, timeZone: string): number {
  const name = offsetFormat(timeZone)
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = name === undefined ? null : LONG_OFFSET.exec(name);
  if (!match) throw new RangeError(`no offset of ${timeZone} at ${instant}: ${String(name)}`);
  if (match[1] === undefined) return 0;
  const ms = ((Number(match[2]) * 60 + Number(match[3])) * 60 + Number(match[4] ?? 0)) * 1000;
  return match[1] === '-' ? -ms : ms;
}

/** The wall clock of `instant` in `timeZone`, written as if it were UTC (ms). */
function wallOf(instant: number, timeZone: string): number {
  return instant + offsetAt(instant, timeZone);
}

/**
 * The date and time of day of a UTC time in ms, as ISO 8601 writes them: `YYYY-MM-DD` for years
 * 0000 to 9999, and the expanded `±YYYYYY-MM-DD` beyond (a wall clock ahead of UTC reads
 * 10000-01-01 on the last evening of 9999 in UTC).
 */
function isoParts(utc: number): { date: string; time: string } {
  const [date, time] = new Date(utc).toISOString().split('T') as [string, string];
  return { date, time: time.slice(0, 5) };
}

/** The date (`YYYY-MM-DD`) of `instant` in `timeZone`: the business day of an instant. */
export function dateIn(instant: Date | number, timeZone: string): string {
  return isoParts(wallOf(typeof instant === 'number' ? instant : instant.getTime(), timeZone)).date;
}

/** A business day and the instants it spans, `from` included, `until` excluded (ms). */
export interface DaySpan {
  date: string;
  from: number;
  until: number;
}

/**
 * The business day of `instant` in `timeZone` with the instants it spans, when the zone's offset
 * is the same all that day; undefined on a day the offset changes (a clock reading "today" then
 * asks `dateIn` at each instant). A zone changes its offset at most once a day (as
 * `occurrencesOfWallTime` takes it), so the same offset at both ends holds all day.
 */
export function daySpan(instant: number, timeZone: string): DaySpan | undefined {
  const offset = offsetAt(instant, timeZone);
  const date = isoParts(instant + offset).date;
  const from = Date.parse(`${date}T00:00:00Z`) - offset;
  const until = from + DAY_MS;
  if (offsetAt(from, timeZone) !== offset || offsetAt(until - 1, timeZone) !== offset) return undefined;
  return { date, from, until };
}

/** The first instant (ms since the epoch) of `date` (`YYYY-MM-DD`) in `timeZone`. */
export function startOfDay(date: string, timeZone: string): number {
  return instantOfLocal(date, 0, timeZone);
}

const YEAR = '(?:000[1-9]|00[1-9]\\d|0[1-9]\\d\\d|[1-9]\\d{3})';
const MONTH_DAY = '(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])';

/**
 * The dates every contract takes (`format: date` with this `pattern`): `YYYY-MM-DD` from
 * 0001-01-01 to 9999-12-31. Year 0000 is not a year of the calendar the database keeps (it
 * goes from 1 BC to AD 1), so a request naming it is refused naming the field. Written without
 * look-around, so that every regular expression engine reads it.
 */
export const DATE_PATTERN = `^${YEAR}-${MONTH_DAY}$`;

/**
 * The instants every contract takes (`format: date-time` with this `pattern`): RFC 3339 with a
 * date as `DATE_PATTERN`, seconds 00-59 (a leap second, `23:59:60`, has no instant of its own
 * here) and an offset within ±15:59 (the database's range; `Z` is UTC). The validators also hold
 * the instant itself within `INSTANT_RANGE` (`isInstant`).
 */
export const DATE_TIME_PATTERN = `^${YEAR}-${MONTH_DAY}T(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|[+-](?:0\\d|1[0-5]):[0-5]\\d)$`;

const DATE_TIME = new RegExp(DATE_TIME_PATTERN);

/**
 * The instants the platform takes, in UTC: from 0001-01-02T00:00:00Z, before 9999-12-31T00:00:00Z.
 * An instant is read on the business day it falls on in the network's zone (up to ±18:00 from
 * UTC), and written back in UTC: within this range both are of the years the dates and the
 * pattern take. An instant of 9999-12-31 in UTC falls on 10000-01-01 east of Greenwich, one of
 * 0001-01-01 on 0000-12-31 west of it: days no date names and the database refuses (ADR 0180).
 */
const INSTANT_RANGE = {
  from: Date.parse('0001-01-02T00:00:00Z'),
  until: Date.parse('9999-12-31T00:00:00Z'),
} as const;

/** Whether `value` is an instant the contracts take: `DATE_TIME_PATTERN`, a real date, within `INSTANT_RANGE`. */
export function isInstant(value: string): boolean {
  if (!DATE_TIME.test(value) || !isCalendarDate(value.slice(0, 10))) return false;
  const instant = Date.parse(value);
  return instant >= INSTANT_RANGE.from && instant < INSTANT_RANGE.until;
}

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day before `date` (`YYYY-MM-DD`). */
export function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** The calendar day after `date` (`YYYY-MM-DD`). */
export function dayAfter(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export function isoTimestamp(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** The audit columns every record keeps, as its row holds them. */
export interface AuditColumns {
  created_at: Date | string;
  updated_at: Date | string;
}

/** A record's `createdAt` and `updatedAt`, read from its row's audit columns. */
export function auditFields(row: AuditColumns): { createdAt: string; updatedAt: string } {
  return {
    createdAt: isoTimestamp(row.created_at) as string,
    updatedAt: isoTimestamp(row.updated_at) as string,
  };
}

const CALENDAR_DATE = new RegExp(DATE_PATTERN);

/**
 * True for a real `YYYY-MM-DD` calendar date, within `DATE_PATTERN`'s years (not 2026-02-30). The contract checks dates of
 * requests; this is for dates that arrive otherwise, in an imported file say.
 */
export function isCalendarDate(value: string): boolean {
  if (!CALENDAR_DATE.test(value)) return false;
  // Arithmetic on the digits the pattern let through: an import checks two dates a row, and
  // building a `Date` and its ISO text for each was most of a permit file's checks (ADR 0115);
  // read from the text's character codes, not from slices of it (garbage, ADR 0160).
  const year = digitsOf(value, 0, 4);
  const month = digitsOf(value, 5, 7);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return digitsOf(value, 8, 10) <= (month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] as number));
}

/** The number the ASCII digits of `value` from `from` to `to` (excluded) write. */
function digitsOf(value: string, from: number, to: number): number {
  let number = 0;
  for (let at = from; at < to; at += 1) number = number * 10 + value.charCodeAt(at) - 48;
  return number;
}

/** Days of each month in a year that is not a leap year. */
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The local date (`YYYY-MM-DD`) and time (`HH:MM`) of `instant` (ms since the epoch) in `timeZone`. */
export function localDateTime(instant: number, timeZone: string): { date: string; time: string } {
  // The answer depends on the minute only (offsets have been whole minutes since 1970), and a
  // board asks it several times for the same few minutes: one Intl format per zone and minute.
  if (instant < 0) return computeLocalDateTime(instant, timeZone);
  const key = `${timeZone}|${Math.floor(instant / 60_000)}`;
  const known = localMinutes.get(key);
  if (known !== undefined) return { ...known };
  const computed = computeLocalDateTime(instant, timeZone);
  localMinutes.set(key, computed);
  return { ...computed };
}

// Eviction rule: the minutes read least recently, beyond 100,000.
const localMinutes = new LRUCache<string, { date: string; time: string }>({ max: 100_000 });

function computeLocalDateTime(instant: number, timeZone: string): { date: string; time: string } {
  return isoParts(wallOf(instant, timeZone));
}

/**
 * The instant (ms since the epoch) at which the clocks of `timeZone` read `minutes` after
 * midnight on `date` (`YYYY-MM-DD`). A wall time the clocks show twice (when they go back) is
 * its first occurrence; one they skip (when they go forward) is taken with the offset in force
 * before the change: 02:30 on a night Paris goes from 02:00 to 03:00 is 01:30 UTC.
 */
export function instantOfLocal(date: string, minutes: number, timeZone: string): number {
  // A pure function of its arguments that costs four Intl formats: boards ask it for every call
  // of a station's day, the same few thousand times over.
  const key = `${timeZone}|${date}|${minutes}`;
  const known = localInstants.get(key);
  if (known !== undefined) return known;
  const instant = computeInstantOfLocal(date, minutes, timeZone);
  localInstants.set(key, instant);
  return instant;
}

// Eviction rule: the wall times read least recently, beyond 100,000.
const localInstants = new LRUCache<string, number>({ max: 100_000 });

function computeInstantOfLocal(date: string, minutes: number, timeZone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  return occurrencesOfWallTime(wall, timeZone)[0] ?? wall - offsetAt(wall - DAY_MS, timeZone);
}

/**
 * The instants (ms since the epoch, earliest first) at which the clocks of `timeZone` read
 * `wall` (a date and time of day written as if it were UTC, in ms): two when the clocks go back
 * over it, none when they skip it, one otherwise. The one conversion of wall-clock times.
 */
export function occurrencesOfWallTime(wall: number, timeZone: string): number[] {
  // A zone changes its offset at most once within a day: the offsets in force a day before and
  // a day after are the only ones the wall time can have; those that read back as it count.
  const candidates = [wall - offsetAt(wall - DAY_MS, timeZone), wall - offsetAt(wall + DAY_MS, timeZone)];
  const found = candidates.filter((instant) => offsetAt(instant, timeZone) === wall - instant);
  return [...new Set(found)].sort((a, b) => a - b);
}

const DAY_MS = 86_400_000;

/** The calendar day `days` after `date` (`YYYY-MM-DD`; negative for days before). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Minutes after midnight of a time of day (`HH:MM` or `HH:MM:SS`; its seconds left out). */
export function minuteOfDay(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** The seconds of a time of day: `SS` of `HH:MM:SS`, 0 for `HH:MM`. */
export function secondOfMinute(time: string): number {
  return time.length > 5 ? Number(time.slice(6, 8)) : 0;
}

/**
 * The time of day of a minute after midnight (0 to 1439) and a second of that minute: `HH:MM`
 * when the second is 0 (a time kept to the minute reads as it always did), else `HH:MM:SS`;
 * null stays null.
 */
export function timeOfDay(minute: number, second?: number): string;
export function timeOfDay(minute: number | null, second?: number): string | null;
export function timeOfDay(minute: number | null, second = 0): string | null {
  if (minute === null) return null;
  const hhmm = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
  return second === 0 ? hhmm : `${hhmm}:${String(second).padStart(2, '0')}`;
}
