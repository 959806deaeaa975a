import type { Database, PageRequest } from '@transport/platform';
import {
  auditFields,
  currentRequestContext,
  groupsHoldingSql,
  insertReturningId,
  isoTimestamp,
  queryPrepared,
  searchPage,
  timeOfDay,
  SORT_ORDERS,
  whereTextMatches,
  type Clock,
} from '@transport/platform';
import type { Knex } from 'knex';
import { calendarDaySql, dayName, dayNumber, type DayOfWeek } from '../calendars/calendars.port.ts';
import type { Schemas } from '../types.ts';

export type Schedule = Schemas['Schedule'];
export type ScheduleRevision = Schemas['ScheduleRevision'];
export type ScheduleException = Schemas['ScheduleException'];
export type StopTime = Schemas['StopTime'];

/**
 * A time of day computed by Postgres as `timeOfDay` writes it: `HH:MM` of a minute of the day,
 * with `:SS` when the second of that minute is not 0 (null stays null).
 */
const SQL_TIME = (minute: string, second: string) =>
  `CASE WHEN ${minute} IS NULL THEN NULL ELSE lpad((${minute} / 60)::text, 2, '0') || ':' || lpad((${minute} % 60)::text, 2, '0')
     || CASE WHEN ${second} = 0 THEN '' ELSE ':' || lpad((${second})::text, 2, '0') END END`;

/** The key of a stop time (alias `t`) as `StationCallCandidate.key` names it. */
/**
 * Read as known at an instant, the stop times are unfolded from their history, one array per
 * revision and write (ADR 0077): the revisions that ever called at the stations are found first
 * in the history's index of the stations, so that only theirs are unfolded.
 */
const asKnownCalls = () =>
  currentRequestContext()?.asKnownAt
    ? `AND t.revision_id IN (${groupsHoldingSql('referential', { name: 'stop_times', group: 'revision_id' }, 'station_id', ':stationIds::text[]')})`
    : '';

const CALL_KEY = (t: string) => `${t}.revision_id::text || '|' || lpad(${t}.sequence::text, 10, '0')`;

/**
 * How a value becomes JSON text in a call's JSON (CALL_JSON_HEAD, CALL_JSON_TAIL): `id` for
 * text that never needs escaping (uuids, enum values, HH:MM), `text` for any text, `number`,
 * `boolean`, `date` (ISO, whatever the session's DateStyle), `json`. Null is `null` for each.
 */
type JsonKind = 'id' | 'text' | 'number' | 'boolean' | 'date' | 'json';

const jsonValueSql: Record<JsonKind, (e: string) => string> = {
  id: (e) => `coalesce('"' || (${e}) || '"', 'null')`,
  text: (e) => `coalesce(to_json((${e})::text)::text, 'null')`,
  number: (e) => `coalesce((${e})::text, 'null')`,
  boolean: (e) => `CASE WHEN (${e}) THEN 'true' WHEN NOT (${e}) THEN 'false' ELSE 'null' END`,
  date: (e) => `coalesce(to_json((${e})::date)::text, 'null')`,
  json: (e) => `coalesce((${e})::text, 'null')`,
};

/**
 * A station call as JSON text, in the contract's field order, with no day-of change applied
 * (alias `s` is the candidate call), in two parts around the one field that depends on the
 * date read, `originServiceDate`: CALL_JSON_HEAD ends with its name, CALL_JSON_TAIL starts with
 * the field after it. A station's candidate calls are kept with both parts written (ADR 0040),
 * and a date's call is `head + "origin day" + tail`. Written by concatenation: `row_to_json`
 * of a 26-column row handles each column's type anew for every row, which for the 5,000 calls
 * of a busy station's day cost more than the joins; the text is the same.
 */
const callJsonSql = (
  fields: readonly (readonly [string, string, JsonKind])[],
  opening: string,
  closing: string,
) =>
  fields
    .map(
      ([name, expression, kind], i) =>
        `'${i === 0 ? opening : ','}"${name}":' || ${jsonValueSql[kind](expression)}`,
    )
    .join(' || ')
    .concat(` || '${closing}'`);

/** The contract's `BoardingType`, in the order of its GTFS numbers (0 to 3, as stop_times keeps them). */
export const BOARDING_TYPES = ['REGULAR', 'NONE', 'PHONE_AGENCY', 'COORDINATE_WITH_DRIVER'] as const;
export type BoardingType = (typeof BOARDING_TYPES)[number];

/** A stop time's `pickup_type` or `drop_off_type` (GTFS 0 to 3) as the contract's `BoardingType`. */
const BOARDING_SQL = (e: string) => `(ARRAY[${BOARDING_TYPES.map((t) => `'${t}'`).join(', ')}])[${e} + 1]`;

const CALL_JSON_HEAD = callJsonSql(
  [
    ['scheduleId', 's.schedule_id', 'id'],
    ['scheduleCode', 's.schedule_code', 'text'],
    ['lineId', 's.line_id', 'id'],
    ['lineCode', 's.line_code', 'text'],
    ['lineName', 's.line_name', 'text'],
    ['lineStatus', 's.line_status', 'id'],
    ['destinationId', 's.destination_id', 'id'],
    ['destinationName', 's.destination_name', 'text'],
    ['stationId', 's.station_id', 'id'],
    ['bayId', 's.bay_id', 'id'],
    ['bayCode', 's.bay_code', 'text'],
  ],
  '{',
  ',"originServiceDate":',
);

