/**
 * The valid time of the registry's links through the gateway: an authorization's holder, vehicles
 * and lines, a line's operators and a coordination's members are dated rows like a record's
 * state (ADR 0036). A link recorded ahead shows from its date only and can be cancelled before
 * it; a past date is only a correction, each mode under its own permission, and recorded by the
 * audit trail; each link's periods read as a timeline with its gaps; a withdrawal recorded ahead
 * bounds the authorization's links from its first day only.
 */
import { expect } from 'chai';
import {
  connectMcp,
  daysFromToday as d,
  expectProblem,
  mintToken,
  type ApiClient,
} from '@transport/platform/testing';
import { startPlatform, type Platform } from '@transport/platform/testing/platform';
import { dayAfter, dayBefore } from '@transport/platform';
import {
  REGISTRY_OFFICER,
  assignHolder,
  createLine,
  declareAuthorization,
} from './authorizations-fixtures.ts';
import { declareCategory, registerCarrier, registerVehicle } from './carriers-fixtures.ts';
import { uniqueCode } from './fixtures.ts';

/** The three correction modes' permissions of a resource. */
const corrections = (resource: string) =>
  ['correct-period', 'insert-period', 'end-period'].map((mode) => `referential.${resource}:${mode}`);
/** Everything a registry clerk does, without any correction of the history. */
const CLERK = REGISTRY_OFFICER.filter((permission) => !permission.endsWith('-period'));
const A = '/referential/v1/authorizations';

interface Entry {
  id: string | null;
  effectiveFrom: string;
  effectiveTo: string | null;
  gap: boolean;
  current: boolean;
  future: boolean;
  state?: { carrierId: string } | null;
}
interface Problem {
  errors?: { field: string }[];
  detail?: string;
}
const fieldsOf = (problem: Problem) => problem.errors?.map((e) => e.field);

