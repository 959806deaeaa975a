/**
 * The projection of today's row on a record (`todayReads: 'projection'`): written with every
 * dated change, and brought up to date by the refresher once a change recorded ahead has come
 * due; a read never writes it, and answers from the rows while a record is due.
 */
import { expect } from 'chai';
import { testEnvironment } from '@transport/dev-stack';
import { createDatabase, datedFamily, type Database, type DatedStateRefusals } from '../src/index.ts';
import { daysFromToday } from '../src/testing/dates.ts';

interface StopState {
  status: 'OPEN' | 'CLOSED' | null;
}

const refuse = (what: string): DatedStateRefusals => ({
  inPast: () => new Error(`${what}: in the past`),
  scheduled: () => new Error(`${what}: scheduled`),
  noState: () => new Error(`${what}: no state`),
  rowNotFound: () => new Error(`${what}: no row`),
  notScheduled: () => new Error(`${what}: in force`),
  overlaps: () => new Error(`${what}: overlaps`),
  invalid: () => new Error(`${what}: invalid`),
  retired: () => new Error(`${what}: retired`),
});

describe('a projection of the row in force today', () => {
  let db: Database;
  let today = daysFromToday(0);
  const states = () =>
    datedFamily<StopState>(db, {
      table: 'stop_states',
      ownerColumn: 'stop_id',
      fields: { status: 'status' },
      today: () => today,
      todayReads: 'projection',
      record: { table: 'stops', fields: ['status'], dueColumn: 'states_due', vacant: { status: null } },
    });

  before(async () => {
    db = createDatabase({ url: await testEnvironment().createDatabase(), schema: 'public', poolMax: 2 });
    await db.raw(`
      CREATE TABLE stops (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), status text, states_due date,
        updated_at timestamptz NOT NULL DEFAULT now(), updated_by text NOT NULL DEFAULT 'test');
      CREATE TABLE stop_states (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), stop_id uuid NOT NULL REFERENCES stops (id),
        status text NOT NULL, effective_from date NOT NULL, effective_to date,
        created_at timestamptz NOT NULL DEFAULT now(), created_by text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(), updated_by text NOT NULL)`);
  });
  after(() => db?.destroy());

  const projected = async (id: string) =>
    (await db('stops').select('status', 'states_due').where({ id }).first()) as {
      status: string | null;
      states_due: string | null;
    };

  it('keeps today’s state until a change recorded ahead comes due, then the refresher projects it', async () => {
    today = daysFromToday(0);
    const dated = states();
    const [stop] = await db('stops').insert({ status: 'OPEN' }).returning('id');
    const id = (stop as { id: string }).id;
    await db.transaction((trx) => dated.open(trx, id, today, { status: 'OPEN' }, 'test'));
    await db.transaction((trx) =>
      dated
        .writes(refuse('stop'))
        .change(trx, id, { from: daysFromToday(9), today }, () => ({ status: 'CLOSED' }), 'planner'),
    );
    // Written ahead: today's projection is unchanged, and says when it stops holding.
    expect(await projected(id)).to.deep.equal({ status: 'OPEN', states_due: daysFromToday(9) });
    expect(await dated.refresh()).to.equal(0);

    // Days pass with no write: the day before, nothing is due; on the day, the refresher projects it.
    today = daysFromToday(8);
    expect(await dated.refresh()).to.equal(0);
    expect((await projected(id)).status).to.equal('OPEN');
    today = daysFromToday(9);
    const [first, second] = await Promise.all([dated.refresh(), dated.refresh()]);
    expect([first, second]).to.deep.equal([1, 1]);
    expect(await projected(id)).to.deep.equal({ status: 'CLOSED', states_due: null });
    // Recorded as the registry's own write, by whoever recorded the change.
    expect((await db('stops').select('updated_by').where({ id }).first()).updated_by).to.equal('planner');
  });

  it('answers a read of today from the rows while the projection is due, writing nothing', async () => {
    today = daysFromToday(0);
    const dated = states();
    const [stop] = await db('stops').insert({ status: 'OPEN' }).returning('id');
    const id = (stop as { id: string }).id;
    await db.transaction((trx) => dated.open(trx, id, today, { status: 'OPEN' }, 'test'));
    await db.transaction((trx) =>
      dated
        .writes(refuse('stop'))
        .change(trx, id, { from: daysFromToday(4), today }, () => ({ status: 'CLOSED' }), 'planner'),
    );
    const stopRecord = (at: string) =>
      dated.rows(db, id).then((rows) => ({
        code: 'S1',
        status: rows.find((r) => r.effectiveFrom <= at && (r.effectiveTo ?? '9999-12-31') >= at)?.state
          .status as string | null,
      }));
    const records = dated.records(
      {
        findById: async () => ({ code: 'S1', ...(await projected(id)) }),
        findOn: (_id, at) => stopRecord(at),
        lock: () => Promise.resolve(undefined),
      },
      { what: 'stop', notFound: () => new Error('no stop'), refusals: refuse },
    );
    expect(await records.readsRecord()).to.equal(true);
    expect((await records.get(id)).status).to.equal('OPEN');

    today = daysFromToday(4);
    const before = await db('stops').select('status', 'states_due', 'updated_at').where({ id }).first();
    expect(await records.readsRecord()).to.equal(false);
    expect((await records.get(id)).status).to.equal('CLOSED');
    // The read wrote nothing: the projection still holds yesterday's state until the refresher runs.
    expect(
      await db('stops').select('status', 'states_due', 'updated_at').where({ id }).first(),
    ).to.deep.equal(before);
    await dated.refresh();
    expect(await projected(id)).to.deep.equal({ status: 'CLOSED', states_due: null });
    expect(await records.readsRecord()).to.equal(true);
    expect((await records.get(id)).status).to.equal('CLOSED');
  });

  it('projects no state in a gap, and the next row from its first day', async () => {
    today = daysFromToday(0);
    const dated = states();
    const [stop] = await db('stops').insert({ status: 'OPEN' }).returning('id');
    const id = (stop as { id: string }).id;
    await db.transaction((trx) => dated.open(trx, id, daysFromToday(-30), { status: 'OPEN' }, 'test'));
    const history = dated.writes(refuse('stop'));
    await db.transaction((trx) =>
      history.insert(trx, id, daysFromToday(19), () => ({ status: 'CLOSED' }), 'test'),
    );
    const [row] = await dated.rows(db, id);
    await db.transaction((trx) =>
      history.end(trx, id, (row as { id: string }).id, daysFromToday(-1), 'test'),
    );
    expect(await projected(id)).to.deep.equal({ status: null, states_due: daysFromToday(19) });
    today = daysFromToday(19);
    await dated.refresh();
    expect(await projected(id)).to.deep.equal({ status: 'CLOSED', states_due: null });
  });

  describe('with a code held by one open record a day (a unique index on the projection)', () => {
    const days = daysFromToday;
    const gates = () =>
      datedFamily<StopState>(db, {
        table: 'gate_states',
        ownerColumn: 'gate_id',
        fields: { status: 'status' },
        today: () => today,
        todayReads: 'projection',
        record: { table: 'gates', fields: ['status'], dueColumn: 'states_due', vacant: { status: null } },
      });
    before(async () => {
      await db.raw(`
        CREATE TABLE gates (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), code text NOT NULL, status text,
          states_due date, updated_at timestamptz NOT NULL DEFAULT now(), updated_by text NOT NULL DEFAULT 'test');
        CREATE UNIQUE INDEX gates_open_code_key ON gates (code) WHERE status = 'OPEN';
        CREATE TABLE gate_states (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), gate_id uuid NOT NULL REFERENCES gates (id),
          status text NOT NULL, effective_from date NOT NULL, effective_to date,
          created_at timestamptz NOT NULL DEFAULT now(), created_by text NOT NULL,
          updated_at timestamptz NOT NULL DEFAULT now(), updated_by text NOT NULL)`);
    });
    /** A gate with `code`, `first` from today, then `then` from `from` (recorded ahead). */
    const gate = async (
      dated: ReturnType<typeof gates>,
      code: string,
      first: 'OPEN' | 'CLOSED',
      then: 'OPEN' | 'CLOSED',
      from: string,
    ) => {
      const [row] = await db('gates').insert({ code, status: first }).returning('id');
      const id = (row as { id: string }).id;
      await db.transaction((trx) => dated.open(trx, id, today, { status: first }, 'test'));
      await db.transaction((trx) =>
        dated.writes(refuse('gate')).change(trx, id, { from, today }, () => ({ status: then }), 'planner'),
      );
      return id;
    };
    const statusOf = async (id: string) =>
      (await db('gates').select('status').where({ id }).first()).status as string;

    it('projects a record opening on the day another closes, whichever of the two comes first', async () => {
      today = days(0);
      const dated = gates();
      const opening = await gate(dated, 'G1', 'CLOSED', 'OPEN', days(2));
      const closing = await gate(dated, 'G1', 'OPEN', 'CLOSED', days(2));
      today = days(2);
      expect(await dated.refresh()).to.equal(2);
      expect([await statusOf(opening), await statusOf(closing)]).to.deep.equal(['OPEN', 'CLOSED']);
    });

    it('answers the read when two records would both hold the code: the one that cannot be projected stays due', async () => {
      today = days(0);
      const dated = gates();
      const first = await gate(dated, 'G2', 'CLOSED', 'OPEN', days(3));
      const second = await gate(dated, 'G2', 'CLOSED', 'OPEN', days(3));
      today = days(3);
      expect(await dated.refresh()).to.equal(1);
      const statuses = [await statusOf(first), await statusOf(second)].sort();
      expect(statuses).to.deep.equal(['CLOSED', 'OPEN']);
      const due = await db('gates').whereIn('id', [first, second]).whereNotNull('states_due').select('id');
      expect(due).to.have.length(1);
    });
  });
});
