/**
 * The effective instant of a version as its author gave it (`effectiveInput`) and normalised
 * to UTC (`effectiveAt`). A local date-time is converted with the zone's rules from Intl: no
 * date library needed. A wall-clock time skipped by a forward change is refused; one that
 * happens twice (backward change) means its first occurrence.
 */
import { isTimeZone } from '@transport/platform';
import { Errors } from '../errors.ts';
import type { Schemas } from '../types.ts';

export type EffectiveInput = Schemas['EffectiveInput'];

const FIELD = 'body.effectiveInput';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The offset of `zone` from UTC at `epochMs`, in milliseconds. */
function offsetAt(zone: string, epochMs: number): number {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(epochMs)).map((p) => [p.type, p.value]));
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - Math.floor(epochMs / 1000) * 1000;
}

/** Validates the input and answers it as stored, with its UTC instant. */
export function normaliseEffectiveInput(input: EffectiveInput): { input: EffectiveInput; effectiveAt: Date } {
  const { instant, localDateTime, timeZone } = input;
  if (instant !== undefined) {
    const extra = [
      localDateTime !== undefined ? 'localDateTime' : null,
      timeZone !== undefined ? 'timeZone' : null,
    ]
      .filter((f): f is string => f !== null)
      .map((f) => ({ field: `${FIELD}.${f}`, message: 'cannot be given with instant' }));
    if (extra.length > 0) throw Errors.effectiveInputInvalid(extra);
    return { input: { instant }, effectiveAt: new Date(instant) };
  }
  if (localDateTime === undefined || timeZone === undefined) {
    const missing = localDateTime === undefined && timeZone === undefined ? ['instant'] : [];
    if (localDateTime === undefined && timeZone !== undefined) missing.push('localDateTime');
    if (timeZone === undefined && localDateTime !== undefined) missing.push('timeZone');
    throw Errors.effectiveInputInvalid(
      missing.map((f) => ({
        field: `${FIELD}.${f}`,
        message: f === 'instant' ? 'or localDateTime with timeZone is required' : 'is required',
      })),
    );
  }
  if (!isTimeZone(timeZone))
    throw Errors.effectiveInputInvalid([{ field: `${FIELD}.timeZone`, message: 'is not an IANA time zone' }]);

  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(localDateTime);
  const [year, month, day, hour, minute, second] = (match?.slice(1) ?? []).map((v) => Number(v ?? 0));
  const wall = Date.UTC(year as number, (month as number) - 1, day, hour, minute, second);
  const check = new Date(wall);
  if (
    !match ||
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() + 1 !== month ||
    check.getUTCDate() !== day ||
    (hour as number) > 23 ||
    (minute as number) > 59 ||
    (second as number) > 59
  ) {
    throw Errors.effectiveInputInvalid([
      { field: `${FIELD}.localDateTime`, message: 'is not a real date and time' },
    ]);
  }
  // The two offsets in force around this wall time; the earlier instant that reads as it wins.
  const candidates = [offsetAt(timeZone, wall - 86_400_000), offsetAt(timeZone, wall + 86_400_000)]
    .map((offset) => wall - offset)
    .filter((epoch) => epoch + offsetAt(timeZone, epoch) === wall)
    .sort((a, b) => a - b);
  const first = candidates[0];
  if (first === undefined) throw Errors.effectiveTimeNonexistent(localDateTime, timeZone);
  return { input: { localDateTime, timeZone }, effectiveAt: new Date(first) };
}
