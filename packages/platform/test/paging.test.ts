import { expect } from 'chai';
import { testEnvironment } from '@transport/dev-stack';
import {
  createDatabase,
  hasTrigram,
  countTextMatchesUpTo,
  DEFAULT_TOTAL_EXACT_UP_TO,
  searchPage,
  searchPageJson,
  trigramIndexSql,
  type Database,
  whereTextMatches,
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

describe('a search page walking the sort order above the count bound (textScope)', () => {
  // 3,000 rows: one in five is `SPREAD` (600, spread over the whole order by id), the last 600
  // are `LATE` (gathered at the end of it), the others `PLAIN`. Text searches count up to 100:
  // both terms are above the bound, and the walk reads at most 1,000 rows of the order (ten
  // times the bound), a hundred for each row up to the page's last. With
  // `trigrams`, the ascending order by id walks the trigram side table (ADR 0134) instead.
  const BOUND = 100;
  const ROWS = 3_000;
  let db: Database;
  before(async function () {
    this.timeout(60_000);
    db = createDatabase({ url: await testEnvironment().createDatabase(), schema: 'public' });
    await db.raw(`CREATE TABLE walked (id int PRIMARY KEY, code text NOT NULL,
                    code_folded text GENERATED ALWAYS AS (lower(code)) STORED)`);
    await db.raw(
      `INSERT INTO walked (id, code)
         SELECT i, CASE WHEN i > ? THEN 'LATE' WHEN i % 5 = 0 THEN 'SPREAD' ELSE 'PLAIN' END || '-' || lpad(i::text, 5, '0')
           FROM generate_series(1, ?) i`,
      [ROWS - 600, ROWS],
    );
    await db.raw(trigramIndexSql('walked', ['code'], ['id']));
    await db.raw(`ANALYZE walked`);
  });
  afterEach(() => countTextMatchesUpTo(DEFAULT_TOTAL_EXACT_UP_TO));
  after(() => db?.destroy());

  const byId = [{ column: 'id', order: 'asc' }] as const;
  const options = (
    term: string,
    order: 'asc' | 'desc',
    page: number,
    size = 20,
    trigrams: boolean | 'whole' = false,
  ) => ({
    filtered: () => whereTextMatches(db('walked'), term, 'code'),
    textScope: {
      rows: () => db('walked'),
      columns: ['code'],
      trigrams: trigrams ? { table: 'walked', order: byId, whole: trigrams === 'whole' } : undefined,
    },
    columns: ['id', 'code'],
    order: [{ column: 'id', order }] as const,
    page: { page, size },
    textTerm: term,
  });
  /** The page with the count bounded at BOUND, and the same page with the bound above every row. */
  const bothWays = async <T>(answer: () => Promise<T>): Promise<[T, T]> => {
    countTextMatchesUpTo(BOUND);
    const bounded = await answer();
    countTextMatchesUpTo(ROWS + 1);
    return [bounded, await answer()];
  };

  for (const [term, order, page, size, trigrams, what] of [
    ['spread', 'asc', 0, 20, false, 'matches spread over the order, the first page: found by the walk'],
    ['spread', 'asc', 3, 5, false, 'matches spread over the order, a later page within the walk'],
    ['spread', 'asc', 12, 20, false, 'a page past what the walk reads: the matches sorted'],
    ['spread', 'desc', 4, 20, false, 'descending, too few matches in the walk: the matches sorted'],
    ['late', 'asc', 1, 20, false, 'matches gathered after the walk: the matches sorted'],
    ['late', 'desc', 2, 20, false, 'the same matches first in the order: found by the walk'],
    ['-', 'asc', 3, 20, false, 'a term without a trigram, every row matching: found by the walk'],
    ['late', 'asc', 1, 20, true, "matches gathered late, the trigram side table's walk"],
    ['spread', 'asc', 3, 5, true, "matches spread, a later page of the trigram side table's walk"],
    ['e-02', 'asc', 2, 20, true, "a term of several trigrams (the rarest walked), the side table's walk"],
    [
      'n-01',
      'asc',
      0,
      20,
      true,
      'the rarest trigram (-01) also in rows that do not match (SPREAD-01000): rechecked',
    ],
    ['late', 'desc', 2, 20, true, 'an order the side table does not serve: the walk of the order'],
    ['-', 'asc', 3, 20, true, 'a term without a trigram: the walk of the order'],
  ] as const) {
    it(`answers the page it answers with the bound above every match, in the same order: ${what}`, async () => {
      const [bounded, unbounded] = await bothWays(() =>
        searchPage<{ id: number; code: string }>(db, options(term, order, page, size, trigrams)),
      );
      expect(bounded).to.deep.include({ total: BOUND, totalIsExact: false });
      expect(unbounded.totalIsExact).to.equal(true);
      expect(bounded.rows).to.have.length(size);
      expect(bounded.rows).to.deep.equal(unbounded.rows);
      const [boundedJson, unboundedJson] = await bothWays(async () =>
        JSON.parse(
          await searchPageJson(db, {
            ...options(term, order, page, size, trigrams),
            rowJson: `json_build_object('id', p.id, 'code', p.code)`,
          }),
        ),
      );
      expect(boundedJson.data).to.deep.equal(unboundedJson.data);
      expect(boundedJson.data).to.deep.equal(bounded.rows);
    });
  }

  // The side table's walk (ADR 0134) gives the same total and page as the trigram index and the
  // sort alone, whether its matches are few, past the bound, or absent from its walked rows.
  for (const [term, page, total, totalIsExact, what] of [
    ['d-0029', 0, 2, true, 'two matches: the exact total'],
    ['late-024', 4, 99, true, 'matches up to the bound: the exact total, a page of them'],
    ['qqq', 0, 0, true, 'a trigram no row holds: none'],
    ['late', 2, BOUND, false, 'more matches than the bound, a later page: past the bound'],
    ['qx-y', 1, BOUND, false, 'a rarest trigram (qx-) whose first rows hold no match: the matches sorted'],
    ['qx-y', 0, 30, true, 'the same with fewer matches than the bound: the exact total'],
  ] as const) {
    it(`counts and pages with the trigram side table as without it: ${what}`, async () => {
      countTextMatchesUpTo(BOUND);
      // `QX-A` rows hold the term's first trigram (`qx-`), unlisted in the statistics as `x-y`
      // is, and come first in the order: the walk of that trigram's rows (1,000 at most) meets
      // them alone.
      const matches = totalIsExact && term === 'qx-y' ? total : 150;
      await db.raw(
        `INSERT INTO walked (id, code)
           SELECT 5000 + i, CASE WHEN i > 1100 THEN 'QX-Y-' ELSE 'QX-A-' END || lpad(i::text, 5, '0')
             FROM generate_series(1, ?) i`,
        [1100 + matches],
      );
      try {
        const answer = (trigrams: boolean) =>
          searchPage<{ id: number; code: string }>(db, options(term, 'asc', page, 20, trigrams));
        const withSide = await answer(true);
        const without = await answer(false);
        expect(withSide).to.deep.include({ total, totalIsExact });
        expect(withSide).to.deep.equal(without);
        const json = JSON.parse(
          await searchPageJson(db, {
            ...options(term, 'asc', page, 20, true),
            rowJson: `json_build_object('id', p.id, 'code', p.code)`,
          }),
        );
        expect(json.data).to.deep.equal(without.rows);
      } finally {
        await db.raw(`DELETE FROM walked WHERE id > 5000`);
      }
    });
  }

  // A scope of every row of the table (`whole`): a three-character term is counted from its
  // trigram's side rows, without the trigram index.
  for (const [term, page, total, totalIsExact, what] of [
    ['lat', 2, BOUND, false, 'more matches than the bound (600 LATE), a later page'],
    ['299', 0, 13, true, 'fewer matches than the bound: the exact total and its page'],
    ['qqq', 0, 0, true, 'a trigram no row holds: none'],
    ['LAT', 0, BOUND, false, 'the term folded as the rows are'],
  ] as const) {
    it(`counts a three-character term from the side table as from the trigram index: ${what}`, async () => {
      countTextMatchesUpTo(BOUND);
      const answer = (trigrams: boolean | 'whole') =>
        searchPage<{ id: number; code: string }>(db, options(term, 'asc', page, 20, trigrams));
      const whole = await answer('whole');
      expect(whole).to.deep.include({ total, totalIsExact });
      expect(whole).to.deep.equal(await answer(false));
      expect(whole.rows).to.have.length(Math.min(20, Math.max(0, (totalIsExact ? total : 600) - page * 20)));
    });
  }

  it('counts a three-character term in a whole scope from its side rows alone, not rechecked against the rows', async () => {
    countTextMatchesUpTo(BOUND);
    // Side rows of `zzz` for ids no row has: only a count read from the side table sees them.
    await db.raw(
      `INSERT INTO walked_trigrams (trigram, id) SELECT 'zzz', 10000 + i FROM generate_series(1, 150) i`,
    );
    try {
      const answer = (trigrams: boolean | 'whole') =>
        searchPage<{ id: number; code: string }>(db, options('zzz', 'asc', 0, 20, trigrams));
      expect(await answer('whole')).to.deep.include({ total: BOUND, totalIsExact: false, rows: [] });
      expect(await answer(true)).to.deep.include({ total: 0, totalIsExact: true, rows: [] });
      // A page of size 0 (the count alone) is counted the same way, as rows and as JSON.
      const counted = (trigrams: boolean | 'whole') =>
        searchPage<{ id: number; code: string }>(db, options('zzz', 'asc', 0, 0, trigrams));
      expect(await counted('whole')).to.deep.include({ total: BOUND, totalIsExact: false, rows: [] });
      expect(await counted(true)).to.deep.include({ total: 0, totalIsExact: true, rows: [] });
      const json = await searchPageJson(db, { ...options('zzz', 'asc', 0, 0, 'whole'), rowJson: 'p.id' });
      expect(JSON.parse(json)).to.deep.include({ total: BOUND, totalIsExact: false, data: [] });
    } finally {
      await db.raw(`DELETE FROM walked_trigrams WHERE trigram = 'zzz'`);
    }
  });

  it('answers the rows of the order it is asked for, the term matched as people type', async () => {
    countTextMatchesUpTo(BOUND);
    const found = await searchPage<{ id: number; code: string }>(db, options('SPREAD-0', 'asc', 1, 5));
    expect(found).to.deep.include({ total: BOUND, totalIsExact: false });
    expect(found.rows.map((row) => row.id)).to.deep.equal([30, 35, 40, 45, 50]);
  });

  it('sees an insert, a change of the text and a deletion in the next search through the trigram side table', async () => {
    countTextMatchesUpTo(BOUND);
    const firstLate = async () =>
      (await searchPage<{ id: number; code: string }>(db, options('late', 'asc', 0, 4, true))).rows.map(
        (row) => row.id,
      );
    expect(await firstLate()).to.deep.equal([2401, 2402, 2403, 2404]);
    await db.raw(`INSERT INTO walked (id, code) VALUES (0, 'Late-00000')`);
    await db.raw(`UPDATE walked SET code = 'PLAIN-02401' WHERE id = 2401`);
    await db.raw(`DELETE FROM walked WHERE id = 2403`);
    // A row whose text now holds the term, and one whose text changed but not its trigrams' term.
    await db.raw(`UPDATE walked SET code = 'LATE-00003' WHERE id = 3`);
    try {
      expect(await firstLate()).to.deep.equal([0, 3, 2402, 2404]);
    } finally {
      await db.raw(`DELETE FROM walked WHERE id = 0`);
      await db.raw(`UPDATE walked SET code = 'PLAIN-00003' WHERE id = 3`);
      await db.raw(`UPDATE walked SET code = 'LATE-02401' WHERE id = 2401`);
      await db.raw(`INSERT INTO walked (id, code) VALUES (2403, 'LATE-02403')`);
    }
    expect(await firstLate()).to.deep.equal([2401, 2402, 2403, 2404]);
  });
});
