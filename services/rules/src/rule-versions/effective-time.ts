/**
 * The effective instant of a version as its author gave it (`effectiveInput`) and normalised
 * to UTC (`effectiveAt`). A local date-time is converted by the platform's
 * `occurrencesOfWallTime`. A wall-clock time skipped by a forward change is refused; one that
 * happens twice (backward change) means its first occurrence.
 */
import { isTimeZone, occurrencesOfWallTime } from '@transport/platform';
import { ruleVersionErrors } from './rule-versions.errors.ts';
import type { Schemas } from '../types.ts';

export type EffectiveInput = Schemas['EffectiveInput'];

const FIELD = 'body.effectiveInput';

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
    if (extra.length > 0) throw ruleVersionErrors.effectiveInputInvalid(extra);
    return { input: { instant }, effectiveAt: new Date(instant) };
  }
  if (localDateTime === undefined || timeZone === undefined) {
    const missing = localDateTime === undefined && timeZone === undefined ? ['instant'] : [];
    if (localDateTime === undefined && timeZone !== undefined) missing.push('localDateTime');
    if (timeZone === undefined && localDateTime !== undefined) missing.push('timeZone');
    throw ruleVersionErrors.effectiveInputInvalid(
      missing.map((f) => ({
        field: `${FIELD}.${f}`,
        message: f === 'instant' ? 'or localDateTime with timeZone is required' : 'is required',
      })),
    );
  }
  if (!isTimeZone(timeZone))
    throw ruleVersionErrors.effectiveInputInvalid([
      { field: `${FIELD}.timeZone`, message: 'is not an IANA time zone' },
    ]);

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
    throw ruleVersionErrors.effectiveInputInvalid([
      { field: `${FIELD}.localDateTime`, message: 'is not a real date and time' },
    ]);
  }
  // A wall time shown twice (the clocks went back) means its first occurrence.
  const first = occurrencesOfWallTime(wall, timeZone)[0];
  if (first === undefined) throw ruleVersionErrors.effectiveTimeNonexistent(localDateTime, timeZone);
  return { input: { localDateTime, timeZone }, effectiveAt: new Date(first) };
}
