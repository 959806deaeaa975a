import { expect } from 'chai';
import {
  connectMcp,
  daysFromToday,
  expectFieldError,
  expectProblem,
  today,
  type ApiClient,
  type TestService,
} from '@transport/platform/testing';
import {
  BENEFICIARY_APPROVE,
  BENEFICIARY_READ,
  BENEFICIARY_REVEAL,
  BENEFICIARY_WRITE,
  CARRIER_READ,
  CARRIER_WRITE,
  FLEET_STAFF,
  IBAN_DE,
  IBAN_FR,
  IBAN_GB,
  registerCarrier,
} from './carriers-fixtures.ts';
import { startReferential } from './fixtures.ts';

const FR_WHOLE = 'FR1420041010050500013M02606';
const FR_MASKED = 'FR14****2606';

describe('carrier payout beneficiaries under dual control', () => {
  let service: TestService;
  let carrierStaff: ApiClient;
  /** alice requests changes of payout details; bob approves them. */
  let alice: ApiClient;
  let bob: ApiClient;

  before(async function () {
    // Starting, and each operation's first call (its validators compiled), cost seconds on a
    // busy machine: paid here once, with an allowance of their own, and not by the first test.
    this.timeout(60_000);
    service = await startReferential();
    carrierStaff = service.as([CARRIER_READ, CARRIER_WRITE]);
    alice = service.as([BENEFICIARY_READ, BENEFICIARY_WRITE, BENEFICIARY_APPROVE], 'alice');
    bob = service.as([BENEFICIARY_READ, BENEFICIARY_APPROVE], 'bob');
    const { id } = await registerCarrier(carrierStaff);
    await inForce(id, { holderName: 'Warm Up', accountIdentifier: IBAN_FR, effectiveFrom: today() });
    await alice.get(paths(id).effective());
    await alice.get(paths(id).details);
  });
  after(() => service?.close());

  const paths = (carrierId: string) => ({
    details: `/referential/v1/carriers/${carrierId}/beneficiaries`,
    effective: (at?: string) =>
      `/referential/v1/carriers/${carrierId}/beneficiaries/effective${at ? `?at=${at}` : ''}`,
    changes: `/referential/v1/carriers/${carrierId}/beneficiary-changes`,
    reveals: `/referential/v1/carriers/${carrierId}/payout-reveals`,
  });
  const request = (carrierId: string, body: Record<string, unknown>, client = alice) =>
    client.post(paths(carrierId).details, body);
  const approve = (carrierId: string, changeId: string, client = bob, body?: Record<string, unknown>) =>
    client.post(`${paths(carrierId).changes}/${changeId}/approve`, body);
  const changeIdOf = (response: { status: number; headers: Headers; text: string }) => {
    if (response.status !== 201) throw new Error(`not recorded: ${response.status} ${response.text}`);
    return (response.headers.get('location') as string).split('/').pop() as string;
  };
  /** Payout details requested by alice and approved by bob. */
  async function inForce(carrierId: string, body: Record<string, unknown>): Promise<string> {
    const changeId = changeIdOf(await request(carrierId, body));
    const approved = await approve(carrierId, changeId, bob, { acknowledgeNameMismatch: true });
    expect(approved.status, approved.text).to.equal(200);
    return changeId;
  }

  it('keeps the details in force until someone other than the requester approves the change; from its date the new ones apply', async () => {
    const { id } = await registerCarrier(carrierStaff, { name: 'Cars du Nord' });
    const path = paths(id);
    await inForce(id, { holderName: 'Cars du Nord SA', accountIdentifier: IBAN_FR, effectiveFrom: today() });

    const from = daysFromToday(30);
    const requested = await request(id, {
      holderName: 'Cars du Nord SAS',
      accountIdentifier: IBAN_DE,
      bic: 'COBADEFFXXX',
      effectiveFrom: from,
    });
    const changeId = changeIdOf(requested);
    expect(requested.headers.get('location')).to.equal(`${path.changes}/${changeId}`);

    // Pending: nothing changed, and the reads say a change waits.
    const waiting = await alice.get(path.effective(from));
    expect(waiting.body).to.include({
      holderName: 'Cars du Nord SA',
      accountIdentifier: FR_MASKED,
      effectiveTo: null,
    });
    expect(waiting.body.pendingChange).to.include({
      id: changeId,
      effectiveFrom: from,
      requestedBy: 'alice',
    });
    // The history too: its periods unchanged, the request beside them.
    const listedWaiting = await alice.get(path.details);
    expect(
      listedWaiting.body.data.map((b: { effectiveFrom: string; effectiveTo: string | null }) => [
        b.effectiveFrom,
        b.effectiveTo,
      ]),
    ).to.deep.equal([[today(), null]]);
    expect(listedWaiting.body.pendingChange).to.deep.equal(waiting.body.pendingChange);
    expect((await alice.get(`${path.changes}/${changeId}`)).body).to.include({
      status: 'PENDING',
      nameCheck: 'MATCH',
      accountIdentifier: 'DE89****3000',
      appliedFrom: null,
    });

    // Four eyes: the requester may not approve her own change, even holding the permission.
    expectProblem(await approve(id, changeId, alice), 403, 'beneficiary-change-self-approval');
    expect((await alice.get(path.effective(from))).body.holderName).to.equal('Cars du Nord SA');

    const approved = await approve(id, changeId, bob);
    expect(approved.status).to.equal(200);
    expect(approved.body).to.include({ status: 'APPROVED', decidedBy: 'bob', appliedFrom: from });
    const history = await alice.get(path.details);
    expect(
      history.body.data.map((b: { effectiveFrom: string; effectiveTo: string | null }) => [
        b.effectiveFrom,
        b.effectiveTo,
      ]),
    ).to.deep.equal([
      [from, null],
      [today(), daysFromToday(29)],
    ]);
    expect(history.body.pendingChange).to.equal(null);
    expect((await alice.get(path.effective(daysFromToday(29)))).body.holderName).to.equal('Cars du Nord SA');
    const after = await alice.get(path.effective(from));
    expect(after.body).to.include({
      holderName: 'Cars du Nord SAS',
      bic: 'COBADEFFXXX',
      pendingChange: null,
    });
    expectProblem(await alice.get(path.effective(daysFromToday(-1))), 404, 'beneficiary-not-found');
    // Decided once: a second decision is refused.
    expectProblem(await approve(id, changeId, bob), 409, 'beneficiary-change-not-pending');
  });

  it("shows a carrier's first request as pending in its history before any details are in force", async () => {
    const { id } = await registerCarrier(carrierStaff, { name: 'Cars du Jura' });
    const path = paths(id);
    const changeId = changeIdOf(
      await request(id, { holderName: 'Cars du Jura', accountIdentifier: IBAN_FR, effectiveFrom: today() }),
    );
    expectProblem(await alice.get(path.effective()), 404, 'beneficiary-not-found');
    const listed = await bob.get(path.details);
    expect(listed.status, listed.text).to.equal(200);
    expect(listed.body).to.include({ total: 0 });
    expect(listed.body.data).to.deep.equal([]);
    expect(listed.body.pendingChange).to.include({
      id: changeId,
      effectiveFrom: today(),
      requestedBy: 'alice',
    });
  });

  it('applies a request dated in the past from the day of its approval, never before', async () => {
    const { id } = await registerCarrier(carrierStaff);
    const changeId = changeIdOf(
      await request(id, {
        holderName: 'Back Dated',
        accountIdentifier: IBAN_GB,
        effectiveFrom: daysFromToday(-10),
      }),
    );
    expectProblem(await alice.get(paths(id).effective()), 404, 'beneficiary-not-found');
    const approved = await approve(id, changeId, bob, { acknowledgeNameMismatch: true });
    expect(approved.body).to.include({ appliedFrom: today(), effectiveFrom: daysFromToday(-10) });
    expect((await alice.get(paths(id).effective())).body.holderName).to.equal('Back Dated');
    expectProblem(await alice.get(paths(id).effective(daysFromToday(-1))), 404, 'beneficiary-not-found');
  });

  it("needs the approver's acknowledgement for a holder who is not the carrier, and writes nothing without it", async () => {
    const { id } = await registerCarrier(carrierStaff, { name: 'Autocars Rhône Express' });
    await inForce(id, {
      holderName: 'Autocars Rhone-Express S.A.S.',
      accountIdentifier: IBAN_FR,
      effectiveFrom: today(),
    });
    const changeId = changeIdOf(
      await request(id, {
        holderName: 'Fraudster Ltd',
        accountIdentifier: IBAN_GB,
        effectiveFrom: daysFromToday(1),
      }),
    );
    expect((await bob.get(`${paths(id).changes}/${changeId}`)).body.nameCheck).to.equal('MISMATCH');
    const refused = expectProblem(
      await approve(id, changeId, bob),
      422,
      'beneficiary-name-mismatch-unacknowledged',
    );
    expect(refused.errors?.map((e) => e.field)).to.deep.equal(['body.acknowledgeNameMismatch']);
    expect((await bob.get(paths(id).effective(daysFromToday(1)))).body.holderName).to.equal(
      'Autocars Rhone-Express S.A.S.',
    );
    const approved = await approve(id, changeId, bob, { acknowledgeNameMismatch: true });
    expect(approved.body).to.include({ status: 'APPROVED', nameMismatchAcknowledged: true });
    expect((await bob.get(paths(id).effective(daysFromToday(1)))).body.holderName).to.equal('Fraudster Ltd');
  });

  it('waits one request at a time: a second is refused while the first is pending, accepted once it is rejected with its reason', async () => {
    const { id } = await registerCarrier(carrierStaff);
    const first = changeIdOf(
      await request(id, { holderName: 'One', accountIdentifier: IBAN_DE, effectiveFrom: daysFromToday(5) }),
    );
    expectProblem(
      await request(id, { holderName: 'Two', accountIdentifier: IBAN_GB, effectiveFrom: daysFromToday(6) }),
      409,
      'beneficiary-change-pending',
    );
    const reject = (client: ApiClient, body: unknown) =>
      client.post(`${paths(id).changes}/${first}/reject`, body);
    expectFieldError(await reject(bob, {}), 'body.reason');
    expectFieldError(await reject(bob, { reason: '   ' }), 'body.reason');
    const rejected = await reject(bob, { reason: 'The holder could not be confirmed by phone' });
    expect(rejected.body).to.include({
      status: 'REJECTED',
      decidedBy: 'bob',
      decisionReason: 'The holder could not be confirmed by phone',
    });
    expectProblem(await approve(id, first, bob), 409, 'beneficiary-change-not-pending');
    // Its author may withdraw a request of her own.
    const second = changeIdOf(
      await request(id, { holderName: 'Two', accountIdentifier: IBAN_GB, effectiveFrom: daysFromToday(6) }),
    );
    expect(
      (await alice.post(`${paths(id).changes}/${second}/reject`, { reason: 'typo' })).body.status,
    ).to.equal('REJECTED');
    const listed = await alice.get(`${paths(id).changes}?status=REJECTED`);
    expect(listed.body.total).to.equal(2);
    expectProblem(await alice.get(paths(id).effective(daysFromToday(10))), 404, 'beneficiary-not-found');
  });

  it('lets one of two concurrent requests through', async () => {
    const { id } = await registerCarrier(carrierStaff);
    const answers = await Promise.all([
      request(id, { holderName: 'One', accountIdentifier: IBAN_DE, effectiveFrom: daysFromToday(3) }),
      request(id, { holderName: 'Two', accountIdentifier: IBAN_GB, effectiveFrom: daysFromToday(3) }),
    ]);
    expect(answers.map((a) => a.status).sort()).to.deep.equal([201, 409]);
    expect((await alice.get(paths(id).changes)).body.total).to.equal(1);
  });

  it('lets a request expire unapproved, saying why: it changes nothing, cannot be approved, and no longer blocks a new one', async () => {
    const { id } = await registerCarrier(carrierStaff);
    const changeId = changeIdOf(
      await request(id, { holderName: 'Late', accountIdentifier: IBAN_DE, effectiveFrom: daysFromToday(2) }),
    );
    // Its 30 days pass: the test moves its expiry to the past.
    await service.built.deps
      .db('beneficiary_changes')
      .where({ id: changeId })
      .update({
        expires_at: service.built.deps.db.raw(`now() - interval '1 second'`),
      });
    const expired = (await bob.get(`${paths(id).changes}/${changeId}`)).body;
    expect(expired.status).to.equal('EXPIRED');
    // It says why it changed nothing, as a rejection does, before and after it is marked so.
    expect(expired.decisionReason).to.match(/^Expired: neither approved nor rejected before expiresAt/);
    expect(expired.decidedBy).to.equal(null);
    expect((await bob.get(`${paths(id).changes}?status=EXPIRED`)).body.total).to.equal(1);
    expect((await bob.get(`${paths(id).changes}?status=PENDING`)).body.total).to.equal(0);
    expectProblem(await approve(id, changeId, bob), 409, 'beneficiary-change-not-pending');
    expect(
      (
        await request(id, {
          holderName: 'Again',
          accountIdentifier: IBAN_DE,
          effectiveFrom: daysFromToday(2),
        })
      ).status,
    ).to.equal(201);
    // The new request marked the old one EXPIRED in the table, with the reason it was read with.
    const [marked] = await service.built.deps
      .db('beneficiary_changes')
      .where({ id: changeId })
      .select('status', 'decision_reason');
    expect(marked).to.deep.equal({ status: 'EXPIRED', decision_reason: expired.decisionReason });
    expect((await bob.get(`${paths(id).changes}/${changeId}`)).body.decisionReason).to.equal(
      expired.decisionReason,
    );
  });

  it('refuses a date on or before the start of the details in force (409), leaving history as it was', async () => {
    const { id } = await registerCarrier(carrierStaff);
    await inForce(id, { holderName: 'A', accountIdentifier: IBAN_FR, effectiveFrom: daysFromToday(3) });
    for (const effectiveFrom of [daysFromToday(3), daysFromToday(1)]) {
      expectProblem(
        await request(id, { holderName: 'B', accountIdentifier: IBAN_DE, effectiveFrom }),
        409,
        'beneficiary-period-conflict',
      );
    }
    const history = await alice.get(paths(id).details);
    expect(
      history.body.data.map((b: { holderName: string; effectiveTo: null }) => [b.holderName, b.effectiveTo]),
    ).to.deep.equal([['A', null]]);
  });

  it('keeps the payout details of a withdrawn carrier as they were: no request dated on or after its withdrawal, no approval once it is withdrawn', async () => {
    const { id } = await registerCarrier(carrierStaff);
    const carrier = `/referential/v1/carriers/${id}`;
    const withdrawal = await carrierStaff.post(`${carrier}/withdrawal`, { effectiveFrom: daysFromToday(10) });
    expect(withdrawal.status, withdrawal.text).to.equal(200);
    expectProblem(
      await request(id, { holderName: 'Late', accountIdentifier: IBAN_DE, effectiveFrom: daysFromToday(12) }),
      409,
      'beneficiary-carrier-withdrawn',
    );
    // Before the withdrawal, details may still change; they stay in force until it.
    await inForce(id, { holderName: 'Early', accountIdentifier: IBAN_FR, effectiveFrom: daysFromToday(3) });
    expect((await alice.get(paths(id).effective(daysFromToday(12)))).body.holderName).to.equal('Early');

    // Withdrawn today while a request waited: the request can no longer be approved.
    const { id: other } = await registerCarrier(carrierStaff);
    const waiting = changeIdOf(
      await request(other, { holderName: 'Waiting', accountIdentifier: IBAN_FR, effectiveFrom: today() }),
    );
    const now = await carrierStaff.post(`/referential/v1/carriers/${other}/withdrawal`);
    expect(now.status, now.text).to.equal(200);
    expectProblem(
      await approve(other, waiting, bob, { acknowledgeNameMismatch: true }),
      409,
      'beneficiary-carrier-withdrawn',
    );
    expect((await alice.get(paths(other).effective())).status).to.equal(404);
    expect((await alice.get(`${paths(other).changes}/${waiting}`)).body.status).to.equal('PENDING');
  });

  it('has the database refuse overlapping periods, an approval by the requester or of an unacknowledged holder, a second pending request and a rejection or expiry without its reason, whatever the code does', async () => {
    const { id } = await registerCarrier(carrierStaff);
    const db = service.built.deps.db;
    const refusalOf = async (write: Promise<unknown>) => {
      try {
        await write;
      } catch (error) {
        return error as { code?: string; constraint?: string };
      }
      return undefined;
    };
    // Values shaped as sealed ones: the database refuses any other (ADR 0073).
    const row = (from: string, to: string | null) => ({
      carrier_id: id,
      holder_name: 'pd1:k:x',
      account_identifier: 'pd1:k:y',
      effective_from: from,
      effective_to: to,
      created_by: 't',
      updated_by: 't',
    });
    const [period] = await db('carrier_beneficiaries')
      .insert(row(daysFromToday(0), daysFromToday(5)))
      .returning('id');
    expect(await refusalOf(db('carrier_beneficiaries').insert(row(daysFromToday(5), null)))).to.include({
      code: '23P01',
      constraint: 'carrier_beneficiaries_no_overlap',
    });
    const change = {
      carrier_id: id,
      holder_name: 'pd1:k:x',
      account_identifier: 'pd1:k:y',
      effective_from: daysFromToday(1),
      name_check: 'MATCH',
      requested_by: 'alice',
      expires_at: db.raw(`now() + interval '1 day'`),
    };
    const [pending] = await db('beneficiary_changes').insert(change).returning('id');
    expect(await refusalOf(db('beneficiary_changes').insert(change))).to.include({
      code: '23505',
      constraint: 'beneficiary_changes_one_pending',
    });
    const selfApproval = db('beneficiary_changes')
      .where({ id: pending.id })
      .update({
        status: 'APPROVED',
        decided_by: 'alice',
        decided_at: db.fn.now(),
        applied_from: daysFromToday(1),
        beneficiary_id: period.id,
      });
    expect(await refusalOf(selfApproval)).to.include({
      code: '23514',
      constraint: 'beneficiary_changes_four_eyes_check',
    });
    // A holder who is not the carrier, approved without the approver's acknowledgement.
    const unacknowledged = db('beneficiary_changes')
      .where({ id: pending.id })
      .update({
        name_check: 'MISMATCH',
        status: 'APPROVED',
        decided_by: 'bob',
        decided_at: db.fn.now(),
        applied_from: daysFromToday(1),
        beneficiary_id: period.id,
      });
    expect(await refusalOf(unacknowledged)).to.include({
      code: '23514',
      constraint: 'beneficiary_changes_mismatch_acknowledged_check',
    });
    // A request that ends unapplied says why: rejected or expired, never without a reason.
    for (const ending of [
      { status: 'EXPIRED' },
      { status: 'EXPIRED', decision_reason: ' ' },
      { status: 'REJECTED', decided_by: 'bob', decided_at: db.fn.now(), decision_reason: '' },
    ])
      expect(
        await refusalOf(db('beneficiary_changes').where({ id: pending.id }).update(ending)),
        `${ending.status} with reason ${String(ending.decision_reason)}`,
      ).to.include({ code: '23514', constraint: 'beneficiary_changes_decision_reason_check' });
  });

  it('refuses an IBAN whose checksum fails with a 422 naming the field, one not shaped as an IBAN with the 400 of its contract, never repeating the value', async () => {
    const { id } = await registerCarrier(carrierStaff);
    const bad = 'FR1520041010050500013M02606';
    const response = await request(id, { holderName: 'A', accountIdentifier: bad, effectiveFrom: today() });
    const problem = expectProblem(response, 422, 'account-identifier-invalid');
    expect(problem.errors?.map((e) => e.field)).to.deep.equal(['body.accountIdentifier']);
    expect(response.text).not.to.contain(bad);
    expect(response.text).not.to.contain('20041010050500013');
    const shapeless = await request(id, {
      holderName: 'A',
      accountIdentifier: 'not an iban',
      effectiveFrom: today(),
    });
    expectProblem(shapeless, 400, 'invalid-request');
    expectFieldError(shapeless, 'body.accountIdentifier');
    expect(shapeless.text).not.to.contain('not an iban');
    expect((await alice.get(paths(id).changes)).body.total).to.equal(0);
  });

  it('names missing or malformed fields', async () => {
    const { id } = await registerCarrier(carrierStaff);
    expectFieldError(
      await request(id, { accountIdentifier: IBAN_FR, effectiveFrom: today() }),
      'body.holderName',
    );
    expectFieldError(
      await request(id, {
        holderName: 'A',
        accountIdentifier: IBAN_FR,
        effectiveFrom: `${today().slice(0, 4)}-13-01`,
      }),
      'body.effectiveFrom',
    );
    expectFieldError(await alice.get(paths(id).effective('tomorrow')), 'query.at');
    expectFieldError(
      await request(id, {
        holderName: 'A',
        accountIdentifier: IBAN_FR,
        effectiveFrom: `${today().slice(0, 4)}-02-30`,
      }),
      'body.effectiveFrom',
    );
    expectFieldError(await alice.get(`${paths(id).changes}?status=SOMETIME`), 'query.status');
  });

  it('answers 404 for an unknown carrier, change request or period', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectProblem(
      await request(unknown, { holderName: 'A', accountIdentifier: IBAN_FR, effectiveFrom: today() }),
      404,
      'carrier-not-found',
    );
    expectProblem(await alice.get(paths(unknown).details), 404, 'carrier-not-found');
    const { id } = await registerCarrier(carrierStaff);
    expectProblem(await alice.get(`${paths(id).changes}/${unknown}`), 404, 'beneficiary-change-not-found');
    expectProblem(await approve(id, unknown), 404, 'beneficiary-change-not-found');
    const revealer = service.as([BENEFICIARY_REVEAL]);
    expectProblem(
      await revealer.post(`${paths(id).details}/${unknown}/reveal`, { reason: 'check' }),
      404,
      'beneficiary-not-found',
    );
  });

  describe('masked reads and recorded reveals', () => {
    let carrierId: string;
    let changeId: string;
    before(async () => {
      ({ id: carrierId } = await registerCarrier(carrierStaff));
      await inForce(carrierId, {
        holderName: 'Secret Holder',
        accountIdentifier: IBAN_FR,
        effectiveFrom: today(),
      });
      changeId = changeIdOf(
        await request(carrierId, {
          holderName: 'Next Holder',
          accountIdentifier: IBAN_GB,
          effectiveFrom: daysFromToday(9),
        }),
      );
    });

    it('shows the account identifier masked in every read, to every holder of the read permission', async () => {
      const path = paths(carrierId);
      const reads = [
        await alice.get(path.effective()),
        await alice.get(path.details),
        await alice.get(path.changes),
        await service
          .as([CARRIER_READ, BENEFICIARY_READ])
          .get(`/referential/v1/carriers/${carrierId}/changes`),
      ];
      for (const read of reads) {
        expect(read.status).to.equal(200);
        expect(read.text).not.to.contain(FR_WHOLE);
        expect(read.text).not.to.contain('GB82WEST12345698765432');
      }
      expect(reads[0]!.body.accountIdentifier).to.equal(FR_MASKED);
      expect(reads[2]!.body.data[0].accountIdentifier).to.equal('GB82****5432');
    });

    it('reveals the whole identifier only with the reveal permission and a reason, and lists each reveal with who and why', async () => {
      const path = paths(carrierId);
      const [period] = (await alice.get(path.details)).body.data as { id: string }[];
      expectProblem(
        await alice.post(`${path.details}/${period!.id}/reveal`, { reason: 'x' }),
        403,
        'forbidden',
      );
      const carol = service.as([BENEFICIARY_REVEAL], 'carol');
      expectFieldError(await carol.post(`${path.details}/${period!.id}/reveal`, {}), 'body.reason');
      expectFieldError(
        await carol.post(`${path.details}/${period!.id}/reveal`, { reason: '   ' }),
        'body.reason',
      );
      const revealed = await carol.post(`${path.details}/${period!.id}/reveal`, {
        reason: 'Payment run returned by the bank',
      });
      expect(revealed.status).to.equal(200);
      expect(revealed.body).to.deep.equal({
        holderName: 'Secret Holder',
        accountIdentifier: FR_WHOLE,
        bic: null,
      });
      const ofChange = await carol.post(`${path.changes}/${changeId}/reveal`, {
        reason: 'Checking the new account with the carrier',
      });
      expect(ofChange.body.accountIdentifier).to.equal('GB82WEST12345698765432');

      const listed = await alice.get(path.reveals);
      expect(listed.body.total).to.equal(2);
      expect(
        listed.body.data.map((r: Record<string, unknown>) => [
          r.revealedBy,
          r.reason,
          r.beneficiaryId,
          r.beneficiaryChangeId,
        ]),
      ).to.deep.equal([
        ['carol', 'Checking the new account with the carrier', null, changeId],
        ['carol', 'Payment run returned by the bank', period!.id, null],
      ]);
      expect(listed.body.data[0].requestId).to.equal(ofChange.headers.get('x-request-id'));
    });
  });

  describe('permission separation', () => {
    let carrierId: string;
    before(async () => {
      ({ id: carrierId } = await registerCarrier(carrierStaff));
      await inForce(carrierId, {
        holderName: 'Secret Holder',
        accountIdentifier: IBAN_FR,
        effectiveFrom: today(),
      });
    });

    it('gives no access to payout details with every carrier and fleet permission', async () => {
      const everyoneElse = service.as(FLEET_STAFF);
      for (const path of [
        'beneficiaries',
        `beneficiaries/effective?at=${today()}`,
        'beneficiary-changes',
        'payout-reveals',
      ]) {
        const response = await everyoneElse.get(`/referential/v1/carriers/${carrierId}/${path}`);
        expectProblem(response, 403, 'forbidden');
        expect(response.text).not.to.contain('Secret Holder');
      }
      expectProblem(
        await request(
          carrierId,
          { holderName: 'B', accountIdentifier: IBAN_DE, effectiveFrom: daysFromToday(60) },
          everyoneElse,
        ),
        403,
        'forbidden',
      );
    });

    it('never includes payout details in carrier reads, even for a caller holding both permissions', async () => {
      const both = service.as([CARRIER_READ, BENEFICIARY_READ]);
      const read = await both.get(`/referential/v1/carriers/${carrierId}`);
      const search = await both.get(`/referential/v1/carriers?search=${read.body.code}`);
      for (const text of [read.text, search.text]) {
        expect(text).not.to.contain('Secret Holder');
        expect(text).not.to.contain(FR_WHOLE);
      }
    });

    it('separates reading, requesting and approving', async () => {
      const reader = service.as([BENEFICIARY_READ]);
      expect((await reader.get(paths(carrierId).details)).status).to.equal(200);
      expectProblem(
        await request(
          carrierId,
          { holderName: 'B', accountIdentifier: IBAN_DE, effectiveFrom: daysFromToday(60) },
          reader,
        ),
        403,
        'forbidden',
      );
      const writer = service.as([BENEFICIARY_WRITE], 'dave');
      expectProblem(await writer.get(paths(carrierId).details), 403, 'forbidden');
      const changeId = changeIdOf(
        await request(
          carrierId,
          { holderName: 'B', accountIdentifier: IBAN_DE, effectiveFrom: daysFromToday(60) },
          writer,
        ),
      );
      expectProblem(
        await approve(carrierId, changeId, service.as([BENEFICIARY_WRITE], 'erin')),
        403,
        'forbidden',
      );
      expect((await approve(carrierId, changeId, bob, { acknowledgeNameMismatch: true })).status).to.equal(
        200,
      );
    });

    it('holds over MCP too: alice requests, cannot approve her own, bob approves; tools hidden without the permissions', async () => {
      const carrierOnly = await connectMcp(`${service.url}/mcp`, service.token(FLEET_STAFF));
      const names = (await carrierOnly.listTools()).tools.map((t) => t.name);
      expect(names).to.include('getCarrier');
      for (const name of [
        'recordBeneficiary',
        'approveBeneficiaryChange',
        'revealBeneficiaryAccount',
        'getEffectiveBeneficiary',
      ])
        expect(names).not.to.include(name);
      const refused = await carrierOnly.callTool({
        name: 'getEffectiveBeneficiary',
        arguments: { id: carrierId },
      });
      expect(refused.structuredContent).to.include({ status: 403, code: 'forbidden' });
      await carrierOnly.close();

      const { id } = await registerCarrier(carrierStaff, { name: 'Cars du Sud' });
      const aliceMcp = await connectMcp(
        `${service.url}/mcp`,
        service.token([BENEFICIARY_READ, BENEFICIARY_WRITE, BENEFICIARY_APPROVE], 'alice'),
      );
      const bobMcp = await connectMcp(
        `${service.url}/mcp`,
        service.token([BENEFICIARY_READ, BENEFICIARY_APPROVE], 'bob'),
      );
      const requested = await aliceMcp.callTool({
        name: 'recordBeneficiary',
        arguments: {
          id,
          body: { holderName: 'Cars du Sud', accountIdentifier: IBAN_FR, effectiveFrom: today() },
        },
      });
      expect(requested.isError, JSON.stringify(requested)).to.not.equal(true);
      const [pending] = (await alice.get(`${paths(id).changes}?status=PENDING`)).body.data as {
        id: string;
      }[];
      const own = await aliceMcp.callTool({
        name: 'approveBeneficiaryChange',
        arguments: { id, changeId: pending!.id },
      });
      expect(own.structuredContent).to.include({ status: 403, code: 'beneficiary-change-self-approval' });
      const approved = await bobMcp.callTool({
        name: 'approveBeneficiaryChange',
        arguments: { id, changeId: pending!.id },
      });
      expect(approved.structuredContent).to.include({ status: 'APPROVED', decidedBy: 'bob' });
      const effective = await aliceMcp.callTool({ name: 'getEffectiveBeneficiary', arguments: { id } });
      expect(effective.structuredContent).to.include({
        holderName: 'Cars du Sud',
        accountIdentifier: FR_MASKED,
      });
      await aliceMcp.close();
      await bobMcp.close();
    });
  });
});
