import { expect } from 'chai';
import { testEnvironment } from '@transport/dev-stack';
import {
  createDatabase,
  SORT_MATCHES_UP_TO,
  searchPage,
  searchPageJson,
  type Database,
} from '../src/index.ts';

// Codes whose matches gather at the end of the sort order: every ZZ-... code after every AA-... one.
const TOTAL = SORT_MATCHES_UP_TO + 2_000;
const LATE = 1_000;

describe('a search page with a text term, on either side of SORT_MATCHES_UP_TO', () => {
  let db: Database;
  before(async function () {
    this.timeout(60_000);
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
  after(() => db?.destroy());

  const search = (term: string, page: number) =>
    searchPage<{ id: number; code: string }>(db, {
      filtered: () => db('items').whereILike('code', `%${term}%`),
      columns: ['id', 'code'],
      order: [
        { column: 'code', order: 'asc' },
        { column: 'id', order: 'asc' },
      ],
      page: { page, size: 20 },
      textTerm: true,
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

  it('sorts the matches when there are at most SORT_MATCHES_UP_TO of them', async () => {
    const found = await search('zz-', 3);
    expect(found.total).to.equal(LATE);
    expect(found.rows).to.deep.equal(await expected('zz-', 3));
  });

  it('walks the sort order when there are more, with the same pages', async () => {
    const found = await search('-', 2);
    expect(found.total).to.equal(TOTAL);
    expect(found.total).to.be.greaterThan(SORT_MATCHES_UP_TO);
    expect(found.rows).to.deep.equal(await expected('-', 2));
  });

  it('writes the same page as JSON', async () => {
    const json = JSON.parse(
      await searchPageJson(db, {
        filtered: () => db('items').whereILike('code', '%zz-%'),
        columns: ['id', 'code'],
        order: [
          { column: 'code', order: 'asc' },
          { column: 'id', order: 'asc' },
        ],
        page: { page: 1, size: 20 },
        textTerm: true,
        rowJson: `json_build_object('id', p.id, 'code', p.code)`,
      }),
    );
    expect(json).to.deep.equal({ data: await expected('zz-', 1), page: 1, size: 20, total: LATE });
  });
});
