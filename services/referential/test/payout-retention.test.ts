import { expect } from 'chai';
import {
  loadConfig,
  openValue,
  sealingEnvSchema,
  sealingKeyId,
  unwrapDataKey,
  type Database,
} from '@transport/platform';
import {
  connectMcp,
  daysFromToday,
  expectFieldError,
  expectProblem,
  startTestService,
  today,
  type ApiClient,
  type TestService,
} from '@transport/platform/testing';
import { erasePayoutDetailsAfterRetention } from '../src/beneficiaries/payout-keys.repository.ts';
import { referentialService } from '../src/referential-service.ts';
import {
  BENEFICIARY_APPROVE,
  BENEFICIARY_ERASE,
  BENEFICIARY_READ,
  BENEFICIARY_REVEAL,
  BENEFICIARY_WRITE,
  CARRIER_READ,
  CARRIER_WRITE,
  IBAN_DE,
  IBAN_GB,
  registerCarrier,
} from './carriers-fixtures.ts';

const RETENTION_DAYS = 30;
const HOLDER = 'Jeanne Martin';
const IBAN_DE_WHOLE = 'DE89370400440532013000';
const IBAN_GB_WHOLE = 'GB82WEST12345698765432';
/** Every personal value the tests record, as a direct query would look for it. */
const PERSONAL_VALUES = [HOLDER, IBAN_DE_WHOLE, IBAN_GB_WHOLE, 'Commerzbank', 'COBADEFFXXX', 'REF-JM-2026'];

