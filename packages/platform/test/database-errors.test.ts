import { expect } from 'chai';
import { testEnvironment } from '@transport/dev-stack';
import {
  ConflictError,
  createDatabase,
  defineConstraints,
  mergeConstraints,
  toAppError,
  type AppError,
  type Database,
} from '../src/index.ts';

/** What the platform answers for the error `write` makes the real database raise. */
async function refusalOf(db: Database, write: string, table = constraints): Promise<AppError | undefined> {
  try {
    await db.raw(write);
  } catch (error) {
    return toAppError(error, table);
  }
  throw new Error(`${write} was not refused`);
}

const constraints = mergeConstraints(
  defineConstraints({
    docks_code_key: {
      kind: 'unique',
      refuse: (v) => new ConflictError('dock-code-taken', `A dock has the code ${v.key.code} already.`),
    },
  }),
  defineConstraints({
    docks_position_check: {
      kind: 'check',
      fields: ['body.latitude', 'body.longitude'],
      message: 'are given together or not at all',
    },
  }),
);

describe('database refusals mapped by constraint name', () => {
  let db: Database;
  before(async () => {
    db = createDatabase({ url: await testEnvironment().createDatabase(), schema: 'public', poolMax: 2 });
    await db.raw(`
      CREATE EXTENSION IF NOT EXISTS btree_gist;
      CREATE TABLE harbours (id int PRIMARY KEY);
      INSERT INTO harbours VALUES (1);
      CREATE TABLE docks (
        id int PRIMARY KEY,
        harbour_id int NOT NULL REFERENCES harbours (id),
        code text NOT NULL,
        length_m double precision CHECK (length_m > 0),
        latitude double precision,
        longitude double precision,
        CONSTRAINT docks_position_check CHECK ((latitude IS NULL) = (longitude IS NULL))
      );
      CREATE UNIQUE INDEX docks_code_key ON docks (harbour_id, upper(code));
      CREATE TABLE berths (
        dock_id int NOT NULL,
        effective_from date NOT NULL,
        effective_to date,
        CONSTRAINT berths_no_overlap EXCLUDE USING gist (
          dock_id WITH =, daterange(effective_from, effective_to, '[]') WITH &&
        )
      );
      INSERT INTO docks (id, harbour_id, code) VALUES (1, 1, 'North');
      INSERT INTO berths VALUES (1, '2026-01-01', '2026-06-30');
    `);
  });
  after(() => db?.destroy());

  it("answers a declared unique violation with the family's problem, the key read from the detail", async () => {
    const refusal = await refusalOf(db, `INSERT INTO docks (id, harbour_id, code) VALUES (2, 1, 'north')`);
    expect(refusal?.toProblem()).to.include({
      status: 409,
      code: 'dock-code-taken',
      detail: 'A dock has the code NORTH already.',
    });
  });

  it('answers a declared check with 422 naming its fields', async () => {
    const refusal = await refusalOf(
      db,
      `INSERT INTO docks (id, harbour_id, code, latitude) VALUES (3, 1, 'S', 45.7)`,
    );
    expect(refusal?.toProblem()).to.deep.include({
      status: 422,
      code: 'constraint-violated',
      errors: [
        { field: 'body.latitude', message: 'are given together or not at all' },
        { field: 'body.longitude', message: 'are given together or not at all' },
      ],
    });
  });

  it("answers an undeclared column check with 422 naming the column's field", async () => {
    const refusal = await refusalOf(
      db,
      `INSERT INTO docks (id, harbour_id, code, length_m) VALUES (4, 1, 'E', -3)`,
    );
    expect(refusal?.status).to.equal(422);
    expect(refusal?.code).to.equal('constraint-violated');
    expect(refusal?.errors?.map((e) => e.field)).to.deep.equal(['body.lengthM']);
  });

  it('answers a missing required value with 422 naming it', async () => {
    const refusal = await refusalOf(db, `INSERT INTO docks (id, harbour_id) VALUES (5, 1)`);
    expect(refusal?.status).to.equal(422);
    expect(refusal?.errors?.map((e) => e.field)).to.deep.equal(['body.code']);
  });

  it('answers undeclared unique, exclusion and foreign-key violations with 409, never 500', async () => {
    const unique = await refusalOf(db, `INSERT INTO docks (id, harbour_id, code) VALUES (1, 1, 'West')`);
    expect([unique?.status, unique?.code]).to.deep.equal([409, 'conflict']);
    const overlap = await refusalOf(db, `INSERT INTO berths VALUES (1, '2026-03-01', NULL)`);
    expect([overlap?.status, overlap?.code]).to.deep.equal([409, 'conflict']);
    const dangling = await refusalOf(db, `INSERT INTO docks (id, harbour_id, code) VALUES (6, 9, 'X')`);
    expect([dangling?.status, dangling?.code]).to.deep.equal([409, 'reference-conflict']);
  });

  it('reads every key column of an exclusion, a range included', async () => {
    let seen: Record<string, string> | undefined;
    const table = defineConstraints({
      berths_no_overlap: {
        kind: 'exclusion',
        refuse: (v) => {
          seen = v.key;
          return new ConflictError('berth-overlaps', 'The dock is berthed then already.');
        },
      },
    });
    const refusal = await refusalOf(db, `INSERT INTO berths VALUES (1, '2026-03-01', '2026-12-31')`, table);
    expect(refusal?.code).to.equal('berth-overlaps');
    expect(seen).to.deep.equal({ dock_id: '1', effective_from: '[2026-03-01,2027-01-01)' });
  });

  it('refuses a constraint declared by two families', () => {
    const rule = { kind: 'unique', refuse: () => new ConflictError('x', 'x') } as const;
    expect(() => mergeConstraints({ docks_code_key: rule }, { docks_code_key: rule })).to.throw(
      /two families/,
    );
  });
});
