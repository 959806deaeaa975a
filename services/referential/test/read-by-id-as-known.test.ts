/**
 * A record of a dated family read by id as known at an instant answers from its own row as known
 * then when the state it carried (its projection) held for the date asked, and from its dated
 * rows otherwise (ADR 0124): either way, what the as-known views joined answer.
 */
import { expect } from 'chai';
import { daysFromToday, type ApiClient, type TestService } from '@transport/platform/testing';
import { createDestination, createStation, NETWORK_PERMISSIONS } from './network-fixtures.ts';
import { createArea, createBay, startReferential, uniqueCode } from './fixtures.ts';

const DAY_MS = 86_400_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a station read by id as known at an instant', () => {
  let service: TestService;
  let officer: ApiClient;

  before(async function () {
    this.timeout(60_000);
    service = await startReferential();
    officer = service.as(NETWORK_PERMISSIONS);
  });
  after(() => service?.close());

  /** The station on `on` as the as-known views joined answer it (the stations' and their states'). */
  async function asTheViewsJoinedSay(id: string, knownAt: string, on: string) {
    return service.built.deps.db.transaction(async (trx) => {
      await trx.raw(`SELECT set_config('app.as_known_at', ?, true), set_config('search_path', ?, true)`, [
        knownAt,
        'referential_as_known, referential, public',
      ]);
      const { rows } = (await trx.raw(
        `SELECT r.name, s.status, s.retirement_reason FROM stations r
           LEFT JOIN station_states s ON s.station_id = r.id
                 AND daterange(s.effective_from, s.effective_to, '[]') @> ?::date
          WHERE r.id = ?`,
        [on, id],
      )) as { rows: { name: string; status: string | null; retirement_reason: string | null }[] };
      return rows[0];
    });
  }

  const read = (id: string, query: string) => officer.get(`/referential/v1/stations/${id}?${query}`);

  it('answers what the views say for a station written since, one not written since, one retired from a date, and 404 for one created after', async () => {
    const renamed = await createStation(officer);
    const untouched = await createStation(officer);
    const retiring = await createStation(officer);
    const retiredFrom = daysFromToday(2);
    const retirement = await officer.post(`/referential/v1/stations/${retiring}/retirement`, {
      reason: 'works',
      effectiveFrom: retiredFrom,
    });
    expect(retirement.status, retirement.text).to.equal(200);
    await pause(20);
    const knownAt = new Date().toISOString();
    await pause(20);
    const rename = await officer.patch(`/referential/v1/stations/${renamed}`, { name: 'Renamed since' });
    expect(rename.status, rename.text).to.equal(200);
    const created = await createStation(officer);
    const asKnown = `asKnownAt=${encodeURIComponent(knownAt)}`;
    const today = daysFromToday(0);

    const then = await read(renamed, asKnown);
    expect(then.status, then.text).to.equal(200);
    expect(then.body.name).to.not.equal('Renamed since');
    expect((await read(renamed, '')).body.name).to.equal('Renamed since');
    for (const [id, on, query] of [
      [renamed, today, asKnown],
      [untouched, today, asKnown],
      // The retirement's projection holds until its date: ACTIVE the day before, RETIRED from it.
      [retiring, today, asKnown],
      [retiring, daysFromToday(1), `at=${daysFromToday(1)}&${asKnown}`],
      [retiring, retiredFrom, `at=${retiredFrom}&${asKnown}`],
      [retiring, daysFromToday(5), `at=${daysFromToday(5)}&${asKnown}`],
    ] as const) {
      const answer = await read(id, query);
      expect(answer.status, answer.text).to.equal(200);
      const said = await asTheViewsJoinedSay(id, knownAt, on);
      expect(
        { name: answer.body.name, status: answer.body.status, reason: answer.body.retirementReason },
        `${id} on ${on}`,
      ).to.deep.equal({ name: said?.name, status: said?.status, reason: said?.retirement_reason });
    }
    expect((await read(retiring, `at=${daysFromToday(5)}&${asKnown}`)).body.status).to.equal('RETIRED');
    expect((await read(retiring, asKnown)).body.status).to.equal('ACTIVE');

    const unknown = await read(created, asKnown);
    expect(unknown.status, unknown.text).to.equal(404);
    expect(await asTheViewsJoinedSay(created, knownAt, today)).to.equal(undefined);
  });

  it('answers a station area, a bay, a line, a destination and a station changed since with what they were, one created after with 404', async () => {
    // Each family read by id as known through the same statement (ADR 0131): its own table and history.
    const createLine = async () => {
      const code = uniqueCode('L');
      const created = await officer.post('/referential/v1/lines', { code, name: `Line ${code}` });
      expect(created.status, created.text).to.equal(201);
      return created.body.id as string;
    };
    const area = await createArea(officer);
    const fixed = await createStation(officer);
    const families = [
      { path: 'station-areas', id: area, change: { name: 'Area renamed since' }, field: 'name' },
      { path: 'bays', id: await createBay(officer, area, 'A1'), change: { position: 7 }, field: 'position' },
      { path: 'lines', id: await createLine(), change: { name: 'Line renamed since' }, field: 'name' },
      {
        path: 'destinations',
        id: await createDestination(officer),
        change: { name: 'To elsewhere' },
        field: 'name',
      },
    ] as const;
    const before = new Map<string, unknown>();
    for (const family of families)
      before.set(
        family.path,
        (await officer.get(`/referential/v1/${family.path}/${family.id}`)).body[family.field],
      );
    await pause(20);
    const asKnown = `asKnownAt=${encodeURIComponent(new Date().toISOString())}`;
    await pause(20);
    for (const family of families) {
      const changed = await officer.patch(`/referential/v1/${family.path}/${family.id}`, family.change);
      expect(changed.status, changed.text).to.equal(200);
    }
    // A data fix outside the API, which leaves `updated_at` as it was: the history still says
    // the station was written since.
    await service.built.deps.db.raw(`UPDATE stations SET name = 'Fixed since' WHERE id = ?`, [fixed]);
    const fixedThen = await officer.get(`/referential/v1/stations/${fixed}?${asKnown}`);
    expect(fixedThen.status, fixedThen.text).to.equal(200);
    expect(fixedThen.body.name).to.match(/^Station /);
    const after = {
      'station-areas': await createArea(officer),
      bays: await createBay(officer, area, 'A2'),
      lines: await createLine(),
      destinations: await createDestination(officer),
    };
    for (const family of families) {
      const then = await officer.get(`/referential/v1/${family.path}/${family.id}?${asKnown}`);
      expect(then.status, then.text).to.equal(200);
      expect(then.body[family.field], family.path).to.equal(before.get(family.path));
      const now = await officer.get(`/referential/v1/${family.path}/${family.id}`);
      expect(now.body[family.field], family.path).to.equal(Object.values(family.change)[0]);
      const unknown = await officer.get(`/referential/v1/${family.path}/${after[family.path]}?${asKnown}`);
      expect(unknown.status, `${family.path}: ${unknown.text}`).to.equal(404);
    }
  });

  it('reads the dated rows of a station whose history is dated before its row was written', async () => {
    // The registry's past made by dating the audit trail back (as the as-known-at tests do): the
    // station's row, written today, carries today's state, not the one of five days ago.
    const since = new Date().toISOString();
    const station = await createStation(officer);
    await service.built.deps.db.raw(
      `UPDATE history SET recorded_at = recorded_at - interval '10 days' WHERE recorded_at >= ?`,
      [since],
    );
    const fiveDaysAgo = new Date(Date.now() - 5 * DAY_MS).toISOString();
    const answer = await read(station, `asKnownAt=${encodeURIComponent(fiveDaysAgo)}`);
    const said = await asTheViewsJoinedSay(station, fiveDaysAgo, daysFromToday(-5));
    expect(said?.status).to.equal(null);
    expect(answer.status, answer.text).to.not.equal(200);
    expect(answer.body.errors?.[0]?.field ?? answer.body.detail).to.match(/at/);
  });
});
