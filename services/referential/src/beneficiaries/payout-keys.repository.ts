/**
 * The carriers' payout data keys (ADR 0073): each carrier's payout details are sealed under a
 * data key of its own, kept wrapped by the key-encryption key in `payout_keys` (left out of the
 * audit trail). Deleting the key erases every copy of the values it sealed; the erasure is kept
 * in `payout_erasures`.
 */
import type { Database, PageRequest, Transaction } from '@transport/platform';
import {
  isoTimestamp,
  newDataKey,
  openValue,
  sealValue,
  sealingKeyId,
  searchPage,
  unwrapDataKey,
  wrapDataKey,
} from '@transport/platform';
import type { Schemas } from '../types.ts';
import { markExpiredChanges } from './change-expiry.ts';

export type PayoutErasure = Schemas['PayoutErasure'];

/** The personal fields of payout details, by column: sealed in every row and history image. */
export const SEALED_COLUMNS = ['holder_name', 'account_identifier', 'bank_name', 'bic', 'reference'] as const;
export type SealedColumn = (typeof SEALED_COLUMNS)[number];

/** Opens the sealed values of rows: null for a value whose key was destroyed. */
export type Opener = (column: SealedColumn, value: string | null) => string | null;

interface ErasureRow {
  id: string;
  carrier_id: string;
  cause: 'REQUEST' | 'RETENTION';
  reason: string | null;
  erased_by: string;
  erased_at: Date;
  request_id: string | null;
}

function toErasure(row: ErasureRow): PayoutErasure {
  return {
    id: row.id,
    carrierId: row.carrier_id,
    cause: row.cause,
    reason: row.reason,
    erasedBy: row.erased_by,
    erasedAt: isoTimestamp(row.erased_at) as string,
    requestId: row.request_id,
  };
}

/** An erasure of a carrier's payout details. */
export interface Erasure {
  carrierId: string;
  cause: 'REQUEST' | 'RETENTION';
  reason: string;
  by: string;
  requestId: string | null;
}

async function erasePayoutKey(trx: Transaction, erasure: Erasure): Promise<string | undefined> {
  const [key] = (await trx('payout_keys')
    .where({ carrier_id: erasure.carrierId })
    .delete()
    .returning('id')) as { id: string }[];
  if (!key) return undefined;
  await markExpiredChanges(trx, erasure.carrierId);
  await trx('beneficiary_changes')
    .where({ carrier_id: erasure.carrierId, status: 'PENDING' })
    .update({
      status: 'REJECTED',
      decided_by: erasure.by,
      decided_at: trx.fn.now(),
      decision_reason: `Payout details erased: ${erasure.reason}`,
    });
  const [row] = (await trx('payout_erasures')
    .insert({
      carrier_id: erasure.carrierId,
      key_id: key.id,
      cause: erasure.cause,
      reason: erasure.reason,
      erased_by: erasure.by,
      request_id: erasure.requestId,
    })
    .returning('id')) as { id: string }[];
  return (row as { id: string }).id;
}

/**
 * Erases the payout details of every carrier whose retention has ended on `today`: withdrawn
 * since at least `retentionDays` days (the withdrawal in force today began that long ago; a
 * withdrawal corrected away in the timeline stops it). One transaction; each carrier's row locked first, so that two replicas erase
 * each once. Answers how many were erased. Run on a schedule by the service, and by tests.
 */
export async function erasePayoutDetailsAfterRetention(
  db: Database,
  today: string,
  retentionDays: number,
): Promise<number> {
  return db.transaction(async (trx) => {
    const due = (await trx('payout_keys as k')
      .join('carrier_states as s', 's.carrier_id', 'k.carrier_id')
      .where('s.status', 'WITHDRAWN')
      .andWhereRaw(`daterange(s.effective_from, s.effective_to, '[]') @> ?::date`, [today])
      .andWhereRaw(`s.effective_from <= ?::date - ?::int`, [today, retentionDays])
      .orderBy('k.carrier_id')
      .select('k.carrier_id')) as { carrier_id: string }[];
    let erased = 0;
    for (const { carrier_id: carrierId } of due) {
      await trx('carriers').where({ id: carrierId }).forUpdate().first('id');
      const id = await erasePayoutKey(trx, {
        carrierId,
        cause: 'RETENTION',
        reason: `${retentionDays} days after the carrier's withdrawal`,
        by: 'retention',
        requestId: null,
      });
      if (id) erased += 1;
    }
    return erased;
  });
}

