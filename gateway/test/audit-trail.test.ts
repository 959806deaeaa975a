/**
 * The audit trail through the gateway: every table of every service records its writes, each
 * record's changes say who changed what and when, and reads as known at an instant answer what
 * the registry said then.
 */
import { expect } from 'chai';
import {
  connectMcp,
  createdId,
  daysFromToday,
  expectFieldError,
  expectProblem,
  mintToken,
  nextYear,
  today,
  uniqueCode,
} from '@transport/platform/testing';
import { startPlatform, type Platform } from '@transport/platform/testing/platform';

const FLEET = [
  'referential.carriers:read',
  'referential.carriers:write',
  'referential.vehicle-categories:write',
  'referential.vehicles:read',
  'referential.vehicles:write',
];

interface Change {
  at: string;
  subject: string | null;
  requestId: string | null;
  operation: string | null;
  action: string;
  part: string;
  fields: { field: string; before: unknown; after: unknown }[];
}

describe('the audit trail', function () {
  // Each case makes a record and changes it several times through the gateway.
  this.timeout(60_000);
  let platform: Platform;

  before(async function () {
    this.timeout(60_000);
    platform = await startPlatform();
  });
  after(() => platform?.close());

  /**
   * A carrier and a category, registered by `subject`; their ids. A refusal or a failure of the
   * setup fails it with the answer's status and body (a run at load 19 once got no id here).
   */
  async function fleet(subject: string) {
    const staff = platform.as(FLEET, subject);
    const carrierId = createdId(
      await staff.post('/referential/v1/carriers', {
        code: uniqueCode('AUD'),
        name: 'Autocars Audit',
        ticketingModel: 'NETWORK',
      }),
      'the carrier',
    );
    const otherId = createdId(
      await staff.post('/referential/v1/carriers', {
        code: uniqueCode('AUD'),
        name: 'Autocars Repreneur',
        ticketingModel: 'NETWORK',
      }),
      'the other carrier',
    );
    const categoryId = createdId(
      await staff.post('/referential/v1/vehicle-categories', { code: uniqueCode('AUDCAT'), name: 'Coach' }),
      'the category',
    );
    return { carrierId, otherId, categoryId };
  }

  it('lists a vehicle changed several times, newest first, with who, when, the request, the operation and each field before and after', async () => {
    const { carrierId, otherId, categoryId } = await fleet('alice');
    const registration = uniqueCode('AU-');
    const registered = await platform.as(FLEET, 'alice').post('/referential/v1/vehicles', {
      carrierId,
      categoryId,
      registration,
      seats: 49,
      make: 'Iveco',
    });
    const id = createdId(registered, 'the vehicle');
    const corrected = await platform
      .as(FLEET, 'bob')
      .patch(`/referential/v1/vehicles/${id}`, { make: 'Irisbus' });
    expect(corrected.status).to.equal(200);
    const seats = await platform
      .as(FLEET, 'carol')
      .put(`/referential/v1/vehicles/${id}/seats`, { seats: 53 });
    expect(seats.status).to.be.oneOf([200, 204]);
    const transferred = await platform.as(FLEET, 'dave').post(`/referential/v1/vehicles/${id}/transfer`, {
      carrierId: otherId,
      effectiveFrom: `${nextYear()}-01-01`,
    });
    expect(transferred.status).to.be.oneOf([200, 201, 204]);

    const reader = platform.as(['referential.vehicles:read'], 'erin');
    const answer = await reader.get(`/referential/v1/vehicles/${id}/changes?size=50`);
    expect(answer.status).to.equal(200);
    const changes = answer.body.data as Change[];
    expect(answer.body.total).to.equal(changes.length);
    // Newest first: the transfer, the seats, the correction, the registration.
    const bySubject = (subject: string) => changes.filter((c) => c.subject === subject);
    expect([...new Set(changes.map((c) => c.subject))]).to.deep.equal(['dave', 'carol', 'bob', 'alice']);
    expect(changes.map((c) => c.at)).to.deep.equal([...changes.map((c) => c.at)].sort().reverse());
    const correction = bySubject('bob').filter((c) => c.part === 'vehicles');
    expect(correction).to.have.length(1);
    expect(correction[0]).to.include({ operation: 'correctVehicle', action: 'update', part: 'vehicles' });
    expect(correction[0]?.requestId).to.equal(corrected.headers.get('x-request-id'));
    expect(correction[0]?.fields).to.deep.equal([{ field: 'make', before: 'Iveco', after: 'Irisbus' }]);
    expect(bySubject('carol').flatMap((c) => c.fields)).to.deep.include({
      field: 'seats',
      before: 49,
      after: 53,
    });
    const transfer = bySubject('dave');
    expect(transfer.every((c) => c.operation === 'transferVehicle')).to.equal(true);
    expect(transfer.map((c) => c.part)).to.include('vehicleStates');
    expect(transfer.flatMap((c) => c.fields)).to.deep.include({
      field: 'carrierId',
      before: null,
      after: otherId,
    });
    const creation = bySubject('alice');
    expect(creation.every((c) => c.operation === 'registerVehicle' && c.action === 'insert')).to.equal(true);
    expect(creation.flatMap((c) => c.fields)).to.deep.include({
      field: 'registration',
      before: null,
      after: registration,
    });

    // A change's `at`, given back as asKnownAt, answers the state that change left (to the
    // microsecond, as the write was recorded), and the change before it the state before.
    const seatsChange = bySubject('carol').find((c) => c.part === 'vehicles') ?? bySubject('carol')[0];
    expect(seatsChange?.at).to.match(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    const asOf = async (at: string) =>
      (await reader.get(`/referential/v1/vehicles/${id}?asKnownAt=${at}`)).body as {
        seats: number;
        make: string;
      };
    expect(await asOf(seatsChange?.at as string)).to.include({ seats: 53, make: 'Irisbus' });
    expect(await asOf(correction[0]?.at as string)).to.include({ seats: 49, make: 'Irisbus' });

    const paged = await reader.get(`/referential/v1/vehicles/${id}/changes?size=1&page=1`);
    expect(paged.body).to.include({ page: 1, size: 1, total: changes.length });
    expect(paged.body.data).to.deep.equal([changes[1]]);
    expectProblem(
      await reader.get('/referential/v1/vehicles/00000000-0000-4000-8000-000000000000/changes'),
      404,
      'vehicle-not-found',
    );
    expectProblem(
      await platform.as(['referential.carriers:read']).get(`/referential/v1/vehicles/${id}/changes`),
      403,
      'forbidden',
    );
  });

  it("masks a carrier's payout details in its changes for every reader, with the beneficiary permission or without", async () => {
    const { carrierId } = await fleet('alice');
    const treasury = platform.as(['referential.beneficiaries:write'], 'treasurer');
    const recorded = await treasury.post(`/referential/v1/carriers/${carrierId}/beneficiaries`, {
      holderName: 'Autocars Audit SA',
      accountIdentifier: 'DE89370400440532013000',
      effectiveFrom: today(),
    });
    createdId(recorded, 'the beneficiary');
    const approver = platform.as(['referential.beneficiaries:approve'], 'controller');
    const approved = await approver.post(`${recorded.headers.get('location')}/approve`, {
      acknowledgeNameMismatch: true,
    });
    expect(approved.status).to.equal(200);
    const fieldsSeenBy = async (permissions: string[]) => {
      const answer = await platform.as(permissions).get(`/referential/v1/carriers/${carrierId}/changes`);
      expect(answer.status).to.equal(200);
      const changes = answer.body.data as Change[];
      expect(JSON.stringify(changes)).to.not.contain('DE8937');
      const opened = changes.find((c) => c.part === 'carrierBeneficiaries' && c.action === 'insert');
      expect(opened).to.include({ subject: 'controller' });
      const requested = changes.find((c) => c.part === 'beneficiaryChanges' && c.action === 'insert');
      expect(requested).to.include({ subject: 'treasurer' });
      return Object.fromEntries(opened!.fields.map((f) => [f.field, f.after]));
    };
    const staff = await fieldsSeenBy(['referential.carriers:read']);
    expect(staff).to.include({ accountIdentifier: '****', holderName: '****', effectiveFrom: today() });
    const payroll = await fieldsSeenBy(['referential.carriers:read', 'referential.beneficiaries:read']);
    // Stored sealed (ADR 0073): no payout value shows here, whoever reads; their own reads open them.
    expect(payroll).to.include({ accountIdentifier: '****', holderName: '****', effectiveFrom: today() });
  });

  it('answers a read and a search as known at an instant before a change with the earlier answer, and nothing before the record existed', async () => {
    const { carrierId, categoryId } = await fleet('alice');
    const staff = platform.as(FLEET, 'alice');
    const beforeCreation = new Date().toISOString();
    const registration = uniqueCode('AK-');
    const registered = await staff.post('/referential/v1/vehicles', {
      carrierId,
      categoryId,
      registration,
      seats: 49,
      make: 'Iveco',
    });
    const id = createdId(registered, 'the vehicle');
    await new Promise((resolve) => setTimeout(resolve, 5)); // past the write's microseconds
    const known = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await staff.patch(`/referential/v1/vehicles/${id}`, { make: 'Irisbus' })).status).to.equal(200);
    expect((await staff.put(`/referential/v1/vehicles/${id}/seats`, { seats: 53 })).status).to.be.oneOf([
      200, 204,
    ]);

    const today = await staff.get(`/referential/v1/vehicles/${id}`);
    const then = await staff.get(`/referential/v1/vehicles/${id}?asKnownAt=${known}`);
    expect(then.status).to.equal(200);
    expect(today.body).to.include({ make: 'Irisbus', seats: 53 });
    expect(then.body).to.include({ id, make: 'Iveco', seats: 49 });
    expect(Object.keys(then.body)).to.deep.equal(Object.keys(today.body));
    const searchAt = async (at?: string) =>
      (
        await staff.get(
          `/referential/v1/vehicles?search=${encodeURIComponent(registration)}${at ? `&asKnownAt=${at}` : ''}`,
        )
      ).body;
    expect((await searchAt(known)).data.map((v: { make: string }) => v.make)).to.deep.equal(['Iveco']);
    expect((await searchAt()).data.map((v: { make: string }) => v.make)).to.deep.equal(['Irisbus']);
    expect((await searchAt(beforeCreation)).total).to.equal(0);
    // The same connection serves today's answer again right after.
    expect((await staff.get(`/referential/v1/vehicles/${id}`)).body).to.include({ make: 'Irisbus' });
    expectProblem(
      await staff.get(`/referential/v1/vehicles/${id}?asKnownAt=${beforeCreation}`),
      404,
      'vehicle-not-found',
    );
    expectFieldError(
      await staff.get(`/referential/v1/vehicles/${id}?asKnownAt=${daysFromToday(-9)}`),
      'query.asKnownAt',
    );
    expectFieldError(
      await staff.get(`/referential/v1/vehicles/${id}?asKnownAt=yesterday`),
      'query.asKnownAt',
    );
  });

  it('answers station areas and bays as known before and after a change, read again and again, each instant its own answer', async () => {
    // Reads as known at an instant run as prepared statements on the service's connections: the
    // same statement, run many times at different instants, must answer each instant.
    const network = platform.as(
      [
        'referential.station-areas:read',
        'referential.station-areas:write',
        'referential.bays:read',
        'referential.bays:write',
      ],
      'alice',
    );
    const code = uniqueCode('AKA');
    const areaId = createdId(
      await network.post('/referential/v1/station-areas', { code, name: 'Gare du Nord' }),
      'the station area',
    );
    const bayId = createdId(
      await network.post('/referential/v1/bays', { stationAreaId: areaId, code: 'Q1', position: 1 }),
      'the bay',
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    const before = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(
      (await network.patch(`/referential/v1/station-areas/${areaId}`, { name: 'Gare Nord' })).status,
    ).to.equal(200);
    expect((await network.patch(`/referential/v1/bays/${bayId}`, { position: 7 })).status).to.equal(200);
    const capabilities = await network.put(`/referential/v1/station-areas/${areaId}/capabilities`, {
      accessible: true,
      maxVehicleLengthM: 15,
      maxVehicleHeightM: null,
      vehicleCategories: [],
    });
    expect(capabilities.status, capabilities.text).to.equal(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const after = new Date().toISOString();

    const read = async (path: string, at?: string) => {
      const answer = await network.get(`${path}${at ? `?asKnownAt=${at}` : ''}`);
      expect(answer.status, answer.text).to.equal(200);
      return answer.body as Record<string, unknown>;
    };
    const areaPath = `/referential/v1/station-areas/${areaId}`;
    const bayPath = `/referential/v1/bays/${bayId}`;
    const searched = async (at: string) =>
      (await network.get(`/referential/v1/bays?stationAreaId.value=${areaId}&asKnownAt=${at}`)).body.data.map(
        (b: { position: number }) => b.position,
      );
    const checks = [
      async () =>
        expect(await read(areaPath, before)).to.deep.include({
          name: 'Gare du Nord',
          capabilities: {
            accessible: false,
            maxVehicleLengthM: null,
            maxVehicleHeightM: null,
            vehicleCategories: [],
          },
        }),
      async () =>
        expect(await read(areaPath, after)).to.deep.include({
          name: 'Gare Nord',
          capabilities: {
            accessible: true,
            maxVehicleLengthM: 15,
            maxVehicleHeightM: null,
            vehicleCategories: [],
          },
        }),
      async () => expect(await read(bayPath, before)).to.include({ position: 1 }),
      async () => expect(await read(bayPath, after)).to.include({ position: 7 }),
      async () => expect(await searched(before)).to.deep.equal([1]),
      async () => expect(await searched(after)).to.deep.equal([7]),
    ];
    // More runs than Postgres plans a statement for its values before it keeps a generic plan,
    // the instants asked in turns, today's answer between them on the same connections.
    for (let round = 0; round < 8; round += 1) {
      for (const check of round % 2 === 0 ? checks : [...checks].reverse()) await check();
      expect(await read(areaPath)).to.include({ name: 'Gare Nord' });
    }
  });

  it("gives an agent a vehicle's changes and its earlier answer through MCP, as tools of the gateway", async () => {
    const { carrierId, categoryId } = await fleet('alice');
    const staff = platform.as(FLEET, 'alice');
    const id = createdId(
      await staff.post('/referential/v1/vehicles', {
        carrierId,
        categoryId,
        registration: uniqueCode('MC-'),
        seats: 30,
      }),
      'the vehicle',
    );
    await new Promise((resolve) => setTimeout(resolve, 5)); // past the write's microseconds
    const known = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await platform.as(FLEET, 'bob').put(`/referential/v1/vehicles/${id}/seats`, { seats: 35 });

    const agent = await connectMcp(
      `${platform.gateway.url}/mcp`,
      mintToken(['referential.vehicles:read'], 'agent'),
    );
    try {
      const { tools } = await agent.listTools();
      const names = tools.map((t) => t.name);
      expect(names).to.include.members(['listVehicleChanges', 'getVehicle']);
      expect(names).to.not.include('listCarrierChanges');
      const changes = await agent.callTool({ name: 'listVehicleChanges', arguments: { id } });
      expect(changes.isError ?? false).to.equal(false);
      const page = changes.structuredContent as { data: Change[] };
      const latest = page.data.filter((c) => c.subject === 'bob');
      expect(latest.map((c) => c.operation)).to.include('changeVehicleSeats');
      expect(latest.flatMap((c) => c.fields)).to.deep.include({ field: 'seats', before: 30, after: 35 });
      const earlier = await agent.callTool({ name: 'getVehicle', arguments: { id, asKnownAt: known } });
      expect(earlier.structuredContent).to.include({ id, seats: 30 });
    } finally {
      await agent.close();
    }
  });

  it('keeps the changes and the earlier answers of the rules and of siv as well', async () => {
    const rules = platform.as(['rules.rules:read', 'rules.rules:write'], 'alice');
    const beforeRule = new Date().toISOString();
    const rule = await rules.post('/rules/v1/rules', {
      domain: 'BAY_DWELL_TIME',
      code: uniqueCode('AUDRULE'),
      name: 'Dwell time under audit',
    });
    const ruleId = createdId(rule, 'the rule');
    const ruleChanges = await rules.get(`/rules/v1/rules/${ruleId}/changes`);
    expect(ruleChanges.body.data).to.have.length(1);
    expect(ruleChanges.body.data[0]).to.include({
      subject: 'alice',
      operation: 'createRule',
      action: 'insert',
    });
    expectProblem(
      await rules.get(`/rules/v1/rules/${ruleId}?asKnownAt=${beforeRule}`),
      404,
      'rule-not-found',
    );
    expect(
      (await rules.get(`/rules/v1/rules/${ruleId}?asKnownAt=${new Date().toISOString()}`)).body,
    ).to.include({
      id: ruleId,
      name: 'Dwell time under audit',
    });

    // A resolution as known at an instant, through MCP: before the version's activation the
    // rule resolved nothing, and still does as known then.
    const versions = [
      'rules.rule-versions:write',
      'rules.rule-versions:approve',
      'rules.rule-versions:activate',
    ];
    const version = await platform.as(versions, 'alice').post(`/rules/v1/rules/${ruleId}/versions`, {
      scope: { type: 'NETWORK', subjects: {} },
      effectiveInput: { instant: `${daysFromToday(-60)}T00:00:00Z` },
      content: { minutes: 12, overstayAction: 'NOTIFY_CONTROL_ROOM' },
    });
    expect(version.status, version.text).to.equal(201);
    const supervisor = platform.as(versions, 'carol');
    expect((await supervisor.post(`/rules/v1/rule-versions/${version.body.id}/approval`)).status).to.equal(
      200,
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    const beforeActivation = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const activated = await supervisor.post(`/rules/v1/rule-versions/${version.body.id}/activate`, {
      retroactive: true,
    });
    expect(activated.status, activated.text).to.equal(200);
    const agent = await connectMcp(
      `${platform.gateway.url}/mcp`,
      mintToken(['rules.rules:resolve'], 'agent'),
    );
    try {
      const resolveAt = (asKnownAt?: string) =>
        agent.callTool({
          name: 'resolveRule',
          arguments: {
            ruleId,
            ...(asKnownAt ? { asKnownAt } : {}),
            body: { at: `${daysFromToday(-30)}T00:00:00Z`, scope: { type: 'NETWORK', subjects: {} } },
          },
        });
      const now = await resolveAt();
      expect(now.isError ?? false).to.equal(false);
      expect((now.structuredContent as { version: { id: string } }).version.id).to.equal(version.body.id);
      const then = await resolveAt(beforeActivation);
      expect(then.isError).to.equal(true);
      expect(JSON.stringify(then.structuredContent ?? then.content)).to.contain('rule-version-not-resolved');
    } finally {
      await agent.close();
    }

    const siv = platform.as(['siv.display-profiles:read', 'siv.display-profiles:write'], 'bob');
    const profile = await siv.post('/siv/v1/display-profiles', {
      code: uniqueCode('AUDP'),
      name: 'Departures under audit',
      kind: 'DEPARTURE_BOARD',
      languages: ['fr', 'en'],
      fallbackContent: { type: 'TEXT', text: 'See the information desk.' },
    });
    const profileId = createdId(profile, 'the display profile');
    await new Promise((resolve) => setTimeout(resolve, 5)); // past the write's microseconds
    const known = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const corrected = await siv.patch(`/siv/v1/display-profiles/${profileId}`, {
      languages: ['fr', 'en', 'de'],
    });
    expect(corrected.status).to.equal(200);
    const [latest] = (await siv.get(`/siv/v1/display-profiles/${profileId}/changes`)).body.data as Change[];
    expect(latest).to.include({ subject: 'bob', operation: 'correctDisplayProfile', action: 'update' });
    expect(latest?.fields).to.deep.equal([
      { field: 'languages', before: ['fr', 'en'], after: ['fr', 'en', 'de'] },
    ]);
    const then = await siv.get(`/siv/v1/display-profiles/${profileId}?asKnownAt=${known}`);
    const today = await siv.get(`/siv/v1/display-profiles/${profileId}`);
    expect(then.body.languages).to.deep.equal(['fr', 'en']);
    expect(today.body.languages).to.deep.equal(['fr', 'en', 'de']);
    expect(then.body.fallbackContent).to.deep.equal({ type: 'TEXT', text: 'See the information desk.' });
    expect(then.body.fallbackContent).to.deep.equal(today.body.fallbackContent);
  });

  it('answers every read that takes asKnownAt, at an instant after the records were made', async () => {
    const now = new Date().toISOString();
    const answers: string[] = [];
    for (const service of [platform.referential, platform.rules, platform.siv]) {
      const { operations } = service.built.deps.spec;
      const client = platform.as([...new Set(operations.map((o) => o.permission))]);
      const reads = operations.filter(
        (o) => o.method === 'get' && o.parameters.some((p) => p.name === 'asKnownAt'),
      );
      for (const operation of reads) {
        const path = operation.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
        // Station calls are read for a station or a station area, on a service date; an
        // eligibility check names the vehicle it checks; the GTFS export, its period.
        const target =
          operation.operationId === 'listStationCalls'
            ? `&stationId=00000000-0000-4000-8000-000000000000&serviceDate=${today()}`
            : operation.operationId === 'checkVehicleEligibility'
              ? '&vehicleId=00000000-0000-4000-8000-000000000000'
              : operation.operationId === 'exportGtfsFeed'
                ? `&from=${today()}&to=${today()}`
                : '';
        const answer = await client.get(`${path}?asKnownAt=${now}${target}`);
        answers.push(`${operation.operationId} ${answer.status}`);
      }
    }
    // A search finds nothing or something; a read by id of an unknown id is its 404; never a 500.
    expect(answers.filter((a) => !/ (200|404)$/.test(a))).to.deep.equal([]);
    expect(answers.filter((a) => a.startsWith('search')).every((a) => a.endsWith(' 200'))).to.equal(true);
    expect(answers.length).to.be.greaterThan(40);
  }).timeout(120_000); // one request per read of the three contracts, one after the other

  it('has a history trigger on every table of every service, so a table added without one fails here', async () => {
    const missing: string[] = [];
    const bookkeeping: string[] = [];
    for (const [schema, service] of Object.entries({
      referential: platform.referential,
      rules: platform.rules,
      siv: platform.siv,
    })) {
      const { rows } = (await service.built.deps.db.raw(
        `SELECT t.table_name,
                coalesce(obj_description(format('%I.%I', t.table_schema, t.table_name)::regclass, 'pg_class'), '')
                  LIKE 'Not audited: %' AS bookkeeping
         FROM information_schema.tables t
          WHERE t.table_schema = ? AND t.table_type = 'BASE TABLE'
            AND t.table_name NOT IN ('history', 'knex_migrations', 'knex_migrations_lock')
            AND (SELECT count(*) FROM pg_trigger g
                  WHERE g.tgrelid = format('%I.%I', t.table_schema, t.table_name)::regclass
                    AND g.tgname IN ('record_history_insert', 'record_history_update', 'record_history_delete',
                                     'record_history_truncate')
                    AND g.tgenabled <> 'D') < 4`,
        [schema],
      )) as { rows: { table_name: string; bookkeeping: boolean }[] };
      for (const row of rows) (row.bookkeeping ? bookkeeping : missing).push(`${schema}.${row.table_name}`);
    }
    expect(missing, 'tables whose writes would not be in the audit trail').to.deep.equal([]);
    // The tables marked as bookkeeping (`notAuditedSql`): what each move of the station calls'
    // version changed, kept for their cache; and the GTFS import jobs, whose progress is written
    // every half second (what a job wrote is audited as any write); and each service's change
    // feed, its outbox made from the history and the sources read from the contract at start;
    // and siv's state of each board pushed to its target, written at each attempt, and when each
    // of its screens last loaded its page; and the keys sealing payout details, which a copy in
    // the history would make impossible to destroy; and the referential's webhook subscriptions,
    // their position, lease, redeliveries and delivery log; and the trigram side tables of the
    // bays and vehicles, derived from their rows by triggers (ADR 0134).
    expect(bookkeeping.sort(), 'tables left out of the audit trail as bookkeeping').to.deep.equal([
      'referential.bays_trigrams',
      'referential.event_operations',
      'referential.event_sources',
      'referential.events',
      'referential.import_jobs',
      'referential.payout_keys',
      'referential.station_call_changes',
      'referential.vehicles_trigrams',
      'referential.webhook_deliveries',
      'referential.webhook_redeliveries',
      'referential.webhook_subscriptions',
      'rules.event_operations',
      'rules.event_sources',
      'rules.events',
      'rules.webhook_deliveries',
      'rules.webhook_redeliveries',
      'rules.webhook_subscriptions',
      'siv.board_deliveries',
      'siv.event_operations',
      'siv.event_sources',
      'siv.events',
      'siv.screen_page_loads',
      'siv.webhook_deliveries',
      'siv.webhook_redeliveries',
      'siv.webhook_subscriptions',
    ]);
  });
});
