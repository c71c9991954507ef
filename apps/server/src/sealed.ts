import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { PayoutDataKey } from './env.ts';

/**
 * Authenticated encryption of personal secrets (an advisor's SIN or business number, birth date and
 * pending payout change; a customer's birth time and place): AES-256-GCM under a key of PAYOUT_DATA_KEYS. A sealed value is
 * `version (1 byte) | IV (12) | tag (16) | ciphertext`, and its additional data names the key and what the
 * value is for (`tin:1001`), so a ciphertext moved to another advisor, another column or another key id
 * fails to open rather than reading as someone else's number.
 */

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + IV_BYTES + TAG_BYTES;

/** A value that does not open: unknown key id, another key, another purpose, or altered bytes. */
export class SealError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SealError';
  }
}

export interface Sealed {
  keyId: string;
  sealed: Buffer;
}

export interface Sealer {
  /** The key new values are sealed with (the first of PAYOUT_DATA_KEYS). */
  readonly currentKeyId: string;
  seal(plain: string, purpose: string): Sealed;
  /** The plain text, or SealError. */
  open(sealed: Buffer, keyId: string, purpose: string): string;
}

const additionalData = (keyId: string, purpose: string) => Buffer.from(`${keyId}\u0000${purpose}`, 'utf8');

export function createSealer(keys: readonly PayoutDataKey[]): Sealer {
  const [current] = keys;
  if (!current) throw new Error('at least one payout data key is needed');
  const byId = new Map(keys.map((key) => [key.id, key.key]));
  for (const key of keys) {
    if (key.key.length !== 32) throw new Error(`payout data key ${key.id} is not 32 bytes`);
  }

  return {
    currentKeyId: current.id,

    seal(plain, purpose) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(additionalData(current.id, purpose));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const sealed = Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
      return { keyId: current.id, sealed };
    },

    open(sealed, keyId, purpose) {
      const key = byId.get(keyId);
      if (!key) throw new SealError(`no payout data key ${keyId} is configured`);
      if (sealed.length < HEADER_BYTES || sealed[0] !== VERSION) throw new SealError('not a sealed value');
      const iv = sealed.subarray(1, 1 + IV_BYTES);
      const tag = sealed.subarray(1 + IV_BYTES, HEADER_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(additionalData(keyId, purpose));
      decipher.setAuthTag(tag);
      try {
        return Buffer.concat([decipher.update(sealed.subarray(HEADER_BYTES)), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new SealError('the sealed value does not open with its key');
      }
    },
  };
}

/** What each sealed value is for: bound into its additional data. */
export const sealPurpose = {
  tin: (agentId: number) => `tin:${agentId}`,
  birthDate: (agentId: number) => `birth-date:${agentId}`,
  change: (agentId: number) => `payout-profile-change:${agentId}`,
  customerBirthDetails: (customerId: string) => `customer-birth-details:${customerId}`,
};
