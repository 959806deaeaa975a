/**
 * Every operation of every contract, through the gateway, over HTTP and over MCP, with a token
 * scoped to one carrier (claim `carrier_id`, ADRs 0081 and 0087) holding every permission: an
 * operation not marked `x-carrier-scoped` answers 403 `forbidden` (and MCP does not list it);
 * one marked answers for the carrier's own records, never shows another carrier's nor counts
 * them in a search's total, and finds none of them (404) when asked for one by its id. Each marked operation has its requests
 * below: a newly marked one fails the walk until it is given some.
 */
import { expect } from 'chai';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { ApiClient } from '@transport/platform/testing';
import {
  connectMcp,
  daysFromToday,
  mintToken,
  nextYear,
  today,
  uniqueCode,
} from '@transport/platform/testing';
import { TOOLSET_TOOL_NAMES, type Operation } from '@transport/platform';
import {
  NO_RATE_LIMITS,
  platformOperations,
  startPlatform,
  type Platform,
} from '@transport/platform/testing/platform';

const ZERO_UUID = '00000000-0000-4000-8000-000000000000';
const IBAN_DE = 'DE89370400440532013000';
const IBAN_GB = 'GB82WEST12345698765432';

/** One request of an operation: its path and query parameters, and its body. */
interface Call {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/** The records of one carrier the walk reads and writes. */
interface Fleet {
  carrier: string;
  vehicle: string;
  permit: string;
  identifier: { id: string; value: string };
  authorization: string;
  /** Its payout details in force, and a change of them waiting for approval. */
  beneficiary: string;
  pendingChange: string;
}

/**
 * What a marked operation is asked with the carrier's token: `own` (its `n`th call: 0 over
 * HTTP, 1 over MCP) answers `ownStatus` (2xx by default) and shows `shows` of the carrier's ids;
 * `other`, naming another carrier's record, answers 404.
 */
interface CarrierCase {
  own(own: Fleet, n: number): Call;
  ownStatus?: number;
  shows?(own: Fleet): string[];
  other?(own: Fleet, other: Fleet): Call;
}

const CASES: Record<string, CarrierCase> = {
  searchCarriers: { own: () => ({}), shows: (a) => [a.carrier] },
  getCarrier: {
    own: (a) => ({ params: { id: a.carrier } }),
    shows: (a) => [a.carrier],
    other: (_a, b) => ({ params: { id: b.carrier } }),
  },
  getEffectiveBeneficiary: {
    own: (a) => ({ params: { id: a.carrier } }),
    shows: (a) => [a.beneficiary, a.pendingChange],
    other: (_a, b) => ({ params: { id: b.carrier } }),
  },
  listBeneficiaryHistory: {
    own: (a) => ({ params: { id: a.carrier } }),
    shows: (a) => [a.beneficiary],
    other: (_a, b) => ({ params: { id: b.carrier } }),
  },
  // The carrier's own request reached: it waits for approval, so another one is refused.
  recordBeneficiary: {
    own: (a) => ({
      params: { id: a.carrier },
      body: { holderName: 'Own', accountIdentifier: IBAN_GB, effectiveFrom: daysFromToday(20) },
    }),
    ownStatus: 409,
    other: (_a, b) => ({
      params: { id: b.carrier },
      body: { holderName: 'Fraud', accountIdentifier: IBAN_GB, effectiveFrom: daysFromToday(20) },
    }),
  },
  listBeneficiaryChanges: {
    own: (a) => ({ params: { id: a.carrier } }),
    shows: (a) => [a.pendingChange],
    other: (_a, b) => ({ params: { id: b.carrier } }),
  },
  getBeneficiaryChange: {
    own: (a) => ({ params: { id: a.carrier, changeId: a.pendingChange } }),
    shows: (a) => [a.pendingChange],
    other: (_a, b) => ({ params: { id: b.carrier, changeId: b.pendingChange } }),
  },
  // Confirming a confirmed request changes nothing: the second call answers it as well.
  confirmBeneficiaryChange: {
    own: (a) => ({ params: { id: a.carrier, changeId: a.pendingChange } }),
    shows: (a) => [a.pendingChange],
    other: (_a, b) => ({ params: { id: b.carrier, changeId: b.pendingChange } }),
  },
  // Categories belong to the network, not to a carrier.
  searchVehicleCategories: { own: () => ({}) },
  getVehicleCategory: { own: () => ({ params: { id: categoryId } }) },
  registerVehicle: {
    own: (a) => ({
      body: { carrierId: a.carrier, categoryId, registration: uniqueCode('OWN-'), seats: 30 },
    }),
    other: (_a, b) => ({
      body: { carrierId: b.carrier, categoryId, registration: uniqueCode('THEIRS-'), seats: 30 },
    }),
  },
  searchVehicles: { own: () => ({}), shows: (a) => [a.vehicle] },
  getVehicle: {
    own: (a) => ({ params: { id: a.vehicle } }),
    shows: (a) => [a.vehicle],
    other: (_a, b) => ({ params: { id: b.vehicle } }),
  },
  correctVehicle: {
    own: (a, n) => ({ params: { id: a.vehicle }, body: { fleetNumber: `OWN-${n}` } }),
    other: (_a, b) => ({ params: { id: b.vehicle }, body: { fleetNumber: 'THEIRS' } }),
  },
  changeVehicleLifecycle: {
    own: (a, n) => ({
      params: { id: a.vehicle },
      body: n === 0 ? { lifecycle: 'OUT_OF_SERVICE', reason: 'Gearbox' } : { lifecycle: 'IN_SERVICE' },
    }),
    other: (_a, b) => ({
      params: { id: b.vehicle },
      body: { lifecycle: 'OUT_OF_SERVICE', reason: 'Gearbox' },
    }),
  },
  recordVehiclePermit: {
    own: (a) => ({ body: permit(a.vehicle) }),
    other: (_a, b) => ({ body: permit(b.vehicle) }),
  },
  searchVehiclePermits: { own: () => ({}), shows: (a) => [a.permit] },
  getVehiclePermit: {
    own: (a) => ({ params: { id: a.permit } }),
    shows: (a) => [a.permit],
    other: (_a, b) => ({ params: { id: b.permit } }),
  },
  getVehicleIdentifier: {
    own: (a) => ({ params: { identifierId: a.identifier.id } }),
    shows: (a) => [a.identifier.id],
    other: (_a, b) => ({ params: { identifierId: b.identifier.id } }),
  },
  resolveVehicleIdentifier: {
    own: (a) => ({ body: { identifierTypeCode: 'RFID', value: a.identifier.value } }),
    shows: (a) => [a.identifier.id, a.vehicle],
    other: (_a, b) => ({ body: { identifierTypeCode: 'RFID', value: b.identifier.value } }),
  },
  listAuthorizationHolders: { own: () => ({}), shows: (a) => [a.authorization, a.carrier] },
  listAuthorizedVehicles: { own: () => ({}), shows: (a) => [a.authorization, a.vehicle] },
};

/** Set by the fixture: the network's vehicle category both carriers' vehicles are in. */
let categoryId = ZERO_UUID;

function permit(vehicleId: string) {
  return {
    vehicleId,
    permitNumber: uniqueCode('PN'),
    kind: 'INSURANCE',
    validFrom: today(),
    validUntil: daysFromToday(365),
  };
}

function argumentFor(operation: Operation, name: string): string {
  const parameter = operation.parameters.find((p) => p.name === name);
  return parameter?.schema?.format === 'uuid' ? ZERO_UUID : 'X1';
}

/** The operation's request, each path parameter from `call` or a placeholder. */
function httpRequest(operation: Operation, token: string, call?: Call): [string, RequestInit] {
  const path = operation.path.replace(
    /\{([^}]+)\}/g,
    (_m, name: string) => call?.params?.[name] ?? argumentFor(operation, name),
  );
  const query = call?.query ? `?${new URLSearchParams(call.query).toString()}` : '';
  const media = operation.requestBody?.mediaType ?? 'application/json';
  const body =
    call?.body !== undefined ? JSON.stringify(call.body) : media === 'application/json' ? '{}' : '';
  return [
    `${path}${query}`,
    {
      method: operation.method.toUpperCase(),
      headers: {
        authorization: `Bearer ${token}`,
        ...(operation.requestBody ? { 'content-type': media } : {}),
      },
      ...(operation.requestBody ? { body } : {}),
    },
  ];
}

