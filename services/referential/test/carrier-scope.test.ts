import { expect } from 'chai';
import {
  ApiClient,
  connectMcp,
  daysFromToday,
  expectProblem,
  mintToken,
  startTestService,
  today,
  type TestService,
} from '@transport/platform/testing';
import type { Transaction } from '@transport/platform';
import { referentialService } from '../src/referential-service.ts';
import {
  BENEFICIARY_APPROVE,
  BENEFICIARY_READ,
  BENEFICIARY_WRITE,
  FLEET_STAFF,
  IBAN_DE,
  IBAN_GB,
  asCarrierRole,
  declareCategory,
  registerCarrier,
  registerVehicle,
} from './carriers-fixtures.ts';
import { uniqueCode } from './fixtures.ts';
import {
  AUTHORIZATION_READ,
  AUTHORIZATION_WRITE,
  assignHolder,
  categoryCode,
  declareAuthorization,
} from './authorizations-fixtures.ts';

/** Everything a carrier's own staff may be given: fleet, authorizations and payout details. */
const CARRIER_STAFF = [
  ...FLEET_STAFF,
  AUTHORIZATION_READ,
  AUTHORIZATION_WRITE,
  BENEFICIARY_READ,
  BENEFICIARY_WRITE,
  BENEFICIARY_APPROVE,
];

