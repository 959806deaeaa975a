import type { Database, PageRequest } from '@transport/platform';
import {
  auditFields,
  insertReturningId,
  isoTimestamp,
  searchPage,
  SORT_ORDERS,
  whereTextMatches,
} from '@transport/platform';
import type { Knex } from 'knex';
import type { Schemas } from '../types.ts';
import { calendarDaySql } from './calendar-days.sql.ts';
import { dayName, dayNumber } from './days.ts';

export type Calendar = Schemas['Calendar'];
export type CalendarException = Schemas['CalendarException'];
export type CalendarServiceDay = Schemas['CalendarServiceDays']['days'][number];

interface CalendarRow {
  id: string;
  code: string;
  name: string;
  valid_from: string;
  valid_to: string;
  days_of_week: number[];
  created_at: Date;
  updated_at: Date;
}

interface ExceptionRow {
  id: string;
  calendar_id: string;
  kind: CalendarException['type'];
  dates: string[];
  runs_as_calendar_id: string | null;
  reason: string;
  created_at: Date;
  created_by: string;
}

const CALENDAR_COLUMNS = [
  'id',
  'code',
  'name',
  'valid_from',
  'valid_to',
  'days_of_week',
  'created_at',
  'updated_at',
];
const EXCEPTION_COLUMNS = [
  'id',
  'calendar_id',
  'kind',
  'dates',
  'runs_as_calendar_id',
  'reason',
  'created_at',
  'created_by',
];

function toCalendar(row: CalendarRow): Calendar {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    daysOfWeek: row.days_of_week.map(dayName),
    ...auditFields(row),
  };
}

function toException(row: ExceptionRow): CalendarException {
  return {
    id: row.id,
    calendarId: row.calendar_id,
    type: row.kind,
    dates: row.dates,
    runsAsCalendarId: row.runs_as_calendar_id,
    reason: row.reason,
    createdAt: isoTimestamp(row.created_at) as string,
    createdBy: row.created_by,
  };
}

export function createCalendarRepository(db: Database) {
  return {
    async insert(trx: Knex.Transaction, input: Schemas['CalendarCreate'], actor: string): Promise<string> {
      return insertReturningId(trx, 'service_calendars', {
        code: input.code,
        name: input.name,
        valid_from: input.validFrom,
        valid_to: input.validTo,
        days_of_week: input.daysOfWeek.map(dayNumber).sort(),
        created_by: actor,
        updated_by: actor,
      });
    },

    async findById(id: string, trx: Knex.Transaction | Database = db): Promise<Calendar | undefined> {
      const row = await trx('service_calendars').select(CALENDAR_COLUMNS).where({ id }).first();
      return row ? toCalendar(row) : undefined;
    },

    /** Locks the calendar row: its exceptions change under it. */
    async lock(trx: Knex.Transaction, id: string, mode: 'update' | 'share'): Promise<Calendar | undefined> {
      const q = trx('service_calendars').select(CALENDAR_COLUMNS).where({ id });
      const row = await (mode === 'update' ? q.forUpdate() : q.forShare()).first();
      return row ? toCalendar(row) : undefined;
    },

    async search(
      search: string | undefined,
      request: PageRequest,
    ): Promise<{ rows: Calendar[]; total: number }> {
      const { rows, total } = await searchPage<CalendarRow>(db, {
        filtered: () => {
          const q = db('service_calendars');
          if (search) whereTextMatches(q, search, 'code', 'name');
          return q;
        },
        columns: CALENDAR_COLUMNS,
        order: SORT_ORDERS.codeAsc,
        page: request,
      });
      return { rows: rows.map(toCalendar), total };
    },

    /** The dates among `dates` on which the calendar has an exception in force. */
    async exceptedDates(trx: Knex.Transaction, calendarId: string, dates: string[]): Promise<string[]> {
      const rows = await trx('calendar_exception_dates')
        .select(trx.raw("to_char(service_date, 'YYYY-MM-DD') AS date"))
        .where({ calendar_id: calendarId })
        .whereIn('service_date', dates)
        .orderBy('service_date');
      return (rows as { date: string }[]).map((r) => r.date);
    },

    async insertException(
      trx: Knex.Transaction,
      calendarId: string,
      input: Schemas['CalendarExceptionCreate'],
      actor: string,
    ): Promise<string> {
      const id = await insertReturningId(trx, 'calendar_exceptions', {
        calendar_id: calendarId,
        kind: input.type,
        runs_as_calendar_id: input.runsAsCalendarId ?? null,
        dates: [...input.dates].sort(),
        reason: input.reason,
        created_by: actor,
      });
      await trx('calendar_exception_dates').insert(
        input.dates.map((date) => ({
          exception_id: id,
          calendar_id: calendarId,
          service_date: date,
          kind: input.type,
          runs_as_calendar_id: input.runsAsCalendarId ?? null,
        })),
      );
      return id;
    },

    async listExceptions(calendarId: string, request: PageRequest) {
      const { rows, total } = await searchPage<ExceptionRow>(db, {
        // A derived table: date[] read as text[] keeps its elements YYYY-MM-DD, as the contract writes dates.
        filtered: () =>
          db.from(
            db('calendar_exceptions')
              .select(
                db.raw(
                  'id, calendar_id, kind, dates::text[] AS dates, runs_as_calendar_id, reason, created_at, created_by, dates[1] AS first_date',
                ),
              )
              .where({ calendar_id: calendarId })
              .whereNull('removed_at')
              .as('e'),
          ),
        columns: [...EXCEPTION_COLUMNS, 'first_date'],
        order: [
          { column: 'first_date', order: 'asc' },
          { column: 'id', order: 'asc' },
        ],
        page: request,
      });
      return { rows: rows.map(toException), total };
    },

    /** Withdraws an exception in force; false when the calendar has none with that id. */
    /** The first date of an exception in force of the calendar; undefined when there is none. */
    async firstExceptionDate(
      trx: Knex.Transaction,
      calendarId: string,
      id: string,
    ): Promise<string | undefined> {
      const row = (await trx('calendar_exceptions')
        .where({ id, calendar_id: calendarId })
        .whereNull('removed_at')
        .first(trx.raw("to_char((SELECT min(d) FROM unnest(dates) d), 'YYYY-MM-DD') AS date"))) as
        { date: string } | undefined;
      return row?.date;
    },

    async removeException(
      trx: Knex.Transaction,
      calendarId: string,
      id: string,
      actor: string,
    ): Promise<boolean> {
      const removed = await trx('calendar_exceptions')
        .where({ id, calendar_id: calendarId })
        .whereNull('removed_at')
        .update({ removed_at: trx.fn.now(), removed_by: actor });
      if (removed === 0) return false;
      await trx('calendar_exception_dates').where({ exception_id: id }).delete();
      return true;
    },

    async serviceDays(calendarId: string, from: string, to: string): Promise<CalendarServiceDay[]> {
      const { rows } = await db.raw(
        `SELECT to_char(d.day, 'YYYY-MM-DD') AS date, r.reason
         FROM service_calendars c
         CROSS JOIN generate_series(?::date, ?::date, interval '1 day') AS g(at)
         CROSS JOIN LATERAL (SELECT g.at::date AS day) d
         CROSS JOIN LATERAL (SELECT ${calendarDaySql('c', 'd.day')} AS reason) r
         WHERE c.id = ? AND r.reason IS NOT NULL
         ORDER BY d.day`,
        [from, to, calendarId],
      );
      return rows as CalendarServiceDay[];
    },
  };
}

export type CalendarRepository = ReturnType<typeof createCalendarRepository>;
