import { expect } from 'chai';
import { daysFromToday, type ApiClient } from '@transport/platform/testing';
import { startPlatform, type Platform } from '@transport/platform/testing/platform';
import {
  REGISTRY_OFFICER,
  assignHolder,
  createLine,
  declareAuthorization,
} from './authorizations-fixtures.ts';
import { registerCarrier } from './carriers-fixtures.ts';

const BASE = '/referential/v1/authorizations';

describe('transport authorizations through the gateway', () => {
  let platform: Platform;
  let officer: ApiClient;

  before(async function () {
    // The first platform of a run also loads the services' code.
    this.timeout(60_000);
    platform = await startPlatform();
    officer = platform.as(REGISTRY_OFFICER);
  });
  after(() => platform?.close());

  it('hands authorization A from carrier X to carrier Y on a later day', async () => {
    const a = await declareAuthorization(officer);
    const x = await registerCarrier(officer);
    const y = await registerCarrier(officer);
    expect((await assignHolder(officer, a, x.id, daysFromToday(5))).status).to.equal(201);
    expect((await assignHolder(officer, a, y.id, daysFromToday(150))).status).to.equal(201);

    const history = await officer.get(`${BASE}/holders?transportAuthorizationId=${a}&history=true`);
    expect(history.status).to.equal(200);
    const ofX = history.body.data.find((h: { carrierId: string }) => h.carrierId === x.id);
    expect(ofX).to.include({ effectiveFrom: daysFromToday(5), effectiveTo: daysFromToday(149) });
    const holderOn = async (date: string) =>
      (await officer.get(`${BASE}/holders?transportAuthorizationId=${a}&at=${date}`)).body.data.map(
        (h: { carrierId: string }) => h.carrierId,
      );
    expect(await holderOn(daysFromToday(149))).to.deep.equal([x.id]);
    expect(await holderOn(daysFromToday(150))).to.deep.equal([y.id]);
    const read = await officer.get(`${BASE}/authorizations/${a}`);
    expect(read.status).to.equal(200);
    expect(read.body.id).to.equal(a);
  });

  it('lets two authorizations cover one line at once', async () => {
    const lineId = await createLine(officer);
    const first = await declareAuthorization(officer);
    const second = await declareAuthorization(officer);
    for (const transportAuthorizationId of [first, second]) {
      const covered = await officer.post(`${BASE}/authorized-lines`, {
        lineId,
        transportAuthorizationId,
        effectiveFrom: daysFromToday(5),
      });
      expect(covered.status).to.equal(201);
      expect(covered.body).to.have.all.keys('id');
    }
    const covering = await officer.get(`${BASE}/authorized-lines?lineId=${lineId}&at=${daysFromToday(150)}`);
    expect(
      covering.body.data.map((l: { transportAuthorizationId: string }) => l.transportAuthorizationId),
    ).to.have.members([first, second]);
  });

  // The assignments of one authorization are written one after another (each locks its holders):
  // 20 at once race as 50 did, in less of the gateway's 10 s on a loaded machine.
  it('keeps the holder history free of overlap under 20 concurrent assignments, never answering 500', async () => {
    const a = await declareAuthorization(officer);
    const carriers = await Promise.all(Array.from({ length: 5 }, () => registerCarrier(officer)));
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const day = new Date(`${daysFromToday(1)}T00:00:00Z`);
        day.setUTCDate(day.getUTCDate() + ((i * 7) % 20));
        return assignHolder(
          officer,
          a,
          (carriers[i % 5] as { id: string }).id,
          day.toISOString().slice(0, 10),
        );
      }),
    );
    const statuses = responses.map((r) => r.status);
    expect(
      statuses.every((s) => s === 201 || s === 409),
      `statuses ${statuses.join(',')}`,
    ).to.equal(true);
    const history = await officer.get(`${BASE}/holders?transportAuthorizationId=${a}&history=true&size=200`);
    const periods = [...history.body.data].sort(
      (p: { effectiveFrom: string }, q: { effectiveFrom: string }) =>
        p.effectiveFrom.localeCompare(q.effectiveFrom),
    ) as { effectiveFrom: string; effectiveTo: string | null }[];
    expect(periods.length).to.equal(statuses.filter((s) => s === 201).length);
    periods.forEach((period, index) => {
      const next = periods[index + 1];
      if (!next) expect(period.effectiveTo).to.equal(null);
      else expect((period.effectiveTo as string) < next.effectiveFrom, 'no overlap').to.equal(true);
    });
  });
});
