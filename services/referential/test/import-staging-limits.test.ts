/**
 * Staged imports under the service's import gate, as the GTFS and permit imports are (ADR 0048):
 * a batch bounded by `IMPORT_MAX_ROWS` statements, an application beyond the concurrency limit
 * refused 429 with `Retry-After` when none may wait its turn (`IMPORT_MAX_QUEUED=0`) (the permit import shares the limit; additions of statements
 * have their own lane, `IMPORT_MAX_CONCURRENT_ADDITIONS`), an application stopped
 * and rolled back when its client leaves or its time is up, nothing of it written and no
 * statement of it left running. The limits are made small through the service's settings.
 */
import { expect } from 'chai';
import { startTestService, type ApiClient, type TestService, createdId } from '@transport/platform/testing';
import { createImportStagingRepository } from '../src/import-staging/import-staging.repository.ts';
import { referentialService } from '../src/index.ts';
import { REGISTRY_OFFICER } from './authorizations-fixtures.ts';
import { registerCarrier } from './carriers-fixtures.ts';
import { createStation } from './network-fixtures.ts';

const BASE = '/referential/v1/import-staging';

function expectLimit(
  response: { status: number; text: string; body: Record<string, unknown> },
  setting: string,
) {
  expect(response.status, response.text).to.equal(413);
  expect(response.body.code).to.equal('import-limit-exceeded');
  expect(response.body.limit).to.deep.include({ setting });
}

/** The staged-import operations of a started referential, and the means to hold it up. */
function stagingOf(service: () => TestService, officer: () => ApiClient) {
  const openBatch = async () =>
    createdId(await officer().post(`${BASE}/batches`, { source: 'LIMITS' }), 'batch');
  const add = (batchId: string, statements: Record<string, unknown>[]) =>
    officer().post(`${BASE}/batches/${batchId}/statements`, { statements });
  /** A batch of one carrier's email: the carrier, and the batch, not yet applied. */
  const pendingBatch = async (email: string) => {
    const { id: carrierId } = await registerCarrier(officer(), { email: 'before@cars.example' });
    const batchId = await openBatch();
    const added = await add(batchId, [
      { recordType: 'CARRIER', recordId: carrierId, field: 'email', value: email },
    ]);
    expect(added.status, added.text).to.equal(200);
    return { carrierId, batchId };
  };
  const emailOf = async (carrierId: string) =>
    (await officer().get(`/referential/v1/carriers/${carrierId}`)).body.email as string;
  const batchOf = async (batchId: string) => (await officer().get(`${BASE}/batches/${batchId}`)).body;
  /** Holds the carriers table, so that an application waits on it, until `release`. */
  const holdCarriers = async () => {
    const trx = await service().built.deps.db.transaction();
    await trx.raw('LOCK TABLE carriers IN ACCESS EXCLUSIVE MODE');
    return { release: () => trx.rollback() };
  };
  /** The backends waiting on a lock in the service's database. */
  const waitingBackends = async () =>
    (
      await service().built.deps.db.raw(
        `SELECT pid FROM pg_stat_activity
          WHERE wait_event_type = 'Lock' AND state = 'active' AND datname = current_database()`,
      )
    ).rows.map((r: { pid: number }) => r.pid) as number[];
  const waitFor = async <T>(probe: () => Promise<T | undefined>, what: string): Promise<T> => {
    for (let i = 0; i < 500; i += 1) {
      const value = await probe();
      if (value !== undefined) return value;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`never saw ${what}`);
  };
  /**
   * Each operation used here called once, in the setup: a service's first call of an operation
   * compiles its validators, a one-off cost that would otherwise fall on the first test.
   */
  const warmUp = async () => {
    const { batchId } = await pendingBatch('warm@cars.example');
    await batchOf(batchId);
    expect((await officer().post(`${BASE}/batches/${batchId}/application`)).status).to.equal(200);
  };
  return { openBatch, add, pendingBatch, emailOf, batchOf, holdCarriers, waitingBackends, waitFor, warmUp };
}

