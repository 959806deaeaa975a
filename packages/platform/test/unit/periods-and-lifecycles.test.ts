import { expect } from 'chai';
import { stateMachine } from '../../src/lifecycle.ts';
import { datedUniqueKeySql, periodReading, periodShape, type Period } from '../../src/dated/index.ts';
import { daysFromToday, today } from '../../src/testing/dates.ts';

describe('reading periods', () => {
  it('reads what is in force today unless a date or the whole history is asked for', () => {
    expect(periodReading({}, today())).to.deep.equal({ history: false, at: today() });
    expect(periodReading({ at: daysFromToday(30) }, today())).to.deep.equal({
      history: false,
      at: daysFromToday(30),
    });
    expect(periodReading({ history: true }, today())).to.deep.equal({ history: true, at: today() });
    expect(periodReading({ history: false, at: daysFromToday(-3) }, today()).history).to.equal(false);
  });

  it("shows a link's period under the family's names, the first name right after the id", () => {
    const period: Period = {
      id: 'p1',
      ownerId: 'line-1',
      subjectId: 'carrier-9',
      effectiveFrom: today(),
      effectiveTo: daysFromToday(7),
      createdAt: '2026-01-01T00:00:00.000Z',
      createdBy: 'planner',
    };
    const operators = periodShape<Record<string, unknown>>({
      owner: 'lineId',
      subject: 'carrierId',
      first: 'subject',
    });
    const shown = operators(period);
    expect(shown).to.deep.equal({
      id: 'p1',
      carrierId: 'carrier-9',
      effectiveFrom: today(),
      effectiveTo: daysFromToday(7),
      createdAt: '2026-01-01T00:00:00.000Z',
      createdBy: 'planner',
      lineId: 'line-1',
    });
    expect(Object.keys(shown)[1]).to.equal('carrierId');
    expect(Object.keys(shown).at(-1)).to.equal('lineId');
    const members = periodShape<Record<string, unknown>>({
      owner: 'coordinationId',
      subject: 'carrierId',
      first: 'owner',
    });
    expect(Object.keys(members(period))).to.deep.equal([
      'id',
      'coordinationId',
      'effectiveFrom',
      'effectiveTo',
      'createdAt',
      'createdBy',
      'carrierId',
    ]);
  });
});

describe('a dated unique key in the database', () => {
  const sql = datedUniqueKeySql({
    states: 'bay_states',
    ownerColumn: 'bay_id',
    owner: 'bays',
    copied: { station_area_id: 'uuid', code: 'text' },
    key: ['station_area_id', 'upper(code)'],
    where: "status = 'ACTIVE'",
    constraint: 'bay_states_code_excl',
  });

  it('refuses two records holding the key on overlapping days, in the state that holds it only', () => {
    expect(sql).to.contain('ADD CONSTRAINT "bay_states_code_excl" EXCLUDE USING gist');
    expect(sql).to.match(
      /station_area_id WITH =,\s*upper\(code\) WITH =,\s*daterange\(effective_from, effective_to, '\[\]'\) WITH &&/,
    );
    expect(sql).to.contain(`WHERE (status = 'ACTIVE')`);
  });

  it("keeps the key's columns copied onto every row, whichever table is written", () => {
    expect(sql).to.contain(
      'ALTER TABLE "bay_states" ADD COLUMN "station_area_id" uuid, ADD COLUMN "code" text',
    );
    expect(sql).to.contain('BEFORE INSERT OR UPDATE ON "bay_states"');
    expect(sql).to.contain('AFTER UPDATE OF "station_area_id", "code" ON "bays"');
    expect(sql).to.contain(
      'WHEN (OLD."station_area_id" IS DISTINCT FROM NEW."station_area_id" OR OLD."code" IS DISTINCT FROM NEW."code")',
    );
  });

  it('quotes every name it is given, so that a name cannot end the statement', () => {
    const hostile = datedUniqueKeySql({
      states: 'a"; DROP TABLE x; --',
      ownerColumn: 'o',
      owner: 'owners',
      copied: { c: 'text' },
      key: ['c'],
      where: 'true',
      constraint: 'k',
    });
    expect(hostile).to.contain('ALTER TABLE "a""; DROP TABLE x; --"');
    expect(hostile).not.to.contain('ALTER TABLE "a"; DROP');
  });
});

describe('a declared lifecycle', () => {
  const lifecycle = stateMachine<'DRAFT' | 'ACTIVE' | 'RETIRED', 'publish' | 'retire' | 'edit'>({
    edit: { from: ['DRAFT'], to: 'DRAFT' },
    publish: { from: ['DRAFT'], to: 'ACTIVE' },
    retire: { from: ['DRAFT', 'ACTIVE'], to: 'RETIRED' },
  });
  const refuse = (state: string, move: string, from: readonly string[]) =>
    new Error(`cannot ${move} from ${state}; only from ${from.join(', ')}`);

  it('offers from each state exactly the moves that start there, in declaration order', () => {
    expect(lifecycle.movesFrom('DRAFT')).to.deep.equal(['edit', 'publish', 'retire']);
    expect(lifecycle.movesFrom('ACTIVE')).to.deep.equal(['retire']);
    expect(lifecycle.movesFrom('RETIRED')).to.deep.equal([]);
    expect(lifecycle.allows('publish', 'ACTIVE')).to.equal(false);
  });

  it('leads a move to its state, and refuses one that does not start from the current state', () => {
    expect(lifecycle.next('DRAFT', 'publish', refuse)).to.equal('ACTIVE');
    expect(lifecycle.next('ACTIVE', 'retire', refuse)).to.equal('RETIRED');
    expect(() => lifecycle.next('RETIRED', 'publish', refuse)).to.throw(
      'cannot publish from RETIRED; only from DRAFT',
    );
  });
});