const CALL_JSON_TAIL = callJsonSql(
  [
    ['dayOffset', 's.announced_day_offset', 'number'],
    ['arrivalDayOffset', 'CASE WHEN s.arrival_minute IS NULL THEN NULL ELSE s.day_offset END', 'number'],
    [
      'departureDayOffset',
      'CASE WHEN s.departure_minute IS NULL THEN NULL ELSE coalesce(s.departure_day_offset, s.day_offset) END',
      'number',
    ],
    ['sequence', 's.sequence', 'number'],
    ['isOrigin', 's.sequence = 1', 'boolean'],
    ['isTerminus', 's.sequence = s.last_sequence', 'boolean'],
    ['pickupType', BOARDING_SQL('s.pickup_type'), 'id'],
    ['dropOffType', BOARDING_SQL('s.drop_off_type'), 'id'],
    ['arrivalTime', SQL_TIME('s.arrival_minute', 's.arrival_second'), 'id'],
    ['departureTime', SQL_TIME('s.departure_minute', 's.departure_second'), 'id'],
    ['announcedTime', SQL_TIME('s.announced_minute', 's.announced_second'), 'id'],
    ['scheduledTime', SQL_TIME('s.announced_minute', 's.announced_second'), 'id'],
    ['announcedDayOffset', 's.announced_day_offset', 'number'],
    ['scheduledBayId', 's.bay_id', 'id'],
    ['callStatus', "'ON_TIME'", 'id'],
    ['dayOfChange', 'NULL', 'json'],
  ],
  ',',
  '}',
);

export interface StoredCall {
  stationId: string;
  bayId: string | null;
  dayOffset: number;
  /** The departure's day offset when it differs from `dayOffset`, else null. */
  departureDayOffset: number | null;
  arrivalMinute: number | null;
  departureMinute: number | null;
  /** The second of the arrival's and of the departure's minute (0 when kept to the minute). */
  arrivalSecond: number;
  departureSecond: number;
  /** `pickup_type` and `drop_off_type` as GTFS numbers them (0 regular, 1 none, 2 phone, 3 driver). */
  pickupType: number;
  dropOffType: number;
}

export interface ServiceDays {
  validFrom: string;
  validTo: string;
  daysOfWeek: DayOfWeek[];
  calendarId: string | null;
}

interface ScheduleRow {
  id: string;
  code: string;
  line_id: string;
  itinerary_id: string;
  active_revision: number | null;
  draft_revision: number | null;
  wheelchair_accessible: Schedule['wheelchairAccessible'];
  bikes_allowed: Schedule['bikesAllowed'];
  created_at: Date;
  updated_at: Date;
}

interface RevisionRow {
  id: string;
  schedule_id: string;
  revision: number;
  status: ScheduleRevision['status'];
  valid_from: string;
  valid_to: string;
  days_of_week: number[];
  calendar_id: string | null;
  call_count: number;
  activated_at: Date | null;
  activated_by: string | null;
  retroactive: boolean;
  created_at: Date;
  created_by: string;
}

interface ExceptionRow {
  id: string;
  schedule_id: string;
  service_date: string;
  kind: ScheduleException['type'];
  reason: string;
  created_at: Date;
  created_by: string;
}

interface StopTimeRow {
  revision_id: string;
  sequence: number;
  station_id: string;
  bay_id: string | null;
  day_offset: number;
  departure_day_offset: number | null;
  arrival_minute: number | null;
  departure_minute: number | null;
  arrival_second: number;
  departure_second: number;
  timepoint: boolean;
  pickup_type: number;
  drop_off_type: number;
}

/** A stop time's `pickup_type` or `drop_off_type`, as GTFS numbers them, by the contract's name. */
const BOARDING: readonly BoardingType[] = BOARDING_TYPES;

/**
 * The schedule with the numbers of its revisions: the ACTIVE one serving `:today`, else the next
 * to start, else the last to end; and the DRAFT one.
 */
const SCHEDULE_SELECT = `
  s.id, s.code, s.line_id, s.itinerary_id, s.wheelchair_accessible, s.bikes_allowed, s.created_at, s.updated_at,
  (SELECT revision FROM schedule_revisions r WHERE r.schedule_id = s.id AND r.status = 'ACTIVE'
   ORDER BY CASE WHEN :today::date BETWEEN r.valid_from AND r.valid_to THEN 0
                 WHEN r.valid_from > :today::date THEN 1 ELSE 2 END,
            CASE WHEN r.valid_from > :today::date THEN r.valid_from END, r.valid_to DESC
   LIMIT 1) AS active_revision,
  (SELECT revision FROM schedule_revisions r WHERE r.schedule_id = s.id AND r.status = 'DRAFT') AS draft_revision`;

function toSchedule(row: ScheduleRow): Schedule {
  return {
    id: row.id,
    code: row.code,
    lineId: row.line_id,
    itineraryId: row.itinerary_id,
    status: row.active_revision === null ? 'DRAFT' : 'ACTIVE',
    activeRevision: row.active_revision,
    draftRevision: row.draft_revision,
    wheelchairAccessible: row.wheelchair_accessible,
    bikesAllowed: row.bikes_allowed,
    ...auditFields(row),
  };
}

