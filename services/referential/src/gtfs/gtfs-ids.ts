/**
 * The `trip_id` a schedule's revision has in every feed the platform publishes: the static
 * export (`trips.txt`, `stop_times.txt`) and the GTFS-Realtime feeds. A schedule with one ACTIVE
 * revision is the trip of its code; one with several (a timetable changed from a day on) is a
 * trip `<code>~<revision>` per revision. The name does not depend on the period exported, so that
 * a realtime update names the trip of any static feed that has it. And the code of the registry a
 * feed's id becomes, when an import makes a record of it.
 */
import { createHash } from 'node:crypto';

/** The `trip_id` of revision `revision` of the schedule `code`, which has `revisions` ACTIVE ones. */
export function gtfsTripId(trip: { code: string; revision: number; revisions: number }): string {
  return trip.revisions <= 1 ? trip.code : `${trip.code}~${trip.revision}`;
}

/** The same name in SQL, of the columns (or expressions) given. */
export function gtfsTripIdSql(columns: { code: string; revision: string; revisions: string }): string {
  return `CASE WHEN ${columns.revisions} <= 1 THEN ${columns.code} ELSE ${columns.code} || '~' || ${columns.revision} END`;
}

/** A code of the registry (letters, digits, `.`, `_`, `-`, at most 32) for a feed id. */
export function toCode(id: string): string {
  const clean = id.replace(/[^A-Za-z0-9._-]/g, '-').replace(/^[^A-Za-z0-9]+/, '');
  if (clean === id && clean.length <= 32) return clean;
  const digest = createHash('sha1').update(id).digest('hex').slice(0, 6);
  return `${(clean || 'X').slice(0, 25)}-${digest}`;
}
