import { expect } from 'chai';
import {
  expectFieldError,
  expectProblem,
  type ApiClient,
  type TestService,
} from '@transport/platform/testing';
import { startReferential, uniqueCode } from './fixtures.ts';
import {
  declareCategory,
  FLEET_STAFF,
  IDENTIFIER_READ,
  registerCarrier,
  registerVehicle,
} from './carriers-fixtures.ts';

describe('vehicle identifiers', () => {
  let service: TestService;
  let staff: ApiClient;
  let carrierId: string;
  let categoryId: string;

  before(async () => {
    service = await startReferential();
    staff = service.as(FLEET_STAFF, 'enrolment-officer');
    carrierId = (await registerCarrier(staff)).id;
    categoryId = await declareCategory(staff);
  });
  after(() => service?.close());

  const enrol = (vehicleId: string, identifierTypeCode: string, value: string) =>
    staff.post(`/referential/v1/vehicles/${vehicleId}/identifiers`, { identifierTypeCode, value });
  const resolve = (identifierTypeCode: string, value: string) =>
    staff.post('/referential/v1/vehicle-identifiers/resolution', { identifierTypeCode, value });

  it('enrols, resolves, reads and revokes an identifier; the revoked one stays readable', async () => {
    const vehicle = await registerVehicle(staff, carrierId, categoryId);
    const tag = uniqueCode('04A1B2');
    const enrolled = await enrol(vehicle.id, 'RFID', tag);
    expect(enrolled.status).to.equal(201);
    const id = enrolled.body.id;
    expect(enrolled.headers.get('location')).to.equal(`/referential/v1/vehicle-identifiers/${id}`);

    const resolved = await resolve('RFID', tag.toLowerCase());
    expect(resolved.status).to.equal(200);
    expect(resolved.body).to.include({
      identifierId: id,
      vehicleId: vehicle.id,
      registration: vehicle.registration,
      carrierId,
      lifecycle: 'IN_SERVICE',
    });

    const read = await staff.get(`/referential/v1/vehicle-identifiers/${id}`);
    expect(read.body).to.have.keys([
      'id',
      'vehicleId',
      'identifierTypeCode',
      'value',
      'enrolledAt',
      'enrolledBy',
      'revokedAt',
      'revokedBy',
      'revokeReason',
    ]);
    expect(read.body).to.include({
      vehicleId: vehicle.id,
      identifierTypeCode: 'RFID',
      value: tag,
      enrolledBy: 'enrolment-officer',
      revokedAt: null,
      revokedBy: null,
      revokeReason: null,
    });

    const revoked = await staff.post(`/referential/v1/vehicle-identifiers/${id}/revocation`, {
      reason: 'card lost',
    });
    expect(revoked.status).to.equal(200);
    expect(revoked.body).to.include({ revokedBy: 'enrolment-officer', revokeReason: 'card lost' });
    expect(revoked.body.revokedAt).to.match(/Z$/);
    expectProblem(await resolve('RFID', tag), 404, 'vehicle-identifier-not-found');
    expect((await staff.get(`/referential/v1/vehicle-identifiers/${id}`)).body.revokeReason).to.equal(
      'card lost',
    );
    // The revocation in the identifier's changes, with the reason its request gave (ADR 0075).
    const changes = (await staff.get(`/referential/v1/vehicle-identifiers/${id}/changes?size=100`)).body
      .data as { operation: string; reason: string | null }[];
    const reasons = changes.filter((c) => c.operation === 'revokeVehicleIdentifier').map((c) => c.reason);
    expect(reasons).to.have.length.above(0);
    expect(new Set(reasons)).to.deep.equal(new Set(['card lost']));
    expectProblem(
      await staff.post(`/referential/v1/vehicle-identifiers/${id}/revocation`, { reason: 'again' }),
      409,
      'vehicle-identifier-revoked',
    );
  });

  it('holds a value on one vehicle at a time; once revoked it can move to another', async () => {
    const first = await registerVehicle(staff, carrierId, categoryId);
    const second = await registerVehicle(staff, carrierId, categoryId);
    const value = uniqueCode('QR-');
    const held = await enrol(first.id, 'QR', value);
    expectProblem(await enrol(second.id, 'QR', value.toLowerCase()), 409, 'vehicle-identifier-taken');
    expect((await enrol(second.id, 'NFC', value)).status).to.equal(201);
    await staff.post(`/referential/v1/vehicle-identifiers/${held.body.id}/revocation`, { reason: 'moved' });
    expect((await enrol(second.id, 'QR', value)).status).to.equal(201);
    expect((await resolve('QR', value)).body.vehicleId).to.equal(second.id);
  });

  it('gives one 201 and one 409 to concurrent enrolments of one value on two vehicles', async () => {
    const first = await registerVehicle(staff, carrierId, categoryId);
    const second = await registerVehicle(staff, carrierId, categoryId);
    const value = uniqueCode('PL-');
    const answers = await Promise.all([enrol(first.id, 'PLATE', value), enrol(second.id, 'PLATE', value)]);
    expect(answers.map((a) => a.status).sort()).to.deep.equal([201, 409]);
    const held = await service.built.deps.db('vehicle_identifiers').where({ value }).whereNull('revoked_at');
    expect(held).to.have.length(1);
  });

  it('revokes the identifiers of a withdrawn vehicle and enrols none on it', async () => {
    const vehicle = await registerVehicle(staff, carrierId, categoryId);
    const value = uniqueCode('W-');
    const enrolled = await enrol(vehicle.id, 'PLATE', value);
    await staff.post(`/referential/v1/vehicles/${vehicle.id}/lifecycle`, { lifecycle: 'WITHDRAWN' });
    expect(
      (await staff.get(`/referential/v1/vehicle-identifiers/${enrolled.body.id}`)).body.revokeReason,
    ).to.equal('vehicle withdrawn');
    expectProblem(await enrol(vehicle.id, 'PLATE', uniqueCode('W2-')), 409, 'vehicle-withdrawn');
  });

  it('names bad input and answers 404 for unknown ids', async () => {
    const vehicle = await registerVehicle(staff, carrierId, categoryId);
    expectFieldError(await enrol(vehicle.id, 'BARCODE', 'x'), 'body.identifierTypeCode');
    expectFieldError(await enrol(vehicle.id, 'RFID', ''), 'body.value');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectProblem(await enrol(unknown, 'RFID', 'abc'), 404, 'vehicle-not-found');
    expectProblem(
      await staff.get(`/referential/v1/vehicle-identifiers/${unknown}`),
      404,
      'vehicle-identifier-not-found',
    );
    expectFieldError(await staff.get('/referential/v1/vehicle-identifiers/nope'), 'path.identifierId');
  });

  it('lets a reader resolve but not enrol', async () => {
    const reader = service.as([IDENTIFIER_READ]);
    const vehicle = await registerVehicle(staff, carrierId, categoryId);
    expectProblem(
      await reader.post(`/referential/v1/vehicles/${vehicle.id}/identifiers`, {
        identifierTypeCode: 'QR',
        value: 'x',
      }),
      403,
      'forbidden',
    );
    expectProblem(
      await reader.post('/referential/v1/vehicle-identifiers/resolution', {
        identifierTypeCode: 'QR',
        value: 'none',
      }),
      404,
      'vehicle-identifier-not-found',
    );
  });
});