function toolArguments(operation: Operation, call?: Call): Record<string, unknown> {
  const args: Record<string, unknown> = { ...call?.query };
  for (const p of operation.parameters.filter((x) => x.in === 'path'))
    args[p.name] = call?.params?.[p.name] ?? argumentFor(operation, p.name);
  if (operation.requestBody)
    args.body = call?.body ?? (operation.requestBody.mediaType === 'application/json' ? {} : '');
  return args;
}

/** An answer: its status, problem code and text (body or problem). */
interface Answer {
  status: number;
  code?: string;
  text: string;
}

async function overHttp(
  platform: Platform,
  operation: Operation,
  token: string,
  call?: Call,
): Promise<Answer> {
  const [path, init] = httpRequest(operation, token, call);
  const response = await fetch(`${platform.gateway.url}${path}`, init);
  const text = await response.text();
  const code = /problem\+json/.test(response.headers.get('content-type') ?? '')
    ? (JSON.parse(text) as { code?: string }).code
    : undefined;
  return { status: response.status, code, text };
}

async function overMcp(agent: Client, operation: Operation, call?: Call): Promise<Answer> {
  const result = await agent.callTool({
    name: operation.operationId,
    arguments: toolArguments(operation, call),
  });
  const content = result.structuredContent as { status?: number; code?: string } | undefined;
  const text = JSON.stringify(result.structuredContent ?? result.content);
  if (result.isError) return { status: content?.status ?? 0, code: content?.code, text };
  return { status: 200, text };
}

