/**
 * The days a service runs on, as GTFS writes them and as a service calendar holds them: a
 * range, the days of the week that run in it, and the dates that differ (added, removed). Any
 * set of dates has one such form here: the range from its first to its last date, a weekday in
 * the pattern when it runs on more than half of that weekday's dates in the range, and the
 * rest as exceptions. The export writes it; the import builds calendars from it, so that an
 * exported feed imported and exported again gives the same rows.
 */

export interface ServicePattern {
  /** First and last date, `YYYY-MM-DD`. */
  start: string;
  end: string;
  /** ISO days (1 = Monday); empty when no weekday runs on most of its dates. */
  days: number[];
  added: string[];
  removed: string[];
}

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const isoDay = (ms: number) => ((new Date(ms).getUTCDay() + 6) % 7) + 1;

/** The pattern of a non-empty set of dates (`YYYY-MM-DD`). */
export function patternOf(dates: readonly string[]): ServicePattern {
  const sorted = [...new Set(dates)].sort();
  const start = sorted[0] as string;
  const end = sorted[sorted.length - 1] as string;
  const running = new Set(sorted);
  const total = new Array<number>(8).fill(0);
  const hits = new Array<number>(8).fill(0);
  const first = Date.parse(`${start}T00:00:00Z`);
  const last = Date.parse(`${end}T00:00:00Z`);
  for (let ms = first; ms <= last; ms += DAY_MS) {
    const day = isoDay(ms);
    total[day] = (total[day] as number) + 1;
    if (running.has(iso(ms))) hits[day] = (hits[day] as number) + 1;
  }
  const days = [1, 2, 3, 4, 5, 6, 7].filter((d) => (hits[d] as number) * 2 > (total[d] as number));
  const added: string[] = [];
  const removed: string[] = [];
  for (let ms = first; ms <= last; ms += DAY_MS) {
    const inPattern = days.includes(isoDay(ms));
    const runs = running.has(iso(ms));
    if (runs && !inPattern) added.push(iso(ms));
    if (!runs && inPattern) removed.push(iso(ms));
  }
  return { start, end, days, added, removed };
}

/** Every date of a pattern, `YYYY-MM-DD`, in order. */
export function datesOf(pattern: ServicePattern): string[] {
  const added = new Set(pattern.added);
  const removed = new Set(pattern.removed);
  const out: string[] = [];
  const last = Date.parse(`${pattern.end}T00:00:00Z`);
  for (let ms = Date.parse(`${pattern.start}T00:00:00Z`); ms <= last; ms += DAY_MS) {
    const date = iso(ms);
    if (added.has(date) || (pattern.days.includes(isoDay(ms)) && !removed.has(date))) out.push(date);
  }
  return out;
}

/**
 * The pattern a service calendar holds for a non-empty set of dates: as `patternOf`, with at
 * least one weekday (a calendar runs on some day of the week): the first date's when none
 * runs on most of its dates, its other dates then removed.
 */
export function calendarPatternOf(dates: readonly string[]): ServicePattern {
  const pattern = patternOf(dates);
  if (pattern.days.length > 0) return pattern;
  const running = new Set(dates);
  const day = isoDay(Date.parse(`${pattern.start}T00:00:00Z`));
  const removed: string[] = [];
  const last = Date.parse(`${pattern.end}T00:00:00Z`);
  for (let ms = Date.parse(`${pattern.start}T00:00:00Z`); ms <= last; ms += DAY_MS)
    if (isoDay(ms) === day && !running.has(iso(ms))) removed.push(iso(ms));
  return {
    ...pattern,
    days: [day],
    added: pattern.added.filter((d) => isoDay(Date.parse(`${d}T00:00:00Z`)) !== day),
    removed,
  };
}
