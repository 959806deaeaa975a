import { expect } from 'chai';
import { testEnvironment } from '@transport/dev-stack';
import {
  createDatabase,
  hasTrigram,
  countTextMatchesUpTo,
  DEFAULT_TOTAL_EXACT_UP_TO,
  searchPage,
  searchPageJson,
  type Database,
} from '../src/index.ts';

// Codes whose matches gather at the end of the sort order: every ZZ-... code after every AA-... one.
// Text searches count up to BOUND here (SEARCH_TOTAL_EXACT_UP_TO), so that a few rows cross it.
const BOUND = 500;
const TOTAL = 2_000;
const LATE = 100;
const TOTAL_EXACT_UP_TO = BOUND;

describe('a search page with a text term, on either side of the count bound', () => {
  let db: Database;
  before(async function () {
    this.timeout(60_000);
    countTextMatchesUpTo(BOUND);
    db = createDatabase({ url: await testEnvironment().createDatabase(), schema: 'public' });
    await db.raw(`CREATE TABLE items (id int PRIMARY KEY, code text NOT NULL)`);
    await db.raw(
      `INSERT INTO items SELECT i, CASE WHEN i > ? THEN 'ZZ-' ELSE 'AA-' END || lpad(i::text, 7, '0')
         FROM generate_series(1, ?) i`,
      [TOTAL - LATE, TOTAL],
    );
    await db.raw(`CREATE INDEX items_code_idx ON items (code, id)`);
    await db.raw(`ANALYZE items`);
  });
  after(() => {
    countTextMatchesUpTo(DEFAULT_TOTAL_EXACT_UP_TO);
    return db?.destroy();
  });

  const search = (term: string, page: number) =>
    searchPage<{ id: number; code: string }>(db, {
      filtered: () => db('items').whereILike('code', `%${term}%`),
      columns: ['id', 'code'],
      order: [
        { column: 'code', order: 'asc' },
        { column: 'id', order: 'asc' },
      ],
      page: { page, size: 20 },
      textTerm: term,
    });
  const expected = async (term: string, page: number) =>
    (
      await db('items')
        .select('id', 'code')
        .whereILike('code', `%${term}%`)
        .orderBy([{ column: 'code' }, { column: 'id' }])
        .limit(20)
        .offset(page * 20)
    ).map((row) => ({ ...row }));

  it('sorts the matches when there are at most the bound of them, and counts them exactly', async () => {
    const found = await search('zz-', 3);
    expect(found).to.deep.include({ total: LATE, totalIsExact: true });
    expect(found.rows).to.deep.equal(await expected('zz-', 3));
  });

  it('sorts every match of a term with a trigram when there are more, and stops counting at the bound', async () => {
    const found = await search('aa-', 4);
    expect(found).to.deep.include({ total: TOTAL_EXACT_UP_TO, totalIsExact: false });
    expect(found.rows).to.deep.equal(await expected('aa-', 4));
    // The last page, past the bound: the rows are there, the total still a lower bound.
    const last = await search('aa-', Math.floor((TOTAL - LATE - 1) / 20));
    expect(last.rows).to.deep.equal(await expected('aa-', Math.floor((TOTAL - LATE - 1) / 20)));
    expect(last.rows).to.have.length.greaterThan(0);
  });

  it('walks the sort order for a term without a trigram when there are more, with the same pages, and stops counting at the bound', async () => {
    const found = await search('-', 2);
    expect(TOTAL).to.be.greaterThan(BOUND);
    // More than the bound: the total says "at least this many", and says that it does.
    expect(found).to.deep.include({ total: TOTAL_EXACT_UP_TO, totalIsExact: false });
    expect(found.rows).to.deep.equal(await expected('-', 2));
    const counted = await searchPage(db, {
      filtered: () => db('items').whereILike('code', '%-%'),
      columns: ['id'],
      order: [{ column: 'id', order: 'asc' }],
      page: { page: 0, size: 0 },
      textTerm: '-',
    });
    expect(counted).to.deep.equal({ rows: [], total: TOTAL_EXACT_UP_TO, totalIsExact: false });
  });

  it('counts every match of a search without a text term', async () => {
    const found = await searchPage(db, {
      filtered: () => db('items'),
      columns: ['id'],
      order: [{ column: 'id', order: 'asc' }],
      page: { page: 0, size: 5 },
    });
    expect(found).to.deep.include({ total: TOTAL, totalIsExact: true });
  });

  const jsonPage = async (term: string, page: number) =>
    JSON.parse(
      await searchPageJson(db, {
        filtered: () => db('items').whereILike('code', `%${term}%`),
        columns: ['id', 'code'],
        order: [
          { column: 'code', order: 'asc' },
          { column: 'id', order: 'asc' },
        ],
        page: { page, size: 20 },
        textTerm: term,
        rowJson: `json_build_object('id', p.id, 'code', p.code)`,
      }),
    );

  const expectedJson = async (term: string, page: number) => {
    const matches = Number((await db('items').whereILike('code', `%${term}%`).count({ n: '*' }))[0]?.n);
    return {
      data: await expected(term, page),
      page,
      size: 20,
      total: Math.min(matches, TOTAL_EXACT_UP_TO),
      totalIsExact: matches <= TOTAL_EXACT_UP_TO,
    };
  };

  it('writes the same page as JSON', async () => {
    expect(await jsonPage('zz-', 1)).to.deep.equal(await expectedJson('zz-', 1));
  });

  it('writes the same page as JSON for a term too short for a trigram (planned for the term)', async () => {
    expect(await jsonPage('zz', 2)).to.deep.equal(await expectedJson('zz', 2));
    expect(await jsonPage('9', 1)).to.deep.equal(await expectedJson('9', 1));
  });

  it('writes an inexact total as JSON when a term matches more than the bound', async () => {
    expect(await jsonPage('-', 1)).to.deep.include({ total: TOTAL_EXACT_UP_TO, totalIsExact: false });
    expect(await jsonPage('-', 1)).to.deep.equal(await expectedJson('-', 1));
    expect(await jsonPage('aa-', 3)).to.deep.equal(await expectedJson('aa-', 3));
  });
});

describe('hasTrigram', () => {
  it('holds for terms with three word characters in a row, which a trigram index can narrow', () => {
    expect(['quai', 'abc', 'é12', 'x-taxi'].filter(hasTrigram)).to.deep.equal([
      'quai',
      'abc',
      'é12',
      'x-taxi',
    ]);
    expect(['a', 'ai', '-0', 'a-b-c', 'ab cd', '%_\\'].filter(hasTrigram)).to.deep.equal([]);
  });
});
