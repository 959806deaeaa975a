/**
 * The valid time of carriers' rights through the gateway: a permit's revocation, an
 * identifier's enrolment and revocation and an authorization's status are effective-dated like a
 * carrier's status, the vehicle's eligibility follows it date by date and
 * names the permit's period, a past date is only a correction under its own permission, and the
 * eligibility answers check the line asked about.
 */
import { expect } from 'chai';
import {
  daysFromToday,
  connectMcp,
  expectFieldError,
  expectProblem,
  mintToken,
  type ApiClient,
} from '@transport/platform/testing';
import { startPlatform, type Platform } from '@transport/platform/testing/platform';
import { dayBefore } from '@transport/platform';
import {
  ELIGIBILITY_READ,
  REGISTRY_OFFICER,
  createLine,
  eligibleVehicle,
  type EligibleVehicle,
} from './authorizations-fixtures.ts';

const PERMIT_CORRECTIONS = ['correct-period', 'insert-period', 'end-period'].map(
  (mode) => `referential.vehicle-permits:${mode}`,
);

interface Check {
  link: string;
  passed: boolean;
  code: string | null;
  state: string | null;
  periodId: string | null;
  recordId: string | null;
}
interface Entry {
  id: string | null;
  effectiveFrom: string;
  effectiveTo: string | null;
  future: boolean;
  state: { revokeReason: string | null } | null;
}

