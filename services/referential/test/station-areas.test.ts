import { expect } from 'chai';
import {
  expectFieldError,
  expectProblem,
  type ApiClient,
  type TestService,
} from '@transport/platform/testing';
import {
  AREA_READ,
  AREA_WRITE,
  BAY_READ,
  BAY_WRITE,
  createArea,
  createBay,
  startReferential,
  uniqueCode,
} from './fixtures.ts';

describe('station areas', () => {
  let service: TestService;
  let staff: ApiClient;

  before(async () => {
    service = await startReferential();
    staff = service.as([AREA_READ, AREA_WRITE, BAY_READ, BAY_WRITE]);
  });
  after(() => service?.close());

  it('creates an area that reads back by id and by code, ACTIVE', async () => {
    const code = uniqueCode('GARE');
    const created = await staff.post('/referential/v1/station-areas', { code, name: 'Gare routière' });
    expect(created.status).to.equal(201);
    expect(created.headers.get('location')).to.equal(`/referential/v1/station-areas/${created.body.id}`);
    const byId = await staff.get(`/referential/v1/station-areas/${created.body.id}`);
    expect(byId.body).to.include({
      code,
      name: 'Gare routière',
      status: 'ACTIVE',
      retirementReason: null,
      retiredAt: null,
    });
    const byCode = await staff.get(`/referential/v1/station-areas/by-code/${code.toLowerCase()}`);
    expect(byCode.body.id).to.equal(created.body.id);
  });

  it('refuses a second area with the same code, whatever its case', async () => {
    const code = uniqueCode('DUP');
    await createArea(staff, code);
    expectProblem(
      await staff.post('/referential/v1/station-areas', { code: code.toLowerCase(), name: 'Again' }),
      409,
      'station-area-code-taken',
    );
  });

  it('refuses a code with spaces and names the field', async () => {
    expectFieldError(
      await staff.post('/referential/v1/station-areas', { code: 'A B', name: 'Spaces' }),
      'body.code',
    );
  });

  it('corrects the name and the code', async () => {
    const id = await createArea(staff);
    const newCode = uniqueCode('NEW');
    const corrected = await staff.patch(`/referential/v1/station-areas/${id}`, {
      name: 'Renamed',
      code: newCode,
    });
    expect(corrected.status).to.equal(200);
    expect(corrected.body).to.include({ name: 'Renamed', code: newCode });
    expectFieldError(await staff.patch(`/referential/v1/station-areas/${id}`, {}), 'body');
  });

  it('finds areas by part of the code or the name', async () => {
    const marker = uniqueCode('zq');
    await createArea(staff, uniqueCode('FIND'), `Halte ${marker} nord`);
    await createArea(staff, `${marker}X`, 'Other');
    const found = await staff.get(`/referential/v1/station-areas?search=${marker}`);
    expect(found.body.total).to.equal(2);
  });

  describe('retirement', () => {
    it('retires an area with a reason, answering 204; it then reads RETIRED and takes no correction', async () => {
      const id = await createArea(staff);
      const retired = await staff.post(`/referential/v1/station-areas/${id}/retirement`, {
        reason: 'Demolished',
      });
      expect(retired.status).to.equal(204);
      expect(retired.text).to.equal('');
      const read = await staff.get(`/referential/v1/station-areas/${id}`);
      expect(read.body).to.include({ status: 'RETIRED', retirementReason: 'Demolished' });
      expect(read.body.retiredAt).to.match(/Z$/);
      expectProblem(
        await staff.patch(`/referential/v1/station-areas/${id}`, { name: 'x' }),
        409,
        'station-area-retired',
      );
      expectProblem(
        await staff.post(`/referential/v1/station-areas/${id}/retirement`, { reason: 'again' }),
        409,
        'station-area-retired',
      );
      const active = await staff.get(`/referential/v1/station-areas?search=${read.body.code}`);
      expect(active.body.total).to.equal(0);
      const listedRetired = await staff.get(
        `/referential/v1/station-areas?search=${read.body.code}&status=RETIRED`,
      );
      expect(listedRetired.body.total).to.equal(1);
    });

    it('refuses to retire an area that still has active bays, until they are decommissioned', async () => {
      const id = await createArea(staff);
      const bayId = await createBay(staff, id, 'A1');
      const refused = await staff.post(`/referential/v1/station-areas/${id}/retirement`, {
        reason: 'closing',
      });
      expectProblem(refused, 409, 'station-area-has-active-bays');
      expect((await staff.get(`/referential/v1/station-areas/${id}`)).body.status).to.equal('ACTIVE');
      await staff.post(`/referential/v1/bays/${bayId}/decommissioning`);
      expect(
        (await staff.post(`/referential/v1/station-areas/${id}/retirement`, { reason: 'closing' })).status,
      ).to.equal(204);
    });

    it('requires a reason', async () => {
      const id = await createArea(staff);
      expectFieldError(await staff.post(`/referential/v1/station-areas/${id}/retirement`, {}), 'body.reason');
      expectFieldError(
        await staff.post(`/referential/v1/station-areas/${id}/retirement`, { reason: '' }),
        'body.reason',
      );
    });

    it('never leaves an active bay in a retired area when a bay creation races the retirement', async () => {
      for (let round = 0; round < 5; round += 1) {
        const id = await createArea(staff);
        const [bay, retirement] = await Promise.all([
          staff.post('/referential/v1/bays', { stationAreaId: id, code: 'RACE', position: 1 }),
          staff.post(`/referential/v1/station-areas/${id}/retirement`, { reason: 'race' }),
        ]);
        const area = await staff.get(`/referential/v1/station-areas/${id}`);
        const bays = await staff.get(`/referential/v1/bays?stationAreaId.value=${id}`);
        if (area.body.status === 'RETIRED') {
          expect(bays.body.total, 'active bays in a retired area').to.equal(0);
          expect(retirement.status).to.equal(204);
          expectProblem(bay, 409, 'station-area-retired');
        } else {
          expect(bay.status).to.equal(201);
          expectProblem(retirement, 409, 'station-area-has-active-bays');
        }
      }
    });
  });
});