function toRevision(row: RevisionRow): ScheduleRevision {
  return {
    id: row.id,
    scheduleId: row.schedule_id,
    revision: row.revision,
    status: row.status,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    daysOfWeek: row.days_of_week.map(dayName),
    calendarId: row.calendar_id,
    callCount: row.call_count,
    activatedAt: isoTimestamp(row.activated_at),
    activatedBy: row.activated_by,
    retroactive: row.retroactive,
    createdAt: isoTimestamp(row.created_at) as string,
    createdBy: row.created_by,
  };
}

function toException(row: ExceptionRow): ScheduleException {
  return {
    id: row.id,
    scheduleId: row.schedule_id,
    date: row.service_date,
    type: row.kind,
    reason: row.reason,
    createdAt: isoTimestamp(row.created_at) as string,
    createdBy: row.created_by,
  };
}

const REVISION_COLUMNS = [
  'r.id',
  'r.schedule_id',
  'r.revision',
  'r.status',
  'r.valid_from',
  'r.valid_to',
  'r.days_of_week',
  'r.calendar_id',
  'r.activated_at',
  'r.activated_by',
  'r.retroactive',
  'r.created_at',
  'r.created_by',
];

/** Names of the columns of SCHEDULE_SELECT. */
const SCHEDULE_COLUMNS = [
  'id',
  'code',
  'line_id',
  'itinerary_id',
  'wheelchair_accessible',
  'bikes_allowed',
  'created_at',
  'updated_at',
  'active_revision',
  'draft_revision',
];

const EXCEPTION_COLUMNS = ['id', 'schedule_id', 'service_date', 'kind', 'reason', 'created_at', 'created_by'];

/**
 * The station calls of a date as the timetable gives them, in the answer's order: each call's
 * JSON text (a call of the answer with no day-of change applied), its trip (schedule and origin
 * day) and its second on the date (after its midnight).
 */
export interface ComputedStationCalls {
  serviceDate: string;
  calls: { json: string; scheduleId: string; origin: string; second: number }[];
}

/**
 * A call at a station of any revision's stop times, whatever the date (ADR 0040): its JSON text
 * without the origin day (`head` + the origin day as a JSON string + `tail` make the call of the
 * answer), and what deciding whether it is called on a date needs. Kept per station in the
 * answer's order: the order does not depend on the date.
 */
export interface StationCallCandidate {
  /**
   * The stop time: `<revision id>|<sequence, 10 digits>` (a loop calls at a station twice: the
   * sequence, not the station, names the call). Its text orders as the revision, then the
   * sequence.
   */
  key: string;
  scheduleId: string;
  /** Days from the trip's origin day to the call's announced moment (0 to 7). */
  dayOffset: number;
  /** Second of the announced moment on its day (after its midnight). */
  second: number;
  /** What the answer is ordered by after the second (`compareCandidates`). */
  lineCode: string;
  scheduleCode: string;
  head: string;
  tail: string;
}

/** A call of a trip's timetable, with what day-of changes check against. */
export interface TripStopTime {
  sequence: number;
  stationId: string;
  stationCode: string;
  stationAreaId: string | null;
  /** Whether the station's area has ACTIVE bays (a GTFS export makes the station a parent then). */
  stationHasBays: boolean;
  bayId: string | null;
  bayCode: string | null;
  /** The day offset of the arrival, and of the departure (each when the call has it). */
  arrivalDayOffset: number;
  departureDayOffset: number;
  arrivalTime: string | null;
  departureTime: string | null;
}

/**
 * The revision a trip runs on a day: its number, how many ACTIVE ones the schedule has, and its
 * line's code (null when the line is RETIRED).
 */
export interface TripRevision {
  revision: number;
  revisions: number;
  lineCode: string | null;
}

interface TripStopTimeRow {
  sequence: number;
  station_id: string;
  station_code: string;
  station_area_id: string | null;
  station_has_bays: boolean;
  bay_id: string | null;
  bay_code: string | null;
  day_offset: number;
  departure_day_offset: number | null;
  arrival_minute: number | null;
  departure_minute: number | null;
  arrival_second: number;
  departure_second: number;
}

/**
 * The order of a schedule's ACTIVE revisions `o` by how near they are to the origin day `day`:
 * the one whose period contains it, else the nearest period, the later one at equal distance.
 */
const nearestRevisionOrder = (o: string, day: string) =>
  `CASE WHEN ${day} BETWEEN ${o}.valid_from AND ${o}.valid_to THEN 0 ELSE 1 END,
   CASE WHEN ${o}.valid_to < ${day} THEN ${day} - ${o}.valid_to ELSE ${o}.valid_from - ${day} END,
   ${o}.valid_from DESC`;

/**
 * Whether the trip of an ACTIVE revision runs on an origin day: the one rule of the station
 * calls and of the day-of changes' check. `revision`: the alias whose columns are the
 * revision's (`schedule_id`, `valid_from`, `valid_to`, `calendar_id`, `days_of_week`), and
 * `revisionId` its id; `exception`: the kind of the schedule's exception in force that day (null
 * without one); `calendarRuns`: whether the revision's calendar runs that day. A REMOVED day
 * never runs; within the revision's period, an ADDED day, or a day of its calendar (of its days
 * of the week without one), runs; an ADDED day outside every period is served by the nearest
 * ACTIVE revision (`nearestRevisionOrder`). Never null.
 */
