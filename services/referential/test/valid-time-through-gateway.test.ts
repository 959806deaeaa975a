/**
 * The registry's valid time through the gateway: a carrier's status and a vehicle's owner,
 * category, lifecycle and seats are effective-dated; a change recorded ahead shows from its date
 * only and can be cancelled; the history is corrected only with its own permission; eligibility
 * reads every link as of its date.
 */
import { expect } from 'chai';
import {
  daysFromToday,
  connectMcp,
  expectFieldError,
  expectProblem,
  mintToken,
  type ApiClient,
} from '@transport/platform/testing';
import { startPlatform, type Platform } from '@transport/platform/testing/platform';
import { dayBefore } from '@transport/platform';
import { ELIGIBILITY_READ, REGISTRY_OFFICER, eligibleVehicle } from './authorizations-fixtures.ts';
import { declareCategory, registerCarrier, registerVehicle } from './carriers-fixtures.ts';
import type { TimelineEntry as Entry } from './fixtures.ts';

/** The three corrections of a resource's history, each its own permission. */
const corrections = (resource: string) =>
  ['correct-period', 'insert-period', 'end-period'].map((mode) => `referential.${resource}:${mode}`);
const CARRIER_HISTORY = corrections('carriers');
const VEHICLE_HISTORY = corrections('vehicles');