describe('payout details sealed per carrier, erased at the end of retention or on request', () => {
  let service: TestService;
  let db: Database;
  let carrierStaff: ApiClient;
  let alice: ApiClient;
  let bob: ApiClient;
  let carol: ApiClient;
  let eraser: ApiClient;

  before(async function () {
    // Starting, and each operation's first call (its validators compiled), cost seconds on a
    // busy machine: paid here once, with an allowance of their own.
    this.timeout(60_000);
    service = await startTestService(referentialService, {
      PAYOUT_RETENTION_DAYS: String(RETENTION_DAYS),
      PAYOUT_RETENTION_INTERVAL_MS: '0',
    });
    db = service.built.deps.db;
    carrierStaff = service.as([CARRIER_READ, CARRIER_WRITE]);
    alice = service.as([BENEFICIARY_READ, BENEFICIARY_WRITE], 'alice');
    bob = service.as([BENEFICIARY_READ, BENEFICIARY_APPROVE], 'bob');
    carol = service.as([BENEFICIARY_REVEAL], 'carol');
    eraser = service.as([BENEFICIARY_READ, BENEFICIARY_ERASE], 'dpo');
    const { id } = await carrierWithDetails();
    await alice.get(paths(id).effective);
    await alice.get(paths(id).changes);
  });
  afterEach(() => service?.clock.reset());
  after(() => service?.close());

  const paths = (carrierId: string) => ({
    details: `/referential/v1/carriers/${carrierId}/beneficiaries`,
    effective: `/referential/v1/carriers/${carrierId}/beneficiaries/effective`,
    changes: `/referential/v1/carriers/${carrierId}/beneficiary-changes`,
    erasures: `/referential/v1/carriers/${carrierId}/payout-erasures`,
  });
  const changeIdOf = (response: { status: number; headers: Headers; text: string }) => {
    if (response.status !== 201) throw new Error(`not recorded: ${response.status} ${response.text}`);
    return (response.headers.get('location') as string).split('/').pop() as string;
  };
  /** A carrier, active, with Jeanne Martin's details in force from today and a change pending. */
  async function carrierWithDetails(): Promise<{ id: string; pendingId: string }> {
    const { id } = await registerCarrier(carrierStaff);
    expect((await carrierStaff.post(`/referential/v1/carriers/${id}/activation`)).status).to.equal(200);
    const changeId = changeIdOf(
      await alice.post(paths(id).details, {
        holderName: HOLDER,
        accountIdentifier: IBAN_DE,
        bankName: 'Commerzbank',
        bic: 'COBADEFFXXX',
        reference: 'REF-JM-2026',
        effectiveFrom: today(),
      }),
    );
    const approved = await bob.post(`${paths(id).changes}/${changeId}/approve`, {
      acknowledgeNameMismatch: true,
    });
    expect(approved.status, approved.text).to.equal(200);
    const pendingId = changeIdOf(
      await alice.post(paths(id).details, {
        holderName: HOLDER,
        accountIdentifier: IBAN_GB,
        effectiveFrom: daysFromToday(40),
      }),
    );
    return { id, pendingId };
  }
  /** The history rows of the carrier's payout details, as a direct query reads them. */
  async function historyOf(carrierId: string): Promise<{ row_before: unknown; row_after: unknown }[]> {
    return db('history')
      .whereIn('table_name', ['carrier_beneficiaries', 'beneficiary_changes'])
      .andWhere((q) =>
        q
          .whereRaw(`row_after ->> 'carrier_id' = ?`, [carrierId])
          .orWhereRaw(`row_before ->> 'carrier_id' = ?`, [carrierId]),
      )
      .select('row_before', 'row_after');
  }
  /** How many rows of `query`'s text hold any of the personal values. */
  async function holdingPersonalValues(from: string, text: string): Promise<number> {
    const patterns = PERSONAL_VALUES.map((v) => `%${v}%`);
    const [row] = (
      await db.raw(`SELECT count(*)::int AS n FROM ${from} WHERE ${text} ILIKE ANY (?::text[])`, [patterns])
    ).rows as { n: number }[];
    return row!.n;
  }
  const at = (date: string) => Date.parse(`${date}T10:00:00Z`);

  it('stores payout details sealed: no direct query of the tables, their history or the change feed finds a holder, an account, a bank or a reference', async () => {
    const { id } = await carrierWithDetails();
    // The reads still give them, the account masked.
    const effective = await alice.get(paths(id).effective);
    expect(effective.body).to.include({
      holderName: HOLDER,
      accountIdentifier: 'DE89****3000',
      bankName: 'Commerzbank',
      bic: 'COBADEFFXXX',
      reference: 'REF-JM-2026',
      erased: false,
    });

    expect(await historyOf(id)).to.have.length.above(2);
    expect(await holdingPersonalValues('history', `concat(row_before::text, row_after::text)`)).to.equal(0);
    expect(await holdingPersonalValues('carrier_beneficiaries t', 'to_jsonb(t)::text')).to.equal(0);
    expect(await holdingPersonalValues('beneficiary_changes t', 'to_jsonb(t)::text')).to.equal(0);
    // The change feed (ADR 0065) has the carrier's writes, none of their values.
    const [events] = (await db.raw(`SELECT count(*)::int AS n FROM events WHERE aggregateid = ?`, [id]))
      .rows as { n: number }[];
    expect(events!.n).to.be.above(2);
    expect(await holdingPersonalValues('events', 'payload::text')).to.equal(0);
    // The carrier's changes name who changed its payout details, never a value.
    const changes = await service
      .as([CARRIER_READ, BENEFICIARY_READ])
      .get(`/referential/v1/carriers/${id}/changes?size=100`);
    expect(changes.status).to.equal(200);
    for (const value of PERSONAL_VALUES) expect(changes.text).not.to.contain(value);
    // The keys themselves are kept out of the history.
    expect(await db('history').where({ table_name: 'payout_keys' }).count('* as n')).to.deep.equal([
      { n: 0 },
    ]);
    // And the database refuses a value written in the clear, whatever the code does.
    const plain = db('carrier_beneficiaries').insert({
      carrier_id: id,
      holder_name: HOLDER,
      account_identifier: IBAN_DE_WHOLE,
      effective_from: daysFromToday(400),
      created_by: 't',
      updated_by: 't',
    });
    let refusal: { constraint?: string } | undefined;
    try {
      await plain;
    } catch (error) {
      refusal = error as { constraint?: string };
    }
    expect(refusal?.constraint).to.equal('carrier_beneficiaries_sealed_check');
  });

  it('erases the details once the carrier has been withdrawn for the retention period (clock moved): the history keeps its rows, and neither an operation nor a direct query reads the values back', async () => {
    const { id, pendingId } = await carrierWithDetails();
    const carrier = `/referential/v1/carriers/${id}`;
    const withdrawn = await carrierStaff.post(`${carrier}/withdrawal`);
    expect(withdrawn.status, withdrawn.text).to.equal(200);
    expect(withdrawn.body.status).to.equal('WITHDRAWN');
    // Final: no move leads out of it.
    for (const move of ['reactivation', 'activation', 'withdrawal'])
      expectProblem(await carrierStaff.post(`${carrier}/${move}`), 409, 'carrier-transition-refused');
    expectProblem(
      await carrierStaff.post(`${carrier}/suspension`, { reason: 'late' }),
      409,
      'carrier-transition-refused',
    );
    const path = paths(id);
    const [period] = (await alice.get(path.details)).body.data as { id: string }[];
    const historyBefore = await historyOf(id);

    // The day before the end of retention: kept.
    service.clock.set(at(daysFromToday(RETENTION_DAYS - 1)));
    await erasePayoutDetailsAfterRetention(db, service.clock.today(), RETENTION_DAYS);
    expect((await alice.get(path.effective)).body).to.include({ holderName: HOLDER, erased: false });

    // On the day: erased.
    service.clock.set(at(daysFromToday(RETENTION_DAYS)));
    expect(await erasePayoutDetailsAfterRetention(db, service.clock.today(), RETENTION_DAYS)).to.be.at.least(
      1,
    );
    const effective = await alice.get(path.effective);
    expect(effective.status).to.equal(200);
    expect(effective.body).to.include({
      id: period!.id,
      effectiveFrom: today(),
      holderName: null,
      accountIdentifier: null,
      bankName: null,
      bic: null,
      reference: null,
      erased: true,
    });
    const history = await alice.get(path.details);
    expect(history.body.total).to.equal(1);
    const changes = (await alice.get(path.changes)).body.data as Record<string, unknown>[];
    expect(changes).to.have.length(2);
    for (const change of changes)
      expect(change).to.include({ holderName: null, accountIdentifier: null, erased: true });
    expect(changes.find((c) => c.id === pendingId)).to.include({
      status: 'REJECTED',
      decidedBy: 'retention',
      decisionReason: `Payout details erased: ${RETENTION_DAYS} days after the carrier's withdrawal`,
    });
    expectProblem(
      await carol.post(`${path.details}/${period!.id}/reveal`, { reason: 'audit' }),
      409,
      'payout-details-erased',
    );
    expectProblem(
      await carol.post(`${path.changes}/${pendingId}/reveal`, { reason: 'audit' }),
      409,
      'payout-details-erased',
    );
    const erasures = await alice.get(path.erasures);
    expect(erasures.body.total).to.equal(1);
    expect(erasures.body.data[0]).to.include({ cause: 'RETENTION', erasedBy: 'retention', requestId: null });

    // The history keeps every row it had; no key left in the database opens any of its values.
    const historyAfter = await historyOf(id);
    expect(historyAfter.length).to.be.at.least(historyBefore.length);
    const sealed = historyAfter.flatMap((row) =>
      [row.row_before, row.row_after].flatMap((image) =>
        image
          ? ['holder_name', 'account_identifier', 'bank_name', 'bic', 'reference'].flatMap((column) => {
              const value = (image as Record<string, string | null>)[column];
              return value ? [{ column, value }] : [];
            })
          : [],
      ),
    );
    expect(sealed.length).to.be.above(10);
    const { keyEncryptionKey } = loadConfig(sealingEnvSchema, {});
    const keys = (await db('payout_keys').select('id', 'wrapped_key')) as {
      id: string;
      wrapped_key: Buffer;
    }[];
    const keyIds = new Set(keys.map((k) => k.id));
    const opened = sealed.filter(({ column, value }) =>
      keys.some((k) => {
        try {
          openValue(unwrapDataKey(keyEncryptionKey, k.wrapped_key), column, value);
          return true;
        } catch {
          return false;
        }
      }),
    );
    expect(opened).to.deep.equal([]);
    expect(sealed.filter(({ value }) => keyIds.has(sealingKeyId(value) ?? ''))).to.deep.equal([]);

    // Once only; and the withdrawn carrier takes no new details.
    expect(await erasePayoutDetailsAfterRetention(db, service.clock.today(), RETENTION_DAYS)).to.equal(0);
    expect((await alice.get(path.erasures)).body.total).to.equal(1);
    expectProblem(
      await alice.post(path.details, {
        holderName: HOLDER,
        accountIdentifier: IBAN_GB,
        effectiveFrom: daysFromToday(RETENTION_DAYS + 2),
      }),
      409,
      'beneficiary-carrier-withdrawn',
    );
  });

  it('keeps the details of a carrier suspended longer than the retention period, and counts it from the day a later withdrawal begins', async () => {
    const { id } = await carrierWithDetails();
    const carrier = `/referential/v1/carriers/${id}`;
    await carrierStaff.post(`${carrier}/suspension`, { reason: 'insurance lapsed' });
    const withdrawal = daysFromToday(RETENTION_DAYS + 5);
    const withdrawn = await carrierStaff.post(`${carrier}/withdrawal`, { effectiveFrom: withdrawal });
    expect(withdrawn.status, withdrawn.text).to.equal(200);
    expect((await carrierStaff.get(carrier)).body.status).to.equal('SUSPENDED');
    expect((await carrierStaff.get(`${carrier}?at=${withdrawal}`)).body.status).to.equal('WITHDRAWN');

    // Suspended for longer than the retention period: kept.
    service.clock.set(at(daysFromToday(RETENTION_DAYS + 4)));
    await erasePayoutDetailsAfterRetention(db, service.clock.today(), RETENTION_DAYS);
    expect((await alice.get(paths(id).effective)).body).to.include({ holderName: HOLDER, erased: false });
    // Withdrawn, but not yet for the whole period: kept.
    service.clock.set(at(daysFromToday(2 * RETENTION_DAYS + 4)));
    await erasePayoutDetailsAfterRetention(db, service.clock.today(), RETENTION_DAYS);
    expect((await alice.get(paths(id).effective)).body).to.include({ holderName: HOLDER, erased: false });
    expect((await alice.get(paths(id).erasures)).body.total).to.equal(0);
    // The retention period after the withdrawal's first day: erased.
    service.clock.set(at(daysFromToday(2 * RETENTION_DAYS + 5)));
    await erasePayoutDetailsAfterRetention(db, service.clock.today(), RETENTION_DAYS);
    expect((await alice.get(paths(id).effective)).body).to.include({ holderName: null, erased: true });
    expect((await alice.get(paths(id).erasures)).body.data[0]).to.include({
      cause: 'RETENTION',
      reason: `${RETENTION_DAYS} days after the carrier's withdrawal`,
    });
  });

  it("erases a person's payout details on request, with the permission and a reason, recorded and listed; once", async () => {
    const { id, pendingId } = await carrierWithDetails();
    const path = paths(id);
    const body = { reason: 'The holder asked for erasure of their bank details' };
    expectProblem(await alice.post(path.erasures, body), 403, 'forbidden');
    expectFieldError(await eraser.post(path.erasures, {}), 'body.reason');
    expectFieldError(await eraser.post(path.erasures, { reason: '  ' }), 'body.reason');
    expectProblem(
      await eraser.post(
        '/referential/v1/carriers/00000000-0000-4000-8000-000000000000/payout-erasures',
        body,
      ),
      404,
      'carrier-not-found',
    );
    // A dry run changes nothing.
    const dry = await eraser.post(path.erasures, body, { headers: { Prefer: 'dry-run' } });
    expect(dry.status, dry.text).to.equal(200);
    expect((await alice.get(path.effective)).body).to.include({ holderName: HOLDER, erased: false });

    const erased = await eraser.post(path.erasures, body);
    expect(erased.status, erased.text).to.equal(200);
    expect(erased.body).to.include({
      carrierId: id,
      cause: 'REQUEST',
      reason: body.reason,
      erasedBy: 'dpo',
      requestId: erased.headers.get('x-request-id'),
    });
    expect((await alice.get(path.effective)).body).to.include({ holderName: null, erased: true });
    expect((await alice.get(`${path.changes}/${pendingId}`)).body).to.include({
      status: 'REJECTED',
      decidedBy: 'dpo',
      erased: true,
    });
    expectProblem(await eraser.post(path.erasures, body), 409, 'payout-details-erased');
    expect((await alice.get(path.erasures)).body.data.map((e: { id: string }) => e.id)).to.deep.equal([
      erased.body.id,
    ]);
    // The carrier's changes name the erasure, who and why, to a reader of payout details.
    const changes = await service
      .as([CARRIER_READ, BENEFICIARY_READ])
      .get(`/referential/v1/carriers/${id}/changes`);
    const erasure = (changes.body.data as { operation: string; part: string; subject: string }[]).find(
      (c) => c.part === 'payoutErasures',
    );
    expect(erasure).to.include({ operation: 'erasePayoutDetails', subject: 'dpo' });
    // New details, requested and approved after the erasure, are sealed under a new key.
    const renewed = changeIdOf(
      await alice.post(path.details, {
        holderName: HOLDER,
        accountIdentifier: IBAN_GB,
        effectiveFrom: daysFromToday(1),
      }),
    );
    expect(
      (await bob.post(`${path.changes}/${renewed}/approve`, { acknowledgeNameMismatch: true })).status,
    ).to.equal(200);
    expect((await alice.get(`${path.effective}?at=${daysFromToday(1)}`)).body).to.include({
      holderName: HOLDER,
      accountIdentifier: 'GB82****5432',
      erased: false,
    });
    // A carrier without payout details has nothing to erase.
    const { id: bare } = await registerCarrier(carrierStaff);
    expectProblem(await eraser.post(paths(bare).erasures, body), 409, 'payout-details-erased');
  });

  it('erases over MCP too, the tool offered only with the erase permission', async () => {
    const { id } = await carrierWithDetails();
    const reader = await connectMcp(`${service.url}/mcp`, service.token([BENEFICIARY_READ]));
    expect((await reader.listTools()).tools.map((t) => t.name)).not.to.include('erasePayoutDetails');
    await reader.close();
    const agent = await connectMcp(
      `${service.url}/mcp`,
      service.token([BENEFICIARY_READ, BENEFICIARY_ERASE], 'dpo'),
    );
    const tools = (await agent.listTools()).tools;
    expect(tools.map((t) => t.name)).to.include('erasePayoutDetails');
    const result = await agent.callTool({
      name: 'erasePayoutDetails',
      arguments: { id, body: { reason: 'Erasure asked by the holder' } },
    });
    expect(result.structuredContent).to.include({ cause: 'REQUEST', erasedBy: 'dpo' });
    const read = await agent.callTool({ name: 'getEffectiveBeneficiary', arguments: { id } });
    expect(read.structuredContent).to.include({ holderName: null, erased: true });
    await agent.close();
  });
  // Last: it writes values in the clear into this file's database, as one migrated with rows
  // recorded before sealing would hold them.
  it('seals, when the service starts, the payout details written in the clear before sealing, and every copy of them in the history', async () => {
    const { id } = await registerCarrier(carrierStaff);
    const checks = ['carrier_beneficiaries', 'beneficiary_changes'].map((table) => ({
      table,
      name: `${table}_sealed_check`,
    }));
    const definitions = await Promise.all(
      checks.map(async ({ table, name }) => {
        const [row] = (
          await db.raw(
            `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conname = ? AND connamespace = current_schema()::regnamespace`,
            [name],
          )
        ).rows as { definition: string }[];
        await db.raw(`ALTER TABLE ?? DROP CONSTRAINT ??`, [table, name]);
        return { table, name, definition: row!.definition };
      }),
    );
    const [period] = (await db('carrier_beneficiaries')
      .insert({
        carrier_id: id,
        holder_name: HOLDER,
        account_identifier: IBAN_DE_WHOLE,
        bank_name: 'Commerzbank',
        effective_from: today(),
        created_by: 't',
        updated_by: 't',
      })
      .returning('id')) as { id: string }[];
    await db('carrier_beneficiaries').where({ id: period!.id }).update({ reference: 'REF-JM-2026' });
    await db('beneficiary_changes').insert({
      carrier_id: id,
      status: 'REJECTED',
      holder_name: HOLDER,
      account_identifier: IBAN_GB_WHOLE,
      bic: 'COBADEFFXXX',
      effective_from: daysFromToday(3),
      name_check: 'MISMATCH',
      requested_by: 'alice',
      expires_at: db.raw(`now() + interval '30 days'`),
      decided_by: 'bob',
      decided_at: db.fn.now(),
      decision_reason: 'no',
    });
    for (const { table, name, definition } of definitions)
      await db.raw(`ALTER TABLE ?? ADD CONSTRAINT ?? ${definition} NOT VALID`, [table, name]);
    expect(await holdingPersonalValues('history', `concat(row_before::text, row_after::text)`)).to.be.above(
      0,
    );

    const restarted = await startTestService(referentialService, {
      DATABASE_URL: service.built.deps.config.DATABASE_URL,
      PAYOUT_RETENTION_INTERVAL_MS: '0',
    });
    await restarted.close();

    expect(await holdingPersonalValues('history', `concat(row_before::text, row_after::text)`)).to.equal(0);
    expect(await holdingPersonalValues('carrier_beneficiaries t', 'to_jsonb(t)::text')).to.equal(0);
    expect(await holdingPersonalValues('beneficiary_changes t', 'to_jsonb(t)::text')).to.equal(0);
    const validated = (await db('pg_constraint')
      .whereIn(
        'conname',
        checks.map((c) => c.name),
      )
      .select('convalidated')) as { convalidated: boolean }[];
    expect(validated.map((c) => c.convalidated)).to.deep.equal([true, true]);
    // Still read, with the carrier's key.
    expect((await alice.get(paths(id).effective)).body).to.include({
      holderName: HOLDER,
      accountIdentifier: 'DE89****3000',
      reference: 'REF-JM-2026',
      erased: false,
    });
    const [change] = (await alice.get(paths(id).changes)).body.data as Record<string, unknown>[];
    expect(change).to.include({ holderName: HOLDER, accountIdentifier: 'GB82****5432', bic: 'COBADEFFXXX' });
  });
});
