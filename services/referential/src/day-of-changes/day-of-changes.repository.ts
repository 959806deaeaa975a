import type { Database, PageRequest } from '@transport/platform';
import { insertReturningId, isoTimestamp, searchPage, timeOfDay } from '@transport/platform';
import type { Knex } from 'knex';
import type { Schemas } from '../types.ts';
import type { DayOfChangeFact, DayOfChangeType } from './apply-day-of-changes.ts';

export type DayOfChange = Schemas['DayOfChange'];

/** A change to store: the delay already measured against the timetable. */
export interface NewDayOfChange {
  scheduleId: string;
  serviceDate: string;
  type: DayOfChangeType;
  sequence: number | null;
  announcedMinute: number | null;
  delayMinutes: number | null;
  onward: boolean | null;
  bayId: string | null;
  reason: string;
}

interface ChangeRow {
  id: string;
  schedule_id: string;
  service_date: string;
  kind: DayOfChangeType;
  sequence: number | null;
  announced_minute: number | null;
  delay_minutes: number | null;
  onward: boolean | null;
  bay_id: string | null;
  bay_code: string | null;
  reason: string;
  created_at: Date;
  created_by: string;
}

const COLUMNS = [
  'c.id',
  'c.schedule_id',
  'c.service_date',
  'c.kind',
  'c.sequence',
  'c.announced_minute',
  'c.delay_minutes',
  'c.onward',
  'c.bay_id',
  'c.reason',
  'c.created_at',
  'c.created_by',
];

function toChange(row: ChangeRow): DayOfChange {
  const minute = row.announced_minute;
  return {
    id: row.id,
    scheduleId: row.schedule_id,
    serviceDate: row.service_date,
    type: row.kind,
    sequence: row.sequence,
    announcedTime: minute === null ? null : timeOfDay(minute % 1440),
    announcedDayOffset: minute === null ? null : Math.floor(minute / 1440),
    delayMinutes: row.delay_minutes,
    onward: row.onward,
    bayId: row.bay_id,
    reason: row.reason,
    createdAt: isoTimestamp(row.created_at) as string,
    createdBy: row.created_by,
  };
}

function toFact(row: ChangeRow): DayOfChangeFact {
  return {
    id: row.id,
    scheduleId: row.schedule_id,
    serviceDate: row.service_date,
    type: row.kind,
    sequence: row.sequence,
    delayMinutes: row.delay_minutes,
    onward: row.onward,
    bayId: row.bay_id,
    bayCode: row.bay_code,
    reason: row.reason,
  };
}

export function createDayOfChangeRepository(db: Database) {
  /** The changes in force, with the code of the bay a bay change names. */
  const inForce = (trx: Knex.Transaction | Database) =>
    trx('day_of_changes as c')
      .leftJoin('bays as b', 'b.id', 'c.bay_id')
      .select(...COLUMNS, 'b.code as bay_code')
      .whereNull('c.withdrawn_at');

  return {
    async insert(trx: Knex.Transaction, change: NewDayOfChange, actor: string): Promise<string> {
      return insertReturningId(trx, 'day_of_changes', {
        schedule_id: change.scheduleId,
        service_date: change.serviceDate,
        kind: change.type,
        sequence: change.sequence,
        announced_minute: change.announcedMinute,
        delay_minutes: change.delayMinutes,
        onward: change.onward,
        bay_id: change.bayId,
        reason: change.reason,
        created_by: actor,
      });
    },

    /** Withdraws the changes in force matching `which`; answers how many. */
    async withdraw(
      trx: Knex.Transaction,
      which: {
        scheduleId: string;
        id?: string;
        serviceDate?: string;
        type?: DayOfChangeType;
        sequence?: number | null;
      },
      actor: string,
    ): Promise<number> {
      const q = trx('day_of_changes').where({ schedule_id: which.scheduleId }).whereNull('withdrawn_at');
      if (which.id) q.where({ id: which.id });
      if (which.serviceDate) q.where({ service_date: which.serviceDate });
      if (which.type) q.where({ kind: which.type });
      if (which.sequence !== undefined) {
        if (which.sequence === null) q.whereNull('sequence');
        else q.where({ sequence: which.sequence });
      }
      return q.update({ withdrawn_at: trx.fn.now(), withdrawn_by: actor });
    },

    /** The changes in force of one trip on one service date. */
    async ofTrip(trx: Knex.Transaction, scheduleId: string, serviceDate: string): Promise<DayOfChangeFact[]> {
      const rows = await inForce(trx).where({ 'c.schedule_id': scheduleId, 'c.service_date': serviceDate });
      return (rows as ChangeRow[]).map(toFact);
    },

    /** The changes in force on the service dates (every trip's). */
    async onDates(serviceDates: string[]): Promise<DayOfChangeFact[]> {
      if (serviceDates.length === 0) return [];
      const rows = await inForce(db)
        .whereIn('c.service_date', serviceDates)
        .orderBy(['c.service_date', 'c.schedule_id', 'c.sequence', 'c.kind']);
      return (rows as ChangeRow[]).map(toFact);
    },

    async list(scheduleId: string, range: { from?: string; to?: string }, request: PageRequest) {
      const { rows, total } = await searchPage<ChangeRow>(db, {
        filtered: () => {
          const q = db('day_of_changes as c').where('c.schedule_id', scheduleId).whereNull('c.withdrawn_at');
          if (range.from) q.where('c.service_date', '>=', range.from);
          if (range.to) q.where('c.service_date', '<=', range.to);
          return q;
        },
        columns: COLUMNS,
        order: [
          { column: 'service_date', order: 'asc' },
          { column: 'sequence', order: 'asc' },
          { column: 'created_at', order: 'asc' },
        ],
        page: request,
      });
      return { rows: rows.map(toChange), total };
    },
  };
}

export type DayOfChangeRepository = ReturnType<typeof createDayOfChangeRepository>;
