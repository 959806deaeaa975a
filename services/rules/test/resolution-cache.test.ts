import { expect } from 'chai';
import pg from 'pg';
import {
  cacheLookups,
  settlesOn,
  startTestService,
  type ApiClient,
  type TestService,
} from '@transport/platform/testing';
import { rulesService } from '../src/index.ts';
import { RESOLVE, STATION_PAR, activeVersion, createRule, inYear, startRules, team } from './fixtures.ts';

/** The connection each replica listens on (its notification listener's, named after the service). */
const LISTENER = 'rules_notifications';

describe('resolution across replicas (the resolution cache)', () => {
  let first: TestService;
  let second: TestService;
  let sql: pg.Client;
  let author: ApiClient;
  let supervisor: ApiClient;
  let resolverOnSecond: ApiClient;
  let databaseUrl: string;

  before(async () => {
    first = await startRules();
    databaseUrl = first.built.deps.config.DATABASE_URL;
    second = await startTestService(rulesService, { DATABASE_URL: databaseUrl });
    ({ author, supervisor } = team(first));
    resolverOnSecond = second.as([RESOLVE], 'display-board');
    sql = new pg.Client({ connectionString: databaseUrl });
    await sql.connect();
  });
  after(async () => {
    await sql?.end();
    await second?.close();
    await first?.close();
  });

  const resolvedOnSecond = async (ruleId: string, at: string) => {
    const response = await resolverOnSecond.post(`/rules/v1/rules/${ruleId}/resolution`, {
      at,
      scope: STATION_PAR,
    });
    return response.status === 200 ? (response.body.version.id as string) : `status ${response.status}`;
  };

  it('resolves on one replica a version activated through another, after it had answered the earlier one', async () => {
    const ruleId = await createRule(author);
    const january = await activeVersion(author, supervisor, ruleId, { at: inYear('01-01T00:00:00Z') });
    expect(await resolvedOnSecond(ruleId, inYear('03-01T00:00:00Z'))).to.equal(january);
    expect(await resolvedOnSecond(ruleId, inYear('03-01T00:00:00Z'))).to.equal(january);

    const february = await activeVersion(author, supervisor, ruleId, { at: inYear('02-01T00:00:00Z') });
    expect(await settlesOn(() => resolvedOnSecond(ruleId, inYear('03-01T00:00:00Z')), february)).to.equal(
      february,
    );
    expect(await resolvedOnSecond(ruleId, inYear('01-15T00:00:00Z'))).to.equal(january);
  });

  it('counts its lookups for the operators: a rule resolved again is answered from memory', async () => {
    const ruleId = await createRule(author);
    const january = await activeVersion(author, supervisor, ruleId, { at: inYear('01-01T00:00:00Z') });
    expect(await settlesOn(() => resolvedOnSecond(ruleId, inYear('03-01T00:00:00Z')), january)).to.equal(
      january,
    );
    // Past the announcement of the activation, which empties the rule's entries when it lands.
    await new Promise((r) => setTimeout(r, 300));
    const lookups = () => cacheLookups(second, 'rule-resolution');
    const before = await lookups();
    expect(await resolvedOnSecond(ruleId, inYear('04-01T00:00:00Z'))).to.equal(january);
    expect(await resolvedOnSecond(ruleId, inYear('05-01T00:00:00Z'))).to.equal(january);
    const after = await lookups();
    expect(after.hit + after.miss - (before.hit + before.miss)).to.equal(2);
    expect(after.hit - before.hit).to.be.at.least(1);
  });

  it('does not keep answering from memory what changed while its notifications were cut off', async () => {
    const ruleId = await createRule(author);
    const january = await activeVersion(author, supervisor, ruleId, { at: inYear('01-01T00:00:00Z') });
    expect(await resolvedOnSecond(ruleId, inYear('03-01T00:00:00Z'))).to.equal(january);

    // Cut every listening connection of the database (both replicas'), then change the rule:
    // the announcement of that change reaches no one.
    const cut = await sql.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = $1`,
      [LISTENER],
    );
    expect(cut.rowCount).to.equal(2);
    const february = await activeVersion(author, supervisor, ruleId, { at: inYear('02-01T00:00:00Z') });
    expect(await settlesOn(() => resolvedOnSecond(ruleId, inYear('03-01T00:00:00Z')), february)).to.equal(
      february,
    );

    // Listening again, the replica hears of later changes.
    const listening = async () =>
      (
        await sql.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND application_name = $1`,
          [LISTENER],
        )
      ).rows[0].n as number;
    expect(await settlesOn(listening, 2)).to.equal(2);
    const march = await activeVersion(author, supervisor, ruleId, { at: inYear('03-01T00:00:00Z') });
    expect(await settlesOn(() => resolvedOnSecond(ruleId, inYear('03-15T00:00:00Z')), march)).to.equal(march);
  });

  it('hears of activations on a listener that connects elsewhere than its pool (DATABASE_LISTEN_URL)', async () => {
    // As in production, where the pool goes through a transaction pooler and the listener to the
    // primary itself: here the listener logs in as a role of its own, so it can be told apart.
    const role = `listener_${Math.random().toString(36).slice(2, 10)}`;
    await sql.query(`CREATE ROLE ${role} LOGIN PASSWORD 'listener'`);
    const listenUrl = new URL(databaseUrl);
    listenUrl.username = role;
    listenUrl.password = 'listener';
    const third = await startTestService(rulesService, {
      DATABASE_URL: databaseUrl,
      DATABASE_LISTEN_URL: listenUrl.toString(),
    });
    try {
      const listenersAs = async (user: string) =>
        (
          await sql.query(
            `SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND application_name = $1 AND usename = $2`,
            [LISTENER, user],
          )
        ).rows[0].n as number;
      expect(await settlesOn(() => listenersAs(role), 1)).to.equal(1);

      const resolver = third.as([RESOLVE], 'display-board');
      const resolvedOnThird = async (ruleId: string, at: string) => {
        const response = await resolver.post(`/rules/v1/rules/${ruleId}/resolution`, {
          at,
          scope: STATION_PAR,
        });
        return response.status === 200 ? (response.body.version.id as string) : `status ${response.status}`;
      };
      const ruleId = await createRule(author);
      const january = await activeVersion(author, supervisor, ruleId, { at: inYear('01-01T00:00:00Z') });
      expect(await resolvedOnThird(ruleId, inYear('03-01T00:00:00Z'))).to.equal(january);
      const february = await activeVersion(author, supervisor, ruleId, { at: inYear('02-01T00:00:00Z') });
      expect(await settlesOn(() => resolvedOnThird(ruleId, inYear('03-01T00:00:00Z')), february)).to.equal(
        february,
      );
    } finally {
      await third.close();
      await sql.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = $1', [role]);
      await sql.query(`DROP ROLE ${role}`);
    }
  });
});
