import { expect } from 'chai';
import {
  expectFieldError,
  expectProblem,
  type ApiClient,
  type ApiResponse,
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

describe('bays', () => {
  let service: TestService;
  let staff: ApiClient;

  before(async () => {
    service = await startReferential();
    staff = service.as([AREA_READ, AREA_WRITE, BAY_READ, BAY_WRITE]);
  });
  after(() => service?.close());

  describe('creating a bay', () => {
    it('answers 201 with the id and a Location, and the bay reads back ACTIVE', async () => {
      const areaId = await createArea(staff);
      const response = await staff.post('/referential/v1/bays', {
        stationAreaId: areaId,
        code: 'Q12',
        position: 3,
        lengthM: 18.5,
        heightM: 4.2,
      });
      expect(response.status).to.equal(201);
      expect(response.body).to.have.keys(['id']);
      expect(response.headers.get('location')).to.equal(`/referential/v1/bays/${response.body.id}`);

      const read = await staff.get(`/referential/v1/bays/${response.body.id}`);
      expect(read.status).to.equal(200);
      expect(read.body).to.include({
        id: response.body.id,
        stationAreaId: areaId,
        code: 'Q12',
        position: 3,
        lengthM: 18.5,
        heightM: 4.2,
        status: 'ACTIVE',
      });
      expect(read.body.createdAt).to.match(/Z$/);
    });

    it('has its step-free boarding not recorded (null) until said, and it can be said not recorded again', async () => {
      const areaId = await createArea(staff);
      const bayId = await createBay(staff, areaId, 'SF1');
      const stepFree = async () => (await staff.get(`/referential/v1/bays/${bayId}`)).body.accessible;
      expect(await stepFree()).to.equal(null);
      const set = (accessible: unknown) =>
        staff.put(`/referential/v1/bays/${bayId}/capabilities`, {
          lengthM: null,
          heightM: null,
          accessible,
          vehicleCategories: [],
        });
      for (const accessible of [false, true, null]) {
        const answer = await set(accessible);
        expect(answer.status, answer.text).to.equal(200);
        expect(answer.body.accessible).to.equal(accessible);
        expect(await stepFree()).to.equal(accessible);
      }
      expectFieldError(await set('yes'), 'body.accessible');
      expect(await stepFree(), 'nothing written').to.equal(null);
    });

    it('refuses a code already used by an active bay of the same area, case-insensitively', async () => {
      const areaId = await createArea(staff);
      await createBay(staff, areaId, 'B1');
      const again = await staff.post('/referential/v1/bays', {
        stationAreaId: areaId,
        code: 'b1',
        position: 2,
      });
      expectProblem(again, 409, 'bay-code-taken');
    });

    it('accepts the same code in another area, and again once the first bay is decommissioned', async () => {
      const first = await createArea(staff);
      const second = await createArea(staff);
      const bayId = await createBay(staff, first, 'C1');
      await createBay(staff, second, 'C1');
      expect((await staff.post(`/referential/v1/bays/${bayId}/decommissioning`)).status).to.equal(200);
      await createBay(staff, first, 'C1');
    });

    it('gives one 201 and one 409 for two concurrent creations of the same code', async () => {
      const areaId = await createArea(staff);
      const body = { stationAreaId: areaId, code: 'RACE', position: 1 };
      const answers = await Promise.all([
        staff.post('/referential/v1/bays', body),
        staff.post('/referential/v1/bays', body),
      ]);
      expect(answers.map((a) => a.status).sort()).to.deep.equal([201, 409]);
      // The loser passed every check of the service; the unique index refused it, and the
      // family's constraint table names the family's code.
      expectProblem(answers.find((a) => a.status === 409) as ApiResponse, 409, 'bay-code-taken');
      expect(answers.find((a) => a.status === 409)?.body.detail).to.include('RACE');
      const listed = await staff.get(`/referential/v1/bays?stationAreaId.value=${areaId}`);
      expect(listed.body.total).to.equal(1);
    });

    it('refuses a bay in an unknown area (404) or a retired one (409)', async () => {
      const unknown = await staff.post('/referential/v1/bays', {
        stationAreaId: '00000000-0000-4000-8000-000000000000',
        code: 'X1',
        position: 1,
      });
      expectProblem(unknown, 404, 'station-area-not-found');

      const areaId = await createArea(staff);
      expect(
        (await staff.post(`/referential/v1/station-areas/${areaId}/retirement`, { reason: 'closed' })).status,
      ).to.equal(204);
      const retired = await staff.post('/referential/v1/bays', {
        stationAreaId: areaId,
        code: 'X1',
        position: 1,
      });
      expectProblem(retired, 409, 'station-area-retired');
    });
  });

  describe('bad input', () => {
    let areaId: string;
    before(async () => {
      areaId = await createArea(staff);
    });

    async function expectNothingWritten() {
      const listed = await staff.get(`/referential/v1/bays?stationAreaId.value=${areaId}&status=ACTIVE`);
      expect(listed.body.total).to.equal(0);
    }

    it('names a missing required field', async () => {
      expectFieldError(
        await staff.post('/referential/v1/bays', { stationAreaId: areaId, position: 1 }),
        'body.code',
      );
      await expectNothingWritten();
    });

    it('names a field of the wrong type', async () => {
      const response = await staff.post('/referential/v1/bays', {
        stationAreaId: areaId,
        code: 'W1',
        position: 'first',
      });
      expectFieldError(response, 'body.position');
      await expectNothingWritten();
    });

    it('names an unknown field', async () => {
      const response = await staff.post('/referential/v1/bays', {
        stationAreaId: areaId,
        code: 'W1',
        position: 1,
        colour: 'red',
      });
      const problem = expectFieldError(response, 'body.colour');
      expect(problem.errors?.[0]?.message).to.match(/additional properties/);
      await expectNothingWritten();
    });

    it('answers malformed JSON with a 400 problem', async () => {
      const response = await staff.request('POST', '/referential/v1/bays', { raw: '{"stationAreaId": ' });
      expectFieldError(response, 'body');
      await expectNothingWritten();
    });

    it('refuses an id that is not a UUID', async () => {
      expectFieldError(await staff.get('/referential/v1/bays/not-a-uuid'), 'path.id');
    });

    it('refuses an id with a malformed escape as a 400, not a crash', async () => {
      expectProblem(await staff.get('/referential/v1/bays/%E0%A4%A'), 400, 'invalid-request');
    });

    it('answers 404 for an unknown bay', async () => {
      expectProblem(
        await staff.get('/referential/v1/bays/00000000-0000-4000-8000-000000000000'),
        404,
        'bay-not-found',
      );
    });
  });

  describe('searching bays', () => {
    let areaId: string;
    let otherAreaId: string;
    const prefix = uniqueCode('S');

    before(async () => {
      areaId = await createArea(staff);
      otherAreaId = await createArea(staff);
      for (const code of ['NORTH-01', 'NORTH-02', 'SOUTH-01', 'EAST-10'])
        await createBay(staff, areaId, `${prefix}${code}`);
      await createBay(staff, otherAreaId, `${prefix}NORTH-03`);
      const retiredBay = await createBay(staff, areaId, `${prefix}WEST-01`);
      await staff.post(`/referential/v1/bays/${retiredBay}/decommissioning`);
    });

    it('finds bays by a middle part of the code, case-insensitively, active only by default', async () => {
      const response = await staff.get(`/referential/v1/bays?search=${prefix}north`);
      expect(response.status).to.equal(200);
      expect(response.body.total).to.equal(3);
      expect(response.body.data.map((b: { code: string }) => b.code)).to.deep.equal([
        `${prefix}NORTH-01`,
        `${prefix}NORTH-02`,
        `${prefix}NORTH-03`,
      ]);
      const middle = await staff.get(`/referential/v1/bays?search=RTH-0&stationAreaId.value=${areaId}`);
      expect(middle.body.total).to.equal(2);
    });

    it('lists each bay exactly as reading it by id answers it', async () => {
      const bayId = await createBay(staff, otherAreaId, `${prefix}DIMS-01`);
      const set = await staff.put(`/referential/v1/bays/${bayId}/capabilities`, {
        lengthM: 12.5,
        heightM: 4.25,
        accessible: true,
        vehicleCategories: [],
      });
      expect(set.status, set.text).to.equal(200);
      const read = await staff.get(`/referential/v1/bays/${bayId}`);
      const found = await staff.get(`/referential/v1/bays?search=${prefix}DIMS`);
      expect(found.body.data).to.deep.equal([read.body]);
      const other = await staff.get(`/referential/v1/bays?search=${prefix}NORTH-03`);
      const north = await staff.get(`/referential/v1/bays/${other.body.data[0].id}`);
      expect(other.body.data).to.deep.equal([north.body]);
      expect(north.body).to.include({ lengthM: null, heightM: null });
    });

    it('filters by station area and by status', async () => {
      const inArea = await staff.get(`/referential/v1/bays?stationAreaId.value=${areaId}`);
      expect(inArea.body.total).to.equal(4);
      const decommissioned = await staff.get(
        `/referential/v1/bays?stationAreaId.value=${areaId}&status=DECOMMISSIONED`,
      );
      expect(decommissioned.body.data.map((b: { code: string }) => b.code)).to.deep.equal([
        `${prefix}WEST-01`,
      ]);
    });

    it('sorts by code both ways and by age', async () => {
      const base = `/referential/v1/bays?stationAreaId.value=${areaId}`;
      const codes = async (sort: string) =>
        (await staff.get(`${base}&sort=${sort}`)).body.data.map((b: { code: string }) =>
          b.code.slice(prefix.length),
        );
      expect(await codes('codeAsc')).to.deep.equal(['EAST-10', 'NORTH-01', 'NORTH-02', 'SOUTH-01']);
      expect(await codes('codeDesc')).to.deep.equal(['SOUTH-01', 'NORTH-02', 'NORTH-01', 'EAST-10']);
      expect(await codes('oldest')).to.deep.equal(['NORTH-01', 'NORTH-02', 'SOUTH-01', 'EAST-10']);
      expect(await codes('newest')).to.deep.equal(['EAST-10', 'SOUTH-01', 'NORTH-02', 'NORTH-01']);
    });

    it('pages with a zero-based index and keeps the total', async () => {
      const base = `/referential/v1/bays?stationAreaId.value=${areaId}&size=3`;
      const first = await staff.get(`${base}&page=0`);
      const second = await staff.get(`${base}&page=1`);
      expect(first.body).to.include({ page: 0, size: 3, total: 4 });
      expect(first.body.data).to.have.length(3);
      expect(second.body.data).to.have.length(1);
      const countOnly = await staff.get(`/referential/v1/bays?stationAreaId.value=${areaId}&size=0`);
      expect(countOnly.body).to.deep.include({ data: [], total: 4, size: 0 });
      const defaults = await staff.get(`/referential/v1/bays?stationAreaId.value=${areaId}`);
      expect(defaults.body).to.include({ page: 0, size: 20 });
    });

    for (const [query, field] of [
      ['size=201', 'query.size'],
      ['size=-1', 'query.size'],
      ['page=-1', 'query.page'],
      ['page=abc', 'query.page'],
      ['status=RETIRED', 'query.status'],
      ['sort=random', 'query.sort'],
      ['stationAreaId.value=12', 'query.stationAreaId.value'],
      ['colour=red', 'query.colour'],
    ]) {
      it(`answers ${query} with a 400 naming ${field}`, async () => {
        expectFieldError(await staff.get(`/referential/v1/bays?${query}`), field as string);
      });
    }
  });

  describe('correcting and decommissioning', () => {
    it('corrects code, position and dimensions but never the area', async () => {
      const areaId = await createArea(staff);
      const bayId = await createBay(staff, areaId, 'K1');
      const corrected = await staff.patch(`/referential/v1/bays/${bayId}`, {
        code: 'K2',
        position: 7,
        lengthM: null,
      });
      expect(corrected.status).to.equal(200);
      expect(corrected.body).to.include({ code: 'K2', position: 7, lengthM: null });
      const moved = await staff.patch(`/referential/v1/bays/${bayId}`, { stationAreaId: areaId });
      expectProblem(moved, 400, 'invalid-request');
    });

    it('refuses a correction onto a code another active bay holds', async () => {
      const areaId = await createArea(staff);
      await createBay(staff, areaId, 'M1');
      const bayId = await createBay(staff, areaId, 'M2');
      expectProblem(
        await staff.patch(`/referential/v1/bays/${bayId}`, { code: 'M1' }),
        409,
        'bay-code-taken',
      );
    });

    it('decommissions once; a decommissioned bay can be neither decommissioned nor corrected again', async () => {
      const areaId = await createArea(staff);
      const bayId = await createBay(staff, areaId, 'D1');
      const first = await staff.post(`/referential/v1/bays/${bayId}/decommissioning`);
      expect(first.status).to.equal(200);
      expect(first.body.status).to.equal('DECOMMISSIONED');
      expectProblem(
        await staff.post(`/referential/v1/bays/${bayId}/decommissioning`),
        409,
        'bay-decommissioned',
      );
      expectProblem(
        await staff.patch(`/referential/v1/bays/${bayId}`, { position: 2 }),
        409,
        'bay-decommissioned',
      );
    });
  });
});
