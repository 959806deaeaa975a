import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { unwrapDataKey, type Database } from '@transport/platform';
import { daysFromToday, startTestService, today, type TestService } from '@transport/platform/testing';
import { referentialService } from '../src/referential-service.ts';
import {
  BENEFICIARY_APPROVE,
  BENEFICIARY_READ,
  BENEFICIARY_REVEAL,
  BENEFICIARY_WRITE,
  CARRIER_READ,
  CARRIER_WRITE,
  IBAN_DE,
  registerCarrier,
} from './carriers-fixtures.ts';

const IBAN_DE_WHOLE = 'DE89370400440532013000';
const keyText = (key: Buffer) => key.toString('base64');

describe('payout settings: the key-encryption key rotated, the change requests’ expiry', () => {
  const oldKey = randomBytes(32);
  const newKey = randomBytes(32);
  const started: TestService[] = [];
  let databaseUrl: string;
  let carrierId: string;
  let periodId: string;

  /** The referential on the tests' one database, with `settings`. */
  async function referentialWith(settings: Record<string, string>): Promise<TestService> {
    const service = await startTestService(referentialService, {
      PAYOUT_RETENTION_INTERVAL_MS: '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...settings,
    });
    started.push(service);
    return service;
  }
  const wrappedKeys = async (db: Database) =>
    ((await db('payout_keys').select('wrapped_key')) as { wrapped_key: Buffer }[]).map((r) => r.wrapped_key);
  const opensUnder = (key: Buffer, wrapped: Buffer) => {
    try {
      unwrapDataKey(key, wrapped);
      return true;
    } catch {
      return false;
    }
  };

  before(async function () {
    this.timeout(60_000);
    // Payout details recorded and approved under the old key-encryption key.
    const service = await referentialWith({ PAYOUT_KEY_ENCRYPTION_KEY: keyText(oldKey) });
    databaseUrl = service.built.deps.config.DATABASE_URL;
    const staff = service.as([CARRIER_READ, CARRIER_WRITE]);
    const alice = service.as([BENEFICIARY_WRITE], 'alice');
    const bob = service.as([BENEFICIARY_READ, BENEFICIARY_APPROVE], 'bob');
    ({ id: carrierId } = await registerCarrier(staff));
    const requested = await alice.post(`/referential/v1/carriers/${carrierId}/beneficiaries`, {
      holderName: 'Jeanne Martin',
      accountIdentifier: IBAN_DE,
      effectiveFrom: today(),
    });
    expect(requested.status, requested.text).to.equal(201);
    const changeId = (requested.headers.get('location') as string).split('/').pop() as string;
    const approved = await bob.post(
      `/referential/v1/carriers/${carrierId}/beneficiary-changes/${changeId}/approve`,
      { acknowledgeNameMismatch: true },
    );
    expect(approved.status, approved.text).to.equal(200);
    const effective = await bob.get(`/referential/v1/carriers/${carrierId}/beneficiaries/effective`);
    periodId = effective.body.id;
    await service.close();
    started.pop();
  });
  after(async () => {
    for (const service of started) await service.close();
  });

  it('refuses to start on a new key without the old one, naming the setting, and changes nothing', async function () {
    this.timeout(60_000);
    const before = await wrappedKeys((await referentialWithOld()).built.deps.db);
    let refusal: unknown;
    try {
      await referentialWith({ PAYOUT_KEY_ENCRYPTION_KEY: keyText(newKey) });
    } catch (error) {
      refusal = error;
    }
    expect(String(refusal)).to.contain('PAYOUT_KEY_ENCRYPTION_KEY_PREVIOUS');
    const after = await wrappedKeys(started.at(-1)!.built.deps.db);
    expect(after.map((k) => k.toString('hex'))).to.deep.equal(before.map((k) => k.toString('hex')));
    expect(after.every((k) => opensUnder(oldKey, k))).to.equal(true);
  });

  async function referentialWithOld() {
    return referentialWith({ PAYOUT_KEY_ENCRYPTION_KEY: keyText(oldKey) });
  }

  it('rewraps the data keys at start with the old key given as the previous one; details still read whole', async function () {
    this.timeout(60_000);
    const rotating = await referentialWith({
      PAYOUT_KEY_ENCRYPTION_KEY: keyText(newKey),
      PAYOUT_KEY_ENCRYPTION_KEY_PREVIOUS: keyText(oldKey),
    });
    const keys = await wrappedKeys(rotating.built.deps.db);
    expect(keys).to.have.length(1);
    expect(opensUnder(newKey, keys[0]!)).to.equal(true);
    expect(opensUnder(oldKey, keys[0]!)).to.equal(false);

    // Once rotated, the old key is no longer needed: the referential starts on the new one alone.
    const rotated = await referentialWith({ PAYOUT_KEY_ENCRYPTION_KEY: keyText(newKey) });
    const reader = rotated.as([BENEFICIARY_READ], 'bob');
    const effective = await reader.get(`/referential/v1/carriers/${carrierId}/beneficiaries/effective`);
    expect(effective.status, effective.text).to.equal(200);
    expect(effective.body).to.include({ holderName: 'Jeanne Martin', accountIdentifier: 'DE89****3000' });
    const revealed = await rotated
      .as([BENEFICIARY_REVEAL], 'carol')
      .post(`/referential/v1/carriers/${carrierId}/beneficiaries/${periodId}/reveal`, {
        reason: 'checking the rotation',
      });
    expect(revealed.status, revealed.text).to.equal(200);
    expect(revealed.body.accountIdentifier).to.equal(IBAN_DE_WHOLE);
  });

  it('expires a change request after PAYOUT_CHANGE_REQUEST_TTL_DAYS days', async function () {
    this.timeout(60_000);
    const service = await referentialWith({
      PAYOUT_KEY_ENCRYPTION_KEY: keyText(newKey),
      PAYOUT_CHANGE_REQUEST_TTL_DAYS: '7',
    });
    const requested = await service
      .as([BENEFICIARY_WRITE], 'alice')
      .post(`/referential/v1/carriers/${carrierId}/beneficiaries`, {
        holderName: 'Jeanne Martin',
        accountIdentifier: IBAN_DE,
        effectiveFrom: daysFromToday(20),
      });
    expect(requested.status, requested.text).to.equal(201);
    const change = await service
      .as([BENEFICIARY_READ], 'bob')
      .get(requested.headers.get('location') as string);
    const waits = Date.parse(change.body.expiresAt) - Date.parse(change.body.requestedAt);
    // Seven calendar days (a clock change between makes one of them 23 or 25 hours).
    expect(Math.round(waits / (24 * 3600_000))).to.equal(7);
  });
});
