/**
 * The "Must show" scenarios of the referential and rules issues, played through the gateway
 * in front of the three running services, as an operator's client would.
 */
import { expect } from 'chai';
import {
  connectMcp,
  daysFromToday,
  expectFieldError,
  expectProblem,
  mintToken,
  today,
  uniqueCode,
} from '@transport/platform/testing';
import { startPlatform, type Platform } from '@transport/platform/testing/platform';

describe('must-show scenarios through the gateway', () => {
  let platform: Platform;

  before(async function () {
    // The first platform of a run also loads the services' code.
    this.timeout(60_000);
    platform = await startPlatform();
  });
  after(() => platform?.close());

  it('a carrier goes PENDING, ACTIVE, SUSPENDED, ACTIVE; its payout details, requested by one person and approved by another, from a date close the earlier ones the day before, visible only with the beneficiary permission', async () => {
    const staff = platform.as(['referential.carriers:read', 'referential.carriers:write']);
    // alice may request and approve changes, but never her own.
    const treasury = platform.as(
      [
        'referential.beneficiaries:read',
        'referential.beneficiaries:write',
        'referential.beneficiaries:approve',
      ],
      'alice',
    );
    const controller = platform.as(
      ['referential.beneficiaries:read', 'referential.beneficiaries:approve'],
      'bob',
    );
    const code = uniqueCode('NORD');
    const registered = await staff.post('/referential/v1/carriers', {
      code,
      name: 'Cars du Nord',
      ticketingModel: 'NETWORK',
    });
    expect(registered.status).to.equal(201);
    const id = registered.body.id as string;
    const states = [(await staff.get(`/referential/v1/carriers/by-code/${code}`)).body.status];
    states.push((await staff.post(`/referential/v1/carriers/${id}/activation`)).body.status);
    states.push(
      (await staff.post(`/referential/v1/carriers/${id}/suspension`, { reason: 'insurance lapsed' })).body
        .status,
    );
    states.push((await staff.post(`/referential/v1/carriers/${id}/reactivation`)).body.status);
    expect(states).to.deep.equal(['PENDING', 'ACTIVE', 'SUSPENDED', 'ACTIVE']);
    expectProblem(
      await staff.post(`/referential/v1/carriers/${id}/reactivation`),
      409,
      'carrier-transition-refused',
    );

    const path = `/referential/v1/carriers/${id}/beneficiaries`;
    const from = daysFromToday(40);
    const first = {
      holderName: 'Cars du Nord SA',
      accountIdentifier: 'FR1420041010050500013M02606',
      effectiveFrom: today(),
    };
    const second = {
      holderName: 'Cars du Nord SAS',
      accountIdentifier: 'DE89370400440532013000',
      effectiveFrom: from,
    };
    for (const details of [first, second]) {
      const requested = await treasury.post(path, details);
      expect(requested.status).to.equal(201);
      const change = requested.headers.get('location') as string;
      // Dual control: the requester may not approve; someone else does.
      expectProblem(await treasury.post(`${change}/approve`), 403, 'beneficiary-change-self-approval');
      expect((await controller.post(`${change}/approve`)).body.status).to.equal('APPROVED');
    }
    const history = await treasury.get(path);
    expect(
      history.body.data.map((b: { effectiveFrom: string; effectiveTo: string | null }) => [
        b.effectiveFrom,
        b.effectiveTo,
      ]),
    ).to.deep.equal([
      [from, null],
      [today(), daysFromToday(39)],
    ]);
    expect((await treasury.get(`${path}/effective?at=${daysFromToday(39)}`)).body).to.include({
      holderName: 'Cars du Nord SA',
      accountIdentifier: 'FR14****2606',
    });
    expect((await treasury.get(`${path}/effective?at=${from}`)).body.holderName).to.equal('Cars du Nord SAS');

    expectProblem(await staff.get(path), 403, 'forbidden');
    expectProblem(await staff.get(`${path}/effective`), 403, 'forbidden');
    const carrier = await staff.get(`/referential/v1/carriers/${id}`);
    expect(JSON.stringify(carrier.body)).to.not.match(/FR14|DE89|holderName|accountIdentifier/);
  });

  it('a payout change by alice is pending with the old IBAN in force; alice cannot approve her own; bob approves; from its date the new one is in force: over HTTP and over MCP', async () => {
    const staff = platform.as(['referential.carriers:read', 'referential.carriers:write']);
    const ALICE = [
      'referential.beneficiaries:read',
      'referential.beneficiaries:write',
      'referential.beneficiaries:approve',
    ];
    const BOB = ['referential.beneficiaries:read', 'referential.beneficiaries:approve'];
    const alice = platform.as(ALICE, 'alice');
    const bob = platform.as(BOB, 'bob');
    const from = daysFromToday(10);
    const carrierWithDetails = async (name: string) => {
      const registered = await staff.post('/referential/v1/carriers', {
        code: uniqueCode('PAY'),
        name,
        ticketingModel: 'NETWORK',
      });
      expect(registered.status, registered.text).to.equal(201);
      const id = registered.body.id as string;
      const first = await alice.post(`/referential/v1/carriers/${id}/beneficiaries`, {
        holderName: name,
        accountIdentifier: 'FR1420041010050500013M02606',
        effectiveFrom: today(),
      });
      expect(first.status, first.text).to.equal(201);
      expect((await bob.post(`${first.headers.get('location')}/approve`)).status).to.equal(200);
      return id;
    };

    // Over HTTP.
    const overHttp = await carrierWithDetails('Autocars des Alpes');
    const path = `/referential/v1/carriers/${overHttp}/beneficiaries`;
    const requested = await alice.post(path, {
      holderName: 'Autocars des Alpes',
      accountIdentifier: 'DE89370400440532013000',
      effectiveFrom: from,
    });
    expect(requested.status, requested.text).to.equal(201);
    const change = requested.headers.get('location') as string;
    const changeId = change.split('/').pop();
    const pending = await alice.get(`${path}/effective?at=${from}`);
    expect(pending.body).to.include({ accountIdentifier: 'FR14****2606', effectiveTo: null });
    expect(pending.body.pendingChange).to.include({
      id: changeId,
      effectiveFrom: from,
      requestedBy: 'alice',
    });
    expect((await bob.get(change)).body).to.include({ status: 'PENDING', accountIdentifier: 'DE89****3000' });
    expectProblem(await alice.post(`${change}/approve`), 403, 'beneficiary-change-self-approval');
    expect((await bob.get(change)).body.status).to.equal('PENDING');
    const approved = await bob.post(`${change}/approve`);
    expect(approved.body).to.include({ status: 'APPROVED', decidedBy: 'bob', appliedFrom: from });
    expect((await alice.get(`${path}/effective?at=${daysFromToday(9)}`)).body).to.include({
      accountIdentifier: 'FR14****2606',
    });
    expect((await alice.get(`${path}/effective?at=${from}`)).body).to.include({
      accountIdentifier: 'DE89****3000',
      pendingChange: null,
    });

    // Over MCP, through the gateway.
    const overMcp = await carrierWithDetails('Cars du Vercors');
    const aliceAgent = await connectMcp(`${platform.gateway.url}/mcp`, mintToken(ALICE, 'alice'));
    const bobAgent = await connectMcp(`${platform.gateway.url}/mcp`, mintToken(BOB, 'bob'));
    try {
      const effective = async (at: string) =>
        (await aliceAgent.callTool({ name: 'getEffectiveBeneficiary', arguments: { id: overMcp, at } }))
          .structuredContent as Record<string, unknown>;
      const recorded = await aliceAgent.callTool({
        name: 'recordBeneficiary',
        arguments: {
          id: overMcp,
          body: {
            holderName: 'Cars du Vercors',
            accountIdentifier: 'GB82WEST12345698765432',
            effectiveFrom: from,
          },
        },
      });
      expect(recorded.isError ?? false, JSON.stringify(recorded.content)).to.equal(false);
      const waiting = await effective(from);
      expect(waiting).to.include({ accountIdentifier: 'FR14****2606' });
      const waitingId = (waiting.pendingChange as { id: string; requestedBy: string }).id;
      expect(waiting.pendingChange).to.include({ requestedBy: 'alice', effectiveFrom: from });
      const own = await aliceAgent.callTool({
        name: 'approveBeneficiaryChange',
        arguments: { id: overMcp, changeId: waitingId },
      });
      expect(own.isError).to.equal(true);
      expect(own.structuredContent).to.include({ status: 403, code: 'beneficiary-change-self-approval' });
      expect((await effective(from)).pendingChange).to.include({ id: waitingId });
      const byBob = await bobAgent.callTool({
        name: 'approveBeneficiaryChange',
        arguments: { id: overMcp, changeId: waitingId },
      });
      expect(byBob.structuredContent).to.include({ status: 'APPROVED', decidedBy: 'bob', appliedFrom: from });
      expect(await effective(daysFromToday(9))).to.include({ accountIdentifier: 'FR14****2606' });
      expect(await effective(from)).to.include({ accountIdentifier: 'GB82****5432', pendingChange: null });
    } finally {
      await aliceAgent.close();
      await bobAgent.close();
    }
  });

  it('a read without the reveal permission shows a masked IBAN; a reveal needs a reason and is listed with who and why: over HTTP and over MCP', async () => {
    const staff = platform.as(['referential.carriers:read', 'referential.carriers:write']);
    const alice = platform.as(['referential.beneficiaries:read', 'referential.beneficiaries:write'], 'alice');
    const bob = platform.as(['referential.beneficiaries:approve'], 'bob');
    const carol = platform.as(['referential.beneficiaries:reveal'], 'carol');
    const registered = await staff.post('/referential/v1/carriers', {
      code: uniqueCode('RVL'),
      name: 'Cars du Léman',
      ticketingModel: 'NETWORK',
    });
    expect(registered.status, registered.text).to.equal(201);
    const path = `/referential/v1/carriers/${registered.body.id as string}`;
    const requested = await alice.post(`${path}/beneficiaries`, {
      holderName: 'Cars du Léman',
      accountIdentifier: 'FR1420041010050500013M02606',
      effectiveFrom: today(),
    });
    expect((await bob.post(`${requested.headers.get('location')}/approve`)).status).to.equal(200);

    const read = await alice.get(`${path}/beneficiaries/effective`);
    expect(read.body.accountIdentifier).to.equal('FR14****2606');
    expect(read.text).not.to.contain('FR1420041010050500013M02606');
    const revealPath = `${path}/beneficiaries/${read.body.id as string}/reveal`;
    expectProblem(await alice.post(revealPath, { reason: 'checking' }), 403, 'forbidden');
    expectFieldError(await carol.post(revealPath, {}), 'body.reason');
    const revealed = await carol.post(revealPath, { reason: 'Payout returned by the bank' });
    expect(revealed.body.accountIdentifier).to.equal('FR1420041010050500013M02606');
    const listed = await alice.get(`${path}/payout-reveals`);
    expect(
      listed.body.data.map((r: Record<string, unknown>) => [r.revealedBy, r.reason, r.beneficiaryId]),
    ).to.deep.equal([['carol', 'Payout returned by the bank', read.body.id]]);

    // Over MCP, through the gateway: the same masked read, the same refusals, the same record.
    const ALICE = ['referential.beneficiaries:read', 'referential.beneficiaries:write'];
    const aliceAgent = await connectMcp(`${platform.gateway.url}/mcp`, mintToken(ALICE, 'alice'));
    const carolAgent = await connectMcp(
      `${platform.gateway.url}/mcp`,
      mintToken(['referential.beneficiaries:reveal'], 'carol'),
    );
    try {
      const carrierId = registered.body.id as string;
      const effective = await aliceAgent.callTool({
        name: 'getEffectiveBeneficiary',
        arguments: { id: carrierId },
      });
      expect(effective.structuredContent).to.include({
        id: read.body.id,
        accountIdentifier: 'FR14****2606',
      });
      expect(JSON.stringify(effective)).not.to.contain('FR1420041010050500013M02606');
      // Without the reveal permission the tool is not offered, and calling it is refused as over HTTP.
      expect((await aliceAgent.listTools()).tools.map((t) => t.name)).to.not.include(
        'revealBeneficiaryAccount',
      );
      const reveal = { id: carrierId, beneficiaryId: read.body.id as string };
      const refused = await aliceAgent.callTool({
        name: 'revealBeneficiaryAccount',
        arguments: { ...reveal, body: { reason: 'checking' } },
      });
      expect(refused.isError).to.equal(true);
      expect(refused.structuredContent).to.include({ status: 403, code: 'forbidden' });
      expect(JSON.stringify(refused)).not.to.contain('FR1420041010050500013M02606');
      const unreasoned = await carolAgent.callTool({
        name: 'revealBeneficiaryAccount',
        arguments: { ...reveal, body: {} },
      });
      expect(unreasoned.isError).to.equal(true);
      const problem = unreasoned.structuredContent as { status: number; errors: { field: string }[] };
      expect(problem.status).to.equal(400);
      expect(problem.errors.map((e) => e.field)).to.include('body.reason');
      const revealedByAgent = await carolAgent.callTool({
        name: 'revealBeneficiaryAccount',
        arguments: { ...reveal, body: { reason: 'Agent checking a returned payout' } },
      });
      expect(revealedByAgent.isError ?? false, JSON.stringify(revealedByAgent.content)).to.equal(false);
      expect(revealedByAgent.structuredContent).to.include({
        accountIdentifier: 'FR1420041010050500013M02606',
      });
      const reveals = await aliceAgent.callTool({ name: 'listPayoutReveals', arguments: { id: carrierId } });
      expect(
        (reveals.structuredContent as { data: Record<string, unknown>[] }).data.map((r) => [
          r.revealedBy,
          r.reason,
        ]),
      ).to.deep.equal([
        ['carol', 'Agent checking a returned payout'],
        ['carol', 'Payout returned by the bank'],
      ]);
    } finally {
      await aliceAgent.close();
      await carolAgent.close();
    }
  });

  it('a line with a four-stop itinerary takes a schedule whose last call is after midnight with dayOffset 1; the same sequence with a stop missing is refused with 422 and the stop times stay', async () => {
    const staff = platform.as(
      ['stations', 'destinations', 'lines', 'schedules'].flatMap((r) => [
        `referential.${r}:read`,
        `referential.${r}:write`,
      ]),
    );
    const created = async (path: string, body: unknown) => {
      const response = await staff.post(path, body);
      expect(response.status, response.text).to.equal(201);
      return response.body.id as string;
    };
    const stations = [];
    for (const name of ['Lyon', 'Vienne', 'Valence', 'Avignon']) {
      stations.push(
        await created('/referential/v1/stations', { code: uniqueCode(name.toUpperCase()), name }),
      );
    }
    const destinationId = await created('/referential/v1/destinations', {
      code: uniqueCode('AVI'),
      name: 'Avignon',
    });
    const lineId = await created('/referential/v1/lines', { code: uniqueCode('N'), name: 'Night line' });
    expect((await staff.post(`/referential/v1/lines/${lineId}/activation`)).status).to.equal(200);
    const itineraryId = await created(`/referential/v1/lines/${lineId}/itineraries`, {
      code: 'OUT',
      name: 'Southbound',
      destinationId,
      callingPoints: stations.map((stationId) => ({ stationId })),
    });
    const scheduleId = await created('/referential/v1/schedules', {
      code: uniqueCode('S'),
      lineId,
      itineraryId,
      validFrom: daysFromToday(1),
      validTo: daysFromToday(366),
      daysOfWeek: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
    });
    const calls = [
      { stopId: stations[0], dayOffset: 0, departureTime: '23:10' },
      { stopId: stations[1], dayOffset: 0, arrivalTime: '23:38', departureTime: '23:40' },
      { stopId: stations[2], dayOffset: 1, arrivalTime: '00:25', departureTime: '00:27' },
      { stopId: stations[3], dayOffset: 1, arrivalTime: '01:30' },
    ];
    const stopTimes = `/referential/v1/schedules/${scheduleId}/stop-times`;
    const accepted = await staff.put(stopTimes, { calls });
    expect(accepted.status, accepted.text).to.equal(204);
    const before = (await staff.get(stopTimes)).body.calls;
    expect(before.map((c: { dayOffset: number }) => c.dayOffset)).to.deep.equal([0, 0, 1, 1]);

    const refused = await staff.put(stopTimes, { calls: calls.filter((_, i) => i !== 2) });
    const problem = expectProblem(refused, 422, 'stop-times-invalid');
    expect(problem.errors?.[0]?.field).to.equal('body.calls.2.stopId');
    expect((await staff.get(stopTimes)).body.calls).to.deep.equal(before);
  });

  it('a rule version created, approved by another user and activated resolves after its effective instant; before it, the earlier version resolves', async () => {
    const everything = [
      'rules.rules:read',
      'rules.rules:write',
      'rules.rules:resolve',
      'rules.rule-versions:read',
      'rules.rule-versions:write',
      'rules.rule-versions:approve',
      'rules.rule-versions:activate',
    ];
    const alice = platform.as(everything, 'alice');
    const bob = platform.as(everything, 'bob');
    const rule = await alice.post('/rules/v1/rules', {
      domain: 'BAY_DWELL_TIME',
      code: uniqueCode('DW'),
      name: 'Dwell at bays',
    });
    expect(rule.status).to.equal(201);
    const ruleId = rule.body.id as string;
    // The scope names a station of the registry: rules checks its code there.
    const stationCode = uniqueCode('LYS');
    const station = await platform
      .as(['referential.stations:write'])
      .post('/referential/v1/stations', { code: stationCode, name: 'Lyon Saint-Exupéry' });
    expect(station.status, station.text).to.equal(201);
    const scope = { type: 'STATION', subjects: { station: stationCode } };
    const publish = async (instant: string, minutes: number) => {
      const version = await alice.post(`/rules/v1/rules/${ruleId}/versions`, {
        scope,
        effectiveInput: { instant },
        content: { minutes, overstayAction: 'NOTIFY_CONTROL_ROOM' },
      });
      expect(version.status, version.text).to.equal(201);
      const id = version.body.id as string;
      expectProblem(
        await alice.post(`/rules/v1/rule-versions/${id}/approval`),
        403,
        'rule-version-self-approval',
      );
      expect((await bob.post(`/rules/v1/rule-versions/${id}/approval`)).body).to.include({
        state: 'APPROVED',
        approvedBy: 'bob',
      });
      // Both instants are past: the activation says it rewrites the answers given since.
      expect(
        (await bob.post(`/rules/v1/rule-versions/${id}/activate`, { retroactive: true })).body,
      ).to.include({
        state: 'ACTIVE',
        activatedBy: 'bob',
        retroactive: true,
      });
      return id;
    };
    const [first, switched] = [daysFromToday(-300), daysFromToday(-150)];
    const earlier = await publish(`${first}T00:00:00Z`, 8);
    const later = await publish(`${switched}T04:00:00Z`, 12);
    const resolve = (at: string) => alice.post(`/rules/v1/rules/${ruleId}/resolution`, { at, scope });
    const after = await resolve(`${switched}T04:00:01Z`);
    expect(after.status).to.equal(200);
    expect(after.body.version).to.include({ id: later, versionNumber: 2 });
    expect(after.body.version.content).to.deep.equal({ minutes: 12, overstayAction: 'NOTIFY_CONTROL_ROOM' });
    const before = await resolve(`${switched}T03:59:59Z`);
    expect(before.body.version).to.include({ id: earlier, versionNumber: 1 });
    expectProblem(await resolve(`${daysFromToday(-301)}T23:59:59Z`), 404, 'rule-version-not-resolved');
  });
});