const PAYOUT_TABLES = ['carrier_beneficiaries', 'beneficiary_changes'] as const;
const unsealed = (column: string) => `(${column} IS NOT NULL AND ${column} NOT LIKE 'pd1:%')`;
const anyUnsealed = SEALED_COLUMNS.map(unsealed).join(' OR ');

type Image = Record<string, unknown> | null;

/**
 * Seals the payout details written in the clear before they were sealed (ADR 0073): each row's
 * values under its carrier's key, and every copy of them in the history, in one transaction;
 * then has the database validate that every row is sealed. Runs when the service starts, once
 * across replicas (an advisory lock); answers how many rows it sealed.
 */
export async function sealPlaintextPayoutDetails(db: Database, keys: PayoutKeys): Promise<number> {
  const pending = await Promise.all(
    PAYOUT_TABLES.map((table) => db(table).whereRaw(anyUnsealed).first('id')),
  );
  const invalid = (await db('pg_constraint')
    .whereIn(
      'conname',
      PAYOUT_TABLES.map((table) => `${table}_sealed_check`),
    )
    .andWhere({ convalidated: false, connamespace: db.raw(`current_schema()::regnamespace`) })
    .select('conname')) as { conname: string }[];
  if (pending.every((row) => !row) && invalid.length === 0) return 0;
  return db.transaction(async (trx) => {
    await trx.raw(`SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':seal-payout-details'))`);
    const sealers = new Map<string, (column: SealedColumn, value: string | null) => string | null>();
    const sealerOf = async (carrierId: string) => {
      let seal = sealers.get(carrierId);
      if (!seal) sealers.set(carrierId, (seal = await keys.sealer(trx, carrierId)));
      return seal;
    };
    const sealImage = async (image: Image): Promise<Image> => {
      if (!image || typeof image.carrier_id !== 'string') return image;
      const seal = await sealerOf(image.carrier_id);
      const sealed = { ...image };
      for (const column of SEALED_COLUMNS) {
        const value = image[column];
        if (typeof value === 'string' && !value.startsWith('pd1:')) sealed[column] = seal(column, value);
      }
      return sealed;
    };
    let count = 0;
    for (const table of PAYOUT_TABLES) {
      const rows = (await trx(table).whereRaw(anyUnsealed).forUpdate().select('*')) as Record<
        string,
        unknown
      >[];
      for (const row of rows) {
        const sealed = (await sealImage(row)) as Record<string, unknown>;
        await trx(table)
          .where({ id: row.id })
          .update(Object.fromEntries(SEALED_COLUMNS.map((column) => [column, sealed[column]])));
      }
      count += rows.length;
      // Every copy in the history, those the updates above just wrote included.
      const images = (await trx('history')
        .where({ table_name: table })
        .andWhere((q) =>
          q
            .whereRaw(SEALED_COLUMNS.map((c) => `(row_before ->> '${c}') NOT LIKE 'pd1:%'`).join(' OR '))
            .orWhereRaw(SEALED_COLUMNS.map((c) => `(row_after ->> '${c}') NOT LIKE 'pd1:%'`).join(' OR ')),
        )
        .select('id', 'row_before', 'row_after')) as { id: number; row_before: Image; row_after: Image }[];
      for (const image of images)
        await trx('history')
          .where({ table_name: table, id: image.id })
          .update({
            row_before: await sealImage(image.row_before),
            row_after: await sealImage(image.row_after),
          });
      await trx.raw(`ALTER TABLE ?? VALIDATE CONSTRAINT ??`, [table, `${table}_sealed_check`]);
    }
    return count;
  });
}

/** A data key unwrapped, or undefined when `keyEncryptionKey` is not the one that wrapped it. */
function unwrappedBy(keyEncryptionKey: Buffer, wrapped: Buffer): Buffer | undefined {
  try {
    return unwrapDataKey(keyEncryptionKey, wrapped);
  } catch {
    return undefined;
  }
}

/**
 * Makes every carrier's data key wrapped by `current`, the key-encryption key in force (ADR
 * 0081): a key still wrapped by `previous`, the one being rotated out, is unwrapped with it and
 * wrapped again; the data keys themselves, so every sealed value, stay as they are. Runs when
 * the service starts, in one transaction, once across replicas (an advisory lock), before any
 * request (a start with nothing to rewrap only reads the keys). Throws, naming the settings, when a key opens under neither: the service must not
 * start on details it cannot read. Answers how many keys it rewrapped.
 */
