/**
 * The network's valid time through the gateway: a bay's status and capabilities are
 * effective-dated; a change recorded ahead shows from its date only, in reads and searches, and
 * can be cancelled; the history is corrected only with its own permission.
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
import { NETWORK_PERMISSIONS } from './network-fixtures.ts';
import { uniqueCode, type TimelineEntry as Entry } from './fixtures.ts';

/** The three correction modes' permissions of a resource. */
const corrections = (resource: string) =>
  ['correct-period', 'insert-period', 'end-period'].map((mode) => `referential.${resource}:${mode}`);
const BAY_HISTORY = corrections('bays');
const LINE_HISTORY = corrections('lines');
const AREA_HISTORY = corrections('station-areas');

describe('valid time of the network through the gateway', function () {
  let platform: Platform;
  let officer: ApiClient;
  let historian: ApiClient;

  this.timeout(90_000);

  before(async function () {
    // The first platform of a run also loads the services' code.
    this.timeout(60_000);
    platform = await startPlatform();
    officer = platform.as(NETWORK_PERMISSIONS);
    historian = platform.as([...NETWORK_PERMISSIONS, ...BAY_HISTORY, ...LINE_HISTORY, ...AREA_HISTORY]);
  });
  after(() => platform?.close());

  const created = async (path: string, body: Record<string, unknown>) => {
    const answer = await officer.post(path, body);
    expect(answer.status, answer.text).to.equal(201);
    return answer.body.id as string;
  };
  const area = () =>
    created('/referential/v1/station-areas', { code: uniqueCode('SA'), name: 'Gare routière' });
  const bay = async (stationAreaId: string, code = uniqueCode('Q')) =>
    created('/referential/v1/bays', { stationAreaId, code, position: 1, lengthM: 15 });
  const timeline = async (path: string) => {
    const answer = await officer.get(`${path}/timeline`);
    expect(answer.status, answer.text).to.equal(200);
    return answer.body as { data: Entry[]; total: number };
  };
  const bayOn = async (id: string, at?: string) => {
    const answer = await officer.get(`/referential/v1/bays/${id}${at ? `?at=${at}` : ''}`);
    expect(answer.status, answer.text).to.equal(200);
    return answer.body as { status: string; accessible: boolean | null; lengthM: number | null };
  };
  const searched = async (areaId: string, at: string, status = 'ACTIVE') => {
    const answer = await officer.get(
      `/referential/v1/bays?stationAreaId.value=${areaId}&status=${status}&at=${at}`,
    );
    expect(answer.status, answer.text).to.equal(200);
    return (answer.body.data as { id: string }[]).map((b) => b.id);
  };

  it('a bay decommissioned from a future date is in service the day before and decommissioned from it, in reads and searches, until cancelled', async () => {
    const areaId = await area();
    const id = await bay(areaId);
    const path = `/referential/v1/bays/${id}`;
    const from = daysFromToday(30);
    const eve = dayBefore(from);

    const decommissioned = await officer.post(`${path}/decommissioning`, { effectiveFrom: from });
    expect(decommissioned.status, decommissioned.text).to.equal(200);
    expect(decommissioned.body.status).to.equal('DECOMMISSIONED');
    expect((await bayOn(id)).status).to.equal('ACTIVE');
    expect((await bayOn(id, eve)).status).to.equal('ACTIVE');
    expect((await bayOn(id, from)).status).to.equal('DECOMMISSIONED');
    expect(await searched(areaId, eve)).to.deep.equal([id]);
    expect(await searched(areaId, from)).to.deep.equal([]);
    expect(await searched(areaId, from, 'DECOMMISSIONED')).to.deep.equal([id]);
    // Today's search (no `at`) answers today's state.
    const today = await officer.get(`/referential/v1/bays?stationAreaId.value=${areaId}`);
    expect(today.body.data.map((b: { id: string }) => b.id)).to.deep.equal([id]);

    // No change of a decommissioned bay from a later date.
    const late = expectProblem(
      await officer.put(`${path}/capabilities`, {
        lengthM: 12,
        heightM: null,
        accessible: true,
        vehicleCategories: [],
        effectiveFrom: daysFromToday(40),
      }),
      422,
      'history-record-retired',
    );
    expect(JSON.stringify(late.errors)).to.contain('body.effectiveFrom');

    const line = await timeline(path);
    expect(line.data.map((e) => [e.state?.status, e.effectiveTo, e.current, e.future])).to.deep.equal([
      ['ACTIVE', eve, true, false],
      ['DECOMMISSIONED', null, false, true],
    ]);
    const scheduled = line.data[1] as Entry;
    expect((await officer.delete(`${path}/timeline/${scheduled.id}`)).status).to.equal(204);
    expect((await bayOn(id, from)).status).to.equal('ACTIVE');
    expect(await searched(areaId, from)).to.deep.equal([id]);
    expect((await timeline(path)).data.map((e) => [e.state?.status, e.effectiveTo])).to.deep.equal([
      ['ACTIVE', null],
    ]);
  });

  it("a bay's capabilities changed ahead hold from their date, and the timeline shows a gap and a future row", async () => {
    const areaId = await area();
    const id = await bay(areaId);
    const path = `/referential/v1/bays/${id}`;
    const from = daysFromToday(10);
    const changed = await officer.put(`${path}/capabilities`, {
      lengthM: 18,
      heightM: 4.2,
      accessible: true,
      vehicleCategories: [],
      effectiveFrom: from,
    });
    expect(changed.status, changed.text).to.equal(200);
    expect(changed.body).to.include({ accessible: true, lengthM: 18 });
    expect(await bayOn(id)).to.include({ accessible: null, lengthM: 15 });
    expect(await bayOn(id, dayBefore(from))).to.include({ accessible: null, lengthM: 15 });
    expect(await bayOn(id, from)).to.include({ accessible: true, lengthM: 18 });

    // A gap: the first period ended a week before the change, by a correction.
    const [first] = (await timeline(path)).data as [Entry];
    const ended = await historian.post(`${path}/timeline/${first.id}/end`, { effectiveTo: daysFromToday(3) });
    expect(ended.status, ended.text).to.equal(200);
    const entries = (await timeline(path)).data;
    expect(entries.map((e) => [e.gap, e.effectiveFrom, e.effectiveTo, e.future])).to.deep.equal([
      [false, first.effectiveFrom, daysFromToday(3), false],
      [true, daysFromToday(4), daysFromToday(9), true],
      [false, from, null, true],
    ]);
    expectProblem(await officer.get(`${path}?at=${daysFromToday(5)}`), 422, 'history-no-state');
    expect(await searched(areaId, daysFromToday(5))).to.deep.equal([]);
    const paged = await officer.get(`${path}/timeline?size=1&page=2`);
    expect(paged.body).to.include({ total: 3, page: 2, size: 1 });
    expect(paged.body.data[0].effectiveFrom).to.equal(from);
  });

  it('refuses bad input, naming the field, and writes nothing', async () => {
    const areaId = await area();
    const id = await bay(areaId);
    const path = `/referential/v1/bays/${id}`;
    const fieldOf = (problem: { errors?: { field: string }[] }) => problem.errors?.map((e) => e.field);

    expect(
      fieldOf(expectProblem(await officer.get(`${path}?at=2026-02-30`), 400, 'invalid-request')),
    ).to.deep.equal(['query.at']);
    expect(
      fieldOf(expectProblem(await officer.get(`/referential/v1/bays?at=soon`), 400, 'invalid-request')),
    ).to.deep.equal(['query.at']);
    expect(
      fieldOf(expectProblem(await officer.get(`${path}?at=2000-01-01`), 422, 'history-no-state')),
    ).to.deep.equal(['query.at']);
    expect(
      fieldOf(
        expectProblem(
          await officer.post(`${path}/decommissioning`, { effectiveFrom: daysFromToday(-2) }),
          422,
          'history-change-in-past',
        ),
      ),
    ).to.deep.equal(['body.effectiveFrom']);
    const [row] = (await timeline(path)).data as [Entry];
    // A correction needs its own permission, which the network officer lacks.
    expectProblem(
      await officer.post(`${path}/timeline/${row.id}/correction`, { accessible: true }),
      403,
      'forbidden',
    );
    expect(
      fieldOf(
        expectProblem(
          await historian.post(`${path}/timeline/${row.id}/end`, { effectiveTo: '2000-01-01' }),
          422,
          'period-invalid',
        ),
      ),
    ).to.deep.equal(['body.effectiveTo']);
    await officer.post(`${path}/decommissioning`, { effectiveFrom: daysFromToday(20) });
    const scheduled = (await timeline(path)).data[1] as Entry;
    expect(
      fieldOf(
        expectProblem(
          await historian.post(`${path}/timeline/${scheduled.id}/correction`, {
            effectiveFrom: '2000-01-01',
          }),
          422,
          'history-row-overlaps',
        ),
      ),
    ).to.deep.equal(['body.effectiveFrom']);
    expectProblem(await officer.delete(`${path}/timeline/${row.id}`), 409, 'history-row-in-force');
    expectProblem(
      await officer.post(`${path}/decommissioning`, { effectiveFrom: daysFromToday(5) }),
      409,
      'history-change-scheduled',
    );
    // Nothing of the refused writes was kept.
    const after = (await timeline(path)).data;
    expect(after.map((e) => [e.state?.status, e.effectiveFrom, e.effectiveTo])).to.deep.equal([
      ['ACTIVE', row.effectiveFrom, daysFromToday(19)],
      ['DECOMMISSIONED', daysFromToday(20), null],
    ]);
    expect(await bayOn(id)).to.include({ status: 'ACTIVE', accessible: null });
  });

  it("a station area's capabilities changed ahead hold from their date only, in reads and searches, until cancelled", async () => {
    const code = uniqueCode('SA');
    const id = await created('/referential/v1/station-areas', { code, name: 'Pôle d’échanges' });
    const path = `/referential/v1/station-areas/${id}`;
    const from = daysFromToday(15);
    const eve = dayBefore(from);
    const changed = await officer.put(`${path}/capabilities`, {
      accessible: true,
      maxVehicleLengthM: 15,
      maxVehicleHeightM: null,
      vehicleCategories: [],
      effectiveFrom: from,
    });
    expect(changed.status, changed.text).to.equal(200);
    expect(changed.body.capabilities).to.include({ accessible: true, maxVehicleLengthM: 15 });
    const capabilitiesOn = async (at?: string) =>
      (await officer.get(`${path}${at ? `?at=${at}` : ''}`)).body.capabilities as {
        accessible: boolean;
        maxVehicleLengthM: number | null;
      };
    expect(await capabilitiesOn()).to.include({ accessible: false, maxVehicleLengthM: null });
    expect(await capabilitiesOn(eve)).to.include({ accessible: false, maxVehicleLengthM: null });
    expect(await capabilitiesOn(from)).to.include({ accessible: true, maxVehicleLengthM: 15 });
    const found = async (at: string) =>
      (await officer.get(`/referential/v1/station-areas?search=${code}&at=${at}`)).body.data.map(
        (a: { capabilities: { accessible: boolean } }) => a.capabilities.accessible,
      );
    expect(await found(eve)).to.deep.equal([false]);
    expect(await found(from)).to.deep.equal([true]);

    const scheduled = (await timeline(path)).data.find((e) => e.future) as Entry;
    expect(scheduled).to.include({ effectiveFrom: from, effectiveTo: null });
    expect(scheduled.state).to.include({ status: 'ACTIVE', accessible: true });
    expect((await officer.delete(`${path}/timeline/${scheduled.id}`)).status).to.equal(204);
    expect(await capabilitiesOn(from)).to.include({ accessible: false, maxVehicleLengthM: null });
  });

  it("a station and a destination retired ahead, and a checkpoint's controls changed ahead, hold from their date only", async () => {
    const from = daysFromToday(20);
    const eve = dayBefore(from);
    for (const family of ['stations', 'destinations']) {
      const code = uniqueCode('R');
      const id = await created(`/referential/v1/${family}`, { code, name: 'Lycée' });
      const path = `/referential/v1/${family}/${id}`;
      const retired = await officer.post(`${path}/retirement`, { reason: 'works', effectiveFrom: from });
      expect(retired.status, retired.text).to.equal(200);
      expect((await officer.get(path)).body.status).to.equal('ACTIVE');
      expect((await officer.get(`${path}?at=${eve}`)).body.status).to.equal('ACTIVE');
      expect((await officer.get(`${path}?at=${from}`)).body).to.include({
        status: 'RETIRED',
        retirementReason: 'works',
      });
      const listed = await officer.get(`/referential/v1/${family}?search=${code}&status=RETIRED&at=${from}`);
      expect(listed.body.data.map((r: { id: string }) => r.id)).to.deep.equal([id]);
      const scheduled = (await timeline(path)).data.find((e) => e.future) as Entry;
      expect((await officer.delete(`${path}/timeline/${scheduled.id}`)).status).to.equal(204);
      expect((await officer.get(`${path}?at=${from}`)).body.status).to.equal('ACTIVE');
    }
    const checkpoint = await created('/referential/v1/checkpoints', {
      code: uniqueCode('CP'),
      name: 'Barrière',
    });
    const path = `/referential/v1/checkpoints/${checkpoint}`;
    const changed = await officer.put(`${path}/capabilities`, {
      entryControl: true,
      exitControl: false,
      boardingControl: true,
      effectiveFrom: from,
    });
    expect(changed.status, changed.text).to.equal(200);
    expect((await officer.get(`${path}?at=${eve}`)).body.capabilities).to.include({ entryControl: false });
    expect((await officer.get(`${path}?at=${from}`)).body.capabilities).to.include({
      entryControl: true,
      boardingControl: true,
    });
    await officer.post(`${path}/retirement`, { reason: 'removed', effectiveFrom: daysFromToday(30) });
    const late = expectProblem(
      await officer.put(`${path}/capabilities`, {
        entryControl: false,
        exitControl: false,
        boardingControl: false,
        effectiveFrom: daysFromToday(31),
      }),
      422,
      'history-record-retired',
    );
    expect(late.errors?.map((e: { field: string }) => e.field)).to.deep.equal(['body.effectiveFrom']);
  });

  it('a line retired from a future date runs until the day before, is RETIRED from it, and the retirement can be cancelled', async () => {
    const code = uniqueCode('L');
    const id = await created('/referential/v1/lines', { code, name: 'Ligne express' });
    const path = `/referential/v1/lines/${id}`;
    expect((await officer.post(`${path}/activation`)).status).to.equal(200);
    const from = daysFromToday(45);
    const eve = dayBefore(from);
    const retired = await officer.post(`${path}/retirement`, {
      reason: 'replaced by a tram',
      effectiveFrom: from,
    });
    expect(retired.status, retired.text).to.equal(200);
    expect(retired.body).to.include({ status: 'RETIRED', retirementReason: 'replaced by a tram' });
    const lineOn = async (at?: string) =>
      (await officer.get(`${path}${at ? `?at=${at}` : ''}`)).body as {
        status: string;
        retirementReason: string | null;
      };
    expect(await lineOn()).to.include({ status: 'ACTIVE', retirementReason: null });
    expect((await lineOn(eve)).status).to.equal('ACTIVE');
    expect(await lineOn(from)).to.include({ status: 'RETIRED', retirementReason: 'replaced by a tram' });
    const search = async (at: string, status: string) =>
      (await officer.get(`/referential/v1/lines?search=${code}&status=${status}&at=${at}`)).body.data.map(
        (l: { id: string }) => l.id,
      );
    expect(await search(eve, 'ACTIVE')).to.deep.equal([id]);
    expect(await search(from, 'RETIRED')).to.deep.equal([id]);
    expect(await search(from, 'ACTIVE')).to.deep.equal([]);

    // Nothing changes a line from a day it is retired; a change before it is a scheduled conflict.
    const late = expectProblem(
      await officer.post(`${path}/suspension`, { effectiveFrom: daysFromToday(50) }),
      422,
      'history-record-retired',
    );
    expect(late.errors?.map((e: { field: string }) => e.field)).to.deep.equal(['body.effectiveFrom']);
    expectProblem(
      await officer.post(`${path}/suspension`, { effectiveFrom: daysFromToday(40) }),
      409,
      'history-change-scheduled',
    );

    const line = await timeline(path);
    const scheduled = line.data.find((e) => e.future) as Entry;
    expect(scheduled).to.include({ effectiveFrom: from, effectiveTo: null });
    expect((await officer.delete(`${path}/timeline/${scheduled.id}`)).status).to.equal(204);
    expect((await lineOn(from)).status).to.equal('ACTIVE');

    // A correction (an inserted period) needs its own permission, and a retirement its reason.
    expectProblem(
      await officer.post(`${path}/timeline`, { effectiveFrom: daysFromToday(10), status: 'SUSPENDED' }),
      403,
      'forbidden',
    );
    // The contract says a RETIRED period needs its reason: a 400 naming the field.
    expectFieldError(
      await historian.post(`${path}/timeline`, { effectiveFrom: daysFromToday(10), status: 'RETIRED' }),
      'body.retirementReason',
    );
  });

  it('offers the bay timeline, a decommissioning ahead and its cancellation as MCP tools', async () => {
    const areaId = await area();
    const id = await bay(areaId);
    const client = await connectMcp(
      `${platform.gateway.url}/mcp`,
      mintToken([...NETWORK_PERMISSIONS, ...BAY_HISTORY, ...AREA_HISTORY]),
    );
    const tools = (await client.listTools()).tools.map((t) => t.name);
    expect(tools).to.include.members([
      'getBayTimeline',
      'cancelBayChange',
      'correctBayPeriod',
      'insertBayPeriod',
      'endBayPeriod',
      'getLineTimeline',
      'cancelLineChange',
      'getStationAreaTimeline',
      'insertStationAreaPeriod',
    ]);
    const from = daysFromToday(60);
    const decommissioned = await client.callTool({
      name: 'decommissionBay',
      arguments: { id, body: { effectiveFrom: from } },
    });
    expect(decommissioned.isError, JSON.stringify(decommissioned.content)).to.not.equal(true);
    const read = async (at: string) =>
      (
        (await client.callTool({ name: 'getBay', arguments: { id, at } })).structuredContent as {
          status: string;
        }
      ).status;
    expect(await read(dayBefore(from))).to.equal('ACTIVE');
    expect(await read(from)).to.equal('DECOMMISSIONED');
    const line = (await client.callTool({ name: 'getBayTimeline', arguments: { id } })).structuredContent as {
      data: Entry[];
    };
    const scheduled = line.data.find((e) => e.future) as Entry;
    const cancelled = await client.callTool({
      name: 'cancelBayChange',
      arguments: { id, periodId: scheduled.id },
    });
    expect(cancelled.isError, JSON.stringify(cancelled.content)).to.not.equal(true);
    expect(await read(from)).to.equal('ACTIVE');
    await client.close();
  });
});