function tripRunsSql(on: {
  revision: string;
  revisionId: string;
  day: string;
  exception: string;
  calendarRuns: string;
}): string {
  const { revision: r, day, exception } = on;
  return `coalesce(CASE
    WHEN ${exception} = 'REMOVED' THEN false
    WHEN ${day} BETWEEN ${r}.valid_from AND ${r}.valid_to THEN
      ${exception} = 'ADDED' OR CASE
        WHEN ${r}.calendar_id IS NULL THEN ${r}.days_of_week @> ARRAY[extract(isodow FROM ${day})::smallint]
        ELSE ${on.calendarRuns}
      END
    WHEN ${exception} = 'ADDED' THEN ${on.revisionId} = (
      SELECT o.id FROM schedule_revisions o
      WHERE o.schedule_id = ${r}.schedule_id AND o.status = 'ACTIVE'
      ORDER BY ${nearestRevisionOrder('o', day)}
      LIMIT 1)
    ELSE false
  END, false)`;
}

export function createScheduleRepository(db: Database, clock: Clock) {
  const scheduleSelect = (trx: Knex.Transaction | Database) =>
    trx.raw(SCHEDULE_SELECT, { today: clock.today() });
  const revisionQuery = (trx: Knex.Transaction | Database) =>
    trx('schedule_revisions as r').select(...REVISION_COLUMNS, 'r.call_count');

  /** Records that `actor` changed the schedule now (its revisions or their stop times). */
  async function touch(trx: Knex.Transaction, scheduleId: string, actor: string): Promise<void> {
    await trx('schedules').where({ id: scheduleId }).update({ updated_at: trx.fn.now(), updated_by: actor });
  }

  return {
    async insert(
      trx: Knex.Transaction,
      input: { code: string; lineId: string; itineraryId: string },
      actor: string,
    ): Promise<string> {
      return insertReturningId(trx, 'schedules', {
        code: input.code,
        line_id: input.lineId,
        itinerary_id: input.itineraryId,
        created_by: actor,
        updated_by: actor,
      });
    },

    async insertRevision(
      trx: Knex.Transaction,
      scheduleId: string,
      revision: number,
      days: ServiceDays,
      actor: string,
    ): Promise<string> {
      return insertReturningId(trx, 'schedule_revisions', {
        schedule_id: scheduleId,
        revision,
        valid_from: days.validFrom,
        valid_to: days.validTo,
        days_of_week: days.daysOfWeek.map(dayNumber).sort(),
        calendar_id: days.calendarId,
        created_by: actor,
        updated_by: actor,
      });
    },

    async findById(id: string, trx: Knex.Transaction | Database = db): Promise<Schedule | undefined> {
      const row = await trx('schedules as s').select(scheduleSelect(trx)).where('s.id', id).first();
      return row ? toSchedule(row) : undefined;
    },

    /** Locks the schedule row: every change of its revisions and stop times goes through it. */
    async lock(trx: Knex.Transaction, id: string): Promise<Schedule | undefined> {
      const locked = await trx('schedules').select('id').where({ id }).forUpdate().first();
      return locked ? this.findById(id, trx) : undefined;
    },

    async search(
      criteria: { search?: string; lineId?: string; status?: Schedule['status'] },
      request: PageRequest,
    ): Promise<{ rows: Schedule[]; total: number }> {
      // The revisions are computed columns: the schedules are read as a derived table `s`.
      const query = () => {
        const q = db('schedules as s');
        if (criteria.search) whereTextMatches(q, criteria.search, 's.code');
        if (criteria.lineId) q.where('s.line_id', criteria.lineId);
        if (criteria.status) {
          const active = db('schedule_revisions as r')
            .select(db.raw('1'))
            .whereRaw('r.schedule_id = s.id')
            .where('r.status', 'ACTIVE');
          if (criteria.status === 'ACTIVE') q.whereExists(active);
          else q.whereNotExists(active);
        }
        return db.from(q.select(scheduleSelect(db)).as('s'));
      };
      const { rows, total } = await searchPage<ScheduleRow>(db, {
        filtered: query,
        columns: SCHEDULE_COLUMNS,
        order: SORT_ORDERS.codeAsc,
        page: request,
      });
      return { rows: rows.map(toSchedule), total };
    },

    async revision(
      trx: Knex.Transaction | Database,
      scheduleId: string,
      which: { status: 'DRAFT' | 'ACTIVE' } | { revision: number },
    ): Promise<ScheduleRevision | undefined> {
      const row = await revisionQuery(trx)
        .where('r.schedule_id', scheduleId)
        .where('status' in which ? { 'r.status': which.status } : { 'r.revision': which.revision })
        .first();
      return row ? toRevision(row) : undefined;
    },

    async latestRevision(trx: Knex.Transaction, scheduleId: string): Promise<ScheduleRevision> {
      const row = await revisionQuery(trx)
        .where('r.schedule_id', scheduleId)
        .orderBy('r.revision', 'desc')
        .first();
      return toRevision(row);
    },

    async listRevisions(scheduleId: string, request: PageRequest) {
      const { rows, total } = await searchPage<RevisionRow>(db, {
        filtered: () => db('schedule_revisions as r').where('r.schedule_id', scheduleId),
        columns: [...REVISION_COLUMNS, 'r.call_count'],
        order: [{ column: 'revision', order: 'desc' }],
        page: request,
      });
      return { rows: rows.map(toRevision), total };
    },

    /** The first ACTIVE revision of the schedule whose period overlaps `period`. */
    async activeOverlapping(
      trx: Knex.Transaction,
      scheduleId: string,
      period: { validFrom: string; validTo: string },
    ): Promise<ScheduleRevision | undefined> {
      const row = await revisionQuery(trx)
        .where({ 'r.schedule_id': scheduleId, 'r.status': 'ACTIVE' })
        .where('r.valid_from', '<=', period.validTo)
        .where('r.valid_to', '>=', period.validFrom)
        .orderBy('r.valid_from')
        .first();
      return row ? toRevision(row) : undefined;
    },

    /** Publishes the revision for its period; the other ACTIVE ones keep theirs. */
    async activate(
      trx: Knex.Transaction,
      scheduleId: string,
      revisionId: string,
      actor: string,
      retroactive = false,
    ): Promise<void> {
      await trx('schedule_revisions').where({ id: revisionId }).update({
        status: 'ACTIVE',
        retroactive,
        activated_at: trx.fn.now(),
        activated_by: actor,
        updated_at: trx.fn.now(),
        updated_by: actor,
      });
      await touch(trx, scheduleId, actor);
    },

    async withdraw(
      trx: Knex.Transaction,
      scheduleId: string,
      revisionId: string,
      actor: string,
    ): Promise<void> {
      await trx('schedule_revisions').where({ id: revisionId }).update({
        status: 'WITHDRAWN',
        withdrawn_at: trx.fn.now(),
        withdrawn_by: actor,
        updated_at: trx.fn.now(),
        updated_by: actor,
      });
      await touch(trx, scheduleId, actor);
    },

    touch,

    async replaceStopTimes(trx: Knex.Transaction, revisionId: string, calls: StoredCall[]): Promise<void> {
      await trx('stop_times').where({ revision_id: revisionId }).delete();
      await trx('schedule_revisions').where({ id: revisionId }).update({ call_count: calls.length });
      await trx('stop_times').insert(
        calls.map((call, index) => ({
          revision_id: revisionId,
          sequence: index + 1,
          station_id: call.stationId,
          bay_id: call.bayId,
          day_offset: call.dayOffset,
          departure_day_offset: call.departureDayOffset,
          arrival_minute: call.arrivalMinute,
          departure_minute: call.departureMinute,
          arrival_second: call.arrivalSecond,
          departure_second: call.departureSecond,
          pickup_type: call.pickupType,
          drop_off_type: call.dropOffType,
        })),
      );
    },

    async copyStopTimes(trx: Knex.Transaction, fromRevisionId: string, toRevisionId: string): Promise<void> {
      await trx.raw(
        `INSERT INTO stop_times (revision_id, sequence, station_id, bay_id, day_offset, departure_day_offset,
                                 arrival_minute, departure_minute, arrival_second, departure_second, timepoint,
                                 pickup_type, drop_off_type)
         SELECT ?, sequence, station_id, bay_id, day_offset, departure_day_offset,
                arrival_minute, departure_minute, arrival_second, departure_second, timepoint,
                pickup_type, drop_off_type
         FROM stop_times WHERE revision_id = ?`,
        [toRevisionId, fromRevisionId],
      );
      await trx.raw(
        'UPDATE schedule_revisions SET call_count = (SELECT call_count FROM schedule_revisions WHERE id = ?) WHERE id = ?',
        [fromRevisionId, toRevisionId],
      );
    },

    async stopTimes(revisionId: string): Promise<StopTime[]> {
      const rows = await db('stop_times').where({ revision_id: revisionId }).orderBy('sequence');
      return (rows as StopTimeRow[]).map((row) => ({
        sequence: row.sequence,
        stopId: row.station_id,
        dayOffset: row.day_offset,
        departureDayOffset: row.departure_day_offset ?? row.day_offset,
        arrivalTime: timeOfDay(row.arrival_minute, row.arrival_second),
        departureTime: timeOfDay(row.departure_minute, row.departure_second),
        bayId: row.bay_id,
        timepoint: row.timepoint,
        pickupType: BOARDING[row.pickup_type] ?? 'REGULAR',
        dropOffType: BOARDING[row.drop_off_type] ?? 'REGULAR',
      }));
    },

    async insertException(
      trx: Knex.Transaction,
      scheduleId: string,
      input: { date: string; type: ScheduleException['type']; reason: string },
      actor: string,
    ): Promise<string> {
      return insertReturningId(trx, 'schedule_exceptions', {
        schedule_id: scheduleId,
        service_date: input.date,
        kind: input.type,
        reason: input.reason,
        created_by: actor,
      });
    },

    async listExceptions(scheduleId: string, range: { from?: string; to?: string }, request: PageRequest) {
      const { rows, total } = await searchPage<ExceptionRow>(db, {
        filtered: () => {
          const q = db('schedule_exceptions').where({ schedule_id: scheduleId }).whereNull('removed_at');
          if (range.from) q.where('service_date', '>=', range.from);
          if (range.to) q.where('service_date', '<=', range.to);
          return q;
        },
        columns: EXCEPTION_COLUMNS,
        order: [{ column: 'service_date', order: 'asc' }],
        page: request,
      });
      return { rows: rows.map(toException), total };
    },

    /** Withdraws an exception in force; false when the schedule has none with that id. */
    /** The date of an exception in force of the schedule; undefined when there is none. */
    async exceptionDate(trx: Knex.Transaction, scheduleId: string, id: string): Promise<string | undefined> {
      const row = (await trx('schedule_exceptions')
        .where({ id, schedule_id: scheduleId })
        .whereNull('removed_at')
        .first(trx.raw("to_char(service_date, 'YYYY-MM-DD') AS date"))) as { date: string } | undefined;
      return row?.date;
    },

    async removeException(
      trx: Knex.Transaction,
      scheduleId: string,
      id: string,
      actor: string,
    ): Promise<boolean> {
      const removed = await trx('schedule_exceptions')
        .where({ id, schedule_id: scheduleId })
        .whereNull('removed_at')
        .update({ removed_at: trx.fn.now(), removed_by: actor });
      return removed > 0;
    },

    /**
     * Whether the schedule's trip runs on the origin day `serviceDate` (the rule of the station
     * calls below), and the calls of the ACTIVE revision serving that day with their stations' codes and areas.
     */
    async tripOn(
      scheduleId: string,
      serviceDate: string,
      trx: Knex.Transaction | Database = db,
    ): Promise<{ runs: boolean; calls: TripStopTime[]; revision?: TripRevision }> {
      // The revision serving the origin day, by the rule of the station calls; when none does,
      // the nearest one (whose calls the changes recorded when it ran still refer to).
      const { rows } = await trx.raw(
        `WITH d AS (SELECT ?::date AS day)
         SELECT r.id, r.revision, count(*) OVER () AS revisions,
                (SELECT l.code FROM schedules s JOIN lines l ON l.id = s.line_id
                 WHERE s.id = r.schedule_id AND l.status <> 'RETIRED') AS line_code,
                ${tripRunsSql({
                  revision: 'r',
                  revisionId: 'r.id',
                  day: 'd.day',
                  exception: 'e.kind',
                  calendarRuns: `(${calendarDaySql('k', 'd.day')}) IS NOT NULL`,
                })} AS runs
         FROM schedule_revisions r
         CROSS JOIN d
         LEFT JOIN service_calendars k ON k.id = r.calendar_id
         LEFT JOIN schedule_exceptions e
           ON e.schedule_id = r.schedule_id AND e.service_date = d.day AND e.removed_at IS NULL
         WHERE r.schedule_id = ? AND r.status = 'ACTIVE'
         ORDER BY runs DESC, ${nearestRevisionOrder('r', 'd.day')}
         LIMIT 1`,
        [serviceDate, scheduleId],
      );
      const revision = rows[0] as
        | { id: string; runs: boolean; revision: number; revisions: string; line_code: string | null }
        | undefined;
      if (!revision) return { runs: false, calls: [] };
      const calls = await trx('stop_times as t')
        .join('stations as st', 'st.id', 't.station_id')
        .leftJoin('bays as b', 'b.id', 't.bay_id')
        .where('t.revision_id', revision.id)
        .orderBy('t.sequence')
        .select(
          't.sequence',
          't.station_id',
          'st.code as station_code',
          'st.station_area_id',
          trx.raw(
            `EXISTS (SELECT 1 FROM bays a WHERE a.station_area_id = st.station_area_id AND a.status = 'ACTIVE') AS station_has_bays`,
          ),
          't.bay_id',
          'b.code as bay_code',
          't.day_offset',
          't.departure_day_offset',
          't.arrival_minute',
          't.departure_minute',
          't.arrival_second',
          't.departure_second',
        );
      return {
        runs: revision.runs,
        revision: {
          revision: revision.revision,
          revisions: Number(revision.revisions),
          lineCode: revision.line_code,
        },
        calls: (calls as TripStopTimeRow[]).map((row) => ({
          sequence: row.sequence,
          stationId: row.station_id,
          stationCode: row.station_code,
          stationAreaId: row.station_area_id,
          stationHasBays: row.station_has_bays,
          bayId: row.bay_id,
          bayCode: row.bay_code,
          arrivalDayOffset: row.day_offset,
          departureDayOffset: row.departure_day_offset ?? row.day_offset,
          arrivalTime: timeOfDay(row.arrival_minute, row.arrival_second),
          departureTime: timeOfDay(row.departure_minute, row.departure_second),
        })),
      };
    },

    /**
     * What names the station calls of `serviceDate` at a station, or at every station of a
     * station area, read in one statement (prepared once per connection: every board's recheck
     * asks it): undefined when the station or area is unknown, else its stations, the timetable
     * version (moved by every write to what station calls read) and the version of the day-of
     * changes at those stations (moved by every write to a change of a trip calling at one of
     * them, on that date or on one of the seven before: the origin days of the date's calls),
     * and the version of the stations' candidate calls (moved by the writes to what those read,
     * a subset of the timetable's: `stationCallCandidates`). A station moved to another area
     * moves the timetable version, so the two name the answer.
     */
    async stationCallsVersion(
      target: { stationId: string } | { stationAreaId: string },
      serviceDate: string,
    ): Promise<
      | { stationIds: string[]; timetableVersion: number; callsVersion: number; dayOfVersion: number }
      | undefined
    > {
      const byArea = 'stationAreaId' in target;
      const [row] = await queryPrepared<{
        found: boolean;
        station_ids: string[];
        timetable_version: number;
        calls_version: number;
        day_of_version: number;
      }>(db, {
        sql: `WITH target AS (SELECT id FROM stations WHERE ${byArea ? 'station_area_id' : 'id'} = $1::uuid)
              SELECT EXISTS (SELECT 1 FROM ${byArea ? 'station_areas' : 'stations'} WHERE id = $1::uuid) AS found,
                     ARRAY(SELECT id FROM target ORDER BY id) AS station_ids,
                     t.version AS timetable_version, t.calls_version,
                     (SELECT coalesce(max(v.version), 0) FROM day_of_station_versions v
                       WHERE v.station_id IN (SELECT id FROM target)
                         AND v.service_date BETWEEN $2::date - 7 AND $2::date) AS day_of_version
              FROM timetable_version t`,
        bindings: [byArea ? target.stationAreaId : target.stationId, serviceDate],
      });
      if (!row?.found) return undefined;
      return {
        stationIds: row.station_ids,
        timetableVersion: Number(row.timetable_version),
        callsVersion: Number(row.calls_version),
        dayOfVersion: Number(row.day_of_version),
      };
    },

    /**
     * The timetable version and each area's day-of version on `serviceDate` (as
     * `stationCallsVersion` reads them for one area), for many station areas in one statement:
     * a reader keeping many areas' calls asks once which of them moved. An area the registry
     * does not know has no row.
     */
    async stationAreaCallsVersions(
      stationAreaIds: string[],
      serviceDate: string,
    ): Promise<Map<string, { timetableVersion: number; dayOfVersion: number }>> {
      const rows = await queryPrepared<{
        station_area_id: string;
        timetable_version: number;
        day_of_version: number;
      }>(db, {
        // The stations joined first and the day-of versions by their key: a subquery per area
        // was planned as a scan of every station per version row (3.5 million rows read in 10 s
        // at the boards bench's 200 areas, about one question a second).
        sql: `SELECT a.id AS station_area_id, t.version AS timetable_version,
                     coalesce(max(v.version), 0) AS day_of_version
              FROM station_areas a CROSS JOIN timetable_version t
              LEFT JOIN stations s ON s.station_area_id = a.id
              LEFT JOIN day_of_station_versions v
                ON v.station_id = s.id AND v.service_date BETWEEN $2::date - 7 AND $2::date
              WHERE a.id = ANY ($1::uuid[])
              GROUP BY a.id, t.version`,
        bindings: [stationAreaIds, serviceDate],
      });
      return new Map(
        rows.map((row) => [
          row.station_area_id,
          { timetableVersion: Number(row.timetable_version), dayOfVersion: Number(row.day_of_version) },
        ]),
      );
    },

    /**
     * A station's candidate calls (`StationCallCandidate`: every call at the stations, of any
     * revision whatever its status and period, with its JSON text around the origin day, in the
     * answer's order), read from one snapshot with the calls version it shows. With `since` (the
     * version of candidates kept), only those of the schedules the moves of the calls version
     * since then changed (`changed`: the station_call_changes migration, ADR 0044), when every
     * move since is recorded and none changed any schedule; otherwise every candidate. One
     * snapshot (REPEATABLE READ, on one connection: of the primary or of one replica), so that
     * what is read is exactly as new as the version it is kept at.
     *
     * What the candidates read moves the calls version; the service days do not, so that a
     * calendar change leaves them as they are. Ordered as the answer: by announced second, line
     * code, schedule code (both character by character, whatever the database's locale:
     * `compareCandidates` orders the same) and schedule, then by stop time.
     */
    async stationCallCandidates(
      stationIds: string[],
      since?: number,
    ): Promise<{ version: number; changed?: string[]; candidates: StationCallCandidate[] }> {
      return db.transaction(async (trx) => {
        await trx.raw('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
        const [state] = (
          await trx.raw(
            `SELECT t.calls_version AS version, c.moves, c.everything, c.schedule_ids
             FROM timetable_version t
             LEFT JOIN LATERAL (
               SELECT count(*)::int AS moves, coalesce(bool_or(x.schedule_ids IS NULL), false) AS everything,
                      ARRAY(SELECT DISTINCT id FROM station_call_changes y, unnest(y.schedule_ids) AS id
                            WHERE y.calls_version > :since::bigint AND y.calls_version <= t.calls_version) AS schedule_ids
               FROM station_call_changes x
               WHERE x.calls_version > :since::bigint AND x.calls_version <= t.calls_version
             ) c ON :since::bigint IS NOT NULL`,
            { since: since ?? null },
          )
        ).rows as {
          version: string;
          moves: number | null;
          everything: boolean | null;
          schedule_ids: string[] | null;
        }[];
        const version = Number(state?.version ?? 0);
        const changed =
          since !== undefined && state?.moves === version - since && !state.everything
            ? (state.schedule_ids ?? [])
            : undefined;
        if (changed?.length === 0) return { version, changed, candidates: [] };
        // Postgres writes the JSON: 11,000 candidates make several megabytes of text, and parsing
        // rows into objects and serialising them in Node costs more than the query.
        const { rows } = await trx.raw(
          `
        WITH candidates AS (
          SELECT t.revision_id, t.sequence, t.station_id, t.bay_id, t.day_offset, t.departure_day_offset,
                 t.announced_day_offset, t.arrival_minute, t.departure_minute, t.announced_minute,
                 t.arrival_second, t.departure_second, t.announced_second, t.pickup_type, t.drop_off_type,
                 r.schedule_id, r.call_count AS last_sequence, s.code AS schedule_code,
                 l.id AS line_id, l.code AS line_code, l.name AS line_name, l.status AS line_status,
                 d.id AS destination_id, d.name AS destination_name, b.code AS bay_code
          FROM stop_times t
          JOIN schedule_revisions r ON r.id = t.revision_id
          JOIN schedules s ON s.id = r.schedule_id
          JOIN lines l ON l.id = s.line_id AND l.status <> 'RETIRED'
          JOIN itineraries i ON i.id = s.itinerary_id
          JOIN destinations d ON d.id = i.destination_id
          LEFT JOIN bays b ON b.id = t.bay_id
          WHERE t.station_id = ANY(:stationIds::uuid[]) ${asKnownCalls()}
            ${changed ? 'AND r.schedule_id = ANY(:scheduleIds::uuid[])' : ''}
        )
        SELECT ${CALL_KEY('s')} AS key, s.schedule_id AS "scheduleId",
               s.announced_day_offset AS "dayOffset", s.announced_minute * 60 + s.announced_second AS second,
               s.line_code AS "lineCode", s.schedule_code AS "scheduleCode",
               ${CALL_JSON_HEAD} AS head, ${CALL_JSON_TAIL} AS tail
        FROM candidates s
        ORDER BY s.announced_minute, s.announced_second, s.line_code COLLATE "C", s.schedule_code COLLATE "C", s.schedule_id,
                 s.revision_id, s.sequence
        `,
          changed ? { stationIds, scheduleIds: changed } : { stationIds },
        );
        return { version, changed, candidates: rows as StationCallCandidate[] };
      });
    },

    /**
     * Which calls at the stations are called on `serviceDate` (their candidates' `key`s). A call is
     * listed on the day of its announced moment: announced `announced_day_offset` days after
     * its origin day, it belongs to the service whose origin day is serviceDate minus that
     * offset. The origin day is served by the ACTIVE revision whose period contains it, when the
     * revision's calendar runs that day (or, without a calendar, on its days of the week); an
     * exception of the schedule REMOVES the day or ADDS it (outside every period, with the
     * nearest ACTIVE revision). The stop_times station index finds the calls; the small tables
     * join by hash; the calendars of those calls are evaluated once per possible origin day
     * (eight). Nothing of the answer's text is read here (`stationCallCandidates`).
     */
    async servedStationCalls(stationIds: string[], serviceDate: string): Promise<Set<string>> {
      const { rows } = await db.raw(
        `
        WITH calls AS (
          SELECT t.revision_id, t.sequence, (:serviceDate::date - t.announced_day_offset) AS origin
          FROM stop_times t
          WHERE t.station_id = ANY(:stationIds::uuid[]) ${asKnownCalls()}
        ),
        dated AS MATERIALIZED (
          SELECT c.*, r.schedule_id, r.calendar_id, r.days_of_week, r.valid_from, r.valid_to
          FROM calls c
          -- The revisions that can serve one of the eight origin days, picked before the join
          -- (half of a network's revisions, with two periods a year, and none of its drafts).
          JOIN schedule_revisions r ON r.id = c.revision_id AND r.status = 'ACTIVE'
            AND ((r.valid_from <= :serviceDate::date AND r.valid_to >= :serviceDate::date - 7)
                 OR r.schedule_id IN (SELECT x.schedule_id FROM schedule_exceptions x
                                      WHERE x.kind = 'ADDED' AND x.removed_at IS NULL
                                        AND x.service_date BETWEEN :serviceDate::date - 7 AND :serviceDate::date))
          -- Only the revisions that can serve the call's origin day: the one whose period holds
          -- it, or any when the schedule adds that day (served then by the nearest revision, as
          -- tripRunsSql decides). The others would be dropped by it.
          WHERE c.origin BETWEEN r.valid_from AND r.valid_to
             OR EXISTS (SELECT 1 FROM schedule_exceptions x
                        WHERE x.schedule_id = r.schedule_id AND x.service_date = c.origin
                          AND x.removed_at IS NULL AND x.kind = 'ADDED')
        ),
        calendar_days AS (
          SELECT k.id AS calendar_id, o.origin, (${calendarDaySql('k', 'o.origin')}) IS NOT NULL AS runs
          FROM service_calendars k
          -- Every origin day a call announced on the date can have: day offsets run from 0 to 7.
          CROSS JOIN (SELECT (:serviceDate::date - n) AS origin FROM generate_series(0, 7) AS n) o
          WHERE k.id IN (SELECT DISTINCT calendar_id FROM dated WHERE calendar_id IS NOT NULL)
        )
        SELECT string_agg(${CALL_KEY('c')}, ',') AS keys
        FROM dated c
        LEFT JOIN schedule_exceptions e
          ON e.schedule_id = c.schedule_id AND e.service_date = c.origin AND e.removed_at IS NULL
        LEFT JOIN calendar_days k ON k.calendar_id = c.calendar_id AND k.origin = c.origin
        WHERE ${tripRunsSql({
          revision: 'c',
          revisionId: 'c.revision_id',
          day: 'c.origin',
          exception: 'e.kind',
          calendarRuns: 'k.runs',
        })}
        `,
        { serviceDate, stationIds },
      );
      // One row of text: 5,000 rows of one key each cost the driver more than the split.
      const keys = (rows as { keys: string | null }[])[0]?.keys;
      return new Set(keys ? keys.split(',') : []);
    },
  };
}

export type ScheduleRepository = ReturnType<typeof createScheduleRepository>;
