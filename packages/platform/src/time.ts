/** Calendar dates of the business: effective-dated reads default to today in BUSINESS_TIME_ZONE. */

/** Today's date (`YYYY-MM-DD`) in `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
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

/**
 * True for a real `YYYY-MM-DD` calendar date (not 2026-02-30). The contract checks dates of
 * requests; this is for dates that arrive otherwise, in an imported file say.
 */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