export async function rewrapPayoutKeys(
  db: Database,
  current: Buffer,
  previous: Buffer | undefined,
): Promise<number> {
  // A start without a rotation reads the keys once, without a lock.
  const stored = (await db('payout_keys').select('wrapped_key')) as { wrapped_key: Buffer }[];
  if (stored.every((row) => unwrappedBy(current, row.wrapped_key))) return 0;
  return db.transaction(async (trx) => {
    await trx.raw(`SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':rewrap-payout-keys'))`);
    const rows = (await trx('payout_keys').forUpdate().select('id', 'wrapped_key')) as {
      id: string;
      wrapped_key: Buffer;
    }[];
    let rewrapped = 0;
    for (const row of rows) {
      if (unwrappedBy(current, row.wrapped_key)) continue;
      const key = previous ? unwrappedBy(previous, row.wrapped_key) : undefined;
      if (!key)
        throw new Error(
          `The payout data key ${row.id} opens under neither PAYOUT_KEY_ENCRYPTION_KEY nor ` +
            `PAYOUT_KEY_ENCRYPTION_KEY_PREVIOUS: while rotating the key-encryption key, give the ` +
            `key being replaced as PAYOUT_KEY_ENCRYPTION_KEY_PREVIOUS.`,
        );
      await trx('payout_keys')
        .where({ id: row.id })
        .update({ wrapped_key: wrapDataKey(current, key) });
      rewrapped += 1;
    }
    return rewrapped;
  });
}

export function createPayoutKeys(db: Database, keyEncryptionKey: Buffer) {
  return {
    /**
     * A sealer under the carrier's data key, made now when the carrier has none (first details,
     * or after an erasure). Takes the carrier's row lock's transaction.
     */
    async sealer(trx: Transaction, carrierId: string) {
      let row = (await trx('payout_keys').where({ carrier_id: carrierId }).first()) as
        { id: string; wrapped_key: Buffer } | undefined;
      if (!row) {
        const { wrapped } = newDataKey(keyEncryptionKey);
        [row] = await trx('payout_keys')
          .insert({ carrier_id: carrierId, wrapped_key: wrapped })
          .returning(['id', 'wrapped_key']);
      }
      const { id, wrapped_key } = row as { id: string; wrapped_key: Buffer };
      const key = unwrapDataKey(keyEncryptionKey, wrapped_key);
      return (column: SealedColumn, value: string | null): string | null =>
        value === null ? null : sealValue(id, key, column, value);
    },

    /** An opener for the sealed values given, with the keys that sealed them read once. */
    async opener(values: (string | null)[], trx?: Transaction): Promise<Opener> {
      const ids = [
        ...new Set(values.flatMap((v) => (v && sealingKeyId(v) ? [sealingKeyId(v) as string] : []))),
      ];
      const rows = ids.length
        ? ((await (trx ?? db)('payout_keys').select('id', 'wrapped_key').whereIn('id', ids)) as {
            id: string;
            wrapped_key: Buffer;
          }[])
        : [];
      const keys = new Map(rows.map((r) => [r.id, unwrapDataKey(keyEncryptionKey, r.wrapped_key)]));
      return (column, value) => {
        if (value === null) return null;
        const key = keys.get(sealingKeyId(value) ?? '');
        return key ? openValue(key, column, value) : null;
      };
    },

    /**
     * Destroys the carrier's data key, ends its pending request (expired, or rejected with the
     * erasure's reason) and records the erasure; undefined when the carrier has no key (no
     * details sealed, or erased already). Takes the carrier's row lock's transaction.
     */
    eraseIn: erasePayoutKey,

    async findErasure(id: string): Promise<PayoutErasure> {
      return toErasure((await db('payout_erasures').where({ id }).first()) as ErasureRow);
    },

    async listErasures(
      carrierId: string,
      page: PageRequest,
    ): Promise<{ rows: PayoutErasure[]; total: number }> {
      const { rows, total } = await searchPage<ErasureRow>(db, {
        filtered: () => db('payout_erasures').where({ carrier_id: carrierId }),
        columns: ['id', 'carrier_id', 'cause', 'reason', 'erased_by', 'erased_at', 'request_id'],
        order: [{ column: 'erased_at', order: 'desc' }],
        page,
      });
      return { rows: rows.map(toErasure), total };
    },
  };
}

export type PayoutKeys = ReturnType<typeof createPayoutKeys>;