describe('valid time of the links through the gateway', function () {
  let platform: Platform;
  let clerk: ApiClient;
  let historian: ApiClient;

  this.timeout(90_000);

  before(async function () {
    // The first platform of a run also loads the services' code: slow on a loaded machine.
    this.timeout(180_000);
    platform = await startPlatform();
    clerk = platform.as(CLERK);
    historian = platform.as([
      ...CLERK,
      ...corrections('authorizations'),
      ...corrections('lines'),
      ...corrections('coordinations'),
    ]);
  });
  after(() => platform?.close());

  const timeline = async (path: string) => {
    const answer = await clerk.get(path);
    expect(answer.status, answer.text).to.equal(200);
    return answer.body as { data: Entry[]; total: number };
  };
  const holdersOn = async (id: string, at: string) =>
    (await clerk.get(`${A}/holders?transportAuthorizationId=${id}&at=${at}`)).body.data.map(
      (h: { carrierId: string }) => h.carrierId,
    );
  const created = (answer: { status: number; text: string; body: { id: string } }) => {
    expect(answer.status, answer.text).to.equal(201);
    return answer.body.id;
  };

  it("an authorization's holder recorded ahead holds from its date only, until cancelled", async () => {
    const id = await declareAuthorization(clerk);
    const [x, y] = [await registerCarrier(clerk), await registerCarrier(clerk)];
    const start = d(2);
    const from = d(30);
    created(await assignHolder(clerk, id, x.id, start));
    const handedOver = created(await assignHolder(clerk, id, y.id, from));

    expect(await holdersOn(id, dayBefore(from))).to.deep.equal([x.id]);
    expect(await holdersOn(id, from)).to.deep.equal([y.id]);
    const path = `${A}/authorizations/${id}/holders/timeline`;
    expect(
      (await timeline(path)).data.map((e) => [e.state?.carrierId, e.effectiveFrom, e.effectiveTo, e.future]),
    ).to.deep.equal([
      [x.id, start, dayBefore(from), true],
      [y.id, from, null, true],
    ]);

    // Cancelled before it starts: the holder before it holds on, as before the assignment.
    expect((await clerk.delete(`${path}/${handedOver}`)).status).to.equal(204);
    expect(await holdersOn(id, from)).to.deep.equal([x.id]);
    expect((await timeline(path)).data.map((e) => [e.state?.carrierId, e.effectiveTo])).to.deep.equal([
      [x.id, null],
    ]);
  });

  it('a holder from a past day is only a correction, each mode under its own permission, recorded by the audit trail', async () => {
    const id = await declareAuthorization(clerk, { validFrom: d(-90) });
    const [x, y, z] = [
      await registerCarrier(clerk),
      await registerCarrier(clerk),
      await registerCarrier(clerk),
    ];
    const path = `${A}/authorizations/${id}/holders/timeline`;

    const past = expectProblem(await assignHolder(clerk, id, x.id, d(-60)), 422, 'history-change-in-past');
    expect(fieldsOf(past)).to.deep.equal(['body.effectiveFrom']);
    const forbidden = expectProblem(
      await clerk.post(path, { effectiveFrom: d(-60), carrierId: x.id }),
      403,
      'forbidden',
    );
    expect(forbidden.detail).to.contain('referential.authorizations:insert-period');
    expect((await timeline(path)).total).to.equal(0);

    // Inserted in a gap, a holder holds on; inserted within a holding, it splits it there.
    const first = created(await historian.post(path, { effectiveFrom: d(-60), carrierId: x.id }));
    const second = created(await historian.post(path, { effectiveFrom: d(-20), carrierId: y.id }));
    // Ended without a successor, the first holding leaves a gap.
    expectProblem(await clerk.post(`${path}/${first}/end`, { effectiveTo: d(-40) }), 403, 'forbidden');
    const ended = await historian.post(`${path}/${first}/end`, { effectiveTo: d(-40) });
    expect(ended.status, ended.text).to.equal(200);
    expect(ended.body).to.deep.include({ effectiveTo: d(-40), state: { carrierId: x.id } });
    expect(
      (await timeline(path)).data.map((e) => [
        e.gap,
        e.state?.carrierId ?? null,
        e.effectiveFrom,
        e.effectiveTo,
        e.current,
      ]),
    ).to.deep.equal([
      [false, x.id, d(-60), d(-40), false],
      [true, null, d(-39), d(-21), false],
      [false, y.id, d(-20), null, true],
    ]);
    expect(await holdersOn(id, d(-30))).to.deep.equal([]);

    // Corrected in place: the second holder was z, from five days earlier. Another mode's
    // permission does not allow it.
    expectProblem(
      await platform
        .as([...CLERK, 'referential.authorizations:insert-period', 'referential.authorizations:end-period'])
        .post(`${path}/${second}/correction`, { effectiveFrom: d(-25), carrierId: z.id }),
      403,
      'forbidden',
    );
    const corrected = await historian.post(`${path}/${second}/correction`, {
      effectiveFrom: d(-25),
      carrierId: z.id,
    });
    expect(corrected.status, corrected.text).to.equal(200);
    expect(corrected.body).to.deep.include({ effectiveFrom: d(-25), state: { carrierId: z.id } });
    expect(await holdersOn(id, d(-25))).to.deep.equal([z.id]);

    // A correction overlapping another holding is refused naming the field, and writes nothing.
    const overlap = expectProblem(
      await historian.post(`${path}/${second}/correction`, { effectiveFrom: d(-50) }),
      422,
      'history-row-overlaps',
    );
    expect(fieldsOf(overlap)).to.deep.equal(['body.effectiveFrom']);
    expect(await holdersOn(id, d(-25))).to.deep.equal([z.id]);

    const changes = await clerk.get(`${A}/authorizations/${id}/changes?size=100`);
    expect(changes.status, changes.text).to.equal(200);
    const operations = (changes.body.data as { part: string; operation: string }[])
      .filter((c) => c.part === 'authorizationHolders')
      .map((c) => c.operation);
    expect(operations).to.include.members([
      'insertAuthorizationHolderPeriod',
      'endAuthorizationHolderPeriod',
      'correctAuthorizationHolderPeriod',
    ]);
  });

  it("a line's operator recorded ahead operates from its date only, can be cancelled, and its timeline shows the gaps", async () => {
    const lineId = await createLine(clerk);
    const carrierId = (await registerCarrier(clerk)).id;
    const operators = `/referential/v1/lines/${lineId}/operators`;
    const path = `${operators}/${carrierId}/timeline`;
    const operatorsOn = async (at: string) =>
      (await clerk.get(`${operators}?at=${at}`)).body.data.map((o: { carrierId: string }) => o.carrierId);

    const from = d(20);
    const to = d(60);
    const first = created(await clerk.post(operators, { carrierId, effectiveFrom: from, effectiveTo: to }));
    expect(await operatorsOn(dayBefore(from))).to.deep.equal([]);
    expect(await operatorsOn(from)).to.deep.equal([carrierId]);
    expect(await operatorsOn(to)).to.deep.equal([carrierId]);
    expect(await operatorsOn(dayAfter(to))).to.deep.equal([]);
    expect(
      (await timeline(path)).data.map((e) => [e.gap, e.effectiveFrom, e.effectiveTo, e.future]),
    ).to.deep.equal([
      [false, from, to, true],
      [true, dayAfter(to), null, true],
    ]);

    // A later period, then the first cancelled before it starts: its gap comes back, the later kept.
    const later = created(await clerk.post(operators, { carrierId, effectiveFrom: d(90) }));
    expect((await clerk.delete(`${path}/${first}`)).status).to.equal(204);
    expect(await operatorsOn(from)).to.deep.equal([]);
    expect((await timeline(path)).data.map((e) => [e.id, e.effectiveFrom, e.effectiveTo])).to.deep.equal([
      [later, d(90), null],
    ]);
    expectProblem(
      await clerk.delete(`${path}/00000000-0000-4000-8000-000000000000`),
      404,
      'history-row-not-found',
    );

    // A period in the past is refused, and is a correction with its own permission.
    const past = expectProblem(
      await clerk.post(operators, { carrierId, effectiveFrom: d(-30) }),
      422,
      'history-change-in-past',
    );
    expect(fieldsOf(past)).to.deep.equal(['body.effectiveFrom']);
    expectProblem(await clerk.post(path, { effectiveFrom: d(-30), effectiveTo: d(-10) }), 403, 'forbidden');
    const inserted = created(await historian.post(path, { effectiveFrom: d(-30), effectiveTo: d(-10) }));
    expect(await operatorsOn(d(-20))).to.deep.equal([carrierId]);
    expectProblem(await clerk.delete(`${path}/${inserted}`), 409, 'history-row-in-force');

    // Its first and last days corrected in place.
    expectProblem(
      await clerk.post(`${path}/${inserted}/correction`, { effectiveFrom: d(-35) }),
      403,
      'forbidden',
    );
    const corrected = await historian.post(`${path}/${inserted}/correction`, {
      effectiveFrom: d(-35),
      effectiveTo: d(-5),
    });
    expect(corrected.status, corrected.text).to.equal(200);
    expect(corrected.body).to.include({ id: inserted, effectiveFrom: d(-35), effectiveTo: d(-5) });

    // The later period ended without a successor.
    expectProblem(await clerk.post(`${path}/${later}/end`, { effectiveTo: d(120) }), 403, 'forbidden');
    const ended = await historian.post(`${path}/${later}/end`, { effectiveTo: d(120) });
    expect(ended.status, ended.text).to.equal(200);
    const entries = (await timeline(path)).data;
    expect(entries.map((e) => [e.gap, e.effectiveFrom, e.effectiveTo, e.current, e.future])).to.deep.equal([
      [false, d(-35), d(-5), false, false],
      [true, d(-4), d(89), true, false],
      [false, d(90), d(120), false, true],
      [true, d(121), null, false, true],
    ]);
    const paged = await clerk.get(`${path}?size=1&page=2`);
    expect(paged.body).to.include({ total: 4, page: 2, size: 1 });
    expect(paged.body.data[0]).to.include({ id: later, effectiveTo: d(120) });

    const changes = await clerk.get(`/referential/v1/lines/${lineId}/changes?size=100`);
    const written = (changes.body.data as { part: string; operation: string; action: string }[])
      .filter((c) => c.part === 'lineOperators')
      .map((c) => [c.operation, c.action]);
    expect(written).to.deep.include.members([
      ['addLineOperator', 'insert'],
      ['cancelLineOperatorChange', 'delete'],
      ['insertLineOperatorPeriod', 'insert'],
      ['correctLineOperatorPeriod', 'update'],
      ['endLineOperatorPeriod', 'update'],
    ]);
  });

  it("refuses bad input on a line's operators, naming the field, and writes nothing", async () => {
    const lineId = await createLine(clerk);
    const carrierId = (await registerCarrier(clerk)).id;
    const operators = `/referential/v1/lines/${lineId}/operators`;
    const path = `${operators}/${carrierId}/timeline`;
    const first = created(
      await clerk.post(operators, { carrierId, effectiveFrom: d(10), effectiveTo: d(20) }),
    );
    const second = created(
      await clerk.post(operators, { carrierId, effectiveFrom: d(40), effectiveTo: d(50) }),
    );
    const before = (await timeline(path)).data;

    expect(
      fieldsOf(
        expectProblem(
          await clerk.post(operators, { carrierId, effectiveFrom: d(70), effectiveTo: d(65) }),
          422,
          'period-invalid',
        ),
      ),
    ).to.deep.equal(['body.effectiveTo']);
    expect(
      fieldsOf(
        expectProblem(
          await historian.post(path, { effectiveFrom: d(-10), effectiveTo: d(-20) }),
          422,
          'period-invalid',
        ),
      ),
    ).to.deep.equal(['body.effectiveTo']);
    expect(
      fieldsOf(expectProblem(await clerk.get(`${operators}?at=soon`), 400, 'invalid-request')),
    ).to.deep.equal(['query.at']);
    expect(
      fieldsOf(
        expectProblem(
          await historian.post(`${path}/${first}/correction`, { effectiveTo: d(45) }),
          422,
          'history-row-overlaps',
        ),
      ),
    ).to.deep.equal(['body.effectiveTo']);
    expect(
      fieldsOf(
        expectProblem(
          await historian.post(`${path}/${second}/correction`, { effectiveFrom: d(15) }),
          422,
          'history-row-overlaps',
        ),
      ),
    ).to.deep.equal(['body.effectiveFrom']);
    expect(
      fieldsOf(
        expectProblem(
          await historian.post(path, { effectiveFrom: d(30), effectiveTo: d(40) }),
          422,
          'history-row-overlaps',
        ),
      ),
    ).to.deep.equal(['body.effectiveTo']);
    // An operator since last month is ended from yesterday on; an earlier end is a correction.
    const runner = (await registerCarrier(clerk)).id;
    const running = created(
      await historian.post(`${operators}/${runner}/timeline`, { effectiveFrom: d(-30) }),
    );
    expect(
      fieldsOf(
        expectProblem(
          await clerk.post(`${operators}/${running}/end`, { effectiveTo: d(-5) }),
          422,
          'history-change-in-past',
        ),
      ),
    ).to.deep.equal(['body.effectiveTo']);
    expect((await timeline(`${operators}/${runner}/timeline`)).data.map((e) => e.effectiveTo)).to.deep.equal([
      null,
    ]);

    // A line retired from a later day takes no operator from that day.
    const retired = await clerk.post(`/referential/v1/lines/${lineId}/retirement`, {
      reason: 'replaced',
      effectiveFrom: d(100),
    });
    expect(retired.status, retired.text).to.equal(200);
    const other = (await registerCarrier(clerk)).id;
    expect(
      fieldsOf(
        expectProblem(
          await clerk.post(operators, { carrierId: other, effectiveFrom: d(100) }),
          422,
          'history-record-retired',
        ),
      ),
    ).to.deep.equal(['body.effectiveFrom']);

    expect((await timeline(path)).data).to.deep.equal(before);
    expect((await timeline(`${operators}/${other}/timeline`)).total).to.equal(0);
  });

  it('an authorization withdrawn from a later day takes links until the day before, and refuses them from it', async () => {
    const carrier = await registerCarrier(clerk);
    const vehicle = await registerVehicle(clerk, carrier.id, await declareCategory(clerk));
    const lineId = await createLine(clerk);
    const id = await declareAuthorization(clerk);
    const withdrawal = d(30);
    const withdrawn = await clerk.post(`${A}/authorizations/${id}/withdrawal`, {
      reason: 'dossier closed',
      effectiveFrom: withdrawal,
    });
    expect(withdrawn.status, withdrawn.text).to.equal(200);

    // Before the withdrawal, links are taken, and end the day before it.
    created(await assignHolder(clerk, id, carrier.id, d(5)));
    created(
      await clerk.post(`${A}/authorized-vehicles`, {
        transportAuthorizationId: id,
        vehicleId: vehicle.id,
        effectiveFrom: d(5),
      }),
    );
    created(
      await clerk.post(`${A}/authorized-lines`, {
        transportAuthorizationId: id,
        lineId,
        effectiveFrom: d(5),
      }),
    );
    for (const list of ['holders', 'authorized-vehicles', 'authorized-lines']) {
      const periods = await clerk.get(`${A}/${list}?transportAuthorizationId=${id}&history=true`);
      expect(
        periods.body.data.map((p: { effectiveFrom: string; effectiveTo: string | null }) => [
          p.effectiveFrom,
          p.effectiveTo,
        ]),
        list,
      ).to.deep.equal([[d(5), dayBefore(withdrawal)]]);
    }
    expect(await holdersOn(id, withdrawal)).to.deep.equal([]);

    // From the withdrawal on, refused naming the day.
    const other = await registerVehicle(clerk, carrier.id, await declareCategory(clerk));
    const late = expectProblem(
      await clerk.post(`${A}/authorized-vehicles`, {
        transportAuthorizationId: id,
        vehicleId: other.id,
        effectiveFrom: withdrawal,
      }),
      422,
      'history-record-retired',
    );
    expect(fieldsOf(late)).to.deep.equal(['body.effectiveFrom']);
    expect(
      fieldsOf(
        expectProblem(
          await assignHolder(clerk, id, (await registerCarrier(clerk)).id, d(40)),
          422,
          'history-record-retired',
        ),
      ),
    ).to.deep.equal(['body.effectiveFrom']);

    // The withdrawal cancelled, the authorization takes links from that day again.
    const status = await timeline(`${A}/authorizations/${id}/timeline`);
    const scheduled = status.data.find((e) => e.future) as Entry;
    expect((await clerk.delete(`${A}/authorizations/${id}/timeline/${scheduled.id}`)).status).to.equal(204);
    created(
      await clerk.post(`${A}/authorized-vehicles`, {
        transportAuthorizationId: id,
        vehicleId: other.id,
        effectiveFrom: withdrawal,
      }),
    );
  });

  it("a coordination's member recorded ahead shows from its date, and its past is a correction", async () => {
    const id = created(
      await clerk.post('/referential/v1/coordinations', { code: uniqueCode('CO'), name: 'Vallée' }),
    );
    const carrierId = (await registerCarrier(clerk)).id;
    const members = `/referential/v1/coordinations/${id}/members`;
    const path = `${members}/${carrierId}/timeline`;
    const membership = created(await clerk.post(members, { carrierId, effectiveFrom: d(10) }));
    const membersOn = async (at: string) =>
      (await clerk.get(`${members}?at=${at}`)).body.data.map((m: { carrierId: string }) => m.carrierId);
    expect(await membersOn(d(9))).to.deep.equal([]);
    expect(await membersOn(d(10))).to.deep.equal([carrierId]);
    expectProblem(await clerk.post(path, { effectiveFrom: d(-10), effectiveTo: d(-1) }), 403, 'forbidden');
    created(await historian.post(path, { effectiveFrom: d(-10), effectiveTo: d(-1) }));
    expect((await timeline(path)).data.map((e) => [e.gap, e.effectiveFrom, e.effectiveTo])).to.deep.equal([
      [false, d(-10), d(-1)],
      [true, d(0), d(9)],
      [false, d(10), null],
    ]);
    expect((await clerk.delete(`${path}/${membership}`)).status).to.equal(204);
    expect(await membersOn(d(10))).to.deep.equal([]);
  });

  it("offers the links' timelines and corrections as MCP tools, and an operator scheduled and cancelled through them", async () => {
    const client = await connectMcp(
      `${platform.gateway.url}/mcp`,
      mintToken([
        ...CLERK,
        ...corrections('authorizations'),
        ...corrections('lines'),
        ...corrections('coordinations'),
      ]),
    );
    const tools = (await client.listTools()).tools.map((t) => t.name);
    const families = [
      'AuthorizationHolder',
      'AuthorizedVehicle',
      'AuthorizedLine',
      'LineOperator',
      'CoordinationMember',
    ];
    expect(tools).to.include.members(
      families.flatMap((f) => [
        `get${f}Timeline`,
        `cancel${f}Change`,
        `correct${f}Period`,
        `insert${f}Period`,
        `end${f}Period`,
      ]),
    );
    const lineId = await createLine(clerk);
    const carrierId = (await registerCarrier(clerk)).id;
    const from = d(15);
    const added = await client.callTool({
      name: 'addLineOperator',
      arguments: { id: lineId, body: { carrierId, effectiveFrom: from } },
    });
    expect(added.isError, JSON.stringify(added.content)).to.not.equal(true);
    const read = async () =>
      (await client.callTool({ name: 'getLineOperatorTimeline', arguments: { id: lineId, carrierId } }))
        .structuredContent as { data: Entry[]; total: number };
    const [scheduled] = (await read()).data as [Entry];
    expect(scheduled).to.include({ effectiveFrom: from, effectiveTo: null, future: true });
    const cancelled = await client.callTool({
      name: 'cancelLineOperatorChange',
      arguments: { id: lineId, carrierId, periodId: scheduled.id },
    });
    expect(cancelled.isError, JSON.stringify(cancelled.content)).to.not.equal(true);
    expect((await read()).total).to.equal(0);
    await client.close();
  });
});