interface Check {
  link: string;
  passed: boolean;
  code: string | null;
  state?: string | null;
  periodId?: string | null;
}
describe('valid time of carriers and vehicles through the gateway', function () {
  let platform: Platform;
  let officer: ApiClient;
  let historian: ApiClient;

  // Each scenario builds a vehicle fit to pass a checkpoint: a dozen writes.
  this.timeout(90_000);

  before(async function () {
    // The first platform of a run also loads the services' code.
    this.timeout(60_000);
    platform = await startPlatform();
    officer = platform.as(REGISTRY_OFFICER);
    historian = platform.as([...REGISTRY_OFFICER, ...CARRIER_HISTORY, ...VEHICLE_HISTORY]);
  });
  after(() => platform?.close());

  const carrierOn = async (id: string, at: string) =>
    (await officer.get(`/referential/v1/carriers/${id}?at=${at}`)).body.status;
  const eligibility = async (checkpointId: string, vehicleId: string, date: string) => {
    const answer = await officer.get(
      `/referential/v1/checkpoints/${checkpointId}/eligibility?vehicleId=${vehicleId}&at=${encodeURIComponent(`${date}T12:00:00+01:00`)}`,
    );
    expect(answer.status, answer.text).to.equal(200);
    return answer.body as { eligible: boolean; checks: Check[] };
  };
  const timeline = async (path: string) => {
    const answer = await officer.get(`${path}/timeline`);
    expect(answer.status, answer.text).to.equal(200);
    return answer.body as { data: Entry[]; total: number };
  };

  it('a carrier suspended from a future date is ACTIVE the day before and SUSPENDED that date, its vehicle eligible then not, until the suspension is cancelled', async () => {
    const setup = await eligibleVehicle(officer, { carrierActive: false });
    const carrier = `/referential/v1/carriers/${setup.carrierId}`;
    expect((await officer.post(`${carrier}/activation`)).status).to.equal(200);
    const from = daysFromToday(100);
    const eve = dayBefore(from);

    const suspended = await officer.post(`${carrier}/suspension`, {
      reason: 'insurance lapsed',
      effectiveFrom: from,
    });
    expect(suspended.status, suspended.text).to.equal(200);
    expect(suspended.body).to.include({ status: 'SUSPENDED', suspensionReason: 'insurance lapsed' });
    expect(await carrierOn(setup.carrierId, eve)).to.equal('ACTIVE');
    expect(await carrierOn(setup.carrierId, from)).to.equal('SUSPENDED');
    expect((await officer.get(carrier)).body.status).to.equal('ACTIVE');

    const passed = await eligibility(setup.checkpointId, setup.vehicleId, eve);
    expect(passed.eligible).to.equal(true);
    const dated = Object.fromEntries(passed.checks.map((c) => [c.link, [c.state, typeof c.periodId]]));
    expect(dated).to.deep.include({
      VEHICLE: ['IN_SERVICE', 'string'],
      CARRIER: ['ACTIVE', 'string'],
      AUTHORIZATION: ['ACTIVE', 'string'],
    });
    const refused = await eligibility(setup.checkpointId, setup.vehicleId, from);
    expect(refused.eligible).to.equal(false);
    const failing = refused.checks.filter((c) => !c.passed);
    expect(failing.map((c) => [c.link, c.code, c.state])).to.deep.equal([
      ['CARRIER', 'CARRIER_SUSPENDED', 'SUSPENDED'],
    ]);

    const carrierTimeline = await timeline(carrier);
    expect(
      carrierTimeline.data.map((e) => [e.state?.status, e.effectiveFrom, e.effectiveTo, e.current, e.future]),
    ).to.deep.equal([
      ['ACTIVE', carrierTimeline.data[0]?.effectiveFrom, eve, true, false],
      ['SUSPENDED', from, null, false, true],
    ]);
    const scheduled = carrierTimeline.data[1] as Entry;
    expect(failing[0]?.periodId).to.equal(scheduled.id);

    expect((await officer.delete(`${carrier}/timeline/${scheduled.id}`)).status).to.equal(204);
    expect(await carrierOn(setup.carrierId, from)).to.equal('ACTIVE');
    expect((await eligibility(setup.checkpointId, setup.vehicleId, from)).eligible).to.equal(true);
    expect((await timeline(carrier)).data.map((e) => [e.state?.status, e.effectiveTo])).to.deep.equal([
      ['ACTIVE', null],
    ]);
  });

  it('a vehicle transferred twice and corrected once shows three periods in its timeline, its four writes in its changes, and the uncorrected answer as known before the correction', async () => {
    const [first, second, third, actual] = await Promise.all(
      Array.from({ length: 4 }, () => registerCarrier(officer)),
    );
    const categoryId = await declareCategory(officer);
    const registrar = platform.as(REGISTRY_OFFICER, 'registrar-rita');
    const corrector = platform.as([...REGISTRY_OFFICER, ...VEHICLE_HISTORY], 'historian-hugo');
    const vehicle = await registerVehicle(registrar, first!.id, categoryId, {
      ownedFrom: daysFromToday(-330),
    });
    const path = `/referential/v1/vehicles/${vehicle.id}`;
    // Transfers dated in the past are corrections of the timeline, not transfers.
    expectProblem(
      await officer.post(`${path}/transfer`, { carrierId: second!.id, effectiveFrom: daysFromToday(-180) }),
      422,
      'history-change-in-past',
    );
    for (const [carrier, effectiveFrom] of [
      [second!, daysFromToday(-180)],
      [third!, daysFromToday(-30)],
    ] as const)
      expect(
        (await corrector.post(`${path}/timeline`, { carrierId: carrier.id, effectiveFrom })).status,
      ).to.equal(201);
    const middle = (await timeline(path)).data[1] as Entry;
    // An instant after the two insertions, before the correction (instants are microseconds).
    await new Promise((resolve) => setTimeout(resolve, 5));
    const beforeCorrection = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const corrected = await corrector.post(`${path}/timeline/${middle.id}/correction`, {
      carrierId: actual!.id,
      effectiveFrom: daysFromToday(-150),
    });
    expect(corrected.status, corrected.text).to.equal(200);

    const periods = await timeline(path);
    expect(periods.total).to.equal(3);
    expect(
      periods.data.map((e) => [e.state?.carrierId, e.effectiveFrom, e.effectiveTo, e.gap]),
    ).to.deep.equal([
      [first!.id, daysFromToday(-330), daysFromToday(-151), false],
      [actual!.id, daysFromToday(-150), daysFromToday(-31), false],
      [third!.id, daysFromToday(-30), null, false],
    ]);
    expect((await officer.get(`${path}?at=${daysFromToday(-165)}`)).body.carrierId).to.equal(first!.id);
    expect((await officer.get(`${path}?at=${daysFromToday(-90)}`)).body.carrierId).to.equal(actual!.id);
    expect((await officer.get(path)).body.carrierId).to.equal(third!.id);
    const paged = await officer.get(`${path}/timeline?page=1&size=2`);
    expect(paged.body).to.include({ page: 1, size: 2, total: 3 });
    expect(paged.body.data).to.have.length(1);
    // The changes: the registration and the three history writes, newest first, each with who,
    // when, its request and each field before and after.
    const changes = await officer.get(`${path}/changes?size=50`);
    expect(changes.status, changes.text).to.equal(200);
    const list = changes.body.data as {
      at: string;
      subject: string;
      requestId: string;
      operation: string;
      fields: { field: string; before: unknown; after: unknown }[];
    }[];
    const writes = [...new Set(list.map((change) => change.requestId))];
    expect(writes).to.have.length(4);
    expect(list.map((change) => change.at)).to.deep.equal(
      [...list.map((change) => change.at)].sort().reverse(),
    );
    const byWrite = writes.map((requestId) => list.filter((change) => change.requestId === requestId));
    expect(byWrite.map((write) => write[0]?.subject)).to.deep.equal([
      'historian-hugo',
      'historian-hugo',
      'historian-hugo',
      'registrar-rita',
    ]);
    expect(writes[0]).to.equal(corrected.headers.get('x-request-id'));
    expect(byWrite[0]?.flatMap((change) => change.fields)).to.deep.include({
      field: 'carrierId',
      before: second!.id,
      after: actual!.id,
    });
    // As known before the correction, the middle period still names the second carrier.
    const known = await officer.get(`${path}?at=${daysFromToday(-90)}&asKnownAt=${beforeCorrection}`);
    expect(known.status, known.text).to.equal(200);
    expect(known.body.carrierId).to.equal(second!.id);
  });

  it('schedules seats and a lifecycle move ahead, inserts a change between two periods and ends one, leaving a gap', async () => {
    const setup = await eligibleVehicle(officer);
    const path = `/referential/v1/vehicles/${setup.vehicleId}`;
    const from = daysFromToday(30);
    const reseated = await officer.put(`${path}/seats`, { seats: 30, effectiveFrom: from });
    expect(reseated.status, reseated.text).to.equal(200);
    expect((await officer.get(path)).body.seats).to.equal(45);
    expect((await officer.get(`${path}?at=${from}`)).body.seats).to.equal(30);

    const out = daysFromToday(60);
    expect(
      (await officer.post(`${path}/lifecycle`, { lifecycle: 'OUT_OF_SERVICE', effectiveFrom: out })).status,
    ).to.equal(200);
    const refused = await eligibility(setup.checkpointId, setup.vehicleId, out);
    expect(refused.checks.find((c) => !c.passed)).to.include({
      link: 'VEHICLE',
      code: 'VEHICLE_NOT_IN_SERVICE',
      state: 'OUT_OF_SERVICE',
    });

    const inserted = await historian.post(`${path}/timeline`, {
      effectiveFrom: daysFromToday(-30),
      seats: 44,
    });
    expect(inserted.status, inserted.text).to.equal(201);
    const entries = (await timeline(path)).data;
    expect(entries.map((e) => e.state?.seats)).to.deep.equal([45, 44, 30, 30]);
    const last = entries.at(-1) as Entry;
    const ended = await historian.post(`${path}/timeline/${last.id}/end`, { effectiveTo: daysFromToday(90) });
    expect(ended.status, ended.text).to.equal(200);
    const withGap = (await timeline(path)).data;
    expect(withGap.at(-1)).to.include({
      gap: true,
      effectiveFrom: daysFromToday(91),
      effectiveTo: null,
      id: null,
    });
    expect((await officer.get(`${path}?at=${daysFromToday(120)}`)).body.carrierId).to.equal(null);
  });

  it('refuses bad input, naming the field, and writes nothing', async () => {
    const carrier = await registerCarrier(officer);
    const path = `/referential/v1/carriers/${carrier.id}`;
    await officer.post(`${path}/activation`);
    expectFieldError(await officer.get(`${path}?at=2026-02-30`), 'query.at');
    expectFieldError(await officer.get(`${path}?at=yesterday`), 'query.at');
    expectProblem(await officer.get(`${path}?at=2000-01-01`), 422, 'history-no-state');
    const past = expectProblem(
      await officer.post(`${path}/suspension`, { reason: 'late', effectiveFrom: daysFromToday(-3) }),
      422,
      'history-change-in-past',
    );
    expect(JSON.stringify(past.errors)).to.contain('body.effectiveFrom');
    const [row] = (await timeline(path)).data as [Entry];
    // A correction needs its own permission, which the registry officer lacks.
    expectProblem(
      await officer.post(`${path}/timeline/${row.id}/correction`, {
        status: 'SUSPENDED',
        suspensionReason: 'x',
      }),
      403,
      'forbidden',
    );
    // Each correction mode has its own permission: correcting in place does not allow ending.
    const corrector = platform.as([...REGISTRY_OFFICER, 'referential.carriers:correct-period']);
    const endRefused = expectProblem(
      await corrector.post(`${path}/timeline/${row.id}/end`, { effectiveTo: daysFromToday(400) }),
      403,
      'forbidden',
    );
    expect(endRefused.detail).to.contain('referential.carriers:end-period');
    const backwards = expectProblem(
      await historian.post(`${path}/timeline/${row.id}/end`, { effectiveTo: '2000-01-01' }),
      422,
      'period-invalid',
    );
    expect(JSON.stringify(backwards.errors)).to.contain('body.effectiveTo');
    await officer.post(`${path}/suspension`, { reason: 'audit', effectiveFrom: daysFromToday(10) });
    const scheduled = (await timeline(path)).data[1] as Entry;
    const overlap = expectProblem(
      await historian.post(`${path}/timeline/${scheduled.id}/correction`, { effectiveFrom: '2000-01-01' }),
      422,
      'history-row-overlaps',
    );
    expect(JSON.stringify(overlap.errors)).to.contain('body.effectiveFrom');
    expectProblem(await officer.delete(`${path}/timeline/${row.id}`), 409, 'history-row-in-force');
    expectProblem(
      await officer.post(`${path}/activation`, { effectiveFrom: daysFromToday(20) }),
      409,
      'carrier-transition-refused',
    );
    expectProblem(
      await officer.post(`${path}/suspension`, { reason: 'again', effectiveFrom: daysFromToday(5) }),
      409,
      'history-change-scheduled',
    );
    expect((await timeline(path)).data.map((e) => e.state?.status)).to.deep.equal(['ACTIVE', 'SUSPENDED']);

    const categoryId = await declareCategory(officer);
    const vehicle = await registerVehicle(officer, carrier.id, categoryId);
    await officer.post(`/referential/v1/vehicles/${vehicle.id}/lifecycle`, { lifecycle: 'WITHDRAWN' });
    expectProblem(
      await officer.put(`/referential/v1/vehicles/${vehicle.id}/seats`, {
        seats: 20,
        effectiveFrom: daysFromToday(40),
      }),
      409,
      'vehicle-withdrawn',
    );
  });

  it('offers the timeline, the scheduled change and its cancellation as MCP tools', async () => {
    const carrier = await registerCarrier(officer);
    await officer.post(`/referential/v1/carriers/${carrier.id}/activation`);
    const client = await connectMcp(
      `${platform.gateway.url}/mcp`,
      mintToken([...REGISTRY_OFFICER, ...CARRIER_HISTORY, ELIGIBILITY_READ]),
    );
    const tools = (await client.listTools()).tools.map((t) => t.name);
    expect(tools).to.include.members([
      'getCarrierTimeline',
      'cancelCarrierChange',
      'correctCarrierPeriod',
      'insertCarrierPeriod',
      'endCarrierPeriod',
      'getVehicleTimeline',
    ]);
    const from = daysFromToday(50);
    const suspended = await client.callTool({
      name: 'suspendCarrier',
      arguments: { id: carrier.id, body: { reason: 'by agent', effectiveFrom: from } },
    });
    expect(suspended.isError, JSON.stringify(suspended.content)).to.not.equal(true);
    const read = async (at: string) =>
      (
        (await client.callTool({ name: 'getCarrier', arguments: { id: carrier.id, at } }))
          .structuredContent as {
          status: string;
        }
      ).status;
    expect(await read(dayBefore(from))).to.equal('ACTIVE');
    expect(await read(from)).to.equal('SUSPENDED');
    const line = (await client.callTool({ name: 'getCarrierTimeline', arguments: { id: carrier.id } }))
      .structuredContent as { data: Entry[] };
    const scheduled = line.data.find((e) => e.future) as Entry;
    const cancelled = await client.callTool({
      name: 'cancelCarrierChange',
      arguments: { id: carrier.id, periodId: scheduled.id },
    });
    expect(cancelled.isError, JSON.stringify(cancelled.content)).to.not.equal(true);
    expect(await read(from)).to.equal('ACTIVE');
    await client.close();
  });
});
