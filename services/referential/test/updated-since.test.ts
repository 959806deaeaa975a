/**
 * `updatedSince` on the searches: the records whose current version was written at or after
 * an instant, for a system downstream that keeps a copy and asks only for what changed. Applied
 * once, in the paging layer, for every search of the contract.
 */
import { expect } from 'chai';
import {
  daysFromToday,
  expectEverySearchTakesUpdatedSince,
  expectFieldError,
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
} from './fixtures.ts';
import { CARRIER_READ, CARRIER_WRITE, registerCarrier } from './carriers-fixtures.ts';
import { uniqueCode } from './fixtures.ts';

interface Found {
  id: string;
  code: string;
  updatedAt: string;
}

describe('updatedSince on the searches', function () {
  this.timeout(60_000);
  let service: TestService;
  let staff: ApiClient;

  before(async function () {
    this.timeout(60_000);
    service = await startReferential();
    staff = service.as([CARRIER_READ, CARRIER_WRITE, AREA_READ, AREA_WRITE, BAY_READ, BAY_WRITE]);
  });
  after(() => service?.close());

  it('answers the records written at or after the instant, a correction bringing one back, page by page', async () => {
    const prefix = uniqueCode('UPD');
    const carriers: Found[] = [];
    for (const n of [1, 2, 3]) {
      const { id } = await registerCarrier(staff, { code: `${prefix}-${n}` });
      carriers.push((await staff.get(`/referential/v1/carriers/${id}`)).body as Found);
    }
    const [first, second, third] = carriers as [Found, Found, Found];
    const since = async (instant: string, paging = '') => {
      const answer = await staff.get(
        `/referential/v1/carriers?search=${prefix}&sort=codeAsc&updatedSince=${encodeURIComponent(instant)}${paging}`,
      );
      expect(answer.status, answer.text).to.equal(200);
      return answer.body as { data: Found[]; total: number };
    };
    // At the instant the second was written: it and the third, not the first.
    const changed = await since(second.updatedAt);
    expect(changed.data.map((c) => c.code)).to.deep.equal([second.code, third.code]);
    expect(changed.total).to.equal(2);

    // The first is corrected: its new version is written after that instant.
    const corrected = await staff.patch(`/referential/v1/carriers/${first.id}`, { name: 'Renamed' });
    expect(corrected.status, corrected.text).to.equal(204);
    const again = await since(second.updatedAt);
    expect(again.data.map((c) => c.code)).to.deep.equal([first.code, second.code, third.code]);
    // Only the first, since its correction.
    const renamed = (await staff.get(`/referential/v1/carriers/${first.id}`)).body as Found;
    expect((await since(renamed.updatedAt)).data.map((c) => c.id)).to.deep.equal([first.id]);

    // Page by page with the same filter: each record once, in the search's order.
    const pages = [];
    for (const page of [0, 1, 2, 3]) {
      const answer = await since(second.updatedAt, `&size=1&page=${page}`);
      expect(answer.total).to.equal(3);
      pages.push(...answer.data.map((c) => c.code));
    }
    expect(pages).to.deep.equal([first.code, second.code, third.code]);

    // Nothing written after now.
    expect((await since(new Date(Date.now() + 60_000).toISOString())).total).to.equal(0);
  });

  it('narrows a search answered as JSON by Postgres (the bays) the same way', async () => {
    const area = await createArea(staff);
    const prefix = uniqueCode('UPB');
    await createBay(staff, area, `${prefix}A`);
    await createBay(staff, area, `${prefix}B`);
    const all = await staff.get(`/referential/v1/bays?stationAreaId.value=${area}&sort=codeAsc`);
    expect(all.status, all.text).to.equal(200);
    const bays = all.body.data as Found[];
    const [, second] = bays as [Found, Found];
    const answer = await staff.get(
      `/referential/v1/bays?stationAreaId.value=${area}&updatedSince=${encodeURIComponent(second.updatedAt)}`,
    );
    expect(answer.status, answer.text).to.equal(200);
    expect(answer.body.data.map((b: Found) => b.code)).to.deep.equal([`${prefix}B`]);
    expect(answer.body.total).to.equal(1);
  });

  it('narrows a text search the same way, its total and its pages counting only what changed', async () => {
    // A term alone is answered from the bays' own columns (and their trigram side table): the
    // instant must narrow that path too, or the total counts every match and a page of size one
    // comes back empty.
    const area = await createArea(staff);
    const prefix = uniqueCode('UPT');
    await createBay(staff, area, `${prefix}A`);
    await createBay(staff, area, `${prefix}B`);
    await createBay(staff, area, `${prefix}C`);
    const all = await staff.get(`/referential/v1/bays?search=${prefix}&sort=codeAsc`);
    expect(all.status, all.text).to.equal(200);
    expect(all.body.total).to.equal(3);
    const [, second] = all.body.data as [Found, Found, Found];
    const since = `&updatedSince=${encodeURIComponent(second.updatedAt)}`;
    const answer = await staff.get(`/referential/v1/bays?search=${prefix}&sort=codeAsc${since}`);
    expect(answer.status, answer.text).to.equal(200);
    expect(answer.body.data.map((b: Found) => b.code)).to.deep.equal([`${prefix}B`, `${prefix}C`]);
    expect(answer.body.total).to.equal(2);
    const first = await staff.get(`/referential/v1/bays?search=${prefix}&sort=codeAsc&size=1&page=0${since}`);
    expect(first.body.data.map((b: Found) => b.code)).to.deep.equal([`${prefix}B`]);
    const counted = await staff.get(`/referential/v1/bays?search=${prefix}&size=0${since}`);
    expect(counted.body.total).to.equal(2);
  });

  it('refuses what is not an instant with a 400 naming query.updatedSince', async () => {
    // A date alone, a word, and an hour past 23: none of them an instant.
    const yesterday = daysFromToday(-1);
    for (const value of [yesterday, 'yesterday', `${yesterday}T25:00:00Z`]) {
      expectFieldError(
        await staff.get(`/referential/v1/carriers?updatedSince=${encodeURIComponent(value)}`),
        'query.updatedSince',
      );
    }
  });

  it('is taken by every search of the contract, in the paging layer', async () => {
    const checked = await expectEverySearchTakesUpdatedSince(service);
    expect(checked).to.include.members(['searchCarriers', 'searchBays', 'searchVehicles', 'searchSchedules']);
    expect(checked).to.have.length(17);
  });
});