describe('staged imports under the import limits', () => {
  let service: TestService;
  let officer: ApiClient;
  let carriers: { id: string }[];
  const staging = stagingOf(
    () => service,
    () => officer,
  );

  before(async function () {
    this.timeout(120_000);
    service = await startTestService(referentialService, {
      IMPORT_MAX_ROWS: '3',
      IMPORT_MAX_CONCURRENT: '1',
      // None waits its turn: the next import is refused at once (import-limits.test.ts holds the queue).
      IMPORT_MAX_QUEUED: '0',
      IMPORT_MAX_CONCURRENT_ADDITIONS: '2',
    });
    officer = service.as(REGISTRY_OFFICER, 'import-clerk');
    await staging.warmUp();
    carriers = await Promise.all([1, 2, 3, 4].map(() => registerCarrier(officer)));
  });
  after(() => service?.close());

  it('refuses statements beyond the most a batch may hold, naming the setting, and adds none of them', async () => {
    const statement = (i: number) => ({
      recordType: 'CARRIER',
      recordId: carriers[i]?.id,
      field: 'website',
      value: `https://limits-${i}.example`,
    });
    const batchId = await staging.openBatch();
    expect((await staging.add(batchId, [statement(0), statement(1)])).status).to.equal(200);
    const refused = await staging.add(batchId, [statement(2), statement(3)]);
    expectLimit(refused, 'IMPORT_MAX_ROWS');
    expect(refused.body.limit).to.deep.equal({ setting: 'IMPORT_MAX_ROWS', value: 3 });
    expect((refused.body.errors as { field: string }[]).map((e) => e.field)).to.deep.equal([
      'body.statements',
    ]);
    expect((await staging.batchOf(batchId)).statementCounts).to.deep.include({ PENDING: 2 });
    // Up to the limit is taken.
    expect((await staging.add(batchId, [statement(2)])).status).to.equal(200);
  });

  it('refuses an application beyond the concurrency limit, with no queue, with 429 and Retry-After, the permit import too', async () => {
    const first = await staging.pendingBatch('first@cars.example');
    const second = await staging.pendingBatch('second@cars.example');
    const held = await staging.holdCarriers();
    const applying = officer.post(`${BASE}/batches/${first.batchId}/application`);
    try {
      await staging.waitFor(
        async () => ((await staging.waitingBackends()).length > 0 ? true : undefined),
        'the application waiting',
      );
      const busy = await officer.post(`${BASE}/batches/${second.batchId}/application`);
      expect(busy.status, busy.text).to.equal(429);
      expect(busy.body.code).to.equal('imports-busy');
      expect(Number(busy.headers.get('retry-after'))).to.be.within(1, 240);
      const permits = await fetch(`${service.url}/referential/v1/vehicle-permits/imports?dryRun=true`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${service.token(['referential.vehicle-permits:write'])}`,
          'content-type': 'text/csv',
        },
        body: 'registration,permitNumber,kind,validFrom,validUntil\n',
      });
      expect(permits.status).to.equal(429);
      // Additions to a batch have their own lane: one goes through while the only import runs.
      const stationId = await createStation(officer);
      const addition = await staging.add(await staging.openBatch(), [
        { recordType: 'STATION', recordId: stationId, field: 'name', value: 'Gare des limites' },
      ]);
      expect(addition.status, addition.text).to.equal(200);
    } finally {
      await held.release();
    }
    expect((await applying).status).to.equal(200);
    expect(await staging.emailOf(first.carrierId)).to.equal('first@cars.example');
    expect(await staging.emailOf(second.carrierId)).to.equal('before@cars.example');
    expect((await staging.batchOf(second.batchId)).status).to.equal('OPEN');
  });

  it('refuses an addition beyond its own lane with 429 naming IMPORT_MAX_CONCURRENT_ADDITIONS', async () => {
    // Two additions held on the carriers table fill the lane of two; a third is refused at once.
    const statementOn = (carrierId: string, i: number) => [
      { recordType: 'CARRIER', recordId: carrierId, field: 'website', value: `https://lane-${i}.example` },
    ];
    const batches = await Promise.all([0, 1, 2].map(() => staging.openBatch()));
    const held = await staging.holdCarriers();
    const adding = [0, 1].map((i) =>
      staging.add(batches[i] as string, statementOn(carriers[i]?.id as string, i)),
    );
    try {
      await staging.waitFor(
        async () => ((await staging.waitingBackends()).length >= 2 ? true : undefined),
        'both additions waiting',
      );
      const busy = await staging.add(batches[2] as string, statementOn(carriers[2]?.id as string, 2));
      expect(busy.status, busy.text).to.equal(429);
      expect(busy.body.code).to.equal('imports-busy');
      expect(busy.body.detail).to.include('IMPORT_MAX_CONCURRENT_ADDITIONS=2');
      expect(Number(busy.headers.get('retry-after'))).to.be.within(1, 240);
    } finally {
      await held.release();
    }
    expect((await Promise.all(adding)).map((r) => r.status)).to.deep.equal([200, 200]);
    expect((await staging.batchOf(batches[2] as string)).statementCounts).to.deep.include({ PENDING: 0 });
  });

  it('stops and rolls back an application whose client leaves: no statement of it left running, nothing written', async () => {
    const { carrierId, batchId } = await staging.pendingBatch('left@cars.example');
    const held = await staging.holdCarriers();
    const leaving = new AbortController();
    const answer = fetch(`${service.url}${BASE}/batches/${batchId}/application`, {
      method: 'POST',
      headers: { authorization: `Bearer ${service.token(REGISTRY_OFFICER)}` },
      signal: leaving.signal,
    }).catch(() => undefined);
    let pid: number;
    try {
      pid = await staging.waitFor(
        async () => (await staging.waitingBackends())[0],
        'the application waiting',
      );
      leaving.abort();
      await answer;
      // Its statement is cancelled while the table is still held: it does not wait on.
      await staging.waitFor(
        async () => ((await staging.waitingBackends()).includes(pid) ? undefined : true),
        'the application stopped',
      );
    } finally {
      await held.release();
    }
    // Its connection rolls the transaction back and goes idle (or away) within the wait's ten
    // seconds: a moment after the cancel it is still `idle in transaction (aborted)`.
    await staging.waitFor(async () => {
      const running = await service.built.deps.db.raw(
        `SELECT count(*) AS n FROM pg_stat_activity WHERE pid = ? AND state <> 'idle'`,
        [pid],
      );
      return Number(running.rows[0].n) === 0 ? true : undefined;
    }, 'the application’s connection idle');
    expect(await staging.emailOf(carrierId)).to.equal('before@cars.example');
    const batch = await staging.batchOf(batchId);
    expect(batch.status).to.equal('OPEN');
    expect(batch.statementCounts).to.deep.include({ PENDING: 1, APPLIED: 0 });
    // Its place is free again: the batch is applied next (the limit is one at a time).
    const next = await officer.post(`${BASE}/batches/${batchId}/application`);
    expect(next.status, next.text).to.equal(200);
    expect(await staging.emailOf(carrierId)).to.equal('left@cars.example');
  });
});

describe('staged imports under the import time limit', () => {
  let service: TestService;
  let officer: ApiClient;
  let pending: { carrierId: string; batchId: string };
  const staging = stagingOf(
    () => service,
    () => officer,
  );

  before(async function () {
    this.timeout(120_000);
    service = await startTestService(referentialService, { IMPORT_MAX_SECONDS: '1' });
    officer = service.as(REGISTRY_OFFICER, 'import-clerk');
    // The batch is staged through the repository: an addition through the API is itself held to
    // the one second, which a loaded machine may not give it.
    const { id: carrierId } = await registerCarrier(officer, { email: 'before@cars.example' });
    const db = service.built.deps.db;
    const repository = createImportStagingRepository(db);
    const batchId = await repository.insertBatch({ source: 'LIMITS' }, 'import-clerk');
    await db.transaction((trx) =>
      repository.insertStatement(
        trx,
        batchId,
        { recordType: 'CARRIER', recordId: carrierId, field: 'email', value: 'late@cars.example' },
        1,
        'import-clerk',
      ),
    );
    pending = { carrierId, batchId };
    expect((await staging.batchOf(batchId)).statementCounts).to.deep.include({ PENDING: 1 });
  });
  after(() => service?.close());

  it('stops an application past IMPORT_MAX_SECONDS with 413 naming the setting, and writes nothing', async () => {
    const { carrierId, batchId } = pending;
    const held = await staging.holdCarriers();
    let late;
    try {
      late = await officer.post(`${BASE}/batches/${batchId}/application`);
    } finally {
      await held.release();
    }
    expectLimit(late, 'IMPORT_MAX_SECONDS');
    expect(await staging.emailOf(carrierId)).to.equal('before@cars.example');
    expect((await staging.batchOf(batchId)).status).to.equal('OPEN');
  });
});
