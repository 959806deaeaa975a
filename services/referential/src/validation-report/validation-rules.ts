/**
 * The rules of the validation report: each one set-based statement over the whole registry,
 * answering every record it finds at fault at once (never a loop over records). A rule's
 * statement reads `$AT` (the date the report is for) and answers rows of `records` (a JSON
 * array of `[type, id]`, the records concerned, first the one at fault) and `message` (a
 * sentence naming them). Statements name tables unqualified: a report read `asKnownAt` reads
 * the same statements through the schema's as-known views.
 *
 * A record's state on a date is its dated row in force that day (`*_states`, both ends
 * inclusive); a timetable revision "in use" is an ACTIVE one not yet ended on that date.
 */

export type Severity = 'ERROR' | 'WARNING' | 'INFO';
export type RuleFamily = 'gtfs' | 'timetable' | 'network' | 'rights' | 'fleet';

export interface ValidationRule {
  code: string;
  family: RuleFamily;
  severity: Severity;
  /** What the rule finds, for the contract and the HTML legend. */
  description: string;
  sql: string;
}

/** `alias`'s dated row is the one in force on the report's date. */
const onAt = (alias: string) => `daterange(${alias}.effective_from, ${alias}.effective_to, '[]') @> $AT`;

/** Revisions in use on the report's date: ACTIVE and not yet ended. */
const REVISIONS_IN_USE = `
  SELECT r.id AS revision_id, r.schedule_id, r.revision, r.valid_from, r.valid_to, r.days_of_week,
         r.calendar_id, s.code AS schedule_code, s.line_id, s.itinerary_id
    FROM schedule_revisions r JOIN schedules s ON s.id = r.schedule_id
   WHERE r.status = 'ACTIVE' AND r.valid_to >= $AT`;

/**
 * A call's arrival and departure in seconds from the first service day's start, read from
 * `stop_times t` (a call without an arrival arrives as it leaves, and the reverse). Every column
 * read is in the stop times' key (ADR 0147): a statement reading only these, the revision and
 * the sequence reads the key alone, in order.
 */
const CALL_TIMES = `
         CASE WHEN t.arrival_minute IS NULL
              THEN (coalesce(t.departure_day_offset, t.day_offset) * 1440 + t.departure_minute) * 60 + t.departure_second
              ELSE (t.day_offset * 1440 + t.arrival_minute) * 60 + t.arrival_second END AS arrives,
         CASE WHEN t.departure_minute IS NULL
              THEN (t.day_offset * 1440 + t.arrival_minute) * 60 + t.arrival_second
              ELSE (coalesce(t.departure_day_offset, t.day_offset) * 1440 + t.departure_minute) * 60 + t.departure_second END AS departs`;

/** The calls of the revisions in use, with their arrival and departure (`CALL_TIMES`). */
const CALLS_IN_USE = `
  SELECT u.*, t.sequence, t.station_id, t.bay_id, ${CALL_TIMES}
    FROM (${REVISIONS_IN_USE}) u JOIN stop_times t ON t.revision_id = u.revision_id`;

