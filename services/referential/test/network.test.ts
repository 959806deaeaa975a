import { expect } from 'chai';
import {
  expectFieldError,
  daysFromToday,
  expectProblem,
  nextYear,
  type ApiClient,
  type TestService,
} from '@transport/platform/testing';
import { createArea, createBay, startReferential, uniqueCode } from './fixtures.ts';
import {
  carrierId,
  createDestination,
  createLineWithItinerary,
  createStation,
  NETWORK_PERMISSIONS,
} from './network-fixtures.ts';

/** The date `days` days from today: links are recorded from today on (a past is a correction). */
const d = (days: number) => daysFromToday(days);

describe('network catalogs', () => {
  let service: TestService;
  let staff: ApiClient;

  before(async () => {
    service = await startReferential();
    staff = service.as(NETWORK_PERMISSIONS);
  });
  after(() => service?.close());

  for (const family of ['destinations', 'stations', 'coordinations', 'checkpoints', 'lines']) {
    describe(family, () => {
      const base = `/referential/v1/${family}`;

      it('creates, reads, finds, corrects and retires a record; a retired one refuses changes', async () => {
        const code = uniqueCode('C');
        const created = await staff.post(base, { code, name: 'First name' });
        expect(created.status, created.text).to.equal(201);
        const id = created.body.id;
        expect(created.headers.get('location')).to.equal(`${base}/${id}`);
        const read = await staff.get(`${base}/${id}`);
        expect(read.body).to.include({ id, code, name: 'First name', retiredAt: null });
        expect(
          (await staff.get(`${base}?search=${code.toLowerCase()}`)).body.data.map(
            (r: { id: string }) => r.id,
          ),
        ).to.deep.equal([id]);

        const corrected = await staff.patch(`${base}/${id}`, { name: 'Second name' });
        expect(corrected.status).to.equal(200);
        expect(corrected.body).to.include({ name: 'Second name', code });

        expectProblem(
          await staff.post(base, { code: code.toLowerCase(), name: 'Twin' }),
          409,
          `${family.slice(0, -1)}-code-taken`,
        );

        const retired = await staff.post(`${base}/${id}/retirement`, { reason: 'Closed for good' });
        expect(retired.status).to.equal(200);
        expect(retired.body).to.include({ status: 'RETIRED', retirementReason: 'Closed for good' });
        // What happened, and why, in the record's changes (ADR 0075).
        const changes = await staff.get(`${base}/${id}/changes`);
        const retirement = (changes.body.data as { operation: string; reason: string | null }[]).filter(
          (change) => change.operation?.startsWith('retire'),
        );
        expect(retirement.map((change) => change.reason)).to.include('Closed for good');
        expect(new Set(retirement.map((change) => change.reason))).to.deep.equal(
          new Set(['Closed for good']),
        );
        const again = await staff.post(`${base}/${id}/retirement`, { reason: 'Twice' });
        expect(again.status).to.equal(409);
        expect((await staff.patch(`${base}/${id}`, { name: 'Third' })).status).to.equal(409);
        expect((await staff.get(`${base}/${id}`)).body.name).to.equal('Second name');
      });

      it('refuses unknown fields and unknown ids', async () => {
        expectFieldError(
          await staff.post(base, { code: uniqueCode('C'), name: 'X', colour: 'red' }),
          'body.colour',
        );
        expect((await staff.get(`${base}/7d1c9a1e-0000-4000-8000-000000000000`)).status).to.equal(404);
      });
    });
  }

  describe('station position', () => {
    it('refuses a latitude without a longitude with the 400 of its contract naming the missing one, writing nothing', async () => {
      const code = uniqueCode('POS');
      const refused = await staff.post('/referential/v1/stations', { code, name: 'Half', latitude: 45.75 });
      expectProblem(refused, 400, 'invalid-request');
      expect(refused.body.errors.map((e: { field: string }) => e.field)).to.deep.equal(['body.longitude']);
      expect((await staff.get(`/referential/v1/stations?search=${code}`)).body.total).to.equal(0);
    });

    it('refuses a correction that leaves a station with only a longitude, keeping the station as it was', async () => {
      const code = uniqueCode('POS');
      const created = await staff.post('/referential/v1/stations', { code, name: 'Unplaced' });
      expect(created.status, created.text).to.equal(201);
      const refused = await staff.patch(`/referential/v1/stations/${created.body.id}`, { longitude: 4.83 });
      expectProblem(refused, 422, 'constraint-violated');
      expect(refused.body.errors.map((e: { field: string }) => e.field)).to.deep.equal([
        'body.latitude',
        'body.longitude',
      ]);
      const read = await staff.get(`/referential/v1/stations/${created.body.id}`);
      expect(read.body).to.include({ latitude: null, longitude: null });
      const placed = await staff.patch(`/referential/v1/stations/${created.body.id}`, {
        latitude: 45.75,
        longitude: 4.83,
      });
      expect(placed.status, placed.text).to.equal(200);
      expect(placed.body).to.include({ latitude: 45.75, longitude: 4.83 });
    });
  });

  describe('station wheelchair boarding', () => {
    it('is UNKNOWN unless given, set on creation and by a correction, and refuses a value it does not name', async () => {
      const unsaid = await staff.post('/referential/v1/stations', { code: uniqueCode('WB'), name: 'Unsaid' });
      expect(unsaid.status, unsaid.text).to.equal(201);
      expect(unsaid.body.wheelchairBoarding).to.equal('UNKNOWN');
      const said = await staff.post('/referential/v1/stations', {
        code: uniqueCode('WB'),
        name: 'Said',
        wheelchairBoarding: 'ACCESSIBLE',
      });
      expect(said.status, said.text).to.equal(201);
      expect(said.body.wheelchairBoarding).to.equal('ACCESSIBLE');
      const corrected = await staff.patch(`/referential/v1/stations/${said.body.id}`, {
        wheelchairBoarding: 'NOT_ACCESSIBLE',
      });
      expect(corrected.status, corrected.text).to.equal(200);
      expect((await staff.get(`/referential/v1/stations/${said.body.id}`)).body.wheelchairBoarding).to.equal(
        'NOT_ACCESSIBLE',
      );
      const refused = await staff.patch(`/referential/v1/stations/${said.body.id}`, {
        wheelchairBoarding: 'SOMETIMES',
      });
      expectProblem(refused, 400, 'invalid-request');
      expect(refused.body.errors.map((e: { field: string }) => e.field)).to.deep.equal([
        'body.wheelchairBoarding',
      ]);
    });
  });

  describe('capabilities', () => {
    it('sets the capabilities of a checkpoint, a station area and a bay, keeping the bay dimensions readable', async () => {
      const areaId = await createArea(staff);
      const checkpoint = await staff.post('/referential/v1/checkpoints', {
        code: uniqueCode('CP'),
        name: 'North gate',
        stationAreaId: areaId,
      });
      const cp = await staff.put(`/referential/v1/checkpoints/${checkpoint.body.id}/capabilities`, {
        entryControl: true,
        exitControl: false,
        boardingControl: true,
      });
      expect(cp.status).to.equal(200);
      expect(cp.body.capabilities).to.deep.equal({
        entryControl: true,
        exitControl: false,
        boardingControl: true,
      });
      expect(cp.body.stationAreaId).to.equal(areaId);

      const area = await staff.put(`/referential/v1/station-areas/${areaId}/capabilities`, {
        accessible: true,
        maxVehicleLengthM: 18.75,
        maxVehicleHeightM: null,
        vehicleCategories: ['M3', 'M2'],
      });
      expect(area.status).to.equal(200);
      expect(area.body.capabilities).to.deep.equal({
        accessible: true,
        maxVehicleLengthM: 18.75,
        maxVehicleHeightM: null,
        vehicleCategories: ['M3', 'M2'],
      });

      const bayId = await createBay(staff, areaId, 'K1', { lengthM: 12 });
      const bay = await staff.put(`/referential/v1/bays/${bayId}/capabilities`, {
        lengthM: 15,
        heightM: 4.1,
        accessible: true,
        vehicleCategories: ['M3'],
      });
      expect(bay.status).to.equal(200);
      expect(bay.body).to.include({ lengthM: 15, heightM: 4.1, accessible: true });
      expect((await staff.get(`/referential/v1/bays/${bayId}`)).body.vehicleCategories).to.deep.equal(['M3']);
      expectFieldError(
        await staff.put(`/referential/v1/bays/${bayId}/capabilities`, {
          lengthM: 15,
          heightM: 4,
          accessible: true,
        }),
        'body.vehicleCategories',
      );
      await staff.post(`/referential/v1/bays/${bayId}/decommissioning`);
      expectProblem(
        await staff.put(`/referential/v1/bays/${bayId}/capabilities`, {
          lengthM: 1,
          heightM: 1,
          accessible: false,
          vehicleCategories: [],
        }),
        409,
        'bay-decommissioned',
      );
    });
  });

  describe('coordination membership', () => {
    it('joins from a date, refuses an overlapping period of the same carrier, ends, and reads at a date and in history', async () => {
      const created = await staff.post('/referential/v1/coordinations', {
        code: uniqueCode('CO'),
        name: 'Valley',
      });
      const id = created.body.id;
      const members = `/referential/v1/coordinations/${id}/members`;
      const alpha = await carrierId(staff);
      const beta = await carrierId(staff);
      expectProblem(
        await staff.post(members, {
          carrierId: '00000000-0000-4000-8000-000000000000',
          effectiveFrom: d(10),
        }),
        404,
        'carrier-not-found',
      );
      const joined = await staff.post(members, { carrierId: alpha, effectiveFrom: d(10) });
      expect(joined.status).to.equal(201);
      await staff.post(members, { carrierId: beta, effectiveFrom: d(70), effectiveTo: d(190) });
      expectProblem(
        await staff.post(members, { carrierId: beta, effectiveFrom: d(190) }),
        409,
        'coordination-membership-overlaps',
      );
      expectProblem(
        await staff.post(members, {
          carrierId: alpha,
          effectiveFrom: d(400),
          effectiveTo: d(399),
        }),
        422,
        'period-invalid',
      );
      expect((await staff.post(members, { carrierId: beta, effectiveFrom: d(191) })).status).to.equal(201);

      const ended = await staff.post(`${members}/${joined.body.id}/end`, { effectiveTo: d(130) });
      expect(ended.status).to.equal(200);
      expect(ended.body).to.include({ carrierId: alpha, effectiveTo: d(130) });
      expectProblem(
        await staff.post(`${members}/${joined.body.id}/end`, { effectiveTo: d(160) }),
        409,
        'coordination-membership-ended',
      );

      const carriersAt = async (at: string) =>
        (await staff.get(`${members}?at=${at}`)).body.data.map((m: { carrierId: string }) => m.carrierId);
      expect(await carriersAt(d(40))).to.deep.equal([alpha]);
      expect(await carriersAt(d(100))).to.have.members([alpha, beta]);
      expect(await carriersAt(d(150))).to.deep.equal([beta]);
      expect((await staff.get(`${members}?history=true`)).body.total).to.equal(3);

      await staff.post(`/referential/v1/coordinations/${id}/retirement`, { reason: 'Merged' });
      expectProblem(
        await staff.post(members, {
          carrierId: await carrierId(staff),
          effectiveFrom: `${nextYear()}-01-01`,
        }),
        409,
        'coordination-retired',
      );
    });
  });

  describe('lines', () => {
    it('moves through its lifecycle and refuses illegal moves', async () => {
      const created = await staff.post('/referential/v1/lines', { code: uniqueCode('L'), name: 'Coast' });
      const id = created.body.id;
      expect((await staff.get(`/referential/v1/lines/${id}`)).body.status).to.equal('PLANNED');
      expectProblem(
        await staff.post(`/referential/v1/lines/${id}/suspension`),
        409,
        'line-transition-invalid',
      );
      expect((await staff.post(`/referential/v1/lines/${id}/activation`)).body.status).to.equal('ACTIVE');
      expect((await staff.post(`/referential/v1/lines/${id}/suspension`)).body.status).to.equal('SUSPENDED');
      expect((await staff.post(`/referential/v1/lines/${id}/activation`)).body.status).to.equal('ACTIVE');
      expect(
        (await staff.post(`/referential/v1/lines/${id}/retirement`, { reason: 'Replaced' })).body.status,
      ).to.equal('RETIRED');
      expectProblem(
        await staff.post(`/referential/v1/lines/${id}/activation`),
        409,
        'line-transition-invalid',
      );
    });

    it('has several operating carriers at once, never the same one twice in a period', async () => {
      const line = await createLineWithItinerary(staff, 2);
      const operators = `/referential/v1/lines/${line.lineId}/operators`;
      const [a, b] = [await carrierId(staff), await carrierId(staff)];
      expectProblem(
        await staff.post(operators, {
          carrierId: '00000000-0000-4000-8000-000000000000',
          effectiveFrom: d(10),
        }),
        404,
        'carrier-not-found',
      );
      const first = await staff.post(operators, { carrierId: a, effectiveFrom: d(10) });
      expect(first.status).to.equal(201);
      expect((await staff.post(operators, { carrierId: b, effectiveFrom: d(40) })).status).to.equal(201);
      expectProblem(
        await staff.post(operators, { carrierId: a, effectiveFrom: d(130) }),
        409,
        'line-operator-overlaps',
      );
      const at = await staff.get(`${operators}?at=${d(70)}`);
      expect(at.body.data.map((o: { carrierId: string }) => o.carrierId)).to.have.members([a, b]);
      await staff.post(`${operators}/${first.body.id}/end`, { effectiveTo: d(100) });
      expect(
        (await staff.get(`${operators}?at=${d(101)}`)).body.data.map(
          (o: { carrierId: string }) => o.carrierId,
        ),
      ).to.deep.equal([b]);
    });

    it('versions an itinerary by code, and refuses a repeated station or a bay outside the station area', async () => {
      const line = await createLineWithItinerary(staff, 3);
      const itineraries = `/referential/v1/lines/${line.lineId}/itineraries`;
      const areaId = await createArea(staff);
      const inArea = await createStation(staff, { stationAreaId: areaId });
      const bayId = await createBay(staff, areaId, 'P1');
      const second = await staff.post(itineraries, {
        code: 'out',
        name: 'Outbound via the hub',
        destinationId: line.destinationId,
        callingPoints: [
          { stationId: line.stations[0] },
          { stationId: inArea, bayId },
          { stationId: line.stations[2] },
        ],
      });
      expect(second.status, second.text).to.equal(201);
      const read = await staff.get(`${itineraries}/${second.body.id}`);
      expect(read.body).to.include({ version: 2, code: 'out' });
      expect(read.body.callingPoints[1]).to.deep.equal({ sequence: 2, stationId: inArea, bayId });
      const latest = await staff.get(`${itineraries}?latestOnly=true`);
      expect(latest.body.data.map((i: { id: string }) => i.id)).to.deep.equal([second.body.id]);
      expect((await staff.get(itineraries)).body.total).to.equal(2);

      const repeated = await staff.post(itineraries, {
        code: 'LOOP',
        name: 'Loop',
        destinationId: line.destinationId,
        callingPoints: [
          { stationId: line.stations[0] },
          { stationId: line.stations[1] },
          { stationId: line.stations[0] },
        ],
      });
      const problem = expectProblem(repeated, 422, 'itinerary-invalid');
      expect(problem.errors?.[0]?.field).to.equal('body.callingPoints.2.stationId');
      const wrongBay = await staff.post(itineraries, {
        code: 'BAY',
        name: 'Bay',
        destinationId: await createDestination(staff),
        callingPoints: [{ stationId: line.stations[0], bayId }, { stationId: line.stations[1] }],
      });
      expect(expectProblem(wrongBay, 422, 'itinerary-invalid').errors?.[0]?.field).to.equal(
        'body.callingPoints.0.bayId',
      );
    });
  });
});
