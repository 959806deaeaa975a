import { expect } from 'chai';
import pg from 'pg';
import { testEnvironment } from '@transport/dev-stack';
import { createDatabase, queryPrepared, rollingBack, type Database } from '../src/index.ts';

describe('a dry run on a database handle', () => {
  let url: string;
  let db: Database;
  before(async () => {
    url = await testEnvironment().createDatabase();
    db = createDatabase({ url, schema: 'public', poolMax: 2 });
    await db.raw(`CREATE TABLE drafts (id serial PRIMARY KEY, code text UNIQUE NOT NULL)`);
    await db.raw(`CREATE FUNCTION drafts_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_notify('drafts_changed', NEW.code); RETURN NEW; END $$`);
    await db.raw(
      `CREATE TRIGGER drafts_notify AFTER INSERT ON drafts FOR EACH ROW EXECUTE FUNCTION drafts_notify()`,
    );
  });
  after(() => db?.destroy());

  const count = async () => Number((await db('drafts').count({ n: '*' }))[0]?.n);

  it('runs the work’s transactions and reads as written, then keeps none of it', async () => {
    const seen = await rollingBack(db, async () => {
      // As a service writes: in its own transaction, then reads outside it.
      const id = await db.transaction(async (trx) => {
        const [row] = await trx('drafts').insert({ code: 'A' }).returning('id');
        return (row as { id: number }).id;
      });
      const plain = await db('drafts').where({ id }).first();
      const prepared = await queryPrepared<{ code: string }>(db, {
        sql: 'SELECT code FROM drafts WHERE id = $1',
        bindings: [id],
      });
      return { plain: plain.code as string, prepared: prepared[0]?.code };
    });
    expect(seen).to.deep.equal({ plain: 'A', prepared: 'A' });
    expect(await count()).to.equal(0);
  });

  it('refuses what the constraints refuse, as a real run would, and keeps nothing', async () => {
    await db('drafts').insert({ code: 'TAKEN' });
    const failure = await rollingBack(db, () =>
      db.transaction((trx) => trx('drafts').insert({ code: 'TAKEN' })),
    ).catch((error: { code?: string }) => error);
    expect(failure).to.include({ code: '23505' });
    expect(await count()).to.equal(1);
    await db('drafts').del();
  });

  it('delivers none of the notifications its triggers send', async () => {
    const listener = new pg.Client({ connectionString: url });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (message) => heard.push(message.payload ?? ''));
    await listener.query('LISTEN drafts_changed');
    try {
      await rollingBack(db, () => db.transaction((trx) => trx('drafts').insert({ code: 'DRY' })));
      await db.transaction((trx) => trx('drafts').insert({ code: 'REAL' }));
      // The real insert's notification comes after the dry run's would have.
      for (let i = 0; i < 100 && heard.length === 0; i += 1) await new Promise((r) => setTimeout(r, 20));
      expect(heard).to.deep.equal(['REAL']);
    } finally {
      await listener.end();
      await db('drafts').del();
    }
  });

  it('leaves work still running after it on the pool, not on its finished transaction', async () => {
    let late: Promise<unknown> | undefined;
    await rollingBack(db, async () => {
      late = new Promise((resolve) => setTimeout(resolve, 50)).then(() =>
        db.transaction((trx) => trx('drafts').insert({ code: 'LATE' })),
      );
    });
    await late;
    expect(await db('drafts').pluck('code')).to.deep.equal(['LATE']);
    await db('drafts').del();
  });
});
