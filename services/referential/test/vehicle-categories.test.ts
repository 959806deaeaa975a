import { expect } from 'chai';
import {
  expectFieldError,
  expectProblem,
  type ApiClient,
  type TestService,
} from '@transport/platform/testing';
import { startReferential, uniqueCode } from './fixtures.ts';
import {
  CATEGORY_READ,
  CATEGORY_WRITE,
  declareCategory,
  FLEET_STAFF,
  registerCarrier,
  registerVehicle,
} from './carriers-fixtures.ts';

describe('vehicle categories', () => {
  let service: TestService;
  let staff: ApiClient;

  before(async () => {
    service = await startReferential();
    staff = service.as(FLEET_STAFF);
  });
  after(() => service?.close());

  it('declares a category with a 201, an empty body and a Location', async () => {
    const code = uniqueCode('COACH');
    const response = await staff.post('/referential/v1/vehicle-categories', { code, name: 'Coach' });
    expect(response.status).to.equal(201);
    expect(response.text).to.equal('');
    const location = response.headers.get('location') as string;
    expect(location).to.match(/^\/referential\/v1\/vehicle-categories\/[0-9a-f-]{36}$/);
    const read = await staff.get(location);
    expect(read.body).to.include({ code, name: 'Coach', status: 'ACTIVE', retiredAt: null });
  });

  it('refuses a code taken already (409), and a body beyond code and name (400)', async () => {
    const code = uniqueCode('MINI');
    await declareCategory(staff, code);
    expectProblem(
      await staff.post('/referential/v1/vehicle-categories', { code: code.toLowerCase(), name: 'Again' }),
      409,
      'vehicle-category-code-taken',
    );
    expectFieldError(
      await staff.post('/referential/v1/vehicle-categories', { code: uniqueCode('X'), name: 'X', seats: 3 }),
      'body.seats',
    );
  });

  it('takes Prefer: dry-run and dry-run=true as a dry run, dry-run=false as a write, and refuses another value naming headers.prefer', async () => {
    const declare = (code: string, prefer: string) =>
      staff.post('/referential/v1/vehicle-categories', { code, name: code }, { headers: { prefer } });
    const exists = async (code: string) =>
      ((await staff.get(`/referential/v1/vehicle-categories?search=${code}`)).body.data as unknown[]).length;
    for (const prefer of ['dry-run', 'dry-run=true', 'respond-async, dry-run="TRUE"']) {
      const code = uniqueCode('DRY');
      const answer = await declare(code, prefer);
      expect(answer.status, prefer).to.equal(201);
      expect(answer.headers.get('preference-applied'), prefer).to.equal('dry-run');
      expect(await exists(code), prefer).to.equal(0);
    }
    const written = uniqueCode('REAL');
    const answer = await declare(written, 'dry-run=false');
    expect(answer.status).to.equal(201);
    expect(answer.headers.get('preference-applied')).to.equal(null);
    expect(await exists(written)).to.equal(1);
    const refused = uniqueCode('ODD');
    const problem = expectFieldError(await declare(refused, 'dry-run=1'), 'headers.prefer');
    expect(problem.detail).to.equal(
      'The Prefer header\'s dry-run takes no value, or true or false, not "1".',
    );
    expect(await exists(refused)).to.equal(0);
  });

  it('gives one 201 and one 409 to two concurrent declarations of one code', async () => {
    const body = { code: uniqueCode('RACE'), name: 'Race' };
    const answers = await Promise.all([
      staff.post('/referential/v1/vehicle-categories', body),
      staff.post('/referential/v1/vehicle-categories', body),
    ]);
    expect(answers.map((a) => a.status).sort()).to.deep.equal([201, 409]);
  });

  it('retires and reactivates; each move twice is a 409', async () => {
    const id = await declareCategory(staff);
    const retired = await staff.post(`/referential/v1/vehicle-categories/${id}/retirement`);
    expect(retired.status).to.equal(200);
    expect(retired.body.status).to.equal('RETIRED');
    expect(retired.body.retiredAt).to.match(/Z$/);
    expectProblem(
      await staff.post(`/referential/v1/vehicle-categories/${id}/retirement`),
      409,
      'vehicle-category-retired',
    );
    const reactivated = await staff.post(`/referential/v1/vehicle-categories/${id}/reactivation`);
    expect(reactivated.body).to.include({ status: 'ACTIVE', retiredAt: null });
    expectProblem(
      await staff.post(`/referential/v1/vehicle-categories/${id}/reactivation`),
      409,
      'vehicle-category-active',
    );
  });

  it('refuses a retired category to a new vehicle and to a category change (422)', async () => {
    const carrier = await registerCarrier(staff);
    const active = await declareCategory(staff);
    const retired = await declareCategory(staff);
    await staff.post(`/referential/v1/vehicle-categories/${retired}/retirement`);
    const refused = await staff.post('/referential/v1/vehicles', {
      carrierId: carrier.id,
      categoryId: retired,
      registration: uniqueCode('RT-'),
      seats: 30,
    });
    expectProblem(refused, 422, 'vehicle-category-not-assignable');
    const vehicle = await registerVehicle(staff, carrier.id, active);
    expectProblem(
      await staff.put(`/referential/v1/vehicles/${vehicle.id}/category`, { categoryId: retired }),
      422,
      'vehicle-category-not-assignable',
    );
    expect((await staff.get(`/referential/v1/vehicles/${vehicle.id}`)).body.categoryId).to.equal(active);
  });

  it('searches active categories by default, retired ones on demand', async () => {
    const prefix = uniqueCode('SC');
    await declareCategory(staff, `${prefix}-B`);
    await declareCategory(staff, `${prefix}-A`);
    const gone = await declareCategory(staff, `${prefix}-C`);
    await staff.post(`/referential/v1/vehicle-categories/${gone}/retirement`);
    const active = await staff.get(`/referential/v1/vehicle-categories?search=${prefix}`);
    expect(active.body.data.map((c: { code: string }) => c.code)).to.deep.equal([
      `${prefix}-A`,
      `${prefix}-B`,
    ]);
    const retired = await staff.get(`/referential/v1/vehicle-categories?search=${prefix}&status=RETIRED`);
    expect(retired.body.total).to.equal(1);
    expectProblem(
      await staff.get('/referential/v1/vehicle-categories/00000000-0000-4000-8000-000000000000'),
      404,
      'vehicle-category-not-found',
    );
  });

  it('needs the category permissions', async () => {
    const reader = service.as([CATEGORY_READ]);
    expectProblem(
      await reader.post('/referential/v1/vehicle-categories', { code: uniqueCode('P'), name: 'P' }),
      403,
      'forbidden',
    );
    expect((await service.as([CATEGORY_WRITE]).get('/referential/v1/vehicle-categories')).status).to.equal(
      403,
    );
  });
});
