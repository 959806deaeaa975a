import { expect } from 'chai';
import type { Knex } from 'knex';
import type { TestService } from '@transport/platform/testing';
import { refusal, refusedAfterCommit } from './lock-races.ts';
import { startReferential, uniqueCode } from './fixtures.ts';
import { calls, createLineWithItinerary, createSchedule, NETWORK_PERMISSIONS } from './network-fixtures.ts';

/** The statements of the races below, as they wait on a lock. */
const LOCKED_QUERIES = ['%stop_times%', 'DELETE FROM stations%'];

/**
 * The stop times' references (revision, station, bay) are checked once per statement by
 * triggers, not per row by declared foreign keys (ADR 0133): what a writer sees is what a
 * declared key gave, a deletion racing an insert included.
 */
describe('stop times name a revision, station and bay that exist, checked once per statement (ADR 0133)', function () {
  // Two transactions wait for each other's locks, on a database shared with other tests.
  this.timeout(60_000);
  let service: TestService;
  let db: Knex;
  let revisionId: string;
  let calledStation: string;

  before(async () => {
    service = await startReferential();
    db = service.built.deps.db;
    const officer = service.as(NETWORK_PERMISSIONS);
    const line = await createLineWithItinerary(officer, 2);
    const scheduleId = await createSchedule(officer, line);
    const stored = await officer.put(`/referential/v1/schedules/${scheduleId}/stop-times`, {
      calls: calls(line, [
        [0, '08:00'],
        [0, '08:30'],
      ]),
    });
    expect(stored.status, stored.text).to.equal(204);
    revisionId = (await db('schedule_revisions').where({ schedule_id: scheduleId }).first('id')).id;
    calledStation = line.stations[0] as string;
  });
  after(() => service?.close());

  /** A station nothing else names yet, so that only the stop times' check can keep it. */
  const bareStation = async (): Promise<string> => {
    const code = uniqueCode('RS');
    const { rows } = await db.raw(
      `INSERT INTO stations (code, name, created_by, updated_by) VALUES (?, ?, 'test', 'test') RETURNING id`,
      [code, `Station ${code}`],
    );
    return rows[0].id;
  };
  const insertCall = (runner: Knex | Knex.Transaction, sequence: number, stationId: string, bayId?: string) =>
    runner.raw(
      `INSERT INTO stop_times (revision_id, sequence, station_id, bay_id, day_offset, arrival_minute, departure_minute)
       VALUES (?, ?, ?, ?, 0, 600, 600)`,
      [revisionId, sequence, stationId, bayId ?? null],
    );
  const callsOf = async (where: Record<string, string>) =>
    Number((await db('stop_times').where(where).count({ n: '*' }))[0]?.n);
  const callsOfRevision = () => callsOf({ revision_id: revisionId });

  it('refuses a statement naming a station, bay or revision that does not exist, writing none of its rows', async () => {
    const before = await callsOfRevision();
    const unknown = '00000000-0000-4000-8000-000000000001';
    const station = await refusal(
      db.raw(
        `INSERT INTO stop_times (revision_id, sequence, station_id, day_offset, arrival_minute)
         VALUES (?, 50, ?, 0, 600), (?, 51, ?, 0, 610)`,
        [revisionId, calledStation, revisionId, unknown],
      ),
    );
    expect(station).to.include({ code: '23503', constraint: 'stop_times_station_id_fkey' });
    expect(station.detail).to.equal(`Key (station_id)=(${unknown}) is not present in table "stations".`);
    const bay = await refusal(insertCall(db, 52, calledStation, unknown));
    expect(bay).to.include({ code: '23503', constraint: 'stop_times_bay_id_fkey' });
    const revision = await refusal(
      db.raw(`UPDATE stop_times SET revision_id = ? WHERE revision_id = ?`, [unknown, revisionId]),
    );
    expect(revision).to.include({ code: '23503', constraint: 'stop_times_revision_id_fkey' });
    expect(await callsOfRevision()).to.equal(before);
  });

  it('refuses deleting a revision or station a stop time names, or changing its id', async () => {
    const revision = await refusal(db.raw('DELETE FROM schedule_revisions WHERE id = ?', [revisionId]));
    expect(revision).to.include({ code: '23503', constraint: 'stop_times_revision_id_fkey' });
    expect(revision.detail).to.equal(`Key (id)=(${revisionId}) is still referenced from table "stop_times".`);
    const stationId = await bareStation();
    await insertCall(db, 55, stationId);
    const rekeyed = await refusal(
      db.raw('UPDATE stations SET id = gen_random_uuid() WHERE id = ?', [stationId]),
    );
    expect(rekeyed).to.include({ code: '23503', constraint: 'stop_times_station_id_fkey' });
    const deleted = await refusal(db.raw('DELETE FROM stations WHERE id = ?', [stationId]));
    expect(deleted).to.include({ code: '23503', constraint: 'stop_times_station_id_fkey' });
    expect(await db('stations').where({ id: stationId }).first('id')).to.deep.equal({ id: stationId });
    expect(await db('schedule_revisions').where({ id: revisionId }).first('id')).to.deep.equal({
      id: revisionId,
    });
  });

  it('refuses deleting a station outside READ COMMITTED, whose snapshot could miss a stop time committed since', async () => {
    const stationId = await bareStation();
    const repeatable = await db.transaction();
    try {
      await repeatable.raw('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
      const refused = await refusal(repeatable.raw('DELETE FROM stations WHERE id = ?', [stationId]));
      expect(refused.code).to.equal('0A000');
    } finally {
      await repeatable.rollback().catch(() => undefined);
    }
    await db.raw('DELETE FROM stations WHERE id = ?', [stationId]);
    expect(await db('stations').where({ id: stationId }).first('id')).to.equal(undefined);
  });

  it('a deletion committed while an insert waits: the insert is refused, nothing dangles', async () => {
    const stationId = await bareStation();
    // The insert's check locks the station FOR KEY SHARE: it waits for the deletion's end.
    const refused = await refusedAfterCommit(
      db,
      LOCKED_QUERIES,
      (deletion) => deletion.raw('DELETE FROM stations WHERE id = ?', [stationId]),
      () => insertCall(db, 60, stationId),
    );
    expect(refused).to.include({ code: '23503', constraint: 'stop_times_station_id_fkey' });
    expect(await callsOf({ station_id: stationId })).to.equal(0);
  });

  it('an insert committed while a deletion waits: the deletion is refused, the station stays', async () => {
    const stationId = await bareStation();
    // The deletion waits for the lock the insert's check took, then sees its committed row.
    const refused = await refusedAfterCommit(
      db,
      LOCKED_QUERIES,
      (importing) => insertCall(importing, 61, stationId),
      () => db.raw('DELETE FROM stations WHERE id = ?', [stationId]),
    );
    expect(refused).to.include({ code: '23503', constraint: 'stop_times_station_id_fkey' });
    expect(await db('stations').where({ id: stationId }).first('id')).to.not.equal(undefined);
    expect(await callsOf({ station_id: stationId })).to.equal(1);
  });
});
