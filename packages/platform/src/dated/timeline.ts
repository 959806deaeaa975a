/**
 * A record's timeline (ADR 0022): its rows in order with the gaps between them, the row in
 * force today and those to come flagged, paged.
 */
import { pageOf, type Page, type PageRequest } from '../paging.ts';
import { dayAfter, dayBefore } from '../time.ts';
import type { DatedStore } from './store.ts';
import { inRange, type DatedKey, type TimelineEntry } from './types.ts';

/**
 * The record's rows in order with the gaps between them, the row in force today flagged (a
 * link without fields of its own answers no `state`).
 */
export async function timeline<S extends object>(
  store: DatedStore<S>,
  key: DatedKey,
  today: string,
  page: PageRequest,
): Promise<Page<TimelineEntry<S>>> {
  const entries: TimelineEntry<S>[] = [];
  let expected: string | undefined;
  const stated = store.fields.length > 0;
  const gap = (from: string, to: string | null): TimelineEntry<S> => ({
    id: null,
    effectiveFrom: from,
    effectiveTo: to,
    gap: true,
    current: inRange({ effectiveFrom: from, effectiveTo: to }, today),
    future: from > today,
    ...(stated ? { state: null } : {}),
    updatedAt: null,
    updatedBy: null,
  });
  for (const row of await store.rows(store.db, key)) {
    if (expected !== undefined && row.effectiveFrom > expected)
      entries.push(gap(expected, dayBefore(row.effectiveFrom)));
    entries.push({
      id: row.id,
      effectiveFrom: row.effectiveFrom,
      effectiveTo: row.effectiveTo,
      gap: false,
      current: inRange(row, today),
      future: row.effectiveFrom > today,
      ...(stated ? { state: row.state } : {}),
      updatedAt: row.updatedAt,
      updatedBy: row.updatedBy,
    });
    expected = row.effectiveTo === null ? undefined : dayAfter(row.effectiveTo);
  }
  if (expected !== undefined) entries.push(gap(expected, null));
  const start = page.page * page.size;
  return pageOf(page, entries.slice(start, start + page.size), entries.length);
}
