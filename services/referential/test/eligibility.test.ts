import { expect } from 'chai';
import {
  connectMcp,
  daysFromToday,
  expectFieldError,
  expectProblem,
  type ApiClient,
  type TestService,
  createdId,
} from '@transport/platform/testing';
import {
  ELIGIBILITY_READ,
  ELIGIBILITY_RECORD,
  REGISTRY_OFFICER,
  createLine,
  AUTHORIZATION_INSERT_PERIOD,
  recordHolder,
  insertStatusPeriods,
  eligibleVehicle,
  type EligibleVehicle,
} from './authorizations-fixtures.ts';
import { declareCategory, registerCarrier } from './carriers-fixtures.ts';
import { createArea, uniqueCode, startReferential } from './fixtures.ts';

interface Check {
  link: string;
  passed: boolean;
  code: string | null;
  detail: string;
  state?: string | null;
  recordId?: string | null;
  periodId?: string | null;
}

describe('vehicle eligibility at a checkpoint', () => {
  let service: TestService;
  let officer: ApiClient;
  let gate: ApiClient;

  before(async function () {
    // The first fixture reaches some twenty operations, each compiling its request and response
    // validators on its first call in this process: 8 s on an idle machine, more beside other
    // files. That one-off cost is the setup's, not the first test's.
    this.timeout(60_000);
    service = await startReferential();
    officer = service.as(REGISTRY_OFFICER);
    gate = service.as([ELIGIBILITY_READ]);
    await eligibleVehicle(officer);
  });
  after(() => service?.close());

  const byVehicle = (setup: EligibleVehicle, checkpointId = setup.checkpointId, at?: string) =>
    gate.get(
      `/referential/v1/checkpoints/${checkpointId}/eligibility?vehicleId=${setup.vehicleId}${at ? `&at=${encodeURIComponent(at)}` : ''}`,
    );
  const byTag = (setup: EligibleVehicle, tag = setup.tag, at?: string) =>
    gate.get(
      `/referential/v1/checkpoints/${setup.checkpointId}/eligibility?identifierTypeCode=RFID&identifierValue=${tag}${at ? `&at=${encodeURIComponent(at)}` : ''}`,
    );

  /** The one failing check of the answer, which must be a refusal. */
  function refusal(response: { status: number; body: { eligible: boolean; checks: Check[] } }): Check {
    expect(response.status).to.equal(200);
    expect(response.body.eligible).to.equal(false);
    const failing = response.body.checks.filter((c) => !c.passed);
    expect(failing, JSON.stringify(response.body.checks)).to.have.length(1);
    return failing[0] as Check;
  }

  it('lets a vehicle in order pass, by id or by its tag, naming the authorization it runs under', async () => {
    const setup = await eligibleVehicle(officer);
    const answer = await byVehicle(setup);
    expect(answer.status).to.equal(200);
    expect(answer.body).to.include({
      eligible: true,
      vehicleId: setup.vehicleId,
      checkpointId: setup.checkpointId,
      transportAuthorizationId: setup.authorizationId,
    });
    expect(answer.body.checks.map((c: Check) => [c.link, c.passed])).to.deep.equal([
      ['CHECKPOINT', true],
      ['VEHICLE', true],
      ['CARRIER', true],
      ['PERMIT', true],
      ['PERMIT', true],
      ['PERMIT', true],
      ['AUTHORIZATION', true],
    ]);
    const tagged = await byTag(setup, setup.tag.toLowerCase());
    expect(tagged.body.eligible).to.equal(true);
    expect(tagged.body.checks.map((c: Check) => c.link)).to.include('IDENTIFIER');
  });

  it('decides as known at an instant: a transfer recorded after it is not seen', async () => {
    const setup = await eligibleVehicle(officer);
    const next = await registerCarrier(officer);
    await new Promise((resolve) => setTimeout(resolve, 5)); // past the setup's microseconds
    const known = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    // From today, the vehicle belongs to a carrier that holds no authorization.
    const fleet = service.as(['referential.vehicles:write', 'referential.vehicles:insert-period']);
    const transfer = await fleet.post(`/referential/v1/vehicles/${setup.vehicleId}/timeline`, {
      effectiveFrom: daysFromToday(0),
      carrierId: next.id,
    });
    expect(transfer.status, transfer.text).to.equal(201);

    const now = await byVehicle(setup);
    expect(now.status, now.text).to.equal(200);
    expect(now.body.eligible).to.equal(false);
    const then = await gate.get(
      `/referential/v1/checkpoints/${setup.checkpointId}/eligibility?vehicleId=${setup.vehicleId}&asKnownAt=${encodeURIComponent(known)}`,
    );
    expect(then.status, then.text).to.equal(200);
    expect(then.body).to.include({
      eligible: true,
      at: known,
      transportAuthorizationId: setup.authorizationId,
    });
    expect(then.headers.get('known-at')).to.equal(known);
    expect(then.headers.get('valid-at')).to.equal(known);
    expectFieldError(
      await gate.get(
        `/referential/v1/checkpoints/${setup.checkpointId}/eligibility?vehicleId=${setup.vehicleId}&asKnownAt=${encodeURIComponent(new Date(Date.now() + 3_600_000).toISOString())}`,
      ),
      'query.asKnownAt',
    );
  });

  it('refuses an identifier nobody holds, and one revoked on the date', async () => {
    const setup = await eligibleVehicle(officer);
    const unknown = await byTag(setup, 'NO-SUCH-TAG');
    expect(refusal(unknown)).to.include({ link: 'IDENTIFIER', code: 'IDENTIFIER_UNKNOWN' });
    expect(unknown.body.vehicleId).to.equal(null);

    const from = daysFromToday(3);
    const revoked = await officer.post(
      `/referential/v1/vehicle-identifiers/${setup.identifierId}/revocation`,
      {
        reason: 'Tag reported stolen',
        effectiveFrom: from,
      },
    );
    expect(revoked.status).to.equal(200);
    const then = await byTag(setup, setup.tag, `${from}T10:00:00Z`);
    expect(refusal(then)).to.include({ link: 'IDENTIFIER', code: 'IDENTIFIER_REVOKED', state: 'REVOKED' });
    expect(then.body.vehicleId).to.equal(setup.vehicleId);
    const before = await byTag(setup, setup.tag, `${daysFromToday(2)}T10:00:00Z`);
    expect(before.body.eligible).to.equal(true);
    expect(before.body.checks.find((c: Check) => c.link === 'IDENTIFIER')).to.include({
      state: 'ENROLLED',
      recordId: setup.identifierId,
    });
  });

  it('refuses a vehicle out of service', async () => {
    const setup = await eligibleVehicle(officer);
    const changed = await officer.post(`/referential/v1/vehicles/${setup.vehicleId}/lifecycle`, {
      lifecycle: 'OUT_OF_SERVICE',
      reason: 'Gearbox repair',
    });
    expect(changed.status).to.equal(200);
    expect(refusal(await byVehicle(setup))).to.include({ link: 'VEHICLE', code: 'VEHICLE_NOT_IN_SERVICE' });
  });

  it('refuses a vehicle whose insurance permit is revoked, naming the kind', async () => {
    const setup = await eligibleVehicle(officer);
    const revoked = await officer.post(
      `/referential/v1/vehicle-permits/${setup.permitIds.INSURANCE}/revocation`,
      {
        reason: 'Policy cancelled',
      },
    );
    expect(revoked.status).to.equal(200);
    const check = refusal(await byVehicle(setup));
    expect(check).to.include({ link: 'PERMIT', code: 'PERMIT_NOT_VALID' });
    expect(check.detail).to.contain('INSURANCE');
  });

  it('refuses a vehicle under no authorization on the day', async () => {
    const setup = await eligibleVehicle(officer);
    const periods = await officer.get(
      `/referential/v1/authorizations/authorized-vehicles?vehicleId=${setup.vehicleId}`,
    );
    // Ended two days ago: a correction of the vehicle's timeline under the authorization.
    const ended = await service
      .as([...REGISTRY_OFFICER, 'referential.authorizations:end-period'])
      .post(
        `/referential/v1/authorizations/authorizations/${setup.authorizationId}/vehicles/${setup.vehicleId}/timeline/${periods.body.data[0].id}/end`,
        { effectiveTo: daysFromToday(-2) },
      );
    expect(ended.status).to.equal(200);
    expect(refusal(await byVehicle(setup))).to.include({ link: 'AUTHORIZATION', code: 'NOT_AUTHORIZED' });
  });

  it('refuses a vehicle whose authorization is suspended', async () => {
    const setup = await eligibleVehicle(officer);
    await officer.post(`/referential/v1/authorizations/authorizations/${setup.authorizationId}/suspension`, {
      reason: 'Audit pending',
    });
    const check = refusal(await byVehicle(setup));
    expect(check).to.include({ link: 'AUTHORIZATION', code: 'AUTHORIZATION_NOT_USABLE' });
    expect(check.detail).to.contain('Audit pending');
  });

  it('refuses a vehicle at an instant its authorization was suspended, though reactivated since', async () => {
    const setup = await eligibleVehicle(officer);
    await insertStatusPeriods(
      service.as([...REGISTRY_OFFICER, AUTHORIZATION_INSERT_PERIOD]),
      setup.authorizationId,
      [
        [-10, 'SUSPENDED', 'Audit pending'],
        [-4, 'ACTIVE'],
      ],
    );
    const check = refusal(await byVehicle(setup, setup.checkpointId, `${daysFromToday(-6)}T10:00:00Z`));
    expect(check).to.include({ link: 'AUTHORIZATION', code: 'AUTHORIZATION_NOT_USABLE' });
    expect(check.detail).to.contain('Audit pending');
    expect(
      (await byVehicle(setup, setup.checkpointId, `${daysFromToday(-3)}T10:00:00Z`)).body.eligible,
    ).to.equal(true);
  });

  it('refuses a vehicle whose authorization is held by another carrier than its owner', async () => {
    const setup = await eligibleVehicle(officer);
    const other = await registerCarrier(officer);
    // Held by the other carrier since yesterday: a correction of the holders' timeline.
    expect((await recordHolder(officer, setup.authorizationId, other.id, daysFromToday(-1))).status).to.equal(
      201,
    );
    expect(refusal(await byVehicle(setup))).to.include({ link: 'AUTHORIZATION', code: 'HOLDER_NOT_OWNER' });
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString();
    expect((await byVehicle(setup, setup.checkpointId, threeDaysAgo)).body.eligible).to.equal(true);
  });

  it('refuses a vehicle of a category the authorization does not allow', async () => {
    const setup = await eligibleVehicle(officer);
    const minibus = await declareCategory(officer);
    const changed = await officer.put(`/referential/v1/vehicles/${setup.vehicleId}/category`, {
      categoryId: minibus,
    });
    expect(changed.status).to.equal(200);
    expect(refusal(await byVehicle(setup))).to.include({
      link: 'AUTHORIZATION',
      code: 'CATEGORY_NOT_AUTHORIZED',
    });
  });

  it('refuses at a retired checkpoint, one that controls no vehicle, and one whose area refuses the category', async () => {
    const setup = await eligibleVehicle(officer);
    const boardingOnly = await createdId(
      await officer.post('/referential/v1/checkpoints', {
        code: uniqueCode('CP'),
        name: 'Boarding gate',
        capabilities: { entryControl: false, exitControl: false, boardingControl: true },
      }),
      'checkpoint',
    );
    expect(refusal(await byVehicle(setup, boardingOnly))).to.include({
      link: 'CHECKPOINT',
      code: 'CHECKPOINT_NO_VEHICLE_CONTROL',
    });

    const areaId = await createArea(officer);
    const capabilities = await officer.put(`/referential/v1/station-areas/${areaId}/capabilities`, {
      accessible: true,
      maxVehicleLengthM: null,
      maxVehicleHeightM: null,
      vehicleCategories: [uniqueCode('MINI')],
    });
    expect(capabilities.status).to.equal(200);
    const inArea = await createdId(
      await officer.post('/referential/v1/checkpoints', {
        code: uniqueCode('CP'),
        name: 'Area gate',
        stationAreaId: areaId,
        capabilities: { entryControl: true, exitControl: true, boardingControl: false },
      }),
      'checkpoint',
    );
    expect(refusal(await byVehicle(setup, inArea))).to.include({
      link: 'CHECKPOINT',
      code: 'CATEGORY_NOT_ACCEPTED',
    });

    const retired = await officer.post(`/referential/v1/checkpoints/${setup.checkpointId}/retirement`, {
      reason: 'Gate removed',
    });
    expect(retired.status).to.equal(200);
    expect(refusal(await byVehicle(setup))).to.include({ link: 'CHECKPOINT', code: 'CHECKPOINT_RETIRED' });
  });

  it('asks for exactly one way of naming the vehicle, a known checkpoint and its own permission', async () => {
    const setup = await eligibleVehicle(officer);
    // Each parameter is valid on its own: the rule between them is a 422 naming the field.
    for (const query of ['', `?vehicleId=${setup.vehicleId}&identifierTypeCode=RFID&identifierValue=X`]) {
      const refused = await gate.get(`/referential/v1/checkpoints/${setup.checkpointId}/eligibility${query}`);
      const problem = expectProblem(refused, 422, 'eligibility-subject-invalid');
      expect(problem.errors?.map((e) => e.field)).to.deep.equal(['query.vehicleId']);
    }
    expectFieldError(
      await gate.get(
        `/referential/v1/checkpoints/${setup.checkpointId}/eligibility?vehicleId=${setup.vehicleId}&at=yesterday`,
      ),
      'query.at',
    );
    expectProblem(
      await gate.get(
        `/referential/v1/checkpoints/00000000-0000-4000-8000-000000000000/eligibility?vehicleId=${setup.vehicleId}`,
      ),
      404,
      'checkpoint-not-found',
    );
    expectProblem(
      await service
        .as(['referential.checkpoints:read'])
        .get(`/referential/v1/checkpoints/${setup.checkpointId}/eligibility?vehicleId=${setup.vehicleId}`),
      403,
      'forbidden',
    );
  });
  it('reads the checkpoint at the date: retired from a day, it refuses vehicles five days after, not the day before', async () => {
    const setup = await eligibleVehicle(officer);
    const retiredFrom = daysFromToday(10);
    const retired = await officer.post(`/referential/v1/checkpoints/${setup.checkpointId}/retirement`, {
      reason: 'Gate moved',
      effectiveFrom: retiredFrom,
    });
    expect(retired.status, retired.text).to.equal(200);
    const code = (await officer.get(`/referential/v1/checkpoints/${setup.checkpointId}`)).body.code as string;

    const after = refusal(await byVehicle(setup, setup.checkpointId, `${daysFromToday(15)}T09:00:00Z`));
    expect(after).to.include({
      link: 'CHECKPOINT',
      code: 'CHECKPOINT_RETIRED',
      recordId: setup.checkpointId,
      state: 'RETIRED',
    });
    expect(after.detail).to.contain(code);
    expect(after.periodId).to.be.a('string');
    const before = await byVehicle(setup, setup.checkpointId, `${daysFromToday(9)}T09:00:00Z`);
    expect(before.body.eligible, JSON.stringify(before.body.checks)).to.equal(true);
    expect(before.body.checks[0]).to.include({ link: 'CHECKPOINT', state: 'ACTIVE' });
  });

  it("reads the area's accepted categories at the date", async () => {
    const setup = await eligibleVehicle(officer);
    const areaId = await createArea(officer);
    const checkpointId = await createdId(
      await officer.post('/referential/v1/checkpoints', {
        code: uniqueCode('CP'),
        name: 'Area gate',
        stationAreaId: areaId,
        capabilities: { entryControl: true, exitControl: true, boardingControl: false },
      }),
      'checkpoint',
    );
    const from = daysFromToday(7);
    const narrowed = await officer.put(`/referential/v1/station-areas/${areaId}/capabilities`, {
      accessible: true,
      maxVehicleLengthM: null,
      maxVehicleHeightM: null,
      vehicleCategories: [uniqueCode('MINI')],
      effectiveFrom: from,
    });
    expect(narrowed.status, narrowed.text).to.equal(200);
    expect((await byVehicle(setup, checkpointId, `${daysFromToday(6)}T09:00:00Z`)).body.eligible).to.equal(
      true,
    );
    expect(refusal(await byVehicle(setup, checkpointId, `${from}T09:00:00Z`))).to.include({
      link: 'CHECKPOINT',
      code: 'CATEGORY_NOT_ACCEPTED',
      recordId: checkpointId,
    });
  });

  it('refuses the vehicle of a carrier never activated (PENDING), naming the carrier, and passes it once active', async () => {
    const setup = await eligibleVehicle(officer, { carrierActive: false });
    const check = refusal(await byVehicle(setup));
    expect(check).to.include({
      link: 'CARRIER',
      code: 'CARRIER_NOT_ACTIVE',
      state: 'PENDING',
      recordId: setup.carrierId,
    });
    expect(check.detail).to.contain('never activated');
    const activated = await officer.post(`/referential/v1/carriers/${setup.carrierId}/activation`, {});
    expect(activated.status, activated.text).to.equal(200);
    expect((await byVehicle(setup)).body.eligible).to.equal(true);
  });

  it('refuses, from the day it begins, the vehicle of a carrier withdrawn from the network, saying so', async () => {
    const setup = await eligibleVehicle(officer);
    const from = daysFromToday(3);
    const withdrawn = await officer.post(`/referential/v1/carriers/${setup.carrierId}/withdrawal`, {
      effectiveFrom: from,
    });
    expect(withdrawn.status, withdrawn.text).to.equal(200);
    expect(
      (await byVehicle(setup, setup.checkpointId, `${daysFromToday(2)}T09:00:00Z`)).body.eligible,
    ).to.equal(true);
    const check = refusal(await byVehicle(setup, setup.checkpointId, `${from}T09:00:00Z`));
    expect(check).to.include({ link: 'CARRIER', code: 'CARRIER_NOT_ACTIVE', state: 'WITHDRAWN' });
    expect(check.detail).to.contain('left the network');
  });

  it("checks the line asked about at the date: its status, and that the vehicle's owner operates it", async () => {
    const setup = await eligibleVehicle(officer);
    const lineId = await createLine(officer);
    const covered = await officer.post('/referential/v1/authorizations/authorized-lines', {
      transportAuthorizationId: setup.authorizationId,
      lineId,
      effectiveFrom: daysFromToday(0),
    });
    expect(covered.status, covered.text).to.equal(201);
    const onLine = (at?: string) =>
      gate.get(
        `/referential/v1/checkpoints/${setup.checkpointId}/eligibility?vehicleId=${setup.vehicleId}&lineId=${lineId}${at ? `&at=${encodeURIComponent(at)}` : ''}`,
      );
    expect(refusal(await onLine())).to.include({
      link: 'LINE',
      code: 'LINE_NOT_ACTIVE',
      state: 'PLANNED',
      recordId: lineId,
    });
    const active = await officer.post(`/referential/v1/lines/${lineId}/activation`, {});
    expect(active.status, active.text).to.equal(200);
    const other = await registerCarrier(officer);
    const operated = (carrierId: string, effectiveFrom: string) =>
      officer.post(`/referential/v1/lines/${lineId}/operators`, { carrierId, effectiveFrom });
    expect((await operated(other.id, daysFromToday(0))).status).to.equal(201);
    const uncovered = refusal(await onLine());
    expect(uncovered).to.include({ link: 'LINE', code: 'LINE_OPERATOR_NOT_COVERED', recordId: lineId });
    expect(uncovered.detail).to.contain(other.id);

    const from = daysFromToday(5);
    expect((await operated(setup.carrierId, from)).status).to.equal(201);
    expect(refusal(await onLine(`${daysFromToday(4)}T09:00:00Z`))).to.include({
      code: 'LINE_OPERATOR_NOT_COVERED',
    });
    const passing = await onLine(`${from}T09:00:00Z`);
    expect(passing.body.eligible, JSON.stringify(passing.body.checks)).to.equal(true);
    expect(passing.body.checks.at(-1)).to.include({ link: 'LINE', passed: true, state: 'ACTIVE' });

    expectProblem(
      await gate.get(
        `/referential/v1/checkpoints/${setup.checkpointId}/eligibility?vehicleId=${setup.vehicleId}&lineId=00000000-0000-4000-8000-000000000000`,
      ),
      404,
      'line-not-found',
    );
  });

  describe('passages', () => {
    let recorder: ApiClient;
    before(() => {
      recorder = service.as([ELIGIBILITY_READ, ELIGIBILITY_RECORD]);
    });

    it('records each decision and reads it back equal to the answer given, whatever changed since', async () => {
      const setup = await eligibleVehicle(officer);
      const at = `${daysFromToday(-1)}T06:15:00.000Z`;
      const recorded = await recorder.post(`/referential/v1/checkpoints/${setup.checkpointId}/passages`, {
        vehicleId: setup.vehicleId,
        at,
      });
      expect(recorded.status, recorded.text).to.equal(201);
      expect(recorded.headers.get('location')).to.equal(`/referential/v1/passages/${recorded.body.id}`);
      // The same decision checkVehicleEligibility gives.
      const checked = await byVehicle(setup, setup.checkpointId, at);
      expect(recorded.body).to.deep.include({
        ...checked.body,
        identifierTypeCode: null,
        identifierValue: null,
      });
      expect(recorded.body.eligible).to.equal(true);

      // The vehicle is taken out of service since: a passage now, by its tag, is a refusal.
      await officer.post(`/referential/v1/vehicles/${setup.vehicleId}/lifecycle`, {
        lifecycle: 'OUT_OF_SERVICE',
        reason: 'Gearbox repair',
      });
      const refused = await recorder.post(`/referential/v1/checkpoints/${setup.checkpointId}/passages`, {
        identifierTypeCode: 'RFID',
        identifierValue: setup.tag,
      });
      expect(refused.status).to.equal(201);
      expect(refused.body).to.include({ identifierTypeCode: 'RFID', identifierValue: setup.tag });
      expect(refusal({ status: 200, body: refused.body })).to.include({ code: 'VEHICLE_NOT_IN_SERVICE' });

      // The first passage still says what was answered then.
      const readBack = await recorder.get(`/referential/v1/passages/${recorded.body.id}`);
      expect(readBack.status).to.equal(200);
      expect(readBack.body).to.deep.equal(recorded.body);
      const listed = await recorder.get(
        `/referential/v1/checkpoints/${setup.checkpointId}/passages?vehicleId=${setup.vehicleId}`,
      );
      expect(listed.body.total).to.equal(2);
      expect(listed.body.data).to.deep.equal([refused.body, recorded.body]);
    });

    it('records through MCP, and reads back the same passage', async () => {
      const setup = await eligibleVehicle(officer);
      const client = await connectMcp(
        `${service.url}/mcp`,
        service.token([ELIGIBILITY_READ, ELIGIBILITY_RECORD]),
      );
      try {
        const recorded = await client.callTool({
          name: 'recordVehiclePassage',
          arguments: { id: setup.checkpointId, body: { vehicleId: setup.vehicleId } },
        });
        expect(recorded.isError, JSON.stringify(recorded.structuredContent)).to.not.equal(true);
        const passage = recorded.structuredContent as { id: string; eligible: boolean };
        expect(passage.eligible).to.equal(true);
        const read = await client.callTool({ name: 'getVehiclePassage', arguments: { id: passage.id } });
        expect(read.structuredContent).to.deep.equal(passage);
      } finally {
        await client.close();
      }
    });

    it('refuses a subject named twice or not at all, an unknown passage, and records nothing then', async () => {
      const setup = await eligibleVehicle(officer);
      const path = `/referential/v1/checkpoints/${setup.checkpointId}/passages`;
      // The contract says it (one of a vehicle id, or an identifier type with its value): 400.
      for (const body of [
        { vehicleId: setup.vehicleId, identifierTypeCode: 'RFID', identifierValue: 'X' },
        {},
        { identifierTypeCode: 'RFID' },
      ])
        expectFieldError(await recorder.post(path, body), 'body');
      expectFieldError(await recorder.post(path, { vehicleId: setup.vehicleId, at: 'yesterday' }), 'body.at');
      expectProblem(
        await recorder.post(path, { vehicleId: '00000000-0000-4000-8000-000000000000' }),
        404,
        'vehicle-not-found',
      );
      expect((await recorder.get(path)).body.total).to.equal(0);
      expectProblem(
        await recorder.get('/referential/v1/passages/00000000-0000-4000-8000-000000000000'),
        404,
        'passage-not-found',
      );
      expectProblem(await gate.post(path, { vehicleId: setup.vehicleId }), 403, 'forbidden');
    });
  });
});
