import { expect } from 'chai';
import { testEnvironment } from '@transport/dev-stack';
import {
  announceEventsSql,
  createDatabase,
  onEventsCommitted,
  rollingBack,
  type Database,
} from '../src/index.ts';

/**
 * What the service announces to its webhook rounds (ADR 0114): each commit that wrote events to
 * the outbox, once committed, whatever wrote them through the handle; never a write rolled back,
 * failed or dry.
 */
describe('the commits that wrote events, as a database handle tells them', () => {
  let db: Database;
  let committed = 0;
  let stop: () => void;
  before(async () => {
    const url = await testEnvironment().createDatabase();
    // One connection: each write after another runs on the connection the one before used.
    db = createDatabase({ url, schema: 'public', poolMax: 1 });
    await db.raw(`CREATE TABLE events (id serial PRIMARY KEY, subject text NOT NULL)`);
    await db.raw(`CREATE TABLE drafts (id serial PRIMARY KEY, code text UNIQUE NOT NULL)`);
    await db.raw(announceEventsSql('public'));
    stop = onEventsCommitted(db, () => void (committed += 1));
  });
  after(async () => {
    stop?.();
    await db?.destroy();
  });
  beforeEach(() => void (committed = 0));

  it('tells a transaction that wrote events once it has committed, once however many statements wrote them', async () => {
    await db.transaction(async (trx) => {
      await trx('events').insert({ subject: 'a' });
      await trx('events').insert([{ subject: 'b' }, { subject: 'c' }]);
      // Written, not committed: nothing told yet.
      expect(committed).to.equal(0);
    });
    expect(committed).to.equal(1);
    // A statement outside any transaction commits on its own.
    await db('events').insert({ subject: 'd' });
    expect(committed).to.equal(2);
  });

  it('tells nothing of a transaction rolled back, failed, or writing no event', async () => {
    // A statement failed and the transaction went on to its COMMIT, which Postgres answers ROLLBACK.
    const failure = await db.transaction(async (trx) => {
      await trx('events').insert({ subject: 'lost' });
      await trx('drafts').insert({ code: 'X' });
      return trx('drafts')
        .insert({ code: 'X' })
        .catch((error: { code?: string }) => error);
    });
    expect(failure).to.include({ code: '23505' });
    expect(await db('events').where({ subject: 'lost' }).first()).to.equal(undefined);
    await db
      .transaction(async (trx) => {
        await trx('events').insert({ subject: 'undone' });
        throw new Error('undone');
      })
      .catch(() => undefined);
    await db.transaction((trx) => trx('drafts').insert({ code: 'NO-EVENT' }));
    expect(committed).to.equal(0);
    // The connections that saw those keep no trace of them: the next write is told once.
    await db.transaction((trx) => trx('events').insert({ subject: 'e' }));
    expect(committed).to.equal(1);
  });

  it('tells nothing of a dry run, whose transaction is rolled back', async () => {
    await rollingBack(db, () => db.transaction((trx) => trx('events').insert({ subject: 'dry' })));
    expect(committed).to.equal(0);
    expect(await db('events').where({ subject: 'dry' }).first()).to.equal(undefined);
    // Its connection keeps no trace of it: a commit writing no event after it is not told.
    await db.transaction((trx) => trx('drafts').insert({ code: 'AFTER-DRY' }));
    expect(committed).to.equal(0);
  });
});
