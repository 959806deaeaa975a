/** Builders of the authorization, eligibility and import-staging tests. */
import { ApiClient, daysFromToday, mintToken, nextYear, createdId } from '@transport/platform/testing';
import { FLEET_STAFF, declareCategory, registerCarrier, registerVehicle } from './carriers-fixtures.ts';
import { uniqueCode } from './fixtures.ts';
import { NETWORK_PERMISSIONS } from './network-fixtures.ts';

export const AUTHORIZATION_READ = 'referential.authorizations:read';
export const AUTHORIZATION_WRITE = 'referential.authorizations:write';
export const ELIGIBILITY_READ = 'referential.eligibility:read';
export const ELIGIBILITY_RECORD = 'referential.eligibility:record';
export const IMPORT_READ = 'referential.import-staging:read';
export const IMPORT_WRITE = 'referential.import-staging:write';
/** Inserting a period of an authorization's history, its status or its links: past days included. */
export const AUTHORIZATION_INSERT_PERIOD = 'referential.authorizations:insert-period';
/** Correcting a period of a carrier's status history in place: its first day and status. */
export const CARRIER_CORRECT_PERIOD = 'referential.carriers:correct-period';
export const CHECKPOINT_CORRECT_PERIOD = 'referential.checkpoints:correct-period';

/** Every permission a registry officer setting up the scenarios needs. */
export const REGISTRY_OFFICER = [
  ...FLEET_STAFF,
  ...NETWORK_PERMISSIONS,
  AUTHORIZATION_READ,
  AUTHORIZATION_WRITE,
  ELIGIBILITY_READ,
  IMPORT_READ,
  IMPORT_WRITE,
  // Scenarios set up a past (a holder, a vehicle authorized last month) as corrections.
  AUTHORIZATION_INSERT_PERIOD,
];

/**
 * The validity of the authorizations declared here unless a test names another: from January
 * of this year to December three years after next, so that an authorization is in force today
 * and for years ahead, never expired by the date a test runs on.
 */
export const AUTHORIZATION_VALIDITY = {
  validFrom: `${nextYear() - 1}-01-01`,
  validUntil: `${nextYear() + 3}-12-31`,
} as const;

/**
 * Records an authorization's status history over past days, as corrections of its timeline
 * (`client` needs `referential.authorizations:insert-period`): each `[days from today, status,
 * reason]` from that day on, the later periods kept.
 */
export async function insertStatusPeriods(
  client: ApiClient,
  authorizationId: string,
  periods: [number, 'ACTIVE' | 'SUSPENDED' | 'WITHDRAWN', string?][],
): Promise<void> {
  for (const [days, status, statusReason] of periods) {
    const inserted = await client.post(
      `/referential/v1/authorizations/authorizations/${authorizationId}/timeline`,
      {
        effectiveFrom: daysFromToday(days),
        status,
        ...(statusReason ? { statusReason } : {}),
      },
    );
    if (inserted.status !== 201)
      throw new Error(`status period not inserted: ${inserted.status} ${inserted.text}`);
  }
}

export async function categoryCode(client: ApiClient, id: string): Promise<string> {
  const response = await client.get(`/referential/v1/vehicle-categories/${id}`);
  return response.body.code;
}

export async function declareAuthorization(
  client: ApiClient,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const categories = extra.categories ?? [await categoryCode(client, await declareCategory(client))];
  return createdId(
    await client.post('/referential/v1/authorizations/declarations', {
      dossier: uniqueCode('DOS-'),
      number: uniqueCode('N'),
      serie: 'A',
      categories,
      genre: 'REGULAR',
      ...AUTHORIZATION_VALIDITY,
      ...extra,
    }),
    'authorization',
  );
}

export function assignHolder(
  client: ApiClient,
  transportAuthorizationId: string,
  carrierId: string,
  effectiveFrom: string,
) {
  return client.post('/referential/v1/authorizations/grants', {
    transportAuthorizationId,
    carrierId,
    effectiveFrom,
  });
}

/**
 * Records that the carrier holds the authorization from `effectiveFrom`, any date: a past one
 * is a correction of the holders' timeline (`client` needs `referential.authorizations:insert-period`).
 */
export function recordHolder(
  client: ApiClient,
  transportAuthorizationId: string,
  carrierId: string,
  effectiveFrom: string,
) {
  return client.post(
    `/referential/v1/authorizations/authorizations/${transportAuthorizationId}/holders/timeline`,
    { carrierId, effectiveFrom },
  );
}

