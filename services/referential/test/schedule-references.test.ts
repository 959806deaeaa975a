import { expect } from 'chai';
import type { Knex } from 'knex';
import type { TestService } from '@transport/platform/testing';
import { refusal, refusedAfterCommit } from './lock-races.ts';
import { startReferential, uniqueCode } from './fixtures.ts';
import {
  createCalendar,
  createLineWithItinerary,
  createSchedule,
  NETWORK_PERMISSIONS,
  TIMETABLE_PERIOD,
  type LineWithItinerary,
} from './network-fixtures.ts';

/** The statements of the races below, as they wait on a lock. */
const LOCKED_QUERIES = ['%INSERT INTO schedule_revisions%', 'DELETE FROM schedules%'];

const UNKNOWN = '00000000-0000-4000-8000-000000000002';

/**
 * The schedules' references (line, itinerary) and their revisions' (schedule, calendar) are
 * checked once per statement by triggers, not per row by declared foreign keys (ADR 0158): what
 * a writer sees is what a declared key gave, a deletion racing an insert included.
 */
describe('schedules and revisions name a line, itinerary, schedule and calendar that exist, checked once per statement (ADR 0158)', function () {
  // Two transactions wait for each other's locks, on a database shared with other tests.
  this.timeout(60_000);
  let service: TestService;
  let db: Knex;
  let line: LineWithItinerary;
  let scheduleId: string;
  let calendarId: string;

  before(async () => {
    service = await startReferential();
    db = service.built.deps.db;
    const officer = service.as(NETWORK_PERMISSIONS);
    line = await createLineWithItinerary(officer, 2);
    scheduleId = await createSchedule(officer, line);
    calendarId = await createCalendar(officer, ['MON', 'TUE']);
  });
  after(() => service?.close());

  /** A schedule of the line with no revision, so that only the revisions' check can keep it. */
  const bareSchedule = async (lineId = line.lineId, itineraryId = line.itineraryId): Promise<string> => {
    const { rows } = await db.raw(
      `INSERT INTO schedules (code, line_id, itinerary_id, created_by, updated_by)
       VALUES (?, ?, ?, 'test', 'test') RETURNING id`,
      [uniqueCode('RS'), lineId, itineraryId],
    );
    return rows[0].id;
  };
  /** A superseded revision numbered `number` of `schedule` (with `calendar`, when given): the statement. */
  const revisionRow = (schedule: string, number: number, calendar: string | null = null) =>
    db.raw(`(?::uuid, ?, 'SUPERSEDED', ?::date, ?::date, '{1,2}', ?::uuid, now(), 'test', 'test')`, [
      schedule,
      number,
      TIMETABLE_PERIOD.validFrom,
      TIMETABLE_PERIOD.validTo,
      calendar,
    ]);
  const insertRevisions = (runner: Knex | Knex.Transaction, rows: Knex.Raw[]) =>
    runner.raw(
      `INSERT INTO schedule_revisions (schedule_id, revision, status, valid_from, valid_to, days_of_week,
                                       calendar_id, activated_at, created_by, updated_by)
       VALUES ${rows.map(() => '?').join(', ')}`,
      rows,
    );
  const revisionsNumbered = async (numbers: number[]) =>
    Number((await db('schedule_revisions').whereIn('revision', numbers).count({ n: '*' }))[0]?.n);

  it('refuses a statement of revisions naming a schedule or calendar that does not exist, writing none of them', async () => {
    const schedule = await refusal(
      insertRevisions(db, [revisionRow(scheduleId, 101), revisionRow(UNKNOWN, 102)]),
    );
    expect(schedule).to.include({ code: '23503', constraint: 'schedule_revisions_schedule_id_fkey' });
    expect(schedule.detail).to.equal(`Key (schedule_id)=(${UNKNOWN}) is not present in table "schedules".`);
    const calendar = await refusal(
      insertRevisions(db, [revisionRow(scheduleId, 103, calendarId), revisionRow(scheduleId, 104, UNKNOWN)]),
    );
    expect(calendar).to.include({ code: '23503', constraint: 'schedule_revisions_calendar_id_fkey' });
    expect(calendar.detail).to.equal(
      `Key (calendar_id)=(${UNKNOWN}) is not present in table "service_calendars".`,
    );
    expect(await revisionsNumbered([101, 102, 103, 104])).to.equal(0);
  });

  it('refuses a statement of schedules naming a line or itinerary that does not exist, writing none of them', async () => {
    const codes: [string, string] = [uniqueCode('RS'), uniqueCode('RS')];
    const insert = (lineId: string, itineraryId: string) =>
      db.raw(
        `INSERT INTO schedules (code, line_id, itinerary_id, created_by, updated_by)
         VALUES (?, ?, ?, 'test', 'test'), (?, ?, ?, 'test', 'test')`,
        [codes[0], line.lineId, line.itineraryId, codes[1], lineId, itineraryId],
      );
    const byLine = await refusal(insert(UNKNOWN, line.itineraryId));
    expect(byLine).to.include({ code: '23503', constraint: 'schedules_line_id_fkey' });
    expect(byLine.detail).to.equal(`Key (line_id)=(${UNKNOWN}) is not present in table "lines".`);
    const byItinerary = await refusal(insert(line.lineId, UNKNOWN));
    expect(byItinerary).to.include({ code: '23503', constraint: 'schedules_itinerary_id_fkey' });
    expect(Number((await db('schedules').whereIn('code', codes).count({ n: '*' }))[0]?.n)).to.equal(0);
  });

  it('refuses an update moving a revision or schedule to a missing row; an update keeping them locks nothing', async () => {
    await insertRevisions(db, [revisionRow(scheduleId, 110, calendarId)]);
    const moved = await refusal(
      db.raw('UPDATE schedule_revisions SET calendar_id = ? WHERE schedule_id = ? AND revision = 110', [
        UNKNOWN,
        scheduleId,
      ]),
    );
    expect(moved).to.include({ code: '23503', constraint: 'schedule_revisions_calendar_id_fkey' });
    const schedule = await refusal(
      db.raw('UPDATE schedules SET line_id = ? WHERE id = ?', [UNKNOWN, scheduleId]),
    );
    expect(schedule).to.include({ code: '23503', constraint: 'schedules_line_id_fkey' });
    expect(await db('schedules').where({ id: scheduleId }).first('line_id')).to.deep.equal({
      line_id: line.lineId,
    });
    // As with a declared key, a revision's update that keeps its schedule does not lock it: it
    // goes through while another transaction holds the schedule FOR UPDATE.
    const held = await db.transaction();
    try {
      await held.raw('SELECT 1 FROM schedules WHERE id = ? FOR UPDATE', [scheduleId]);
      await db.transaction(async (trx) => {
        await trx.raw(`SET LOCAL lock_timeout = '2s'`);
        await trx.raw(
          `UPDATE schedule_revisions SET updated_by = 'kept' WHERE schedule_id = ? AND revision = 110`,
          [scheduleId],
        );
      });
    } finally {
      await held.rollback();
    }
    expect(
      await db('schedule_revisions').where({ schedule_id: scheduleId, revision: 110 }).first('updated_by'),
    ).to.deep.equal({ updated_by: 'kept' });
  });

  it('refuses deleting or re-keying a schedule, line, itinerary or calendar that is named', async () => {
    await insertRevisions(db, [revisionRow(scheduleId, 120, calendarId)]);
    const schedule = await refusal(db.raw('DELETE FROM schedules WHERE id = ?', [scheduleId]));
    expect(schedule).to.include({ code: '23503', constraint: 'schedule_revisions_schedule_id_fkey' });
    expect(schedule.detail).to.equal(
      `Key (id)=(${scheduleId}) is still referenced from table "schedule_revisions".`,
    );
    const calendar = await refusal(
      db.raw('UPDATE service_calendars SET id = gen_random_uuid() WHERE id = ?', [calendarId]),
    );
    expect(calendar).to.include({ code: '23503', constraint: 'schedule_revisions_calendar_id_fkey' });
    // A line and an itinerary only a schedule names (no other key guards them).
    const lineId = (
      await db.raw(
        `INSERT INTO lines (code, name, created_by, updated_by) VALUES (?, 'Bare', 'test', 'test') RETURNING id`,
        [uniqueCode('RL')],
      )
    ).rows[0].id;
    const itineraryId = (
      await db.raw(
        `INSERT INTO itineraries (line_id, code, version, name, destination_id, created_by)
         SELECT line_id, ?, 1, 'Bare', destination_id, 'test' FROM itineraries WHERE id = ? RETURNING id`,
        [uniqueCode('RI'), line.itineraryId],
      )
    ).rows[0].id;
    const bare = await bareSchedule(lineId, itineraryId);
    const byLine = await refusal(db.raw('DELETE FROM lines WHERE id = ?', [lineId]));
    expect(byLine).to.include({ code: '23503', constraint: 'schedules_line_id_fkey' });
    const byItinerary = await refusal(db.raw('DELETE FROM itineraries WHERE id = ?', [itineraryId]));
    expect(byItinerary).to.include({ code: '23503', constraint: 'schedules_itinerary_id_fkey' });
    // Named by no schedule any more, they go.
    await db.raw('DELETE FROM schedules WHERE id = ?', [bare]);
    await db.raw('DELETE FROM itineraries WHERE id = ?', [itineraryId]);
    await db.raw('DELETE FROM lines WHERE id = ?', [lineId]);
    expect(await db('schedules').where({ id: scheduleId }).first('id')).to.deep.equal({ id: scheduleId });
    expect(await db('service_calendars').where({ id: calendarId }).first('id')).to.deep.equal({
      id: calendarId,
    });
  });

  it('refuses deleting a schedule outside READ COMMITTED, whose snapshot could miss a revision committed since', async () => {
    const bare = await bareSchedule();
    const repeatable = await db.transaction();
    try {
      await repeatable.raw('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
      const refused = await refusal(repeatable.raw('DELETE FROM schedules WHERE id = ?', [bare]));
      expect(refused.code).to.equal('0A000');
    } finally {
      await repeatable.rollback().catch(() => undefined);
    }
    await db.raw('DELETE FROM schedules WHERE id = ?', [bare]);
    expect(await db('schedules').where({ id: bare }).first('id')).to.equal(undefined);
  });

  it('a deletion committed while an insert waits: the insert is refused, nothing dangles', async () => {
    const bare = await bareSchedule();
    const refused = await refusedAfterCommit(
      db,
      LOCKED_QUERIES,
      (deletion) => deletion.raw('DELETE FROM schedules WHERE id = ?', [bare]),
      () => insertRevisions(db, [revisionRow(bare, 1)]),
    );
    expect(refused).to.include({ code: '23503', constraint: 'schedule_revisions_schedule_id_fkey' });
    expect(
      Number((await db('schedule_revisions').where({ schedule_id: bare }).count({ n: '*' }))[0]?.n),
    ).to.equal(0);
  });

  it('an insert committed while a deletion waits: the deletion is refused, the schedule stays', async () => {
    const bare = await bareSchedule();
    const refused = await refusedAfterCommit(
      db,
      LOCKED_QUERIES,
      (importing) => insertRevisions(importing, [revisionRow(bare, 1)]),
      () => db.raw('DELETE FROM schedules WHERE id = ?', [bare]),
    );
    expect(refused).to.include({ code: '23503', constraint: 'schedule_revisions_schedule_id_fkey' });
    expect(await db('schedules').where({ id: bare }).first('id')).to.deep.equal({ id: bare });
  });
});
