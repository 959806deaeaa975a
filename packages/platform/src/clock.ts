/**
 * The one clock of a service process: "now" and the business day ("today" in the business time
 * zone) come from a `Clock` built once by the service runtime (`buildService`) and handed to the
 * composition root as `deps.clock`, which passes it down. No code of a service reads the system
 * time itself (a lint rule refuses `new Date()` and `Date.now()` in services' `src`), so a test
 * that moves its service's clock moves every "now" and "today" the service computes.
 *
 * The database keeps its own time for what it records (`now()` in audit rows, `created_at`,
 * `updated_at`): that is the transaction's instant, not the business's, and a moved clock does
 * not change it.
 */
import { currentRequestContext } from './audit.ts';
import { dateIn, daySpan, type DaySpan } from './time.ts';

export interface Clock {
  /** The business time zone (IANA), in which days begin and end. */
  readonly timeZone: string;
  /** The instant now. */
  now(): Date;
  /**
   * The business day (`YYYY-MM-DD`) a read answers for: the date, in the business time zone, of
   * the instant a request reads as known at (`asKnownAt`, ADR 0051) when it names one, else of
   * `now()`. The request's instant is an input of the read, not a second clock.
   */
  today(): string;
  /** The business day (`YYYY-MM-DD`) of `instant`. */
  dayOf(instant: Date | number): string;
}

/** A clock reading `source` (ms since the epoch): the system time unless a test gives another. */
export function createClock(timeZone: string, source: () => number = systemTime): Clock {
  const now = () => new Date(source());
  // The day "now" falls in, with the instants it spans: every read asks for today or for the
  // day of the instant it answers for (now), and the time-zone database (`Intl`) costs
  // microseconds each time; asked again only once the clock leaves the span (moved by a test,
  // or past midnight). Another instant in the span is answered from it too; an instant more
  // than a minute from now does not move it (a report dating many past versions would pay
  // three conversions for each).
  let current: DaySpan | undefined;
  /** The kept day, when `ms` falls in its span. */
  const kept = (ms: number) =>
    current && ms >= current.from && ms < current.until ? current.date : undefined;
  const dayOfNow = (ms: number) => {
    const date = kept(ms);
    if (date) return date;
    current = daySpan(ms, timeZone);
    return current?.date ?? dateIn(ms, timeZone);
  };
  const dayOf = (instant: Date | number) => {
    const ms = typeof instant === 'number' ? instant : instant.getTime();
    return kept(ms) ?? (Math.abs(ms - source()) <= 60_000 ? dayOfNow(ms) : dateIn(ms, timeZone));
  };
  return {
    timeZone,
    now,
    dayOf,
    today() {
      const known = currentRequestContext()?.asKnownAt;
      return known ? dayOf(Date.parse(known)) : dayOfNow(source());
    },
  };
}

/** A clock a test moves: it runs with the system time, shifted by every move, or stands still. */
export interface MovableClock extends Clock {
  /** Moves the clock to `instant`; it runs on from there (or stands there, if it stands still). */
  set(instant: Date | string | number): void;
  /** Moves the clock `ms` forward (backward when negative). */
  advance(ms: number): void;
  /** Undoes every move: back on the system time, or back at the instant it stood at. */
  reset(): void;
}

/**
 * A clock for tests. Without `at`, it reads the system time until moved, then runs on from where
 * it was moved to (the services of `startTestService` and `startPlatform` each have one, as
 * `service.clock`); with `at`, it stands still at that instant until moved (the fast tier's
 * fake clock: a test that reads it twice gets the same answer).
 */
export function createMovableClock(timeZone: string, at?: Date | string | number): MovableClock {
  const standing = at !== undefined;
  let shift = 0;
  const initial = at === undefined ? 0 : new Date(at).getTime();
  let still = initial;
  const source = () => (standing ? still : systemTime() + shift);
  const clock = createClock(timeZone, source);
  return {
    ...clock,
    set(instant) {
      const ms = new Date(instant).getTime();
      if (Number.isNaN(ms)) throw new RangeError(`not an instant: ${String(instant)}`);
      if (standing) still = ms;
      else shift = ms - systemTime();
    },
    advance(ms) {
      if (standing) still += ms;
      else shift += ms;
    },
    reset() {
      shift = 0;
      still = initial;
    },
  };
}

/** The system time: the one place a service's code reads it. */
function systemTime(): number {
  return Date.now();
}
