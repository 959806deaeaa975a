/**
 * Sealed values: personal data stored encrypted under a data key of its owner, so that destroying
 * that key erases every copy of the values, the audit trail's included (crypto-shredding, ADR
 * 0073). AES-256-GCM from `node:crypto`; a data key is kept wrapped by the key-encryption key
 * of the process's settings, never in the clear in the database.
 *
 * A sealed value is text: `pd1:<key id>:<base64url of iv, tag and ciphertext>`. The key id says
 * which data key opens it; the field's name is bound to it (authenticated data), so a value
 * copied into another field does not open.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { z } from 'zod';

const PREFIX = 'pd1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

/** A key-encryption key from its setting: base64 of 32 bytes, or undefined when it is not. */
export function parseKeyEncryptionKey(text: string): Buffer | undefined {
  const key = Buffer.from(text, 'base64');
  return key.length === KEY_BYTES && key.toString('base64') === text.replace(/\s+/g, '') ? key : undefined;
}

function encrypt(key: Buffer, plain: Buffer, aad: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

function decrypt(key: Buffer, sealed: Buffer, aad: string): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

/** A new data key, and its wrapped form to store. */
export function newDataKey(keyEncryptionKey: Buffer): { key: Buffer; wrapped: Buffer } {
  const key = randomBytes(KEY_BYTES);
  return { key, wrapped: wrapDataKey(keyEncryptionKey, key) };
}

/** A data key wrapped by `keyEncryptionKey`, to store (a rotation of the key-encryption key rewraps with it). */
export function wrapDataKey(keyEncryptionKey: Buffer, key: Buffer): Buffer {
  return encrypt(keyEncryptionKey, key, 'data-key');
}

/** A stored data key unwrapped; throws when the key-encryption key is not the one it was wrapped with. */
export function unwrapDataKey(keyEncryptionKey: Buffer, wrapped: Buffer): Buffer {
  return decrypt(keyEncryptionKey, wrapped, 'data-key');
}

/** `value` of `field` sealed under the data key `keyId`. */
export function sealValue(keyId: string, key: Buffer, field: string, value: string): string {
  return `${PREFIX}:${keyId}:${encrypt(key, Buffer.from(value, 'utf8'), field).toString('base64url')}`;
}

/** The id of the data key that sealed `value`; undefined when it is not a sealed value. */
export function sealingKeyId(value: string): string | undefined {
  const [prefix, keyId, body] = value.split(':');
  return prefix === PREFIX && keyId && body ? keyId : undefined;
}

/** A sealed value of `field` opened with its data key. */
export function openValue(key: Buffer, field: string, value: string): string {
  const body = value.slice(value.lastIndexOf(':') + 1);
  return decrypt(key, Buffer.from(body, 'base64url'), field).toString('utf8');
}

// The key-encryption key of development and tests, where none is set: never accepted in
// production, where a sealed value under it would be readable by anyone with the source.
const DEVELOPMENT_KEY_ENCRYPTION_KEY = Buffer.alloc(KEY_BYTES, 'development key, not a secret');

/**
 * The settings of sealed payout details (docs/operations.md, "Personal data"): the
 * key-encryption key (required in production, a Kubernetes Secret there) and, while it is
 * rotated, the previous one; how long payout details are kept after a carrier's withdrawal, and
 * how often that is checked; how long a change request of payout details waits for its decision,
 * and whether its approval needs the carrier's confirmation.
 */
export const sealingEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    /** Base64 of 32 random bytes (`openssl rand -base64 32`). */
    PAYOUT_KEY_ENCRYPTION_KEY: z.string().optional(),
    /**
     * The key-encryption key being replaced, during its rotation: the data keys it wraps are
     * rewrapped by `PAYOUT_KEY_ENCRYPTION_KEY` when the referential starts (ADR 0081).
     */
    PAYOUT_KEY_ENCRYPTION_KEY_PREVIOUS: z.string().optional(),
    PAYOUT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36500).default(3650),
    /** How often the end of retention is checked; 0 never (tests run it themselves). */
    PAYOUT_RETENTION_INTERVAL_MS: z.coerce.number().int().min(0).default(3_600_000),
    /** Days a change request of payout details waits for its decision before it expires. */
    PAYOUT_CHANGE_REQUEST_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** Whether a payout change request is approved only once its carrier confirmed it. */
    PAYOUT_CHANGE_CONFIRMATION_REQUIRED: z.enum(['true', 'false']).default('false'),
  })
  .superRefine((env, context) => {
    if (env.PAYOUT_KEY_ENCRYPTION_KEY === undefined) {
      if (env.NODE_ENV === 'production')
        context.addIssue({
          code: 'custom',
          path: ['PAYOUT_KEY_ENCRYPTION_KEY'],
          message: 'is required when NODE_ENV=production (base64 of 32 random bytes)',
        });
    } else if (!parseKeyEncryptionKey(env.PAYOUT_KEY_ENCRYPTION_KEY))
      context.addIssue({
        code: 'custom',
        path: ['PAYOUT_KEY_ENCRYPTION_KEY'],
        message: 'must be base64 of 32 bytes',
      });
    const previous = env.PAYOUT_KEY_ENCRYPTION_KEY_PREVIOUS;
    if (previous !== undefined && !parseKeyEncryptionKey(previous))
      context.addIssue({
        code: 'custom',
        path: ['PAYOUT_KEY_ENCRYPTION_KEY_PREVIOUS'],
        message: 'must be base64 of 32 bytes',
      });
    else if (previous !== undefined && env.PAYOUT_KEY_ENCRYPTION_KEY === undefined)
      context.addIssue({
        code: 'custom',
        path: ['PAYOUT_KEY_ENCRYPTION_KEY_PREVIOUS'],
        message: 'is given without PAYOUT_KEY_ENCRYPTION_KEY, the key that replaces it',
      });
  })
  .transform((env) => ({
    keyEncryptionKey: env.PAYOUT_KEY_ENCRYPTION_KEY
      ? (parseKeyEncryptionKey(env.PAYOUT_KEY_ENCRYPTION_KEY) as Buffer)
      : DEVELOPMENT_KEY_ENCRYPTION_KEY,
    previousKeyEncryptionKey: env.PAYOUT_KEY_ENCRYPTION_KEY_PREVIOUS
      ? parseKeyEncryptionKey(env.PAYOUT_KEY_ENCRYPTION_KEY_PREVIOUS)
      : undefined,
    retentionDays: env.PAYOUT_RETENTION_DAYS,
    changeRequestTtlDays: env.PAYOUT_CHANGE_REQUEST_TTL_DAYS,
    confirmationRequired: env.PAYOUT_CHANGE_CONFIRMATION_REQUIRED === 'true',
    intervalMs: env.PAYOUT_RETENTION_INTERVAL_MS,
  }));