/** Records the vehicle under the authorization from `effectiveFrom`, any date (a correction). */
export function recordAuthorizedVehicle(
  client: ApiClient,
  transportAuthorizationId: string,
  vehicleId: string,
  effectiveFrom: string,
) {
  return client.post(
    `/referential/v1/authorizations/authorizations/${transportAuthorizationId}/vehicles/${vehicleId}/timeline`,
    { effectiveFrom },
  );
}

export async function createLine(client: ApiClient): Promise<string> {
  const code = uniqueCode('L');
  return createdId(await client.post('/referential/v1/lines', { code, name: `Line ${code}` }), 'line');
}

export interface EligibleVehicle {
  carrierId: string;
  vehicleId: string;
  categoryId: string;
  categoryCode: string;
  authorizationId: string;
  checkpointId: string;
  identifierId: string;
  tag: string;
  permitIds: Record<string, string>;
}

/**
 * A vehicle that may pass the checkpoint today: in service, owned by its carrier (ACTIVE for
 * two months), with an RFID tag, valid permits of every required kind, under an authorization held by its carrier, at
 * a checkpoint controlling entries.
 */
export async function eligibleVehicle(
  client: ApiClient,
  options: { carrierActive?: boolean } = {},
): Promise<EligibleVehicle> {
  const from = daysFromToday(-60);
  const until = daysFromToday(365);
  const carrier = await registerCarrier(client);
  // Active for two months: a past recorded as a correction of the carrier's timeline (left
  // PENDING, as registered today, when asked).
  // The carrier's and the checkpoint's pasts are corrections of their timelines, made by a
  // historian holding those permissions (the registry officer does not).
  const historian = new ApiClient(
    client.baseUrl,
    mintToken([
      'referential.carriers:read',
      'referential.checkpoints:read',
      CARRIER_CORRECT_PERIOD,
      CHECKPOINT_CORRECT_PERIOD,
    ]),
  );
  if (options.carrierActive !== false) {
    const timeline = await historian.get(`/referential/v1/carriers/${carrier.id}/timeline`);
    const corrected = await historian.post(
      `/referential/v1/carriers/${carrier.id}/timeline/${timeline.body.data[0].id}/correction`,
      { effectiveFrom: from, status: 'ACTIVE' },
    );
    if (corrected.status !== 200)
      throw new Error(`carrier not made active: ${corrected.status} ${corrected.text}`);
  }
  const categoryId = await declareCategory(client);
  const code = await categoryCode(client, categoryId);
  const vehicle = await registerVehicle(client, carrier.id, categoryId, { ownedFrom: from });
  const tag = uniqueCode('TAG');
  const identifierId = await createdId(
    await client.post(`/referential/v1/vehicles/${vehicle.id}/identifiers`, {
      identifierTypeCode: 'RFID',
      value: tag,
    }),
    'identifier',
  );
  const permitIds: Record<string, string> = {};
  for (const kind of ['OPERATING_LICENCE', 'ROADWORTHINESS', 'INSURANCE'])
    permitIds[kind] = await createdId(
      await client.post('/referential/v1/vehicle-permits', {
        vehicleId: vehicle.id,
        permitNumber: uniqueCode('P'),
        kind,
        validFrom: from,
        validUntil: until,
      }),
      'permit',
    );
  const authorizationId = await declareAuthorization(client, {
    categories: [code],
    validFrom: from,
    validUntil: until,
  });
  // Held and authorized for two months: a past recorded as corrections of the timelines.
  await createdId(await recordHolder(client, authorizationId, carrier.id, from), 'holder');
  await createdId(
    await recordAuthorizedVehicle(client, authorizationId, vehicle.id, from),
    'authorized vehicle',
  );
  const checkpointId = await createdId(
    await client.post('/referential/v1/checkpoints', {
      code: uniqueCode('CP'),
      name: 'North gate',
      capabilities: { entryControl: true, exitControl: false, boardingControl: false },
    }),
    'checkpoint',
  );
  // In force for two months too: its first period moved back, a correction.
  const checkpointTimeline = await historian.get(`/referential/v1/checkpoints/${checkpointId}/timeline`);
  const since = await historian.post(
    `/referential/v1/checkpoints/${checkpointId}/timeline/${checkpointTimeline.body.data[0].id}/correction`,
    { effectiveFrom: from },
  );
  if (since.status !== 200) throw new Error(`checkpoint not moved back: ${since.status} ${since.text}`);
  return {
    carrierId: carrier.id,
    vehicleId: vehicle.id,
    categoryId,
    categoryCode: code,
    authorizationId,
    checkpointId,
    identifierId,
    tag,
    permitIds,
  };
}
