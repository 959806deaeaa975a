/**
 * What `pg` makes of a query's config, which it copies before adding its callback and values
 * (the platform's named statements, knex's queries: every query of every request). Patched
 * (ADR 0139): a plain object is copied as an object literal, where its copy through property
 * descriptors made an object of a shape of its own at every query; any other object (a class's,
 * one with inherited accessors) is copied as before. The caller's object is never changed.
 */
import { expect } from 'chai';
import pg from 'pg';

/** The query pg makes of `config`, and how many property-descriptor copies it took. */
function made(config: object, values?: unknown[]) {
  const descriptors = Object.getOwnPropertyDescriptors;
  let copies = 0;
  Object.getOwnPropertyDescriptors = ((object: object) => {
    copies += 1;
    return descriptors(object);
  }) as typeof Object.getOwnPropertyDescriptors;
  try {
    const query = new pg.Query(config as pg.QueryConfig, values) as unknown as Record<string, unknown>;
    return { query, copies };
  } finally {
    Object.getOwnPropertyDescriptors = descriptors;
  }
}

describe("a query's config as pg copies it", function () {
  it('copies a plain object as a literal, with its name, text and values, leaving it unchanged', () => {
    const config = { name: 'q1', text: 'SELECT $1::text AS id', values: ['b1'], rowMode: 'array' };
    const { query, copies } = made(config);
    expect(copies).to.equal(0);
    expect(query).to.include({ name: 'q1', text: 'SELECT $1::text AS id', _rowMode: 'array' });
    expect(query.values).to.deep.equal(['b1']);
    expect(config).to.deep.equal({
      name: 'q1',
      text: 'SELECT $1::text AS id',
      values: ['b1'],
      rowMode: 'array',
    });
  });

  it('takes values given beside the config without adding them to it', () => {
    const config = { name: 'q2', text: 'SELECT $1::int AS n' };
    const { query } = made(config, [7]);
    expect(query.values).to.deep.equal([7]);
    expect(config).to.deep.equal({ name: 'q2', text: 'SELECT $1::int AS n' });
  });

  it('copies any other object through its descriptors, keeping what its prototype answers', () => {
    class Statement {
      get text() {
        return 'SELECT 1';
      }
    }
    const config = Object.assign(new Statement(), { name: 'q3' });
    const { query, copies } = made(config);
    expect(copies).to.equal(1);
    expect(query).to.include({ name: 'q3', text: 'SELECT 1' });
  });
});