export const validationRules: readonly ValidationRule[] = [
  // --- GTFS validity of what the export would write ---
  {
    code: 'GTFS_STATION_WITHOUT_COORDINATES',
    family: 'gtfs',
    severity: 'ERROR',
    description: 'An active station has no latitude or longitude: its stop would be invalid GTFS.',
    sql: `SELECT jsonb_build_array(jsonb_build_array('station', st.id)) AS records,
                 format('Station %s (%s) has no coordinates: the GTFS export would write a stop without stop_lat/stop_lon.', st.code, st.name) AS message
            FROM stations st JOIN station_states ss ON ss.station_id = st.id AND ${onAt('ss')}
           WHERE ss.status = 'ACTIVE' AND (st.latitude IS NULL OR st.longitude IS NULL)`,
  },
  {
    code: 'GTFS_TRIP_WITH_ONE_CALL',
    family: 'gtfs',
    severity: 'ERROR',
    description: 'A revision in use has a single call: a GTFS trip needs at least two stop times.',
    // At most two calls of each revision read, from the stop times' key alone: a second clears it.
    sql: `SELECT jsonb_build_array(jsonb_build_array('schedule', u.schedule_id)) AS records,
                 format('Schedule %s, revision %s, has a single call: a GTFS trip needs at least two stop times.', u.schedule_code, u.revision) AS message
            FROM (${REVISIONS_IN_USE}) u
           WHERE (SELECT count(*) FROM (SELECT FROM stop_times t WHERE t.revision_id = u.revision_id LIMIT 2) first_two) = 1`,
  },
  {
    code: 'GTFS_CALLS_BACKWARDS_IN_TIME',
    family: 'gtfs',
    severity: 'ERROR',
    description: 'A call of a revision in use is reached before the previous call is left.',
    // The window runs over the calls' keys and times alone, read from the stop times' key in
    // its order; the revision's schedule is joined to the few calls at fault.
    sql: `SELECT jsonb_build_array(jsonb_build_array('schedule', u.schedule_id)) AS records,
                 format('Schedule %s, revision %s: call %s is reached before call %s is left.', u.schedule_code, u.revision, c.sequence, c.previous_sequence) AS message
            FROM (SELECT c.revision_id, c.sequence, c.arrives,
                         lag(c.departs) OVER w AS previous_departs, lag(c.sequence) OVER w AS previous_sequence
                    FROM (SELECT t.revision_id, t.sequence, ${CALL_TIMES}
                            FROM stop_times t
                           WHERE t.revision_id IN (SELECT u.revision_id FROM (${REVISIONS_IN_USE}) u)) c
                  WINDOW w AS (PARTITION BY c.revision_id ORDER BY c.sequence)) c
            JOIN (${REVISIONS_IN_USE}) u ON u.revision_id = c.revision_id
           WHERE c.arrives < c.previous_departs`,
  },
  {
    code: 'GTFS_CALL_AT_RETIRED_STATION',
    family: 'gtfs',
    severity: 'ERROR',
    description: 'A revision in use calls at a station retired on the date.',
    sql: `SELECT jsonb_build_array(jsonb_build_array('schedule', c.schedule_id), jsonb_build_array('station', st.id)) AS records,
                 format('Schedule %s, revision %s, calls at station %s, retired on %s.', c.schedule_code, c.revision, st.code, $AT) AS message
            FROM (${CALLS_IN_USE}) c JOIN stations st ON st.id = c.station_id
            JOIN station_states ss ON ss.station_id = st.id AND ${onAt('ss')}
           WHERE ss.status = 'RETIRED'`,
  },
  {
    code: 'GTFS_CALL_AT_DECOMMISSIONED_BAY',
    family: 'gtfs',
    severity: 'ERROR',
    description: 'A revision in use calls at a bay decommissioned on the date.',
    sql: `SELECT jsonb_build_array(jsonb_build_array('schedule', c.schedule_id), jsonb_build_array('bay', b.id)) AS records,
                 format('Schedule %s, revision %s, calls at bay %s, decommissioned on %s.', c.schedule_code, c.revision, b.code, $AT) AS message
            FROM (${CALLS_IN_USE}) c JOIN bays b ON b.id = c.bay_id
            JOIN bay_states bs ON bs.bay_id = b.id AND ${onAt('bs')}
           WHERE bs.status = 'DECOMMISSIONED'`,
  },
  // --- Timetables ---
  {
    code: 'SCHEDULE_WITHOUT_CALLS',
    family: 'timetable',
    severity: 'ERROR',
    description: 'A revision in use has no stop times: its trip runs nowhere.',
    sql: `SELECT jsonb_build_array(jsonb_build_array('schedule', u.schedule_id)) AS records,
                 format('Schedule %s, revision %s, is active but has no stop times.', u.schedule_code, u.revision) AS message
            FROM (${REVISIONS_IN_USE}) u
           WHERE NOT EXISTS (SELECT 1 FROM stop_times t WHERE t.revision_id = u.revision_id)`,
  },
  {
    code: 'CALENDAR_SERVES_NO_DAY',
    family: 'timetable',
    severity: 'ERROR',
    description:
      'A calendar not yet ended serves no day: none of its weekdays falls in its dates, or all are removed.',
    sql: `SELECT jsonb_build_array(jsonb_build_array('calendar', k.id)) AS records,
                 format('Calendar %s (%s) serves no day between %s and %s.', k.code, k.name, k.valid_from, k.valid_to) AS message
            FROM service_calendars k
           WHERE k.valid_to >= $AT
             AND NOT EXISTS (
               SELECT 1 FROM generate_series(k.valid_from, k.valid_to, interval '1 day') d
                WHERE extract(isodow FROM d)::smallint = ANY (k.days_of_week)
                  AND NOT EXISTS (SELECT 1 FROM calendar_exception_dates e
                                   WHERE e.calendar_id = k.id AND e.service_date = d::date AND e.kind = 'REMOVED'))
             AND NOT EXISTS (SELECT 1 FROM calendar_exception_dates e WHERE e.calendar_id = k.id AND e.kind <> 'REMOVED')`,
  },
  {
    code: 'REVISION_SERVES_NO_DAY',
    family: 'timetable',
    severity: 'ERROR',
    description:
      'A revision in use without a calendar serves no day: none of its weekdays falls in its dates.',
    sql: `SELECT jsonb_build_array(jsonb_build_array('schedule', u.schedule_id)) AS records,
                 format('Schedule %s, revision %s, serves no day between %s and %s.', u.schedule_code, u.revision, u.valid_from, u.valid_to) AS message
            FROM (${REVISIONS_IN_USE}) u
           WHERE u.calendar_id IS NULL
             AND NOT EXISTS (
               SELECT 1 FROM generate_series(u.valid_from, u.valid_to, interval '1 day') d
                WHERE extract(isodow FROM d)::smallint = ANY (u.days_of_week)
                  AND NOT EXISTS (SELECT 1 FROM schedule_exceptions e
                                   WHERE e.schedule_id = u.schedule_id AND e.service_date = d::date
                                     AND e.kind = 'REMOVED' AND e.removed_at IS NULL))
             AND NOT EXISTS (SELECT 1 FROM schedule_exceptions e
                              WHERE e.schedule_id = u.schedule_id AND e.kind = 'ADDED' AND e.removed_at IS NULL)`,
  },
  {
    code: 'REVISION_CALENDAR_ENDED',
    family: 'timetable',
    severity: 'WARNING',
    description: 'A revision in use follows a calendar that ended before the date: it runs no more.',
    sql: `SELECT jsonb_build_array(jsonb_build_array('schedule', u.schedule_id), jsonb_build_array('calendar', k.id)) AS records,
                 format('Schedule %s, revision %s, runs until %s on calendar %s, which ended on %s.', u.schedule_code, u.revision, u.valid_to, k.code, k.valid_to) AS message
            FROM (${REVISIONS_IN_USE}) u JOIN service_calendars k ON k.id = u.calendar_id
           WHERE k.valid_to < $AT`,
  },
  {
    code: 'SCHEDULE_ON_LINE_NOT_ACTIVE',
    family: 'timetable',
    severity: 'WARNING',
    description: 'A revision in use belongs to a line not ACTIVE on the date: its trips are not published.',
    sql: `SELECT jsonb_build_array(jsonb_build_array('schedule', u.schedule_id), jsonb_build_array('line', l.id)) AS records,
                 format('Schedule %s, revision %s, is active on line %s, which is %s on %s.', u.schedule_code, u.revision, l.code, ls.status, $AT) AS message
            FROM (${REVISIONS_IN_USE}) u JOIN lines l ON l.id = u.line_id
            JOIN line_states ls ON ls.line_id = l.id AND ${onAt('ls')}
           WHERE ls.status <> 'ACTIVE'`,
  },
  {
    code: 'SCHEDULE_TO_RETIRED_DESTINATION',
    family: 'timetable',
    severity: 'WARNING',
    description: 'A revision in use runs to a destination retired on the date: its headsign names it still.',
    sql: `SELECT jsonb_build_array(jsonb_build_array('schedule', u.schedule_id), jsonb_build_array('destination', d.id)) AS records,
                 format('Schedule %s, revision %s, runs to destination %s, retired on %s.', u.schedule_code, u.revision, d.code, $AT) AS message
            FROM (${REVISIONS_IN_USE}) u JOIN itineraries i ON i.id = u.itinerary_id
            JOIN destinations d ON d.id = i.destination_id
            JOIN destination_states ds ON ds.destination_id = d.id AND ${onAt('ds')}
           WHERE ds.status = 'RETIRED'`,
  },
  {
    code: 'ACTIVE_LINE_WITHOUT_SCHEDULE',
    family: 'timetable',
    severity: 'INFO',
    description: 'A line ACTIVE on the date has no revision in use: it runs no trip.',
    sql: `SELECT jsonb_build_array(jsonb_build_array('line', l.id)) AS records,
                 format('Line %s (%s) is active but has no timetable in use.', l.code, l.name) AS message
            FROM lines l JOIN line_states ls ON ls.line_id = l.id AND ${onAt('ls')}
           WHERE ls.status = 'ACTIVE'
             AND NOT EXISTS (SELECT 1 FROM (${REVISIONS_IN_USE}) u WHERE u.line_id = l.id)`,
  },
  // --- The network ---
  {
    code: 'BAY_IN_RETIRED_AREA',
    family: 'network',
    severity: 'ERROR',
    description: 'A bay active on the date belongs to a station area retired then.',
    sql: `SELECT jsonb_build_array(jsonb_build_array('bay', b.id), jsonb_build_array('station-area', a.id)) AS records,
                 format('Bay %s is active in station area %s, retired on %s.', b.code, a.code, $AT) AS message
            FROM bays b JOIN bay_states bs ON bs.bay_id = b.id AND ${onAt('bs')}
            JOIN station_areas a ON a.id = coalesce(bs.station_area_id, b.station_area_id)
            JOIN station_area_states sas ON sas.station_area_id = a.id AND ${onAt('sas')}
           WHERE bs.status = 'ACTIVE' AND sas.status = 'RETIRED'`,
  },
  {
    code: 'STATION_IN_RETIRED_AREA',
    family: 'network',
    severity: 'ERROR',
    description: 'A station active on the date belongs to a station area retired then.',
    sql: `SELECT jsonb_build_array(jsonb_build_array('station', st.id), jsonb_build_array('station-area', a.id)) AS records,
                 format('Station %s is active in station area %s, retired on %s.', st.code, a.code, $AT) AS message
            FROM stations st JOIN station_states ss ON ss.station_id = st.id AND ${onAt('ss')}
            JOIN station_areas a ON a.id = st.station_area_id
            JOIN station_area_states sas ON sas.station_area_id = a.id AND ${onAt('sas')}
           WHERE ss.status = 'ACTIVE' AND sas.status = 'RETIRED'`,
  },
  {
    code: 'CHECKPOINT_IN_RETIRED_AREA',
    family: 'network',
    severity: 'ERROR',
    description: 'A checkpoint active on the date controls a station area retired then.',
    sql: `SELECT jsonb_build_array(jsonb_build_array('checkpoint', c.id), jsonb_build_array('station-area', a.id)) AS records,
                 format('Checkpoint %s is active in station area %s, retired on %s.', c.code, a.code, $AT) AS message
            FROM checkpoints c JOIN checkpoint_states cs ON cs.checkpoint_id = c.id AND ${onAt('cs')}
            JOIN station_areas a ON a.id = c.station_area_id
            JOIN station_area_states sas ON sas.station_area_id = a.id AND ${onAt('sas')}
           WHERE cs.status = 'ACTIVE' AND sas.status = 'RETIRED'`,
  },
  {
    code: 'STATION_AREA_WITHOUT_ACTIVE_BAY',
    family: 'network',
    severity: 'INFO',
    description: 'A station area active on the date has bays, none of them active then.',
    sql: `SELECT jsonb_build_array(jsonb_build_array('station-area', a.id)) AS records,
                 format('Station area %s has bays but none is active on %s.', a.code, $AT) AS message
            FROM station_areas a JOIN station_area_states sas ON sas.station_area_id = a.id AND ${onAt('sas')}
           WHERE sas.status = 'ACTIVE'
             AND EXISTS (SELECT 1 FROM bays b WHERE b.station_area_id = a.id)
             AND NOT EXISTS (SELECT 1 FROM bays b JOIN bay_states bs ON bs.bay_id = b.id AND ${onAt('bs')}
                              WHERE b.station_area_id = a.id AND bs.status = 'ACTIVE')`,
  },
  {
    code: 'STATIONS_SHARING_A_NAME',
    family: 'network',
    severity: 'WARNING',
    description:
      'Two stations active on the date share a name in the same locality: riders cannot tell them apart.',
    sql: `SELECT jsonb_agg(jsonb_build_array('station', st.id) ORDER BY st.code) AS records,
                 format('Stations %s share the name %s.', string_agg(st.code, ', ' ORDER BY st.code), min(st.name)) AS message
            FROM stations st JOIN station_states ss ON ss.station_id = st.id AND ${onAt('ss')}
           WHERE ss.status = 'ACTIVE'
           GROUP BY lower(st.name), lower(coalesce(st.locality, '')) HAVING count(*) > 1`,
  },
  // --- Rights: operators and authorizations ---
  {
    code: 'LINE_WITHOUT_OPERATOR',
    family: 'rights',
    severity: 'ERROR',
    description: 'A line ACTIVE on the date has no operator then.',
    sql: `SELECT jsonb_build_array(jsonb_build_array('line', l.id)) AS records,
                 format('Line %s (%s) is active but has no operator on %s.', l.code, l.name, $AT) AS message
            FROM lines l JOIN line_states ls ON ls.line_id = l.id AND ${onAt('ls')}
           WHERE ls.status = 'ACTIVE'
             AND NOT EXISTS (SELECT 1 FROM line_operators o WHERE o.line_id = l.id AND ${onAt('o')})`,
  },
  {
    code: 'LINE_OPERATOR_NOT_AUTHORIZED',
    family: 'rights',
    severity: 'ERROR',
    description:
      "A line's ACTIVE operator holds no authorization in force that covers the line on the date (an operator not ACTIVE is LINE_OPERATOR_NOT_ACTIVE's).",
    sql: `SELECT jsonb_build_array(jsonb_build_array('line', l.id), jsonb_build_array('carrier', c.id)) AS records,
                 format('Carrier %s operates line %s on %s under no authorization covering it.', c.code, l.code, $AT) AS message
            FROM line_operators o JOIN lines l ON l.id = o.line_id JOIN carriers c ON c.id = o.carrier_id
            JOIN carrier_states cs ON cs.carrier_id = c.id AND ${onAt('cs')}
           WHERE ${onAt('o')} AND cs.status = 'ACTIVE'
             AND NOT EXISTS (
               SELECT 1 FROM authorized_lines al
                 JOIN transport_authorizations t ON t.id = al.authorization_id
                 JOIN transport_authorization_states ts ON ts.authorization_id = t.id AND ${onAt('ts')}
                 JOIN authorization_holders h ON h.authorization_id = t.id AND ${onAt('h')}
                WHERE al.line_id = l.id AND ${onAt('al')} AND h.carrier_id = c.id
                  AND ts.status = 'ACTIVE' AND $AT BETWEEN t.valid_from AND t.valid_until)`,
  },
  {
    code: 'LINE_OPERATOR_NOT_ACTIVE',
    family: 'rights',
    severity: 'ERROR',
    description: "A line's operator is not an ACTIVE carrier on the date (PENDING or SUSPENDED).",
    sql: `SELECT jsonb_build_array(jsonb_build_array('line', l.id), jsonb_build_array('carrier', c.id)) AS records,
                 format('Line %s is operated on %s by carrier %s, which is %s.', l.code, $AT, c.code, cs.status) AS message
            FROM line_operators o JOIN lines l ON l.id = o.line_id JOIN carriers c ON c.id = o.carrier_id
            JOIN carrier_states cs ON cs.carrier_id = c.id AND ${onAt('cs')}
           WHERE ${onAt('o')} AND cs.status <> 'ACTIVE'`,
  },
  {
    code: 'AUTHORIZATION_EXPIRING_WITH_LINES',
    family: 'rights',
    severity: 'WARNING',
    description:
      'An authorization ends within 30 days of the date while lines it covers stay covered beyond.',
    sql: `SELECT jsonb_build_array(jsonb_build_array('authorization', t.id)) || jsonb_agg(jsonb_build_array('line', al.line_id) ORDER BY al.line_id) AS records,
                 format('Authorization %s ends on %s, within 30 days, while %s line(s) are still covered by it.', t.number, t.valid_until, count(*)) AS message
            FROM transport_authorizations t
            JOIN transport_authorization_states ts ON ts.authorization_id = t.id AND ${onAt('ts')}
            JOIN authorized_lines al ON al.authorization_id = t.id AND ${onAt('al')}
           WHERE ts.status = 'ACTIVE' AND t.valid_until BETWEEN $AT AND $AT + 30
             AND (al.effective_to IS NULL OR al.effective_to > t.valid_until)
           GROUP BY t.id, t.number, t.valid_until`,
  },
  {
    code: 'AUTHORIZATION_WITHOUT_HOLDER',
    family: 'rights',
    severity: 'ERROR',
    description: 'An authorization ACTIVE and valid on the date has no holder then.',
    sql: `SELECT jsonb_build_array(jsonb_build_array('authorization', t.id)) AS records,
                 format('Authorization %s is active on %s but held by no carrier.', t.number, $AT) AS message
            FROM transport_authorizations t
            JOIN transport_authorization_states ts ON ts.authorization_id = t.id AND ${onAt('ts')}
           WHERE ts.status = 'ACTIVE' AND $AT BETWEEN t.valid_from AND t.valid_until
             AND NOT EXISTS (SELECT 1 FROM authorization_holders h WHERE h.authorization_id = t.id AND ${onAt('h')})`,
  },
  {
    code: 'AUTHORIZATION_HOLDER_NOT_ACTIVE',
    family: 'rights',
    severity: 'WARNING',
    description: "An ACTIVE authorization's holder is not an ACTIVE carrier on the date.",
    sql: `SELECT jsonb_build_array(jsonb_build_array('authorization', t.id), jsonb_build_array('carrier', c.id)) AS records,
                 format('Authorization %s is active on %s but its holder %s is %s.', t.number, $AT, c.code, cs.status) AS message
            FROM transport_authorizations t
            JOIN transport_authorization_states ts ON ts.authorization_id = t.id AND ${onAt('ts')}
            JOIN authorization_holders h ON h.authorization_id = t.id AND ${onAt('h')}
            JOIN carriers c ON c.id = h.carrier_id
            JOIN carrier_states cs ON cs.carrier_id = c.id AND ${onAt('cs')}
           WHERE ts.status = 'ACTIVE' AND $AT BETWEEN t.valid_from AND t.valid_until AND cs.status <> 'ACTIVE'`,
  },
  {
    code: 'AUTHORIZED_VEHICLE_OF_ANOTHER_CARRIER',
    family: 'rights',
    severity: 'ERROR',
    description:
      "A vehicle under an authorization on the date is owned then by a carrier other than the authorization's holder.",
    sql: `SELECT jsonb_build_array(jsonb_build_array('vehicle', v.id), jsonb_build_array('authorization', t.id)) AS records,
                 format('Vehicle %s is under authorization %s on %s but owned by another carrier than its holder.', v.registration, t.number, $AT) AS message
            FROM authorized_vehicles av JOIN vehicles v ON v.id = av.vehicle_id
            JOIN transport_authorizations t ON t.id = av.authorization_id
            JOIN authorization_holders h ON h.authorization_id = t.id AND ${onAt('h')}
            JOIN vehicle_states vs ON vs.vehicle_id = v.id AND ${onAt('vs')}
           WHERE ${onAt('av')} AND vs.carrier_id <> h.carrier_id`,
  },
  {
    code: 'AUTHORIZED_LINE_RETIRED',
    family: 'rights',
    severity: 'WARNING',
    description: 'An authorization covers on the date a line retired then.',
    sql: `SELECT jsonb_build_array(jsonb_build_array('authorization', t.id), jsonb_build_array('line', l.id)) AS records,
                 format('Authorization %s still covers line %s, retired on %s.', t.number, l.code, $AT) AS message
            FROM authorized_lines al JOIN transport_authorizations t ON t.id = al.authorization_id
            JOIN lines l ON l.id = al.line_id
            JOIN line_states ls ON ls.line_id = l.id AND ${onAt('ls')}
           WHERE ${onAt('al')} AND ls.status = 'RETIRED'`,
  },
  {
    code: 'AUTHORIZATION_LAPSED_WITH_LINKS',
    family: 'rights',
    severity: 'WARNING',
    description: 'An authorization ended before the date still lists lines or vehicles then.',
    sql: `SELECT jsonb_build_array(jsonb_build_array('authorization', t.id)) AS records,
                 format('Authorization %s ended on %s but still lists lines or vehicles on %s.', t.number, t.valid_until, $AT) AS message
            FROM transport_authorizations t
           WHERE t.valid_until < $AT
             AND (EXISTS (SELECT 1 FROM authorized_lines al WHERE al.authorization_id = t.id AND ${onAt('al')})
               OR EXISTS (SELECT 1 FROM authorized_vehicles av WHERE av.authorization_id = t.id AND ${onAt('av')}))`,
  },
  // --- The fleet ---
  {
    code: 'VEHICLE_OF_INACTIVE_CARRIER',
    family: 'fleet',
    severity: 'WARNING',
    description: 'A vehicle in service on the date is owned by a carrier not ACTIVE then.',
    sql: `SELECT jsonb_build_array(jsonb_build_array('vehicle', v.id), jsonb_build_array('carrier', c.id)) AS records,
                 format('Vehicle %s is in service on %s but its owner %s is %s.', v.registration, $AT, c.code, cs.status) AS message
            FROM vehicles v JOIN vehicle_states vs ON vs.vehicle_id = v.id AND ${onAt('vs')}
            JOIN carriers c ON c.id = vs.carrier_id
            JOIN carrier_states cs ON cs.carrier_id = c.id AND ${onAt('cs')}
           WHERE vs.lifecycle = 'IN_SERVICE' AND cs.status <> 'ACTIVE'`,
  },
  {
    code: 'VEHICLE_OF_RETIRED_CATEGORY',
    family: 'fleet',
    severity: 'WARNING',
    description: 'A vehicle in service on the date is of a retired vehicle category.',
    sql: `SELECT jsonb_build_array(jsonb_build_array('vehicle', v.id), jsonb_build_array('vehicle-category', k.id)) AS records,
                 format('Vehicle %s is in service on %s in retired category %s.', v.registration, $AT, k.code) AS message
            FROM vehicles v JOIN vehicle_states vs ON vs.vehicle_id = v.id AND ${onAt('vs')}
            JOIN vehicle_categories k ON k.id = vs.category_id
           WHERE vs.lifecycle = 'IN_SERVICE' AND k.status = 'RETIRED'`,
  },
  {
    code: 'VEHICLE_PERMIT_LAPSED',
    family: 'fleet',
    severity: 'WARNING',
    description:
      'A vehicle in service on the date had a permit of a kind that has lapsed, with none valid then.',
    sql: `SELECT jsonb_build_array(jsonb_build_array('vehicle', v.id)) AS records,
                 format('Vehicle %s is in service on %s but its %s permit lapsed on %s.', v.registration, $AT, p.kind, max(p.valid_until)) AS message
            FROM vehicles v JOIN vehicle_states vs ON vs.vehicle_id = v.id AND ${onAt('vs')}
            JOIN vehicle_permits p ON p.vehicle_id = v.id
           WHERE vs.lifecycle = 'IN_SERVICE'
           GROUP BY v.id, v.registration, p.kind
          HAVING max(p.valid_until) < $AT`,
  },
  {
    code: 'VEHICLE_WITHOUT_IDENTIFIER',
    family: 'fleet',
    severity: 'INFO',
    description:
      'A vehicle in service on the date has no identifier enrolled then: checkpoints cannot read it.',
    sql: `SELECT jsonb_build_array(jsonb_build_array('vehicle', v.id)) AS records,
                 format('Vehicle %s is in service on %s with no identifier enrolled.', v.registration, $AT) AS message
            FROM vehicles v JOIN vehicle_states vs ON vs.vehicle_id = v.id AND ${onAt('vs')}
           WHERE vs.lifecycle = 'IN_SERVICE'
             AND NOT EXISTS (SELECT 1 FROM vehicle_identifiers i
                               JOIN vehicle_identifier_states s ON s.identifier_id = i.id AND ${onAt('s')}
                              WHERE i.vehicle_id = v.id AND s.revoked_at IS NULL)`,
  },
];

/**
 * The rules whose statement names one of `tables` as a word (as ADR 0111 finds a rule's tables):
 * the only ones a write adding rows to them can change. Every rule when `tables` is absent.
 */
export function rulesReading(tables?: readonly string[]): readonly ValidationRule[] {
  if (!tables) return validationRules;
  const words = tables.map((table) => new RegExp(`\\b${table}\\b`));
  return validationRules.filter((rule) => words.some((word) => word.test(rule.sql)));
}
