import { expect } from 'chai';
import {
  daysFromToday,
  expectFieldError,
  expectProblem,
  nextYear,
  today,
  type ApiClient,
  type TestService,
} from '@transport/platform/testing';
import { dayBefore } from '@transport/platform';
import { startReferential, uniqueCode } from './fixtures.ts';
import {
  declareCategory,
  FLEET_STAFF,
  registerCarrier,
  registerVehicle,
  VEHICLE_READ,
} from './carriers-fixtures.ts';

interface Change {
  operation: string | null;
  reason: string | null;
  action: string;
  part: string;
  fields: { field: string; before: unknown; after: unknown }[];
}

describe('vehicles', () => {
  let service: TestService;
  let staff: ApiClient;
  let carrierId: string;
  let categoryId: string;

  before(async () => {
    service = await startReferential();
    staff = service.as(FLEET_STAFF);
    carrierId = (await registerCarrier(staff)).id;
    categoryId = await declareCategory(staff);
  });
  after(() => service?.close());

  /** The vehicle's changes, from the audit trail (its one answer to what happened, ADR 0075). */
  async function changesOf(id: string): Promise<Change[]> {
    const response = await staff.get(`/referential/v1/vehicles/${id}/changes?size=100`);
    expect(response.status).to.equal(200);
    return response.body.data as Change[];
  }

  /** The value `field` was given by the changes of `operation`, with their reasons. */
  function written(changes: Change[], operation: string, field: string) {
    return changes
      .filter((c) => c.operation === operation)
      .flatMap((c) => c.fields.filter((f) => f.field === field).map((f) => ({ ...f, reason: c.reason })));
  }

  const lifecycle = (id: string, to: string, reason?: string) =>
    staff.post(`/referential/v1/vehicles/${id}/lifecycle`, { lifecycle: to, ...(reason ? { reason } : {}) });

  describe('registering', () => {
    it('registers an IN_SERVICE vehicle owned by its carrier from today', async () => {
      const registration = uniqueCode('GH-');
      const response = await staff.post('/referential/v1/vehicles', {
        carrierId,
        categoryId,
        registration,
        seats: 49,
        standingPlaces: 20,
        fleetNumber: '1207',
        make: 'Iveco',
        model: 'Crossway',
        energy: 'CNG',
        firstRegistrationDate: '2021-04-12',
      });
      expect(response.status).to.equal(201);
      expect(response.headers.get('location')).to.equal(`/referential/v1/vehicles/${response.body.id}`);
      const read = await staff.get(`/referential/v1/vehicles/${response.body.id}`);
      expect(read.body).to.include({
        registration,
        carrierId,
        categoryId,
        seats: 49,
        standingPlaces: 20,
        fleetNumber: '1207',
        energy: 'CNG',
        firstRegistrationDate: '2021-04-12',
        lifecycle: 'IN_SERVICE',
      });
      const changes = await changesOf(response.body.id);
      expect(written(changes, 'registerVehicle', 'carrierId')).to.deep.include({
        field: 'carrierId',
        before: null,
        after: carrierId,
        reason: null,
      });
      expect(written(changes, 'registerVehicle', 'effectiveFrom').map((f) => f.after)).to.include(today());
    });

    it('refuses a registration held by a vehicle not withdrawn, and frees it on withdrawal', async () => {
      const first = await registerVehicle(staff, carrierId, categoryId);
      const again = { carrierId, categoryId, registration: first.registration.toLowerCase(), seats: 10 };
      expectProblem(await staff.post('/referential/v1/vehicles', again), 409, 'vehicle-registration-taken');
      await lifecycle(first.id, 'WITHDRAWN', 'scrapped');
      expect((await staff.post('/referential/v1/vehicles', again)).status).to.equal(201);
    });

    it('gives one 201 and one 409 to two concurrent registrations of one plate', async () => {
      const body = { carrierId, categoryId, registration: uniqueCode('RC-'), seats: 12 };
      const answers = await Promise.all([
        staff.post('/referential/v1/vehicles', body),
        staff.post('/referential/v1/vehicles', body),
      ]);
      expect(answers.map((a) => a.status).sort()).to.deep.equal([201, 409]);
    });

    it('answers 404 for an unknown carrier or category, and 400 naming bad fields', async () => {
      const unknown = '00000000-0000-4000-8000-000000000000';
      const base = { carrierId, categoryId, registration: uniqueCode('NF-'), seats: 10 };
      expectProblem(
        await staff.post('/referential/v1/vehicles', { ...base, carrierId: unknown }),
        404,
        'carrier-not-found',
      );
      expectProblem(
        await staff.post('/referential/v1/vehicles', { ...base, categoryId: unknown }),
        404,
        'vehicle-category-not-found',
      );
      expectFieldError(await staff.post('/referential/v1/vehicles', { ...base, seats: 0 }), 'body.seats');
      expectFieldError(
        await staff.post('/referential/v1/vehicles', { ...base, energy: 'STEAM' }),
        'body.energy',
      );
      expectFieldError(
        await staff.post('/referential/v1/vehicles', { ...base, ownedFrom: '2026-02-30' }),
        'body.ownedFrom',
      );
      const listed = await staff.get(`/referential/v1/vehicles?search=${base.registration}`);
      expect(listed.body.total).to.equal(0);
    });
  });

  describe('changes', () => {
    it('corrects descriptive fields, each listed with its values before and after', async () => {
      const vehicle = await registerVehicle(staff, carrierId, categoryId, { make: 'Old' });
      const corrected = await staff.patch(`/referential/v1/vehicles/${vehicle.id}`, {
        make: 'Heuliez',
        fleetNumber: '88',
      });
      expect(corrected.status).to.equal(200);
      expect(corrected.body).to.include({ make: 'Heuliez', fleetNumber: '88', seats: 45 });
      expectFieldError(
        await staff.patch(`/referential/v1/vehicles/${vehicle.id}`, { seats: 3 }),
        'body.seats',
      );
      const changes = await changesOf(vehicle.id);
      expect(changes[0]).to.include({ operation: 'correctVehicle', part: 'vehicles', action: 'update' });
      expect(changes[0]!.fields).to.deep.include.members([
        { field: 'make', before: 'Old', after: 'Heuliez' },
        { field: 'fleetNumber', before: null, after: '88' },
      ]);
    });

    it('transfers to another carrier from a date, closing the ownership in place the day before', async () => {
      const other = await registerCarrier(staff);
      const vehicle = await registerVehicle(staff, carrierId, categoryId, { ownedFrom: daysFromToday(-365) });
      const from = daysFromToday(20);
      const transferred = await staff.post(`/referential/v1/vehicles/${vehicle.id}/transfer`, {
        carrierId: other.id,
        effectiveFrom: from,
        reason: 'sold',
      });
      expect(transferred.status).to.equal(200);
      expect(transferred.body.carrierId).to.equal(other.id);
      const ownerships = await service.built.deps
        .db('vehicle_ownerships')
        .where({ vehicle_id: vehicle.id })
        .orderBy('effective_from')
        .select('carrier_id', 'effective_from', 'effective_to');
      expect(ownerships).to.deep.equal([
        { carrier_id: carrierId, effective_from: daysFromToday(-365), effective_to: dayBefore(from) },
        { carrier_id: other.id, effective_from: from, effective_to: null },
      ]);
      // What happened, and why, in the vehicle's changes: the new owner from the date, the
      // ownership in place closed the day before, both for the reason given.
      const changes = await changesOf(vehicle.id);
      expect(written(changes, 'transferVehicle', 'carrierId')).to.deep.include({
        field: 'carrierId',
        before: null,
        after: other.id,
        reason: 'sold',
      });
      expect(written(changes, 'transferVehicle', 'effectiveFrom').map((f) => f.after)).to.include(from);
      expect(written(changes, 'transferVehicle', 'effectiveTo')).to.deep.include({
        field: 'effectiveTo',
        before: null,
        after: dayBefore(from),
        reason: 'sold',
      });
      // A reason belongs to its own write: the next write, giving none, is recorded without one.
      await staff.patch(`/referential/v1/vehicles/${vehicle.id}`, { make: 'Setra' });
      expect((await changesOf(vehicle.id))[0]).to.include({ operation: 'correctVehicle', reason: null });
      const byOwner = await staff.get(`/referential/v1/vehicles?carrierId=${other.id}&at=${from}`);
      expect(byOwner.body.data.map((v: { id: string }) => v.id)).to.include(vehicle.id);
      const byFormer = await staff.get(
        `/referential/v1/vehicles?carrierId=${carrierId}&search=${vehicle.registration}&at=${from}`,
      );
      expect(byFormer.body.total).to.equal(0);
    });

    it('refuses a transfer on or before the current ownership start (409) or to the same owner (422)', async () => {
      const other = await registerCarrier(staff);
      const ownedFrom = daysFromToday(-300);
      const vehicle = await registerVehicle(staff, carrierId, categoryId, { ownedFrom });
      expectProblem(
        await staff.post(`/referential/v1/vehicles/${vehicle.id}/transfer`, {
          carrierId: other.id,
          effectiveFrom: ownedFrom,
        }),
        409,
        'vehicle-transfer-conflict',
      );
      expectProblem(
        await staff.post(`/referential/v1/vehicles/${vehicle.id}/transfer`, {
          carrierId,
          effectiveFrom: daysFromToday(30),
        }),
        422,
        'vehicle-transfer-same-carrier',
      );
      // A past owner is a correction of the timeline, not a transfer.
      const past = expectProblem(
        await staff.post(`/referential/v1/vehicles/${vehicle.id}/transfer`, {
          carrierId: other.id,
          effectiveFrom: daysFromToday(-1),
        }),
        422,
        'history-change-in-past',
      );
      expect(JSON.stringify(past.errors)).to.contain('body.effectiveFrom');
      expect((await staff.get(`/referential/v1/vehicles/${vehicle.id}/timeline`)).body.total).to.equal(1);
    });

    it('lets one of two concurrent transfers from the same date through', async () => {
      const [a, b] = [await registerCarrier(staff), await registerCarrier(staff)];
      const vehicle = await registerVehicle(staff, carrierId, categoryId, { ownedFrom: daysFromToday(-300) });
      const answers = await Promise.all(
        [a, b].map((c) =>
          staff.post(`/referential/v1/vehicles/${vehicle.id}/transfer`, {
            carrierId: c.id,
            effectiveFrom: daysFromToday(9),
          }),
        ),
      );
      expect(answers.map((r) => r.status).sort()).to.deep.equal([200, 409]);
    });

    it('changes the category and the seats, listing both in its changes with their reasons', async () => {
      const other = await declareCategory(staff);
      const vehicle = await registerVehicle(staff, carrierId, categoryId);
      const recat = await staff.put(`/referential/v1/vehicles/${vehicle.id}/category`, { categoryId: other });
      expect(recat.body.categoryId).to.equal(other);
      const reseated = await staff.put(`/referential/v1/vehicles/${vehicle.id}/seats`, {
        seats: 41,
        standingPlaces: 30,
        reason: 'wheelchair bay fitted',
      });
      expect(reseated.body).to.include({ seats: 41, standingPlaces: 30 });
      const changes = await changesOf(vehicle.id);
      // The period's row and the vehicle's copy of today's state: both written, for the same reason.
      const seats = written(changes, 'changeVehicleSeats', 'seats');
      expect(seats).to.have.length.above(0);
      expect(seats).to.deep.equal(
        seats.map(() => ({ field: 'seats', before: 45, after: 41, reason: 'wheelchair bay fitted' })),
      );
      expect(written(changes, 'changeVehicleSeats', 'standingPlaces').map((f) => f.after)).to.include(30);
      const category = written(changes, 'changeVehicleCategory', 'categoryId');
      expect(category).to.have.length.above(0);
      expect(category).to.deep.equal(
        category.map(() => ({ field: 'categoryId', before: categoryId, after: other, reason: null })),
      );
    });
  });

  describe('lifecycle', () => {
    it('goes IN_SERVICE, OUT_OF_SERVICE, IN_SERVICE, WITHDRAWN', async () => {
      const vehicle = await registerVehicle(staff, carrierId, categoryId);
      expect((await lifecycle(vehicle.id, 'OUT_OF_SERVICE', 'gearbox')).body).to.include({
        lifecycle: 'OUT_OF_SERVICE',
        lifecycleReason: 'gearbox',
      });
      expect((await lifecycle(vehicle.id, 'IN_SERVICE')).body.lifecycle).to.equal('IN_SERVICE');
      expect((await lifecycle(vehicle.id, 'WITHDRAWN', 'sold abroad')).body.lifecycle).to.equal('WITHDRAWN');
    });

    for (const [from, to] of [
      ['IN_SERVICE', 'IN_SERVICE'],
      ['OUT_OF_SERVICE', 'OUT_OF_SERVICE'],
      ['WITHDRAWN', 'IN_SERVICE'],
      ['WITHDRAWN', 'OUT_OF_SERVICE'],
      ['WITHDRAWN', 'WITHDRAWN'],
    ] as const) {
      it(`refuses ${from} to ${to} with a 409 naming the current state`, async () => {
        const vehicle = await registerVehicle(staff, carrierId, categoryId);
        if (from !== 'IN_SERVICE') await lifecycle(vehicle.id, from);
        const problem = expectProblem(await lifecycle(vehicle.id, to), 409, 'vehicle-lifecycle-refused');
        expect(problem.detail).to.contain(from);
      });
    }

    it('refuses every change to a withdrawn vehicle', async () => {
      const other = await registerCarrier(staff);
      const vehicle = await registerVehicle(staff, carrierId, categoryId);
      await lifecycle(vehicle.id, 'WITHDRAWN');
      for (const response of [
        await staff.patch(`/referential/v1/vehicles/${vehicle.id}`, { make: 'X' }),
        await staff.put(`/referential/v1/vehicles/${vehicle.id}/seats`, { seats: 3 }),
        await staff.put(`/referential/v1/vehicles/${vehicle.id}/category`, { categoryId }),
        await staff.post(`/referential/v1/vehicles/${vehicle.id}/transfer`, {
          carrierId: other.id,
          effectiveFrom: `${nextYear()}-01-01`,
        }),
      ])
        expectProblem(response, 409, 'vehicle-withdrawn');
    });
  });

  it('searches by registration part, lifecycle and category, and needs the vehicle permission', async () => {
    const prefix = uniqueCode('SV');
    const cat = await declareCategory(staff);
    await registerVehicle(staff, carrierId, cat, { registration: `${prefix}-2` });
    const out = await registerVehicle(staff, carrierId, cat, { registration: `${prefix}-1` });
    await lifecycle(out.id, 'OUT_OF_SERVICE');
    const all = await staff.get(`/referential/v1/vehicles?search=${prefix}`);
    expect(all.body.data.map((v: { registration: string }) => v.registration)).to.deep.equal([
      `${prefix}-1`,
      `${prefix}-2`,
    ]);
    const outOfService = await staff.get(
      `/referential/v1/vehicles?categoryId=${cat}&lifecycle=OUT_OF_SERVICE`,
    );
    expect(outOfService.body.data.map((v: { id: string }) => v.id)).to.deep.equal([out.id]);
    expectProblem(await service.as([VEHICLE_READ]).post('/referential/v1/vehicles', {}), 403, 'forbidden');
  });
});