/**
 * A page of a search holding all it found (fewer than its size) must count exactly what it
 * shows: a total above it counts another carrier's records. Undefined when it does, or when the
 * answer is no such page.
 */
function countsMoreThanShown(text: string): string | undefined {
  let page: unknown;
  try {
    page = JSON.parse(text);
  } catch {
    return undefined;
  }
  const { data, size, total } = (page ?? {}) as { data?: unknown; size?: unknown; total?: unknown };
  if (!Array.isArray(data) || typeof size !== 'number' || typeof total !== 'number') return undefined;
  return data.length < size && total !== data.length ? `total ${total} for ${data.length} shown` : undefined;
}

function createdId(response: {
  status: number;
  text: string;
  body?: { id?: string };
  headers: Headers;
}): string {
  if (response.status !== 201) throw new Error(`not created: ${response.status} ${response.text}`);
  return response.body?.id ?? ((response.headers.get('location') as string).split('/').pop() as string);
}

describe('every operation through the gateway with a token scoped to a carrier', function () {
  // Every operation of the three contracts, one after the other, over HTTP and MCP, on a
  // machine that may be busy.
  this.timeout(240_000);
  let platform: Platform;
  let operations: Operation[];
  let permissions: string[];
  let regulator: ApiClient;
  let a: Fleet;
  let b: Fleet;
  /** Carrier A's staff with every permission of the platform. */
  let token: string;
  /** Every id of carrier B's records: none may appear in an answer to carrier A's token. */
  let theirs: string[];

  async function fleet(category: string, categoryCode: string): Promise<Fleet> {
    const code = uniqueCode('CR');
    const carrier = createdId(
      await regulator.post('/referential/v1/carriers', {
        code,
        name: `Carrier ${code}`,
        ticketingModel: 'NETWORK',
      }),
    );
    expect((await regulator.post(`/referential/v1/carriers/${carrier}/activation`)).status).to.equal(200);
    const vehicle = createdId(
      await regulator.post('/referential/v1/vehicles', {
        carrierId: carrier,
        categoryId: category,
        registration: uniqueCode('AB-'),
        seats: 45,
      }),
    );
    const permitId = createdId(await regulator.post('/referential/v1/vehicle-permits', permit(vehicle)));
    const value = uniqueCode('TAG');
    const identifier = createdId(
      await regulator.post(`/referential/v1/vehicles/${vehicle}/identifiers`, {
        identifierTypeCode: 'RFID',
        value,
      }),
    );
    const authorization = createdId(
      await regulator.post('/referential/v1/authorizations/declarations', {
        dossier: uniqueCode('DOS-'),
        number: uniqueCode('N'),
        serie: 'A',
        categories: [categoryCode],
        genre: 'REGULAR',
        validFrom: `${nextYear() - 1}-01-01`,
        validUntil: `${nextYear() + 3}-12-31`,
      }),
    );
    createdId(
      await regulator.post('/referential/v1/authorizations/grants', {
        transportAuthorizationId: authorization,
        carrierId: carrier,
        effectiveFrom: today(),
      }),
    );
    createdId(
      await regulator.post('/referential/v1/authorizations/authorized-vehicles', {
        transportAuthorizationId: authorization,
        vehicleId: vehicle,
        effectiveFrom: today(),
      }),
    );
    // Payout details under dual control: alice requests, bob approves.
    const alice = platform.as(permissions, 'alice');
    const bob = platform.as(permissions, 'bob');
    const changes = `/referential/v1/carriers/${carrier}/beneficiary-changes`;
    const first = createdId(
      await alice.post(`/referential/v1/carriers/${carrier}/beneficiaries`, {
        holderName: `Carrier ${code}`,
        accountIdentifier: IBAN_DE,
        effectiveFrom: today(),
      }),
    );
    const approved = await bob.post(`${changes}/${first}/approve`, { acknowledgeNameMismatch: true });
    expect(approved.status, approved.text).to.equal(200);
    const effective = await regulator.get(`/referential/v1/carriers/${carrier}/beneficiaries/effective`);
    expect(effective.status, effective.text).to.equal(200);
    const pendingChange = createdId(
      await alice.post(`/referential/v1/carriers/${carrier}/beneficiaries`, {
        holderName: `Carrier ${code}`,
        accountIdentifier: IBAN_GB,
        effectiveFrom: daysFromToday(10),
      }),
    );
    return {
      carrier,
      vehicle,
      permit: permitId,
      identifier: { id: identifier, value },
      authorization,
      beneficiary: effective.body.id as string,
      pendingChange,
    };
  }

  /** What the regulator reads of carrier B's records, which carrier A's calls must leave as they are. */
  async function carrierBAsItStands() {
    const vehicle = (await regulator.get(`/referential/v1/vehicles/${b.vehicle}`)).body;
    const change = (
      await regulator.get(`/referential/v1/carriers/${b.carrier}/beneficiary-changes/${b.pendingChange}`)
    ).body;
    return {
      vehicle: [vehicle.lifecycle, vehicle.fleetNumber ?? null, vehicle.carrierId],
      vehicles: (await regulator.get(`/referential/v1/vehicles?carrierId=${b.carrier}`)).body.total,
      permits: (await regulator.get(`/referential/v1/vehicle-permits?vehicleId=${b.vehicle}`)).body.total,
      changes: (await regulator.get(`/referential/v1/carriers/${b.carrier}/beneficiary-changes`)).body.total,
      pending: [change.status, change.confirmedBy],
    };
  }

  before(async () => {
    platform = await startPlatform(NO_RATE_LIMITS);
    operations = platformOperations(platform);
    permissions = [...new Set(operations.map((o) => o.permission))];
    regulator = platform.as(permissions, 'regulator');
    const code = uniqueCode('CAT');
    categoryId = createdId(
      await regulator.post('/referential/v1/vehicle-categories', { code, name: `Category ${code}` }),
    );
    a = await fleet(categoryId, code);
    b = await fleet(categoryId, code);
    token = mintToken(permissions, 'carrier-a-staff', { carrier_id: a.carrier });
    theirs = [
      b.carrier,
      b.vehicle,
      b.permit,
      b.identifier.id,
      b.authorization,
      b.beneficiary,
      b.pendingChange,
    ];
  });
  after(() => platform?.close());

  it('gives requests for every operation marked x-carrier-scoped, and only for those', () => {
    const marked = operations.filter((o) => o.carrierScoped).map((o) => o.operationId);
    expect(marked.sort()).to.deep.equal(Object.keys(CASES).sort());
  });

  /**
   * Walks every operation with `ask` (over HTTP or MCP); the failures, one line each.
   * `n`: the walk's number, so that a write's second walk asks what may follow its first.
   */
  async function walk(ask: (operation: Operation, call?: Call) => Promise<Answer>, n: number) {
    const failures: string[] = [];
    const before = await carrierBAsItStands();
    for (const operation of operations) {
      const name = operation.operationId;
      const marked = CASES[name];
      if (!operation.carrierScoped || !marked) {
        const refused = await ask(operation);
        if (refused.status !== 403 || refused.code !== 'forbidden')
          failures.push(`${name}: ${refused.status} ${refused.code ?? ''}, not 403 forbidden`);
        continue;
      }
      const own = await ask(operation, marked.own(a, n));
      const ownStatus = marked.ownStatus ?? 200;
      const ok = ownStatus === 200 ? own.status >= 200 && own.status < 300 : own.status === ownStatus;
      if (!ok) failures.push(`${name}: ${own.status} ${own.code ?? ''} for its own records`);
      const shown = theirs.filter((id) => own.text.includes(id));
      if (shown.length > 0) failures.push(`${name}: shows another carrier's ${shown.join(' ')}`);
      const counted = ok ? countsMoreThanShown(own.text) : undefined;
      if (counted) failures.push(`${name}: ${counted}`);
      const missing = (marked.shows?.(a) ?? []).filter((id) => !own.text.includes(id));
      if (ok && ownStatus === 200 && missing.length > 0)
        failures.push(`${name}: does not show its own ${missing.join(' ')}`);
      if (marked.other) {
        const other = await ask(operation, marked.other(a, b));
        if (other.status !== 404) failures.push(`${name}: ${other.status} ${other.code ?? ''} for another's`);
      }
    }
    const after = await carrierBAsItStands();
    if (JSON.stringify(after) !== JSON.stringify(before))
      failures.push(
        `another carrier's records changed: ${JSON.stringify(before)} to ${JSON.stringify(after)}`,
      );
    return failures;
  }

  it('over HTTP: 403 forbidden unless marked; marked, its own records only, another’s not found', async () => {
    const failures = await walk((operation, call) => overHttp(platform, operation, token, call), 0);
    expect(failures.join('\n'), 'operationId: what was answered').to.equal('');
    expect(operations.length).to.be.greaterThan(300);
  });

  it('over MCP: only the marked tools listed, the others refused, and the same answers', async () => {
    const agent = await connectMcp(`${platform.gateway.url}/mcp`, token);
    try {
      const listed = (await agent.listTools()).tools.map((t) => t.name).sort();
      expect(listed).to.deep.equal(
        [
          ...TOOLSET_TOOL_NAMES,
          ...operations.filter((o) => o.carrierScoped).map((o) => o.operationId),
        ].sort(),
      );
      const failures = await walk((operation, call) => overMcp(agent, operation, call), 1);
      expect(failures.join('\n'), 'operationId: what was answered').to.equal('');
    } finally {
      await agent.close();
    }
  });
});