describe('valid time of permits and eligibility by line through the gateway', function () {
  let platform: Platform;
  let officer: ApiClient;
  let historian: ApiClient;

  // Each scenario builds a vehicle fit to pass a checkpoint: a dozen writes.
  this.timeout(90_000);

  before(async function () {
    // The first platform of a run also loads the services' code: slow on a loaded machine.
    this.timeout(180_000);
    platform = await startPlatform();
    officer = platform.as(REGISTRY_OFFICER);
    historian = platform.as([...REGISTRY_OFFICER, ...PERMIT_CORRECTIONS]);
  });
  after(() => platform?.close());

  const permitPath = (setup: EligibleVehicle) =>
    `/referential/v1/vehicle-permits/${setup.permitIds.INSURANCE}`;
  const permitOn = async (setup: EligibleVehicle, at: string) => {
    const answer = await officer.get(`${permitPath(setup)}?at=${at}`);
    expect(answer.status, answer.text).to.equal(200);
    return answer.body as { status: string; revokeReason: string | null };
  };
  const eligibility = async (setup: EligibleVehicle, date: string, lineId?: string) => {
    const line = lineId ? `&lineId=${lineId}` : '';
    const answer = await officer.get(
      `/referential/v1/checkpoints/${setup.checkpointId}/eligibility?vehicleId=${setup.vehicleId}&at=${encodeURIComponent(`${date}T12:00:00+01:00`)}${line}`,
    );
    expect(answer.status, answer.text).to.equal(200);
    return answer.body as { eligible: boolean; checks: Check[] };
  };
  const timeline = async (setup: EligibleVehicle) => {
    const answer = await officer.get(`${permitPath(setup)}/timeline`);
    expect(answer.status, answer.text).to.equal(200);
    return answer.body as { data: Entry[]; total: number };
  };

  it('a permit revoked from a future date is valid the day before and not from that date, the vehicle eligible then not, until the revocation is cancelled', async () => {
    const setup = await eligibleVehicle(officer);
    const from = daysFromToday(100);
    const eve = dayBefore(from);

    const revoked = await officer.post(`${permitPath(setup)}/revocation`, {
      reason: 'policy cancelled',
      effectiveFrom: from,
    });
    expect(revoked.status, revoked.text).to.equal(200);
    expect(revoked.body).to.include({ status: 'REVOKED', revokeReason: 'policy cancelled' });
    expect(await permitOn(setup, eve)).to.include({ status: 'ACTIVE', revokeReason: null });
    expect(await permitOn(setup, from)).to.include({ status: 'REVOKED', revokeReason: 'policy cancelled' });
    expect((await officer.get(permitPath(setup))).body.status).to.equal('ACTIVE');

    const passed = await eligibility(setup, eve);
    expect(passed.eligible).to.equal(true);
    const permits = passed.checks.filter((c) => c.link === 'PERMIT');
    expect(permits.map((c) => [c.state, c.recordId])).to.have.deep.members(
      Object.values(setup.permitIds).map((id) => ['ACTIVE', id]),
    );
    expect(passed.checks.every((c) => typeof c.recordId === 'string')).to.equal(true);

    const refused = await eligibility(setup, from);
    expect(refused.eligible).to.equal(false);
    const failing = refused.checks.filter((c) => !c.passed);
    expect(failing.map((c) => [c.link, c.code, c.state, c.recordId])).to.deep.equal([
      ['PERMIT', 'PERMIT_NOT_VALID', 'REVOKED', setup.permitIds.INSURANCE],
    ]);
    const periods = await timeline(setup);
    expect(periods.data.map((e) => [e.state?.revokeReason, e.effectiveTo, e.future])).to.deep.equal([
      [null, eve, false],
      ['policy cancelled', null, true],
    ]);
    const scheduled = periods.data[1] as Entry;
    expect(failing[0]?.periodId).to.equal(scheduled.id);

    expect((await officer.delete(`${permitPath(setup)}/timeline/${scheduled.id}`)).status).to.equal(204);
    expect(await permitOn(setup, from)).to.include({ status: 'ACTIVE', revokeReason: null });
    expect((await eligibility(setup, from)).eligible).to.equal(true);
    expect((await timeline(setup)).total).to.equal(1);
  });

  it('an authorization suspended from a future date is usable the day before and not from that date, until the suspension is cancelled', async () => {
    const setup = await eligibleVehicle(officer);
    const path = `/referential/v1/authorizations/authorizations/${setup.authorizationId}`;
    const from = daysFromToday(40);
    const eve = dayBefore(from);
    expectProblem(
      await officer.post(`${path}/suspension`, { reason: 'audit', effectiveFrom: daysFromToday(-2) }),
      422,
      'history-change-in-past',
    );
    const suspended = await officer.post(`${path}/suspension`, { reason: 'audit', effectiveFrom: from });
    expect(suspended.status, suspended.text).to.equal(200);
    expect(suspended.body).to.include({ status: 'SUSPENDED', statusReason: 'audit' });
    expect((await officer.get(`${path}?at=${eve}`)).body).to.include({
      status: 'ACTIVE',
      statusReason: null,
    });
    expect((await officer.get(`${path}?at=${from}`)).body).to.include({ status: 'SUSPENDED' });
    expect((await officer.get(path)).body.status).to.equal('ACTIVE');
    expect((await officer.get(`${path}/eligibility?at=${eve}`)).body.usable).to.equal(true);
    expect((await officer.get(`${path}/eligibility?at=${from}`)).body.reasons[0].code).to.equal(
      'AUTHORIZATION_SUSPENDED',
    );

    expect((await eligibility(setup, eve)).eligible).to.equal(true);
    const refused = await eligibility(setup, from);
    const failing = refused.checks.filter((c) => !c.passed);
    expect(failing.map((c) => [c.link, c.code, c.state, c.recordId])).to.deep.equal([
      ['AUTHORIZATION', 'AUTHORIZATION_NOT_USABLE', 'SUSPENDED', setup.authorizationId],
    ]);
    const periods = (await officer.get(`${path}/timeline`)).body as {
      data: (Entry & { state: { status: string } })[];
    };
    expect(periods.data.map((e) => [e.state.status, e.effectiveTo, e.future])).to.deep.equal([
      ['ACTIVE', eve, false],
      ['SUSPENDED', null, true],
    ]);
    const scheduled = periods.data[1] as Entry;
    expect(failing[0]?.periodId).to.equal(scheduled.id);

    expect((await officer.delete(`${path}/timeline/${scheduled.id}`)).status).to.equal(204);
    expect((await officer.get(`${path}?at=${from}`)).body.status).to.equal('ACTIVE');
    expect((await eligibility(setup, from)).eligible).to.equal(true);
  });

  it('an identifier revoked from a future date resolves and passes the day before, not from that date, until cancelled', async () => {
    const setup = await eligibleVehicle(officer);
    const path = `/referential/v1/vehicle-identifiers/${setup.identifierId}`;
    const from = daysFromToday(15);
    const eve = dayBefore(from);
    const byTag = async (date: string) => {
      const answer = await officer.get(
        `/referential/v1/checkpoints/${setup.checkpointId}/eligibility?identifierTypeCode=RFID&identifierValue=${setup.tag}&at=${encodeURIComponent(`${date}T12:00:00+01:00`)}`,
      );
      expect(answer.status, answer.text).to.equal(200);
      return answer.body as { eligible: boolean; checks: Check[] };
    };
    const revoked = await officer.post(`${path}/revocation`, { reason: 'tag lost', effectiveFrom: from });
    expect(revoked.status, revoked.text).to.equal(200);
    expect((await officer.get(`${path}?at=${eve}`)).body).to.include({ revokeReason: null, revokedAt: null });
    expect((await officer.get(`${path}?at=${from}`)).body).to.include({ revokeReason: 'tag lost' });
    const resolved = await officer.post('/referential/v1/vehicle-identifiers/resolution', {
      identifierTypeCode: 'RFID',
      value: setup.tag,
    });
    expect(resolved.status, resolved.text).to.equal(200);

    expect((await byTag(eve)).eligible).to.equal(true);
    const refused = await byTag(from);
    const failing = refused.checks.filter((c) => !c.passed);
    expect(failing.map((c) => [c.link, c.code, c.state, c.recordId])).to.deep.equal([
      ['IDENTIFIER', 'IDENTIFIER_REVOKED', 'REVOKED', setup.identifierId],
    ]);
    const periods = (await officer.get(`${path}/timeline`)).body as { data: Entry[] };
    const scheduled = periods.data.find((e) => e.future) as Entry;
    expect(failing[0]?.periodId).to.equal(scheduled.id);
    expectProblem(
      await officer.post(`${path}/revocation`, { reason: 'again', effectiveFrom: daysFromToday(-1) }),
      422,
      'history-change-in-past',
    );
    expect((await officer.delete(`${path}/timeline/${scheduled.id}`)).status).to.equal(204);
    expect((await byTag(from)).eligible).to.equal(true);
    expectProblem(await officer.get(`${path}?at=2000-01-01`), 422, 'history-no-state');
  });

  it('refuses a revocation dated in the past, and takes it as a correction with its permission', async () => {
    const setup = await eligibleVehicle(officer);
    const path = permitPath(setup);
    const past = daysFromToday(-5);
    const refused = expectProblem(
      await officer.post(`${path}/revocation`, { reason: 'forged', effectiveFrom: past }),
      422,
      'history-change-in-past',
    );
    expect(JSON.stringify(refused.errors)).to.contain('body.effectiveFrom');
    const forbidden = expectProblem(
      await officer.post(`${path}/timeline`, { effectiveFrom: past, revokeReason: 'forged' }),
      403,
      'forbidden',
    );
    expect(forbidden.detail).to.contain('referential.vehicle-permits:insert-period');
    expect((await timeline(setup)).total).to.equal(1);
    expect((await eligibility(setup, daysFromToday(-3))).eligible).to.equal(true);

    const inserted = await historian.post(`${path}/timeline`, {
      effectiveFrom: past,
      revokeReason: 'forged',
    });
    expect(inserted.status, inserted.text).to.equal(201);
    expect(await permitOn(setup, dayBefore(past))).to.include({ status: 'ACTIVE' });
    expect(await permitOn(setup, past)).to.include({ status: 'REVOKED', revokeReason: 'forged' });
    const after = await eligibility(setup, daysFromToday(-3));
    expect(after.checks.find((c) => !c.passed)).to.include({
      link: 'PERMIT',
      code: 'PERMIT_NOT_VALID',
      state: 'REVOKED',
      recordId: setup.permitIds.INSURANCE,
    });

    // Correcting in place (the revocation lifted from its first day) is its own permission.
    const [, revocation] = (await timeline(setup)).data as [Entry, Entry];
    expectProblem(
      await platform
        .as([...REGISTRY_OFFICER, 'referential.vehicle-permits:insert-period'])
        .post(`${path}/timeline/${revocation.id}/correction`, { revokeReason: null }),
      403,
      'forbidden',
    );
    const lifted = await historian.post(`${path}/timeline/${revocation.id}/correction`, {
      revokeReason: null,
    });
    expect(lifted.status, lifted.text).to.equal(200);
    expect((await eligibility(setup, daysFromToday(-3))).eligible).to.equal(true);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const setup = await eligibleVehicle(officer);
    const path = permitPath(setup);
    expectFieldError(await officer.get(`${path}?at=2026-02-30`), 'query.at');
    expectFieldError(await officer.get(`${path}?at=tomorrow`), 'query.at');
    expectFieldError(
      await officer.get(
        `/referential/v1/checkpoints/${setup.checkpointId}/eligibility?vehicleId=${setup.vehicleId}&lineId=line-7`,
      ),
      'query.lineId',
    );
    const [first] = (await timeline(setup)).data as [Entry];
    const backwards = expectProblem(
      await historian.post(`${path}/timeline/${first.id}/end`, { effectiveTo: '2000-01-01' }),
      422,
      'period-invalid',
    );
    expect(JSON.stringify(backwards.errors)).to.contain('body.effectiveTo');
    const overlap = expectProblem(
      await historian.post(`${path}/timeline`, { effectiveFrom: first.effectiveFrom, revokeReason: 'x' }),
      422,
      'history-row-overlaps',
    );
    expect(JSON.stringify(overlap.errors)).to.contain('body.effectiveFrom');
    await officer.post(`${path}/revocation`, { reason: 'audit', effectiveFrom: daysFromToday(10) });
    const scheduled = (await timeline(setup)).data[1] as Entry;
    const moved = expectProblem(
      await historian.post(`${path}/timeline/${scheduled.id}/correction`, { effectiveFrom: '2000-01-01' }),
      422,
      'history-row-overlaps',
    );
    expect(JSON.stringify(moved.errors)).to.contain('body.effectiveFrom');
    expectProblem(
      await officer.post(`${path}/revocation`, { reason: 'again', effectiveFrom: daysFromToday(5) }),
      409,
      'history-change-scheduled',
    );
    expectProblem(await officer.delete(`${path}/timeline/${first.id}`), 409, 'history-row-in-force');
    const after = (await timeline(setup)).data;
    expect(after.map((e) => [e.id, e.effectiveFrom, e.state?.revokeReason])).to.deep.equal([
      [first.id, first.effectiveFrom, null],
      [scheduled.id, daysFromToday(10), 'audit'],
    ]);
  });

  it('checks, as of the date, that the authorization covers the line asked about', async () => {
    const setup = await eligibleVehicle(officer);
    const lineId = await createLine(officer);
    const today = daysFromToday(0);
    // The line runs, operated by the vehicle's owner: only the authorization's coverage is missing.
    expect((await officer.post(`/referential/v1/lines/${lineId}/activation`, {})).status).to.equal(200);
    const operator = { carrierId: setup.carrierId, effectiveFrom: today };
    expect((await officer.post(`/referential/v1/lines/${lineId}/operators`, operator)).status).to.equal(201);
    const uncovered = await eligibility(setup, today, lineId);
    expect(uncovered.eligible).to.equal(false);
    expect(uncovered.checks.filter((c) => !c.passed).map((c) => [c.link, c.code, c.recordId])).to.deep.equal([
      ['AUTHORIZATION', 'LINE_NOT_AUTHORIZED', setup.authorizationId],
    ]);
    const authorization = `/referential/v1/authorizations/authorizations/${setup.authorizationId}`;
    const usable = await officer.get(`${authorization}/eligibility?lineId=${lineId}`);
    expect(usable.body.usable).to.equal(false);
    expect(usable.body.reasons.map((r: { code: string }) => r.code)).to.deep.equal([
      'AUTHORIZATION_LINE_NOT_COVERED',
    ]);

    const from = daysFromToday(20);
    const covered = await officer.post('/referential/v1/authorizations/authorized-lines', {
      transportAuthorizationId: setup.authorizationId,
      lineId,
      effectiveFrom: from,
    });
    expect(covered.status, covered.text).to.equal(201);
    expect((await eligibility(setup, dayBefore(from), lineId)).eligible).to.equal(false);
    expect((await eligibility(setup, from, lineId)).eligible).to.equal(true);
    expect(
      (await officer.get(`${authorization}/eligibility?lineId=${lineId}&at=${from}`)).body.usable,
    ).to.equal(true);
  });

  it('revokes a permit ahead, reads it on a date and cancels the revocation through MCP', async () => {
    const setup = await eligibleVehicle(officer);
    const client = await connectMcp(
      `${platform.gateway.url}/mcp`,
      mintToken([...REGISTRY_OFFICER, ...PERMIT_CORRECTIONS, ELIGIBILITY_READ]),
    );
    const tools = (await client.listTools()).tools.map((t) => t.name);
    expect(tools).to.include.members([
      'getVehiclePermitTimeline',
      'cancelVehiclePermitChange',
      'correctVehiclePermitPeriod',
      'insertVehiclePermitPeriod',
      'endVehiclePermitPeriod',
    ]);
    const id = setup.permitIds.INSURANCE as string;
    const from = daysFromToday(50);
    const revoked = await client.callTool({
      name: 'revokeVehiclePermit',
      arguments: { id, body: { reason: 'by agent', effectiveFrom: from } },
    });
    expect(revoked.isError, JSON.stringify(revoked.content)).to.not.equal(true);
    const read = async (at: string) =>
      (
        (await client.callTool({ name: 'getVehiclePermit', arguments: { id, at } })).structuredContent as {
          status: string;
        }
      ).status;
    expect(await read(dayBefore(from))).to.equal('ACTIVE');
    expect(await read(from)).to.equal('REVOKED');
    const line = (await client.callTool({ name: 'getVehiclePermitTimeline', arguments: { id } }))
      .structuredContent as { data: Entry[] };
    const scheduled = line.data.find((e) => e.future) as Entry;
    const cancelled = await client.callTool({
      name: 'cancelVehiclePermitChange',
      arguments: { id, periodId: scheduled.id },
    });
    expect(cancelled.isError, JSON.stringify(cancelled.content)).to.not.equal(true);
    expect(await read(from)).to.equal('ACTIVE');
    await client.close();
  });
});
