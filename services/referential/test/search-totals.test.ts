/**
 * A free-text search counts its matches up to `SEARCH_TOTAL_EXACT_UP_TO` and says when it
 * stopped (ADR 0117): for bays, vehicles and permits, over HTTP, the answers checked against
 * the contract. The bound is set to 3 here so that a few records cross it.
 */
import { expect } from 'chai';
import {
  type ApiClient,
  daysFromToday,
  startTestService,
  type TestService,
} from '@transport/platform/testing';
import { referentialService } from '../src/index.ts';
import { declareCategory, FLEET_STAFF, registerCarrier, registerVehicle } from './carriers-fixtures.ts';
import { AREA_WRITE, BAY_READ, BAY_WRITE, createArea, createBay, uniqueCode } from './fixtures.ts';

const BOUND = 3;

describe('a free-text search counts up to SEARCH_TOTAL_EXACT_UP_TO and says when it stopped', () => {
  let service: TestService;
  let staff: ApiClient;
  // Four records match `many`, two match `few`: one side of the bound each.
  const many = uniqueCode('MANY').toLowerCase();
  const few = uniqueCode('FEW').toLowerCase();

  before(async () => {
    service = await startTestService(referentialService, { SEARCH_TOTAL_EXACT_UP_TO: String(BOUND) });
    staff = service.as([...FLEET_STAFF, AREA_WRITE, BAY_READ, BAY_WRITE]);
  });
  after(() => service?.close());

  /** The answer of a search, its page of at most 20 rows. */
  const search = async (path: string, term: string) => {
    const answer = await staff.get(`${path}?${new URLSearchParams({ search: term }).toString()}`);
    expect(answer.status, answer.text).to.equal(200);
    return answer.body as { data: unknown[]; total: number; totalIsExact: boolean };
  };

  /** Above the bound: the total is the bound, stated as a lower bound, and every row is still listed. */
  const expectAtLeast = (page: { data: unknown[]; total: number; totalIsExact: boolean }, rows: number) => {
    expect({ total: page.total, totalIsExact: page.totalIsExact }).to.deep.equal({
      total: BOUND,
      totalIsExact: false,
    });
    expect(page.data).to.have.length(rows);
  };
  const expectExact = (page: { data: unknown[]; total: number; totalIsExact: boolean }, rows: number) => {
    expect({ total: page.total, totalIsExact: page.totalIsExact }).to.deep.equal({
      total: rows,
      totalIsExact: true,
    });
    expect(page.data).to.have.length(rows);
  };

  it('bays: a term with more matches than the bound answers "at least", one with fewer the exact count', async () => {
    const area = await createArea(staff);
    for (let i = 0; i < 4; i += 1) await createBay(staff, area, `${many}-${i}`.toUpperCase());
    for (let i = 0; i < 2; i += 1) await createBay(staff, area, `${few}-${i}`.toUpperCase());
    expectAtLeast(await search('/referential/v1/bays', many), 4);
    expectExact(await search('/referential/v1/bays', few), 2);
    // One letter, too short for the trigram index: the same rule, and its rows in code order.
    const letter = await search('/referential/v1/bays', '-');
    expectAtLeast(letter, 6);
    const codes = (letter.data as { code: string }[]).map((bay) => bay.code);
    expect(codes).to.deep.equal([...codes].sort());
    // Without a text term, a search counts exactly whatever the bound.
    const byArea = await staff.get(`/referential/v1/bays?stationAreaId.value=${area}`);
    expect(byArea.body).to.deep.include({ total: 6, totalIsExact: true });
  });

  it('vehicles and permits: the same rule for registrations and permit numbers', async () => {
    const carrierId = (await registerCarrier(staff)).id;
    const categoryId = await declareCategory(staff);
    const vehicles = [];
    for (const [tag, count] of [
      [many, 4],
      [few, 2],
    ] as const)
      for (let i = 0; i < count; i += 1)
        vehicles.push(
          await registerVehicle(staff, carrierId, categoryId, { registration: `${tag}-${i}`.toUpperCase() }),
        );
    expectAtLeast(await search('/referential/v1/vehicles', many), 4);
    expectExact(await search('/referential/v1/vehicles', few), 2);

    for (const [i, vehicle] of vehicles.entries()) {
      const response = await staff.post('/referential/v1/vehicle-permits', {
        vehicleId: vehicle.id,
        permitNumber: `${i < 4 ? many : few}-${i}`.toUpperCase(),
        kind: 'ROADWORTHINESS',
        validFrom: daysFromToday(-30),
        validUntil: daysFromToday(300),
      });
      expect(response.status, response.text).to.equal(201);
    }
    expectAtLeast(await search('/referential/v1/vehicle-permits', many), 4);
    expectExact(await search('/referential/v1/vehicle-permits', few), 2);
  });

  it('vehicles: a registration registered or corrected is seen by the next search past the bound (the trigram walk)', async () => {
    // Past the bound, the page of the registration order is walked from the trigram side table
    // (ADR 0134): every write to a registration reaches it before the next search.
    const carrierId = (await registerCarrier(staff)).id;
    const categoryId = await declareCategory(staff);
    const tag = uniqueCode('WALK');
    const register = (registration: string) =>
      registerVehicle(staff, carrierId, categoryId, { registration });
    const [, first] = [await register(`${tag}-3`), await register(`${tag}-1`), await register(`${tag}-2`)];
    const other = await register(uniqueCode('OTHER'));
    /** The registrations of the first page of two. */
    const firstTwo = async () => {
      const answer = await staff.get(
        `/referential/v1/vehicles?${new URLSearchParams({ search: tag, size: '2' })}`,
      );
      expect(answer.status, answer.text).to.equal(200);
      expect(answer.body).to.deep.include({ total: BOUND, totalIsExact: false });
      return (answer.body.data as { registration: string }[]).map((vehicle) => vehicle.registration);
    };
    await register(`${tag}-4`);
    expect(await firstTwo()).to.deep.equal([`${tag}-1`, `${tag}-2`]);
    await register(`${tag}-0`);
    expect(await firstTwo()).to.deep.equal([`${tag}-0`, `${tag}-1`]);
    const corrections = [
      [first!.id, uniqueCode('GONE')],
      [other.id, `${tag}-00`],
    ] as const;
    for (const [id, registration] of corrections) {
      const corrected = await staff.patch(`/referential/v1/vehicles/${id}`, { registration });
      expect(corrected.status, corrected.text).to.equal(200);
    }
    expect(await firstTwo()).to.deep.equal([`${tag}-0`, `${tag}-00`]);
  });

  it('vehicles: a three-character term is counted from the trigram side table, a registration registered or corrected counted by the next search', async () => {
    // A term of three characters over every vehicle is counted from its trigram's rows in the
    // side table (ADR 0134): each write reaches them before the next search.
    const carrierId = (await registerCarrier(staff)).id;
    const categoryId = await declareCategory(staff);
    const register = (registration: string) =>
      registerVehicle(staff, carrierId, categoryId, { registration });
    const vehicles = [await register('ZQX-1'), await register('ZQX-2'), await register('ZQX-3')];
    const other = await register(uniqueCode('ZQ-X'));
    expectExact(await search('/referential/v1/vehicles', 'zqx'), 3);
    await register('ZQX-4');
    expectAtLeast(await search('/referential/v1/vehicles', 'ZQX'), 4);
    const corrections = [
      [vehicles[0]!.id, uniqueCode('GONE')],
      [vehicles[1]!.id, uniqueCode('GONE')],
    ] as const;
    for (const [id, registration] of corrections) {
      const corrected = await staff.patch(`/referential/v1/vehicles/${id}`, { registration });
      expect(corrected.status, corrected.text).to.equal(200);
    }
    expectExact(await search('/referential/v1/vehicles', 'zqx'), 2);
    const corrected = await staff.patch(`/referential/v1/vehicles/${other.id}`, { registration: 'ZQX-5' });
    expect(corrected.status, corrected.text).to.equal(200);
    const found = await search('/referential/v1/vehicles', 'zqx');
    expectExact(found, 3);
    expect((found.data as { registration: string }[]).map((vehicle) => vehicle.registration)).to.deep.equal([
      'ZQX-3',
      'ZQX-4',
      'ZQX-5',
    ]);
  });
});