describe('tokens scoped to a carrier (claim carrier_id): its own records only, held by the database', () => {
  let service: TestService;
  let regulator: ApiClient;
  let carrierA: { id: string; vehicle: string; permit: string };
  let carrierB: { id: string; vehicle: string; permit: string };
  /** Carrier A's staff: every fleet and payout permission, scoped to carrier A. */
  let scoped: ApiClient;
  let scopedToken: string;
  let categoryId: string;

  async function carrierWithFleet(categoryId: string) {
    const { id } = await registerCarrier(regulator);
    expect((await regulator.post(`/referential/v1/carriers/${id}/activation`)).status).to.equal(200);
    const vehicle = (await registerVehicle(regulator, id, categoryId)).id;
    const permit = await regulator.post('/referential/v1/vehicle-permits', {
      vehicleId: vehicle,
      permitNumber: uniqueCode('PN'),
      kind: 'ROADWORTHINESS',
      validFrom: daysFromToday(-30),
      validUntil: daysFromToday(300),
    });
    expect(permit.status, permit.text).to.equal(201);
    return { id, vehicle, permit: permit.body.id as string };
  }

  before(async function () {
    this.timeout(60_000);
    // The carrier's confirmation of payout changes required (optional by default).
    service = await startTestService(referentialService, { PAYOUT_CHANGE_CONFIRMATION_REQUIRED: 'true' });
    regulator = service.as([...CARRIER_STAFF], 'regulator');
    categoryId = await declareCategory(regulator);
    carrierA = await carrierWithFleet(categoryId);
    carrierB = await carrierWithFleet(categoryId);
    scopedToken = mintToken(CARRIER_STAFF, 'carrier-a-staff', { carrier_id: carrierA.id });
    scoped = new ApiClient(service.url, scopedToken);
    // Each operation's first call compiles its validators: paid here, not in a test's time.
    await scoped.get('/referential/v1/vehicles');
  });
  after(() => service?.close());

  it('searches and reads only its own vehicles, permits and carrier: totals included; another carrier’s record is a 404', async () => {
    const vehicles = await scoped.get('/referential/v1/vehicles');
    expect(vehicles.status, vehicles.text).to.equal(200);
    expect(vehicles.body.data.map((v: { id: string }) => v.id)).to.deep.equal([carrierA.vehicle]);
    expect(vehicles.body.total).to.equal(1);
    const permits = await scoped.get('/referential/v1/vehicle-permits');
    expect(permits.body.data.map((p: { id: string }) => p.id)).to.deep.equal([carrierA.permit]);
    expect(permits.body.total).to.equal(1);
    const carriers = await scoped.get('/referential/v1/carriers');
    expect(carriers.body.data.map((c: { id: string }) => c.id)).to.deep.equal([carrierA.id]);

    expect((await scoped.get(`/referential/v1/vehicles/${carrierA.vehicle}`)).status).to.equal(200);
    expectProblem(await scoped.get(`/referential/v1/vehicles/${carrierB.vehicle}`), 404, 'vehicle-not-found');
    expectProblem(
      await scoped.get(`/referential/v1/vehicle-permits/${carrierB.permit}`),
      404,
      'vehicle-permit-not-found',
    );
    expectProblem(await scoped.get(`/referential/v1/carriers/${carrierB.id}`), 404, 'carrier-not-found');

    // A regulator's token, without the claim, reads every carrier's as before.
    const all = await regulator.get('/referential/v1/vehicles');
    expect(all.body.data.map((v: { id: string }) => v.id)).to.have.members([
      carrierA.vehicle,
      carrierB.vehicle,
    ]);
  });

  it('changes its own vehicle, not another carrier’s (404, nothing written)', async () => {
    const own = await scoped.post(`/referential/v1/vehicles/${carrierA.vehicle}/lifecycle`, {
      lifecycle: 'OUT_OF_SERVICE',
      reason: 'Gearbox',
    });
    expect(own.status, own.text).to.equal(200);
    expectProblem(
      await scoped.post(`/referential/v1/vehicles/${carrierB.vehicle}/lifecycle`, {
        lifecycle: 'OUT_OF_SERVICE',
        reason: 'Gearbox',
      }),
      404,
      'vehicle-not-found',
    );
    expectProblem(
      await scoped.patch(`/referential/v1/vehicles/${carrierB.vehicle}`, { fleetNumber: 'TAKEN' }),
      404,
      'vehicle-not-found',
    );
    // A permit for another carrier's vehicle: the vehicle named in the body is not found.
    const permit = await scoped.post('/referential/v1/vehicle-permits', {
      vehicleId: carrierB.vehicle,
      permitNumber: uniqueCode('PN'),
      kind: 'INSURANCE',
      validFrom: today(),
      validUntil: daysFromToday(365),
    });
    expect(permit.status, permit.text).to.be.oneOf([404, 422]);
    expect(permit.body.code).to.equal('vehicle-not-found');

    const theirs = await regulator.get(`/referential/v1/vehicles/${carrierB.vehicle}`);
    expect(theirs.body).to.include({ lifecycle: 'IN_SERVICE' });
    expect(theirs.body.fleetNumber ?? null).to.equal(null);
    const theirPermits = await regulator.get(`/referential/v1/vehicle-permits?vehicleId=${carrierB.vehicle}`);
    expect(theirPermits.body.total).to.equal(1);
  });

  it('requests a change of its own payout details, never another carrier’s; approving is not a carrier’s to do', async () => {
    const own = await scoped.post(`/referential/v1/carriers/${carrierA.id}/beneficiaries`, {
      holderName: 'Transports A',
      accountIdentifier: IBAN_DE,
      effectiveFrom: daysFromToday(10),
    });
    expect(own.status, own.text).to.equal(201);
    const changeId = (own.headers.get('location') as string).split('/').pop() as string;
    // Requested by the carrier itself: the request is its confirmation.
    const requested = await scoped.get(
      `/referential/v1/carriers/${carrierA.id}/beneficiary-changes/${changeId}`,
    );
    expect(requested.body).to.include({ confirmedBy: 'carrier-a-staff' });
    expectProblem(
      await scoped.post(`/referential/v1/carriers/${carrierB.id}/beneficiaries`, {
        holderName: 'Fraudster Ltd',
        accountIdentifier: IBAN_GB,
        effectiveFrom: daysFromToday(10),
      }),
      404,
      'carrier-not-found',
    );
    expect(
      (await regulator.get(`/referential/v1/carriers/${carrierB.id}/beneficiary-changes`)).body.total,
    ).to.equal(0);
    expectProblem(
      await scoped.get(`/referential/v1/carriers/${carrierB.id}/beneficiaries/effective`),
      404,
      'carrier-not-found',
    );
    // Holding the approval permission does not make a carrier its own approver.
    const approval = await scoped.post(
      `/referential/v1/carriers/${carrierA.id}/beneficiary-changes/${changeId}/approve`,
      { acknowledgeNameMismatch: true },
    );
    expectProblem(approval, 403, 'forbidden');
    expect(approval.body.detail).to.contain('carrier_id');
    expect(
      (await regulator.get(`/referential/v1/carriers/${carrierA.id}/beneficiary-changes/${changeId}`)).body,
    ).to.include({ status: 'PENDING' });
  });

  it('approves a payout change made by the registry’s staff only once the carrier confirmed it, when required', async () => {
    const alice = service.as([BENEFICIARY_WRITE], 'alice');
    const bob = service.as([BENEFICIARY_READ, BENEFICIARY_APPROVE], 'bob');
    const changes = `/referential/v1/carriers/${carrierB.id}/beneficiary-changes`;
    const requested = await alice.post(`/referential/v1/carriers/${carrierB.id}/beneficiaries`, {
      holderName: 'Transports B',
      accountIdentifier: IBAN_GB,
      effectiveFrom: daysFromToday(15),
    });
    expect(requested.status, requested.text).to.equal(201);
    const changeId = (requested.headers.get('location') as string).split('/').pop() as string;
    expect((await bob.get(`${changes}/${changeId}`)).body).to.include({
      confirmedBy: null,
      confirmedAt: null,
    });

    expectProblem(
      await bob.post(`${changes}/${changeId}/approve`, { acknowledgeNameMismatch: true }),
      409,
      'beneficiary-change-unconfirmed',
    );
    // Only the carrier confirms: not the registry's staff, not another carrier.
    expectProblem(
      await service.as([BENEFICIARY_WRITE], 'alice').post(`${changes}/${changeId}/confirm`),
      403,
      'beneficiary-change-confirmation-by-carrier',
    );
    expectProblem(await scoped.post(`${changes}/${changeId}/confirm`), 404, 'carrier-not-found');
    expect((await bob.get(`${changes}/${changeId}`)).body).to.include({
      status: 'PENDING',
      confirmedBy: null,
    });

    const carrierBStaff = new ApiClient(
      service.url,
      mintToken([BENEFICIARY_READ, BENEFICIARY_WRITE], 'carrier-b-staff', { carrier_id: carrierB.id }),
    );
    const confirmed = await carrierBStaff.post(`${changes}/${changeId}/confirm`);
    expect(confirmed.status, confirmed.text).to.equal(200);
    expect(confirmed.body).to.include({ status: 'PENDING', confirmedBy: 'carrier-b-staff' });
    expect(Date.parse(confirmed.body.confirmedAt)).to.be.closeTo(Date.now(), 600_000);

    const approved = await bob.post(`${changes}/${changeId}/approve`, { acknowledgeNameMismatch: true });
    expect(approved.status, approved.text).to.equal(200);
    expect(approved.body).to.include({
      status: 'APPROVED',
      confirmedBy: 'carrier-b-staff',
      decidedBy: 'bob',
    });
  });

  it('registers a vehicle of its own carrier, seen by it and not by another; never one of another carrier (404, nothing written)', async () => {
    // A carrier of its own, so that the fleets the other tests count stay as they are.
    const { id: carrierC } = await registerCarrier(regulator);
    expect((await regulator.post(`/referential/v1/carriers/${carrierC}/activation`)).status).to.equal(200);
    const carrierCStaff = new ApiClient(
      service.url,
      mintToken(CARRIER_STAFF, 'carrier-c-staff', { carrier_id: carrierC }),
    );
    const registration = uniqueCode('OWN-');
    const own = await carrierCStaff.post('/referential/v1/vehicles', {
      carrierId: carrierC,
      categoryId,
      registration,
      seats: 30,
    });
    expect(own.status, own.text).to.equal(201);
    const read = await carrierCStaff.get(`/referential/v1/vehicles/${own.body.id as string}`);
    expect(read.status, read.text).to.equal(200);
    expect(read.body).to.include({ carrierId: carrierC, registration, lifecycle: 'IN_SERVICE' });
    expect(
      (await carrierCStaff.get('/referential/v1/vehicles')).body.data.map((v: { id: string }) => v.id),
    ).to.deep.equal([own.body.id]);
    expect((await regulator.get(`/referential/v1/vehicles/${own.body.id as string}`)).body).to.include({
      carrierId: carrierC,
    });
    expectProblem(
      await scoped.get(`/referential/v1/vehicles/${own.body.id as string}`),
      404,
      'vehicle-not-found',
    );

    expectProblem(
      await carrierCStaff.post('/referential/v1/vehicles', {
        carrierId: carrierB.id,
        categoryId,
        registration: uniqueCode('THEIRS-'),
        seats: 30,
      }),
      404,
      'carrier-not-found',
    );
    expect(
      (await regulator.get(`/referential/v1/vehicles?carrierId=${carrierB.id}`)).body.data.map(
        (v: { id: string }) => v.id,
      ),
    ).to.deep.equal([carrierB.vehicle]);
  });

  it('is told a registration is taken, as for its own vehicle, and nothing of the vehicle holding it nor its carrier (ADR 0095)', async () => {
    const { id: carrierD } = await registerCarrier(regulator);
    expect((await regulator.post(`/referential/v1/carriers/${carrierD}/activation`)).status).to.equal(200);
    const carrierDStaff = new ApiClient(
      service.url,
      mintToken(CARRIER_STAFF, 'carrier-d-staff', { carrier_id: carrierD }),
    );
    const own = await registerVehicle(carrierDStaff, carrierD, categoryId);
    const theirs = (await regulator.get(`/referential/v1/vehicles/${carrierB.vehicle}`)).body as {
      registration: string;
    };
    const carrierBRecord = (await regulator.get(`/referential/v1/carriers/${carrierB.id}`)).body as {
      code: string;
      name: string;
    };
    const register = (registration: string) =>
      carrierDStaff.post('/referential/v1/vehicles', {
        carrierId: carrierD,
        categoryId,
        registration,
        seats: 30,
      });

    const taken = await register(theirs.registration.toLowerCase());
    expectProblem(taken, 409, 'vehicle-registration-taken');
    const ofItsOwn = await register(own.registration);
    expectProblem(ofItsOwn, 409, 'vehicle-registration-taken');
    const corrected = await carrierDStaff.patch(`/referential/v1/vehicles/${own.id}`, {
      registration: theirs.registration,
    });
    expectProblem(corrected, 409, 'vehicle-registration-taken');
    // The same answer whoever holds the plate: the plate as given, nothing else of the holder.
    const shape = (response: { body: Record<string, unknown> }, plate: string) => ({
      ...response.body,
      detail: (response.body.detail as string).replace(plate, '<plate>'),
      instance: undefined,
    });
    expect(shape(taken, theirs.registration.toLowerCase())).to.deep.equal(shape(ofItsOwn, own.registration));
    expect(taken.body.detail).to.contain('transfer');
    for (const answer of [taken, corrected]) {
      expect(answer.headers.get('location')).to.equal(null);
      for (const secret of [carrierB.vehicle, carrierB.id, carrierBRecord.code, carrierBRecord.name])
        expect(answer.text).not.to.contain(secret);
    }
    // Nothing written: its fleet is its one vehicle, as registered; the plate is carrier B's alone.
    const fleet = await carrierDStaff.get('/referential/v1/vehicles');
    expect(
      fleet.body.data.map((v: { id: string; registration: string }) => [v.id, v.registration]),
    ).to.deep.equal([[own.id, own.registration]]);
    const holders = await regulator.get(
      `/referential/v1/vehicles?search=${encodeURIComponent(theirs.registration)}`,
    );
    expect(holders.body.data.map((v: { id: string }) => v.id)).to.deep.equal([carrierB.vehicle]);
  });

  it('reads the identifiers and the authorizations of its own vehicles and holdings only', async () => {
    const enrol = async (vehicleId: string) => {
      const value = uniqueCode('TAG');
      const enrolled = await regulator.post(`/referential/v1/vehicles/${vehicleId}/identifiers`, {
        identifierTypeCode: 'RFID',
        value,
      });
      expect(enrolled.status, enrolled.text).to.equal(201);
      return { id: enrolled.body.id as string, value };
    };
    const authorize = async (carrierId: string, vehicleId: string) => {
      const authorization = await declareAuthorization(regulator, {
        categories: [await categoryCode(regulator, categoryId)],
      });
      const held = await assignHolder(regulator, authorization, carrierId, today());
      expect(held.status, held.text).to.equal(201);
      const authorized = await regulator.post('/referential/v1/authorizations/authorized-vehicles', {
        transportAuthorizationId: authorization,
        vehicleId,
        effectiveFrom: today(),
      });
      expect(authorized.status, authorized.text).to.equal(201);
      return authorization;
    };
    const [tagA, tagB] = [await enrol(carrierA.vehicle), await enrol(carrierB.vehicle)];
    const [authorizationA, authorizationB] = [
      await authorize(carrierA.id, carrierA.vehicle),
      await authorize(carrierB.id, carrierB.vehicle),
    ];

    const ownTag = await scoped.get(`/referential/v1/vehicle-identifiers/${tagA.id}`);
    expect(ownTag.status, ownTag.text).to.equal(200);
    expect(ownTag.body).to.include({ vehicleId: carrierA.vehicle, value: tagA.value });
    expectProblem(
      await scoped.get(`/referential/v1/vehicle-identifiers/${tagB.id}`),
      404,
      'vehicle-identifier-not-found',
    );
    const resolve = (value: string) =>
      scoped.post('/referential/v1/vehicle-identifiers/resolution', { identifierTypeCode: 'RFID', value });
    expect((await resolve(tagA.value)).body).to.include({
      vehicleId: carrierA.vehicle,
      carrierId: carrierA.id,
    });
    expectProblem(await resolve(tagB.value), 404, 'vehicle-identifier-not-found');

    const holders = await scoped.get('/referential/v1/authorizations/holders');
    expect(holders.status, holders.text).to.equal(200);
    expect(
      holders.body.data.map((h: { transportAuthorizationId: string; carrierId: string }) => [
        h.transportAuthorizationId,
        h.carrierId,
      ]),
    ).to.deep.equal([[authorizationA, carrierA.id]]);
    expect(
      (await scoped.get(`/referential/v1/authorizations/holders?transportAuthorizationId=${authorizationB}`))
        .body.total,
    ).to.equal(0);
    const authorized = await scoped.get('/referential/v1/authorizations/authorized-vehicles');
    expect(authorized.status, authorized.text).to.equal(200);
    expect(
      authorized.body.data.map((v: { transportAuthorizationId: string; vehicleId: string }) => [
        v.transportAuthorizationId,
        v.vehicleId,
      ]),
    ).to.deep.equal([[authorizationA, carrierA.vehicle]]);
    // The regulator's token reads both carriers'.
    expect(
      (await regulator.get('/referential/v1/authorizations/authorized-vehicles')).body.data.map(
        (v: { vehicleId: string }) => v.vehicleId,
      ),
    ).to.include.members([carrierA.vehicle, carrierB.vehicle]);

    // Enrolling, revoking and authorizing stay the registry's.
    expectProblem(
      await scoped.post(`/referential/v1/vehicles/${carrierA.vehicle}/identifiers`, {
        identifierTypeCode: 'RFID',
        value: uniqueCode('TAG'),
      }),
      403,
      'forbidden',
    );
    expectProblem(
      await scoped.post('/referential/v1/authorizations/authorized-vehicles', {
        transportAuthorizationId: authorizationA,
        vehicleId: carrierA.vehicle,
        effectiveFrom: daysFromToday(1),
      }),
      403,
      'forbidden',
    );
  });

  it('refuses operations across carriers and reads as known at an instant', async () => {
    expectProblem(
      await scoped.post(`/referential/v1/vehicles/${carrierA.vehicle}/transfer`, {
        carrierId: carrierB.id,
        effectiveFrom: daysFromToday(5),
      }),
      403,
      'forbidden',
    );
    expectProblem(await scoped.get(`/referential/v1/vehicles/${carrierA.vehicle}/changes`), 403, 'forbidden');
    const asKnown = await scoped.get(
      `/referential/v1/vehicles/${carrierA.vehicle}?asKnownAt=${new Date().toISOString()}`,
    );
    expectProblem(asKnown, 403, 'forbidden');
    expect(asKnown.body.errors.map((e: { field: string }) => e.field)).to.deep.equal(['query.asKnownAt']);
  });

  it('refuses a carrier_id claim that is not a carrier id', async () => {
    const forged = new ApiClient(service.url, mintToken(CARRIER_STAFF, 'x', { carrier_id: 'all' }));
    expectProblem(await forged.get('/referential/v1/vehicles'), 401, 'unauthorized');
  });

  it('is the same over MCP: tools offered to carriers only, and their records only', async function () {
    this.timeout(30_000);
    const agent = await connectMcp(`${service.url}/mcp`, scopedToken);
    try {
      const names = (await agent.listTools()).tools.map((t) => t.name);
      expect(names).to.include.members(['searchVehicles', 'getVehicle', 'recordBeneficiary']);
      expect(names).not.to.include.members(['approveBeneficiaryChange']);
      expect(names).not.to.include('transferVehicle');
      const search = await agent.callTool({ name: 'searchVehicles', arguments: {} });
      expect((search.structuredContent as { data: { id: string }[] }).data.map((v) => v.id)).to.deep.equal([
        carrierA.vehicle,
      ]);
      const theirs = await agent.callTool({ name: 'getVehicle', arguments: { id: carrierB.vehicle } });
      expect(theirs.isError).to.equal(true);
      expect(theirs.structuredContent).to.include({ status: 404, code: 'vehicle-not-found' });
      const move = await agent.callTool({
        name: 'changeVehicleLifecycle',
        arguments: { id: carrierB.vehicle, body: { lifecycle: 'WITHDRAWN', reason: 'Sold' } },
      });
      expect(move.isError).to.equal(true);
      expect(move.structuredContent).to.include({ status: 404 });
    } finally {
      await agent.close();
    }
    const theirs = await regulator.get(`/referential/v1/vehicles/${carrierB.vehicle}`);
    expect(theirs.body).to.include({ lifecycle: 'IN_SERVICE' });
  });

  it('is held by the database: the service’s role, as the carrier role with a carrier set, reads and changes only that carrier’s rows', async () => {
    const db = service.built.deps.db;
    const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
    const who = await db.raw('SELECT rolsuper FROM pg_roles WHERE rolname = current_user');
    expect(who.rows[0]).to.deep.equal({ rolsuper: false });
    // Without the carrier role, the service's own role sees every carrier's rows.
    expect(ids(await db('vehicles').select('id'))).to.include.members([carrierA.vehicle, carrierB.vehicle]);

    await asCarrierRole(db, carrierA.id, async (trx) => {
      // Queries without any carrier predicate: the policies add it.
      expect(ids(await trx('vehicles').select('id'))).to.deep.equal([carrierA.vehicle]);
      expect(ids(await trx('vehicle_permits').select('id'))).to.deep.equal([carrierA.permit]);
      expect(ids(await trx('carriers').select('id'))).to.deep.equal([carrierA.id]);
      const requests = (await trx('beneficiary_changes').distinct('carrier_id')) as {
        carrier_id: string;
      }[];
      expect(requests.map((r) => r.carrier_id)).to.deep.equal([carrierA.id]);
      expect(await trx('vehicles').where({ id: carrierB.vehicle }).update({ fleet_number: 'SQL' })).to.equal(
        0,
      );
      // Giving one of its rows to another carrier is refused.
      let refusal: unknown;
      await trx
        .transaction((savepoint) =>
          savepoint('vehicle_states')
            .where({ vehicle_id: carrierA.vehicle })
            .update({ carrier_id: carrierB.id }),
        )
        .catch((error: unknown) => (refusal = error));
      expect((refusal as { code?: string } | undefined)?.code).to.equal('42501');
      // A vehicle it registers is its own in the transaction, its first period its carrier's only.
      const [registered] = (await trx('vehicles')
        .insert({
          registration: uniqueCode('SQL-'),
          category_id: categoryId,
          seats: 10,
          created_by: 'sql',
          updated_by: 'sql',
        })
        .returning('id')) as { id: string }[];
      let theirs: unknown;
      await trx
        .transaction((savepoint) =>
          savepoint('vehicle_states').insert({
            vehicle_id: (registered as { id: string }).id,
            carrier_id: carrierB.id,
            category_id: categoryId,
            lifecycle: 'IN_SERVICE',
            seats: 10,
            effective_from: today(),
            created_by: 'sql',
            updated_by: 'sql',
          }),
        )
        .catch((error: unknown) => (theirs = error));
      expect((theirs as { code?: string } | undefined)?.code).to.equal('42501');
    });

    // The carrier role without a carrier set reads no row.
    await asCarrierRole(db, undefined, async (trx) => {
      expect(await trx('vehicles').select('id')).to.deep.equal([]);
      expect(await trx('carriers').select('id')).to.deep.equal([]);
    });
  });

  it('is held by the database beyond its own families: the carrier role writes no table without a policy of its own', async () => {
    const db = service.built.deps.db;
    const refused = async (trx: Transaction, write: (savepoint: Transaction) => Promise<unknown>) => {
      let error: unknown;
      await trx.transaction(write).catch((e: unknown) => (error = e));
      return (error as { code?: string; message?: string } | undefined)?.message ?? 'written';
    };
    await asCarrierRole(db, carrierA.id, async (trx) => {
      // Reference tables stay readable (a carrier's operations read categories and lines)...
      expect(await trx('vehicle_categories').where({ id: categoryId }).select('id')).to.have.length(1);
      // ...but not writable, whatever a query asks: lines, categories, webhook subscriptions.
      expect(await refused(trx, (s) => s('lines').update({ updated_by: 'sql' }))).to.match(
        /permission denied for table lines/,
      );
      expect(
        await refused(trx, (s) => s('vehicle_categories').where({ id: categoryId }).update({ name: 'SQL' })),
      ).to.match(/permission denied for table vehicle_categories/);
      expect(await refused(trx, (s) => s('webhook_subscriptions').delete())).to.match(
        /permission denied for table webhook_subscriptions/,
      );
      // A category stays lockable (registering a vehicle holds it against being retired).
      expect(
        await trx('vehicle_categories').where({ id: categoryId }).forShare().select('id'),
      ).to.have.length(1);
    });
  });
});
