/**
 * Which registry fields a staged import may observe, how a value of each is checked, and how
 * a settled value is written to its record through the owning family's port. Codes,
 * statuses and links between records are never imported: they have their own operations.
 */
import type { Transaction } from '@transport/platform';
import type { CarrierPort } from '../carriers/carriers.port.ts';
import type { StationPort } from '../stations/stations.port.ts';
import type { Schemas } from '../types.ts';

export type ImportRecordType = Schemas['ImportRecordType'];
export type ImportField = Schemas['ImportField'];

/** A check answering why the value is refused, or undefined when it is accepted. */
type ValueCheck = (value: string) => string | undefined;

const text =
  (max: number): ValueCheck =>
  (value) =>
    value.trim().length === 0
      ? 'is blank'
      : value.length > max
        ? `is longer than ${max} characters`
        : undefined;

const url: ValueCheck = (value) => {
  if (value.length > 500) return 'is longer than 500 characters';
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? undefined : 'is not an http(s) URL';
  } catch {
    return 'is not a URL';
  }
};

const phone: ValueCheck = (value) =>
  /^\+?[0-9 ().-]{4,32}$/.test(value) ? undefined : 'is not a phone number';

const email: ValueCheck = (value) =>
  value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? undefined : 'is not an e-mail address';

export const OBSERVABLE_FIELDS: Record<ImportRecordType, Partial<Record<ImportField, ValueCheck>>> = {
  CARRIER: {
    name: text(200),
    legalIdentifier: text(64),
    website: url,
    phoneNumber: phone,
    email,
    addressLine1: text(200),
    addressLine2: text(200),
    addressZip: text(16),
    addressCity: text(100),
  },
  STATION: {
    name: text(200),
    locality: text(200),
  },
};

/** Why `value` cannot be stated for that field (not observable, or not accepted), if it cannot. */
export function refusalOf(
  recordType: ImportRecordType,
  field: ImportField,
  value: string,
): { code: 'import-field-not-observable' | 'import-value-invalid'; message: string } | undefined {
  const check = OBSERVABLE_FIELDS[recordType][field];
  if (!check)
    return { code: 'import-field-not-observable', message: `is not an observable field of a ${recordType}` };
  const problem = check(value);
  return problem ? { code: 'import-value-invalid', message: problem } : undefined;
}

export interface RegistryWriters {
  carriers: CarrierPort;
  stations: StationPort;
}

export function createRegistryWriter(registry: RegistryWriters) {
  return {
    exists(recordType: ImportRecordType, recordId: string, trx: Transaction): Promise<boolean> {
      return recordType === 'CARRIER'
        ? registry.carriers.exists(recordId, trx)
        : registry.stations.exists(recordId, trx);
    },

    /** Writes the settled value to the record, inside the caller's transaction. */
    async write(
      trx: Transaction,
      target: { recordType: ImportRecordType; recordId: string; field: ImportField },
      value: string,
      actor: string,
    ): Promise<void> {
      const changes = { [target.field]: value };
      if (target.recordType === 'CARRIER')
        await registry.carriers.correctIn(trx, target.recordId, changes, actor);
      else await registry.stations.correctIn(trx, target.recordId, changes, actor);
    },
  };
}

export type RegistryWriter = ReturnType<typeof createRegistryWriter>;
