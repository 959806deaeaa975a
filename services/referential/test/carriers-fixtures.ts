/** Shared setup of the carrier and fleet tests: permissions and creation helpers. */
import { CARRIER_SCOPE_ROLE, type Database, type Transaction } from '@transport/platform';
import type { ApiClient } from '@transport/platform/testing';
import { uniqueCode } from './fixtures.ts';

export const CARRIER_READ = 'referential.carriers:read';
export const CARRIER_WRITE = 'referential.carriers:write';
export const BENEFICIARY_READ = 'referential.beneficiaries:read';
export const BENEFICIARY_WRITE = 'referential.beneficiaries:write';
export const BENEFICIARY_APPROVE = 'referential.beneficiaries:approve';
export const BENEFICIARY_REVEAL = 'referential.beneficiaries:reveal';
export const BENEFICIARY_ERASE = 'referential.beneficiaries:erase';
export const CATEGORY_READ = 'referential.vehicle-categories:read';
export const CATEGORY_WRITE = 'referential.vehicle-categories:write';
export const VEHICLE_READ = 'referential.vehicles:read';
export const VEHICLE_WRITE = 'referential.vehicles:write';
export const IDENTIFIER_READ = 'referential.vehicle-identifiers:read';
export const IDENTIFIER_WRITE = 'referential.vehicle-identifiers:write';
export const PERMIT_READ = 'referential.vehicle-permits:read';
export const PERMIT_WRITE = 'referential.vehicle-permits:write';

/** Every carrier and fleet permission except the beneficiary ones. */
export const FLEET_STAFF = [
  CARRIER_READ,
  CARRIER_WRITE,
  CATEGORY_READ,
  CATEGORY_WRITE,
  VEHICLE_READ,
  VEHICLE_WRITE,
  IDENTIFIER_READ,
  IDENTIFIER_WRITE,
  PERMIT_READ,
  PERMIT_WRITE,
];

/** IBANs whose mod-97 checksum holds. */
export const IBAN_FR = 'FR14 2004 1010 0505 0001 3M02 606';
export const IBAN_DE = 'DE89370400440532013000';
export const IBAN_GB = 'GB82WEST12345698765432';

/**
 * A carrier registered, activated, then suspended from `from` (a day ahead): a change recorded
 * ahead, which comes into force on that day.
 */
export async function carrierSuspendedFrom(client: ApiClient, from: string): Promise<{ id: string }> {
  const { id } = await registerCarrier(client);
  const activated = await client.post(`/referential/v1/carriers/${id}/activation`);
  if (activated.status !== 200)
    throw new Error(`carrier not activated: ${activated.status} ${activated.text}`);
  const suspended = await client.post(`/referential/v1/carriers/${id}/suspension`, {
    reason: 'insurance lapses',
    effectiveFrom: from,
  });
  if (suspended.status !== 200)
    throw new Error(`carrier not suspended: ${suspended.status} ${suspended.text}`);
  return { id };
}

export async function registerCarrier(
  client: ApiClient,
  extra: Record<string, unknown> = {},
): Promise<{ id: string; code: string }> {
  const code = uniqueCode('CR');
  const response = await client.post('/referential/v1/carriers', {
    code,
    name: `Carrier ${code}`,
    ticketingModel: 'NETWORK',
    ...extra,
  });
  if (response.status !== 201) throw new Error(`carrier not registered: ${response.status} ${response.text}`);
  return { id: response.body.id, code };
}

export async function declareCategory(client: ApiClient, code = uniqueCode('CAT')): Promise<string> {
  const response = await client.post('/referential/v1/vehicle-categories', {
    code,
    name: `Category ${code}`,
  });
  if (response.status !== 201) throw new Error(`category not declared: ${response.status} ${response.text}`);
  return (response.headers.get('location') as string).split('/').pop() as string;
}

export async function registerVehicle(
  client: ApiClient,
  carrierId: string,
  categoryId: string,
  extra: Record<string, unknown> = {},
): Promise<{ id: string; registration: string }> {
  const registration = uniqueCode('AB-');
  const response = await client.post('/referential/v1/vehicles', {
    carrierId,
    categoryId,
    registration,
    seats: 45,
    ...extra,
  });
  if (response.status !== 201) throw new Error(`vehicle not registered: ${response.status} ${response.text}`);
  return { id: response.body.id, registration: (extra.registration as string | undefined) ?? registration };
}

/**
 * Runs `check` in a transaction of `db` that takes the carrier role, as a carrier's request does
 * (ADR 0081), with `carrierId` in `app.carrier_id` (nothing set when undefined), then rolls it
 * back: what `check` writes is undone.
 */
export async function asCarrierRole(
  db: Database,
  carrierId: string | undefined,
  check: (trx: Transaction) => Promise<void>,
): Promise<void> {
  const undone = new Error('rolled back: a check as the carrier role writes nothing');
  await db
    .transaction(async (trx) => {
      await trx.raw(`SELECT set_config('role', ?, true)`, [CARRIER_SCOPE_ROLE]);
      if (carrierId !== undefined) await trx.raw(`SELECT set_config('app.carrier_id', ?, true)`, [carrierId]);
      await check(trx);
      throw undone;
    })
    .catch((error: unknown) => {
      if (error !== undone) throw error;
    });
}
