/**
 * The calendars family's SQL of a service day, a fragment that the calendars' own service days,
 * the station calls and the GTFS export put in their queries: the one definition of a service
 * day. (A family reaches another's records through its port, never its repository, ADR 0045.)
 */

/**
 * Why the calendar of the row `calendar` runs on the date `day` (a SQL expression), or NULL
 * when it does not: the first that applies of an exception of its own (ADDED runs, REMOVED and
 * SWAPPED do not), a SWAPPED exception of another calendar naming it, its range and days of the
 * week. */
export function calendarDaySql(calendar: string, day: string): string {
  return `CASE (SELECT x.kind FROM calendar_exception_dates x
                WHERE x.calendar_id = ${calendar}.id AND x.service_date = ${day})
    WHEN 'ADDED' THEN 'ADDED'
    WHEN 'REMOVED' THEN NULL
    WHEN 'SWAPPED' THEN NULL
    ELSE CASE
      WHEN EXISTS (SELECT 1 FROM calendar_exception_dates x
                   WHERE x.runs_as_calendar_id = ${calendar}.id AND x.service_date = ${day}) THEN 'SWAPPED_IN'
      WHEN ${day} BETWEEN ${calendar}.valid_from AND ${calendar}.valid_to
           AND ${calendar}.days_of_week @> ARRAY[extract(isodow FROM ${day})::smallint] THEN 'PATTERN'
    END
  END`;
}
